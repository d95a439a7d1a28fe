//! The command lines that redo and check a revealed event round, each
//! one a shell runs as printed: the bot posts them under the round, and
//! the event's web page shows them beside it; and the line that replays a
//! roll of a variant file, which its web page shows.

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

/// What the offline check of a beacon draw names.
#[cfg(feature = "beacon")]
#[derive(Clone, Debug)]
pub struct BeaconCheck<'a> {
    /// The roll's replay code.
    pub code: &'a str,
    pub chain: &'a str,
    pub round: u64,
    /// The round's signature in hex, and the previous one on a chained
    /// network.
    pub signature: &'a str,
    pub previous_signature: Option<&'a str>,
    /// What the draw was for (a roll's is the default, left out).
    pub purpose: &'a str,
    /// The variant file the code needs, for a server's own variant.
    pub variant_file: Option<String>,
}

/// The command that checks a beacon draw offline: the roll's throws (its
/// replay code) must be exactly the draw of that beacon round, whose
/// signature verifies, for that purpose; any other round, signature or
/// purpose fails. The one line `backrank roll --source beacon:…` and an
/// event's reveal both print.
#[cfg(feature = "beacon")]
#[must_use]
pub fn beacon_check_line(c: &BeaconCheck<'_>) -> String {
    let mut words = vec![
        "backrank".to_owned(),
        "replay".to_owned(),
        c.code.to_owned(),
        "--beacon".to_owned(),
        format!("{}:{}", c.chain, c.round),
        "--signature".to_owned(),
        c.signature.to_owned(),
    ];
    if let Some(previous) = c.previous_signature.filter(|p| !p.is_empty()) {
        words.extend(["--previous-signature".to_owned(), previous.to_owned()]);
    }
    if c.purpose != crate::app::beacon::ROLL_PURPOSE {
        words.extend(["--purpose".to_owned(), c.purpose.to_owned()]);
    }
    if let Some(file) = &c.variant_file {
        words.extend(["--variant-file".to_owned(), file.clone()]);
    }
    shell_line(&words)
}

/// The command that checks an event's beacon round offline.
#[cfg(feature = "beacon")]
#[must_use]
pub fn beacon_check_command(r: &Revealed, b: &crate::app::event_beacon::BeaconRevealed) -> String {
    let e = &r.event.event;
    let code = r.roll.replay_code();
    let purpose = crate::app::event_beacon::purpose(e.guild_id, &e.name, r.round);
    beacon_check_line(&BeaconCheck {
        code: &code,
        chain: &b.chain,
        round: b.fixed.beacon_round,
        signature: b.fixed.signature.as_deref().unwrap_or_default(),
        previous_signature: b.fixed.previous_signature.as_deref(),
        purpose: &purpose,
        variant_file: e
            .spec
            .variant
            .digest
            .is_some()
            .then(|| variant_file_name(&e.spec.variant.id)),
    })
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

/// The command that replays a roll of a variant file from its replay
/// code, with the file saved as `variant_file` (as a roll's web page
/// serves it beside this line).
#[must_use]
pub fn replay_command(code: &str, variant_file: &str) -> String {
    let words = ["backrank", "replay", code, "--variant-file", variant_file];
    shell_line(&words.map(str::to_owned))
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
