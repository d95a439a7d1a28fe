//! Discord's scheduled events for meetups, through the REST implementation
//! the bot runs ([`DiscordGuildEvents`]) against the fake Discord, which
//! checks every body and query against Discord's OpenAPI description:
//! create, change, cancel, every page of interested members, and Discord's
//! refusals and passing failures sorted as the meetups need them.

use std::sync::Arc;
use std::time::Duration;

use backrank::app::settings::Settings;
use backrank::discord::delivery::RetryPolicy;
use backrank::meetup::guild_events::{GuildEvent, GuildEventError, GuildEvents};
use backrank::serve::guild_events::DiscordGuildEvents;
use serde_json::Value;

use crate::discord_spec::body_faults;
use crate::fake_discord::{FakeDiscord, Fault, Target};

const GUILD: u64 = 3_333_333_333_333_333_333;
const CREATE: &str = "/guilds/{guild_id}/scheduled-events";
const ONE: &str = "/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}";

/// The fake Discord and the bot's scheduled events talking to it.
async fn discord() -> (FakeDiscord, DiscordGuildEvents) {
    let fake = FakeDiscord::start(1234).await;
    fake.require_token("test-token");
    let mut settings = Settings::load(None).unwrap();
    settings.discord.token = "test-token".into();
    settings.discord.application_id = 1234;
    settings.discord.api_url = fake.url.clone();
    let http = Arc::new(backrank::discord::rest::http(&settings.discord));
    let events = DiscordGuildEvents::new(http).with_patience(Duration::from_secs(20));
    (fake, events)
}

/// The same, with attempts that wait for an answer only a short while.
async fn impatient() -> (FakeDiscord, DiscordGuildEvents) {
    let (fake, events) = discord().await;
    let policy = RetryPolicy {
        attempt_timeout: Duration::from_millis(300),
        ..RetryPolicy::default()
    };
    (fake, events.with_policy(policy))
}

/// Thursday 10 December 2026, 19:00 in Vienna, for three hours.
fn thursday() -> GuildEvent {
    GuildEvent {
        name: "Thursday 960".into(),
        description: "Chess960; the position is drawn from drand's round 1234567 at the start."
            .into(),
        location: "Café Central, Herrengasse 14".into(),
        starts_at: 1_796_925_600,
        ends_at: 1_796_925_600 + 3 * 3600,
    }
}

/// The requests about scheduled events the fake applied, as (method, path,
/// body).
fn calls(fake: &FakeDiscord) -> Vec<(String, String, Value)> {
    fake.requests()
        .into_iter()
        .filter(|r| r.path.contains("/scheduled-events"))
        .map(|r| (r.method.to_string(), r.path.clone(), r.payload()))
        .collect()
}

/// The calls about scheduled events that reached the fake, faults
/// included.
fn attempts(fake: &FakeDiscord) -> Vec<crate::fake_discord::Attempt> {
    fake.attempts()
        .into_iter()
        .filter(|a| a.path.contains("/scheduled-events"))
        .collect()
}

#[tokio::test]
async fn create_modify_and_cancel_send_what_the_spec_allows() {
    let (fake, events) = discord().await;
    let id = events.create(GUILD, &thursday()).await.unwrap();
    let kept = fake.guild_events(GUILD);
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0]["id"], id.to_string());
    assert_eq!(kept[0]["status"], 1);
    assert_eq!(kept[0]["entity_type"], 3);
    assert_eq!(kept[0]["privacy_level"], 2);
    assert_eq!(kept[0]["creator_id"], "1234");
    assert_eq!(
        kept[0]["entity_metadata"]["location"],
        "Café Central, Herrengasse 14"
    );
    assert_eq!(kept[0]["scheduled_start_time"], "2026-12-10T18:00:00Z");
    assert_eq!(kept[0]["scheduled_end_time"], "2026-12-10T21:00:00Z");

    // Moved a week on, then cancelled.
    let week = 7 * 24 * 3600;
    let moved = GuildEvent {
        starts_at: thursday().starts_at + week,
        ends_at: thursday().ends_at + week,
        ..thursday()
    };
    events.modify(GUILD, id, &moved).await.unwrap();
    assert_eq!(
        fake.guild_events(GUILD)[0]["scheduled_start_time"],
        "2026-12-17T18:00:00Z"
    );
    events.cancel(GUILD, id).await.unwrap();
    assert_eq!(fake.guild_events(GUILD)[0]["status"], 4);

    // Each body, checked here too (not only by the fake, which would
    // have refused it).
    let sent = calls(&fake);
    assert_eq!(sent.len(), 3, "{sent:?}");
    let templates = [("POST", CREATE), ("PATCH", ONE), ("PATCH", ONE)];
    for ((method, path, body), (want, template)) in sent.iter().zip(templates) {
        assert_eq!(method, want, "{path}");
        let faults = body_faults(method, template, body);
        assert!(faults.is_empty(), "{method} {path}: {faults:?}");
    }
    assert_eq!(sent[2].2, serde_json::json!({"status": 4}));
    assert_eq!(fake.guild_event_faults(), Vec::<String>::new());

    // A cancelled event stays so: Discord refuses a change, and another
    // cancel finds it cancelled already.
    let late = events.modify(GUILD, id, &thursday()).await.unwrap_err();
    assert!(matches!(late, GuildEventError::Refused(_)), "{late:?}");
    events.cancel(GUILD, id).await.unwrap();
    assert_eq!(fake.guild_events(GUILD)[0]["status"], 4);
}

