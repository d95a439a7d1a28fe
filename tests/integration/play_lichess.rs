//! "Play on lichess" through every face of the bot, against the lichess
//! stand-in ([`crate::fake_lichess`]): the button under a roll lichess can
//! play and none under one it cannot; a press through the HTTP endpoint,
//! the gateway and the console, each making one request that passes the
//! stand-in's check of lichess's API; daily posts and event reveals naming
//! their games; the quiet minute after a 429; a server's settings; private
//! rolls; the limits; a hanging and an unreachable lichess; lichess play
//! turned off.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use backrank::app::App;
use backrank::app::clock::ManualClock;
use backrank::app::play::lichess::playable;
use backrank::app::settings::Settings;
use backrank::bot::caller::Caller;
use backrank::bot::{Action, Bot, Reply};
use backrank::core::position::Position;
use backrank::core::variant::Variant;
use backrank::daily::{PostError, Poster, Scheduler, Tick};
use backrank::discord::reply::ButtonKind;
use backrank::store::{NewSchedule, Rotation, Who};
use jiff::{SignedDuration, Timestamp};
use serde_json::{Value, json};

use crate::endpoint::{command, opt, serve, signed, subcommand};
use crate::fake_discord::FakeDiscord;
use crate::fake_lichess::{self, FakeLichess, Logged, Mode};
use crate::privacy::ask;

const APP: u64 = 1111111111111111111;
const GUILD: u64 = 3333333333333333333;
const ALICE: &str = "5555555555555555555";
const BOB: &str = "6666666666666666661";

/// SP 777, from ten coin flips read as a number (the guide's example).
const FLIPS_777: &str = "HHTTTTHTTH";

/// Settings asking the stand-in at `lichess`, giving up on it after a
/// second, with no limit on rolls (a test rolls often).
fn settings(lichess: &str) -> Settings {
    let mut s = Settings::load(None).unwrap();
    s.lichess.api_url = lichess.into();
    s.lichess.timeout_secs = 1;
    s.bot.rolls_per_minute = 0;
    s
}

/// The same, for a bot that finishes deferred replies at `discord`.
fn with_discord(mut s: Settings, discord: &FakeDiscord) -> Settings {
    s.discord.token = "test-token".into();
    s.discord.application_id = APP;
    s.discord.guild_id = GUILD;
    s.discord.api_url = discord.url.clone();
    s
}

/// A bot on `settings` reading time from a clock the test moves.
fn bot_with_clock(settings: Settings) -> (Arc<Bot>, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::new(
        Timestamp::from_second(1_800_000_000).unwrap(),
    ));
    let app = App::new(settings, crate::common::fresh_store())
        .unwrap()
        .with_clock(clock.clone());
    (Arc::new(Bot::from_app(app)), clock)
}

/// `/random` with these options.
fn random(options: &[(&str, Value)]) -> Value {
    let options: Vec<Value> = options
        .iter()
        .map(|(name, value)| {
            let kind = if value.is_boolean() { 5 } else { 3 };
            opt(name, kind, value.clone())
        })
        .collect();
    command("random", Value::Array(options), "tok-roll")
}

/// `/random variant:chess960 method:number dice:coin rolls:HHTTTTHTTH`: SP 777.
fn random_777() -> Value {
    random(&[
        ("variant", json!("chess960")),
        ("method", json!("number")),
        ("dice", json!("coin")),
        ("rolls", json!(FLIPS_777)),
    ])
}

/// `person` pressing the button `id`, as interaction `token`.
fn press(id: &str, person: &str, token: &str) -> Value {
    let mut p = crate::roll_along::press(id, person);
    p["token"] = json!(token);
    p
}

/// Every custom id among `components` (a message's rows).
fn ids(components: &Value) -> Vec<String> {
    each(components, "custom_id")
}

/// Each button's `key` among `components` (a message's rows), where it has one.
fn each(components: &Value, key: &str) -> Vec<String> {
    components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c[key].as_str().map(str::to_owned))
        .collect()
}

/// The "Play on lichess" button's id among a message's rows, if it has one.
fn play_id(components: &Value) -> Option<String> {
    ids(components).into_iter().find(|id| id.starts_with("li|"))
}

/// The link buttons' addresses among a message's rows.
fn links(components: &Value) -> Vec<String> {
    each(components, "url")
}

/// The "Play on lichess" button's id of a reply the bot made.
fn reply_play_id(reply: &Reply) -> Option<String> {
    reply.buttons.iter().find_map(|b| match &b.kind {
        ButtonKind::Action(id) if id.starts_with("li|") => Some(id.clone()),
        _ => None,
    })
}

/// The variant code and position number a button's id carries.
fn pressed_position(id: &str) -> (String, u64) {
    let words: Vec<&str> = id.split('|').collect();
    (words[3].to_owned(), words[4].parse().unwrap())
}

/// The stand-in's one request, checked as lichess's description says.
fn the_one_request(lichess: &FakeLichess) -> Logged {
    let log = lichess.log();
    assert_eq!(log.len(), 1, "{log:?}");
    let sent = log[0].clone();
    assert_eq!(fake_lichess::check(&sent), Ok(()), "{sent:?}");
    assert_eq!(sent.status, Some(200));
    assert_eq!(sent.authorization, None, "no token is sent");
    sent
}

