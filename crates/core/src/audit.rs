//! The exact fairness audit of a method with a device.
//!
//! Every device rule is proven unbiased on its own (its accepted readings
//! fall evenly on the choices: [`DeviceRule::check_unbiased`]), so the audit can
//! branch over *choices*, each with weight 1/k, instead of over an infinite
//! tree of faces. It walks every path of the procedure's choice tree with
//! exact rational weights; a path that ends in "start over" is conditioned
//! away, not sampled. Throws are added per choice from each rule's exact
//! expected count.
//!
//! The tree does not depend on the device except for the `number` method
//! (whose parts are planned per device), so trees are cached and one walk
//! serves every device.

use std::collections::{HashMap, HashSet};
use std::ops::ControlFlow;
use std::sync::{Arc, Mutex, PoisonError};

use backrank_entropy::Die;
use num_traits::Zero;

use crate::board::{Color, Role};
use crate::catalogue::{Method, MethodSpec};
use crate::method::explore::explore;
use crate::method::{DeviceRule, Exact, Stop, Table, Technique, UnfairRule};
use crate::variant::Variant;

/// The audit's findings.
#[derive(Clone, Debug, PartialEq)]
pub struct Audit {
    pub variant: Variant,
    pub method: Method,
    pub dice: Die,
    /// Positions the method can produce.
    pub positions: u64,
    /// Positions in the legal set, by brute force over the rules.
    pub legal_positions: u64,
    /// Whether the method reaches the whole legal set (and nothing else);
    /// with the standard position thrown again, all of it but that one.
    pub whole_set: bool,
    pub uniform: bool,
    /// Chance of the likeliest position over the chance of the least likely.
    pub max_min_ratio: Exact,
    pub expected_throws: Exact,
    /// The least any method could need on average: log_n(positions).
    pub lower_bound_throws: f64,
    /// The chance that one attempt at a row starts over.
    pub start_over: Exact,
    /// Paths of one side's choice tree that were walked.
    pub paths: u64,
    /// The standard position is thrown again ([`audit_excluding_standard`]):
    /// every figure above is over the positions left.
    pub excludes_standard: bool,
}

/// "3/2", or "7" for whole numbers.
pub fn show(x: &Exact) -> String {
    if *x.denom() == 1 {
        x.numer().to_string()
    } else {
        format!("{}/{}", x.numer(), x.denom())
    }
}

/// An exact value as a decimal.
pub fn decimal(x: &Exact) -> f64 {
    // Both parts stay far below 2^53 for every audit here, so the quotient
    // is as exact as an f64 can be.
    *x.numer() as f64 / *x.denom() as f64
}

/// Why an audit could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AuditError {
    #[error("the {method} procedure for {variant} failed while being audited: {message}")]
    Procedure {
        variant: Variant,
        method: Method,
        message: String,
    },
    #[error("a device rule is unfair: {0}")]
    UnfairRule(UnfairRule),
    #[error("the {method} procedure for {variant} never finishes a row")]
    NeverFinishes { variant: Variant, method: Method },
    /// The walk would visit more than `limit` paths (a variant file's
    /// method, audited within a bound).
    #[error("the {method} procedure for {variant} has more than {limit} paths to walk")]
    TooBig {
        variant: Variant,
        method: Method,
        limit: u64,
    },
}

/// One walk of a side's choice tree.
struct Tree {
    positions: u64,
    all_legal: bool,
    min: Exact,
    max: Exact,
    /// The chance an attempt finishes a row (1 − chance of starting over).
    finish: Exact,
    /// Probability mass of the paths that made each sequence of choices
    /// (options, technique), finished or not: enough to price any device.
    signatures: Vec<(Vec<(u32, Technique)>, Exact)>,
    /// Each finished row ([`Table::key`]) and its weight, over a
    /// denominator common to all: what the statistics of made rolls are
    /// compared with.
    rows: Vec<(u64, u128)>,
    paths: u64,
}

/// Row probabilities as whole numbers over one common denominator: adding a
/// path costs an integer add, not a rational one. The denominator grows (and
/// every numerator is rescaled) only when a path's weight does not divide
/// it, which happens a handful of times per tree.
struct Weights {
    denom: u128,
    rows: HashMap<u64, u128>,
}

