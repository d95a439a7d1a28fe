//! A scope's rolls, counted and judged against fair dice and the exact
//! chances of each method ([`tally`]), and what `/stats` and `backrank
//! stats` show of them ([`view`]).

pub mod tally;
pub mod view;

use crate::app::variants::Variants;
use crate::store::Store;

/// Statistics where people act: the store the rolls are read from, and
/// the variants they were rolled in (a server's own, in the version
/// kept).
#[derive(Clone, Copy)]
pub struct Statistics<'a> {
    store: &'a dyn Store,
    variants: Variants<'a>,
}

impl<'a> Statistics<'a> {
    /// Statistics read through `store`, with `variants`.
    #[must_use]
    pub fn new(store: &'a dyn Store, variants: Variants<'a>) -> Statistics<'a> {
        Statistics { store, variants }
    }
}
