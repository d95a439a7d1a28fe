//! Club nights (`/meetup`): a meetup is an event with a time and a place,
//! so its rounds are drawn, checked, shown, kept and counted as an event's.
//!
//! # Layout
//!
//! Read top-down; each file imports only those above it.
//!
//! - [`when`]: the time people type (`thursday 19:00`), read in a zone.
//! - [`pairing`]: who plays whom, drawn from the night's randomness.
//! - [`calendar`]: the server's coming nights as an iCalendar file.

pub mod calendar;
pub mod pairing;
pub mod when;
