//! A line from a dice tower (or whatever answers on its serial port):
//! a reply, a banner found in garbage, or an error, never a panic. Faces
//! read are faces of the die named.
#![no_main]

use backrank_entropy::lines::{Reply, banner_in, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|line: &str| {
    if let Ok(Reply::Face { die, value, .. }) = parse(line) {
        assert!((1..=die.sides()).contains(&value), "{line:?}");
    }
    let _ = banner_in(line);
});
