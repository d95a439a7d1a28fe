//! The rules that define each variant's legal set, independent of any
//! procedure that draws from it.

use std::fmt;

use crate::board::Role::{self, *};
use crate::board::{Color, Square, SquareColour};
use crate::i18n::{Lang, Text};
use crate::variant::{SideGeometry, Variant, VariantSpec};

/// One rule of a legal set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    BishopsOnOppositeColours,
    QueenAndArchbishopOnOppositeColours,
    KingBetweenRooks,
    /// Scharnagl's rule for Capablanca Random: every pawn in front of the row
    /// is guarded by a piece behind it.
    NoUnprotectedPawn,
    /// Korean Random: a chariot, a horse and an elephant on each side of the
    /// general.
    OneOfEachBesideGeneral,
    /// Fischer Placement Chess: the row is the standard array after a king
    /// relocation and then a queen relocation.
    Chess25Relocation,
}

/// Why a row is not in the legal set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    WrongPieces,
    /// Both pieces of a kind (`.0`) on squares of one colour (`.1`).
    SameColour(&'static str, &'static str),
    /// The queen and the archbishop on squares of this colour.
    QueenArchbishopSameColour(&'static str),
    KingNotBetweenRooks,
    UnprotectedPawn(Square),
    /// This side of the general lacks one of each piece.
    UnevenHalf(&'static str),
    NotARelocation,
}

impl Violation {
    /// Why the row is not allowed, in words for the record.
    pub fn text(&self) -> Text {
        match self {
            Violation::WrongPieces => Text::msg(msg!("violation-wrong-pieces")),
            Violation::SameColour(piece, colour) => Text::msg(msg!("violation-same-colour"))
                .with("piece", *piece)
                .with("colour", *colour),
            Violation::QueenArchbishopSameColour(colour) => {
                Text::msg(msg!("violation-queen-archbishop")).with("colour", *colour)
            }
            Violation::KingNotBetweenRooks => Text::msg(msg!("violation-king-between-rooks")),
            Violation::UnprotectedPawn(square) => {
                Text::msg(msg!("violation-unprotected-pawn")).with("square", square.to_string())
            }
            Violation::UnevenHalf(side) => {
                Text::msg(msg!("violation-uneven-half")).with("side", *side)
            }
            Violation::NotARelocation => Text::msg(msg!("violation-not-a-relocation")),
        }
    }
}

/// In English, as [`Violation::text`] says it: the words are kept once,
/// in `locales/en.ftl`.
impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for Violation {}

impl Rule {
    /// The rules a club's variant file may name.
    pub const FILE_RULES: [Rule; 4] = [
        Rule::BishopsOnOppositeColours,
        Rule::QueenAndArchbishopOnOppositeColours,
        Rule::KingBetweenRooks,
        Rule::NoUnprotectedPawn,
    ];

    /// The name a variant file uses.
    pub const fn name(self) -> &'static str {
        match self {
            Rule::BishopsOnOppositeColours => "bishops-opposite-colours",
            Rule::QueenAndArchbishopOnOppositeColours => "queen-archbishop-opposite-colours",
            Rule::KingBetweenRooks => "king-between-rooks",
            Rule::NoUnprotectedPawn => "no-unprotected-pawn",
            Rule::OneOfEachBesideGeneral => "one-of-each-beside-general",
            Rule::Chess25Relocation => "chess25-relocation",
        }
    }

    /// The rule a variant file names.
    pub fn from_name(name: &str) -> Option<Rule> {
        [
            Rule::BishopsOnOppositeColours,
            Rule::QueenAndArchbishopOnOppositeColours,
            Rule::KingBetweenRooks,
            Rule::NoUnprotectedPawn,
            Rule::OneOfEachBesideGeneral,
            Rule::Chess25Relocation,
        ]
        .into_iter()
        .find(|r| r.name() == name.trim())
    }

    /// Whether only the built-in variants' files may name it (what it means
    /// is tied to one variant).
    pub fn is_builtin_only(self) -> bool {
        !Rule::FILE_RULES.contains(&self)
    }

    /// Whether the rule means anything for this row: the pieces it speaks
    /// of are there, as many as it needs.
    ///
    /// # Errors
    ///
    /// [`Inapplicable`]: what the row lacks, as a sentence for the file's
    /// author.
    pub fn applies_to(self, row: &[Role], pawns: bool) -> Result<(), Inapplicable> {
        let count = |role: Role| row.iter().filter(|&&r| r == role).count();
        let need = |ok: bool, lacking: Inapplicable| if ok { Ok(()) } else { Err(lacking) };
        match self {
            Rule::BishopsOnOppositeColours => need(count(Bishop) == 2, Inapplicable::TwoBishops),
            Rule::QueenAndArchbishopOnOppositeColours => need(
                count(Queen) == 1 && count(Archbishop) == 1,
                Inapplicable::QueenAndArchbishop,
            ),
            Rule::KingBetweenRooks => need(
                count(King) == 1 && count(Rook) == 2,
                Inapplicable::KingAndTwoRooks,
            ),
            Rule::NoUnprotectedPawn if !pawns => Err(Inapplicable::NoPawns),
            _ => Ok(()),
        }
    }
}

