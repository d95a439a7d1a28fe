//! A club night in HTTP-endpoint mode (no gateway), against the fake
//! Discord: planned by a signed `/meetup plan`, announced through
//! Discord's REST API with its scheduled event, answered by a signed
//! button press, those "Interested" in the Discord event read over REST at
//! the start and merged with the buttons' list, and the start post made in
//! the channel with everyone paired. Every body the bot sends Discord is
//! checked against Discord's OpenAPI spec.

use std::sync::Arc;

use backrank::app::App;
use backrank::app::clock::ManualClock;
use backrank::app::settings::Settings;
use backrank::bot::Bot;
use backrank::meetup::guild_events::GuildEvents;
use backrank::meetup::{MeetupScheduler, NightTick};
use backrank::serve::guild_events::DiscordGuildEvents;
use backrank::serve::poster::DiscordPoster;
use serde_json::{Value, json};

use crate::endpoint::{command, opt, parts, serve, signed, subcommand};
use crate::fake_discord::{FakeDiscord, Recorded};

const APP: u64 = 1111111111111111111;
const GUILD: u64 = 3333333333333333333;
const CHANNEL: &str = "4444444444444444444";
const ALICE: &str = "5555555555555555555";
const BOB: u64 = 6000000000000000001;
const CAROL: u64 = 6000000000000000002;

/// The interaction's answer, as the endpoint sent it: its JSON.
async fn answer(url: &str, interaction: &Value) -> Value {
    let r = signed(url, interaction).await;
    assert_eq!(r.status(), 200);
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    let body = r.bytes().await.unwrap();
    let answer: Value = if ctype.starts_with("multipart/") {
        serde_json::from_slice(&parts(&ctype, &body)[0].1).unwrap()
    } else {
        serde_json::from_slice(&body).unwrap()
    };
    let faults = crate::discord_spec::body_faults(
        "post",
        "/interactions/{interaction_id}/{interaction_token}/callback",
        &answer,
    );
    assert!(faults.is_empty(), "{faults:?} in {answer}");
    answer
}

/// The messages the bot posted or changed in the channel, each checked
/// against the spec.
fn channel_messages(discord: &FakeDiscord) -> Vec<Recorded> {
    let posts = format!("/api/v10/channels/{CHANNEL}/messages");
    let sent: Vec<Recorded> = discord
        .requests()
        .into_iter()
        .filter(|r| r.path.starts_with(&posts))
        .collect();
    for r in &sent {
        let (method, template) = if r.path == posts {
            ("post", "/channels/{channel_id}/messages")
        } else {
            ("patch", "/channels/{channel_id}/messages/{message_id}")
        };
        let faults = crate::discord_spec::body_faults(method, template, &r.payload());
        assert!(faults.is_empty(), "{faults:?} in {} {}", r.method, r.path);
    }
    sent
}

