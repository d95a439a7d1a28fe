//! Plain-text views for the terminal.

use std::fmt::Write;

use crate::core::audit::{Audit, decimal, show};
use crate::core::catalogue::MethodSpec;
use crate::core::position::Position;
use crate::core::roll::Step;
use crate::core::text::thousands;
use crate::core::variant::Variant;
use crate::i18n::{Lang, t};

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

pub fn position(p: &Position, number: u64, setup: &[Step], lang: Lang) -> String {
    let v = p.variant();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} · {}",
        v.spec().name,
        crate::core::roll::text::number_label(v, number)
    );
    s.push('\n');
    s += &crate::core::roll::text::board_lines(p, number, lang);
    s.push('\n');
    let _ = writeln!(s, "{}", t(lang, "record-setup-from-number"));
    s += &crate::core::roll::text::steps(setup, v.black_is_independent(), lang);
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
            m.reference,
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
        if a.start_over != crate::core::method::Exact::from_integer(0) {
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
