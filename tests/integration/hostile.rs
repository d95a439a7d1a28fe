//! Hostile and careless traffic at the HTTP endpoint: connections that never
//! finish their headers or body are closed, a flood of them cannot keep a
//! PING out, requests over the in-flight cap get 503 at once; a signed
//! interaction without Manage Server cannot change a server's settings; a
//! roll-along press from another channel changes nothing; one person's
//! rolls are rate-limited.

use std::time::Duration;

use backrank::app::settings::Settings;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::endpoint::{command, opt, serve, signed};

fn settings() -> Settings {
    let mut s = Settings::load(None).unwrap();
    s.http.header_timeout_secs = 1;
    s.http.request_timeout_secs = 1;
    s
}

async fn endpoint(s: Settings) -> (String, String) {
    let url = serve(crate::common::bot_with(s), None).await;
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches("/interactions")
        .to_owned();
    (url, addr)
}

fn ping() -> Value {
    json!({"id": "1", "application_id": "1111111111111111111", "type": 1, "token": "t", "version": 1})
}

/// Reads until the server closes the connection; what it sent.
async fn until_closed(mut s: TcpStream) -> String {
    let mut got = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(20), s.read_to_end(&mut got)).await;
    assert!(read.is_ok(), "the server kept the connection open");
    String::from_utf8_lossy(&got).into_owned()
}

/// Connections that send half their headers and then nothing: each is
/// closed by the server after the header timeout, and with every slot
/// taken by them a PING still gets through once they are.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_headers_are_cut_off_and_cannot_keep_a_ping_out() {
    let mut s = settings();
    s.http.max_connections = 16;
    let (url, addr) = endpoint(s).await;
    let mut slow = Vec::new();
    for _ in 0..16 {
        let mut c = TcpStream::connect(&addr).await.unwrap();
        c.write_all(b"POST /interactions HTTP/1.1\r\nHost: backrank\r\nX-Slow: ")
            .await
            .unwrap();
        slow.push(c);
    }
    // Every slot is held; the PING waits in the kernel's queue until the
    // slow ones are cut off, then it is answered.
    let r = signed(&url, &ping()).await;
    assert_eq!(r.status(), 200);
    for c in slow {
        until_closed(c).await;
    }
}

/// An idle kept-alive connection is closed after the header timeout too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_closed() {
    let (_, addr) = endpoint(settings()).await;
    let mut c = TcpStream::connect(&addr).await.unwrap();
    c.write_all(b"GET / HTTP/1.1\r\nHost: backrank\r\n\r\n")
        .await
        .unwrap();
    let answer = until_closed(c).await;
    assert!(answer.starts_with("HTTP/1.1 405"), "{answer}");
}

/// A body that never arrives in full: 408 after the request timeout, and
/// the connection is not held.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_never_arrives_times_out() {
    let (_, addr) = endpoint(settings()).await;
    let mut c = TcpStream::connect(&addr).await.unwrap();
    c.write_all(
        b"POST /interactions HTTP/1.1\r\nHost: backrank\r\nContent-Type: application/json\r\n\
          Content-Length: 1000\r\n\r\n{\"type\": 1",
    )
    .await
    .unwrap();
    let answer = until_closed(c).await;
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
}

