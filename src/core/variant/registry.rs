//! The variant files this process has read, each once.
//!
//! A [`Variant`] is a small `Copy` handle, so a variant read from a file
//! must live as long as the process: its spec is leaked into this table,
//! interned by key (its whole SHA-256), so the same file read again (a server's
//! variant added twice, the same file on every roll) costs nothing more.
//! The table only grows and is bounded by [`MAX_CUSTOM_VARIANTS`]; a
//! restart forgets what is no longer used.
//!
//! Being in the table does not make a variant findable by name: only the
//! files read at start-up are [`publish`]ed to every name lookup; a
//! server's own variants are found through that server's list.

use std::sync::{PoisonError, RwLock};

use crate::core::variant::{Variant, VariantSpec};

/// The most variant specs one process holds.
pub const MAX_CUSTOM_VARIANTS: usize = 2048;

/// A variant read from a file: an index into this process's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CustomVariant(u32);

struct Table {
    specs: Vec<(String, &'static VariantSpec)>,
    /// (id, variant): ids kept here so no lookup needs the lock again.
    published: Vec<(String, Variant)>,
}

static TABLE: RwLock<Table> = RwLock::new(Table {
    specs: Vec::new(),
    published: Vec::new(),
});

/// The table of variant files is full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "this Backrank process already holds {MAX_CUSTOM_VARIANTS} variant definitions; restart it \
     to forget the ones no longer used"
)]
pub struct RegistryFull;

impl CustomVariant {
    pub fn spec(self) -> &'static VariantSpec {
        TABLE.read().unwrap_or_else(PoisonError::into_inner).specs[self.0 as usize].1
    }
}

/// The variant interned under `key`, building its spec (which must name
/// the handle it is given) the first time.
///
/// # Errors
///
/// [`RegistryFull`] past [`MAX_CUSTOM_VARIANTS`].
pub fn intern(
    key: &str,
    build: impl FnOnce(Variant) -> VariantSpec,
) -> Result<Variant, RegistryFull> {
    if let Some(v) = lookup(key) {
        return Ok(v);
    }
    let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
    if let Some(i) = table.specs.iter().position(|(k, _)| k == key) {
        return Ok(Variant::Custom(CustomVariant(i as u32)));
    }
    if table.specs.len() >= MAX_CUSTOM_VARIANTS {
        return Err(RegistryFull);
    }
    let variant = Variant::Custom(CustomVariant(table.specs.len() as u32));
    // Leaked on purpose (see the module's comment): the table is bounded.
    let spec: &'static VariantSpec = Box::leak(Box::new(build(variant)));
    table.specs.push((key.to_owned(), spec));
    Ok(variant)
}

/// The variant interned under `key`, if any.
pub fn lookup(key: &str) -> Option<Variant> {
    TABLE
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .specs
        .iter()
        .position(|(k, _)| k == key)
        .map(|i| Variant::Custom(CustomVariant(i as u32)))
}

/// Makes `v` findable by name everywhere in this process (a file read at
/// start-up). A later variant with the same id replaces the earlier one.
pub fn publish(v: Variant) {
    let id = v.id().to_owned();
    let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
    table.published.retain(|(p, _)| *p != id);
    table.published.push((id, v));
}

/// The variants [`publish`]ed so far.
pub fn published() -> Vec<Variant> {
    TABLE
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .published
        .iter()
        .map(|&(_, v)| v)
        .collect()
}
