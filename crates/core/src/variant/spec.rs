//! One variant's data: everything a procedure, the FEN writer or the board
//! image needs to know, read from its definition file.

use std::sync::OnceLock;

use crate::board::Role;
use crate::variant::Rule;

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// Chequered squares, a1 dark.
    Chequered,
    /// Janggi: pieces on the points where lines cross, palaces with
    /// diagonals, no square colours.
    JanggiPoints,
}

/// How Black's pieces follow from White's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlackSetup {
    /// Each Black piece faces the White piece of the same kind on its file.
    Mirror,
    /// Black's rank is White's read backwards (Modern chess: the board turned
    /// half a circle).
    Reversed,
    /// Black draws a row of its own, counting from Black's left.
    Independent,
}

/// The position numberings written as code, one per built-in variant
/// (`core::numbering` has them; a variant file's numbering is worked out
/// from its rules instead).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Numbering {
    Chess960,
    Chess25,
    Crc,
    CrcCarrillo,
    ModernCrc,
    ModernRandom,
    AjaxRandom,
    EnglishRandom,
    KoreanRandom,
}

impl Numbering {
    pub const ALL: [Numbering; 9] = [
        Numbering::Chess960,
        Numbering::Chess25,
        Numbering::Crc,
        Numbering::CrcCarrillo,
        Numbering::ModernCrc,
        Numbering::ModernRandom,
        Numbering::AjaxRandom,
        Numbering::EnglishRandom,
        Numbering::KoreanRandom,
    ];

    /// The name a built-in file gives it (`numbering = "crc"`).
    pub fn name(self) -> &'static str {
        match self {
            Numbering::Chess960 => "chess960",
            Numbering::Chess25 => "chess25",
            Numbering::Crc => "crc",
            Numbering::CrcCarrillo => "crc-carrillo",
            Numbering::ModernCrc => "modern-crc",
            Numbering::ModernRandom => "modern-random",
            Numbering::AjaxRandom => "ajax-random",
            Numbering::EnglishRandom => "english-random",
            Numbering::KoreanRandom => "korean-random",
        }
    }

    /// The numbering called `name`, if there is one.
    pub fn named(name: &str) -> Option<Numbering> {
        Numbering::ALL.into_iter().find(|n| n.name() == name)
    }
}

/// One variant's data.
#[derive(Clone, Debug)]
pub struct VariantSpec {
    /// What users type.
    pub id: String,
    /// What people call it.
    pub name: String,
    pub aliases: Vec<String>,
    pub files: u8,
    pub ranks: u8,
    pub board: BoardKind,
    /// Files of White's randomized squares, left to right.
    pub row: Vec<u8>,
    /// White's rank for those squares (0 = rank 1).
    pub row_rank: u8,
    /// The pieces a procedure places, as the usual array on those squares
    /// (Chess25 starts from it).
    pub standard: Vec<Role>,
    /// The rules that define the legal set.
    pub rules: Vec<Rule>,
    pub black: BlackSetup,
    /// White's pawn rank (0-based), pawns standing on the row's files.
    pub pawn_rank: Option<u8>,
    /// White's other fixed pieces as (role, file, rank); Black's face them.
    pub fixed: Vec<(Role, u8, u8)>,
    /// Whether the FEN carries castling rights (`KQkq`).
    pub castling: bool,
    /// Korean Random: the row splits after this many squares into the sides
    /// left and right of the general.
    pub halves: Option<usize>,
    /// The rules of the legal set in one line.
    pub summary: String,
    /// The built-in numbering a built-in variant names; a variant file's
    /// numbering is worked out from its rules.
    pub numbering: Option<Numbering>,
    /// What stands for the variant in a replay code (`960`, or a variant
    /// file's `id.digest`).
    pub code: String,
    /// A variant file's digest: the first hex digits of the SHA-256 of its
    /// definition. `None` for the built-in variants.
    pub digest: Option<String>,
    pub(crate) legal_rows: OnceLock<u64>,
    pub(crate) side_range: OnceLock<u64>,
}
