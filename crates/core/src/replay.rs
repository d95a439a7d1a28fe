//! Replay codes: a short, copyable text that reproduces a roll exactly.
//!
//! `960-p6-655354225554-9`: variant, method letter and device, one character per
//! face (`h`/`t` for coins, `1`–`9` then `a` = 10 … `k` = 20 for dice), and
//! a check character (Luhn mod 36) that catches any single mistyped
//! character and most swapped neighbours.

use std::fmt;
use std::str::FromStr;

use backrank_entropy::{Die, Face};

use crate::catalogue::Method;
use crate::i18n::{Lang, Text};
use crate::variant::Variant;

/// The longest code accepted: far more faces than any roll needs.
pub const MAX_CODE_LEN: usize = 2048;

/// What a replay code holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayCode {
    pub variant: Variant,
    pub method: Method,
    pub dice: Die,
    /// The standard position was thrown again (`x` after the device:
    /// `960-p6x-…`).
    pub exclude_standard: bool,
    /// For a pair of games with colours swapped (`s` last after the
    /// device: `960-p6xs-…`).
    pub pair: bool,
    pub faces: Vec<Face>,
}

/// The mark after the device of a code whose roll threw the standard
/// position again.
const EXCLUDED: char = 'x';
/// The mark after the device (and [`EXCLUDED`]) of a code for a pair of
/// games with colours swapped.
const PAIR: char = 's';

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

/// Reads faces written by [`encode_faces`], in either case as a replay
/// code is read: a coin's `h`/`t` (or `H`/`T`, as people and the CLI write
/// tosses) by the one reader of a typed toss ([`Face::parse_token`]), a
/// die's number in base 36.
///
/// # Errors
///
/// [`ReplayError::Face`] naming the first character that is not a face of
/// `dice`.
pub fn decode_faces(dice: Die, text: &str) -> Result<Vec<Face>, ReplayError> {
    text.chars()
        .enumerate()
        .map(|(i, c)| {
            let face = match dice {
                Die::Coin => Face::parse_token(dice, c.encode_utf8(&mut [0; 4])).ok(),
                _ => c
                    .to_digit(36)
                    .and_then(|v| u8::try_from(v).ok())
                    .and_then(|v| Face::new(dice, v).ok()),
            };
            face.ok_or(ReplayError::Face {
                position: i + 1,
                found: c,
                dice,
            })
        })
        .collect()
}

/// Luhn mod 36 over the code's letters and digits: the character that makes
/// the whole sum a multiple of 36. Public for whoever writes a code's body
/// by other means and needs its last character.
#[must_use]
pub fn check_char(body: &str) -> char {
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
        let v = &self.variant.spec().code;
        let m = self
            .variant
            .methods()
            .iter()
            .find(|m| m.method == self.method)
            .map_or('?', |m| m.code);
        let faces: String = self.faces.iter().map(|&f| face_char(f)).collect();
        let marks: String = [(self.exclude_standard, EXCLUDED), (self.pair, PAIR)]
            .into_iter()
            .filter_map(|(on, mark)| on.then_some(mark))
            .collect();
        let body = format!("{v}-{m}{}{marks}-{faces}", die_code(self.dice));
        write!(f, "{body}-{}", check_char(&body))
    }
}

/// Whether a replay code's roll threw the standard position again (its
/// method-and-device part is marked `x`), read without resolving its
/// variant: what the statistics of kept rolls need.
pub fn excludes_standard(code: &str) -> bool {
    code.rsplit('-')
        .nth(2)
        .is_some_and(|md| md.trim_end_matches(PAIR).ends_with(EXCLUDED))
}

/// Why a text is not a replay code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// Longer than [`MAX_CODE_LEN`]: its length.
    TooLong(usize),
    /// Not four parts and a check character: what was given.
    Shape(String),
    /// No variant known here by that name.
    Variant(String),
    /// A variant file's code, for another version of the file than the
    /// one loaded here.
    Changed {
        id: String,
        digest: String,
        loaded: String,
    },
    /// A variant file's code, for a file not loaded here.
    NotLoaded { id: String, digest: String },
    /// No method and device of the variant by that letter and name.
    MethodDevice(String),
    /// A character that is not a face of the code's device.
    Face {
        position: usize,
        found: char,
        dice: Die,
    },
    /// The check character does not match the rest.
    Check,
}

impl ReplayError {
    /// What is wrong with the code, in words each language renders.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            ReplayError::TooLong(count) => Text::msg(msg!("error-code-too-long"))
                .with("count", *count)
                .with("most", MAX_CODE_LEN),
            ReplayError::Shape(given) => {
                Text::msg(msg!("error-code-shape")).with("given", given.as_str())
            }
            ReplayError::Variant(given) => {
                Text::msg(msg!("error-code-variant")).with("given", given.as_str())
            }
            ReplayError::Changed { id, digest, loaded } => Text::msg(msg!("error-code-changed"))
                .with("id", id.as_str())
                .with("digest", digest.as_str())
                .with("loaded", loaded.as_str()),
            ReplayError::NotLoaded { id, digest } => Text::msg(msg!("error-code-not-loaded"))
                .with("id", id.as_str())
                .with("digest", digest.as_str()),
            ReplayError::MethodDevice(given) => {
                Text::msg(msg!("error-code-method")).with("given", given.as_str())
            }
            ReplayError::Face {
                position,
                found,
                dice,
            } => Text::msg(msg!("error-code-face"))
                .with("position", *position)
                .with("found", found.to_string())
                .with("die", dice.to_string()),
            ReplayError::Check => Text::msg(msg!("error-code-check")),
        }
    }
}

