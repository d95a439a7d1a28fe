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

    #[test]
    fn thrown_again_faces_are_marked() {
        let d6 = |n| Face::new(Die::D6, n).unwrap();
        let throws = [
            Throw {
                face: d6(6),
                kept: false,
            },
            Throw {
                face: d6(2),
                kept: true,
            },
        ];
        assert_eq!(throws_line(&throws, Lang::En), "6 (again), 2");
        assert_eq!(
            throws_line(&throws, Lang::De),
            Text::msg(msg!("record-again"))
                .with("face", "6")
                .render(Lang::De)
                + ", 2"
        );
    }
}
