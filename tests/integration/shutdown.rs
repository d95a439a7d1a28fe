//! A stopping process finishes what it started: deferred tower rolls under
//! way when the shutdown comes are finished and their replies sent before
//! the endpoint returns; what cannot finish by `[http] drain_secs` is cut,
//! and its asker told to try again.

use std::sync::Arc;

use backrank::app::settings::Settings;
use backrank::bot::transport::http::{self, Endpoint};
use backrank_serial::Mode;
use backrank_serial::sim::{self, Behaviour, SimConfig};
use serde_json::{Value, json};

use crate::endpoint::key;
use crate::fake_discord::FakeDiscord;
use crate::tower_bot::{APP, deferred_tower_roll, original, settings, tower_roll};

/// The endpoint with a tower that says BUSY twice before every face (a
/// Chess960 roll takes seconds), stopped when `stop` fires.
async fn endpoint(
    drain_secs: u64,
) -> (
    FakeDiscord,
    String,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let discord = FakeDiscord::start(APP).await;
    let tower = sim::start(SimConfig::new(Mode::Request, Behaviour::Busy)).unwrap();
    let mut s = settings(&discord.url, &format!("serial:{}", tower.path.display()));
    s.http.drain_secs = drain_secs;
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let public = hex::encode(key().verifying_key().to_bytes());
    let ep = Arc::new(Endpoint::new(crate::common::bot_with(s), &public, Some(rest)).unwrap());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/interactions", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let served = tokio::spawn(http::serve_on(listener, ep, async {
        let _ = stopped.await;
    }));
    (discord, url, stop, served)
}

/// Starts a tower roll and waits until its first throw is shown: the work
/// is under way.
async fn roll_under_way(discord: &FakeDiscord, url: &str, token: &str) -> String {
    deferred_tower_roll(url, token).await;
    progress_shown(discord, token).await
}

/// Whether the roll's finished reply (the edit with its board) was sent to
/// `original`.
fn reply_sent(discord: &FakeDiscord, original: &str) -> bool {
    discord
        .requests()
        .iter()
        .any(|r| r.path == original && r.content_type.starts_with("multipart/"))
}

