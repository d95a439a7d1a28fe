//! The language hand procedures are written in: a procedure fills one
//! side's row on a [`Table`], asking a [`Chooser`] for every random choice.
//! It never sees a die, so the same code runs a roll, replays a record,
//! decodes a position number and is enumerated by the exact audit.
//!
//! - [`chooser`]: what a procedure asks ([`Ask`], [`Note`]) and how it
//!   stops ([`Stop`]); [`Silent`], a chooser that keeps nothing.
//! - [`table`]: the row being filled and the steps every procedure shares.
//! - [`rule`]: device rules, how a person turns throws into a choice.
//! - [`explore`]: walking every path of a procedure's choice tree.

pub mod chooser;
pub mod explore;
pub mod rule;
pub mod table;

pub use chooser::{Ask, Chooser, NeedMore, Note, Silent, Stop};
pub use rule::{DeviceRule, Exact, Technique, Verdict};
pub use table::{Among, Table};

/// A procedure fills one side's row.
pub type Procedure = fn(&mut Table<'_>, &mut dyn Chooser) -> Result<(), Stop>;
