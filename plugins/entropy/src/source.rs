//! The trait every entropy plugin implements.

use async_trait::async_trait;

use crate::{Die, Face, HealthState};

/// Why a source could not give a face.
///
/// `Display` is written for the person at the table (it may end up in a
/// Discord reply), so each variant says what happened and what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EntropyError {
    /// The source cannot throw this device (a tower that holds only a d6,
    /// asked for a coin).
    #[error("{source_name} cannot throw a {die}: it can throw {}", list(.available))]
    Unsupported {
        source_name: String,
        die: Die,
        available: Vec<Die>,
    },
    /// A source of typed faces has none left.
    #[error("no faces left: {verb} a {die} and add the face", verb = .die.verb())]
    Exhausted { die: Die },
    /// The continuous health tests refuse the source. `healthy` is 0 for
    /// the sample that failed a test, and counts up while the source
    /// earns its way back ([`EntropyError::still_refused`]).
    #[error(
        "{source_name} is refused by the health tests: {why}. It is accepted again after \
         {needed} healthy throws in a row ({healthy} so far); check the device"
    )]
    Unhealthy {
        source_name: String,
        why: String,
        healthy: u32,
        needed: u32,
    },
    /// The source failed; the message says what to check.
    #[error("{source_name} failed: {message}")]
    Failed {
        source_name: String,
        message: String,
    },
}

impl EntropyError {
    /// A source that is still serving out an earlier health failure: the
    /// sample was healthy, but the window of healthy samples is not yet
    /// complete. (A fresh failure, or any other error, is not this.)
    pub fn still_refused(&self) -> bool {
        matches!(self, EntropyError::Unhealthy { healthy, .. } if *healthy > 0)
    }
}

fn list(dice: &[Die]) -> String {
    if dice.is_empty() {
        return "nothing".to_owned();
    }
    dice.iter().map(|d| d.name()).collect::<Vec<_>>().join(", ")
}

/// Something that throws dice: the OS RNG, a dice tower, a program, a person.
///
/// Backrank asks for one face at a time and decides itself what the faces
/// mean, so a source never needs to know about chess.
#[cfg_attr(any(test, feature = "mock"), mockall::automock)]
#[async_trait]
pub trait EntropySource: Send {
    /// The devices this source can throw.
    fn dice(&self) -> Vec<Die>;

    /// A short description for records and logs ("operating system RNG").
    fn describe(&self) -> String;

    /// Throws `die` once.
    ///
    /// # Errors
    ///
    /// [`EntropyError`] if the source cannot give a face; it must never make
    /// one up.
    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError>;

    /// The state of the source's health tests, to keep beyond this
    /// process; `None` for a source that runs none.
    async fn health(&mut self) -> Option<HealthState> {
        None
    }

    /// Goes on from a kept health state (the default keeps none).
    async fn restore_health(&mut self, state: &HealthState) {
        let _ = state;
    }
}

/// A boxed source is a source, so wrappers like
/// [`HealthChecked`](crate::HealthChecked) take any source a caller opened.
#[async_trait]
impl<S: EntropySource + ?Sized> EntropySource for Box<S> {
    fn dice(&self) -> Vec<Die> {
        (**self).dice()
    }

    fn describe(&self) -> String {
        (**self).describe()
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        (**self).throw(die).await
    }

    async fn health(&mut self) -> Option<HealthState> {
        (**self).health().await
    }

    async fn restore_health(&mut self, state: &HealthState) {
        (**self).restore_health(state).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_say_what_to_do() {
        let e = EntropyError::Unsupported {
            source_name: "dice tower".into(),
            die: Die::Coin,
            available: vec![Die::D6],
        };
        assert_eq!(
            e.to_string(),
            "dice tower cannot throw a coin: it can throw d6"
        );
        let e = EntropyError::Exhausted { die: Die::Coin };
        assert_eq!(e.to_string(), "no faces left: toss a coin and add the face");
    }

    #[tokio::test]
    async fn the_mock_stands_in_for_a_source() {
        let mut mock = MockEntropySource::new();
        mock.expect_throw()
            .returning(|die| Face::new(die, 1).map_err(|_| EntropyError::Exhausted { die }));
        let face = mock.throw(Die::D6).await.unwrap();
        assert_eq!(face.value(), 1);
    }
}
