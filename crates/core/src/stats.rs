//! Statistics of rolls already made: counts seen against the counts a fair
//! device, or a method's exact distribution, predicts, with Pearson's
//! chi-square test of the difference.
//!
//! The expectation of each cell is a sum of chances over the rolls counted,
//! so rolls made with different methods (one uniform, one biased) are
//! counted together, each against its own method.

use backrank_entropy::{Die, Face};
use serde::Serialize;
use statrs::distribution::{ChiSquared, ContinuousCDF};

use crate::board::Role;
use crate::replay::{ReplayError, decode_faces};
use crate::variant::Variant;

/// The fewest times every cell must be expected for the test's p-value to
/// mean what it says (Cochran's rule of thumb).
pub const MIN_EXPECTED: f64 = 5.0;

/// How far from its expectation a fair count strays 95 times in 100: the
/// normal quantile for a two-sided 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// One bar: what it counts, how often it was seen and how often expected.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Cell {
    pub label: String,
    pub observed: u64,
    pub expected: f64,
    /// This cell's chance, each time something is counted.
    #[serde(skip)]
    chance: f64,
}

/// Counts seen against counts expected, and Pearson's test of the fit.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Fit {
    pub cells: Vec<Cell>,
    pub total: u64,
    pub chi_square: f64,
    pub degrees_of_freedom: usize,
    /// The chance that fair rolls would differ from the expectation at
    /// least this much.
    pub p_value: f64,
    /// Counts seen in cells the expectation gives no chance at all: a roll
    /// the method cannot make. Always 0 unless something is broken.
    pub impossible: u64,
}

impl Fit {
    /// `observed` against `expected` counts, cell by cell (the same
    /// length, labelled by `labels`). Cells expected never and seen never
    /// are left out: a king's file it can never take is not a bar.
    pub fn new(labels: Vec<String>, observed: &[u64], expected: &[f64]) -> Fit {
        let total: u64 = observed.iter().sum();
        let sum_expected: f64 = expected.iter().sum();
        let mut impossible = 0;
        let mut cells = Vec::new();
        for ((label, &seen), &wanted) in labels.into_iter().zip(observed).zip(expected) {
            if wanted <= 0.0 {
                impossible += seen;
                if seen == 0 {
                    continue;
                }
            }
            let chance = if sum_expected > 0.0 {
                wanted / sum_expected
            } else {
                0.0
            };
            cells.push(Cell {
                label,
                observed: seen,
                expected: wanted,
                chance,
            });
        }
        let possible: Vec<&Cell> = cells.iter().filter(|c| c.expected > 0.0).collect();
        let chi_square: f64 = possible
            .iter()
            .map(|c| (c.observed as f64 - c.expected).powi(2) / c.expected)
            .sum();
        let degrees_of_freedom = possible.len().saturating_sub(1);
        let p_value = if degrees_of_freedom == 0 || total == 0 {
            1.0
        } else {
            ChiSquared::new(degrees_of_freedom as f64)
                .map(|d| d.sf(chi_square))
                .unwrap_or(f64::NAN)
        };
        Fit {
            cells,
            total,
            chi_square,
            degrees_of_freedom,
            p_value,
            impossible,
        }
    }

    /// Counts seen against a fair die: every face equally likely.
    pub fn uniform(labels: Vec<String>, observed: &[u64]) -> Fit {
        let total: u64 = observed.iter().sum();
        let each = total as f64 / observed.len().max(1) as f64;
        Fit::new(labels, observed, &vec![each; observed.len()])
    }

    /// Whether every cell is expected at least [`MIN_EXPECTED`] times:
    /// with fewer, the p-value is not to be trusted and is not shown.
    pub fn enough(&self) -> bool {
        self.total > 0
            && self
                .cells
                .iter()
                .all(|c| c.expected <= 0.0 || c.expected >= MIN_EXPECTED)
    }

    /// The range a fair count of cell `i` falls in 95 times in 100 (the
    /// normal approximation of its binomial count).
    pub fn interval(&self, i: usize) -> (f64, f64) {
        let c = &self.cells[i];
        let n = self.total as f64;
        let spread = Z_95 * (n * c.chance * (1.0 - c.chance)).sqrt();
        ((c.expected - spread).max(0.0), c.expected + spread)
    }
}

