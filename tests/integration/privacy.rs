//! A roll is shown only where it belongs, through the HTTP endpoint with two
//! servers and three people: records are numbered per server (and per
//! person in DMs), shown in the server where they were made, and a private
//! one to its maker only. Forged or old "Full record" buttons from another
//! server show nothing.

use serde_json::{Value, json};

use crate::endpoint::{command, opt, parts, serve, signed};

const SERVER_A: &str = "3333333333333333333";
const SERVER_B: &str = "3999999999999999999";
const ALICE: &str = "5555555555555555555";
const BOB: &str = "5666666666666666666";
const CAROL: &str = "5777777777777777777";

/// `cmd` as sent by `user` in `server` (None: in a DM with the bot).
pub fn by(mut cmd: Value, user: &str, name: &str, server: Option<&str>) -> Value {
    let person = json!({"id": user, "username": name, "discriminator": "0", "global_name": name, "avatar": null});
    match server {
        Some(g) => {
            cmd["guild_id"] = json!(g);
            cmd["member"]["user"] = person;
        }
        None => {
            let o = cmd.as_object_mut().unwrap();
            o.remove("guild_id");
            o.remove("member");
            o.remove("guild_locale");
            o.insert("user".into(), person);
            o.insert("channel_id".into(), json!("4888888888888888888"));
            o.insert(
                "channel".into(),
                json!({"id": "4888888888888888888", "type": 1}),
            );
            o.insert("context".into(), json!(1));
        }
    }
    cmd
}

pub fn random(private: bool) -> Value {
    command(
        "random",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("rolls", 3, json!("2 1 3 1 1")),
            opt("private", 5, json!(private))
        ]),
        "t",
    )
}

pub fn record(n: i64) -> Value {
    command("record", json!([opt("id", 4, json!(n))]), "t")
}

fn button(custom_id: &str) -> Value {
    let mut p = command("random", json!([]), "t");
    p["type"] = json!(3);
    p["data"] = json!({"custom_id": custom_id, "component_type": 2});
    p["message"] = json!({
        "id": "6666666666666666666", "channel_id": "4444444444444444444",
        "author": {"id": "1111111111111111111", "username": "backrank", "discriminator": "0", "avatar": null, "bot": true},
        "content": "", "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0
    });
    p
}

/// The reply's JSON payload and whether it carried a file.
pub async fn ask(url: &str, body: &Value) -> (Value, bool) {
    let r = signed(url, body).await;
    assert_eq!(r.status(), 200);
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    let bytes = r.bytes().await.unwrap();
    if ctype.starts_with("multipart/") {
        let p = parts(&ctype, &bytes);
        (serde_json::from_slice(&p[0].1).unwrap(), p.len() > 1)
    } else {
        (serde_json::from_slice(&bytes).unwrap(), false)
    }
}

pub fn record_number(payload: &Value) -> String {
    payload["data"]["embeds"][0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "Record")
        .map(|f| f["value"].as_str().unwrap().to_owned())
        .expect("a Record field")
}

fn refused(payload: &Value) -> bool {
    payload["data"]["flags"] == 64
        && payload["data"]["content"]
            .as_str()
            .is_some_and(|c| c.contains("there is no record #"))
        && payload["data"]["embeds"]
            .as_array()
            .is_none_or(|e| e.is_empty())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn records_are_shown_only_where_they_belong() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;

    // Alice rolls in server A: record #1 in public, #2 privately.
    let (public, _) = ask(&url, &by(random(false), ALICE, "Alice", Some(SERVER_A))).await;
    assert_eq!(record_number(&public), "#1");
    let (private, _) = ask(&url, &by(random(true), ALICE, "Alice", Some(SERVER_A))).await;
    assert_eq!(private["data"]["flags"], 64);
    assert_eq!(record_number(&private), "#2");

    // Bob, in server A, sees the public one and not the private one.
    let (r, image) = ask(&url, &by(record(1), BOB, "Bob", Some(SERVER_A))).await;
    assert!(image);
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .starts_with("Record #1: random by Alice"),
        "{r}"
    );
    let (r, _) = ask(&url, &by(record(2), BOB, "Bob", Some(SERVER_A))).await;
    assert!(refused(&r), "{r}");
    // Alice sees her private roll, privately.
    let (r, _) = ask(&url, &by(record(2), ALICE, "Alice", Some(SERVER_A))).await;
    assert_eq!(r["data"]["flags"], 64);
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .starts_with("Record #2")
    );

    // Carol, in server B, sees nothing of server A; B counts from 1.
    for n in [1, 2] {
        let (r, _) = ask(&url, &by(record(n), CAROL, "Carol", Some(SERVER_B))).await;
        assert!(refused(&r), "{n}: {r}");
    }
    let (mine, _) = ask(&url, &by(random(false), CAROL, "Carol", Some(SERVER_B))).await;
    assert_eq!(record_number(&mine), "#1");
    // A Full record button of server A's roll, forged in server B, and an
    // old-style button carrying the store's own id: nothing shown.
    for id in [format!("rec|g{SERVER_A}|1"), "rec|1".to_owned()] {
        let (r, file) = ask(&url, &by(button(&id), CAROL, "Carol", Some(SERVER_B))).await;
        assert!(refused(&r) && !file, "{id}: {r}");
    }
    // In server A the same buttons work.
    for id in [format!("rec|g{SERVER_A}|1"), "rec|1".to_owned()] {
        let (r, file) = ask(&url, &by(button(&id), BOB, "Bob", Some(SERVER_A))).await;
        assert!(file, "{id}: {r}");
    }

    // In DMs records belong to their maker.
    let (dm, _) = ask(&url, &by(random(false), BOB, "Bob", None)).await;
    assert_eq!(record_number(&dm), "#1");
    let (r, _) = ask(&url, &by(record(1), BOB, "Bob", None)).await;
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .starts_with("Record #1: random by Bob")
    );
    let (r, _) = ask(&url, &by(record(1), ALICE, "Alice", None)).await;
    assert!(refused(&r), "{r}");
}
