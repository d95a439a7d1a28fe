//! A signed interaction's body, as the HTTP endpoint reads it: JSON into
//! serenity's model, then into the bot's action (commands, options,
//! buttons, forms, autocomplete). Refused or read, never a panic.
#![no_main]

use backrank::bot::transport::incoming::{incoming, token};
use libfuzzer_sys::fuzz_target;
use serenity::all::Interaction;

fuzz_target!(|body: &[u8]| {
    if let Ok(interaction) = serde_json::from_slice::<Interaction>(body) {
        let _ = incoming(&interaction);
        let _ = token(&interaction);
    }
});
