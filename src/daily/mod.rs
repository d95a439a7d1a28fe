//! Daily challenges: a random position posted every day at a local time.
//!
//! - [`when`]: when each day's post is due, across daylight-saving changes.
//! - [`Scheduler`]: wakes for due posts and makes each exactly once, even
//!   with several bot processes on one store: a post is claimed in the
//!   store first (one transaction decides who makes it), and only the
//!   winner posts. A process that dies mid-post leaves its claim; after a
//!   lease another takes it over and posts with the same nonce, which
//!   Discord uses to drop a duplicate of a message that did get through.
//! - [`post`]: one day's challenge, rolled, saved, and its message.
//! - [`Poster`]: where posts go (`discord::DiscordPoster` for Discord's
//!   REST API; tests use their own).
//! - [`Servers`]: whose posts a scheduler makes (the bot's and the
//!   console's on one store each their own), for club nights' too.
//!
//! The daily side holds the [`crate::app::App`], never the bot: it posts on
//! its own clock, not in answer to an interaction.

pub mod post;
mod scheduler;
mod servers;
pub mod when;

use async_trait::async_trait;

pub use scheduler::{Scheduler, Tick};
pub use servers::Servers;

use crate::discord::reply::Reply;

/// Why a post did not get through.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PostError {
    /// The channel is gone (deleted, or the bot left the server).
    #[error("the channel is gone: {0}")]
    Gone(String),
    /// The bot may not post there.
    #[error("the bot may not post there: {0}")]
    Forbidden(String),
    /// Something that may pass (a timeout, Discord's side), after which the
    /// post may or may not have been made: try again later, with the same
    /// nonce, while Discord remembers it.
    #[error("{0}")]
    Passing(String),
    /// Something that may pass, before the post could reach Discord (the
    /// connection never opened): trying again risks no double.
    #[error("{0}")]
    Unsent(String),
}

/// Where the scheduler's messages go.
#[async_trait]
pub trait Poster: Send + Sync {
    /// Posts `reply` in `channel`; returns the message id. `nonce` is the
    /// same for every attempt at one day's post.
    async fn post(&self, channel: u64, reply: &Reply, nonce: &str) -> Result<u64, PostError>;
    /// Opens a thread on a posted message.
    async fn open_thread(&self, channel: u64, message: u64, name: &str) -> Result<(), PostError>;
    /// A short message to a server's log channel.
    async fn report(&self, channel: u64, text: &str) -> Result<(), PostError>;
}
