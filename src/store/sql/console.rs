//! The console's names (`console_names`): each name typed at `backrank
//! console` keeps the id it was first given, for every session on the
//! store.

use super::{Exec, Row, Statement, Value, all, first, one, take_turns_on, values};
use crate::store::{ConsoleName, NameKind, StoreError};

/// What namers of one kind take turns on (PostgreSQL's advisory lock): of
/// two consoles naming something new at once, the second waits and sees
/// the first's id, so no two names share one.
const NAME_LOCK: i32 = 0x4252_4e31;

/// The key a name is found by: the console matches names whatever the
/// case of their ASCII letters.
fn key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// Every name, as `kind, name, id`.
pub(in crate::store) const ALL: &str = "SELECT kind, name, id FROM console_names ORDER BY kind, id";

pub(in crate::store) fn row(r: &Row) -> Result<ConsoleName, StoreError> {
    let mut c = r.cursor();
    Ok(ConsoleName {
        kind: c.word()?,
        name: c.text()?,
        id: c.id()?,
    })
}

pub(in crate::store) async fn names(e: &impl Exec) -> Result<Vec<ConsoleName>, StoreError> {
    all(e, Statement::new(ALL, Vec::new()), row).await
}

/// The id of `name` of `kind`: the one kept, else the next after the
/// kind's highest (from `start` on), kept now. Run inside a write
/// transaction.
pub(in crate::store) async fn name(
    e: &impl Exec,
    kind: NameKind,
    name: &str,
    start: u64,
) -> Result<u64, StoreError> {
    take_turns_on(e, NAME_LOCK, kind as u64).await?;
    let find = Statement::new(
        "SELECT id FROM console_names WHERE kind = $1 AND name_key = $2",
        values![kind, key(name)],
    );
    if let Some(id) = first(e, find, |r| r.id(0)).await? {
        return Ok(id);
    }
    let next = one(
        e,
        Statement::new(
            "SELECT COALESCE(MAX(id) + 1, $2) FROM console_names WHERE kind = $1",
            values![kind, Value::id(start)],
        ),
        |r| r.id(0),
    )
    .await?
    .max(start);
    e.execute(&insert(&ConsoleName {
        kind,
        name: name.to_owned(),
        id: next,
    }))
    .await?;
    Ok(next)
}

/// A name's row, as it is kept (and as a copy carries it).
pub(in crate::store) fn insert(n: &ConsoleName) -> Statement {
    Statement::new(
        "INSERT INTO console_names (kind, name_key, name, id) VALUES ($1, $2, $3, $4)",
        values![n.kind, key(&n.name), &n.name, Value::id(n.id)],
    )
}
