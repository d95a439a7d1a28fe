//! The PostgreSQL store: one database shared by every bot process on every
//! host (`[store] url = "postgres://…"`).
//!
//! Each method is one transaction on a pooled connection. Races between
//! processes are settled by the database, never by waiting in Backrank:
//! record numbers come from an upsert on their scope's counter, a
//! roll-along changes only from the version it was read at (its row locked
//! `FOR UPDATE`), a day's post is claimed under its row's lock, and an
//! interaction is answered by whoever inserts its id first.
//!
//! Migrations are numbered files in `src/store/migrations/postgres/`,
//! applied in one transaction under an advisory lock, so hosts starting
//! together apply them once; a database migrated by a newer Backrank is
//! refused with its version.

use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use backrank_entropy::HealthState;
use deadpool_postgres::GenericClient;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio_postgres::Row;
use tokio_postgres::types::ToSql;

use super::*;

mod dump;
mod personal;
mod variants;

/// The schema's versions, oldest first; never edited once released.
const MIGRATIONS: &[(i32, &str)] = &[
    (1, include_str!("../migrations/postgres/001_initial.sql")),
    (
        2,
        include_str!("../migrations/postgres/002_server_variants.sql"),
    ),
    (
        3,
        include_str!("../migrations/postgres/003_prefs_events.sql"),
    ),
    (
        4,
        include_str!("../migrations/postgres/004_roll_along_players.sql"),
    ),
    (
        5,
        include_str!("../migrations/postgres/005_server_language.sql"),
    ),
];

/// The advisory lock that serialises migrations across hosts ("BRK1").
const MIGRATION_LOCK: i64 = 0x4252_4b31;

/// How long a caller waits for a free pooled connection, and for a new
/// connection to be made, before the store answers with an error.
const POOL_WAIT: Duration = Duration::from_secs(10);

/// The PostgreSQL implementation of [`Store`].
#[derive(Clone)]
pub struct PostgresStore {
    pool: Pool,
}

/// How to reach the database.
#[derive(Clone, Debug, Default)]
pub struct PostgresOptions {
    /// Connections kept open at most.
    pub pool_size: usize,
    /// A PEM file of the certificate authorities to trust (a managed
    /// database's own CA); empty trusts the web's roots.
    pub ca_file: String,
}

impl PostgresStore {
    /// Connects to the database at `url` and brings its schema up to date.
    ///
    /// # Errors
    ///
    /// [`StoreError::Open`] naming the server (never the password) when the
    /// URL is wrong or the server cannot be reached; [`StoreError::Migration`]
    /// when the schema is newer than this Backrank.
    pub async fn connect(
        url: &str,
        options: &PostgresOptions,
    ) -> Result<PostgresStore, StoreError> {
        let shown = redact(url);
        let open_error = |message: String| StoreError::Open {
            path: shown.clone(),
            message,
        };
        let mut config = tokio_postgres::Config::from_str(url).map_err(|e| {
            open_error(format!(
                "{e}: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE"
            ))
        })?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(POOL_WAIT);
        }
        config.application_name("backrank");
        let tls = tls(&options.ca_file).map_err(open_error)?;
        let manager = Manager::from_config(
            config,
            tls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(options.pool_size.max(1))
            .wait_timeout(Some(POOL_WAIT))
            .create_timeout(Some(POOL_WAIT))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()
            .map_err(|e| open_error(e.to_string()))?;
        let store = PostgresStore { pool };
        let mut client = store.pool.get().await.map_err(|e| {
            open_error(format!(
                "{}: is the server running, and the URL right?",
                causes(&e)
            ))
        })?;
        migrate(&mut client).await?;
        Ok(store)
    }

    async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool
            .get()
            .await
            .map_err(|e| StoreError::Unreachable(causes(&e)))
    }
}

