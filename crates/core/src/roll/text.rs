//! The record as plain text: what the CLI prints and what the bot attaches
//! as `record.txt`. A view of [`Roll`], nothing more.

use crate::fen::Fen;
use std::fmt::Write;

use backrank_entropy::{Face, Throw};

use crate::board::Color;
use crate::i18n::{Lang, Msg, Text};
use crate::position::Position;
use crate::roll::{Roll, Step, StepKind};
use crate::text::faces_text;
use crate::variant::Variant;

/// "SP 518" for Chess960, "No. 12" elsewhere.
pub fn number_label(v: Variant, n: u64) -> String {
    if v == Variant::Chess960 {
        format!("SP {n}")
    } else {
        format!("No. {n}")
    }
}

/// Throws in order, "(again)" after each thrown-again face.
pub fn throws_line(throws: &[Throw], lang: Lang) -> String {
    throws_with(
        throws,
        |face| {
            Text::msg(msg!("record-again"))
                .with("face", face.to_string())
                .render(lang)
        },
        ", ",
    )
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

/// The steps, numbered, each with its instruction, throws and result.
pub fn steps(steps: &[Step], both_sides: bool, lang: Lang) -> String {
    let mut s = String::new();
    for (i, step) in steps.iter().enumerate() {
        let side = if both_sides {
            format!("{}: ", side_name(step.side, lang))
        } else {
            String::new()
        };
        let _ = writeln!(s, "{:>3}. {side}{}", i + 1, step.title.render(lang));
        let _ = writeln!(s, "     {}", step.text.render(lang));
        if step.kind == StepKind::Throw {
            let choice = step.choice.as_ref().map(|c| c.render(lang));
            let throws = Text::msg(msg!("record-throws"))
                .with("throws", throws_line(&step.throws, lang))
                .with("choice", choice.unwrap_or_default());
            let _ = writeln!(s, "     {}", throws.render(lang));
        }
        for r in &step.result {
            let _ = writeln!(s, "     {}", r.render(lang));
        }
    }
    s
}

/// "White" or "Black" in `lang`.
pub fn side_name(side: Color, lang: Lang) -> String {
    let id = match side {
        Color::White => msg!("side-white"),
        Color::Black => msg!("side-black"),
    };
    Text::msg(id).render(lang)
}

/// The labels of the lines under the board.
const LABELS: [Msg; 4] = [
    msg!("record-number"),
    msg!("record-fen"),
    msg!("record-faces"),
    msg!("record-replay"),
];

/// Labelled lines, the values in one column: "Number  SP 518".
fn labelled(lines: &[(Msg, String)], lang: Lang) -> String {
    let width = LABELS
        .iter()
        .map(|id| Text::msg(*id).render(lang).chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    let mut s = String::new();
    for (id, value) in lines {
        let label = Text::msg(*id).render(lang);
        let pad = width.saturating_sub(label.chars().count());
        let _ = writeln!(s, "{label}{:pad$}{value}", "");
    }
    s
}

/// The board, its number and FEN.
pub fn board_lines(p: &Position, number: u64, lang: Lang) -> String {
    let mut s = String::new();
    s += &p.diagram();
    s.push('\n');
    s += &labelled(
        &[
            (msg!("record-number"), number_label(p.variant(), number)),
            (msg!("record-fen"), Fen(p).to_string()),
        ],
        lang,
    );
    s
}

/// The whole record of a roll, as the CLI prints it and `record.txt` holds.
pub fn roll(roll: &Roll, source: &str, lang: Lang) -> String {
    let v = roll.spec.variant;
    let m = roll.spec.method;
    let mut s = String::new();
    let header = Text::msg(msg!("record-header"))
        .with("variant", v.spec().name.as_str())
        .with("method", m.method.to_string())
        .with("reference", m.reference.as_str())
        .with("dice", roll.spec.dice.to_string())
        .with("source", source);
    let _ = writeln!(s, "{}", header.render(lang));
    if roll.spec.exclude_standard {
        let _ = writeln!(
            s,
            "{}",
            Text::msg(msg!("record-excludes-standard")).render(lang)
        );
    }
    if roll.spec.pair {
        let _ = writeln!(s, "{}", Text::msg(msg!("record-pair")).render(lang));
    }
    if let Some(w) = m.fairness_warning() {
        let _ = writeln!(
            s,
            "{}",
            Text::msg(msg!("record-note"))
                .with("warning", w.render(lang))
                .render(lang)
        );
    }
    s.push('\n');
    s += &steps(&roll.steps, v.black_is_independent(), lang);
    s.push('\n');
    s += &board_lines(&roll.position, roll.position.number(), lang);
    s += &labelled(
        &[
            (msg!("record-faces"), faces_text(&roll.faces)),
            (msg!("record-replay"), roll.replay_code()),
        ],
        lang,
    );
    s
}

#[cfg(test)]
mod tests {
    use backrank_entropy::Die;

    use super::*;
    use crate::roll::{Progress, RollSpec, progress, run};
    use crate::variant::Variant;

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
                        let record = roll(&rolled, "typed", lang);
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

    #[test]
    fn records_in_other_languages_are_translated_and_english_is_unchanged() {
        let spec = RollSpec::new(
            Variant::Chess960,
            Variant::Chess960.default_method(),
            Die::D6,
        );
        let rolled = run(spec, &faces_for(spec, 1)).unwrap();
        let english = roll(&rolled, "typed", Lang::En);
        assert!(english.contains("  1. Dark-squared bishop\n"), "{english}");
        assert!(english.contains("Count the empty dark squares from the left: a1 c1 e1 g1."));
        let german = roll(&rolled, "typed", Lang::De);
        assert!(
            german.contains("  1. Schwarzfeldriger Läufer\n"),
            "{german}"
        );
        assert!(german.contains("Zähle die leeren dunklen Felder von links: a1 c1 e1 g1."));
        // Every instruction a person follows is in their language, in every
        // variant and method.
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
}
