//! Speed of the core: the exact audit (a whole tree walk, uncached) and a
//! roll from faces (what the bot does per interaction, before rendering).
//!
//! Run with `cargo bench --bench core`; the figures are in the README.

use std::hint::black_box;

use backrank::app::source::names::SourceShown;
use backrank::app::view::roll::{Known, RollView};
use backrank::app::view::text;
use backrank::core::audit::audit_uncached;
use backrank::core::catalogue::Method;
use backrank::core::roll::{self, RollSpec};
use backrank::core::variant::Variant;
use backrank_entropy::{Die, Face};
use backrank_os_rng::SeededSource;
use criterion::{Criterion, criterion_group, criterion_main};

fn audits(c: &mut Criterion) {
    let mut group = c.benchmark_group("audit");
    group.sample_size(10);
    for (variant, method) in [
        (Variant::Chess960, Method::Placement),
        (Variant::Chess960, Method::KingFirst),
        (Variant::Crc, Method::Scharnagl),
        (Variant::CrcCarrillo, Method::Placement),
        (Variant::ModernCrc, Method::Placement),
        (Variant::ModernCrc, Method::Carrillo),
        (Variant::ModernCrc, Method::Number),
        (Variant::EnglishRandom, Method::Placement),
    ] {
        let spec = variant.method(method).unwrap();
        // Warm the brute-force legal count so only the walk is timed.
        variant.legal_rows();
        group.bench_function(format!("{variant}/{method}/d6"), |b| {
            b.iter(|| audit_uncached(black_box(variant), spec, Die::D6).unwrap())
        });
    }
    group.finish();
}

/// A complete roll's faces for `variant`'s default method with a d6, from
/// a fixed seed: replayed, they are the work the bot does per interaction
/// before drawing the board.
fn seeded_faces(variant: Variant) -> (RollSpec, Vec<Face>) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let spec = RollSpec::new(variant, variant.default_method(), Die::D6);
    let mut source = SeededSource::new("bench");
    let faces = rt
        .block_on(roll::draw(spec, &mut source, |_| {}))
        .unwrap()
        .faces;
    (spec, faces)
}

const ROLLED: [Variant; 3] = [Variant::Chess960, Variant::Crc, Variant::EnglishRandom];

fn rolls(c: &mut Criterion) {
    let mut group = c.benchmark_group("roll");
    for variant in ROLLED {
        let (spec, faces) = seeded_faces(variant);
        group.bench_function(format!("{variant}/default/d6"), |b| {
            b.iter(|| roll::run(black_box(spec), black_box(&faces)).unwrap())
        });
    }
    group.finish();
}

/// A roll, its view and its whole record written out as text (what
/// `record.txt` holds and the command line prints), in each language.
fn records(c: &mut Criterion) {
    let mut group = c.benchmark_group("record");
    for variant in ROLLED {
        let (spec, faces) = seeded_faces(variant);
        for lang in backrank::i18n::Lang::ALL {
            group.bench_function(format!("{variant}/default/d6/{lang}"), |b| {
                b.iter(|| {
                    let rolled = roll::run(black_box(spec), black_box(&faces)).unwrap();
                    let known = Known {
                        source: SourceShown::replay_code(),
                        record: None,
                        page: None,
                    };
                    text::roll(&RollView::new(&rolled, known, lang))
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, audits, rolls, records);
criterion_main!(benches);
