//! The SQLite store: one file, WAL mode, full sync.
//!
//! Concurrency: one connection writes and a few others read, each behind
//! its own mutex and used only inside `spawn_blocking`, so SQLite's blocking
//! calls never hold up the async threads. Readers never wait for the
//! writer: in WAL mode a read sees the last commit while a write is under
//! way, so a `/random` that needs the server's settings is not held up
//! behind another process's write lock (the writer may wait up to
//! `busy_timeout` for that lock). Several processes may open the same file.
//!
//! The file is marked as Backrank's with `PRAGMA application_id`; a SQLite
//! file of another program is refused untouched.
//!
//! A full disk: the WAL is checkpointed every [`WAL_CHECKPOINT_PAGES`] and
//! cut back to [`WAL_SIZE_LIMIT`], so it cannot take the disk's last
//! megabytes unnoticed. A write that fails for want of space is
//! [`StoreError::Full`], and the store stays "full" (not ready) until a
//! write succeeds again; `ping` then tries a one-page write. Opening needs
//! no write when the schema is up to date, so a restart on a full disk
//! still starts, read-only, and says why.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use backrank_entropy::HealthState;
use rusqlite::{Connection, OptionalExtension, Row, TransactionBehavior, params};
use rusqlite_migration::{M, Migrations};

use super::*;

mod dump;
mod personal;
mod variants;

/// The schema's versions, oldest first. A migration is never edited once
/// released: a change is a new file.
const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../migrations/sqlite/001_initial.sql")),
    M::up(include_str!("../migrations/sqlite/002_scopes_health.sql")),
    M::up(include_str!("../migrations/sqlite/003_interactions.sql")),
    M::up(include_str!("../migrations/sqlite/004_server_variants.sql")),
    M::up(include_str!("../migrations/sqlite/005_prefs_events.sql")),
    M::up(include_str!(
        "../migrations/sqlite/006_roll_along_players.sql"
    )),
    M::up(include_str!("../migrations/sqlite/007_server_language.sql")),
    M::up(include_str!("../migrations/sqlite/008_store_probe.sql")),
];

/// The store's file name inside the data directory.
pub const FILE_NAME: &str = "backrank.sqlite3";

/// `PRAGMA application_id` of a Backrank store: "BRK1".
pub const APPLICATION_ID: i32 = i32::from_be_bytes(*b"BRK1");

/// How long the writer waits for another process's write to finish.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a reader may wait; in WAL mode only a checkpoint's or a
/// recovery's brief lock makes it wait at all.
const READ_BUSY_TIMEOUT: Duration = Duration::from_secs(2);

/// Read connections: enough for the two cores a small box has.
const READERS: usize = 2;

/// WAL pages (4 KiB each) after which a commit checkpoints: 1 MiB.
const WAL_CHECKPOINT_PAGES: u32 = 256;

/// What the WAL file is cut back to after a checkpoint.
const WAL_SIZE_LIMIT: i64 = 1024 * 1024;

/// The SQLite implementation of [`Store`].
#[derive(Clone)]
pub struct SqliteStore {
    writer: Arc<Mutex<Connection>>,
    readers: Arc<Vec<Mutex<Connection>>>,
    next_reader: Arc<AtomicUsize>,
    path: PathBuf,
    /// The last write failed for want of space (cleared by one that works).
    full: Arc<AtomicBool>,
}

