//! A revealed event round shown again (the event's web page, its JSON and
//! PGN), checked again as `/event next` checked it: a seed against the
//! commitment published at the start; a beacon round against the rule and
//! its signature.
//!
//! What fails the check is told apart from what could not be checked: a
//! record changed in the store afterwards ([`Unshown::Forged`]) must never
//! be shown, and the public is told so; a store, settings or network fault
//! ([`Unshown::Unchecked`]) is not anyone's forgery, and a later try may
//! show the round.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::Events;
use crate::app::error::AppError;
use crate::app::event::commitment::{MAX_ROUNDS, verify};
use crate::app::event::draw::{Base, draw_round};
use crate::app::event::round::{Decided, Revealed};
use crate::app::event::study::PlayStart;
use crate::core::draw_rules::RuleDraw;
use crate::core::roll::Roll;
use crate::i18n::{Lang, Text};
use crate::store::{Event, EventRound, RecordRef, SavedRoll};

/// A revealed round as every face may show it: checked, or why not.
#[derive(Clone, Debug)]
pub enum RoundCheck {
    /// Checked: shown.
    Shown(Arc<Revealed>),
    /// Its record fails its check: never shown, and people are told why.
    Forged,
    /// Its own record matches what was published, but its draw leaves
    /// out the position of this earlier round, whose record fails its
    /// check: not shown (its position cannot be worked out), and not
    /// called forged, for it is not.
    Held(i64),
    /// It could not be checked just now: not shown, and not kept.
    Unchecked,
}

/// What a round's check is kept by: the event (its id, name and start),
/// everything kept for the round, its roll's record and play start
/// included, the event's rules and the positions of the rounds before it
/// (checked first; or the earlier round that failed its check), so a
/// change to any of them is seen.
type Key = (
    i64,
    String,
    i64,
    i64,
    String,
    Option<(i64, String, Option<i64>)>,
    Result<Vec<u64>, i64>,
);

/// What a round's draw knows of the rounds before it.
#[derive(Clone, Copy, Debug)]
enum Earlier<'a> {
    /// Their positions, each checked (none where positions may repeat).
    Known(&'a [u64]),
    /// This earlier round's record fails its check: its position is not
    /// known, so the round can be checked only as far as its own record.
    Failed(i64),
}

/// Rounds checked, kept, so a page of 30 rounds reloaded by a room, or
/// `/event show` asked again, checks each once (a beacon round's check
/// verifies a signature: about a millisecond). A record changed in the
/// store afterwards is a new key, so it is checked again (and refused)
/// rather than served from what was kept.
#[derive(Default)]
pub struct RoundChecks(Mutex<HashMap<Key, RoundCheck>>);

/// Rounds kept at most; past it the map starts again.
const MOST_KEPT: usize = 4096;

fn key(event: &Event, round: i64, kept: Option<&SavedRoll>, earlier: Earlier<'_>) -> Key {
    let e = &event.event;
    let at = usize::try_from(round - 1).unwrap_or(usize::MAX);
    let record = match &e.beacon {
        None => format!("{:?} {:?}", e.seeds.get(at), e.commitments.get(at)),
        Some(b) => format!("{} {} {:?}", b.chain, b.chain_hash, b.fixed.get(at)),
    };
    let record = format!("{record} {:?}", e.rules);
    let kept = kept.map(|k| (k.id, k.roll.replay_code.clone(), k.roll.play_at));
    let earlier = match earlier {
        Earlier::Known(numbers) => Ok(numbers.to_vec()),
        Earlier::Failed(round) => Err(round),
    };
    (
        event.id,
        e.name.clone(),
        e.created_at,
        round,
        record,
        kept,
        earlier,
    )
}

/// Whether `event`'s rounds each need the positions of the rounds before
/// them: no position twice.
fn needs_earlier(event: &Event) -> bool {
    event.event.rules.as_ref().is_some_and(|r| !r.repeats)
}

