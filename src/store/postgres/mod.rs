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

use backrank_entropy::HealthState;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};

use super::*;

mod checkup;
mod exec;
mod schema;

use super::sql;
use super::sql::{
    console, daily, devices, hosts, meetups, personal, roll_alongs, rolls, settings, variants,
};

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
    (
        6,
        include_str!("../migrations/postgres/006_exclude_standard.sql"),
    ),
    (
        7,
        include_str!("../migrations/postgres/007_pairs_event_options.sql"),
    ),
    (
        8,
        include_str!("../migrations/postgres/008_commitments_roll_along_rules.sql"),
    ),
    (
        9,
        include_str!("../migrations/postgres/009_roll_sources.sql"),
    ),
    (
        10,
        include_str!("../migrations/postgres/010_event_beacon.sql"),
    ),
    (11, include_str!("../migrations/postgres/011_web_pages.sql")),
    (
        12,
        include_str!("../migrations/postgres/012_event_rolls.sql"),
    ),
    (13, include_str!("../migrations/postgres/013_daily_now.sql")),
    (
        14,
        include_str!("../migrations/postgres/014_event_name_keys.sql"),
    ),
    (
        15,
        include_str!("../migrations/postgres/015_study_time.sql"),
    ),
    (
        16,
        include_str!("../migrations/postgres/016_event_rules.sql"),
    ),
    (17, include_str!("../migrations/postgres/017_lichess.sql")),
    (
        18,
        include_str!("../migrations/postgres/018_roll_codes.sql"),
    ),
    (
        19,
        include_str!("../migrations/postgres/019_channel_days_console_names.sql"),
    ),
    (
        20,
        include_str!("../migrations/postgres/020_event_name_skeletons.sql"),
    ),
    (
        21,
        include_str!("../migrations/postgres/021_gateway_hosts.sql"),
    ),
    (22, include_str!("../migrations/postgres/022_meetups.sql")),
];

/// The table of applied migrations, made before any is applied.
const SCHEMA_MIGRATIONS: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
)";

/// Every table the migrations make, with its columns, read from their SQL
/// (see [`schema`]): what [`Store::checkup`] looks for. A migration the
/// reading cannot follow is an error (and fails a unit test first).
fn expected_tables() -> Result<Vec<schema::Table>, StoreError> {
    schema::tables(std::iter::once(SCHEMA_MIGRATIONS).chain(MIGRATIONS.iter().map(|(_, sql)| *sql)))
        .map_err(|why| {
            StoreError::Migration(format!(
                "a migration the store's check cannot follow: {why}"
            ))
        })
}

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
    /// when the schema is newer than this Backrank; [`StoreError::Damaged`]
    /// when a table or column it reads while opening is missing.
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
        let tls = tls(&options.ca_file).map_err(|e| open_error(e.to_string()))?;
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
        migrate(&mut client)
            .await
            .map_err(|e| missing_part(&shown, e))?;
        Ok(store)
    }

    /// Every table the migrations make, with its columns: what
    /// [`Store::checkup`] looks for.
    ///
    /// # Errors
    ///
    /// [`StoreError::Migration`] for a migration the reading cannot follow.
    pub fn expected_tables() -> Result<Vec<(String, Vec<String>)>, StoreError> {
        expected_tables()
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

/// Why TLS to the database could not be set up.
#[derive(Debug, thiserror::Error)]
enum TlsError {
    /// The certificate authorities' file cannot be read, or is not PEM.
    #[error("[store] tls_ca_file {file}: {error}")]
    Unreadable {
        file: String,
        error: rustls::pki_types::pem::Error,
    },
    /// It reads, but holds no certificate.
    #[error(
        "[store] tls_ca_file {0} holds no certificate: give the PEM file your database provider \
         publishes"
    )]
    NoCertificate(String),
    /// rustls refused its own safe defaults (its crypto provider).
    #[error(transparent)]
    Config(#[from] rustls::Error),
}

/// TLS for `sslmode=require` (or `prefer`, the driver's default): the
/// web's roots, or the certificate authorities in `ca_file`.
fn tls(ca_file: &str) -> Result<tokio_postgres_rustls::MakeRustlsConnect, TlsError> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    if ca_file.trim().is_empty() {
        roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    } else {
        let certs = CertificateDer::pem_file_iter(ca_file.trim())
            .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
            .map_err(|error| TlsError::Unreadable {
                file: ca_file.to_owned(),
                error,
            })?;
        let (added, _) = roots.add_parsable_certificates(certs);
        if added == 0 {
            return Err(TlsError::NoCertificate(ca_file.to_owned()));
        }
    }
    let config = rustls::ClientConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()?
    .with_root_certificates(roots)
    .with_no_client_auth();
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
}