impl SqliteStore {
    /// Opens (creating on first run) the store in `dir`, and brings its
    /// schema up to date.
    ///
    /// # Errors
    ///
    /// [`StoreError::Open`] naming the path when the directory or file
    /// cannot be made or read; [`StoreError::Foreign`] when the file is
    /// another program's; [`StoreError::Migration`] when it is from a newer
    /// Backrank.
    pub fn open_dir(dir: &Path) -> Result<SqliteStore, StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::Open {
            path: dir.display().to_string(),
            message: format!("{e}: choose another [store] data_dir, or create it"),
        })?;
        SqliteStore::open(&dir.join(FILE_NAME))
    }

    /// Opens (creating on first run) the store file at `path`.
    ///
    /// # Errors
    ///
    /// As [`SqliteStore::open_dir`].
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let open_error = |e: rusqlite::Error| StoreError::Open {
            path: path.display().to_string(),
            message: e.to_string(),
        };
        let mut conn = Connection::open(path).map_err(open_error)?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(open_error)?;
        // Before anything is written: another program's file stays as it is.
        check_ours(&conn, path)?;
        // WAL: a kill mid-write leaves the last committed transaction
        // intact, and readers never block the writer. FULL sync: a commit
        // is on disk before it is acknowledged, so a power cut cannot lose
        // a roll the bot already showed.
        let mode = wal(&conn).map_err(open_error)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Open {
                path: path.display().to_string(),
                message: format!("the file system does not allow WAL mode (got {mode})"),
            });
        }
        conn.execute_batch(&format!(
            "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; \
             PRAGMA wal_autocheckpoint = {WAL_CHECKPOINT_PAGES}; \
             PRAGMA journal_size_limit = {WAL_SIZE_LIMIT};"
        ))
        .map_err(open_error)?;
        let full_at_start = |e: &StoreError| matches!(e, StoreError::Sqlite(e) if is_full(e));
        let full = match migrate(&mut conn).and_then(|()| mark_ours(&conn).map_err(Into::into)) {
            Ok(()) => probe(&mut conn).err().filter(full_at_start).is_some(),
            // A full disk with the schema up to date needs no write: open
            // read-only. One that needs a migration cannot open.
            Err(e) => {
                return Err(StoreError::Open {
                    path: path.display().to_string(),
                    message: e.to_string(),
                });
            }
        };
        if full {
            tracing::error!(
                path = %path.display(),
                "the disk holding the store is full: Backrank starts read-only, and refuses to \
                 save rolls until space is freed there"
            );
        }
        let readers = (0..READERS)
            .map(|_| {
                let r = Connection::open(path)?;
                r.busy_timeout(READ_BUSY_TIMEOUT)?;
                r.execute_batch("PRAGMA query_only = ON; PRAGMA foreign_keys = ON;")?;
                Ok(Mutex::new(r))
            })
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(open_error)?;
        Ok(SqliteStore {
            writer: Arc::new(Mutex::new(conn)),
            readers: Arc::new(readers),
            next_reader: Arc::default(),
            path: path.to_owned(),
            full: Arc::new(AtomicBool::new(full)),
        })
    }

    /// The store's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f` on the writing connection on a blocking thread.
    async fn write<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let conn = self.writer.clone();
        let full = self.full.clone();
        let path = self.path.clone();
        tokio::task::spawn_blocking(move || {
            // A panic in another call cannot leave the connection half
            // changed (each call is one transaction), so a poisoned lock is
            // safe to take over.
            let mut guard = conn.lock().unwrap_or_else(|p| p.into_inner());
            let result = f(&mut guard);
            match &result {
                Err(StoreError::Sqlite(e)) if is_full(e) => {
                    if !full.swap(true, Ordering::SeqCst) {
                        tracing::error!(
                            path = %path.display(),
                            "the disk holding the store is full: rolls cannot be saved until \
                             space is freed there"
                        );
                    }
                    // Gives the WAL's space back if the disk allows the
                    // checkpoint; the state stays "full" either way.
                    let _ = guard.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
                    return Err(StoreError::Full {
                        path: path.display().to_string(),
                    });
                }
                Ok(_) if full.swap(false, Ordering::SeqCst) => {
                    tracing::info!(path = %path.display(), "the store saves again: space was freed");
                }
                _ => {}
            }
            result
        })
        .await
        .map_err(|_| StoreError::Stopped)?
    }

    /// Runs `f` on a reading connection on a blocking thread: a free one if
    /// there is one, else the next in turn.
    async fn read<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let readers = self.readers.clone();
        let turn = self.next_reader.fetch_add(1, Ordering::Relaxed);
        tokio::task::spawn_blocking(move || {
            let free = readers.iter().find_map(|r| r.try_lock().ok());
            let guard = match free {
                Some(g) => g,
                None => readers[turn % readers.len()]
                    .lock()
                    .unwrap_or_else(|p| p.into_inner()),
            };
            f(&guard)
        })
        .await
        .map_err(|_| StoreError::Stopped)?
    }
}

/// Whether SQLite failed for want of space.
fn is_full(e: &rusqlite::Error) -> bool {
    e.sqlite_error_code() == Some(rusqlite::ErrorCode::DiskFull)
}

/// Marks the file as Backrank's, writing only when it is not yet marked.
fn mark_ours(conn: &Connection) -> rusqlite::Result<()> {
    let app: i32 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
    if app != APPLICATION_ID {
        conn.pragma_update(None, "application_id", APPLICATION_ID)?;
    }
    Ok(())
}

/// Whether a roll could be saved now: 64 KiB written and committed (more
/// than a roll's rows), then removed. One page would not do: after a write
/// that failed half-way, the WAL file keeps room for a few pages that a
/// roll's transaction would outgrow.
fn probe(conn: &mut Connection) -> Result<(), StoreError> {
    conn.execute(
        "INSERT OR REPLACE INTO store_probe (id, filler) VALUES (1, zeroblob(65536))",
        [],
    )?;
    conn.execute("DELETE FROM store_probe", [])?;
    Ok(())
}

