//! The operator's path from settings to a registered bot, against the fake
//! Discord: `serve` registers the slash commands in both modes and only
//! when Discord's copy differs; `backrank commands` shows, registers and
//! clears them; `backrank doctor` finds what is wrong before a first start.

use std::process::Output;

use serde_json::{Value, json};

use crate::common::{backrank, scratch};
use crate::endpoint::key;
use crate::fake_discord::FakeDiscord;
use crate::fake_lichess::{FakeLichess, refused_url};
use crate::hosts::{Host, free_port};

pub(crate) const APP: u64 = 1111111111111111111;
const GUILD: u64 = 3333333333333333333;

fn global() -> String {
    format!("/api/v10/applications/{APP}/commands")
}

fn in_guild() -> String {
    format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands")
}

fn public_key() -> String {
    hex::encode(key().verifying_key().to_bytes())
}

/// Where lichess is in these settings: loopback, where nothing listens, so
/// that `doctor`'s lichess check answers at once, online or not, and no test
/// asks the real lichess. A test that wants lichess gives a stand-in's.
pub(crate) const NO_LICHESS: &str = "http://127.0.0.1:1";

/// Settings for a bot on the fake Discord, with a store of its own.
pub(crate) fn env(discord: &FakeDiscord, name: &str) -> Vec<(&'static str, String)> {
    vec![
        ("BACKRANK__DISCORD__TOKEN", "test-token".into()),
        ("BACKRANK__DISCORD__APPLICATION_ID", APP.to_string()),
        ("BACKRANK__DISCORD__PUBLIC_KEY", public_key()),
        ("BACKRANK__DISCORD__API_URL", discord.url.clone()),
        ("BACKRANK__LICHESS__API_URL", NO_LICHESS.into()),
        (
            "BACKRANK__STORE__DATA_DIR",
            scratch(&format!("operator-{name}")).display().to_string(),
        ),
    ]
}

/// Runs `backrank ARGS` with `env` off the async threads (the fake Discord
/// answers on them meanwhile).
pub(crate) async fn run(args: &[&str], env: &[(&'static str, String)]) -> Output {
    let mut c = backrank();
    c.args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    tokio::task::spawn_blocking(move || c.output().unwrap())
        .await
        .unwrap()
}

pub(crate) fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub(crate) fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn names(commands: &[Value]) -> Vec<String> {
    commands
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect()
}

fn every_command() -> Vec<String> {
    backrank::bot::commands::COMMANDS
        .iter()
        .map(|c| c.name.to_owned())
        .collect()
}

fn puts(discord: &FakeDiscord, path: &str) -> usize {
    discord
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path == path)
        .count()
}

/// HTTP mode used to register nothing, so a club that chose it saw no
/// commands. Now the endpoint registers them when it starts; a restart
/// finds them as they should be and writes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_endpoint_registers_the_commands_and_a_restart_writes_nothing() {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("test-token");
    let env = env(&discord, "endpoint");
    let addr = format!("127.0.0.1:{}", free_port());
    let host = Host::start(
        &["--http", &addr],
        &env,
        "slash commands registered globally",
    );
    assert!(
        host.log()
            .contains("slash commands registered globally: 14 (new: /random"),
        "{}",
        host.log()
    );
    assert_eq!(names(&discord.registered(&global())), every_command());
    drop(host);

    let again = Host::start(&["--http", &addr], &env, "slash commands up to date");
    assert!(
        again
            .log()
            .contains("slash commands up to date: 14 registered globally"),
        "{}",
        again.log()
    );
    assert_eq!(puts(&discord, &global()), 1, "registered once in all");
}

/// The gateway registers when it connects, in the server `guild_id` names,
/// and a second start writes nothing either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_bot_registers_once_across_restarts() {
    let discord = FakeDiscord::start(APP).await;
    let mut env = env(&discord, "gateway");
    env.push(("BACKRANK__DISCORD__GUILD_ID", GUILD.to_string()));
    let first = Host::start(
        &[],
        &env,
        &format!("slash commands registered in server {GUILD}"),
    );
    drop(first);
    let second = Host::start(&[], &env, "slash commands up to date");
    drop(second);
    assert_eq!(puts(&discord, &in_guild()), 1);
    assert_eq!(names(&discord.registered(&in_guild())), every_command());
}

