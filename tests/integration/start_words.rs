//! What the operator is told when `backrank serve` starts (issue 60, item
//! 8): a data folder the bot's user may not write is said to be a
//! permission, with that user; a second host on one PostgreSQL logs no
//! server NOTICE; with `[log] format = "json"` the fatal error is a JSON
//! line like every other.

use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

use crate::common::{backrank, scratch};
use crate::fake_discord::FakeDiscord;
use crate::operator::{APP, env, stderr, stdout};
use crate::postgres::fresh_database;

/// `id ARGS`'s answer, trimmed.
fn id(args: &[&str]) -> String {
    let out = Command::new("id").args(args).output().unwrap();
    assert!(out.status.success(), "id {args:?} failed");
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// The user the bot runs as in these tests, by uid and name: this one, or
/// `nobody` when the tests run as root (root may write anywhere, so a
/// folder closed to writes would not be closed to it).
fn bot_user() -> (u32, String) {
    if id(&["-u"]) == "0" {
        (id(&["-u", "nobody"]).parse().unwrap(), "nobody".into())
    } else {
        (id(&["-u"]).parse().unwrap(), id(&["-un"]))
    }
}

/// Runs `backrank ARGS` with `env` as `user`.
async fn run_as(user: u32, args: &[&str], env: &[(&'static str, String)]) -> Output {
    // std's Command, which can run as another user.
    let mut c = Command::new(assert_cmd::cargo::cargo_bin("backrank"));
    c.args(args)
        .env_remove("BACKRANK_CONFIG")
        .env_remove("LANG");
    c.env("XDG_CACHE_HOME", scratch("read-only-cache"));
    for (k, v) in env {
        c.env(k, v);
    }
    if id(&["-u"]) == "0" {
        let gid: u32 = id(&["-g", "nobody"]).parse().unwrap();
        c.uid(user).gid(gid);
    }
    tokio::task::spawn_blocking(move || c.output().unwrap())
        .await
        .unwrap()
}

/// Makes `dir` (and its parents) open to everyone's reads and nobody's
/// writes but its owner's (this test's user).
fn read_only_dir(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    if id(&["-u"]) != "0" {
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    }
}

/// A data folder the bot's user may not write: `serve` and `doctor` say it
/// is a permission, which folder, which user, and what to do, instead of
/// SQLite's "unable to open database file".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_read_only_data_folder_is_said_to_be_a_permission_of_this_user() {
    let discord = FakeDiscord::start(APP).await;
    let (uid, name) = bot_user();
    let mut env = env(&discord, "read-only");
    let dir = scratch("read-only-data");
    read_only_dir(&dir);
    env.retain(|(k, _)| *k != "BACKRANK__STORE__DATA_DIR");
    env.push(("BACKRANK__STORE__DATA_DIR", dir.display().to_string()));
    let serve = run_as(uid, &["serve"], &env).await;
    let said = stderr(&serve);
    assert_eq!(serve.status.code(), Some(1), "{said}");
    for needle in [
        "permission".to_owned(),
        dir.display().to_string(),
        format!("uid {uid} ({name})"),
        "chown".to_owned(),
    ] {
        assert!(said.contains(&needle), "no {needle:?} in: {said}");
    }
    assert!(!said.contains("unable to open database file"), "{said}");
    let doctor = run_as(uid, &["doctor"], &env).await;
    let report = stdout(&doctor);
    assert_eq!(doctor.status.code(), Some(2), "{report}");
    let line = report
        .lines()
        .skip_while(|l| !l.contains("FIX  store"))
        .take(2)
        .collect::<Vec<_>>()
        .join("\n");
    for needle in [
        "permission".to_owned(),
        format!("uid {uid} ({name})"),
        format!("chown -R {name}"),
    ] {
        assert!(line.contains(&needle), "no {needle:?} in: {report}");
    }
}

/// `serve --http` against `url` on an address another program holds: the
/// store is opened (and its schema brought up to date), then the start
/// fails.
async fn refused_start(
    discord: &FakeDiscord,
    url: &str,
    extra: &[(&'static str, String)],
) -> Output {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let mut env = env(discord, "notice");
    env.push(("BACKRANK__STORE__URL", url.to_owned()));
    env.push(("BACKRANK__LOG__LEVEL", "info".to_owned()));
    env.extend(extra.iter().cloned());
    let mut c = backrank();
    c.args(["serve", "--http", &addr]).env_remove("RUST_LOG");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = tokio::task::spawn_blocking(move || c.output().unwrap())
        .await
        .unwrap();
    drop(taken);
    out
}

/// A second host on a PostgreSQL whose schema is up to date logs no
/// server NOTICE ("relation schema_migrations already exists, skipping").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_host_on_one_postgresql_logs_no_notice() {
    let discord = FakeDiscord::start(APP).await;
    let url = fresh_database().await;
    let first = refused_start(&discord, &url, &[]).await;
    assert!(
        stderr(&first).contains("could not serve on"),
        "{}",
        stderr(&first)
    );
    let second = refused_start(&discord, &url, &[]).await;
    let said = stderr(&second);
    assert!(said.contains("could not serve on"), "{said}");
    assert!(
        !said.contains("NOTICE") && !said.contains("already exists"),
        "{said}"
    );
}

/// With `[log] format = "json"`, every line on stderr is JSON, the fatal
/// error too: level ERROR, its message, the chain of its causes; and the
/// exit status is not 0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fatal_start_error_is_a_json_line_when_the_log_is_json() {
    let discord = FakeDiscord::start(APP).await;
    let json = [("BACKRANK__LOG__FORMAT", "json".to_owned())];
    let url = fresh_database().await;
    let port_in_use = refused_start(&discord, &url, &json).await;
    let bad_url = refused_start(
        &discord,
        "postgres://nobody@127.0.0.1:1/none?sslmode=disable&connect_timeout=2",
        &json,
    )
    .await;
    for (out, words) in [
        (port_in_use, "could not serve on"),
        (bad_url, "127.0.0.1:1"),
    ] {
        let said = stderr(&out);
        assert_ne!(out.status.code(), Some(0), "{said}");
        let lines: Vec<Value> = said
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: not JSON: {l}")))
            .collect();
        let last = lines.last().unwrap_or_else(|| panic!("nothing said"));
        assert_eq!(last["level"], "ERROR", "{said}");
        assert!(last["message"].as_str().unwrap().contains(words), "{said}");
        assert!(last["causes"].is_array(), "{said}");
    }
}
