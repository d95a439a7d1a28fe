//! "Play on lichess", once for every face: which games may be offered
//! ([`game`]), what a roll was, checked before a game is named for it
//! ([`occasion`]), who may ask how often ([`limits`]), lichess's open
//! challenge ([`lichess`]), and a press made into a game ([`Play`], in
//! [`offer`]) or why none was ([`unmade`]), and a club night's board
//! locked to its two players ([`pair`]) by their usernames ([`username`]). The bot's button, the console
//! and the web pages all come here, so a limit or a check made for one is
//! made for all; [`crate::app::view::play`] builds what people are shown
//! of it.

pub mod game;
pub mod lichess;
pub mod limits;
pub mod occasion;
pub mod offer;
pub mod pair;
pub mod unmade;
pub mod username;

use crate::app::clock::Clock;
use crate::app::event::Events;
use crate::app::settings::Settings;
use crate::store::Store;
use lichess::Lichess;
use limits::PlayLimits;

/// Playing on lichess where people act: lichess itself (none when
/// `[lichess] enabled` is off), the hourly limits, the clock they count
/// on, the settings (the deadline), the store (what a roll was) and the
/// events (an event's round, checked before a game is named for it).
#[derive(Clone, Copy)]
pub struct Play<'a> {
    lichess: Option<&'a Lichess>,
    limits: &'a PlayLimits,
    clock: &'a dyn Clock,
    settings: &'a Settings,
    store: &'a dyn Store,
    events: Events<'a>,
}

impl<'a> Play<'a> {
    /// Play with these parts of the process.
    #[must_use]
    pub fn new(
        (lichess, limits): (Option<&'a Lichess>, &'a PlayLimits),
        clock: &'a dyn Clock,
        settings: &'a Settings,
        (store, events): (&'a dyn Store, Events<'a>),
    ) -> Play<'a> {
        Play {
            lichess,
            limits,
            clock,
            settings,
            store,
            events,
        }
    }

    /// lichess, when `[lichess] enabled` is on.
    #[must_use]
    pub fn lichess(&self) -> Option<&'a Lichess> {
        self.lichess
    }
}
