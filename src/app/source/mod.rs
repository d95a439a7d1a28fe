//! Where a roll's throws come from: a source named as people write it
//! ([`spec`]: `os`, `seed:TEXT`, `typed`, `serial:PATH`, `exec:COMMAND`,
//! `beacon:ROUND`) and named back to them in their language ([`names`]);
//! a hardware source as a process holds it, with its health tests
//! ([`tower`]); and drand's public randomness beacon ([`beacon`]), with
//! what checks its draws offline ([`beacon_check`]), which every build
//! can show.

#[cfg(feature = "beacon")]
pub mod beacon;
pub mod beacon_check;
pub mod names;
pub mod spec;
pub mod tower;
