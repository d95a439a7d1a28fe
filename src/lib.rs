//! Backrank.
pub mod board;
pub mod explore;
pub mod method;
pub mod numbering;
pub mod text;
pub mod variant;
