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
}

/// How long the notices to people whose work was cut may take.
const NOTICE_TIME: Duration = Duration::from_secs(10);

impl Deferred {
    /// Runs `work` (the rest of a deferred interaction). If a drain cuts it,
    /// `notice` tells the asker (when there is a way to).
    pub fn spawn(&self, work: Pending, notice: Option<CutNotice>) {
        let cut = self.cut.clone();
        self.tracker.spawn(async move {
            tokio::select! {
                () = work => {}
                () = cut.cancelled() => {
                    if let Some(notice) = notice {
                        notice.send().await;
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
