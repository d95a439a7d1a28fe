//! The command lines that redo and check a revealed event round, each
//! one a shell runs as printed: the bot posts them under the round, and
//! the event's web page shows them beside it.

use crate::app::event::round::{BeaconRevealed, Revealed, purpose};
use crate::app::shell::shell_line;
use crate::app::source::beacon_check::{BeaconCheck, beacon_check_line};
use crate::app::variants::names::variant_file_name;
use crate::core::draw_rules::attempt_seed;
use crate::store::NewEvent;

/// The command that checks an event's beacon round offline.
#[must_use]
pub fn beacon_check_command(r: &Revealed, b: &BeaconRevealed) -> String {
    let e = &r.event.event;
    let code = r.roll.replay_code();
    let purpose = purpose(e.guild_id, &e.name, r.round);
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
        rules: drawn_again_words(r),
    })
}

/// What a round's draw needs of its event's rules on a command line: the
/// positions left out at the start (`--exclude 0-16,518`) and, where no
/// position may come twice, the earlier rounds' (`--earlier 18,4`), each
/// only when there are some.
fn drawn_again_words(r: &Revealed) -> Vec<String> {
    let Some(rules) = &r.event.event.rules else {
        return Vec::new();
    };
    let mut words = Vec::new();
    let left_out = rules.left_out();
    if !left_out.is_empty() {
        words.extend(["--exclude".to_owned(), left_out.to_string()]);
    }
    if !rules.repeats && !r.earlier.is_empty() {
        words.extend(["--earlier".to_owned(), numbers(&r.earlier)]);
    }
    words
}

/// Position numbers in order, as a command line takes them: `18,4,7`.
#[must_use]
pub fn numbers(list: &[u64]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The command that rolls a revealed round again, as people run it: the
/// event's variant (with its file, named as the reply attaches it, for a
/// server's own), method, device and options, from the seed of the
/// round's attempt (`SEED attempt N` for a round drawn again).
#[must_use]
pub fn redo_command(r: &Revealed, seed: &str) -> String {
    let mut words = vec!["backrank".to_owned(), "roll".to_owned()];
    words.extend(roll_words(&r.event.event));
    words.extend([
        "--source".to_owned(),
        format!("seed:{}", attempt_seed(seed, r.attempt())),
    ]);
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

/// The command that checks a revealed round against its commitment. For
/// an event with rules, also the rules the commitment covers, the earlier
/// rounds' positions (no position twice), the event's variant, method,
/// device and options, and the round's position: it redoes the attempts
/// and refuses a position the rules would have drawn again.
#[must_use]
pub fn check_command(r: &Revealed, seed: &str, commitment: &str) -> String {
    let e = &r.event.event;
    let mut words: Vec<String> = [
        "backrank",
        "verify-event",
        "--event",
        &e.name,
        "--round",
        &r.round.to_string(),
        "--seed",
        seed,
        "--commitment",
        commitment,
    ]
    .map(str::to_owned)
    .into();
    if let Some(rules) = &e.rules {
        let repeats = if rules.repeats { "allowed" } else { "no" };
        words.extend(["--repeats".to_owned(), repeats.to_owned()]);
        words.extend(drawn_again_words(r));
        let mut rolled = roll_words(e).into_iter();
        words.push("--variant".to_owned());
        words.extend(rolled.by_ref().take(1));
        words.extend(rolled);
        words.extend([
            "--position".to_owned(),
            r.roll.position.number().to_string(),
        ]);
    }
    shell_line(&words)
}
