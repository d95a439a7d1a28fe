//! The table of variants. Everything a procedure, the FEN writer or the
//! board image needs to know about a variant is here, as data.

use crate::core::board::Role::{self, *};
use crate::core::variant::{Rule, Variant};

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    /// Chequered squares, a1 dark.
    Chequered,
    /// Janggi: pieces on the points where lines cross, palaces with
    /// diagonals, no square colours.
    JanggiPoints,
}

/// How Black's pieces follow from White's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlackSetup {
    /// Each Black piece faces the White piece of the same kind on its file.
    Mirror,
    /// Black's rank is White's read backwards (Modern chess: the board turned
    /// half a circle).
    Reversed,
    /// Black draws a row of its own, counting from Black's left.
    Independent,
}

/// One variant's data.
#[derive(Debug)]
pub struct VariantSpec {
    pub variant: Variant,
    /// What users type.
    pub id: &'static str,
    /// What people call it.
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub files: u8,
    pub ranks: u8,
    pub board: BoardKind,
    /// Files of White's randomized squares, left to right.
    pub row: &'static [u8],
    /// White's rank for those squares (0 = rank 1).
    pub row_rank: u8,
    /// The usual array on those squares: its pieces are the ones a procedure
    /// places, and Chess25 starts from it.
    pub standard: &'static [Role],
    /// The rules that define the legal set.
    pub rules: &'static [Rule],
    pub black: BlackSetup,
    /// White's pawn rank (0-based), pawns standing on the row's files.
    pub pawn_rank: Option<u8>,
    /// White's other fixed pieces as (role, file, rank); Black's face them.
    pub fixed: &'static [(Role, u8, u8)],
    /// Whether the FEN carries castling rights (`KQkq`).
    pub castling: bool,
    /// Korean Random: the row splits after this many squares into the sides
    /// left and right of the general.
    pub halves: Option<usize>,
    /// The rules of the legal set in one line.
    pub summary: &'static str,
}

const CHESS_ROW: &[u8] = &[0, 1, 2, 3, 4, 5, 6, 7];
const CHESS_ARRAY: &[Role] = &[Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook];
const CAPA_ROW: &[u8] = &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const CAPA_ARRAY: &[Role] = &[
    Rook, Knight, Archbishop, Bishop, Queen, King, Bishop, Chancellor, Knight, Rook,
];

/// The 8x8 chess family's shared data; each variant overrides what differs.
const CHESS_8X8: VariantSpec = VariantSpec {
    variant: Variant::Chess960,
    id: "",
    name: "",
    aliases: &[],
    files: 8,
    ranks: 8,
    board: BoardKind::Chequered,
    row: CHESS_ROW,
    row_rank: 0,
    standard: CHESS_ARRAY,
    rules: &[],
    black: BlackSetup::Mirror,
    pawn_rank: Some(1),
    fixed: &[],
    castling: true,
    halves: None,
    summary: "",
};

/// The Capablanca (10x8) family's shared data.
const CAPABLANCA: VariantSpec = VariantSpec {
    files: 10,
    row: CAPA_ROW,
    standard: CAPA_ARRAY,
    ..CHESS_8X8
};

