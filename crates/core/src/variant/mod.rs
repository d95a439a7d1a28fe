//! The variants: each is data (board, pieces, rules of the legal set, how
//! Black is set up, the methods offered), read from a definition file, not
//! a type of its own. The built-in variants' files are compiled in
//! (`builtin/`); a club's own are read at start-up or added to a server.
//!
//! - [`spec`]: what a variant is, as data.
//! - [`definition`]: reading and checking a variant file.
//! - [`builtin`]: the nine built-in variants' files (their methods are
//!   read by the catalogue).
//! - [`registry`]: the variant files this process has read.
//! - [`rules`], [`geometry`]: the legal set, where the pieces stand.
//! - [`KeptVariant`]: a variant as a record keeps it.

pub mod builtin;
pub mod definition;
mod geometry;
mod kept;
pub mod registry;
mod rules;
mod spec;

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::board::{Color, Role};
use crate::i18n::{Lang, Text};
pub use geometry::SideGeometry;
pub use kept::{KeptVariant, ParseKeptVariantError};
pub use registry::CustomVariant;
pub(crate) use rules::relocation_allowed;
pub use rules::{Inapplicable, Rule, Violation, free_kinds};
pub use spec::{BlackSetup, BoardKind, Numbering, VariantSpec};

/// Where a variant's data comes from ([`Variant::provenance`]): so that code
/// reading the built-in tables is handed an index only for a built-in
/// variant, and a file's variant can never be read as another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Its place in [`Variant::ALL`] and in the built-in tables.
    BuiltIn(usize),
    /// A variant file's.
    File(CustomVariant),
}

/// A random-setup variant: one of the built-in ones, or one a variant file
/// defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    Chess960,
    Chess25,
    Crc,
    CrcCarrillo,
    ModernCrc,
    ModernRandom,
    AjaxRandom,
    EnglishRandom,
    KoreanRandom,
    /// A variant read from a file.
    Custom(CustomVariant),
}

impl Variant {
    /// The built-in variants.
    pub const ALL: [Variant; 9] = [
        Variant::Chess960,
        Variant::Chess25,
        Variant::Crc,
        Variant::CrcCarrillo,
        Variant::ModernCrc,
        Variant::ModernRandom,
        Variant::AjaxRandom,
        Variant::EnglishRandom,
        Variant::KoreanRandom,
    ];

