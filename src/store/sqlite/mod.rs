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

use backrank_entropy::HealthState;
use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use rusqlite_migration::{M, Migrations};

use super::*;

mod access;
mod exec;
mod header;

use exec::Lite;
use header::Header;

use super::sql;
use super::sql::{
    console, daily, devices, hosts, meetups, personal, roll_alongs, rolls, settings, variants,
};

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
    M::up(include_str!(
        "../migrations/sqlite/009_exclude_standard.sql"
    )),
    M::up(include_str!(
        "../migrations/sqlite/010_pairs_event_options.sql"
    )),
    M::up(include_str!(
        "../migrations/sqlite/011_commitments_roll_along_rules.sql"
    )),
    M::up(include_str!("../migrations/sqlite/012_roll_sources.sql")),
    M::up(include_str!("../migrations/sqlite/013_event_beacon.sql")),
    M::up(include_str!("../migrations/sqlite/014_web_pages.sql")),
    M::up(include_str!("../migrations/sqlite/015_event_rolls.sql")),
    M::up(include_str!("../migrations/sqlite/016_daily_now.sql")),
    M::up(include_str!("../migrations/sqlite/017_event_name_keys.sql")),
    M::up(include_str!("../migrations/sqlite/018_study_time.sql")),
    M::up(include_str!("../migrations/sqlite/019_event_rules.sql")),
    M::up(include_str!("../migrations/sqlite/020_lichess.sql")),
    M::up(include_str!("../migrations/sqlite/021_roll_codes.sql")),
    M::up(include_str!(
        "../migrations/sqlite/022_channel_days_console_names.sql"
    )),
    M::up(include_str!(
        "../migrations/sqlite/023_event_name_skeletons.sql"
    )),
    M::up(include_str!("../migrations/sqlite/024_gateway_hosts.sql")),
    M::up(include_str!("../migrations/sqlite/025_meetups.sql")),
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
        std::fs::create_dir_all(dir).map_err(|e| {
            access::denied(dir, &dir.join(FILE_NAME)).unwrap_or_else(|| StoreError::Open {
                path: dir.display().to_string(),
                message: format!("{e}: choose another [store] data_dir, or create it"),
            })
        })?;
        SqliteStore::open(&dir.join(FILE_NAME))
    }

    /// Opens (creating on first run) the store file at `path`.
    ///
    /// # Errors
    ///
    /// As [`SqliteStore::open_dir`].
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let open_error = |e: rusqlite::Error| opening(path, e);
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
            Err(StoreError::Sqlite(e)) => return Err(opening(path, e)),
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

    /// Checks the store file in `dir` with `quick_check` without writing
    /// to it: opened read-only, its journal mode and settings left as they
    /// are, and no checkpoint when it closes (issue 51: `doctor` used to
    /// open a store for writing, bring its schema up to date and make a
    /// test write before checking it, and a write to a damaged file may
    /// spread the damage). `None` when there is no store there yet.
    ///
    /// # Errors
    ///
    /// As [`SqliteStore::open_untouched_dir`], but for an older schema,
    /// which is checked all the same.
    pub fn checkup_untouched(dir: &Path) -> Result<Option<Checkup>, StoreError> {
        let path = dir.join(FILE_NAME);
        if !path.exists() {
            return Ok(None);
        }
        // A file SQLite cannot open is the check's finding, not a fault of
        // the check: nothing of it can be read.
        let conn = match untouched(&path) {
            Err(StoreError::Damaged { why, .. }) => {
                return Ok(Some(Checkup {
                    checked: "opening it read-only".into(),
                    unchecked: None,
                    damage: vec![Damage::Unopened(why)],
                }));
            }
            opened => opened?,
        };
        damaged(&path, quick_check(&conn)).map(Some)
    }

    /// Opens the store in `dir` to be read and never written (the source
    /// of `backrank store copy`): read-only, as
    /// [`SqliteStore::checkup_untouched`] does, with no migration and no
    /// test write, so a damaged store is copied from as it is. Its schema
    /// must be this version's, since bringing it up to date is a write.
    ///
    /// # Errors
    ///
    /// [`StoreError::Open`] when there is no store there, or its schema is
    /// older or newer than this version's (saying what to do);
    /// [`StoreError::Damaged`] when SQLite finds the file damaged where
    /// opening reads; [`StoreError::Foreign`] when the file is another
    /// program's.
    pub fn open_untouched_dir(dir: &Path) -> Result<SqliteStore, StoreError> {
        let path = dir.join(FILE_NAME);
        if !path.exists() {
            return Err(StoreError::Open {
                path: dir.display().to_string(),
                message: format!("there is no {FILE_NAME} there"),
            });
        }
        let conn = untouched(&path)?;
        current(&conn, &path)?;
        Ok(SqliteStore {
            writer: Arc::new(Mutex::new(conn)),
            readers: Arc::new(Vec::new()),
            next_reader: Arc::default(),
            path,
            full: Arc::new(AtomicBool::new(false)),
        })
    }

    /// A store in memory, gone when its last clone is dropped: for tests
    /// that need a store but no file. One connection serves reads and
    /// writes: an in-memory database is shared between connections only
    /// through SQLite's shared cache, whose table locks fail at once
    /// instead of waiting.
    ///
    /// # Errors
    ///
    /// [`StoreError::Migration`] if the schema cannot be made.
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        let mut conn = Connection::open_in_memory()?;
        conn.execute_batch("PRAGMA foreign_keys = ON;")?;
        migrate(&mut conn)?;
        mark_ours(&conn)?;
        Ok(SqliteStore {
            writer: Arc::new(Mutex::new(conn)),
            readers: Arc::new(Vec::new()),
            next_reader: Arc::default(),
            path: PathBuf::from(":memory:"),
            full: Arc::new(AtomicBool::new(false)),
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
            damaged(&path, result)
        })
        .await
        .map_err(|_| StoreError::Stopped)?
    }

    /// Runs `f` on a reading connection on a blocking thread: a free one if
    /// there is one, else the next in turn (the writer when there are none:
    /// [`SqliteStore::in_memory`]).
    async fn read<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let path = self.path.clone();
        if self.readers.is_empty() {
            let conn = self.writer.clone();
            return tokio::task::spawn_blocking(move || {
                damaged(&path, f(&conn.lock().unwrap_or_else(|p| p.into_inner())))
            })
            .await
            .map_err(|_| StoreError::Stopped)?;
        }
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
            damaged(&path, f(&guard))
        })
        .await
        .map_err(|_| StoreError::Stopped)?
    }
}

