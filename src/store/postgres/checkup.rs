//! The PostgreSQL store's check of itself ([`Checkup`]): every table its
//! migrations make, with every column (read from the migrations: see
//! [`schema`](super::schema)), and each btree index of those
//! tables checked by amcheck's `bt_index_check` where the database has the
//! extension and lets the store's user run it.
//!
//! Why these and not more: `CREATE EXTENSION amcheck` needs a superuser
//! (the extension is not marked trusted) and its functions are revoked
//! from `PUBLIC`, so the store never installs it and only says how a
//! superuser can. `bt_index_check` takes the same lock a read does, so it
//! runs beside a bot that is saving; `bt_index_parent_check` would hold up
//! every write to the table meanwhile, and `verify_heapam` needs more
//! grants still.

use deadpool_postgres::GenericClient;
use tokio_postgres::error::SqlState;

use super::schema::Table;
use crate::store::{Checkup, Damage, StoreError, Unchecked};

/// Checks the tables, then the indexes. Tables are found as the store's
/// statements find them (`to_regclass`, through the `search_path`).
pub async fn checkup(c: &impl GenericClient) -> Result<Checkup, StoreError> {
    let expected = super::expected_tables()?;
    let names: Vec<&str> = expected.iter().map(|(t, _)| t.as_str()).collect();
    let mut damage = tables(c, &expected).await?;
    let (indexes, unchecked) = match amcheck(c).await? {
        Amcheck::Usable { schema } => {
            let (checked, unchecked) = indexes(c, &names, &schema, &mut damage).await?;
            (
                format!(", {checked} indexes by amcheck"),
                (!unchecked.is_empty()).then_some(Unchecked::Indexes(unchecked)),
            )
        }
        Amcheck::Absent => (
            String::new(),
            Some(Unchecked::NoAmcheck(
                "the database has no amcheck extension".to_owned(),
            )),
        ),
        Amcheck::Denied => (
            String::new(),
            Some(Unchecked::NoAmcheck(
                "this user may not run amcheck's bt_index_check".to_owned(),
            )),
        ),
    };
    Ok(Checkup {
        checked: format!("{} tables and their columns{indexes}", expected.len()),
        unchecked,
        damage,
    })
}

/// The tables of `expected` that are missing, or lack columns.
async fn tables(c: &impl GenericClient, expected: &[Table]) -> Result<Vec<Damage>, StoreError> {
    let names: Vec<&str> = expected.iter().map(|(t, _)| t.as_str()).collect();
    let rows = c
        .query(
            "SELECT t.name, a.attname::text FROM unnest($1::text[]) AS t(name) \
             LEFT JOIN pg_attribute a ON a.attrelid = to_regclass(t.name) \
                 AND a.attnum > 0 AND NOT a.attisdropped",
            &[&names],
        )
        .await?;
    let mut found: Vec<(String, Option<String>)> = Vec::with_capacity(rows.len());
    for row in &rows {
        found.push((row.try_get(0)?, row.try_get(1)?));
    }
    Ok(missing(expected, &found))
}

/// What `expected` wants and `found` (each table's name beside each of its
/// columns, or beside nothing when there is no such table) lacks.
fn missing(expected: &[Table], found: &[(String, Option<String>)]) -> Vec<Damage> {
    let mut damage = Vec::new();
    for (table, columns) in expected {
        let has: Vec<&str> = found
            .iter()
            .filter(|(t, _)| t == table)
            .filter_map(|(_, c)| c.as_deref())
            .collect();
        if has.is_empty() {
            damage.push(Damage::MissingTable(table.clone()));
            continue;
        }
        let lacks: Vec<String> = columns
            .iter()
            .filter(|c| !has.contains(&c.as_str()))
            .cloned()
            .collect();
        if !lacks.is_empty() {
            damage.push(Damage::MissingColumns {
                table: table.clone(),
                columns: lacks,
            });
        }
    }
    damage
}

/// Whether amcheck can be used here.
enum Amcheck {
    /// Installed, in this (quoted) schema, and this user may run it.
    Usable {
        schema: String,
    },
    Absent,
    Denied,
}

async fn amcheck(c: &impl GenericClient) -> Result<Amcheck, StoreError> {
    let row = c
        .query_opt(
            "SELECT quote_ident(n.nspname), \
                 has_function_privilege(quote_ident(n.nspname) || '.bt_index_check(regclass)', \
                     'EXECUTE') \
             FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace \
             WHERE e.extname = 'amcheck'",
            &[],
        )
        .await?;
    let Some(row) = row else {
        return Ok(Amcheck::Absent);
    };
    Ok(if row.try_get::<_, bool>(1)? {
        Amcheck::Usable {
            schema: row.try_get(0)?,
        }
    } else {
        Amcheck::Denied
    })
}