impl Events<'_> {
    /// Round `round` of `event`, already revealed, as every face may show
    /// it: checked again as `/event next` checked it, once per record.
    /// Where no position may come twice, the rounds before it are checked
    /// first (each once per record too): its draw depends on them, and it
    /// is not shown when one of them is not.
    pub async fn round_check(&self, event: &Event, round: i64) -> RoundCheck {
        if !needs_earlier(event) {
            return self
                .round_check_after(event, round, Earlier::Known(&[]))
                .await;
        }
        let mut checks = self.checks_upto(event, round).await;
        checks.pop().unwrap_or(RoundCheck::Unchecked)
    }

    /// Rounds 1 to `last` of `event`, checked in order, each after the
    /// ones before it. After a round that could not be checked just now,
    /// the rounds after it cannot be either (their draws need its
    /// position). After one whose record fails its check, each later
    /// round's own record is still checked: it fails too, or it is held
    /// back by that round ([`RoundCheck::Held`]), each round's state its
    /// own.
    async fn checks_upto(&self, event: &Event, last: i64) -> Vec<RoundCheck> {
        let mut earlier = Vec::new();
        let mut checks = Vec::new();
        let mut forged = None;
        let mut unchecked = false;
        for round in 1..=last {
            let check = match (unchecked, forged) {
                (true, _) => RoundCheck::Unchecked,
                (false, Some(at)) => {
                    self.round_check_after(event, round, Earlier::Failed(at))
                        .await
                }
                (false, None) => {
                    self.round_check_after(event, round, Earlier::Known(&earlier))
                        .await
                }
            };
            match &check {
                RoundCheck::Shown(r) => earlier.push(r.roll.position.number()),
                RoundCheck::Forged => {
                    forged.get_or_insert(round);
                }
                RoundCheck::Held(_) => {}
                RoundCheck::Unchecked => unchecked = true,
            }
            checks.push(check);
        }
        checks
    }

    /// The positions of the rounds before `round` of `event`, checked,
    /// where its rules keep a position from coming twice (none otherwise):
    /// what its draw needs.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when an earlier round's record fails its
    /// check (nothing may be revealed after it); [`AppError::Source`]
    /// when one could not be checked just now.
    pub async fn earlier_positions(&self, event: &Event, round: i64) -> Result<Vec<u64>, AppError> {
        if !needs_earlier(event) {
            return Ok(Vec::new());
        }
        let mut earlier = Vec::new();
        for (at, check) in (1_i64..).zip(self.checks_upto(event, round - 1).await) {
            match check {
                RoundCheck::Shown(r) => earlier.push(r.roll.position.number()),
                // A round held back follows a forged one, refused first.
                RoundCheck::Forged | RoundCheck::Held(_) => {
                    return Err(AppError::Internal {
                        user: Text::msg(msg!("error-event-forged"))
                            .with("round", at)
                            .with("name", event.event.name.as_str()),
                        detail: format!(
                            "event {} ({:?}): round {at}'s kept record fails its check, and \
                             round {round}'s draw needs its position; nothing was revealed",
                            event.id, event.event.name
                        ),
                    });
                }
                RoundCheck::Unchecked => {
                    return Err(AppError::source(
                        Text::msg(msg!("error-event-round-unchecked"))
                            .with("round", at)
                            .with("name", event.event.name.as_str()),
                        format!(
                            "event {} round {at} could not be checked for round {round}'s draw",
                            event.id
                        ),
                    ));
                }
            }
        }
        Ok(earlier)
    }

    /// Round `round` of `event` checked, the rounds before it having
    /// given `earlier`: once per record.
    async fn round_check_after(
        &self,
        event: &Event,
        round: i64,
        earlier: Earlier<'_>,
    ) -> RoundCheck {
        let at = EventRound {
            event_id: event.id,
            round,
        };
        let kept = match self.store.event_round_roll(at).await {
            Ok(kept) => kept,
            Err(e) => {
                tracing::warn!(
                    event = event.id,
                    round,
                    error = %e,
                    "a revealed round's roll could not be read to be shown"
                );
                return RoundCheck::Unchecked;
            }
        };
        let key = key(event, round, kept.as_ref(), earlier);
        let known = self
            .kept
            .checks
            .0
            .lock()
            .ok()
            .and_then(|checks| checks.get(&key).cloned());
        if let Some(known) = known {
            return known;
        }
        let checked = match self.revealed_round(event, round, kept, earlier).await {
            Ok(revealed) => RoundCheck::Shown(Arc::new(revealed)),
            Err(Unshown::Forged(e)) => {
                // Logged once: the failure is kept with its key.
                tracing::error!(
                    event = event.id,
                    round,
                    error = %e.user_text(Lang::En),
                    detail = e.detail().unwrap_or_default(),
                    "a revealed round whose record fails its check is not shown"
                );
                RoundCheck::Forged
            }
            // Not logged: the round holding it back was, when checked.
            Err(Unshown::Held(by)) => RoundCheck::Held(by),
            Err(Unshown::Unchecked(e)) => {
                tracing::warn!(
                    event = event.id,
                    round,
                    error = %e.user_text(Lang::En),
                    detail = e.detail().unwrap_or_default(),
                    "a revealed round could not be checked to be shown"
                );
                return RoundCheck::Unchecked;
            }
        };
        if let Ok(mut kept) = self.kept.checks.0.lock() {
            if kept.len() >= MOST_KEPT {
                kept.clear();
            }
            kept.insert(key, checked.clone());
        }
        checked
    }

    /// Every revealed round of `event`, in order, checked (at most an
    /// event's rounds, whatever the store counts).
    pub async fn round_checks(&self, event: &Event) -> Vec<RoundCheck> {
        let last = event.revealed.min(event.event.rounds()).min(MAX_ROUNDS);
        if needs_earlier(event) {
            return self.checks_upto(event, last).await;
        }
        let mut rounds = Vec::new();
        for round in 1..=last {
            rounds.push(
                self.round_check_after(event, round, Earlier::Known(&[]))
                    .await,
            );
        }
        rounds
    }
}

