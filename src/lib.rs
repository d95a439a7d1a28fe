//! Backrank.
pub mod audit;
pub mod board;
pub mod cli;
pub mod explore;
pub mod fen;
pub mod method;
pub mod numbering;
pub mod position;
pub mod replay;
pub mod roll;
pub mod settings;
pub mod sources;
pub mod text;
pub mod variant;
