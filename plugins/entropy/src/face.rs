//! One face of one device, and a throw as the record keeps it.

use std::fmt;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use crate::Die;

/// A face of a [`Die`], checked to be one the device has.
///
/// Faces count from 1. A coin's faces are 1 = heads and 2 = tails, shown as
/// `H` and `T`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Face {
    die: Die,
    value: u8,
}

/// A face that the device does not have, or text that is not a face.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FaceError {
    #[error("{value} is not a face of a {die}: use {}", range_hint(*.die))]
    OutOfRange { die: Die, value: u64 },
    #[error("'{token}' is not a face of a {die}: use {}", range_hint(*.die))]
    NotAFace { die: Die, token: String },
}

fn range_hint(die: Die) -> String {
    match die {
        Die::Coin => "H (heads) or T (tails)".to_owned(),
        d => format!("a number from 1 to {}", d.sides()),
    }
}

impl Face {
    /// The face `value` (counting from 1) of `die`.
    ///
    /// # Errors
    ///
    /// [`FaceError::OutOfRange`] if the device has no such face.
    pub fn new(die: Die, value: u8) -> Result<Face, FaceError> {
        if (1..=die.sides()).contains(&value) {
            Ok(Face { die, value })
        } else {
            Err(FaceError::OutOfRange {
                die,
                value: value.into(),
            })
        }
    }

    /// Heads of a coin.
    pub const HEADS: Face = Face {
        die: Die::Coin,
        value: 1,
    };
    /// Tails of a coin.
    pub const TAILS: Face = Face {
        die: Die::Coin,
        value: 2,
    };

    /// Reads one face as people write it: `H`/`T` (or `heads`/`tails`) for a
    /// coin, a number for a die.
    ///
    /// # Errors
    ///
    /// [`FaceError`] naming the token if it is not a face of `die`.
    pub fn parse_token(die: Die, token: &str) -> Result<Face, FaceError> {
        let not_a_face = || FaceError::NotAFace {
            die,
            token: token.chars().take(20).collect(),
        };
        if die == Die::Coin {
            return match token.to_ascii_lowercase().as_str() {
                "h" | "heads" | "head" => Ok(Face::HEADS),
                "t" | "tails" | "tail" => Ok(Face::TAILS),
                _ => Err(not_a_face()),
            };
        }
        if token.is_empty() || token.len() > 3 || !token.bytes().all(|b| b.is_ascii_digit()) {
            return Err(not_a_face());
        }
        let value: u64 = token.parse().map_err(|_| not_a_face())?;
        u8::try_from(value)
            .ok()
            .and_then(|v| Face::new(die, v).ok())
            .ok_or(FaceError::OutOfRange { die, value })
    }

    /// The device this face belongs to.
    pub const fn die(self) -> Die {
        self.die
    }

    /// The face's number, counting from 1 (coin: 1 = heads, 2 = tails).
    pub const fn value(self) -> u8 {
        self.value
    }

    /// The face counted from 0, as digits are.
    pub const fn index(self) -> u8 {
        self.value - 1
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.die, self.value) {
            (Die::Coin, 1) => f.write_str("H"),
            (Die::Coin, _) => f.write_str("T"),
            (_, v) => write!(f, "{v}"),
        }
    }
}

/// Dice faces serialize as numbers, coin faces as `"H"` / `"T"`: the way
/// people read them.
impl Serialize for Face {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.die {
            Die::Coin => s.serialize_str(&self.to_string()),
            _ => s.serialize_u8(self.value),
        }
    }
}

/// One throw as the record keeps it: the face, and whether the rule kept it or
/// said to throw again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Throw {
    pub face: Face,
    pub kept: bool,
}

impl Serialize for Throw {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Throw", 3)?;
        st.serialize_field("die", &self.face.die)?;
        st.serialize_field("face", &self.face)?;
        st.serialize_field("kept", &self.kept)?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_of_every_die_round_trips_through_its_text() {
        for die in Die::ALL {
            for v in 1..=die.sides() {
                let face = Face::new(die, v).unwrap();
                assert_eq!(Face::parse_token(die, &face.to_string()).unwrap(), face);
            }
            assert!(Face::new(die, 0).is_err());
            assert!(Face::new(die, die.sides() + 1).is_err());
        }
    }

    #[test]
    fn bad_tokens_are_named() {
        let e = Face::parse_token(Die::D6, "x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "'x' is not a face of a d6: use a number from 1 to 6"
        );
        let e = Face::parse_token(Die::D6, "7").unwrap_err();
        assert_eq!(
            e.to_string(),
            "7 is not a face of a d6: use a number from 1 to 6"
        );
        let e = Face::parse_token(Die::Coin, "1").unwrap_err();
        assert!(e.to_string().contains("H (heads) or T (tails)"));
        assert!(Face::parse_token(Die::D20, "99999999999999999999").is_err());
        assert!(Face::parse_token(Die::D20, "-1").is_err());
        assert!(Face::parse_token(Die::D20, "").is_err());
    }

    #[test]
    fn throws_serialize_as_people_read_them() {
        let t = Throw {
            face: Face::new(Die::D6, 5).unwrap(),
            kept: false,
        };
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            r#"{"die":"d6","face":5,"kept":false}"#
        );
        let t = Throw {
            face: Face::TAILS,
            kept: true,
        };
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            r#"{"die":"coin","face":"T","kept":true}"#
        );
    }
}
