//! Gateway processes that run the same shard. Discord may deliver each of
//! that shard's interactions to every such process (a forgotten
//! `[discord] shards`, or a rolling restart while the old and the new
//! process overlap); only one answers, but it is worth saying plainly.
//! Each process notes its shards in the store every [`BEAT`]; a shard noted
//! within [`LIVE`] is run now. The gateway's log and `backrank doctor` both
//! read the store through [`shared`].

use std::collections::BTreeMap;
use std::time::Duration;

use crate::store::ShardBeat;

/// How often a gateway process notes its shards.
pub const BEAT: Duration = Duration::from_secs(30);

/// How long a note says a process is running: two beats and some slack.
pub const LIVE: Duration = Duration::from_secs(75);

/// How long a note is kept at all.
pub const KEPT: Duration = Duration::from_secs(60 * 60);

/// One shard run by more than one process.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    pub shard: u32,
    pub shard_count: u32,
    /// The processes, in order.
    pub hosts: Vec<String>,
}

impl std::fmt::Display for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "shard {} of {} is run by {} gateway processes ({})",
            self.shard,
            self.shard_count,
            self.hosts.len(),
            self.hosts.join(", ")
        )
    }
}

/// What to do about a [`Shared`] shard.
pub const FIX: &str = "give each gateway process its own shards ([discord] shards and \
                       shard_count), or stop the extra one; Discord may deliver each interaction \
                       to every process on a shard. During a rolling restart this passes once the \
                       old process stops";

/// The shards that more than one process noted (`beats`: the live notes).
pub fn shared(beats: &[ShardBeat]) -> Vec<Shared> {
    let mut by_shard: BTreeMap<(u32, u32), Vec<String>> = BTreeMap::new();
    for b in beats {
        by_shard
            .entry((b.shard, b.shard_count))
            .or_default()
            .push(b.host.clone());
    }
    by_shard
        .into_iter()
        .filter(|(_, hosts)| hosts.len() > 1)
        .map(|((shard, shard_count), mut hosts)| {
            hosts.sort();
            hosts.dedup();
            Shared {
                shard,
                shard_count,
                hosts,
            }
        })
        .filter(|s| s.hosts.len() > 1)
        .collect()
}

/// This process's name in the notes: its machine, its process id and when
/// it started, so a restarted process is a new one.
pub fn this_host(now: i64) -> String {
    let machine = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "a host".to_owned());
    format!("{machine} (process {}, started {now})", std::process::id())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn beat(host: &str, shard: u32, shard_count: u32) -> ShardBeat {
        ShardBeat {
            host: host.into(),
            shard,
            shard_count,
            seen_at: 0,
        }
    }

    #[test]
    fn only_shards_run_twice_are_shared() {
        let beats = [
            beat("a", 0, 1),
            beat("b", 0, 1),
            beat("c", 0, 2),
            beat("c", 1, 2),
        ];
        assert_eq!(
            shared(&beats),
            [Shared {
                shard: 0,
                shard_count: 1,
                hosts: vec!["a".into(), "b".into()]
            }]
        );
        assert_eq!(
            shared(&beats)[0].to_string(),
            "shard 0 of 1 is run by 2 gateway processes (a, b)"
        );
    }
}
