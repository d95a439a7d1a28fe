//! Faces people type as they throw (`faces:`, `--rolls`, the typed
//! plugin), for each kind of die: refused or read, never a panic, and
//! every face read is one the die has.
#![no_main]

use backrank_entropy::Die;
use backrank_typed::Faces;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: (u8, &str)| {
    let (which, text) = input;
    let die = Die::ALL[usize::from(which) % Die::ALL.len()];
    if let Ok(faces) = Faces::parse(die, text) {
        for face in faces.as_slice() {
            assert!(face.die() == die && (1..=die.sides()).contains(&face.value()));
        }
    }
});
