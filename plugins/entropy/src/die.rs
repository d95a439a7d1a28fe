//! The devices a person can throw at the table.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A physical randomizing device: a coin or a polyhedral die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Die {
    /// Heads or tails (faces 1 = heads, 2 = tails).
    Coin,
    D4,
    D6,
    D8,
    D10,
    D12,
    D20,
}

impl Die {
    /// Every device, smallest first.
    pub const ALL: [Die; 7] = [
        Die::Coin,
        Die::D4,
        Die::D6,
        Die::D8,
        Die::D10,
        Die::D12,
        Die::D20,
    ];

    /// The number of faces.
    pub const fn sides(self) -> u8 {
        match self {
            Die::Coin => 2,
            Die::D4 => 4,
            Die::D6 => 6,
            Die::D8 => 8,
            Die::D10 => 10,
            Die::D12 => 12,
            Die::D20 => 20,
        }
    }

    /// The name users type: `coin`, `d4`, … `d20`.
    pub const fn name(self) -> &'static str {
        match self {
            Die::Coin => "coin",
            Die::D4 => "d4",
            Die::D6 => "d6",
            Die::D8 => "d8",
            Die::D10 => "d10",
            Die::D12 => "d12",
            Die::D20 => "d20",
        }
    }

    /// "toss" for a coin, "throw" for a die: the verb for instructions.
    pub const fn verb(self) -> &'static str {
        match self {
            Die::Coin => "toss",
            _ => "throw",
        }
    }

    /// The die with this many sides, if there is one.
    pub fn from_sides(sides: u8) -> Option<Die> {
        Die::ALL.into_iter().find(|d| d.sides() == sides)
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text named no device Backrank knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown device '{given}': use one of coin, d4, d6, d8, d10, d12, d20")]
pub struct ParseDieError {
    /// What was given (shortened if long).
    pub given: String,
}

impl FromStr for Die {
    type Err = ParseDieError;

    fn from_str(s: &str) -> Result<Die, ParseDieError> {
        let t = s.trim().to_ascii_lowercase();
        let found = match t.as_str() {
            "coin" | "coins" | "c" | "d2" => Some(Die::Coin),
            _ => t
                .strip_prefix('d')
                .and_then(|n| n.parse::<u8>().ok())
                .and_then(Die::from_sides)
                .filter(|d| *d != Die::Coin),
        };
        found.ok_or_else(|| ParseDieError {
            given: s.chars().take(40).collect(),
        })
    }
}

impl TryFrom<String> for Die {
    type Error = ParseDieError;
    fn try_from(s: String) -> Result<Die, ParseDieError> {
        s.parse()
    }
}

impl From<Die> for String {
    fn from(d: Die) -> String {
        d.name().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for d in Die::ALL {
            assert_eq!(d.name().parse::<Die>().unwrap(), d);
            assert_eq!(d.to_string().to_uppercase().parse::<Die>().unwrap(), d);
        }
    }

    #[test]
    fn sides_are_distinct_and_known() {
        let sides: Vec<u8> = Die::ALL.iter().map(|d| d.sides()).collect();
        assert_eq!(sides, [2, 4, 6, 8, 10, 12, 20]);
    }

    #[test]
    fn unknown_devices_are_named_in_the_error() {
        let err = "d7".parse::<Die>().unwrap_err();
        assert_eq!(err.given, "d7");
        assert!(err.to_string().contains("'d7'"));
        assert!("".parse::<Die>().is_err());
        assert!("d".parse::<Die>().is_err());
        assert!("d2x".parse::<Die>().is_err());
    }
}
