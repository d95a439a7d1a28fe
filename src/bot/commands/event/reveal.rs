//! What a revealed round says under its heading: what decided it (its
//! seed and commitment, or its beacon round and signature), and the lines
//! that redo and check it ([`crate::app::event_commands`]).

#[cfg(feature = "beacon")]
use crate::app::event_commands::beacon_check_command;
use crate::app::event_commands::{check_command, redo_command};
use crate::app::events::{self, Drawn};
use crate::i18n::{Lang, t_with};

/// The lines under a revealed round's heading: what decided it, how to
/// redo it and how to check it.
pub(super) fn drawn_lines(r: &events::Revealed, lang: Lang) -> Vec<String> {
    let e = &r.event.event;
    let quoted = |command: String| [("command", format!("`{command}`").into())];
    match &r.drawn {
        Drawn::Seed { seed, commitment } => vec![
            t_with(
                lang,
                msg!("event-seed"),
                &[
                    ("seed", seed.as_str().into()),
                    ("commitment", commitment.as_str().into()),
                ],
            ),
            t_with(lang, msg!("event-redo"), &quoted(redo_command(e, seed))),
            t_with(
                lang,
                msg!("event-check"),
                &quoted(check_command(r, seed, commitment)),
            ),
        ],
        #[cfg(feature = "beacon")]
        Drawn::Beacon(b) => vec![
            beacon_line(b, lang),
            t_with(
                lang,
                msg!("event-check-beacon"),
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
        msg!("event-beacon-drawn"),
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
