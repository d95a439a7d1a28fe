//! Discord's deadlines and flags through the HTTP endpoint: a private roll
//! on the tower defers privately; a slow progress edit never overwrites the
//! finished roll; work past the budget is deferred and finished through
//! REST, for a command (type 5) and for a press on a message (type 6).

use std::sync::Arc;
use std::time::Duration;

use backrank::app::settings::Settings;
use backrank::bot::Bot;
use backrank_serial::Mode;
use backrank_serial::sim::{self, Behaviour, SimConfig};
use serde_json::{Value, json};

use crate::endpoint::{command, opt, parts, serve, signed};
use crate::fake_discord::{Delays, FakeDiscord};

const APP: u64 = 1111111111111111111;

fn settings(api_url: &str) -> Settings {
    let mut s = Settings::load(None).unwrap();
    s.discord.token = "test-token".into();
    s.discord.application_id = APP;
    s.discord.api_url = api_url.into();
    s.bot.rolls_per_minute = 0;
    let tower = sim::start(SimConfig::new(Mode::Request, Behaviour::Fair)).unwrap();
    s.bot.hardware_source = format!("serial:{}", tower.path.display());
    s
}

async fn endpoint(settings: Settings) -> String {
    let rest = Arc::new(backrank::discord::rest::http(&settings.discord));
    serve(crate::common::bot_with(settings), Some(rest)).await
}

fn original(token: &str) -> String {
    format!("/api/v10/webhooks/{APP}/{token}/messages/@original")
}

/// `/random private:true source:tower`: the deferral itself is private
/// (flags 64), since deferring decides who sees the final message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_tower_roll_defers_privately() {
    let discord = FakeDiscord::start(APP).await;
    let url = endpoint(settings(&discord.url)).await;
    let cmd = command(
        "random",
        json!([
            opt("source", 3, json!("tower")),
            opt("private", 5, json!(true))
        ]),
        "private-1",
    );
    let deferral: Value = signed(&url, &cmd).await.json().await.unwrap();
    assert_eq!(deferral["type"], 5);
    assert_eq!(deferral["data"]["flags"], 64, "{deferral}");
    discord
        .wait_for("the finished roll", |r| {
            r.path == original("private-1") && r.content_type.starts_with("multipart/")
        })
        .await;
}

/// Discord is slow to apply progress edits (each takes 700 ms), and the
/// tower throws fast: the finished roll is applied last, with no progress
/// edit still on its way to overwrite it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_progress_line_never_overwrites_the_finished_roll() {
    let discord = FakeDiscord::start(APP).await;
    discord.set_delays(Delays {
        progress_edit: Duration::from_millis(700),
        ..Delays::default()
    });
    let url = endpoint(settings(&discord.url)).await;
    let cmd = command(
        "random",
        json!([
            opt("variant", 3, json!("crc")),
            opt("source", 3, json!("tower"))
        ]),
        "slow-1",
    );
    assert_eq!(
        signed(&url, &cmd).await.json::<Value>().await.unwrap()["type"],
        5
    );
    let last = discord
        .wait_for("the finished roll", |r| {
            r.path == original("slow-1") && r.content_type.starts_with("multipart/")
        })
        .await;
    assert_eq!(
        last.overtaken, 0,
        "a progress edit was still on its way when the roll was shown"
    );
    let edits: Vec<_> = discord
        .requests()
        .into_iter()
        .filter(|r| r.path == original("slow-1"))
        .collect();
    assert!(edits.len() >= 2, "a progress line was shown first");
    assert!(edits.last().unwrap().content_type.starts_with("multipart/"));
}

/// Work still going when the budget runs out is deferred: a command with
/// type 5, then the reply by REST; a press on a roll-along message with
/// type 6, then the message edited. The work is held, not raced: on a real
/// PostgreSQL, another session locks the table the work writes (a roll's
/// `rolls`, a roll-along's `sessions`) but the checks before it do not
/// read, so the work cannot finish until the lock goes, which is only after
/// the first answer came.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn work_past_the_budget_is_deferred_and_finished_through_rest() {
    let discord = FakeDiscord::start(APP).await;
    let db = crate::postgres::fresh_database().await;
    let mut s = settings(&discord.url);
    s.http.defer_after_ms = 300;
    s.store.url = db.clone();
    let store = s.store.open().await.unwrap();
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let url = serve(Arc::new(Bot::new(s, store).unwrap()), Some(rest)).await;
    let (locker, conn) = tokio_postgres::connect(&db, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(conn);
    let hold = |table: &'static str| {
        let locker = &locker;
        async move {
            let lock = format!("BEGIN; LOCK TABLE {table} IN ACCESS EXCLUSIVE MODE");
            locker.batch_execute(&lock).await.unwrap();
        }
    };

    let cmd = command(
        "random",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("rolls", 3, json!("2 1 3 1 1"))
        ]),
        "budget-1",
    );
    hold("rolls").await;
    let first: Value = signed(&url, &cmd).await.json().await.unwrap();
    assert_eq!(first["type"], 5, "{first}");
    assert_eq!(first["data"]["flags"], 0);
    locker.batch_execute("ROLLBACK").await.unwrap();
    let done = discord
        .wait_for("the reply", |r| {
            r.path == original("budget-1") && r.content_type.starts_with("multipart/")
        })
        .await;
    assert!(
        String::from_utf8_lossy(&done.body).contains("SP "),
        "the roll"
    );

    let start = command(
        "roll-along",
        json!([opt("dice", 3, json!("coin"))]),
        "budget-2",
    );
    hold("sessions").await;
    let deferral: Value = signed(&url, &start).await.json().await.unwrap();
    assert_eq!(deferral["type"], 5);
    locker.batch_execute("ROLLBACK").await.unwrap();
    let started = discord
        .wait_for("the roll-along", |r| {
            r.path == original("budget-2") && r.content_type.starts_with("multipart/")
        })
        .await;
    let parts = parts(&started.content_type, &started.body);
    let json = &parts.iter().find(|(n, _)| n == "payload_json").unwrap().1;
    let payload: Value = serde_json::from_slice(json).unwrap();
    let heads = payload["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut press = crate::roll_along::press(&heads, "5555555555555555555");
    press["token"] = json!("budget-3");
    hold("sessions").await;
    let ack: Value = signed(&url, &press).await.json().await.unwrap();
    assert_eq!(
        ack,
        json!({"type": 6}),
        "a press is acknowledged, its message edited later"
    );
    locker.batch_execute("ROLLBACK").await.unwrap();
    let edited = discord
        .wait_for("the edited message", |r| {
            r.path == original("budget-3") && r.content_type.starts_with("multipart/")
        })
        .await;
    assert!(String::from_utf8_lossy(&edited.body).contains("Throws so far"));
}
