//! Backrank's line protocol, spoken by dice towers on serial ports and by
//! external programs: `ROLL d6` asks for a throw; `FACE d6 4`, `BUSY`,
//! `ERR text` and `READY name die` answer. (`plugins/serial/PROTOCOL.md`
//! describes it in full.)

use crate::{Die, Face};

/// One line from the tower, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// `FACE d6 4`: a throw's result.
    Face { die: Die, value: u8 },
    /// `BUSY`: not ready; ask again shortly.
    Busy,
    /// `ERR text`: the tower could not throw or read the die.
    Error(String),
    /// `READY name die`: the tower has (re)started.
    Ready(String),
    /// Blank lines and `# comments`: nothing to act on.
    Noise,
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

/// Parses one line (without its line ending).
pub fn parse(line: &str) -> Result<Reply, LineError> {
    let t = line.trim();
    if t.is_empty() || t.starts_with('#') {
        return Ok(Reply::Noise);
    }
    let mut words = t.split_ascii_whitespace();
    let garbage = || LineError::Garbage(shown(t));
    match words.next().map(str::to_ascii_uppercase).as_deref() {
        Some("FACE") => {
            let die: Die = words
                .next()
                .ok_or_else(garbage)?
                .parse()
                .map_err(|_| garbage())?;
            let value = words.next().ok_or_else(garbage)?;
            if words.next().is_some() {
                return Err(garbage());
            }
            let face = value
                .parse::<u8>()
                .ok()
                .and_then(|v| Face::new(die, v).ok())
                .ok_or_else(|| LineError::OutOfRange {
                    die,
                    value: shown(value),
                })?;
            Ok(Reply::Face {
                die,
                value: face.value(),
            })
        }
        Some("BUSY") => Ok(Reply::Busy),
        Some("ERR") => Ok(Reply::Error(shown(t[3..].trim()))),
        Some("READY") => Ok(Reply::Ready(shown(t[5..].trim()))),
        _ => Err(garbage()),
    }
}

/// The request for one throw.
pub fn request(die: Die) -> String {
    format!("ROLL {die}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_parse() {
        assert_eq!(
            parse("FACE d6 4"),
            Ok(Reply::Face {
                die: Die::D6,
                value: 4
            })
        );
        assert_eq!(
            parse("face D20 20\r"),
            Ok(Reply::Face {
                die: Die::D20,
                value: 20
            })
        );
        assert_eq!(
            parse("FACE coin 2"),
            Ok(Reply::Face {
                die: Die::Coin,
                value: 2
            })
        );
        assert_eq!(parse("BUSY"), Ok(Reply::Busy));
        assert_eq!(
            parse("ERR die fell off the tray"),
            Ok(Reply::Error("die fell off the tray".into()))
        );
        assert_eq!(
            parse("READY club-tower d6"),
            Ok(Reply::Ready("club-tower d6".into()))
        );
        assert_eq!(parse("# warming up"), Ok(Reply::Noise));
        assert_eq!(parse(""), Ok(Reply::Noise));
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
        assert!(matches!(parse("hello?!"), Err(LineError::Garbage(_))));
        let e = parse("\u{1b}[2J\u{0}junk").unwrap_err().to_string();
        assert!(!e.chars().any(char::is_control), "{e}");
        let long = "x".repeat(10_000);
        assert!(parse(&long).unwrap_err().to_string().len() < 100);
    }
}
