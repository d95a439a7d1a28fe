//! What goes into a statement and what comes back, free of either driver.

use std::borrow::Cow;
use std::str::FromStr;

use super::StoreError;
use crate::store::NotOneOf;

/// A statement and its parameters.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::store) struct Statement {
    /// PostgreSQL's dialect, `$1` placeholders (see the module's notes):
    /// written out, or made from a [`super::Table`].
    pub text: Cow<'static, str>,
    pub params: Vec<Value>,
    /// Whether the rows it reads are locked until the transaction ends.
    pub locks_rows: bool,
}

impl Statement {
    pub fn new(text: impl Into<Cow<'static, str>>, params: Vec<Value>) -> Statement {
        Statement {
            text: text.into(),
            params,
            locks_rows: false,
        }
    }

    /// The same statement, its rows locked against other writers until the
    /// transaction ends (`FOR UPDATE` on PostgreSQL; SQLite's `IMMEDIATE`
    /// transaction already holds the file).
    pub fn locking(self) -> Statement {
        Statement {
            locks_rows: true,
            ..self
        }
    }
}

/// One parameter or column. Nulls keep their column's type, which
/// PostgreSQL checks a parameter against.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::store) enum Value {
    Int(Option<i64>),
    Text(Option<String>),
    Bool(bool),
}

impl Value {
    /// A Discord id (a `u64`), kept as the `BIGINT` it fits by its bits.
    pub fn id(id: u64) -> Value {
        Value::Int(Some(id as i64))
    }

    pub fn opt_id(id: Option<u64>) -> Value {
        Value::Int(id.map(|v| v as i64))
    }

    /// A word column (an enum's `as_str`).
    pub fn word(word: &str) -> Value {
        Value::Text(Some(word.to_owned()))
    }

    fn is_null(&self) -> bool {
        matches!(self, Value::Int(None) | Value::Text(None))
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(Some(v))
    }
}

impl From<Option<i64>> for Value {
    fn from(v: Option<i64>) -> Value {
        Value::Int(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(Some(v.to_owned()))
    }
}

impl From<&String> for Value {
    fn from(v: &String) -> Value {
        Value::Text(Some(v.clone()))
    }
}

impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(Some(v))
    }
}

impl From<&Option<String>> for Value {
    fn from(v: &Option<String>) -> Value {
        Value::Text(v.clone())
    }
}

impl From<Option<String>> for Value {
    fn from(v: Option<String>) -> Value {
        Value::Text(v)
    }
}

impl From<bool> for Value {
    fn from(v: bool) -> Value {
        Value::Bool(v)
    }
}

/// The store's word enums go in as their words.
macro_rules! words_are_values {
    ($($name:ident),+) => {$(
        impl From<crate::store::$name> for Value {
            fn from(v: crate::store::$name) -> Value {
                Value::word(v.as_str())
            }
        }
    )+};
}

words_are_values!(
    RollKind,
    SourceKind,
    RollAlongState,
    WhoThrows,
    Missed,
    Rotation,
    PostStatus,
    NameKind,
    MeetupState,
    Answer
);

/// A statement's parameters, each turned into a [`Value`].
macro_rules! values {
    ($($v:expr),* $(,)?) => {
        vec![$($crate::store::sql::Value::from($v)),*]
    };
}
pub(in crate::store) use values;

/// A row read back, its columns in the statement's order.
#[derive(Clone, Debug, Default, PartialEq)]
pub(in crate::store) struct Row(pub Vec<Value>);

impl Row {
    fn column(&self, i: usize) -> Result<&Value, StoreError> {
        self.0
            .get(i)
            .ok_or_else(|| StoreError::Corrupt(format!("a row has no column {i}")))
    }

    fn wrong(&self, i: usize, wanted: &str) -> StoreError {
        StoreError::Corrupt(format!(
            "column {i} holds {:?} where {wanted} belongs",
            self.0.get(i)
        ))
    }

    pub fn int(&self, i: usize) -> Result<i64, StoreError> {
        self.opt_int(i)?.ok_or_else(|| self.wrong(i, "a number"))
    }

