//! `backrank store`: bringing a store's schema up to date, and moving a
//! club's history from its SQLite file to a shared PostgreSQL database (or
//! back).

use std::path::PathBuf;
use std::sync::Arc;

use clap::Subcommand;

use crate::app::settings::Settings;
use crate::cli::error::CliError;
use crate::store::{self, CopyError, PostgresOptions, SqliteStore, Store, StoreError};

/// `backrank store`'s arguments (its help is the doc comment on
/// `Command::Store`).
#[derive(Debug, clap::Args)]
pub struct StoreArgs {
    #[command(subcommand)]
    pub action: StoreAction,
}

#[derive(Debug, Subcommand)]
pub enum StoreAction {
    /// Create the store named by [store] (url, else data_dir) or bring its
    /// schema up to date, and say which version it is at.
    Migrate,
    /// Copy everything in one store into a new, empty one: records with
    /// their numbers, roll-alongs, settings, daily challenges, devices'
    /// health tests.
    #[command(
        after_help = "Example:\n  backrank store copy --from sqlite:/var/lib/backrank \\\n      \
        --to postgres://backrank:PASSWORD@db.example:5432/backrank"
    )]
    Copy {
        /// The store to copy: sqlite:DIR (the directory holding
        /// backrank.sqlite3) or postgres://USER:PASSWORD@HOST:PORT/DATABASE.
        #[arg(long, value_name = "STORE")]
        from: String,
        /// The store to fill, which must be empty: sqlite:DIR or postgres://….
        #[arg(long, value_name = "STORE")]
        to: String,
    },
}

/// Runs one `backrank store` action and returns what to print.
pub async fn run(settings: &Settings, args: StoreArgs) -> Result<String, CliError> {
    match args.action {
        StoreAction::Migrate => migrate(settings).await,
        StoreAction::Copy { from, to } => copy(settings, &from, &to).await,
    }
}

/// A store named on the command line.
#[derive(Debug, PartialEq, Eq)]
enum Named {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Named {
    fn parse(text: &str, flag: &str) -> Result<Named, CliError> {
        let text = text.trim();
        if let Some(dir) = text.strip_prefix("sqlite:") {
            if dir.is_empty() {
                return Err(CliError::Input(format!(
                    "{flag} sqlite: needs the directory that holds backrank.sqlite3, like \
                     sqlite:/var/lib/backrank"
                )));
            }
            return Ok(Named::Sqlite(PathBuf::from(dir)));
        }
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            return Ok(Named::Postgres(text.to_owned()));
        }
        let shown: String = store::redact(text).chars().take(60).collect();
        Err(CliError::Input(format!(
            "{flag} '{shown}' is not a store: write sqlite:DIR or \
             postgres://USER:PASSWORD@HOST:PORT/DATABASE"
        )))
    }

    fn shown(&self) -> String {
        match self {
            Named::Sqlite(dir) => format!("sqlite:{}", dir.display()),
            Named::Postgres(url) => store::redact(url),
        }
    }

    /// Opens the store for its `side` of a copy. A SQLite source is
    /// opened read-only, with no migration and no test write: the copy is
    /// what `doctor` offers for a damaged store, and a write to a damaged
    /// file could spread the damage.
    async fn open(
        &self,
        options: &PostgresOptions,
        side: Side,
    ) -> Result<Arc<dyn Store>, CliError> {
        let opened = match (self, side) {
            (Named::Sqlite(dir), Side::Source) => {
                let dir = dir.clone();
                tokio::task::spawn_blocking(move || SqliteStore::open_untouched_dir(&dir))
                    .await
                    .map_err(|_| StoreError::Stopped)
                    .and_then(|opened| opened)
                    .map(|s| Arc::new(s) as Arc<dyn Store>)
            }
            (Named::Sqlite(dir), Side::Target) => store::open("", dir, options).await,
            (Named::Postgres(url), _) => store::open(url, &PathBuf::new(), options).await,
        };
        opened.map_err(|e| copy_failure(e, side))
    }
}

/// Which store of a copy: the one read, or the one written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Source,
    Target,
}

