//! What the bot remembers: saved rolls, roll-alongs in progress, server
//! settings and daily challenges.
//!
//! [`Store`] is the interface the bot talks to, with two implementations:
//! [`SqliteStore`] (one file on the bot's own disk, the default for a club's
//! small box) and [`PostgresStore`] (one database shared by processes on
//! several hosts). Each has its own numbered migrations in
//! `src/store/migrations/`. The store also keeps each hardware source's
//! health tests, so a device's count goes on across processes, and the ids
//! of interactions already answered, so a second delivery is not answered
//! twice. [`open`] picks the backend from `[store]`; [`Dump`] moves a
//! store's whole history from one backend to the other. A server's own
//! variant files are kept too, every version, so old records still replay.

mod copy;
mod postgres;
mod sql;
mod sqlite;
mod types;

use std::path::Path;
use std::sync::Arc;

use async_trait::async_trait;
use backrank_entropy::HealthState;

pub use copy::{Dump, copy};
pub use postgres::{PostgresOptions, PostgresStore, redact};
pub use sqlite::{FILE_NAME, SqliteStore};
pub use types::*;

/// Opens a store: PostgreSQL when `url` is set, else the SQLite file in
/// `data_dir` (created on first run).
///
/// # Errors
///
/// As [`SqliteStore::open_dir`] and [`PostgresStore::connect`].
pub async fn open(
    url: &str,
    data_dir: &Path,
    options: &PostgresOptions,
) -> Result<Arc<dyn Store>, StoreError> {
    let url = url.trim();
    if url.is_empty() {
        let dir = data_dir.to_owned();
        let store = tokio::task::spawn_blocking(move || SqliteStore::open_dir(&dir))
            .await
            .map_err(|_| StoreError::Stopped)??;
        return Ok(Arc::new(store));
    }
    Ok(Arc::new(PostgresStore::connect(url, options).await?))
}

/// Why the store could not do something. `Display` is written for the person
/// running the bot.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("could not open the store at {path}: {message}")]
    Open { path: String, message: String },
    #[error("the store's schema could not be brought up to date: {0}")]
    Migration(String),
    #[error("the store failed: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("the database failed: {0}")]
    Postgres(#[from] tokio_postgres::Error),
    #[error("the database cannot be reached: {0}")]
    Unreachable(String),
    #[error("the store to copy into already holds {0}: copy into a new, empty store (or database)")]
    NotEmpty(String),
    #[error("the store holds a value Backrank cannot read: {0}")]
    Corrupt(String),
    #[error("the store's worker stopped")]
    Stopped,
    /// No answer within `[store] call_timeout_secs`: a database that froze.
    /// A write may still be done when it wakes.
    #[error("the store did not answer within {secs} s")]
    TimedOut { secs: u64 },
    /// SQLite's disk is full: nothing can be saved until space is freed.
    #[error(
        "the disk holding {path} is full, so nothing can be saved: free some space there (the \
         store's reads still work)"
    )]
    Full { path: String },
    #[error(
        "{path} is not a Backrank store ({why}): choose another [store] data_dir, or move the \
         file away"
    )]
    Foreign { path: String, why: String },
}

/// The bot's storage.
///
/// Every method is one transaction: when it returns `Ok`, the change is on
/// disk (an acknowledged record survives a crash or a kill).
#[async_trait]
pub trait Store: Send + Sync {
    /// Saves a roll and returns where it is: its id, and its record number
    /// in its scope ([`Scope::of`] its maker).
    async fn save_roll(&self, roll: NewRoll) -> Result<RecordRef, StoreError>;
    /// A roll by its id (the store's own number, not shown to people).
    async fn roll(&self, id: i64) -> Result<Option<SavedRoll>, StoreError>;
    /// A roll by its record number in a scope.
    async fn record(&self, scope: Scope, record_no: i64) -> Result<Option<SavedRoll>, StoreError>;

    /// Starts a roll-along.
    async fn start_roll_along(&self, session: NewRollAlong) -> Result<RollAlong, StoreError>;
    async fn roll_along(&self, id: i64) -> Result<Option<RollAlong>, StoreError>;
    /// Changes a roll-along if nobody else changed it since `version`: sets its
    /// faces and state, and when `roll` is given saves it and links it, all
    /// in one transaction. `Ok(None)` means someone was quicker.
    async fn update_roll_along(
        &self,
        id: i64,
        version: i64,
        change: RollAlongChange,
    ) -> Result<Option<RollAlong>, StoreError>;

    /// Marks open roll-alongs untouched since `idle_before` expired, and
    /// forgets rolls that are over (done, cancelled, expired) and untouched
    /// since `forget_before`; the rolls they made stay.
    async fn sweep_roll_alongs(
        &self,
        idle_before: i64,
        forget_before: i64,
    ) -> Result<Swept, StoreError>;

    /// A server's settings (the defaults if it never changed one).
    async fn guild_settings(&self, guild_id: u64) -> Result<GuildSettings, StoreError>;
    async fn set_guild_settings(
        &self,
        guild_id: u64,
        settings: GuildSettings,
    ) -> Result<(), StoreError>;

    /// Adds a daily challenge, or replaces the one in the same channel.
    async fn set_schedule(&self, schedule: NewSchedule) -> Result<Schedule, StoreError>;
    /// Removes a server's schedules (one channel's, or all); returns how many.
    async fn remove_schedules(
        &self,
        guild_id: u64,
        channel_id: Option<u64>,
    ) -> Result<usize, StoreError>;
    /// Every schedule (`guild_id` = None) or one server's.
    async fn schedules(&self, guild_id: Option<u64>) -> Result<Vec<Schedule>, StoreError>;

