//! A revealed round as the app holds it: the event as it was, the round's
//! roll, what decided it (its seed and commitment, or its beacon round)
//! and the attempts its rules drew again; and the source its record names.

use crate::app::event::study::PlayStart;
use crate::app::source::spec::SourceSpec;
use crate::core::draw_rules::{Refused, attempt_seed};
use crate::core::roll::Roll;
use crate::store::{Event, FixedRound, RecordRef};

/// A round just revealed.
#[derive(Clone, Debug)]
pub struct Revealed {
    /// The event as it was when the round was revealed.
    pub event: Event,
    /// The round, from 1.
    pub round: i64,
    /// Its position: the roll of the first attempt the event's rules
    /// allow.
    pub roll: Roll,
    /// What decided it.
    pub decided: Decided,
    /// The attempts drawn again before `roll`'s, in order.
    pub refused: Vec<Refused>,
    /// The positions of the rounds before it, in order, where the rules
    /// keep a position from coming twice (their check lines carry them);
    /// empty otherwise.
    pub earlier: Vec<u64>,
    /// The record it is kept as, once it is.
    pub record: Option<RecordRef>,
    /// When its games start, when it was given study time.
    pub play: Option<PlayStart>,
}

impl Revealed {
    /// The attempt whose roll is the round's, from 1.
    #[must_use]
    pub fn attempt(&self) -> u32 {
        u32::try_from(self.refused.len()).map_or(u32::MAX, |n| n.saturating_add(1))
    }

    /// The source its record names: its seed (the attempt's, `SEED
    /// attempt N`, for a round drawn again), or its beacon round.
    #[must_use]
    pub fn source(&self) -> SourceSpec {
        match &self.decided {
            Decided::Seed { seed, .. } => SourceSpec::Seed(attempt_seed(seed, self.attempt())),
            Decided::Beacon(b) => SourceSpec::Beacon(crate::app::source::spec::BeaconRef {
                chain: Some(b.chain.clone()),
                round: b.fixed.beacon_round,
            }),
        }
    }
}

/// What decided a revealed round.
#[derive(Clone, Debug)]
pub enum Decided {
    /// Its seed, and the commitment published for it at the start.
    Seed { seed: String, commitment: String },
    /// Its beacon round, fetched and verified (only a build with the
    /// beacon reveals one).
    Beacon(BeaconRevealed),
}

/// What an event round's draw is for: the server, the event's name and
/// the round, so that no two rounds (of any server's events) share one.
#[must_use]
pub fn purpose(guild_id: u64, event: &str, round: i64) -> String {
    format!("event {guild_id} {event} round {round}")
}

/// A beacon round fetched and verified for an event round.
#[derive(Clone, Debug)]
pub struct BeaconRevealed {
    pub chain: String,
    pub fixed: FixedRound,
    /// When the beacon round was published (Unix seconds).
    pub published_at: i64,
}
