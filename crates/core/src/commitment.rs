//! An event round's commitment: what is published when the event starts,
//! before anyone knows a position, and checked when the round is revealed.
//!
//! Two forms. An event started before draw rules existed committed to its
//! name, the round and the seed ([`commitment`], tag `backrank event`);
//! one started with rules (issue 52) commits to those too
//! ([`commitment_with_rules`], tag `backrank event v2`), so the rules
//! published at the start cannot be changed afterwards without every
//! commitment failing.

use sha2::{Digest, Sha256};

/// What is hashed for a round's commitment: a fixed tag, the event's name,
/// the round and the seed, one per line.
fn committed_text(event: &str, round: i64, seed: &str) -> String {
    format!("backrank event\n{event}\n{round}\n{seed}")
}

/// The commitment to round `round` of `event`: SHA-256 of the tag, the
/// event's name, the round and the seed, one per line, in lower-case hex.
///
/// # Examples
///
/// ```
/// use backrank_core::commitment::commitment;
///
/// // printf 'backrank event\nClub Open\n1\nabc' | sha256sum
/// assert_eq!(
///     commitment("Club Open", 1, "abc"),
///     "fe50e19dd6c081f45925c7297f7cc908da51e190a008d40c9273d1687409b133"
/// );
/// ```
#[must_use]
pub fn commitment(event: &str, round: i64, seed: &str) -> String {
    hex::encode(Sha256::digest(
        committed_text(event, round, seed).as_bytes(),
    ))
}

/// What is hashed for a round's commitment under draw rules: the tag
/// `backrank event v2`, the event's name, the round, the seed and the
/// rules' own lines ([`crate::draw_rules::DrawRules::committed`]), one per
/// line.
fn committed_text_v2(event: &str, round: i64, seed: &str, rules: &str) -> String {
    format!("backrank event v2\n{event}\n{round}\n{seed}\n{rules}")
}

/// The commitment to round `round` of `event` drawn under `rules` (their
/// committed lines): SHA-256 of the tag `backrank event v2`, the event's
/// name, the round, the seed and the rules, one per line, in lower-case
/// hex.
///
/// # Examples
///
/// ```
/// use backrank_core::commitment::commitment_with_rules;
///
/// // printf 'backrank event v2\nClub Open\n1\nabc\nrepeats: no\nexclude: 518,534' | sha256sum
/// assert_eq!(
///     commitment_with_rules("Club Open", 1, "abc", "repeats: no\nexclude: 518,534"),
///     "fcc93b3932c0bbd97730f77067636c4065c1a3818d9d8d5f735fbc1a932e42e3"
/// );
/// ```
#[must_use]
pub fn commitment_with_rules(event: &str, round: i64, seed: &str, rules: &str) -> String {
    hex::encode(Sha256::digest(
        committed_text_v2(event, round, seed, rules).as_bytes(),
    ))
}
