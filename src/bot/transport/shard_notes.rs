//! Noting in the store, every [`BEAT`], which shards this gateway process
//! runs, and saying plainly in the log when another live process runs one
//! of them too ([`crate::app::shared_shards`]): at start, and whenever a
//! new one appears.

use std::collections::BTreeSet;
use std::sync::Arc;

use tokio::sync::watch;

use crate::app::App;
use crate::app::shared_shards::{self, BEAT, FIX, KEPT, LIVE};
use crate::bot::transport::shards::ShardPlan;
use crate::store::ShardBeat;

/// The shards `plan` runs, and the total they are of.
fn shards_of(plan: ShardPlan) -> (Vec<u32>, u32) {
    match plan {
        ShardPlan::Single => (vec![0], 1),
        ShardPlan::Range { first, last, total } => ((first..=last).collect(), total),
    }
}

/// Notes `plan`'s shards every [`BEAT`] until `stop`, warning once about
/// each other process seen on one of them.
pub async fn keep_noting(app: Arc<App>, plan: ShardPlan, mut stop: watch::Receiver<bool>) {
    let host = shared_shards::this_host(app.now());
    let (shards, shard_count) = shards_of(plan);
    let mut told = BTreeSet::new();
    loop {
        note(&app, &host, &shards, shard_count, &mut told).await;
        tokio::select! {
            () = tokio::time::sleep(BEAT) => {}
            _ = stop.wait_for(|stopping| *stopping) => return,
        }
    }
}

/// One beat: this process's notes, then the others on its shards.
async fn note(
    app: &App,
    host: &str,
    shards: &[u32],
    shard_count: u32,
    told: &mut BTreeSet<String>,
) {
    let store = app.store();
    let now = app.now();
    for &shard in shards {
        let beat = ShardBeat {
            host: host.to_owned(),
            shard,
            shard_count,
            seen_at: now,
        };
        if let Err(e) = store.note_gateway_shard(beat).await {
            tracing::debug!(error = %e, "could not note this process's gateway shards");
            return;
        }
    }
    let secs = |d: std::time::Duration| i64::try_from(d.as_secs()).unwrap_or(i64::MAX);
    let _ = store.forget_gateway_shards(now - secs(KEPT)).await;
    let Ok(live) = store.gateway_shards(now - secs(LIVE)).await else {
        return;
    };
    for shared in shared_shards::shared(&live) {
        let ours = shared.hosts.iter().any(|h| h == host) && shards.contains(&shared.shard);
        let others: Vec<&String> = shared.hosts.iter().filter(|h| *h != host).collect();
        if !ours || others.iter().all(|h| told.contains(*h)) {
            continue;
        }
        told.extend(others.into_iter().cloned());
        tracing::warn!(
            shard = shared.shard,
            shard_count = shared.shard_count,
            "another gateway process runs this process's shard: {shared}; {FIX}"
        );
    }
}
