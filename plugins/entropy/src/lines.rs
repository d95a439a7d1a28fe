//! Backrank's line protocol, spoken by dice towers on serial ports and by
//! external programs: `ROLL d6` (or `ROLL d6 @7f3a`, with a tag the answer
//! echoes) asks for a throw; `HELLO` asks who is there; `FACE d6 4`,
//! `BUSY`, `ERR text` and `READY name die` answer. (`plugins/serial/PROTOCOL.md`
//! describes it in full.)
//!
//! Why tags: a serial line keeps whatever arrived late (an answer to a
//! request that timed out, a face from a button press), and a face is just a
//! number. A tower that echoes the request's tag makes every answer
//! impossible to confuse with an earlier one; plain `ROLL d6` still works for
//! simple towers.

use std::fmt;

use crate::{Die, Face};

/// A request's tag: 1 to 8 ASCII letters or digits, written `@tag`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tag(String);

impl Tag {
    /// The longest tag.
    pub const MAX_LEN: usize = 8;

    /// The tag in `text` (without its `@`), if it is one.
    pub fn new(text: &str) -> Option<Tag> {
        let ok = !text.is_empty()
            && text.len() <= Tag::MAX_LEN
            && text.bytes().all(|b| b.is_ascii_alphanumeric());
        ok.then(|| Tag(text.to_owned()))
    }

    /// A tag made from a number: its eight hex digits.
    pub fn from_number(n: u32) -> Tag {
        Tag(format!("{n:08x}"))
    }

    /// The tag in a word of a line (`@7f3a`), if the word is one.
    fn from_word(word: &str) -> Option<Tag> {
        word.strip_prefix('@').and_then(Tag::new)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The same tag, in any case (a tower may upper-case what it echoes).
    pub fn matches(&self, other: &Tag) -> bool {
        self.0.eq_ignore_ascii_case(&other.0)
    }
}

impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}", self.0)
    }
}

/// What a tower says of itself when it starts: `READY club-tower d6 tags`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Banner {
    /// The line after `READY`, as sent (control characters shown as `?`).
    pub text: String,
    /// The die it names, if it names one.
    pub die: Option<Die>,
    /// It echoes request tags (it lists the word `tags`).
    pub tags: bool,
}

impl Banner {
    fn parse(rest: &str) -> Banner {
        let mut words = rest.split_ascii_whitespace().skip(1);
        let die = words.next().and_then(|w| w.parse().ok());
        let tags = words.any(|w| w.eq_ignore_ascii_case("tags"));
        Banner {
            text: shown(rest),
            die,
            tags,
        }
    }
}

/// One line from the tower, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// `FACE d6 4` or `FACE d6 4 @tag`: a throw's result.
    Face {
        die: Die,
        value: u8,
        tag: Option<Tag>,
    },
    /// `BUSY` or `BUSY @tag`: not ready; ask again shortly.
    Busy { tag: Option<Tag> },
    /// `ERR text` or `ERR @tag text`: the tower could not throw or read the
    /// die.
    Error { tag: Option<Tag>, text: String },
    /// `READY name die [tags]`: the tower has (re)started, or answers
    /// `HELLO`.
    Ready(Banner),
    /// Blank lines and `# comments`: nothing to act on.
    Noise,
}

impl Reply {
    /// The tag the line carries, if any.
    pub fn tag(&self) -> Option<&Tag> {
        match self {
            Reply::Face { tag, .. } | Reply::Busy { tag } | Reply::Error { tag, .. } => {
                tag.as_ref()
            }
            Reply::Ready(_) | Reply::Noise => None,
        }
    }
}

/// Why a line is not part of the protocol.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("'{0}' is not a line of the tower protocol")]
    Garbage(String),
    #[error("the tower sent face {value} for a {die}, which has no such face")]
    OutOfRange { die: Die, value: String },
}

/// The longest line shown back in an error.
const SHOWN: usize = 40;

fn shown(line: &str) -> String {
    line.chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .take(SHOWN)
        .collect()
}

