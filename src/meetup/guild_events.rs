//! Discord's scheduled events, as a meetup uses them: one "external"
//! event a night, at its place, made, moved and cancelled with it, and
//! who marked it "Interested".
//!
//! The trait keeps the meetups free of Discord's HTTP; the REST
//! implementation is `serve::guild_events`, tests use their own.

use async_trait::async_trait;

/// Discord's longest event name, in characters.
pub const NAME_MAX: usize = 100;
/// Discord's longest event description, in characters.
pub const DESCRIPTION_MAX: usize = 1000;
/// Discord's longest place of an external event, in characters.
pub const LOCATION_MAX: usize = 100;

/// A night's scheduled event as the bot asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuildEvent {
    /// 1–100 characters.
    pub name: String,
    /// Up to 1000 characters: the variant and how the position is drawn.
    pub description: String,
    /// 1–100 characters.
    pub location: String,
    /// Unix seconds.
    pub starts_at: i64,
    pub ends_at: i64,
}

impl GuildEvent {
    /// The event as Discord takes it: the name, the description and the
    /// place cut to Discord's lengths (on a character, never inside one,
    /// ending in "…"), surrounding spaces trimmed.
    ///
    /// # Errors
    ///
    /// [`GuildEventError::Refused`] naming what is wrong, when Discord
    /// would refuse the event whatever is cut: no name, no place (an
    /// external event must have one), or an end that is not after the
    /// start.
    pub fn fitted(&self) -> Result<GuildEvent, GuildEventError> {
        let name = clip(&self.name, NAME_MAX);
        if name.is_empty() {
            return Err(GuildEventError::Refused(
                "the event has no name; give the meetup a name".into(),
            ));
        }
        let location = clip(&self.location, LOCATION_MAX);
        if location.is_empty() {
            return Err(GuildEventError::Refused(
                "the event has no place (Discord's events outside a channel need one, of 1 to \
                 100 characters); give the meetup a place with `where:`"
                    .into(),
            ));
        }
        if self.ends_at <= self.starts_at {
            return Err(GuildEventError::Refused(format!(
                "the event ends ({}) before it starts ({}); give the meetup a length of at least \
                 a minute",
                self.ends_at, self.starts_at
            )));
        }
        Ok(GuildEvent {
            name,
            description: clip(&self.description, DESCRIPTION_MAX),
            location,
            starts_at: self.starts_at,
            ends_at: self.ends_at,
        })
    }
}

/// `text` trimmed and cut to at most `max` characters (Unicode scalar
/// values, as Discord and JSON Schema count them), ending in "…" when cut.
fn clip(text: &str, max: usize) -> String {
    let text = text.trim();
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let kept: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", kept.trim_end())
}

/// Why a call about a scheduled event failed. An implementation does not
/// log the failure it returns: the caller says it once, with the meetup.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GuildEventError {
    /// The bot may not manage the server's events (no Create Events or
    /// Manage Events permission): the meetup goes on without one. Holds
    /// Discord's reason ("Missing Permissions (Discord error 50013)").
    #[error("the bot may not make the server's events: {0}")]
    Forbidden(String),
    /// The event is gone (deleted by hand in Discord).
    #[error("the server's event is gone: {0}")]
    Gone(String),
    /// Discord refused what was sent (a bug, or a limit such as 100
    /// scheduled events a server), or would have: an event with no name or
    /// place, or one that ends before it starts, is not sent.
    #[error("Discord refused the event: {0}")]
    Refused(String),
    /// The network or Discord's side: may pass; try again later. A create
    /// that ends so may have made the event all the same (Discord failed
    /// after taking it).
    #[error("{0}")]
    Passing(String),
}

/// Discord's scheduled events of a server.
#[async_trait]
pub trait GuildEvents: Send + Sync {
    /// Makes the night's event: its id.
    async fn create(&self, guild: u64, event: &GuildEvent) -> Result<u64, GuildEventError>;
    /// Changes the night's event (a move, a new description).
    async fn modify(&self, guild: u64, id: u64, event: &GuildEvent) -> Result<(), GuildEventError>;
    /// Cancels the night's event.
    async fn cancel(&self, guild: u64, id: u64) -> Result<(), GuildEventError>;
    /// Everyone who marked the event "Interested", every page read: user
    /// ids, each once, in ascending order.
    async fn interested(&self, guild: u64, id: u64) -> Result<Vec<u64>, GuildEventError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn night() -> GuildEvent {
        GuildEvent {
            name: "Thursday 960".into(),
            description: "Chess960".into(),
            location: "Café Central".into(),
            starts_at: 1_000,
            ends_at: 2_000,
        }
    }

    #[test]
    fn long_text_is_cut_on_a_character() {
        let long = GuildEvent {
            name: "체".repeat(150),
            description: "é".repeat(1500),
            location: "🏰".repeat(101),
            ..night()
        };
        let fitted = long.fitted().unwrap();
        assert_eq!(fitted.name.chars().count(), NAME_MAX);
        assert!(fitted.name.ends_with('…'));
        assert_eq!(fitted.description.chars().count(), DESCRIPTION_MAX);
        assert_eq!(fitted.location.chars().count(), LOCATION_MAX);
        assert_eq!(night().fitted().unwrap(), night());
    }

    #[test]
    fn no_place_no_name_or_no_length_is_refused() {
        let nowhere = GuildEvent {
            location: "  ".into(),
            ..night()
        };
        assert!(
            matches!(nowhere.fitted(), Err(GuildEventError::Refused(m)) if m.contains("where:"))
        );
        let nameless = GuildEvent {
            name: String::new(),
            ..night()
        };
        assert!(
            matches!(nameless.fitted(), Err(GuildEventError::Refused(m)) if m.contains("name"))
        );
        let backwards = GuildEvent {
            ends_at: 1_000,
            ..night()
        };
        assert!(matches!(
            backwards.fitted(),
            Err(GuildEventError::Refused(_))
        ));
    }
}
