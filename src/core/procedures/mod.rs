//! The hand procedures, one file per family.

pub mod carrillo;
pub mod chess25;
pub mod chess960;
pub mod crc;
