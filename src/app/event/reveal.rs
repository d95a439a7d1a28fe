//! Revealing an event's next round: its kept seed checked against the
//! commitment published at the start (or its beacon round fixed, fetched
//! and verified), its position drawn under the event's rules, and the
//! round counted as revealed only once its message is made, kept as a
//! roll like any other.

use std::sync::Arc;

use super::{Events, Organizer};
use crate::app::error::AppError;
use crate::app::event::commitment::verify;
use crate::app::event::draw::{Base, draw_round};
use crate::app::event::round::{Decided, Revealed};
use crate::app::rolls::keep::{Made, new_roll};
use crate::app::source::names::kept_source;
use crate::app::visibility::Visibility;
use crate::core::draw_rules::RuleDraw;
use crate::i18n::Text;
use crate::store::{Event, EventRound, NewRoll, RecordRef, RollKind, Who};

/// What `/event next` asks for: which event (none: the server's only
/// running one), and minutes of study before play (none: the server's
/// default).
#[derive(Clone, Copy, Debug, Default)]
pub struct NextAsked<'a> {
    pub name: Option<&'a str>,
    pub study: Option<i64>,
}

impl Events<'_> {
    /// `/event next`: the event's next round revealed. It is found, its
    /// kept seed checked and its position drawn ([`Events::next_round`]),
    /// given its study time from now, and shown by `show` (the face's
    /// message) before it counts: a failure up to there leaves the round
    /// for the next try. Once counted and kept as a roll, it is shown again
    /// with the record it is kept as; the first showing stands should the
    /// second fail.
    ///
    /// # Errors
    ///
    /// As [`Events::find`], [`Events::next_round`] and
    /// [`Events::count_revealed`], and whatever `show` fails with the
    /// first time.
    pub async fn reveal_next<T, Shown>(
        &self,
        asked: NextAsked<'_>,
        by: &Organizer<'_>,
        show: impl Fn(Arc<Revealed>) -> Shown,
    ) -> Result<T, AppError>
    where
        Shown: Future<Output = Result<T, AppError>>,
    {
        let event = self.find(Some(by.guild_id), asked.name).await?;
        let revealed = self.next_round(event).await?;
        // The study time runs from the moment the position is known (a
        // beacon round is awaited first).
        let revealed = Arc::new(Revealed {
            play: self.play_start(asked.study.unwrap_or(by.guild.event_study)),
            ..revealed
        });
        let unkept = show(revealed.clone()).await?;
        let record = self.count_revealed(&revealed, by.who).await?;
        let kept = Revealed {
            record: Some(record),
            ..Arc::unwrap_or_clone(revealed)
        };
        Ok(show(Arc::new(kept)).await.unwrap_or_else(|e| {
            tracing::warn!(
                error = %e,
                "a revealed round's message could not be made again with its record"
            );
            unkept
        }))
    }
}

