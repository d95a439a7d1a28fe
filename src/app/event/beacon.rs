//! Events drawn from drand's beacon (`/event start … draw:beacon`).
//!
//! The rule, published at the start: each event round is decided by the
//! first round of the event's chain published after the `/event next`
//! that reveals it, drawn for the purpose [`purpose`] (the server, the
//! event and the round). Nobody, the organizer and the bot's host
//! included, can know a position before its beacon round is out, and
//! nothing secret is kept: only which beacon round was fixed, and when.
//!
//! The beacon round is fixed (kept) before it is published, so asking
//! again after a failed fetch reveals the same round, never a new one.

use backrank_beacon::{Chain, Relays};

use super::Events;
use crate::app::error::AppError;
use crate::app::event::draw::{Base, draw_round};
use crate::app::event::round::{BeaconRevealed, purpose};
use crate::app::settings::BeaconSettings;
use crate::app::source::beacon::{self, BeaconError};
use crate::core::draw_rules::RuleDraw;
use crate::i18n::Text;
use crate::store::{Event, EventBeacon, FixedRound};

/// A new beacon event's rounds: the settings' chain, nothing fixed yet.
///
/// # Errors
///
/// A wrong `[beacon]` setting (the operator's).
pub fn new_event_beacon(settings: &BeaconSettings, rounds: i64) -> Result<EventBeacon, AppError> {
    let chain = beacon::chain(settings, None).map_err(setup)?;
    Ok(EventBeacon {
        chain_hash: chain.hash_hex(),
        chain: chain.name,
        rounds,
        fixed: Vec::new(),
    })
}

