//! The beacon's cost: verifying one round's BLS signature (quicknet's on
//! G1, the default chain's on G2), drawing a roll from a verified round,
//! fetching a round from a relay on loopback and verifying it, and
//! revealing an event's round once it is out (fetch, verify, draw, roll,
//! keep its signature; less the network).
//!
//! Run with `cargo bench --bench beacon`; the figures are in issue 39's
//! note and the guide's "Checking a beacon draw".

use std::hint::black_box;

use backrank::core::roll::{self, RollSpec};
use backrank::core::variant::Variant;
use backrank_beacon::testing::{Behaviour, DEFAULT_1M, QUICKNET_1000, relay};
use backrank_beacon::{BeaconDraw, Chain, Relays, Round};
use criterion::{Criterion, criterion_group, criterion_main};

/// A round as the stand-in's JSON gives it.
fn round(json: &str) -> Round {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let hex_of = |k: &str| {
        v[k].as_str()
            .map(|s| hex::decode(s).unwrap())
            .unwrap_or_default()
    };
    Round {
        number: v["round"].as_u64().unwrap(),
        signature: hex_of("signature"),
        previous_signature: hex_of("previous_signature"),
    }
}

fn bench(c: &mut Criterion) {
    let quicknet = Chain::quicknet();
    let q1000 = round(QUICKNET_1000);
    c.bench_function("beacon verify quicknet round", |b| {
        b.iter(|| quicknet.verify(black_box(&q1000)).unwrap());
    });
    let default = Chain::default_chain();
    let d1m = round(DEFAULT_1M);
    c.bench_function("beacon verify default-chain round", |b| {
        b.iter(|| default.verify(black_box(&d1m)).unwrap());
    });

    let verified = quicknet.verify(&q1000).unwrap();
    let spec = RollSpec::new(
        Variant::Chess960,
        Variant::Chess960.default_method(),
        backrank_entropy::Die::D6,
    );
    let rt = tokio::runtime::Runtime::new().unwrap();
    c.bench_function("beacon draw a chess960 roll", |b| {
        b.to_async(&rt).iter(|| async {
            let mut draw = BeaconDraw::new(verified.clone(), "roll").unwrap();
            roll::draw(black_box(spec), &mut draw, |_| {})
                .await
                .unwrap()
        });
    });

    let url = rt.block_on(relay(Behaviour::Honest));
    let relays = Relays::new(
        std::slice::from_ref(&url),
        std::time::Duration::from_secs(5),
    )
    .unwrap();
    c.bench_function("beacon fetch and verify from a loopback relay", |b| {
        b.to_async(&rt)
            .iter(|| async { relays.round(&quicknet, 1000).await.unwrap() });
    });

    let (app, event) = rt.block_on(event_on_round_1000(&url));
    c.bench_function("beacon reveal an event round already out", |b| {
        b.to_async(&rt)
            .iter(|| async { app.events().next_round(event.clone()).await.unwrap() });
    });
}

/// An app whose relay is `url`, and a beacon event in its store whose
/// first round is fixed to quicknet's round 1000 (out long ago): what
/// `/event next` does once the round is out, the board and reply aside.
async fn event_on_round_1000(url: &str) -> (backrank::app::App, backrank::store::Event) {
    use backrank::store::{EventBeacon, FixedRound, NewEvent};

    let mut settings = backrank::app::settings::Settings::load(None).unwrap();
    settings.beacon.relays = vec![url.to_owned()];
    let store = std::sync::Arc::new(backrank::store::SqliteStore::in_memory().unwrap());
    let app = backrank::app::App::new(settings, store).unwrap();
    let quicknet = Chain::quicknet();
    let new = NewEvent {
        guild_id: 1,
        name: "bench".into(),
        spec: backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
        seeds: vec![],
        commitments: vec![],
        beacon: Some(EventBeacon {
            chain: "quicknet".into(),
            chain_hash: quicknet.hash_hex(),
            rounds: 1,
            fixed: vec![FixedRound {
                beacon_round: 1000,
                fixed_at: i64::try_from(quicknet.time_of(999)).unwrap(),
                signature: None,
                previous_signature: None,
            }],
        }),
        created_by: 1,
        created_at: 0,
        exclude_standard: false,
        pairs: false,
        web_token: None,
        rules: None,
    };
    let event = app.store().create_event(new).await.unwrap().unwrap();
    (app, event)
}

criterion_group!(benches, bench);
criterion_main!(benches);