/// A read-only connection to the store file at `path` that writes
/// nothing to it, even on closing: no journal-mode change, no pragma
/// writes, no checkpoint of the WAL (a read-only connection cannot make
/// one; it is turned off as well, in case the flags ever change). It
/// still reads what the WAL holds, as the bot would. Refuses another
/// program's file, as opening for writing does.
fn untouched(path: &Path) -> Result<Connection, StoreError> {
    let open_error = |e: rusqlite::Error| opening(path, e);
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(open_error)?;
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
        true,
    )
    .map_err(open_error)?;
    conn.busy_timeout(READ_BUSY_TIMEOUT).map_err(open_error)?;
    check_ours(&conn, path)?;
    Ok(conn)
}

/// That the store file behind `conn` is as this version would leave it
/// on opening, so it can be read without first being written to: its
/// schema at this version's latest, and nothing left for [`migrate`] to
/// fill in.
fn current(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let open_error = |e: rusqlite::Error| opening(path, e);
    let refuse = |message: String| StoreError::Open {
        path: path.display().to_string(),
        message,
    };
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(open_error)?;
    let latest = i64::try_from(MIGRATIONS.len()).unwrap_or(i64::MAX);
    let older = |what: String| {
        refuse(format!(
            "{what}, and reading it as it is would mean changing it first: open it once with \
             this version (`backrank store migrate` with [store] data_dir set to its folder), \
             then copy it; if `backrank doctor` finds it damaged, put your last backup in place \
             instead"
        ))
    };
    if version < latest {
        return Err(older(format!(
            "its schema is version {version}, older than this Backrank's ({latest})"
        )));
    }
    if version > latest {
        return Err(refuse(format!(
            "its schema is version {version}, newer than this Backrank's ({latest}): copy it \
             with the Backrank that made it"
        )));
    }
    let unfilled: bool = conn
        .query_row(OLD_EVENTS, [], |r| r.get(0))
        .map_err(open_error)?;
    if unfilled {
        return Err(older(
            "it has events an older Backrank made that this version fills in on opening".into(),
        ));
    }
    Ok(())
}

