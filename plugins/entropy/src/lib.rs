//! The one thing a Backrank entropy plugin depends on.
//!
//! A plugin turns something physical or computational (the OS random number
//! generator, a dice tower on a serial port, a program, a person typing faces)
//! into [`Face`]s of a [`Die`], one [`EntropySource::throw`] at a time. Backrank's
//! core decides which die to ask for and what the faces mean; a source only
//! throws.
//!
//! # Examples
//!
//! ```
//! use backrank_entropy::{Die, Face};
//!
//! let d6: Die = "d6".parse().unwrap();
//! let five = Face::new(d6, 5).unwrap();
//! assert_eq!(five.to_string(), "5");
//! assert_eq!(Face::parse_token(Die::Coin, "h").unwrap().to_string(), "H");
//! assert!(Face::new(d6, 7).is_err());
//! ```

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

mod die;
mod face;
pub mod health;
pub mod lines;
mod source;

pub use die::{Die, ParseDieError};
pub use face::{Face, FaceError, Throw};
pub use health::{
    HealthByDie, HealthChecked, HealthCounters, HealthFailure, HealthReport, HealthState,
    HealthTests, Refusal,
};
#[cfg(any(test, feature = "mock"))]
pub use source::MockEntropySource;
pub use source::{EntropyError, EntropySource};