/// A member of the test server, for presses made without a transport.
fn member(user: u64, name: &str, channel: u64) -> Caller {
    Caller {
        who: Who {
            user_id: user,
            user_name: name.into(),
            guild_id: Some(GUILD),
            channel_id: Some(channel),
        },
        ..Caller::default()
    }
}

/// `caller` pressing `id` through the bot's handler.
async fn handle_press(bot: &Bot, id: &str, caller: &Caller) -> Reply {
    bot.handle(Action::from_button(id).unwrap(), caller, &|_| {})
        .await
}

/// The content of a reply the endpoint answered at once.
fn content(payload: &Value) -> String {
    payload["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The first chess960 request a test makes, with every field lichess sees.
fn assert_777_request(sent: &Logged) {
    assert_eq!(sent.field("variant"), Some("chess960"));
    assert_eq!(sent.field("rated"), Some("false"));
    assert_eq!(sent.field("clock.limit"), Some("600"));
    assert_eq!(sent.field("clock.increment"), Some("5"));
    assert_eq!(sent.field("days"), None);
    assert_eq!(sent.field("name"), Some("Backrank · SP 777"));
    let p = Position::from_number(Variant::Chess960, 777).unwrap();
    assert_eq!(sent.field("fen"), Some(playable(&p).unwrap().fen.as_str()));
}

/// The HTTP interactions endpoint as Discord drives it: a Chess960 roll
/// carries the button; its press is deferred at once (type 5) and the
/// follow-up, through Discord's REST API, carries the game's three
/// addresses and a link to it; lichess got exactly one request, as its API
/// allows, with no token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_through_the_endpoint_is_deferred_and_followed_by_the_game() {
    let lichess = FakeLichess::start().await;
    let discord = FakeDiscord::start(APP).await;
    let s = with_discord(settings(&lichess.url), &discord);
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let url = serve(crate::common::bot_with(s), Some(rest)).await;

    let (roll, _) = ask(&url, &random_777()).await;
    assert_eq!(roll["type"], 4, "{roll}");
    let id = play_id(&roll["data"]["components"]).expect("a Play on lichess button");
    assert_eq!(id, "li|r|p|960|777|0");
    assert!(lichess.log().is_empty(), "nothing is asked before a press");

    let deferral: Value = signed(&url, &press(&id, ALICE, "tok-play"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(deferral["type"], 5, "deferred at once: {deferral}");
    assert_eq!(deferral["data"]["flags"], 0, "as public as the roll");
    let original = format!("/api/v10/webhooks/{APP}/tok-play/messages/@original");
    let game = discord
        .wait_for("the game's follow-up", |r| r.path == original)
        .await
        .payload();
    let sent = the_one_request(&lichess);
    assert_777_request(&sent);

    let text = game["content"].as_str().unwrap();
    let made = "https://lichess.org/Bk000000";
    for part in [
        "Backrank · SP 777".to_owned(),
        format!("{made} "),
        format!("{made}?color=white"),
        format!("{made}?color=black"),
        "10+5".to_owned(),
    ] {
        assert!(text.contains(&part), "{part} in {text}");
    }
    assert_eq!(links(&game["components"]), [made]);
}

/// A Chess25 roll is played from its position (`fromPosition`, its FEN);
/// a CRC (10x8) or Janggi roll offers no button, and a made-up press for
/// one is refused without asking lichess.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chess25_plays_from_its_position_and_other_boards_offer_nothing() {
    let lichess = FakeLichess::start().await;
    let url = serve(crate::common::bot_with(settings(&lichess.url)), None).await;

    let (roll, _) = ask(&url, &random(&[("variant", json!("chess25"))])).await;
    let id = play_id(&roll["data"]["components"]).expect("chess25 offers the button");
    let (code, number) = pressed_position(&id);
    let (game, _) = ask(&url, &press(&id, ALICE, "tok-25")).await;
    assert_ne!(game["data"]["flags"], 64, "{game}");
    assert!(content(&game).contains("Backrank · chess25 "), "{game}");
    let sent = the_one_request(&lichess);
    assert_eq!(sent.field("variant"), Some("fromPosition"));
    let p = Position::from_number(Variant::Chess25, number).unwrap();
    assert_eq!(sent.field("fen"), Some(playable(&p).unwrap().fen.as_str()));
    assert_eq!(
        sent.field("name"),
        Some(format!("Backrank · chess25 {number}").as_str())
    );
    assert!(!code.is_empty());

    for variant in ["crc", "janggi"] {
        let (roll, _) = ask(&url, &random(&[("variant", json!(variant))])).await;
        let buttons = ids(&roll["data"]["components"]);
        assert!(!buttons.is_empty(), "{variant}: {roll}");
        assert_eq!(play_id(&roll["data"]["components"]), None, "{variant}");
    }
    // A press no roll offered (a forged id) for a CRC position.
    let crc = (0..)
        .find_map(|n| Position::from_number(Variant::Crc, n).ok())
        .unwrap();
    let forged = format!("li|r|p|{}|{}|0", Variant::Crc.spec().code, crc.number());
    let (refused, _) = ask(&url, &press(&forged, ALICE, "tok-crc")).await;
    assert_eq!(refused["data"]["flags"], 64);
    assert!(
        content(&refused).contains("lichess has no board for Capablanca Random"),
        "{refused}"
    );
    assert_eq!(lichess.log().len(), 1, "nothing more was asked");
}

/// The real serenity client against the fake Discord: the press comes over
/// the gateway, is deferred, and the game reaches the channel by editing
/// the deferred response.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_through_the_gateway_reaches_the_channel() {
    let lichess = FakeLichess::start().await;
    let discord = FakeDiscord::start(APP).await;
    let s = with_discord(settings(&lichess.url), &discord);
    let bot = crate::common::bot_with(s.clone());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let run = tokio::spawn(async move {
        backrank::bot::transport::gateway::run(bot, &s.discord, Default::default(), async {
            drop(stopped.await)
        })
        .await
    });
    discord.identified().await;

    let mut roll = random_777();
    roll["id"] = json!("8200000000000000001");
    roll["token"] = json!("gw-roll");
    discord.send_interaction(roll);
    let callback = discord
        .wait_for("the roll's callback", |r| {
            r.path == "/api/v10/interactions/8200000000000000001/gw-roll/callback"
        })
        .await
        .payload();
    let id = play_id(&callback["data"]["components"]).expect("a Play on lichess button");

    let mut p = press(&id, ALICE, "gw-play");
    p["id"] = json!("8200000000000000002");
    discord.send_interaction(p);
    let deferral = discord
        .wait_for("the press's callback", |r| {
            r.path == "/api/v10/interactions/8200000000000000002/gw-play/callback"
        })
        .await
        .payload();
    assert_eq!(deferral["type"], 5, "{deferral}");
    let game = discord
        .wait_for("the game in the channel", |r| {
            r.path == format!("/api/v10/webhooks/{APP}/gw-play/messages/@original")
        })
        .await
        .payload();
    let text = game["content"].as_str().unwrap();
    assert!(text.contains("Backrank · SP 777"), "{text}");
    assert!(text.contains("?color=white"), "{text}");
    assert_777_request(&the_one_request(&lichess));

    stop.send(()).unwrap();
    let stopped = tokio::time::timeout(Duration::from_secs(10), run)
        .await
        .expect("the bot stopped")
        .unwrap();
    assert!(stopped.is_ok(), "{stopped:?}");
}

/// The console as a person types at it: a Chess960 roll, then `/press 2`
/// (Play on lichess, after Roll again) prints the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_console_prints_the_game_a_press_made() {
    let lichess = FakeLichess::start().await;
    let bot = crate::common::bot_with(settings(&lichess.url));
    let dir = crate::common::scratch("console-lichess");
    let input =
        format!("/random variant:chess960 method:number dice:coin rolls:{FLIPS_777}\n/press 2\n");
    let mut out = Vec::new();
    backrank::bot::transport::console::run(
        bot,
        std::io::Cursor::new(input),
        &mut out,
        backrank::bot::transport::console::Place {
            dir,
            prompt: false,
            lang: None,
            zone: jiff::tz::TimeZone::UTC,
        },
    )
    .await;
    let out = String::from_utf8(out).unwrap();
    let roll_end = out
        .find("[2] Play on lichess  (type /press 2)")
        .unwrap_or_else(|| {
            panic!("the second button is Play on lichess: {out}");
        });
    let game = &out[roll_end..];
    let made = "https://lichess.org/Bk000000";
    for part in [
        "♟️ **Backrank · SP 777** is ready on lichess: https://lichess.org/Bk000000 ".to_owned(),
        format!("White {made}?color=white · Black {made}?color=black"),
        "Unrated, 10+5; the game waits 24 hours for its players.".to_owned(),
        format!("[1] Play on lichess: {made}"),
    ] {
        assert!(game.contains(&part), "{part} in {out}");
    }
    assert!(!game.contains("(only you see this)"), "{out}");
    let sent = the_one_request(&lichess);
    assert_777_request(&sent);
    // The transcript the closing note quotes.
    let fields: Vec<String> = sent
        .fields
        .iter()
        .map(|(k, v)| format!("  {k} = {v}"))
        .collect();
    eprintln!(
        "--- console ---\n{out}--- logged ---\n{} {} ({}), Authorization: {:?}, answered {:?}\n{}",
        sent.method,
        sent.path,
        sent.content_type,
        sent.authorization,
        sent.status,
        fields.join("\n")
    );
}

