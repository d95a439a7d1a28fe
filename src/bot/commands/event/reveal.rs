//! What a revealed round says under its heading: what decided it (its
//! seed and commitment, or its beacon round and signature), and the lines
//! that redo and check it, each one a shell runs as printed.

use crate::app::events::{self, Drawn};
use crate::app::sources::SourceSpec;
use crate::i18n::{Lang, t_with};
use crate::store::NewEvent;

/// The source a revealed round's record names.
pub(super) fn drawn_source(drawn: &Drawn) -> SourceSpec {
    match drawn {
        Drawn::Seed { seed, .. } => SourceSpec::Seed(seed.clone()),
        #[cfg(feature = "beacon")]
        Drawn::Beacon(b) => SourceSpec::Beacon(crate::app::sources::BeaconRef {
            chain: Some(b.chain.clone()),
            round: b.fixed.beacon_round,
        }),
    }
}

/// The lines under a revealed round's heading: what decided it, how to
/// redo it and how to check it.
pub(super) fn drawn_lines(r: &events::Revealed, lang: Lang) -> Vec<String> {
    let e = &r.event.event;
    let quoted = |command: String| [("command", format!("`{command}`").into())];
    match &r.drawn {
        Drawn::Seed { seed, commitment } => vec![
            t_with(
                lang,
                "event-seed",
                &[
                    ("seed", seed.as_str().into()),
                    ("commitment", commitment.as_str().into()),
                ],
            ),
            t_with(lang, "event-redo", &quoted(redo_command(e, seed))),
            t_with(
                lang,
                "event-check",
                &quoted(check_command(r, seed, commitment)),
            ),
        ],
        #[cfg(feature = "beacon")]
        Drawn::Beacon(b) => vec![
            beacon_line(b, lang),
            t_with(
                lang,
                "event-check-beacon",
                &quoted(beacon_check_command(r, b)),
            ),
        ],
    }
}

/// Which beacon round decided a round, when it was fixed and published,
/// and its signature.
#[cfg(feature = "beacon")]
fn beacon_line(b: &crate::app::event_beacon::BeaconRevealed, lang: Lang) -> String {
    let time = |secs: i64| {
        jiff::Timestamp::from_second(secs)
            .map(crate::app::beacon::utc)
            .unwrap_or_default()
    };
    t_with(
        lang,
        "event-beacon-drawn",
        &[
            ("chain", b.chain.as_str().into()),
            ("beacon", b.fixed.beacon_round.into()),
            ("fixed", time(b.fixed.fixed_at).into()),
            ("published", time(b.published_at).into()),
            (
                "signature",
                b.fixed.signature.as_deref().unwrap_or_default().into(),
            ),
        ],
    )
}

/// The command that checks a beacon round offline: the round's throws
/// (its replay code) must be exactly the draw of that beacon round, whose
/// signature verifies, for this event's round (its purpose); any other
/// round, signature or purpose fails.
#[cfg(feature = "beacon")]
fn beacon_check_command(
    r: &events::Revealed,
    b: &crate::app::event_beacon::BeaconRevealed,
) -> String {
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
fn redo_command(e: &NewEvent, seed: &str) -> String {
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
fn check_command(r: &events::Revealed, seed: &str, commitment: &str) -> String {
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
pub(super) fn variant_file_name(id: &str) -> String {
    format!("{id}.toml")
}
