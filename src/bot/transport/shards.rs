//! Which gateway shards this process runs (`[discord] shards`,
//! `shard_count`), and which of them are connected (for `/readyz`).

use std::collections::BTreeSet;

use tokio::sync::watch;

/// The shards one process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardPlan {
    /// One shard, the whole bot (a club's own bot).
    Single,
    /// Shards `first..=last` of `total`, in this process.
    Range { first: u32, last: u32, total: u32 },
}

/// A shard setting that cannot work.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    #[error(
        "[discord] shards = \"{0}\": write one shard (\"3\") or a range (\"0-3\"), counted from 0"
    )]
    Shards(String),
    #[error("[discord] shards = \"{0}\" needs [discord] shard_count, the total in all processes")]
    NoCount(String),
    #[error(
        "[discord] shards = \"{shards}\" goes past shard_count = {total}: shards are numbered 0 to \
         {}",
        total.saturating_sub(1)
    )]
    PastCount { shards: String, total: u32 },
}

impl ShardPlan {
    /// Reads the two settings.
    ///
    /// # Errors
    ///
    /// [`ShardError`] naming the setting and how to write it.
    pub fn from_settings(shards: &str, total: u32) -> Result<ShardPlan, ShardError> {
        let shards = shards.trim();
        if shards.is_empty() {
            return Ok(match total {
                0 | 1 => ShardPlan::Single,
                total => ShardPlan::Range {
                    first: 0,
                    last: total - 1,
                    total,
                },
            });
        }
        let bad = || ShardError::Shards(shards.chars().take(20).collect());
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let (first, last) = match shards.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(shards)?, number(shards)?),
        };
        if first > last {
            return Err(bad());
        }
        if total == 0 {
            return Err(ShardError::NoCount(shards.to_owned()));
        }
        if last >= total {
            return Err(ShardError::PastCount {
                shards: shards.to_owned(),
                total,
            });
        }
        Ok(ShardPlan::Range { first, last, total })
    }
}

/// The shards of this process that are connected now; a watch, so a
/// change can be waited on.
#[derive(Debug)]
pub struct Connected(watch::Sender<BTreeSet<u32>>);

impl Default for Connected {
    fn default() -> Connected {
        Connected(watch::Sender::new(BTreeSet::new()))
    }
}

impl Connected {
    /// Marks `shard` connected; whether it was not before.
    pub fn up(&self, shard: u32) -> bool {
        self.0.send_if_modified(|up| up.insert(shard))
    }

    /// Marks `shard` not connected, and says so once, with `why`:
    /// `/readyz` answers "not ready" from now until it reconnects.
    pub fn down(&self, shard: u32, why: &str) {
        if self.0.send_if_modified(|up| up.remove(&shard)) {
            tracing::warn!(
                shard,
                why,
                "gateway shard {shard} disconnected ({why}); not ready until it reconnects"
            );
        }
    }

    /// The connected shards, lowest first.
    pub fn shards(&self) -> Vec<u32> {
        self.0.borrow().iter().copied().collect()
    }

    /// Waits until the connected shards are `wanted`.
    pub async fn wait_for(&self, wanted: &[u32]) {
        let mut rx = self.0.subscribe();
        let _ = rx
            .wait_for(|up| up.iter().copied().eq(wanted.iter().copied()))
            .await;
    }
}

/// How often the shard runners' own state is looked at.
const RUNNERS_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// Marks a shard down as soon as serenity's manager knows it is: serenity
/// sends no stage event when a shard whose heartbeat went unanswered, or
/// whose resume failed, is restarted; its runner then leaves the manager's
/// list (or shows a stage other than connected). Ends on `stop`.
pub async fn watch_runners(
    manager: std::sync::Arc<serenity::gateway::ShardManager>,
    connected: std::sync::Arc<Connected>,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        tokio::select! {
            () = tokio::time::sleep(RUNNERS_EVERY) => {}
            _ = stop.wait_for(|stopping| *stopping) => return,
        }
        let runners = manager.runners.lock().await;
        for shard in connected.shards() {
            match runners.get(&serenity::all::ShardId(shard)) {
                Some(runner) if runner.stage == serenity::all::ConnectionStage::Connected => {}
                Some(runner) => {
                    connected.down(shard, &format!("its connection is {:?}", runner.stage));
                }
                None => connected.down(shard, "its connection was lost and is being restarted"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_settings_are_read_and_bad_ones_named() {
        let plan = ShardPlan::from_settings;
        assert_eq!(plan("", 0), Ok(ShardPlan::Single));
        assert_eq!(
            plan("", 4),
            Ok(ShardPlan::Range {
                first: 0,
                last: 3,
                total: 4
            })
        );
        assert_eq!(
            plan(" 4-7 ", 8),
            Ok(ShardPlan::Range {
                first: 4,
                last: 7,
                total: 8
            })
        );
        assert_eq!(
            plan("5", 8),
            Ok(ShardPlan::Range {
                first: 5,
                last: 5,
                total: 8
            })
        );
        assert_eq!(plan("0-3", 0), Err(ShardError::NoCount("0-3".into())));
        let past = plan("6-8", 8).unwrap_err().to_string();
        assert!(past.contains("numbered 0 to 7"), "{past}");
        for bad in ["3-1", "a-b", "-1", "1-", "x"] {
            assert_eq!(plan(bad, 8), Err(ShardError::Shards(bad.into())), "{bad}");
        }
    }
}
