//! Plain-text views for the terminal.

use std::fmt::Write;

use crate::app::view::Fact;
use crate::app::view::board::{self, heading};
use crate::app::view::roll::StepView;
use crate::app::view::text as view_text;
use crate::core::audit::{Audit, decimal, show};
use crate::core::catalogue::MethodSpec;
use crate::core::fen::Fen;
use crate::core::position::Position;
use crate::core::roll::text::number_label;
use crate::core::text::thousands;
use crate::core::variant::Variant;
use crate::i18n::{Lang, Msg, t, t_with};
use unicode_width::UnicodeWidthStr;

/// `text` and spaces after it, `width` terminal columns in all.
fn padded(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}

/// `backrank variants`: every variant this process knows (the built-in
/// ones, then any variant files loaded), labels in `lang`.
pub fn variants(lang: Lang) -> String {
    let label = |id: Msg| t(lang, id);
    let labels = [
        msg!("variants-also"),
        msg!("variants-board"),
        msg!("variants-rules"),
        msg!("fairness-positions"),
        msg!("variants-methods"),
        msg!("variants-file"),
    ]
    .map(label);
    let width = labels.iter().map(|l| l.width()).max().unwrap_or(0);
    let [also, board, rules, positions, methods_label, file] = &labels;
    let mut s = String::new();
    for v in Variant::known() {
        let spec = v.spec();
        let methods: Vec<String> = v
            .methods()
            .iter()
            .enumerate()
            .map(|(i, m)| {
                if i == 0 {
                    t_with(
                        lang,
                        msg!("variants-default"),
                        &[("method", m.method.to_string().into())],
                    )
                } else {
                    m.method.to_string()
                }
            })
            .collect();
        let _ = writeln!(s, "{}  {}", v.id(), spec.name);
        let mut line = |name: &str, value: String| {
            let _ = writeln!(s, "    {}  {value}", padded(name, width));
        };
        if !spec.aliases.is_empty() {
            line(also, spec.aliases.join(", "));
        }
        line(board, format!("{}x{}", spec.files, spec.ranks));
        line(rules, spec.summary.clone());
        line(positions, thousands(v.legal_positions()));
        line(methods_label, methods.join(", "));
        if v.builtin_index().is_none() {
            line(
                file,
                t_with(
                    lang,
                    msg!("variants-file-value"),
                    &[("digest", spec.digest.clone().into())],
                ),
            );
        }
        s.push('\n');
    }
    s.pop();
    s
}

/// `backrank position`: the position, its number and FEN, and how to set
/// it up from its number.
pub fn position(p: &Position, setup: &[StepView], lang: Lang) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}", heading(p));
    s.push('\n');
    s += &p.diagram();
    s.push('\n');
    let mut facts = board::rows(p);
    facts.extend([
        Fact::words(msg!("field-number"), number_label(p.variant(), p.number())),
        Fact::code(msg!("field-fen"), Fen(p).to_string()),
    ]);
    s += &view_text::labelled(&facts, lang);
    s.push('\n');
    let _ = writeln!(s, "{}", t(lang, msg!("record-setup-from-number")));
    s += &view_text::steps(setup, lang);
    s
}

/// `backrank audit`: each audit's figures, labels in `lang`.
pub fn audits(audits: &[(Audit, &MethodSpec)], lang: Lang) -> String {
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
        if a.excludes_standard {
            let _ = writeln!(s, "  {}", t(lang, msg!("audit-excludes-standard")));
        }
        let lines = audit_lines(a, lang);
        let width = lines.iter().map(|(l, _)| l.width()).max().unwrap_or(0);
        for (label, value) in lines {
            let _ = writeln!(s, "  {}  {value}", padded(&label, width));
        }
        s.push('\n');
    }
    s.pop();
    s
}

/// One audit's figures as (label, value), in `lang`.
fn audit_lines(a: &Audit, lang: Lang) -> Vec<(String, String)> {
    // A variant whose rules never make its standard array has nothing to
    // throw again: its legal set is whole as it is.
    let less_standard = a.excludes_standard && a.positions < a.legal_positions;
    let whole = match (a.whole_set, less_standard) {
        (true, false) => msg!("audit-whole-set"),
        (true, true) => msg!("audit-whole-but-standard"),
        (false, _) => msg!("audit-not-whole-set"),
    };
    let reached = t_with(
        lang,
        msg!("fairness-positions-value"),
        &[
            ("positions", thousands(a.positions).into()),
            ("legal", thousands(a.legal_positions).into()),
        ],
    );
    let uniform = if a.uniform {
        t(lang, msg!("fairness-uniform-yes"))
    } else {
        let ratio = show(&a.max_min_ratio);
        t_with(
            lang,
            msg!("fairness-uniform-no"),
            &[("ratio", ratio.into())],
        )
    };
    let expected = [
        (
            "decimal",
            format!("{:.4}", decimal(&a.expected_throws)).into(),
        ),
        ("exact", show(&a.expected_throws).into()),
    ];
    let bound = [
        ("bound", format!("{:.4}", a.lower_bound_throws).into()),
        ("sides", u64::from(a.dice.sides()).into()),
        (
            "legal",
            thousands(a.legal_positions - u64::from(less_standard && a.whole_set)).into(),
        ),
    ];
    let mut lines = vec![
        (
            msg!("fairness-positions"),
            format!("{reached}: {}", t(lang, whole)),
        ),
        (msg!("fairness-uniform"), uniform),
        (
            msg!("fairness-expected"),
            t_with(lang, msg!("fairness-expected-value"), &expected),
        ),
        (
            msg!("fairness-lower-bound"),
            t_with(lang, msg!("audit-lower-bound-value"), &bound),
        ),
    ];
    if a.start_over != crate::core::method::Exact::from_integer(0) {
        let share = [
            ("share", show(&a.start_over).into()),
            (
                "percent",
                format!("{:.1}", decimal(&a.start_over) * 100.0).into(),
            ),
        ];
        lines.push((
            msg!("audit-start-over"),
            t_with(lang, msg!("audit-start-over-value"), &share),
        ));
    }
    lines.push((msg!("audit-paths"), thousands(a.paths)));
    lines
        .into_iter()
        .map(|(label, value)| (t(lang, label), value))
        .collect()
}
