//! Capablanca Random: Scharnagl's steps (Carrillo's 1a and 1b, and the
//! fair placements, are steps in the variant files).

use crate::board::Role::*;
use crate::board::SquareColour::{Dark, Light};
use crate::i18n::Text;
use crate::method::steps::piece_title;
use crate::method::{Among, Chooser, Stop, Table};
use crate::text::piece;

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
            scharnagl_step("b.1", Text::msg(msg!("title-queen-or-archbishop-first"))),
            scharnagl_step("b.2", Text::msg(msg!("title-first-piece-light"))),
            scharnagl_step("b.3", Text::msg(msg!("title-second-piece-dark"))),
        ],
    )?;
    let light = scharnagl_step("b.4", Text::msg(msg!("title-light-bishop")));
    t.place(ch, Bishop, Among::Colour(Light), &light)?;
    let dark = scharnagl_step("b.5", Text::msg(msg!("title-dark-bishop")));
    t.place(ch, Bishop, Among::Colour(Dark), &dark)?;
    let chancellor = scharnagl_step("b.6", piece(Chancellor).capitalized());
    t.place(ch, Chancellor, Among::Empty, &chancellor)?;
    for (nth, step) in [(0, "b.7"), (1, "b.8")] {
        let title = scharnagl_step(step, piece_title(Knight, nth, 2));
        t.place(ch, Knight, Among::Empty, &title)?;
    }
    t.king_between_rooks(ch)?;
    t.start_over_unless_legal(ch)
}

/// Scharnagl's b.1–b.3, which CRC's numbering follows too: choose which
/// of queen and archbishop takes a light square, put it on one, and the
/// other on a dark square. `titles` name the three steps.
pub fn queen_and_archbishop(
    t: &mut Table<'_>,
    ch: &mut dyn Chooser,
    titles: [Text; 3],
) -> Result<(), Stop> {
    let first = t.pick(
        ch,
        &titles[0],
        &Text::msg(msg!("pick-queen-or-archbishop")),
        &[
            Text::msg(msg!("queen-on-light")),
            Text::msg(msg!("archbishop-on-light")),
        ],
    )?;
    let (light, dark) = if first == 0 {
        (Queen, Archbishop)
    } else {
        (Archbishop, Queen)
    };
    t.place(ch, light, Among::Colour(Light), &titles[1])?;
    t.place(ch, dark, Among::Colour(Dark), &titles[2])?;
    Ok(())
}

/// A title as Scharnagl numbers his steps: "b.4 Light-squared bishop".
fn scharnagl_step(step: &str, title: Text) -> Text {
    Text::join([Text::plain(step), title], " ")
}
