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
//! hash. An event drawn from drand's beacon ([`beacon`]) fixes each
//! round's beacon round instead, when it is revealed.
//!
//! The commitments are kept exactly as published: a reveal checks the kept
//! seed against them and refuses a seed changed in the store afterwards. A
//! round counts as revealed only once its position was rolled and its
//! message made.
//!
//! An event started with draw rules (issue 52: no position twice,
//! positions left out; [`rules`]) commits to them in every round's
//! commitment, and draws each round in attempts until one gives a
//! position the rules allow ([`draw`]).
//!
//! # Layout
//!
//! Read top-down; each file imports only those above it, and [`Events`]
//! (this file) is the handle every face goes through.
//!
//! - [`name`]: an event's name, checked.
//! - [`commitment`]: seeds, commitments and their check.
//! - [`study`]: study time before play.
//! - [`file`](mod@file): what an event was started with, read back: its
//!   spec, and its variant file.
//! - [`draw`]: a round drawn under the rules, attempt after attempt.
//! - [`round`]: a revealed round and what decided it.
//! - [`beacon`]: rounds from drand's beacon: fixed, fetched, verified.
//! - [`check`]: a revealed round checked again for every face that shows
//!   it.
//! - [`find`]: a server's events, and the one a command means.
//! - [`reveal`]: the next round revealed and counted.
//! - [`verify`]: a round someone typed, checked against its commitment.
//! - [`rules`]: the rules `/event start` asks for, resolved.
//! - [`start`]: a new event, its rounds committed to.
//! - [`lines`]: the command lines that redo and check a round.

#[cfg(feature = "beacon")]
pub mod beacon;
pub mod check;
pub mod commitment;
pub mod draw;
pub mod file;
pub mod find;
pub mod lines;
pub mod name;
pub mod reveal;
pub mod round;
pub mod rules;
pub mod start;
pub mod study;
pub mod verify;

use crate::app::clock::Clock;
use crate::app::rolls::Rolls;
use crate::app::settings::Settings;
use crate::app::variants::Variants;
use crate::store::{GuildSettings, Store, Who};

/// What the process keeps of events between requests: a count of the
/// rounds it revealed (an event's page here shows a new round at once),
/// and the revealed rounds already checked.
#[derive(Default)]
pub struct EventsKept {
    revealed: tokio::sync::watch::Sender<u64>,
    checks: check::RoundChecks,
}

/// Events where people act: starting one, revealing and checking its
/// rounds, finding them. It holds what they use: the store, the clock,
/// the settings (the beacon's), the variants and rolls known there, and
/// what the process keeps of events.
#[derive(Clone, Copy)]
pub struct Events<'a> {
    store: &'a dyn Store,
    clock: &'a dyn Clock,
    settings: &'a Settings,
    variants: Variants<'a>,
    rolls: Rolls<'a>,
    kept: &'a EventsKept,
}

impl<'a> Events<'a> {
    /// Events with these parts of the process.
    #[must_use]
    pub fn new(
        (store, clock, settings): (&'a dyn Store, &'a dyn Clock, &'a Settings),
        variants: Variants<'a>,
        rolls: Rolls<'a>,
        kept: &'a EventsKept,
    ) -> Events<'a> {
        Events {
            store,
            clock,
            settings,
            variants,
            rolls,
            kept,
        }
    }
}

/// Who acts on an event: in which server, under its settings, and who
/// they are. Whoever calls has checked that they may.
#[derive(Clone, Copy, Debug)]
pub struct Organizer<'a> {
    pub guild_id: u64,
    pub guild: &'a GuildSettings,
    pub who: &'a Who,
}
