//! Discord's side of the bot's replies: [`builders`] turns a
//! [`crate::app::reply::Reply`] into serenity's request builders, [`rest`]
//! is the REST client and the calls that finish a deferred interaction
//! ([`delivery`] sends them, with retries), and
//! [`poster::DiscordPoster`] posts the daily challenges. [`api`] makes the
//! calls on the bot's own behalf (its application, its slash commands), and
//! [`commands`] keeps Discord's copy of the commands like this build's.
//! Reading
//! interactions into the bot's actions is the bot's own work
//! (`bot::transport::incoming`).

pub mod api;
pub mod attachments;
pub mod builders;
pub mod commands;
pub mod delivery;
pub mod poster;
pub mod rest;

pub use poster::DiscordPoster;
