//! The application: what the bot and the command line share above the
//! core. The process's long-lived things ([`App`]: settings, the store, the
//! clock, the renderer, the hardware source), the one error type the person
//! and the maintainer read ([`error::AppError`]), rolling and saving,
//! presenting a roll, and the transport-neutral [`reply::Reply`].

pub mod clock;
pub mod error;
pub mod rate;
pub mod reply;
pub mod settings;
pub mod sources;
pub mod tower;
