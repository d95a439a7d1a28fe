//! Roll-alongs through the HTTP endpoint as Discord drives it: the
//! command, button presses answered by updating the message (type 7) with
//! a new board, the form (a modal, type 9) and its submission, someone
//! else's press refused, and the finished roll in the store.

use backrank::app::settings::Settings;
use backrank::core::fen::Fen;
use backrank::core::roll::{self, Roll, RollSpec};
use backrank::core::variant::Variant;
use backrank_entropy::Die;
use serde_json::{Value, json};

use crate::endpoint::{command, opt, parts, serve, signed};

/// The message a component sits on, as Discord sends it with a press.
fn message() -> Value {
    json!({
        "id": "6666666666666666666", "channel_id": "4444444444444444444",
        "author": {"id": "1111111111111111111", "username": "backrank", "discriminator": "0", "avatar": null, "bot": true},
        "content": "", "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0
    })
}

pub fn press(custom_id: &str, user: &str) -> Value {
    let mut p = command("roll-along", json!([]), "tok-press");
    p["type"] = json!(3);
    p["data"] = json!({"custom_id": custom_id, "component_type": 2});
    p["message"] = message();
    p["member"]["user"]["id"] = json!(user);
    p
}

pub fn submit(custom_id: &str, typed: &str) -> Value {
    let mut p = command("roll-along", json!([]), "tok-form");
    p["type"] = json!(5);
    p["data"] = json!({"custom_id": custom_id, "components": [
        {"type": 1, "components": [{"type": 4, "custom_id": "faces", "value": typed}]}
    ]});
    p["message"] = message();
    p
}

/// The JSON payload and the file names of a reply (plain or multipart).
pub async fn reply(r: reqwest::Response) -> (Value, Vec<String>) {
    assert_eq!(r.status(), 200);
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    let body = r.bytes().await.unwrap();
    if !ctype.starts_with("multipart/") {
        return (serde_json::from_slice(&body).unwrap(), Vec::new());
    }
    let parts = parts(&ctype, &body);
    let payload = serde_json::from_slice(&parts[0].1).unwrap();
    for (_, bytes) in &parts[1..] {
        assert_eq!(&bytes[1..4], b"PNG");
    }
    (payload, parts[1..].iter().map(|(n, _)| n.clone()).collect())
}

/// Every custom id on the message, row by row.
pub fn ids(payload: &Value) -> Vec<String> {
    payload["data"]["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap().clone())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .collect()
}

pub fn id_ending(payload: &Value, end: &str) -> String {
    ids(payload)
        .into_iter()
        .find(|id| id.ends_with(end))
        .unwrap_or_else(|| panic!("no control ending {end}: {:?}", ids(payload)))
}

/// A Chess960 roll with a coin, from a seed: the faces a fair coin might
/// give, to enter by hand.
pub async fn coin_chess960(seed: &str) -> Roll {
    let spec = RollSpec::new(
        Variant::Chess960,
        Variant::Chess960.default_method(),
        Die::Coin,
    );
    let mut seeded = backrank_os_rng::SeededSource::new(seed);
    roll::draw(spec, &mut seeded, |_| {}).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_along_by_buttons_and_the_form() {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let url = serve(bot.clone(), None).await;
    let expected = coin_chess960("roll-along").await;
    let letters: Vec<String> = expected
        .faces
        .iter()
        .map(|f| {
            if f.value() == 1 {
                "H".into()
            } else {
                "T".into()
            }
        })
        .collect();

    let start = command(
        "roll-along",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("dice", 3, json!("coin"))
        ]),
        "tok-start",
    );
    let (first, files) = reply(signed(&url, &start).await).await;
    assert_eq!(first["type"], 4, "a new message");
    assert_eq!(files, ["files[0]"]);
    let embed = &first["data"]["embeds"][0];
    assert!(embed["title"].as_str().unwrap().starts_with("Roll-along #"));
    assert_eq!(embed["image"]["url"], "attachment://board.png");
    let heads = id_ending(&first, "|face|h");
    assert!(
        heads.starts_with("g|") && heads.contains("|0|face|"),
        "{heads}"
    );

    // Someone else's press is refused, only they see why.
    let (refused, _) = reply(signed(&url, &press(&heads, "9999999999999999999")).await).await;
    assert_eq!(refused["type"], 4);
    assert_eq!(refused["data"]["flags"], 64);
    assert!(
        refused["data"]["content"]
            .as_str()
            .unwrap()
            .contains("only Alice can enter throws here")
    );

    // Alice presses the first face: the message is replaced, board and all.
    let first_face = id_ending(&first, &format!("|face|{}", letters[0].to_lowercase()));
    let (second, files) =
        reply(signed(&url, &press(&first_face, "5555555555555555555")).await).await;
    assert_eq!(second["type"], 7, "the message is updated");
    assert_eq!(files, ["files[0]"]);
    assert_eq!(second["data"]["attachments"][0]["filename"], "board.png");
    let throws = &second["data"]["embeds"][0]["fields"];
    assert!(
        throws
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["name"] == "Throws so far" && f["value"] == letters[0].as_str()),
        "{throws}"
    );

    // The form opens as a modal, and its submission finishes the roll.
    let (modal, _) = reply(
        signed(
            &url,
            &press(&id_ending(&second, "|form"), "5555555555555555555"),
        )
        .await,
    )
    .await;
    assert_eq!(modal["type"], 9);
    let form_id = modal["data"]["custom_id"].as_str().unwrap().to_owned();
    assert!(form_id.ends_with("|typed"), "{form_id}");
    let rest = letters[1..].join(" ");
    let (done, files) = reply(signed(&url, &submit(&form_id, &rest)).await).await;
    assert_eq!(done["type"], 7);
    assert_eq!(files, ["files[0]"]);
    assert!(
        done["data"]["content"]
            .as_str()
            .unwrap()
            .contains("is complete")
    );
    let fields = done["data"]["embeds"][0]["fields"]
        .as_array()
        .unwrap()
        .clone();
    let fen = fields.iter().find(|f| f["name"] == "FEN").unwrap()["value"].clone();
    assert_eq!(fen, format!("`{}`", Fen(&expected.position)));
    let record = fields.iter().find(|f| f["name"] == "Record").unwrap()["value"]
        .as_str()
        .unwrap()
        .trim_start_matches('#')
        .parse::<i64>()
        .unwrap();
    let saved = bot.app().store().roll(record).await.unwrap().unwrap().roll;
    assert_eq!(saved.replay_code, expected.replay_code());
    assert_eq!(saved.who.user_name, "Alice");
    assert_eq!(saved.who.guild_id, Some(3_333_333_333_333_333_333));
}
