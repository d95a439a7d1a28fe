//! How interactions reach the bot and replies leave it.
//!
//! - [`gateway`]: serenity's gateway client (the default).
//! - [`http`]: the signed HTTP interactions endpoint.
//! - [`console`]: a local prompt, to try the bot without Discord.
//! - [`incoming`]: Discord's interactions read into actions, for both
//!   Discord transports.
//! - [`relay`]: answering within Discord's deadline, deferring when the
//!   work is slow, for both Discord transports.
//! - [`shards`]: which gateway shards a process runs, and which are up.
//! - [`shard_notes`]: the shards noted in the store, and others on them
//!   said plainly.
//! - [`deferred`]: deferred work, drained on shutdown.
//! - [`first_answer`]: the gateway's first answer, tried again within
//!   Discord's three seconds.
//! - [`register`]: the slash commands registered with Discord, in every
//!   mode, only when Discord's copy differs.

pub mod console;
pub mod deferred;
pub mod first_answer;
pub mod gateway;
pub mod http;
pub mod incoming;
pub mod reach;
pub mod register;
pub mod relay;
pub mod shard_notes;
pub mod shards;
