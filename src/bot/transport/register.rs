//! Registering the slash commands with Discord, in every mode: the gateway
//! registers when its first shard connects, the HTTP endpoint when it
//! starts (Discord sends an endpoint nothing until the commands exist),
//! and `backrank commands register` on demand. Each compares Discord's
//! copy with this build's first and writes only when they differ
//! ([`crate::discord::commands`]), so restarts and several hosts do not
//! register again.

use serde_json::Value;

use crate::app::settings::DiscordSettings;
use crate::bot::commands::registration::registrations_json;
use crate::discord::api::{Api, ApiError, Scope};
use crate::discord::commands::{self, Synced};

/// The application the settings name, or, when `application_id` is not
/// set, the one Discord says the token belongs to.
///
/// # Errors
///
/// [`ApiError`] when the token is missing or refused, or Discord cannot be
/// reached.
pub async fn application_id(api: &Api, discord: &DiscordSettings) -> Result<u64, ApiError> {
    match discord.application_id {
        0 => Ok(api.application().await?.id),
        id => Ok(id),
    }
}

/// The commands as this build registers them: every command, with its
/// descriptions in each language Backrank speaks.
pub fn wanted() -> Vec<Value> {
    registrations_json()
}

/// Makes Discord's commands in `scope` this build's, if they are not.
///
/// # Errors
///
/// [`ApiError`] when the token is missing or refused, or Discord cannot be
/// reached or refuses the commands.
pub async fn register(discord: &DiscordSettings, scope: Scope) -> Result<Synced, ApiError> {
    let api = Api::new(discord)?;
    let app = application_id(&api, discord).await?;
    commands::sync(&api, app, scope, &wanted()).await
}

/// [`register`] in the scope the settings name (`[discord] guild_id`), as
/// a start-up does it: the outcome logged once, a failure never stopping
/// the bot.
pub async fn register_at_start(discord: &DiscordSettings) {
    let scope = Scope::from_setting(discord.guild_id);
    match register(discord, scope).await {
        Ok(Synced::UpToDate { count }) => {
            tracing::info!("slash commands up to date: {count} registered {scope}");
        }
        Ok(Synced::Registered { count, was }) => tracing::info!(
            "slash commands registered {scope}: {count} ({was}){}",
            match scope {
                Scope::Global => "; Discord can take a few minutes to show them everywhere",
                Scope::Guild(_) => "",
            }
        ),
        Err(e) => tracing::error!(
            error = %e,
            "could not register the slash commands {scope}; the bot runs on, and \
             `backrank commands register` tries again"
        ),
    }
}