/// Why a rule means nothing for a variant file's row: what the row lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Inapplicable {
    #[error("the rule needs exactly two bishops (B) in the row")]
    TwoBishops,
    #[error("the rule needs exactly one queen (Q) and one archbishop (A) in the row")]
    QueenAndArchbishop,
    #[error("the rule needs exactly one king (K) and two rooks (R) in the row")]
    KingAndTwoRooks,
    #[error("the rule is about pawns, and this variant has none (pawns = false)")]
    NoPawns,
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rule::BishopsOnOppositeColours => "bishops on opposite colours",
            Rule::QueenAndArchbishopOnOppositeColours => "queen and archbishop on opposite colours",
            Rule::KingBetweenRooks => "king between the rooks",
            Rule::NoUnprotectedPawn => "no unprotected pawn",
            Rule::OneOfEachBesideGeneral => {
                "one chariot, horse and elephant each side of the general"
            }
            Rule::Chess25Relocation => "king and queen relocations of the standard array",
        })
    }
}

/// The pieces that the steps for the rules (bishops on opposite colours,
/// rook–king–rook) do not place, by kind in the row's order, with their
/// counts: what a worked-out placement or numbering places one kind at a
/// time.
pub fn free_kinds(standard: &[Role], rules: &[Rule]) -> Vec<(Role, usize)> {
    let mut left = standard.to_vec();
    let mut drop = |role: Role, n: usize| {
        for _ in 0..n {
            if let Some(i) = left.iter().position(|&r| r == role) {
                left.remove(i);
            }
        }
    };
    if rules.contains(&Rule::BishopsOnOppositeColours) {
        drop(Role::Bishop, 2);
    }
    if rules.contains(&Rule::KingBetweenRooks) {
        drop(Role::King, 1);
        drop(Role::Rook, 2);
    }
    let mut kinds: Vec<(Role, usize)> = Vec::new();
    for r in left {
        match kinds.iter_mut().find(|(k, _)| *k == r) {
            Some((_, n)) => *n += 1,
            None => kinds.push((r, 1)),
        }
    }
    kinds
}

/// Checks a row (in `geo`'s counting order) against every rule of `spec`.
pub(super) fn check(spec: &VariantSpec, geo: &SideGeometry, row: &[Role]) -> Result<(), Violation> {
    if row.len() != spec.standard.len() || role_counts(row) != role_counts(&spec.standard) {
        return Err(Violation::WrongPieces);
    }
    for rule in &spec.rules {
        check_rule(*rule, spec, geo, row)?;
    }
    Ok(())
}

/// How many of each role a row holds (no allocation: rows are checked
/// hundreds of thousands of times when counting legal sets).
/// Counted by letter: within one variant no two pieces share one.
fn role_counts(row: &[Role]) -> [u8; 32] {
    let mut counts = [0; 32];
    for &r in row {
        counts[r.letter_index() as usize] += 1;
    }
    counts
}

/// The colours of the squares holding `role`, up to two of them.
fn colours_of(geo: &SideGeometry, row: &[Role], role: Role) -> [Option<SquareColour>; 2] {
    let mut found = (0..row.len())
        .filter(|&i| row[i] == role)
        .map(|i| geo.colour(i));
    [found.next(), found.next()]
}

fn check_rule(
    rule: Rule,
    spec: &VariantSpec,
    geo: &SideGeometry,
    row: &[Role],
) -> Result<(), Violation> {
    match rule {
        Rule::BishopsOnOppositeColours => match colours_of(geo, row, Bishop) {
            [Some(a), Some(b)] if a == b => Err(Violation::SameColour("bishop", a.name())),
            _ => Ok(()),
        },
        Rule::QueenAndArchbishopOnOppositeColours => {
            match (
                colours_of(geo, row, Queen)[0],
                colours_of(geo, row, Archbishop)[0],
            ) {
                (Some(q), Some(a)) if q == a => Err(Violation::QueenArchbishopSameColour(q.name())),
                _ => Ok(()),
            }
        }
        Rule::KingBetweenRooks => king_between_rooks(row)
            .then_some(())
            .ok_or(Violation::KingNotBetweenRooks),
        Rule::NoUnprotectedPawn => match first_unprotected_pawn(spec, geo, row) {
            Some(sq) => Err(Violation::UnprotectedPawn(sq)),
            None => Ok(()),
        },
        Rule::OneOfEachBesideGeneral => {
            let split = spec.halves.unwrap_or(row.len() / 2);
            let one_each = role_counts(&[Chariot, Horse, Elephant]);
            for (name, half) in [("left", &row[..split]), ("right", &row[split..])] {
                if role_counts(half) != one_each {
                    return Err(Violation::UnevenHalf(name));
                }
            }
            Ok(())
        }
        Rule::Chess25Relocation => relocations(&spec.standard, geo)
            .any(|r| r == row)
            .then_some(())
            .ok_or(Violation::NotARelocation),
    }
}

