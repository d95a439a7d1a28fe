//! The cache of encoded boards (`[bot] image_cache_mb`): a board asked for
//! again is sent from it, byte for byte, in any language; another look or
//! another position is drawn; the bound evicts; `/metrics` counts it all.

use backrank::app::board_cache::{BoardCache, BoardKey};
use backrank::app::settings::Settings;
use backrank::core::position::Position;
use backrank::core::variant::Variant;
use backrank::i18n::Lang;
use backrank::render::{RenderOptions, Theme};
use serde_json::{Value, json};

use crate::endpoint::{command, key, opt, parts, signed};
use crate::hosts::Host;

/// `/position variant number`, asked in `locale`; the board's PNG.
async fn board(host: &Host, variant: &str, number: u64, locale: &str) -> Vec<u8> {
    let mut cmd = command(
        "position",
        json!([
            opt("variant", 3, json!(variant)),
            opt("number", 4, json!(number))
        ]),
        "cache",
    );
    cmd["locale"] = json!(locale);
    let r = signed(&host.url(), &cmd).await;
    assert_eq!(r.status(), 200, "{}", host.log());
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    let body = r.bytes().await.unwrap();
    assert!(
        ctype.starts_with("multipart/"),
        "{}",
        String::from_utf8_lossy(&body)
    );
    let parts = parts(&ctype, &body);
    let payload: Value = serde_json::from_slice(&parts[0].1).unwrap();
    assert_eq!(payload["type"], 4, "{payload}");
    parts
        .into_iter()
        .find(|(name, _)| name == "files[0]")
        .expect("a board")
        .1
}

/// The value of the series `series`, as `/metrics` reads now.
async fn metric(host: &Host, series: &str) -> Option<f64> {
    let text = reqwest::get(format!("{}/metrics", host.base))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(series)?.trim().parse().ok())
}

/// An endpoint host keeping `cache_mb` megabytes of boards, with a store
/// of its own.
fn endpoint(cache_mb: &str) -> Host {
    let store = crate::common::scratch(&format!("board-cache-{}", crate::endpoint::new_id()));
    Host::endpoint(&[
        ("BACKRANK__STORE__DATA_DIR", store.display().to_string()),
        ("BACKRANK__DISCORD__TOKEN", "test-token".into()),
        (
            "BACKRANK__DISCORD__APPLICATION_ID",
            "1111111111111111111".into(),
        ),
        (
            "BACKRANK__DISCORD__PUBLIC_KEY",
            hex::encode(key().verifying_key().to_bytes()),
        ),
        ("BACKRANK__BOT__IMAGE_CACHE_MB", cache_mb.into()),
    ])
}

/// Through the signed endpoint: the second `/position` of a board, and a
/// third in German, are hits with the first one's bytes; another number
/// is a miss; `/metrics` counts two hits, two misses and the bytes held.
#[tokio::test]
async fn a_board_asked_again_is_sent_from_the_cache_byte_for_byte() {
    let host = endpoint("8");
    let first = board(&host, "chess960", 518, "en-US").await;
    let again = board(&host, "chess960", 518, "en-US").await;
    let german = board(&host, "chess960", 518, "de").await;
    let other = board(&host, "chess960", 519, "en-US").await;
    assert_eq!(first, again, "a hit is the drawn board's bytes");
    assert_eq!(first, german, "the labels are the same in every language");
    assert_ne!(first, other);
    let hits = metric(&host, "backrank_board_cache_hits_total").await;
    let misses = metric(&host, "backrank_board_cache_misses_total").await;
    let bytes = metric(&host, "backrank_board_cache_bytes")
        .await
        .unwrap_or(0.0);
    assert_eq!((hits, misses), (Some(2.0), Some(2.0)), "{}", host.log());
    let drawn = (first.len() + other.len()) as f64;
    assert!(
        bytes >= drawn && bytes < drawn + 4096.0,
        "{bytes} bytes held for two boards of {drawn}"
    );
}

