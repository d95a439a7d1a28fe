//! An event's web pages over real HTTP, beside the bot that runs it: the
//! link in `/event start`'s post, the commitments before any reveal, each
//! revealed round with its board, PGN, sheets and JSON, the arbiter's
//! screen stream told of a reveal, a round changed in the store refused
//! rather than shown as committed, tokens that cannot be guessed, and a
//! stream that ends when the site stops; then the same across processes
//! (`backrank web` beside `backrank console` on one store).

use std::sync::Arc;
use std::time::Duration;

use backrank::app::settings::Settings;
use backrank::web::{self, Budget, Web};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::endpoint::{opt, serve};
use crate::events::{content, event};
use crate::privacy::ask;

async fn get(url: &str) -> (StatusCode, String) {
    let r = reqwest::get(url).await.unwrap();
    let status = r.status();
    (status, r.text().await.unwrap())
}

/// The next server-sent event's data on `stream` (what `buffer` holds
/// beyond it stays there), or `None` when the stream ends; a minute at
/// most (a fault fails the test rather than hang it).
async fn next_sent(stream: &mut reqwest::Response, buffer: &mut String) -> Option<String> {
    tokio::time::timeout(Duration::from_secs(60), next_sent_now(stream, buffer))
        .await
        .expect("a server-sent event, or the stream's end, within a minute")
}

async fn next_sent_now(stream: &mut reqwest::Response, buffer: &mut String) -> Option<String> {
    loop {
        if let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            if let Some(data) = block.lines().find_map(|l| l.strip_prefix("data: ")) {
                return Some(data.to_owned());
            }
            // A keep-alive comment.
            continue;
        }
        match stream.chunk().await {
            Ok(Some(bytes)) => buffer.push_str(&String::from_utf8_lossy(&bytes)),
            _ => return None,
        }
    }
}

/// Serves `site` on `listener` until the test ends.
fn spawn_site(
    listener: tokio::net::TcpListener,
    site: Web,
    limits: backrank::app::settings::HttpSettings,
) {
    tokio::spawn(async move {
        web::serve_on(listener, Arc::new(site), &limits, std::future::pending())
            .await
            .unwrap();
    });
}