/// A `READY name …` banner somewhere in a line that is not a line of the
/// protocol: a board that restarted in the middle of a line leaves the
/// line's start before its banner (`FACE dREADY club-tower d6 tags`).
pub fn banner_in(garbage: &str) -> Option<Banner> {
    let at = garbage.to_ascii_uppercase().find("READY ")?;
    // `to_ascii_uppercase` keeps every byte where it was, so `at` is a
    // position in `garbage` too.
    let rest = garbage.get(at + "READY".len()..)?;
    Some(Banner::parse(rest.trim()))
}

/// Parses one line (without its line ending).
///
/// # Errors
///
/// A line that is not part of the protocol, or a face the die does not
/// have. Trailing words are errors, except the free text of `ERR`, `BUSY`
/// and `READY`.
pub fn parse(line: &str) -> Result<Reply, LineError> {
    let t = line.trim();
    if t.is_empty() || t.starts_with('#') {
        return Ok(Reply::Noise);
    }
    let (keyword, rest) = t.split_once(is_space).unwrap_or((t, ""));
    let rest = rest.trim();
    match keyword.to_ascii_uppercase().as_str() {
        "FACE" => parse_face(t, rest),
        "BUSY" => Ok(Reply::Busy {
            tag: rest
                .split_ascii_whitespace()
                .next()
                .and_then(Tag::from_word),
        }),
        "ERR" => {
            let (first, after) = rest.split_once(is_space).unwrap_or((rest, ""));
            Ok(match Tag::from_word(first) {
                Some(tag) => Reply::Error {
                    tag: Some(tag),
                    text: shown(after.trim()),
                },
                None => Reply::Error {
                    tag: None,
                    text: shown(rest),
                },
            })
        }
        "READY" => Ok(Reply::Ready(Banner::parse(rest))),
        _ => Err(LineError::Garbage(shown(t))),
    }
}

/// Words are separated by ASCII spaces and tabs only.
fn is_space(c: char) -> bool {
    c.is_ascii_whitespace()
}

/// `FACE die value [@tag]`, strictly: the die as Backrank names it (`d6`,
/// `coin`, any case), the value in plain digits.
fn parse_face(line: &str, rest: &str) -> Result<Reply, LineError> {
    let garbage = || LineError::Garbage(shown(line));
    let words: Vec<&str> = rest.split_ascii_whitespace().collect();
    let (die, value, tag) = match words.as_slice() {
        [die, value] => (die, value, None),
        [die, value, tag] => (die, value, Some(Tag::from_word(tag).ok_or_else(garbage)?)),
        _ => return Err(garbage()),
    };
    let die = Die::ALL
        .into_iter()
        .find(|d| d.name().eq_ignore_ascii_case(die))
        .ok_or_else(garbage)?;
    let plain =
        !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) && !value.starts_with('0');
    let face = plain
        .then(|| value.parse::<u8>().ok())
        .flatten()
        .and_then(|v| Face::new(die, v).ok())
        .ok_or_else(|| LineError::OutOfRange {
            die,
            value: shown(value),
        })?;
    Ok(Reply::Face {
        die,
        value: face.value(),
        tag,
    })
}

/// The request for one throw, untagged: `ROLL d6`.
pub fn request(die: Die) -> String {
    format!("ROLL {die}")
}

/// The request for one throw whose answer must carry `tag`: `ROLL d6 @7f3a`.
pub fn tagged_request(die: Die, tag: &Tag) -> String {
    format!("ROLL {die} {tag}")
}

/// Asks the tower for its `READY` line, for a tower that did not restart
/// when its port opened.
pub const HELLO: &str = "HELLO";

#[cfg(test)]
mod tests {
    use super::*;

    fn face(die: Die, value: u8, tag: Option<&str>) -> Reply {
        Reply::Face {
            die,
            value,
            tag: tag.map(|t| Tag::new(t).unwrap()),
        }
    }

    #[test]
    fn replies_parse() {
        assert_eq!(parse("FACE d6 4"), Ok(face(Die::D6, 4, None)));
        assert_eq!(parse("face D20 20\r"), Ok(face(Die::D20, 20, None)));
        assert_eq!(parse("FACE coin 2"), Ok(face(Die::Coin, 2, None)));
        assert_eq!(parse("BUSY"), Ok(Reply::Busy { tag: None }));
        assert_eq!(
            parse("ERR die fell off the tray"),
            Ok(Reply::Error {
                tag: None,
                text: "die fell off the tray".into()
            })
        );
        assert_eq!(parse("# warming up"), Ok(Reply::Noise));
        assert_eq!(parse(""), Ok(Reply::Noise));
    }

