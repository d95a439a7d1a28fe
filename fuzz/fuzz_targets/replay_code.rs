//! Replay codes as people paste them (`/replay`, `backrank replay`): any
//! text is refused or read, never a panic, and a code that reads back
//! prints as a code that reads the same.
#![no_main]

use backrank::core::replay::ReplayCode;
use backrank::core::variant::Variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(code) = ReplayCode::parse_among(text, &Variant::known()) else {
        return;
    };
    let again = ReplayCode::parse_among(&code.to_string(), &Variant::known())
        .expect("a code Backrank printed reads back");
    assert_eq!(again.to_string(), code.to_string());
});
