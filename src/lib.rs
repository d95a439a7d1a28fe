//! Backrank: random chess-variant setups that people can redo by hand.
//!
//! A roll draws a starting position with a hand procedure (bishops on a
//! dark and a light square, then the queen, …), turning each choice into
//! throws of a real device by rules a person can follow at the table, and
//! keeps the record of every throw. The same core replays records, numbers
//! positions, and proves each method fair or not with an exact audit.
//!
//! # Layout
//!
//! By layer, lowest first. The rule: imports point down only (the
//! architecture test reads the sources and enforces it).
//!
//! - [`i18n`], [`core`] and [`render`]: the crate `backrank-core`
//!   (`crates/core`), re-exported here: the languages Backrank speaks and
//!   [`i18n::Text`]; the domain, with no I/O ([`core::variant`],
//!   [`core::method`], [`core::procedures`], [`core::catalogue`],
//!   [`core::roll`], [`core::replay`], [`core::audit`], …); board images
//!   and charts (PNG) in Backrank's own piece art. A crate of its own, it
//!   cannot import from the layers above, and the dev profile optimises it
//!   and not them (Cargo.toml says why).
//! - [`store`]: what the bot remembers (rolls, roll-alongs, server
//!   settings, daily posts, device health, interaction ids) behind the
//!   [`store::Store`] trait: SQLite on one machine, PostgreSQL across hosts.
//! - [`app`]: [`app::App`] (the settings, the store, the clock, the
//!   boards, the hardware source) and the areas it hands out behind small
//!   handles: variants ([`app::variants`]), entropy sources and the tower
//!   ([`app::source`]), the one roll maker and rolls kept
//!   ([`app::rolls`]), events ([`app::event`]), Play on lichess
//!   ([`app::play`]), statistics ([`app::stats`]), servers' settings and
//!   people's looks ([`app::servers`], [`app::people`]); what people are
//!   shown of a roll, an event round or an audit, built once for every
//!   face ([`app::view`]); what a running bot counts ([`app::metrics`]);
//!   and [`app::error::AppError`].
//! - [`discord`]: Discord's side: a reply as Discord takes it and its
//!   limits, the app's views laid out as messages ([`discord::present`]),
//!   serenity's builders, the REST client.
//! - [`daily`]: the daily challenge: its post and the exactly-once
//!   scheduler, holding the `App`.
//! - [`http`]: the HTTP plumbing the servers share: the accept loop
//!   (connection cap, header timeout, graceful shutdown) and the `[http]`
//!   limits (requests in flight, whole-request timeout), for the
//!   interactions endpoint, the web pages and `serve`.
//! - [`bot`]: [`bot::Bot`], the `App` answering interactions: one file per
//!   command ([`bot::commands`]) and the transports ([`bot::transport`]:
//!   gateway, HTTP endpoint, console).
//! - [`web`]: the table's web pages (`backrank web`): a roll's page from
//!   its replay code, a position by number, JSON and PGN for other tools.
//!   It stands on [`http`], and imports nothing of the bot.
//! - [`serve`]: `backrank serve`, starting everything under one shutdown
//!   (the daily poster through Discord included), the log, and the
//!   operator's routes (`/metrics`, `/healthz`, `/readyz`).
//! - [`cli`]: the `backrank` command line.
//!
//! The entropy side lives in `plugins/`: `backrank-entropy` (the
//! `EntropySource` trait, `Die`, `Face`, health tests, the line protocol),
//! `backrank-os-rng`, `backrank-typed`, `backrank-serial` (dice towers and
//! hardware RNGs) and `backrank-exec` (external programs).
//!
//! # Examples
//!
//! The ten-flip Chess960 method: heads = 1, first flip highest.
//!
//! ```
//! use backrank::core::fen::Fen;
//! use backrank::core::roll::{self, RollSpec};
//! use backrank::core::variant::Variant;
//! use backrank::core::catalogue::Method;
//! use backrank_entropy::{Die, Face};
//!
//! let flips: Vec<Face> = "HHTTTTHTTH"
//!     .chars()
//!     .map(|c| Face::parse_token(Die::Coin, &c.to_string()).unwrap())
//!     .collect();
//! let spec = RollSpec::new(
//!     Variant::Chess960,
//!     Variant::Chess960.method(Method::Number).unwrap(),
//!     Die::Coin,
//! );
//! let roll = roll::run(spec, &flips).unwrap();
//! assert_eq!(roll.position.number(), 777);
//! assert_eq!(Fen(&roll.position).to_string(), "qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN w KQkq - 0 1");
//! ```

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

// `msg!`, the message ids the compiler checks, in every module here.
#[macro_use]
pub extern crate backrank_core;

pub use backrank_core as core;
pub use backrank_core::{i18n, msg, render};

pub mod app;
pub mod bot;
pub mod cli;
pub mod daily;
pub mod discord;
pub mod http;
pub mod meetup;
pub mod serve;
pub mod store;
pub mod web;
