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
//! - [`steps`]: procedures written as data, as variant files spell them.

pub mod chooser;
pub mod explore;
pub mod rule;
pub mod steps;
pub mod table;

pub use chooser::{Ask, Chooser, NeedMore, Note, Silent, Stop};
pub use rule::{DeviceRule, Exact, Technique, UnfairRule, Verdict};
pub use table::{Among, Table};

pub use steps::Step;

/// A procedure written in code.
pub type Code = fn(&mut Table<'_>, &mut dyn Chooser) -> Result<(), Stop>;

/// A procedure fills one side's row: code for what steps cannot say
/// (Korean Random's halves, Chess25's relocations), steps for the rest.
#[derive(Clone, Debug)]
pub enum Procedure {
    Code(Code),
    Steps(Vec<Step>),
}

impl Procedure {
    /// Fills `t`'s row, asking `ch` for every choice.
    ///
    /// # Errors
    ///
    /// [`Stop`]: out of faces, start over, or a search's wrong branch.
    pub fn run(&self, t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
        match self {
            Procedure::Code(f) => f(t, ch),
            Procedure::Steps(steps) => steps::run(steps, t, ch),
        }
    }
}
