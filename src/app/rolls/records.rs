//! Finding a saved roll, and who may see it.
//!
//! A roll is shown only where it was made (its server; outside servers,
//! its maker), and a private roll only to its maker. A roll someone may not
//! see is answered as one that does not exist, so record numbers reveal
//! nothing about other servers or people.

use super::Rolls;
use crate::app::error::AppError;
use crate::i18n::Text;
use crate::store::{SavedRoll, Scope, Who};

/// Which saved roll a "Full record" button means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKey {
    /// A record number in its scope (what buttons carry now).
    Numbered(Scope, i64),
    /// The store's id (buttons made before records were numbered per
    /// server).
    Id(i64),
}

impl Rolls<'_> {
    /// The saved roll `key` names, if `who` may see it.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when there is no such record for them;
    /// [`AppError::Store`] when the store fails.
    pub async fn record(&self, key: RecordKey, who: &Who) -> Result<SavedRoll, AppError> {
        let (saved, shown_as) = match key {
            RecordKey::Numbered(scope, n) => (self.store.record(scope, n).await?, n),
            RecordKey::Id(id) => {
                let saved = self.store.roll(id).await?;
                let n = saved.as_ref().map_or(0, |s| s.record_no);
                (saved, n)
            }
        };
        visible(saved, who, shown_as)
    }
}

/// The saved roll, if `who` may see it: made where they are (this server;
/// outside servers, by them), and if private, made by them.
fn visible(saved: Option<SavedRoll>, who: &Who, shown_as: i64) -> Result<SavedRoll, AppError> {
    let here = Scope::of(who);
    match saved {
        Some(s)
            if Scope::of(&s.roll.who) == here
                && (!s.roll.private || s.roll.who.user_id == who.user_id) =>
        {
            Ok(s)
        }
        _ => Err(Text::msg(msg!("error-no-record"))
            .with("record", shown_as)
            .into()),
    }
}