/// An error with every cause under it: the driver's own message often
/// leaves out what the operating system said.
fn causes(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut next = e.source();
    while let Some(cause) = next {
        let line = cause.to_string();
        if !text.contains(&line) {
            text = format!("{text}: {line}");
        }
        next = cause.source();
    }
    text
}

/// The URL with its password replaced, for messages and logs.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            match userinfo.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

/// TLS for `sslmode=require` (or `prefer`, the driver's default): the
/// web's roots, or the certificate authorities in `ca_file`.
fn tls(ca_file: &str) -> Result<tokio_postgres_rustls::MakeRustlsConnect, String> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    if ca_file.trim().is_empty() {
        roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    } else {
        let certs = CertificateDer::pem_file_iter(ca_file.trim())
            .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
            .map_err(|e| format!("[store] tls_ca_file {ca_file}: {e}"))?;
        let (added, _) = roots.add_parsable_certificates(certs);
        if added == 0 {
            return Err(format!(
                "[store] tls_ca_file {ca_file} holds no certificate: give the PEM file your \
                 database provider publishes"
            ));
        }
    }
    let config = rustls::ClientConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| e.to_string())?
    .with_root_certificates(roots)
    .with_no_client_auth();
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
}

/// Applies the migrations the database lacks, in one transaction under an
/// advisory lock: a second host starting at the same moment waits, then
/// finds the work done.
async fn migrate(client: &mut deadpool_postgres::Object) -> Result<(), StoreError> {
    let failed = |e: tokio_postgres::Error| StoreError::Migration(e.to_string());
    let tx = client.transaction().await.map_err(failed)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(failed)?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
             version    INTEGER PRIMARY KEY,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         )",
    )
    .await
    .map_err(failed)?;
    let current: i32 = tx
        .query_one(
            "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
            &[],
        )
        .await
        .map_err(failed)?
        .get(0);
    let latest = MIGRATIONS.last().map_or(0, |(v, _)| *v);
    if current > latest {
        return Err(StoreError::Migration(format!(
            "the database is at schema version {current}, newer than this Backrank knows \
             ({latest}): run a newer Backrank"
        )));
    }
    for (version, sql) in MIGRATIONS.iter().filter(|(v, _)| *v > current) {
        tx.batch_execute(sql)
            .await
            .map_err(|e| StoreError::Migration(format!("migration {version}: {e}")))?;
        tx.execute(
            "INSERT INTO schema_migrations (version) VALUES ($1)",
            &[version],
        )
        .await
        .map_err(failed)?;
        tracing::info!(version, "migrated the PostgreSQL store");
    }
    tx.commit().await.map_err(failed)
}

/// Queries through the connection's statement cache: a statement is
/// prepared once per connection, and each later call is one round trip.
#[async_trait]
trait Cached: GenericClient {
    async fn one(
        &self,
        sql: &str,
        p: &[&(dyn ToSql + Sync)],
    ) -> Result<Row, tokio_postgres::Error> {
        let st = self.prepare_cached(sql).await?;
        self.query_one(&st, p).await
    }

