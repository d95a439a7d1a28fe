//! Chess960: the Pawn Method (Carrillo's procedures are steps in
//! `chess960.toml`).

use crate::core::board::Role::*;
use crate::core::method::{Among, Chooser, Note, Stop, Table};
use crate::core::text::ordinal;

/// The Walker/Suzman Pawn Method, with dice standing in for the shuffle:
/// the pawns marked Q, B, B, N, N land on random files (the three blank
/// pawns take the rest); if both bishops share a colour, a black pawn marked
/// L1–L4 or R1–R4 says which bishop (left or right) moves to which square of
/// the other colour (1–4 from the left), swapping with whatever stands
/// there; rook–king–rook fill the three squares left.
pub fn pawns(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, Queen, Among::Empty, "Pawn marked Q")?;
    t.place(ch, Bishop, Among::Empty, "First pawn marked B")?;
    t.place(ch, Bishop, Among::Empty, "Second pawn marked B")?;
    t.place(ch, Knight, Among::Empty, "First pawn marked N")?;
    t.place(ch, Knight, Among::Empty, "Second pawn marked N")?;
    let bishops = t.find_all(Bishop);
    let (left, right) = match bishops[..] {
        [a, b] => (a, b),
        _ => return Err(Stop::Bug("the Pawn Method placed other than two bishops")),
    };
    if t.colour(left) == t.colour(right) {
        let labels = ["L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4"];
        let p = t.pick(
            ch,
            "Black pawn",
            "Both bishops share a colour. Pick one of the black pawns marked L1–L4, R1–R4: \
             L or R names the left or right bishop, the number which square of the other \
             colour (counting all four from the left) it moves to.",
            &labels,
        )?;
        let bishop = if p < 4 { left } else { right };
        let target_colour = t.colour(bishop).other();
        let squares = t.of_colour(target_colour);
        let target = *squares
            .get(p % 4)
            .ok_or(Stop::Bug("fewer than four squares of a colour"))?;
        let displaced = t.cell(target);
        t.swap(bishop, target);
        let (from, to) = (t.square(bishop), t.square(target));
        ch.note(Note::Outcome(&|| {
            let swap = match displaced {
                Some(r) => format!(", and the {r} goes to {from}"),
                None => String::new(),
            };
            format!(
                "The bishop on {from} moves to {to}, the {} {} square{swap}.",
                ordinal(p as u64 % 4 + 1),
                target_colour.name()
            )
        }));
    } else {
        ch.note(Note::Forced {
            side: t.side(),
            title: "Black pawn",
            text: &|| "The bishops stand on opposite colours: no black pawn is needed.".to_owned(),
        });
    }
    t.king_between_rooks(ch)
}
