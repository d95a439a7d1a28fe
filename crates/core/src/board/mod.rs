//! The vocabulary of the board: pieces, sides, squares and square colours.

use std::fmt;

use serde::Serialize;

pub mod fairy;

pub use fairy::Fairy;

/// The kind of a piece, across every variant Backrank knows.
///
/// Janggi pieces are roles of their own, not renamed chess pieces: they look
/// and move differently, and the board image draws them as tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    /// Bishop + knight (Capablanca `A`).
    Archbishop,
    /// Rook + knight (Capablanca `C`).
    Chancellor,
    /// Prime minister of Modern chess: bishop + knight (`M`).
    Minister,
    Pawn,
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
    /// A piece a variant file defines.
    Custom(Fairy),
}

impl Role {
    /// The pieces Backrank knows without a variant file.
    pub const ALL: [Role; 16] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Archbishop,
        Role::Chancellor,
        Role::Minister,
        Role::Pawn,
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

    /// White's FEN letter. Janggi letters follow Fairy-Stockfish
    /// (R chariot, N horse, B elephant, A advisor, K general, C cannon,
    /// P soldier), so `A` and `C` mean different pieces on a Janggi board.
    pub const fn char(self) -> char {
        match self {
            Role::King | Role::General => 'K',
            Role::Queen => 'Q',
            Role::Rook | Role::Chariot => 'R',
            Role::Bishop | Role::Elephant => 'B',
            Role::Knight | Role::Horse => 'N',
            Role::Archbishop | Role::Advisor => 'A',
            Role::Chancellor | Role::Cannon => 'C',
            Role::Minister => 'M',
            Role::Pawn | Role::Soldier => 'P',
            Role::Custom(f) => f.letter(),
        }
    }

    /// The English name, lower case.
    pub fn name(self) -> &'static str {
        match self {
            Role::Custom(f) => &f.spec().name,
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Archbishop => "archbishop",
            Role::Chancellor => "chancellor",
            Role::Minister => "prime minister",
            Role::Pawn => "pawn",
            Role::General => "general",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Chariot => "chariot",
            Role::Cannon => "cannon",
            Role::Soldier => "soldier",
        }
    }

    /// The letter as 0–25: within one variant no two pieces share a letter,
    /// so rows are packed and counted by it.
    pub fn letter_index(self) -> u64 {
        u64::from(self.char().to_ascii_uppercase()).saturating_sub(u64::from(b'A')) & 0x1f
    }

    /// The letter in the given side's case, as FEN writes it.
    pub fn fen_char(self, color: Color) -> char {
        match color {
            Color::White => self.char(),
            Color::Black => self.char().to_ascii_lowercase(),
        }
    }
}

impl Serialize for Role {
    /// The name in JSON: one lower-case word for the built-in pieces
    /// (`minister`), the file's name for a fairy piece.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Role::Minister => s.serialize_str("minister"),
            role => s.serialize_str(role.name()),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The two armies. In Janggi, White is Cho (blue, moves first) and Black is
/// Han (red), as in Fairy-Stockfish's FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A square, counted from White's a1 corner (file 0 = a, rank 0 = 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// Dark or light, with a1 dark as on every chequered board here.
    pub const fn colour(self) -> SquareColour {
        if (self.file + self.rank).is_multiple_of(2) {
            SquareColour::Dark
        } else {
            SquareColour::Light
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file), self.rank + 1)
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The colour of a square on a chequered board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SquareColour {
    Dark,
    Light,
}

impl SquareColour {
    pub const fn name(self) -> &'static str {
        match self {
            SquareColour::Dark => "dark",
            SquareColour::Light => "light",
        }
    }

    pub const fn other(self) -> SquareColour {
        match self {
            SquareColour::Dark => SquareColour::Light,
            SquareColour::Light => SquareColour::Dark,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_is_dark_and_colours_alternate() {
        assert_eq!(Square::new(0, 0).colour(), SquareColour::Dark);
        assert_eq!(Square::new(1, 0).colour(), SquareColour::Light);
        assert_eq!(Square::new(7, 0).colour(), SquareColour::Light, "h1");
        assert_eq!(Square::new(1, 1).colour(), SquareColour::Dark, "b2");
        assert_eq!(Square::new(1, 8).colour(), SquareColour::Light, "b9");
    }

    #[test]
    fn squares_print_with_two_digit_ranks() {
        assert_eq!(Square::new(9, 9).to_string(), "j10");
        assert_eq!(Square::new(0, 0).to_string(), "a1");
    }

    #[test]
    fn fen_letters_match_fairy_stockfish() {
        let chess: String = [
            Role::Rook,
            Role::Knight,
            Role::Archbishop,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Chancellor,
            Role::Minister,
        ]
        .iter()
        .map(|r| r.char())
        .collect();
        assert_eq!(chess, "RNABQKCM");
        let janggi: String = [
            Role::Chariot,
            Role::Horse,
            Role::Elephant,
            Role::Advisor,
            Role::General,
            Role::Cannon,
            Role::Soldier,
        ]
        .iter()
        .map(|r| r.fen_char(Color::Black))
        .collect();
        assert_eq!(janggi, "rnbakcp");
    }
}
