//! What a record kept, read back: the spec a roll or an event was made
//! with (its variant in the version kept, a server's file replaced since
//! included), and a roll from its replay code.

use super::Variants;
use crate::app::error::AppError;
use crate::app::variants::server::ReadAt;
use crate::core::roll::{KeptSpec, ReplayRollError, Roll, RollSpec};
use crate::i18n::Msg;

impl Variants<'_> {
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
            .kept(guild, &kept.variant)
            .await?
            .ok_or_else(|| fault("its variant is not known here".to_owned()))?;
        RollSpec::try_from((kept, variant)).map_err(|e| fault(e.to_string()))
    }
}

impl Variants<'_> {
    /// The roll a replay code describes, read where `guild` is (a server's
    /// own variants, and the older versions of their files, count), or
    /// what is wrong with the code.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] saying what is wrong with the code; a store
    /// failure.
    pub async fn replayed(&self, guild: Option<u64>, code: &str) -> Result<Roll, AppError> {
        let code = self.replay_code(ReadAt::Server(guild), code).await?;
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
