//! A server's events, and the one a command means: by its name, or
//! without one the server's only running event (or its only event, when
//! none is running).

use super::Events;
use super::commitment::is_web_token;
use super::name::event_name;
use crate::app::error::AppError;
use crate::i18n::Text;
use crate::store::Event;

impl Events<'_> {
    /// The event `name` of the server `guild` (where the person acts), or
    /// without a name the server's only running event (or its only event,
    /// when none is running).
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] outside a server, for a name no event has, or
    /// when no name was given and the server has none or several (naming
    /// them); a store failure.
    pub async fn find(&self, guild: Option<u64>, name: Option<&str>) -> Result<Event, AppError> {
        let guild_id = guild.ok_or_else(|| Text::msg(msg!("error-event-server-only")))?;
        let Some(name) = name else {
            let all = self.store.events(guild_id).await?;
            return the_only_event(all);
        };
        let name = event_name(name)?;
        self.store
            .event(guild_id, name.clone())
            .await?
            .ok_or_else(|| {
                Text::msg(msg!("error-event-missing"))
                    .with("name", name)
                    .into()
            })
    }

    /// The event whose web page is `/e/TOKEN`; none for a token no event
    /// has, or one that could not be a token (never asked of the store).
    ///
    /// # Errors
    ///
    /// A store failure.
    pub async fn by_web_token(&self, token: &str) -> Result<Option<Event>, AppError> {
        if !is_web_token(token) {
            return Ok(None);
        }
        Ok(self.store.event_by_token(token.to_owned()).await?)
    }

    /// Every event of the server `guild` (where the person acts), newest
    /// first.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] outside a server, or when it has no event yet
    /// (saying how to start one); a store failure.
    pub async fn list(&self, guild: Option<u64>) -> Result<Vec<Event>, AppError> {
        let guild_id = guild.ok_or_else(|| Text::msg(msg!("error-event-server-only")))?;
        let all = self.store.events(guild_id).await?;
        if all.is_empty() {
            return Err(Text::msg(msg!("error-event-none")).into());
        }
        Ok(all)
    }

    /// The names of the server's events that contain `typed` (already
    /// trimmed), at most `most`, for a name while it is typed: running
    /// ones first, newest first within each; none outside a server or when
    /// the store cannot say (logged).
    pub async fn names_like(&self, guild: Option<u64>, typed: &str, most: usize) -> Vec<String> {
        let Some(guild) = guild else {
            return Vec::new();
        };
        let events = match self.store.events(guild).await {
            Ok(events) => events,
            Err(e) => {
                tracing::warn!(error = %e, guild, "event names for autocomplete could not be read");
                return Vec::new();
            }
        };
        let typed = typed.to_lowercase();
        let mut named: Vec<_> = events
            .into_iter()
            .filter(|e| e.event.name.to_lowercase().contains(&typed))
            .collect();
        // Stable: newest first stays within running and finished.
        named.sort_by_key(|e| e.revealed >= e.event.rounds());
        named.into_iter().take(most).map(|e| e.event.name).collect()
    }
}

/// The one event a command without a name means: the only one still
/// running, or else the only one there is; otherwise the asker is told
/// which there are.
fn the_only_event(all: Vec<Event>) -> Result<Event, AppError> {
    let running = |e: &Event| e.revealed < e.event.rounds();
    let names = |events: &[Event]| {
        events
            .iter()
            .take(10)
            .map(|e| format!("\"{}\"", e.event.name))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (mut live, mut done): (Vec<Event>, Vec<Event>) = all.into_iter().partition(running);
    if live.len() == 1 {
        return Ok(live.remove(0));
    }
    if live.is_empty() && done.len() == 1 {
        return Ok(done.remove(0));
    }
    let among = if live.is_empty() { &done } else { &live };
    Err(if among.is_empty() {
        Text::msg(msg!("error-event-none"))
    } else {
        Text::msg(msg!("error-event-which")).with("names", names(among))
    }
    .into())
}
