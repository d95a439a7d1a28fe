//! Replay codes: a short, copyable text that reproduces a roll exactly.
//!
//! `960-p6-655354225554-9`: variant, method letter and device, one character per
//! face (`h`/`t` for coins, `1`–`9` then `a` = 10 … `k` = 20 for dice), and
//! a check character (Luhn mod 36) that catches any single mistyped
//! character and most swapped neighbours.

use std::fmt;
use std::str::FromStr;

use backrank_entropy::{Die, Face};

use crate::core::catalogue::Method;
use crate::core::variant::Variant;

/// The longest code accepted: far more faces than any roll needs.
pub const MAX_CODE_LEN: usize = 2048;

/// What a replay code holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayCode {
    pub variant: Variant,
    pub method: Method,
    pub dice: Die,
    pub faces: Vec<Face>,
}

const VARIANT_CODES: [(Variant, &str); 9] = [
    (Variant::Chess960, "960"),
    (Variant::Chess25, "c25"),
    (Variant::Crc, "crc"),
    (Variant::CrcCarrillo, "crcc"),
    (Variant::ModernCrc, "mcrc"),
    (Variant::ModernRandom, "mod"),
    (Variant::AjaxRandom, "ajax"),
    (Variant::EnglishRandom, "eng"),
    (Variant::KoreanRandom, "kor"),
];

const METHOD_CODES: [(Method, char); 7] = [
    (Method::Placement, 'p'),
    (Method::KingFirst, 'k'),
    (Method::Number, 'n'),
    (Method::Pawns, 'w'),
    (Method::Relocation, 'r'),
    (Method::Scharnagl, 's'),
    (Method::Carrillo, 'c'),
];

fn die_code(d: Die) -> String {
    match d {
        Die::Coin => "c".to_owned(),
        d => d.sides().to_string(),
    }
}

fn face_char(f: Face) -> char {
    match (f.die(), f.value()) {
        (Die::Coin, 1) => 'h',
        (Die::Coin, _) => 't',
        (_, v) => char::from_digit(u32::from(v), 36).unwrap_or('?'),
    }
}

/// Faces as a replay code writes them, one character each (`h`/`t` for a
/// coin, the number in base 36 for a die): how a roll-along stores them.
pub fn encode_faces(faces: &[Face]) -> String {
    faces.iter().map(|&f| face_char(f)).collect()
}

/// Reads faces written by [`encode_faces`].
///
/// # Errors
///
/// [`ReplayError::Face`] naming the first character that is not a face of
/// `dice`.
pub fn decode_faces(dice: Die, text: &str) -> Result<Vec<Face>, ReplayError> {
    text.chars()
        .enumerate()
        .map(|(i, c)| {
            let value = match (dice, c) {
                (Die::Coin, 'h') => Some(1),
                (Die::Coin, 't') => Some(2),
                (Die::Coin, _) => None,
                (_, c) => c.to_digit(36).and_then(|v| u8::try_from(v).ok()),
            };
            value
                .and_then(|v| Face::new(dice, v).ok())
                .ok_or(ReplayError::Face {
                    position: i + 1,
                    found: c,
                    dice,
                })
        })
        .collect()
}

/// Luhn mod 36 over the code's letters and digits: the character that makes
/// the whole sum a multiple of 36.
fn check_char(body: &str) -> char {
    let digits: Vec<u32> = body.chars().filter_map(|c| c.to_digit(36)).collect();
    let mut sum = 0;
    // The rightmost digit of the body is doubled, because the check
    // character will stand to its right.
    for (i, d) in digits.iter().rev().enumerate() {
        let addend = if i % 2 == 0 { d * 2 } else { *d };
        sum += addend / 36 + addend % 36;
    }
    char::from_digit((36 - sum % 36) % 36, 36).unwrap_or('0')
}

impl fmt::Display for ReplayCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = VARIANT_CODES
            .iter()
            .find(|(v, _)| *v == self.variant)
            .map_or("?", |(_, c)| c);
        let m = METHOD_CODES
            .iter()
            .find(|(m, _)| *m == self.method)
            .map_or('?', |(_, c)| *c);
        let faces: String = self.faces.iter().map(|&f| face_char(f)).collect();
        let body = format!("{v}-{m}{}-{faces}", die_code(self.dice));
        write!(f, "{body}-{}", check_char(&body))
    }
}

/// Why a text is not a replay code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("the replay code is {0} characters long; a code is at most {MAX_CODE_LEN}")]
    TooLong(usize),
    #[error(
        "'{0}' is not a replay code: it looks like 960-p6-655354225554-9 (variant, method and device, faces, check)"
    )]
    Shape(String),
    #[error("unknown variant '{0}' in the replay code")]
    Variant(String),
    #[error("unknown method and device '{0}' in the replay code")]
    MethodDevice(String),
    #[error("character {position} of the faces ('{found}') is not a face of a {dice}")]
    Face {
        position: usize,
        found: char,
        dice: Die,
    },
    #[error("the replay code's check character does not match: a character was probably mistyped")]
    Check,
}

impl FromStr for ReplayCode {
    type Err = ReplayError;

