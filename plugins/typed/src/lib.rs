//! Faces that people type in as they throw their own dice.
//!
//! Typed text is raw input; [`Faces`] is the checked value: every token is a
//! face of the named device, and the text is small enough to be a real roll.
//!
//! Faces are separated by spaces, commas or semicolons. Coins are `H`/`T`
//! (or `heads`/`tails`), and a run like `HHTTTTHTTH` is read as one face per
//! letter, the way the ten-flip Chess960 method writes its flips. Dice with
//! one-digit faces (d4, d6, d8) also take runs of digits: `5362` is 5, 3, 6, 2.
//!
//! # Examples
//!
//! ```
//! use backrank_entropy::Die;
//! use backrank_typed::Faces;
//!
//! let faces = Faces::parse(Die::D6, "5 3, 6 2").unwrap();
//! assert_eq!(faces.to_string(), "5 3 6 2");
//! let flips = Faces::parse(Die::Coin, "HHTT tails").unwrap();
//! assert_eq!(flips.to_string(), "H H T T T");
//!
//! let err = Faces::parse(Die::D6, "5 3 9").unwrap_err();
//! assert_eq!(err.to_string(), "face 3 ('9'): 9 is not a face of a d6: use a number from 1 to 6");
//! ```

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

use std::collections::VecDeque;
use std::fmt;

use async_trait::async_trait;
use backrank_entropy::{Die, EntropyError, EntropySource, Face, FaceError};

/// The longest typed text accepted. A real roll is a few dozen faces; anything
/// far longer is a paste gone wrong, and is refused rather than processed.
pub const MAX_TEXT_BYTES: usize = 4096;

/// The most faces accepted in one text.
pub const MAX_FACES: usize = 1000;

/// Why typed text is not a list of faces.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TypedError {
    #[error("the faces are {bytes} bytes long; type at most {MAX_TEXT_BYTES}")]
    TooLong { bytes: usize },
    #[error("{count} faces is more than any roll needs; type at most {MAX_FACES}")]
    TooMany { count: usize },
    /// `position` counts faces from 1, so the person can find the bad one.
    #[error("face {position} ('{token}'): {problem}")]
    BadFace {
        position: usize,
        token: String,
        problem: FaceError,
    },
}

/// A checked list of faces of one device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Faces {
    die: Die,
    faces: Vec<Face>,
}

impl Faces {
    /// Reads typed faces of `die`.
    ///
    /// # Errors
    ///
    /// [`TypedError`] naming the first bad face and its position, or saying
    /// the text is too long.
    pub fn parse(die: Die, text: &str) -> Result<Faces, TypedError> {
        if text.len() > MAX_TEXT_BYTES {
            return Err(TypedError::TooLong { bytes: text.len() });
        }
        let mut faces = Vec::new();
        let tokens = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|t| !t.is_empty());
        for token in tokens {
            for part in split_run(die, token) {
                let face = Face::parse_token(die, part).map_err(|problem| TypedError::BadFace {
                    position: faces.len() + 1,
                    token: part.chars().take(20).collect(),
                    problem,
                })?;
                faces.push(face);
                if faces.len() > MAX_FACES {
                    return Err(TypedError::TooMany { count: faces.len() });
                }
            }
        }
        Ok(Faces { die, faces })
    }

    /// Faces already checked elsewhere (a replay code, a button press).
    ///
    /// # Errors
    ///
    /// [`TypedError::BadFace`] if a face belongs to another device.
    pub fn from_faces(die: Die, faces: Vec<Face>) -> Result<Faces, TypedError> {
        if let Some((i, f)) = faces.iter().enumerate().find(|(_, f)| f.die() != die) {
            return Err(TypedError::BadFace {
                position: i + 1,
                token: f.to_string(),
                problem: FaceError::NotAFace {
                    die,
                    token: format!("{} {}", f.die(), f),
                },
            });
        }
        Ok(Faces { die, faces })
    }

    pub fn die(&self) -> Die {
        self.die
    }

    pub fn as_slice(&self) -> &[Face] {
        &self.faces
    }

    pub fn into_vec(self) -> Vec<Face> {
        self.faces
    }

    pub fn len(&self) -> usize {
        self.faces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.faces.is_empty()
    }
}

/// Splits a run of one-character faces (`HHTT`, `5362`) into single faces;
/// anything else stays one token.
fn split_run(die: Die, token: &str) -> Vec<&str> {
    let is_run = token.len() > 1
        && match die {
            Die::Coin => {
                let lower = token.to_ascii_lowercase();
                !matches!(lower.as_str(), "heads" | "head" | "tails" | "tail")
                    && lower.bytes().all(|b| b == b'h' || b == b't')
            }
            Die::D4 | Die::D6 | Die::D8 => token.bytes().all(|b| b.is_ascii_digit()),
            Die::D10 | Die::D12 | Die::D20 => false,
        };
    if is_run {
        // Only ASCII bytes reach here, so every index is a char boundary.
        (0..token.len()).map(|i| &token[i..i + 1]).collect()
    } else {
        vec![token]
    }
}

