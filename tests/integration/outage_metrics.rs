//! What an operator reads during an outage, from a running `backrank
//! serve --http` as Prometheus scrapes it and as its log says it: a
//! database that cannot be reached is counted as faults, a slow `/stats` is
//! not called hardware, a device is labelled by its kind (never its path
//! or command), and a run of 5xx on a reply's edit is logged once as it
//! starts (with the command, the person and the place) and once as it
//! ends, not once per retry.

use serde_json::{Value, json};

use crate::endpoint::{command, key, opt, signed};
use crate::fake_discord::{FakeDiscord, Fault, Target};
use crate::hosts::Host;
use crate::tower_bot::{APP, deferred_tower_roll, original};

/// The host's `/metrics`, as a scrape reads it.
async fn scrape(host: &Host) -> String {
    reqwest::get(format!("{}/metrics", host.base))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// The value of the series `series` (name and labels, exactly), if any.
fn value(metrics: &str, series: &str) -> Option<f64> {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix(series)?.trim().parse().ok())
}

/// Makes the database `url` names unreachable: no new connection is
/// allowed, and the host's are ended.
async fn stop_database(url: &str) {
    let (base, rest) = url.rsplit_once('/').unwrap();
    let name = rest.split('?').next().unwrap();
    let (admin, conn) = tokio_postgres::connect(
        &format!("{base}/postgres?sslmode=disable"),
        tokio_postgres::NoTls,
    )
    .await
    .unwrap();
    tokio::spawn(conn);
    admin
        .batch_execute(&format!(
            "ALTER DATABASE {name} ALLOW_CONNECTIONS false; \
             SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
        ))
        .await
        .unwrap();
}

/// A tower (a program: `exec:sh …/urandom-dice.sh`) rolls through three
/// 500s on its reply's edit; `/stats` is deferred; then the database goes
/// away and three `/random` fail. The metrics and the log tell all of it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outage_is_counted_and_logged_once_with_whom_it_was_for() {
    let discord = FakeDiscord::start(APP).await;
    let db = crate::postgres::fresh_database().await;
    let script = format!(
        "exec:sh {}/plugins/exec/examples/urandom-dice.sh",
        env!("CARGO_MANIFEST_DIR")
    );
    let env = vec![
        ("BACKRANK__STORE__URL", db.clone()),
        ("BACKRANK__DISCORD__TOKEN", "test-token".into()),
        ("BACKRANK__DISCORD__APPLICATION_ID", APP.to_string()),
        (
            "BACKRANK__DISCORD__PUBLIC_KEY",
            hex::encode(key().verifying_key().to_bytes()),
        ),
        ("BACKRANK__DISCORD__API_URL", discord.url.clone()),
        ("BACKRANK__BOT__ROLLS_PER_MINUTE", "0".into()),
        ("BACKRANK__BOT__HARDWARE_SOURCE", script),
        ("BACKRANK__HTTP__DEFER_AFTER_MS", "20000".into()),
    ];
    let host = Host::endpoint(&env);

    // Discord fails the finished roll's edit three times, then takes it.
    let five_hundreds = [Fault::Status(500); 3];
    discord.fail_next(Target::Reply, &five_hundreds);
    deferred_tower_roll(&host.base, "outage").await;
    let path = original("outage");
    discord
        .wait_for("the finished roll", |r| {
            r.path == path && r.content_type.starts_with("multipart/")
        })
        .await;
    // `/stats` is slow to count, not waiting on hardware.
    let stats = signed(&host.base, &command("stats", json!([]), "stats"))
        .await
        .json::<Value>()
        .await
        .unwrap();
    assert_eq!(stats["type"], 5, "{stats}");

    stop_database(&db).await;
    for n in 0..3 {
        let random = command(
            "random",
            json!([opt("variant", 3, json!("chess960"))]),
            &format!("down-{n}"),
        );
        let answer = signed(&host.base, &random)
            .await
            .json::<Value>()
            .await
            .unwrap();
        assert!(
            answer["data"]["content"]
                .as_str()
                .is_some_and(|c| c.contains("could not be reached")),
            "{answer}\n{}",
            host.log()
        );
    }

    let metrics = scrape(&host).await;
    let log = host.log();
    let said = format!("metrics:\n{metrics}\nlog:\n{log}");
    assert_eq!(
        value(
            &metrics,
            r#"backrank_interactions_total{command="random",outcome="fault"}"#
        ),
        Some(3.0),
        "{said}"
    );
    assert_eq!(
        value(&metrics, r#"backrank_deferrals_total{reason="slow"}"#),
        Some(1.0),
        "{said}"
    );
    assert_eq!(
        value(&metrics, r#"backrank_deferrals_total{reason="hardware"}"#),
        Some(1.0),
        "{said}"
    );
    // The device by its kind; no path, no command anywhere.
    assert!(
        value(&metrics, r#"backrank_device_throws_total{source="exec"}"#).is_some_and(|n| n > 0.0),
        "{said}"
    );
    assert!(
        !metrics.contains("exec:") && !metrics.contains(env!("CARGO_MANIFEST_DIR")),
        "{said}"
    );
    assert_eq!(
        value(&metrics, r#"backrank_rest_retries_total{call="edit"}"#),
        Some(3.0),
        "{said}"
    );

    // The outage on the edit: one line as it starts, with whom and where
    // the reply is for, and one as it ends; none per retry.
    let starts: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("Discord is failing a call"))
        .collect();
    assert_eq!(starts.len(), 1, "{said}");
    for field in [
        "call=\"edit\"",
        "command=\"random\"",
        "user=5555555555555555555",
        "guild=3333333333333333333",
        "channel=4444444444444444444",
        "500",
    ] {
        assert!(starts[0].contains(field), "{field} in {}", starts[0]);
    }
    let ends: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("a call Discord had failed got through"))
        .collect();
    assert_eq!(ends.len(), 1, "{said}");
    assert!(ends[0].contains("attempts=4"), "{}", ends[0]);
    assert!(ends[0].contains("command=\"random\""), "{}", ends[0]);
    println!("--- metrics ---\n{metrics}\n--- log ---\n{log}");
}