/// Opens the configured store (which applies any missing migration) and
/// says where it is and at which version.
async fn migrate(settings: &Settings) -> Result<String, CliError> {
    let store = settings.store.open().await.map_err(failure)?;
    let version = store.schema_version().await.map_err(failure)?;
    let url = settings.store.url.trim();
    Ok(if url.is_empty() {
        format!(
            "The SQLite store {} is at schema version {version}.\n",
            settings.store.dir().join(store::FILE_NAME).display()
        )
    } else {
        format!(
            "The PostgreSQL store {} is at schema version {version}.\n",
            store::redact(url)
        )
    })
}

fn failure(e: StoreError) -> CliError {
    CliError::Failure(e.to_string())
}

/// Why a copy failed. A source damaged where the copy must read it is
/// told to restore a backup: the copy is what `doctor` offers first for a
/// damaged store, so the store's own words ("`backrank doctor` says what
/// to do") would send the reader round in a circle. A damaged target is
/// the store's own words: `doctor` on it says what to do, and no backup of
/// the source is needed.
fn copy_failure(e: StoreError, side: Side) -> CliError {
    match (e, side) {
        (StoreError::Damaged { path, why }, Side::Source) => CliError::Failure(format!(
            "{path} is damaged where the copy must read it ({why}), so it cannot be copied: put \
             your last backup in place instead ('A damaged store' in the guide's page The store)"
        )),
        (e, _) => failure(e),
    }
}

/// Copies one store into another, empty one; progress on stderr.
async fn copy(settings: &Settings, from: &str, to: &str) -> Result<String, CliError> {
    let (from, to) = (Named::parse(from, "--from")?, Named::parse(to, "--to")?);
    if from == to {
        return Err(CliError::Input(format!(
            "--from and --to are both {}: name two different stores",
            from.shown()
        )));
    }
    let options = settings.store.postgres_options();
    let source = from.open(&options, Side::Source).await?;
    let target = to.open(&options, Side::Target).await?;
    let copied = store::copy(&*source, &*target, &mut |step| {
        eprintln!("backrank store copy: {step}");
    })
    .await
    .map_err(|e| match e {
        CopyError::Reading(e) => copy_failure(e, Side::Source),
        CopyError::Writing(e) => copy_failure(e, Side::Target),
    })?;
    Ok(format!(
        "Copied {copied} from {} to {}. Point [store] at the new store (url = \"…\" or \
         BACKRANK__STORE__URL) and restart the bot.\n",
        from.shown(),
        to.shown()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_are_named_by_scheme_and_bad_names_are_explained() {
        assert_eq!(
            Named::parse("sqlite:/var/lib/b", "--from").unwrap(),
            Named::Sqlite("/var/lib/b".into())
        );
        assert_eq!(
            Named::parse("postgresql://u@h/d", "--to").unwrap(),
            Named::Postgres("postgresql://u@h/d".into())
        );
        let CliError::Input(e) = Named::parse("mysql://u:secret@h/d", "--to").unwrap_err() else {
            panic!("not an input error")
        };
        assert!(e.starts_with("--to 'mysql://u:***@h/d'"), "{e}");
        assert!(e.contains("sqlite:DIR or postgres://"), "{e}");
        let CliError::Input(e) = Named::parse("sqlite:", "--from").unwrap_err() else {
            panic!("not an input error")
        };
        assert!(e.contains("needs the directory"), "{e}");
    }

    /// A damaged source calls for a backup; a damaged target is the
    /// store's own words, which send its reader to `doctor` on it.
    #[test]
    fn only_a_damaged_source_is_told_to_restore_a_backup() {
        let damaged = || StoreError::Damaged {
            path: "/srv/new/backrank.sqlite3".into(),
            why: "database disk image is malformed".into(),
        };
        let CliError::Failure(source) = copy_failure(damaged(), Side::Source) else {
            panic!("not a failure")
        };
        assert!(
            source.contains("is damaged where the copy must read it") && source.contains("backup"),
            "{source}"
        );
        let CliError::Failure(target) = copy_failure(damaged(), Side::Target) else {
            panic!("not a failure")
        };
        assert_eq!(
            target,
            "/srv/new/backrank.sqlite3 is damaged (database disk image is malformed): `backrank \
             doctor` says what to do"
        );
    }
}