/// With a 1 MB bound, 60 boards of about 31 KB do not all stay: the bytes
/// held stay under the bound, and asked for again, many of them are drawn
/// again (misses), with the same bytes.
#[tokio::test]
async fn the_bound_evicts_and_the_metrics_say_so() {
    let host = endpoint("1");
    let mut drawn = Vec::new();
    for n in 0..60 {
        drawn.push(board(&host, "chess960", n, "en-US").await);
    }
    let held = metric(&host, "backrank_board_cache_bytes").await.unwrap();
    assert!(
        held > 0.0 && held <= f64::from(1 << 20),
        "{held} bytes held"
    );
    let misses = metric(&host, "backrank_board_cache_misses_total").await;
    assert_eq!(misses, Some(60.0));
    for (n, first) in drawn.iter().enumerate() {
        assert_eq!(&board(&host, "chess960", n as u64, "en-US").await, first);
    }
    let misses = metric(&host, "backrank_board_cache_misses_total")
        .await
        .unwrap();
    let hits = metric(&host, "backrank_board_cache_hits_total")
        .await
        .unwrap_or(0.0);
    assert_eq!(misses + hits, 120.0);
    // At most 1 MB of 31 KB boards: some 32 of the 60 stay.
    assert!(
        misses >= 60.0 + 20.0,
        "{misses} misses: too few boards were evicted"
    );
    assert!(hits >= 1.0, "none of the boards kept was found");
    let held = metric(&host, "backrank_board_cache_bytes").await.unwrap();
    assert!(held <= f64::from(1 << 20), "{held} bytes held");
}

/// `image_cache_mb = 0` keeps nothing and counts nothing; boards are drawn
/// as ever.
#[tokio::test]
async fn a_cache_of_0_keeps_nothing() {
    let host = endpoint("0");
    let first = board(&host, "chess960", 518, "en-US").await;
    let again = board(&host, "chess960", 518, "en-US").await;
    assert_eq!(first, again);
    assert_eq!(metric(&host, "backrank_board_cache_hits_total").await, None);
    assert_eq!(
        metric(&host, "backrank_board_cache_misses_total").await,
        None
    );
}

/// In the app: each thing that changes the bytes (the position, the theme,
/// the width, the side, the highlight) is a board of its own; the same
/// board in another language is not.
#[tokio::test]
async fn every_look_is_a_board_of_its_own() {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let boards = bot.app().boards();
    let p = Position::from_number(Variant::Chess960, 518).unwrap();
    let q = Position::from_number(Variant::Chess960, 100).unwrap();
    let base = RenderOptions::default();
    let looks = [
        (&p, base),
        (&q, base),
        (&p, RenderOptions { flip: true, ..base }),
        (
            &p,
            RenderOptions {
                theme: Theme::Slate,
                ..base
            },
        ),
        (&p, RenderOptions { width: 400, ..base }),
        (
            &p,
            RenderOptions {
                highlight: false,
                ..base
            },
        ),
    ];
    let mut drawn = Vec::new();
    for (n, (position, options)) in looks.iter().enumerate() {
        let b = boards.board(position, *options, Lang::En).await.unwrap();
        assert_eq!(
            boards.cache().len(),
            n + 1,
            "look {n} is a board of its own"
        );
        assert!(!drawn.contains(&b.png), "look {n} has bytes of its own");
        drawn.push(b.png);
    }
    let german = boards.board(&p, base, Lang::De).await.unwrap();
    assert_eq!(
        boards.cache().len(),
        looks.len(),
        "no new board for a language"
    );
    assert_eq!(german.png, drawn[0]);
    let key = BoardKey {
        variant: Variant::Chess960,
        pieces: p.pieces().into_boxed_slice(),
        options: base,
    };
    assert_eq!(
        boards.cache().get(&key).as_deref(),
        Some(drawn[0].as_slice())
    );
}

/// The bound holds in bytes, with boards of any size.
#[test]
fn the_bound_holds_in_bytes() {
    let cache = BoardCache::new(100_000);
    let p = Position::from_number(Variant::Chess960, 1).unwrap();
    for width in 0..40u32 {
        let key = BoardKey {
            variant: Variant::Chess960,
            pieces: p.pieces().into_boxed_slice(),
            options: RenderOptions {
                width: 200 + width,
                ..RenderOptions::default()
            },
        };
        cache.keep(key, vec![width as u8; 9_000].into());
        assert!(cache.bytes() <= 100_000, "{} bytes held", cache.bytes());
    }
    assert!(
        cache.len() < 40 && cache.len() >= 5,
        "{} boards held",
        cache.len()
    );
    assert!(BoardCache::new(0).is_off());
}
