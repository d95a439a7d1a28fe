//! Where one side's randomized pieces stand, in the order that side counts.

use crate::board::{Color, Square, SquareColour};
use crate::i18n::Text;
use crate::variant::{BlackSetup, VariantSpec};

/// One side's randomized squares in counting order: left to right as that
/// player sees the board. White counts from a-file; Black, where it draws its
/// own row, counts from its own left, which is White's right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideGeometry {
    pub color: Color,
    pub squares: Vec<Square>,
    /// The split between the squares left and right of the Janggi general.
    pub halves: Option<usize>,
}

impl SideGeometry {
    pub fn new(spec: &VariantSpec, color: Color) -> SideGeometry {
        let squares = match (color, spec.black) {
            (Color::White, _) => spec
                .row
                .iter()
                .map(|&f| Square::new(f, spec.row_rank))
                .collect(),
            (Color::Black, setup) => {
                let rank = spec.ranks - 1 - spec.row_rank;
                let files: Vec<u8> = match setup {
                    BlackSetup::Mirror => spec.row.to_vec(),
                    BlackSetup::Reversed => spec.row.iter().map(|&f| spec.files - 1 - f).collect(),
                    BlackSetup::Independent => spec.row.iter().rev().copied().collect(),
                };
                files.into_iter().map(|f| Square::new(f, rank)).collect()
            }
        };
        SideGeometry {
            color,
            squares,
            halves: spec.halves,
        }
    }

    pub fn len(&self) -> usize {
        self.squares.len()
    }

    pub fn is_empty(&self) -> bool {
        self.squares.is_empty()
    }

    pub fn colour(&self, cell: usize) -> SquareColour {
        self.squares[cell].colour()
    }

    /// "from the left", or "from Black's left" when Black counts for itself.
    pub fn from_left(&self) -> Text {
        match self.color {
            Color::White => Text::msg(msg!("from-left")),
            Color::Black => Text::msg(msg!("from-blacks-left")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    #[test]
    fn english_black_counts_from_its_own_left_with_the_same_colour_pattern() {
        let v = Variant::EnglishRandom;
        let white = v.side_geometry(Color::White);
        let black = v.side_geometry(Color::Black);
        assert_eq!(white.squares[0].to_string(), "b2");
        assert_eq!(black.squares[0].to_string(), "i9");
        assert_eq!(black.squares[7].to_string(), "b9");
        // The audit squares the one-side figures for English Random; that is
        // only right if Black's squares, in Black's counting order, have the
        // same colours as White's.
        let colours = |g: &SideGeometry| (0..g.len()).map(|i| g.colour(i)).collect::<Vec<_>>();
        assert_eq!(colours(&white), colours(&black));
    }

    #[test]
    fn modern_black_is_white_turned_half_a_circle() {
        let black = Variant::ModernRandom.side_geometry(Color::Black);
        assert_eq!(black.squares[0].to_string(), "i9");
        assert_eq!(black.squares[8].to_string(), "a9");
    }
}