/// Why a revealed round is not shown.
#[derive(Debug)]
pub enum Unshown {
    /// What is kept for it no longer matches what was published at the
    /// start, or is missing: the store was changed.
    Forged(AppError),
    /// It could not be checked now (the store, the settings, a relay).
    Unchecked(AppError),
    /// Its own record holds, but its draw needs the position of this
    /// earlier round, whose record fails its check.
    Held(i64),
}

impl Events<'_> {
    /// Round `round` of `event`, already revealed, checked again, with
    /// the roll it was `kept` as.
    ///
    /// # Errors
    ///
    /// [`Unshown::Unchecked`] for a round not revealed yet, or one that
    /// could not be checked now; [`Unshown::Forged`] for one whose record
    /// fails its check.
    async fn revealed_round(
        &self,
        event: &Event,
        round: i64,
        kept: Option<SavedRoll>,
        earlier: Earlier<'_>,
    ) -> Result<Revealed, Unshown> {
        if !(1..=event.revealed).contains(&round) {
            return Err(Unshown::Unchecked(
                Text::msg(msg!("error-event-unrevealed"))
                    .with("round", round)
                    .with("name", event.event.name.as_str())
                    .into(),
            ));
        }
        let (ruled, drawn, earlier) = match &event.event.beacon {
            None => self.seeded_round(event, round, earlier).await?,
            Some(kept) => self.kept_beacon_round(event, kept, round, earlier).await?,
        };
        let play = kept
            .as_ref()
            .and_then(|k| PlayStart::kept(k.roll.made_at, k.roll.play_at));
        let record = kept_round_record(event, round, &ruled.roll, kept)?;
        Ok(Revealed {
            event: event.clone(),
            round,
            roll: ruled.roll,
            decided: drawn,
            refused: ruled.refused,
            earlier: if needs_earlier(event) {
                earlier.to_vec()
            } else {
                Vec::new()
            },
            record,
            play,
        })
    }

    /// A revealed round of a seed event: its kept seed against the
    /// commitment kept from the start, then rolled.
    async fn seeded_round<'e>(
        &self,
        event: &Event,
        round: i64,
        earlier: Earlier<'e>,
    ) -> Result<(RuleDraw, Decided, &'e [u64]), Unshown> {
        let e = &event.event;
        let at = usize::try_from(round - 1).ok();
        let kept = at.and_then(|i| Some((e.seeds.get(i)?, e.commitments.get(i)?)));
        let Some((seed, commitment)) = kept else {
            return Err(Unshown::Forged(AppError::internal(
                msg!("error-event-unreadable"),
                format!(
                    "event {} counts round {round} revealed but keeps no seed or commitment for it",
                    event.id
                ),
            )));
        };
        if let Err(mismatch) = verify(&e.name, round, seed, e.rules.as_ref(), commitment) {
            return Err(Unshown::Forged(AppError::Internal {
                user: Text::msg(msg!("error-event-forged"))
                    .with("round", round)
                    .with("name", e.name.as_str()),
                detail: format!(
                    "event {} ({:?}) round {round}: the kept seed does not match the kept \
                     commitment: {mismatch}",
                    event.id, e.name
                ),
            }));
        }
        let earlier = known(earlier)?;
        // Checked above: drawn from the seed as a reveal draws it.
        let spec = self.spec(e).await.map_err(Unshown::Unchecked)?;
        let roll = draw_round(spec, e.rules.as_ref(), earlier, Base::Seed(seed))
            .await
            .map_err(Unshown::Unchecked)?;
        let drawn = Decided::Seed {
            seed: seed.clone(),
            commitment: commitment.clone(),
        };
        Ok((roll, drawn, earlier))
    }

    #[cfg(not(feature = "beacon"))]
    async fn kept_beacon_round<'e>(
        &self,
        _: &Event,
        _: &crate::store::EventBeacon,
        _: i64,
        _: Earlier<'e>,
    ) -> Result<(RuleDraw, Decided, &'e [u64]), Unshown> {
        Err(Unshown::Unchecked(
            crate::app::source::spec::BEACON_NOT_BUILT.into(),
        ))
    }

    /// A revealed round of a beacon event: the kept beacon round checked
    /// against the rule, its kept signature verified with no network (or,
    /// when the reveal could not keep it, fetched from the relays and kept
    /// now), and the position rolled from its draw.
    #[cfg(feature = "beacon")]
    async fn kept_beacon_round<'e>(
        &self,
        event: &Event,
        kept: &crate::store::EventBeacon,
        round: i64,
        earlier: Earlier<'e>,
    ) -> Result<(RuleDraw, Decided, &'e [u64]), Unshown> {
        use crate::app::event::beacon::{setup, unreadable};
        use crate::app::event::round::{BeaconRevealed, purpose};
        use crate::app::source::beacon::{self, BeaconError};

        let chain = self.event_chain(event, kept).map_err(Unshown::Unchecked)?;
        let at = usize::try_from(round - 1).map_err(|_| Unshown::Forged(unreadable(event)))?;
        let fixed = kept
            .fixed
            .get(at)
            .ok_or_else(|| Unshown::Forged(unreadable(event)))?;
        self.check_fixed(event, &chain, round, fixed)
            .map_err(Unshown::Forged)?;
        let purpose = purpose(event.event.guild_id, &event.event.name, round);
        let forged = |why: String| {
            Unshown::Forged(AppError::Internal {
                user: Text::msg(msg!("error-event-beacon-forged"))
                    .with("round", round)
                    .with("name", event.event.name.as_str()),
                detail: format!(
                    "event {} ({:?}) round {round}: the kept signature of {}:{} {why}",
                    event.id, event.event.name, chain.name, fixed.beacon_round
                ),
            })
        };
        let (draw, signed) = match &fixed.signature {
            Some(signature) => {
                let hex_of =
                    |text: &str| hex::decode(text).map_err(|e| forged(format!("is not hex: {e}")));
                let signed = backrank_beacon::Round {
                    number: fixed.beacon_round,
                    signature: hex_of(signature)?,
                    previous_signature: hex_of(
                        fixed.previous_signature.as_deref().unwrap_or_default(),
                    )?,
                };
                let draw = beacon::draw_offline(&chain, signed, &purpose).map_err(|e| match e {
                    BeaconError::BadChain { .. } => Unshown::Unchecked(setup(e)),
                    other => forged(format!("does not verify: {other}")),
                })?;
                (draw, fixed.clone())
            }
            // The reveal could not keep it (a store fault then): the round
            // is public, so it is fetched, verified and kept now.
            None => {
                let relays = beacon::relays(&self.settings.beacon)
                    .map_err(|e| Unshown::Unchecked(setup(e)))?;
                let fetched = self.fetch_fixed((&chain, &relays), fixed, &purpose).await;
                let (draw, signed) = fetched.map_err(Unshown::Unchecked)?;
                self.keep_signature(event, round, &signed).await;
                (draw, signed)
            }
        };
        let earlier = known(earlier)?;
        let roll = self
            .round_of_draw(event, &draw, earlier)
            .await
            .map_err(Unshown::Unchecked)?;
        let published_at = beacon::published_at(&chain, signed.beacon_round).as_second();
        let drawn = Decided::Beacon(BeaconRevealed {
            chain: chain.name,
            fixed: signed,
            published_at,
        });
        Ok((roll, drawn, earlier))
    }
}

/// The earlier rounds' positions a draw needs, once the round's own
/// record is seen to hold: held back when one of them fails its check.
fn known(earlier: Earlier<'_>) -> Result<&[u64], Unshown> {
    match earlier {
        Earlier::Known(numbers) => Ok(numbers),
        Earlier::Failed(by) => Err(Unshown::Held(by)),
    }
}

/// The record a revealed round was kept as (none for a round revealed
/// before rounds were kept), once its kept roll is seen to be the
/// round's: a roll changed in the store afterwards would show another
/// position under the round's record number.
fn kept_round_record(
    event: &Event,
    round: i64,
    roll: &Roll,
    kept: Option<SavedRoll>,
) -> Result<Option<RecordRef>, Unshown> {
    let Some(kept) = kept else {
        return Ok(None);
    };
    if kept.roll.replay_code != roll.replay_code() {
        return Err(Unshown::Forged(AppError::internal(
            msg!("error-event-unreadable"),
            format!(
                "event {} round {round} is kept as record #{} with replay code {}, but its \
                 seed or beacon round gives {}: the record was changed in the store",
                event.id,
                kept.record_no,
                kept.roll.replay_code,
                roll.replay_code()
            ),
        )));
    }
    Ok(Some(kept.record()))
}
