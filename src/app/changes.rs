//! Changes to what the store keeps for a server or a person, made so that
//! none is lost when two are made at once.
//!
//! A change is a function from what is kept to what should be kept. It is
//! made from a fresh read and written only if the row is still what was
//! read ([`Store::change_guild_settings`]); when another change came first
//! it is made again from the newer row. Two managers who save at once
//! therefore both keep what they set (one `variant`, the other `dice`),
//! and a change that is checked as a whole (a method that must suit the
//! variant) is checked against what is really kept, not an older copy.
//!
//! [`Store::change_guild_settings`]: crate::store::Store::change_guild_settings

use crate::app::error::AppError;
use crate::i18n::Text;
use crate::store::{GuildSettings, Store, UserPrefs};

/// How often a change is made anew after others came first. Each try is a
/// read and a write of one row, so only a burst of changes to the same row
/// from many places at once can use them all up.
const TRIES: usize = 25;

/// Changes a server's settings by `change`, made from what is kept at
/// the time of writing, and returns the settings as saved.
///
/// # Errors
///
/// What `change` refuses (nothing is written then); a store failure;
/// [`AppError::Conflict`] when others kept changing the same settings
/// for every try.
pub async fn guild_settings(
    store: &dyn Store,
    guild_id: u64,
    change: impl Fn(GuildSettings) -> Result<GuildSettings, AppError>,
) -> Result<GuildSettings, AppError> {
    for _ in 0..TRIES {
        let seen = store.guild_settings(guild_id).await?;
        let wanted = change(seen.clone())?;
        if wanted == seen
            || store
                .change_guild_settings(guild_id, seen, wanted.clone())
                .await?
        {
            return Ok(wanted);
        }
    }
    Err(busy("server settings", guild_id))
}

/// Changes a person's preferences by `change`, as
/// [`guild_settings`] does a server's settings.
///
/// # Errors
///
/// As [`guild_settings`].
pub async fn user_prefs(
    store: &dyn Store,
    (user_id, now): (u64, i64),
    change: impl Fn(UserPrefs) -> Result<UserPrefs, AppError>,
) -> Result<UserPrefs, AppError> {
    for _ in 0..TRIES {
        let seen = store.user_prefs(user_id).await?;
        let wanted = change(seen.clone())?;
        if wanted == seen
            || store
                .change_user_prefs(user_id, seen, wanted.clone(), now)
                .await?
        {
            return Ok(wanted);
        }
    }
    Err(busy("preferences", user_id))
}

/// Others kept changing the same row: nothing of this change was written.
fn busy(what: &str, id: u64) -> AppError {
    tracing::warn!(
        id,
        tries = TRIES,
        "{what} changed under every try of a change; it was not made"
    );
    AppError::Conflict(Text::msg(msg!("error-change-busy")))
}