/// Switches the file to WAL mode and says the mode it is in. Another
/// connection setting up a new file at the same moment can make this fail
/// with "database is locked" at once (SQLite does not always call the busy
/// handler on this path), so it is tried again, briefly, up to
/// [`BUSY_TIMEOUT`].
fn wal(conn: &Connection) -> rusqlite::Result<String> {
    let deadline = std::time::Instant::now() + BUSY_TIMEOUT;
    loop {
        match conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0)) {
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::DatabaseBusy
                    && std::time::Instant::now() < deadline =>
            {
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

/// Refuses a file that belongs to another program. A new, empty file is
/// ours to make; a file marked with [`APPLICATION_ID`] is ours; so is one
/// an earlier Backrank made before it marked its files (its schema version
/// and tables say so).
fn check_ours(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let open_error = |e: rusqlite::Error| StoreError::Open {
        path: path.display().to_string(),
        message: e.to_string(),
    };
    let foreign = |why: String| StoreError::Foreign {
        path: path.display().to_string(),
        why,
    };
    let app: i32 = conn
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .map_err(open_error)?;
    if app == APPLICATION_ID {
        return Ok(());
    }
    if app != 0 {
        return Err(foreign(format!(
            "its application id is {app:#010x}, not Backrank's"
        )));
    }
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .and_then(|mut st| st.query_map([], |r| r.get(0))?.collect())
        .map_err(open_error)?;
    if tables.is_empty() {
        return Ok(());
    }
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(open_error)?;
    let ours = [
        "rolls",
        "sessions",
        "guild_settings",
        "schedules",
        "daily_posts",
    ];
    if version >= 1 && ours.iter().all(|t| tables.iter().any(|n| n == t)) {
        return Ok(());
    }
    let shown: Vec<&str> = tables.iter().take(5).map(String::as_str).collect();
    Err(foreign(format!(
        "it holds other tables: {}{}",
        shown.join(", "),
        if tables.len() > shown.len() {
            ", …"
        } else {
            ""
        }
    )))
}

/// Brings the schema up to date. Two processes opening a new store at once
/// may both start the first migration; the loser's statements then fail
/// (the tables exist) or wait, and the schema version, read again, shows
/// the winner did the work.
fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    let migrations = Migrations::from_slice(MIGRATIONS);
    let mut last = None;
    for _ in 0..20 {
        match migrations.to_latest(conn) {
            Ok(()) => return Ok(()),
            Err(e) => last = Some(e.to_string()),
        }
        let latest = rusqlite_migration::SchemaVersion::Inside(
            std::num::NonZeroUsize::new(MIGRATIONS.len()).unwrap_or(std::num::NonZeroUsize::MIN),
        );
        match migrations.current_version(conn) {
            Ok(v) if v == latest => return Ok(()),
            // Not a store at all, or a newer one: no point waiting.
            Err(_) => break,
            Ok(rusqlite_migration::SchemaVersion::Outside(_)) => break,
            Ok(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    Err(StoreError::Migration(last.unwrap_or_default()))
}

/// The word enums are stored as their words: read and written directly, so
/// a row maps to its value in one step and a word Backrank does not know is
/// a conversion error naming it.
macro_rules! sql_words {
    ($($name:ident),+) => {$(
        impl rusqlite::types::FromSql for $name {
            fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                v.as_str()?
                    .parse()
                    .map_err(|e: String| rusqlite::types::FromSqlError::Other(e.into()))
            }
        }

        impl rusqlite::types::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(self.as_str().into())
            }
        }
    )+};
}

sql_words!(
    RollKind,
    RollAlongState,
    WhoThrows,
    Missed,
    Rotation,
    PostStatus
);

fn id(v: Option<i64>) -> Option<u64> {
    v.map(|v| v as u64)
}

fn sql_id(v: Option<u64>) -> Option<i64> {
    v.map(|v| v as i64)
}

const ROLL_COLUMNS: &str = "id, made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
     method, dice, source, faces, number, fen, replay_code, private, record_no";

fn roll_row(r: &Row<'_>) -> rusqlite::Result<SavedRoll> {
    Ok(SavedRoll {
        id: r.get(0)?,
        record_no: r.get(16)?,
        roll: NewRoll {
            made_at: r.get(1)?,
            kind: r.get(2)?,
            who: Who {
                user_id: r.get::<_, i64>(3)? as u64,
                user_name: r.get(4)?,
                guild_id: id(r.get(5)?),
                channel_id: id(r.get(6)?),
            },
            variant: r.get(7)?,
            method: r.get(8)?,
            dice: r.get(9)?,
            source: r.get(10)?,
            faces: r.get(11)?,
            number: r.get::<_, i64>(12)? as u64,
            fen: r.get(13)?,
            replay_code: r.get(14)?,
            private: r.get(15)?,
        },
    })
}

/// Inserts a roll with the next record number of its scope. Run inside a
/// write transaction, so two savers in one scope never get one number.
fn insert_roll(tx: &Connection, roll: &NewRoll) -> rusqlite::Result<RecordRef> {
    let scope = Scope::of(&roll.who).key();
    let record_no: i64 = tx.query_row(
        "INSERT INTO record_counters (scope, last) VALUES (?1, 1) \
         ON CONFLICT (scope) DO UPDATE SET last = last + 1 RETURNING last",
        [&scope],
        |r| r.get(0),
    )?;
    tx.execute(
        "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
         method, dice, source, faces, number, fen, replay_code, private, scope, record_no) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
        params![
            roll.made_at,
            roll.kind,
            roll.who.user_id as i64,
            roll.who.user_name,
            sql_id(roll.who.guild_id),
            sql_id(roll.who.channel_id),
            roll.variant,
            roll.method,
            roll.dice,
            roll.source,
            roll.faces,
            roll.number as i64,
            roll.fen,
            roll.replay_code,
            roll.private,
            scope,
            record_no,
        ],
    )?;
    Ok(RecordRef {
        id: tx.last_insert_rowid(),
        scope: Scope::of(&roll.who),
        record_no,
    })
}

/// A server's settings, as [`settings_row`] reads them from the first
/// columns of a row.
const SETTINGS_COLUMNS: &str = "variant, method, dice, source, guided, guided_role, public, \
     log_channel, missed_daily, manager_role, language";

fn settings_row(r: &Row<'_>) -> rusqlite::Result<GuildSettings> {
    Ok(GuildSettings {
        variant: r.get(0)?,
        method: r.get(1)?,
        dice: r.get(2)?,
        source: r.get(3)?,
        guided: r.get(4)?,
        guided_role: id(r.get(5)?),
        public: r.get(6)?,
        log_channel: id(r.get(7)?),
        missed_daily: r.get(8)?,
        manager_role: id(r.get(9)?),
        language: r.get(10)?,
    })
}