/// `backrank commands`: show, register, register again, find a change
/// made elsewhere and put it right, clear; globally and in one server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_command_shows_registers_and_clears() {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("test-token");
    let env = env(&discord, "commands");

    let shown = run(&["commands", "show"], &env).await;
    assert!(shown.status.success(), "{}", stderr(&shown));
    assert!(
        stdout(&shown).starts_with("No slash commands are registered globally."),
        "{}",
        stdout(&shown)
    );

    let registered = run(&["commands", "register"], &env).await;
    assert!(registered.status.success(), "{}", stderr(&registered));
    assert!(
        stdout(&registered).starts_with("Registered 14 slash commands globally (new: /random"),
        "{}",
        stdout(&registered)
    );
    let again = run(&["commands", "register"], &env).await;
    assert!(
        stdout(&again).contains("are this version's already: nothing to do"),
        "{}",
        stdout(&again)
    );
    assert_eq!(puts(&discord, &global()), 1);

    // Someone changed /random's description at Discord by hand.
    let mut changed = discord.registered(&global());
    changed[0]["description"] = json!("an old description");
    reqwest::Client::new()
        .put(format!("{}{}", discord.url, global()))
        .header("authorization", "Bot test-token")
        .json(&changed)
        .send()
        .await
        .unwrap();
    let shown = run(&["commands", "show", "--format", "json"], &env).await;
    let v: Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert_eq!(v["up_to_date"], false);
    assert_eq!(v["differences"]["changed"], json!(["random"]));
    assert_eq!(v["registered"].as_array().unwrap().len(), 14);
    let fixed = run(&["commands", "register"], &env).await;
    assert!(
        stdout(&fixed).contains("(changed: /random)"),
        "{}",
        stdout(&fixed)
    );
    let shown = run(&["commands", "show"], &env).await;
    assert!(
        stdout(&shown).contains("14 registered, as this version has them."),
        "{}",
        stdout(&shown)
    );

    // One server's set, apart from the global one.
    let guild = GUILD.to_string();
    run(&["commands", "register", "--guild", &guild], &env).await;
    assert_eq!(names(&discord.registered(&in_guild())), every_command());
    let cleared = run(&["commands", "clear", "--guild", &guild], &env).await;
    assert!(
        stdout(&cleared).contains("Removed the 14 slash commands registered in server"),
        "{}",
        stdout(&cleared)
    );
    assert!(discord.registered(&in_guild()).is_empty());
    assert_eq!(
        discord.registered(&global()).len(),
        14,
        "the global set stays"
    );
}

/// Without a token, or with one Discord refuses, `commands` says so and
/// exits 2 (the settings are wrong); Discord unreachable exits 1.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_command_names_a_missing_or_refused_token() {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("the-real-token");
    let mut env = env(&discord, "commands-token");
    let refused = run(&["commands", "show"], &env).await;
    assert_eq!(refused.status.code(), Some(2));
    assert!(stdout(&refused).is_empty());
    assert!(
        stderr(&refused).contains("Discord refused the bot token (401 Unauthorized)"),
        "{}",
        stderr(&refused)
    );
    env.retain(|(k, _)| *k != "BACKRANK__DISCORD__TOKEN");
    let missing = run(&["commands", "register"], &env).await;
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        stderr(&missing).contains("no bot token is set"),
        "{}",
        stderr(&missing)
    );
}

/// `serve` with nothing set says first, and only, what its transport
/// cannot start without, naming the settings to write: the token and the
/// application's id for the gateway, the public key for HTTP mode. No
/// warning about what else is missing comes before it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_with_nothing_set_names_what_to_set() {
    let dir = scratch("serve-bare");
    let env = vec![("BACKRANK__STORE__DATA_DIR", dir.display().to_string())];
    let gateway = run(&["serve"], &env).await;
    assert_eq!(gateway.status.code(), Some(2), "{}", stderr(&gateway));
    let said = stderr(&gateway);
    assert!(
        said.contains("no bot token is set") && said.contains("[discord] token and application_id"),
        "{said}"
    );
    assert!(!said.contains("daily"), "{said}");
    let http = run(&["serve", "--http", "127.0.0.1:0"], &env).await;
    assert_eq!(http.status.code(), Some(2), "{}", stderr(&http));
    let said = stderr(&http);
    assert!(said.contains("no public key is set"), "{said}");
    assert!(
        !said.contains("64 hex digits") && !said.contains("daily"),
        "{said}"
    );
}

