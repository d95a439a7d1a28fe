//! `backrank doctor`: the checks a club runs before the bot's first start
//! (and whenever it will not start): each setting the bot needs, checked
//! against what it names (Discord, the store, the hardware source, lichess,
//! drand's relays), with what to do for each one that is wrong; then the
//! links that add the bot to a server.

#[cfg(feature = "beacon")]
mod beacon;
mod lichess;

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};
use serenity::model::Permissions;

use crate::app::settings::Settings;
use crate::app::settings::known::ENV_PREFIX;
use crate::app::sources::SourceSpec;
use crate::app::tower::Tower;
use crate::bot::transport::http::verifier;
use crate::bot::transport::register;
use crate::cli::error::CliError;
use crate::cli::shared_args::Format;
use crate::discord::api::{Api, ApiError, Application, Scope};
use crate::discord::commands::differences;
use crate::store::{Checkup, Damage, SqliteStore, StoreError, Unchecked};

/// How long a check waits for the store or the device.
const PATIENCE: Duration = Duration::from_secs(10);

/// How long Discord's checks keep trying through passing failures.
const DISCORD_PATIENCE: Duration = Duration::from_secs(5);

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
    let mut all = vec![check("settings", settings_read(file))];
    let (discord, application) = discord_checks(settings, http).await;
    all.extend(discord);
    all.push(check("store", store(settings).await));
    all.push(check("dice tower", tower(settings).await));
    all.push(check("web pages", web_pages(&settings.web)));
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

/// `[web]`: where the pages are served beside the bot, and the address
/// people reach them at.
fn web_pages(web: &crate::app::settings::WebSettings) -> Outcome {
    let url = match web.checked_public_url() {
        Ok(url) => url,
        Err(why) => {
            return problem(
                why.to_string(),
                "fix [web] public_url, or leave it empty for no button",
            );
        }
    };
    let addr = web.addr.trim();
    let listen: Option<std::net::SocketAddr> = match addr {
        "" => None,
        text => match text.parse() {
            Ok(a) => Some(a),
            Err(_) => {
                return problem(
                    format!("[web] addr = \"{text}\" is not an address and port"),
                    "write one like 0.0.0.0:8090, or leave it empty",
                );
            }
        },
    };
    match (listen, url) {
        (None, None) => Outcome::Skipped(
            "not served with the bot ([web] addr); `backrank web` serves them alone".into(),
        ),
        (None, Some(url)) => Outcome::Passed(format!(
            "rolls link to {url}/r/… and events to {url}/e/…, served elsewhere (`backrank web` \
             on the same store)"
        )),
        (Some(a), None) if !a.ip().is_loopback() => Outcome::Note(format!(
            "served on {a} with no [web] public_url: QR codes name each browser's own address, \
             and the bot's rolls get no link"
        )),
        (Some(a), None) => Outcome::Passed(format!("served on {a}")),
        (Some(a), Some(url)) => Outcome::Passed(format!("served on {a}, as {url}")),
    }
}

fn settings_read(file: Option<&Path>) -> Outcome {
    let vars = std::env::vars()
        .filter(|(k, _)| k.starts_with(ENV_PREFIX))
        .count();
    let file = file.map_or_else(
        || "no settings file".to_owned(),
        |f| format!("{}", f.display()),
    );
    Outcome::Passed(format!(
        "read: the defaults, {file}, {vars} {ENV_PREFIX}… variable{}",
        if vars == 1 { "" } else { "s" }
    ))
}