/// Each face of `die` as people read it, face 1 first: H and T for the
/// coin.
pub fn face_labels(die: Die) -> Vec<String> {
    (1..=die.sides())
        // Every value 1..=sides is a face.
        .map(|f| Face::new(die, f).map(|f| f.to_string()).unwrap_or_default())
        .collect()
}

/// How often each face of `die` came up in the faces a record keeps
/// (`core::replay`'s letters), face 1 first.
///
/// # Errors
///
/// [`ReplayError`] naming the first letter that is not a face of `die`.
pub fn face_counts(die: Die, kept: &str, into: &mut [u64]) -> Result<(), ReplayError> {
    for face in decode_faces(die, kept)? {
        if let Some(n) = into.get_mut(usize::from(face.index())) {
            *n += 1;
        }
    }
    Ok(())
}

/// The piece whose file a variant's statistics follow: the king when the
/// row has one, else the first piece the row has only one of (Chess960's
/// king, whose file has known exact chances); none when every piece comes
/// in pairs.
pub fn followed_piece(variant: Variant) -> Option<Role> {
    let standard = &variant.spec().standard;
    let once = |r: Role| standard.iter().filter(|&&s| s == r).count() == 1;
    if once(Role::King) {
        return Some(Role::King);
    }
    standard.iter().copied().find(|&r| once(r))
}

/// The file (0 = a) `role` stands on in White's `row`, if it is there.
pub fn file_of(variant: Variant, row: &[Role], role: Role) -> Option<u8> {
    let at = row.iter().position(|&r| r == role)?;
    variant.spec().row.get(at).copied()
}

/// Where one kind of piece stands in White's row, by a method and by a
/// uniform draw: the chance of each of the row's files holding it (a
/// single piece's chances sum to 1, a pair's to 2).
#[derive(Clone, Debug, PartialEq)]
pub struct Spread {
    pub role: Role,
    /// The row's files (0 = a), in board order.
    pub files: Vec<u8>,
    /// The chance of each file holding the piece, by the method.
    pub method: Vec<f64>,
    /// The same by a uniform draw over the legal rows.
    pub uniform: Vec<f64>,
}

impl Spread {
    /// How far the method's spread is from the uniform one, per piece: half
    /// the summed differences over the count of the piece (0: the same, 1:
    /// never on the same files).
    pub fn distance(&self) -> f64 {
        let count: f64 = self.uniform.iter().sum();
        let apart: f64 = self
            .method
            .iter()
            .zip(&self.uniform)
            .map(|(m, u)| (m - u).abs())
            .sum();
        apart / 2.0 / count.max(1.0)
    }

    /// The file where the method strays furthest from a uniform draw, with
    /// both chances.
    pub fn furthest(&self) -> Option<(u8, f64, f64)> {
        (0..self.files.len())
            .map(|i| (self.files[i], self.method[i], self.uniform[i]))
            .max_by(|a, b| (a.1 - a.2).abs().total_cmp(&(b.1 - b.2).abs()))
    }
}

/// Differences smaller than this are rounding, not bias.
const SAME: f64 = 1e-9;

