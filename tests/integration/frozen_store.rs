//! A database that stops answering (frozen, not dead) does not cost the
//! first answer Discord waits three seconds for: the store's checks have
//! until the deferral budget, then the interaction is deferred, and the
//! reply follows once the database answers again.

use std::sync::Arc;

use backrank::app::settings::Settings;
use backrank::bot::Bot;
use serde_json::{Value, json};

use crate::endpoint::{command, opt, serve, signed};
use crate::fake_discord::FakeDiscord;

const APP: u64 = 1111111111111111111;
const GUILD: u64 = 3333333333333333333;

/// A real PostgreSQL whose tables the first answer reads are locked by
/// another session: every read of them waits until the lock goes. While
/// they are locked, /random is answered (deferred); once they are free, the
/// roll is finished and sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frozen_database_gets_a_deferral_in_time_and_the_reply_after() {
    let discord = FakeDiscord::start(APP).await;
    let url = crate::postgres::fresh_database().await;
    let mut s = Settings::load(None).unwrap();
    s.discord.token = "test-token".into();
    s.discord.application_id = APP;
    s.discord.guild_id = GUILD;
    s.discord.api_url = discord.url.clone();
    s.store.url = url.clone();
    let store = s.store.open().await.unwrap();
    let bot = Arc::new(Bot::new(s.clone(), store).unwrap());
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let endpoint = serve(bot, Some(rest)).await;

    let (locker, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(conn);
    locker
        .batch_execute(
            "BEGIN; LOCK TABLE guild_settings, interactions, user_prefs IN ACCESS EXCLUSIVE MODE",
        )
        .await
        .unwrap();

    let cmd = command(
        "random",
        json!([opt("variant", 3, json!("chess960"))]),
        "frozen",
    );
    // Answered while the database is still frozen (the lock is only
    // released below): a deferral.
    let first = tokio::time::timeout(std::time::Duration::from_secs(8), signed(&endpoint, &cmd))
        .await
        .expect("no first answer while the database was frozen")
        .json::<Value>()
        .await
        .unwrap();
    assert_eq!(first["type"], 5, "{first}");

    locker.batch_execute("ROLLBACK").await.unwrap();
    let original = format!("/api/v10/webhooks/{APP}/frozen/messages/@original");
    discord
        .wait_for("the roll, once the database answered", |r| {
            r.path == original && r.content_type.starts_with("multipart/")
        })
        .await;
}

/// The same freeze for longer than `[store] call_timeout_secs`: the
/// deferred interaction gets a clear private error in time, instead of
/// "thinking…" until the database wakes (or for good).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_frozen_for_long_gets_a_private_error() {
    let discord = FakeDiscord::start(APP).await;
    let url = crate::postgres::fresh_database().await;
    let mut s = Settings::load(None).unwrap();
    s.discord.token = "test-token".into();
    s.discord.application_id = APP;
    s.discord.guild_id = GUILD;
    s.discord.api_url = discord.url.clone();
    s.store.url = url.clone();
    s.store.call_timeout_secs = 2;
    let store = s.store.open().await.unwrap();
    let bot = Arc::new(Bot::new(s.clone(), store).unwrap());
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let endpoint = serve(bot, Some(rest)).await;

    let (locker, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(conn);
    locker
        .batch_execute(
            "BEGIN; LOCK TABLE guild_settings, interactions, user_prefs IN ACCESS EXCLUSIVE MODE",
        )
        .await
        .unwrap();
    let cmd = command(
        "random",
        json!([opt("variant", 3, json!("chess960"))]),
        "frozen-long",
    );
    let first = signed(&endpoint, &cmd).await.json::<Value>().await.unwrap();
    assert_eq!(first["type"], 5, "{first}");
    // Still frozen: the answer is a private error, sent while the lock
    // holds (it is released only after).
    let followup = format!("/api/v10/webhooks/{APP}/frozen-long");
    let error = discord
        .wait_for("a private error while the database is frozen", |r| {
            r.path == followup && r.method == axum::http::Method::POST
        })
        .await;
    let body: Value = serde_json::from_slice(&error.body).unwrap();
    assert_eq!(body["flags"], 64, "{body}");
    assert!(
        body["content"]
            .as_str()
            .is_some_and(|c| c.contains("did not answer in time")),
        "{body}"
    );
    locker.batch_execute("ROLLBACK").await.unwrap();
}

/// SQLite whose writer is held by another connection (another process's
/// long write): reads go on, but noting the interaction's first delivery
/// waits for the lock past the deferral budget. The interaction is
/// deferred; when the lock goes, that same note counts (it was not lost
/// with the wait), so the reply follows, once. It used to be checked a
/// second time, which found the first note and took the interaction for a
/// second delivery: the reply was never sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_write_held_past_the_deferral_still_gets_its_reply() {
    held_writer_then_reply(
        "random",
        json!([opt("variant", 3, json!("chess960"))]),
        "held",
    )
    .await;
}

/// The same for /position, whose work starts alongside the note (it only
/// reads and draws): the board drawn while the writer was held is the
/// deferred reply, sent once the note is made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn work_started_before_a_held_note_is_the_deferred_reply() {
    let options = json!([
        opt("variant", 3, json!("chess960")),
        opt("number", 4, json!(518))
    ]);
    held_writer_then_reply("position", options, "held-position").await;
}

/// Holds SQLite's writer while `name` is asked (as `token`), checks the
/// first answer is a deferral, frees the writer, and waits for the reply.
async fn held_writer_then_reply(name: &str, options: Value, token: &str) {
    let discord = FakeDiscord::start(APP).await;
    let dir = crate::common::scratch(token);
    let mut s = Settings::load(None).unwrap();
    s.discord.token = "test-token".into();
    s.discord.application_id = APP;
    s.discord.guild_id = GUILD;
    s.discord.api_url = discord.url.clone();
    s.store.data_dir = dir.display().to_string();
    s.http.defer_after_ms = 300;
    let store = s.store.open().await.unwrap();
    let bot = Arc::new(Bot::new(s.clone(), store).unwrap());
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let endpoint = serve(bot, Some(rest)).await;

    let holder = rusqlite::Connection::open(dir.join(backrank::store::FILE_NAME)).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let cmd = command(name, options, token);
    let first = signed(&endpoint, &cmd).await.json::<Value>().await.unwrap();
    assert_eq!(first["type"], 5, "{first}");
    holder.execute_batch("ROLLBACK").unwrap();

    let original = format!("/api/v10/webhooks/{APP}/{token}/messages/@original");
    discord
        .wait_for("the reply, once the writer was free", |r| {
            r.path == original && r.content_type.starts_with("multipart/")
        })
        .await;
    // Once: the deferred reply is the only message sent for it, and no
    // follow-up (an error, a second answer) went out beside it.
    let webhook = format!("/api/v10/webhooks/{APP}/{token}");
    let sent: Vec<String> = discord
        .requests()
        .into_iter()
        .filter(|r| r.path.starts_with(&webhook))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(sent, [format!("PATCH {original}")], "sent for it: {sent:?}");
    std::fs::remove_dir_all(dir).unwrap();
}