/// Waits for the first progress line of `token`'s roll; its original
/// response's path.
async fn progress_shown(discord: &FakeDiscord, token: &str) -> String {
    let original = original(token);
    discord
        .wait_for("a progress line", |r| {
            r.path == original && r.content_type.starts_with("application/json")
        })
        .await;
    original
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shutdown_lets_deferred_rolls_finish_and_their_replies_go_out() {
    let (discord, url, stop, served) = endpoint(20).await;
    let original = roll_under_way(&discord, &url, "draining").await;
    stop.send(()).unwrap();
    served.await.unwrap();
    // The endpoint returned only after the roll's reply was sent.
    assert!(
        reply_sent(&discord, &original),
        "the roll's reply was not sent before the process stopped"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn work_past_the_drain_deadline_is_cut_and_its_asker_told() {
    let (discord, url, stop, served) = endpoint(0).await;
    let original = roll_under_way(&discord, &url, "cut").await;
    stop.send(()).unwrap();
    served.await.unwrap();
    let requests = discord.requests();
    let notice = requests
        .iter()
        .find(|r| r.method == "POST" && r.path == format!("/api/v10/webhooks/{APP}/cut"))
        .expect("the asker was told");
    let body: Value = serde_json::from_slice(&notice.body).unwrap();
    assert_eq!(body["flags"], 64, "told privately");
    let text = body["content"].as_str().unwrap();
    assert!(
        text.contains("restarted before this was finished"),
        "{text}"
    );
    assert!(
        requests
            .iter()
            .any(|r| r.method == "DELETE" && r.path == original),
        "the public placeholder stays"
    );
    assert!(
        !reply_sent(&discord, &original),
        "a cut roll still sent a reply"
    );
}

/// The gateway client of a bot with `s`, stopped when the sender fires.
fn gateway(
    s: Settings,
) -> (
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<Result<(), backrank::bot::transport::gateway::GatewayError>>,
) {
    let bot = crate::common::bot_with(s.clone());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let run = tokio::spawn(async move {
        backrank::bot::transport::gateway::run(bot, &s.discord, Default::default(), async {
            drop(stopped.await)
        })
        .await
    });
    (stop, run)
}

/// The same through the gateway: the roll under way when the signal comes
/// is finished and its reply sent before the client returns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_lets_deferred_rolls_finish_too() {
    let discord = FakeDiscord::start(APP).await;
    let tower = sim::start(SimConfig::new(Mode::Request, Behaviour::Busy)).unwrap();
    let (stop, run) = gateway(settings(
        &discord.url,
        &format!("serial:{}", tower.path.display()),
    ));
    discord.identified().await;
    discord.send_interaction(tower_roll("gateway-drain"));
    let original = progress_shown(&discord, "gateway-drain").await;
    stop.send(()).unwrap();
    run.await.unwrap().unwrap();
    assert!(
        reply_sent(&discord, &original),
        "the roll's reply was not sent before the client returned"
    );
}

/// A REST API (its address, and the gateway's) whose gateway address
/// nothing listens on.
async fn api_with_a_closed_gateway() -> (String, String) {
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let ws = format!("ws://{}/ws", closed.local_addr().unwrap());
    drop(closed);
    let answer = ws.clone();
    let app = axum::Router::new().fallback(move || {
        let ws = answer.clone();
        async move {
            axum::Json(json!({
                "url": ws, "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
            }))
        }
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let api = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (api, ws)
}

/// A bot that cannot reach Discord's gateway (its websocket address
/// refuses connections) keeps trying; a signal still stops it within a few
/// seconds, instead of only SIGKILL.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_that_cannot_reach_the_gateway_still_stops_on_a_signal() {
    let (api, _) = api_with_a_closed_gateway().await;
    let (stop, run) = gateway(settings(&api, ""));
    stop.send(()).unwrap();
    let ended = tokio::time::timeout(std::time::Duration::from_secs(30), run).await;
    assert!(
        ended.is_ok(),
        "the bot was still trying to connect 30 s after the signal"
    );
}

/// A bot whose Discord cannot be reached at all (nothing listens where its
/// API should be) says so in its own words: what it asked, why that
/// failed, when it tries again. A signal then stops it at once, where it
/// used to keep retrying until SIGKILL.
#[test]
fn a_bot_that_cannot_reach_discord_says_so_and_stops_at_once() {
    let api = format!("http://127.0.0.1:{}", crate::hosts::free_port());
    let dir = crate::common::scratch("unreachable");
    let mut host = crate::hosts::Host::start(
        &[],
        &[
            ("BACKRANK__DISCORD__TOKEN", "not-a-real-token".to_owned()),
            ("BACKRANK__DISCORD__API_URL", api.clone()),
            ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
        ],
        "cannot reach Discord",
    );
    let log = host.log();
    assert!(
        log.contains(&format!(
            "asking {api}/gateway/bot for the gateway failed ("
        )) && log.contains("trying again in 2 s"),
        "{log}"
    );
    let stopped = host.terminate(std::time::Duration::from_secs(3));
    assert!(
        stopped.is_some_and(|s| s.success()),
        "{stopped:?}; it logged:\n{}",
        host.log()
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// Discord's API answers but its gateway refuses the websocket: after a
/// while the bot says so, naming the gateway's address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_that_never_connects_is_reported() {
    let (api, ws) = api_with_a_closed_gateway().await;
    let dir = crate::common::scratch("no-gateway");
    let env = [
        ("BACKRANK__DISCORD__TOKEN", "not-a-real-token".to_owned()),
        ("BACKRANK__DISCORD__API_URL", api),
        ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
    ];
    let mut host = tokio::task::spawn_blocking(move || {
        crate::hosts::Host::start(&[], &env, "has not accepted this bot's connection")
    })
    .await
    .unwrap();
    assert!(
        host.log()
            .contains(&format!("its gateway {ws} has not accepted")),
        "{}",
        host.log()
    );
    let stopped =
        tokio::task::spawn_blocking(move || host.terminate(std::time::Duration::from_secs(10)))
            .await
            .unwrap();
    assert!(stopped.is_some(), "it did not stop on SIGTERM");
    std::fs::remove_dir_all(dir).unwrap();
}

/// Discord answers 503 to everything while the bot stops: the roll's reply
/// is retried until the drain's deadline, the notice for as long as the
/// tell budget allows, and the process is done within its shutdown budget
/// (which the deploy files' grace periods exceed). The last line names how
/// many askers were not told, and the record of the roll they did not see.
///
/// On one thread, so that the log this test keeps sees every task.
#[tokio::test]
async fn a_shutdown_while_discord_fails_ends_within_its_budget_and_names_whom_it_could_not_tell() {
    use crate::fake_discord::Fault;
    use backrank::bot::transport::deferred::{TELL_TIME, shutdown_budget};
    let (logged, _guard) = crate::play_lichess::logs_of();
    let drain_secs = 1;
    let (discord, url, stop, served) = endpoint(drain_secs).await;
    let original = roll_under_way(&discord, &url, "outage").await;
    discord.outage(std::time::Duration::from_secs(600));
    // The roll is saved and its reply is being retried against the 503s.
    discord
        .wait_for_attempt("a reply edit", |a| {
            a.path == original
                && a.content_type.starts_with("multipart/")
                && matches!(a.fault, Some(Fault::Status(503)))
        })
        .await;
    let signalled = tokio::time::Instant::now();
    stop.send(()).unwrap();
    // Within the drain and the tell budget, with a second to spare for
    // the rest; never the budget the deploy files are checked against.
    let allowed = std::time::Duration::from_secs(drain_secs + 1) + TELL_TIME;
    assert!(allowed <= shutdown_budget(drain_secs));
    let ended = tokio::time::timeout(allowed, served).await;
    assert!(
        ended.is_ok(),
        "still stopping {} s after the signal",
        signalled.elapsed().as_secs_f32()
    );
    let logged = String::from_utf8(logged.lock().unwrap().clone()).unwrap();
    let line = logged
        .lines()
        .find(|l| l.contains("could not be told"))
        .unwrap_or_else(|| panic!("no line names the askers not told:\n{logged}"));
    assert!(line.contains("untold=1"), "{line}");
    // The roll was saved (its reply was being sent): its record number.
    let records = line.split("records=").nth(1).unwrap_or("");
    let record = records
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap_or("");
    assert!(!record.is_empty(), "{line}");
}

/// The grace period each shipped deploy file gives a stopping bot is
/// longer than the whole shutdown the default settings allow (the drain,
/// telling the askers cut, closing), with 5 s to spare: else Kubernetes,
/// Docker or systemd kills the bot before it has told everyone.
#[test]
fn every_deploy_file_waits_longer_than_a_shutdown_takes() {
    let drain_secs = Settings::load(None).unwrap().http.drain_secs;
    let budget = backrank::bot::transport::deferred::shutdown_budget(drain_secs).as_secs();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = [
        ("deploy/k8s/endpoint.yaml", "terminationGracePeriodSeconds:"),
        ("deploy/k8s/gateway.yaml", "terminationGracePeriodSeconds:"),
        ("deploy/docker-compose.yml", "stop_grace_period:"),
        ("deploy/backrank.service", "TimeoutStopSec="),
    ];
    for (file, key) in files {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let graces: Vec<u64> = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .filter_map(|l| l.split_once(key))
            .map(|(_, value)| {
                let value = value.trim().trim_end_matches('s');
                value
                    .parse()
                    .unwrap_or_else(|_| panic!("{file}: {key} {value} is not seconds"))
            })
            .collect();
        assert!(
            !graces.is_empty(),
            "{file} gives no {key}: its tool's default applies"
        );
        for grace in graces {
            assert!(
                grace >= budget + 5,
                "{file}: {key} {grace} s, but a shutdown may take {budget} s \
                 (drain_secs = {drain_secs}); give it at least {} s",
                budget + 5
            );
        }
    }
}

/// The same with a real process and SIGTERM, as Kubernetes stops it: a
/// roll's reply retried against Discord's 503s, the process exits within
/// the drain and the tell budget, and its log names the asker not told.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_while_discord_answers_503_exits_within_the_budget() {
    use crate::fake_discord::Fault;
    use backrank::bot::transport::deferred::TELL_TIME;
    let discord = FakeDiscord::start(APP).await;
    let tower = sim::start(SimConfig::new(Mode::Request, Behaviour::Busy)).unwrap();
    let dir = crate::common::scratch("sigterm-503");
    let drain_secs = 2;
    let env = [
        ("BACKRANK__DISCORD__TOKEN", "test-token".to_owned()),
        ("BACKRANK__DISCORD__APPLICATION_ID", APP.to_string()),
        (
            "BACKRANK__DISCORD__GUILD_ID",
            crate::tower_bot::GUILD.to_string(),
        ),
        ("BACKRANK__DISCORD__API_URL", discord.url.clone()),
        (
            "BACKRANK__DISCORD__PUBLIC_KEY",
            hex::encode(key().verifying_key().to_bytes()),
        ),
        (
            "BACKRANK__BOT__HARDWARE_SOURCE",
            format!("serial:{}", tower.path.display()),
        ),
        ("BACKRANK__BOT__ROLLS_PER_MINUTE", "0".to_owned()),
        ("BACKRANK__HTTP__DRAIN_SECS", drain_secs.to_string()),
        ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
    ];
    let mut host = tokio::task::spawn_blocking(move || crate::hosts::Host::endpoint(&env))
        .await
        .unwrap();
    let original = roll_under_way(&discord, &host.url(), "sigterm").await;
    discord.outage(std::time::Duration::from_secs(600));
    discord
        .wait_for_attempt("a reply edit", |a| {
            a.path == original
                && a.content_type.starts_with("multipart/")
                && matches!(a.fault, Some(Fault::Status(503)))
        })
        .await;
    let allowed = std::time::Duration::from_secs(drain_secs + 1) + TELL_TIME;
    let (stopped, host) = tokio::task::spawn_blocking(move || (host.terminate(allowed), host))
        .await
        .unwrap();
    let log = host.log();
    assert!(
        stopped.is_some_and(|s| s.success()),
        "not stopped within {} s of SIGTERM: {stopped:?}\n{log}",
        allowed.as_secs()
    );
    let line = log
        .lines()
        .find(|l| l.contains("could not be told"))
        .unwrap_or_else(|| panic!("no line names the askers not told:\n{log}"));
    assert!(line.contains("untold=1"), "{line}");
    std::fs::remove_dir_all(dir).unwrap();
}
