//! What a running bot counts, for `/metrics` (Prometheus's text format).
//!
//! The names live here, in one place, so the dashboard an operator builds
//! and the code agree. Recording goes through the `metrics` facade: with no
//! recorder installed (the CLI, the tests) every call is a no-op; `serve`
//! installs the Prometheus recorder at start.
//!
//! Labels are kept to small, fixed sets (command names, variant ids,
//! outcome words): never a user, a server or a channel id, which would make
//! one series per person.

use std::time::Duration;

/// Interactions answered: `command`, `outcome` (ok | refused | fault).
pub const INTERACTIONS: &str = "backrank_interactions_total";
/// Seconds from an action's start to its reply: `command`.
pub const ACTION_SECONDS: &str = "backrank_action_seconds";
/// Seconds from an HTTP interaction's arrival to its first response.
pub const FIRST_RESPONSE_SECONDS: &str = "backrank_first_response_seconds";
/// Interactions deferred: `reason` (hardware | beacon | lichess | slow |
/// budget | store).
pub const DEFERRALS: &str = "backrank_deferrals_total";
/// Second deliveries of one interaction, acknowledged and not answered.
pub const DUPLICATES: &str = "backrank_duplicate_deliveries_total";
/// Rolls saved: `variant`, `method`, `source` (os | tower | typed | seed).
pub const ROLLS: &str = "backrank_rolls_total";
/// Faces thrown by a hardware source: `source` (`serial` | `exec`, the
/// kind of device: its path or command is the operator's business).
pub const DEVICE_THROWS: &str = "backrank_device_throws_total";
/// Rolls refused because the device's health tests refuse it: `source`.
pub const HEALTH_REFUSALS: &str = "backrank_health_refusals_total";
/// Seconds a store call took: `op`.
pub const STORE_SECONDS: &str = "backrank_store_seconds";
/// Store calls that failed: `op`.
pub const STORE_ERRORS: &str = "backrank_store_errors_total";
/// Daily posts: `outcome` (made | late | skipped | failed).
pub const DAILY_POSTS: &str = "backrank_daily_posts_total";
/// Calls finishing an interaction sent again after a failure: `call`
/// (edit | follow-up | delete).
pub const REST_RETRIES: &str = "backrank_rest_retries_total";
/// Calls finishing an interaction that never got through: `call`.
pub const REPLIES_UNDELIVERED: &str = "backrank_replies_undelivered_total";
/// Boards asked of the cache of encoded boards and found there.
pub const BOARD_CACHE_HITS: &str = "backrank_board_cache_hits_total";
/// Boards asked of the cache and drawn, not found.
pub const BOARD_CACHE_MISSES: &str = "backrank_board_cache_misses_total";
/// Bytes the cache of encoded boards holds.
pub const BOARD_CACHE_BYTES: &str = "backrank_board_cache_bytes";

/// Describes every metric once, for the `# HELP` lines.
pub fn describe() {
    use metrics::{describe_counter, describe_histogram};
    describe_counter!(
        INTERACTIONS,
        "Interactions answered, by command and outcome."
    );
    describe_histogram!(
        ACTION_SECONDS,
        metrics::Unit::Seconds,
        "Time from an action's start to its reply."
    );
    describe_histogram!(
        FIRST_RESPONSE_SECONDS,
        metrics::Unit::Seconds,
        "Time from an HTTP interaction's arrival to its first response (Discord allows 3 s)."
    );
    describe_counter!(
        DEFERRALS,
        "Interactions deferred and finished through the REST API."
    );
    describe_counter!(
        DUPLICATES,
        "Second deliveries of an interaction, acknowledged only."
    );
    describe_counter!(ROLLS, "Rolls saved, by variant, method and source.");
    describe_counter!(DEVICE_THROWS, "Faces thrown by a hardware source.");
    describe_counter!(HEALTH_REFUSALS, "Rolls refused by a device's health tests.");
    describe_histogram!(
        STORE_SECONDS,
        metrics::Unit::Seconds,
        "Time a store call took."
    );
    describe_counter!(STORE_ERRORS, "Store calls that failed.");
    describe_counter!(
        REST_RETRIES,
        "Calls finishing an interaction sent again after Discord failed them, by call."
    );
    describe_counter!(
        REPLIES_UNDELIVERED,
        "Calls finishing an interaction that never got through, by call (the roll is saved)."
    );
    describe_counter!(DAILY_POSTS, "Daily posts, by outcome.");
    describe_counter!(
        BOARD_CACHE_HITS,
        "Board images sent from the cache of encoded boards, not drawn."
    );
    describe_counter!(
        BOARD_CACHE_MISSES,
        "Board images not in the cache of encoded boards, drawn."
    );
    metrics::describe_gauge!(
        BOARD_CACHE_BYTES,
        metrics::Unit::Bytes,
        "Bytes the cache of encoded boards holds ([bot] image_cache_mb caps it)."
    );
}