/// The token, the application, the public key and the commands, in that
/// order: each needs the one before.
async fn discord_checks(settings: &Settings, http: bool) -> (Vec<Check>, Option<u64>) {
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

/// The store: that its data is whole (SQLite's `quick_check`; on
/// PostgreSQL its tables and columns, and its indexes where amcheck may be
/// run), that it opens, and that a write goes through. A store found
/// damaged is not written to: the write could spread the damage. So a
/// SQLite file is checked read-only first, before opening it for writing
/// (which may bring its schema up to date) and the test write.
async fn store(settings: &Settings) -> Outcome {
    let s = &settings.store;
    let (database, place) = match s.url.trim() {
        "" => ("SQLite", format!("SQLite in {}", s.dir().display())),
        url => (
            "PostgreSQL",
            format!("PostgreSQL at {}", crate::store::redact(url)),
        ),
    };
    let checked = store_checked(s, database).await;
    match checked {
        Ok(Checkup {
            checked,
            unchecked,
            damage,
        }) if damage.is_empty() => match unchecked {
            None => Outcome::Passed(format!(
                "{place}: opened, intact ({checked}), and a test write went through"
            )),
            Some(why @ Unchecked::NoAmcheck(_)) => Outcome::Note(format!(
                "{place}: opened, intact ({checked}), and a test write went through; {why} \
                 ('{DAMAGED}' in the guide's page The store says how to add it)"
            )),
            Some(why @ Unchecked::Indexes(_)) => Outcome::Note(format!(
                "{place}: opened, intact ({checked}), and a test write went through; {why}: \
                 run `backrank doctor` again to check {}",
                if matches!(&why, Unchecked::Indexes(i) if i.len() == 1) {
                    "it"
                } else {
                    "them"
                }
            )),
        },
        Ok(checkup) => problem(
            damaged(&place, database, &checkup.damage),
            repair(s, &checkup.damage),
        ),
        Err(Halt::Failed(StoreError::Damaged { why, .. })) => {
            let damage = [Damage::File(why)];
            problem(damaged(&place, database, &damage), repair(s, &damage))
        }
        Err(Halt::Failed(e)) => problem(
            format!("{place}: {e}"),
            match s.url.trim() {
                "" => "check that [store] data_dir names a folder this user may write in".into(),
                _ => "check [store] url: the server, that it is up and reachable from here, the \
                      user and password, and that the user may write"
                    .to_owned(),
            },
        ),
        Err(Halt::Silent) => problem(
            format!("{place}: no answer within {} s", PATIENCE.as_secs()),
            "check that the database server is up and reachable from here",
        ),
        Err(Halt::Unfinished) => problem(
            format!(
                "{place}: opened, but the check of its data did not finish within {} s",
                CHECKUP_PATIENCE.as_secs()
            ),
            match s.url.trim() {
                "" => {
                    "with the bot stopped, run `sqlite3 backrank.sqlite3 \"PRAGMA quick_check\"` \
                       in [store] data_dir and see what it says"
                        .to_owned()
                }
                _ => "check that the database server is not overloaded and that nothing holds \
                      locks on the store's tables"
                    .to_owned(),
            },
        ),
    }
}

/// The store's data checked, then (when nothing is broken) the store
/// opened and written to. A SQLite file is checked read-only before it is
/// opened for writing; PostgreSQL is checked through the store.
async fn store_checked(
    s: &crate::app::settings::StoreSettings,
    database: &str,
) -> Result<Checkup, Halt> {
    let mut before = match database {
        "SQLite" => {
            let dir = s.dir();
            let read = tokio::task::spawn_blocking(move || SqliteStore::checkup_untouched(&dir));
            let read = async { read.await.map_err(|_| StoreError::Stopped)? };
            within(CHECKUP_PATIENCE, Halt::Unfinished, read).await?
        }
        _ => None,
    };
    // Damaged: reported as found, and never opened for writing.
    if let Some(found) = before.take_if(|c| !c.damage.is_empty()) {
        return Ok(found);
    }
    let store = within(PATIENCE, Halt::Silent, s.open()).await?;
    let checkup = match before {
        Some(checkup) => checkup,
        None => within(CHECKUP_PATIENCE, Halt::Unfinished, store.checkup()).await?,
    };
    if checkup.damage.is_empty() {
        within(PATIENCE, Halt::Silent, store.probe_write()).await?;
    }
    Ok(checkup)
}

/// How long the check of a store's data may take: `quick_check` reads
/// every page of the file (0.6 s for a million rolls, 240 MB, from the
/// page cache; a slow disk takes longer).
const CHECKUP_PATIENCE: Duration = Duration::from_secs(120);

/// Why the store's check stopped before its end.
enum Halt {
    /// A step failed.
    Failed(StoreError),
    /// Opening or the test write had no answer within [`PATIENCE`].
    Silent,
    /// The check of the data did not finish within [`CHECKUP_PATIENCE`].
    Unfinished,
}

/// `step`'s answer, or `slow` when there is none within `patience`.
async fn within<T>(
    patience: Duration,
    slow: Halt,
    step: impl std::future::Future<Output = Result<T, StoreError>>,
) -> Result<T, Halt> {
    match tokio::time::timeout(patience, step).await {
        Ok(answer) => answer.map_err(Halt::Failed),
        Err(_) => Err(slow),
    }
}

/// The section of the guide's page The store (`docs/src/running/store.md`)
/// on mending a damaged store.
const DAMAGED: &str = "A damaged store";

/// How many lines of what is broken the report shows.
const DAMAGE_SHOWN: usize = 3;

/// What is broken, in one line: the first few things, and how many more;
/// what the `database` itself said is said to be its words.
fn damaged(place: &str, database: &str, damage: &[Damage]) -> String {
    let said: Vec<String> = damage
        .iter()
        .take(DAMAGE_SHOWN)
        .map(ToString::to_string)
        .collect();
    let more = match damage.len().saturating_sub(DAMAGE_SHOWN) {
        0 => String::new(),
        n => format!(" (and {n} more)"),
    };
    let by = match damage.first() {
        Some(Damage::File(_)) => format!(", {database} says"),
        _ => String::new(),
    };
    format!("{place} is damaged{by}: {}{more}", said.join("; "))
}

/// What to do about `damage`: rows that may be lost come back from a copy
/// or a backup; a broken index is rebuilt from its table.
fn repair(s: &crate::app::settings::StoreSettings, damage: &[Damage]) -> String {
    let see = format!("'{DAMAGED}' in the guide's page The store");
    let indexes: Vec<String> = damage
        .iter()
        .filter_map(|d| match d {
            Damage::BrokenIndex { index, .. } => Some(format!("REINDEX INDEX {index};")),
            _ => None,
        })
        .collect();
    let reindex = format!(
        "rebuild {} from {} table{} (nothing is lost): {}",
        if indexes.len() == 1 {
            "the index"
        } else {
            "the indexes"
        },
        if indexes.len() == 1 { "its" } else { "their" },
        if indexes.len() == 1 { "" } else { "s" },
        indexes.join(" ")
    );
    if !damage.iter().any(Damage::loses_rows) {
        return format!("{reindex} ({see})");
    }
    let restore = match s.url.trim() {
        "" => format!(
            "stop the bot, copy what it keeps into a new folder with `backrank store copy --from \
             sqlite:{} --to sqlite:NEW_FOLDER` and set [store] data_dir to that folder; if the \
             copy fails, put your last backup in place",
            s.dir().display()
        ),
        _ => "restore the database from your last backup".to_owned(),
    };
    match indexes.len() {
        0 => format!("{restore} ({see})"),
        _ => format!("{restore}, then {reindex} ({see})"),
    }
}

async fn tower(settings: &Settings) -> Outcome {
    let text = settings.bot.hardware_source.trim();
    if text.is_empty() {
        return Outcome::Skipped("none set ([bot] hardware_source)".into());
    }
    let spec: SourceSpec = match text.parse() {
        Ok(s) => s,
        Err(e) => {
            return problem(
                format!("[bot] hardware_source: {e}"),
                "use serial:PATH or exec:COMMAND",
            );
        }
    };
    let tower = match Tower::open(&spec, settings, None) {
        Ok(t) => t,
        Err(e) => {
            return problem(
                format!("[bot] hardware_source: {e}"),
                "use serial:PATH or exec:COMMAND",
            );
        }
    };
    match tokio::time::timeout(PATIENCE, tower.connect()).await {
        Ok(Ok(())) => Outcome::Passed(format!(
            "{spec} opens (`backrank test-device {spec}` checks that it is fair)"
        )),
        Ok(Err(e)) => problem(
            e.to_string(),
            "see `backrank devices`, and the tower's wiring",
        ),
        Err(_) => problem(
            format!("{spec} did not answer within {} s", PATIENCE.as_secs()),
            "check that it is plugged in and running the tower sketch",
        ),
    }
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
    fn the_web_pages_settings_are_named_when_wrong() {
        let mut web = Settings::load(None).unwrap().web;
        assert!(matches!(web_pages(&web), Outcome::Skipped(_)));
        web.addr = "everywhere".into();
        let Outcome::Problem { what, .. } = web_pages(&web) else {
            panic!("{:?}", web_pages(&web));
        };
        assert!(what.contains("[web] addr = \"everywhere\""), "{what}");
        web.addr = "0.0.0.0:8090".into();
        assert!(matches!(web_pages(&web), Outcome::Note(n) if n.contains("no [web] public_url")));
        web.public_url = Some("rolls.example.org".into());
        let Outcome::Problem { what, .. } = web_pages(&web) else {
            panic!("{:?}", web_pages(&web));
        };
        assert!(
            what.contains("[web] public_url = \"rolls.example.org\""),
            "{what}"
        );
        web.public_url = Some("https://rolls.example.org/".into());
        assert_eq!(
            web_pages(&web),
            Outcome::Passed("served on 0.0.0.0:8090, as https://rolls.example.org".into())
        );
    }

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

    /// Issue 51: what is broken, the first few lines of it, and what to
    /// do, which depends on what is broken and where.
    #[test]
    fn a_damaged_store_is_named_with_what_to_do() {
        let mut s = Settings::load(None).unwrap().store;
        s.data_dir = "/var/lib/backrank".into();
        let pages: Vec<Damage> = (1..=5)
            .map(|n| Damage::File(format!("Page {n}: bad")))
            .collect();
        assert_eq!(
            damaged("SQLite in /var/lib/backrank", "SQLite", &pages),
            "SQLite in /var/lib/backrank is damaged, SQLite says: Page 1: bad; Page 2: bad; \
             Page 3: bad (and 2 more)"
        );
        let fix = repair(&s, &pages);
        assert!(
            fix.starts_with(
                "stop the bot, copy what it keeps into a new folder with `backrank store copy \
                 --from sqlite:/var/lib/backrank --to sqlite:NEW_FOLDER`"
            ) && fix.ends_with("('A damaged store' in the guide's page The store)"),
            "{fix}"
        );
        s.url = "postgres://b@h/d".into();
        let index = Damage::BrokenIndex {
            index: "rolls_by_guild".into(),
            why: "index \"rolls_by_guild\" contains unexpected zero page at block 1".into(),
        };
        assert_eq!(
            repair(&s, std::slice::from_ref(&index)),
            "rebuild the index from its table (nothing is lost): REINDEX INDEX rolls_by_guild; \
             ('A damaged store' in the guide's page The store)"
        );
        let both = repair(&s, &[Damage::MissingTable("user_prefs".into()), index]);
        assert!(
            both.starts_with("restore the database from your last backup, then rebuild the index"),
            "{both}"
        );
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
