//! `backrank doctor`'s check of the gateway processes noted in the store:
//! no shard run by two of them at once ([`crate::app::shared_shards`]).

use super::{Outcome, PATIENCE, problem};
use crate::app::settings::Settings;
use crate::app::shared_shards::{self, FIX, LIVE};

/// The gateway processes live now, from their notes in the store. Run
/// only once the store check passed (a damaged store is not opened).
pub(super) async fn gateway_hosts(settings: &Settings) -> Outcome {
    let since =
        jiff::Timestamp::now().as_second() - i64::try_from(LIVE.as_secs()).unwrap_or(i64::MAX);
    let read = async {
        let store = settings.store.open().await?;
        store.gateway_shards(since).await
    };
    let live = match tokio::time::timeout(PATIENCE, read).await {
        Ok(Ok(live)) => live,
        Ok(Err(e)) => return Outcome::Skipped(format!("the store could not say: {e}")),
        Err(_) => {
            return Outcome::Skipped(format!(
                "the store did not answer within {} s",
                PATIENCE.as_secs()
            ));
        }
    };
    let shared = shared_shards::shared(&live);
    if !shared.is_empty() {
        let said: Vec<String> = shared.iter().map(ToString::to_string).collect();
        return problem(said.join("; "), FIX);
    }
    let mut hosts: Vec<&str> = live.iter().map(|b| b.host.as_str()).collect();
    hosts.sort_unstable();
    hosts.dedup();
    match hosts.len() {
        0 => Outcome::Note(format!(
            "no gateway process has run in the last {} s",
            LIVE.as_secs()
        )),
        1 => Outcome::Passed("one gateway process runs, with its shards to itself".to_owned()),
        n => Outcome::Passed(format!(
            "{n} gateway processes run, each on shards of its own"
        )),
    }
}
