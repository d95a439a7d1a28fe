//! Plain-text views for the terminal.

use std::fmt::Write;

use backrank_entropy::Throw;

use crate::audit::{Audit, decimal, show};
use crate::cli::faces_text;
use crate::method::MethodSpec;
use crate::position::Position;
use crate::roll::{Roll, Step, StepKind};
use crate::sources::SourceSpec;
use crate::text::thousands;
use crate::variant::Variant;

pub fn variants() -> String {
    let mut s = String::new();
    for v in Variant::ALL {
        let spec = v.spec();
        let methods: Vec<String> = v
            .methods()
            .iter()
            .enumerate()
            .map(|(i, m)| {
                if i == 0 {
                    format!("{} (default)", m.method)
                } else {
                    m.method.to_string()
                }
            })
            .collect();
        let _ = writeln!(s, "{}  {}", v.id(), spec.name);
        if !spec.aliases.is_empty() {
            let _ = writeln!(s, "    also        {}", spec.aliases.join(", "));
        }
        let _ = writeln!(s, "    board       {}x{}", spec.files, spec.ranks);
        let _ = writeln!(s, "    rules       {}", spec.summary);
        let _ = writeln!(s, "    positions   {}", thousands(v.legal_positions()));
        let _ = writeln!(s, "    methods     {}", methods.join(", "));
        s.push('\n');
    }
    s.pop();
    s
}

fn number_label(v: Variant, n: u64) -> String {
    if v == Variant::Chess960 {
        format!("SP {n}")
    } else {
        format!("No. {n}")
    }
}

fn throws_line(throws: &[Throw]) -> String {
    throws
        .iter()
        .map(|t| {
            if t.kept {
                t.face.to_string()
            } else {
                format!("{} (again)", t.face)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn steps(steps: &[Step], both_sides: bool) -> String {
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

fn board_lines(p: &Position, number: u64) -> String {
    let mut s = String::new();
    s += &p.diagram();
    s.push('\n');
    let _ = writeln!(s, "Number  {}", number_label(p.variant(), number));
    let _ = writeln!(s, "FEN     {}", p.fen());
    s
}

pub fn roll(roll: &Roll, source: &SourceSpec) -> String {
    let v = roll.spec.variant;
    let m = roll.spec.method;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} · {} ({}) · {} · source {source}",
        v.spec().name,
        m.method,
        m.source,
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

pub fn position(p: &Position, number: u64, setup: &[Step]) -> String {
    let v = p.variant();
    let mut s = String::new();
    let _ = writeln!(s, "{} · {}", v.spec().name, number_label(v, number));
    s.push('\n');
    s += &board_lines(p, number);
    s.push('\n');
    let _ = writeln!(s, "Setting it up from the number:");
    s += &steps(setup, v.black_is_independent());
    s
}

pub fn audits(audits: &[(Audit, &MethodSpec)]) -> String {
    let mut s = String::new();
    for (a, m) in audits {
        let _ = writeln!(
            s,
            "{} · {} ({}) · {}",
            a.variant.id(),
            a.method,
            m.source,
            a.dice
        );
        let whole = if a.whole_set {
            "the whole legal set".to_owned()
        } else {
            "NOT the whole legal set".to_owned()
        };
        let _ = writeln!(
            s,
            "  positions        {} of {} legal: {whole}",
            thousands(a.positions),
            thousands(a.legal_positions)
        );
        if a.uniform {
            let _ = writeln!(s, "  uniform          yes: every position equally likely");
        } else {
            let _ = writeln!(
                s,
                "  uniform          no: the likeliest position comes out {} times as often as the least likely",
                show(&a.max_min_ratio)
            );
        }
        let _ = writeln!(
            s,
            "  expected throws  {:.4} (exactly {})",
            decimal(&a.expected_throws),
            show(&a.expected_throws)
        );
        let _ = writeln!(
            s,
            "  lower bound      {:.4} (log base {} of {})",
            a.lower_bound_throws,
            a.dice.sides(),
            thousands(a.legal_positions)
        );
        if a.start_over != crate::method::Exact::from_integer(0) {
            let _ = writeln!(
                s,
                "  start over       {} of attempts ({:.1}%)",
                show(&a.start_over),
                decimal(&a.start_over) * 100.0
            );
        }
        let _ = writeln!(s, "  paths walked     {}", thousands(a.paths));
        s.push('\n');
    }
    s.pop();
    s
}
