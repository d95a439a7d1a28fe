//! The table's pages used for real (issue 63), in Debian's Chromium driven
//! by playwright-core (`tests/browser/table.mjs`), one browser for the
//! file: a roll's page printed on A4 and Letter is one sheet; every
//! control is at least 44×44 CSS px on a phone (390 px, device scale 3);
//! a roll-along by the keyboard alone (faces are buttons that Space
//! presses, the focus stays on them from throw to throw); a double tap is
//! not taken twice, and the throws so far are shown with Undo; a coin's
//! letters come with a key in the buttons' words, and a roll-along by
//! them gives the replay code; "Play on lichess" answered with a redirect,
//! so a reload makes no second game; refusals with ways back and language
//! links; no English left in the other languages; the step after a
//! restart counted from it; a replay code on one line on a phone; the
//! arbiter's screen on a 1280×720 projector, in dark mode, and before
//! round 1. Screenshots go to `target/tmp/browser-table/` (and
//! `SHOTS_DIR` when set) for people to look at.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use backrank::app::settings::Settings;
use backrank::web::{self, Budget, Web};
use serde_json::{Value, json};

use crate::browser::{an_event_with_round_1_out, browser_dir, pdf_pages, ready};

/// The two rolls the issue printed on two pages.
const PRINTED: [&str; 2] = ["eng-p6-646514535256644332321531-2", "960-p6xs-2332311111-3"];
/// Chess960 by ten coin tosses: HHTTTTHTTH, SP 777.
const COIN_CODE: &str = "960-nc-hhtttthtth-v";
const TOSSES: &str = "HHTTTTHTTH";
/// A roll-along on a d6 by placement, no face twice in a row, for the
/// keyboard (its code is asked of the site).
const KEYS: &str = "/roll/chess960/throw?method=placement&dice=d6&lang=en";
const KEY_FACES: &str = "41324";
const LANGS: [&str; 5] = ["en", "de", "es", "fr", "ko"];