/// Where each kind of piece stands by a method's rows (`rows`: each of
/// White's rows with its exact chance, as the audit gives them) and by a
/// uniform draw over the legal rows: the followed piece first, then the
/// others in the order of the standard row.
pub fn spreads(variant: Variant, rows: &[(Vec<Role>, f64)]) -> Vec<Spread> {
    let spec = variant.spec();
    let mut roles: Vec<Role> = Vec::new();
    for &r in followed_piece(variant).iter().chain(spec.standard.iter()) {
        if !roles.contains(&r) {
            roles.push(r);
        }
    }
    let len = spec.row.len();
    let tally = |into: &mut Vec<Vec<f64>>, row: &[Role], chance: f64| {
        for (at, role) in row.iter().enumerate() {
            if let (Some(k), true) = (roles.iter().position(|r| r == role), at < len) {
                into[k][at] += chance;
            }
        }
    };
    let mut method = vec![vec![0.0; len]; roles.len()];
    for (row, chance) in rows {
        tally(&mut method, row, *chance);
    }
    let mut uniform = vec![vec![0.0; len]; roles.len()];
    let each = 1.0 / variant.legal_rows().max(1) as f64;
    variant.each_legal_row(|row| tally(&mut uniform, row, each));
    // The row's squares in board order.
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_by_key(|&at| spec.row[at]);
    roles
        .iter()
        .enumerate()
        .map(|(k, &role)| Spread {
            role,
            files: order.iter().map(|&at| spec.row[at]).collect(),
            method: order.iter().map(|&at| method[k][at]).collect(),
            uniform: order.iter().map(|&at| uniform[k][at]).collect(),
        })
        .collect()
}

