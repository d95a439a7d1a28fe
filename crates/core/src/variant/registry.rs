//! The variant files this process has read, each once.
//!
//! A [`Variant`] is a small `Copy` handle, so a variant read from a file
//! must live as long as the process: its spec is leaked into this table,
//! interned by key (its whole SHA-256), so the same file read again (a server's
//! variant added twice, the same file on every roll) costs nothing more.
//!
//! A file is checked before it may stay. While it is checked it holds a
//! [`Pending`] slot: a handle the audit can use, found by no lookup. Only
//! [`Pending::admit`] makes it a variant of the table; a refused file's
//! slot is given back when its `Pending` is dropped, and the next file's
//! check reuses it (the refused spec's memory stays leaked, as no handle to
//! it is left outside the check). So:
//!
//! - admitted variants are bounded by [`MAX_CUSTOM_VARIANTS`], and only
//!   files that passed count;
//! - one owner (a server) admits at most [`MAX_PER_OWNER`] of them per
//!   process, so no one server can fill the table for the others;
//! - at most [`MAX_PENDING`] files are checked at once.
//!
//! The table only grows; a restart forgets what is no longer used.
//!
//! Being in the table does not make a variant findable by name: only the
//! files read at start-up are [`publish`]ed to every name lookup; a
//! server's own variants are found through that server's list.

use std::sync::{PoisonError, RwLock};

use crate::variant::{Variant, VariantSpec};

/// The most variant specs one process holds.
pub const MAX_CUSTOM_VARIANTS: usize = 2048;

/// The most variants one owner may add to a process's table.
pub const MAX_PER_OWNER: usize = 64;

/// The most variant files checked at once.
pub const MAX_PENDING: usize = 32;

/// Who asks for a file to be read: what the per-owner bound counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Owner {
    /// The operator: files named in the settings or on the command line.
    /// Not bounded per owner (the operator can restart the process).
    Operator,
    /// A Discord server's `/variant add`, or its stored files.
    Server(u64),
}

/// A variant read from a file: an index into this process's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CustomVariant(u32);

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Being checked: no lookup finds it.
    Pending,
    /// Checked and kept for the process's life.
    Admitted(Owner),
}

struct Slot {
    key: String,
    spec: &'static VariantSpec,
    state: State,
}

/// The process's table of variants read from files: their slots, and the
/// ids published to the whole process (files read at start-up).
struct Registry {
    /// `None`: a refused file's slot, free for the next check.
    slots: Vec<Option<Slot>>,
    /// (id, variant): ids kept here so no lookup needs the lock again.
    published: Vec<(String, Variant)>,
}

impl Registry {
    fn count(&self, wanted: impl Fn(State) -> bool) -> usize {
        self.slots
            .iter()
            .flatten()
            .filter(|s| wanted(s.state))
            .count()
    }

    fn admitted(&self, key: &str) -> Option<Variant> {
        self.slots.iter().enumerate().find_map(|(i, s)| {
            let s = s.as_ref()?;
            (s.key == key && s.state != State::Pending).then_some(handle(i))
        })
    }

    fn refuse_if_full(&self, owner: Owner) -> Result<(), RegistryFull> {
        let admitted = self.count(|s| s != State::Pending);
        if admitted >= MAX_CUSTOM_VARIANTS {
            return Err(RegistryFull::Process);
        }
        if owner != Owner::Operator && self.count(|s| s == State::Admitted(owner)) >= MAX_PER_OWNER
        {
            return Err(RegistryFull::Owner);
        }
        Ok(())
    }
}

fn handle(i: usize) -> Variant {
    Variant::Custom(CustomVariant(i as u32))
}

static REGISTRY: RwLock<Registry> = RwLock::new(Registry {
    slots: Vec::new(),
    published: Vec::new(),
});

/// Why a file cannot take a place in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RegistryFull {
    #[error(
        "this Backrank process already holds {MAX_CUSTOM_VARIANTS} variant definitions; restart \
         it to forget the ones no longer used"
    )]
    Process,
    #[error(
        "this server has added {MAX_PER_OWNER} different variant files since Backrank last \
         started; it forgets the ones no longer used when it restarts, so ask its operator to \
         restart it"
    )]
    Owner,
    #[error("{MAX_PENDING} variant files are being checked right now; try again in a minute")]
    Busy,
}

impl CustomVariant {
    pub fn spec(self) -> &'static VariantSpec {
        let table = REGISTRY.read().unwrap_or_else(PoisonError::into_inner);
        match &table.slots[self.0 as usize] {
            Some(slot) => slot.spec,
            // Only a refused file's check ever held this handle, and it
            // gave it back when it ended: a bug, not a user's doing.
            None => unreachable!("a refused variant file's handle was used after its check"),
        }
    }
}

/// A file being checked: its handle, found by no lookup until
/// [`Pending::admit`]; dropped without it, the slot is given back.
#[must_use = "a pending variant is given back when dropped"]
pub struct Pending {
    variant: Variant,
    index: usize,
    /// Called when the slot is given back, to drop what the check left
    /// keyed by the handle (audit walks, registered methods).
    forget: fn(Variant),
    admitted: bool,
}

