//! Events: one position per round for every board, drawn before the
//! first round and provably not chosen by hand.
//!
//! When an event starts, each round gets a seed of 256 bits from the
//! operating system, and the bot publishes, for each round, the SHA-256
//! of the event's name, the round and the seed ([`commitment`]). A round
//! is revealed by its seed: anyone can hash it to check the published
//! commitment, and roll the position from it exactly as `backrank roll
//! … --source seed:SEED` does. The seeds are fixed before anyone knows a
//! position, and a seed cannot be changed afterwards without changing its
//! hash. An event drawn from drand's beacon ([`beacon`]) fixes each
//! round's beacon round instead, when it is revealed.
//!
//! The commitments are kept exactly as published: a reveal checks the kept
//! seed against them and refuses a seed changed in the store afterwards. A
//! round counts as revealed only once its position was rolled and its
//! message made.
//!
//! An event started with draw rules (issue 52: no position twice,
//! positions left out; [`rules`]) commits to them in every round's
//! commitment, and draws each round in attempts until one gives a
//! position the rules allow ([`draw`]).
//!
//! # Layout
//!
//! Read top-down; each file imports only those above it.
//!
//! - [`name`]: an event's name, checked.
//! - [`commitment`]: seeds, commitments and their check.
//! - [`draw`]: a round drawn under the rules, attempt after attempt.
//! - [`round`]: a revealed round and what decided it.
//! - [`beacon`]: rounds from drand's beacon: fixed, fetched, verified.
//! - [`check`]: a revealed round checked again for every face that shows
//!   it.
//! - [`reveal`]: the next round revealed and counted.
//! - [`rules`]: the rules `/event start` asks for, resolved.
//! - [`lines`]: the command lines that redo and check a round.

#[cfg(feature = "beacon")]
pub mod beacon;
pub mod check;
pub mod commitment;
pub mod draw;
pub mod lines;
pub mod name;
pub mod reveal;
pub mod round;
pub mod rules;
