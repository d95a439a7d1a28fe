//! Faces nobody can know in advance: drand, the League of Entropy's
//! public randomness beacon.
//!
//! A drand chain publishes a round every few seconds, signed with a
//! threshold BLS key that no single party holds. Backrank fixes which
//! round decides a roll before that round exists, fetches it from the
//! relays ([`Relays`]), verifies its signature against the chain's key
//! ([`Chain::verify`]; an unverified round is never used), and draws the
//! faces by a rule anyone can redo ([`BeaconDraw`], written down in
//! [`derive`]).
//!
//! # Examples
//!
//! ```
//! use backrank_beacon::{BeaconDraw, Chain, Round};
//! use backrank_entropy::Die;
//!
//! // Quicknet's round 1000, as every relay publishes it.
//! let round = Round {
//!     number: 1000,
//!     signature: hex::decode(
//!         "b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125\
//!          e342b73a8dd2bacbe47e4b6b63ed5e39",
//!     )
//!     .unwrap(),
//!     previous_signature: Vec::new(),
//! };
//! let verified = Chain::quicknet().verify(&round).unwrap();
//! let mut draw = BeaconDraw::new(verified, "roll").unwrap();
//! let face = draw.face(Die::D6);
//! assert!((1..=6).contains(&face.value()));
//! ```

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

pub mod chain;
pub mod derive;
pub mod relay;
#[cfg(feature = "testing")]
pub mod testing;
mod verify;

pub use chain::{Chain, ChainError, Scheme, UnknownScheme};
pub use derive::{BeaconDraw, PurposeError};
pub use relay::{FetchError, Relays, RelaysError};
pub use verify::{Round, Verified, VerifyError};
