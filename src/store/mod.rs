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

mod checkup;
mod copy;
mod meetup_types;
mod postgres;
mod sql;
mod sqlite;
mod types;

use std::path::Path;
use std::sync::Arc;

use async_trait::async_trait;
use backrank_entropy::HealthState;

pub use checkup::{Checkup, Damage, Unchecked};
pub use copy::{CopyError, Dump, copy};
pub use meetup_types::*;
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
    /// A fault of Backrank's own store code: not the data's, not the
    /// database's (issue 41: this was reported as corrupt data).
    #[error("a fault in Backrank's store code: {0}")]
    Bug(&'static str),
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
    /// The store's data is damaged: SQLite found its file so (opening it,
    /// or at any read or write), or PostgreSQL has lost a table or column
    /// the store reads while opening. `path` is the file, or the database
    /// (its password hidden).
    #[error("{path} is damaged ({why}): `backrank doctor` says what to do")]
    Damaged { path: String, why: String },
    /// The store's folder or a file of it is closed to the user Backrank
    /// runs as (or on a read-only mount): `why` says whose it is and who
    /// Backrank runs as, `fix` what to do.
    #[error("{path}: permission denied: {why}: {fix}")]
    Denied {
        path: String,
        why: String,
        fix: String,
    },
}

/// Every method of [`Store`], written once: `store_methods!(m)` calls
/// macro `m` with the list. The trait is declared from it here; the
/// decorator that forwards every call ([`crate::app::metered`]) and each
/// backend's implementation are made from it too.
///
/// Each method says how it runs and what runs it: `reads` (a read),
/// `writes` (one statement's write), `commits` (a transaction, committed
/// at its end), `notes` (a write whose loss in a power cut costs nothing:
/// SQLite does not wait for the disk) or `by_hand` (written in each
/// backend's `own` module), and the function of `sql` (or `own`) it calls,
/// with its arguments: each backend gives that function its executor (a
/// connection, or the transaction) first. So a new method is one line
/// here and its SQL written once in `sql`.
macro_rules! store_methods {
    ($then:ident $(, $before:tt)*) => {
        $then! {
            $($before ;)*
            /// Saves a roll and returns where it is: its id, and its record number
            /// in its scope ([`Scope::of`] its maker).
            commits fn save_roll(roll: NewRoll) -> RecordRef = rolls::save(&roll);
            /// A roll by its id (the store's own number, not shown to people).
            reads fn roll(id: i64) -> Option<SavedRoll> = rolls::by_id(id);
            /// The roll an event's revealed round was kept as (none for a
            /// round revealed before rounds were kept).
            reads fn event_round_roll(round: EventRound) -> Option<SavedRoll> = rolls::by_event_round(round);
            /// A roll by its record number in a scope.
            reads fn record(scope: Scope, record_no: i64) -> Option<SavedRoll> = rolls::by_record(scope, record_no);
            /// The first roll kept with this replay code that is not private:
            /// what a roll's web page reads of what the roll was (a daily
            /// challenge, an event's round) and where (its server's settings).
            reads fn first_public_roll(replay_code: String) -> Option<SavedRoll> = rolls::first_public_of_code(&replay_code);
            /// The date a roll was kept for as a daily challenge (by a
            /// schedule, or by `/daily now` in its server); none for any
            /// other roll.
            reads fn daily_date(roll_id: i64) -> Option<jiff::civil::Date> = daily::date_of_roll(roll_id);
            /// Up to `limit` of a scope's rolls made at `since` or later with
            /// record numbers above `after`, in record order: a page of what
            /// the statistics count (the next page starts after the last
            /// record number of this one).
            reads fn stat_rolls(scope: Scope, since: i64, after: i64, limit: i64) -> Vec<StatRoll> = rolls::stat_page(scope, since, after, limit);

            /// Starts a roll-along.
            writes fn start_roll_along(session: NewRollAlong) -> RollAlong = roll_alongs::start(&session);
            reads fn roll_along(id: i64) -> Option<RollAlong> = roll_alongs::by_id(id);
            /// Changes a roll-along if nobody else changed it since `version`: sets its
            /// faces and state, and when `roll` is given saves it and links it, all
            /// in one transaction. `Ok(None)` means someone was quicker.
            commits fn update_roll_along(id: i64, version: i64, change: RollAlongChange) -> Option<RollAlong> = roll_alongs::update(id, version, &change);

            /// Marks open roll-alongs untouched since `idle_before` expired, and
            /// forgets rolls that are over (done, cancelled, expired) and untouched
            /// since `forget_before`; the rolls they made stay.
            commits fn sweep_roll_alongs(idle_before: i64, forget_before: i64) -> Swept = roll_alongs::sweep(idle_before, forget_before);

            /// A server's settings (the defaults if it never changed one).
            reads fn guild_settings(guild_id: u64) -> GuildSettings = settings::get(guild_id);
            /// Writes a server's settings if they are still `seen` (those the
            /// change was made from); false, writing nothing, when another
            /// change came first: read them again and make the change anew.
            commits fn change_guild_settings(guild_id: u64, seen: GuildSettings, settings: GuildSettings) -> bool = settings::change(guild_id, &seen, &settings);

            /// Sets a channel's daily challenge: a new schedule, or the
            /// channel's own changed in place (and running again if it was
            /// stopped), keeping its id and its book, so a date kept or
            /// posted before stays the channel's one.
            commits fn set_schedule(schedule: NewSchedule) -> Schedule = daily::set(schedule);
            /// Stops a server's running schedules (one channel's, or all) at
            /// `now`; returns how many. Their books stay.
            writes fn stop_schedules(guild_id: u64, channel_id: Option<u64>, now: i64) -> usize = daily::stop(guild_id, channel_id, now);
            /// Every running schedule (`guild_id` = None) or one server's.
            reads fn schedules(guild_id: Option<u64>) -> Vec<Schedule> = daily::list(guild_id);
            /// A channel's schedule, running or stopped.
            reads fn channel_schedule(guild_id: u64, channel_id: u64) -> Option<Schedule> = daily::of_channel(guild_id, channel_id);

            /// Claims one day's post of a schedule for its worker. Won when
            /// nobody has it, when it was given back, or when another worker's
            /// claim is older than `lease` seconds and still not finished (that
            /// worker died mid-post).
            commits fn claim_post(claim: PostClaim, now: i64, lease: i64) -> Claim = daily::claim(&claim, now, lease);
            /// Saves and keeps the roll made for a claimed post, so every later
            /// attempt posts the same one, unless the day has a roll already
            /// (made by `/daily now`, or the server's own of the date):
            /// the day's roll, and `roll` saved only when it is that. `None`,
            /// saving nothing, when the worker no longer holds the claim.
            commits fn keep_post_roll(claim: PostClaim, roll: NewRoll) -> Option<i64> = daily::keep_roll(&claim, &roll);
            /// Notes that an attempt at a claimed post may have reached Discord at
            /// `at` (only the first such time is kept). False when the worker no
            /// longer holds the claim.
            writes fn mark_post_sent(claim: PostClaim, at: i64) -> bool = daily::mark_sent(&claim, at);
            /// Renews the lease of a claim. False when the worker no longer holds
            /// it.
            writes fn renew_post(claim: PostClaim, now: i64) -> bool = daily::renew(&claim, now);
            /// Records how a claimed post ended, if the worker still holds the
            /// claim (false otherwise: another worker took it over).
            writes fn finish_post(claim: PostClaim, outcome: PostOutcome) -> bool = daily::finish(&claim, outcome);
            /// Gives a claim back, keeping its roll, so a later tick tries again (a
            /// passing network fault).
            writes fn release_post(claim: PostClaim) -> () = daily::release(&claim);
            /// The roll kept as a date's daily challenge of a schedule or a
            /// server, if one was made.
            reads fn day_roll(of: DailyOf, date: jiff::civil::Date) -> Option<i64> = daily::day_roll(of, date);
            /// Saves `roll` and keeps it as the date's daily challenge of a
            /// schedule or a server, in one transaction, unless one was kept
            /// first (then nothing is saved): the date's roll. A schedule's is
            /// kept in its book as a claim nobody holds (first claimed `now`),
            /// so its post that day posts it.
            commits fn keep_day_roll(of: DailyOf, date: jiff::civil::Date, roll: NewRoll, now: i64) -> i64 = daily::keep_day_roll(of, date, &roll, now);
            /// The book entry of one day's post, if any.
            reads fn post(schedule_id: i64, date: jiff::civil::Date) -> Option<PostEntry> = daily::post(schedule_id, date);

            /// Every name the console has given an id on this store.
            reads fn console_names() -> Vec<ConsoleName> = console::names();
            /// The id of a name typed at the console: the one it was given
            /// before, else the next free one of its kind from `first` on,
            /// kept now.
            commits fn console_name(kind: NameKind, name: String, first: u64) -> u64 = console::name(kind, &name, first);

            /// The kept health tests of a hardware source, keyed by the source as
            /// configured (`serial:/dev/backrank-tower`).
            reads fn device_health(source: String) -> Option<HealthState> = devices::health(&source);
            writes fn set_device_health(source: String, state: HealthState, now: i64) -> () = devices::set_health(&source, &state, now);
            /// Forgets a source's health tests (after the device was fixed); true
            /// if there were any.
            writes fn reset_device_health(source: String) -> bool = devices::reset_health(&source);

            /// Notes that interaction `interaction_id` arrived; true for its first
            /// delivery, false when some process (this or another) already has it.
            notes fn first_delivery(interaction_id: u64, now: i64) -> bool = devices::first_delivery(interaction_id, now);
            /// Forgets interactions that arrived before `seen_before`.
            writes fn forget_interactions(seen_before: i64) -> usize = devices::forget_interactions(seen_before);

            /// Notes that a gateway process runs a shard, as seen now.
            writes fn note_gateway_shard(beat: ShardBeat) -> () = hosts::note(&beat);
            /// The shards gateway processes noted at `seen_since` or later.
            reads fn gateway_shards(seen_since: i64) -> Vec<ShardBeat> = hosts::seen_since(seen_since);
            /// Forgets shards noted before `seen_before`.
            writes fn forget_gateway_shards(seen_before: i64) -> usize = hosts::forget(seen_before);

            /// Makes `variant` the server's variant with its id (a new one, or a
            /// new version of one it has), keeping its file's text `definition` by
            /// its digest (the first text kept for a digest stays). A server with
            /// `max` variants gets [`VariantAdded::Full`] for a new id, and nothing
            /// changes.
            commits fn add_server_variant(variant: ServerVariant, definition: String, max: usize) -> VariantAdded = variants::add(&variant, &definition, max);
            /// The variants a server uses, by id.
            reads fn server_variants(guild_id: u64) -> Vec<ServerVariant> = variants::list(guild_id);
            /// Stops a server using its variant `id`; its files stay kept. False
            /// when it had none by that id.
            writes fn remove_server_variant(guild_id: u64, id: String) -> bool = variants::remove(guild_id, &id);
            /// A version of a server's variant file by its digest, whether the
            /// server still uses it or not.
            reads fn server_definition(guild_id: u64, digest: String) -> Option<String> = variants::definition(guild_id, &digest);
            /// A variant file by its digest, whichever server added it (the
            /// first to): the server, and the file's text.
            reads fn definition_by_digest(digest: String) -> Option<(u64, String)> = variants::definition_by_digest(&digest);

            /// A person's preferences (all unset when they have none).
            reads fn user_prefs(user_id: u64) -> UserPrefs = personal::prefs(user_id);
            /// Replaces a person's preferences if they are still `seen` (those
            /// the change was made from); empty ones remove the row. False,
            /// writing nothing, when another change came first.
            commits fn change_user_prefs(user_id: u64, seen: UserPrefs, prefs: UserPrefs, now: i64) -> bool = personal::change_prefs(user_id, &seen, &prefs, now);

            /// Keeps a new event; `None` when the server already has one of that
            /// name (nothing is changed).
            writes fn create_event(event: NewEvent) -> Option<Event> = personal::create_event(&event);
            /// A server's event by name.
            reads fn event(guild_id: u64, name: String) -> Option<Event> = personal::event(guild_id, &name);
            /// A server's events, newest first.
            reads fn events(guild_id: u64) -> Vec<Event> = personal::events(guild_id);
            /// The event whose web page token is `token`, of any server.
            reads fn event_by_token(token: String) -> Option<Event> = personal::event_by_token(&token);
            /// Counts `round` as revealed, if it is its event's next one, and
            /// keeps `roll` as that round's: where it is. `None`, changing
            /// nothing, when it is not (another reveal of it came first, or
            /// every round is out).
            commits fn reveal_round(round: EventRound, roll: NewRoll) -> Option<RecordRef> = personal::reveal_round(round, &roll);
            /// Replaces an event's beacon rounds with `now` if they are
            /// still `was`; false when another change came first.
            writes fn change_event_beacon(event_id: i64, was: EventBeacon, now: EventBeacon) -> bool = personal::change_event_beacon(event_id, &was, &now);

            /// Keeps a new meetup night.
            writes fn create_meetup(meetup: NewMeetup) -> Meetup = meetups::create(&meetup);
            /// A meetup night by its id.
            reads fn meetup(id: i64) -> Option<Meetup> = meetups::by_id(id);
            /// The night whose rounds are event `event_id`'s.
            reads fn meetup_of_event(event_id: i64) -> Option<Meetup> = meetups::of_event(event_id);
            /// The nights that end at `ends_after` or later, cancelled ones
            /// too (their announcements and calendars say so), soonest first:
            /// one server's, or every server's (`None`).
            reads fn meetups(guild_id: Option<u64>, ends_after: i64) -> Vec<Meetup> = meetups::coming(guild_id, ends_after);
            /// Every night of a weekly series (by its first night's id), the
            /// first included, soonest first, cancelled ones too.
            reads fn meetup_series(series_id: i64) -> Vec<Meetup> = meetups::series(series_id);
            /// Writes `meetup` over the kept night if the kept one is still at
            /// `meetup.version`: the night as kept now (its version one more).
            /// `None`, writing nothing, when another change came first.
            commits fn change_meetup(meetup: Meetup) -> Option<Meetup> = meetups::change(&meetup);
            /// Sets a person's answer on a night (a new answer goes to the end
            /// of the order; the same answer again keeps its place): every
            /// answer of the night, in order.
            commits fn answer_meetup(meetup_id: i64, user_id: u64, answer: Answer, now: i64) -> Vec<MeetupAnswer> = meetups::answer(meetup_id, user_id, answer, now);
            /// A night's answers, in the order they came.
            reads fn meetup_answers(meetup_id: i64) -> Vec<MeetupAnswer> = meetups::answers(meetup_id);
            /// Claims a night's task for a worker: won when nobody has it, or
            /// when another's claim is older than `lease` seconds and not done
            /// (that worker died mid-task). Never won once done.
            commits fn claim_meetup_task(task: MeetupTask, now: i64, lease: i64) -> bool = meetups::claim(&task, now, lease);
            /// Marks a claimed task done, with the message it made; false when
            /// the worker no longer holds it.
            writes fn finish_meetup_task(task: MeetupTask, now: i64, message: Option<u64>) -> bool = meetups::finish(&task, now, message);
            /// Whether a night's task is done.
            reads fn meetup_task_done(meetup_id: i64, task: String) -> bool = meetups::done(meetup_id, &task);
            /// A server's calendar feed token: the one kept, else `new`, kept now.
            commits fn meetup_feed(guild_id: u64, new: String) -> String = meetups::feed(guild_id, &new);
            /// The server whose calendar feed token is `token`.
            reads fn meetup_feed_guild(token: String) -> Option<u64> = meetups::feed_guild(&token);

            /// The schema version the store is at (its migrations applied).
            by_hand fn schema_version() -> i64 = own::schema_version();

            /// Whether the store answers at all (for `/readyz`).
            by_hand fn ping() -> () = own::ping();

            /// Whether a write goes through (for `backrank doctor`): one is made
            /// and undone, leaving nothing behind.
            by_hand fn probe_write() -> () = own::probe_write();

            /// Whether the store's data is whole (for `backrank doctor`): what
            /// was looked at, and what was found broken. Reads only.
            by_hand fn checkup() -> Checkup = own::checkup();

            /// Everything the store holds, to copy into another store.
            by_hand fn dump() -> Dump = own::dump();
            /// Fills an empty store with `dump`, ids and record numbers kept, in one
            /// transaction. [`StoreError::NotEmpty`] when it holds anything.
            by_hand fn load(dump: Dump) -> () = own::load(dump);
        }
    };
}
pub(crate) use store_methods;