/// A poster that keeps each day's post.
#[derive(Default)]
struct Kept {
    posts: Mutex<Vec<Reply>>,
}

#[async_trait]
impl Poster for Kept {
    async fn post(&self, _channel: u64, reply: &Reply, _nonce: &str) -> Result<u64, PostError> {
        let mut posts = self.posts.lock().unwrap();
        posts.push(reply.clone());
        Ok(posts.len() as u64)
    }

    async fn open_thread(&self, _: u64, _: u64, _: &str) -> Result<(), PostError> {
        Ok(())
    }

    async fn report(&self, _: u64, _: &str) -> Result<(), PostError> {
        Ok(())
    }
}

/// The day's post in channel 7 of the test server, made by the scheduler
/// at 18:30 UTC on 27 November 2026.
async fn daily_post(settings: Settings) -> (Arc<Bot>, Reply) {
    let (bot, clock) = bot_with_clock(settings);
    clock.set("2026-11-27T12:00:00Z".parse().unwrap());
    bot.app()
        .store()
        .set_schedule(NewSchedule {
            guild_id: GUILD,
            channel_id: 7,
            local_time: "18:30".into(),
            timezone: "UTC".into(),
            variants: vec!["chess960".into()],
            rotation: Rotation::Rotate,
            thread: false,
            created_at: "2026-11-27T12:00:00Z"
                .parse::<Timestamp>()
                .unwrap()
                .as_second(),
        })
        .await
        .unwrap();
    let kept = Arc::new(Kept::default());
    let scheduler = Scheduler::new(bot.app().clone(), kept.clone(), "a");
    clock.set("2026-11-27T18:30:00Z".parse().unwrap());
    let ticks = scheduler.tick().await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
    let post = kept.posts.lock().unwrap()[0].clone();
    (bot, post)
}

