//! Carrillo's Korean Random procedure, whose halves steps cannot say (his
//! other procedures are steps in the variant files).

use crate::board::Role::*;
use crate::i18n::Text;
use crate::method::{Among, Chooser, Stop, Table};
use crate::text::piece;

/// Korean Random: left of the general a chariot (three squares: 4–6 count as
/// 1–3), a horse (heads or tails), the elephant on the last square; then the
/// same right of it.
pub fn korean(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    for (half, title) in [
        (Among::LeftHalf, msg!("title-left-of-general")),
        (Among::RightHalf, msg!("title-right-of-general")),
    ] {
        for role in [Chariot, Horse, Elephant] {
            let title = Text::msg(title).with("piece", piece(role).capitalized());
            t.place(ch, role, half, &title)?;
        }
    }
    Ok(())
}
