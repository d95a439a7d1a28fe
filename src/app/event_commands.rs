//! The command lines that redo and check a revealed event round, each
//! one a shell runs as printed: the bot posts them under the round, and
//! the event's web page shows them beside it.

use crate::app::events::{Drawn, Revealed};
use crate::app::sources::SourceSpec;
use crate::store::NewEvent;

/// The source a revealed round's record names.
pub fn drawn_source(drawn: &Drawn) -> SourceSpec {
    match drawn {
        Drawn::Seed { seed, .. } => SourceSpec::Seed(seed.clone()),
        #[cfg(feature = "beacon")]
        Drawn::Beacon(b) => SourceSpec::Beacon(crate::app::sources::BeaconRef {
            chain: Some(b.chain.clone()),
            round: b.fixed.beacon_round,
        }),
    }
}

/// The command that checks a beacon round offline: the round's throws
/// (its replay code) must be exactly the draw of that beacon round, whose
/// signature verifies, for this event's round (its purpose); any other
/// round, signature or purpose fails.
#[cfg(feature = "beacon")]
#[must_use]
pub fn beacon_check_command(r: &Revealed, b: &crate::app::event_beacon::BeaconRevealed) -> String {
    let e = &r.event.event;
    let mut words = vec![
        "backrank".to_owned(),
        "replay".to_owned(),
        r.roll.replay_code(),
        "--beacon".to_owned(),
        format!("{}:{}", b.chain, b.fixed.beacon_round),
        "--signature".to_owned(),
        b.fixed.signature.clone().unwrap_or_default(),
    ];
    if let Some(previous) = &b.fixed.previous_signature {
        words.extend(["--previous-signature".to_owned(), previous.clone()]);
    }
    let purpose = crate::app::event_beacon::purpose(e.guild_id, &e.name, r.round);
    words.extend(["--purpose".to_owned(), purpose]);
    if e.spec.variant.digest.is_some() {
        words.extend([
            "--variant-file".to_owned(),
            variant_file_name(&e.spec.variant.id),
        ]);
    }
    shell_line(&words)
}

/// The command that rolls a revealed round again, as people run it: the
/// event's variant (with its file, named as the reply attaches it, for a
/// server's own), method, device and options, from the round's seed.
#[must_use]
pub fn redo_command(e: &NewEvent, seed: &str) -> String {
    let mut words = vec!["backrank".to_owned(), "roll".to_owned()];
    words.extend(roll_words(e));
    words.extend(["--source".to_owned(), format!("seed:{seed}")]);
    shell_line(&words)
}

/// The event's variant (with its file, named as the reply attaches it,
/// for a server's own), method, device and options, as command words.
fn roll_words(e: &NewEvent) -> Vec<String> {
    let kept = &e.spec;
    let mut words = vec![kept.variant.to_string()];
    if kept.variant.digest.is_some() {
        words.extend([
            "--variant-file".to_owned(),
            variant_file_name(&kept.variant.id),
        ]);
    }
    words.extend([
        "--method".to_owned(),
        kept.method.clone(),
        "--dice".to_owned(),
        kept.dice.name().to_owned(),
    ]);
    if e.exclude_standard {
        words.push("--exclude-standard".to_owned());
    }
    if e.pairs {
        words.push("--pair".to_owned());
    }
    words
}

/// The command that checks a revealed round against its commitment.
#[must_use]
pub fn check_command(r: &Revealed, seed: &str, commitment: &str) -> String {
    let words = [
        "backrank",
        "verify-event",
        "--event",
        &r.event.event.name,
        "--round",
        &r.round.to_string(),
        "--seed",
        seed,
        "--commitment",
        commitment,
    ];
    shell_line(&words.map(str::to_owned))
}

/// Words as one line a shell runs as they are: each quoted where it needs
/// to be (an event's name has spaces, maybe quotes).
fn shell_line(words: &[String]) -> String {
    let quoted: Vec<String> = words
        .iter()
        .map(|w| shlex::try_quote(w).map_or_else(|_| w.clone(), |q| q.into_owned()))
        .collect();
    quoted.join(" ")
}

/// The name the file of an event's own variant `id` goes by in its
/// replies and printed commands (`thursday.toml`).
#[must_use]
pub fn variant_file_name(id: &str) -> String {
    format!("{id}.toml")
}