#[tokio::test]
async fn a_cancel_whose_answer_was_lost_is_done() {
    // Discord cancels the event but its answer never comes: the cancel
    // sent again is refused (cancelled already), which is what was asked.
    let (fake, events) = impatient().await;
    let id = events.create(GUILD, &thursday()).await.unwrap();
    fake.fail_next(Target::GuildEvents, &[Fault::Hang(Duration::from_secs(2))]);
    events.cancel(GUILD, id).await.unwrap();
    assert_eq!(fake.guild_events(GUILD)[0]["status"], 4);
    let patches = calls(&fake)
        .iter()
        .filter(|(method, _, _)| method == "PATCH")
        .count();
    assert_eq!(patches, 2, "the cancel was sent again after no answer");
}

#[tokio::test]
async fn a_create_whose_answer_was_lost_is_not_made_twice() {
    // Discord makes the event but its answer never comes: sending the
    // create again would make a second; the server's events say it is made.
    let (fake, events) = impatient().await;
    fake.fail_next(Target::GuildEvents, &[Fault::Hang(Duration::from_secs(2))]);
    let id = events.create(GUILD, &thursday()).await.unwrap();
    let kept = fake.guild_events(GUILD);
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(kept[0]["id"], id.to_string());
    let posts = calls(&fake)
        .iter()
        .filter(|(method, _, _)| method == "POST")
        .count();
    assert_eq!(posts, 1);
}

#[tokio::test]
async fn a_meetup_without_a_place_is_refused_before_discord_is_asked() {
    let (fake, events) = discord().await;
    let nowhere = GuildEvent {
        location: "   ".into(),
        ..thursday()
    };
    let refused = events.create(GUILD, &nowhere).await.unwrap_err();
    let GuildEventError::Refused(why) = &refused else {
        panic!("{refused:?}");
    };
    assert!(why.contains("no place") && why.contains("where:"), "{why}");
    assert!(calls(&fake).is_empty());
}

#[tokio::test]
async fn a_long_korean_name_is_cut_to_100_characters() {
    let (fake, events) = discord().await;
    let long = GuildEvent {
        name: "체스".repeat(75),
        location: "서울 ".repeat(40),
        description: "다".repeat(1200),
        ..thursday()
    };
    assert_eq!(long.name.chars().count(), 150);
    events.create(GUILD, &long).await.unwrap();
    let body = &calls(&fake)[0].2;
    let name = body["name"].as_str().unwrap();
    assert_eq!(name.chars().count(), 100, "{name}");
    assert!(
        name.starts_with(&"체스".repeat(49)) && name.ends_with('…'),
        "{name}"
    );
    assert!(
        body["entity_metadata"]["location"]
            .as_str()
            .unwrap()
            .chars()
            .count()
            <= 100
    );
    assert_eq!(body["description"].as_str().unwrap().chars().count(), 1000);
    assert_eq!(body_faults("POST", CREATE, body), Vec::<String>::new());
    assert_eq!(fake.guild_event_faults(), Vec::<String>::new());
}

#[tokio::test]
async fn interested_members_are_read_across_every_page() {
    let (fake, events) = discord().await;
    let id = events.create(GUILD, &thursday()).await.unwrap();
    // 250 members with ids in no order, as people come.
    let members: Vec<u64> = (0..250u64)
        .map(|i| 200_000_000_000_000_000 + (i * 7_919) % 250 * 1_000_003)
        .collect();
    fake.mark_interested(id, members.iter().copied());

    let read = events.interested(GUILD, id).await.unwrap();
    let mut want = members.clone();
    want.sort_unstable();
    assert_eq!(read, want, "all 250, once each, in order");

    let pages: Vec<String> = calls(&fake)
        .into_iter()
        .filter(|(_, path, _)| path.ends_with("/users"))
        .map(|(_, path, _)| path)
        .collect();
    assert_eq!(pages.len(), 3, "{pages:?}");
    assert_eq!(
        fake.interested_pages_asked(),
        [
            "limit=100".to_owned(),
            format!("limit=100&after={}", want[99]),
            format!("limit=100&after={}", want[199]),
        ]
    );
    assert_eq!(fake.guild_event_faults(), Vec::<String>::new());
}

