//! A roll once made ([`crate::app::roller`]): saving it before anyone
//! sees it, and reading a roll-along's kept spec back.

use crate::app::App;
use crate::app::error::AppError;
use crate::app::visibility::Visibility;
use crate::core::fen::Fen;
use crate::core::replay::encode_faces;
use crate::core::roll::{Roll, RollSpec};
use crate::store::{KeptSource, NewRoll, RecordRef, RollAlong, RollKind, Who};

impl App {
    /// Saves a roll before anyone sees it, and returns where it is.
    ///
    /// # Errors
    ///
    /// [`AppError::Store`] when it could not be saved (it must not be shown
    /// then).
    pub async fn save(&self, roll: &Roll, made: &Made<'_>) -> Result<RecordRef, AppError> {
        let saved = self
            .store()
            .save_roll(new_roll(roll, made, self.now()))
            .await
            .map_err(AppError::unsaved)?;
        super::metrics::roll(
            roll.spec.variant.id(),
            roll.spec.method.method.id(),
            made.source.kind,
        );
        Ok(saved)
    }
}

impl App {
    /// What a roll-along rolls: the variant, method and device it was
    /// started with (a server's own variant as its file was then), by the
    /// rules it keeps.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when what was kept no longer reads.
    pub async fn roll_along_spec(&self, session: &RollAlong) -> Result<RollSpec, AppError> {
        let s = session;
        Ok(self
            .variants()
            .kept_spec(
                s.owner.guild_id,
                &s.spec,
                msg!("error-roll-along-unreadable"),
            )
            .await?
            .excluding_standard(s.exclude_standard)
            .paired(s.pairs))
    }
}

/// What a record keeps beside a roll: where its throws came from, who
/// made it and how, and who may see it.
#[derive(Clone, Copy, Debug)]
pub struct Made<'a> {
    pub source: &'a KeptSource,
    pub who: &'a Who,
    pub kind: RollKind,
    pub visibility: Visibility,
}

/// A roll in the form the store keeps.
pub fn new_roll(roll: &Roll, made: &Made<'_>, now: i64) -> NewRoll {
    NewRoll {
        made_at: now,
        kind: made.kind,
        who: made.who.clone(),
        spec: roll.spec.kept(),
        source: made.source.clone(),
        faces: encode_faces(&roll.faces),
        number: roll.position.number(),
        fen: Fen(&roll.position).to_string(),
        replay_code: roll.replay_code(),
        private: made.visibility.is_private(),
        event: None,
        play_at: None,
    }
}
