//! The bot end to end: a signed Discord interaction in over HTTP on
//! loopback, the multipart reply with the board PNG out (signature check,
//! parsing, the roll, drawing, encoding). Criterion times the mean; a
//! separate pass of 500 requests gives p50 and p99.
//!
//! Run with `cargo bench --bench bot`; the figures are in the README.

use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use backrank::app::settings::Settings;
use backrank::bot::Bot;
use backrank::bot::transport::http::{self, Endpoint};
use criterion::{Criterion, criterion_group, criterion_main};
use ed25519_dalek::{Signer, SigningKey};
use serde_json::json;

/// A /random interaction with an id of its own (a repeated id would be a
/// second delivery, acknowledged without a roll).
fn interaction(variant: &str) -> Vec<u8> {
    static NEXT_ID: std::sync::atomic::AtomicU64 =
        std::sync::atomic::AtomicU64::new(1_234_567_890_123_456_789);
    let id = NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    serde_json::to_vec(&json!({
        "id": id.to_string(), "application_id": "1111111111111111111", "type": 2,
        "data": {"id": "2222222222222222222", "name": "random", "type": 1,
                 "options": [{"name": "variant", "type": 3, "value": variant}]},
        "guild_id": "3333333333333333333", "channel_id": "4444444444444444444",
        "channel": {"id": "4444444444444444444", "type": 0},
        "member": {"user": {"id": "5555555555555555555", "username": "alice", "discriminator": "0", "avatar": null},
                   "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
                   "flags": 0, "permissions": "2147483647"},
        "token": "bench", "version": 1, "app_permissions": "2147483647", "locale": "en-US",
        "entitlements": [], "attachment_size_limit": 26214400
    }))
    .unwrap()
}

fn bench(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let key = SigningKey::from_bytes(&[7u8; 32]);
    let url = rt.block_on(async {
        // A real store file: every roll is saved before the reply, so the
        // figures include the SQLite commit.
        let dir = std::env::temp_dir().join(format!("backrank-bench-{}", std::process::id()));
        let store = Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
        let mut settings = Settings::load(None).unwrap();
        // One person rolling thousands of times: no rate limit here.
        settings.bot.rolls_per_minute = 0;
        let bot = Arc::new(Bot::new(settings, store).unwrap());
        // The server's own variant, side by side with the built-ins: its
        // rolls also read the server's list and find the file's version.
        let file = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("examples/variants/small-random.toml"),
        )
        .unwrap();
        bot.app()
            .variants()
            .add(3333333333333333333, 1, "small-random.toml", file)
            .await
            .unwrap();
        let public = hex::encode(key.verifying_key().to_bytes());
        let ep = Arc::new(Endpoint::new(bot, &public, None).unwrap());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(http::serve_on(listener, ep, std::future::pending()));
        format!("http://{addr}/interactions")
    });
    let client = reqwest::Client::new();
    let request = |variant: &'static str| {
        let body = interaction(variant);
        let ts = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_secs()
            .to_string();
        let sig = hex::encode(key.sign(&[ts.as_bytes(), &body].concat()).to_bytes());
        let client = client.clone();
        let url = url.clone();
        async move {
            let r = client
                .post(&url)
                .header("X-Signature-Ed25519", sig)
                .header("X-Signature-Timestamp", ts)
                .body(body)
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 200);
            r.bytes().await.unwrap().len()
        }
    };
    for variant in ["chess960", "small-random", "crc", "korean"] {
        c.bench_function(&format!("bot/random/{variant}"), |b| {
            b.to_async(&rt).iter(|| request(variant))
        });
        // Percentiles, one request at a time.
        let mut times: Vec<f64> = rt.block_on(async {
            let mut v = Vec::new();
            for _ in 0..500 {
                let start = Instant::now();
                request(variant).await;
                v.push(start.elapsed().as_secs_f64() * 1000.0);
            }
            v
        });
        times.sort_by(f64::total_cmp);
        println!(
            "bot/random/{variant}: p50 {:.2} ms, p99 {:.2} ms over {} requests",
            times[times.len() / 2],
            times[times.len() * 99 / 100],
            times.len()
        );
    }
}

/// The time zone autocomplete as it was before the index: the zone database
/// walked and every name lowered on each keystroke. Kept here as the peer.
fn zone_names_unindexed(typed: &str, max: usize) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    let mut scored: Vec<(f64, String)> = jiff::tz::db()
        .available()
        .map(|n| n.as_str().to_owned())
        .filter(|n| n.contains('/') || n == "UTC")
        .map(|n| {
            let lower = n.to_ascii_lowercase();
            let score = if typed.is_empty() {
                0.0
            } else if lower.contains(&typed) {
                2.0 - lower.len() as f64 / 100.0
            } else {
                let city = lower.rsplit('/').next().unwrap_or(&lower);
                strsim::jaro_winkler(&typed, city).max(strsim::jaro_winkler(&typed, &lower))
            };
            (score, n)
        })
        .filter(|(score, _)| typed.is_empty() || *score > 0.8)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    scored.into_iter().take(max).map(|(_, n)| n).collect()
}

/// The time zone autocomplete, on every keystroke: indexed against the
/// unindexed peer, for a substring ("europe/b") and a misspelling
/// ("berln", every name scored by Jaro-Winkler).
fn autocomplete(c: &mut Criterion) {
    for typed in ["europe/b", "berln"] {
        assert_eq!(
            backrank::daily::when::zone_names(typed, 25),
            zone_names_unindexed(typed, 25)
        );
        c.bench_function(&format!("timezone/indexed/{typed}"), |b| {
            b.iter(|| backrank::daily::when::zone_names(typed, 25))
        });
        c.bench_function(&format!("timezone/unindexed/{typed}"), |b| {
            b.iter(|| zone_names_unindexed(typed, 25))
        });
    }
}

criterion_group!(benches, bench, autocomplete);
criterion_main!(benches);
