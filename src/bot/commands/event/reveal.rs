//! What a revealed round says under its heading: when its play starts,
//! what decided it (its seed and commitment, or its beacon round and
//! signature) and the lines that redo and check it, a fact a line, from
//! the round's view.

use crate::app::view::round::RoundView;
use crate::i18n::t_with;

/// The lines under a revealed round's heading, codes in code spans so they
/// copy whole.
pub(super) fn proof_lines(r: &RoundView) -> Vec<String> {
    r.proof
        .iter()
        .map(|f| {
            let value = if f.is_code() {
                format!("`{}`", f.value)
            } else {
                f.value.clone()
            };
            t_with(
                r.lang,
                msg!("fact-line"),
                &[("label", f.name(r.lang).into()), ("value", value.into())],
            )
        })
        .collect()
}

/// When the round's play starts, as Discord timestamps each reader sees in
/// their own time zone; none without study time.
pub(super) fn play_line(r: &RoundView) -> Option<String> {
    let play = r.play?;
    let (time, relative) = play.discord();
    Some(t_with(
        r.lang,
        msg!("event-play-starts"),
        &[
            ("minutes", play.minutes.into()),
            ("time", time.into()),
            ("relative", relative.into()),
        ],
    ))
}
