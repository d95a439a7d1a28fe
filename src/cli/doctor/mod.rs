//! `backrank doctor`: the checks a club runs before the bot's first start
//! (and whenever it will not start): each setting the bot needs, checked
//! against what it names (Discord, the store, the hardware source, lichess,
//! drand's relays), with what to do for each one that is wrong; then the
//! links that add the bot to a server.

#[cfg(feature = "beacon")]
mod beacon;
mod discord;
mod gateway_hosts;
mod lichess;
mod settings_read;
mod store;
mod tower;
mod web_pages;

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};
use serenity::model::Permissions;

use crate::app::settings::Settings;
use crate::cli::error::CliError;
use crate::cli::shared_args::Format;

/// How long a check waits for the store or the device.
const PATIENCE: Duration = Duration::from_secs(10);

/// What the bot needs in a server's channels: to post daily challenges
/// (with their board and embed) and a server's problem notes, and to open
/// a daily post's thread and write in it. Replies to commands need no
/// permission of their own.
pub fn permissions() -> Permissions {
    Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::CREATE_PUBLIC_THREADS
        | Permissions::SEND_MESSAGES_IN_THREADS
}

/// The link that adds the bot to a server, with its commands and
/// [`permissions`].
pub fn server_invite(application: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application}&permissions={}\
         &integration_type=0&scope=bot+applications.commands",
        permissions().bits()
    )
}

/// The link with which a person installs the bot for themselves (DMs,
/// servers without it).
pub fn user_install(application: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application}&integration_type=1\
         &scope=applications.commands"
    )
}

/// How one check came out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Passed(String),
    /// Nothing wrong, but worth knowing.
    Note(String),
    /// Wrong: what, and what to do.
    Problem {
        what: String,
        fix: String,
    },
    /// Not checked: why.
    Skipped(String),
}

/// One check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    pub name: &'static str,
    pub outcome: Outcome,
}

fn check(name: &'static str, outcome: Outcome) -> Check {
    Check { name, outcome }
}

fn problem(what: impl Into<String>, fix: impl Into<String>) -> Outcome {
    Outcome::Problem {
        what: what.into(),
        fix: fix.into(),
    }
}

/// `backrank doctor`'s arguments (its help is the doc comment on
/// `Command::Doctor`).
#[derive(Debug, clap::Args)]
pub struct DoctorArgs {
    /// Check for the HTTP interactions endpoint (`serve --http`) too,
    /// which needs [discord] public_key.
    #[arg(long)]
    pub http: bool,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Runs every check and returns the report; with problems, the report is
/// the error (still on stdout, exit 2).
///
/// # Errors
///
/// [`CliError::Report`] with the report when something must be fixed.
pub async fn run(
    settings: &Settings,
    file: Option<&Path>,
    args: &DoctorArgs,
) -> Result<String, CliError> {
    let DoctorArgs { http, format } = *args;
    let (checks, application) = checks(settings, file, http).await;
    let problems = checks
        .iter()
        .filter(|c| matches!(c.outcome, Outcome::Problem { .. }))
        .count();
    let report = match format {
        Format::Text => text(&checks, application, problems, http),
        Format::Json => crate::app::json::to_string(&as_json(&checks, application, problems)),
    };
    if problems == 0 {
        Ok(report)
    } else {
        Err(CliError::Report(report))
    }
}

/// Every check, in order, and the application (when Discord said which).
pub async fn checks(
    settings: &Settings,
    file: Option<&Path>,
    http: bool,
) -> (Vec<Check>, Option<u64>) {
    let mut all = vec![check("settings", settings_read::settings_read(file))];
    let (discord, application) = discord::checks(settings, http).await;
    all.extend(discord);
    let store = store::store(settings).await;
    let store_usable = matches!(store, Outcome::Passed(_) | Outcome::Note(_));
    all.push(check("store", store));
    all.push(check(
        "gateway",
        if store_usable {
            gateway_hosts::gateway_hosts(settings).await
        } else {
            Outcome::Skipped("the store check did not pass".to_owned())
        },
    ));
    all.push(check("dice tower", tower::tower(settings).await));
    all.push(check("web pages", web_pages::web_pages(&settings.web)));
    all.push(check(
        "lichess",
        lichess::lichess(&settings.lichess, lichess::PATIENCE).await,
    ));
    #[cfg(feature = "beacon")]
    {
        all.push(check("beacon", beacon::settings(settings)));
        all.push(check("drand relays", beacon::relays(settings).await));
    }
    (all, application)
}

/// How a terminal shows an outcome, and how a log or pipe does.
fn mark(outcome: &Outcome, terminal: bool) -> &'static str {
    match (outcome, terminal) {
        (Outcome::Passed(_), true) => "✓",
        (Outcome::Note(_), true) => "•",
        (Outcome::Problem { .. }, true) => "✗",
        (Outcome::Skipped(_), true) => "–",
        (Outcome::Passed(_), false) => "ok",
        (Outcome::Note(_), false) => "note",
        (Outcome::Problem { .. }, false) => "FIX",
        (Outcome::Skipped(_), false) => "--",
    }
}

