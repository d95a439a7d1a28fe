//! Upkeep that `serve` runs every few minutes: roll-alongs left idle
//! expire, finished ones are forgotten, and the rate table forgets people
//! who stopped rolling.

use crate::app::clock::Clock;
use crate::app::error::AppError;
use crate::app::play::limits::PlayLimits;
use crate::app::rolls::rate::RollRate;
use crate::app::settings::BotSettings;
use crate::store::{Store, Swept};

/// How long a finished, cancelled or expired roll-along is kept (its roll
/// stays in the records for good).
const KEEP_FINISHED: i64 = 7 * 24 * 3600;

/// What the upkeep clears: the store's roll-alongs (by the bot's
/// settings and the clock), the roll rate and the lichess limits.
pub struct Upkeep<'a> {
    store: &'a dyn Store,
    clock: &'a dyn Clock,
    bot: &'a BotSettings,
    rate: &'a RollRate,
    limits: &'a PlayLimits,
}

impl<'a> Upkeep<'a> {
    /// Upkeep of these parts of the process.
    #[must_use]
    pub fn new(
        (store, clock, bot): (&'a dyn Store, &'a dyn Clock, &'a BotSettings),
        rate: &'a RollRate,
        limits: &'a PlayLimits,
    ) -> Upkeep<'a> {
        Upkeep {
            store,
            clock,
            bot,
            rate,
            limits,
        }
    }
}

impl Upkeep<'_> {
    /// Expires roll-alongs left without a throw for `session_minutes`,
    /// forgets finished ones after a week (their rolls stay), and drops
    /// people who stopped rolling from the rate table.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn sweep(&self) -> Result<Swept, AppError> {
        let now = self.clock.now();
        let secs = now.as_second();
        let swept = self
            .store
            .sweep_roll_alongs(
                secs.saturating_sub(self.bot.session_seconds()),
                secs.saturating_sub(KEEP_FINISHED),
            )
            .await?;
        self.rate.forget_idle();
        self.limits.forget_idle(now);
        Ok(swept)
    }
}
