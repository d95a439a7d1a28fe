//! Finding Discord, in Backrank's own words. Given a Discord it cannot
//! reach, serenity either fails at once (its first REST call) or retries
//! its websocket with nothing logged at Backrank's level. So before the
//! gateway client starts, Backrank asks Discord's API where the gateway is,
//! and until that works says what it tried, why it failed and when it
//! tries again, stopping at once on a signal. Once the client runs, a
//! watch says so when no shard has connected for a while.

use std::sync::Arc;
use std::time::Duration;

use serenity::http::Http;
use tokio::sync::watch;

use crate::bot::transport::shards::Connected;

/// How long one try may take.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);

/// The wait after the first failed try; it doubles up to [`LONGEST_WAIT`].
const FIRST_WAIT: Duration = Duration::from_secs(2);
const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// How long the gateway may go without a connected shard before it is
/// reported, and how often after that.
const NO_SHARD_AFTER: Duration = Duration::from_secs(10);
const NO_SHARD_AGAIN: Duration = Duration::from_secs(60);

/// Where Discord's API is for these settings, as people read it.
pub fn api_shown(api_url: &str) -> String {
    if api_url.is_empty() {
        "https://discord.com/api/v10".to_owned()
    } else {
        api_url.trim_end_matches('/').to_owned()
    }
}

/// Asks Discord's API for the gateway until it answers: `Some(url)`, or
/// `None` when `stop` came first. An answer that refuses (a bad token) is
/// an answer: the client then fails with its own error.
pub async fn gateway_address(
    http: &Http,
    api: &str,
    mut stop: watch::Receiver<bool>,
) -> Option<String> {
    let mut wait = FIRST_WAIT;
    for attempt in 1u32.. {
        let cause = match tokio::time::timeout(ATTEMPT_TIMEOUT, http.get_bot_gateway()).await {
            Ok(Ok(gateway)) => {
                if attempt > 1 {
                    tracing::info!(api, attempt, "reached Discord's API");
                }
                return Some(gateway.url);
            }
            Ok(Err(serenity::Error::Http(e)))
                if e.status_code().is_some_and(|s| s.is_client_error()) =>
            {
                return Some(String::new());
            }
            Ok(Err(e)) => e.to_string(),
            Err(_) => format!("no answer within {} s", ATTEMPT_TIMEOUT.as_secs()),
        };
        let retry_in = wait.as_secs();
        let message = format!(
            "cannot reach Discord: asking {api}/gateway/bot for the gateway failed ({cause}); \
             trying again in {retry_in} s. Check the network, the [discord] api_url setting, and \
             https://discordstatus.com"
        );
        if attempt == 1 {
            tracing::error!(api, attempt, retry_in, "{message}");
        } else {
            tracing::warn!(api, attempt, retry_in, "{message}");
        }
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            _ = stop.wait_for(|stopping| *stopping) => return None,
        }
        wait = (wait * 2).min(LONGEST_WAIT);
    }
    None
}

/// Says so, in [`NO_SHARD_AFTER`] and then every [`NO_SHARD_AGAIN`], while
/// no shard of this process is connected to `gateway`; ends on `stop`.
pub async fn watch_shards(
    connected: Arc<Connected>,
    gateway: String,
    mut stop: watch::Receiver<bool>,
) {
    let mut wait = NO_SHARD_AFTER;
    let mut down_for = Duration::ZERO;
    loop {
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            _ = stop.wait_for(|stopping| *stopping) => return,
        }
        down_for += wait;
        if !connected.shards().is_empty() {
            down_for = Duration::ZERO;
        } else {
            tracing::error!(
                gateway,
                down_secs = down_for.as_secs(),
                "cannot reach Discord: its API answers, but its gateway {gateway} has not \
                 accepted this bot's connection for {} s; the client keeps trying every few \
                 seconds. Check that the network lets websockets (wss, port 443) through",
                down_for.as_secs()
            );
        }
        wait = NO_SHARD_AGAIN;
    }
}
