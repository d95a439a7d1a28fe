//! A checked starting position: both armies, its number and its FEN.

use serde::Serialize;

use crate::board::{Color, Role, Square};
use crate::method::{Silent, Stop};
use crate::numbering::{self, NumberError};
use crate::variant::{BlackSetup, Variant, Violation};

/// A legal starting position of a variant.
///
/// Built only from rows that pass the variant's rules, so every `Position`
/// is in the legal set.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    /// White's randomized row, in White's counting order (a-file first).
    white: Vec<Role>,
    /// Black's row in Black's counting order. For mirrored and reversed
    /// variants it is White's row, placed on Black's squares.
    black: Vec<Role>,
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Placed {
    pub square: Square,
    pub color: Color,
    pub role: Role,
}

impl Position {
    /// Checks White's row (and Black's, where Black draws its own).
    ///
    /// # Errors
    ///
    /// The first rule a row breaks.
    pub fn new(
        variant: Variant,
        white: Vec<Role>,
        black: Option<Vec<Role>>,
    ) -> Result<Position, Violation> {
        variant.check_row(Color::White, &white)?;
        let black = match (variant.spec().black, black) {
            (BlackSetup::Independent, Some(b)) => {
                variant.check_row(Color::Black, &b)?;
                b
            }
            (BlackSetup::Independent, None) => return Err(Violation::WrongPieces),
            (_, _) => white.clone(),
        };
        Ok(Position {
            variant,
            white,
            black,
        })
    }