/// Whether SQLite failed for want of space.
fn is_full(e: &rusqlite::Error) -> bool {
    e.sqlite_error_code() == Some(rusqlite::ErrorCode::DiskFull)
}

/// Whether SQLite found the file damaged ("database disk image is
/// malformed"). A file that is not SQLite's at all is another matter
/// ([`StoreError::Open`]): it may be another program's.
fn is_damage(e: &rusqlite::Error) -> bool {
    e.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseCorrupt)
}

/// `result`, with SQLite's "database disk image is malformed" as
/// [`StoreError::Damaged`]: the one line the bot logs for the failed
/// command then names the file and says to run `backrank doctor`.
fn damaged<T>(path: &Path, result: Result<T, StoreError>) -> Result<T, StoreError> {
    match result {
        Err(StoreError::Sqlite(e)) if is_damage(&e) => Err(StoreError::Damaged {
            path: path.display().to_string(),
            why: e.to_string(),
        }),
        other => other,
    }
}

/// Why the store at `path` could not be opened: [`StoreError::Damaged`]
/// when SQLite found the file damaged, or its header (SQLite says "file is
/// not a database" of a zeroed first page too), so `doctor` says to
/// restore it rather than to look at the folder's permissions; a file
/// that is no SQLite file at all is [`StoreError::Foreign`].
fn opening(path: &Path, e: rusqlite::Error) -> StoreError {
    let shown = path.display().to_string();
    if is_damage(&e) {
        return StoreError::Damaged {
            path: shown,
            why: e.to_string(),
        };
    }
    if e.sqlite_error_code() == Some(rusqlite::ErrorCode::NotADatabase) {
        return match Header::of(path).damage(&e.to_string()) {
            Some(why) => StoreError::Damaged { path: shown, why },
            None => StoreError::Foreign {
                path: shown,
                why: "it is not a SQLite file".into(),
            },
        };
    }
    // SQLite's "unable to open database file" or "attempt to write a
    // readonly database" when the folder or file is closed to this user.
    let dir = path.parent().unwrap_or(Path::new("."));
    access::denied(dir, path).unwrap_or(StoreError::Open {
        path: shown,
        message: e.to_string(),
    })
}

/// The most lines `quick_check` is asked for: the report shows the first
/// few, and says how many more there were.
const QUICK_CHECK_LINES: u32 = 100;

/// SQLite's `quick_check` of every page of the file: `integrity_check`
/// without comparing each index with its table, which on a big file takes
/// several times as long; a page SQLite cannot read is what stops saves.
/// It reads only, so it runs on a reader beside the bot.
fn quick_check(c: &Connection) -> Result<Checkup, StoreError> {
    let mut said = Vec::new();
    let ran = (|| -> rusqlite::Result<()> {
        let mut st = c.prepare(&format!("PRAGMA quick_check({QUICK_CHECK_LINES})"))?;
        let mut rows = st.query([])?;
        while let Some(row) = rows.next()? {
            said.push(row.get::<_, String>(0)?);
        }
        Ok(())
    })();
    match ran {
        Ok(()) => {}
        // SQLite may stop at a page it cannot read after saying what it
        // found; when it said nothing, the stop is what it found.
        Err(e) if is_damage(&e) => {
            if said.is_empty() {
                said.push(e.to_string());
            }
        }
        Err(e) => return Err(e.into()),
    }
    Ok(Checkup {
        checked: "PRAGMA quick_check".into(),
        unchecked: None,
        damage: damage_said(&said),
    })
}

