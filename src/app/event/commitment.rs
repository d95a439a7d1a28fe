//! An event's rounds committed to at its start: a seed of 256 bits from
//! the operating system for each round, and the SHA-256 of the event's
//! name, the round and the seed ([`commitment`]) published for it. A
//! round is revealed by its seed: anyone can hash it to check the
//! published commitment. An event started with draw rules commits to them
//! in every round's commitment too ([`commitment_with_rules`]).

use rand::rand_core::TryRng;

use crate::app::error::AppError;
use crate::core::draw_rules::DrawRules;
use crate::i18n::{Lang, Text};

/// The most rounds an event may have.
pub const MAX_ROUNDS: i64 = 30;

pub use crate::core::commitment::{commitment, commitment_with_rules};

/// Why a round did not check out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// What was given is not a SHA-256 in hex.
    NotACommitment(String),
    /// The seed hashes to something else.
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
        Text::msg(msg!("error-commitment-mismatch"))
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
                Text::msg(msg!("error-not-a-commitment")).with("given", given.as_str())
            }
            VerifyError::Mismatch(m) => m.text(),
        }
    }
}

/// In English, as [`VerifyError::text`] says it: the words are kept once,
/// in `locales/en.ftl`.
impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for VerifyError {}

/// The commitment to round `round` of `event` with `seed`: of the first
/// form for an event started before rules (`rules` none), else covering
/// the rules too.
#[must_use]
pub fn round_commitment(event: &str, round: i64, seed: &str, rules: Option<&DrawRules>) -> String {
    match rules {
        None => commitment(event, round, seed),
        Some(rules) => commitment_with_rules(event, round, seed, &rules.committed()),
    }
}

/// Whether `seed` is the one committed to for this round, of an event
/// drawn under `rules` (none: started before rules).
///
/// # Errors
///
/// [`VerifyError`] naming what does not match (or what is not a
/// commitment).
pub fn verify(
    event: &str,
    round: i64,
    seed: &str,
    rules: Option<&DrawRules>,
    published: &str,
) -> Result<(), VerifyError> {
    let published = published.trim().to_ascii_lowercase();
    if published.len() != 64 || !published.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(VerifyError::NotACommitment(
            published.chars().take(70).collect(),
        ));
    }
    let actual = round_commitment(event, round, seed.trim(), rules);
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
        .map_err(|e| AppError::source(Text::msg(msg!("error-os-random")), e.to_string()))?;
    Ok(hex::encode(bytes))
}

pub use crate::store::is_web_token;

/// A new event's web page token (`/e/TOKEN`, [`crate::store::new_web_token`]).
///
/// # Errors
///
/// When the operating system gives no random bytes.
pub fn new_web_token() -> Result<String, AppError> {
    crate::store::new_web_token()
        .map_err(|e| AppError::source(Text::msg(msg!("error-os-random")), e.to_string()))
}

/// Refuses a number of rounds an event may not have: 1 to [`MAX_ROUNDS`]
/// (the command's option holds people to that already; the app holds
/// every other caller, however the event is drawn).
///
/// # Errors
///
/// [`AppError::Input`] naming the option and its range.
pub fn check_rounds(rounds: i64) -> Result<(), AppError> {
    if (1..=MAX_ROUNDS).contains(&rounds) {
        return Ok(());
    }
    Err(Text::msg(msg!("error-option-out-of-range"))
        .with("option", "rounds")
        .with("min", 1_i64)
        .with("max", MAX_ROUNDS)
        .with("given", rounds)
        .into())
}

/// A new event's rounds: a seed each, and the commitment published for
/// it, covering the event's `rules`.
///
/// # Errors
///
/// When `rounds` is not 1 to [`MAX_ROUNDS`] ([`check_rounds`]), or the
/// operating system gives no random bytes.
pub fn new_rounds(
    name: &str,
    rounds: i64,
    rules: &DrawRules,
) -> Result<(Vec<String>, Vec<String>), AppError> {
    check_rounds(rounds)?;
    let seeds = (0..rounds)
        .map(|_| new_seed())
        .collect::<Result<Vec<_>, _>>()?;
    let commitments = (1..)
        .zip(&seeds)
        .map(|(r, s)| round_commitment(name, r, s, Some(rules)));
    let commitments = commitments.collect();
    Ok((seeds, commitments))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// However a count reaches it, an event has 1 to 30 rounds: no seeds
    /// are drawn for any other.
    #[test]
    fn an_event_has_one_to_the_most_rounds() {
        for bad in [0, -1, MAX_ROUNDS + 1, i64::MAX] {
            let e = new_rounds("Cup", bad, &DrawRules::none())
                .unwrap_err()
                .to_string();
            assert_eq!(e, format!("`rounds` must be from 1 to 30, not {bad}"));
        }
        let (seeds, commitments) = new_rounds("Cup", MAX_ROUNDS, &DrawRules::none()).unwrap();
        assert_eq!((seeds.len(), commitments.len()), (30, 30));
    }

    #[test]
    fn a_commitment_is_the_sha256_of_the_tagged_lines() {
        // Computed independently: printf 'backrank event\nClub Open\n1\nabc' | sha256sum
        assert_eq!(
            commitment("Club Open", 1, "abc"),
            "fe50e19dd6c081f45925c7297f7cc908da51e190a008d40c9273d1687409b133"
        );
        let c = commitment("Club Open", 1, "abc");
        assert_eq!(
            verify("Club Open", 1, "abc", None, &c.to_uppercase()),
            Ok(())
        );
        for (event, round, seed) in [
            ("Club Open", 2, "abc"),
            ("Club Open ", 1, "abc"),
            ("Club Open", 1, "abd"),
        ] {
            let e = verify(event, round, seed, None, &c).unwrap_err();
            assert!(matches!(e, VerifyError::Mismatch(_)), "{e}");
            assert!(e.to_string().contains("is not the committed seed"), "{e}");
        }
        let e = verify("x", 1, "abc", None, "12").unwrap_err();
        assert_eq!(e, VerifyError::NotACommitment("12".into()));
    }

    #[test]
    fn seeds_are_256_bits_and_differ() {
        let (a, b) = (new_seed().unwrap(), new_seed().unwrap());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
    }

    #[test]
    fn web_tokens_are_128_bits_and_differ() {
        let (a, b) = (new_web_token().unwrap(), new_web_token().unwrap());
        assert!(is_web_token(&a) && is_web_token(&b), "{a} {b}");
        assert_ne!(a, b);
        for bad in [
            "",
            "0123",
            &"g".repeat(32),
            &"A".repeat(32),
            &"a".repeat(33),
        ] {
            assert!(!is_web_token(bad), "{bad}");
        }
    }
}
