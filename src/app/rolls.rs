//! A roll once made ([`crate::app::roller`]): saving it before anyone
//! sees it, reading a kept spec (a roll-along's, an event's) back, and a
//! roll from its replay code.

use crate::app::App;
use crate::app::error::AppError;
use crate::app::server_variants::ReadAt;
use crate::app::visibility::Visibility;
use crate::core::fen::Fen;
use crate::core::replay::encode_faces;
use crate::core::roll::{KeptSpec, ReplayRollError, Roll, RollSpec};
use crate::i18n::Msg;
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
    /// The spec a record kept, read back where `guild` is: its variant in
    /// the version kept (a server's file replaced since included), and a
    /// method that variant has.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`]: the person reads `unreadable` (a message id
    /// saying what could not be read); the log, what no longer reads and
    /// why. A store failure as it is.
    pub async fn kept_spec(
        &self,
        guild: Option<u64>,
        kept: &KeptSpec,
        unreadable: Msg,
    ) -> Result<RollSpec, AppError> {
        let fault = |why: String| {
            let (v, m, d) = (&kept.variant, &kept.method, kept.dice);
            AppError::internal(unreadable, format!("the kept spec {v} {m} {d}: {why}"))
        };
        let variant = self
            .kept_variant(guild, &kept.variant)
            .await?
            .ok_or_else(|| fault("its variant is not known here".to_owned()))?;
        RollSpec::try_from((kept, variant)).map_err(|e| fault(e.to_string()))
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

impl App {
    /// The roll a replay code describes, read where `guild` is (a server's
    /// own variants, and the older versions of their files, count), or
    /// what is wrong with the code.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] saying what is wrong with the code; a store
    /// failure.
    pub async fn replayed(&self, guild: Option<u64>, code: &str) -> Result<Roll, AppError> {
        let code = self.replay_code_at(ReadAt::Server(guild), code).await?;
        replayed_code(&code)
    }
}

/// The roll a read replay code describes: its throws run again, as every
/// face that opens a code runs them.
///
/// # Errors
///
/// [`AppError::Input`] when its throws do not make a position (a code
/// made by hand), or its method is not its variant's.
pub fn replayed_code(code: &crate::core::replay::ReplayCode) -> Result<Roll, AppError> {
    code.roll().map_err(|e| match e {
        ReplayRollError::Roll(r) => AppError::from(r.text()),
        ReplayRollError::Method(m) => AppError::from(m.text()),
    })
}
