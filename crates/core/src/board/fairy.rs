//! Pieces Backrank does not know until a variant file names them
//! (`[pieces.J]`): each has a letter, a name and the known pieces it is
//! drawn as.
//!
//! A [`Fairy`] is a small `Copy` handle so that [`Role`] stays `Copy` and
//! rows stay arrays. The letter lives in the handle itself (rows are
//! compared and packed by letter millions of times in an audit); the name
//! and looks live in a process-wide table, interned by content, so the
//! same definition read twice (a server's file added again, a restart of the
//! same file) is one entry.
//!
//! An entry lives while a definition being read holds it ([`FairyHolds`]),
//! and for the process's life once a variant using it is admitted (see
//! `variant::registry`). A refused file's pieces are given back, so only
//! admitted variants fill the table: at most 12 pieces for each of their
//! 2,048, within [`MAX_FAIRIES`].
//!
//! [`Role`]: crate::board::Role

use std::sync::{PoisonError, RwLock};

use crate::board::Role;

/// The most distinct fairy pieces one process holds: room for every
/// admitted variant's (2,048 × 12) and for the files being read.
pub const MAX_FAIRIES: usize = 32_768;

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

struct Entry {
    spec: &'static FairySpec,
    /// Definitions being read that use the piece.
    holds: u32,
    /// Used by an admitted variant: kept for the process's life.
    admitted: bool,
}

/// `None`: a slot given back, free for the next new piece.
static TABLE: RwLock<Vec<Option<Entry>>> = RwLock::new(Vec::new());

/// The table of fairy pieces is full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "this Backrank process already holds {MAX_FAIRIES} different fairy pieces; restart it to \
     forget the ones no longer used"
)]
pub struct TableFull;

impl Fairy {
    /// The handle for `spec`, the same one every time the same piece is
    /// interned, held by `holds` until they are dropped or admitted.
    ///
    /// # Errors
    ///
    /// [`TableFull`] past [`MAX_FAIRIES`] distinct pieces.
    pub fn intern(spec: FairySpec, holds: &mut FairyHolds) -> Result<Fairy, TableFull> {
        let letter = u8::try_from(spec.letter).unwrap_or(b'?');
        let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
        let found = table
            .iter()
            .position(|e| e.as_ref().is_some_and(|e| *e.spec == spec));
        let id = match found {
            Some(id) => id,
            None => {
                let id = match table.iter().position(Option::is_none) {
                    Some(free) => free,
                    None if table.len() < MAX_FAIRIES => {
                        table.push(None);
                        table.len() - 1
                    }
                    None => return Err(TableFull),
                };
                // Leaked on purpose: a piece's name is handed out as
                // `&'static str` like the built-in pieces' names, and the
                // table is bounded.
                table[id] = Some(Entry {
                    spec: Box::leak(Box::new(spec)),
                    holds: 0,
                    admitted: false,
                });
                id
            }
        };
        if let Some(e) = table[id].as_mut() {
            e.holds += 1;
        }
        let fairy = Fairy {
            letter,
            id: id as u16,
        };
        holds.0.push(fairy);
        Ok(fairy)
    }

    pub fn spec(self) -> &'static FairySpec {
        match &TABLE.read().unwrap_or_else(PoisonError::into_inner)[usize::from(self.id)] {
            Some(e) => e.spec,
            // Only a refused file's definition held this handle, and it
            // gave it back when dropped: a bug, not a user's doing.
            None => unreachable!("a refused variant file's piece was used after it was read"),
        }
    }

    pub const fn letter(self) -> char {
        self.letter as char
    }
}

/// The pieces a definition being read holds in the table: given back when
/// dropped, kept for good by [`FairyHolds::admit`].
#[derive(Debug, Default)]
pub struct FairyHolds(Vec<Fairy>);

impl FairyHolds {
    /// Keeps the pieces for the process's life: a variant using them was
    /// admitted.
    pub fn admit(&self) {
        let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
        for f in &self.0 {
            if let Some(e) = table[usize::from(f.id)].as_mut() {
                e.admitted = true;
            }
        }
    }
}

impl Clone for FairyHolds {
    fn clone(&self) -> Self {
        let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
        for f in &self.0 {
            if let Some(e) = table[usize::from(f.id)].as_mut() {
                e.holds += 1;
            }
        }
        FairyHolds(self.0.clone())
    }
}

impl Drop for FairyHolds {
    fn drop(&mut self) {
        if self.0.is_empty() {
            return;
        }
        let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
        for f in &self.0 {
            let slot = &mut table[usize::from(f.id)];
            if let Some(e) = slot.as_mut() {
                e.holds -= 1;
                if e.holds == 0 && !e.admitted {
                    *slot = None;
                }
            }
        }
    }
}

/// How many pieces the table holds.
pub fn occupancy() -> usize {
    TABLE
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
        .flatten()
        .count()
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
        let mut holds = FairyHolds::default();
        let a = Fairy::intern(janus(), &mut holds).unwrap();
        let b = Fairy::intern(janus(), &mut holds).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.letter(), 'J');
        assert_eq!(a.spec().name, "janus");
        let other = Fairy::intern(
            FairySpec {
                name: "two-faced".to_owned(),
                ..janus()
            },
            &mut holds,
        )
        .unwrap();
        assert_ne!(a, other, "same letter, other piece");
    }
}
