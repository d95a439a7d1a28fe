//! `backrank doctor`'s Discord checks: the token, the application, the
//! public key and the commands, each asked of Discord.

use std::time::Duration;

use super::{Check, Outcome, check, problem};
use crate::app::settings::Settings;
use crate::bot::transport::http::verifier;
use crate::bot::transport::register;
use crate::discord::api::{Api, ApiError, Application, Scope};
use crate::discord::commands::differences;

/// How long Discord's checks keep trying through passing failures.
const DISCORD_PATIENCE: Duration = Duration::from_secs(5);

/// The token, the application, the public key and the commands, in that
/// order: each needs the one before.
pub(super) async fn checks(settings: &Settings, http: bool) -> (Vec<Check>, Option<u64>) {
    let d = &settings.discord;
    let mut out = Vec::new();
    let api = match Api::new(d) {
        Ok(api) => api.with_patience(DISCORD_PATIENCE),
        Err(_) => {
            out.push(check(
                "token",
                problem(
                    "no bot token is set",
                    "copy it from the developer portal (your application → Bot → Reset Token) \
                     into [discord] token, or BACKRANK__DISCORD__TOKEN",
                ),
            ));
            out.push(check(
                "application",
                application_unchecked(d.application_id),
            ));
            out.push(check("public key", key_format(&d.public_key, http)));
            return (out, (d.application_id != 0).then_some(d.application_id));
        }
    };
    let user = api.bot_user().await;
    out.push(check(
        "token",
        match &user {
            Ok(u) => Outcome::Passed(format!(
                "Discord knows it: the bot {} (id {})",
                u.username, u.id
            )),
            Err(e) => discord_problem(e, &api),
        },
    ));
    if user.is_err() {
        out.push(check(
            "application",
            Outcome::Skipped("needs a token Discord takes".into()),
        ));
        out.push(check("public key", key_format(&d.public_key, http)));
        return (out, (d.application_id != 0).then_some(d.application_id));
    }
    let app = api.application().await;
    let (application, id) = match &app {
        Ok(a) => (application_matches(a, d.application_id), Some(a.id)),
        Err(e) => (discord_problem(e, &api), None),
    };
    out.push(check("application", application));
    out.push(check(
        "public key",
        match &app {
            Ok(a) => key_matches(&d.public_key, a, http),
            Err(_) => key_format(&d.public_key, http),
        },
    ));
    if let Some(id) = id {
        out.push(check("commands", commands(&api, id, d.guild_id).await));
    }
    (out, id)
}

fn discord_problem(e: &ApiError, api: &Api) -> Outcome {
    match e {
        ApiError::BadToken => problem(
            "Discord refused the token (401)",
            "copy it again from the developer portal (your application → Bot → Reset Token) \
             into [discord] token",
        ),
        ApiError::Unreachable { why, .. } => problem(
            format!("could not reach Discord at {}: {why}", api.base()),
            "check this machine's network and DNS (and [discord] api_url, which only tests set)",
        ),
        other => problem(
            other.to_string(),
            "try again; if it persists, check Discord's status",
        ),
    }
}

fn application_unchecked(id: u64) -> Outcome {
    match id {
        0 => problem(
            "[discord] application_id is not set",
            "copy it from the developer portal (General Information → Application ID)",
        ),
        id => Outcome::Skipped(format!("{id}, not checked: needs a token")),
    }
}

fn application_matches(app: &Application, set: u64) -> Outcome {
    match set {
        0 => problem(
            "[discord] application_id is not set",
            format!(
                "set application_id = {} (the token's application, {})",
                app.id, app.name
            ),
        ),
        id if id == app.id => Outcome::Passed(format!("{} (id {id})", app.name)),
        id => problem(
            format!(
                "[discord] application_id = {id}, but the token belongs to {} (id {})",
                app.name, app.id
            ),
            format!(
                "set application_id = {}, or use the token of application {id}",
                app.id
            ),
        ),
    }
}

/// The key's own form: needed in HTTP mode only.
fn key_format(key: &str, http: bool) -> Outcome {
    match (key.trim().is_empty(), http) {
        (true, false) => Outcome::Skipped("not set; only `serve --http` needs it".into()),
        (true, true) => problem(
            "[discord] public_key is not set; the HTTP endpoint needs it",
            "copy it from the developer portal (General Information → Public Key)",
        ),
        (false, _) => match verifier(key) {
            Ok(_) => Outcome::Passed("64 hex digits (not compared: needs a token)".into()),
            Err(_) => problem(
                "[discord] public_key is not a public key (64 hex digits)",
                "copy it again from the developer portal (General Information → Public Key)",
            ),
        },
    }
}

fn key_matches(key: &str, app: &Application, http: bool) -> Outcome {
    match key_format(key, http) {
        Outcome::Passed(_) if !key.trim().eq_ignore_ascii_case(&app.verify_key) => problem(
            format!(
                "[discord] public_key is not {}'s: Discord would reject every interaction's \
                 signature check",
                app.name
            ),
            format!("set public_key = \"{}\"", app.verify_key),
        ),
        Outcome::Passed(_) => Outcome::Passed(format!("{}'s", app.name)),
        other => other,
    }
}

async fn commands(api: &Api, application: u64, guild: u64) -> Outcome {
    let scope = Scope::from_setting(guild);
    let wanted = register::wanted();
    match api.commands(application, scope).await {
        Ok(r) if r.is_empty() => Outcome::Note(format!(
            "none registered {scope} yet: `backrank serve` registers them when it starts"
        )),
        Ok(r) => {
            let d = differences(&wanted, &r);
            if d.is_empty() {
                Outcome::Passed(format!(
                    "{} registered {scope}, as this version has them",
                    r.len()
                ))
            } else {
                Outcome::Note(format!(
                    "{} registered {scope}, not this version's ({d}): `backrank serve` updates \
                     them when it starts",
                    r.len()
                ))
            }
        }
        Err(e) => Outcome::Note(format!("could not be read: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_key_is_checked_for_form_then_against_the_application() {
        let app = Application {
            id: 7,
            name: "Club bot".into(),
            verify_key: "ab".repeat(32),
        };
        // A real key (the curve's base point) that is not the application's.
        let other = "5866666666666666666666666666666666666666666666666666666666666666";
        assert!(matches!(
            key_matches(other, &app, true),
            Outcome::Problem { .. }
        ));
        assert!(matches!(key_format("xyz", false), Outcome::Problem { .. }));
        assert!(matches!(key_format("", false), Outcome::Skipped(_)));
        assert!(matches!(key_format("", true), Outcome::Problem { .. }));
        assert!(matches!(key_format(other, true), Outcome::Passed(_)));
    }

    #[test]
    fn an_application_id_is_named_when_missing_or_wrong() {
        let app = Application {
            id: 7,
            name: "Club bot".into(),
            verify_key: String::new(),
        };
        assert_eq!(
            application_matches(&app, 7),
            Outcome::Passed("Club bot (id 7)".into())
        );
        let Outcome::Problem { fix, .. } = application_matches(&app, 0) else {
            panic!("not set is a problem")
        };
        assert!(fix.starts_with("set application_id = 7"), "{fix}");
        let Outcome::Problem { what, .. } = application_matches(&app, 8) else {
            panic!("another id is a problem")
        };
        assert!(what.contains("belongs to Club bot (id 7)"), "{what}");
    }
}
