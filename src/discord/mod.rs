//! Discord's side of the bot's replies: [`reply::Reply`] is a message as
//! Discord takes it, [`limits`] what Discord accepts, [`present`] lays out
//! the app's views (a roll, statistics) as messages, and
//! [`record_button`] makes and reads the "Full record" button;
//! [`markdown`] keeps words from elsewhere from formatting a message.
//! [`builders`] turns a reply into serenity's request builders, [`rest`] is
//! the REST client and the calls that finish a deferred interaction
//! ([`delivery`] sends them, with retries). [`api`] makes the calls on the
//! bot's own behalf (its application, its slash commands), and
//! [`commands`] keeps Discord's copy of the commands like this build's.
//! Reading interactions into the bot's actions is the bot's own work
//! (`bot::transport::incoming`); posting the daily challenges through
//! Discord is wired up by `serve`.

pub mod api;
pub mod attachments;
pub mod builders;
pub mod commands;
pub mod delivery;
pub mod limits;
pub mod markdown;
pub mod play_button;
pub mod present;
pub mod record_button;
pub mod reply;
pub mod rest;
pub mod token;