impl Events<'_> {
    /// Round `round` of a beacon event: its beacon round fixed (now, as
    /// the first one after now, unless an earlier `/event next` fixed it),
    /// fetched once it is out, verified, and rolled. Its signature is
    /// kept with the event, so it can be checked with no network.
    ///
    /// # Errors
    ///
    /// [`AppError::Source`] when no relay gives the round in time (the
    /// round stays fixed: asking again reveals it); [`AppError::Internal`]
    /// when the kept rounds break the rule (the store was changed).
    pub(crate) async fn beacon_event_round(
        &self,
        event: &Event,
        round: i64,
        earlier: &[u64],
    ) -> Result<(RuleDraw, BeaconRevealed), AppError> {
        let kept = event
            .event
            .beacon
            .as_ref()
            .ok_or_else(|| unreadable(event))?;
        let chain = self.event_chain(event, kept)?;
        let relays = beacon::relays(&self.settings.beacon).map_err(setup)?;
        let (event, fixed) = self
            .fixed_round(event, kept, (&chain, &relays), round)
            .await?;
        self.check_fixed(&event, &chain, round, &fixed)?;
        let purpose = purpose(event.event.guild_id, &event.event.name, round);
        let (draw, signed) = self
            .fetch_fixed((&chain, &relays), &fixed, &purpose)
            .await?;
        self.keep_signature(&event, round, &signed).await;
        let roll = self.round_of_draw(&event, &draw, earlier).await?;
        let published_at = beacon::published_at(&chain, signed.beacon_round).as_second();
        Ok((
            roll,
            BeaconRevealed {
                chain: chain.name,
                fixed: signed,
                published_at,
            },
        ))
    }

    /// The position a verified beacon draw (for the round's purpose,
    /// attempt 1's) gives an event's round under the event's rules, the
    /// rounds before it having given `earlier`.
    ///
    /// # Errors
    ///
    /// When the event no longer reads, or the roll cannot be made.
    pub(crate) async fn round_of_draw(
        &self,
        event: &Event,
        draw: &backrank_beacon::BeaconDraw,
        earlier: &[u64],
    ) -> Result<RuleDraw, AppError> {
        let spec = self.spec(&event.event).await?;
        draw_round(
            spec,
            event.event.rules.as_ref(),
            earlier,
            Base::Beacon(draw),
        )
        .await
    }

    /// The draw of the fixed beacon round `fixed`, fetched from the relays
    /// once it is out and verified, and the round with its signatures, to
    /// be kept with the event. `beacon` is the event's chain and the relays.
    ///
    /// # Errors
    ///
    /// [`AppError::Source`] when no relay gives the round in time.
    pub(crate) async fn fetch_fixed(
        &self,
        beacon: (&Chain, &Relays),
        fixed: &FixedRound,
        purpose: &str,
    ) -> Result<(backrank_beacon::BeaconDraw, FixedRound), AppError> {
        let (chain, relays) = beacon;
        let draw = beacon::draw_fixed(relays, chain, fixed.beacon_round, purpose, self.clock)
            .await
            .map_err(|e| fetch_failed(chain, fixed.beacon_round, e))?;
        let signed = FixedRound {
            signature: Some(hex::encode(draw.round().signature())),
            previous_signature: Some(hex::encode(draw.round().previous_signature()))
                .filter(|p| !p.is_empty()),
            ..fixed.clone()
        };
        Ok((draw, signed))
    }

    /// The event's chain as the settings now describe it, refused if a
    /// chain of that name is now another.
    pub(crate) fn event_chain(&self, event: &Event, kept: &EventBeacon) -> Result<Chain, AppError> {
        let chain = beacon::chain(&self.settings.beacon, Some(&kept.chain)).map_err(setup)?;
        if chain.hash_hex() != kept.chain_hash {
            return Err(AppError::internal(
                msg!("error-source-setup"),
                format!(
                    "event {} ({:?}) was started on the drand chain {} with hash {}, but the \
                     settings' chain of that name now has hash {}: put its old description back \
                     under [beacon.chains.{}]",
                    event.id,
                    event.event.name,
                    kept.chain,
                    kept.chain_hash,
                    chain.hash_hex(),
                    kept.chain
                ),
            ));
        }
        Ok(chain)
    }

    /// Fixes round 1 of a beacon event ahead of time, as the first beacon
    /// round published after `at` (a meetup's start), as if its
    /// `/event next` came at `at`: the rule every round is checked
    /// against holds, and nobody can know the position before `at`. A
    /// round fixed before (a meetup moved) is replaced, while the round is
    /// not revealed.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when round 1 is out; [`AppError::Conflict`]
    /// when another change came first; a wrong `[beacon]` setting; a store
    /// failure.
    pub async fn fix_first_round_at(&self, event: &Event, at: i64) -> Result<Event, AppError> {
        let kept = event
            .event
            .beacon
            .as_ref()
            .ok_or_else(|| unreadable(event))?;
        if event.revealed > 0 {
            return Err(Text::msg(msg!("error-meetup-round-out"))
                .with("name", event.event.name.as_str())
                .into());
        }
        let chain = self.event_chain(event, kept)?;
        let at = at.max(event.event.created_at);
        let fixed = FixedRound {
            beacon_round: chain.first_round_after(u64::try_from(at).unwrap_or(0)),
            fixed_at: at,
            signature: None,
            previous_signature: None,
        };
        let mut with = kept.clone();
        with.fixed = vec![fixed];
        if !self
            .store
            .change_event_beacon(event.id, kept.clone(), with.clone())
            .await?
        {
            return Err(AppError::Conflict(
                Text::msg(msg!("error-event-busy")).with("round", 1_i64),
            ));
        }
        let mut event = event.clone();
        event.event.beacon = Some(with);
        Ok(event)
    }

    /// The beacon round fixed for `round`: the one kept, or else the
    /// first one after now, kept before anything is fetched. Of two
    /// fixing at once, one wins and the other reveals what it fixed.
    /// `beacon` is the event's chain and the relays to ask.
    async fn fixed_round(
        &self,
        event: &Event,
        kept: &EventBeacon,
        beacon: (&Chain, &Relays),
        round: i64,
    ) -> Result<(Event, FixedRound), AppError> {
        let (chain, relays) = beacon;
        let at = usize::try_from(round - 1).map_err(|_| unreadable(event))?;
        if let Some(fixed) = kept.fixed.get(at) {
            return Ok((event.clone(), fixed.clone()));
        }
        if kept.fixed.len() != at {
            return Err(unreadable(event));
        }
        let now = self.clock.now().as_second();
        if now < event.event.created_at {
            // A clock stepped back since the start: a round fixed now would
            // break the rule it is checked against, for good.
            return Err(AppError::source(
                Text::msg(msg!("error-event-beacon-clock")),
                format!(
                    "this machine's clock ({now}) is before event {}'s start ({}); nothing fixed",
                    event.id, event.event.created_at
                ),
            ));
        }
        let next = chain.first_round_after(u64::try_from(now).unwrap_or(0));
        refuse_clock_behind(relays, chain, next).await?;
        let fixed = FixedRound {
            beacon_round: next,
            fixed_at: now,
            signature: None,
            previous_signature: None,
        };
        let store = self.store;
        let (mut event, mut was) = (event.clone(), kept.clone());
        // A change that came first (another /event next, a signature kept
        // by the reveal before) is read again; a round someone else fixed
        // is revealed as it is.
        for _ in 0..3 {
            if let Some(theirs) = was.fixed.get(at) {
                return Ok((event, theirs.clone()));
            }
            let mut with = was.clone();
            with.fixed.push(fixed.clone());
            if store
                .change_event_beacon(event.id, was.clone(), with.clone())
                .await?
            {
                event.event.beacon = Some(with);
                return Ok((event, fixed));
            }
            event = store
                .event(event.event.guild_id, event.event.name.clone())
                .await?
                .ok_or_else(|| unreadable(&event))?;
            was = event
                .event
                .beacon
                .clone()
                .ok_or_else(|| unreadable(&event))?;
        }
        Err(AppError::Conflict(
            Text::msg(msg!("error-event-busy")).with("round", round),
        ))
    }

    /// The kept round follows the rule: it is the first one published
    /// after the moment it was fixed, which came after the start.
    pub(crate) fn check_fixed(
        &self,
        event: &Event,
        chain: &Chain,
        round: i64,
        fixed: &FixedRound,
    ) -> Result<(), AppError> {
        let rule = u64::try_from(fixed.fixed_at)
            .ok()
            .map(|at| chain.first_round_after(at));
        if rule == Some(fixed.beacon_round) && fixed.fixed_at >= event.event.created_at {
            return Ok(());
        }
        Err(AppError::Internal {
            user: Text::msg(msg!("error-event-beacon-forged"))
                .with("round", round)
                .with("name", event.event.name.as_str()),
            detail: format!(
                "event {} ({:?}) round {round}: the kept beacon round {} fixed at {} breaks the \
                 rule (the first round after the /event next, after the start at {}), so the \
                 store was changed; nothing was revealed",
                event.id,
                event.event.name,
                fixed.beacon_round,
                fixed.fixed_at,
                event.event.created_at
            ),
        })
    }

    /// Keeps a revealed round's signature with the event. A failure only
    /// loses the offline copy (the signature is public, and in the
    /// reveal), so it is logged, not fatal.
    pub(crate) async fn keep_signature(&self, event: &Event, round: i64, signed: &FixedRound) {
        let Some(kept) = &event.event.beacon else {
            return;
        };
        let at = (round - 1) as usize;
        if kept.fixed.get(at) == Some(signed) {
            return;
        }
        let mut with = kept.clone();
        if let Some(slot) = with.fixed.get_mut(at) {
            *slot = signed.clone();
        }
        match self
            .store
            .change_event_beacon(event.id, kept.clone(), with)
            .await
        {
            Ok(true) => {}
            Ok(false) => tracing::info!(
                event = event.id,
                round,
                "a beacon round's signature was kept by another reveal first"
            ),
            Err(e) => tracing::warn!(
                event = event.id,
                round,
                error = %e,
                "a beacon round's signature could not be kept with its event"
            ),
        }
    }
}

