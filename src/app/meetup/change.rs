//! A night moved (`/meetup move`) or cancelled (`/meetup cancel`).
//!
//! A beacon night moved takes the beacon round of its new time. A move
//! made once the old time's round was public is kept (`moved_from`), so
//! the announcement says so: nobody can quietly draw again.

use super::Meetups;
use super::plan::series_rule;
use super::zone::Zone;
use crate::app::error::AppError;
use crate::i18n::Text;
use crate::store::{Meetup, MeetupState};

/// A night moved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moved {
    pub night: Meetup,
    /// When it was to start.
    pub was: i64,
    /// For a beacon night moved once its old time's round was public:
    /// that round, and the position it gives (kept on record with the
    /// move, so nobody can quietly draw again).
    pub old_round: Option<u64>,
    pub old_position: Option<String>,
}

impl Meetups<'_> {
    /// Moves the night `name` means (the next of a series: only that
    /// week) to `when`, read in its zone; it keeps its length.
    ///
    /// # Errors
    ///
    /// As [`Meetups::find`]; an unreadable or past time; a night whose
    /// round 1 is out; [`AppError::Conflict`] when another change came
    /// first; a store failure.
    pub async fn move_night(
        &self,
        guild_id: u64,
        name: Option<&str>,
        when: &str,
    ) -> Result<Moved, AppError> {
        let night = self.find(guild_id, name).await?;
        let zone = Zone::named(&night.meetup.zone)?;
        let now = self.clock.now();
        let starts = super::when::parse_when(when, &zone.zone, now).map_err(|e| e.text())?;
        let event = self.night_event(&night).await?;
        if event.revealed > 0 {
            return Err(Text::msg(msg!("error-meetup-round-out"))
                .with("name", night.meetup.name.as_str())
                .into());
        }
        let was = night.meetup.starts_at;
        let public = now.as_second() >= was && event.event.beacon.is_some();
        let (old_round, old_position) = if public {
            self.old_round(&event).await?
        } else {
            (None, None)
        };
        // Read again: showing the old round kept its signature.
        let event = self.night_event(&night).await?;
        self.fix_round_one(event, starts).await?;
        let m = &night.meetup;
        let length = m.ends_at - m.starts_at;
        let mut moved = night.clone();
        moved.meetup.starts_at = starts.as_second();
        moved.meetup.ends_at = starts.as_second() + length;
        // The old time's round is public once that time has come: the
        // position it gives can be known, so the move is shown with it.
        if public && night.moved_from.is_none() {
            moved.moved_from = Some(was);
        }
        if !night.meetup.weekly {
            let local = starts.to_zoned(zone.zone);
            moved.meetup.series_date = local.date().to_string();
            moved.meetup.local_time = local.time().strftime("%H:%M").to_string();
        }
        let night = self.change(moved).await?;
        Ok(Moved {
            night,
            was,
            old_round,
            old_position,
        })
    }

    /// The beacon round fixed for round 1 before a move, and the position
    /// it gives: what anyone could work out once it was public.
    #[cfg(feature = "beacon")]
    async fn old_round(
        &self,
        event: &crate::store::Event,
    ) -> Result<(Option<u64>, Option<String>), AppError> {
        let (draw, revealed) = self.events.beacon_event_round(event, 1, &[]).await?;
        Ok((
            Some(revealed.fixed.beacon_round),
            Some(crate::app::view::board::heading(&draw.roll.position)),
        ))
    }

    #[cfg(not(feature = "beacon"))]
    async fn old_round(
        &self,
        _: &crate::store::Event,
    ) -> Result<(Option<u64>, Option<String>), AppError> {
        Ok((None, None))
    }

    /// Cancels the night `name` means; `series`: every coming night of
    /// its weekly series too, and no more are planned. Otherwise a weekly
    /// series skips this week only.
    ///
    /// # Errors
    ///
    /// As [`Meetups::find`]; [`AppError::Conflict`] when another change
    /// came first; a store failure.
    pub async fn cancel(
        &self,
        guild_id: u64,
        name: Option<&str>,
        series: bool,
    ) -> Result<Vec<Meetup>, AppError> {
        let night = self.find(guild_id, name).await?;
        let mut nights = vec![night.clone()];
        if series && night.meetup.weekly {
            let first = night.meetup.series_id.unwrap_or(night.id);
            for other in self.store.meetup_series(first).await? {
                if other.id != night.id && other.state == MeetupState::Planned {
                    nights.push(other);
                }
            }
        }
        let mut cancelled = Vec::new();
        for n in nights {
            let mut c = n.clone();
            c.state = MeetupState::Cancelled;
            if series {
                c.meetup.weekly = false;
            }
            cancelled.push(self.change(c).await?);
        }
        Ok(cancelled)
    }

    /// Keeps a changed night, refused when another change came first.
    ///
    /// # Errors
    ///
    /// [`AppError::Conflict`]; a store failure.
    pub async fn change(&self, night: Meetup) -> Result<Meetup, AppError> {
        // A kept series rule that no longer reads is refused before it is
        // written again.
        series_rule(&night.meetup)?;
        let kept = self
            .store
            .change_meetup(night.clone())
            .await?
            .ok_or_else(|| {
                AppError::Conflict(
                    Text::msg(msg!("error-meetup-busy")).with("name", night.meetup.name.as_str()),
                )
            })?;
        self.changed();
        Ok(kept)
    }
}
