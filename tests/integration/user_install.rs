//! Backrank installed by a person rather than a server, through the HTTP
//! endpoint: rolls in a DM (no server at all), and in a server that has not
//! added the bot, belong to the person who made them; a server's commands
//! are refused privately there, naming what works instead; and a deferred
//! interaction never sends more follow-ups than Discord takes.

use std::sync::Arc;

use serde_json::{Value, json};

use crate::endpoint::{command, serve};
use crate::privacy::{ask, by, random, record, record_number};

const ALICE: &str = "5555555555555555555";
const BOB: &str = "5666666666666666666";
/// A server where Alice uses her own install; the server never added it.
const ELSEWHERE: &str = "3777777777777777777";

/// `cmd` made through `user`'s own install: in a DM with the bot
/// (`server` None) or in a server that has not added it.
fn own_install(cmd: Value, user: &str, name: &str, server: Option<&str>) -> Value {
    let mut cmd = by(cmd, user, name, server);
    cmd["authorizing_integration_owners"] = json!({"1": user});
    cmd["context"] = json!(if server.is_some() { 0 } else { 2 });
    cmd
}

fn content(payload: &Value) -> &str {
    payload["data"]["content"].as_str().unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_persons_own_install_rolls_in_dms_and_keeps_the_records_theirs() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;

    // In a DM: no server, a board, a record of Alice's own.
    let (r, image) = ask(&url, &own_install(random(false), ALICE, "Alice", None)).await;
    assert!(image, "{r}");
    assert_eq!(
        r["data"]["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
    assert_eq!(record_number(&r), "#1");

    // In a server that never added the bot: still Alice's own, numbered
    // after her DM roll, not the server's.
    let (r, _) = ask(
        &url,
        &own_install(random(false), ALICE, "Alice", Some(ELSEWHERE)),
    )
    .await;
    assert_eq!(record_number(&r), "#2", "{r}");
    let (r, image) = ask(&url, &own_install(record(2), ALICE, "Alice", None)).await;
    assert!(image && content(&r).starts_with("Record #2"), "{r}");

    // Bob, in the same server through his own install, sees none of it.
    let (r, _) = ask(&url, &own_install(record(2), BOB, "Bob", Some(ELSEWHERE))).await;
    assert!(content(&r).contains("there is no record #2"), "{r}");
    assert_eq!(r["data"]["flags"], 64);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_commands_are_refused_privately_where_no_server_added_the_bot() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let store = bot.app().store().clone();
    let url = serve(bot, None).await;
    let server_commands = [
        command(
            "settings",
            json!([{"name": "show", "type": 1, "options": []}]),
            "t",
        ),
        command(
            "daily",
            json!([{"name": "set", "type": 1, "options": [
                {"name": "channel", "type": 7, "value": "4444444444444444444"},
                {"name": "time", "type": 3, "value": "18:00"},
                {"name": "timezone", "type": 3, "value": "UTC"},
                {"name": "variants", "type": 3, "value": "chess960"}
            ]}]),
            "t",
        ),
        command(
            "variant",
            json!([{"name": "remove", "type": 1, "options": [
                {"name": "variant", "type": 3, "value": "chess960"}
            ]}]),
            "t",
        ),
    ];
    for cmd in server_commands {
        let name = cmd["data"]["name"].as_str().unwrap().to_owned();
        for place in [None, Some(ELSEWHERE)] {
            let (r, _) = ask(&url, &own_install(cmd.clone(), ALICE, "Alice", place)).await;
            assert_eq!(r["data"]["flags"], 64, "{name} in {place:?}: {r}");
            let text = content(&r);
            assert!(
                text.starts_with(&format!("⚠️ /{name} changes a server's Backrank"))
                    && text.ends_with(
                        "Here you can use /random, /position, /replay, /variants, /fairness, /stats, \
                         /record, /roll-along, /prefs"
                    ),
                "{name} in {place:?}: {text}"
            );
            // From a Korean Discord, the same refusal in Korean.
            let mut korean = own_install(cmd.clone(), ALICE, "Alice", place);
            korean["locale"] = json!("ko");
            let (r, _) = ask(&url, &korean).await;
            let text = content(&r);
            assert!(
                text.starts_with(&format!("⚠️ /{name}은(는) 서버의 Backrank"))
                    && text.contains("/random, /position"),
                "{name} in {place:?}: {text}"
            );
        }
    }
    // Nothing was changed anywhere.
    assert!(store.schedules(None).await.unwrap().is_empty());
    let elsewhere: u64 = ELSEWHERE.parse().unwrap();
    assert_eq!(
        store.guild_settings(elsewhere).await.unwrap(),
        backrank::store::GuildSettings::default()
    );
}

/// Discord takes at most five follow-ups for an interaction made through a
/// person's own install: the sixth and seventh are not sent.
#[tokio::test]
async fn no_more_than_five_follow_ups_per_interaction() {
    let discord = crate::fake_discord::FakeDiscord::start(1111).await;
    let mut settings = backrank::app::settings::Settings::load(None).unwrap();
    settings.discord.api_url = discord.url.clone();
    settings.discord.application_id = 1111;
    let http = Arc::new(backrank::discord::rest::http(&settings.discord));
    let followup = backrank::discord::rest::Followup::new(http, "tok-5");
    let reply = backrank::bot::Reply::error("a private note");
    for _ in 0..7 {
        // Clones share the count, as the relay's copies do.
        followup.clone().ephemeral(&reply).await;
    }
    let sent = discord
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.contains("/webhooks/1111/tok-5"))
        .count();
    assert_eq!(sent, backrank::discord::rest::MAX_FOLLOWUPS);
}

/// A roll-along through Alice's own install in a server that never added
/// the bot: her form's submission (which does not say who installed the
/// bot) finishes it, and the record is hers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_along_through_a_persons_own_install_finishes_by_the_form() {
    use crate::roll_along::{id_ending, press, reply, submit};
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = command(
        "roll-along",
        json!([crate::endpoint::opt("variant", 3, json!("chess960"))]),
        "t",
    );
    let start = own_install(start, ALICE, "Alice", Some(ELSEWHERE));
    let (first, _) = reply(crate::endpoint::signed(&url, &start).await).await;
    let form = id_ending(&first, "|form");
    let mut open = press(&form, ALICE);
    open["guild_id"] = json!(ELSEWHERE);
    open["authorizing_integration_owners"] = json!({"1": ALICE});
    let (modal, _) = reply(crate::endpoint::signed(&url, &open).await).await;
    assert_eq!(modal["type"], 9, "{modal}");
    let mut typed = submit(modal["data"]["custom_id"].as_str().unwrap(), "2 1 3 1 1");
    typed["guild_id"] = json!(ELSEWHERE);
    typed["member"]["user"]["id"] = json!(ALICE);
    let (done, _) = reply(crate::endpoint::signed(&url, &typed).await).await;
    assert!(content(&done).contains("is complete"), "{done}");
    let (r, _) = ask(&url, &own_install(record(1), ALICE, "Alice", None)).await;
    assert!(
        content(&r).starts_with("Record #1: roll-along by Alice"),
        "{r}"
    );
}
