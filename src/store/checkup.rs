//! A store's check of its own data, for `backrank doctor` (issue 51: a
//! store whose file had a page zeroed opened, took a test write, and was
//! called fine, while `/random` could not save). Each backend says what it
//! looked at and what it found broken: SQLite runs `PRAGMA quick_check`
//! over every page; PostgreSQL looks for every table and column its
//! migrations make, and has amcheck check each btree index where the
//! database lets the store's user run it.

use std::fmt;

/// What [`Store::checkup`](super::Store::checkup) looked at, and what it
/// found broken.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Checkup {
    /// What was looked at, in a few words for the report ("PRAGMA
    /// quick_check").
    pub checked: String,
    /// What could not be looked at, and why; `None` when everything was.
    pub unchecked: Option<Unchecked>,
    /// What is broken; empty when nothing is.
    pub damage: Vec<Damage>,
}

/// What a [`Checkup`] could not look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unchecked {
    /// No index was checked: amcheck cannot be run here, and why.
    NoAmcheck(String),
    /// Indexes amcheck was run on but could not check, each with what the
    /// database said (a lock it waited for too long, a statement timeout):
    /// not damage, and no reason to stop checking the others.
    Indexes(Vec<(String, String)>),
}

impl fmt::Display for Unchecked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unchecked::NoAmcheck(why) => write!(f, "indexes not checked: {why}"),
            Unchecked::Indexes(indexes) => {
                let each: Vec<String> = indexes
                    .iter()
                    .map(|(index, why)| format!("{index} ({why})"))
                    .collect();
                write!(
                    f,
                    "{} not checked: {}",
                    if indexes.len() == 1 {
                        "1 index"
                    } else {
                        "indexes"
                    },
                    each.join("; ")
                )
            }
        }
    }
}

/// One thing found broken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// A line of what the database said of its data: SQLite's
    /// `quick_check` ("Page 3: btreeInitPage() returns error code 11"), or
    /// the error that stopped the store opening ("relation \"events\" does
    /// not exist").
    File(String),
    /// SQLite could not even open the file (its header, or the schema it
    /// reads first, is damaged), so nothing of it can be read, not even by
    /// a copy: what was wrong.
    Unopened(String),
    /// A table the migrations make is not there.
    MissingTable(String),
    /// A table is there without some of the columns the migrations give it.
    MissingColumns { table: String, columns: Vec<String> },
    /// amcheck found a btree index broken: the index, and what it said.
    BrokenIndex { index: String, why: String },
}

impl Damage {
    /// Whether the store's rows may be lost with it, so that only a copy
    /// or a backup mends it. An index is not: it is rebuilt from its table.
    pub fn loses_rows(&self) -> bool {
        !matches!(self, Damage::BrokenIndex { .. })
    }
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Damage::File(line) | Damage::Unopened(line) => f.write_str(line),
            Damage::MissingTable(table) => write!(f, "table {table} is missing"),
            Damage::MissingColumns { table, columns } => write!(
                f,
                "table {table} has no column{} {}",
                if columns.len() == 1 { "" } else { "s" },
                columns.join(", ")
            ),
            Damage::BrokenIndex { index, why } => write!(f, "index {index} is broken: {why}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damage_names_the_broken_part() {
        assert_eq!(
            Damage::MissingColumns {
                table: "events".into(),
                columns: vec!["beacon".into(), "web_token".into()],
            }
            .to_string(),
            "table events has no columns beacon, web_token"
        );
        assert_eq!(
            Damage::MissingTable("user_prefs".into()).to_string(),
            "table user_prefs is missing"
        );
        let index = Damage::BrokenIndex {
            index: "rolls_by_guild".into(),
            why: "unexpected zero page".into(),
        };
        assert_eq!(
            index.to_string(),
            "index rolls_by_guild is broken: unexpected zero page"
        );
        assert!(!index.loses_rows());
        assert_eq!(
            Unchecked::Indexes(vec![(
                "user_prefs_pkey".into(),
                "canceling statement due to lock timeout".into()
            )])
            .to_string(),
            "1 index not checked: user_prefs_pkey (canceling statement due to lock timeout)"
        );
        assert!(Damage::File("Page 3: …".into()).loses_rows());
    }
}
