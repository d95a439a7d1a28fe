//! Who may manage Backrank in a server: decided here, for every front end.

use super::Servers;
use crate::app::error::AppError;
use crate::i18n::Text;
use crate::store::GuildSettings;

/// What a front end knows of the person asking, for the decision.
#[derive(Clone, Copy, Debug)]
pub struct Rights<'a> {
    /// The server they ask in; none outside servers.
    pub guild_id: Option<u64>,
    /// Whether Discord says they may manage the server (Manage Server or
    /// Administrator).
    pub manages_server: bool,
    /// Their roles in the server.
    pub roles: &'a [u64],
}

impl Servers<'_> {
    /// The server and its settings, if the person may manage Backrank
    /// there: with Manage Server (or Administrator), or with the server's
    /// manager role. `command` is what they tried (`event start`), named
    /// in a refusal.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] outside servers, or for someone with neither
    /// right; a store failure.
    pub async fn managed(
        &self,
        who: Rights<'_>,
        command: &str,
    ) -> Result<(u64, GuildSettings), AppError> {
        let guild_id = who
            .guild_id
            .ok_or_else(|| Text::msg(msg!("error-server-only")))?;
        let g = self.store.guild_settings(guild_id).await?;
        let by_role = g.manager_role.is_some_and(|r| who.roles.contains(&r));
        if who.manages_server || by_role {
            return Ok((guild_id, g));
        }
        Err(AppError::from(
            Text::msg(msg!("error-not-manager")).with("command", command),
        ))
    }
}
