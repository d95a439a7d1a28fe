//! Discord's side of the bot's replies: [`builders`] turns a
//! [`crate::app::reply::Reply`] into serenity's request builders, [`rest`]
//! is the REST client and the calls that finish a deferred interaction
//! ([`delivery`] sends them, with retries), and
//! [`poster::DiscordPoster`] posts the daily challenges. Reading
//! interactions into the bot's actions is the bot's own work
//! (`bot::transport::incoming`).

pub mod attachments;
pub mod builders;
pub mod delivery;
pub mod poster;
pub mod rest;

pub use poster::DiscordPoster;
