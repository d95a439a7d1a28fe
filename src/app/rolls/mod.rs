//! Rolls: what a person asks to roll ([`request`]), the one roll maker
//! ([`roller`]), a roll kept before anyone sees it ([`keep`]), how often
//! one person may roll ([`rate`]), and who may see a kept roll
//! ([`records`]). Every face that rolls goes through [`Rolls`].

pub mod keep;
pub mod rate;
pub mod records;
pub mod request;
pub mod roller;

use std::sync::Arc;

use crate::app::clock::Clock;
use crate::app::settings::Settings;
use crate::app::source::tower::Tower;
use crate::app::variants::Variants;
use crate::store::Store;
use rate::RollRate;
use roller::{BOT_OPTIONS, Roller};

/// Rolling where people act: the settings, the clock and the store, the
/// process's hardware source, the roll rate, and the variants known there.
#[derive(Clone, Copy)]
pub struct Rolls<'a> {
    settings: &'a Settings,
    clock: &'a dyn Clock,
    store: &'a Arc<dyn Store>,
    tower: Option<&'a Tower>,
    rate: &'a RollRate,
    variants: Variants<'a>,
}

impl<'a> Rolls<'a> {
    /// Rolls with these parts of the process.
    #[must_use]
    pub fn new(
        (settings, clock, store): (&'a Settings, &'a dyn Clock, &'a Arc<dyn Store>),
        tower: Option<&'a Tower>,
        rate: &'a RollRate,
        variants: Variants<'a>,
    ) -> Rolls<'a> {
        Rolls {
            settings,
            clock,
            store,
            tower,
            rate,
            variants,
        }
    }

    /// The process's roll maker: the bot's option names, its hardware
    /// source and store.
    #[must_use]
    pub fn roller(&self) -> Roller<'a> {
        Roller::new(self.settings, self.clock, BOT_OPTIONS)
            .with_tower(self.tower)
            .with_store(self.store.clone())
    }
}
