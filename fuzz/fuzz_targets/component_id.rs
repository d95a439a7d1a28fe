//! The custom ids of Backrank's buttons and menus come back from Discord
//! as the client sent them, so anyone can send any: read into an action
//! or refused, never a panic.
#![no_main]

use backrank::bot::action::Action;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: (&str, String)| {
    let (id, value) = input;
    let _ = Action::from_button(id);
    let _ = Action::from_control(id, value);
});