fn text(checks: &[Check], application: Option<u64>, problems: usize, http: bool) -> String {
    let terminal = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let mut out = String::from("Backrank's settings, checked:\n\n");
    for c in checks {
        let m = mark(&c.outcome, terminal);
        match &c.outcome {
            Outcome::Passed(s) | Outcome::Note(s) | Outcome::Skipped(s) => {
                out += &format!("  {m:<4} {:<12} {s}\n", c.name);
            }
            Outcome::Problem { what, fix } => {
                out += &format!("  {m:<4} {:<12} {what}\n  {:<17} → {fix}\n", c.name, "");
            }
        }
    }
    if let Some(app) = application {
        out += &format!(
            "\nAdd the bot to a server (with the permissions its daily posts need):\n  {}\n\
             Let people install it for themselves, to roll in DMs (turn on User Install under \
             Installation in the developer portal first):\n  {}\n",
            server_invite(app),
            user_install(app)
        );
    }
    out += &match problems {
        0 => format!(
            "\nAll set: start the bot with `backrank serve{}`.\n",
            if http { " --http ADDR" } else { "" }
        ),
        1 => "\n1 thing to fix (FIX above) before the bot can start.\n".to_owned(),
        n => format!("\n{n} things to fix (FIX above) before the bot can start.\n"),
    };
    out
}

fn as_json(checks: &[Check], application: Option<u64>, problems: usize) -> Value {
    let checks: Vec<Value> = checks
        .iter()
        .map(|c| match &c.outcome {
            Outcome::Passed(s) => json!({"check": c.name, "status": "ok", "detail": s}),
            Outcome::Note(s) => json!({"check": c.name, "status": "note", "detail": s}),
            Outcome::Skipped(s) => json!({"check": c.name, "status": "skipped", "detail": s}),
            Outcome::Problem { what, fix } => {
                json!({"check": c.name, "status": "problem", "detail": what, "fix": fix})
            }
        })
        .collect();
    json!({
        "checks": checks,
        "problems": problems,
        "invite": application.map(|a| json!({
            "server": server_invite(a),
            "user_install": user_install(a),
        })),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_asks_for_what_daily_posts_need_and_no_more() {
        let p = permissions();
        assert!(!p.contains(Permissions::ADMINISTRATOR));
        assert!(!p.contains(Permissions::MANAGE_MESSAGES));
        // View, send, embed, attach; public threads and writing in them.
        assert_eq!(
            p.bits(),
            1024 + 2048 + 16384 + 32768 + (1 << 35) + (1 << 38)
        );
        let link = server_invite(42);
        assert!(link.contains("client_id=42") && link.contains("scope=bot+applications.commands"));
        assert!(link.contains(&format!("permissions={}", p.bits())));
        assert!(user_install(42).contains("integration_type=1"));
    }
}
