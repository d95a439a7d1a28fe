//! Carrillo's Korean Random procedure, whose halves steps cannot say (his
//! other procedures are steps in the variant files).

use crate::core::board::Role::*;
use crate::core::method::{Among, Chooser, Stop, Table};

/// Korean Random: left of the general a chariot (three squares: 4–6 count as
/// 1–3), a horse (heads or tails), the elephant on the last square; then the
/// same right of it.
pub fn korean(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, Chariot, Among::LeftHalf, "Chariot, left of the general")?;
    t.place(ch, Horse, Among::LeftHalf, "Horse, left of the general")?;
    t.place(
        ch,
        Elephant,
        Among::LeftHalf,
        "Elephant, left of the general",
    )?;
    t.place(
        ch,
        Chariot,
        Among::RightHalf,
        "Chariot, right of the general",
    )?;
    t.place(ch, Horse, Among::RightHalf, "Horse, right of the general")?;
    t.place(
        ch,
        Elephant,
        Among::RightHalf,
        "Elephant, right of the general",
    )?;
    Ok(())
}