/// Before a round is fixed as the next one: the chain's newest round
/// must be older than it, or this machine's clock is behind the
/// chain's and the round fixed could already be known.
async fn refuse_clock_behind(relays: &Relays, chain: &Chain, next: u64) -> Result<(), AppError> {
    let down =
        |detail: String| AppError::source(Text::msg(msg!("error-event-beacon-down")), detail);
    let newest = relays
        .latest(chain)
        .await
        .map_err(|e| down(e.to_string()))?;
    if newest.number() >= next {
        let behind = BeaconError::ClockBehind {
            chain: chain.name.clone(),
            round: next,
        };
        return Err(AppError::source(
            Text::msg(msg!("error-event-beacon-clock")),
            behind.to_string(),
        ));
    }
    Ok(())
}

/// A wrong `[beacon]` setting: the operator's to fix.
pub(crate) fn setup(e: BeaconError) -> AppError {
    AppError::internal(msg!("error-source-setup"), e.to_string())
}

pub(crate) fn unreadable(event: &Event) -> AppError {
    AppError::internal(
        msg!("error-event-unreadable"),
        format!("event {} has no beacon round to fix next", event.id),
    )
}

/// The beacon round could not be had: the person is told which round it
/// is and that asking again reveals that same one.
fn fetch_failed(chain: &Chain, round: u64, e: BeaconError) -> AppError {
    match e {
        BeaconError::Settings(_) | BeaconError::BadChain { .. } => setup(e),
        other => AppError::source(
            Text::msg(msg!("error-event-beacon-unread"))
                .with("round", round)
                .with("chain", chain.name.as_str()),
            other.to_string(),
        ),
    }
}