#[tokio::test]
async fn a_page_given_again_ends_the_reading() {
    let (fake, events) = discord().await;
    let id = events.create(GUILD, &thursday()).await.unwrap();
    fake.mark_interested(id, (1..=250).map(|i| 500_000_000_000 + i));
    fake.repeat_interested_pages();
    let read = tokio::time::timeout(Duration::from_secs(10), events.interested(GUILD, id))
        .await
        .expect("a page given again is not asked for forever")
        .unwrap();
    assert_eq!(
        read,
        (1..=100).map(|i| 500_000_000_000 + i).collect::<Vec<_>>()
    );
    let pages = calls(&fake)
        .iter()
        .filter(|(_, path, _)| path.ends_with("/users"))
        .count();
    assert_eq!(pages, 2);
}

#[tokio::test]
async fn without_the_permission_it_is_forbidden_once() {
    let (fake, events) = discord().await;
    fake.deny_guild_events(GUILD);
    let refused = events.create(GUILD, &thursday()).await.unwrap_err();
    assert_eq!(
        refused,
        GuildEventError::Forbidden("Missing Permissions (Discord error 50013)".into())
    );
    assert_eq!(attempts(&fake).len(), 1, "a refusal is not asked again");
    assert!(fake.guild_events(GUILD).is_empty());
}

#[tokio::test]
async fn a_429_is_waited_out_as_discord_asks() {
    let (fake, events) = discord().await;
    fake.fail_next(Target::GuildEvents, &[Fault::RateLimited(0.6)]);
    let id = events.create(GUILD, &thursday()).await.unwrap();
    let tries = attempts(&fake);
    assert_eq!(tries.len(), 2, "{tries:?}");
    assert_eq!(tries[0].fault, Some(Fault::RateLimited(0.6)));
    assert_eq!(tries[1].fault, None);
    let waited = tries[1].at - tries[0].at;
    assert!(
        waited >= Duration::from_millis(600),
        "waited only {waited:?}"
    );
    let kept = fake.guild_events(GUILD);
    assert_eq!(kept.len(), 1, "one event, however many tries");
    assert_eq!(kept[0]["id"], id.to_string());
}

#[tokio::test]
async fn a_server_error_on_the_first_try_is_tried_again() {
    let (fake, events) = discord().await;
    // A 503 from Discord's edge: nothing was made, so a create goes again.
    fake.fail_next(Target::GuildEvents, &[Fault::Status(503)]);
    let id = events.create(GUILD, &thursday()).await.unwrap();
    assert_eq!(fake.guild_events(GUILD).len(), 1);
    // A read goes again after any 5xx.
    fake.mark_interested(id, [42, 43]);
    fake.fail_next(Target::GuildEvents, &[Fault::Status(500)]);
    assert_eq!(events.interested(GUILD, id).await.unwrap(), [42, 43]);
    // So does a change: sending it twice does no harm.
    fake.fail_next(Target::GuildEvents, &[Fault::Status(500)]);
    events.cancel(GUILD, id).await.unwrap();
    assert_eq!(fake.guild_events(GUILD)[0]["status"], 4);
    let faults: Vec<_> = attempts(&fake).iter().map(|a| a.fault).collect();
    assert_eq!(
        faults,
        [
            Some(Fault::Status(503)),
            None,
            Some(Fault::Status(500)),
            None,
            Some(Fault::Status(500)),
            None
        ]
    );
}

#[tokio::test]
async fn a_500_on_a_create_is_not_sent_again() {
    // A 500 may come after Discord made the event: a second create could
    // make a second one, so it is not sent again; no event made, it is
    // given up as passing.
    let (fake, events) = discord().await;
    fake.fail_next(Target::GuildEvents, &[Fault::Status(500)]);
    let failed = events.create(GUILD, &thursday()).await.unwrap_err();
    assert!(matches!(failed, GuildEventError::Passing(_)), "{failed:?}");
    // One create; then the server's events, read to see whether it was
    // made after all (it was not).
    let tries: Vec<_> = attempts(&fake)
        .iter()
        .map(|a| (a.method.to_string(), a.path.ends_with("/scheduled-events")))
        .collect();
    assert_eq!(tries, [("POST".into(), true), ("GET".into(), true)]);
    assert!(fake.guild_events(GUILD).is_empty());
}

#[tokio::test]
async fn an_unknown_event_is_gone() {
    let (fake, events) = discord().await;
    let unknown = 1_234_567_890_123;
    let gone = |r: Result<(), GuildEventError>| match r {
        Err(GuildEventError::Gone(why)) => assert!(why.contains("10070"), "{why}"),
        other => panic!("{other:?}"),
    };
    gone(events.modify(GUILD, unknown, &thursday()).await);
    gone(events.cancel(GUILD, unknown).await);
    gone(events.interested(GUILD, unknown).await.map(drop));
    assert_eq!(attempts(&fake).len(), 3, "a 404 is not asked again");
    assert_eq!(fake.guild_event_faults(), Vec::<String>::new());
}