pub(super) static SPECS: [VariantSpec; 9] = [
    VariantSpec {
        variant: Variant::Chess960,
        id: "chess960",
        name: "Chess960 (Fischer Random)",
        aliases: &["frc", "fischer", "960", "fischer-random"],
        rules: &[Rule::BishopsOnOppositeColours, Rule::KingBetweenRooks],
        summary: "bishops on opposite colours, king between the rooks",
        ..CHESS_8X8
    },
    VariantSpec {
        variant: Variant::Chess25,
        id: "chess25",
        name: "Fischer Placement Chess (Chess25)",
        aliases: &["fischer-placement", "25"],
        rules: &[Rule::Chess25Relocation],
        summary: "the standard array after the king, then the queen, swap with another piece \
                  (king never with a rook, bishops stay on opposite colours, king stays between the rooks)",
        ..CHESS_8X8
    },
    VariantSpec {
        variant: Variant::Crc,
        id: "crc",
        name: "Capablanca Random Chess",
        aliases: &["capablanca-random", "capablanca-random-chess"],
        rules: &[
            Rule::BishopsOnOppositeColours,
            Rule::QueenAndArchbishopOnOppositeColours,
            Rule::KingBetweenRooks,
            Rule::NoUnprotectedPawn,
        ],
        summary: "bishops on opposite colours, queen and archbishop on opposite colours, \
                  king between the rooks, every pawn protected",
        ..CAPABLANCA
    },
    VariantSpec {
        variant: Variant::CrcCarrillo,
        id: "crc-carrillo",
        name: "Capablanca Random (Carrillo 1a)",
        aliases: &["carrillo-crc"],
        rules: &[Rule::BishopsOnOppositeColours, Rule::KingBetweenRooks],
        summary: "bishops on opposite colours, king between the rooks",
        ..CAPABLANCA
    },
    VariantSpec {
        variant: Variant::ModernCrc,
        id: "modern-crc",
        name: "Modern Capablanca Random (Carrillo 1b)",
        aliases: &["modern-capablanca-random"],
        rules: &[Rule::KingBetweenRooks],
        summary: "king between the rooks; bishops may share a colour",
        ..CAPABLANCA
    },
    VariantSpec {
        variant: Variant::ModernRandom,
        id: "modern-random",
        name: "Modern Random (9x9)",
        aliases: &["modern"],
        files: 9,
        ranks: 9,
        board: BoardKind::Chequered,
        row: &[0, 1, 2, 3, 4, 5, 6, 7, 8],
        row_rank: 0,
        standard: &[
            Rook, Knight, Bishop, Minister, King, Queen, Bishop, Knight, Rook,
        ],
        rules: &[Rule::KingBetweenRooks],
        black: BlackSetup::Reversed,
        pawn_rank: Some(1),
        fixed: &[],
        castling: true,
        halves: None,
        summary: "king between the rooks; Black's rank is White's read backwards",
    },
    VariantSpec {
        variant: Variant::AjaxRandom,
        id: "ajax-random",
        name: "Ajax Random",
        aliases: &["ajax"],
        rules: &[Rule::KingBetweenRooks],
        summary: "king between the rooks; bishops may share a colour",
        ..CHESS_8X8
    },
    VariantSpec {
        variant: Variant::EnglishRandom,
        id: "english-random",
        name: "English Random (10x10)",
        aliases: &["english"],
        files: 10,
        ranks: 10,
        board: BoardKind::Chequered,
        row: &[1, 2, 3, 4, 5, 6, 7, 8],
        row_rank: 1,
        standard: CHESS_ARRAY,
        rules: &[],
        black: BlackSetup::Independent,
        pawn_rank: Some(2),
        fixed: &[],
        castling: false,
        halves: None,
        summary: "no restriction; Black draws its own row",
    },
    VariantSpec {
        variant: Variant::KoreanRandom,
        id: "korean-random",
        name: "Korean Random (Janggi)",
        aliases: &["janggi-random", "korean"],
        files: 9,
        ranks: 10,
        board: BoardKind::JanggiPoints,
        row: &[0, 1, 2, 6, 7, 8],
        row_rank: 0,
        standard: &[Chariot, Horse, Elephant, Elephant, Horse, Chariot],
        rules: &[Rule::OneOfEachBesideGeneral],
        black: BlackSetup::Mirror,
        pawn_rank: None,
        fixed: &[
            (Advisor, 3, 0),
            (Advisor, 5, 0),
            (General, 4, 1),
            (Cannon, 1, 2),
            (Cannon, 7, 2),
            (Soldier, 0, 3),
            (Soldier, 2, 3),
            (Soldier, 4, 3),
            (Soldier, 6, 3),
            (Soldier, 8, 3),
        ],
        castling: false,
        halves: Some(3),
        summary: "a chariot, a horse and an elephant on each side of the general, in any order",
    },
];