/// Of [`spreads`], the piece the method skews most from a uniform draw;
/// none when every piece stands as in a uniform draw. On a tie the
/// followed piece (the king) is shown.
pub fn most_skewed(variant: Variant, rows: &[(Vec<Role>, f64)]) -> Option<Spread> {
    spreads(variant, rows)
        .into_iter()
        .filter(|s| s.distance() > SAME)
        .fold(None, |best: Option<Spread>, s| match best {
            Some(b) if b.distance() >= s.distance() - SAME => Some(b),
            _ => Some(s),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(n: usize) -> Vec<String> {
        (1..=n).map(|i| i.to_string()).collect()
    }

    /// Known values, worked out by hand: 60 throws of a d6 with counts
    /// 5, 8, 9, 8, 10, 20 give chi-square (25+4+1+4+0+100)/10 = 13.4 with 5
    /// degrees of freedom, p ≈ 0.0199 (tables: 12.83 at 0.025, 15.09 at
    /// 0.01).
    #[test]
    fn a_fair_die_test_matches_the_textbook() {
        let fit = Fit::uniform(labels(6), &[5, 8, 9, 8, 10, 20]);
        assert!((fit.chi_square - 13.4).abs() < 1e-12, "{}", fit.chi_square);
        assert_eq!(fit.degrees_of_freedom, 5);
        assert!(fit.p_value > 0.01 && fit.p_value < 0.025, "{}", fit.p_value);
        assert!((fit.p_value - 0.019_905).abs() < 1e-4, "{}", fit.p_value);
        assert!(fit.enough());
        let even = Fit::uniform(labels(6), &[10; 6]);
        assert_eq!((even.chi_square, even.p_value), (0.0, 1.0));
    }

    /// The 95% interval of a fair count: n = 80, p = 9/80 gives
    /// 9 ± 1.96·√(80·9/80·71/80) = 9 ± 5.54.
    #[test]
    fn the_interval_is_the_binomial_spread() {
        let fit = Fit::new(labels(2), &[9, 71], &[9.0, 71.0]);
        let (low, high) = fit.interval(0);
        let spread = 1.959_964 * (80.0_f64 * (9.0 / 80.0) * (71.0 / 80.0)).sqrt();
        assert!((low - (9.0 - spread)).abs() < 1e-5 && (high - (9.0 + spread)).abs() < 1e-5);
        assert!((spread - 5.539).abs() < 1e-3, "{spread}");
    }

    /// A cell the expectation rules out is no bar and no degree of
    /// freedom; a count seen there is reported, not hidden.
    #[test]
    fn impossible_cells_are_left_out_and_counted() {
        let fit = Fit::new(labels(3), &[0, 4, 6], &[0.0, 5.0, 5.0]);
        assert_eq!(fit.cells.len(), 2);
        assert_eq!((fit.degrees_of_freedom, fit.impossible), (1, 0));
        let broken = Fit::new(labels(3), &[1, 4, 5], &[0.0, 5.0, 5.0]);
        assert_eq!((broken.cells.len(), broken.impossible), (3, 1));
    }

    /// Too few throws per face: the p-value is not to be read.
    #[test]
    fn few_counts_are_not_enough() {
        assert!(!Fit::uniform(labels(6), &[1, 2, 0, 3, 1, 2]).enough());
        assert!(!Fit::uniform(labels(6), &[0; 6]).enough());
    }

    #[test]
    fn faces_are_counted_from_the_kept_letters() {
        let mut counts = [0; 6];
        face_counts(Die::D6, "1162", &mut counts).unwrap();
        assert_eq!(counts, [2, 1, 0, 0, 0, 1]);
        assert!(face_counts(Die::D6, "17", &mut counts).is_err());
        let mut coin = [0; 2];
        face_counts(Die::Coin, "hht", &mut coin).unwrap();
        assert_eq!(coin, [2, 1]);
    }

    #[test]
    fn the_king_is_followed_where_there_is_one() {
        assert_eq!(followed_piece(Variant::Chess960), Some(Role::King));
        let row = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        assert_eq!(file_of(Variant::Chess960, &row, Role::King), Some(4));
    }

    /// A uniform method's rows spread every piece as the brute-force count
    /// of legal rows does, two computations apart: no piece is skewed.
    /// King-first is: its spreads still hold one king and two rooks, and a
    /// uniform draw puts the king on b–g 9, 14, 17, 17, 14, 9 times in 80.
    #[test]
    fn a_biased_method_skews_a_piece_a_uniform_one_none() {
        use crate::audit::row_chances;
        use crate::catalogue::Method;
        let v = Variant::Chess960;
        let placement = row_chances(v, v.method(Method::Placement).unwrap(), Die::D6).unwrap();
        assert_eq!(most_skewed(v, &placement), None);
        let king_first = row_chances(v, v.method(Method::KingFirst).unwrap(), Die::D6).unwrap();
        let all = spreads(v, &king_first);
        let king = &all[0];
        assert_eq!(king.role, Role::King);
        assert_eq!(king.files, [0, 1, 2, 3, 4, 5, 6, 7]);
        let eighty: Vec<f64> = king.uniform.iter().map(|u| u * 80.0).collect();
        for (got, want) in eighty
            .iter()
            .zip([0.0, 9.0, 14.0, 17.0, 17.0, 14.0, 9.0, 0.0])
        {
            assert!((got - want).abs() < 1e-9, "{eighty:?}");
        }
        let rooks = all.iter().find(|s| s.role == Role::Rook).unwrap();
        assert!((rooks.method.iter().sum::<f64>() - 2.0).abs() < 1e-9);
        assert!((king.method.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        let skewed = most_skewed(v, &king_first).unwrap();
        assert!(skewed.distance() > 0.01, "{skewed:?}");
        let (_, m, u) = skewed.furthest().unwrap();
        assert!((m - u).abs() > 0.01, "{skewed:?}");
    }

    /// Every built-in method the audit calls uniform spreads every piece
    /// exactly as the brute-force walk over the legal rows does (two
    /// computations that share nothing but the rules); the biased ones are
    /// listed, and each skews some piece.
    #[test]
    fn uniform_methods_spread_every_piece_as_the_legal_rows_do() {
        use crate::audit::{audit, row_chances};
        let mut biased = Vec::new();
        for v in Variant::known() {
            for m in v.methods() {
                let a = audit(v, m, Die::D6).unwrap();
                let skewed = most_skewed(v, &row_chances(v, m, Die::D6).unwrap());
                if a.uniform {
                    assert_eq!(skewed, None, "{v} {}", m.method);
                } else {
                    biased.push(format!("{v} {}: {:?}", m.method, skewed.map(|s| s.role)));
                }
            }
        }
        // The methods docs/src/fairness.md calls not uniform; English
        // Random's Carrillo procedure leans on how pieces combine, not on
        // where any one piece stands.
        assert_eq!(
            biased,
            [
                "chess960 king-first: Some(King)",
                "crc-carrillo carrillo: Some(King)",
                "modern-crc carrillo: Some(King)",
                "modern-random carrillo: Some(King)",
                "ajax-random carrillo: Some(King)",
                "english-random carrillo: None",
            ]
        );
    }
}