impl Weights {
    fn add(&mut self, key: u64, weight: u128) -> Option<()> {
        if !self.denom.is_multiple_of(weight) {
            let lcm = num_integer::Integer::lcm(&self.denom, &weight);
            let scale = lcm / self.denom;
            for v in self.rows.values_mut() {
                *v = v.checked_mul(scale)?;
            }
            self.denom = lcm;
        }
        *self.rows.entry(key).or_insert(0) += self.denom / weight;
        Some(())
    }
}

/// How many equally likely paths of the tree one path stands for: the
/// product of its choices' option counts.
fn path_weight(asks: &[(u32, Technique)]) -> u128 {
    asks.iter().map(|&(k, _)| u128::from(k)).product()
}

/// The row [`Table::key`] packed, its letters read back as `variant`'s
/// pieces.
fn unpack(variant: Variant, key: u64, len: usize) -> Vec<Role> {
    let standard = &variant.spec().standard;
    (0..len)
        .filter_map(|i| {
            let letter = (key >> (5 * i)) & 0x1f;
            standard
                .iter()
                .copied()
                .find(|&r| r.letter_index() == letter)
        })
        .collect()
}

/// A path's signature: the options and technique of each choice on it.
type Signature = Vec<(u32, Technique)>;

/// Paths counted per signature. A signature fixes the path's weight, so
/// counting paths per signature is enough; neighbouring paths nearly always
/// share one, so the last is compared before hashing.
#[derive(Default)]
struct Signatures {
    counts: HashMap<Signature, u64>,
    last: Option<Signature>,
    last_count: u64,
}

impl Signatures {
    fn add(&mut self, asks: &[(u32, Technique)]) {
        if self.last.as_deref() == Some(asks) {
            self.last_count += 1;
            return;
        }
        if let Some(sig) = self.last.take() {
            *self.counts.entry(sig).or_insert(0) += self.last_count;
        }
        self.last = Some(asks.to_vec());
        self.last_count = 1;
    }

    fn finish(mut self) -> HashMap<Signature, u64> {
        if let Some(sig) = self.last.take() {
            *self.counts.entry(sig).or_insert(0) += self.last_count;
        }
        self.counts
    }
}

