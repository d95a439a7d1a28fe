//! Chess960: the Pawn Method (Carrillo's procedures are steps in
//! `chess960.toml`).

use crate::board::Role::*;
use crate::i18n::Text;
use crate::method::{Among, Chooser, Note, Stop, Table};
use crate::text::{ordinal, piece};

/// The Walker/Suzman Pawn Method, with dice standing in for the shuffle:
/// the pawns marked Q, B, B, N, N land on random files (the three blank
/// pawns take the rest); if both bishops share a colour, a black pawn marked
/// L1–L4 or R1–R4 says which bishop (left or right) moves to which square of
/// the other colour (1–4 from the left), swapping with whatever stands
/// there; rook–king–rook fill the three squares left.
pub fn pawns(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    let marked = |n: u64, mark: &str| {
        Text::msg(msg!("title-pawn-marked"))
            .with("n", n)
            .with("mark", mark)
    };
    t.place(ch, Queen, Among::Empty, &marked(0, "Q"))?;
    t.place(ch, Bishop, Among::Empty, &marked(1, "B"))?;
    t.place(ch, Bishop, Among::Empty, &marked(2, "B"))?;
    t.place(ch, Knight, Among::Empty, &marked(1, "N"))?;
    t.place(ch, Knight, Among::Empty, &marked(2, "N"))?;
    let bishops = t.find_all(Bishop);
    let (left, right) = match bishops[..] {
        [a, b] => (a, b),
        _ => return Err(Stop::Bug("the Pawn Method placed other than two bishops")),
    };
    if t.colour(left) == t.colour(right) {
        let labels = ["L1", "L2", "L3", "L4", "R1", "R2", "R3", "R4"].map(Text::plain);
        let p = t.pick(
            ch,
            &Text::msg(msg!("title-black-pawn")),
            &Text::msg(msg!("pick-black-pawn")),
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
            let moved = Text::msg(msg!("bishop-moves"))
                .with("from", from.to_string())
                .with("to", to.to_string())
                .with("nth", ordinal(p as u64 % 4 + 1))
                .with("colour", target_colour.name());
            match displaced {
                Some(r) => Text::msg(msg!("bishop-moves-and-swaps"))
                    .with("moved", moved)
                    .with("piece", piece(r))
                    .with("from", from.to_string()),
                None => Text::msg(msg!("bishop-moves-alone")).with("moved", moved),
            }
        }));
    } else {
        ch.note(Note::Forced {
            side: t.side(),
            title: &Text::msg(msg!("title-black-pawn")),
            text: &|| Text::msg(msg!("no-black-pawn")),
            working: None,
        });
    }
    t.king_between_rooks(ch)
}