async fn get(url: &str) -> (u16, String, String) {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let r = client.get(url).send().await.unwrap();
    let status = r.status().as_u16();
    let location = r
        .headers()
        .get("location")
        .map(|l| l.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (status, location, r.text().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tables_pages_work_on_a_phone_a_projector_and_paper() {
    tokio::task::spawn_blocking(ready)
        .await
        .unwrap()
        .unwrap_or_else(|why| panic!("{why}"));
    let lichess = crate::fake_lichess::FakeLichess::start().await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (event, (reveal, _), bot) = an_event_with_round_1_out(&base, &lichess.url).await;
    let limits = Settings::load(None).unwrap().http;
    let site = Arc::new(Web::new(None, Budget::new(1000, 1000)).with_events(bot.app().clone()));
    let site_limits = limits.clone();
    tokio::spawn(async move {
        web::serve_on(listener, site, &site_limits, std::future::pending()).await
    });
    // The same pages with no moment for a double tap: for runs that press
    // one face twice faster than a hand throws a die.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let quick = format!("http://{}", listener.local_addr().unwrap());
    let quick_site = Arc::new(
        Web::new(None, Budget::new(1000, 1000))
            .with_events(bot.app().clone())
            .with_moment(Duration::ZERO),
    );
    tokio::spawn(async move {
        web::serve_on(listener, quick_site, &limits, std::future::pending()).await
    });
    // Round 2 revealed with no study time: the screen shows the board and
    // its facts only.
    let revealed = reqwest::get(&reveal).await.unwrap().text().await.unwrap();
    assert!(revealed.contains("round 2"), "{revealed}");
    // A second event, nothing revealed (after the reveal: `/event next`
    // asks which event once there are two).
    let waiting = crate::browser::another_event(&bot, &base).await;

    // What the keyboard's faces make, asked of the site.
    let (status, keys_code, _) = get(&format!("{base}{KEYS}&f={KEY_FACES}")).await;
    assert_eq!(status, 303, "{KEY_FACES} is a whole roll");

    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser-table");
    std::fs::create_dir_all(&out).unwrap();
    let mut node = Command::new("timeout");
    node.args(["300", "node", "table.mjs"])
        .env("BASE", &base)
        .env("QUICK", &quick)
        .env("OUT", &out)
        .env("SHOTS", std::env::var("SHOTS_DIR").unwrap_or_default())
        .env("PRINTED", PRINTED.join(","))
        .env("COIN_CODE", COIN_CODE)
        .env("TOSSES", TOSSES)
        .env("KEYS", KEYS)
        .env("KEY_FACES", KEY_FACES)
        .env("EVENT", &event)
        .env("WAITING", &waiting)
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
    let mut failed = Vec::new();
    let mut check = |ok: bool, what: String| {
        if !ok {
            failed.push(what);
        }
    };
    for (item, seen) in report.as_object().unwrap() {
        check(seen.get("error").is_none(), format!("{item}: {seen}"));
    }

    // 3. A roll's page prints on one sheet, on A4 and on Letter.
    for printed in report["printed"]["files"].as_array().into_iter().flatten() {
        let pages = pdf_pages(printed["file"].as_str().unwrap());
        check(pages == 1, format!("printed on {pages} pages: {printed}"));
    }
    check(
        report["printed"]["files"].as_array().map_or(0, Vec::len) == PRINTED.len() * 2 * 2,
        format!("printed: {}", report["printed"]),
    );

    // 4. Every control at least 44×44 on a phone; a coin's word inside its
    // button at both widths.
    for control in report["targets"]["small"].as_array().into_iter().flatten() {
        check(false, format!("under 44×44 on a phone: {control}"));
    }
    check(
        report["targets"]["measured"].as_u64().unwrap_or(0) > 40,
        format!("targets measured: {}", report["targets"]),
    );
    for spilled in report["targets"]["overflowing"]
        .as_array()
        .into_iter()
        .flatten()
    {
        check(false, format!("its words run out of the button: {spilled}"));
    }

    // 5. The keyboard alone: each face reached from the focus the page
    // gives, in fewer presses than its number, pressed with Space.
    let keyboard = &report["keyboard"];
    check(
        keyboard["landed"] == keys_code.split('?').next().unwrap_or_default(),
        format!("keyboard landed on {keyboard}, not {keys_code}"),
    );
    check(
        keyboard["focusOnFaces"] == json!(vec![true; KEY_FACES.len()]),
        format!("the focus after each throw: {keyboard}"),
    );
    check(
        keyboard["keys"]
            .as_array()
            .is_some_and(|k| k.iter().all(|n| n.as_u64().is_some_and(|n| n <= 3))),
        format!("keys a face: {keyboard}"),
    );

    // 2. A double tap: taken once, said, and the throws so far shown with
    // Undo.
    let tap = &report["doubleTap"];
    check(tap["f"] == "2", format!("a double tap gave {tap}"));
    check(
        tap["notice"]
            .as_str()
            .is_some_and(|n| n.contains("A second press of 2")),
        format!("{tap}"),
    );
    check(
        tap["soFar"]
            .as_array()
            .is_some_and(|s| s.len() == 1 && s[0].as_str().unwrap_or_default().contains(": 2")),
        format!("the throws so far: {tap}"),
    );
    check(
        tap["undo"].as_str().is_some_and(|u| u.contains("f=&")),
        format!("{tap}"),
    );

    // 1. A coin's letters: the key gives each button's word its letter,
    // in every language, and a roll-along in German by the key's letters
    // gives the code of those tosses.
    for lang in LANGS {
        let coin = &report["coin"][lang];
        let key = coin["key"].as_str().unwrap_or_default().to_lowercase();
        let buttons = coin["buttons"].as_array().cloned().unwrap_or_default();
        check(buttons.len() == 2, format!("{lang}: {coin}"));
        for (button, letter) in buttons.iter().zip(["H", "T"]) {
            let word = button["name"].as_str().unwrap_or_default().to_lowercase();
            check(
                key.contains(&format!("{} = {word}", letter.to_lowercase())),
                format!("{lang}: the key does not give {letter} = {word}: {coin}"),
            );
            check(
                button["letter"]
                    .as_str()
                    .is_some_and(|l| l.contains(letter)),
                format!("{lang}: {coin}"),
            );
        }
    }
    check(
        report["coinRun"]["landed"] == format!("/r/{COIN_CODE}"),
        format!("{}", report["coinRun"]),
    );

    // 10. The step after a restart, counted from it; a replay code on one
    // line on a phone in every language.
    check(
        report["restart"]["progress"] == "Step 1 · 5 throws so far",
        format!("{}", report["restart"]),
    );
    for code in report["codeLines"].as_array().into_iter().flatten() {
        check(code["lines"] == 1, format!("a code on two lines: {code}"));
    }

    // 8. No English left: the coin in the die list, the replay code's name.
    for lang in ["de", "es", "fr", "ko"] {
        let words = &report["words"][lang];
        check(
            words["coin"].as_str().is_some_and(|c| c != "coin"),
            format!("{lang}: {words}"),
        );
        check(
            words["labels"]
                .as_array()
                .is_some_and(|l| !l.iter().any(|l| l == "Replay")),
            format!("{lang}: {words}"),
        );
    }

    // 7. Ways on from a refusal.
    let lost = &report["lost"];
    for want in ["/roll/chess960?lang=de", "/v/chess960?lang=de"] {
        check(
            lost["links"]
                .as_array()
                .is_some_and(|l| l.iter().any(|h| h == want)),
            format!("no link to {want}: {lost}"),
        );
    }
    check(
        lost["languages"].as_u64() == Some(4),
        format!("language links: {lost}"),
    );
    let sheets = &report["badBoards"];
    check(
        sheets["status"] == 400 && sheets["lang"] == "de",
        format!("{sheets}"),
    );
    check(
        sheets["text"].as_str().is_some_and(|t| {
            t.contains("„abc“") && t.contains("„boards“") && !t.contains("deserialize")
        }),
        format!("{sheets}"),
    );

    // 6. Play on lichess: the post answered with the game's own address;
    // its reload shows the same game, and lichess was asked once.
    let play = &report["play"];
    check(
        play["first"]["url"]
            .as_str()
            .is_some_and(|u| u.contains("/lichess?game=")),
        format!("{play}"),
    );
    check(
        play["first"]["game"] == play["reloaded"]["game"] && play["reloaded"]["status"] == 200,
        format!("{play}"),
    );
    check(
        lichess.log().len() == 1,
        format!("lichess was asked {} times", lichess.log().len()),
    );
    // A game lichess refuses: the refusal's page leads back to the roll.
    lichess.refuse("fen: invalid");
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let refused = client
        .post(format!("{base}/r/{COIN_CODE}/lichess?lang=fr"))
        .send()
        .await
        .unwrap();
    let status = refused.status().as_u16();
    let page = refused.text().await.unwrap();
    check(
        status == 502 && page.contains(&format!("href=\"/r/{COIN_CODE}?lang=fr\"")),
        format!("a refused game's page: {status} {page}"),
    );

    // 9. The arbiter's screen on a 1280×720 projector.
    let screen = &report["screen"];
    check(
        screen["variantBottom"].as_f64().is_some_and(|b| b <= 720.0),
        format!("the variant line below the fold: {screen}"),
    );
    check(
        screen["numberSize"].as_f64().is_some_and(|s| s >= 72.0),
        format!("the position number is small: {screen}"),
    );
    // With no study time the side holds the facts alone: the number
    // fills it, and the board is as tall as the screen leaves.
    check(
        screen["numberWidth"].as_f64().is_some_and(|s| s >= 0.2),
        format!("the number leaves its side empty: {screen}"),
    );
    check(
        screen["boardHeight"].as_f64().is_some_and(|s| s >= 0.7),
        format!("the board is small: {screen}"),
    );
    check(
        screen["darkBackground"].as_f64().is_some_and(|l| l < 0.2),
        format!("dark mode is not dark: {screen}"),
    );
    check(
        screen["darkText"].as_f64().is_some_and(|l| l > 0.6),
        format!("dark mode's words are not light: {screen}"),
    );
    let gaps = &screen["before"]["gaps"];
    check(
        gaps[0]
            .as_f64()
            .zip(gaps[1].as_f64())
            .is_some_and(|(left, right)| (left - right).abs() < 40.0),
        format!("before round 1, the rules are not centred: {screen}"),
    );
    check(
        screen["before"]["factsSize"].as_f64() <= screen["before"]["waitingSize"].as_f64(),
        format!("before round 1: {screen}"),
    );
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
