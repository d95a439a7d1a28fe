//! The web pages in a real browser: Debian's Chromium, driven by
//! playwright-core (`tests/browser/pages.mjs`). axe-core audits every page
//! kind in every language it is shown in, at a phone's width (390 px) and
//! a desk's (1280 px); the front page is used with the keyboard alone; a
//! roll-along is done by clicks to its roll's page, and one by its boxes
//! for the standard position and pairs; "Play on lichess" is pressed on
//! a roll's page against the stand-in for lichess, and the game's page it
//! answers audited and shot; an event's arbiter's screen, open
//! on a projector, shows the next round when `/event next` reveals it;
//! each page is shot on a phone and a wide screen, a roll's sheet printed
//! on A4 and Letter, and a round's sheets for four boards on four pages,
//! into `target/tmp/browser/` for people to look at. A round revealed with
//! study time shows when play starts, and the screen counts down to it
//! and says that play has started, with no reload (the bot's clock is put
//! ahead rather than waited out).
//!
//! What the test needs beyond cargo it installs when missing, saying so:
//! Debian's `chromium` (and `nodejs`, `npm`) with apt-get, and the two npm
//! packages of `tests/browser/package-lock.json` with `npm ci`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use backrank::app::settings::Settings;
use backrank::web::{self, Budget, Web};
use serde_json::Value;

const CODE: &str = "960-nc-hhtttthtth-v";
const CRC: &str = "crc-s6-655354225554-r";
const JANGGI: &str = "kor-p6-6553-w";
/// The widths every page is audited at: a phone's, a desk's.
const WIDTHS: [u32; 2] = [390, 1280];
/// Chess960 by placement with a d6: the standard position (2 3 3 2 3),
/// thrown again, then SP 0.
const FACES_RULED: &str = "2332311111";
/// Screens open in one hall, behind one address.
const HALL_SCREENS: usize = 10;

pub(crate) fn browser_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser")
}

