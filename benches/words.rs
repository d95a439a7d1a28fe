//! The words around a roll in each language: the key-facts line and the
//! board's alt text, formatted through Fluent, side by side with the
//! English that used to be written with `format!` (the same strings, so
//! the difference is Fluent's cost). Compare with `render` to see what a
//! language costs next to the board image.
//!
//! Run with `cargo bench --bench words`; the figures are in the README.

use std::hint::black_box;

use backrank::app::source::names::SourceShown;
use backrank::app::view::board::{alt_text, heading};
use backrank::app::view::roll::{Known, RollView};
use backrank::core::board::Color;
use backrank::core::roll::{self, RollSpec};
use backrank::core::variant::Variant;
use backrank::discord::present::roll::key_facts;
use backrank::i18n::Lang;
use backrank_entropy::Die;
use criterion::{Criterion, criterion_group, criterion_main};

fn words(c: &mut Criterion) {
    let spec = RollSpec::new(
        Variant::CrcCarrillo,
        Variant::CrcCarrillo.default_method(),
        Die::D6,
    );
    let mut seeded = backrank_os_rng::SeededSource::new("words");
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let roll = rt.block_on(roll::draw(spec, &mut seeded, |_| {})).unwrap();
    let p = &roll.position;
    let pieces = p.pieces();
    let mut group = c.benchmark_group("words");
    // The peer: the same English line and a comparable alt text, written
    // with format! and no lookups.
    group.bench_function("format!/key+alt", |b| {
        b.iter(|| {
            let key = format!(
                "**{}** · White `{}` · replay `{}`",
                heading(p),
                p.row_letters(Color::White),
                roll.replay_code()
            );
            let alt: Vec<String> = pieces
                .iter()
                .map(|x| format!("{} {}", x.square, x.role.name()))
                .collect();
            black_box((key, alt.join(", ")))
        })
    });
    for lang in Lang::ALL {
        let known = Known {
            source: SourceShown::replay_code(),
            record: None,
            page: None,
        };
        let view = RollView::new(&roll, known, lang);
        group.bench_function(format!("fluent/{lang}/key+alt"), |b| {
            b.iter(|| {
                let key = key_facts(black_box(&view));
                let alt = alt_text(&heading(p), black_box(&pieces), lang);
                black_box((key, alt))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, words);
criterion_main!(benches);
