//! Whether Discord refuses a bot token now: a 401 on a call made with it
//! marks it refused until a call with it succeeds, so `/readyz` stops
//! sending work to a process whose replies cannot get through.
//!
//! Kept per token (by its hash, never the token itself): processes in tests
//! share this memory, each with a token of its own.

use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

static REFUSED: Mutex<BTreeSet<u64>> = Mutex::new(BTreeSet::new());

fn key(token: &str) -> u64 {
    let token = token.strip_prefix("Bot ").unwrap_or(token).trim();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    token.hash(&mut hasher);
    hasher.finish()
}

fn refused_set() -> std::sync::MutexGuard<'static, BTreeSet<u64>> {
    REFUSED.lock().unwrap_or_else(|p| p.into_inner())
}

/// Discord answered 401 to a call made with `token` (or `Bot token`).
pub fn refused(token: &str) {
    if refused_set().insert(key(token)) {
        tracing::error!(
            "Discord refused the bot token (401): not ready until a call with it succeeds; \
             replies that need it fail meanwhile"
        );
    }
}

/// A call made with `token` succeeded.
pub fn accepted(token: &str) {
    if refused_set().remove(&key(token)) {
        tracing::info!("Discord accepts the bot token again: ready");
    }
}

/// Whether the last word on `token` was a 401.
pub fn is_refused(token: &str) -> bool {
    refused_set().contains(&key(token))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_refused_token_stays_refused_until_a_call_succeeds() {
        let token = "a_refused_token_stays_refused";
        assert!(!super::is_refused(token));
        super::refused(&format!("Bot {token}"));
        assert!(super::is_refused(token));
        assert!(!super::is_refused("another token"));
        super::accepted(&format!("Bot {token}"));
        assert!(!super::is_refused(token));
    }
}
