//! Events: one position per round for every board, drawn before the
//! first round and provably not chosen by hand.
//!
//! When an event starts, each round gets a seed of 256 bits from the
//! operating system, and the bot publishes, for each round, the SHA-256
//! of the event's name, the round and the seed ([`commitment`]). A round
//! is revealed by its seed: anyone can hash it to check the published
//! commitment, and roll the position from it exactly as `backrank roll
//! … --source seed:SEED` does. The seeds are fixed before anyone knows a
//! position, and a seed cannot be changed afterwards without changing its
//! hash.

use rand::rand_core::TryRng;
use sha2::{Digest, Sha256};

use crate::app::error::AppError;
use crate::core::roll::{self, Roll, RollSpec};
use crate::i18n::Text;

/// The most rounds an event may have.
pub const MAX_ROUNDS: i64 = 30;
/// The longest event name, in characters.
pub const MAX_NAME: usize = 60;

/// What is hashed for a round's commitment: a fixed tag, the event's name,
/// the round and the seed, one per line.
fn committed_text(event: &str, round: i64, seed: &str) -> String {
    format!("backrank event\n{event}\n{round}\n{seed}")
}

/// The commitment to round `round` of `event`: SHA-256 of
/// [`committed_text`], in lower-case hex.
pub fn commitment(event: &str, round: i64, seed: &str) -> String {
    hex::encode(Sha256::digest(
        committed_text(event, round, seed).as_bytes(),
    ))
}

/// Why a round did not check out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// What was given is not a SHA-256 in hex.
    #[error("the commitment must be 64 hex digits (a SHA-256), not '{0}'")]
    NotACommitment(String),
    /// The seed hashes to something else.
    #[error("{}", .0.text())]
    Mismatch(Mismatch),
}

/// A seed that hashes to something other than what was published.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    pub event: String,
    pub round: i64,
    pub seed: String,
    pub actual: String,
    pub published: String,
}

impl Mismatch {
    fn text(&self) -> Text {
        Text::msg("error-commitment-mismatch")
            .with("round", self.round)
            .with("event", self.event.as_str())
            .with("seed", self.seed.as_str())
            .with("actual", self.actual.as_str())
            .with("published", self.published.as_str())
    }
}

impl VerifyError {
    /// What does not match, in words each language renders.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            VerifyError::NotACommitment(given) => {
                Text::msg("error-not-a-commitment").with("given", given.as_str())
            }
            VerifyError::Mismatch(m) => m.text(),
        }
    }
}

/// Whether `seed` is the one committed to for this round.
///
/// # Errors
///
/// [`VerifyError`] naming what does not match (or what is not a
/// commitment).
pub fn verify(event: &str, round: i64, seed: &str, published: &str) -> Result<(), VerifyError> {
    let published = published.trim().to_ascii_lowercase();
    if published.len() != 64 || !published.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(VerifyError::NotACommitment(
            published.chars().take(70).collect(),
        ));
    }
    let actual = commitment(event, round, seed.trim());
    if actual == published {
        Ok(())
    } else {
        Err(VerifyError::Mismatch(Mismatch {
            event: event.to_owned(),
            round,
            seed: seed.trim().to_owned(),
            actual,
            published,
        }))
    }
}

/// A new round's seed: 256 bits from the operating system, in hex.
///
/// # Errors
///
/// When the operating system gives no random bytes.
pub fn new_seed() -> Result<String, AppError> {
    let mut bytes = [0u8; 32];
    rand::rngs::SysRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| AppError::source(Text::msg("error-os-random"), e.to_string()))?;
    Ok(hex::encode(bytes))
}

/// A round's position: `spec` rolled from `seed`, throw for throw as
/// `--source seed:SEED` rolls it.
///
/// # Errors
///
/// When the roll fails (a method that cannot finish: not for a fair one).
pub async fn round_roll(spec: RollSpec, seed: &str) -> Result<Roll, AppError> {
    let mut source = backrank_os_rng::SeededSource::new(seed);
    roll::draw(spec, &mut source, |_| {})
        .await
        .map_err(|e| AppError::internal("error-round-unrolled", e.to_string()))
}

/// An event's name as typed, checked: trimmed, not empty, at most
/// [`MAX_NAME`] characters, no line breaks or control characters (it is
/// part of what is hashed, and people type it again to check).
///
/// # Errors
///
/// A message naming what is wrong.
pub fn event_name(typed: &str) -> Result<String, AppError> {
    let name = typed.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(Text::msg("error-event-name").with("most", MAX_NAME).into());
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_commitment_is_the_sha256_of_the_tagged_lines() {
        // Computed independently: printf 'backrank event\nClub Open\n1\nabc' | sha256sum
        assert_eq!(
            commitment("Club Open", 1, "abc"),
            "fe50e19dd6c081f45925c7297f7cc908da51e190a008d40c9273d1687409b133"
        );
        let c = commitment("Club Open", 1, "abc");
        assert_eq!(verify("Club Open", 1, "abc", &c.to_uppercase()), Ok(()));
        for (event, round, seed) in [
            ("Club Open", 2, "abc"),
            ("Club Open ", 1, "abc"),
            ("Club Open", 1, "abd"),
        ] {
            let e = verify(event, round, seed, &c).unwrap_err();
            assert!(matches!(e, VerifyError::Mismatch(_)), "{e}");
            assert!(e.to_string().contains("is not the committed seed"), "{e}");
        }
        let e = verify("x", 1, "abc", "12").unwrap_err();
        assert_eq!(e, VerifyError::NotACommitment("12".into()));
    }

    #[test]
    fn seeds_are_256_bits_and_differ() {
        let (a, b) = (new_seed().unwrap(), new_seed().unwrap());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
    }

    #[test]
    fn names_are_one_short_line() {
        assert_eq!(event_name("  Club Open ").unwrap(), "Club Open");
        for bad in ["", "   ", "a\nb", &"x".repeat(61)] {
            assert!(event_name(bad).is_err(), "{bad:?}");
        }
    }
}