/// The "Open on the web" link under a reply.
fn web_link(reply: &Value) -> String {
    reply["data"]["components"][0]["components"]
        .as_array()
        .unwrap_or_else(|| panic!("no buttons: {reply}"))
        .iter()
        .find(|b| b["label"] == "Open on the web")
        .and_then(|b| b["url"].as_str())
        .unwrap_or_else(|| panic!("no web link: {reply}"))
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_events_pages_follow_its_reveals_and_refuse_a_forged_round() {
    let dir = crate::common::scratch("web-event");
    for f in [
        "backrank.sqlite3",
        "backrank.sqlite3-wal",
        "backrank.sqlite3-shm",
    ] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let mut settings = Settings::load(None).unwrap();
    settings.web.public_url = Some(base.clone());
    let limits = settings.http.clone();
    let store = Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let bot = Arc::new(backrank::bot::Bot::new(settings, store).unwrap());
    // Screens read the store only once an hour here: a reveal must reach
    // them from this process's own reveal, at once.
    let site = Web::new(Some(base.clone()), Budget::new(1000, 1000))
        .with_events(bot.app().clone())
        .with_poll(Duration::from_secs(3600));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let pages = tokio::spawn(async move {
        let shutdown = async move {
            let _ = stopped.await;
        };
        web::serve_on(listener, Arc::new(site), &limits, shutdown)
            .await
            .unwrap();
    });
    let url = serve(bot, None).await;

    let name = opt("name", 3, json!("Club Open"));
    let (r, _) = ask(
        &url,
        &event(
            "start",
            json!([
                name,
                opt("rounds", 4, json!(3)),
                opt("variant", 3, json!("chess960")),
                opt("exclude", 3, json!("standard, 534"))
            ]),
        ),
    )
    .await;
    let link = web_link(&r);
    let token = link
        .strip_prefix(&format!("{base}/e/"))
        .unwrap_or_else(|| panic!("{link}"))
        .to_owned();
    assert_eq!(token.len(), 32, "{token}");
    let published: Vec<String> = r["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .lines()
        .map(|l| crate::events::quoted(l, ".**").to_owned())
        .collect();

    // Before any reveal: every commitment as published, no board.
    let (status, page) = get(&link).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    for c in &published {
        assert!(page.contains(c.as_str()), "{c} not in {page}");
    }
    assert_eq!(page.matches("Not revealed yet.").count(), 3, "{page}");
    let (status, _) = get(&format!("{link}/1/board.png")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "round 1 is not out");
    let (status, body) = get(&format!("{link}/1/pgn")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");

    // The arbiter's screen's stream: 0 at once, then 1 on the reveal.
    let mut stream = reqwest::get(format!("{link}/live")).await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    assert_eq!(
        stream.headers()["content-type"].to_str().unwrap(),
        "text/event-stream"
    );
    let mut buffer = String::new();
    assert_eq!(
        next_sent(&mut stream, &mut buffer).await.as_deref(),
        Some("0")
    );
    let (screen_status, screen) = get(&format!("{link}/screen")).await;
    assert_eq!(screen_status, StatusCode::OK);
    assert!(screen.contains("data-revealed=\"0\"") && screen.contains("/static/live-"));
    assert!(screen.contains("Round 1 is not revealed yet"), "{screen}");
    // The rules every round is drawn under, on the page and the screen
    // before the first reveal; the page says the commitments cover them.
    for shown in [&page, &screen] {
        assert!(
            shown.contains("<dt>Repeats</dt>")
                && shown.contains("<dt>Left out</dt>")
                && shown.contains("518, 534: a draw that gives one is drawn again"),
            "{shown}"
        );
    }
    assert!(
        page.contains("the seed and the event") && page.contains("attempt 2"),
        "{page}"
    );

    let (r, _) = ask(&url, &event("next", json!([]))).await;
    let text = content(&r);
    let seed = crate::events::quoted(&text, "Seed").to_owned();
    let title = r["data"]["embeds"][0]["title"].as_str().unwrap().to_owned();
    let number = title.rsplit(" · ").next().unwrap().to_owned();
    // Within next_sent's minute: the hour's poll cannot have brought it.
    let sent = next_sent(&mut stream, &mut buffer).await;
    assert_eq!(sent.as_deref(), Some("1"));

    // The revealed round: its board, seed, commitment and the lines that
    // check it; the next two still only committed.
    let (_, page) = get(&link).await;
    assert!(page.contains(&seed) && page.contains(&number), "{page}");
    assert!(
        page.contains("backrank verify-event --event &#39;Club Open&#39; --round 1")
            || page.contains("backrank verify-event --event 'Club Open' --round 1"),
        "{page}"
    );
    assert_eq!(page.matches("Not revealed yet.").count(), 2, "{page}");
    let r = reqwest::get(format!("{link}/1/board.png?w=360"))
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "image/png");
    let (_, screen) = get(&format!("{link}/screen")).await;
    assert!(
        screen.contains(&number) && screen.contains("data-revealed=\"1\""),
        "{screen}"
    );
    let (_, pgn) = get(&format!("{link}/pgn")).await;
    assert!(
        pgn.contains("[Event \"Club Open\"]")
            && pgn.contains("[Round \"1\"]")
            && pgn.contains("[Variant \"Chess960\"]")
            && pgn.contains(&format!("[Site \"{link}\"]")),
        "{pgn}"
    );
    assert_eq!(pgn.matches("[FEN ").count(), 1, "{pgn}");
    let (_, sheets) = get(&format!("{link}/1/sheets?boards=3")).await;
    assert_eq!(
        sheets.matches("class=\"board-sheet\"").count(),
        3,
        "{sheets}"
    );
    assert!(sheets.contains("Board 3") && !sheets.contains("Board 4"));
    for bad in ["0", "201", "x"] {
        let (status, _) = get(&format!("{link}/1/sheets?boards={bad}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "boards={bad}");
    }
    let (_, json) = get(&format!("{base}/api/v1/events/{token}")).await;
    let json: Value = serde_json::from_str(&json).unwrap();
    let e = &json["event"];
    assert_eq!(
        (json["api"].as_i64(), e["revealed"].as_i64()),
        (Some(1), Some(1)),
        "{json}"
    );
    assert_eq!(e["rounds"][0]["seed"], seed.as_str());
    assert_eq!(e["rounds"][0]["commitment"], published[0].as_str());
    assert_eq!(
        format!("SP {}", e["rounds"][0]["roll"]["number"]),
        number,
        "{json}"
    );
    assert!(e["rounds"][1].get("roll").is_none() && e["rounds"][1].get("seed").is_none());
    // The round is kept as one of the server's rolls, and says which.
    assert!(e["rounds"][0]["roll"]["record"].is_i64(), "{json}");

    // Round 2's seed changed in the store and counted as revealed there:
    // the pages refuse it, never show it as committed.
    let db = rusqlite::Connection::open(dir.join("backrank.sqlite3")).unwrap();
    let seeds: String = db
        .query_row("SELECT seeds FROM events", [], |r| r.get(0))
        .unwrap();
    let mut forged: Vec<String> = seeds.split(' ').map(str::to_owned).collect();
    forged[1] = "ab".repeat(32);
    db.execute(
        "UPDATE events SET seeds = ?1, revealed = 2",
        [forged.join(" ")],
    )
    .unwrap();
    let (status, page) = get(&link).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("does not match what was published"), "{page}");
    assert!(
        !page.contains(&"ab".repeat(32)),
        "the forged seed is not shown"
    );
    let (status, _) = get(&format!("{link}/2/board.png")).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (_, json) = get(&format!("{base}/api/v1/events/{token}")).await;
    let json: Value = serde_json::from_str(&json).unwrap();
    assert!(json["event"]["rounds"][1]["error"].is_string(), "{json}");
    assert!(json["event"]["rounds"][1].get("roll").is_none(), "{json}");
    // The whole event's PGN refuses as the round's own PGN does: a round
    // left out of a file of games would pass unseen (issue 51).
    let (status, body) = get(&format!("{base}/e/{token}/pgn")).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(!body.contains("[FEN"), "{body}");
    // `/event show`, a public reply, checks each round as the pages do:
    // the forged round says so, and its seed is not listed (issue 51).
    let (shown, _) = ask(&url, &event("show", json!([]))).await;
    let listed = shown["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(!listed.contains(&"ab".repeat(32)), "{listed}");
    let line = listed.lines().nth(1).unwrap_or_default();
    assert!(
        line.starts_with("**2.** `") && line.contains("does not match what was published"),
        "{listed}"
    );
    assert!(
        listed
            .lines()
            .next()
            .unwrap_or_default()
            .contains(" · Seed `"),
        "{listed}"
    );
    // Round 1's kept roll changed in the store: its record would show
    // another position under the round's number. Refused as a forged
    // seed is, at once (the check kept for it is not served again).
    let (status, _) = get(&format!("{link}/1/board.png")).await;
    assert_eq!(status, StatusCode::OK);
    db.execute(
        "UPDATE rolls SET replay_code = '960-p6-11111-y' WHERE event_round = 1",
        [],
    )
    .unwrap();
    let (status, _) = get(&format!("{link}/1/board.png")).await;
    assert_eq!(status, StatusCode::CONFLICT);

    // Tokens: only the one made finds the event.
    let mut other = token.clone().into_bytes();
    other[0] = if other[0] == b'0' { b'1' } else { b'0' };
    for wrong in [
        String::from_utf8(other).unwrap(),
        token.to_uppercase(),
        format!("{token}0"),
        "1".into(),
        "..%2f..%2fetc".into(),
    ] {
        let (status, body) = get(&format!("{base}/e/{wrong}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{wrong}: {body}");
        assert!(body.contains("No event at this address"), "{body}");
        let (status, _) = get(&format!("{base}/api/v1/events/{wrong}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{wrong}");
    }

    // The site stops: the screen's stream ends with it, and so does the
    // site (a stream left open would hold it for ever).
    stop.send(()).unwrap();
    let ended = tokio::time::timeout(Duration::from_secs(60), async {
        while next_sent_now(&mut stream, &mut buffer).await.is_some() {}
    })
    .await;
    assert!(ended.is_ok(), "the stream ends when the site stops");
    tokio::time::timeout(Duration::from_secs(60), pages)
        .await
        .expect("the site stops")
        .unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}
/// Study time before play (issue 52), through the interactions endpoint
/// and the event's pages, on a clock the test moves: the server's default
/// (`/settings set event_study:10`) stated in the start post and on the
/// page before any reveal; `/event next study:15` naming when play starts
/// as Discord timestamps, 15 minutes on; the same moment on the page (a
/// `<time>`), in the JSON, on each printed sheet and on the arbiter's
/// screen, which counts down to it and, once it has passed, says that play
/// has started; a study time out of 0–60 refused naming `study:`, nothing
/// revealed; without `study:`, the default.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rounds_study_time_is_named_in_discord_time_and_on_every_page() {
    use backrank::app::App;
    use backrank::app::clock::ManualClock;

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let mut settings = Settings::load(None).unwrap();
    settings.web.public_url = Some(base.clone());
    let limits = settings.http.clone();
    // 2026-11-21T18:00:00Z.
    let clock = Arc::new(ManualClock::new(
        jiff::Timestamp::from_second(1_795_284_000).unwrap(),
    ));
    let app = App::new(settings, crate::common::fresh_store())
        .unwrap()
        .with_clock(clock.clone());
    let bot = Arc::new(backrank::bot::Bot::from_app(app));
    spawn_site(
        listener,
        Web::new(Some(base.clone()), Budget::new(1000, 1000)).with_events(bot.app().clone()),
        limits,
    );
    let url = serve(bot, None).await;

    let set =
        crate::endpoint::subcommand("settings", "set", json!([opt("event_study", 4, json!(10))]));
    let (r, _) = ask(&url, &set).await;
    assert_eq!(content(&r), "✅ Saved.", "{r}");
    let (r, _) = ask(&url, &crate::events::club_open(3)).await;
    let rule = "10 minutes from each reveal to the start of play, unless the arbiter gives \
                another with it";
    let fields = r["data"]["embeds"][0]["fields"].as_array().unwrap();
    assert!(
        fields
            .iter()
            .any(|f| f["name"] == "Study time" && f["value"] == rule),
        "the start post states the rule: {r}"
    );
    let link = web_link(&r);
    let token = link.rsplit('/').next().unwrap().to_owned();
    let (_, page) = get(&link).await;
    assert!(
        page.contains(&format!("<dt>Study time</dt><dd>{rule}</dd>")),
        "{page}"
    );
    let (_, screen) = get(&format!("{link}/screen")).await;
    assert!(screen.contains(&format!("Study time: {rule}")), "{screen}");
    let (_, json) = get(&format!("{base}/api/v1/events/{token}")).await;
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["event"]["study_minutes"], 10, "{json}");

    for bad in [61, -1] {
        let (r, _) = ask(&url, &event("next", json!([opt("study", 4, json!(bad))]))).await;
        let said = content(&r);
        assert!(
            said.contains(&format!("`study` must be from 0 to 60, not {bad}")),
            "{said}"
        );
    }
    let (_, page) = get(&link).await;
    assert_eq!(page.matches("Not revealed yet.").count(), 3, "{page}");

    // 15 minutes from 18:00 UTC.
    let (r, _) = ask(&url, &event("next", json!([opt("study", 4, json!(15))]))).await;
    let said = content(&r);
    assert!(
        said.contains(
            "⏱️ 15 minutes to study the position: play starts at <t:1795284900:t> \
             (<t:1795284900:R>)."
        ),
        "{said}"
    );
    let time = "<time datetime=\"2026-11-21T18:15:00Z\" data-local>18:15 UTC</time>";
    let (_, page) = get(&link).await;
    assert!(
        page.contains(&format!(
            "<dt>Play starts</dt><dd>{time} · after 15 minutes of study</dd>"
        )),
        "{page}"
    );
    assert!(page.contains("/static/clock-"), "{page}");
    let (_, json) = get(&format!("{base}/api/v1/events/{token}")).await;
    let json: Value = serde_json::from_str(&json).unwrap();
    let first = &json["event"]["rounds"][0];
    assert_eq!(
        (first["play_at"].as_i64(), first["study_minutes"].as_i64()),
        (Some(1_795_284_900), Some(15)),
        "{json}"
    );
    let (_, sheets) = get(&format!("{link}/1/sheets?boards=2")).await;
    assert_eq!(
        sheets
            .matches(&format!("<dt>Play starts</dt><dd>{time}"))
            .count(),
        2,
        "a start on every board's sheet: {sheets}"
    );
    // The screen: the start, and a countdown by the server's clock.
    let (_, screen) = get(&format!("{link}/screen")).await;
    assert!(
        screen.contains(&format!("Play starts: {time}"))
            && screen.contains("data-play-at=\"1795284900000\" data-now=\"1795284000000\"")
            && screen.contains("/static/clock-"),
        "{screen}"
    );
    // Once the moment has passed, the screen says so with no script.
    clock.advance(jiff::SignedDuration::from_mins(15));
    let (_, screen) = get(&format!("{link}/screen")).await;
    assert!(
        screen.contains("<p class=\"countdown started\">Play has started</p>")
            && !screen.contains("data-play-at"),
        "{screen}"
    );

    // Without `study:`: the server's 10 minutes, from 18:15.
    let (r, _) = ask(&url, &event("next", json!([]))).await;
    let said = content(&r);
    assert!(
        said.contains("10 minutes to study the position: play starts at <t:1795285500:t>"),
        "{said}"
    );
    // Given as 0: none, whatever the default.
    let (r, _) = ask(&url, &event("next", json!([opt("study", 4, json!(0))]))).await;
    let said = content(&r);
    assert!(
        said.contains("round 3 of 3") && !said.contains("play starts"),
        "{said}"
    );
    let (_, json) = get(&format!("{base}/api/v1/events/{token}")).await;
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        json["event"]["rounds"][1]["play_at"], 1_795_285_500,
        "{json}"
    );
    assert!(
        json["event"]["rounds"][2].get("play_at").is_none(),
        "{json}"
    );
}

/// A round revealed by another process on the same store (here `backrank
/// console`) reaches a screen watching `backrank web`, by its poll of the
/// store; the page shows the round.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reveal_by_another_process_reaches_the_screen() {
    let dir = crate::common::scratch("web-event-processes");
    for f in [
        "backrank.sqlite3",
        "backrank.sqlite3-wal",
        "backrank.sqlite3-shm",
    ] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let store = dir.display().to_string();
    let public = "http://pages.example.org".to_owned();
    let console = |input: &'static str| {
        let out = crate::common::backrank()
            .env("BACKRANK__STORE__DATA_DIR", &store)
            .env("BACKRANK__WEB__PUBLIC_URL", &public)
            .args(["console", "--dir"])
            .arg(dir.join("images"))
            .write_stdin(input)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{said}");
        said
    };
    let said = console("/event start name:Cup rounds:2 variant:chess960\n/quit\n");
    let token = said
        .split("http://pages.example.org/e/")
        .nth(1)
        .unwrap_or_else(|| panic!("no link: {said}"))[..32]
        .to_owned();
    let host = {
        let store = store.clone();
        tokio::task::spawn_blocking(move || {
            crate::hosts::Host::web(&[("BACKRANK__STORE__DATA_DIR", store)])
        })
        .await
        .unwrap()
    };
    let link = format!("{}/e/{token}", host.base);
    let mut stream = reqwest::get(format!("{link}/live")).await.unwrap();
    let mut buffer = String::new();
    assert_eq!(
        next_sent(&mut stream, &mut buffer).await.as_deref(),
        Some("0")
    );
    let said = console("/event next\n/quit\n");
    assert!(said.contains("round 1 of 2"), "{said}");
    let sent = next_sent(&mut stream, &mut buffer).await;
    assert_eq!(sent.as_deref(), Some("1"), "{}", host.log());
    let (status, page) = get(&link).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page.matches("Not revealed yet.").count(), 1, "{page}");
}

