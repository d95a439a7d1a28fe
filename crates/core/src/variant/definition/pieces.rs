//! Which piece each letter of a file means: the pieces Backrank knows, and
//! the fairy pieces a file defines under `[pieces.X]`.

use toml::Spanned;

use crate::board::Role;
use crate::board::fairy::{Fairy, FairyHolds, FairySpec};
use crate::variant::definition::error::Locator;
use crate::variant::definition::raw::RawFile;
use crate::variant::definition::{DefinitionError, parse_square};

/// The letters of the chess pieces Backrank draws.
const CHESS: [Role; 9] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Archbishop,
    Role::Chancellor,
    Role::Minister,
    Role::Pawn,
];

/// Janggi's letters, as Fairy-Stockfish writes them.
const JANGGI: [Role; 7] = [
    Role::General,
    Role::Advisor,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::Cannon,
    Role::Soldier,
];

/// The pieces a fairy piece may be drawn as.
const LOOKS: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// A file's alphabet.
pub(super) struct Letters {
    known: Vec<Role>,
    /// The file's own pieces, held in the process's table while the file
    /// is read (and given back if it is refused).
    pub holds: FairyHolds,
}

impl Letters {
    pub fn read(at: &Locator<'_>, raw: &RawFile) -> Result<Letters, DefinitionError> {
        let mut holds = FairyHolds::default();
        let mut known: Vec<Role> = match raw.letters.as_ref().map(|l| l.get_ref().as_str()) {
            Some("janggi") => JANGGI.to_vec(),
            Some("chess") | None => CHESS.to_vec(),
            Some(other) => {
                let span = raw.letters.as_ref().map(Spanned::span).unwrap_or_default();
                return Err(at.at(span, "letters", format!("unknown letters '{other}'")));
            }
        };
        for (letter, piece) in raw.pieces.iter().flatten() {
            let key = format!("pieces.{letter}");
            let here = |message: String| at.at(piece.span(), &key, message);
            let mut chars = letter.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(here(format!(
                    "'{letter}' is not one letter: name a piece by one capital letter, like [pieces.J]"
                )));
            };
            if !c.is_ascii_uppercase() {
                return Err(here(format!(
                    "'{c}' is not a capital letter A–Z: FEN writes White's pieces in capitals"
                )));
            }
            if let Some(r) = known.iter().find(|r| r.char() == c) {
                return Err(here(format!(
                    "{c} already means the {r}: pick another letter for this piece"
                )));
            }
            let p = piece.get_ref();
            let name = p.name.get_ref().trim().to_lowercase();
            if name.is_empty() || name.chars().count() > 30 {
                return Err(at.at(p.name.span(), &format!("{key}.name"), "1 to 30 characters"));
            }
            let mut looks = Vec::new();
            for l in p.looks.get_ref() {
                let role = LOOKS
                    .into_iter()
                    .find(|r| l.get_ref().len() == 1 && l.get_ref().starts_with(r.char()))
                    .ok_or_else(|| {
                        at.at(
                            l.span(),
                            &format!("{key}.looks"),
                            format!(
                                "'{}' is not a piece to draw it as: use K, Q, R, B, N or P",
                                l.get_ref().chars().take(10).collect::<String>()
                            ),
                        )
                    })?;
                looks.push(role);
            }
            if !(1..=2).contains(&looks.len()) {
                return Err(at.at(
                    p.looks.span(),
                    &format!("{key}.looks"),
                    "draw it as one piece, or two fused: looks = [\"B\", \"N\"]",
                ));
            }
            let fairy = Fairy::intern(
                FairySpec {
                    letter: c,
                    name,
                    looks,
                },
                &mut holds,
            )
            .map_err(|e| here(e.to_string()))?;
            known.push(Role::Custom(fairy));
        }
        Ok(Letters { known, holds })
    }

    pub fn role(&self, c: char) -> Option<Role> {
        self.known.iter().copied().find(|r| r.char() == c)
    }

    /// The row's pieces, left to right.
    pub fn row(
        &self,
        at: &Locator<'_>,
        row: &Spanned<String>,
    ) -> Result<Vec<Role>, DefinitionError> {
        let text = row.get_ref().trim();
        let len = text.chars().count();
        if !(2..=usize::from(super::MAX_BOARD)).contains(&len) {
            return Err(at.at(
                row.span(),
                "row",
                format!(
                    "the row has {len} pieces; a row has 2 to {}",
                    super::MAX_BOARD
                ),
            ));
        }
        let roles = text
            .chars()
            .map(|c| {
                self.role(c).filter(|r| *r != Role::Pawn).ok_or_else(|| {
                    at.at(
                        row.span(),
                        "row",
                        format!(
                            "'{c}' is not a piece: use K Q R B N A C M, or define it under \
                             [pieces.{}]",
                            c.to_ascii_uppercase()
                        ),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        for r in &self.known {
            if matches!(r, Role::Custom(_)) && !roles.contains(r) {
                return Err(at.at(
                    row.span(),
                    "row",
                    format!("the piece {} ({r}) is defined but not in the row: add it or remove [pieces.{}]", r.char(), r.char()),
                ));
            }
        }
        Ok(roles)
    }

    /// The built-in files' fixed pieces: `"A d1"`.
    pub fn fixed(
        &self,
        at: &Locator<'_>,
        raw: &RawFile,
        files: u8,
        ranks: u8,
    ) -> Result<Vec<(Role, u8, u8)>, DefinitionError> {
        let Some(list) = &raw.fixed else {
            return Ok(Vec::new());
        };
        list.get_ref()
            .iter()
            .map(|f| {
                let (letter, square) = f.get_ref().split_once(' ').unwrap_or_default();
                let role = letter.chars().next().and_then(|c| self.role(c));
                let square = parse_square(square).filter(|s| s.file < files && s.rank < ranks);
                match (role, square) {
                    (Some(r), Some(s)) => Ok((r, s.file, s.rank)),
                    _ => Err(at.at(f.span(), "fixed", "write a letter and a square: \"A d1\"")),
                }
            })
            .collect()
    }
}