    async fn opt(
        &self,
        sql: &str,
        p: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, tokio_postgres::Error> {
        let st = self.prepare_cached(sql).await?;
        self.query_opt(&st, p).await
    }

    async fn all(
        &self,
        sql: &str,
        p: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, tokio_postgres::Error> {
        let st = self.prepare_cached(sql).await?;
        self.query(&st, p).await
    }

    async fn exec(
        &self,
        sql: &str,
        p: &[&(dyn ToSql + Sync)],
    ) -> Result<u64, tokio_postgres::Error> {
        let st = self.prepare_cached(sql).await?;
        self.execute(&st, p).await
    }
}

impl<T: GenericClient> Cached for T {}

/// A word column read back as its enum; a word Backrank does not know is
/// [`StoreError::Corrupt`] naming it.
fn word<T: FromStr<Err = String>>(row: &Row, i: usize) -> Result<T, StoreError> {
    let s: String = row.try_get(i)?;
    s.parse().map_err(StoreError::Corrupt)
}

fn id(v: Option<i64>) -> Option<u64> {
    v.map(|v| v as u64)
}

fn sql_id(v: Option<u64>) -> Option<i64> {
    v.map(|v| v as i64)
}

const ROLL_COLUMNS: &str = "id, made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
     method, dice, source, faces, number, fen, replay_code, private, record_no";

fn roll_row(r: &Row) -> Result<SavedRoll, StoreError> {
    Ok(SavedRoll {
        id: r.try_get(0)?,
        record_no: r.try_get(16)?,
        roll: NewRoll {
            made_at: r.try_get(1)?,
            kind: word(r, 2)?,
            who: Who {
                user_id: r.try_get::<_, i64>(3)? as u64,
                user_name: r.try_get(4)?,
                guild_id: id(r.try_get(5)?),
                channel_id: id(r.try_get(6)?),
            },
            variant: r.try_get(7)?,
            method: r.try_get(8)?,
            dice: r.try_get(9)?,
            source: r.try_get(10)?,
            faces: r.try_get(11)?,
            number: r.try_get::<_, i64>(12)? as u64,
            fen: r.try_get(13)?,
            replay_code: r.try_get(14)?,
            private: r.try_get(15)?,
        },
    })
}

/// Inserts a roll with the next record number of its scope; the counter's
/// row lock holds a second saver in the same scope until this commits.
async fn insert_roll(tx: &impl GenericClient, roll: &NewRoll) -> Result<RecordRef, StoreError> {
    let scope = Scope::of(&roll.who);
    let key = scope.key();
    let record_no: i64 = tx
        .one(
            "INSERT INTO record_counters (scope, last) VALUES ($1, 1) \
             ON CONFLICT (scope) DO UPDATE SET last = record_counters.last + 1 RETURNING last",
            &[&key],
        )
        .await?
        .get(0);
    let id: i64 = tx
        .one(
            "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
             method, dice, source, faces, number, fen, replay_code, private, scope, record_no) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) \
             RETURNING id",
            &[
                &roll.made_at,
                &roll.kind.as_str(),
                &(roll.who.user_id as i64),
                &roll.who.user_name,
                &sql_id(roll.who.guild_id),
                &sql_id(roll.who.channel_id),
                &roll.variant,
                &roll.method,
                &roll.dice,
                &roll.source,
                &roll.faces,
                &(roll.number as i64),
                &roll.fen,
                &roll.replay_code,
                &roll.private,
                &key,
                &record_no,
            ],
        )
        .await?
        .get(0);
    Ok(RecordRef {
        id,
        scope,
        record_no,
    })
}

/// A server's settings, as [`settings_row`] reads them from the first
/// columns of a row.
const SETTINGS_COLUMNS: &str = "variant, method, dice, source, guided, guided_role, public, \
     log_channel, missed_daily, manager_role, language";

fn settings_row(r: &Row) -> Result<GuildSettings, StoreError> {
    Ok(GuildSettings {
        variant: r.try_get(0)?,
        method: r.try_get(1)?,
        dice: r.try_get(2)?,
        source: r.try_get(3)?,
        guided: word(r, 4)?,
        guided_role: id(r.try_get(5)?),
        public: r.try_get(6)?,
        log_channel: id(r.try_get(7)?),
        missed_daily: word(r, 8)?,
        manager_role: id(r.try_get(9)?),
        language: r.try_get(10)?,
    })
}

/// Writes a server's settings (a new row, or over its old one).
async fn put_settings(
    c: &impl GenericClient,
    guild_id: u64,
    g: &GuildSettings,
) -> Result<(), StoreError> {
    c.exec(
        "INSERT INTO guild_settings (guild_id, variant, method, dice, source, guided, \
             guided_role, public, log_channel, missed_daily, manager_role, language) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
             ON CONFLICT (guild_id) DO UPDATE SET variant = $2, method = $3, dice = $4, \
             source = $5, guided = $6, guided_role = $7, public = $8, log_channel = $9, \
             missed_daily = $10, manager_role = $11, language = $12",
        &[
            &(guild_id as i64),
            &g.variant,
            &g.method,
            &g.dice,
            &g.source,
            &g.guided.as_str(),
            &sql_id(g.guided_role),
            &g.public,
            &sql_id(g.log_channel),
            &g.missed_daily.as_str(),
            &sql_id(g.manager_role),
            &g.language,
        ],
    )
    .await?;
    Ok(())
}

