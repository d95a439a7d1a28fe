//! The small words of a record every face writes the same way: a
//! position's number label and a step's throws. The faces themselves are
//! the app's (`app::view`).

use backrank_entropy::{Face, Throw};

use crate::i18n::{Lang, Text};
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

#[cfg(test)]
mod tests {
    use backrank_entropy::{Die, Face};

    use super::*;
    use crate::roll::{Progress, RollSpec, progress, run};
    use crate::variant::Variant;

    /// A whole roll's faces from a fixed little generator.
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
    fn thrown_again_faces_are_marked() {
        let d6 = |n| Face::new(Die::D6, n).unwrap();
        let throws = [
            backrank_entropy::Throw {
                face: d6(6),
                kept: false,
            },
            backrank_entropy::Throw {
                face: d6(2),
                kept: true,
            },
        ];
        assert_eq!(throws_line(&throws, Lang::En), "6 (again), 2");
    }
}
