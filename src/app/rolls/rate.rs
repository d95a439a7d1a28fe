//! How often one person may roll: a rate per user, so one person (or a
//! script with their account) cannot keep the bot, or the club's dice
//! tower, to themselves.
//!
//! The count is kept per process, in memory: behind a load balancer each
//! process counts on its own, which bounds a person to the rate times the
//! number of processes.

use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::app::error::AppError;
use crate::i18n::Text;

/// Rolls per minute per person; `None` when the setting is 0 (no limit).
pub struct RollRate {
    limiter: Option<(DefaultKeyedRateLimiter<u64>, NonZeroU32)>,
}

impl RollRate {
    pub fn new(per_minute: u32) -> RollRate {
        RollRate {
            limiter: NonZeroU32::new(per_minute)
                .map(|n| (RateLimiter::keyed(Quota::per_minute(n)), n)),
        }
    }

    /// Counts one roll of `user`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] saying how long to wait, when the person is over
    /// the rate.
    pub fn check(&self, user: u64) -> Result<(), AppError> {
        let Some((limiter, per_minute)) = &self.limiter else {
            return Ok(());
        };
        limiter.check_key(&user).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            AppError::from(
                Text::msg(msg!("error-rate"))
                    .with("most", u64::from(per_minute.get()))
                    .with("seconds", wait.max(Duration::from_secs(1)).as_secs()),
            )
        })
    }

    /// Forgets people who have not rolled for a while (the sweeper calls
    /// this, so the table does not grow with every person ever seen).
    pub fn forget_idle(&self) {
        if let Some((limiter, _)) = &self.limiter {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_person_over_the_rate_is_told_how_long_to_wait() {
        let rate = RollRate::new(3);
        for _ in 0..3 {
            rate.check(1).unwrap();
        }
        let e = rate.check(1).unwrap_err();
        assert!(
            e.user_text(crate::i18n::Lang::En)
                .contains("more than 3 rolls a minute"),
            "{e:?}"
        );
        assert!(e.user_text(crate::i18n::Lang::En).contains("try again in"));
        // Others are counted on their own.
        rate.check(2).unwrap();
        // 0 is no limit at all.
        let off = RollRate::new(0);
        for _ in 0..1000 {
            off.check(1).unwrap();
        }
    }
}
