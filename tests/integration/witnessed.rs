//! A witnessed roll-along through the HTTP endpoint: Alice names Bob, they
//! take turns throwing a coin, each press out of turn (or by someone else)
//! is refused and changes nothing, the form takes one throw, and the
//! finished message and the record say who threw what.

use backrank::app::settings::Settings;
use backrank::core::fen::Fen;
use backrank_entropy::Face;
use serde_json::{Value, json};

use crate::endpoint::{command, opt, serve, signed};
use crate::roll_along::{coin_chess960, id_ending, press, reply, submit};

const ALICE: &str = "5555555555555555555";
const BOB: &str = "7777777777777777777";
const CAROL: &str = "9999999999999999999";

fn start(witnesses: &str) -> Value {
    command(
        "roll-along",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("dice", 3, json!("coin")),
            opt("witnesses", 3, json!(witnesses))
        ]),
        "tok-start",
    )
}

fn description(payload: &Value) -> &str {
    payload["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap()
}

fn content(payload: &Value) -> &str {
    payload["data"]["content"].as_str().unwrap_or_default()
}

/// The coin face's letter as its button id ends.
fn letter(f: Face) -> &'static str {
    if f.value() == 1 { "h" } else { "t" }
}

/// A press, answered privately with a refusal containing `why`.
async fn refused(url: &str, custom_id: &str, user: &str, why: &str) {
    let (r, _) = reply(signed(url, &press(custom_id, user)).await).await;
    assert_eq!(
        (r["type"].as_u64(), r["data"]["flags"].as_u64()),
        (Some(4), Some(64))
    );
    assert!(content(&r).contains(why), "{r}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_take_turns_and_the_record_says_who_threw_what() {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let url = serve(bot.clone(), None).await;
    let expected = coin_chess960("witnessed").await;
    let faces = &expected.faces;
    assert!(faces.len() > 4, "enough throws for both players");

    let (mut msg, _) = reply(signed(&url, &start(&format!("<@{BOB}>"))).await).await;
    assert_eq!(msg["type"], 4);
    let turns = format!("turns: <@{ALICE}> → <@{BOB}>");
    assert!(description(&msg).starts_with(&format!("🎲 **<@{ALICE}>'s throw** · {turns}")));
    let footer = msg["data"]["embeds"][0]["footer"]["text"].as_str().unwrap();
    assert!(footer.contains("Players take turns"), "{footer}");
    let typing = msg["data"]["components"].to_string();
    assert!(typing.contains("Type your throw…"), "{typing}");

    // Out of turn, and not a player: refused, and the message's controls
    // still count afterwards.
    let first = id_ending(&msg, &format!("|face|{}", letter(faces[0])));
    refused(&url, &first, BOB, &format!("it is <@{ALICE}>'s throw now")).await;
    refused(&url, &first, CAROL, "only the players of this roll-along").await;
    (msg, _) = reply(signed(&url, &press(&first, ALICE)).await).await;
    assert_eq!(msg["type"], 7);
    assert!(description(&msg).starts_with(&format!("🎲 **<@{BOB}>'s throw**")));

    // Alice can't throw twice in a row, and Bob can't undo her throw; she can.
    let next = id_ending(&msg, &format!("|face|{}", letter(faces[1])));
    refused(&url, &next, ALICE, &format!("it is <@{BOB}>'s throw now")).await;
    let undo = id_ending(&msg, "|undo");
    refused(
        &url,
        &undo,
        BOB,
        &format!("only <@{ALICE}>, who made the last throw"),
    )
    .await;
    (msg, _) = reply(signed(&url, &press(&undo, ALICE)).await).await;
    assert!(description(&msg).starts_with(&format!("🎲 **<@{ALICE}>'s throw**")));
    let first = id_ending(&msg, &format!("|face|{}", letter(faces[0])));
    (msg, _) = reply(signed(&url, &press(&first, ALICE)).await).await;

    // Bob types his throw in the form: two faces are refused, one counts.
    let (modal, _) = reply(signed(&url, &press(&id_ending(&msg, "|form"), BOB)).await).await;
    assert_eq!(modal["type"], 9);
    let form = modal["data"]["custom_id"].as_str().unwrap().to_owned();
    let mut typed = submit(&form, "H T");
    typed["member"]["user"]["id"] = json!(BOB);
    let (two, _) = reply(signed(&url, &typed).await).await;
    assert!(content(&two).contains("type just your own throw"), "{two}");
    typed = submit(&form, &letter(faces[1]).to_uppercase());
    typed["member"]["user"]["id"] = json!(BOB);
    (msg, _) = reply(signed(&url, &typed).await).await;
    assert_eq!(msg["type"], 7, "{msg}");

    // The rest, each by the player whose turn it is.
    for (k, &f) in faces.iter().enumerate().skip(2) {
        let player = if k % 2 == 0 { ALICE } else { BOB };
        let id = id_ending(&msg, &format!("|face|{}", letter(f)));
        (msg, _) = reply(signed(&url, &press(&id, player)).await).await;
        assert_eq!(msg["type"], 7, "throw {k}: {msg}");
    }
    let done = content(&msg);
    assert!(done.contains("is complete"), "{done}");
    let theirs = |from: usize| {
        let f: Vec<String> = faces
            .iter()
            .skip(from)
            .step_by(2)
            .map(|f| letter(*f).to_uppercase())
            .collect();
        format!("threw {} ({} in all)", f.join(" "), f.len())
    };
    assert!(
        done.contains(&format!("<@{ALICE}> {}", theirs(0))),
        "{done}"
    );
    assert!(done.contains(&format!("<@{BOB}> {}", theirs(1))), "{done}");

    let fields = msg["data"]["embeds"][0]["fields"]
        .as_array()
        .unwrap()
        .clone();
    let fen = &fields.iter().find(|f| f["name"] == "FEN").unwrap()["value"];
    assert_eq!(fen, &json!(format!("`{}`", Fen(&expected.position))));
    let record: i64 = fields.iter().find(|f| f["name"] == "Record").unwrap()["value"]
        .as_str()
        .unwrap()
        .trim_start_matches('#')
        .parse()
        .unwrap();
    let saved = bot.app().store().roll(record).await.unwrap().unwrap().roll;
    assert_eq!(saved.replay_code, expected.replay_code());
    assert_eq!(
        saved.source,
        backrank::store::KeptSource {
            players: vec![ALICE.parse().unwrap(), BOB.parse().unwrap()],
            ..backrank::store::KeptSource::of(backrank::store::SourceKind::Table)
        }
    );
}

/// Witnesses that are not people are named, and nothing is started.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn witnesses_that_are_not_people_start_nothing() {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let url = serve(bot.clone(), None).await;
    for (witnesses, why) in [
        ("bob", "'bob' in `witnesses` is not a person"),
        ("<@&42>", "is a role"),
        (&format!("<@{ALICE}>") as &str, "at least one other person"),
    ] {
        let (r, _) = reply(signed(&url, &start(witnesses)).await).await;
        assert_eq!(r["data"]["flags"], 64, "{r}");
        assert!(content(&r).contains(why), "{witnesses}: {r}");
    }
    assert!(bot.app().store().roll_along(1).await.unwrap().is_none());
}
