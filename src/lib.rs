//! Backrank.
pub mod audit;
pub mod board;
pub mod explore;
pub mod fen;
pub mod method;
pub mod numbering;
pub mod position;
pub mod replay;
pub mod roll;
pub mod text;
pub mod variant;
