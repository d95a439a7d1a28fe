//! `backrank doctor`'s store check: the store's data whole, the store
//! opened, a write through; what to do when it is damaged.

use std::time::Duration;

use super::{Outcome, PATIENCE, problem};
use crate::app::settings::Settings;
use crate::store::{Checkup, Damage, SqliteStore, StoreError, Unchecked};

/// The store: that its data is whole (SQLite's `quick_check`; on
/// PostgreSQL its tables and columns, and its indexes where amcheck may be
/// run), that it opens, and that a write goes through. A store found
/// damaged is not written to: the write could spread the damage. So a
/// SQLite file is checked read-only first, before opening it for writing
/// (which may bring its schema up to date) and the test write.
pub(super) async fn store(settings: &Settings) -> Outcome {
    let s = &settings.store;
    let (database, place) = match s.url.trim() {
        "" => ("SQLite", format!("SQLite in {}", s.dir().display())),
        url => (
            "PostgreSQL",
            format!("PostgreSQL at {}", crate::store::redact(url)),
        ),
    };
    let checked = store_checked(s, database).await;
    match checked {
        Ok(Checkup {
            checked,
            unchecked,
            damage,
        }) if damage.is_empty() => match unchecked {
            None => Outcome::Passed(format!(
                "{place}: opened, intact ({checked}), and a test write went through"
            )),
            Some(why @ Unchecked::NoAmcheck(_)) => Outcome::Note(format!(
                "{place}: opened, intact ({checked}), and a test write went through; {why} \
                 ('{DAMAGED}' in the guide's page The store says how to add it)"
            )),
            Some(why @ Unchecked::Indexes(_)) => Outcome::Note(format!(
                "{place}: opened, intact ({checked}), and a test write went through; {why}: \
                 run `backrank doctor` again to check {}",
                if matches!(&why, Unchecked::Indexes(i) if i.len() == 1) {
                    "it"
                } else {
                    "them"
                }
            )),
        },
        Ok(checkup) => problem(
            damaged(&place, database, &checkup.damage),
            repair(s, &checkup.damage),
        ),
        Err(Halt::Failed(StoreError::Damaged { why, .. })) => {
            let damage = [Damage::File(why)];
            problem(damaged(&place, database, &damage), repair(s, &damage))
        }
        Err(Halt::Failed(e @ StoreError::Foreign { .. })) => problem(
            format!("{place}: {e}"),
            format!(
                "move {} away, or set [store] data_dir to another folder",
                s.dir().join(crate::store::FILE_NAME).display()
            ),
        ),
        Err(Halt::Failed(e @ StoreError::Denied { .. })) => denied(&place, s, e),
        Err(Halt::Failed(e)) => problem(
            format!("{place}: {e}"),
            match s.url.trim() {
                "" => "check that [store] data_dir names a folder this user may write in".into(),
                _ => "check [store] url: the server, that it is up and reachable from here, the \
                      user and password, and that the user may write"
                    .to_owned(),
            },
        ),
        Err(Halt::Silent) => problem(
            format!("{place}: no answer within {} s", PATIENCE.as_secs()),
            "check that the database server is up and reachable from here",
        ),
        Err(Halt::Unfinished) => problem(
            format!(
                "{place}: opened, but the check of its data did not finish within {} s",
                CHECKUP_PATIENCE.as_secs()
            ),
            match s.url.trim() {
                "" => {
                    "with the bot stopped, run `sqlite3 backrank.sqlite3 \"PRAGMA quick_check\"` \
                       in [store] data_dir and see what it says"
                        .to_owned()
                }
                _ => "check that the database server is not overloaded and that nothing holds \
                      locks on the store's tables"
                    .to_owned(),
            },
        ),
    }
}

/// A store folder or file closed to the user `doctor` runs as: the folder
/// is in `place` already, a file of it is named.
fn denied(place: &str, s: &crate::app::settings::StoreSettings, e: StoreError) -> Outcome {
    let StoreError::Denied { path, why, fix } = e else {
        return problem(format!("{place}: {e}"), "");
    };
    let what = if path == s.dir().display().to_string() {
        String::new()
    } else {
        format!(" {path}")
    };
    problem(format!("{place}:{what} permission denied: {why}"), fix)
}

/// The store's data checked, then (when nothing is broken) the store
/// opened and written to. A SQLite file is checked read-only before it is
/// opened for writing; PostgreSQL is checked through the store.
async fn store_checked(
    s: &crate::app::settings::StoreSettings,
    database: &str,
) -> Result<Checkup, Halt> {
    let mut before = match database {
        "SQLite" => {
            let dir = s.dir();
            let read = tokio::task::spawn_blocking(move || SqliteStore::checkup_untouched(&dir));
            let read = async { read.await.map_err(|_| StoreError::Stopped)? };
            within(CHECKUP_PATIENCE, Halt::Unfinished, read).await?
        }
        _ => None,
    };
    // Damaged: reported as found, and never opened for writing.
    if let Some(found) = before.take_if(|c| !c.damage.is_empty()) {
        return Ok(found);
    }
    let store = within(PATIENCE, Halt::Silent, s.open()).await?;
    let checkup = match before {
        Some(checkup) => checkup,
        None => within(CHECKUP_PATIENCE, Halt::Unfinished, store.checkup()).await?,
    };
    if checkup.damage.is_empty() {
        within(PATIENCE, Halt::Silent, store.probe_write()).await?;
    }
    Ok(checkup)
}