    /// The position with this number.
    ///
    /// # Errors
    ///
    /// [`NumberError`] if the number is out of range or names a row outside
    /// the legal set (CRC numbers with an unprotected pawn).
    pub fn from_number(variant: Variant, number: u64) -> Result<Position, NumberError> {
        let (w, b) = numbering::split(variant, number)?;
        let decode = |color, n| {
            numbering::decode_side(variant, color, n, &mut Silent).map_err(|_: Stop| {
                NumberError::OutOfRange {
                    variant,
                    number,
                    range: numbering::range(variant),
                }
            })
        };
        let white = decode(Color::White, w)?;
        let black = b.map(|b| decode(Color::Black, b)).transpose()?;
        Position::new(variant, white, black).map_err(|v| NumberError::NotLegal {
            variant,
            number,
            why: v,
        })
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// One side's randomized row, in that side's counting order.
    pub fn row(&self, color: Color) -> &[Role] {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The position's number in the variant's numbering.
    pub fn number(&self) -> u64 {
        let side = |color| numbering::encode_side(self.variant, color, self.row(color));
        // Every legal row has a number: the numberings are tested to cover
        // their legal sets exactly.
        let w = side(Color::White).unwrap_or(0);
        if self.variant.black_is_independent() {
            w + numbering::side_range(self.variant) * side(Color::Black).unwrap_or(0)
        } else {
            w
        }
    }

    /// Every piece on the board, White's first.
    pub fn pieces(&self) -> Vec<Placed> {
        let full = |row: &[Role]| row.iter().map(|&r| Some(r)).collect::<Vec<_>>();
        pieces_of(self.variant, &full(&self.white), &full(&self.black))
    }

    /// The board as rows of squares, top rank (Black's side) first.
    pub fn grid(&self) -> Vec<Vec<Option<(Color, Role)>>> {
        let spec = self.variant.spec();
        let mut grid = vec![vec![None; usize::from(spec.files)]; usize::from(spec.ranks)];
        for p in self.pieces() {
            let top_down = usize::from(spec.ranks - 1 - p.square.rank);
            grid[top_down][usize::from(p.square.file)] = Some((p.color, p.role));
        }
        grid
    }

    /// One side's whole home rank as letters from the a-file, upper case:
    /// the drawn pieces with the fixed ones beside them, `·` where no piece
    /// stands (`NBRA·ARBN` in Janggi, whose general sits a rank up, in its
    /// palace). The same as [`Position::row_letters`] where the drawn row
    /// fills the rank.
    pub fn home_rank_letters(&self, color: Color) -> String {
        let Some(rank) = self
            .variant
            .side_geometry(color)
            .squares
            .first()
            .map(|s| s.rank)
        else {
            return self.row_letters(color);
        };
        let mut cells = vec!['·'; usize::from(self.variant.spec().files)];
        for p in self.pieces() {
            if p.color == color && p.square.rank == rank {
                cells[usize::from(p.square.file)] = p.role.char();
            }
        }
        cells.into_iter().collect()
    }

    /// One side's row as letters from the a-file, upper case (`RNBQKBNR`).
    pub fn row_letters(&self, color: Color) -> String {
        let geo = self.variant.side_geometry(color);
        let mut cells: Vec<(Square, Role)> = geo
            .squares
            .iter()
            .copied()
            .zip(self.row(color).iter().copied())
            .collect();
        cells.sort_by_key(|(sq, _)| sq.file);
        cells.iter().map(|(_, r)| r.char()).collect()
    }

    /// A text diagram: ranks top down with coordinates, `.` for empty.
    pub fn diagram(&self) -> String {
        let spec = self.variant.spec();
        let mut s = String::new();
        for (i, row) in self.grid().iter().enumerate() {
            let rank = usize::from(spec.ranks) - i;
            s += &format!("{rank:>3} ");
            for cell in row {
                let c = match cell {
                    Some((color, role)) => role.fen_char(*color),
                    None => '.',
                };
                s.push(' ');
                s.push(c);
            }
            s.push('\n');
        }
        s += "    ";
        for f in 0..spec.files {
            s.push(' ');
            s.push(char::from(b'a' + f));
        }
        s.push('\n');
        s
    }
}

/// The pieces of a board that may be only partly set up: the randomized
/// rows as far as they are filled (in each side's counting order), plus the
/// pawns and fixed pieces, which stand from the start. A roll-along shows
/// this after every throw.
pub fn pieces_of(variant: Variant, white: &[Option<Role>], black: &[Option<Role>]) -> Vec<Placed> {
    let spec = variant.spec();
    let mut out = Vec::new();
    for color in Color::ALL {
        let flip = |rank: u8| match color {
            Color::White => rank,
            Color::Black => spec.ranks - 1 - rank,
        };
        let row = match color {
            Color::White => white,
            Color::Black => black,
        };
        let geo = variant.side_geometry(color);
        for (&square, role) in geo.squares.iter().zip(row) {
            if let Some(role) = *role {
                out.push(Placed {
                    square,
                    color,
                    role,
                });
            }
        }
        if let Some(rank) = spec.pawn_rank {
            for &file in &spec.row {
                out.push(Placed {
                    square: Square::new(file, flip(rank)),
                    color,
                    role: Role::Pawn,
                });
            }
        }
        for &(role, file, rank) in &spec.fixed {
            out.push(Placed {
                square: Square::new(file, flip(rank)),
                color,
                role,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_through_their_numbers() {
        for v in Variant::ALL {
            let range = numbering::range(v);
            for n in [0, 1, range / 2, range - 1] {
                match Position::from_number(v, n) {
                    Ok(p) => assert_eq!(p.number(), n, "{v} {n}"),
                    Err(e) => assert_eq!(v, Variant::Crc, "{v} {n}: {e}"),
                }
            }
        }
    }

    #[test]
    fn numbers_out_of_range_and_illegal_ones_are_named() {
        let e = Position::from_number(Variant::Chess960, 960).unwrap_err();
        assert_eq!(
            e.to_string(),
            "chess960 has no position number 960: use 0 to 959"
        );
        // CRC 0: queen on the first light square b1, archbishop a1, bishops
        // d1 and c1, … Whether it is legal is for the rules to say; find an
        // illegal number and check the message names the pawn.
        let illegal = (0..48_000)
            .find(|&n| Position::from_number(Variant::Crc, n).is_err())
            .unwrap();
        let e = Position::from_number(Variant::Crc, illegal).unwrap_err();
        assert!(e.to_string().contains("is unprotected"), "{e}");
    }

    #[test]
    fn english_black_is_its_own_row_and_counts_from_its_left() {
        let p = Position::from_number(Variant::EnglishRandom, 5040 * 7 + 3).unwrap();
        let (w, b) = numbering::split(Variant::EnglishRandom, p.number()).unwrap();
        assert_eq!((w, b), (3, Some(7)));
        assert_ne!(p.row_letters(Color::White), p.row_letters(Color::Black));
    }

    #[test]
    fn diagrams_show_both_armies() {
        let p = Position::from_number(Variant::Chess960, 518).unwrap();
        assert_eq!(
            p.diagram(),
            "  8  r n b q k b n r\n  7  p p p p p p p p\n  6  . . . . . . . .\n  5  . . . . . . . .\n  \
             4  . . . . . . . .\n  3  . . . . . . . .\n  2  P P P P P P P P\n  1  R N B Q K B N R\n     a b c d e f g h\n"
        );
    }
}