/// What `quick_check` said, a line each, as [`Damage`]: its "ok" and its
/// "*** in database main ***" headings are not damage.
fn damage_said(rows: &[String]) -> Vec<Damage> {
    rows.iter()
        .flat_map(|row| row.lines())
        .map(str::trim)
        .filter(|line| !line.is_empty() && *line != "ok" && !line.starts_with("*** in database"))
        .map(|line| Damage::File(line.to_owned()))
        .collect()
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
    let open_error = |e: rusqlite::Error| opening(path, e);
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
    migrate_schema(conn)?;
    // Read first, and write (in a transaction that takes the write lock at
    // once, so a second process opening the store waits its turn) only
    // where an older store left something to fill in: a full disk with
    // nothing to fill in still opens.
    let old_events: bool = conn.query_row(OLD_EVENTS, [], |r| r.get(0))?;
    if old_events {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        exec::now(sql::personal::keep_old_commitments(&Lite(&tx)))?;
        exec::now(sql::personal::give_old_events_pages(&Lite(&tx)))?;
        exec::now(sql::personal::give_old_events_name_keys(&Lite(&tx)))?;
        tx.commit()?;
    }
    Ok(())
}

/// Whether an older Backrank left events for [`migrate`] to fill in.
const OLD_EVENTS: &str = "SELECT EXISTS (SELECT 1 FROM events \
     WHERE commitments IS NULL OR web_token IS NULL OR name_key IS NULL)";

