//! SQLite as the executor of the store's shared statements ([`sql`]).

use std::borrow::Cow;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{Connection, ToSql, params_from_iter};

use crate::store::StoreError;
use crate::store::sql::{self, Row, Statement, Value};

/// A connection (or a transaction on it) running shared statements.
pub(super) struct Lite<'c>(pub &'c Connection);

impl sql::Exec for Lite<'_> {
    async fn query(&self, s: &Statement) -> Result<Vec<Row>, StoreError> {
        let mut st = self.0.prepare_cached(&placeholders(&s.text))?;
        let width = st.column_count();
        let mut rows = st.query(params_from_iter(&s.params))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let row = (0..width)
                .map(|i| value(r.get_ref(i)?, i))
                .collect::<Result<_, StoreError>>()?;
            out.push(Row(row));
        }
        Ok(out)
    }

    async fn execute(&self, s: &Statement) -> Result<u64, StoreError> {
        let mut st = self.0.prepare_cached(&placeholders(&s.text))?;
        Ok(st.execute(params_from_iter(&s.params))? as u64)
    }

    /// The `IMMEDIATE` transaction every read-then-write runs in already
    /// holds the file's write lock.
    async fn take_turns(&self, _lock: i32, _key: i32) -> Result<(), StoreError> {
        Ok(())
    }
}

/// `$1` as SQLite numbers it, `?1` (SQLite reads `$1` as a name, numbered
/// by where it first appears).
fn placeholders(text: &str) -> Cow<'_, str> {
    if text.contains('$') {
        Cow::Owned(text.replace('$', "?"))
    } else {
        Cow::Borrowed(text)
    }
}

fn value(v: ValueRef<'_>, i: usize) -> Result<Value, StoreError> {
    match v {
        ValueRef::Null => Ok(Value::Int(None)),
        ValueRef::Integer(n) => Ok(Value::Int(Some(n))),
        ValueRef::Text(t) => std::str::from_utf8(t)
            .map(Value::from)
            .map_err(|e| StoreError::Corrupt(format!("column {i} is not UTF-8 text: {e}"))),
        ValueRef::Real(_) | ValueRef::Blob(_) => Err(StoreError::Corrupt(format!(
            "column {i} holds a {} where Backrank keeps numbers and text",
            v.data_type()
        ))),
    }
}

impl ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self {
            Value::Int(Some(n)) => ToSqlOutput::from(*n),
            Value::Int(None) | Value::Text(None) => ToSqlOutput::from(rusqlite::types::Null),
            Value::Text(Some(t)) => ToSqlOutput::from(t.as_str()),
            Value::Bool(b) => ToSqlOutput::from(*b),
        })
    }
}

/// Runs a shared operation on this thread. Each of its statements is done
/// when it is called, so it never waits and is finished at its first poll.
pub(super) fn now<T>(op: impl Future<Output = Result<T, StoreError>>) -> Result<T, StoreError> {
    match pin!(op).poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(result) => result,
        Poll::Pending => Err(StoreError::Bug(
            "a SQLite operation waited, which it never should",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An operation that would wait is our code's fault, and says so: not
    /// "corrupt data".
    #[test]
    fn an_operation_that_waits_is_reported_as_a_bug() {
        let waited = now(std::future::pending::<Result<(), StoreError>>());
        assert!(matches!(waited, Err(StoreError::Bug(_))), "{waited:?}");
    }

    #[test]
    fn placeholders_are_renumbered_for_sqlite() {
        assert_eq!(
            placeholders("UPDATE t SET a = $2 WHERE id = $1 AND b = $12"),
            "UPDATE t SET a = ?2 WHERE id = ?1 AND b = ?12"
        );
        assert!(matches!(placeholders("SELECT 1"), Cow::Borrowed(_)));
    }
}
