//! PostgreSQL as the executor of the store's shared statements ([`sql`]).

use std::borrow::Cow;

use deadpool_postgres::GenericClient;
use tokio_postgres::types::{ToSql, Type};

use crate::store::StoreError;
use crate::store::sql::{self, Row, Statement, Value};

/// Any client or transaction runs statements through its connection's
/// statement cache: a statement is prepared once per connection, and each
/// later call is one round trip.
impl<C: GenericClient + Sync> sql::Exec for C {
    async fn query(&self, s: &Statement) -> Result<Vec<Row>, StoreError> {
        let st = self.prepare_cached(&text(s)).await?;
        let rows = self.query(&st, &params(s)).await?;
        rows.iter().map(row).collect()
    }

    async fn execute(&self, s: &Statement) -> Result<u64, StoreError> {
        let st = self.prepare_cached(&text(s)).await?;
        Ok(self.execute(&st, &params(s)).await?)
    }

    async fn take_turns(&self, lock: i32, key: i32) -> Result<(), StoreError> {
        let st = self
            .prepare_cached("SELECT pg_advisory_xact_lock($1, $2)")
            .await?;
        self.execute(&st, &[&lock, &key]).await?;
        Ok(())
    }
}

fn text(s: &Statement) -> Cow<'_, str> {
    if s.locks_rows {
        Cow::Owned(format!("{} FOR UPDATE", s.text))
    } else {
        Cow::Borrowed(s.text.as_ref())
    }
}

fn params(s: &Statement) -> Vec<&(dyn ToSql + Sync)> {
    s.params
        .iter()
        .map(|v| -> &(dyn ToSql + Sync) {
            match v {
                Value::Int(n) => n,
                Value::Text(t) => t,
                Value::Bool(b) => b,
            }
        })
        .collect()
}

/// A row's columns by their types: the schema keeps integers, text and
/// booleans only.
fn row(r: &tokio_postgres::Row) -> Result<Row, StoreError> {
    r.columns()
        .iter()
        .enumerate()
        .map(|(i, column)| {
            Ok(match *column.type_() {
                Type::INT8 => Value::Int(r.try_get(i)?),
                Type::INT4 => Value::Int(r.try_get::<_, Option<i32>>(i)?.map(i64::from)),
                Type::INT2 => Value::Int(r.try_get::<_, Option<i16>>(i)?.map(i64::from)),
                Type::TEXT | Type::VARCHAR | Type::NAME => Value::Text(r.try_get(i)?),
                Type::BOOL => Value::Bool(r.try_get(i)?),
                ref other => {
                    return Err(StoreError::Corrupt(format!(
                        "column {} is of type {other}, which Backrank does not keep",
                        column.name()
                    )));
                }
            })
        })
        .collect::<Result<_, _>>()
        .map(Row)
}