/// Everything a message says: its text and its embeds' words.
fn words(message: &Value) -> String {
    let mut out = message["content"].as_str().unwrap_or_default().to_owned();
    for e in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            out.push('\n');
            out.push_str(e[key].as_str().unwrap_or_default());
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            out.push_str(&format!(
                "\n{}: {}",
                f["name"].as_str().unwrap_or_default(),
                f["value"].as_str().unwrap_or_default()
            ));
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_night_runs_through_the_endpoint_and_discords_rest_api() {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("test-token");
    let mut settings = Settings::load(None).unwrap();
    settings.discord.token = "test-token".into();
    settings.discord.application_id = APP;
    settings.discord.api_url = discord.url.clone();
    let clock = Arc::new(ManualClock::new("2026-12-07T10:00:00Z".parse().unwrap()));
    let app = App::new(settings.clone(), crate::common::fresh_store())
        .unwrap()
        .with_clock(clock.clone());
    let bot = Arc::new(Bot::from_app(app));
    let rest = Arc::new(backrank::discord::rest::http(&settings.discord));
    let url = serve(bot.clone(), Some(rest.clone())).await;
    // What `serve` runs beside the endpoint, with its own Discord clients.
    let events: Arc<dyn GuildEvents> = Arc::new(DiscordGuildEvents::new(rest.clone()));
    let nights = MeetupScheduler::new(
        bot.app().clone(),
        Arc::new(DiscordPoster::new(rest)),
        Some(events),
        "endpoint host",
    );

    let zone = subcommand(
        "settings",
        "set",
        json!([opt("timezone", 3, json!("Europe/Berlin"))]),
    );
    answer(&url, &zone).await;
    let plan = subcommand(
        "meetup",
        "plan",
        json!([
            opt("name", 3, json!("Thursday 960")),
            opt("when", 3, json!("2026-12-10 19:00")),
            opt("where", 3, json!("Café Central, Hauptstraße 5")),
            opt("variant", 3, json!("chess960")),
            opt("places", 4, json!(8)),
            opt("draw", 3, json!("seeds")),
        ]),
    );
    let planned = answer(&url, &plan).await;
    assert_eq!(
        planned["data"]["flags"], 64,
        "said to the planner: {planned}"
    );
    assert!(words(&planned["data"]).contains("is planned"), "{planned}");

    clock.set("2026-12-07T10:00:05Z".parse().unwrap());
    let ticks = nights.tick().await;
    assert!(
        matches!(ticks[..], [NightTick::Announced { .. }]),
        "{ticks:?}"
    );
    let made = discord.guild_events(GUILD);
    assert_eq!(made.len(), 1, "{made:?}");
    assert_eq!(made[0]["entity_type"], 3);
    assert_eq!(
        made[0]["entity_metadata"]["location"],
        "Café Central, Hauptstraße 5"
    );
    assert_eq!(made[0]["scheduled_start_time"], "2026-12-10T18:00:00Z");
    assert!(
        discord.guild_event_faults().is_empty(),
        "{:?}",
        discord.guild_event_faults()
    );
    let posted = channel_messages(&discord);
    assert_eq!(posted.len(), 1);
    let announcement = posted[0].payload();
    eprintln!("the announcement as sent: {announcement:#}");
    eprintln!("the scheduled event as Discord keeps it: {:#}", made[0]);
    let said = words(&announcement);
    assert!(said.contains("<t:1796925600:F>"), "{said}");
    assert!(said.contains("Café Central"), "{said}");
    let coming = announcement["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(coming.ends_with("|coming"), "{announcement}");

    // Alice presses "I'm coming" on the announcement.
    let mut press = command("meetup", json!([]), "tok-press");
    press["type"] = json!(3);
    press["data"] = json!({"custom_id": coming, "component_type": 2});
    press["message"] = json!({
        "id": "7777777777777777777", "channel_id": CHANNEL,
        "author": {"id": APP.to_string(), "username": "backrank", "discriminator": "0", "avatar": null, "bot": true},
        "content": "", "timestamp": "2026-12-07T10:00:05.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0
    });
    let pressed = answer(&url, &press).await;
    eprintln!("the press's answer: {pressed:#}");
    assert!(
        words(&pressed["data"]).contains("Coming (1/8)"),
        "{pressed}"
    );

    // Two more say "Interested" on Discord's own event.
    let event_id: u64 = made[0]["id"].as_str().unwrap().parse().unwrap();
    discord.mark_interested(event_id, [BOB, CAROL]);

    clock.set("2026-12-10T18:00:00Z".parse().unwrap());
    let ticks = nights.tick().await;
    assert!(
        ticks
            .iter()
            .any(|t| matches!(t, NightTick::Started { late: false, .. })),
        "{ticks:?}"
    );
    assert!(
        discord
            .interested_pages_asked()
            .iter()
            .all(|q| q.contains("limit=100")),
        "{:?}",
        discord.interested_pages_asked()
    );
    let posted = channel_messages(&discord);
    let start = posted
        .iter()
        .map(Recorded::payload)
        .find(|p| words(p).contains("Pairings"))
        .unwrap_or_else(|| panic!("no start post among {} messages", posted.len()));
    eprintln!("the start post as sent: {start:#}");
    let said = words(&start);
    for player in [ALICE.to_owned(), BOB.to_string(), CAROL.to_string()] {
        assert!(said.contains(&format!("<@{player}>")), "{player}: {said}");
    }
    assert!(said.contains("Board 1:") && said.contains("Bye:"), "{said}");
    assert!(said.contains("backrank pairings --seed"), "{said}");
    // Those paired are pinged: Discord only notifies the ones allowed.
    let pinged: Vec<String> = start["allowed_mentions"]["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str().map(str::to_owned))
        .collect();
    assert_eq!(pinged.len(), 3, "{start}");
    // The announcement now says the night has started.
    let edited = posted
        .iter()
        .filter(|r| r.method == "PATCH")
        .map(Recorded::payload)
        .any(|p| words(&p).contains("Started"));
    assert!(edited, "the announcement was changed to say so");
}