/// How long the check of a store's data may take: `quick_check` reads
/// every page of the file (0.6 s for a million rolls, 240 MB, from the
/// page cache; a slow disk takes longer).
const CHECKUP_PATIENCE: Duration = Duration::from_secs(120);

/// Why the store's check stopped before its end.
enum Halt {
    /// A step failed.
    Failed(StoreError),
    /// Opening or the test write had no answer within [`PATIENCE`].
    Silent,
    /// The check of the data did not finish within [`CHECKUP_PATIENCE`].
    Unfinished,
}

/// `step`'s answer, or `slow` when there is none within `patience`.
async fn within<T>(
    patience: Duration,
    slow: Halt,
    step: impl std::future::Future<Output = Result<T, StoreError>>,
) -> Result<T, Halt> {
    match tokio::time::timeout(patience, step).await {
        Ok(answer) => answer.map_err(Halt::Failed),
        Err(_) => Err(slow),
    }
}

/// The section of the guide's page The store (`docs/src/running/store.md`)
/// on mending a damaged store.
const DAMAGED: &str = "A damaged store";

/// How many lines of what is broken the report shows.
const DAMAGE_SHOWN: usize = 3;

/// What is broken, in one line: the first few things, and how many more;
/// what the `database` itself said is said to be its words.
fn damaged(place: &str, database: &str, damage: &[Damage]) -> String {
    let said: Vec<String> = damage
        .iter()
        .take(DAMAGE_SHOWN)
        .map(ToString::to_string)
        .collect();
    let more = match damage.len().saturating_sub(DAMAGE_SHOWN) {
        0 => String::new(),
        n => format!(" (and {n} more)"),
    };
    let by = match damage.first() {
        Some(Damage::File(_)) => format!(", {database} says"),
        _ => String::new(),
    };
    format!("{place} is damaged{by}: {}{more}", said.join("; "))
}

/// What to do about `damage`: rows that may be lost come back from a copy
/// or a backup; a broken index is rebuilt from its table.
fn repair(s: &crate::app::settings::StoreSettings, damage: &[Damage]) -> String {
    let see = format!("'{DAMAGED}' in the guide's page The store");
    let indexes: Vec<String> = damage
        .iter()
        .filter_map(|d| match d {
            Damage::BrokenIndex { index, .. } => Some(format!("REINDEX INDEX {index};")),
            _ => None,
        })
        .collect();
    let reindex = format!(
        "rebuild {} from {} table{} (nothing is lost): {}",
        if indexes.len() == 1 {
            "the index"
        } else {
            "the indexes"
        },
        if indexes.len() == 1 { "its" } else { "their" },
        if indexes.len() == 1 { "" } else { "s" },
        indexes.join(" ")
    );
    if !damage.iter().any(Damage::loses_rows) {
        return format!("{reindex} ({see})");
    }
    if damage.iter().any(|d| matches!(d, Damage::Unopened(_))) {
        return format!(
            "SQLite cannot open the file, so `backrank store copy` cannot read what it holds: \
             stop the bot and put your last backup in place ({see})"
        );
    }
    let restore = match s.url.trim() {
        "" => format!(
            "stop the bot, copy what it keeps into a new folder with `backrank store copy --from \
             sqlite:{} --to sqlite:NEW_FOLDER` and set [store] data_dir to that folder; if the \
             copy fails, put your last backup in place",
            s.dir().display()
        ),
        _ => "restore the database from your last backup".to_owned(),
    };
    match indexes.len() {
        0 => format!("{restore} ({see})"),
        _ => format!("{restore}, then {reindex} ({see})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 51: what is broken, the first few lines of it, and what to
    /// do, which depends on what is broken and where.
    #[test]
    fn a_damaged_store_is_named_with_what_to_do() {
        let mut s = Settings::load(None).unwrap().store;
        s.data_dir = "/var/lib/backrank".into();
        let pages: Vec<Damage> = (1..=5)
            .map(|n| Damage::File(format!("Page {n}: bad")))
            .collect();
        assert_eq!(
            damaged("SQLite in /var/lib/backrank", "SQLite", &pages),
            "SQLite in /var/lib/backrank is damaged, SQLite says: Page 1: bad; Page 2: bad; \
             Page 3: bad (and 2 more)"
        );
        let fix = repair(&s, &pages);
        assert!(
            fix.starts_with(
                "stop the bot, copy what it keeps into a new folder with `backrank store copy \
                 --from sqlite:/var/lib/backrank --to sqlite:NEW_FOLDER`"
            ) && fix.ends_with("('A damaged store' in the guide's page The store)"),
            "{fix}"
        );
        s.url = "postgres://b@h/d".into();
        let index = Damage::BrokenIndex {
            index: "rolls_by_guild".into(),
            why: "index \"rolls_by_guild\" contains unexpected zero page at block 1".into(),
        };
        assert_eq!(
            repair(&s, std::slice::from_ref(&index)),
            "rebuild the index from its table (nothing is lost): REINDEX INDEX rolls_by_guild; \
             ('A damaged store' in the guide's page The store)"
        );
        let both = repair(&s, &[Damage::MissingTable("user_prefs".into()), index]);
        assert!(
            both.starts_with("restore the database from your last backup, then rebuild the index"),
            "{both}"
        );
    }
}
