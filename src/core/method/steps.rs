//! Procedures written as data: a list of Carrillo's steps, as variant files
//! spell them (`bishops-opposite-colours`, `Q`, `rook-king-rook`, …), run on
//! a [`Table`] like any procedure written in code.

use std::fmt;

use crate::core::board::Role;
use crate::core::board::SquareColour::{Dark, Light};
use crate::core::method::{Among, Chooser, Stop, Table};
use crate::core::text::{ORDINAL_WORDS, capitalize};

/// One step of a written procedure. Titles are worked out when the steps
/// are read, so a record written from steps reads as one written in code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Carrillo 3.1: a bishop on a dark square, then one on a light square.
    BishopsOppositeColours,
    /// Carrillo 3.2: for each bishop a colour, then a square of it.
    BishopsAnyColours,
    /// Carrillo 1.0: throw, count the empty squares from the left.
    Piece { role: Role, title: String },
    /// Numbering only: a set of identical pieces on a chosen set of squares,
    /// the sets counted leftmost first.
    Group { role: Role, count: usize },
    /// Numbering only: a bishop on a light square, then one on a dark square
    /// (fixed option counts, as Scharnagl's numbering has them).
    BishopsLightThenDark,
    /// Carrillo 4.2: the king on an empty square but the first and last.
    KingNotInCorners,
    /// Carrillo 4.3: a rook on each side of the king.
    RooksBesideKing,
    /// Carrillo 4.1: rook, king, rook on the last three squares.
    RookKingRook,
    /// The last squares take the pieces left, all of one kind.
    Fill { role: Role, count: usize },
    /// Scharnagl's b.13: a row outside the legal set starts over.
    StartOverUnlessLegal,
}

impl Step {
    /// Runs this step on `t`.
    ///
    /// # Errors
    ///
    /// [`Stop`] as any procedure stops.
    pub fn run(&self, t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
        match self {
            Step::BishopsOppositeColours => {
                t.place(ch, Role::Bishop, Among::Colour(Dark), "Dark-squared bishop")?;
                t.place(
                    ch,
                    Role::Bishop,
                    Among::Colour(Light),
                    "Light-squared bishop",
                )?;
            }
            Step::BishopsLightThenDark => {
                t.place(
                    ch,
                    Role::Bishop,
                    Among::Colour(Light),
                    "Light-squared bishop",
                )?;
                t.place(ch, Role::Bishop, Among::Colour(Dark), "Dark-squared bishop")?;
            }
            Step::BishopsAnyColours => t.bishops_any_colour_by_colour_choice(ch)?,
            Step::Piece { role, title } => {
                t.place(ch, *role, Among::Empty, title)?;
            }
            Step::Group { role, count: 1 } => {
                t.place(ch, *role, Among::Empty, &capitalize(role.name()))?;
            }
            Step::Group { role, count } => {
                t.place_group(
                    ch,
                    *role,
                    *count,
                    Among::Empty,
                    &capitalize(&plural(role.name())),
                )?;
            }
            Step::KingNotInCorners => {
                t.place(ch, Role::King, Among::Inner, "King")?;
            }
            Step::RooksBesideKing => {
                t.place(
                    ch,
                    Role::Rook,
                    Among::LeftOf(Role::King),
                    "Rook left of the king",
                )?;
                t.place(
                    ch,
                    Role::Rook,
                    Among::RightOf(Role::King),
                    "Rook right of the king",
                )?;
            }
            Step::RookKingRook => t.king_between_rooks(ch)?,
            Step::Fill { role, count } => {
                let roles = vec![*role; *count];
                let why = match count {
                    1 => format!("One square is left: the {role} takes it."),
                    n => format!(
                        "{} squares are left: the {} take them.",
                        capitalize(number_word(*n)),
                        plural(role.name())
                    ),
                };
                let title = match count {
                    1 => capitalize(role.name()),
                    _ => capitalize(&plural(role.name())),
                };
                t.fill(ch, &roles, &title, &why)?;
            }
            Step::StartOverUnlessLegal => t.start_over_unless_legal(ch)?,
        }
        Ok(())
    }

    /// The name a variant file uses for this step.
    pub fn name(&self) -> String {
        match self {
            Step::BishopsOppositeColours => "bishops-opposite-colours".to_owned(),
            Step::BishopsAnyColours => "bishops-any-colours".to_owned(),
            Step::Piece { role, .. } => role.char().to_string(),
            Step::Group { role, count } => format!("{count}×{}", role.char()),
            Step::BishopsLightThenDark => "bishops-light-then-dark".to_owned(),
            Step::KingNotInCorners => "king-not-in-corners".to_owned(),
            Step::RooksBesideKing => "rooks-beside-king".to_owned(),
            Step::RookKingRook => "rook-king-rook".to_owned(),
            Step::Fill { .. } => "fill".to_owned(),
            Step::StartOverUnlessLegal => "start-over-unless-legal".to_owned(),
        }
    }

    /// How the step reads in a method's one-line summary.
    pub fn summary(&self) -> String {
        match self {
            Step::BishopsOppositeColours => "bishops on a dark and a light square".to_owned(),
            Step::BishopsAnyColours => "each bishop: a colour, then a square of it".to_owned(),
            Step::Piece { role, .. } | Step::Group { role, count: 1 } => role.name().to_owned(),
            Step::Group { role, .. } => plural(role.name()),
            Step::BishopsLightThenDark => "bishops on a light and a dark square".to_owned(),
            Step::KingNotInCorners => "the king away from the corners".to_owned(),
            Step::RooksBesideKing => "a rook each side of it".to_owned(),
            Step::RookKingRook => "rook–king–rook on the last three squares".to_owned(),
            Step::Fill { role, count: 1 } => format!("the {role} on the last square"),
            Step::Fill { role, .. } => format!("the {} on the last squares", plural(role.name())),
            Step::StartOverUnlessLegal => "start over if the row breaks a rule".to_owned(),
        }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Runs `steps` in order on `t`.
///
/// # Errors
///
/// [`Stop`] as any procedure stops.
pub fn run(steps: &[Step], t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    steps.iter().try_for_each(|s| s.run(t, ch))
}

/// The title of the `nth` (0-based) of `of` identical pieces placed one at
/// a time: "Queen" when there is one, else "First knight", "Second knight".
pub fn piece_title(role: Role, nth: usize, of: usize) -> String {
    if of <= 1 {
        return capitalize(role.name());
    }
    let word = ORDINAL_WORDS.get(nth).copied().unwrap_or("next");
    capitalize(&format!("{word} {role}"))
}

/// "knight" → "knights", "janus" → "januses".
pub fn plural(name: &str) -> String {
    if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| name.ends_with(e))
    {
        format!("{name}es")
    } else {
        format!("{name}s")
    }
}

/// "two", "three", … for counts of squares.
pub fn number_word(n: usize) -> &'static str {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS.get(n).copied().unwrap_or("several")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_and_plurals_read_as_the_built_in_records_do() {
        assert_eq!(piece_title(Role::Queen, 0, 1), "Queen");
        assert_eq!(piece_title(Role::Knight, 1, 2), "Second knight");
        assert_eq!(piece_title(Role::Minister, 0, 1), "Prime minister");
        assert_eq!(plural("knight"), "knights");
        assert_eq!(plural("janus"), "januses");
        assert_eq!(number_word(2), "two");
    }
}
