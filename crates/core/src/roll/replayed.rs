//! Rolling a replay code: the same faces through the same procedure give
//! the same position and record.

use crate::replay::ReplayCode;
use crate::roll::{self, Roll, RollError, RollSpec};

/// Why a well-formed code does not make a roll.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayRollError {
    #[error(transparent)]
    Method(#[from] crate::catalogue::UnknownMethod),
    #[error(transparent)]
    Roll(#[from] RollError),
}

impl ReplayCode {
    /// Runs the roll the code describes: the same faces through the same
    /// procedure give the same position and record.
    ///
    /// # Errors
    ///
    /// [`ReplayRollError`] if the method is not the variant's or the faces do
    /// not make a position (too few, or some left over).
    pub fn roll(&self) -> Result<Roll, ReplayRollError> {
        let spec = RollSpec::new(self.variant, self.variant.method(self.method)?, self.dice)
            .excluding_standard(self.exclude_standard)
            .paired(self.pair);
        Ok(roll::run(spec, &self.faces)?)
    }
}
