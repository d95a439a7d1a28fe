//! Upkeep that `serve` runs every few minutes: roll-alongs left idle
//! expire, finished ones are forgotten, and the rate table forgets people
//! who stopped rolling.

use super::App;
use super::error::AppError;
use crate::store::Swept;

/// How long a finished, cancelled or expired roll-along is kept (its roll
/// stays in the records for good).
const KEEP_FINISHED: i64 = 7 * 24 * 3600;

impl App {
    /// Expires roll-alongs left without a throw for `session_minutes`,
    /// forgets finished ones after a week (their rolls stay), and drops
    /// people who stopped rolling from the rate table.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn sweep(&self) -> Result<Swept, AppError> {
        let now = self.now();
        let swept = self
            .store()
            .sweep_roll_alongs(
                now.saturating_sub(self.session_seconds()),
                now.saturating_sub(KEEP_FINISHED),
            )
            .await?;
        self.rate.forget_idle();
        self.play_limits.forget_idle(self.clock().now());
        Ok(swept)
    }

    /// How long a roll-along may wait for its next throw
    /// (`[bot] session_minutes`), in seconds.
    pub fn session_seconds(&self) -> i64 {
        i64::try_from(self.settings().bot.session_minutes.saturating_mul(60)).unwrap_or(i64::MAX)
    }
}