    #[test]
    fn tags_are_read_from_answers() {
        assert_eq!(parse("FACE d6 4 @7f3a"), Ok(face(Die::D6, 4, Some("7f3a"))));
        assert_eq!(
            parse("BUSY @a1"),
            Ok(Reply::Busy {
                tag: Tag::new("a1")
            })
        );
        let err = parse("ERR @a1 this tower holds a d6, not a d8").unwrap();
        assert_eq!(
            err,
            Reply::Error {
                tag: Tag::new("a1"),
                text: "this tower holds a d6, not a d8".into()
            }
        );
        assert_eq!(err.tag().map(Tag::as_str), Some("a1"));
        assert_eq!(
            tagged_request(Die::D6, &Tag::from_number(0x7f3a)),
            "ROLL d6 @00007f3a"
        );
        assert_eq!(Tag::new("123456789"), None);
        assert_eq!(Tag::new("a-b"), None);
        assert_eq!(Tag::new(""), None);
    }

    #[test]
    fn a_banner_names_its_die_and_whether_it_echoes_tags() {
        let Ok(Reply::Ready(banner)) = parse("READY club-tower d6 tags") else {
            panic!("not a banner")
        };
        assert_eq!(banner.text, "club-tower d6 tags");
        assert_eq!(banner.die, Some(Die::D6));
        assert!(banner.tags);
        let Ok(Reply::Ready(old)) = parse("READY club-tower d20") else {
            panic!("not a banner")
        };
        assert_eq!((old.die, old.tags), (Some(Die::D20), false));
        let Ok(Reply::Ready(bare)) = parse("READY") else {
            panic!("not a banner")
        };
        assert_eq!((bare.die, bare.tags, bare.text.as_str()), (None, false, ""));
        let cut = banner_in("FACE dREADY club-tower d6 tags").unwrap();
        assert_eq!((cut.die, cut.tags), (Some(Die::D6), true));
        assert_eq!(banner_in("FACE d6 4 @already"), None);
        assert_eq!(banner_in("FACE d6 4"), None);
        assert_eq!(
            banner_in("ÀÀREADY x d6").map(|b| b.die),
            Some(Some(Die::D6))
        );
    }

    #[test]
    fn bad_lines_are_named() {
        assert_eq!(
            parse("FACE d6 7"),
            Err(LineError::OutOfRange {
                die: Die::D6,
                value: "7".into()
            })
        );
        assert_eq!(
            parse("FACE d6 0"),
            Err(LineError::OutOfRange {
                die: Die::D6,
                value: "0".into()
            })
        );
        assert!(matches!(parse("FACE d7 3"), Err(LineError::Garbage(_))));
        assert!(matches!(parse("FACE d6"), Err(LineError::Garbage(_))));
        assert!(matches!(parse("FACE d6 3 4"), Err(LineError::Garbage(_))));
        assert!(matches!(parse("FACE d6 3 @"), Err(LineError::Garbage(_))));
        assert!(matches!(
            parse("FACE d6 3 @a1 x"),
            Err(LineError::Garbage(_))
        ));
        assert!(matches!(parse("hello?!"), Err(LineError::Garbage(_))));
        assert!(matches!(parse("FACES d6 3"), Err(LineError::Garbage(_))));
        assert!(matches!(parse("FACE d06 3"), Err(LineError::Garbage(_))));
        assert!(matches!(parse("FACE c 1"), Err(LineError::Garbage(_))));
        assert!(matches!(
            parse("FACE\u{a0}d6 4"),
            Err(LineError::Garbage(_))
        ));
        assert!(matches!(
            parse("FACE d6 +4"),
            Err(LineError::OutOfRange { .. })
        ));
        assert!(matches!(
            parse("FACE d6 04"),
            Err(LineError::OutOfRange { .. })
        ));
        let e = parse("\u{1b}[2J\u{0}junk").unwrap_err().to_string();
        assert!(!e.chars().any(char::is_control), "{e}");
        let long = "x".repeat(10_000);
        assert!(parse(&long).unwrap_err().to_string().len() < 100);
    }
}
