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
//! - [`board`]: pieces, sides, squares and square colours.
//! - [`variant`]: the variants as data, the rules of each legal set, and the
//!   brute-force count of it.
//! - [`method`]: hand procedures as plain code over a [`method::Chooser`];
//!   the [`method::Table`] they fill, the device rules
//!   ([`method::rule`]) and the `number` method.
//! - [`numbering`]: each variant's position numbers (Scharnagl's SP numbers
//!   for Chess960), decoded and encoded by the same fixed-radix procedure.
//! - [`roll`]: running a method on faces, from a list or from an entropy
//!   source, into a [`position::Position`] and a record of steps.
//! - [`replay`]: short replay codes that reproduce a roll.
//! - [`audit`]: the exact fairness audit, walking every path of a
//!   procedure's choice tree ([`explore`]) with exact weights.
//! - [`position`], [`fen`]: the finished position, its diagram and FEN.
//! - [`render`]: board images (PNG) in Backrank's own piece art.
//! - [`bot`]: the Discord bot: one handler from a parsed interaction to a
//!   reply (rolls, roll-alongs, server settings, daily challenges), and
//!   its transports (the serenity gateway client, the signed HTTP
//!   interactions endpoint, a local console).
//! - [`store`]: what the bot remembers (saved rolls, roll-alongs in
//!   progress, server settings, daily posts) behind the [`store::Store`]
//!   trait; SQLite today.
//! - [`daily`]: the daily challenge scheduler (time zones, exactly-once
//!   posting) and [`clock`], the one place "now" comes from.
//! - [`sources`], [`settings`], [`cli`]: naming entropy sources, layered
//!   settings, and the `backrank` command line.
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
//! let spec = RollSpec {
//!     variant: Variant::Chess960,
//!     method: Variant::Chess960.method(Method::Number).unwrap(),
//!     dice: Die::Coin,
//! };
//! let roll = roll::run(spec, &flips).unwrap();
//! assert_eq!(roll.position.number(), 777);
//! assert_eq!(Fen(&roll.position).to_string(), "qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN w KQkq - 0 1");
//! ```

pub mod app;
pub mod bot;
pub mod cli;
pub mod core;
pub mod daily;
pub mod discord;
pub mod render;
pub mod serve;
pub mod store;
