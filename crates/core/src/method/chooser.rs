//! What a procedure asks for, and the ways it can stop.
//!
//! A procedure never sees a die. It asks a [`Chooser`] for a uniform choice
//! among `k` options; the chooser behind it may be throwing faces (a roll),
//! reading digits of a position number (decoding), or branching over every
//! option (the exact audit). Text for the record is passed as closures, so
//! the audit, which makes millions of choices, never formats a string.

use backrank_entropy::{Die, Throw};
use serde::Serialize;

use crate::board::Color;
use crate::i18n::Text;
use crate::method::rule::Technique;

/// A request for a uniform choice among `k` options.
pub struct Ask<'a> {
    pub k: u32,
    pub technique: Technique,
    pub side: Color,
    /// What is being chosen ("Dark-squared bishop").
    pub title: &'a Text,
    /// How to count the options at the table, naming them.
    pub how: &'a dyn Fn() -> Text,
    /// The name of option `i` (counted from 0): a square, a pair, a label.
    pub label: &'a dyn Fn(u32) -> Text,
}

/// Something the record should show besides a choice.
pub enum Note<'a> {
    /// What the last step did ("Bishop on e1").
    Outcome(&'a dyn Fn() -> Text),
    /// A step that needs no throw. `working` is its arithmetic, where it
    /// has some ("308 ÷ 4 = 77 remainder 0 → 1st: b1"), for the short
    /// record that shows no instructions.
    Forced {
        side: Color,
        title: &'a Text,
        text: &'a dyn Fn() -> Text,
        working: Option<&'a dyn Fn() -> Text>,
    },
    /// The procedure starts over, and why.
    StartOver(&'a dyn Fn() -> Text),
}

/// Why a procedure stopped before finishing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The faces ran out: throw this device next.
    NeedMore(NeedMore),
    /// The procedure's own rule says to start again (an unprotected pawn).
    StartOver,
    /// Searching for a target arrangement: this branch cannot reach it.
    Mismatch,
    /// A procedure broke its own invariants. Never caused by input.
    Bug(&'static str),
}

/// The faces ran out in the middle of a step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NeedMore {
    /// The device to throw next.
    pub die: Die,
    /// The step that needs it, counting from 1 as the record does.
    pub step: usize,
    pub side: Color,
    pub title: Text,
    /// The step's full instruction, to show the person what to do.
    pub instruction: Text,
    /// Throws already made in this step.
    pub throws: Vec<Throw>,
}

/// Answers a procedure's choices.
pub trait Chooser {
    /// The device behind the choices (planning a number's digits needs it).
    fn device(&self) -> Die;

    /// A uniform choice among `ask.k` options, counted from 0.
    ///
    /// # Errors
    ///
    /// A [`Stop`] when the choice cannot be made now.
    fn choose(&mut self, ask: &Ask<'_>) -> Result<u32, Stop>;

    /// Takes note of something for the record; most choosers ignore it.
    fn note(&mut self, _note: Note<'_>) {}
}

/// A chooser that keeps nothing and answers no free choice: for code that
/// only needs a procedure's forced steps (decoding a position number).
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Chooser for Silent {
    fn device(&self) -> Die {
        Die::D6
    }

    fn choose(&mut self, _: &Ask<'_>) -> Result<u32, Stop> {
        Err(Stop::Bug("a silent chooser answers no free choice"))
    }
}
