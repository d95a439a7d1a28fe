//! The `backrank` command line: checks the arguments, calls the library,
//! prints a text or JSON view of the result.
//!
//! Output goes to stdout only on success; errors go to stderr and exit with
//! 2 for bad input (the person can fix it) and 1 for anything else.
//!
//! [`main`] (`entry`) reads the arguments (`args`) and ends with the exit
//! status a [`CliError`] (`error`) calls for; [`run`] (`dispatch`) calls
//! the command's own module (`roll`, `replay`, `doctor`, …) with that
//! command's arguments.

pub mod args;
mod audit;
#[cfg(feature = "beacon")]
mod beacon;
mod config;
mod console;
mod devices;
mod dispatch;
mod doctor;
mod entry;
mod error;
mod event_rules;
mod hardware;
mod lang;
mod pairings;
mod png;
mod position;
mod progress;
mod replay;
mod roll;
mod roll_spec;
mod serve;
mod shared_args;
mod shown_roll;
mod slash_commands;
mod stats;
mod store;
mod test_device;
mod text;
mod variant_files;
mod variants;
mod verify_event;
mod web;

pub use dispatch::run;
pub use entry::main;
pub use error::CliError;
