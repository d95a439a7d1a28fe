//! Backrank's core: the languages it speaks, the variants and their hand
//! procedures, rolls, numbering, the exact audit, and board pictures. Plain
//! data and pure functions: no I/O, no async runtime, no Discord, no store.
//! The `backrank` crate (the app, the store, the bot, the command line)
//! builds on it, and re-exports it as `backrank::core`, `backrank::i18n`
//! and `backrank::render`; nothing here can import from there.
//!
//! A crate of its own so that the dev profile can optimise it (the audit's
//! and the renderer's hot loops) while the adapters above, mostly glue over
//! async runtimes and serde, build unoptimised and fast (issue 38: the first
//! `cargo run` and the tests).
//!
//! # Layout
//!
//! By layer, lowest first; imports point down only (the architecture test
//! reads the sources and enforces it).
//!
//! - [`i18n`]: the languages Backrank speaks (Project Fluent files under
//!   the repository's `locales/`) and [`i18n::Text`], words a lower layer
//!   writes and a reader's language renders.
//! - The domain: [`board`], [`variant`] (the variants as data and the rules
//!   of each legal set), [`method`] (the language of hand procedures:
//!   choosers, tables, device rules, the walk of every path),
//!   [`procedures`] (the procedures themselves), [`catalogue`] (the methods
//!   each variant offers, and the `number` method), [`numbering`],
//!   [`position`], [`fen`], [`roll`] (running a method on faces into a
//!   position and a record), [`replay`] (replay codes), [`audit`] (the
//!   exact fairness audit).
//! - [`commitment`] and [`draw_rules`]: an event round's commitment, and
//!   the rules its draw follows (no position twice, positions left out:
//!   attempt after attempt from the same seed or beacon round).
//! - [`names`]: names people give things, shown as themselves and told
//!   apart as they read.
//! - [`render`]: board images and charts (PNG) in Backrank's own piece art.

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

#[macro_use]
pub mod i18n;
pub mod render;

pub mod audit;
pub mod board;
pub mod catalogue;
pub mod commitment;
pub mod custom;
pub mod draw_rules;
pub mod fen;
pub mod method;
pub mod names;
pub mod numbering;
pub mod pairings;
pub mod position;
pub mod procedures;
pub mod replay;
pub mod roll;
pub mod stats;
pub mod text;
pub mod variant;
