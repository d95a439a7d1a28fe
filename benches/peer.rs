//! Backrank against python-chess + cairosvg (benches/peer/run), three ways:
//!
//! - the first image of a fresh process: the CPU of `backrank roll
//!   chess960 --png FILE` against the same roll without it ([`first`]);
//! - the board image alone: the same 300 Chess960 positions (SP 0, 3, 6,
//!   …, 897) at the same width, PNG encode included, after the renderer's
//!   warm-up (as the bot does at start), in a tight loop and with the
//!   caches cold before each image; the peer's side is
//!   benches/peer/peer.py;
//! - with `PEER_PYTHON` set (a Python with chess, cairosvg and PyNaCl), the
//!   whole signed `/position` reply over loopback HTTP against the peer's
//!   endpoint, benches/peer/peer_server.py ([`reply`]).
//!
//! Prints one JSON line per measurement. Run with `benches/peer/run` (both
//! sides and the ratios), or Backrank's image alone with `cargo bench
//! --bench peer`.

use std::time::Instant;

use backrank::core::position::Position;
use backrank::core::variant::Variant;
use backrank::render::{RenderOptions, Renderer};

#[path = "peer/first.rs"]
mod first;
#[path = "common/host.rs"]
mod host;
#[path = "peer/reply.rs"]
mod reply;

fn main() {
    first::run();
    image();
    if let Ok(python) = std::env::var("PEER_PYTHON") {
        reply::run(&python);
    }
}

/// Backrank's side of the image comparison.
fn image() {
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
    let cold = cold_ms(&renderer, &positions, &opts);
    println!(
        "{{\"who\": \"backrank\", \"images\": {}, \"width\": {width}, \"ms_per_image\": {:.4}, \"ms_per_image_cold\": {cold:.4}, \"mean_bytes\": {:.0}}}",
        positions.len(),
        1000.0 * best / n,
        bytes as f64 / n
    );
}

/// The same images, each drawn after the processor's caches were filled
/// with other data (32 MB written, a byte a cache line), as a reply finds
/// them after the socket, the store and other processes ran: the median
/// ms per image, the eviction itself not timed.
fn cold_ms(renderer: &Renderer, positions: &[Position], opts: &RenderOptions) -> f64 {
    let mut other = vec![0u8; 32 << 20];
    let mut times: Vec<f64> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            for line in other.chunks_mut(64) {
                line[0] = line[0].wrapping_add(i as u8);
            }
            std::hint::black_box(&other);
            let start = Instant::now();
            std::hint::black_box(renderer.render(p, opts).unwrap());
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}
