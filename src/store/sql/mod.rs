//! The store described once: every table's columns, every statement, every
//! row read back, and each [`Store`](super::Store) operation's steps, for
//! both backends.
//!
//! A backend is an executor: it runs a [`Statement`] and hands back owned
//! [`Row`]s ([`Exec`]), and it owns what is really its own: connections,
//! where a transaction starts and ends, how a row is locked, migrations.
//! The operations here are `async` because PostgreSQL's driver is; SQLite
//! runs them on its own blocking thread, where each statement is done when
//! it is called, so their futures are ready at the first poll.
//!
//! Statements are written in PostgreSQL's dialect with `$1` placeholders,
//! kept to what SQLite also understands (`CAST`, never `::`; `RETURNING`;
//! `ON CONFLICT`); SQLite's executor renumbers the placeholders as `?1`.
//!
//! Invariants:
//! - An operation that reads and then writes runs inside one transaction
//!   its backend opened (SQLite: `IMMEDIATE`, which holds the file's write
//!   lock; PostgreSQL: the rows read with [`Statement::locking`] are locked
//!   `FOR UPDATE`, and [`Exec::take_turns`] serialises what has no row yet).
//! - A word column (an enum) that holds a word Backrank does not know is
//!   [`StoreError::Corrupt`] naming it, on both backends.

mod value;

pub(super) mod console;
pub(super) mod daily;
pub(super) mod devices;
pub(super) mod dump;
pub(super) mod hosts;
pub(super) mod meetups;
pub(super) mod personal;
pub(super) mod roll_alongs;
pub(super) mod rolls;
pub(super) mod settings;
pub(super) mod variants;

pub(super) use value::{Cursor, Row, Statement, Value, values};

use super::{StoreError, Who};
use crate::core::roll::KeptSpec;

/// A table described once: its name, the columns that name a row, and its
/// other columns, in the order a row is written and read back. The key
/// comes first when a row is read (and when a copy writes its row, key and
/// all); every statement that lists the columns is made from here, so a new
/// column is added in one place.
pub(super) struct Table {
    pub name: &'static str,
    /// The columns that name a row: [`Table::ID`], which the store gives a
    /// new row, or columns the caller writes (a schedule and a day).
    pub key: &'static [&'static str],
    pub columns: &'static [&'static str],
}

impl Table {
    /// The key of a table whose rows the store numbers.
    pub const ID: &'static [&'static str] = &["id"];

    /// The key and every column, as a `SELECT` or `RETURNING` lists them.
    pub fn read(&self) -> String {
        [self.key, self.columns].concat().join(", ")
    }

    /// `SELECT key, … FROM table rest`.
    pub fn select(&self, rest: &str) -> String {
        format!("SELECT {} FROM {} {rest}", self.read(), self.name)
    }

    /// `INSERT INTO table (…) VALUES ($1, …)`, the key first: a new row's
    /// key is left out only where the store gives it ([`Table::ID`]); a
    /// `copy` writes its id too.
    pub fn insert(&self, copy: bool) -> String {
        let mut columns = Vec::with_capacity(self.key.len() + self.columns.len());
        if copy || self.key != Table::ID {
            columns.extend_from_slice(self.key);
        }
        columns.extend_from_slice(self.columns);
        let places: Vec<String> = (1..=columns.len()).map(|n| format!("${n}")).collect();
        format!(
            "INSERT INTO {} ({}) VALUES ({})",
            self.name,
            columns.join(", "),
            places.join(", ")
        )
    }
}

/// What a backend does with a [`Statement`].
pub(super) trait Exec {
    /// Runs a statement that gives rows (a `SELECT`, or a write with
    /// `RETURNING`).
    fn query(&self, s: &Statement) -> impl Future<Output = Result<Vec<Row>, StoreError>>;

    /// Runs a statement and tells how many rows it changed.
    fn execute(&self, s: &Statement) -> impl Future<Output = Result<u64, StoreError>>;

    /// Makes other transactions that take turns on `(lock, key)` wait until
    /// this one ends (PostgreSQL's advisory lock; SQLite's `IMMEDIATE`
    /// transaction already holds the whole file).
    fn take_turns(&self, lock: i32, key: i32) -> impl Future<Output = Result<(), StoreError>>;
}

/// The first row of `s`, read by `map`; `None` when it gives none.
pub(super) async fn first<T>(
    e: &impl Exec,
    s: Statement,
    map: impl Fn(&Row) -> Result<T, StoreError>,
) -> Result<Option<T>, StoreError> {
    e.query(&s).await?.first().map(map).transpose()
}