/// An action answered.
pub fn interaction(command: &'static str, outcome: &'static str, took: Duration) {
    metrics::counter!(INTERACTIONS, "command" => command, "outcome" => outcome).increment(1);
    metrics::histogram!(ACTION_SECONDS, "command" => command).record(took.as_secs_f64());
}

/// An action that failed before its work started (its plan could not be
/// made: the store unreachable, say): counted as answered, with no time.
pub fn unplanned(command: &'static str, outcome: &'static str) {
    metrics::counter!(INTERACTIONS, "command" => command, "outcome" => outcome).increment(1);
}

/// An HTTP interaction's first response went out.
pub fn first_response(took: Duration) {
    metrics::histogram!(FIRST_RESPONSE_SECONDS).record(took.as_secs_f64());
}

/// An interaction was deferred.
pub fn deferral(reason: &'static str) {
    metrics::counter!(DEFERRALS, "reason" => reason).increment(1);
}

/// A second delivery of an interaction.
pub fn duplicate_delivery() {
    metrics::counter!(DUPLICATES).increment(1);
}

/// A roll was saved.
pub fn roll(variant: &str, method: &str, source: crate::store::SourceKind) {
    // Variant and method ids are the catalogue's, and a source is labelled
    // by its kind: a fixed set, never a path, a seed or the players.
    let kind = source.as_str();
    metrics::counter!(
        ROLLS,
        "variant" => variant.to_owned(),
        "method" => method.to_owned(),
        "source" => kind.to_owned()
    )
    .increment(1);
}

/// A hardware source threw a face.
pub fn device_throw(source: &'static str) {
    metrics::counter!(DEVICE_THROWS, "source" => source).increment(1);
}

/// A roll was refused by a device's health tests.
pub fn health_refusal(source: &'static str) {
    metrics::counter!(HEALTH_REFUSALS, "source" => source).increment(1);
}

/// A store call ended.
pub fn store_call(op: &'static str, took: Duration, failed: bool) {
    metrics::histogram!(STORE_SECONDS, "op" => op).record(took.as_secs_f64());
    if failed {
        metrics::counter!(STORE_ERRORS, "op" => op).increment(1);
    }
}

/// A day's post ended: made (on time), late, skipped or failed.
pub fn daily_post(outcome: &'static str) {
    metrics::counter!(DAILY_POSTS, "outcome" => outcome).increment(1);
}

/// A call finishing an interaction is sent again.
pub fn rest_retry(call: &'static str) {
    metrics::counter!(REST_RETRIES, "call" => call).increment(1);
}

/// A call finishing an interaction never got through.
pub fn reply_undelivered(call: &'static str) {
    metrics::counter!(REPLIES_UNDELIVERED, "call" => call).increment(1);
}

/// A board was asked of the cache of encoded boards: found, or not.
pub fn board_cache(hit: bool) {
    if hit {
        metrics::counter!(BOARD_CACHE_HITS).increment(1);
    } else {
        metrics::counter!(BOARD_CACHE_MISSES).increment(1);
    }
}

/// The cache of encoded boards holds `bytes` now.
pub fn board_cache_bytes(bytes: u64) {
    metrics::gauge!(BOARD_CACHE_BYTES).set(bytes as f64);
}
