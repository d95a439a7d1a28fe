//! The core: variants, hand procedures, rolls, numbering, the exact audit.
//! Plain data and pure functions: no I/O, no async runtime, no Discord.
//! Everything above it (the app, the store, the bot) imports from here,
//! and nothing here imports from them.

pub mod audit;
pub mod board;
pub mod catalogue;
pub mod commitment;
pub mod custom;
pub mod fen;
pub mod method;
pub mod numbering;
pub mod position;
pub mod procedures;
pub mod replay;
pub mod roll;
pub mod stats;
pub mod text;
pub mod variant;
