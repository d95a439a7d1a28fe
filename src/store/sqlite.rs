//! The SQLite store: one file, WAL mode, full sync.
//!
//! Concurrency: one connection behind a mutex, used only inside
//! `spawn_blocking`, so SQLite's blocking calls never hold up the async
//! threads. SQLite serialises writers anyway; a bot's writes are a few per
//! second at most. Several processes may open the same file: WAL lets
//! readers and one writer work at once, and `busy_timeout` makes a writer
//! wait its turn instead of failing.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use rusqlite::{Connection, OptionalExtension, Row, TransactionBehavior, params};
use rusqlite_migration::{M, Migrations};

use super::*;

/// The schema's versions, oldest first. A migration is never edited once
/// released: a change is a new file.
const MIGRATIONS: &[M<'static>] = &[M::up(include_str!("migrations/001_initial.sql"))];

/// The store's file name inside the data directory.
pub const FILE_NAME: &str = "backrank.sqlite3";

/// How long a writer waits for another process's write to finish.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The SQLite implementation of [`Store`].
#[derive(Clone)]
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
    path: PathBuf,
}

impl SqliteStore {
    /// Opens (creating on first run) the store in `dir`, and brings its
    /// schema up to date.
    ///
    /// # Errors
    ///
    /// [`StoreError::Open`] naming the path when the directory or file
    /// cannot be made or read; [`StoreError::Migration`] when the file is
    /// from a newer Backrank or not a store.
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
        // WAL: a kill mid-write leaves the last committed transaction
        // intact, and readers never block the writer. FULL sync: a commit
        // is on disk before it is acknowledged, so a power cut cannot lose
        // a roll the bot already showed.
        let mode: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
            .map_err(open_error)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Open {
                path: path.display().to_string(),
                message: format!("the file system does not allow WAL mode (got {mode})"),
            });
        }
        conn.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")
            .map_err(open_error)?;
        migrate(&mut conn)?;
        Ok(SqliteStore {
            conn: Arc::new(Mutex::new(conn)),
            path: path.to_owned(),
        })
    }

    /// The store's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f` on the connection on a blocking thread.
    async fn with<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let conn = self.conn.clone();
        tokio::task::spawn_blocking(move || {
            // A panic in another call cannot leave the connection half
            // changed (each call is one transaction), so a poisoned lock is
            // safe to take over.
            let mut guard = conn.lock().unwrap_or_else(|p| p.into_inner());
            f(&mut guard)
        })
        .await
        .map_err(|_| StoreError::Stopped)?
    }
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

sql_words!(RollKind, SessionState, Guided, Missed, Rotation, PostStatus);

fn id(v: Option<i64>) -> Option<u64> {
    v.map(|v| v as u64)
}

fn sql_id(v: Option<u64>) -> Option<i64> {
    v.map(|v| v as i64)
}

const ROLL_COLUMNS: &str = "id, made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
     method, dice, source, faces, number, fen, replay_code";

fn roll_row(r: &Row<'_>) -> rusqlite::Result<SavedRoll> {
    Ok(SavedRoll {
        id: r.get(0)?,
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
        },
    })
}

