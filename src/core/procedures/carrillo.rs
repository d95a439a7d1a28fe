//! Carrillo's procedures for Modern Random, Ajax Random, English Random and
//! Korean Random, and the fair placements offered beside them.

use crate::core::board::Role::*;
use crate::core::method::{Among, Chooser, Stop, Table};
use crate::core::procedures::chess960::king_and_rooks_by_carrillo;

/// Modern Random 9x9 as published: bishops by 3.2, king by 4.2, rooks by
/// 4.3, queen and prime minister among the four squares left, knights on the
/// last two.
pub fn modern(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.bishops_any_colour_by_colour_choice(ch)?;
    king_and_rooks_by_carrillo(t, ch)?;
    t.place(ch, Queen, Among::Empty, "Queen")?;
    t.place(ch, Minister, Among::Empty, "Prime minister")?;
    t.fill(
        ch,
        &[Knight, Knight],
        "Knights",
        "Two squares are left: the knights take them.",
    )
}

/// A fair Modern Random procedure: bishops on any two squares, queen, prime
/// minister, knights, rook–king–rook on the last three.
pub fn modern_placement(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place_two(ch, Bishop, Among::Empty)?;
    t.place(ch, Queen, Among::Empty, "Queen")?;
    t.place(ch, Minister, Among::Empty, "Prime minister")?;
    t.place_two(ch, Knight, Among::Empty)?;
    t.king_between_rooks(ch)
}

/// Ajax Random as published: bishops by 3.2, queen among six, knights among
/// five and four, then rook–king–rook (4.1).
pub fn ajax(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.bishops_any_colour_by_colour_choice(ch)?;
    queen_knights_king_rooks(t, ch)
}

/// A fair Ajax Random procedure: bishops on any two squares, then as
/// published.
pub fn ajax_placement(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place_two(ch, Bishop, Among::Empty)?;
    queen_knights_king_rooks(t, ch)
}

fn queen_knights_king_rooks(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, Queen, Among::Empty, "Queen")?;
    t.place_two(ch, Knight, Among::Empty)?;
    t.king_between_rooks(ch)
}

/// English Random procedure #1 as published, for one side: bishops by 3.2,
/// then king, queen and the rooks by the die, knights on the last two.
pub fn english(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.bishops_any_colour_by_colour_choice(ch)?;
    t.place(ch, King, Among::Empty, "King")?;
    t.place(ch, Queen, Among::Empty, "Queen")?;
    t.place_two(ch, Rook, Among::Empty)?;
    t.fill(
        ch,
        &[Knight, Knight],
        "Knights",
        "Two squares are left: the knights take them.",
    )
}

/// English Random procedure #2's order, for one side, which is uniform with
/// any device: king, rooks, queen, bishops, knights on the last two.
pub fn english_placement(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, King, Among::Empty, "King")?;
    t.place_two(ch, Rook, Among::Empty)?;
    t.place(ch, Queen, Among::Empty, "Queen")?;
    t.place_two(ch, Bishop, Among::Empty)?;
    t.fill(
        ch,
        &[Knight, Knight],
        "Knights",
        "Two squares are left: the knights take them.",
    )
}

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