/// `e`, or [`StoreError::Damaged`] when it is that a table or column the
/// migrations made is not there (the store reads some while opening):
/// `doctor` then says to restore the database, not to check the URL.
fn missing_part(shown: &str, e: StoreError) -> StoreError {
    use tokio_postgres::error::SqlState;
    match &e {
        StoreError::Postgres(pg)
            if pg.code() == Some(&SqlState::UNDEFINED_TABLE)
                || pg.code() == Some(&SqlState::UNDEFINED_COLUMN) =>
        {
            StoreError::Damaged {
                path: shown.to_owned(),
                why: pg
                    .as_db_error()
                    .map_or_else(|| pg.to_string(), |d| d.message().to_owned()),
            }
        }
        _ => e,
    }
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
    // Every host after the first finds the table made: PostgreSQL says so
    // in a NOTICE, which the driver logs at INFO on every start. Nothing
    // in a migration needs the operator's eye below a warning.
    tx.batch_execute("SET LOCAL client_min_messages = warning")
        .await
        .map_err(failed)?;
    tx.batch_execute(SCHEMA_MIGRATIONS).await.map_err(failed)?;
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
    sql::personal::keep_old_commitments(&tx).await?;
    sql::personal::give_old_events_pages(&tx).await?;
    sql::personal::give_old_events_name_keys(&tx).await?;
    tx.commit().await.map_err(failed)
}

store_methods!(implement_store, PostgresStore);

/// How each kind of [`Store`] method runs here (see
/// [`crate::store::store_methods`]): on a pooled connection, or in a
/// transaction on one, committed at its end.
impl PostgresStore {
    async fn reads<T>(
        &self,
        op: impl AsyncFnOnce(&deadpool_postgres::Object) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        op(&self.client().await?).await
    }

    async fn writes<T>(
        &self,
        op: impl AsyncFnOnce(&deadpool_postgres::Object) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.reads(op).await
    }

    /// A note's commit waits for the disk here too: PostgreSQL's
    /// `synchronous_commit` is the database's to set.
    async fn notes<T>(
        &self,
        op: impl AsyncFnOnce(&deadpool_postgres::Object) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.reads(op).await
    }

    async fn commits<T>(
        &self,
        op: impl AsyncFnOnce(&deadpool_postgres::Transaction<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        let done = op(&tx).await?;
        tx.commit().await?;
        Ok(done)
    }

    async fn by_hand<T>(
        &self,
        op: impl AsyncFnOnce(&PostgresStore) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        op(self).await
    }
}

/// The methods written by hand for PostgreSQL.
mod own {
    use super::{PostgresStore, sql};
    use crate::store::{Checkup, Dump, StoreError};

    pub async fn schema_version(store: &PostgresStore) -> Result<i64, StoreError> {
        let c = store.client().await?;
        let row = c
            .query_one(
                "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                &[],
            )
            .await?;
        Ok(i64::from(row.try_get::<_, i32>(0)?))
    }

    pub async fn ping(store: &PostgresStore) -> Result<(), StoreError> {
        store.client().await?.simple_query("SELECT 1").await?;
        Ok(())
    }

    pub async fn probe_write(store: &PostgresStore) -> Result<(), StoreError> {
        // A row written and rolled back: it needs the INSERT privilege and
        // a server that takes writes (not a read-only replica), and leaves
        // nothing. The id is one no interaction has.
        let mut c = store.client().await?;
        let tx = c.transaction().await?;
        tx.execute(
            "INSERT INTO interactions (id, seen_at) VALUES (-1, 0) ON CONFLICT (id) DO NOTHING",
            &[],
        )
        .await?;
        tx.rollback().await?;
        Ok(())
    }

    pub async fn checkup(store: &PostgresStore) -> Result<Checkup, StoreError> {
        super::checkup::checkup(&store.client().await?).await
    }

    pub async fn dump(store: &PostgresStore) -> Result<Dump, StoreError> {
        let mut c = store.client().await?;
        // One snapshot: a roll saved meanwhile is either wholly in the dump
        // (with its counter) or not at all.
        let tx = c
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let d = sql::dump::read(&tx).await?;
        tx.commit().await?;
        Ok(d)
    }

    pub async fn load(store: &PostgresStore, d: Dump) -> Result<(), StoreError> {
        let mut c = store.client().await?;
        let tx = c.transaction().await?;
        // Nobody else fills these tables while the copy runs.
        tx.batch_execute(
            "LOCK TABLE rolls, record_counters, sessions, guild_settings, schedules, \
             daily_posts, server_daily_rolls, device_health, variant_definitions, \
             server_variants, user_prefs, events, console_names, meetups, meetup_answers, \
             meetup_tasks, meetup_feeds IN EXCLUSIVE MODE",
        )
        .await?;
        sql::dump::load(&tx, &d).await?;
        // Ids were given explicitly: new rows go on after the copied ones.
        for table in ["rolls", "sessions", "schedules", "events", "meetups"] {
            tx.execute(
                &format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                     COALESCE(MAX(id), 0) + 1, false) FROM {table}"
                ),
                &[],
            )
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }
}