/// A daily post carries the button; its game is named for the day, and two
/// members pressing the same post get two games of their own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_post_offers_a_game_named_for_its_day_to_each_who_presses() {
    let lichess = FakeLichess::start().await;
    let (bot, post) = daily_post(settings(&lichess.url)).await;
    let id = reply_play_id(&post).expect("the post offers Play on lichess");
    // The date, with the record the day's roll was kept as, which vouches
    // for it when the button is pressed.
    let number = backrank::discord::record_button::record_no_of(&post).expect("a record");
    assert!(
        id.starts_with(&format!("li|d20261127.{number}|p|960|")),
        "{id}"
    );
    // `/daily now` in the post's channel shows the same day's challenge,
    // and the same button.
    let now = backrank::bot::commands::Command::parse(
        "daily",
        &[(
            backrank::bot::options::SUBCOMMAND.to_owned(),
            backrank::bot::Value::Text("now".into()),
        )],
    )
    .unwrap();
    let mut manager = member(1, "Mo", 7);
    manager.permissions = backrank::bot::caller::permissions::MANAGE_GUILD;
    let shown = bot.handle(Action::Command(now), &manager, &|_| {}).await;
    assert_eq!(reply_play_id(&shown).as_deref(), Some(id.as_str()));
    // `/record` of the post's roll names its game for the day too, as the
    // post and the roll's web page do.
    let record = backrank::bot::commands::Command::parse(
        "record",
        &[("id".to_owned(), backrank::bot::Value::Integer(number))],
    )
    .unwrap();
    let recorded = bot
        .handle(Action::Command(record), &member(5, "Alice", 7), &|_| {})
        .await;
    assert_eq!(reply_play_id(&recorded).as_deref(), Some(id.as_str()));

    let alice = handle_press(&bot, &id, &member(5, "Alice", 7)).await;
    let bob = handle_press(&bot, &id, &member(6, "Bob", 7)).await;
    let log = lichess.log();
    assert_eq!(log.len(), 2, "one game each: {log:?}");
    for (sent, reply) in log.iter().zip([&alice, &bob]) {
        assert_eq!(fake_lichess::check(sent), Ok(()));
        assert_eq!(
            sent.field("name"),
            Some("Backrank · daily challenge 2026-11-27")
        );
        let text = reply.content.as_deref().unwrap();
        assert!(
            text.contains("**Backrank · daily challenge 2026-11-27**"),
            "{text}"
        );
    }
    let url = |r: &Reply| {
        r.buttons
            .iter()
            .find_map(|b| match &b.kind {
                ButtonKind::Link(url) => Some(url.clone()),
                ButtonKind::Action(_) => None,
            })
            .unwrap()
    };
    assert_ne!(url(&alice), url(&bob), "two games, not one");
}

/// An event's reveal carries the button; its game is named for the event
/// and the round.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_reveal_offers_a_game_named_for_its_round() {
    let lichess = FakeLichess::start().await;
    let url = serve(crate::common::bot_with(settings(&lichess.url)), None).await;
    let name = opt("name", 3, json!("Club Open"));
    let start = subcommand(
        "event",
        "start",
        json!([
            name.clone(),
            opt("rounds", 4, json!(2)),
            opt("variant", 3, json!("chess960"))
        ]),
    );
    ask(&url, &start).await;
    let (reveal, _) = ask(&url, &subcommand("event", "next", json!([name]))).await;
    let id = play_id(&reveal["data"]["components"]).expect("the reveal offers the button");
    assert!(id.starts_with("li|e"), "{id}");
    assert!(id.contains(".1|p|960|"), "round 1: {id}");

    let (game, _) = ask(&url, &press(&id, ALICE, "tok-round")).await;
    assert!(
        content(&game).contains("**Backrank · Club Open round 1**"),
        "{game}"
    );
    let sent = the_one_request(&lichess);
    assert_eq!(sent.field("name"), Some("Backrank · Club Open round 1"));
    let (_, number) = pressed_position(&id);
    let title = reveal["data"]["embeds"][0]["title"].as_str().unwrap();
    assert!(title.ends_with(&format!("SP {number}")), "{title}");
}

