//! The store's cost per operation on a real file (WAL, full sync): saving
//! a roll (one commit, fsync'd), reading one back, and a guided-roll press
//! (a compare-and-set update).

use std::sync::Arc;

use backrank::store::{
    NewRoll, NewRollAlong, RollAlongChange, RollAlongState, RollKind, SqliteStore, Store, Who,
};
use criterion::{Criterion, criterion_group, criterion_main};

fn roll(n: u64) -> NewRoll {
    NewRoll {
        made_at: 1_700_000_000,
        kind: RollKind::Random,
        who: Who {
            user_id: 5_555_555_555_555_555_555,
            user_name: "Alice".into(),
            guild_id: Some(3_333_333_333_333_333_333),
            channel_id: Some(4_444_444_444_444_444_444),
        },
        spec: backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
        source: backrank::store::KeptSource::of(backrank::store::SourceKind::Os),
        faces: "2131152".into(),
        number: n % 960,
        fen: "nbbnqrkr/pppppppp/8/8/8/8/PPPPPPPP/NBBNQRKR w KQkq - 0 1".into(),
        replay_code: "960-p6-21311-g".into(),
        private: false,
        event: None,
        play_at: None,
    }
}

fn bench(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = std::env::temp_dir().join(format!("backrank-bench-store-{}", std::process::id()));
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open_dir(&dir).unwrap());
    let mut n = 0;
    c.bench_function("store save_roll", |b| {
        b.to_async(&rt).iter(|| {
            n += 1;
            let s = store.clone();
            async move { s.save_roll(roll(n)).await.unwrap() }
        })
    });
    let id = rt.block_on(store.save_roll(roll(1))).unwrap().id;
    c.bench_function("store roll by id", |b| {
        b.to_async(&rt).iter(|| {
            let s = store.clone();
            async move { s.roll(id).await.unwrap().unwrap() }
        })
    });
    let session = rt
        .block_on(store.start_roll_along(NewRollAlong {
            owner: roll(0).who,
            spec:
                backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
            now: 0,
            players: Vec::new(),
            exclude_standard: false,
            pairs: false,
        }))
        .unwrap();
    let mut version = session.version;
    c.bench_function("store session press", |b| {
        b.iter(|| {
            let change = RollAlongChange {
                faces: "2".into(),
                state: RollAlongState::Open,
                now: version,
                roll: None,
            };
            let s = rt
                .block_on(store.update_roll_along(session.id, version, change))
                .unwrap()
                .unwrap();
            version = s.version;
        })
    });
    let _ = std::fs::remove_dir_all(dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
