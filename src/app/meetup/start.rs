//! A night's start: round 1 revealed and counted as any event round is
//! (once, whichever process gets there first), and the players drawn
//! into boards and colours from the same randomness.
//!
//! Revealing and posting are apart: a round counted whose post did not get
//! through is shown again from what is kept (checked as every face checks
//! it), never drawn a second time.

use std::sync::Arc;

use super::Meetups;
use super::attendance::Attendance;
use super::drawn::NightPairing;
use crate::app::error::AppError;
use crate::app::event::check::RoundCheck;
use crate::app::event::round::Revealed;
use crate::i18n::Text;
use crate::store::{Meetup, MeetupState, Who};

/// A night started: its first round, who plays whom, and how to check it.
#[derive(Clone, Debug)]
pub struct Started {
    pub night: Meetup,
    /// Round 1, kept (its record given).
    pub round: Arc<Revealed>,
    /// Who was coming (and who waits, left out).
    pub attendance: Attendance,
    /// Boards, colours, the bye, and the line that checks them.
    pub pairing: NightPairing,
}

impl Meetups<'_> {
    /// Starts `night`: round 1 revealed (unless it was, by an earlier try)
    /// and kept as its organizer's, the night marked started, and its
    /// players — those coming, then those Discord shows `interested`
    /// while places remain — paired from round 1's randomness.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] before the start or for a cancelled night;
    /// what revealing round 1 fails with (a beacon round not out yet: try
    /// again); a round 1 that fails its check; a store failure.
    pub async fn start(&self, night: &Meetup, interested: &[u64]) -> Result<Started, AppError> {
        if night.state == MeetupState::Cancelled {
            return Err(Text::msg(msg!("error-meetup-cancelled"))
                .with("name", night.meetup.name.as_str())
                .into());
        }
        let round = self.round(night, 1).await?;
        let attendance = self.attendance(night).await?;
        let players = attendance.players(interested);
        let pairing = NightPairing::of(&round, &players, &self.settings.beacon)?;
        let night = match night.state {
            MeetupState::Started => night.clone(),
            _ => {
                let mut started = night.clone();
                started.state = MeetupState::Started;
                self.change(started).await?
            }
        };
        Ok(Started {
            night,
            round,
            attendance,
            pairing,
        })
    }

    /// Round `round` of `night`: revealed now and kept as its organizer's
    /// (unless an earlier try or another process did), then read back as
    /// every face shows a revealed round, checked.
    ///
    /// # Errors
    ///
    /// What revealing it fails with; a round that fails its check.
    pub async fn round(&self, night: &Meetup, round: i64) -> Result<Arc<Revealed>, AppError> {
        let event = self.night_event(night).await?;
        if event.revealed < round {
            let revealed = self.events.next_round(event).await?;
            match self
                .events
                .count_revealed(&revealed, &organizer(night))
                .await
            {
                // Another process counted it first: it is shown as kept.
                Ok(_) | Err(AppError::Conflict(_)) => {}
                Err(e) => return Err(e),
            }
        }
        let event = self.night_event(night).await?;
        match self.events.round_check(&event, round).await {
            RoundCheck::Shown(revealed) => Ok(revealed),
            other => Err(AppError::internal(
                msg!("error-meetup-unreadable"),
                format!(
                    "meetup {} round {round} does not check: {other:?}",
                    night.id
                ),
            )),
        }
    }
}

/// Who a night's rounds and next weeks are made by: its organizer, in its
/// server and channel.
#[must_use]
pub fn organizer(night: &Meetup) -> Who {
    Who {
        user_id: night.meetup.created_by,
        user_name: String::new(),
        guild_id: Some(night.meetup.guild_id),
        channel_id: Some(night.meetup.channel_id),
    }
}
