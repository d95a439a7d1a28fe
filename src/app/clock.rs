//! The time, from one place: the system clock in the bot, a clock the test
//! moves by hand in the tests (daily posts, session expiry).

use std::sync::Mutex;

use jiff::{SignedDuration, Timestamp};

/// Where "now" comes from.
pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;
}

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        Timestamp::now()
    }
}

/// A clock that moves only when told: tests set it to a daylight-saving
/// change or the middle of the night and step through time.
#[derive(Debug)]
pub struct ManualClock(Mutex<Timestamp>);

impl ManualClock {
    pub fn new(start: Timestamp) -> ManualClock {
        ManualClock(Mutex::new(start))
    }

    pub fn set(&self, t: Timestamp) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = t;
    }

    pub fn advance(&self, by: SignedDuration) {
        let mut t = self.0.lock().unwrap_or_else(|p| p.into_inner());
        *t = t.saturating_add(by).unwrap_or(*t);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        *self.0.lock().unwrap_or_else(|p| p.into_inner())
    }
}
