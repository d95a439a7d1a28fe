//! The time, from one place: the system clock in the bot, a clock the test
//! moves by hand in the tests (daily posts, session expiry).

use jiff::{SignedDuration, Timestamp};
use tokio::sync::watch;

/// Where "now" comes from.
pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;

    /// Told each time the clock is moved by hand, for a clock that jumps
    /// (a test's): whoever sleeps until a time wakes when it is reached
    /// there, not after a real sleep. `None` for a clock that runs by
    /// itself.
    fn moves(&self) -> Option<watch::Receiver<Timestamp>> {
        None
    }
}

/// Until `moves` says the clock was moved; never for a clock that runs by
/// itself (or whose hand is gone).
pub async fn moved(moves: &mut Option<watch::Receiver<Timestamp>>) {
    if let Some(rx) = moves
        && rx.changed().await.is_ok()
    {
        return;
    }
    std::future::pending().await
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
pub struct ManualClock(watch::Sender<Timestamp>);

impl ManualClock {
    pub fn new(start: Timestamp) -> ManualClock {
        ManualClock(watch::Sender::new(start))
    }

    pub fn set(&self, t: Timestamp) {
        self.0.send_replace(t);
    }

    pub fn advance(&self, by: SignedDuration) {
        self.0
            .send_modify(|t| *t = t.saturating_add(by).unwrap_or(*t));
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        *self.0.borrow()
    }

    fn moves(&self) -> Option<watch::Receiver<Timestamp>> {
        Some(self.0.subscribe())
    }
}