/// Chromium, Node.js and the npm packages, installed when missing.
pub(crate) fn ready() -> Result<(), String> {
    let runs = |program: &str| {
        Command::new(program)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let mut missing = Vec::new();
    if !Path::new("/usr/bin/chromium").exists() {
        missing.push("chromium");
    }
    // Node.js may come from elsewhere than Debian: only what does not run
    // is installed.
    if !runs("node") {
        missing.push("nodejs");
    }
    if !runs("npm") {
        missing.push("npm");
    }
    if !missing.is_empty() {
        backrank_serial::debian::install(&missing, &missing, "the web pages' browser tests")?;
    }
    let dir = browser_dir();
    if !dir.join("node_modules/playwright-core").exists()
        || !dir.join("node_modules/axe-core").exists()
    {
        eprintln!(
            "backrank tests: installing playwright-core and axe-core (npm ci in tests/browser)"
        );
        let out = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&dir)
            .output()
            .map_err(|e| format!("could not run npm: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "`npm ci` in tests/browser failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(())
}

/// The number of pages of a PDF Chromium printed: its page objects.
pub(crate) fn pdf_pages(file: &str) -> usize {
    let bytes = std::fs::read(file).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    text.match_indices("/Type /Page")
        .filter(|(at, _)| !text[at + "/Type /Page".len()..].starts_with('s'))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_kind_passes_axe_in_chromium_works_by_keyboard_and_prints_on_one_sheet() {
    tokio::task::spawn_blocking(ready)
        .await
        .unwrap()
        .unwrap_or_else(|why| panic!("{why}"));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let lichess = crate::fake_lichess::FakeLichess::start().await;
    let (event, (reveal, ahead), bot) = an_event_with_round_1_out(&base, &lichess.url).await;
    // The roll-alongs below press one face twice faster than any hand: no
    // moment for a double tap (tests/integration/browser_table.rs has one).
    let site = Arc::new(
        Web::new(None, Budget::new(1000, 1000))
            .with_events(bot.app().clone())
            .with_moment(std::time::Duration::ZERO),
    );
    let limits = Settings::load(None).unwrap().http;
    let hall_limits = limits.clone();
    tokio::spawn(
        async move { web::serve_on(listener, site, &limits, std::future::pending()).await },
    );
    // The same event on a site with a tight budget per address (3 a
    // second, 10 at once), for a hall of screens behind one address that
    // the budget must refuse some of the time.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let hall = format!("http://{}", listener.local_addr().unwrap());
    let hall_site = Arc::new(Web::new(None, Budget::new(3, 10)).with_events(bot.app().clone()));
    tokio::spawn(async move {
        web::serve_on(listener, hall_site, &hall_limits, std::future::pending()).await
    });

    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser");
    std::fs::create_dir_all(&out).unwrap();
    let pages: Vec<(String, u16, &str)> = vec![
        ("/".into(), 200, "en"),
        ("/?lang=ko".into(), 200, "ko"),
        (format!("/r/{CODE}"), 200, "en"),
        (format!("/r/{CODE}?lang=de"), 200, "de"),
        (format!("/r/{CRC}?lang=fr"), 200, "fr"),
        (format!("/r/{JANGGI}?lang=es"), 200, "es"),
        ("/p/chess960/518?lang=ko".into(), 200, "ko"),
        ("/roll/chess960?lang=de".into(), 200, "de"),
        ("/v/modern-random?lang=es".into(), 200, "es"),
        // The variants whose audit is wider than a phone.
        ("/v/chess960?lang=en".into(), 200, "en"),
        ("/v/crc?lang=fr".into(), 200, "fr"),
        ("/v/janggi?lang=ko".into(), 200, "ko"),
        (
            "/roll/chess960/throw?method=placement&dice=d6&exclude_standard=true&pair=true&f=23323&lang=de"
                .into(),
            200,
            "de",
        ),
        (
            "/roll/chess960/throw?method=number&dice=coin&f=hht&lang=fr".into(),
            200,
            "fr",
        ),
        (
            "/roll/crc/throw?method=scharnagl&dice=d6&f=6&lang=ko".into(),
            200,
            "ko",
        ),
        ("/r/960-nc-hhtttthtth-x".into(), 400, "en"),
        ("/no/such/page".into(), 404, "en"),
        (event.clone(), 200, "en"),
        (format!("{event}?lang=de"), 200, "de"),
        (format!("{event}/screen?lang=ko"), 200, "ko"),
        (format!("{event}/1/sheets?lang=fr"), 200, "fr"),
        (format!("{event}/1/sheets?boards=2&lang=es"), 200, "es"),
        (format!("/e/{}", "0".repeat(32)), 404, "en"),
    ];
    let mut node = Command::new("timeout");
    node.args(["300", "node", "pages.mjs", &base])
        .arg(&out)
        .args(pages.iter().map(|(p, _, _)| p.as_str()))
        .env("CODE", CODE)
        .env("TOSSES", "HHTTTTHTTH")
        .env("FACES_RULED", FACES_RULED)
        .env("WIDTHS", WIDTHS.map(|w| w.to_string()).join(","))
        .env("EVENT", &event)
        .env("HALL", &hall)
        .env("HALL_SCREENS", HALL_SCREENS.to_string())
        .env("REVEAL_URL", &reveal)
        .env("AHEAD_URL", &ahead)
        .env("PLAY_PATH", format!("/r/{CODE}"))
        .current_dir(browser_dir());
    let ran = tokio::task::spawn_blocking(move || node.output())
        .await
        .unwrap()
        .unwrap();
    assert!(
        ran.status.success(),
        "the browser run failed:\n{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    let report: Value = serde_json::from_slice(&ran.stdout).unwrap();

    // Every page at each width, a phone's then a desk's.
    let audited = report["pages"].as_array().unwrap();
    assert_eq!(audited.len(), pages.len() * WIDTHS.len(), "{report}");
    let mut problems = Vec::new();
    let mut sideways = Vec::new();
    let mut too_wide = Vec::new();
    let each = WIDTHS
        .iter()
        .flat_map(|w| pages.iter().map(move |p| (*w, p)));
    for ((width, (path, status, lang)), seen) in each.zip(audited) {
        assert_eq!(seen["path"], path.as_str());
        assert_eq!(seen["width"], width, "{path}");
        assert_eq!(seen["status"], *status, "{path}");
        assert_eq!(seen["lang"], *lang, "{path}");
        // The audit ran: it found rules that pass.
        assert!(seen["passes"].as_u64().unwrap() > 10, "{path}: {seen}");
        for v in seen["violations"].as_array().unwrap() {
            problems.push(format!("{path} at {width} px: {v}"));
        }
        // Only a region of its own scrolls sideways, never the page.
        let laid_out = seen["pageWidth"].as_u64().unwrap();
        if laid_out > u64::from(width) {
            too_wide.push(format!("{path} at {width} px is {laid_out} px wide"));
        }
        for region in seen["sideways"].as_array().unwrap() {
            sideways.push((path.as_str(), width, region.clone()));
        }
    }
    assert!(
        problems.is_empty(),
        "axe-core found:\n{}",
        problems.join("\n")
    );
    assert!(too_wide.is_empty(), "{}", too_wide.join("\n"));
    // The wide tables do scroll on a phone (so the audit met regions
    // that scroll), and only there; each is a focusable, labelled region.
    let scrolled: Vec<&str> = sideways.iter().map(|(p, _, _)| *p).collect();
    for wide in ["/v/chess960?lang=en", "/v/crc?lang=fr", "/v/janggi?lang=ko"] {
        assert!(
            scrolled.contains(&wide),
            "{wide} does not scroll: {sideways:?}"
        );
    }
    for (path, width, region) in &sideways {
        assert_eq!(*width, WIDTHS[0], "{path} scrolls on a desk: {region}");
        assert_eq!(region["tabindex"], "0", "{path}: {region}");
        assert_eq!(region["role"], "region", "{path}: {region}");
        assert!(
            region["label"].as_str().is_some_and(|l| !l.is_empty()),
            "{path}: {region}"
        );
    }
    assert_eq!(report["consoleErrors"], serde_json::json!([]), "{report}");

    let keyboard = &report["keyboard"];
    assert_eq!(keyboard["landed"], format!("/r/{CODE}"), "{keyboard}");
    assert_eq!(keyboard["heading"], "Chess960 (Fischer Random) · SP 777");
    let along = &report["along"];
    assert_eq!(along["clicks"], 10, "{along}");
    assert_eq!(along["landed"], format!("/r/{CODE}"), "{along}");
    assert_eq!(along["heading"], "Chess960 (Fischer Random) · SP 777");
    // The boxes for the standard position and pairs, ticked by their
    // labels: the standard position came and was thrown again, and the
    // code keeps both rules.
    let ruled = &report["alongRuled"];
    assert_eq!(ruled["taps"], FACES_RULED.len(), "{ruled}");
    assert_eq!(ruled["landed"], "/r/960-p6xs-2332311111-3", "{ruled}");
    assert_eq!(ruled["heading"], "Chess960 (Fischer Random) · SP 0");
    for printed in report["printed"].as_array().unwrap() {
        let file = printed["file"].as_str().unwrap();
        assert_eq!(pdf_pages(file), 1, "{printed}: the sheet is not one page");
    }

    // Play on lichess, pressed on the roll's page: the game's page gives
    // the address lichess answered with (the stand-in's last game, every
    // request as lichess's API description allows), and the page passes
    // the audit at both widths.
    let play = &report["play"];
    assert_eq!(play["violations"], serde_json::json!([]), "{play}");
    // The post is answered with the game's own address (303), so a
    // reload of the game's page makes no second game.
    assert_eq!(play["status"], 303, "{play}");
    assert_eq!(play["landed"], format!("/r/{CODE}/lichess"), "{play}");
    assert_eq!(play["heading"], "Your game is ready on lichess", "{play}");
    let sent = lichess.log();
    assert_eq!(sent.len(), 1 + WIDTHS.len(), "a press each: {sent:?}");
    for request in &sent {
        assert_eq!(crate::fake_lichess::check(request), Ok(()));
        assert_eq!(request.field("name"), Some("Backrank · SP 777"));
    }
    let game = format!("https://lichess.org/Bk{:06}", sent.len() - 1);
    assert_eq!(play["game"], game.as_str(), "{play}");
    assert_eq!(play["shown"], game.as_str(), "{play}");
    assert_eq!(play["white"], format!("{game}?color=white"), "{play}");
    assert_eq!(play["black"], format!("{game}?color=black"), "{play}");

    // The projector's screen showed round 1, then round 2 once revealed,
    // with the number the bot posted for it.
    let screen = &report["screen"];
    assert_eq!(screen["before"], "1", "{screen}");
    assert_eq!(screen["after"], "2", "{screen}");
    assert_eq!(screen["heading"], "Club Open · round 2 of 3", "{screen}");
    assert_eq!(
        screen["title"], "Club Open · round 2 of 3 · Backrank",
        "{screen}"
    );
    assert_eq!(screen["reloads"], 0, "put in place, not reloaded: {screen}");
    let posted = screen["revealed"].as_str().unwrap();
    let number = screen["number"].as_str().unwrap();
    assert!(
        posted.contains(&format!("· {number}")),
        "{number} not in {posted}"
    );
    // Revealed with a minute of study: its countdown runs on the screen
    // that was waiting for it (a minute or a moment less).
    let left = screen["countdown"].as_str().unwrap();
    assert!(["1:00", "0:59", "0:58"].contains(&left), "{screen}");

    // The study time's end, on a screen opened 5 seconds before it: the
    // start in the page as the reveal named it, the count from about 5
    // down to 0, then "Play has started", with no reload.
    let countdown = &report["countdown"];
    let play_at = countdown["playAt"].as_i64().unwrap();
    assert!(
        posted.contains(&format!("play starts at <t:{play_at}:t> (<t:{play_at}:R>)")),
        "{posted}"
    );
    let start = jiff::Timestamp::from_second(play_at).unwrap();
    assert_eq!(countdown["datetime"], start.to_string(), "{countdown}");
    assert_eq!(
        countdown["utc"],
        format!("{} UTC", start.strftime("%H:%M")),
        "the time with no script: {countdown}"
    );
    assert!(
        countdown["local"].as_str().is_some_and(|l| l.contains(':')),
        "the time in the reader's zone: {countdown}"
    );
    let first = &countdown["firstSeen"];
    let seconds = first["left"].as_i64().unwrap();
    // Put ahead by whole seconds, so up to a second more.
    assert!((1..=6).contains(&seconds), "{countdown}");
    assert_eq!(first["text"], format!("0:0{seconds}"), "{countdown}");
    assert_eq!(countdown["left"], "0", "{countdown}");
    assert_eq!(countdown["started"], "Play has started", "{countdown}");
    assert_eq!(countdown["reloads"], 0, "counted in the page: {countdown}");
    assert_eq!(
        countdown["violations"],
        serde_json::json!([]),
        "{countdown}"
    );
    // A hall of screens behind one address, past its budget of requests:
    // some were refused (429), and every one still shows round 3 once it
    // is revealed, none left on a refusal.
    let hall = &report["hall"];
    assert_eq!(hall["screens"], HALL_SCREENS, "{hall}");
    assert!(
        !hall["refused"].as_array().unwrap().is_empty(),
        "the budget was tested: {hall}"
    );
    assert_eq!(
        hall["shown"],
        serde_json::json!(vec!["3"; HALL_SCREENS]),
        "{hall}"
    );
    for printed in report["sheets"].as_array().unwrap() {
        let file = printed["file"].as_str().unwrap();
        assert_eq!(pdf_pages(file), 4, "{printed}: a page a board");
    }
    // Each board's sheet prints when play starts.
    let times = report["sheetTimes"].as_array().unwrap();
    assert_eq!(times.len(), 4, "{times:?}");
    for time in times {
        assert_eq!(time["datetime"], start.to_string(), "{time}");
        assert_eq!(time["printed"], true, "{time}");
        assert!(
            time["text"].as_str().is_some_and(|t| t.contains(':')),
            "{time}"
        );
    }
}

/// The bot's clock: the system's, put ahead when the test says (a round's
/// study time passes without waiting it out).
struct Ahead(std::sync::atomic::AtomicI64);

impl backrank::app::clock::Clock for Ahead {
    fn now(&self) -> jiff::Timestamp {
        let ahead = self.0.load(std::sync::atomic::Ordering::SeqCst);
        jiff::Timestamp::now() + jiff::SignedDuration::from_secs(ahead)
    }
}

/// A bot with an event of three rounds, round 1 revealed: the event's
/// page (`/e/TOKEN`), an address that reveals the next round as `/event
/// next` does (for the browser to call once its screen listens;
/// `?study=N` gives it N minutes of study), one that puts the bot's clock
/// `?seconds=N` ahead, and the bot.
pub(crate) async fn an_event_with_round_1_out(
    base: &str,
    lichess: &str,
) -> (String, (String, String), Arc<backrank::bot::Bot>) {
    use crate::endpoint::{opt, serve};
    use crate::events::{content, event};
    use crate::privacy::ask;
    use serde_json::json;

    let dir = crate::common::scratch("browser-event");
    for f in [
        "backrank.sqlite3",
        "backrank.sqlite3-wal",
        "backrank.sqlite3-shm",
    ] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let mut settings = Settings::load(None).unwrap();
    settings.web.public_url = Some(base.to_owned());
    settings.lichess.api_url = lichess.to_owned();
    let store = Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let clock = Arc::new(Ahead(std::sync::atomic::AtomicI64::new(0)));
    let app = backrank::app::App::new(settings, store)
        .unwrap()
        .with_clock(clock.clone());
    let bot = Arc::new(backrank::bot::Bot::from_app(app));
    let url = serve(bot.clone(), None).await;
    let start = crate::events::club_open(3);
    let (r, _) = ask(&url, &start).await;
    let page = r["data"]["components"][0]["components"]
        .as_array()
        .and_then(|b| b.iter().find_map(|b| b["url"].as_str()))
        .unwrap_or_else(|| panic!("no link: {r}"))
        .strip_prefix(base)
        .unwrap()
        .to_owned();
    let (r, _) = ask(&url, &event("next", json!([]))).await;
    assert!(content(&r).contains("round 1 of 3"), "{r}");

    type Query = axum::extract::Query<std::collections::HashMap<String, i64>>;
    let reveal = axum::Router::new()
        .route(
            "/reveal",
            axum::routing::get(move |axum::extract::Query(q): Query| async move {
                let study = q.get("study").map(|m| opt("study", 4, json!(m)));
                let (r, _) = ask(&url, &event("next", json!(Vec::from_iter(study)))).await;
                let title = r["data"]["embeds"][0]["title"].as_str().unwrap_or_default();
                format!("{} {title}", content(&r))
            }),
        )
        .route(
            "/ahead",
            axum::routing::get(move |axum::extract::Query(q): Query| async move {
                let seconds = q.get("seconds").copied().unwrap_or_default();
                clock.0.store(seconds, std::sync::atomic::Ordering::SeqCst);
                seconds.to_string()
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let helper = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, reveal).await });
    (
        page,
        (format!("{helper}/reveal"), format!("{helper}/ahead")),
        bot,
    )
}

/// A second event on `bot`'s server, "Hall B", no round revealed: its
/// page (`/e/TOKEN`).
pub(crate) async fn another_event(bot: &Arc<backrank::bot::Bot>, base: &str) -> String {
    use crate::endpoint::{opt, serve};
    use crate::events::event;
    use crate::privacy::ask;
    use serde_json::json;

    let url = serve(bot.clone(), None).await;
    let start = event(
        "start",
        json!([
            opt("name", 3, json!("Hall B")),
            opt("rounds", 4, json!(2)),
            opt("variant", 3, json!("chess960")),
            opt("repeats", 3, json!("no"))
        ]),
    );
    let (r, _) = ask(&url, &start).await;
    r["data"]["components"][0]["components"]
        .as_array()
        .and_then(|b| b.iter().find_map(|b| b["url"].as_str()))
        .unwrap_or_else(|| panic!("no link: {r}"))
        .strip_prefix(base)
        .unwrap()
        .to_owned()
}
