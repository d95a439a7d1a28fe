//! The beacon's cost: verifying one round's BLS signature (quicknet's on
//! G1, the default chain's on G2), drawing a roll from a verified round,
//! and fetching a round from a relay on loopback and verifying it (what a
//! reveal waits for once the round is out, less the network).
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
    let relays = Relays::new(&[url], std::time::Duration::from_secs(5)).unwrap();
    c.bench_function("beacon fetch and verify from a loopback relay", |b| {
        b.to_async(&rt)
            .iter(|| async { relays.round(&quicknet, 1000).await.unwrap() });
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