/// lichess refusing a game as it refuses a form (its reason an object of
/// fields): the presser reads that lichess refused it, in lichess's own
/// words shown as written (its Markdown escaped, never rendered), and no
/// "try again later": it will be refused again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lichesss_refusal_is_shown_as_written_and_not_as_passing() {
    let lichess = FakeLichess::start().await;
    let url = serve(crate::common::bot_with(settings(&lichess.url)), None).await;
    lichess.refuse("fen: **Bold** is _no_ FEN [here](https://e.org)");
    let (answer, _) = ask(&url, &press("li|r|p|960|777|0", ALICE, "tok-refused")).await;
    let text = content(&answer);
    assert_eq!(
        text,
        "⚠️ lichess refused the game: fen: \\*\\*Bold\\*\\* is \\_no\\_ FEN \\[here\\]\\(https://e.org\\)",
        "{answer}"
    );
    assert_eq!(lichess.log().len(), 1);
}

/// After lichess answers 429, a press within the minute sends nothing and
/// says to try again in a minute; a minute later a press is sent again.
/// The 429 is logged once, for the operator; the presses, no fault, are
/// not.
///
/// On one thread, so that the log this test keeps sees every task.
#[tokio::test]
async fn after_a_429_presses_wait_out_the_minute() {
    let (logged, _guard) = logs_of();
    let lichess = FakeLichess::start().await;
    let (bot, clock) = bot_with_clock(settings(&lichess.url));
    let id = "li|r|p|960|777|0";
    let alice = member(5, "Alice", 4);
    lichess.set_mode(Mode::TooMany);
    let first = handle_press(&bot, id, &alice).await;
    lichess.set_mode(Mode::Lichess);
    let pause = "⚠️ lichess has asked for a pause: try again in a minute";
    assert_eq!(first.content.as_deref(), Some(pause));
    assert!(first.ephemeral);

    clock.advance(SignedDuration::from_secs(59));
    let again = handle_press(&bot, id, &member(6, "Bob", 4)).await;
    assert_eq!(again.content.as_deref(), Some(pause));
    assert_eq!(lichess.log().len(), 1, "nothing sent within the minute");

    clock.advance(SignedDuration::from_secs(1));
    let made = handle_press(&bot, id, &alice).await;
    assert!(
        made.content
            .as_deref()
            .is_some_and(|c| c.contains("is ready on lichess")),
        "{made:?}"
    );
    let log = lichess.log();
    assert_eq!(log.len(), 2);
    assert_eq!(log[1].status, Some(200));
    let logged = String::from_utf8_lossy(&logged.lock().unwrap()).into_owned();
    let warned: Vec<&str> = logged.lines().filter(|l| l.contains("429")).collect();
    assert_eq!(warned.len(), 1, "{logged}");
    assert!(warned[0].contains("WARN"), "{logged}");
    assert_eq!(failures(&logged), Vec::<String>::new(), "{logged}");
}

/// `/settings set lichess:off` takes the button away from the next roll
/// (and an old one is refused); `lichess_clock:3d` makes the next game a
/// correspondence game (`days=3`, no clock); a clock lichess does not play
/// is refused, naming `lichess_clock`, and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_settings_hide_the_button_and_choose_the_clock() {
    let lichess = FakeLichess::start().await;
    let url = serve(crate::common::bot_with(settings(&lichess.url)), None).await;
    let set = |options: Value| subcommand("settings", "set", options);

    let (roll, _) = ask(&url, &random_777()).await;
    let old = play_id(&roll["data"]["components"]).expect("on by default");
    let (r, _) = ask(&url, &set(json!([opt("lichess", 3, json!("off"))]))).await;
    assert!(content(&r).contains("Saved"), "{r}");
    let (roll, _) = ask(&url, &random_777()).await;
    assert_eq!(play_id(&roll["data"]["components"]), None, "{roll}");
    let (refused, _) = ask(&url, &press(&old, ALICE, "tok-old")).await;
    assert!(
        content(&refused).contains("playing on lichess is turned off here"),
        "{refused}"
    );

    let (r, _) = ask(
        &url,
        &set(json!([
            opt("lichess", 3, json!("on")),
            opt("lichess_clock", 3, json!("3d"))
        ])),
    )
    .await;
    assert!(content(&r).contains("Saved"), "{r}");
    let (bad, _) = ask(&url, &set(json!([opt("lichess_clock", 3, json!("10"))]))).await;
    assert_eq!(bad["data"]["flags"], 64, "{bad}");
    assert!(content(&bad).contains("`lichess_clock`"), "{bad}");

    let (roll, _) = ask(&url, &random_777()).await;
    let id = play_id(&roll["data"]["components"]).expect("on again");
    let (game, _) = ask(&url, &press(&id, ALICE, "tok-3d")).await;
    assert!(content(&game).contains("3 days a move"), "{game}");
    let sent = the_one_request(&lichess);
    assert_eq!(
        sent.field("days"),
        Some("3"),
        "the bad clock changed nothing"
    );
    assert_eq!(sent.field("clock.limit"), None);
    assert_eq!(sent.field("clock.increment"), None);
}

