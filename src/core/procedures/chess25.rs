//! Fischer Placement Chess (Chess25): Winther's relocation die method.

use crate::core::board::Role::{self, *};
use crate::core::method::{Chooser, Note, Stop, Table};
use crate::core::text::{capitalize, ordinal};
use crate::core::variant::relocation_allowed;

/// From the standard array, the king swaps with one of the pieces it may
/// (itself included), counted 1–5 from the left (a 6: throw again); then the
/// queen does the same.
pub fn relocation(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.set_standard();
    relocate(t, ch, King, "King relocation")?;
    relocate(t, ch, Queen, "Queen relocation")?;
    // Nothing is placed one square at a time, so check the whole row against
    // a target (when encoding a number) only now.
    for i in 0..t.len() {
        let role = t.cell(i).ok_or(Stop::Bug("Chess25 left a square empty"))?;
        t.set(i, role)?;
    }
    Ok(())
}

fn relocate(t: &mut Table<'_>, ch: &mut dyn Chooser, role: Role, title: &str) -> Result<(), Stop> {
    let row = t.row()?;
    let geo = t.variant().side_geometry(t.side());
    let from = row
        .iter()
        .position(|&r| r == role)
        .ok_or(Stop::Bug("the relocating piece is missing"))?;
    let partners: Vec<usize> = (0..row.len())
        .filter(|&to| relocation_allowed(&geo, &row, from, to))
        .collect();
    let how = || {
        let names: Vec<String> = partners
            .iter()
            .map(|&i| format!("{} ({})", t.square(i), row[i]))
            .collect();
        format!(
            "Count, from the left, the pieces the {role} may swap with (itself means it stays): {}.",
            names.join(", ")
        )
    };
    let label = |c: u32| {
        let i = partners[c as usize];
        format!(
            "{}: {} ({})",
            ordinal(u64::from(c) + 1),
            t.square(i),
            row[i]
        )
    };
    let c = match partners.len() {
        0 => return Err(Stop::Bug("no relocation allowed")),
        1 => 0,
        k => ch.choose(&crate::core::method::Ask {
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
            format!("The {role} stays on {a}.")
        } else {
            format!(
                "{} goes to {b}, the {other} to {a}.",
                capitalize(role.name())
            )
        }
    }));
    Ok(())
}
