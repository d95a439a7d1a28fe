//! A club's variant file (`/variant add`, `--variant-file`): read, checked
//! and audited within its bounds, or refused with an error naming the
//! file, never a panic.
#![no_main]

use backrank::core::custom;
use backrank::core::variant::registry::Owner;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Err(e) = custom::load("fuzz.toml", text, Owner::Operator) {
        let shown = e.to_string();
        assert!(
            shown.starts_with("fuzz.toml:") || shown.contains("variant definitions"),
            "{shown}"
        );
    }
});