/// The first row of `s`, which must give one.
pub(super) async fn one<T>(
    e: &impl Exec,
    s: Statement,
    map: impl Fn(&Row) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let what = s.text.clone();
    first(e, s, map)
        .await?
        .ok_or_else(|| StoreError::Corrupt(format!("no row came back from: {what}")))
}

/// Every row of `s`, each read by `map`.
pub(super) async fn all<T>(
    e: &impl Exec,
    s: Statement,
    map: impl Fn(&Row) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    e.query(&s).await?.iter().map(map).collect()
}

/// Runs `s` and tells whether it changed exactly one row.
pub(super) async fn changed_one(e: &impl Exec, s: Statement) -> Result<bool, StoreError> {
    Ok(e.execute(&s).await? == 1)
}

/// Runs `s` and tells whether it changed any row.
pub(super) async fn changed_any(e: &impl Exec, s: Statement) -> Result<bool, StoreError> {
    Ok(e.execute(&s).await? > 0)
}

/// Runs `s` and tells how many rows it changed.
pub(super) async fn count_changed(e: &impl Exec, s: Statement) -> Result<usize, StoreError> {
    Ok(usize::try_from(e.execute(&s).await?).unwrap_or(usize::MAX))
}

/// Makes other transactions that take turns on `(lock, id)` wait until
/// this one ends, for an id of Discord's (a server's, a person's). The id
/// is folded into the 32 bits a key has: ids that share a key only take
/// turns, which is harmless.
pub(super) async fn take_turns_on(e: &impl Exec, lock: i32, id: u64) -> Result<(), StoreError> {
    e.take_turns(lock, (id ^ (id >> 32)) as i32).await
}

/// Who made a row and where, as the four columns every table that keeps
/// one has in this order: the person's id and name, the server, the
/// channel.
pub(super) fn who_values(who: &Who) -> [Value; 4] {
    [
        Value::id(who.user_id),
        Value::from(&who.user_name),
        Value::opt_id(who.guild_id),
        Value::opt_id(who.channel_id),
    ]
}

/// A roll's variant, method and device as three columns.
pub(super) fn spec_values(spec: &KeptSpec) -> [Value; 3] {
    [
        Value::from(spec.variant.to_string()),
        Value::from(&spec.method),
        Value::from(spec.dice.name()),
    ]
}

/// Reads [`spec_values`] back from the cursor's next three columns (all
/// three passed over, even when one fails: a reader may go on); a row
/// that does not read is corrupt, and says which part.
pub(super) fn spec_of(c: &mut Cursor<'_>) -> Result<KeptSpec, StoreError> {
    let (variant, method, dice) = (c.text(), c.text(), c.text());
    let (variant, method, dice) = (variant?, method?, dice?);
    KeptSpec::try_from((variant.as_str(), method.as_str(), dice.as_str()))
        .map_err(|e| StoreError::Corrupt(e.to_string()))
}

/// Reads [`who_values`] back from the cursor's next four columns.
pub(super) fn who_of(c: &mut Cursor<'_>) -> Result<Who, StoreError> {
    Ok(Who {
        user_id: c.id()?,
        user_name: c.text()?,
        guild_id: c.opt_id()?,
        channel_id: c.opt_id()?,
    })
}

#[cfg(test)]
mod tests {
    use super::Table;

    /// A table's statements list its columns once, in order, the id first
    /// where it is read or copied, with a placeholder each.
    #[test]
    fn a_tables_statements_come_from_its_columns() {
        let t = Table {
            name: "things",
            key: Table::ID,
            columns: &["a", "b", "c"],
        };
        assert_eq!(t.read(), "id, a, b, c");
        assert_eq!(
            t.select("WHERE a = $1"),
            "SELECT id, a, b, c FROM things WHERE a = $1"
        );
        assert_eq!(
            t.insert(false),
            "INSERT INTO things (a, b, c) VALUES ($1, $2, $3)"
        );
        assert_eq!(
            t.insert(true),
            "INSERT INTO things (id, a, b, c) VALUES ($1, $2, $3, $4)"
        );
        let keyed = Table {
            name: "days",
            key: &["thing", "day"],
            columns: &["a"],
        };
        assert_eq!(keyed.select(""), "SELECT thing, day, a FROM days ");
        for copy in [false, true] {
            assert_eq!(
                keyed.insert(copy),
                "INSERT INTO days (thing, day, a) VALUES ($1, $2, $3)"
            );
        }
    }
}