fn king_between_rooks(row: &[Role]) -> bool {
    let mut rooks = (0..row.len()).filter(|&i| row[i] == Rook);
    match (
        row.iter().position(|&r| r == King),
        rooks.next(),
        rooks.next(),
        rooks.next(),
    ) {
        (Some(k), Some(a), Some(b), None) => a < k && k < b,
        _ => false,
    }
}

/// Whether a piece on the back rank guards the square straight ahead of a
/// piece `dx` files away (one rank up). Diagonal and orthogonal steps of one
/// rank cannot be blocked, so only the distance matters.
fn guards(role: Role, dx: i32) -> bool {
    match role {
        King | Queen => dx.abs() <= 1,
        Rook => dx == 0,
        Bishop => dx.abs() == 1,
        Knight => dx.abs() == 2,
        Archbishop => matches!(dx.abs(), 1 | 2),
        Chancellor => matches!(dx.abs(), 0 | 2),
        // A fairy piece guards as the pieces it is drawn as would.
        Custom(f) => f.spec().looks.iter().any(|&l| guards(l, dx)),
        _ => false,
    }
}

fn first_unprotected_pawn(spec: &VariantSpec, geo: &SideGeometry, row: &[Role]) -> Option<Square> {
    let pawn_rank = match geo.color {
        Color::White => spec.pawn_rank?,
        Color::Black => spec.ranks - 1 - spec.pawn_rank?,
    };
    geo.squares
        .iter()
        .map(|sq| Square::new(sq.file, pawn_rank))
        .find(|pawn| {
            !geo.squares
                .iter()
                .zip(row)
                .any(|(sq, &role)| guards(role, i32::from(pawn.file) - i32::from(sq.file)))
        })
}

/// May the piece on `from` swap places with the piece on `to` under Fischer
/// Placement Chess's rules? The king never swaps with a rook and the queen
/// never with the king; afterwards the bishops must stand on opposite colours
/// and the king between the rooks. Swapping with itself (staying put) is
/// allowed.
pub(crate) fn relocation_allowed(geo: &SideGeometry, row: &[Role], from: usize, to: usize) -> bool {
    let forbidden = match row[from] {
        King => Rook,
        Queen => King,
        _ => return false,
    };
    if from != to && row[to] == forbidden {
        return false;
    }
    let mut after = row.to_vec();
    after.swap(from, to);
    let opposite = matches!(colours_of(geo, &after, Bishop), [Some(a), Some(b)] if a != b);
    opposite && king_between_rooks(&after)
}

/// Every row that a king relocation followed by a queen relocation makes of
/// `standard`, in the order (king partner, queen partner) from the left.
pub(crate) fn relocations<'a>(
    standard: &'a [Role],
    geo: &'a SideGeometry,
) -> impl Iterator<Item = Vec<Role>> + 'a {
    let king = standard.iter().position(|&r| r == King);
    let n = standard.len();
    (0..n).flat_map(move |kp| {
        let mut after_king = standard.to_vec();
        let ok = king.is_some_and(|k| relocation_allowed(geo, standard, k, kp));
        if let Some(k) = king.filter(|_| ok) {
            after_king.swap(k, kp);
        }
        let queen = after_king.iter().position(|&r| r == Queen);
        (0..n).filter_map(move |qp| {
            let q = queen?;
            if !ok || !relocation_allowed(geo, &after_king, q, qp) {
                return None;
            }
            let mut row = after_king.clone();
            row.swap(q, qp);
            Some(row)
        })
    })
}

/// Steps `v` to the next arrangement in lexicographic order; false after the
/// last. Walking from the sorted arrangement visits every distinct
/// arrangement of a multiset exactly once.
pub(crate) fn next_arrangement<T: Ord>(v: &mut [T]) -> bool {
    let Some(i) = (1..v.len()).rev().find(|&i| v[i - 1] < v[i]) else {
        return false;
    };
    let j = (i..v.len()).rev().find(|&j| v[j] > v[i - 1]).unwrap_or(i);
    v.swap(i - 1, j);
    v[i..].reverse();
    true
}

