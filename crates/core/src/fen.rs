//! FEN in the conventions variant engines accept (Fairy-Stockfish): X-FEN
//! with `KQkq` for 8x8, 10x8 and 9x9 (only two rooks, so they are always the
//! outermost), run lengths up to `10`, Capablanca `A`/`C`, Modern `M`, and
//! Janggi's letters with Cho (blue) as White to move.

use std::fmt;

use crate::position::Position;

/// A position's FEN: `Fen(&position).to_string()`, or `{}` in a format.
#[derive(Clone, Copy, Debug)]
pub struct Fen<'a>(pub &'a Position);

impl fmt::Display for Fen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write(self.0))
    }
}

fn write(p: &Position) -> String {
    let ranks: Vec<String> = p
        .grid()
        .iter()
        .map(|row| {
            let mut s = String::new();
            let mut empty = 0;
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some((color, role)) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push(role.fen_char(*color));
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            s
        })
        .collect();
    let castling = if p.variant().spec().castling {
        "KQkq"
    } else {
        "-"
    };
    // White (Cho in Janggi) always moves first in a starting position.
    format!("{} w {castling} - 0 1", ranks.join("/"))
}

#[cfg(test)]
mod tests {
    use super::Fen;
    use crate::board::Role::*;
    use crate::position::Position;
    use crate::variant::Variant;

    #[test]
    fn standard_chess_is_sp_518() {
        let p = Position::from_number(Variant::Chess960, 518).unwrap();
        assert_eq!(
            Fen(&p).to_string(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }

    #[test]
    fn the_ten_flip_example() {
        let p = Position::from_number(Variant::Chess960, 777).unwrap();
        assert_eq!(
            Fen(&p).to_string(),
            "qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN w KQkq - 0 1"
        );
    }

    #[test]
    fn capablanca_letters_and_ten_square_runs() {
        let row = vec![
            Rook, Knight, Archbishop, Bishop, Queen, King, Bishop, Chancellor, Knight, Rook,
        ];
        let p = Position::new(Variant::CrcCarrillo, row, None).unwrap();
        assert_eq!(
            Fen(&p).to_string(),
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        );
    }

    #[test]
    fn modern_chess_reverses_black() {
        // Modern chess itself, as Fairy-Stockfish starts it.
        let row = vec![
            Rook, Knight, Bishop, Minister, King, Queen, Bishop, Knight, Rook,
        ];
        let p = Position::new(Variant::ModernRandom, row, None).unwrap();
        assert_eq!(
            Fen(&p).to_string(),
            "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1"
        );
    }

    #[test]
    fn janggi_standard_setup() {
        let row = vec![Chariot, Horse, Elephant, Elephant, Horse, Chariot];
        let p = Position::new(Variant::KoreanRandom, row, None).unwrap();
        assert_eq!(
            Fen(&p).to_string(),
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
        );
    }

    #[test]
    fn english_random_sits_inside_a_ring() {
        let w = vec![Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook];
        // Black counts from its own left (i9), so this row reads RNBKQBNR
        // from the a-side: black's queen faces White's king.
        let b = w.clone();
        let p = Position::new(Variant::EnglishRandom, w, Some(b)).unwrap();
        assert_eq!(
            Fen(&p).to_string(),
            "10/1rnbkqbnr1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1RNBQKBNR1/10 w - - 0 1"
        );
    }
}
