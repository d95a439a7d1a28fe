//! Club nights (`/meetup`): a meetup is an event with a time and a place,
//! so its rounds are drawn, checked, shown, kept and counted as an event's
//! (no position twice, exclusions, `avoid:`, the web page, the arbiter's
//! screen, `/stats`). What a meetup adds is around them: when and where,
//! who comes, and a first round nobody can know before play starts.
//!
//! Round 1 of a beacon night is fixed when the night is planned as the
//! first round of drand's beacon published after its start
//! ([`crate::app::event::Events::fix_first_round_at`]); a night on a
//! server that does not use the beacon publishes commitments when it is
//! planned, as `/event start` does. The pairings come from the same
//! randomness ([`pairing`]).
//!
//! # Layout
//!
//! Read top-down; each file imports only those above it.
//!
//! - [`when`]: the time people type (`thursday 19:00`), read in a zone.
//! - [`pairing`]: who plays whom, drawn from the night's randomness.
//! - [`calendar`]: the server's coming nights as an iCalendar file.
//! - [`attendance`]: who comes, who waits, who merged from Discord.
//! - [`drawn`]: a night's pairings as drawn at its start.
//! - [`zone`]: the server's time zone.
//! - [`plan`]: a night planned (and a weekly series' next night).
//! - [`find`]: a server's nights, and the one a command means.
//! - [`answer`]: a press on "I'm coming", "Maybe", "Can't come".
//! - [`change`]: a night moved or cancelled.
//! - [`start`]: round 1 revealed at the start, with the pairings.
//! - [`view`]: a night as every face shows it.
//! - [`feed`]: a server's calendar feed, from what is kept.

pub mod answer;
pub mod attendance;
pub mod calendar;
pub mod change;
pub mod drawn;
pub mod feed;
pub mod find;
pub mod pairing;
pub mod plan;
pub mod start;
pub mod view;
pub mod when;
pub mod zone;

use crate::app::clock::Clock;
use crate::app::event::Events;
use crate::app::settings::Settings;
use crate::store::Store;

/// What the process keeps of meetups: a signal to its scheduler that a
/// night was planned or changed here, so its announcement or its move is
/// posted at once rather than at the next look.
#[derive(Default)]
pub struct MeetupsKept {
    changed: tokio::sync::Notify,
}

/// Meetups where people act: planning, answering, moving, cancelling,
/// starting. It holds what they use: the store, the clock, the settings
/// and the events a night's rounds are.
#[derive(Clone, Copy)]
pub struct Meetups<'a> {
    store: &'a dyn Store,
    clock: &'a dyn Clock,
    settings: &'a Settings,
    events: Events<'a>,
    kept: &'a MeetupsKept,
}

impl<'a> Meetups<'a> {
    /// Meetups with these parts of the process.
    #[must_use]
    pub fn new(
        (store, clock, settings): (&'a dyn Store, &'a dyn Clock, &'a Settings),
        events: Events<'a>,
        kept: &'a MeetupsKept,
    ) -> Meetups<'a> {
        Meetups {
            store,
            clock,
            settings,
            events,
            kept,
        }
    }

    /// Wakes the scheduler: a night was planned or changed.
    pub fn changed(&self) {
        self.kept.changed.notify_one();
    }

    /// Resolves when a night was planned or changed in this process since
    /// the last time it resolved.
    pub async fn wait_for_change(&self) {
        self.kept.changed.notified().await;
    }
}