/// Declares [`Store`] from [`store_methods`].
macro_rules! declare_store {
    ($($(#[$doc:meta])* $kind:ident fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $out:ty
        = $module:ident :: $function:ident ($($call:tt)*);)+) => {
        /// The bot's storage.
        ///
        /// Every method is one transaction: when it returns `Ok`, the change
        /// is on disk (an acknowledged record survives a crash or a kill).
        #[async_trait]
        pub trait Store: Send + Sync {
            $($(#[$doc])* async fn $name(&self, $($arg: $ty),*) -> Result<$out, StoreError>;)+
        }
    };
}

store_methods!(declare_store);

/// Implements [`Store`] for a backend from [`store_methods`]: each method
/// runs its function through the backend's method of its kind (`reads`,
/// `writes`, `commits`, `notes`, `by_hand`), which gives the function its
/// executor. `store_methods!(implement_store, Backend)`.
macro_rules! implement_store {
    ($store:ident; $($(#[$doc:meta])* $kind:ident fn $name:ident($($arg:ident: $ty:ty),* $(,)?)
        -> $out:ty = $module:ident :: $function:ident ($($call:tt)*);)+) => {
        #[async_trait::async_trait]
        impl Store for $store {
            $(async fn $name(&self, $($arg: $ty),*) -> Result<$out, StoreError> {
                self.$kind(async move |e| $module::$function(e, $($call)*).await)
                    .await
            })+
        }
    };
}
pub(crate) use implement_store;