/// A private roll's game is private too: deferred privately, and the
/// reply only its presser sees.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_rolls_game_is_private() {
    let lichess = FakeLichess::start().await;
    let discord = FakeDiscord::start(APP).await;
    let s = with_discord(settings(&lichess.url), &discord);
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let url = serve(crate::common::bot_with(s), Some(rest)).await;

    let mut roll = random_777();
    roll["data"]["options"]
        .as_array_mut()
        .unwrap()
        .push(opt("private", 5, json!(true)));
    let (roll, _) = ask(&url, &roll).await;
    assert_eq!(roll["data"]["flags"], 64, "{roll}");
    let id = play_id(&roll["data"]["components"]).expect("a private roll offers it too");
    assert_eq!(id, "li|r|o|960|777|0");
    let deferral: Value = signed(&url, &press(&id, ALICE, "tok-private"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(deferral["type"], 5);
    assert_eq!(deferral["data"]["flags"], 64, "deferred privately");
    let game = discord
        .wait_for("the private game", |r| {
            r.path == format!("/api/v10/webhooks/{APP}/tok-private/messages/@original")
        })
        .await
        .payload();
    assert!(
        game["content"]
            .as_str()
            .unwrap()
            .contains("Backrank · SP 777")
    );
    the_one_request(&lichess);
}

/// `per_person_per_hour = 1`: a person's second press is refused with the
/// limit; `per_server_per_hour = 1`: another member's press on the same
/// server likewise. Neither asks lichess.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hourly_limits_refuse_a_person_and_a_server() {
    let lichess = FakeLichess::start().await;
    let id = "li|r|p|960|777|0";

    let mut s = settings(&lichess.url);
    s.lichess.per_person_per_hour = 1;
    s.lichess.per_server_per_hour = 0;
    let url = serve(crate::common::bot_with(s), None).await;
    let (made, _) = ask(&url, &press(id, ALICE, "tok-1")).await;
    assert!(content(&made).contains("is ready on lichess"), "{made}");
    let (refused, _) = ask(&url, &press(id, ALICE, "tok-2")).await;
    assert_eq!(refused["data"]["flags"], 64);
    assert!(
        content(&refused).starts_with("⚠️ you have made 1 lichess game"),
        "{refused}"
    );
    // Bob, whose Discord speaks German, is counted on his own, and reads
    // his game in German.
    let mut bobs = press(id, BOB, "tok-3");
    bobs["locale"] = json!("de");
    let (other, _) = ask(&url, &bobs).await;
    assert!(
        content(&other).contains("steht auf lichess bereit"),
        "per person: {other}"
    );
    let link = &other["data"]["components"][0]["components"][0];
    assert_eq!(link["label"], "Auf lichess spielen", "{other}");
    assert_eq!(lichess.log().len(), 2);

    let mut s = settings(&lichess.url);
    s.lichess.per_person_per_hour = 0;
    s.lichess.per_server_per_hour = 1;
    let url = serve(crate::common::bot_with(s), None).await;
    let (made, _) = ask(&url, &press(id, ALICE, "tok-4")).await;
    assert!(content(&made).contains("is ready on lichess"), "{made}");
    let (refused, _) = ask(&url, &press(id, BOB, "tok-5")).await;
    assert_eq!(refused["data"]["flags"], 64);
    assert!(
        content(&refused).contains("this server has made 1 lichess game"),
        "{refused}"
    );
    assert_eq!(lichess.log().len(), 3);
}

/// Keeps what is logged on this thread (a test on one thread: every task
/// it runs) until the guard is dropped.
pub fn logs_of() -> (Arc<Mutex<Vec<u8>>>, tracing::subscriber::DefaultGuard) {
    #[derive(Clone)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Buffer {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let buffer = Arc::new(Mutex::new(Vec::new()));
    let writer = Buffer(buffer.clone());
    let subscriber = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_max_level(tracing::Level::INFO)
        .with_writer(move || writer.clone())
        .finish();
    (buffer, tracing::subscriber::set_default(subscriber))
}

/// The lines of `logged` that say a lichess press failed.
fn failures(logged: &str) -> Vec<String> {
    logged
        .lines()
        .filter(|l| l.contains("an action failed") && l.contains("play on lichess"))
        .map(str::to_owned)
        .collect()
}

