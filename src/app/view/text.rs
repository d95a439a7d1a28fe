//! The plain-text face of a view: what the command line prints, what the
//! bot attaches as `record.txt`, and what the console shows of a roll. No
//! Markdown: a terminal shows it as it is.

use std::fmt::Write;

use unicode_width::UnicodeWidthStr;

use crate::app::view::Fact;
use crate::app::view::audit::AuditView;
use crate::app::view::roll::{RollView, StepView};
use crate::app::view::round::EventView;
use crate::core::roll::StepKind;
use crate::core::roll::text::throws_line;
use crate::i18n::{Lang, Text};

/// A roll: its heading, the warning, every step, the board, and the facts
/// in a column.
#[must_use]
pub fn roll(view: &RollView) -> String {
    let lang = view.lang;
    let mut s = String::new();
    let _ = writeln!(s, "{}", view.heading);
    if let Some(w) = view.warning_fact() {
        let _ = writeln!(s, "{}", w.line(lang));
    }
    s.push('\n');
    s += &steps(&view.steps, lang);
    s.push('\n');
    s += &view.position.diagram();
    s.push('\n');
    let facts: Vec<Fact> = view.rows.iter().chain(&view.facts).cloned().collect();
    s += &labelled(&facts, lang);
    if let Some(legend) = &view.legend {
        let _ = writeln!(s, "({legend})");
    }
    s
}

/// The steps, numbered, each with its instruction, throws and result.
#[must_use]
pub fn steps(steps: &[StepView], lang: Lang) -> String {
    let mut s = String::new();
    for (i, step) in steps.iter().enumerate() {
        let side = step
            .side
            .as_ref()
            .map(|side| format!("{side}: "))
            .unwrap_or_default();
        let _ = writeln!(s, "{:>3}. {side}{}", i + 1, step.title);
        let _ = writeln!(s, "     {}", step.text);
        if step.kind == StepKind::Throw {
            let (before, after) = step.throws_around(lang);
            let throws = throws_line(&step.throws, lang);
            let _ = writeln!(s, "     {before}{throws}{after}");
        } else if let Some(working) = step.working() {
            let _ = writeln!(s, "     {working}");
        }
        for r in &step.results {
            let _ = writeln!(s, "     {r}");
        }
    }
    s
}

/// Facts a line each, their values in one column: "Number  SP 518".
#[must_use]
pub fn labelled(facts: &[Fact], lang: Lang) -> String {
    let names: Vec<String> = facts.iter().map(|f| f.name(lang)).collect();
    let width = names.iter().map(|n| n.width()).max().unwrap_or(0) + 2;
    let mut s = String::new();
    for (name, fact) in names.iter().zip(facts) {
        let pad = width.saturating_sub(name.width());
        let _ = writeln!(s, "{name}{:pad$}{}", "", fact.value);
    }
    s
}

/// Audits, each its heading, its figures in a column, and where a biased
/// method's most skewed piece stands (`backrank audit`, and `/fairness` in
/// the console).
pub fn audits(views: &[AuditView]) -> String {
    let mut s = String::new();
    for view in views {
        let _ = writeln!(s, "{}", view.heading);
        if let Some(note) = &view.note {
            let _ = writeln!(s, "  {note}");
        }
        let lang = view.lang;
        let mut lines: Vec<(String, String)> = view
            .facts
            .iter()
            .map(|f| (f.name(lang), f.value.clone()))
            .collect();
        if let Some(skew) = &view.skew {
            let (title, text) = skew.fact();
            lines.push((title.to_owned(), text.to_owned()));
        }
        let width = lines.iter().map(|(l, _)| l.width()).max().unwrap_or(0);
        for (label, value) in lines {
            let _ = writeln!(s, "  {}  {value}", padded(&label, width));
        }
        s.push('\n');
    }
    s.pop();
    s
}

/// An event: its heading, how its rounds are drawn, each round with what
/// was published for it and, once revealed and checked, its seed (or why
/// it is not shown), the options that hold for every round, and how far
/// it is revealed (`/event show` in the console).
#[must_use]
pub fn event(view: &EventView) -> String {
    let lang = view.lang;
    let mut s = Text::msg(msg!("event-title"))
        .with("name", view.name.as_str())
        .with("rounds", view.rounds)
        .with("variant", view.variant.as_str())
        .render(lang);
    s.push('\n');
    let _ = writeln!(s, "{}", view.draw_text());
    s.push('\n');
    for entry in &view.entries {
        let line = entry.line(lang);
        let published = line.published.value;
        let seed = line
            .seed
            .map(|seed| format!(" · {} {}", seed.name(lang), seed.value))
            .unwrap_or_default();
        let not_shown = line
            .not_shown
            .map(|why| format!(" · {why}"))
            .unwrap_or_default();
        let _ = writeln!(s, "{:>3}. {published}{seed}{not_shown}", entry.round);
    }
    if !view.options.is_empty() {
        s.push('\n');
        s += &labelled(&view.options, lang);
    }
    let footer = Text::msg(msg!("event-footer"))
        .with("method", view.method.as_str())
        .with("dice", view.dice.as_str())
        .with("revealed", view.revealed)
        .with("rounds", view.rounds);
    let _ = writeln!(s, "\n{}", footer.render(lang));
    s
}

/// `text` and spaces after it, `width` terminal columns in all.
fn padded(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}