/// Writes a server's settings (a new row, or over its old one).
fn put_settings(c: &Connection, guild_id: u64, g: &GuildSettings) -> rusqlite::Result<usize> {
    c.execute(
        "INSERT INTO guild_settings (guild_id, variant, method, dice, source, guided, \
         guided_role, public, log_channel, missed_daily, manager_role, language) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) \
         ON CONFLICT (guild_id) DO UPDATE SET variant = ?2, method = ?3, dice = ?4, \
         source = ?5, guided = ?6, guided_role = ?7, public = ?8, log_channel = ?9, \
         missed_daily = ?10, manager_role = ?11, language = ?12",
        params![
            guild_id as i64,
            g.variant,
            g.method,
            g.dice,
            g.source,
            g.guided,
            sql_id(g.guided_role),
            g.public,
            sql_id(g.log_channel),
            g.missed_daily,
            sql_id(g.manager_role),
            g.language,
        ],
    )
}

const SESSION_COLUMNS: &str = "id, owner_id, owner_name, guild_id, channel_id, variant, method, \
     dice, faces, state, version, started_at, touched_at, roll_id, players";

fn session_row(r: &Row<'_>) -> rusqlite::Result<RollAlong> {
    Ok(RollAlong {
        id: r.get(0)?,
        owner: Who {
            user_id: r.get::<_, i64>(1)? as u64,
            user_name: r.get(2)?,
            guild_id: id(r.get(3)?),
            channel_id: id(r.get(4)?),
        },
        variant: r.get(5)?,
        method: r.get(6)?,
        dice: r.get(7)?,
        faces: r.get(8)?,
        state: r.get(9)?,
        version: r.get(10)?,
        started_at: r.get(11)?,
        touched_at: r.get(12)?,
        roll_id: r.get(13)?,
        players: players_from(&r.get::<_, String>(14)?).map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(14, rusqlite::types::Type::Text, e.into())
        })?,
    })
}

fn get_session(c: &Connection, id: i64) -> Result<Option<RollAlong>, StoreError> {
    let row = c
        .query_row(
            &format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?1"),
            [id],
            session_row,
        )
        .optional()?;
    Ok(row)
}

const SCHEDULE_COLUMNS: &str =
    "id, guild_id, channel_id, local_time, timezone, variants, rotation, thread, created_at";

fn schedule_row(r: &Row<'_>) -> rusqlite::Result<Schedule> {
    let variants: String = r.get(5)?;
    Ok(Schedule {
        id: r.get(0)?,
        spec: NewSchedule {
            guild_id: r.get::<_, i64>(1)? as u64,
            channel_id: r.get::<_, i64>(2)? as u64,
            local_time: r.get(3)?,
            timezone: r.get(4)?,
            variants: variants
                .split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
            rotation: r.get(6)?,
            thread: r.get(7)?,
            created_at: r.get(8)?,
        },
    })
}

