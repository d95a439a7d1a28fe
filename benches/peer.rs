//! Backrank's side of the board-image comparison with python-chess +
//! cairosvg (benches/peer/run): the same 300 Chess960 positions (SP 0, 3,
//! 6, …, 897) at the same width, PNG encode included, after the renderer's
//! warm-up (as the bot does at start). Prints one JSON line.
//!
//! Run with `benches/peer/run` (both sides and the ratio), or alone with
//! `cargo bench --bench peer`.

use std::time::Instant;

use backrank::core::position::Position;
use backrank::core::variant::Variant;
use backrank::render::{RenderOptions, Renderer};

fn main() {
    let width: u32 = std::env::var("PEER_WIDTH")
        .ok()
        .and_then(|w| w.parse().ok())
        .unwrap_or(576);
    let opts = RenderOptions {
        width,
        ..RenderOptions::default()
    };
    let positions: Vec<Position> = (0..900)
        .step_by(3)
        .map(|n| Position::from_number(Variant::Chess960, n).unwrap())
        .collect();
    let renderer = Renderer::new();
    renderer.warm_up(&opts).unwrap();
    // Three passes; the fastest is reported (the others met a busier
    // machine).
    let mut best = f64::MAX;
    let mut bytes = 0;
    for _ in 0..3 {
        let start = Instant::now();
        bytes = 0;
        for p in &positions {
            bytes += renderer.render(p, &opts).unwrap().png.len();
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    let n = positions.len() as f64;
    println!(
        "{{\"who\": \"backrank\", \"images\": {}, \"width\": {width}, \"ms_per_image\": {:.4}, \"mean_bytes\": {:.0}}}",
        positions.len(),
        1000.0 * best / n,
        bytes as f64 / n
    );
}
