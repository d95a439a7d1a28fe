//! What a revealed round says under its heading: what decided it (its
//! seed and commitment, or its beacon round and signature) and the lines
//! that redo and check it, a fact a line, from the round's view.

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
