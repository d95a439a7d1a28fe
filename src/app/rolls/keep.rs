//! A roll kept before anyone sees it, by the one recipe every face that
//! keeps a roll follows (`/random` and its "Roll again", the daily post):
//! rolled by the roll maker, its source named as records keep it, saved,
//! counted in the metrics. An event's round is kept in the same form
//! ([`new_roll`]), with its reveal.

use super::Rolls;
use super::roller::{ProgressFn, Rolled, Throws};
use crate::app::error::AppError;
use crate::app::source::names::kept_source;
use crate::app::visibility::Visibility;
use crate::core::fen::Fen;
use crate::core::replay::encode_faces;
use crate::core::roll::{Roll, RollSpec};
use crate::i18n::Lang;
use crate::store::{KeptSource, NewRoll, RecordRef, RollKind, StoreError, Who};

/// Who a kept roll is made for and how: its maker, its kind, and who may
/// see it.
#[derive(Clone, Copy, Debug)]
pub struct Made<'a> {
    pub who: &'a Who,
    pub kind: RollKind,
    pub visibility: Visibility,
}

/// A roll made and kept.
#[derive(Debug)]
pub struct KeptRoll {
    pub roll: Roll,
    /// Where its throws came from, as its record keeps it.
    pub source: KeptSource,
    /// Where it is kept.
    pub record: RecordRef,
}

/// A roll in the form the store keeps: its throws from `source`, `made`
/// as `made` says, at `now`.
#[must_use]
pub fn new_roll(roll: &Roll, source: &KeptSource, made: &Made<'_>, now: i64) -> NewRoll {
    NewRoll {
        made_at: now,
        kind: made.kind,
        who: made.who.clone(),
        spec: roll.spec.kept(),
        source: source.clone(),
        faces: encode_faces(&roll.faces),
        number: roll.position.number(),
        fen: Fen(&roll.position).to_string(),
        replay_code: roll.replay_code(),
        private: made.visibility.is_private(),
        event: None,
        play_at: None,
    }
}

impl Rolls<'_> {
    /// `spec` rolled with `throws` (a slow source reporting through
    /// `progress`, in `lang`) and kept as `made` says, before anyone sees
    /// it.
    ///
    /// # Errors
    ///
    /// As [`super::roller::Roller::roll`]; [`AppError::Store`] when it could
    /// not be kept (it must not be shown then).
    pub async fn make(
        &self,
        spec: RollSpec,
        throws: Throws,
        (progress, lang): (ProgressFn<'_>, Lang),
        made: &Made<'_>,
    ) -> Result<KeptRoll, AppError> {
        let store = self.store;
        let (roll, source, record) = self
            .rolled_and_kept(spec, throws, (progress, lang), made, async |new| {
                store.save_roll(new).await
            })
            .await?;
        Ok(KeptRoll {
            roll,
            source,
            record,
        })
    }

    /// `spec` rolled as [`Self::make`] rolls it, then handed, in the form
    /// the store keeps, to `keep`, which saves it in one transaction with
    /// whatever it is kept as, or saves nothing where another roll was kept
    /// in its place first (a date's daily challenge): what `keep` returns.
    ///
    /// # Errors
    ///
    /// As [`Self::make`].
    pub async fn make_kept_by<T>(
        &self,
        spec: RollSpec,
        throws: Throws,
        (progress, lang): (ProgressFn<'_>, Lang),
        made: &Made<'_>,
        keep: impl AsyncFnOnce(NewRoll) -> Result<T, StoreError>,
    ) -> Result<T, AppError> {
        let (_, _, kept) = self
            .rolled_and_kept(spec, throws, (progress, lang), made, keep)
            .await?;
        Ok(kept)
    }

    async fn rolled_and_kept<T>(
        &self,
        spec: RollSpec,
        throws: Throws,
        (progress, lang): (ProgressFn<'_>, Lang),
        made: &Made<'_>,
        keep: impl AsyncFnOnce(NewRoll) -> Result<T, StoreError>,
    ) -> Result<(Roll, KeptSource, T), AppError> {
        let Rolled { roll, source, .. } = self.roller().roll(spec, throws, progress, lang).await?;
        let source = kept_source(&source);
        let kept = keep(new_roll(&roll, &source, made, self.clock.now().as_second()))
            .await
            .map_err(AppError::unsaved)?;
        crate::app::metrics::roll(
            roll.spec.variant.id(),
            roll.spec.method.method.id(),
            source.kind,
        );
        Ok((roll, source, kept))
    }
}