#[async_trait]
impl Store for SqliteStore {
    async fn save_roll(&self, roll: NewRoll) -> Result<RecordRef, StoreError> {
        self.write(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let at = insert_roll(&tx, &roll)?;
            tx.commit()?;
            Ok(at)
        })
        .await
    }

    async fn roll(&self, id: i64) -> Result<Option<SavedRoll>, StoreError> {
        self.read(move |c| {
            Ok(c.query_row(
                &format!("SELECT {ROLL_COLUMNS} FROM rolls WHERE id = ?1"),
                [id],
                roll_row,
            )
            .optional()?)
        })
        .await
    }

    async fn record(&self, scope: Scope, record_no: i64) -> Result<Option<SavedRoll>, StoreError> {
        self.read(move |c| {
            Ok(c.query_row(
                &format!("SELECT {ROLL_COLUMNS} FROM rolls WHERE scope = ?1 AND record_no = ?2"),
                params![scope.key(), record_no],
                roll_row,
            )
            .optional()?)
        })
        .await
    }

    async fn start_roll_along(&self, s: NewRollAlong) -> Result<RollAlong, StoreError> {
        self.write(move |c| {
            c.execute(
                "INSERT INTO sessions (owner_id, owner_name, guild_id, channel_id, variant, \
                 method, dice, started_at, touched_at, players) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9)",
                params![
                    s.owner.user_id as i64,
                    s.owner.user_name,
                    sql_id(s.owner.guild_id),
                    sql_id(s.owner.channel_id),
                    s.variant,
                    s.method,
                    s.dice,
                    s.now,
                    players_text(&s.players),
                ],
            )?;
            get_session(c, c.last_insert_rowid())?
                .ok_or_else(|| StoreError::Corrupt("a new session vanished".into()))
        })
        .await
    }

    async fn roll_along(&self, id: i64) -> Result<Option<RollAlong>, StoreError> {
        self.read(move |c| get_session(c, id)).await
    }

    async fn update_roll_along(
        &self,
        id: i64,
        version: i64,
        change: RollAlongChange,
    ) -> Result<Option<RollAlong>, StoreError> {
        self.write(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let current: Option<(i64, RollAlongState)> = tx
                .query_row(
                    "SELECT version, state FROM sessions WHERE id = ?1",
                    [id],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()?;
            match current {
                Some((v, RollAlongState::Open)) if v == version => {}
                _ => return Ok(None),
            }
            let roll_id = change
                .roll
                .as_ref()
                .map(|r| insert_roll(&tx, r).map(|at| at.id))
                .transpose()?;
            tx.execute(
                "UPDATE sessions SET faces = ?2, state = ?3, version = version + 1, \
                 touched_at = ?4, roll_id = COALESCE(?5, roll_id) WHERE id = ?1",
                params![id, change.faces, change.state, change.now, roll_id],
            )?;
            let s = get_session(&tx, id)?;
            tx.commit()?;
            Ok(s)
        })
        .await
    }

    async fn sweep_roll_alongs(
        &self,
        idle_before: i64,
        forget_before: i64,
    ) -> Result<Swept, StoreError> {
        self.write(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let expired = tx.execute(
                "UPDATE sessions SET state = 'expired', version = version + 1 \
                 WHERE state = 'open' AND touched_at < ?1",
                [idle_before],
            )?;
            let deleted = tx.execute(
                "DELETE FROM sessions WHERE state <> 'open' AND touched_at < ?1",
                [forget_before],
            )?;
            tx.commit()?;
            Ok(Swept { expired, deleted })
        })
        .await
    }

    async fn guild_settings(&self, guild_id: u64) -> Result<GuildSettings, StoreError> {
        self.read(move |c| {
            let row = c
                .query_row(
                    &format!("SELECT {SETTINGS_COLUMNS} FROM guild_settings WHERE guild_id = ?1"),
                    [guild_id as i64],
                    settings_row,
                )
                .optional()?;
            Ok(row.unwrap_or_default())
        })
        .await
    }

    async fn set_guild_settings(&self, guild_id: u64, g: GuildSettings) -> Result<(), StoreError> {
        self.write(move |c| Ok(put_settings(c, guild_id, &g).map(|_| ())?))
            .await
    }

    async fn set_schedule(&self, s: NewSchedule) -> Result<Schedule, StoreError> {
        self.write(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            // A new schedule in the same channel replaces the old one and its
            // books: the new time may fall earlier today than the old one.
            tx.execute(
                "DELETE FROM schedules WHERE guild_id = ?1 AND channel_id = ?2",
                params![s.guild_id as i64, s.channel_id as i64],
            )?;
            tx.execute(
                "INSERT INTO schedules (guild_id, channel_id, local_time, timezone, variants, \
                 rotation, thread, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    s.guild_id as i64,
                    s.channel_id as i64,
                    s.local_time,
                    s.timezone,
                    s.variants.join(","),
                    s.rotation,
                    s.thread,
                    s.created_at,
                ],
            )?;
            let id = tx.last_insert_rowid();
            tx.commit()?;
            Ok(Schedule { id, spec: s })
        })
        .await
    }

    async fn remove_schedules(
        &self,
        guild_id: u64,
        channel_id: Option<u64>,
    ) -> Result<usize, StoreError> {
        self.write(move |c| {
            Ok(c.execute(
                "DELETE FROM schedules WHERE guild_id = ?1 AND (?2 IS NULL OR channel_id = ?2)",
                params![guild_id as i64, sql_id(channel_id)],
            )?)
        })
        .await
    }

    async fn schedules(&self, guild_id: Option<u64>) -> Result<Vec<Schedule>, StoreError> {
        self.read(move |c| {
            let mut stmt = c.prepare(&format!(
                "SELECT {SCHEDULE_COLUMNS} FROM schedules WHERE ?1 IS NULL OR guild_id = ?1 \
                 ORDER BY id"
            ))?;
            let rows = stmt.query_map([sql_id(guild_id)], schedule_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
        .await
    }

    async fn claim_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        now: i64,
        lease: i64,
    ) -> Result<Claim, StoreError> {
        self.write(move |c| {
            // IMMEDIATE takes the write lock at once, so two processes
            // claiming the same day are serialised here: the second sees
            // the first one's row.
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            type Row = (PostStatus, i64, Option<i64>, i64, Option<i64>);
            let existing: Option<Row> = tx
                .query_row(
                    "SELECT status, claimed_at, roll_id, first_claimed_at, sent_at \
                     FROM daily_posts WHERE schedule_id = ?1 AND local_date = ?2",
                    params![schedule_id, local_date],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
                )
                .optional()?;
            let claim = match existing {
                None => {
                    tx.execute(
                        "INSERT INTO daily_posts (schedule_id, local_date, status, worker, \
                         claimed_at, first_claimed_at) VALUES (?1, ?2, 'claimed', ?3, ?4, ?4)",
                        params![schedule_id, local_date, worker, now],
                    )?;
                    Claim::Won {
                        roll_id: None,
                        first_claimed_at: now,
                        sent_at: None,
                    }
                }
                // Given back (claimed_at 0), or its holder died mid-post.
                Some((PostStatus::Claimed, claimed_at, roll_id, first, sent_at))
                    if now - claimed_at > lease =>
                {
                    tx.execute(
                        "UPDATE daily_posts SET worker = ?3, claimed_at = ?4 \
                         WHERE schedule_id = ?1 AND local_date = ?2",
                        params![schedule_id, local_date, worker, now],
                    )?;
                    Claim::Won {
                        roll_id,
                        first_claimed_at: first,
                        sent_at,
                    }
                }
                Some(_) => Claim::Taken,
            };
            tx.commit()?;
            Ok(claim)
        })
        .await
    }

    async fn keep_post_roll(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        roll_id: i64,
    ) -> Result<bool, StoreError> {
        self.write(move |c| {
            Ok(c.execute(
                "UPDATE daily_posts SET roll_id = ?4 WHERE schedule_id = ?1 AND local_date = ?2 \
                 AND worker = ?3 AND status = 'claimed'",
                params![schedule_id, local_date, worker, roll_id],
            )? == 1)
        })
        .await
    }

    async fn mark_post_sent(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        at: i64,
    ) -> Result<bool, StoreError> {
        self.write(move |c| {
            Ok(c.execute(
                "UPDATE daily_posts SET sent_at = COALESCE(sent_at, ?4) WHERE schedule_id = ?1 \
                 AND local_date = ?2 AND worker = ?3 AND status = 'claimed'",
                params![schedule_id, local_date, worker, at],
            )? == 1)
        })
        .await
    }

    async fn renew_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        now: i64,
    ) -> Result<bool, StoreError> {
        self.write(move |c| {
            Ok(c.execute(
                "UPDATE daily_posts SET claimed_at = ?4 WHERE schedule_id = ?1 \
                 AND local_date = ?2 AND worker = ?3 AND status = 'claimed'",
                params![schedule_id, local_date, worker, now],
            )? == 1)
        })
        .await
    }

    async fn finish_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        outcome: PostOutcome,
    ) -> Result<bool, StoreError> {
        self.write(move |c| {
            let (status, roll_id, message_id, detail) = match outcome {
                PostOutcome::Posted {
                    roll_id,
                    message_id,
                } => (PostStatus::Posted, Some(roll_id), Some(message_id), None),
                PostOutcome::Skipped(why) => (PostStatus::Skipped, None, None, Some(why)),
                PostOutcome::Failed(why) => (PostStatus::Failed, None, None, Some(why)),
            };
            Ok(c.execute(
                "UPDATE daily_posts SET status = ?4, roll_id = COALESCE(?5, roll_id), \
                 message_id = ?6, detail = ?7 \
                 WHERE schedule_id = ?1 AND local_date = ?2 AND worker = ?3 \
                 AND status = 'claimed'",
                params![
                    schedule_id,
                    local_date,
                    worker,
                    status,
                    roll_id,
                    sql_id(message_id),
                    detail
                ],
            )? == 1)
        })
        .await
    }

    async fn release_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
    ) -> Result<(), StoreError> {
        self.write(move |c| {
            // The row, its roll and its first claim stay: the next claim
            // posts the same roll with the same nonce.
            c.execute(
                "UPDATE daily_posts SET worker = '', claimed_at = 0 WHERE schedule_id = ?1 \
                 AND local_date = ?2 AND worker = ?3 AND status = 'claimed'",
                params![schedule_id, local_date, worker],
            )?;
            Ok(())
        })
        .await
    }

    async fn post(
        &self,
        schedule_id: i64,
        local_date: String,
    ) -> Result<Option<PostEntry>, StoreError> {
        self.read(move |c| {
            let row = c
                .query_row(
                    "SELECT status, worker, claimed_at, first_claimed_at, sent_at, roll_id, \
                     message_id, detail FROM daily_posts WHERE schedule_id = ?1 AND local_date = ?2",
                    params![schedule_id, local_date],
                    |r| {
                        Ok(PostEntry {
                            status: r.get(0)?,
                            worker: r.get(1)?,
                            claimed_at: r.get(2)?,
                            first_claimed_at: r.get(3)?,
                            sent_at: r.get(4)?,
                            roll_id: r.get(5)?,
                            message_id: id(r.get(6)?),
                            detail: r.get(7)?,
                        })
                    },
                )
                .optional()?;
            Ok(row)
        })
        .await
    }

    async fn device_health(&self, source: String) -> Result<Option<HealthState>, StoreError> {
        self.read(move |c| {
            let json: Option<String> = c
                .query_row(
                    "SELECT state FROM device_health WHERE source = ?1",
                    [&source],
                    |r| r.get(0),
                )
                .optional()?;
            json.map(|j| {
                serde_json::from_str(&j)
                    .map_err(|e| StoreError::Corrupt(format!("the health state of {source}: {e}")))
            })
            .transpose()
        })
        .await
    }

    async fn set_device_health(
        &self,
        source: String,
        state: HealthState,
        now: i64,
    ) -> Result<(), StoreError> {
        let json = serde_json::to_string(&state)
            .map_err(|e| StoreError::Corrupt(format!("a health state: {e}")))?;
        self.write(move |c| {
            c.execute(
                "INSERT INTO device_health (source, state, updated_at) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (source) DO UPDATE SET state = ?2, updated_at = ?3",
                params![source, json, now],
            )?;
            Ok(())
        })
        .await
    }

    async fn reset_device_health(&self, source: String) -> Result<bool, StoreError> {
        self.write(move |c| {
            Ok(c.execute("DELETE FROM device_health WHERE source = ?1", [source])? > 0)
        })
        .await
    }

    async fn first_delivery(&self, interaction_id: u64, now: i64) -> Result<bool, StoreError> {
        self.write(move |c| {
            Ok(c.execute(
                "INSERT INTO interactions (id, seen_at) VALUES (?1, ?2) ON CONFLICT (id) DO NOTHING",
                params![interaction_id as i64, now],
            )? == 1)
        })
        .await
    }

    async fn forget_interactions(&self, seen_before: i64) -> Result<usize, StoreError> {
        self.write(move |c| {
            Ok(c.execute("DELETE FROM interactions WHERE seen_at < ?1", [seen_before])?)
        })
        .await
    }

    async fn add_server_variant(
        &self,
        variant: ServerVariant,
        definition: String,
        max: usize,
    ) -> Result<VariantAdded, StoreError> {
        self.write(move |c| variants::add(c, &variant, &definition, max))
            .await
    }

    async fn server_variants(&self, guild_id: u64) -> Result<Vec<ServerVariant>, StoreError> {
        self.read(move |c| variants::list(c, guild_id)).await
    }

    async fn remove_server_variant(&self, guild_id: u64, id: String) -> Result<bool, StoreError> {
        self.write(move |c| variants::remove(c, guild_id, &id))
            .await
    }

    async fn server_definition(
        &self,
        guild_id: u64,
        digest: String,
    ) -> Result<Option<String>, StoreError> {
        self.read(move |c| variants::definition(c, guild_id, &digest))
            .await
    }

    async fn user_prefs(&self, user_id: u64) -> Result<UserPrefs, StoreError> {
        self.read(move |c| personal::prefs(c, user_id)).await
    }

    async fn set_user_prefs(
        &self,
        user_id: u64,
        prefs: UserPrefs,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(move |c| personal::set_prefs(c, user_id, &prefs, now))
            .await
    }

    async fn create_event(&self, event: NewEvent) -> Result<Option<Event>, StoreError> {
        self.write(move |c| personal::create_event(c, &event)).await
    }

    async fn event(&self, guild_id: u64, name: String) -> Result<Option<Event>, StoreError> {
        self.read(move |c| personal::event(c, guild_id, &name))
            .await
    }

    async fn events(&self, guild_id: u64) -> Result<Vec<Event>, StoreError> {
        self.read(move |c| personal::events(c, guild_id)).await
    }

    async fn reveal_next(&self, event_id: i64) -> Result<Option<i64>, StoreError> {
        self.write(move |c| personal::reveal_next(c, event_id))
            .await
    }

    async fn schema_version(&self) -> Result<i64, StoreError> {
        self.read(|c| Ok(c.pragma_query_value(None, "user_version", |r| r.get(0))?))
            .await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        self.read(|c| Ok(c.query_row("SELECT 1", [], |_| Ok(()))?))
            .await?;
        // Reads work on a full disk; ready means writes work too. Only a
        // store that failed for want of space is asked to write.
        if self.full.load(Ordering::SeqCst) {
            self.write(probe).await?;
        }
        Ok(())
    }

    async fn probe_write(&self) -> Result<(), StoreError> {
        self.write(probe).await
    }

    async fn dump(&self) -> Result<Dump, StoreError> {
        self.read(dump::dump).await
    }

    async fn load(&self, d: Dump) -> Result<(), StoreError> {
        self.write(move |c| dump::load(c, &d)).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_store(name: &str) -> (SqliteStore, PathBuf) {
        let dir = std::env::temp_dir().join(format!(
            "backrank-store-{name}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        (SqliteStore::open_dir(&dir).unwrap(), dir)
    }

    fn who(user: u64, guild: Option<u64>) -> Who {
        Who {
            user_id: user,
            user_name: format!("user {user}"),
            guild_id: guild,
            channel_id: Some(9),
        }
    }

    fn roll(n: u64) -> NewRoll {
        NewRoll {
            made_at: 1_700_000_000,
            kind: RollKind::Random,
            who: Who {
                user_id: 42,
                user_name: "ada".into(),
                guild_id: Some(7),
                channel_id: Some(9),
            },
            variant: "chess960".into(),
            method: "placement".into(),
            dice: "d6".into(),
            source: "os".into(),
            faces: "123".into(),
            number: n,
            fen: "fen".into(),
            replay_code: format!("code-{n}"),
            private: false,
        }
    }

    /// The WAL is checkpointed and cut back as it goes: 6 MB of rolls leave
    /// it within its limit, where by default it would grow to 4 MB first
    /// and never shrink.
    #[tokio::test]
    async fn the_wal_stays_small() {
        let (store, dir) = temp_store("wal-size");
        let wal = dir.join(format!("{FILE_NAME}-wal"));
        let mut largest = 0;
        for n in 0..200 {
            let big = NewRoll {
                faces: "6".repeat(30_000),
                ..roll(n)
            };
            store.save_roll(big).await.unwrap();
            largest = largest.max(std::fs::metadata(&wal).unwrap().len());
        }
        let db = std::fs::metadata(dir.join(FILE_NAME)).unwrap().len();
        assert!(
            db > 5_000_000,
            "the rolls were checkpointed into the file: {db}"
        );
        // A checkpoint runs after the commit that passes the threshold, so
        // the WAL can hold one roll's pages past it.
        let limit = u64::from(WAL_CHECKPOINT_PAGES) * 4096 + 64 * 1024;
        assert!(largest <= limit, "the WAL grew to {largest} bytes");
        std::fs::remove_dir_all(dir).unwrap();
    }

    /// The file is in WAL mode, with its transactions synced in full, so a
    /// kill mid-write keeps every acknowledged roll (the suite's other
    /// behaviours are in `tests/integration/store_suite.rs`, on both
    /// backends).
    #[tokio::test]
    async fn the_store_is_in_wal_mode() {
        let (store, dir) = temp_store("wal");
        store.save_roll(roll(1)).await.unwrap();
        let writer = store.writer.lock().unwrap();
        let mode: String = writer
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        let sync: i64 = writer
            .query_row("PRAGMA synchronous", [], |r| r.get(0))
            .unwrap();
        assert_eq!((mode.as_str(), sync), ("wal", 2));
        drop(writer);
        std::fs::remove_dir_all(dir).unwrap();
    }

    /// Rolls saved before records were numbered per server get numbers in
    /// their server, in the order they were made, when the schema moves on.
    #[test]
    fn the_second_migration_numbers_the_rolls_already_saved() {
        let dir = std::env::temp_dir().join(format!("backrank-store-v1-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(FILE_NAME);
        {
            let mut c = Connection::open(&path).unwrap();
            Migrations::from_slice(&MIGRATIONS[..1])
                .to_latest(&mut c)
                .unwrap();
            for (user, guild) in [(1, Some(5)), (2, None), (3, Some(5))] {
                c.execute(
                    "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, variant, \
                     method, dice, source, faces, number, fen, replay_code) VALUES \
                     (0, 'random', ?1, 'x', ?2, 'chess960', 'placement', 'd6', 'os', '', 0, '', '')",
                    params![user, guild],
                )
                .unwrap();
            }
        }
        let store = SqliteStore::open(&path).unwrap();
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let third = rt.block_on(store.roll(3)).unwrap().unwrap();
        assert_eq!(
            (third.record(), third.roll.private),
            (
                RecordRef {
                    id: 3,
                    scope: Scope::Guild(5),
                    record_no: 2
                },
                false
            )
        );
        let next = rt
            .block_on(store.save_roll(NewRoll {
                who: who(9, Some(5)),
                ..roll(1)
            }))
            .unwrap();
        assert_eq!(next.record_no, 3, "the counter goes on from the old rolls");
        std::fs::remove_dir_all(dir).unwrap();
    }

    /// Another process holds the write lock (its own connection, as a
    /// second process would): this store's writes wait their turn, but its
    /// reads go on at once. The settings a reply needs before Discord's
    /// three seconds are read while the lock is still held.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn reads_do_not_wait_behind_another_processs_write_lock() {
        let (store, dir) = temp_store("readers");
        store
            .set_guild_settings(
                5,
                GuildSettings {
                    public: false,
                    ..GuildSettings::default()
                },
            )
            .await
            .unwrap();
        let path = store.path().to_owned();
        let (locked, is_locked) = std::sync::mpsc::channel();
        let (release, released) = std::sync::mpsc::channel::<()>();
        let holder = std::thread::spawn(move || {
            let mut other = Connection::open(path).unwrap();
            let tx = other
                .transaction_with_behavior(TransactionBehavior::Immediate)
                .unwrap();
            locked.send(()).unwrap();
            released.recv().unwrap();
            tx.commit().unwrap();
        });
        is_locked.recv().unwrap();
        // A write of ours now waits for the lock, holding our writer.
        let writer = tokio::spawn({
            let store = store.clone();
            async move { store.save_roll(roll(1)).await }
        });
        // The read answers while the lock is held; if it waited for the
        // writer, it would time out (the lock is only released below).
        let read = tokio::time::timeout(Duration::from_secs(5), store.guild_settings(5)).await;
        release.send(()).unwrap();
        holder.join().unwrap();
        assert!(
            !read
                .expect("the read waited behind the write lock")
                .unwrap()
                .public
        );
        writer.await.unwrap().unwrap();
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_file_that_is_not_a_store_is_refused_with_its_path() {
        let dir = std::env::temp_dir().join(format!("backrank-store-junk-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("junk.sqlite3");
        std::fs::write(
            &path,
            b"this is not a database, just some text that is long enough",
        )
        .unwrap();
        let e = SqliteStore::open(&path).err().unwrap().to_string();
        assert!(e.contains("junk.sqlite3") || e.contains("schema"), "{e}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    /// Another program's SQLite file is refused, named, and left exactly as
    /// it was: no tables added, not switched to WAL.
    #[test]
    fn another_programs_sqlite_file_is_refused_untouched() {
        let dir = std::env::temp_dir().join(format!("backrank-store-alien-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(FILE_NAME);
        {
            let c = Connection::open(&path).unwrap();
            c.execute_batch("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT);")
                .unwrap();
        }
        let before = std::fs::read(&path).unwrap();
        let e = SqliteStore::open(&path).err().unwrap();
        assert!(matches!(e, StoreError::Foreign { .. }), "{e}");
        let text = e.to_string();
        assert!(
            text.contains("is not a Backrank store") && text.contains("photos"),
            "{text}"
        );
        assert_eq!(
            std::fs::read(&path).unwrap(),
            before,
            "the file was changed"
        );
        assert!(!dir.join(format!("{FILE_NAME}-wal")).exists());
        // One with another program's application id, too.
        let other = dir.join("other.db");
        Connection::open(&other)
            .unwrap()
            .execute_batch("PRAGMA application_id = 1234;")
            .unwrap();
        let e = SqliteStore::open(&other).err().unwrap().to_string();
        assert!(e.contains("0x000004d2"), "{e}");
        // Our own store is marked as ours.
        let ours = SqliteStore::open(&dir.join("ours.sqlite3")).unwrap();
        let app: i32 = ours
            .writer
            .lock()
            .unwrap()
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .unwrap();
        assert_eq!(app, APPLICATION_ID);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn many_processes_opening_a_new_store_at_once_all_succeed() {
        let dir = std::env::temp_dir().join(format!("backrank-store-race-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // Separate connections race exactly like separate processes do:
        // SQLite's locks are on the file.
        let opened: Vec<_> = (0..8)
            .map(|_| {
                let dir = dir.clone();
                std::thread::spawn(move || SqliteStore::open_dir(&dir).map(|_| ()))
            })
            .collect();
        for t in opened {
            t.join().unwrap().unwrap();
        }
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn the_migrations_are_valid() {
        Migrations::from_slice(MIGRATIONS).validate().unwrap();
    }
}
