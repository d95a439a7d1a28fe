//! Capablanca Random: Scharnagl's steps (Carrillo's 1a and 1b, and the
//! fair placements, are steps in the variant files).

use crate::core::board::Role::*;
use crate::core::board::SquareColour::{Dark, Light};
use crate::core::method::{Among, Chooser, Stop, Table};

/// Scharnagl's b.1–b.13: choose whether the queen or the archbishop goes on a
/// light square (b.1), place it there (b.2) and the other on a dark square
/// (b.3), a bishop on each colour (b.4, b.5), the chancellor (b.6), the
/// knights (b.7, b.8), the king on the middle of the last three squares and
/// the rooks around it (b.9, b.10); start over if a pawn would be unprotected
/// (b.13).
pub fn scharnagl(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    queen_and_archbishop(
        t,
        ch,
        [
            "b.1 Queen or archbishop first",
            "b.2 First piece, light square",
            "b.3 Second piece, dark square",
        ],
    )?;
    t.place(ch, Bishop, Among::Colour(Light), "b.4 Light-squared bishop")?;
    t.place(ch, Bishop, Among::Colour(Dark), "b.5 Dark-squared bishop")?;
    t.place(ch, Chancellor, Among::Empty, "b.6 Chancellor")?;
    t.place(ch, Knight, Among::Empty, "b.7 First knight")?;
    t.place(ch, Knight, Among::Empty, "b.8 Second knight")?;
    t.king_between_rooks(ch)?;
    t.start_over_unless_legal(ch)
}

/// Scharnagl's b.1–b.3, which CRC's numbering follows too: choose which
/// of queen and archbishop takes a light square, put it on one, and the
/// other on a dark square. `titles` name the three steps.
pub fn queen_and_archbishop(
    t: &mut Table<'_>,
    ch: &mut dyn Chooser,
    titles: [&str; 3],
) -> Result<(), Stop> {
    let first = t.pick(
        ch,
        titles[0],
        "Choose which piece goes on a light square: 1st = the queen, 2nd = the archbishop.",
        &[
            "the queen on a light square",
            "the archbishop on a light square",
        ],
    )?;
    let (light, dark) = if first == 0 {
        (Queen, Archbishop)
    } else {
        (Archbishop, Queen)
    };
    t.place(ch, light, Among::Colour(Light), titles[1])?;
    t.place(ch, dark, Among::Colour(Dark), titles[2])?;
    Ok(())
}