/// In English, as [`ReplayError::text`] says it: the words are kept
/// once, in `locales/en.ftl`.
impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for ReplayError {}

impl FromStr for ReplayCode {
    type Err = ReplayError;

    /// Reads a code for one of the variants this process knows by name.
    fn from_str(text: &str) -> Result<ReplayCode, ReplayError> {
        ReplayCode::parse_among(text, &Variant::known())
    }
}

impl ReplayCode {
    /// Reads a code for one of `among` (a server adds its own variants to
    /// the ones every server knows).
    ///
    /// # Errors
    ///
    /// [`ReplayError`] naming the part that is wrong; a code for a variant
    /// file that has changed since is refused, never read as another
    /// position.
    pub fn parse_among(text: &str, among: &[Variant]) -> Result<ReplayCode, ReplayError> {
        let text = text.trim();
        if text.len() > MAX_CODE_LEN {
            return Err(ReplayError::TooLong(text.len()));
        }
        let lower = text.to_ascii_lowercase();
        let shape = || ReplayError::Shape(text.chars().take(40).collect());
        // A variant file's id may hold '-', so the parts are cut from the
        // right.
        let mut parts = lower.rsplitn(4, '-');
        let (Some(check), Some(faces), Some(md), Some(v)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(shape());
        };
        let mut check_chars = check.chars();
        let (Some(check), None) = (check_chars.next(), check_chars.next()) else {
            return Err(shape());
        };
        // The code's own check first: a typo is a typo, whether or not its
        // variant is known here (a club's code mistyped is not "a variant
        // not loaded").
        if check_char(&format!("{v}-{md}-{faces}")) != check {
            return Err(ReplayError::Check);
        }
        let variant = resolve(v, among)?;
        let bad_md = || ReplayError::MethodDevice(md.chars().take(10).collect());
        let mut md_chars = md.chars();
        let m = md_chars.next().ok_or_else(bad_md)?;
        let method = variant
            .methods()
            .iter()
            .find(|spec| spec.code == m)
            .map(|spec| spec.method)
            .ok_or_else(bad_md)?;
        let device = md_chars.as_str();
        let (device, pair) = match device.strip_suffix(PAIR) {
            Some(d) => (d, true),
            None => (device, false),
        };
        let (device, exclude_standard) = match device.strip_suffix(EXCLUDED) {
            Some(d) => (d, true),
            None => (device, false),
        };
        let dice = Die::ALL
            .into_iter()
            .find(|&d| die_code(d) == device)
            .ok_or_else(bad_md)?;
        let decoded = decode_faces(dice, faces)?;
        Ok(ReplayCode {
            variant,
            method,
            dice,
            exclude_standard,
            pair,
            faces: decoded,
        })
    }
}

/// The variant a code's first part names: a built-in code (`960`), or a
/// variant file's `id.digest`, which must match the file as loaded.
fn resolve(token: &str, among: &[Variant]) -> Result<Variant, ReplayError> {
    if let Some(&v) = among.iter().find(|v| v.spec().code == token) {
        return Ok(v);
    }
    let short = || token.chars().take(48).collect::<String>();
    let Some((id, digest)) = token.split_once('.') else {
        return Err(ReplayError::Variant(short()));
    };
    match among.iter().find(|v| v.id() == id) {
        Some(loaded) => Err(ReplayError::Changed {
            id: id.to_owned(),
            digest: digest.chars().take(16).collect(),
            loaded: loaded
                .spec()
                .digest
                .clone()
                .unwrap_or_else(|| "built in".to_owned()),
        }),
        None => Err(ReplayError::NotLoaded {
            id: short(),
            digest: digest.chars().take(16).collect(),
        }),
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
            exclude_standard: false,
            pair: false,
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

    /// `body` with its right check character: a code whose every other
    /// part is then read.
    fn checked(body: &str) -> String {
        format!("{body}-{}", check_char(body))
    }

    #[test]
    fn malformed_codes_say_what_is_wrong() {
        assert!(matches!(
            "hello".parse::<ReplayCode>(),
            Err(ReplayError::Shape(_))
        ));
        assert!(matches!(
            checked("xyz-p6-12").parse::<ReplayCode>(),
            Err(ReplayError::Variant(_))
        ));
        assert!(matches!(
            checked("960-q6-12").parse::<ReplayCode>(),
            Err(ReplayError::MethodDevice(_))
        ));
        assert!(matches!(
            checked("960-p7-12").parse::<ReplayCode>(),
            Err(ReplayError::MethodDevice(_))
        ));
        // The check character comes first: any part mistyped is a typo.
        assert_eq!("xyz-p6-12-a".parse::<ReplayCode>(), Err(ReplayError::Check));
        assert_eq!(
            checked("960-p6-1272").parse::<ReplayCode>(),
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
        fn codes_round_trip(v in 0usize..9, m in 0usize..7, d in 0usize..7, exclude_standard in any::<bool>(), pair in any::<bool>(), values in prop::collection::vec(1u8..=20, 0..80)) {
            let dice = Die::ALL[d];
            let variant = Variant::ALL[v];
            let methods = variant.methods();
            let c = ReplayCode {
                variant,
                method: methods[m % methods.len()].method,
                dice,
                exclude_standard,
                pair,
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
                exclude_standard: false,
                pair: false,
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

    #[test]
    fn the_standard_mark_is_read_from_the_code_alone() {
        assert!(excludes_standard("960-p6x-2334211111-q"));
        assert!(excludes_standard("mine.0123abcd-p6xs-23342-q"));
        assert!(!excludes_standard("960-p6s-23342-q"));
        assert!(!excludes_standard("960-p6-23342-q"));
        assert!(!excludes_standard("code-4"));
        assert!(!excludes_standard(""));
    }
}
