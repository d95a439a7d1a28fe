//! "Play on lichess" pressed with an edited button id, through the signed
//! HTTP endpoint, on both store backends: a game is named for an event's
//! round only when the round is one of the event's, revealed, passing its
//! check, and the button's position is its own; for a daily challenge
//! only when the record the button carries was kept as that date's
//! challenge in this server, of that position. Anything else is refused
//! before lichess is asked, as the web's form refuses it; a daily button
//! that carries no record (made before records were carried) plays the
//! position under its own name, which claims nothing.

use std::sync::Arc;

use backrank::app::App;
use backrank::app::settings::Settings;
use backrank::bot::Bot;
use serde_json::{Value, json};

use crate::endpoint::{command, opt, serve, subcommand};
use crate::fake_lichess::FakeLichess;
use crate::privacy::ask;
use crate::store_suite::{Backend, Place};

const ALICE: &str = "5555555555555555555";

/// The stand-in at `lichess`, answered within a second; rolls unlimited.
fn settings(lichess: &str) -> Settings {
    let mut s = Settings::load(None).unwrap();
    s.lichess.api_url = lichess.into();
    s.lichess.timeout_secs = 1;
    s.bot.rolls_per_minute = 0;
    s
}

/// A press of the button `id`, signed as Discord signs it.
fn press(id: &str, token: &str) -> Value {
    let mut p = crate::roll_along::press(id, ALICE);
    p["token"] = json!(token);
    p
}

