//! Procedures written as data: a list of Carrillo's steps, as variant files
//! spell them (`bishops-opposite-colours`, `Q`, `rook-king-rook`, …), run on
//! a [`Table`] like any procedure written in code.

use std::fmt;

use crate::board::Role;
use crate::board::SquareColour::{Dark, Light};
use crate::i18n::Text;
use crate::method::{Among, Chooser, Stop, Table};
use crate::text::{nth_word, number_word, piece, pieces, plural};

/// One step of a written procedure. Titles are worked out when the steps
/// are read, so a record written from steps reads as one written in code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Carrillo 3.1: a bishop on a dark square, then one on a light square.
    BishopsOppositeColours,
    /// Carrillo 3.2: for each bishop a colour, then a square of it.
    BishopsAnyColours,
    /// Carrillo 1.0: throw, count the empty squares from the left.
    Piece { role: Role, title: Text },
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
                t.place(ch, Role::Bishop, Among::Colour(Dark), &dark_bishop())?;
                t.place(ch, Role::Bishop, Among::Colour(Light), &light_bishop())?;
            }
            Step::BishopsLightThenDark => {
                t.place(ch, Role::Bishop, Among::Colour(Light), &light_bishop())?;
                t.place(ch, Role::Bishop, Among::Colour(Dark), &dark_bishop())?;
            }
            Step::BishopsAnyColours => t.bishops_any_colour_by_colour_choice(ch)?,
            Step::Piece { role, title } => {
                t.place(ch, *role, Among::Empty, title)?;
            }
            Step::Group { role, count: 1 } => {
                t.place(ch, *role, Among::Empty, &piece(*role).capitalized())?;
            }
            Step::Group { role, count } => {
                t.place_group(
                    ch,
                    *role,
                    *count,
                    Among::Empty,
                    &pieces(*role).capitalized(),
                )?;
            }
            Step::KingNotInCorners => {
                t.place(
                    ch,
                    Role::King,
                    Among::Inner,
                    &piece(Role::King).capitalized(),
                )?;
            }
            Step::RooksBesideKing => {
                let left = Text::msg(msg!("title-rook-left-of-king"));
                t.place(ch, Role::Rook, Among::LeftOf(Role::King), &left)?;
                let right = Text::msg(msg!("title-rook-right-of-king"));
                t.place(ch, Role::Rook, Among::RightOf(Role::King), &right)?;
            }
            Step::RookKingRook => t.king_between_rooks(ch)?,
            Step::Fill { role, count } => {
                let roles = vec![*role; *count];
                let (why, title) = match count {
                    1 => (
                        Text::msg(msg!("fill-one")).with("piece", piece(*role)),
                        piece(*role).capitalized(),
                    ),
                    n => (
                        Text::msg(msg!("fill-many"))
                            .with("how_many", number_word(*n).capitalized())
                            .with("pieces", pieces(*role)),
                        pieces(*role).capitalized(),
                    ),
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
pub fn piece_title(role: Role, nth: usize, of: usize) -> Text {
    if of <= 1 {
        return piece(role).capitalized();
    }
    let n = nth as u64 + 1;
    Text::msg(msg!("title-nth-piece"))
        .with("n", n)
        .with("nth", nth_word(n))
        .with("piece", piece(role))
        .capitalized()
}

fn dark_bishop() -> Text {
    Text::msg(msg!("title-dark-bishop"))
}

fn light_bishop() -> Text {
    Text::msg(msg!("title-light-bishop"))
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
