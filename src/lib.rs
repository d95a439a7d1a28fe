//! Backrank.
pub mod board;
pub mod variant;