    pub fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        match self.column(i)? {
            Value::Int(v) => Ok(*v),
            v if v.is_null() => Ok(None),
            _ => Err(self.wrong(i, "a number")),
        }
    }

    pub fn text(&self, i: usize) -> Result<String, StoreError> {
        self.opt_text(i)?.ok_or_else(|| self.wrong(i, "text"))
    }

    pub fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError> {
        match self.column(i)? {
            Value::Text(v) => Ok(v.clone()),
            v if v.is_null() => Ok(None),
            _ => Err(self.wrong(i, "text")),
        }
    }

    /// A yes/no column: PostgreSQL's `BOOLEAN`, SQLite's 0 or 1.
    pub fn flag(&self, i: usize) -> Result<bool, StoreError> {
        match self.column(i)? {
            Value::Bool(b) => Ok(*b),
            Value::Int(Some(v)) => Ok(*v != 0),
            _ => Err(self.wrong(i, "yes or no")),
        }
    }

    /// A Discord id kept by [`Value::id`].
    pub fn id(&self, i: usize) -> Result<u64, StoreError> {
        Ok(self.int(i)? as u64)
    }

    pub fn opt_id(&self, i: usize) -> Result<Option<u64>, StoreError> {
        Ok(self.opt_int(i)?.map(|v| v as u64))
    }

    /// A word column read back as its enum.
    pub fn word<T: FromStr<Err = NotOneOf>>(&self, i: usize) -> Result<T, StoreError> {
        self.text(i)?
            .parse()
            .map_err(|e: NotOneOf| StoreError::Corrupt(e.to_string()))
    }
}

/// Reads a row's columns one after another, in the statement's order, so
/// a reader names what it reads and never a column's number.
pub(in crate::store) struct Cursor<'r> {
    row: &'r Row,
    at: usize,
}

impl Row {
    /// A cursor at the row's first column.
    pub fn cursor(&self) -> Cursor<'_> {
        Cursor { row: self, at: 0 }
    }
}

impl Cursor<'_> {
    /// The next column, read by `read`.
    fn next<T>(
        &mut self,
        read: impl FnOnce(&Row, usize) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let at = self.at;
        self.at += 1;
        read(self.row, at)
    }

    pub fn int(&mut self) -> Result<i64, StoreError> {
        self.next(Row::int)
    }

    pub fn opt_int(&mut self) -> Result<Option<i64>, StoreError> {
        self.next(Row::opt_int)
    }

    pub fn text(&mut self) -> Result<String, StoreError> {
        self.next(Row::text)
    }

    pub fn opt_text(&mut self) -> Result<Option<String>, StoreError> {
        self.next(Row::opt_text)
    }

    pub fn flag(&mut self) -> Result<bool, StoreError> {
        self.next(Row::flag)
    }

    pub fn id(&mut self) -> Result<u64, StoreError> {
        self.next(Row::id)
    }

    pub fn opt_id(&mut self) -> Result<Option<u64>, StoreError> {
        self.next(Row::opt_id)
    }

    pub fn word<T: FromStr<Err = NotOneOf>>(&mut self) -> Result<T, StoreError> {
        self.next(Row::word)
    }

    /// Passes over a column the reader does not need.
    pub fn skip(&mut self) {
        self.at += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::RollKind;

    #[test]
    fn a_row_reads_each_kind_of_column_and_names_a_wrong_one() {
        let row = Row(vec![
            Value::from(7_i64),
            Value::Int(None),
            Value::from("roll-along"),
            Value::Int(Some(1)),
            Value::Bool(false),
            Value::from("sideways"),
        ]);
        assert_eq!(row.int(0).unwrap(), 7);
        assert_eq!(row.opt_int(1).unwrap(), None);
        assert_eq!(row.opt_text(1).unwrap(), None);
        assert_eq!(row.word::<RollKind>(2).unwrap(), RollKind::RollAlong);
        assert!(row.flag(3).unwrap());
        assert!(!row.flag(4).unwrap());
        let wrong = row.int(2).unwrap_err().to_string();
        assert!(
            wrong.contains("column 2") && wrong.contains("a number"),
            "{wrong}"
        );
        let unknown = row.word::<RollKind>(5).unwrap_err().to_string();
        assert!(unknown.contains("'sideways' is not one of"), "{unknown}");
        assert!(row.text(9).unwrap_err().to_string().contains("no column 9"));
    }

    /// A cursor reads the columns in order, one each; a wrong one names
    /// its column, and past the last there is none.
    #[test]
    fn a_cursor_reads_the_columns_in_order() {
        let row = Row(vec![
            Value::from(7_i64),
            Value::Int(None),
            Value::from("roll-along"),
            Value::from("x"),
        ]);
        let mut c = row.cursor();
        assert_eq!(c.int().unwrap(), 7);
        assert_eq!(c.opt_id().unwrap(), None);
        assert_eq!(c.word::<RollKind>().unwrap(), RollKind::RollAlong);
        let wrong = c.flag().unwrap_err().to_string();
        assert!(wrong.contains("column 3"), "{wrong}");
        c.skip();
        assert!(c.text().unwrap_err().to_string().contains("no column 5"));
    }

    #[test]
    fn an_id_keeps_its_bits_through_the_signed_column() {
        let big = u64::MAX - 5;
        let row = Row(vec![Value::id(big), Value::opt_id(None)]);
        assert_eq!(row.id(0).unwrap(), big);
        assert_eq!(row.opt_id(1).unwrap(), None);
    }
}
