//! Servers: each one's settings as kept ([`Servers::settings`]), who may
//! manage Backrank there ([`managers`]), and a change to its settings
//! (`/settings set`: [`change`]), none lost to another made at once.

pub mod change;
pub mod managers;

use crate::app::changes;
use crate::app::error::AppError;
use crate::app::variants::Variants;
use crate::store::{GuildSettings, Store, Who};

/// Servers where people act: the store their settings are kept in, the
/// variants known there (a default variant is named among them), and
/// whether the process has a hardware source (a default of `tower`).
#[derive(Clone, Copy)]
pub struct Servers<'a> {
    store: &'a dyn Store,
    variants: Variants<'a>,
    has_tower: bool,
}

impl<'a> Servers<'a> {
    /// Servers with these parts of the process.
    #[must_use]
    pub fn new(store: &'a dyn Store, variants: Variants<'a>, has_tower: bool) -> Servers<'a> {
        Servers {
            store,
            variants,
            has_tower,
        }
    }

    /// The settings of the server someone acts in; the defaults outside a
    /// server.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn settings(&self, who: &Who) -> Result<GuildSettings, AppError> {
        match who.guild_id {
            None => Ok(GuildSettings::default()),
            Some(g) => Ok(self.store.guild_settings(g).await?),
        }
    }

    /// Changes a server's settings by `change`, made from what is kept at
    /// the time of writing, and returns them as saved.
    ///
    /// # Errors
    ///
    /// What `change` refuses (nothing is written then); a store failure;
    /// [`AppError::Conflict`] when others kept changing the same settings
    /// for every try.
    pub async fn change_with(
        &self,
        guild_id: u64,
        change: impl Fn(GuildSettings) -> Result<GuildSettings, AppError>,
    ) -> Result<GuildSettings, AppError> {
        changes::guild_settings(self.store, guild_id, change).await
    }
}
