//! Club nights on their own clock: the meetup's tasks (the announcement,
//! the reminder, the start post with round 1 and the pairings, later
//! rounds, next week's night) made once each, whichever process gets
//! there first, and Discord's scheduled events kept in step. The meetup
//! side holds the [`crate::app::App`], never the bot, as the daily side
//! does.
//!
//! - [`guild_events`]: Discord's scheduled events, as the meetups use them.
//! - [`post`]: a night's messages, and where they go ([`NightPoster`]).
//! - [`MeetupScheduler`]: the loop that does each task once.

pub mod guild_events;
pub mod post;
mod scheduler;

pub use crate::daily::Servers;
pub use post::NightPoster;
pub use scheduler::{MeetupScheduler, NightTick};