/// Walks the tree, giving up past `limit` paths.
fn walk(variant: Variant, spec: &MethodSpec, die: Die, limit: u64) -> Result<Tree, AuditError> {
    let failed = |message: String| AuditError::Procedure {
        variant,
        method: spec.method,
        message,
    };
    let geo = variant.side_geometry(Color::White);
    let mut weights = Weights {
        denom: 1,
        rows: HashMap::new(),
    };
    let mut signatures = Signatures::default();
    let mut paths = 0u64;
    let mut error = None;
    explore(
        die,
        |ch| {
            let mut t = Table::new(variant, &geo, spec.technique);
            spec.procedure.run(&mut t, ch)?;
            t.key()
        },
        |path, result| {
            paths += 1;
            if paths > limit {
                error = Some(AuditError::TooBig {
                    variant,
                    method: spec.method,
                    limit,
                });
                return ControlFlow::Break(());
            }
            let weight = path_weight(path.asks());
            signatures.add(path.asks());
            match result {
                Ok(key) => {
                    if weights.add(key, weight).is_none() {
                        error = Some(failed("the exact weights outgrew 128 bits".to_owned()));
                        return ControlFlow::Break(());
                    }
                }
                Err(Stop::StartOver) => {}
                Err(other) => {
                    error = Some(failed(format!("{other:?}")));
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        },
    );
    if let Some(e) = error {
        return Err(e);
    }
    let all_legal = weights.rows.keys().all(|&k| {
        variant
            .check_row(Color::White, &unpack(variant, k, geo.len()))
            .is_ok()
    });
    let (Some(&min), Some(&max)) = (weights.rows.values().min(), weights.rows.values().max())
    else {
        return Err(AuditError::NeverFinishes {
            variant,
            method: spec.method,
        });
    };
    Ok(Tree {
        positions: weights.rows.len() as u64,
        all_legal,
        min: Exact::new(min, weights.denom),
        max: Exact::new(max, weights.denom),
        finish: Exact::new(weights.rows.values().sum(), weights.denom),
        signatures: signatures
            .finish()
            .into_iter()
            .map(|(asks, count)| {
                let mass = Exact::new(u128::from(count), path_weight(&asks));
                (asks, mass)
            })
            .collect(),
        rows: weights.rows.into_iter().collect(),
        paths,
    })
}

type TreeKey = (Variant, Method, Option<Die>);

/// Walks made in this process, kept: variant files are audited once when
/// read, and again for every report.
static TREES: Mutex<Option<HashMap<TreeKey, Arc<Tree>>>> = Mutex::new(None);

/// Drops the walks kept for `variant` (a variant file that was refused,
/// whose handle the next file checked will reuse).
pub fn forget(variant: Variant) {
    if let Some(trees) = TREES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .as_mut()
    {
        trees.retain(|(v, _, _), _| *v != variant);
    }
}

/// The walk for (variant, method, device), from the cache when the tree is
/// the same for every device; a new walk gives up past `paths_left` paths,
/// and takes those it walked from it.
fn tree(
    variant: Variant,
    spec: &MethodSpec,
    die: Die,
    paths_left: &mut u64,
) -> Result<Arc<Tree>, AuditError> {
    // Only the number method asks the device how to split its draw.
    let key = (
        variant,
        spec.method,
        (spec.method == Method::Number).then_some(die),
    );
    if let Some(t) = TREES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get_or_insert_with(HashMap::new)
        .get(&key)
    {
        return Ok(t.clone());
    }
    // Walk outside the lock: two threads may both walk, and both get the
    // same answer.
    let t = Arc::new(walk(variant, spec, die, *paths_left)?);
    *paths_left = paths_left.saturating_sub(t.paths);
    TREES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get_or_insert_with(HashMap::new)
        .insert(key, t.clone());
    Ok(t)
}

/// Audits `spec` (a method of `variant`) with `die`, reusing a walk of the
/// same tree made earlier in this process.
///
/// # Errors
///
/// [`AuditError`] if a procedure fails or a device rule is unfair; neither
/// happens for the methods Backrank offers, which the tests audit in full.
pub fn audit(variant: Variant, spec: &MethodSpec, die: Die) -> Result<Audit, AuditError> {
    let mut unbounded = u64::MAX;
    audit_within(variant, spec, die, &mut unbounded)
}

/// [`audit`] within a budget of paths: a new walk may visit at most
/// `paths_left`, and takes what it visited from it (a walk kept from
/// earlier costs nothing: it was made within the same budget).
///
/// # Errors
///
/// [`AuditError::TooBig`] past the budget; as [`audit`].
pub fn audit_within(
    variant: Variant,
    spec: &MethodSpec,
    die: Die,
    paths_left: &mut u64,
) -> Result<Audit, AuditError> {
    let tree = tree(variant, spec, die, paths_left)?;
    price(variant, spec, die, tree.as_ref())
}

/// The chance of each row of White's that `spec` makes with `die`, once
/// the attempts that start over are thrown again (the rows' chances sum
/// to 1). Black's row follows White's, or is drawn the same way.
///
/// # Errors
///
/// As [`audit`].
pub fn row_chances(
    variant: Variant,
    spec: &MethodSpec,
    die: Die,
) -> Result<Vec<(Vec<Role>, f64)>, AuditError> {
    let mut unbounded = u64::MAX;
    let tree = tree(variant, spec, die, &mut unbounded)?;
    let len = variant.side_geometry(Color::White).len();
    let finished: u128 = tree.rows.iter().map(|&(_, w)| w).sum();
    Ok(tree
        .rows
        .iter()
        .map(|&(key, w)| (unpack(variant, key, len), w as f64 / finished as f64))
        .collect())
}

/// Audits without the cache: every call walks the whole tree. For
/// benchmarks, and for callers that want the walk timed.
///
/// # Errors
///
/// As [`audit`].
pub fn audit_uncached(variant: Variant, spec: &MethodSpec, die: Die) -> Result<Audit, AuditError> {
    price(variant, spec, die, &walk(variant, spec, die, u64::MAX)?)
}

/// Turns a walked tree into the audit for one device.
fn price(variant: Variant, spec: &MethodSpec, die: Die, tree: &Tree) -> Result<Audit, AuditError> {
    let mut rules: HashSet<(u32, Technique)> = HashSet::new();
    let mut per_attempt = Exact::zero();
    for (asks, mass) in &tree.signatures {
        let mut throws = Exact::zero();
        for &(k, technique) in asks {
            let rule = DeviceRule::new(die, k, technique);
            if rules.insert((k, technique)) {
                rule.check_unbiased().map_err(AuditError::UnfairRule)?;
            }
            throws += rule.expected_throws();
        }
        per_attempt += throws * mass;
    }
    // Attempts repeat until one finishes: expected throws per attempt over
    // the chance an attempt finishes.
    let side_throws = per_attempt / tree.finish;
    let side_ratio = tree.max / tree.min;
    let legal_rows = variant.legal_rows();
    let whole = tree.all_legal && tree.positions == legal_rows;
    let (positions, ratio, expected) = if variant.black_is_independent() {
        // Black draws its own row with the same procedure on squares of the
        // same colours (tested in variant::geometry), independently.
        (
            tree.positions * tree.positions,
            side_ratio * side_ratio,
            side_throws * Exact::from_integer(2),
        )
    } else {
        (tree.positions, side_ratio, side_throws)
    };
    let legal_positions = variant.legal_positions();
    Ok(Audit {
        variant,
        method: spec.method,
        dice: die,
        positions,
        legal_positions,
        whole_set: whole,
        uniform: tree.min == tree.max,
        max_min_ratio: ratio,
        expected_throws: expected,
        lower_bound_throws: (legal_positions as f64).ln() / f64::from(die.sides()).ln(),
        start_over: Exact::from_integer(1) - tree.finish,
        paths: tree.paths,
        excludes_standard: false,
    })
}

/// [`audit`] of the roll that throws again whenever the whole procedure
/// gives the standard position (the hand rule "throw again if you get
/// 518"). The rows' exact chances are conditioned on not being standard:
///
/// - the positions are one fewer (when the method can make the standard
///   one at all);
/// - uniform stays uniform (each remaining chance is divided by the same
///   1 − p); a biased method's ratio is taken over the positions left;
/// - expected throws are the whole procedure's over 1 − p, p the standard
///   position's chance (attempts are independent and each costs what the
///   procedure costs: Wald's identity).
///
/// # Errors
///
/// As [`audit`].
pub fn audit_excluding_standard(
    variant: Variant,
    spec: &MethodSpec,
    die: Die,
) -> Result<Audit, AuditError> {
    let whole = audit(variant, spec, die)?;
    let mut unbounded = u64::MAX;
    let tree = tree(variant, spec, die, &mut unbounded)?;
    let len = variant.side_geometry(Color::White).len();
    let total: u128 = tree.rows.iter().map(|&(_, w)| w).sum();
    let weights: Vec<(Vec<Role>, u128)> = tree
        .rows
        .iter()
        .map(|&(key, w)| (unpack(variant, key, len), w))
        .collect();
    let weight_of = |row: &[Role]| weights.iter().find(|(r, _)| r == row).map(|&(_, w)| w);
    // Each drawn side's standard row: Black's, where it draws its own, is
    // White's read from Black's left, and comes from the same tree.
    let standard_rows = variant.standard_rows();
    let Some(standard) = standard_rows
        .iter()
        .map(|row| weight_of(row))
        .collect::<Option<Vec<u128>>>()
    else {
        // The method never makes it: nothing to throw again.
        return Ok(Audit {
            excludes_standard: true,
            ..whole
        });
    };
    let chance = standard
        .iter()
        .fold(Exact::from_integer(1), |c, &w| c * Exact::new(w, total));
    let others: Vec<u128> = weights
        .iter()
        .filter(|(row, _)| *row != standard_rows[0])
        .map(|&(_, w)| w)
        .collect();
    let (Some(&high), Some(&low)) = (others.iter().max(), others.iter().min()) else {
        return Err(AuditError::NeverFinishes {
            variant,
            method: spec.method,
        });
    };
    let s = standard[0];
    let ratio = match standard_rows.as_slice() {
        // Black draws its own row: every pair of rows but the standard
        // pair. Ratios are reduced a factor at a time, since the weights'
        // products could overflow.
        [white, black] if white == black => {
            // A palindromic array: the excluded pair is (s, s), which is
            // the only likeliest (or least likely) pair only when s is.
            let (h1, h2) = if s > high { (s, high) } else { (high, high) };
            let (l1, l2) = if s < low { (s, low) } else { (low, low) };
            Exact::new(h1, l1) * Exact::new(h2, l2)
        }
        [_, _] => {
            // Two different rows: the likeliest pair (x, x) is never the
            // excluded one, nor is the least likely.
            let (high, low) = (high.max(s), low.min(s));
            Exact::new(high, low) * Exact::new(high, low)
        }
        _ => Exact::new(high, low),
    };
    let left = whole.legal_positions.saturating_sub(1).max(2);
    Ok(Audit {
        positions: whole.positions - 1,
        uniform: ratio == Exact::from_integer(1),
        lower_bound_throws: (left as f64).ln() / f64::from(die.sides()).ln(),
        max_min_ratio: ratio,
        expected_throws: whole.expected_throws / (Exact::from_integer(1) - chance),
        excludes_standard: true,
        ..whole
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::Uniformity;

    fn find(v: Variant, m: Method) -> &'static MethodSpec {
        v.method(m).unwrap()
    }

    /// Throwing 518 again keeps a uniform method uniform over the other
    /// positions, for every variant and device: one position fewer, and
    /// the expected throws grow by positions / (positions − 1), since a
    /// uniform method makes the standard position with chance
    /// 1 / positions (also where Black draws its own row: 1 / rows²).
    #[test]
    fn excluding_the_standard_position_keeps_uniform_methods_uniform() {
        let mut checked = 0;
        for v in Variant::ALL {
            for m in v.methods() {
                for die in [Die::Coin, Die::D6] {
                    let whole = audit(v, m, die).unwrap();
                    let rest = audit_excluding_standard(v, m, die).unwrap();
                    assert!(rest.excludes_standard);
                    let standard = &v.spec().standard;
                    if v.check_row(Color::White, standard).is_err() {
                        // Its own rules never make the standard array:
                        // nothing is thrown again.
                        assert_eq!(rest.positions, whole.positions, "{v}");
                        assert_eq!(rest.expected_throws, whole.expected_throws, "{v}");
                        continue;
                    }
                    if !whole.uniform {
                        assert_eq!(rest.positions, whole.positions - 1, "{v} {}", m.method);
                        continue;
                    }
                    let n = u128::from(whole.positions);
                    assert!(rest.uniform, "{v} {} {die}", m.method);
                    assert_eq!(rest.positions, whole.positions - 1);
                    assert_eq!(
                        rest.expected_throws,
                        whole.expected_throws * Exact::new(n, n - 1),
                        "{v} {} {die}",
                        m.method
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 20, "{checked}");
    }

    /// King-first makes 518 with its own chance: thrown again, the ratio is
    /// taken over the 959 left, and stays 3/2 (518 is neither the only
    /// likeliest nor the only least likely position).
    #[test]
    fn excluding_the_standard_position_from_a_biased_method() {
        let spec = find(Variant::Chess960, Method::KingFirst);
        let rest = audit_excluding_standard(Variant::Chess960, spec, Die::D6).unwrap();
        assert_eq!(rest.positions, 959);
        assert!(!rest.uniform);
        assert_eq!(rest.max_min_ratio, Exact::new(3, 2));
    }

    /// English Random's Black draws its own row: the standard position is
    /// White's array and Black's array read from Black's left, and its
    /// chance the product of those two rows' chances (read here from the
    /// rows' chances, not the audit's weights): the expected throws grow by
    /// 1 / (1 − that).
    #[test]
    fn excluding_the_standard_position_where_black_draws_its_own_row() {
        let v = Variant::EnglishRandom;
        let spec = find(v, Method::Carrillo);
        let whole = audit(v, spec, Die::D6).unwrap();
        let rest = audit_excluding_standard(v, spec, Die::D6).unwrap();
        let rows = row_chances(v, spec, Die::D6).unwrap();
        let chance_of = |row: &[Role]| rows.iter().find(|(r, _)| r == row).unwrap().1;
        let standard = &v.spec().standard;
        let reversed: Vec<Role> = standard.iter().rev().copied().collect();
        let p = chance_of(standard) * chance_of(&reversed);
        let grown = decimal(&rest.expected_throws) / decimal(&whole.expected_throws);
        assert!((grown - 1.0 / (1.0 - p)).abs() < 1e-12, "{grown} vs {p}");
        assert_eq!(rest.positions, whole.positions - 1);
        assert_eq!(rest.max_min_ratio, whole.max_min_ratio);
    }

    #[test]
    fn carrillo_procedure_2_is_three_halves_unfair() {
        let a = audit(
            Variant::Chess960,
            find(Variant::Chess960, Method::KingFirst),
            Die::D6,
        )
        .unwrap();
        assert_eq!(a.positions, 960);
        assert!(a.whole_set);
        assert!(!a.uniform);
        assert_eq!(a.max_min_ratio, Exact::new(3, 2));
    }

    #[test]
    fn the_ten_flip_method_is_exact() {
        let a = audit(
            Variant::Chess960,
            find(Variant::Chess960, Method::Number),
            Die::Coin,
        )
        .unwrap();
        assert!(a.uniform && a.whole_set);
        assert_eq!(a.expected_throws, Exact::new(154, 15));
        assert!((a.lower_bound_throws - 960f64.log2()).abs() < 1e-12);
    }

    #[test]
    fn the_pawn_method_is_uniform_as_its_statistician_found() {
        let a = audit(
            Variant::Chess960,
            find(Variant::Chess960, Method::Pawns),
            Die::D8,
        )
        .unwrap();
        assert!(a.uniform && a.whole_set, "{a:?}");
    }

    #[test]
    fn scharnagl_conditions_on_protected_pawns() {
        let a = audit(Variant::Crc, find(Variant::Crc, Method::Scharnagl), Die::D6).unwrap();
        assert!(a.uniform && a.whole_set);
        assert_eq!(a.positions, 21_836);
        assert_eq!(a.start_over, Exact::new(48_000 - 21_836, 48_000));
    }

    /// Every offered method with every device: the audit agrees with the
    /// method's declared uniformity, uniform methods reach exactly the legal
    /// set, and expected throws are at least the information bound.
    #[test]
    fn every_method_and_device_audits_as_declared() {
        for v in Variant::ALL {
            for spec in v.methods() {
                for die in Die::ALL {
                    let a = audit(v, spec, die).unwrap();
                    match spec.uniformity {
                        Uniformity::Uniform => {
                            assert!(a.uniform, "{v} {} {die}: {a:?}", spec.method);
                            assert!(a.whole_set, "{v} {} {die}", spec.method);
                        }
                        Uniformity::NotUniform(p, q) => {
                            assert!(!a.uniform);
                            assert_eq!(
                                a.max_min_ratio,
                                Exact::new(u128::from(p), u128::from(q)),
                                "{v} {} {die}",
                                spec.method
                            );
                            assert_eq!(a.positions, a.legal_positions, "{v} {}", spec.method);
                        }
                    }
                    assert!(decimal(&a.expected_throws) >= a.lower_bound_throws - 1e-9);
                }
            }
        }
    }

    /// A uniform method puts Chess960's king on b–g with the known 9, 14,
    /// 17, 17, 14 and 9 chances in 80 (out of 960 positions, 108 have the
    /// king on b); the rows' chances sum to 1.
    #[test]
    fn row_chances_give_the_kings_known_files() {
        let v = Variant::Chess960;
        let rows = row_chances(v, v.default_method(), Die::D6).unwrap();
        assert_eq!(rows.len(), 960);
        assert!((rows.iter().map(|(_, c)| c).sum::<f64>() - 1.0).abs() < 1e-12);
        let mut files = [0.0; 8];
        for (row, chance) in &rows {
            let king = row.iter().position(|&r| r == Role::King).unwrap();
            files[king] += chance;
        }
        let expected = [0.0, 9.0, 14.0, 17.0, 17.0, 14.0, 9.0, 0.0].map(|n| n / 80.0);
        for (got, want) in files.iter().zip(expected) {
            assert!((got - want).abs() < 1e-12, "{files:?}");
        }
    }
}
