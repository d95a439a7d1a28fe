//! Deferred work this process has promised Discord: the rest of each
//! deferred interaction (tower throws, the reply's edit and its retries).
//!
//! Why tracked: the transports run it detached from the request that
//! started it, so a shutdown that only waited for requests would exit with
//! rolls half thrown and "thinking…" left on people's screens. On shutdown,
//! [`Deferred::drain`] lets the work finish until a deadline, then cuts what
//! is left and tells each person whose roll was cut to roll again, within a
//! budget of its own, so the whole shutdown ends before the grace period
//! the deploy files give ([`shutdown_budget`]).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::bot::Reply;
use crate::discord::rest::Followup;
use crate::i18n::{Lang, t};

/// The rest of a deferred interaction's work: the transport starts it once
/// the deferral is sent, so nothing edits a response Discord has not seen.
pub type Pending = std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>;

/// The deferred work of one transport.
#[derive(Clone, Default)]
pub struct Deferred {
    tracker: TaskTracker,
    cut: CancellationToken,
    untold: Untold,
}

/// How long telling the people whose work was cut may take, after
/// `[http] drain_secs`: a Discord that answers 5xx is retried only this
/// long, so the whole shutdown stays within the deploy files' grace
/// period ([`shutdown_budget`]).
pub const TELL_TIME: Duration = Duration::from_secs(5);

/// What closing may take on top (a gateway client that will not stop, the
/// last log lines).
pub const CLOSE_TIME: Duration = Duration::from_secs(5);

/// The longest a shutdown takes from the signal to the exit, for
/// `drain_secs`: the drain, then telling the askers whose work was cut,
/// then closing. The deploy files' grace periods are longer, with margin.
pub fn shutdown_budget(drain_secs: u64) -> Duration {
    Duration::from_secs(drain_secs) + TELL_TIME + CLOSE_TIME
}

impl Deferred {
    /// Runs `work` (the rest of a deferred interaction). If a drain cuts it,
    /// `notice` tells the asker (when there is a way to).
    pub fn spawn(&self, work: Pending, notice: Option<CutNotice>) {
        let cut = self.cut.clone();
        let untold = self.untold.clone();
        self.tracker.spawn(async move {
            tokio::select! {
                () = work => {}
                () = cut.cancelled() => {
                    if let Some(notice) = notice {
                        let key = untold.add(notice.followup.record());
                        notice.send().await;
                        untold.remove(key);
                    }
                }
            }
        });
    }

    /// Stops taking work, lets what is under way finish until `until` (the
    /// signal plus `[http] drain_secs`), then cuts the rest and tells each
    /// asker, for at most [`TELL_TIME`]. Logs what it did: how much was
    /// under way, finished and cut, and whom it could not tell.
    pub async fn drain(&self, until: tokio::time::Instant) {
        self.tracker.close();
        let under_way = self.tracker.len();
        if under_way > 0 {
            tracing::info!(under_way, "shutdown: letting deferred work finish");
        }
        if tokio::time::timeout_at(until, self.tracker.wait())
            .await
            .is_ok()
        {
            if under_way > 0 {
                tracing::info!(finished = under_way, "shutdown: deferred work finished");
            }
            return;
        }
        let cut = self.tracker.len();
        self.cut.cancel();
        tracing::warn!(
            under_way,
            cut,
            "shutdown: deferred work cut at the deadline ([http] drain_secs); telling its askers \
             to try again"
        );
        if tokio::time::timeout(TELL_TIME, self.tracker.wait())
            .await
            .is_ok()
        {
            return;
        }
        let (untold, records) = self.untold.left();
        let records = records
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        tracing::warn!(
            untold,
            records = %records,
            tell_secs = TELL_TIME.as_secs(),
            "shutdown: askers whose work was cut could not be told within {} s (Discord did not \
             take the notice): {untold}, with the saved rolls [{records}]",
            TELL_TIME.as_secs()
        );
    }
}

/// When the shutdown signal came: the drain's deadline counts from it, so
/// the time closing the listeners or the gateway client takes is within
/// `[http] drain_secs`, not added to it.
#[derive(Clone, Default)]
pub struct Signalled(Arc<std::sync::OnceLock<tokio::time::Instant>>);

impl Signalled {
    /// `shutdown`, noting when it resolves.
    pub fn watch(
        &self,
        shutdown: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> impl std::future::Future<Output = ()> + Send + 'static {
        let at = self.0.clone();
        async move {
            shutdown.await;
            let _ = at.set(tokio::time::Instant::now());
        }
    }

    /// The drain's deadline: `drain_secs` after the signal (after now, if
    /// the signal has not come: the transport stopped on its own).
    pub fn drain_until(&self, drain_secs: u64) -> tokio::time::Instant {
        let at = self
            .0
            .get()
            .copied()
            .unwrap_or_else(tokio::time::Instant::now);
        at + Duration::from_secs(drain_secs)
    }
}

/// The askers being told their work was cut, until they are: each with the
/// record number of a roll already saved for them, if any.
#[derive(Clone, Default)]
struct Untold(Arc<Mutex<Asked>>);

/// The last key given, and each asker not yet told by key.
type Asked = (u64, BTreeMap<u64, Option<i64>>);

impl Untold {
    fn add(&self, record: Option<i64>) -> u64 {
        let mut untold = self.0.lock().unwrap_or_else(|p| p.into_inner());
        untold.0 += 1;
        let key = untold.0;
        untold.1.insert(key, record);
        key
    }

    fn remove(&self, key: u64) {
        let mut untold = self.0.lock().unwrap_or_else(|p| p.into_inner());
        untold.1.remove(&key);
    }

    /// How many are left untold, and their saved rolls' record numbers.
    fn left(&self) -> (usize, Vec<i64>) {
        let untold = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let records = untold.1.values().flatten().copied().collect();
        (untold.1.len(), records)
    }
}

/// How to tell an asker that a restart cut their deferred work.
pub struct CutNotice {
    pub followup: Followup,
    /// How the interaction was deferred, so the notice goes where the reply
    /// would have.
    pub ephemeral: bool,
    pub update: bool,
    /// The asker's language.
    pub lang: Lang,
}

impl CutNotice {
    /// In the deferral's own message when only the asker sees it, else
    /// privately (and a public placeholder is removed; a message a control
    /// is on stays).
    async fn send(self) {
        let reply = Reply::error(t(self.lang, msg!("error-restarted")));
        if self.ephemeral && !self.update {
            self.followup.edit(&reply).await;
        } else {
            self.followup.ephemeral(&reply).await;
            if !self.update {
                self.followup.delete_original().await;
            }
        }
    }
}
