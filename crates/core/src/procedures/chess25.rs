//! Fischer Placement Chess (Chess25): Winther's relocation die method.

use crate::board::Role::{self, *};
use crate::i18n::Text;
use crate::method::table::labelled;
use crate::method::{Chooser, Note, Stop, Table};
use crate::text::piece;
use crate::variant::relocation_allowed;

/// From the standard array, the king swaps with one of the pieces it may
/// (itself included), counted 1–5 from the left (a 6: throw again); then the
/// queen does the same.
pub fn relocation(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.set_standard();
    relocate(t, ch, King, &Text::msg(msg!("title-king-relocation")))?;
    relocate(t, ch, Queen, &Text::msg(msg!("title-queen-relocation")))?;
    // Nothing is placed one square at a time, so check the whole row against
    // a target (when encoding a number) only now.
    for i in 0..t.len() {
        let role = t.cell(i).ok_or(Stop::Bug("Chess25 left a square empty"))?;
        t.set(i, role)?;
    }
    Ok(())
}

fn relocate(t: &mut Table<'_>, ch: &mut dyn Chooser, role: Role, title: &Text) -> Result<(), Stop> {
    let row = t.row()?;
    let geo = t.variant().side_geometry(t.side());
    let from = row
        .iter()
        .position(|&r| r == role)
        .ok_or(Stop::Bug("the relocating piece is missing"))?;
    let partners: Vec<usize> = (0..row.len())
        .filter(|&to| relocation_allowed(&geo, &row, from, to))
        .collect();
    let square_and_piece = |i: usize| {
        Text::msg(msg!("square-and-piece"))
            .with("square", t.square(i).to_string())
            .with("piece", piece(row[i]))
    };
    let how = || {
        Text::msg(msg!("count-relocations"))
            .with("piece", piece(role))
            .with(
                "list",
                Text::join(partners.iter().map(|&i| square_and_piece(i)), ", "),
            )
    };
    let label = |c: u32| labelled(c, square_and_piece(partners[c as usize]));
    let c = match partners.len() {
        0 => return Err(Stop::Bug("no relocation allowed")),
        1 => 0,
        k => ch.choose(&crate::method::Ask {
            k: k as u32,
            technique: t.technique(),
            side: t.side(),
            title,
            how: &how,
            label: &label,
        })? as usize,
    };
    let to = partners[c];
    t.swap(from, to);
    let (a, b, other) = (t.square(from), t.square(to), row[to]);
    ch.note(Note::Outcome(&|| {
        if from == to {
            Text::msg(msg!("relocation-stays"))
                .with("piece", piece(role))
                .with("square", a.to_string())
        } else {
            // The sentence starts with the piece; a language may put an
            // article before it, so capitals come last.
            Text::msg(msg!("relocation-swaps"))
                .with("piece", piece(role))
                .with("to", b.to_string())
                .with("other", piece(other))
                .with("from", a.to_string())
                .capitalized()
        }
    }));
    Ok(())
}