/// Checks each valid btree index of the tables named; returns how many
/// were checked and those that could not be, each with what the database
/// said, and adds those found broken to `damage`. An index that could not
/// be checked does not stop the others being checked.
async fn indexes(
    c: &impl GenericClient,
    tables: &[&str],
    schema: &str,
    damage: &mut Vec<Damage>,
) -> Result<(usize, Vec<(String, String)>), StoreError> {
    let rows = c
        .query(
            "SELECT i.indexrelid, i.indexrelid::regclass::text FROM pg_index i \
             JOIN pg_class ic ON ic.oid = i.indexrelid \
             JOIN pg_am am ON am.oid = ic.relam \
             WHERE am.amname = 'btree' AND i.indisvalid \
                 AND i.indrelid IN (SELECT to_regclass(t) FROM unnest($1::text[]) AS t) \
             ORDER BY 2",
            &[&tables],
        )
        .await?;
    let check = format!("SELECT {schema}.bt_index_check($1::oid::regclass)");
    let mut unchecked = Vec::new();
    for row in &rows {
        let (oid, index): (u32, String) = (row.try_get(0)?, row.try_get(1)?);
        let Err(e) = c.execute(check.as_str(), &[&oid]).await else {
            continue;
        };
        // Not the database's answer (the connection broke): nothing more
        // can be checked.
        let Some(said) = e.as_db_error() else {
            return Err(e.into());
        };
        let why = said.message().to_owned();
        match fault(said.code()) {
            Fault::Damage => damage.push(Damage::BrokenIndex { index, why }),
            Fault::Unchecked => unchecked.push((index, why)),
        }
    }
    Ok((rows.len() - unchecked.len(), unchecked))
}

/// What an error of `bt_index_check` says of its index.
#[derive(Debug, PartialEq, Eq)]
enum Fault {
    /// The index is damaged, or could not be read from disk.
    Damage,
    /// The index was not checked, for a reason that says nothing of it.
    Unchecked,
}

/// Class XX (internal error: amcheck's `index_corrupted`, `data_corrupted`)
/// and class 58 (system error: `io_error`, `undefined_file`) are what
/// reading a broken index gives; any other code (a lock timeout, a
/// statement timeout, a cancel) is the database's state, not the index's.
fn fault(code: &SqlState) -> Fault {
    match code.code().get(..2) {
        Some("XX" | "58") => Fault::Damage,
        _ => Fault::Unchecked,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn everything() -> Vec<(String, Option<String>)> {
        super::super::expected_tables()
            .unwrap()
            .into_iter()
            .flat_map(|(t, cs)| cs.into_iter().map(move |c| (t.clone(), Some(c))))
            .collect()
    }

    /// Corruption and I/O errors are damage; a lock timeout, a statement
    /// timeout or a refusal leave the index unchecked.
    #[test]
    fn index_errors_are_damage_only_when_they_say_so() {
        for code in [
            SqlState::INDEX_CORRUPTED,
            SqlState::DATA_CORRUPTED,
            SqlState::INTERNAL_ERROR,
            SqlState::IO_ERROR,
            SqlState::UNDEFINED_FILE,
        ] {
            assert_eq!(fault(&code), Fault::Damage, "{code:?}");
        }
        for code in [
            SqlState::LOCK_NOT_AVAILABLE,
            SqlState::QUERY_CANCELED,
            SqlState::INSUFFICIENT_PRIVILEGE,
            SqlState::OUT_OF_MEMORY,
        ] {
            assert_eq!(fault(&code), Fault::Unchecked, "{code:?}");
        }
    }

    /// A table dropped, and a column dropped from another, are each named;
    /// columns the migrations do not make are not damage.
    #[test]
    fn missing_tables_and_columns_are_named() {
        let expected = super::super::expected_tables().unwrap();
        assert!(missing(&expected, &everything()).is_empty());
        let mut found: Vec<_> = everything()
            .into_iter()
            .filter(|(t, c)| t != "user_prefs" && c.as_deref() != Some("web_token"))
            .collect();
        found.push(("user_prefs".into(), None));
        found.push(("rolls".into(), Some("added_by_hand".into())));
        assert_eq!(
            missing(&expected, &found),
            vec![
                Damage::MissingTable("user_prefs".into()),
                Damage::MissingColumns {
                    table: "events".into(),
                    columns: vec!["web_token".into()],
                },
            ]
        );
    }
}