const SESSION_COLUMNS: &str = "id, owner_id, owner_name, guild_id, channel_id, variant, method, \
     dice, faces, state, version, started_at, touched_at, roll_id, players";

fn session_row(r: &Row) -> Result<RollAlong, StoreError> {
    Ok(RollAlong {
        id: r.try_get(0)?,
        owner: Who {
            user_id: r.try_get::<_, i64>(1)? as u64,
            user_name: r.try_get(2)?,
            guild_id: id(r.try_get(3)?),
            channel_id: id(r.try_get(4)?),
        },
        variant: r.try_get(5)?,
        method: r.try_get(6)?,
        dice: r.try_get(7)?,
        faces: r.try_get(8)?,
        state: word(r, 9)?,
        version: r.try_get(10)?,
        started_at: r.try_get(11)?,
        touched_at: r.try_get(12)?,
        roll_id: r.try_get(13)?,
        players: players_from(&r.try_get::<_, String>(14)?)?,
    })
}

async fn get_session(c: &impl GenericClient, id: i64) -> Result<Option<RollAlong>, StoreError> {
    c.opt(
        &format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE id = $1"),
        &[&id],
    )
    .await?
    .map(|r| session_row(&r))
    .transpose()
}

const SCHEDULE_COLUMNS: &str =
    "id, guild_id, channel_id, local_time, timezone, variants, rotation, thread, created_at";

fn schedule_row(r: &Row) -> Result<Schedule, StoreError> {
    let variants: String = r.try_get(5)?;
    Ok(Schedule {
        id: r.try_get(0)?,
        spec: NewSchedule {
            guild_id: r.try_get::<_, i64>(1)? as u64,
            channel_id: r.try_get::<_, i64>(2)? as u64,
            local_time: r.try_get(3)?,
            timezone: r.try_get(4)?,
            variants: variants
                .split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
            rotation: word(r, 6)?,
            thread: r.try_get(7)?,
            created_at: r.try_get(8)?,
        },
    })
}

