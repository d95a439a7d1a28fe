//! Club nights on their own clock: the meetup's tasks (the reminder, the
//! start post with round 1 and the pairings, later rounds, next week's
//! night) made once each, whichever process gets there first, and
//! Discord's scheduled events kept in step.
//!
//! - [`guild_events`]: Discord's scheduled events, as the meetups use them.

pub mod guild_events;
