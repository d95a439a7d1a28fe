//! People: how each sees rolls (their `/prefs` over the process's image
//! settings, in their language: [`look`]), and changes to their
//! preferences.

pub mod look;

use crate::app::changes;
use crate::app::clock::Clock;
use crate::app::drawing::Boards;
use crate::app::error::AppError;
use crate::store::{Store, UserPrefs};

/// People where they act: the store their preferences are kept in, the
/// clock (when a change was made), and the process's boards (how rolls
/// look when nobody asked otherwise).
#[derive(Clone, Copy)]
pub struct People<'a> {
    store: &'a dyn Store,
    clock: &'a dyn Clock,
    boards: &'a Boards,
}

impl<'a> People<'a> {
    /// People with these parts of the process.
    #[must_use]
    pub fn new(store: &'a dyn Store, clock: &'a dyn Clock, boards: &'a Boards) -> People<'a> {
        People {
            store,
            clock,
            boards,
        }
    }

    /// Changes `user_id`'s preferences by `change`, made from what is kept
    /// at the time of writing, none lost to a change made at once.
    ///
    /// # Errors
    ///
    /// What `change` refuses (nothing is written then); a store failure;
    /// [`AppError::Conflict`] when others kept changing them for every
    /// try.
    pub async fn change_prefs(
        &self,
        user_id: u64,
        change: impl Fn(UserPrefs) -> Result<UserPrefs, AppError>,
    ) -> Result<UserPrefs, AppError> {
        let now = self.clock.now().as_second();
        changes::user_prefs(self.store, (user_id, now), change).await
    }
}