/// A beacon event's page: before a reveal only the rule and "fixed when
/// the round is revealed"; after it the beacon round, its signature and
/// the offline check, with the position the bot posted; a signature
/// changed in the store afterwards does not verify, and the round is
/// refused.
#[cfg(feature = "beacon")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_beacon_events_page_shows_each_round_verified_by_its_signature() {
    use crate::beacon_events::{CHAIN, live_test_chain};

    let dir = crate::common::scratch("web-beacon-event");
    for f in [
        "backrank.sqlite3",
        "backrank.sqlite3-wal",
        "backrank.sqlite3-shm",
    ] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let (_test, mut settings) = live_test_chain("web beacon events").await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    settings.web.public_url = Some(base.clone());
    let limits = settings.http.clone();
    let store = Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let bot = Arc::new(backrank::bot::Bot::new(settings, store).unwrap());
    let site = Web::new(Some(base.clone()), Budget::new(1000, 1000)).with_events(bot.app().clone());
    spawn_site(listener, site, limits.clone());
    let url = serve(bot, None).await;

    let (r, _) = ask(
        &url,
        &event(
            "start",
            json!([
                opt("name", 3, json!("Beacon Cup")),
                opt("rounds", 4, json!(2)),
                opt("variant", 3, json!("chess960")),
                opt("draw", 3, json!("beacon"))
            ]),
        ),
    )
    .await;
    let link = web_link(&r);
    let (_, page) = get(&link).await;
    assert!(
        page.contains(&format!("drand&#39;s {CHAIN} beacon"))
            || page.contains(&format!("drand's {CHAIN} beacon")),
        "{page}"
    );
    assert_eq!(
        page.matches("fixed when the round is revealed").count(),
        2,
        "{page}"
    );

    let (r, _) = ask(&url, &event("next", json!([]))).await;
    let text = content(&r);
    let signature = crate::events::quoted(&text, "Signature:").to_owned();
    let title = r["data"]["embeds"][0]["title"].as_str().unwrap().to_owned();
    let number = title.rsplit(" · ").next().unwrap().to_owned();
    let (status, page) = get(&link).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        page.contains(&signature) && page.contains(&number),
        "{page}"
    );
    assert!(
        page.contains(&format!("{CHAIN}:")) && page.contains("backrank replay"),
        "{page}"
    );
    assert_eq!(
        page.matches("fixed when the round is revealed").count(),
        1,
        "{page}"
    );

    let db = rusqlite::Connection::open(dir.join("backrank.sqlite3")).unwrap();
    let kept = || -> String {
        db.query_row("SELECT beacon FROM events", [], |r| r.get(0))
            .unwrap()
    };
    let signed = kept();
    assert!(signed.contains(&signature), "{signed}");
    let token = link.rsplit('/').next().unwrap().to_owned();

    // The reveal could not keep the signature (a store fault then): the
    // page fetches the round from the relay, verifies it, shows it, and
    // keeps the signature now.
    // As the reveal keeps a round it could not sign: no signature field.
    let unsigned = signed.replace(&format!(",\"signature\":\"{signature}\""), "");
    assert_ne!(unsigned, signed);
    db.execute("UPDATE events SET beacon = ?1", [&unsigned])
        .unwrap();
    let (status, page) = get(&link).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        page.contains(&signature) && page.contains(&number),
        "{page}"
    );
    assert_eq!(kept(), signed, "the signature is kept again");

    // A site whose settings do not describe the event's chain cannot check
    // the round: it says so, and does not call the round forged.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let unready = format!("http://{}", listener.local_addr().unwrap());
    let store = Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let app = Arc::new(backrank::app::App::new(Settings::load(None).unwrap(), store).unwrap());
    spawn_site(
        listener,
        Web::new(None, Budget::new(1000, 1000)).with_events(app),
        limits.clone(),
    );
    let (status, page) = get(&format!("{unready}/e/{token}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("could not be checked just now"), "{page}");
    assert!(
        !page.contains("does not match") && !page.contains(&number),
        "{page}"
    );
    let (status, _) = get(&format!("{unready}/e/{token}/1/board.png")).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    let (_, json) = get(&format!("{unready}/api/v1/events/{token}")).await;
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["event"]["rounds"][0]["check"], "unavailable", "{json}");

    // The kept signature changed in the store: it no longer verifies, and
    // the site that showed the round refuses it now.
    let flipped = if signature.ends_with('0') { "1" } else { "0" };
    let mut forged = signature.clone();
    forged.replace_range(forged.len() - 1.., flipped);
    db.execute(
        "UPDATE events SET beacon = ?1",
        [signed.replace(&signature, &forged)],
    )
    .unwrap();
    let (status, page) = get(&link).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("does not match what was published"), "{page}");
    assert!(!page.contains(&number) && !page.contains(&forged), "{page}");
    let (status, _) = get(&format!("{link}/1/board.png")).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (_, json) = get(&format!("{base}/api/v1/events/{token}")).await;
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["event"]["rounds"][0]["check"], "failed", "{json}");
}

