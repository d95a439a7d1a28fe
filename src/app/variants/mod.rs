//! The variants people may name: the built-ins, this process's own files
//! (`[variants] dir`, `--variant-file`, read from disk: [`on_disk`]) and
//! each server's own (`/variant add`: [`server`]), kept in the store and
//! loaded into this process the first time they are needed
//! ([`loaded`]), found by name only in that server.
//!
//! Every face names variants through [`Variants::here`] (the built-ins,
//! this process's files, the server's own) or [`Variants::named`]; replay
//! codes through [`Variants::replay_code`], which also finds the older
//! versions of a server's files, so a roll made before a file was changed
//! or removed still replays as it was; and what a record kept through
//! [`Variants::kept_spec`] ([`kept`]).
//!
//! # Layout
//!
//! - [`names`]: a variant file's name, and what may be its digest.
//! - [`audit_cache`], [`on_disk`]: the process's own files, audited once.
//! - [`loaded`]: what this process knows of servers' files.
//! - [`server`]: [`Variants`] finding and adding a server's own.
//! - [`kept`]: what a record kept, read back.

pub mod audit_cache;
pub mod kept;
pub mod loaded;
pub mod names;
pub mod on_disk;
pub mod server;

use crate::app::clock::Clock;
use crate::store::Store;
use loaded::ServerFiles;

/// The variants known where a person acts: a handle on the store, what
/// this process has loaded of servers' files, and the clock (when a file
/// was added).
#[derive(Clone, Copy)]
pub struct Variants<'a> {
    store: &'a dyn Store,
    files: &'a ServerFiles,
    clock: &'a dyn Clock,
}

impl<'a> Variants<'a> {
    /// The variants read through `store`, with what this process has
    /// loaded of servers' files.
    #[must_use]
    pub fn new(store: &'a dyn Store, files: &'a ServerFiles, clock: &'a dyn Clock) -> Variants<'a> {
        Variants {
            store,
            files,
            clock,
        }
    }
}