    /// Claims one day's post of a schedule for its worker. Won when
    /// nobody has it, when it was given back, or when another worker's
    /// claim is older than `lease` seconds and still not finished (that
    /// worker died mid-post).
    async fn claim_post(&self, claim: PostClaim, now: i64, lease: i64)
    -> Result<Claim, StoreError>;
    /// Keeps the roll made for a claimed post, so every later attempt posts
    /// the same one. False when the worker no longer holds the claim.
    async fn keep_post_roll(&self, claim: PostClaim, roll_id: i64) -> Result<bool, StoreError>;
    /// Notes that an attempt at a claimed post may have reached Discord at
    /// `at` (only the first such time is kept). False when the worker no
    /// longer holds the claim.
    async fn mark_post_sent(&self, claim: PostClaim, at: i64) -> Result<bool, StoreError>;
    /// Renews the lease of a claim. False when the worker no longer holds
    /// it.
    async fn renew_post(&self, claim: PostClaim, now: i64) -> Result<bool, StoreError>;
    /// Records how a claimed post ended, if the worker still holds the
    /// claim (false otherwise: another worker took it over).
    async fn finish_post(&self, claim: PostClaim, outcome: PostOutcome)
    -> Result<bool, StoreError>;
    /// Gives a claim back, keeping its roll, so a later tick tries again (a
    /// passing network fault).
    async fn release_post(&self, claim: PostClaim) -> Result<(), StoreError>;
    /// The book entry of one day's post, if any.
    async fn post(
        &self,
        schedule_id: i64,
        date: jiff::civil::Date,
    ) -> Result<Option<PostEntry>, StoreError>;

    /// The kept health tests of a hardware source, keyed by the source as
    /// configured (`serial:/dev/backrank-tower`).
    async fn device_health(&self, source: String) -> Result<Option<HealthState>, StoreError>;
    async fn set_device_health(
        &self,
        source: String,
        state: HealthState,
        now: i64,
    ) -> Result<(), StoreError>;
    /// Forgets a source's health tests (after the device was fixed); true
    /// if there were any.
    async fn reset_device_health(&self, source: String) -> Result<bool, StoreError>;

    /// Notes that interaction `interaction_id` arrived; true for its first
    /// delivery, false when some process (this or another) already has it.
    async fn first_delivery(&self, interaction_id: u64, now: i64) -> Result<bool, StoreError>;
    /// Forgets interactions that arrived before `seen_before`.
    async fn forget_interactions(&self, seen_before: i64) -> Result<usize, StoreError>;

    /// Makes `variant` the server's variant with its id (a new one, or a
    /// new version of one it has), keeping its file's text `definition` by
    /// its digest (the first text kept for a digest stays). A server with
    /// `max` variants gets [`VariantAdded::Full`] for a new id, and nothing
    /// changes.
    async fn add_server_variant(
        &self,
        variant: ServerVariant,
        definition: String,
        max: usize,
    ) -> Result<VariantAdded, StoreError>;
    /// The variants a server uses, by id.
    async fn server_variants(&self, guild_id: u64) -> Result<Vec<ServerVariant>, StoreError>;
    /// Stops a server using its variant `id`; its files stay kept. False
    /// when it had none by that id.
    async fn remove_server_variant(&self, guild_id: u64, id: String) -> Result<bool, StoreError>;
    /// A version of a server's variant file by its digest, whether the
    /// server still uses it or not.
    async fn server_definition(
        &self,
        guild_id: u64,
        digest: String,
    ) -> Result<Option<String>, StoreError>;

    /// The schema version the store is at (its migrations applied).
    /// A person's preferences (all unset when they have none).
    async fn user_prefs(&self, user_id: u64) -> Result<UserPrefs, StoreError>;
    /// Replaces a person's preferences; empty ones remove the row.
    async fn set_user_prefs(
        &self,
        user_id: u64,
        prefs: UserPrefs,
        now: i64,
    ) -> Result<(), StoreError>;

    /// Keeps a new event; `None` when the server already has one of that
    /// name (nothing is changed).
    async fn create_event(&self, event: NewEvent) -> Result<Option<Event>, StoreError>;
    /// A server's event by name.
    async fn event(&self, guild_id: u64, name: String) -> Result<Option<Event>, StoreError>;
    /// A server's events, newest first.
    async fn events(&self, guild_id: u64) -> Result<Vec<Event>, StoreError>;
    /// Reveals an event's next round and returns its number (from 1);
    /// `None` when every round is out. Two at once get different rounds.
    async fn reveal_next(&self, event_id: i64) -> Result<Option<i64>, StoreError>;

    async fn schema_version(&self) -> Result<i64, StoreError>;

    /// Whether the store answers at all (for `/readyz`).
    async fn ping(&self) -> Result<(), StoreError>;

    /// Whether a write goes through (for `backrank doctor`): one is made
    /// and undone, leaving nothing behind.
    async fn probe_write(&self) -> Result<(), StoreError>;

    /// Everything the store holds, to copy into another store.
    async fn dump(&self) -> Result<Dump, StoreError>;
    /// Fills an empty store with `dump`, ids and record numbers kept, in one
    /// transaction. [`StoreError::NotEmpty`] when it holds anything.
    async fn load(&self, dump: Dump) -> Result<(), StoreError>;
}