/// A lichess that never answers: the press gives up at `[lichess]
/// timeout_secs` and the person reads that lichess did not answer in time,
/// privately, the public placeholder taken away; one that refuses
/// connections: "could not be reached". Each fault is logged once.
///
/// On one thread, so that the log this test keeps sees every task.
#[tokio::test]
async fn a_hanging_or_unreachable_lichess_is_told_and_logged_once() {
    let (logged, _guard) = logs_of();
    let lichess = FakeLichess::start().await;
    lichess.set_mode(Mode::Hang);
    let discord = FakeDiscord::start(APP).await;
    let s = with_discord(settings(&lichess.url), &discord);
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let url = serve(crate::common::bot_with(s), Some(rest)).await;
    let id = "li|r|p|960|777|0";

    let started = std::time::Instant::now();
    let deferral: Value = signed(&url, &press(id, ALICE, "tok-hang"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(deferral["type"], 5);
    let told = discord
        .wait_for("the private word", |r| {
            r.method == "POST" && r.path == format!("/api/v10/webhooks/{APP}/tok-hang")
        })
        .await
        .payload();
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "gave up at the deadline"
    );
    assert_eq!(told["flags"], 64, "{told}");
    assert!(
        told["content"]
            .as_str()
            .unwrap()
            .contains("lichess did not answer in time"),
        "{told}"
    );
    discord
        .wait_for("the placeholder taken away", |r| {
            r.method == "DELETE"
                && r.path == format!("/api/v10/webhooks/{APP}/tok-hang/messages/@original")
        })
        .await;
    let log = lichess.log();
    assert_eq!((log.len(), log[0].status), (1, None), "left hanging");
    let failed = failures(&String::from_utf8_lossy(&logged.lock().unwrap()));
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert!(
        failed[0].contains("lichess did not answer in time"),
        "{failed:?}"
    );

    let gone = crate::fake_lichess::refused_url().await;
    let bot = crate::common::bot_with(settings(&gone));
    let reply = handle_press(&bot, id, &member(5, "Alice", 4)).await;
    assert!(reply.ephemeral);
    assert!(
        reply
            .content
            .as_deref()
            .is_some_and(|c| c.contains("lichess could not be reached")),
        "{reply:?}"
    );
    let failed = failures(&String::from_utf8_lossy(&logged.lock().unwrap()));
    assert_eq!(failed.len(), 2, "{failed:?}");
    assert!(
        failed[1].contains("lichess could not be reached"),
        "{failed:?}"
    );
}

/// `[lichess] enabled = false`: no button under a roll, a replay, a daily
/// post or an event's reveal, and a button from before says lichess play
/// is off, asking nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_lichess_off_no_face_offers_it_and_old_buttons_say_so() {
    let lichess = FakeLichess::start().await;
    let mut s = settings(&lichess.url);
    s.lichess.enabled = false;
    let url = serve(crate::common::bot_with(s.clone()), None).await;

    let (roll, _) = ask(&url, &random_777()).await;
    assert!(!ids(&roll["data"]["components"]).is_empty(), "{roll}");
    assert_eq!(play_id(&roll["data"]["components"]), None, "{roll}");
    let code = crate::events::quoted(&content(&roll), "· replay").to_owned();
    let (replay, _) = ask(
        &url,
        &command("replay", json!([opt("code", 3, json!(code))]), "tok-replay"),
    )
    .await;
    assert!(
        replay["data"]["embeds"][0]["title"]
            .as_str()
            .is_some_and(|t| t.ends_with("SP 777")),
        "{replay}"
    );
    assert_eq!(play_id(&replay["data"]["components"]), None, "{replay}");
    let name = opt("name", 3, json!("Off Open"));
    ask(
        &url,
        &subcommand(
            "event",
            "start",
            json!([
                name.clone(),
                opt("rounds", 4, json!(1)),
                opt("variant", 3, json!("chess960"))
            ]),
        ),
    )
    .await;
    let (reveal, _) = ask(&url, &subcommand("event", "next", json!([name]))).await;
    assert!(reveal["data"]["embeds"][0]["title"].is_string(), "{reveal}");
    assert_eq!(play_id(&reveal["data"]["components"]), None, "{reveal}");

    let (refused, _) = ask(&url, &press("li|r|p|960|777|0", ALICE, "tok-off")).await;
    assert_eq!(refused["data"]["flags"], 64);
    assert!(
        content(&refused).contains("playing on lichess is turned off here"),
        "{refused}"
    );

    let (_, post) = daily_post(s).await;
    assert!(post.embed.is_some());
    assert_eq!(reply_play_id(&post), None, "{:?}", post.buttons);
    assert!(lichess.log().is_empty());
}

/// The console, typing `lines`, with `bot`: everything it printed.
async fn console(bot: Arc<Bot>, lines: &[&str]) -> String {
    let input = lines.join("\n");
    let mut out = Vec::new();
    backrank::bot::transport::console::run(
        bot,
        std::io::Cursor::new(input),
        &mut out,
        backrank::bot::transport::console::Place {
            dir: crate::common::scratch("console-lichess"),
            prompt: false,
            lang: None,
            zone: jiff::tz::TimeZone::UTC,
        },
    )
    .await;
    String::from_utf8(out).unwrap()
}

/// A server's own 8x8 variant with the standard pieces is played from its
/// position too, named by its id.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_own_eight_by_eight_variant_plays_from_its_position() {
    let lichess = FakeLichess::start().await;
    let bot = crate::common::bot_with(settings(&lichess.url));
    let dir = crate::common::scratch("lichess-variant-file");
    let file = dir.join("club-shuffle.toml");
    std::fs::write(
        &file,
        "id = \"club-shuffle\"\nname = \"Club Shuffle\"\nfiles = 8\nranks = 8\n\
         row = \"RNBQKBNR\"\ncastling = false\nrules = [\"bishops-opposite-colours\"]\n",
    )
    .unwrap();
    let out = console(
        bot,
        &[
            &format!("/variant add file:{}", file.display()),
            "/random club-shuffle",
            "/press 2",
        ],
    )
    .await;
    assert!(
        out.contains("♟️ **Backrank · club-shuffle "),
        "named by its id: {out}"
    );
    let sent = the_one_request(&lichess);
    assert_eq!(sent.field("variant"), Some("fromPosition"), "{out}");
    let fen = sent.field("fen").unwrap();
    assert!(
        out.lines()
            .any(|l| l.starts_with("FEN ") && l.trim_end().ends_with(&format!(" {fen}"))),
        "its own FEN: {out}"
    );
}