/// Calls `each` with every legal row of one side, found by checking every
/// distinct arrangement of the variant's pieces.
pub(super) fn each_legal_row(variant: Variant, mut each: impl FnMut(&[Role])) {
    let spec = variant.spec();
    let geo = variant.side_geometry(Color::White);
    let mut row = spec.standard.to_vec();
    row.sort();
    loop {
        if check(spec, &geo, &row).is_ok() {
            each(&row);
        }
        if !next_arrangement(&mut row) {
            return;
        }
    }
}

/// Counts the legal rows of one side.
pub(super) fn count_legal_rows(variant: Variant) -> u64 {
    let mut count = 0;
    each_legal_row(variant, |_| count += 1);
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arrangements(mut v: Vec<u8>) -> u64 {
        v.sort();
        let mut n = 1;
        while next_arrangement(&mut v) {
            n += 1;
        }
        n
    }

    #[test]
    fn arrangements_of_a_multiset_are_counted_once_each() {
        assert_eq!(arrangements(vec![1, 2, 3, 4]), 24);
        assert_eq!(arrangements(vec![1, 1, 2, 2, 3, 3, 4, 5]), 5040);
        assert_eq!(arrangements(vec![7]), 1);
        assert_eq!(arrangements(vec![]), 1);
    }

    /// The legal sets by brute force. Chess960 and Chess25 are the published
    /// sizes; the others are the counts the rules give, pinned so a change to
    /// a rule shows up here, and cross-checked against the numbering and the
    /// audits elsewhere. CRC's 21,836 under Scharnagl's four rules was also
    /// checked with an independent script; the 12,118 quoted elsewhere adds
    /// two later rules (no neighbouring bishops, not Gothic chess's array)
    /// that the reference does not have.
    #[test]
    fn legal_set_sizes_by_brute_force() {
        let sizes: Vec<(Variant, u64)> =
            Variant::ALL.iter().map(|&v| (v, v.legal_rows())).collect();
        assert_eq!(
            sizes,
            vec![
                (Variant::Chess960, 960),
                (Variant::Chess25, 25),
                (Variant::Crc, 21_836),
                (Variant::CrcCarrillo, 84_000),
                (Variant::ModernCrc, 151_200),
                (Variant::ModernRandom, 15_120),
                (Variant::AjaxRandom, 1_680),
                (Variant::EnglishRandom, 5_040),
                (Variant::KoreanRandom, 36),
            ]
        );
        assert_eq!(Variant::EnglishRandom.legal_positions(), 5040 * 5040);
    }

    #[test]
    fn the_standard_arrays_are_legal_where_they_should_be() {
        // Capablanca's own array has queen (e1) and archbishop (c1) both on
        // dark squares, so it is not a CRC starting position.
        assert_eq!(
            Variant::Crc.check_row(Color::White, &Variant::Crc.spec().standard),
            Err(Violation::QueenArchbishopSameColour("dark"))
        );
        for v in Variant::ALL.into_iter().filter(|&v| v != Variant::Crc) {
            let result = v.check_row(Color::White, &v.spec().standard);
            assert!(result.is_ok(), "{v}: {result:?}");
        }
    }

    #[test]
    fn violations_name_the_problem() {
        let v = Variant::Chess960;
        // Bishops on a1 and c1: both dark.
        let row = [Bishop, Knight, Bishop, Queen, Knight, Rook, King, Rook];
        assert_eq!(
            v.check_row(Color::White, &row),
            Err(Violation::SameColour("bishop", "dark"))
        );
        let row = [Rook, Rook, King, Bishop, Bishop, Queen, Knight, Knight];
        assert_eq!(
            v.check_row(Color::White, &row),
            Err(Violation::KingNotBetweenRooks)
        );
        let row = [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Queen];
        assert_eq!(v.check_row(Color::White, &row), Err(Violation::WrongPieces));
        let row = [Rook, Knight, Bishop, Queen, King, Bishop, Knight];
        assert_eq!(v.check_row(Color::White, &row), Err(Violation::WrongPieces));
    }

    #[test]
    fn an_unguarded_pawn_is_named() {
        // R N B A Q K C R N B: everything else holds (bishops c1 dark and j1
        // light, archbishop d1 light and queen e1 dark, king between the
        // rooks), but nothing guards j2: the bishop on j1 does not guard
        // straight ahead, the knight on i1 is one file away, the rook on h1
        // two.
        let row = [
            Rook, Knight, Bishop, Archbishop, Queen, King, Chancellor, Rook, Knight, Bishop,
        ];
        assert_eq!(
            Variant::Crc.check_row(Color::White, &row),
            Err(Violation::UnprotectedPawn(Square::new(9, 1)))
        );
        // The same row is fine where pawns need no guard.
        assert_eq!(Variant::CrcCarrillo.check_row(Color::White, &row), Ok(()));
    }
}