impl Events<'_> {
    /// The next round of `event`, ready to be shown: its kept seed checked
    /// against the commitment kept from the start and its position
    /// rolled. Nothing is counted yet: the round counts as revealed only
    /// once its message is made ([`Events::count_revealed`]), so a failure in
    /// between leaves it for the next try.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when every round is out; [`AppError::Internal`]
    /// when a kept seed does not match its commitment (the store was
    /// changed after the start: nothing is revealed), or the event no
    /// longer reads.
    pub async fn next_round(&self, event: Event) -> Result<Revealed, AppError> {
        let rounds = event.event.rounds();
        if event.revealed >= rounds {
            return Err(Text::msg(msg!("error-event-all-revealed"))
                .with("rounds", rounds)
                .with("name", event.event.name.as_str())
                .into());
        }
        let round = event.revealed + 1;
        self.refuse_before_meetup(&event).await?;
        let earlier = self.earlier_positions(&event, round).await?;
        if event.event.beacon.is_some() {
            return self.next_beacon_round(event, round, earlier).await;
        }
        let drawn = self.event_round(&event, round, &earlier).await?;
        let at = (round - 1) as usize;
        let seed = Decided::Seed {
            seed: event.event.seeds[at].clone(),
            commitment: event.event.commitments[at].clone(),
        };
        Ok(Revealed {
            event,
            round,
            roll: drawn.roll,
            decided: seed,
            refused: drawn.refused,
            earlier,
            record: None,
            play: None,
        })
    }

    /// A meetup night's rounds wait for its start: its first round is
    /// drawn from randomness nobody has before then.
    async fn refuse_before_meetup(&self, event: &Event) -> Result<(), AppError> {
        let Some(night) = self.store.meetup_of_event(event.id).await? else {
            return Ok(());
        };
        let starts = night.meetup.starts_at;
        if self.clock.now().as_second() >= starts {
            return Ok(());
        }
        Err(Text::msg(msg!("error-meetup-not-started"))
            .with("name", night.meetup.name.as_str())
            .with("start", format!("<t:{starts}:F>"))
            .into())
    }

    #[cfg(feature = "beacon")]
    async fn next_beacon_round(
        &self,
        event: Event,
        round: i64,
        earlier: Vec<u64>,
    ) -> Result<Revealed, AppError> {
        let (drawn, revealed) = self.beacon_event_round(&event, round, &earlier).await?;
        Ok(Revealed {
            event,
            round,
            roll: drawn.roll,
            decided: Decided::Beacon(revealed),
            refused: drawn.refused,
            earlier,
            record: None,
            play: None,
        })
    }

    #[cfg(not(feature = "beacon"))]
    async fn next_beacon_round(&self, _: Event, _: i64, _: Vec<u64>) -> Result<Revealed, AppError> {
        Err(crate::app::source::spec::BEACON_NOT_BUILT.into())
    }

    /// Counts a round made ready by [`Events::next_round`] as revealed, and
    /// keeps it as a roll `who` made (public, of kind event, its source the
    /// seed or beacon round that decided it, with when its play starts), so the server's statistics,
    /// `/replay` and record numbers count it as they count every roll:
    /// where it is kept.
    ///
    /// # Errors
    ///
    /// [`AppError::Conflict`] when another reveal of the same round came
    /// first (nothing is changed: the next `/event next` reveals the round
    /// after); a store failure.
    pub async fn count_revealed(
        &self,
        revealed: &Revealed,
        who: &Who,
    ) -> Result<RecordRef, AppError> {
        let source = kept_source(&revealed.source());
        let made = Made {
            who,
            kind: RollKind::Event,
            visibility: Visibility::Public,
        };
        let roll = NewRoll {
            play_at: revealed.play.map(|p| p.at),
            ..new_roll(&revealed.roll, &source, &made, self.clock.now().as_second())
        };
        let round = EventRound {
            event_id: revealed.event.id,
            round: revealed.round,
        };
        match self.store.reveal_round(round, roll).await? {
            Some(record) => {
                self.kept.revealed.send_modify(|n| *n += 1);
                Ok(record)
            }
            None => Err(AppError::Conflict(
                Text::msg(msg!("error-event-busy")).with("round", revealed.round),
            )),
        }
    }

    /// Changes each time this process reveals an event round: what waits
    /// on it reads its event again. A round revealed by another process
    /// on the same store is not seen here (read the store for those).
    #[must_use]
    pub fn reveals(&self) -> tokio::sync::watch::Receiver<u64> {
        self.kept.revealed.subscribe()
    }

    /// Round `round` (from 1) of `event`, drawn from its kept seed under
    /// the event's rules (the rounds before it having given `earlier`)
    /// once that seed is checked against the commitment kept from the
    /// start.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when the seed does not match (nothing may be
    /// shown then) or the event no longer reads.
    pub async fn event_round(
        &self,
        event: &Event,
        round: i64,
        earlier: &[u64],
    ) -> Result<RuleDraw, AppError> {
        let e = &event.event;
        let at = usize::try_from(round - 1).ok();
        let kept = at.and_then(|i| Some((e.seeds.get(i)?, e.commitments.get(i)?)));
        let Some((seed, published)) = kept else {
            return Err(AppError::internal(
                msg!("error-event-unreadable"),
                format!(
                    "event {} has no seed or commitment for round {round}",
                    event.id
                ),
            ));
        };
        if let Err(e) = verify(&e.name, round, seed, e.rules.as_ref(), published) {
            return Err(AppError::Internal {
                user: Text::msg(msg!("error-event-forged"))
                    .with("round", round)
                    .with("name", event.event.name.as_str()),
                detail: format!(
                    "event {} ({:?}) round {round}: the kept seed does not match the commitment \
                     published at the start, so the store was changed afterwards; nothing was \
                     revealed: {e}",
                    event.id, event.event.name
                ),
            });
        }
        let spec = self.spec(e).await?;
        draw_round(spec, e.rules.as_ref(), earlier, Base::Seed(seed)).await
    }
}