    fn from_str(text: &str) -> Result<ReplayCode, ReplayError> {
        let text = text.trim();
        if text.len() > MAX_CODE_LEN {
            return Err(ReplayError::TooLong(text.len()));
        }
        let lower = text.to_ascii_lowercase();
        let shape = || ReplayError::Shape(text.chars().take(40).collect());
        let parts: Vec<&str> = lower.split('-').collect();
        let [v, md, faces, check] = parts[..] else {
            return Err(shape());
        };
        let mut check_chars = check.chars();
        let (Some(check), None) = (check_chars.next(), check_chars.next()) else {
            return Err(shape());
        };
        let variant = VARIANT_CODES
            .iter()
            .find(|(_, c)| *c == v)
            .map(|(v, _)| *v)
            .ok_or_else(|| ReplayError::Variant(v.chars().take(10).collect()))?;
        let bad_md = || ReplayError::MethodDevice(md.chars().take(10).collect());
        let mut md_chars = md.chars();
        let m = md_chars.next().ok_or_else(bad_md)?;
        let method = METHOD_CODES
            .iter()
            .find(|(_, c)| *c == m)
            .map(|(m, _)| *m)
            .ok_or_else(bad_md)?;
        let dice = Die::ALL
            .into_iter()
            .find(|&d| die_code(d) == md_chars.as_str())
            .ok_or_else(bad_md)?;
        let faces = decode_faces(dice, faces)?;
        let code = ReplayCode {
            variant,
            method,
            dice,
            faces,
        };
        if check_char(&format!("{v}-{md}-{}", parts[2])) != check {
            return Err(ReplayError::Check);
        }
        Ok(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn code(faces: &str) -> ReplayCode {
        ReplayCode {
            variant: Variant::Chess960,
            method: Method::Number,
            dice: Die::Coin,
            faces: faces
                .chars()
                .map(|c| if c == 'H' { Face::HEADS } else { Face::TAILS })
                .collect(),
        }
    }

    #[test]
    fn the_ten_flip_example_has_a_short_code() {
        let c = code("HHTTTTHTTH");
        let text = c.to_string();
        assert!(text.starts_with("960-nc-hhtttthtth-"), "{text}");
        assert_eq!(text.parse::<ReplayCode>().unwrap(), c);
        assert_eq!(text.to_uppercase().parse::<ReplayCode>().unwrap(), c);
    }

    #[test]
    fn a_mistyped_character_is_caught() {
        let text = code("HHTTTTHTTH").to_string();
        let mut wrong = text.clone().into_bytes();
        wrong[8] = if wrong[8] == b'h' { b't' } else { b'h' };
        let wrong = String::from_utf8(wrong).unwrap();
        assert_eq!(wrong.parse::<ReplayCode>(), Err(ReplayError::Check));
    }

    #[test]
    fn malformed_codes_say_what_is_wrong() {
        assert!(matches!(
            "hello".parse::<ReplayCode>(),
            Err(ReplayError::Shape(_))
        ));
        assert!(matches!(
            "xyz-p6-12-a".parse::<ReplayCode>(),
            Err(ReplayError::Variant(_))
        ));
        assert!(matches!(
            "960-q6-12-a".parse::<ReplayCode>(),
            Err(ReplayError::MethodDevice(_))
        ));
        assert!(matches!(
            "960-p7-12-a".parse::<ReplayCode>(),
            Err(ReplayError::MethodDevice(_))
        ));
        assert_eq!(
            "960-p6-1272-a".parse::<ReplayCode>(),
            Err(ReplayError::Face {
                position: 3,
                found: '7',
                dice: Die::D6
            })
        );
        let long = format!("960-p6-{}-a", "1".repeat(5000));
        assert!(matches!(
            long.parse::<ReplayCode>(),
            Err(ReplayError::TooLong(_))
        ));
    }

    proptest! {
        #[test]
        fn codes_round_trip(v in 0usize..9, m in 0usize..7, d in 0usize..7, values in prop::collection::vec(1u8..=20, 0..80)) {
            let dice = Die::ALL[d];
            let c = ReplayCode {
                variant: Variant::ALL[v],
                method: Method::ALL[m],
                dice,
                faces: values.iter().map(|&x| Face::new(dice, (x - 1) % dice.sides() + 1).unwrap()).collect(),
            };
            prop_assert_eq!(c.to_string().parse::<ReplayCode>().unwrap(), c);
        }

        #[test]
        fn any_single_substitution_is_detected(values in prop::collection::vec(1u8..=6, 1..30), at in any::<prop::sample::Index>(), to in 0u32..36) {
            let c = ReplayCode {
                variant: Variant::Crc,
                method: Method::Scharnagl,
                dice: Die::D6,
                faces: values.iter().map(|&x| Face::new(Die::D6, x).unwrap()).collect(),
            };
            let text = c.to_string();
            let i = at.index(text.len());
            let replacement = char::from_digit(to, 36).unwrap();
            prop_assume!(text.as_bytes()[i] != b'-' && text.as_bytes()[i] as char != replacement);
            let mut changed: Vec<char> = text.chars().collect();
            changed[i] = replacement;
            let changed: String = changed.into_iter().collect();
            prop_assert!(changed.parse::<ReplayCode>().is_err(), "{} → {}", text, changed);
        }

        #[test]
        fn any_text_is_rejected_or_parsed_without_panicking(text in "\\PC{0,60}") {
            let _ = text.parse::<ReplayCode>();
        }
    }
}
