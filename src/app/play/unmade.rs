//! Why no game was made, for the person and for a face that answers each
//! cause its own way (the web pages' statuses and `Retry-After`).

use std::time::Duration;

use super::lichess::LichessError;
use crate::app::error::AppError;
use crate::core::position::Position;
use crate::i18n::Text;

/// Why no game was made, for a face that answers each cause its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unplayed {
    /// lichess play is off in this process, or in the roll's server.
    Off,
    /// lichess has no board for the position.
    NotPlayable,
    /// The asker is over a limit: this long until the next game.
    Limited(Duration),
    /// lichess asked for a pause: this long is left of it.
    Paused(Duration),
    /// lichess refused the game (a 400): it will refuse it again.
    Refused,
    /// lichess answered with something that is not a game.
    Unexpected,
    /// lichess did not answer within the deadline.
    TimedOut,
    /// lichess could not be reached.
    Unreachable,
}

/// No game made: why, and what the person reads.
#[derive(Debug)]
pub struct Unmade {
    pub why: Unplayed,
    pub error: AppError,
}

impl Unmade {
    /// lichess play is off in this process, or in the roll's server.
    #[must_use]
    pub fn off() -> Unmade {
        Unmade {
            why: Unplayed::Off,
            error: Text::msg(msg!("lichess-off")).into(),
        }
    }

    /// lichess has no board for `position`.
    #[must_use]
    pub fn not_playable(position: &Position) -> Unmade {
        Unmade {
            why: Unplayed::NotPlayable,
            error: Text::msg(msg!("lichess-not-playable"))
                .with("variant", position.variant().spec().name.clone())
                .into(),
        }
    }
}

impl From<Unmade> for AppError {
    fn from(unmade: Unmade) -> AppError {
        unmade.error
    }
}

/// What the person reads when no challenge was made: a pause lichess asked
/// for is theirs to wait out (until `until`, now `now`); the rest are
/// faults, logged with lichess's words.
pub(super) fn unmade(e: LichessError, now: jiff::Timestamp) -> Unmade {
    let detail = e.to_string();
    let (why, user) = match e {
        LichessError::TooMany { until } => {
            let left = until.duration_since(now).as_secs().max(1);
            return Unmade {
                why: Unplayed::Paused(Duration::from_secs(left.unsigned_abs())),
                error: Text::msg(msg!("lichess-too-many")).into(),
            };
        }
        // lichess's own words, shown as it wrote them on every face.
        LichessError::Refused(reason) if reason.is_empty() => {
            (Unplayed::Refused, Text::msg(msg!("lichess-refused-silent")))
        }
        LichessError::Refused(reason) => (
            Unplayed::Refused,
            Text::msg(msg!("lichess-refused")).with("reason", Text::verbatim(reason)),
        ),
        LichessError::TimedOut => (Unplayed::TimedOut, Text::msg(msg!("lichess-timed-out"))),
        LichessError::Unreachable(_) => (
            Unplayed::Unreachable,
            Text::msg(msg!("lichess-unreachable")),
        ),
        LichessError::Unexpected(_) => {
            (Unplayed::Unexpected, Text::msg(msg!("lichess-unexpected")))
        }
    };
    Unmade {
        why,
        error: AppError::Internal { user, detail },
    }
}