/// The "Play on lichess" button's id under a reply.
fn play_id(reply: &Value) -> String {
    reply["data"]["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .find(|id| id.starts_with("li|"))
        .unwrap_or_else(|| panic!("no Play on lichess button: {reply}"))
}

/// The words of a reply.
fn content(reply: &Value) -> String {
    reply["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// `id` with its word `at` (from 0) replaced by `word`.
fn with_word(id: &str, at: usize, word: &str) -> String {
    let mut words: Vec<&str> = id.split('|').collect();
    words[at] = word;
    words.join("|")
}

/// One statement run on the store's own database, as someone with the
/// database's password would; the first column of its first row, if it
/// gives one.
async fn sql(place: &Place, statement: &str) -> Option<String> {
    if place.url.is_empty() {
        let db = rusqlite::Connection::open(place.dir.join("backrank.sqlite3")).unwrap();
        let mut query = db.prepare(statement).unwrap();
        let mut rows = query.query([]).unwrap();
        return rows.next().unwrap().map(|row| row.get(0).unwrap());
    }
    let (client, conn) = tokio_postgres::connect(&place.url, tokio_postgres::NoTls)
        .await
        .unwrap();
    let driver = tokio::spawn(conn);
    let rows = client.query(statement, &[]).await.unwrap();
    drop(client);
    let _ = driver.await;
    rows.first().map(|row| row.get(0))
}

/// A bot on a fresh store of `backend`, served on the signed endpoint,
/// asking the stand-in for lichess.
async fn bot_on(backend: Backend) -> (String, FakeLichess, Place) {
    let lichess = FakeLichess::start().await;
    let place = Place::fresh(backend).await;
    let app = App::new(settings(&lichess.url), place.open().await).unwrap();
    let url = serve(Arc::new(Bot::from_app(app)), None).await;
    (url, lichess, place)
}

/// Presses `id` and gives back what the reply says, checking that lichess
/// was asked nothing.
async fn refused(url: &str, lichess: &FakeLichess, id: &str, says: &str) {
    let (reply, _) = ask(url, &press(id, "tok-forged")).await;
    let text = content(&reply);
    assert!(text.contains(says), "{id}: {says:?} in {text}");
    assert_eq!(reply["data"]["flags"], 64, "refused to the presser alone");
    assert!(
        lichess.log().is_empty(),
        "{id} asked lichess: {:?}",
        lichess.log()
    );
}

async fn forged_round_ids_make_no_game(backend: Backend) {
    let (url, lichess, place) = bot_on(backend).await;
    let name = opt("name", 3, json!("G1"));
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
    let id = play_id(&reveal);
    let round_1 = id.split('|').nth(1).unwrap().to_owned();
    let event = round_1.strip_suffix(".1").unwrap().to_owned();
    let number: u64 = id.split('|').nth(4).unwrap().parse().unwrap();

    // Round 2, not revealed; round 0; round 3 of 2; round 1 with
    // another position.
    refused(
        &url,
        &lichess,
        &with_word(&id, 1, &format!("{event}.2")),
        "round 2 of \"G1\" is not revealed yet",
    )
    .await;
    refused(
        &url,
        &lichess,
        &with_word(&id, 1, &format!("{event}.0")),
        "\"G1\" has no round 0: its rounds are 1 to 2",
    )
    .await;
    refused(
        &url,
        &lichess,
        &with_word(&id, 1, &format!("{event}.3")),
        "\"G1\" has no round 3",
    )
    .await;
    let other = (number + 1) % 960;
    refused(
        &url,
        &lichess,
        &with_word(&id, 4, &other.to_string()),
        "this button does not show round 1 of \"G1\"",
    )
    .await;

    // The button itself plays the round, under its name.
    let (game, _) = ask(&url, &press(&id, "tok-round")).await;
    assert!(
        content(&game).contains("**Backrank · G1 round 1**"),
        "{game}"
    );
    let log = lichess.log();
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0].field("name"), Some("Backrank · G1 round 1"));

    // Round 2's seed changed in the store and counted as revealed there:
    // its button, as the reveal would have made it, is refused.
    let seeds = sql(&place, "SELECT seeds FROM events").await.unwrap();
    let mut forged: Vec<String> = seeds.split(' ').map(str::to_owned).collect();
    forged[1] = "ab".repeat(32);
    sql(
        &place,
        &format!(
            "UPDATE events SET seeds = '{}', revealed = 2",
            forged.join(" ")
        ),
    )
    .await;
    let (answer, _) = ask(
        &url,
        &press(&with_word(&id, 1, &format!("{event}.2")), "tok-tampered"),
    )
    .await;
    let text = content(&answer);
    assert!(
        text.contains("round 2 of \"G1\" does not match what was published"),
        "{text}"
    );
    assert_eq!(lichess.log().len(), 1, "the tampered round asked lichess");
}

async fn forged_daily_ids_make_no_game_named_for_a_date(backend: Backend) {
    let (url, lichess, _place) = bot_on(backend).await;
    let (post, _) = ask(&url, &subcommand("daily", "now", json!([]))).await;
    let id = play_id(&post);
    let occasion = id.split('|').nth(1).unwrap().to_owned();
    let (day, record) = occasion
        .strip_prefix('d')
        .and_then(|rest| rest.split_once('.'))
        .unwrap_or_else(|| panic!("a date and a record: {id}"));
    let date = format!("{}-{}-{}", &day[..4], &day[4..6], &day[6..]);

    // Another date with the day's record; the day with a record that is
    // no daily challenge (a roll of its own).
    refused(
        &url,
        &lichess,
        &with_word(&id, 1, &format!("d20991231.{record}")),
        "this button does not show the daily challenge of 2099-12-31",
    )
    .await;
    let roll = command(
        "random",
        json!([opt("variant", 3, json!("chess960"))]),
        "tok-roll",
    );
    let (rolled, _) = ask(&url, &roll).await;
    let own = crate::privacy::record_number(&rolled);
    let own = own.trim_start_matches('#');
    refused(
        &url,
        &lichess,
        &with_word(&id, 1, &format!("d{day}.{own}")),
        &format!("this button does not show the daily challenge of {date}"),
    )
    .await;

    // A daily button with no record (as made before records were
    // carried) names nothing it cannot vouch for: the position's own name.
    let (game, _) = ask(&url, &press(&with_word(&id, 1, "d20991231"), "tok-old")).await;
    let text = content(&game);
    assert!(!text.contains("2099"), "{text}");
    let log = lichess.log();
    assert_eq!(log.len(), 1, "{log:?}");
    let number = id.split('|').nth(4).unwrap();
    assert_eq!(
        log[0].field("name").map(str::to_owned),
        Some(format!("Backrank · SP {number}"))
    );

    // The button itself: the day's game.
    let (game, _) = ask(&url, &press(&id, "tok-day")).await;
    let name = format!("Backrank · daily challenge {date}");
    assert!(content(&game).contains(&name), "{game}");
    assert_eq!(lichess.log()[1].field("name"), Some(name.as_str()));
}

macro_rules! on_both_backends {
    ($($test:ident),+ $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(super::Backend::Sqlite).await
                }
            )+
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(super::Backend::Postgres).await
                }
            )+
        }
    };
}

on_both_backends!(
    forged_round_ids_make_no_game,
    forged_daily_ids_make_no_game_named_for_a_date,
);