/// A slot for a file to be checked, holding `spec` under the handle it is
/// given. Refused at once when the owner's or the process's bound is
/// reached, or [`MAX_PENDING`] checks are under way.
///
/// # Errors
///
/// [`RegistryFull`] saying which bound.
pub fn reserve(
    owner: Owner,
    spec: VariantSpec,
    forget: fn(Variant),
) -> Result<Pending, RegistryFull> {
    let mut table = REGISTRY.write().unwrap_or_else(PoisonError::into_inner);
    table.refuse_if_full(owner)?;
    if table.count(|s| s == State::Pending) >= MAX_PENDING {
        return Err(RegistryFull::Busy);
    }
    let index = match table.slots.iter().position(Option::is_none) {
        Some(free) => free,
        None => {
            table.slots.push(None);
            table.slots.len() - 1
        }
    };
    let variant = handle(index);
    // Leaked on purpose (see the module's comment): the table is bounded.
    let spec: &'static VariantSpec = Box::leak(Box::new(spec));
    table.slots[index] = Some(Slot {
        key: String::new(),
        spec,
        state: State::Pending,
    });
    Ok(Pending {
        variant,
        index,
        forget,
        admitted: false,
    })
}

impl Pending {
    /// The handle the check may use.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Keeps the checked file under `key` for `owner`. When another check
    /// of the same file was admitted first, that variant is returned and
    /// this one given back.
    ///
    /// # Errors
    ///
    /// [`RegistryFull`] when a bound was reached during the check.
    pub fn admit(mut self, key: &str, owner: Owner) -> Result<Variant, RegistryFull> {
        let mut table = REGISTRY.write().unwrap_or_else(PoisonError::into_inner);
        if let Some(first) = table.admitted(key) {
            return Ok(first);
        }
        table.refuse_if_full(owner)?;
        if let Some(slot) = table.slots[self.index].as_mut() {
            slot.key = key.to_owned();
            slot.state = State::Admitted(owner);
        }
        self.admitted = true;
        Ok(self.variant)
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if self.admitted {
            return;
        }
        // What the check cached under the handle goes first, so the next
        // file given this slot finds nothing of this one.
        (self.forget)(self.variant);
        REGISTRY
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .slots[self.index] = None;
    }
}

/// The variant admitted under `key`, if any.
pub fn lookup(key: &str) -> Option<Variant> {
    REGISTRY
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .admitted(key)
}

/// How many variants `owner` has added to the table.
pub fn admitted_by(owner: Owner) -> usize {
    REGISTRY
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .count(|s| s == State::Admitted(owner))
}

/// Makes `v` findable by name everywhere in this process (a file read at
/// start-up). A later variant with the same id replaces the earlier one.
pub fn publish(v: Variant) {
    let id = v.id().to_owned();
    let mut table = REGISTRY.write().unwrap_or_else(PoisonError::into_inner);
    table.published.retain(|(p, _)| *p != id);
    table.published.push((id, v));
}

/// The variants [`publish`]ed so far.
pub fn published() -> Vec<Variant> {
    REGISTRY
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .published
        .iter()
        .map(|&(_, v)| v)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::definition::FileKind;
    use std::sync::Mutex;

    static FORGOTTEN: Mutex<Vec<Variant>> = Mutex::new(Vec::new());

    fn note(v: Variant) {
        FORGOTTEN.lock().unwrap().push(v);
    }

    /// The handles forgotten since the last call (only this test forgets
    /// through `note`).
    fn forgotten() -> Vec<Variant> {
        std::mem::take(&mut *FORGOTTEN.lock().unwrap())
    }

    fn spec() -> VariantSpec {
        let text = include_str!("../../../../examples/variants/small-random.toml");
        crate::variant::definition::parse("r.toml", text, FileKind::File)
            .unwrap()
            .build()
    }

    /// A check that ends without admission gives its slot back, after
    /// what was kept under its handle is forgotten; one admitted is kept,
    /// found by its key, and forgets nothing.
    #[test]
    fn a_pending_slot_is_forgotten_and_given_back_unless_admitted() {
        let owner = Owner::Server(0xFEED);
        let refused = reserve(owner, spec(), note).unwrap();
        let v = refused.variant();
        assert_eq!(v.spec().id, "small-random", "the handle reads its spec");
        drop(refused);
        assert_eq!(forgotten(), [v]);
        assert_eq!(admitted_by(owner), 0);

        let kept = reserve(owner, spec(), note).unwrap();
        let v = kept.variant();
        assert_eq!(lookup("registry-test"), None, "pending: found by no lookup");
        assert_eq!(kept.admit("registry-test", owner), Ok(v));
        assert_eq!(lookup("registry-test"), Some(v));
        assert_eq!(admitted_by(owner), 1);
        assert_eq!(forgotten(), []);
        // The same key checked again meanwhile: the first admitted stands,
        // and the second's slot is given back.
        let second = reserve(owner, spec(), note).unwrap();
        let again = second.variant();
        assert_eq!(second.admit("registry-test", owner), Ok(v));
        assert_eq!(forgotten(), [again]);
        assert_eq!(admitted_by(owner), 1);
    }
}
