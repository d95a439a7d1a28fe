//! Message ids the compiler checks: `msg!("error-rate")` is a [`Msg`] only
//! when `locales/en.ftl` has that message, or the crate does not build.
//! An id made while running would go through [`Msg::find`], which may
//! find none (the code makes none today: a piece's name, say, comes from
//! a table of `msg!`s). A `Msg` is not `Display`: its id is never shown to
//! people by mistake, only its message through `t` or `Text`.

mod ids {
    include!(concat!(env!("OUT_DIR"), "/ids.rs"));
}

/// The id of a message of the language files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Msg(&'static str);

impl Msg {
    /// `id`, checked against `locales/en.ftl`: for [`msg!`], where it runs
    /// while compiling (an unknown id stops the build, naming it).
    ///
    /// # Panics
    ///
    /// When there is no such message.
    #[must_use]
    pub const fn checked(id: &'static str) -> Msg {
        if position(id).is_none() {
            // Only `{}` of one `&str` may be formatted here: the compiler
            // prints "evaluation panicked: ID" at the `msg!` naming it.
            panic!("{}", id);
        }
        Msg(id)
    }

    /// The message `id` names, if there is one (an id made while running).
    #[must_use]
    pub fn find(id: &str) -> Option<Msg> {
        position(id).map(|at| Msg(ids::IDS[at]))
    }

    /// Its id, as the language files write it.
    #[must_use]
    pub const fn id(self) -> &'static str {
        self.0
    }

    /// Every message of `locales/en.ftl`.
    pub fn all() -> impl Iterator<Item = Msg> {
        ids::IDS.iter().map(|id| Msg(id))
    }
}

/// Where `id` is in the sorted ids: a binary search a `const fn` can run.
const fn position(id: &str) -> Option<usize> {
    let (mut low, mut high) = (0, ids::IDS.len());
    while low < high {
        let mid = low + (high - low) / 2;
        match compare(ids::IDS[mid].as_bytes(), id.as_bytes()) {
            std::cmp::Ordering::Less => low = mid + 1,
            std::cmp::Ordering::Greater => high = mid,
            std::cmp::Ordering::Equal => return Some(mid),
        }
    }
    None
}

/// Byte order, as `str`'s `Ord` (and the build script's sort) has it.
const fn compare(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] < b[i] {
            return std::cmp::Ordering::Less;
        }
        if a[i] > b[i] {
            return std::cmp::Ordering::Greater;
        }
        i += 1;
    }
    if a.len() < b.len() {
        std::cmp::Ordering::Less
    } else if a.len() > b.len() {
        std::cmp::Ordering::Greater
    } else {
        std::cmp::Ordering::Equal
    }
}

/// The message `id` of `locales/en.ftl`, checked while compiling: an id
/// the file does not have stops the build ("evaluation panicked: ID").
///
/// ```
/// let rate = backrank_core::msg!("error-rate");
/// assert_eq!(rate.id(), "error-rate");
/// ```
///
/// ```compile_fail
/// // No such message: this does not build.
/// let typo = backrank_core::msg!("error-rat");
/// ```
#[macro_export]
macro_rules! msg {
    ($id:literal) => {{
        const MSG: $crate::i18n::Msg = $crate::i18n::Msg::checked($id);
        MSG
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_found_by_their_text_and_nothing_else_is() {
        assert_eq!(msg!("error-rate").id(), "error-rate");
        assert_eq!(Msg::find("error-rate"), Some(msg!("error-rate")));
        for missing in ["", "error-rat", "error-ratez", "zzz", "Error-rate"] {
            assert_eq!(Msg::find(missing), None, "{missing}");
        }
        // Every id of the file is found, so the sort matches the search.
        let all: Vec<Msg> = Msg::all().collect();
        assert!(all.len() > 500, "{}", all.len());
        assert!(all.iter().all(|m| Msg::find(m.id()) == Some(*m)));
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }
}