/// With one request in flight allowed, a second is refused at once with
/// 503 while the first (its body still coming) holds the slot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_over_the_in_flight_cap_get_503() {
    let mut s = settings();
    s.http.max_in_flight = 1;
    // The holder keeps its slot far longer than the test can take, even on
    // a loaded machine (with 5 s, it once lost the slot to its own
    // timeout before a PING came).
    s.http.request_timeout_secs = 120;
    let (url, addr) = endpoint(s).await;
    let mut holder = TcpStream::connect(&addr).await.unwrap();
    holder
        .write_all(b"POST /interactions HTTP/1.1\r\nHost: backrank\r\nContent-Length: 100\r\n\r\n{")
        .await
        .unwrap();
    // The holder's request is in flight once its headers are read; a PING
    // then finds no slot. (Until then the PING may get the slot; asking
    // again waits on the event, not on a guess of how long it takes.)
    let refused = async {
        loop {
            if signed(&url, &ping()).await.status() == 503 {
                return;
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(60), refused)
        .await
        .expect("no PING was refused while a request held the only slot");
    drop(holder);
}

fn as_member(cmd: Value, permissions: &str, roles: &[&str]) -> Value {
    let mut cmd = crate::endpoint::again(cmd);
    cmd["member"]["permissions"] = json!(permissions);
    cmd["member"]["roles"] = json!(roles);
    cmd
}

fn settings_set(options: Value) -> Value {
    command(
        "settings",
        json!([{"name": "set", "type": 1, "options": options}]),
        "t",
    )
}

async fn content(url: &str, body: &Value) -> Value {
    let r = signed(url, body).await;
    assert_eq!(r.status(), 200);
    r.json().await.unwrap()
}

/// A signed interaction from a member without Manage Server changes no
/// setting and sets no daily challenge; Manage Server (or Administrator)
/// may, and so may the manager role once someone with Manage Server names
/// it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_server_managers_change_settings() {
    let (url, _) = endpoint(settings()).await;
    let private = json!([opt("public", 5, json!(false))]);
    let r = content(&url, &as_member(settings_set(private.clone()), "0", &[])).await;
    assert_eq!(r["data"]["flags"], 64);
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .contains("only members with Manage Server"),
        "{r}"
    );
    let daily = command(
        "daily",
        json!([{"name": "set", "type": 1, "options": [
            opt("channel", 7, json!("4444444444444444444")),
            opt("time", 3, json!("18:00")),
            opt("timezone", 3, json!("UTC")),
            opt("variants", 3, json!("all"))
        ]}]),
        "t",
    );
    let r = content(&url, &as_member(daily.clone(), "0", &[])).await;
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .contains("only members with Manage Server")
    );
    // Nothing changed: rolls are still public.
    let roll = command("random", json!([opt("rolls", 3, json!("2 1 3 1 1"))]), "t");
    let r = signed(&url, &as_member(roll.clone(), "0", &[])).await;
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("multipart/")
    );
    // Administrator (8) may; a role named by Manage Server (32) may too.
    let r = content(&url, &as_member(settings_set(private), "8", &[])).await;
    assert_eq!(r["data"]["content"], "✅ Saved.");
    let role = json!([opt("manager_role", 8, json!("7777777777777777777"))]);
    let r = content(&url, &as_member(settings_set(role.clone()), "32", &[])).await;
    assert_eq!(r["data"]["content"], "✅ Saved.");
    // A member of the manager role, without Manage Server, manages…
    let manager = |cmd| as_member(cmd, "0", &["7777777777777777777"]);
    let r = content(&url, &manager(daily)).await;
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .starts_with("✅ Daily challenge set"),
        "{r}"
    );
    // …but cannot choose who else may.
    let r = content(&url, &manager(settings_set(role))).await;
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .contains("only members with Manage Server can choose the manager role"),
        "{r}"
    );
}

/// A roll-along's controls work only in its own channel: a press sent from
/// another channel (or server) is refused and enters nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_along_press_from_another_channel_is_refused() {
    let (url, _) = endpoint(settings()).await;
    let start = command("roll-along", json!([opt("dice", 3, json!("coin"))]), "t");
    let r = signed(&url, &start).await;
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    let body = r.bytes().await.unwrap();
    let parts = crate::endpoint::parts(&ctype, &body);
    let payload: Value = serde_json::from_slice(&parts[0].1).unwrap();
    let heads = payload["data"]["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    for (field, value) in [
        ("channel_id", "4999999999999999999"),
        ("guild_id", "3999999999999999999"),
    ] {
        let mut press = crate::roll_along::press(&heads, "5555555555555555555");
        press[field] = json!(value);
        if field == "guild_id" {
            // Another server that added the bot, as Discord would say.
            press["authorizing_integration_owners"] = json!({"0": value});
        }
        let r: Value = signed(&url, &press).await.json().await.unwrap();
        assert_eq!(r["data"]["flags"], 64);
        assert!(
            r["data"]["content"]
                .as_str()
                .unwrap()
                .contains("belongs to another channel"),
            "{r}"
        );
    }
    // In its own channel the same press counts (it was not used up).
    let press = crate::roll_along::press(&heads, "5555555555555555555");
    let r = signed(&url, &press).await;
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("multipart/")
    );
}

/// One person rolling faster than `[bot] rolls_per_minute` is told to wait;
/// someone else is not held up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_persons_rolls_are_rate_limited() {
    let mut s = settings();
    s.bot.rolls_per_minute = 2;
    let (url, _) = endpoint(s).await;
    let roll = command("random", json!([opt("rolls", 3, json!("2 1 3 1 1"))]), "t");
    for _ in 0..2 {
        let r = signed(&url, &crate::endpoint::again(roll.clone())).await;
        assert!(
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("multipart/")
        );
    }
    let r: Value = signed(&url, &crate::endpoint::again(roll.clone()))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(r["data"]["flags"], 64);
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .contains("more than 2 rolls a minute"),
        "{r}"
    );
    let mut other = crate::endpoint::again(roll);
    other["member"]["user"]["id"] = json!("5999999999999999999");
    let r = signed(&url, &other).await;
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("multipart/")
    );
}