/// The numbered migrations of [`migrate`].
fn migrate_schema(conn: &mut Connection) -> Result<(), StoreError> {
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

/// Runs `op` in an `IMMEDIATE` transaction: it takes the file's write lock
/// at once, so a read-then-write never races another process's, and
/// commits when `op` succeeds.
fn immediate<T>(
    c: &mut Connection,
    op: impl AsyncFnOnce(&Lite<'_>) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let done = exec::now(op(&Lite(&tx)))?;
    tx.commit()?;
    Ok(done)
}

/// Runs `op` with its commit not waiting for the disk (`synchronous =
/// NORMAL`), then puts back full sync for every other write. In WAL mode
/// such a commit is still atomic and seen at once by every connection and
/// process; only a power cut may lose it, until the next synced commit or
/// checkpoint carries it to disk. For notes whose loss costs nothing.
fn unsynced<T>(
    c: &mut Connection,
    op: impl FnOnce(&mut Connection) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    c.pragma_update(None, "synchronous", "NORMAL")?;
    let done = op(c);
    c.pragma_update(None, "synchronous", "FULL")?;
    done
}

store_methods!(implement_store, SqliteStore);

/// How each kind of [`Store`] method runs here (see
/// [`crate::store::store_methods`]): reads on a reading connection, writes
/// on the writing one, a transaction begun `IMMEDIATE` (it takes the write
/// lock at once, so it never fails half-way for another process's write),
/// and notes with their commit not waiting for the disk.
impl SqliteStore {
    async fn reads<T: Send + 'static>(
        &self,
        op: impl AsyncFnOnce(&Lite<'_>) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.read(move |c| exec::now(op(&Lite(c)))).await
    }

    async fn writes<T: Send + 'static>(
        &self,
        op: impl AsyncFnOnce(&Lite<'_>) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.write(move |c| exec::now(op(&Lite(c)))).await
    }

    async fn commits<T: Send + 'static>(
        &self,
        op: impl AsyncFnOnce(&Lite<'_>) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.write(move |c| immediate(c, op)).await
    }

    /// Every interaction writes its delivery note before it is answered,
    /// so it does not wait for the disk: a power cut that lost it would
    /// also have stopped the process, and a delivery after the restart is
    /// then answered, as it should be, since the first never was.
    async fn notes<T: Send + 'static>(
        &self,
        op: impl AsyncFnOnce(&Lite<'_>) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.write(move |c| unsynced(c, |c| exec::now(op(&Lite(c)))))
            .await
    }

    async fn by_hand<T>(
        &self,
        op: impl AsyncFnOnce(&SqliteStore) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        op(self).await
    }
}

/// The methods written by hand for SQLite.
mod own {
    use std::sync::atomic::Ordering;

    use super::{Lite, SqliteStore, exec, immediate, probe, quick_check, sql};
    use crate::store::{Checkup, Dump, StoreError};

    pub async fn schema_version(store: &SqliteStore) -> Result<i64, StoreError> {
        store
            .read(|c| Ok(c.pragma_query_value(None, "user_version", |r| r.get(0))?))
            .await
    }

    pub async fn ping(store: &SqliteStore) -> Result<(), StoreError> {
        store
            .read(|c| Ok(c.query_row("SELECT 1", [], |_| Ok(()))?))
            .await?;
        // Reads work on a full disk; ready means writes work too. Only a
        // store that failed for want of space is asked to write.
        if store.full.load(Ordering::SeqCst) {
            store.write(probe).await?;
        }
        Ok(())
    }

    pub async fn probe_write(store: &SqliteStore) -> Result<(), StoreError> {
        store.write(probe).await
    }

    pub async fn checkup(store: &SqliteStore) -> Result<Checkup, StoreError> {
        store.read(quick_check).await
    }

    pub async fn dump(store: &SqliteStore) -> Result<Dump, StoreError> {
        store
            .read(|c| {
                // One read transaction: in WAL mode it sees one commit
                // throughout.
                c.execute_batch("BEGIN DEFERRED")?;
                let d = exec::now(sql::dump::read(&Lite(c)));
                c.execute_batch("COMMIT")?;
                d
            })
            .await
    }

    pub async fn load(store: &SqliteStore, d: Dump) -> Result<(), StoreError> {
        store
            .write(move |c| immediate(c, async |e| sql::dump::load(e, &d).await))
            .await
    }
}

#[cfg(test)]
mod tests {
    use rusqlite::params;

    use super::*;

    /// An in-memory store keeps what is written, reads it back through the
    /// same connection while a write waits, and is its own: a second one
    /// starts empty.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_in_memory_store_keeps_its_own_rows() {
        let store = SqliteStore::in_memory().unwrap();
        let settings = GuildSettings {
            public: false,
            source: crate::store::RollSource::Tower,
            ..GuildSettings::default()
        };
        let (set, read) = tokio::join!(
            store.change_guild_settings(7, GuildSettings::default(), settings.clone()),
            store.guild_settings(7)
        );
        assert!(set.unwrap());
        // The read ran before or after the write, never half-way.
        assert!([GuildSettings::default(), settings.clone()].contains(&read.unwrap()));
        assert_eq!(store.guild_settings(7).await.unwrap(), settings);
        let other = SqliteStore::in_memory().unwrap();
        assert_eq!(
            other.guild_settings(7).await.unwrap(),
            GuildSettings::default()
        );
    }

    /// After a delivery note, written without waiting for the disk, every
    /// other write is synced again; the note is seen at once by another
    /// connection to the file, as another process would see it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn delivery_notes_leave_every_other_write_synced() {
        let (store, tmp) = temp_store("unsynced");
        let dir = tmp.path().to_path_buf();
        let sync = |s: &SqliteStore| -> i64 {
            s.writer
                .lock()
                .unwrap()
                .pragma_query_value(None, "synchronous", |r| r.get(0))
                .unwrap()
        };
        assert_eq!(sync(&store), 2, "FULL");
        assert!(store.first_delivery(77, 1_000).await.unwrap());
        assert_eq!(sync(&store), 2, "FULL again after the note");
        let other = SqliteStore::open_dir(&dir).unwrap();
        assert!(!other.first_delivery(77, 1_001).await.unwrap());
        drop((store, other));
    }

    /// An empty folder of its own, removed when the first is dropped.
    fn temp_dir(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("backrank-store-{name}-"))
            .tempdir()
            .unwrap();
        let path = dir.path().to_path_buf();
        (dir, path)
    }

    /// A store in a folder of its own, removed when the folder is dropped.
    fn temp_store(name: &str) -> (SqliteStore, tempfile::TempDir) {
        let (dir, path) = temp_dir(name);
        (SqliteStore::open_dir(&path).unwrap(), dir)
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
            spec: crate::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
            source: crate::store::KeptSource::of(crate::store::SourceKind::Os),
            faces: "123".into(),
            number: n,
            fen: "fen".into(),
            replay_code: format!("code-{n}"),
            private: false,
            event: None,
            play_at: None,
        }
    }

    /// The WAL is checkpointed and cut back as it goes: 6 MB of rolls leave
    /// it within its limit, where by default it would grow to 4 MB first
    /// and never shrink.
    #[tokio::test]
    async fn the_wal_stays_small() {
        let (store, tmp) = temp_store("wal-size");
        let dir = tmp.path().to_path_buf();
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
        // the WAL can hold one roll's pages (16) past it. Each page is a
        // frame of its own: the page and a 24-byte header, after the WAL's
        // 32-byte header.
        let frame = 4096 + 24;
        let limit = (u64::from(WAL_CHECKPOINT_PAGES) + 16) * frame + 32;
        assert!(largest <= limit, "the WAL grew to {largest} bytes");
    }

    /// The file is in WAL mode, with its transactions synced in full, so a
    /// kill mid-write keeps every acknowledged roll (the suite's other
    /// behaviours are in `tests/integration/store_suite.rs`, on both
    /// backends).
    #[tokio::test]
    async fn the_store_is_in_wal_mode() {
        let (store, _tmp) = temp_store("wal");
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
    }

    /// Rolls saved before records were numbered per server get numbers in
    /// their server, in the order they were made, when the schema moves on.
    #[test]
    fn the_second_migration_numbers_the_rolls_already_saved() {
        let (_tmp, dir) = temp_dir("v1");
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
    }

    /// Another process holds the write lock (its own connection, as a
    /// second process would): this store's writes wait their turn, but its
    /// reads go on at once. The settings a reply needs before Discord's
    /// three seconds are read while the lock is still held.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn reads_do_not_wait_behind_another_processs_write_lock() {
        let (store, _tmp) = temp_store("readers");
        store
            .change_guild_settings(
                5,
                GuildSettings::default(),
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
    }

    #[test]
    fn a_file_that_is_not_a_store_is_refused_with_its_path() {
        let (_tmp, dir) = temp_dir("junk");
        let path = dir.join("junk.sqlite3");
        std::fs::write(
            &path,
            b"this is not a database, just some text that is long enough",
        )
        .unwrap();
        let e = SqliteStore::open(&path).err().unwrap().to_string();
        assert!(e.contains("junk.sqlite3") || e.contains("schema"), "{e}");
    }

    /// Another program's SQLite file is refused, named, and left exactly as
    /// it was: no tables added, not switched to WAL.
    #[test]
    fn another_programs_sqlite_file_is_refused_untouched() {
        let (_tmp, dir) = temp_dir("alien");
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
    }

    #[test]
    fn many_processes_opening_a_new_store_at_once_all_succeed() {
        let (_tmp, dir) = temp_dir("race");
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
    }

    /// Zeroes page `page` (from 1) of the closed SQLite file at `path`, as
    /// a failing disk or a stray write would.
    fn zero_page(path: &Path, page: u64) {
        use std::io::{Seek, SeekFrom, Write};
        let size: i64 = Connection::open(path)
            .unwrap()
            .pragma_query_value(None, "page_size", |r| r.get(0))
            .unwrap();
        let size = u64::try_from(size).unwrap();
        let mut file = std::fs::OpenOptions::new().write(true).open(path).unwrap();
        file.seek(SeekFrom::Start((page - 1) * size)).unwrap();
        file.write_all(&vec![0; usize::try_from(size).unwrap()])
            .unwrap();
    }

    /// `quick_check`'s rows as damage: its "ok" is none, its heading is
    /// no damage, a row of several lines is several.
    #[test]
    fn quick_checks_words_are_read_as_damage() {
        assert!(damage_said(&["ok".into()]).is_empty());
        assert_eq!(
            damage_said(&[
                "*** in database main ***\nPage 3: btreeInitPage() returns error code 11".into(),
                "Tree 2 page 2: free space corruption".into(),
            ]),
            vec![
                Damage::File("Page 3: btreeInitPage() returns error code 11".into()),
                Damage::File("Tree 2 page 2: free space corruption".into()),
            ]
        );
    }

    /// Issue 51: page 3 of a store with rolls in it zeroed. The store still
    /// opens and takes a test write, as it did when `doctor` called it
    /// fine, but cannot save a roll; its checkup finds the page. A whole
    /// store's finds nothing.
    #[tokio::test]
    async fn the_checkup_finds_a_zeroed_page() {
        let (store, tmp) = temp_store("zeroed");
        for n in 0..50 {
            store.save_roll(roll(n)).await.unwrap();
        }
        let whole = store.checkup().await.unwrap();
        assert_eq!(
            whole,
            Checkup {
                checked: "PRAGMA quick_check".into(),
                unchecked: None,
                damage: vec![],
            }
        );
        drop(store);
        let path = tmp.path().join(FILE_NAME);
        zero_page(&path, 3);
        let store = SqliteStore::open(&path).unwrap();
        store.probe_write().await.unwrap();
        // Page 3 is sqlite_sequence's: a roll cannot be saved. The error
        // (the one line the bot logs for the command) says what to run.
        let e = store.save_roll(roll(50)).await.unwrap_err();
        assert!(matches!(e, StoreError::Damaged { .. }), "{e:?}");
        assert_eq!(
            e.to_string(),
            format!(
                "{} is damaged (database disk image is malformed): `backrank doctor` says what \
                 to do",
                path.display()
            )
        );
        let found = store.checkup().await.unwrap().damage;
        // "Page 3: …" in SQLite's older words, "Tree 3 page 3: …" since.
        assert!(
            found.first().is_some_and(|d| d
                .to_string()
                .to_lowercase()
                .contains("page 3: btreeinitpage() returns error code 11")),
            "{found:?}"
        );
    }

    /// The SHA-256 of the file and of its WAL, with their sizes. No WAL
    /// reads as an empty one: SQLite reads them alike, and a read-only
    /// connection to a WAL-mode file makes the empty WAL (and the shared
    /// memory index) it needs when there is none.
    fn bytes(path: &Path) -> [String; 2] {
        use sha2::{Digest, Sha256};
        let wal = PathBuf::from(format!("{}-wal", path.display()));
        [
            std::fs::read(path).unwrap(),
            std::fs::read(wal).unwrap_or_default(),
        ]
        .map(|b| format!("{:x} ({} bytes)", Sha256::digest(&b), b.len()))
    }

    /// Issue 51: the read-only checkup finds page 3 zeroed and writes
    /// nothing, to the file or its WAL, even with rolls in the WAL that a
    /// closing writer would checkpoint; opening the store to copy from it
    /// reads its rolls and writes nothing either.
    #[tokio::test]
    async fn the_untouched_checkup_and_source_write_nothing() {
        let (store, tmp) = temp_store("untouched");
        for n in 0..50 {
            store.save_roll(roll(n)).await.unwrap();
        }
        drop(store);
        let dir = tmp.path().to_path_buf();
        let path = dir.join(FILE_NAME);
        zero_page(&path, 3);
        let before = bytes(&path);
        assert!(before[1].ends_with("(0 bytes)"), "closed cleanly: no WAL");
        let found = SqliteStore::checkup_untouched(&dir).unwrap().unwrap();
        assert!(!found.damage.is_empty(), "{found:?}");
        let source = SqliteStore::open_untouched_dir(&dir).unwrap();
        assert_eq!(source.dump().await.unwrap().rolls.len(), 50);
        drop(source);
        assert_eq!(bytes(&path), before, "the file or its WAL changed");

        // Rolls still in the WAL (a writer that is still open): they are
        // read, and the WAL is left as it is.
        let writer = Connection::open(&path).unwrap();
        writer
            .execute_batch("PRAGMA wal_autocheckpoint = 0; DELETE FROM rolls WHERE id > 40;")
            .unwrap();
        let before = bytes(&path);
        assert!(!before[1].ends_with("(0 bytes)"), "rolls in the WAL");
        let found = SqliteStore::checkup_untouched(&dir).unwrap().unwrap();
        assert!(!found.damage.is_empty(), "{found:?}");
        let source = SqliteStore::open_untouched_dir(&dir).unwrap();
        assert_eq!(source.dump().await.unwrap().rolls.len(), 40);
        drop(source);
        assert_eq!(bytes(&path), before, "the file or its WAL changed");
        drop(writer);
        assert!(
            SqliteStore::checkup_untouched(&tmp.path().join("none"))
                .unwrap()
                .is_none()
        );
    }

    /// A store whose schema an older Backrank left is not copied from as
    /// it is (that would need a migration, a write), and the refusal says
    /// what to do; the file is left as it was.
    #[test]
    fn an_older_store_is_not_opened_untouched() {
        let (_tmp, dir) = temp_dir("untouched-old");
        let path = dir.join(FILE_NAME);
        {
            let mut c = Connection::open(&path).unwrap();
            Migrations::from_slice(&MIGRATIONS[..17])
                .to_latest(&mut c)
                .unwrap();
        }
        let before = bytes(&path);
        let e = SqliteStore::open_untouched_dir(&dir).err().unwrap();
        assert_eq!(
            e.to_string(),
            format!(
                "could not open the store at {}: its schema is version 17, older than this \
                 Backrank's ({}), and reading it as it is would mean changing it first: open \
                 it once with this version (`backrank store migrate` with [store] data_dir set \
                 to its folder), then copy it; if `backrank doctor` finds it damaged, put your \
                 last backup in place instead",
                path.display(),
                MIGRATIONS.len()
            )
        );
        assert_eq!(bytes(&path), before);
        let e = SqliteStore::open_untouched_dir(&dir.join("none"))
            .err()
            .unwrap();
        assert!(
            e.to_string()
                .ends_with("there is no backrank.sqlite3 there"),
            "{e}"
        );
    }

    /// A file SQLite finds damaged while opening it is refused as damaged,
    /// naming the file, not as a folder to check.
    #[test]
    fn a_store_damaged_where_opening_reads_is_refused_as_damaged() {
        let (store, tmp) = temp_store("damaged-open");
        let path = store.path().to_owned();
        let events: i64 = store
            .writer
            .lock()
            .unwrap()
            .query_row(
                "SELECT rootpage FROM sqlite_master WHERE name = 'events'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        drop(store);
        zero_page(&path, u64::try_from(events).unwrap());
        let e = SqliteStore::open(&path).err().unwrap();
        assert!(matches!(e, StoreError::Damaged { .. }), "{e:?}");
        assert!(
            e.to_string()
                .starts_with(&format!("{} is damaged (", path.display())),
            "{e}"
        );
        drop(tmp);
    }

    #[test]
    fn the_migrations_are_valid() {
        Migrations::from_slice(MIGRATIONS).validate().unwrap();
    }
}