fn insert_roll(tx: &Connection, roll: &NewRoll) -> rusqlite::Result<i64> {
    tx.execute(
        "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
         method, dice, source, faces, number, fen, replay_code) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
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
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

const SESSION_COLUMNS: &str = "id, owner_id, owner_name, guild_id, channel_id, variant, method, \
     dice, faces, state, version, started_at, touched_at, roll_id";

fn session_row(r: &Row<'_>) -> rusqlite::Result<Session> {
    Ok(Session {
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
    })
}

fn get_session(c: &Connection, id: i64) -> Result<Option<Session>, StoreError> {
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
    async fn save_roll(&self, roll: NewRoll) -> Result<i64, StoreError> {
        self.with(move |c| Ok(insert_roll(c, &roll)?)).await
    }

    async fn roll(&self, id: i64) -> Result<Option<SavedRoll>, StoreError> {
        self.with(move |c| {
            Ok(c.query_row(
                &format!("SELECT {ROLL_COLUMNS} FROM rolls WHERE id = ?1"),
                [id],
                roll_row,
            )
            .optional()?)
        })
        .await
    }

    async fn start_session(&self, s: NewSession) -> Result<Session, StoreError> {
        self.with(move |c| {
            c.execute(
                "INSERT INTO sessions (owner_id, owner_name, guild_id, channel_id, variant, \
                 method, dice, started_at, touched_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
                params![
                    s.owner.user_id as i64,
                    s.owner.user_name,
                    sql_id(s.owner.guild_id),
                    sql_id(s.owner.channel_id),
                    s.variant,
                    s.method,
                    s.dice,
                    s.now,
                ],
            )?;
            get_session(c, c.last_insert_rowid())?
                .ok_or_else(|| StoreError::Corrupt("a new session vanished".into()))
        })
        .await
    }

    async fn session(&self, id: i64) -> Result<Option<Session>, StoreError> {
        self.with(move |c| get_session(c, id)).await
    }

    async fn update_session(
        &self,
        id: i64,
        version: i64,
        change: SessionChange,
    ) -> Result<Option<Session>, StoreError> {
        self.with(move |c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let current: Option<(i64, SessionState)> = tx
                .query_row(
                    "SELECT version, state FROM sessions WHERE id = ?1",
                    [id],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()?;
            match current {
                Some((v, SessionState::Open)) if v == version => {}
                _ => return Ok(None),
            }
            let roll_id = change
                .roll
                .as_ref()
                .map(|r| insert_roll(&tx, r))
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

    async fn guild_settings(&self, guild_id: u64) -> Result<GuildSettings, StoreError> {
        self.with(move |c| {
            let row = c
                .query_row(
                    "SELECT variant, method, dice, source, guided, guided_role, public, \
                     log_channel, missed_daily FROM guild_settings WHERE guild_id = ?1",
                    [guild_id as i64],
                    |r| {
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
                        })
                    },
                )
                .optional()?;
            Ok(row.unwrap_or_default())
        })
        .await
    }

    async fn set_guild_settings(&self, guild_id: u64, g: GuildSettings) -> Result<(), StoreError> {
        self.with(move |c| {
            c.execute(
                "INSERT INTO guild_settings (guild_id, variant, method, dice, source, guided, \
                 guided_role, public, log_channel, missed_daily) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) \
                 ON CONFLICT (guild_id) DO UPDATE SET variant = ?2, method = ?3, dice = ?4, \
                 source = ?5, guided = ?6, guided_role = ?7, public = ?8, log_channel = ?9, \
                 missed_daily = ?10",
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
                ],
            )?;
            Ok(())
        })
        .await
    }

    async fn set_schedule(&self, s: NewSchedule) -> Result<Schedule, StoreError> {
        self.with(move |c| {
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
        self.with(move |c| {
            Ok(c.execute(
                "DELETE FROM schedules WHERE guild_id = ?1 AND (?2 IS NULL OR channel_id = ?2)",
                params![guild_id as i64, sql_id(channel_id)],
            )?)
        })
        .await
    }

    async fn schedules(&self, guild_id: Option<u64>) -> Result<Vec<Schedule>, StoreError> {
        self.with(move |c| {
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
        self.with(move |c| {
            // IMMEDIATE takes the write lock at once, so two processes
            // claiming the same day are serialised here: the second sees
            // the first one's row.
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let existing: Option<(PostStatus, i64)> = tx
                .query_row(
                    "SELECT status, claimed_at FROM daily_posts \
                     WHERE schedule_id = ?1 AND local_date = ?2",
                    params![schedule_id, local_date],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()?;
            let won = match existing {
                None => {
                    tx.execute(
                        "INSERT INTO daily_posts (schedule_id, local_date, status, worker, \
                         claimed_at) VALUES (?1, ?2, 'claimed', ?3, ?4)",
                        params![schedule_id, local_date, worker, now],
                    )?;
                    true
                }
                Some((PostStatus::Claimed, claimed_at)) if now - claimed_at > lease => {
                    tx.execute(
                        "UPDATE daily_posts SET worker = ?3, claimed_at = ?4 \
                         WHERE schedule_id = ?1 AND local_date = ?2",
                        params![schedule_id, local_date, worker, now],
                    )?;
                    true
                }
                Some(_) => false,
            };
            tx.commit()?;
            Ok(if won { Claim::Won } else { Claim::Taken })
        })
        .await
    }

    async fn finish_post(
        &self,
        schedule_id: i64,
        local_date: String,
        outcome: PostOutcome,
    ) -> Result<(), StoreError> {
        self.with(move |c| {
            let (status, roll_id, message_id, detail) = match outcome {
                PostOutcome::Posted {
                    roll_id,
                    message_id,
                } => (PostStatus::Posted, Some(roll_id), Some(message_id), None),
                PostOutcome::Skipped(why) => (PostStatus::Skipped, None, None, Some(why)),
                PostOutcome::Failed(why) => (PostStatus::Failed, None, None, Some(why)),
            };
            c.execute(
                "UPDATE daily_posts SET status = ?3, roll_id = ?4, message_id = ?5, detail = ?6 \
                 WHERE schedule_id = ?1 AND local_date = ?2",
                params![
                    schedule_id,
                    local_date,
                    status,
                    roll_id,
                    sql_id(message_id),
                    detail
                ],
            )?;
            Ok(())
        })
        .await
    }

    async fn release_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
    ) -> Result<(), StoreError> {
        self.with(move |c| {
            c.execute(
                "DELETE FROM daily_posts WHERE schedule_id = ?1 AND local_date = ?2 \
                 AND worker = ?3 AND status = 'claimed'",
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
        self.with(move |c| {
            let row = c
                .query_row(
                    "SELECT status, worker, claimed_at, roll_id, message_id, detail \
                     FROM daily_posts WHERE schedule_id = ?1 AND local_date = ?2",
                    params![schedule_id, local_date],
                    |r| {
                        Ok(PostEntry {
                            status: r.get(0)?,
                            worker: r.get(1)?,
                            claimed_at: r.get(2)?,
                            roll_id: r.get(3)?,
                            message_id: id(r.get(4)?),
                            detail: r.get(5)?,
                        })
                    },
                )
                .optional()?;
            Ok(row)
        })
        .await
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
        }
    }

    #[tokio::test]
    async fn rolls_round_trip_and_survive_reopening() {
        let (store, dir) = temp_store("rolls");
        let a = store.save_roll(roll(518)).await.unwrap();
        let b = store.save_roll(roll(0)).await.unwrap();
        assert_ne!(a, b);
        drop(store);
        let store = SqliteStore::open_dir(&dir).unwrap();
        let got = store.roll(a).await.unwrap().unwrap();
        assert_eq!(got.roll, roll(518));
        assert!(store.roll(999).await.unwrap().is_none());
        let mode: String = store
            .conn
            .lock()
            .unwrap()
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn a_session_changes_only_from_the_version_it_was_read_at() {
        let (store, dir) = temp_store("sessions");
        let s = store
            .start_session(NewSession {
                owner: roll(1).who,
                variant: "chess960".into(),
                method: "placement".into(),
                dice: "d6".into(),
                now: 10,
            })
            .await
            .unwrap();
        assert_eq!(
            (s.state, s.version, s.faces.as_str()),
            (SessionState::Open, 0, "")
        );
        let change = |faces: &str| SessionChange {
            faces: faces.into(),
            state: SessionState::Open,
            now: 11,
            roll: None,
        };
        let s1 = store
            .update_session(s.id, 0, change("3"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!((s1.version, s1.faces.as_str()), (1, "3"));
        // A second press read at version 0 loses.
        assert!(
            store
                .update_session(s.id, 0, change("5"))
                .await
                .unwrap()
                .is_none()
        );
        let done = store
            .update_session(
                s.id,
                1,
                SessionChange {
                    faces: "34".into(),
                    state: SessionState::Done,
                    now: 12,
                    roll: Some(roll(5)),
                },
            )
            .await
            .unwrap()
            .unwrap();
        assert_eq!(done.state, SessionState::Done);
        let rid = done.roll_id.unwrap();
        assert_eq!(store.roll(rid).await.unwrap().unwrap().roll.number, 5);
        // A finished session takes no more changes.
        assert!(
            store
                .update_session(s.id, 2, change("345"))
                .await
                .unwrap()
                .is_none()
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn settings_default_until_set() {
        let (store, dir) = temp_store("settings");
        assert_eq!(
            store.guild_settings(5).await.unwrap(),
            GuildSettings::default()
        );
        let g = GuildSettings {
            variant: Some("crc".into()),
            guided: Guided::Role,
            guided_role: Some(77),
            public: false,
            missed_daily: Missed::Skip,
            ..GuildSettings::default()
        };
        store.set_guild_settings(5, g.clone()).await.unwrap();
        assert_eq!(store.guild_settings(5).await.unwrap(), g);
        assert_eq!(
            store.guild_settings(6).await.unwrap(),
            GuildSettings::default()
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn claims_are_won_once_and_taken_over_after_the_lease() {
        let (store, dir) = temp_store("claims");
        let s = store
            .set_schedule(NewSchedule {
                guild_id: 1,
                channel_id: 2,
                local_time: "18:00".into(),
                timezone: "Europe/Berlin".into(),
                variants: vec!["chess960".into(), "crc".into()],
                rotation: Rotation::Rotate,
                thread: true,
                created_at: 0,
            })
            .await
            .unwrap();
        assert_eq!(store.schedules(None).await.unwrap(), vec![s.clone()]);
        let day = || "2026-03-29".to_owned();
        let claim = |w: &str, now| store.claim_post(s.id, day(), w.into(), now, 600);
        assert_eq!(claim("a", 100).await.unwrap(), Claim::Won);
        assert_eq!(claim("b", 200).await.unwrap(), Claim::Taken);
        // a died: after the lease b takes over.
        assert_eq!(claim("b", 800).await.unwrap(), Claim::Won);
        store
            .finish_post(s.id, day(), PostOutcome::Skipped("test".into()))
            .await
            .unwrap();
        assert_eq!(claim("c", 99_999).await.unwrap(), Claim::Taken);
        let e = store.post(s.id, day()).await.unwrap().unwrap();
        assert_eq!((e.status, e.worker.as_str()), (PostStatus::Skipped, "b"));
        // Replacing the schedule drops its books.
        let s2 = store
            .set_schedule(NewSchedule {
                local_time: "07:30".into(),
                ..s.spec.clone()
            })
            .await
            .unwrap();
        assert_eq!(store.schedules(Some(1)).await.unwrap(), vec![s2]);
        assert!(store.post(s.id, day()).await.unwrap().is_none());
        assert_eq!(store.remove_schedules(1, None).await.unwrap(), 1);
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
