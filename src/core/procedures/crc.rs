//! Capablanca Random: Scharnagl's steps, and Carrillo's 1a and 1b.

use crate::core::board::Role::*;
use crate::core::board::SquareColour::{Dark, Light};
use crate::core::method::{Among, Chooser, Stop, Table};
use crate::core::procedures::chess960::king_and_rooks_by_carrillo;

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

/// A fair hand procedure for Carrillo's 1a set: bishops on a dark and a
/// light square, then queen, archbishop, chancellor and knights on any
/// squares, rook–king–rook on the last three.
pub fn carrillo_placement(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, Bishop, Among::Colour(Dark), "Dark-squared bishop")?;
    t.place(ch, Bishop, Among::Colour(Light), "Light-squared bishop")?;
    pieces_then_king_and_rooks(t, ch)
}

/// A fair hand procedure for Modern Capablanca Random: the bishops on any
/// two squares, then as for 1a.
pub fn modern_placement(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place_two(ch, Bishop, Among::Empty)?;
    pieces_then_king_and_rooks(t, ch)
}

fn pieces_then_king_and_rooks(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, Queen, Among::Empty, "Queen")?;
    t.place(ch, Archbishop, Among::Empty, "Archbishop")?;
    t.place(ch, Chancellor, Among::Empty, "Chancellor")?;
    t.place_two(ch, Knight, Among::Empty)?;
    t.king_between_rooks(ch)
}

/// Carrillo's Capablanca Random 1a as published: bishops by 3.1, king by
/// 4.2, rooks by 4.3, then queen, archbishop and chancellor among the five
/// squares left, knights on the last two.
pub fn carrillo_1a(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, Bishop, Among::Colour(Dark), "Dark-squared bishop")?;
    t.place(ch, Bishop, Among::Colour(Light), "Light-squared bishop")?;
    carrillo_after_bishops(t, ch)
}

/// Carrillo's 1b (Modern Capablanca Random) as published: bishops by 3.2
/// (a colour, then a square of it), then as 1a.
pub fn carrillo_1b(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.bishops_any_colour_by_colour_choice(ch)?;
    carrillo_after_bishops(t, ch)
}

fn carrillo_after_bishops(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    king_and_rooks_by_carrillo(t, ch)?;
    t.place(ch, Queen, Among::Empty, "Queen")?;
    t.place(ch, Archbishop, Among::Empty, "Archbishop")?;
    t.place(ch, Chancellor, Among::Empty, "Chancellor")?;
    t.fill(
        ch,
        &[Knight, Knight],
        "Knights",
        "Two squares are left: the knights take them.",
    )
}