/// Only games made count against the hour: a press lichess answered 429,
/// one in the quiet minute after (nothing sent), and one lichess never
/// answered leave a person with `per_person_per_hour = 1` their game; the
/// game they then make is their one, until an hour has passed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presses_that_make_no_game_cost_none_of_the_hour() {
    let lichess = FakeLichess::start().await;
    let mut s = settings(&lichess.url);
    s.lichess.per_person_per_hour = 1;
    let (bot, clock) = bot_with_clock(s);
    let id = "li|r|p|960|777|0";
    let alice = member(5, "Alice", 4);
    let said = |r: &Reply| r.content.clone().unwrap_or_default();

    lichess.set_mode(Mode::TooMany);
    let r = handle_press(&bot, id, &alice).await;
    assert!(said(&r).contains("asked for a pause"), "{r:?}");
    lichess.set_mode(Mode::Lichess);
    let r = handle_press(&bot, id, &alice).await;
    assert!(said(&r).contains("asked for a pause"), "{r:?}");
    clock.advance(SignedDuration::from_secs(60));
    lichess.set_mode(Mode::Hang);
    let r = handle_press(&bot, id, &alice).await;
    assert!(said(&r).contains("did not answer in time"), "{r:?}");
    lichess.set_mode(Mode::Lichess);
    let r = handle_press(&bot, id, &alice).await;
    assert!(said(&r).contains("is ready on lichess"), "{r:?}");
    assert_eq!(lichess.log().len(), 3, "429, hang, made");

    clock.advance(SignedDuration::from_mins(30));
    let r = handle_press(&bot, id, &alice).await;
    assert_eq!(
        said(&r),
        "⚠️ you have made 1 lichess game in the last hour, the most one person may: \
         try again in 30 minutes"
    );
    clock.advance(SignedDuration::from_mins(30));
    let r = handle_press(&bot, id, &alice).await;
    assert!(
        said(&r).contains("is ready on lichess"),
        "an hour on: {r:?}"
    );
    assert_eq!(lichess.log().len(), 4);
}

/// Every reply that shows a finished roll offers the button: "Roll
/// again", `/replay`, `/record` and a roll-along finished by its form.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_reply_with_a_finished_roll_offers_the_button() {
    let lichess = FakeLichess::start().await;
    let url = serve(crate::common::bot_with(settings(&lichess.url)), None).await;

    let (roll, _) = ask(&url, &random_777()).await;
    let again = ids(&roll["data"]["components"])
        .into_iter()
        .find(|id| id.starts_with("again|"))
        .expect("a Roll again button");
    let (rolled_again, _) = ask(&url, &press(&again, ALICE, "tok-again")).await;
    assert!(
        play_id(&rolled_again["data"]["components"]).is_some(),
        "{rolled_again}"
    );

    let code = crate::events::quoted(&content(&roll), "· replay").to_owned();
    let (replayed, _) = ask(
        &url,
        &command("replay", json!([opt("code", 3, json!(code))]), "tok-replay"),
    )
    .await;
    assert_eq!(
        play_id(&replayed["data"]["components"]).as_deref(),
        Some("li|r|p|960|777|0")
    );

    let record = crate::privacy::record_number(&roll);
    let number: i64 = record.trim_start_matches('#').parse().unwrap();
    let (recorded, _) = ask(
        &url,
        &command("record", json!([opt("id", 4, json!(number))]), "tok-record"),
    )
    .await;
    assert_eq!(
        play_id(&recorded["data"]["components"]).as_deref(),
        Some("li|r|p|960|777|0"),
        "{recorded}"
    );

    let along = command(
        "roll-along",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("method", 3, json!("number")),
            opt("dice", 3, json!("coin"))
        ]),
        "tok-along",
    );
    let (started, _) = crate::roll_along::reply(signed(&url, &along).await).await;
    assert_eq!(play_id(&started["data"]["components"]), None, "not yet");
    let form = crate::roll_along::id_ending(&started, "|form");
    let (modal, _) = ask(&url, &press(&form, ALICE, "tok-form")).await;
    let typed = modal["data"]["custom_id"].as_str().unwrap().to_owned();
    let flips: Vec<String> = FLIPS_777.chars().map(String::from).collect();
    let (done, _) = crate::roll_along::reply(
        signed(&url, &crate::roll_along::submit(&typed, &flips.join(" "))).await,
    )
    .await;
    assert!(content(&done).contains("is complete"), "{done}");
    assert_eq!(
        play_id(&done["data"]["components"]).as_deref(),
        Some("li|r|p|960|777|0"),
        "{done}"
    );
    assert!(lichess.log().is_empty(), "nothing is asked before a press");
}
