//! What this process knows of servers' variant files: each version
//! loaded (or why it could not be), and how many new files each server
//! had checked.

use std::collections::HashMap;
use std::num::NonZeroU32;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::app::error::AppError;
use crate::core::custom::LoadError;
use crate::core::variant::Variant;
use crate::i18n::Text;

/// New variant files one server may have checked in an hour. A check
/// audits every method (a few seconds of CPU for a large file), and each
/// new file takes a place in this process's table of variants, so a server
/// cannot keep the bot busy, or fill the table, with a stream of them.
pub const CHECKS_PER_HOUR: u32 = 12;

/// The most (server, file version) pairs remembered as loaded; past it the
/// memory is cleared and filled again as servers ask (loading a file again
/// is cheap: its audit is kept by the core).
const MAX_REMEMBERED: usize = 20_000;

/// What this process knows of servers' files: each version loaded (or why
/// it could not be: never [`LoadError::Full`], which is not the file's
/// fault), and how many new files each server had checked.
pub struct ServerFiles {
    loaded: Mutex<HashMap<(u64, String), Result<Variant, LoadError>>>,
    checks: DefaultKeyedRateLimiter<u64>,
}

impl Default for ServerFiles {
    fn default() -> ServerFiles {
        let per_hour = NonZeroU32::new(CHECKS_PER_HOUR).unwrap_or(NonZeroU32::MIN);
        ServerFiles {
            loaded: Mutex::default(),
            checks: RateLimiter::keyed(Quota::per_hour(per_hour)),
        }
    }
}

impl ServerFiles {
    pub(super) fn get(&self, guild: u64, digest: &str) -> Option<Result<Variant, LoadError>> {
        self.map().get(&(guild, digest.to_owned())).cloned()
    }

    pub(super) fn put(&self, guild: u64, digest: &str, loaded: Result<Variant, LoadError>) {
        let mut map = self.map();
        if map.len() >= MAX_REMEMBERED {
            map.clear();
        }
        map.insert((guild, digest.to_owned()), loaded);
    }

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<(u64, String), Result<Variant, LoadError>>> {
        self.loaded.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts one new file checked for `guild`.
    pub(super) fn count_check(&self, guild: u64) -> Result<(), AppError> {
        self.checks.check_key(&guild).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            AppError::from(
                Text::msg(msg!("error-variant-checks"))
                    .with("most", CHECKS_PER_HOUR)
                    .with("minutes", wait.max(Duration::from_secs(60)).as_secs() / 60),
            )
        })
    }
}