    /// The variant's data.
    pub fn spec(self) -> &'static VariantSpec {
        match self.provenance() {
            Provenance::BuiltIn(i) => builtin::spec(i),
            Provenance::File(c) => c.spec(),
        }
    }

    /// Every variant a name can find in this process: the built-in ones,
    /// then those read from files at start-up (not a server's own).
    pub fn known() -> Vec<Variant> {
        let mut all = Variant::ALL.to_vec();
        all.extend(registry::published());
        all
    }

    /// Where the variant's data comes from: the built-in table, or a file.
    pub const fn provenance(self) -> Provenance {
        Provenance::BuiltIn(match self {
            Variant::Chess960 => 0,
            Variant::Chess25 => 1,
            Variant::Crc => 2,
            Variant::CrcCarrillo => 3,
            Variant::ModernCrc => 4,
            Variant::ModernRandom => 5,
            Variant::AjaxRandom => 6,
            Variant::EnglishRandom => 7,
            Variant::KoreanRandom => 8,
            Variant::Custom(c) => return Provenance::File(c),
        })
    }

    /// Where a built-in variant stands in [`Variant::ALL`] (and its file in
    /// the built-in table); `None` for a variant file's.
    pub const fn builtin_index(self) -> Option<usize> {
        match self.provenance() {
            Provenance::BuiltIn(i) => Some(i),
            Provenance::File(_) => None,
        }
    }

    /// Whether a variant file defines this variant.
    pub fn is_custom(self) -> bool {
        matches!(self, Variant::Custom(_))
    }

    /// The id users type (`chess960`, `crc`, …).
    pub fn id(self) -> &'static str {
        &self.spec().id
    }

    /// Whether Black's row is drawn separately from White's.
    pub fn black_is_independent(self) -> bool {
        self.spec().black == BlackSetup::Independent
    }

    /// The sides whose rows a procedure draws: White, and Black too where
    /// Black is randomized separately.
    pub fn drawn_sides(self) -> &'static [Color] {
        if self.black_is_independent() {
            &Color::ALL
        } else {
            &[Color::White]
        }
    }

    /// Where `color`'s randomized pieces stand, in the order that side counts
    /// squares.
    pub fn side_geometry(self, color: Color) -> SideGeometry {
        SideGeometry::new(self.spec(), color)
    }

    /// Checks one side's row (in that side's counting order) against the
    /// rules of the legal set.
    ///
    /// # Errors
    ///
    /// The first [`Violation`], which names the offending piece or square.
    pub fn check_row(self, color: Color, row: &[Role]) -> Result<(), Violation> {
        rules::check(self.spec(), &self.side_geometry(color), row)
    }

    /// The number of legal rows for one side, by brute force over every
    /// distinct arrangement of the pieces (computed once per process).
    pub fn legal_rows(self) -> u64 {
        *self
            .spec()
            .legal_rows
            .get_or_init(|| rules::count_legal_rows(self))
    }

    /// The standard array as each drawn side's row reads it: White's as
    /// written; Black's, where Black draws its own row (counted from
    /// Black's left), reversed, so that the two face each other as in the
    /// standard game.
    pub fn standard_rows(self) -> Vec<Vec<Role>> {
        let standard = &self.spec().standard;
        self.drawn_sides()
            .iter()
            .map(|side| match side {
                Color::White => standard.clone(),
                Color::Black => standard.iter().rev().copied().collect(),
            })
            .collect()
    }

    /// Calls `each` with every legal row of one side (White's), by brute
    /// force: for a uniform draw's spread, where the count alone is not
    /// enough.
    pub fn each_legal_row(self, each: impl FnMut(&[Role])) {
        rules::each_legal_row(self, each);
    }

    /// Whether `other` has the very positions of this variant under the
    /// same numbers: the same board, pieces, rules and numbering, whatever
    /// either is called (a club's file renamed, or its summary reworded,
    /// is a new version with the same positions).
    pub fn same_positions(self, other: Variant) -> bool {
        let (a, b) = (self.spec(), other.spec());
        let positions = |s: &'static VariantSpec| {
            (
                (s.files, s.ranks, s.board, &s.row, s.row_rank),
                (&s.standard, &s.rules, s.black, s.pawn_rank, &s.fixed),
                (s.halves, s.numbering),
            )
        };
        self == other || positions(a) == positions(b)
    }

    /// The number of legal starting positions: the legal rows, squared where
    /// Black is drawn independently.
    pub fn legal_positions(self) -> u64 {
        let rows = self.legal_rows();
        if self.black_is_independent() {
            rows * rows
        } else {
            rows
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

/// The text named no variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVariantError {
    pub given: String,
    pub suggestion: Option<&'static str>,
    /// The ids of the variants it was looked for among: the built-ins,
    /// the process's files and, in a server, the server's own.
    pub known: Vec<&'static str>,
}

impl ParseVariantError {
    /// The error for `given`, suggesting the closest of `among`.
    pub fn new(given: &str, among: &[Variant]) -> ParseVariantError {
        let wanted = normalize(given);
        let suggestion = among
            .iter()
            .flat_map(|&v| names(v).map(move |n| (v, n)))
            .map(|(v, n)| (closeness(&wanted, n), v.id()))
            .filter(|(d, _)| *d <= 2)
            .min_by_key(|(d, _)| *d)
            .map(|(_, id)| id);
        ParseVariantError {
            given: given.chars().take(40).collect(),
            suggestion,
            known: among.iter().map(|v| v.id()).collect(),
        }
    }
}

impl ParseVariantError {
    /// What is wrong, in words every language has.
    pub fn text(&self) -> Text {
        Text::msg(msg!("error-unknown-variant"))
            .with("given", self.given.as_str())
            .with(
                "suggestion",
                self.suggestion.map_or_else(Text::empty, |name| {
                    Text::msg(msg!("did-you-mean")).with("name", name)
                }),
            )
            .with("list", self.known.join(", "))
    }
}

/// In English, as [`ParseVariantError::text`] says it: the words are kept
/// once, in `locales/en.ftl`.
impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for ParseVariantError {}

/// How far a typed name is from a real one: the edits between them, or 0
/// when one holds the other (`capablanca-chess` holds `capablanca`,
/// `korean-r` starts `korean-random`), which no edit count would find.
fn closeness(wanted: &str, name: &str) -> usize {
    let holds = |outer: &str, inner: &str| inner.len() >= 4 && outer.contains(inner);
    if holds(wanted, name) || (wanted.len() >= 3 && name.starts_with(wanted)) {
        0
    } else {
        strsim::damerau_levenshtein(wanted, name)
    }
}

/// A name as users type it, folded: lower case, `-` for spaces and `_`.
fn normalize(s: &str) -> String {
    s.trim()
        .chars()
        .map(|c| match c {
            '_' | ' ' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// A variant's id and aliases.
fn names(v: Variant) -> impl Iterator<Item = &'static str> {
    std::iter::once(v.id()).chain(v.spec().aliases.iter().map(String::as_str))
}

/// The variant among `among` that `text` names by id or alias (ignoring
/// case, spaces and underscores), or by its exact code (a variant file's
/// `id.digest`).
///
/// # Errors
///
/// [`ParseVariantError`] with the closest name as a suggestion.
pub fn find(text: &str, among: &[Variant]) -> Result<Variant, ParseVariantError> {
    // A variant file's code (`id.digest`, as an event or a roll-along keeps
    // it) names exactly that version of the file, so it is matched whole.
    if let Some(&v) = among.iter().find(|v| v.spec().code == text.trim()) {
        return Ok(v);
    }
    let wanted = normalize(text);
    among
        .iter()
        .copied()
        .find(|&v| names(v).any(|n| n == wanted))
        .ok_or_else(|| ParseVariantError::new(text, among))
}

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Accepts ids and aliases of the variants this process knows,
    /// ignoring case, spaces and underscores.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        find(s, &Variant::known())
    }
}

#[cfg(test)]
mod tests {
    /// Each variant's standard position, built from its standard rows,
    /// faces itself: every rank of Black's half is the matching rank of
    /// White's in lower case (for English Random, whose Black draws its own
    /// row, that takes White's array read from Black's left), turned end
    /// to end where Black's row is White's reversed (Modern Random).
    #[test]
    fn the_standard_rows_make_a_position_that_faces_itself() {
        use crate::fen::Fen;
        use crate::position::Position;
        for v in Variant::known() {
            let mut rows = v.standard_rows().into_iter();
            let white = rows.next().unwrap();
            let Ok(p) = Position::new(v, white, rows.next()) else {
                continue;
            };
            let fen = Fen(&p).to_string();
            let board: Vec<&str> = fen.split(' ').next().unwrap().split('/').collect();
            let half = board.len() / 2;
            for (top, bottom) in board.iter().zip(board.iter().rev()).take(half) {
                let mirrored = bottom.to_lowercase();
                let facing = match v.spec().black {
                    spec::BlackSetup::Reversed => mirrored.chars().rev().collect(),
                    _ => mirrored,
                };
                assert_eq!(*top, facing, "{v}: {fen}");
            }
        }
        let chess960 = Variant::Chess960.standard_rows();
        assert_eq!(
            Position::new(Variant::Chess960, chess960[0].clone(), None)
                .unwrap()
                .number(),
            518
        );
    }

    use super::*;

    #[test]
    fn ids_and_aliases_parse() {
        for (text, v) in [
            ("chess960", Variant::Chess960),
            ("FRC", Variant::Chess960),
            ("fischer", Variant::Chess960),
            ("960", Variant::Chess960),
            ("chess25", Variant::Chess25),
            ("fischer-placement", Variant::Chess25),
            ("crc", Variant::Crc),
            ("Capablanca Random", Variant::Crc),
            ("crc-carrillo", Variant::CrcCarrillo),
            ("modern-crc", Variant::ModernCrc),
            ("modern", Variant::ModernRandom),
            ("modern_random", Variant::ModernRandom),
            ("ajax", Variant::AjaxRandom),
            ("english", Variant::EnglishRandom),
            ("english-random", Variant::EnglishRandom),
            ("korean", Variant::KoreanRandom),
            ("janggi-random", Variant::KoreanRandom),
            // The names players use, which the README uses too.
            ("janggi", Variant::KoreanRandom),
            ("Janggi", Variant::KoreanRandom),
            ("capablanca", Variant::Crc),
            ("capa", Variant::Crc),
            ("fischerandom", Variant::Chess960),
            ("Fischer Random Chess", Variant::Chess960),
            ("fpc", Variant::Chess25),
        ] {
            assert_eq!(text.parse::<Variant>().unwrap(), v, "{text}");
        }
    }

    #[test]
    fn every_id_and_alias_names_one_variant() {
        let mut seen = std::collections::HashSet::new();
        for v in Variant::ALL {
            assert_eq!(v.id().parse::<Variant>().unwrap(), v);
            for a in &v.spec().aliases {
                assert!(seen.insert(a.as_str()), "alias {a} used twice");
                assert_eq!(a.parse::<Variant>().unwrap(), v);
            }
            assert!(seen.insert(v.id()));
        }
    }

    #[test]
    fn unknown_variants_get_a_suggestion() {
        let e = "chess961".parse::<Variant>().unwrap_err();
        assert_eq!(e.suggestion, Some("chess960"));
        assert!(
            e.to_string()
                .starts_with("unknown variant 'chess961' (did you mean chess960?)")
        );
        // A name that holds a real one, or starts one, points to it.
        let e = "capablanca-chess".parse::<Variant>().unwrap_err();
        assert_eq!(e.suggestion, Some("crc"));
        let e = "korean-ran".parse::<Variant>().unwrap_err();
        assert_eq!(e.suggestion, Some("korean-random"));
        let e = "xiangqi".parse::<Variant>().unwrap_err();
        assert_eq!(e.suggestion, None);
        let e = "x".repeat(10_000).parse::<Variant>().unwrap_err();
        assert_eq!(e.given.len(), 40, "huge input is not echoed back");
    }

    #[test]
    fn specs_are_in_enum_order() {
        // Each handle reads the file at its place in the list.
        for (v, (file, _)) in Variant::ALL.into_iter().zip(builtin::files()) {
            assert_eq!(format!("{}.toml", v.spec().id), *file);
        }
    }
}
