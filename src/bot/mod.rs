//! The Discord bot: one handler, several transports.
//!
//! - [`command`]: what users ask, parsed from any transport's options.
//! - [`handler`]: the one function from an action to a [`reply::Reply`];
//!   `guided` (`/roll-along`) and `admin` (`/settings`, `/daily`) add to it.
//! - [`reply`]: the reply, independent of transport, within Discord's limits.
//! - [`discord`]: interactions in, responses out (serenity's models and
//!   builders), for every transport.
//! - Transports: [`gateway`] (serenity client, the default), [`http`] (the
//!   signed interactions endpoint), [`console`] (a local prompt).

mod admin;
pub mod command;
pub mod console;
pub mod discord;
pub mod gateway;
mod guided;
pub mod handler;
pub mod http;
pub mod relay;

pub use crate::app::error::AppError;
pub use crate::app::reply::Reply;
pub use command::{Action, Caller, Command, Press, RandomArgs, RecordKey, Value};
pub use handler::{Bot, Plan};