impl fmt::Display for Faces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, face) in self.faces.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

/// An [`EntropySource`] that hands out typed faces in order.
#[derive(Clone, Debug)]
pub struct TypedSource {
    die: Die,
    faces: VecDeque<Face>,
}

impl TypedSource {
    pub fn new(faces: Faces) -> TypedSource {
        TypedSource {
            die: faces.die,
            faces: faces.faces.into(),
        }
    }

    /// Faces not yet used.
    pub fn remaining(&self) -> usize {
        self.faces.len()
    }
}

#[async_trait]
impl EntropySource for TypedSource {
    fn dice(&self) -> Vec<Die> {
        vec![self.die]
    }

    fn describe(&self) -> String {
        "typed faces".to_owned()
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        if die != self.die {
            return Err(EntropyError::Unsupported {
                source_name: self.describe(),
                die,
                available: vec![self.die],
            });
        }
        self.faces
            .pop_front()
            .ok_or(EntropyError::Exhausted { die })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_ten_flip_example_reads_as_ten_flips() {
        let f = Faces::parse(Die::Coin, "HHTTTTHTTH").unwrap();
        assert_eq!(f.len(), 10);
        assert_eq!(f.to_string(), "H H T T T T H T T H");
    }

    #[test]
    fn separators_and_case_are_forgiving() {
        let f = Faces::parse(Die::D20, " 20,1 ;  7\n13\t").unwrap();
        assert_eq!(f.to_string(), "20 1 7 13");
        assert!(Faces::parse(Die::D6, "").unwrap().is_empty());
        assert_eq!(
            Faces::parse(Die::Coin, "h T heads").unwrap().to_string(),
            "H T H"
        );
    }

    #[test]
    fn bad_faces_are_named_by_position() {
        let e = Faces::parse(Die::D6, "1 2 x 4").unwrap_err();
        assert_eq!(
            e,
            TypedError::BadFace {
                position: 3,
                token: "x".into(),
                problem: FaceError::NotAFace {
                    die: Die::D6,
                    token: "x".into()
                }
            }
        );
        // Positions count faces, also inside runs.
        let e = Faces::parse(Die::D6, "12 3470").unwrap_err();
        assert!(matches!(e, TypedError::BadFace { position: 5, .. }), "{e}");
        let e = Faces::parse(Die::Coin, "HHX").unwrap_err();
        assert!(matches!(e, TypedError::BadFace { position: 1, .. }), "{e}");
        let e = Faces::parse(Die::D12, "13").unwrap_err();
        assert_eq!(
            e.to_string(),
            "face 1 ('13'): 13 is not a face of a d12: use a number from 1 to 12"
        );
    }

    #[test]
    fn huge_or_binary_text_is_refused() {
        let long = "1 ".repeat(MAX_TEXT_BYTES);
        assert_eq!(
            Faces::parse(Die::D6, &long),
            Err(TypedError::TooLong { bytes: long.len() })
        );
        let many = "1".repeat(MAX_FACES + 1);
        assert!(matches!(
            Faces::parse(Die::D6, &many),
            Err(TypedError::TooMany { .. })
        ));
        assert!(Faces::parse(Die::D6, "1 \u{0}\u{7} 2").is_err());
        assert!(
            Faces::parse(Die::D6, "１").is_err(),
            "full-width digits are not faces"
        );
    }

    #[tokio::test]
    async fn the_source_hands_out_faces_then_says_what_is_needed() {
        let mut s = TypedSource::new(Faces::parse(Die::D6, "4 2").unwrap());
        assert_eq!(s.throw(Die::D6).await.unwrap().value(), 4);
        assert_eq!(s.remaining(), 1);
        assert!(matches!(
            s.throw(Die::Coin).await,
            Err(EntropyError::Unsupported { .. })
        ));
        assert_eq!(s.throw(Die::D6).await.unwrap().value(), 2);
        assert_eq!(
            s.throw(Die::D6).await,
            Err(EntropyError::Exhausted { die: Die::D6 })
        );
    }

    proptest! {
        #[test]
        fn printed_faces_parse_back(die in prop::sample::select(Die::ALL.to_vec()),
                                    values in prop::collection::vec(1u8..=20, 0..60)) {
            let faces: Vec<Face> = values
                .into_iter()
                .map(|v| Face::new(die, (v - 1) % die.sides() + 1).unwrap())
                .collect();
            let f = Faces::from_faces(die, faces).unwrap();
            prop_assert_eq!(Faces::parse(die, &f.to_string()).unwrap(), f);
        }

        #[test]
        fn any_text_parses_or_errors_without_panicking(text in "\\PC{0,80}") {
            for die in Die::ALL {
                let _ = Faces::parse(die, &text);
            }
        }
    }
}