/// Runs one statement and tells whether it changed exactly one row.
async fn changed_one(
    c: &impl GenericClient,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<bool, StoreError> {
    Ok(c.exec(sql, params).await? == 1)
}

#[async_trait]
impl Store for PostgresStore {
    async fn save_roll(&self, roll: NewRoll) -> Result<RecordRef, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        let at = insert_roll(&tx, &roll).await?;
        tx.commit().await?;
        Ok(at)
    }

    async fn roll(&self, id: i64) -> Result<Option<SavedRoll>, StoreError> {
        let c = self.client().await?;
        c.opt(
            &format!("SELECT {ROLL_COLUMNS} FROM rolls WHERE id = $1"),
            &[&id],
        )
        .await?
        .map(|r| roll_row(&r))
        .transpose()
    }

    async fn record(&self, scope: Scope, record_no: i64) -> Result<Option<SavedRoll>, StoreError> {
        let c = self.client().await?;
        c.opt(
            &format!("SELECT {ROLL_COLUMNS} FROM rolls WHERE scope = $1 AND record_no = $2"),
            &[&scope.key(), &record_no],
        )
        .await?
        .map(|r| roll_row(&r))
        .transpose()
    }

    async fn start_roll_along(&self, s: NewRollAlong) -> Result<RollAlong, StoreError> {
        let c = self.client().await?;
        let row = c
            .one(
                &format!(
                    "INSERT INTO sessions (owner_id, owner_name, guild_id, channel_id, variant, \
                     method, dice, started_at, touched_at, players) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING {SESSION_COLUMNS}"
                ),
                &[
                    &(s.owner.user_id as i64),
                    &s.owner.user_name,
                    &sql_id(s.owner.guild_id),
                    &sql_id(s.owner.channel_id),
                    &s.variant,
                    &s.method,
                    &s.dice,
                    &s.now,
                    &players_text(&s.players),
                ],
            )
            .await?;
        session_row(&row)
    }

    async fn roll_along(&self, id: i64) -> Result<Option<RollAlong>, StoreError> {
        get_session(&self.client().await?, id).await
    }

    async fn update_roll_along(
        &self,
        id: i64,
        version: i64,
        change: RollAlongChange,
    ) -> Result<Option<RollAlong>, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // The row's lock holds a racing press until this one commits; it
        // then reads the new version and loses.
        let current = tx
            .opt(
                "SELECT version, state FROM sessions WHERE id = $1 FOR UPDATE",
                &[&id],
            )
            .await?;
        let open = match &current {
            Some(r) => {
                r.try_get::<_, i64>(0)? == version
                    && word::<RollAlongState>(r, 1)? == RollAlongState::Open
            }
            None => false,
        };
        if !open {
            return Ok(None);
        }
        let roll_id = match &change.roll {
            Some(r) => Some(insert_roll(&tx, r).await?.id),
            None => None,
        };
        let row = tx
            .one(
                &format!(
                    "UPDATE sessions SET faces = $2, state = $3, version = version + 1, \
                     touched_at = $4, roll_id = COALESCE($5, roll_id) WHERE id = $1 \
                     RETURNING {SESSION_COLUMNS}"
                ),
                &[
                    &id,
                    &change.faces,
                    &change.state.as_str(),
                    &change.now,
                    &roll_id,
                ],
            )
            .await?;
        let session = session_row(&row)?;
        tx.commit().await?;
        Ok(Some(session))
    }

    async fn sweep_roll_alongs(
        &self,
        idle_before: i64,
        forget_before: i64,
    ) -> Result<Swept, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        let expired = tx
            .exec(
                "UPDATE sessions SET state = 'expired', version = version + 1 \
                 WHERE state = 'open' AND touched_at < $1",
                &[&idle_before],
            )
            .await?;
        let deleted = tx
            .exec(
                "DELETE FROM sessions WHERE state <> 'open' AND touched_at < $1",
                &[&forget_before],
            )
            .await?;
        tx.commit().await?;
        Ok(Swept {
            expired: expired as usize,
            deleted: deleted as usize,
        })
    }

    async fn guild_settings(&self, guild_id: u64) -> Result<GuildSettings, StoreError> {
        let c = self.client().await?;
        let row = c
            .opt(
                &format!("SELECT {SETTINGS_COLUMNS} FROM guild_settings WHERE guild_id = $1"),
                &[&(guild_id as i64)],
            )
            .await?;
        row.map_or(Ok(GuildSettings::default()), |r| settings_row(&r))
    }

    async fn set_guild_settings(&self, guild_id: u64, g: GuildSettings) -> Result<(), StoreError> {
        put_settings(&self.client().await?, guild_id, &g).await
    }

    async fn set_schedule(&self, s: NewSchedule) -> Result<Schedule, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // A new schedule in the same channel replaces the old one and its
        // books: the new time may fall earlier today than the old one.
        tx.exec(
            "DELETE FROM schedules WHERE guild_id = $1 AND channel_id = $2",
            &[&(s.guild_id as i64), &(s.channel_id as i64)],
        )
        .await?;
        let id: i64 = tx
            .one(
                "INSERT INTO schedules (guild_id, channel_id, local_time, timezone, variants, \
                 rotation, thread, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
                 RETURNING id",
                &[
                    &(s.guild_id as i64),
                    &(s.channel_id as i64),
                    &s.local_time,
                    &s.timezone,
                    &s.variants.join(","),
                    &s.rotation.as_str(),
                    &s.thread,
                    &s.created_at,
                ],
            )
            .await?
            .get(0);
        tx.commit().await?;
        Ok(Schedule { id, spec: s })
    }

    async fn remove_schedules(
        &self,
        guild_id: u64,
        channel_id: Option<u64>,
    ) -> Result<usize, StoreError> {
        let c = self.client().await?;
        let n = c
            .exec(
                "DELETE FROM schedules WHERE guild_id = $1 AND ($2::BIGINT IS NULL OR channel_id = $2)",
                &[&(guild_id as i64), &sql_id(channel_id)],
            )
            .await?;
        Ok(n as usize)
    }

    async fn schedules(&self, guild_id: Option<u64>) -> Result<Vec<Schedule>, StoreError> {
        let c = self.client().await?;
        c.all(
            &format!(
                "SELECT {SCHEDULE_COLUMNS} FROM schedules \
                 WHERE $1::BIGINT IS NULL OR guild_id = $1 ORDER BY id"
            ),
            &[&sql_id(guild_id)],
        )
        .await?
        .iter()
        .map(schedule_row)
        .collect()
    }

    async fn claim_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        now: i64,
        lease: i64,
    ) -> Result<Claim, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // A new day's row: the first insert wins; a racing insert finds the
        // row and waits for its lock below.
        let inserted = tx
            .exec(
                "INSERT INTO daily_posts (schedule_id, local_date, status, worker, claimed_at, \
                 first_claimed_at) VALUES ($1, $2, 'claimed', $3, $4, $4) \
                 ON CONFLICT (schedule_id, local_date) DO NOTHING",
                &[&schedule_id, &local_date, &worker, &now],
            )
            .await?;
        if inserted == 1 {
            tx.commit().await?;
            return Ok(Claim::Won {
                roll_id: None,
                first_claimed_at: now,
                sent_at: None,
            });
        }
        let Some(r) = tx
            .opt(
                "SELECT status, claimed_at, roll_id, first_claimed_at, sent_at FROM daily_posts \
                 WHERE schedule_id = $1 AND local_date = $2 FOR UPDATE",
                &[&schedule_id, &local_date],
            )
            .await?
        else {
            // The schedule was removed under us: nothing to post.
            return Ok(Claim::Taken);
        };
        let status: PostStatus = word(&r, 0)?;
        let claimed_at: i64 = r.try_get(1)?;
        // Given back (claimed_at 0), or its holder died mid-post.
        if status != PostStatus::Claimed || now - claimed_at <= lease {
            return Ok(Claim::Taken);
        }
        tx.exec(
            "UPDATE daily_posts SET worker = $3, claimed_at = $4 \
             WHERE schedule_id = $1 AND local_date = $2",
            &[&schedule_id, &local_date, &worker, &now],
        )
        .await?;
        let claim = Claim::Won {
            roll_id: r.try_get(2)?,
            first_claimed_at: r.try_get(3)?,
            sent_at: r.try_get(4)?,
        };
        tx.commit().await?;
        Ok(claim)
    }

    async fn keep_post_roll(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        roll_id: i64,
    ) -> Result<bool, StoreError> {
        changed_one(
            &self.client().await?,
            "UPDATE daily_posts SET roll_id = $4 WHERE schedule_id = $1 AND local_date = $2 \
             AND worker = $3 AND status = 'claimed'",
            &[&schedule_id, &local_date, &worker, &roll_id],
        )
        .await
    }

    async fn mark_post_sent(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        at: i64,
    ) -> Result<bool, StoreError> {
        changed_one(
            &self.client().await?,
            "UPDATE daily_posts SET sent_at = COALESCE(sent_at, $4) WHERE schedule_id = $1 \
             AND local_date = $2 AND worker = $3 AND status = 'claimed'",
            &[&schedule_id, &local_date, &worker, &at],
        )
        .await
    }

    async fn renew_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        now: i64,
    ) -> Result<bool, StoreError> {
        changed_one(
            &self.client().await?,
            "UPDATE daily_posts SET claimed_at = $4 WHERE schedule_id = $1 \
             AND local_date = $2 AND worker = $3 AND status = 'claimed'",
            &[&schedule_id, &local_date, &worker, &now],
        )
        .await
    }

    async fn finish_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
        outcome: PostOutcome,
    ) -> Result<bool, StoreError> {
        let (status, roll_id, message_id, detail) = match outcome {
            PostOutcome::Posted {
                roll_id,
                message_id,
            } => (PostStatus::Posted, Some(roll_id), Some(message_id), None),
            PostOutcome::Skipped(why) => (PostStatus::Skipped, None, None, Some(why)),
            PostOutcome::Failed(why) => (PostStatus::Failed, None, None, Some(why)),
        };
        changed_one(
            &self.client().await?,
            "UPDATE daily_posts SET status = $4, roll_id = COALESCE($5, roll_id), \
             message_id = $6, detail = $7 \
             WHERE schedule_id = $1 AND local_date = $2 AND worker = $3 AND status = 'claimed'",
            &[
                &schedule_id,
                &local_date,
                &worker,
                &status.as_str(),
                &roll_id,
                &sql_id(message_id),
                &detail,
            ],
        )
        .await
    }

    async fn release_post(
        &self,
        schedule_id: i64,
        local_date: String,
        worker: String,
    ) -> Result<(), StoreError> {
        // The row, its roll and its first claim stay: the next claim posts
        // the same roll with the same nonce.
        self.client()
            .await?
            .exec(
                "UPDATE daily_posts SET worker = '', claimed_at = 0 WHERE schedule_id = $1 \
                 AND local_date = $2 AND worker = $3 AND status = 'claimed'",
                &[&schedule_id, &local_date, &worker],
            )
            .await?;
        Ok(())
    }

    async fn post(
        &self,
        schedule_id: i64,
        local_date: String,
    ) -> Result<Option<PostEntry>, StoreError> {
        let c = self.client().await?;
        let Some(r) = c
            .opt(
                "SELECT status, worker, claimed_at, first_claimed_at, sent_at, roll_id, \
                 message_id, detail FROM daily_posts WHERE schedule_id = $1 AND local_date = $2",
                &[&schedule_id, &local_date],
            )
            .await?
        else {
            return Ok(None);
        };
        Ok(Some(PostEntry {
            status: word(&r, 0)?,
            worker: r.try_get(1)?,
            claimed_at: r.try_get(2)?,
            first_claimed_at: r.try_get(3)?,
            sent_at: r.try_get(4)?,
            roll_id: r.try_get(5)?,
            message_id: id(r.try_get(6)?),
            detail: r.try_get(7)?,
        }))
    }

    async fn device_health(&self, source: String) -> Result<Option<HealthState>, StoreError> {
        let c = self.client().await?;
        let json: Option<String> = c
            .opt(
                "SELECT state FROM device_health WHERE source = $1",
                &[&source],
            )
            .await?
            .map(|r| r.try_get(0))
            .transpose()?;
        json.map(|j| {
            serde_json::from_str(&j)
                .map_err(|e| StoreError::Corrupt(format!("the health state of {source}: {e}")))
        })
        .transpose()
    }

    async fn set_device_health(
        &self,
        source: String,
        state: HealthState,
        now: i64,
    ) -> Result<(), StoreError> {
        let json = serde_json::to_string(&state)
            .map_err(|e| StoreError::Corrupt(format!("a health state: {e}")))?;
        self.client()
            .await?
            .exec(
                "INSERT INTO device_health (source, state, updated_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (source) DO UPDATE SET state = $2, updated_at = $3",
                &[&source, &json, &now],
            )
            .await?;
        Ok(())
    }

    async fn reset_device_health(&self, source: String) -> Result<bool, StoreError> {
        let n = self
            .client()
            .await?
            .exec("DELETE FROM device_health WHERE source = $1", &[&source])
            .await?;
        Ok(n > 0)
    }

    async fn add_server_variant(
        &self,
        variant: ServerVariant,
        definition: String,
        max: usize,
    ) -> Result<VariantAdded, StoreError> {
        variants::add(&mut self.client().await?, &variant, &definition, max).await
    }

    async fn server_variants(&self, guild_id: u64) -> Result<Vec<ServerVariant>, StoreError> {
        variants::list(&self.client().await?, guild_id).await
    }

    async fn remove_server_variant(&self, guild_id: u64, id: String) -> Result<bool, StoreError> {
        variants::remove(&self.client().await?, guild_id, &id).await
    }

    async fn server_definition(
        &self,
        guild_id: u64,
        digest: String,
    ) -> Result<Option<String>, StoreError> {
        variants::definition(&self.client().await?, guild_id, &digest).await
    }

    async fn first_delivery(&self, interaction_id: u64, now: i64) -> Result<bool, StoreError> {
        changed_one(
            &self.client().await?,
            "INSERT INTO interactions (id, seen_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
            &[&(interaction_id as i64), &now],
        )
        .await
    }

    async fn forget_interactions(&self, seen_before: i64) -> Result<usize, StoreError> {
        let n = self
            .client()
            .await?
            .exec(
                "DELETE FROM interactions WHERE seen_at < $1",
                &[&seen_before],
            )
            .await?;
        Ok(n as usize)
    }

    async fn user_prefs(&self, user_id: u64) -> Result<UserPrefs, StoreError> {
        personal::prefs(&self.client().await?, user_id).await
    }

    async fn set_user_prefs(
        &self,
        user_id: u64,
        prefs: UserPrefs,
        now: i64,
    ) -> Result<(), StoreError> {
        personal::set_prefs(&self.client().await?, user_id, &prefs, now).await
    }

    async fn create_event(&self, event: NewEvent) -> Result<Option<Event>, StoreError> {
        personal::create_event(&self.client().await?, &event).await
    }

    async fn event(&self, guild_id: u64, name: String) -> Result<Option<Event>, StoreError> {
        personal::event(&self.client().await?, guild_id, &name).await
    }

    async fn events(&self, guild_id: u64) -> Result<Vec<Event>, StoreError> {
        personal::events(&self.client().await?, guild_id).await
    }

    async fn reveal_next(&self, event_id: i64) -> Result<Option<i64>, StoreError> {
        personal::reveal_next(&self.client().await?, event_id).await
    }

    async fn schema_version(&self) -> Result<i64, StoreError> {
        let c = self.client().await?;
        let row = c
            .one(
                "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                &[],
            )
            .await?;
        Ok(i64::from(row.try_get::<_, i32>(0)?))
    }

    async fn ping(&self) -> Result<(), StoreError> {
        self.client().await?.simple_query("SELECT 1").await?;
        Ok(())
    }

    async fn probe_write(&self) -> Result<(), StoreError> {
        // A row written and rolled back: it needs the INSERT privilege and
        // a server that takes writes (not a read-only replica), and leaves
        // nothing. The id is one no interaction has.
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        tx.execute(
            "INSERT INTO interactions (id, seen_at) VALUES (-1, 0) ON CONFLICT (id) DO NOTHING",
            &[],
        )
        .await?;
        tx.rollback().await?;
        Ok(())
    }

    async fn dump(&self) -> Result<Dump, StoreError> {
        let mut c = self.client().await?;
        // One snapshot: a roll saved meanwhile is either wholly in the dump
        // (with its counter) or not at all.
        let tx = c
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let d = dump::dump(&tx).await?;
        tx.commit().await?;
        Ok(d)
    }

    async fn load(&self, d: Dump) -> Result<(), StoreError> {
        dump::load(&mut self.client().await?, d).await
    }
}
