//! Discord's scheduled events, as a meetup uses them: one "external"
//! event a night, at its place, made, moved and cancelled with it, and
//! who marked it "Interested".
//!
//! The trait keeps the meetups free of Discord's HTTP; the REST
//! implementation is `serve::guild_events`, tests use their own.

use async_trait::async_trait;

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

/// Why a call about a scheduled event failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GuildEventError {
    /// The bot may not manage the server's events (no Create Events or
    /// Manage Events permission): the meetup goes on without one.
    #[error("the bot may not make the server's events: {0}")]
    Forbidden(String),
    /// The event is gone (deleted by hand in Discord).
    #[error("the server's event is gone: {0}")]
    Gone(String),
    /// Discord refused what was sent (a bug, or a limit such as 100
    /// scheduled events a server).
    #[error("Discord refused the event: {0}")]
    Refused(String),
    /// The network or Discord's side: may pass; try again later.
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
    /// Everyone who marked the event "Interested", every page read.
    async fn interested(&self, guild: u64, id: u64) -> Result<Vec<u64>, GuildEventError>;
}
