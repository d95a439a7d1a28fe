//! `/stats` over a server with 100,000 stored rolls, on SQLite and on
//! PostgreSQL side by side: the whole answer (`App::stats`: every roll read
//! a page at a time, faces counted, positions decoded and tested), and the
//! store's part alone (the same pages read and dropped).
//!
//! The rolls are real ones: drawn by the roll engine from a seeded source
//! (Chess960 by its default and king-first methods, Capablanca Random,
//! English Random; d6; the OS and a tower as sources), spread over a year,
//! in a store that also holds another server's 100,000 rolls, so the scope
//! index has something to skip. They are put in with the store's own bulk
//! load (`backrank store copy`'s), which is quicker than 200,000 commits.
//! The PostgreSQL server is a throwaway cluster the benchmark starts (as
//! the tests do; see tests/integration/postgres.rs).
//!
//! Run with `cargo bench --bench stats` (`-- N` for another number of
//! rolls). The figures are in the README.

use std::sync::Arc;
use std::time::{Duration, Instant};

use backrank::app::App;
use backrank::app::rolls::keep::{Made, new_roll};
use backrank::app::settings::Settings;
use backrank::app::visibility::Visibility;
use backrank::core::catalogue::Method;
use backrank::core::roll::{self, RollSpec};
use backrank::core::variant::Variant;
use backrank::store::{self, Dump, PostgresOptions, RollKind, SavedRoll, Scope, Store, Who};
use backrank_entropy::Die;
use backrank_os_rng::SeededSource;

// The tests' throwaway server; the benchmark needs only its databases.
#[path = "../tests/integration/postgres.rs"]
#[allow(dead_code)]
mod postgres;

/// The server whose statistics are asked for, and another one.
const SERVER: u64 = 3_333_333_333_333_333_333;
const OTHER: u64 = 3_333_333_333_333_333_334;
/// How often each set-up is timed; the median is reported.
const RUNS: usize = 5;
/// The rolls' span: one year, ending at the newest.
const YEAR: i64 = 365 * 86_400;
const NEWEST: i64 = 1_790_000_000;

fn main() {
    let n: u64 = std::env::args()
        .filter_map(|a| a.parse().ok())
        .next()
        .unwrap_or(100_000);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let started = Instant::now();
        let dump = rolls(n).await;
        println!(
            "{} rolls drawn ({n} in the server asked about) in {:.1} s",
            dump.rolls.len(),
            started.elapsed().as_secs_f64()
        );
        let dir = std::env::temp_dir().join(format!("backrank-bench-stats-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let options = PostgresOptions::default();
        let sqlite = store::open("", &dir, &options).await.unwrap();
        let url = postgres::fresh_database().await;
        let postgres = store::open(&url, &dir, &options).await.unwrap();
        for (name, store) in [("SQLite", sqlite), ("PostgreSQL", postgres)] {
            let started = Instant::now();
            store.load(dump.clone()).await.unwrap();
            println!(
                "\n{name}: loaded in {:.1} s",
                started.elapsed().as_secs_f64()
            );
            measure(store).await;
        }
        let _ = std::fs::remove_dir_all(&dir);
    });
}

/// `n` rolls in [`SERVER`] and as many in [`OTHER`], as a bulk load.
async fn rolls(n: u64) -> Dump {
    let kinds = [
        (Variant::Chess960, Method::Placement, 6),
        (Variant::Chess960, Method::KingFirst, 1),
        (Variant::Crc, Variant::Crc.default_method().method, 2),
        (
            Variant::EnglishRandom,
            Variant::EnglishRandom.default_method().method,
            1,
        ),
    ];
    let weights: u64 = kinds.iter().map(|k| k.2).sum();
    let mut source = SeededSource::new("stats bench");
    let mut dump = Dump::default();
    let tower = backrank::store::KeptSource::of(backrank::store::SourceKind::Tower);
    let os = backrank::store::KeptSource::of(backrank::store::SourceKind::Os);
    for (guild, count) in [(SERVER, n), (OTHER, n)] {
        let who = Who {
            user_id: 5_555_555_555_555_555_555,
            user_name: "Alice".into(),
            guild_id: Some(guild),
            channel_id: Some(4_444_444_444_444_444_444),
        };
        for i in 0..count {
            let mut pick = i % weights;
            let (variant, method, _) = kinds
                .iter()
                .find(|k| {
                    let here = pick < k.2;
                    pick = pick.saturating_sub(k.2);
                    here
                })
                .copied()
                .unwrap();
            let spec = RollSpec::new(variant, variant.method(method).unwrap(), Die::D6);
            let roll = roll::draw(spec, &mut source, |_| {}).await.unwrap();
            let source = if i % 4 == 0 { &tower } else { &os };
            let made = Made {
                who: &who,
                kind: RollKind::Random,
                visibility: Visibility::Public,
            };
            let at = NEWEST - YEAR + (i as i64 * YEAR) / count.max(1) as i64;
            let record_no = i as i64 + 1;
            dump.rolls.push(SavedRoll {
                id: dump.rolls.len() as i64 + 1,
                record_no,
                roll: new_roll(&roll, source, &made, at),
            });
        }
        dump.counters
            .push((Scope::Guild(guild).key(), count as i64));
    }
    dump
}

/// Times the whole statistics and the store's reading alone, all time and
/// over the last 30 days.
async fn measure(store: Arc<dyn Store>) {
    let app = App::new(Settings::load(None).unwrap(), store.clone()).unwrap();
    for (period, since) in [("all time", i64::MIN), ("30 days", NEWEST - 30 * 86_400)] {
        let mut whole = Vec::new();
        let mut reading = Vec::new();
        let mut rolls = 0;
        for _ in 0..RUNS {
            let started = Instant::now();
            let stats = app
                .stats()
                .of(Scope::Guild(SERVER), since, None)
                .await
                .unwrap();
            whole.push(started.elapsed());
            rolls = stats.rolls;
            let started = Instant::now();
            read_all(&store, since).await;
            reading.push(started.elapsed());
        }
        println!(
            "  /stats {period:<8} ({rolls:>6} rolls): {:>7.1} ms; the store's reading alone {:>7.1} ms \
             (median of {RUNS})",
            median(&mut whole),
            median(&mut reading),
        );
    }
}

/// Every roll of [`SERVER`] since `since`, read the way `App::stats` reads
/// them and dropped.
async fn read_all(store: &Arc<dyn Store>, since: i64) {
    let mut after = 0;
    loop {
        let page = store
            .stat_rolls(
                Scope::Guild(SERVER),
                since,
                after,
                backrank::app::stats::tally::PAGE,
            )
            .await
            .unwrap();
        match page.last() {
            Some(last) => after = last.record_no,
            None => return,
        }
    }
}

fn median(times: &mut [Duration]) -> f64 {
    times.sort();
    times[times.len() / 2].as_secs_f64() * 1_000.0
}