/// Everything right: exit 0, every check passed, and the invite links for
/// this application.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_passes_a_good_set_up_and_prints_the_invite_links() {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("test-token");
    let lichess = FakeLichess::start().await;
    let env = with(
        &env(&discord, "doctor-good"),
        "BACKRANK__LICHESS__API_URL",
        &lichess.url,
    );
    let out = run(&["doctor", "--http"], &env).await;
    let text = stdout(&out);
    assert!(out.status.success(), "{}{}", text, stderr(&out));
    for line in [
        "ok   token        Discord knows it: the bot backrank",
        &format!("ok   application  Backrank (id {APP})"),
        "ok   public key   Backrank's",
        "ok   store        SQLite in",
        "note commands     none registered globally yet",
        "--   dice tower   none set",
        &format!("ok   lichess      {} answers", lichess.url),
        &format!("https://discord.com/oauth2/authorize?client_id={APP}&permissions="),
        "All set: start the bot with `backrank serve --http ADDR`.",
    ] {
        assert!(text.contains(line), "no '{line}' in:\n{text}");
    }
    let json = run(&["doctor", "--format", "json"], &env).await;
    let v: Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["problems"], 0);
    assert!(
        v["invite"]["user_install"]
            .as_str()
            .unwrap()
            .contains("integration_type=1")
    );
}

