//! The hand procedures, one file per family.

pub mod carrillo;
pub mod chess25;
pub mod chess960;
pub mod crc;

use crate::method::Code;

/// The procedures written in code, by the name the built-in variant files
/// give them (the `number` method is the catalogue's).
pub fn builtin(name: &str) -> Option<Code> {
    let code: Code = match name {
        "pawn-method" => chess960::pawns,
        "relocation" => chess25::relocation,
        "scharnagl" => crc::scharnagl,
        "korean" => carrillo::korean,
        _ => return None,
    };
    Some(code)
}