/// A store that stops answering: an event's, a club roll's and a variant
/// file's page each answer 503, naming what could not be read (the roll's
/// and the file's said "The event cannot be read just now"), and say to
/// reload in a moment.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_whose_records_do_not_answer_say_what_could_not_be_read() {
    let dir = crate::common::scratch("web-records-down");
    let _ = std::fs::remove_file(dir.join(backrank::store::FILE_NAME));
    let variant = dir.join("small-random.toml");
    std::fs::write(
        &variant,
        std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("examples/variants/small-random.toml"),
        )
        .unwrap(),
    )
    .unwrap();
    let rolled = crate::common::json(&[
        "roll",
        "small-random",
        "--variant-file",
        variant.to_str().unwrap(),
        "--format",
        "json",
    ]);
    let code = rolled["replay"].as_str().unwrap().to_owned();
    let digest = code.split(['.', '-']).nth(2).unwrap().to_owned();

    let store = Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let app = Arc::new(backrank::app::App::new(Settings::load(None).unwrap(), store).unwrap());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    spawn_site(
        listener,
        Web::new(None, Budget::new(1000, 1000)).with_events(app),
        Settings::load(None).unwrap().http,
    );
    // Someone removes the tables the pages read.
    rusqlite::Connection::open(dir.join(backrank::store::FILE_NAME))
        .unwrap()
        .execute_batch(
            "DROP TABLE server_variants; DROP TABLE variant_definitions; DROP TABLE events;",
        )
        .unwrap();

    for (path, title) in [
        (format!("/r/{code}"), "This roll cannot be read just now"),
        (
            format!("/file/{digest}/small-random.toml"),
            "This variant file cannot be read just now",
        ),
        (
            format!("/e/{}", "0123456789abcdef".repeat(2)),
            "The event cannot be read just now",
        ),
    ] {
        let (status, page) = get(&format!("{base}{path}")).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{path}: {page}");
        assert!(page.contains(title), "{path}: {page}");
        assert!(page.contains("Reload in a moment"), "{path}: {page}");
    }
}
