//! Deferred work this process has promised Discord: the rest of each
//! deferred interaction (tower throws, the reply's edit and its retries).
//!
//! Why tracked: the transports run it detached from the request that
//! started it, so a shutdown that only waited for requests would exit with
//! rolls half thrown and "thinking…" left on people's screens. On shutdown,
//! [`Deferred::drain`] lets the work finish until a deadline, then cuts what
//! is left and tells each person whose roll was cut to roll again.

use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::bot::Reply;
use crate::bot::transport::relay::Pending;
use crate::discord::rest::Followup;

/// The deferred work of one transport.
#[derive(Clone, Default)]
pub struct Deferred {
    tracker: TaskTracker,
    cut: CancellationToken,
}

/// How long the notices to people whose work was cut may take.
const NOTICE_TIME: Duration = Duration::from_secs(10);

impl Deferred {
    /// Runs `work` (the rest of a deferred interaction). If a drain cuts it,
    /// `followup` tells the asker; `ephemeral` and `update` say how the
    /// interaction was deferred, so the notice goes where the reply would.
    pub fn spawn(&self, work: Pending, followup: Option<Followup>, ephemeral: bool, update: bool) {
        let cut = self.cut.clone();
        self.tracker.spawn(async move {
            tokio::select! {
                () = work => {}
                () = cut.cancelled() => {
                    if let Some(followup) = followup {
                        notice(&followup, ephemeral, update).await;
                    }
                }
            }
        });
    }

    /// Stops taking work, lets what is under way finish for `deadline`,
    /// then cuts the rest (telling each asker) and waits for the notices.
    /// Logs what it did: how much was under way, finished and cut.
    pub async fn drain(&self, deadline: Duration) {
        self.tracker.close();
        let under_way = self.tracker.len();
        if under_way > 0 {
            tracing::info!(under_way, "shutdown: letting deferred work finish");
        }
        if tokio::time::timeout(deadline, self.tracker.wait())
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
            drain_secs = deadline.as_secs(),
            "shutdown: deferred work cut at the deadline; telling its askers to try again"
        );
        if tokio::time::timeout(NOTICE_TIME, self.tracker.wait())
            .await
            .is_err()
        {
            tracing::warn!("some askers whose work was cut could not be told in time");
        }
    }
}

/// Tells the asker their work was cut by a restart: in the deferral's own
/// message when only they see it, else privately (and a public placeholder
/// is removed; a message a control is on stays).
async fn notice(followup: &Followup, ephemeral: bool, update: bool) {
    let reply = Reply::error("Backrank restarted before this was finished: please try again");
    if ephemeral && !update {
        followup.edit(&reply).await;
    } else {
        followup.ephemeral(&reply).await;
        if !update {
            followup.delete_original().await;
        }
    }
}