#[cfg(test)]
mod tests {
    use backrank_entropy::{Die, Face};

    use super::*;
    use crate::app::source::names::SourceShown;
    use crate::app::view::roll::Known;
    use crate::core::fen::Fen;
    use crate::core::roll::{Progress, RollSpec, progress, run};
    use crate::core::variant::Variant;

    fn view(rolled: &crate::core::roll::Roll, lang: Lang) -> RollView {
        let known = Known {
            source: SourceShown::replay_code(),
            record: None,
            page: None,
        };
        RollView::new(rolled, known, lang)
    }

    /// A whole roll's faces from a fixed little generator: only what the
    /// procedure asks for, so every step has throws to read back.
    fn faces_for(spec: RollSpec, seed: u64) -> Vec<Face> {
        let mut state = seed;
        let mut faces = Vec::new();
        loop {
            match progress(spec, &faces).unwrap() {
                Progress::Done(_) => return faces,
                Progress::Waiting(w) => {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let sides = u64::from(w.need.die.sides());
                    let value = u8::try_from((state >> 33) % sides + 1).unwrap();
                    faces.push(Face::new(w.need.die, value).unwrap());
                }
            }
        }
    }

    /// The faces a person reads off a printed record in `lang`: every
    /// throw of every step, kept or thrown again, in order.
    fn faces_read_from(record: &str, lang: Lang, die: Die) -> Vec<Face> {
        const MARK: &str = "\u{1}";
        let line = Text::msg(msg!("record-throws"))
            .with("throws", MARK)
            .with("choice", "")
            .render(lang);
        let (label, arrow) = line.split_once(MARK).unwrap();
        let again = Text::msg(msg!("record-again"))
            .with("face", MARK)
            .render(lang);
        let again = again.split_once(MARK).unwrap().1;
        record
            .lines()
            .filter_map(|l| l.trim().strip_prefix(label.trim()))
            .flat_map(|rest| {
                let throws = rest.split(arrow.trim_end()).next().unwrap_or("");
                throws
                    .split(", ")
                    .map(|t| t.trim().trim_end_matches(again).trim().to_owned())
                    .collect::<Vec<_>>()
            })
            .map(|token| Face::parse_token(die, &token).unwrap())
            .collect()
    }

    /// Every method's record, printed in each language, is read back by its
    /// throws alone and replayed: each gives the same position, and no
    /// record has a message left unfilled.
    #[test]
    fn a_record_read_in_any_language_replays_to_the_same_position() {
        for v in Variant::ALL {
            for m in v.methods() {
                for dice in [Die::Coin, Die::D6] {
                    let spec = RollSpec::new(v, m, dice);
                    let faces = faces_for(spec, 7);
                    let rolled = run(spec, &faces).unwrap();
                    for lang in Lang::ALL {
                        let what = format!("{v} {} {dice} {lang}", m.method);
                        let record = roll(&view(&rolled, lang));
                        assert!(!record.contains("{$") && !record.contains('{'), "{what}");
                        let read = faces_read_from(&record, lang, dice);
                        assert_eq!(read, faces, "{what}: the throws read back\n{record}");
                        let replayed = run(spec, &read).unwrap();
                        assert_eq!(
                            Fen(&replayed.position).to_string(),
                            Fen(&rolled.position).to_string(),
                            "{what}"
                        );
                    }
                }
            }
        }
    }

    /// Every instruction a person follows is in their language, in every
    /// variant and method.
    #[test]
    fn every_instruction_is_translated() {
        for v in Variant::ALL {
            for m in v.methods() {
                let spec = RollSpec::new(v, m, Die::Coin);
                let rolled = run(spec, &faces_for(spec, 3)).unwrap();
                for lang in [Lang::De, Lang::Fr, Lang::Es, Lang::Ko] {
                    for step in &rolled.steps {
                        let (theirs, ours) = (step.text.render(lang), step.text.render(Lang::En));
                        assert_ne!(theirs, ours, "{v} {} {lang}", m.method);
                    }
                }
            }
        }
    }

    #[test]
    fn records_in_other_languages_are_translated_and_english_is_unchanged() {
        let spec = RollSpec::new(
            Variant::Chess960,
            Variant::Chess960.default_method(),
            Die::D6,
        );
        let rolled = run(spec, &faces_for(spec, 1)).unwrap();
        let english = roll(&view(&rolled, Lang::En));
        assert!(english.contains("  1. Dark-squared bishop\n"), "{english}");
        assert!(english.contains("Count the empty dark squares from the left: a1 c1 e1 g1."));
        let german = roll(&view(&rolled, Lang::De));
        assert!(
            german.contains("  1. Schwarzfeldriger Läufer\n"),
            "{german}"
        );
        assert!(german.contains("Zähle die leeren dunklen Felder von links: a1 c1 e1 g1."));
    }

    /// A step without a throw shows its arithmetic once: the number
    /// method's instructions end with their divisions, so they are not
    /// written again under them.
    #[test]
    fn the_number_methods_divisions_are_in_the_text_once() {
        let code: crate::core::replay::ReplayCode = "960-n6-1164-w".parse().unwrap();
        let rolled = code.roll().unwrap();
        let text = roll(&view(&rolled, Lang::En));
        assert_eq!(
            text.matches("736 ÷ 4 = 184 remainder 0 → 1st: b1.").count(),
            1,
            "{text}"
        );
    }
}
