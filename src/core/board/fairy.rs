//! Pieces Backrank does not know until a variant file names them
//! (`[pieces.J]`): each has a letter, a name and the known pieces it is
//! drawn as.
//!
//! A [`Fairy`] is a small `Copy` handle so that [`Role`] stays `Copy` and
//! rows stay arrays. The letter lives in the handle itself (rows are
//! compared and packed by letter millions of times in an audit); the name
//! and looks live in a process-wide table, interned by content, so the same
//! definition read twice (a server's file added again, a restart of the
//! same file) is one entry. The table only grows, and is bounded by
//! [`MAX_FAIRIES`].
//!
//! [`Role`]: crate::core::board::Role

use std::sync::{PoisonError, RwLock};

use crate::core::board::Role;

/// The most distinct fairy pieces one process holds.
pub const MAX_FAIRIES: usize = 4096;

/// A piece defined by a variant file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fairy {
    letter: u8,
    id: u16,
}

/// What a variant file says about a piece.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FairySpec {
    /// White's FEN letter, `A`–`Z`.
    pub letter: char,
    /// The English name, lower case ("janus").
    pub name: String,
    /// The known pieces it is drawn as: one, or two fused.
    pub looks: Vec<Role>,
}

static TABLE: RwLock<Vec<&'static FairySpec>> = RwLock::new(Vec::new());

/// The table of fairy pieces is full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "this Backrank process already holds {MAX_FAIRIES} different fairy pieces; restart it to \
     forget the ones no longer used"
)]
pub struct TableFull;

impl Fairy {
    /// The handle for `spec`, the same one every time the same piece is
    /// interned.
    ///
    /// # Errors
    ///
    /// [`TableFull`] past [`MAX_FAIRIES`] distinct pieces.
    pub fn intern(spec: FairySpec) -> Result<Fairy, TableFull> {
        let letter = u8::try_from(spec.letter).unwrap_or(b'?');
        let found = |table: &[&'static FairySpec]| {
            table.iter().position(|s| **s == spec).map(|id| Fairy {
                letter,
                id: id as u16,
            })
        };
        if let Some(f) = found(&TABLE.read().unwrap_or_else(PoisonError::into_inner)) {
            return Ok(f);
        }
        let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
        if let Some(f) = found(&table) {
            return Ok(f);
        }
        if table.len() >= MAX_FAIRIES {
            return Err(TableFull);
        }
        let id = table.len() as u16;
        // Leaked on purpose: a piece's name is handed out as `&'static str`
        // like the built-in pieces' names, and the table is bounded.
        table.push(Box::leak(Box::new(spec)));
        Ok(Fairy { letter, id })
    }

    pub fn spec(self) -> &'static FairySpec {
        TABLE.read().unwrap_or_else(PoisonError::into_inner)[usize::from(self.id)]
    }

    pub const fn letter(self) -> char {
        self.letter as char
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn janus() -> FairySpec {
        FairySpec {
            letter: 'J',
            name: "janus".to_owned(),
            looks: vec![Role::Bishop, Role::Knight],
        }
    }

    #[test]
    fn the_same_piece_is_interned_once() {
        let a = Fairy::intern(janus()).unwrap();
        let b = Fairy::intern(janus()).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.letter(), 'J');
        assert_eq!(a.spec().name, "janus");
        let other = Fairy::intern(FairySpec {
            name: "two-faced".to_owned(),
            ..janus()
        })
        .unwrap();
        assert_ne!(a, other, "same letter, other piece");
    }
}
