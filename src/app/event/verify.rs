//! A round checked as someone typed it (`/event verify`): the seed against
//! the commitment published at the start, and the position that seed
//! draws under the event's rules. A seed event's round can be checked
//! before it is revealed, by whoever has its seed; a beacon event's rounds
//! are checked from their reveal.

use super::Events;
use super::commitment::verify;
use super::draw::{Base, draw_round};
use crate::app::error::AppError;
use crate::core::roll::Roll;
use crate::i18n::Text;
use crate::store::Event;

/// A round as typed: its number, seed and commitment.
#[derive(Clone, Copy, Debug)]
pub struct TypedRound<'a> {
    pub round: i64,
    pub seed: &'a str,
    pub commitment: &'a str,
}

/// A round whose seed matched its commitment.
#[derive(Debug)]
pub struct Verified {
    pub event: Event,
    pub round: i64,
    /// The commitment, as the event publishes it (lowercase hex).
    pub commitment: String,
    /// The position the seed draws for the round.
    pub roll: Roll,
}

impl Events<'_> {
    /// Whether `typed`'s seed is the one `event` committed to for its
    /// round, and the position it draws under the event's rules.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] for a beacon event (its rounds are checked
    /// from their reveal), a seed that does not match (saying what was
    /// published and what it hashes to), or a round whose earlier rounds
    /// are not all out where no position may come twice; an event that
    /// no longer reads, or an earlier round that fails its check.
    pub async fn verify(&self, event: Event, typed: TypedRound<'_>) -> Result<Verified, AppError> {
        let TypedRound {
            round,
            seed,
            commitment,
        } = typed;
        if event.event.beacon.is_some() {
            return Err(Text::msg(msg!("error-event-verify-beacon"))
                .with("name", event.event.name.as_str())
                .into());
        }
        let rules = event.event.rules.as_ref();
        verify(&event.event.name, round, seed, rules, commitment)
            .map_err(|e| AppError::from(e.text()))?;
        // With no position twice, the round's draw needs every position
        // before it: a round whose earlier rounds are not all out waits.
        let no_repeats = rules.is_some_and(|r| !r.repeats);
        if no_repeats && round - 1 > event.revealed {
            return Err(Text::msg(msg!("error-event-verify-earlier"))
                .with("round", round)
                .with("before", event.revealed + 1)
                .into());
        }
        let earlier = self.earlier_positions(&event, round).await?;
        let spec = self.spec(&event.event).await?;
        let drawn = draw_round(spec, rules, &earlier, Base::Seed(seed.trim())).await?;
        Ok(Verified {
            round,
            commitment: commitment.trim().to_ascii_lowercase(),
            roll: drawn.roll,
            event,
        })
    }
}