/// `env` with `key` set to `value` in place of what it had (left out when
/// `value` is empty).
fn with(
    env: &[(&'static str, String)],
    key: &'static str,
    value: &str,
) -> Vec<(&'static str, String)> {
    let mut e: Vec<_> = env.iter().filter(|(k, _)| *k != key).cloned().collect();
    if !value.is_empty() {
        e.push((key, value.to_owned()));
    }
    e
}

/// `doctor`'s lichess line (and its fix, when it has one) as printed, and
/// its check in the JSON report, asserting the exit code.
async fn lichess_check(env: &[(&'static str, String)], exit: i32) -> (String, Value) {
    let out = run(&["doctor"], env).await;
    let report = stdout(&out);
    assert_eq!(out.status.code(), Some(exit), "{report}{}", stderr(&out));
    let said = report
        .lines()
        .skip_while(|l| !l.contains(" lichess "))
        .take_while(|l| l.contains(" lichess ") || l.trim_start().starts_with('→'))
        .collect::<Vec<_>>()
        .join("\n");
    let json = run(&["doctor", "--format", "json"], env).await;
    let v: Value = serde_json::from_slice(&json.stdout).unwrap();
    let check = v["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["check"] == "lichess")
        .cloned()
        .unwrap_or_else(|| panic!("no lichess check in {v}"));
    (said, check)
}

/// Issue 53: `doctor` says whether lichess answers, for the Play on lichess
/// button. Lichess answering passes; lichess out of reach is a note naming
/// the address, why and what to do, and the bot may still start (exit 0:
/// only the button needs lichess); off is one line that asks nothing; an
/// address that is not one is the one thing to fix. Finding out makes no
/// challenge: the stand-in saw one plain GET.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_says_whether_lichess_answers_and_makes_no_challenge() {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("test-token");
    let good = env(&discord, "doctor-lichess");
    let lichess = FakeLichess::start().await;
    let refused = refused_url().await;
    let (said, check) =
        lichess_check(&with(&good, "BACKRANK__LICHESS__API_URL", &lichess.url), 0).await;
    assert_eq!(
        said,
        format!(
            "  ok   lichess      {} answers: Play on lichess makes its games there (at most 10 a \
             person and at most 60 a server an hour)",
            lichess.url
        )
    );
    assert_eq!(check["status"], "ok", "{check}");
    let asked: Vec<String> = lichess
        .log()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        asked,
        ["GET /api/", "GET /api/"],
        "one plain GET a run (text, then JSON), never a challenge"
    );

    let (said, check) =
        lichess_check(&with(&good, "BACKRANK__LICHESS__API_URL", &refused), 0).await;
    assert!(
        said.starts_with(&format!(
            "  note lichess      could not reach lichess at {refused} ("
        )),
        "{said}"
    );
    assert!(said.contains("Connection refused"), "{said}");
    assert!(
        said.ends_with(
            "so Play on lichess fails until it can: check this machine's network and DNS, or set \
             [lichess] enabled = false to offer no button"
        ),
        "{said}"
    );
    assert_eq!(check["status"], "note", "{check}");

    let off = with(&good, "BACKRANK__LICHESS__ENABLED", "false");
    let off = with(&off, "BACKRANK__LICHESS__API_URL", &lichess.url);
    let (said, check) = lichess_check(&off, 0).await;
    assert_eq!(
        said,
        "  --   lichess      off ([lichess] enabled = false): no Play on lichess button"
    );
    assert_eq!(check["status"], "skipped", "{check}");
    assert_eq!(lichess.log().len(), 2, "off asks nothing");

    let (said, check) =
        lichess_check(&with(&good, "BACKRANK__LICHESS__API_URL", "lichess.org"), 2).await;
    assert_eq!(
        said,
        "  FIX  lichess      [lichess] api_url = \"lichess.org\" is not an http:// or https:// \
         address\n                    → write lichess's address, api_url = \"https://lichess.org\", \
         or set [lichess] enabled = false to offer no button"
    );
    assert_eq!(check["status"], "problem", "{check}");
}

/// What a first set-up gets wrong, each found and named with its fix, exit
/// 2 and the report on stdout (as text, and as JSON for `| jq`): no token; a public key that is not the
/// application's; an unreachable store; a token Discord refuses; Discord
/// out of reach; another application's id.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_finds_what_a_first_set_up_gets_wrong() {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("test-token");
    let good = env(&discord, "doctor-bad");
    let with = |key: &'static str, value: &str| {
        let mut e: Vec<_> = good.iter().filter(|(k, _)| *k != key).cloned().collect();
        if !value.is_empty() {
            e.push((key, value.to_owned()));
        }
        e
    };
    let closed = format!("127.0.0.1:{}", free_port());
    // The curve's base point: a real public key, not the application's.
    let other_key = "5866666666666666666666666666666666666666666666666666666666666666";
    let cases = [
        (
            with("BACKRANK__DISCORD__TOKEN", ""),
            "FIX  token        no bot token is set",
        ),
        (
            with("BACKRANK__DISCORD__PUBLIC_KEY", other_key),
            "FIX  public key   [discord] public_key is not Backrank's",
        ),
        (
            with("BACKRANK__DISCORD__PUBLIC_KEY", "not-a-key"),
            "FIX  public key   [discord] public_key is not a public key",
        ),
        (
            with(
                "BACKRANK__STORE__URL",
                &format!("postgres://backrank@{closed}/backrank"),
            ),
            &format!("FIX  store        PostgreSQL at postgres://backrank@{closed}/backrank"),
        ),
        (
            with("BACKRANK__DISCORD__TOKEN", "a-stale-token"),
            "FIX  token        Discord refused the token (401)",
        ),
        (
            with("BACKRANK__DISCORD__API_URL", &format!("http://{closed}")),
            &format!("FIX  token        could not reach Discord at http://{closed}/api/v10"),
        ),
        (
            with("BACKRANK__DISCORD__APPLICATION_ID", "42"),
            &format!(
                "FIX  application  [discord] application_id = 42, but the token belongs to Backrank (id {APP})"
            ),
        ),
    ];
    for (env, expected) in cases {
        let out = run(&["doctor", "--http"], &env).await;
        assert_eq!(out.status.code(), Some(2), "{expected}: {}", stdout(&out));
        assert!(stderr(&out).is_empty(), "{}", stderr(&out));
        let report = stdout(&out);
        assert!(report.contains(expected), "no '{expected}' in:\n{report}");
        assert!(report.contains("to fix (FIX above)"), "{report}");
        let json = run(&["doctor", "--http", "--format", "json"], &env).await;
        assert_eq!(json.status.code(), Some(2), "{expected}");
        let v: Value = serde_json::from_slice(&json.stdout).unwrap();
        assert!(v["problems"].as_u64().unwrap() >= 1, "{expected}: {v}");
    }
    assert!(
        !discord.requests().iter().any(|r| r.method == "PUT"),
        "the doctor changes nothing"
    );
}
