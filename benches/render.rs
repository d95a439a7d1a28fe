//! Board images per board type at the default width: cold (a fresh
//! renderer, so the first image also rasterizes every sprite) and warm (the
//! bot's steady state). PNG encoding is included in both.
//!
//! Run with `cargo bench --bench render`; the figures are in the README.

use std::hint::black_box;

use backrank::core::position::Position;
use backrank::core::variant::Variant;
use backrank::render::{RenderOptions, Renderer};
use criterion::{Criterion, criterion_group, criterion_main};

fn boards(c: &mut Criterion) {
    let cases = [
        ("8x8", Variant::Chess960, 518),
        ("10x8", Variant::CrcCarrillo, 0),
        ("9x9", Variant::ModernRandom, 0),
        ("10x10", Variant::EnglishRandom, 0),
        ("janggi", Variant::KoreanRandom, 0),
    ];
    let opts = RenderOptions::default();
    let mut group = c.benchmark_group("render");
    for (name, variant, number) in cases {
        let p = Position::from_number(variant, number).unwrap();
        let warm = Renderer::new();
        let size = warm.render(&p, &opts).unwrap().png.len();
        println!("{name}: {size} bytes");
        group.bench_function(format!("{name}/warm"), |b| {
            b.iter(|| warm.render(black_box(&p), &opts).unwrap())
        });
        group.bench_function(format!("{name}/cold"), |b| {
            b.iter(|| Renderer::new().render(black_box(&p), &opts).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, boards);
criterion_main!(benches);
