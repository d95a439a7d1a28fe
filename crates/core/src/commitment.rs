//! An event round's commitment: what is published when the event starts,
//! before anyone knows a position, and checked when the round is revealed.

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
