//! The record as plain text: what the CLI prints and what the bot attaches
//! as `record.txt`. A view of [`Roll`], nothing more.

use crate::core::fen::Fen;
use std::fmt::Write;

use backrank_entropy::{Face, Throw};

use crate::core::position::Position;
use crate::core::roll::{Roll, Step, StepKind};
use crate::core::text::faces_text;
use crate::core::variant::Variant;

/// "SP 518" for Chess960, "No. 12" elsewhere.
pub fn number_label(v: Variant, n: u64) -> String {
    if v == Variant::Chess960 {
        format!("SP {n}")
    } else {
        format!("No. {n}")
    }
}

pub fn throws_line(throws: &[Throw]) -> String {
    throws_with(throws, |face| format!("{face} (again)"), ", ")
}

/// Throws in order, kept faces as they are and thrown-again faces marked
/// by `again`, joined by `sep`.
pub fn throws_with(throws: &[Throw], again: impl Fn(&Face) -> String, sep: &str) -> String {
    throws
        .iter()
        .map(|t| {
            if t.kept {
                t.face.to_string()
            } else {
                again(&t.face)
            }
        })
        .collect::<Vec<_>>()
        .join(sep)
}

pub fn steps(steps: &[Step], both_sides: bool) -> String {
    let mut s = String::new();
    for (i, step) in steps.iter().enumerate() {
        let side = if both_sides {
            format!("{}: ", step.side)
        } else {
            String::new()
        };
        let _ = writeln!(s, "{:>3}. {side}{}", i + 1, step.title);
        let _ = writeln!(s, "     {}", step.text);
        if step.kind == StepKind::Throw {
            let choice = step.choice.as_deref().unwrap_or("");
            let _ = writeln!(s, "     Throws: {} → {choice}", throws_line(&step.throws));
        }
        for r in &step.result {
            let _ = writeln!(s, "     {r}");
        }
    }
    s
}

pub fn board_lines(p: &Position, number: u64) -> String {
    let mut s = String::new();
    s += &p.diagram();
    s.push('\n');
    let _ = writeln!(s, "Number  {}", number_label(p.variant(), number));
    let _ = writeln!(s, "FEN     {}", Fen(p));
    s
}

pub fn roll(roll: &Roll, source: &str) -> String {
    let v = roll.spec.variant;
    let m = roll.spec.method;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} · {} ({}) · {} · source {source}",
        v.spec().name,
        m.method,
        m.reference,
        roll.spec.dice
    );
    if let Some(w) = m.fairness_warning() {
        let _ = writeln!(s, "Note: {w}");
    }
    s.push('\n');
    s += &steps(&roll.steps, v.black_is_independent());
    s.push('\n');
    s += &board_lines(&roll.position, roll.position.number());
    let _ = writeln!(s, "Faces   {}", faces_text(&roll.faces));
    let _ = writeln!(s, "Replay  {}", roll.replay_code());
    s
}
