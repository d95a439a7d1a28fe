//! The tables the migrations make, and each one's columns, read from the
//! migrations' own SQL: what [`checkup`](super::checkup) looks for. Read,
//! not listed by hand, so that a new migration is looked for as soon as it
//! is added (issue 51). The store suite checks what is read here against a
//! database just migrated.
//!
//! Only what the migrations write is understood: `CREATE TABLE`, `ALTER
//! TABLE … ADD | DROP | RENAME [COLUMN]`, `ALTER TABLE … RENAME TO`, `DROP
//! TABLE`. Any other change to a table is refused, so the unit test below
//! fails on a migration this cannot follow, rather than the check quietly
//! looking for the wrong columns.

/// A table and its columns, in the order they were made.
pub type Table = (String, Vec<String>);

/// A statement that changes a table in a way the reading cannot follow.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{why}, in: {statement}")]
pub struct Unfollowed {
    why: Why,
    statement: String,
}

/// What is not followed in an [`Unfollowed`] statement.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
enum Why {
    #[error("ALTER TABLE … {0} is not understood here")]
    Action(String),
    #[error("table {0} is changed before it is made")]
    NotMade(String),
    #[error("table {0} is not made from a list of columns")]
    NotAList(String),
    #[error("table {0} is made twice")]
    Twice(String),
    #[error("a {0} is missing")]
    NoName(&'static str),
}

/// The tables and columns the SQL `scripts` make, run in order.
///
/// # Errors
///
/// [`Unfollowed`], with the statement, when one changes a table in a way
/// this does not know.
pub fn tables<'a>(scripts: impl IntoIterator<Item = &'a str>) -> Result<Vec<Table>, Unfollowed> {
    let mut made: Vec<Table> = Vec::new();
    for script in scripts {
        for statement in statements(script) {
            apply(&mut made, &statement).map_err(|why| Unfollowed {
                why,
                statement: statement.join(" "),
            })?;
        }
    }
    Ok(made)
}

/// One statement's effect on `made`.
fn apply(made: &mut Vec<Table>, s: &[String]) -> Result<(), Why> {
    let words: Vec<String> = s.iter().map(|w| w.to_ascii_uppercase()).collect();
    let at = |i: usize| words.get(i).map_or("", String::as_str);
    let find = |made: &[Table], name: &str| made.iter().position(|(t, _)| t == name);
    match (at(0), at(1)) {
        ("CREATE", "TABLE") => {
            let mut i = 2;
            if at(i) == "IF" {
                i += 3;
            }
            let name = ident(s.get(i).ok_or(Why::NoName("table name"))?);
            if at(i + 1) != "(" {
                return Err(Why::NotAList(name));
            }
            let columns = items(&s[i + 2..])
                .into_iter()
                .filter(|item| {
                    !matches!(
                        item.first().map(|w| w.to_ascii_uppercase()).as_deref(),
                        Some("CONSTRAINT" | "PRIMARY" | "UNIQUE" | "FOREIGN" | "CHECK" | "EXCLUDE")
                    )
                })
                .filter_map(|item| item.first().map(|w| ident(w)))
                .collect();
            match find(made, &name) {
                Some(_) if at(2) == "IF" => {}
                Some(_) => return Err(Why::Twice(name)),
                None => made.push((name, columns)),
            }
        }
        ("DROP", "TABLE") => {
            let i = if at(2) == "IF" { 4 } else { 2 };
            for item in items(&s[i.min(s.len())..]) {
                let name = ident(item.first().ok_or(Why::NoName("table name"))?);
                made.retain(|(t, _)| *t != name);
            }
        }
        ("ALTER", "TABLE") => {
            let mut i = 2;
            if at(i) == "IF" {
                i += 2;
            }
            if at(i) == "ONLY" {
                i += 1;
            }
            let name = ident(s.get(i).ok_or(Why::NoName("table name"))?);
            let Some(t) = find(made, &name) else {
                return Err(Why::NotMade(name));
            };
            for action in items(&s[i + 1..]) {
                alter(made, t, &action)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// One action of an `ALTER TABLE` on table `t`.
fn alter(made: &mut [Table], t: usize, action: &[String]) -> Result<(), Why> {
    let words: Vec<String> = action.iter().map(|w| w.to_ascii_uppercase()).collect();
    let at = |i: usize| words.get(i).map_or("", String::as_str);
    // The column's name is after the optional COLUMN and IF [NOT] EXISTS.
    let column = |mut i: usize| {
        if at(i) == "COLUMN" {
            i += 1;
        }
        match at(i) {
            "IF" if at(i + 1) == "NOT" => i += 3,
            "IF" => i += 2,
            _ => {}
        }
        action
            .get(i)
            .map(|w| ident(w))
            .ok_or(Why::NoName("column name"))
    };
    let columns = &mut made[t].1;
    match at(0) {
        // Constraints and indexes, not columns.
        "ADD"
            if matches!(
                at(1),
                "CONSTRAINT" | "PRIMARY" | "UNIQUE" | "FOREIGN" | "CHECK" | "EXCLUDE"
            ) => {}
        "ADD" => {
            let c = column(1)?;
            if !columns.contains(&c) {
                columns.push(c);
            }
        }
        "DROP" if at(1) == "CONSTRAINT" => {}
        "DROP" => {
            let c = column(1)?;
            columns.retain(|have| *have != c);
        }
        // ALTER [COLUMN] c TYPE | SET | DROP …: the column stays.
        "ALTER" => {}
        "RENAME" if at(1) == "TO" => {
            let name = ident(action.get(2).ok_or(Why::NoName("new table name"))?);
            made[t].0 = name;
        }
        "RENAME" if at(1) == "CONSTRAINT" => {}
        "RENAME" => {
            let from = column(1)?;
            let to = words
                .iter()
                .position(|w| w == "TO")
                .and_then(|i| action.get(i + 1))
                .map(|w| ident(w))
                .ok_or(Why::NoName("new column name"))?;
            for have in columns.iter_mut().filter(|have| **have == from) {
                have.clone_from(&to);
            }
        }
        other => return Err(Why::Action(other.to_owned())),
    }
    Ok(())
}

/// A name as PostgreSQL keeps it: folded to lower case unless quoted.
fn ident(word: &str) -> String {
    match word.strip_prefix('"').and_then(|w| w.strip_suffix('"')) {
        Some(quoted) => quoted.replace("\"\"", "\""),
        None => word.to_ascii_lowercase(),
    }
}

/// The comma-separated items of a list that `words` starts inside (after
/// its opening parenthesis, or at the top level of a statement): each
/// item's words, up to the list's closing parenthesis.
fn items(words: &[String]) -> Vec<Vec<String>> {
    let mut out = vec![Vec::new()];
    let mut depth = 0usize;
    for w in words {
        match w.as_str() {
            "(" => depth += 1,
            ")" if depth == 0 => break,
            ")" => depth -= 1,
            "," if depth == 0 => {
                out.push(Vec::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = out.last_mut() {
            last.push(w.clone());
        }
    }
    out.retain(|item| !item.is_empty());
    out
}

/// The statements of `script`, each as its words: names, keywords,
/// quoted names and string literals whole, and each of `( ) ,` a word of
/// its own. Comments are left out; a `;` ends a statement.
fn statements(script: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut statement: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut chars = script.chars().peekable();
    let end_word = |word: &mut String, statement: &mut Vec<String>| {
        if !word.is_empty() {
            statement.push(std::mem::take(word));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '-' if chars.peek() == Some(&'-') => {
                end_word(&mut word, &mut statement);
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '\'' | '"' => {
                // A literal or a quoted name, with its doubled quotes.
                word.push(c);
                while let Some(q) = chars.next() {
                    word.push(q);
                    if q == c {
                        if chars.peek() == Some(&c) {
                            word.push(c);
                            chars.next();
                        } else {
                            break;
                        }
                    }
                }
            }
            '$' if word.is_empty() && dollar_tag(chars.clone()).is_some() => {
                // A dollar-quoted body ($$ … $$ or $tag$ … $tag$), whole.
                let tag = format!("${}", dollar_tag(chars.clone()).unwrap_or_default());
                let mut body = String::from('$');
                while body.len() < tag.len() || !body[tag.len()..].ends_with(tag.as_str()) {
                    match chars.next() {
                        Some(b) => body.push(b),
                        None => break,
                    }
                }
                statement.push(body);
            }
            '(' | ')' | ',' => {
                end_word(&mut word, &mut statement);
                statement.push(c.to_string());
            }
            ';' => {
                end_word(&mut word, &mut statement);
                if !statement.is_empty() {
                    out.push(std::mem::take(&mut statement));
                }
            }
            c if c.is_whitespace() => end_word(&mut word, &mut statement),
            c => word.push(c),
        }
    }
    end_word(&mut word, &mut statement);
    if !statement.is_empty() {
        out.push(statement);
    }
    out
}

/// After a `$`, the rest of a dollar quote's opening tag (`$` for `$$`,
/// `tag$` for `$tag$`), if that is what follows; not a parameter (`$1`).
fn dollar_tag(mut rest: impl Iterator<Item = char>) -> Option<String> {
    let mut tag = String::new();
    for (i, c) in rest.by_ref().enumerate() {
        match c {
            '$' => {
                tag.push('$');
                return Some(tag);
            }
            c if c.is_ascii_alphabetic() || c == '_' || (i > 0 && c.is_ascii_digit()) => {
                tag.push(c);
            }
            _ => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(made: &[Table]) -> Vec<(&str, Vec<&str>)> {
        made.iter()
            .map(|(t, cs)| (t.as_str(), cs.iter().map(String::as_str).collect()))
            .collect()
    }

    /// Every migration the store runs is one this can follow.
    #[test]
    fn every_migration_is_understood() {
        let made = super::super::expected_tables().unwrap();
        assert!(
            made.iter()
                .any(|(t, cs)| t == "rolls" && cs.contains(&"record_no".to_owned())),
            "{made:?}"
        );
        assert!(
            made.iter().any(|(t, _)| t == "schema_migrations"),
            "{made:?}"
        );
    }

    /// Tables made, changed, renamed and dropped; constraints, comments,
    /// literals and other statements are not columns.
    #[test]
    fn tables_and_columns_follow_the_statements() {
        let made = tables([
            "-- a comment; with a semicolon\n\
             CREATE TABLE IF NOT EXISTS a (\n\
                 id BIGINT PRIMARY KEY, -- the id, (in brackets\n\
                 \"Odd\" TEXT DEFAULT 'x, y; z',\n\
                 n NUMERIC(10, 2),\n\
                 UNIQUE (id, n),\n\
                 CONSTRAINT c CHECK (n > 0),\n\
                 FOREIGN KEY (id) REFERENCES b (id)\n\
             );\n\
             CREATE INDEX a_by_n ON a (n);\n\
             UPDATE a SET n = 1 WHERE \"Odd\" = 'it''s';",
            "CREATE TABLE b (id BIGINT, gone TEXT, old TEXT);\n\
             ALTER TABLE b ADD COLUMN IF NOT EXISTS more TEXT, DROP COLUMN gone;\n\
             ALTER TABLE ONLY b RENAME COLUMN old TO new;\n\
             ALTER TABLE b ADD CONSTRAINT u UNIQUE (more);\n\
             ALTER TABLE b ALTER COLUMN more SET DEFAULT '';\n\
             ALTER TABLE a RENAME TO c;\n\
             CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\n\
             CREATE TABLE d (x INT); DROP TABLE IF EXISTS d",
        ])
        .unwrap();
        assert_eq!(
            names(&made),
            vec![
                ("c", vec!["id", "Odd", "n"]),
                ("b", vec!["id", "new", "more"]),
            ]
        );
    }

    /// What this cannot follow is refused with the statement, not passed.
    #[test]
    fn a_change_not_understood_is_refused() {
        let e = tables(["CREATE TABLE a (x INT); ALTER TABLE a SET LOGGED"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "ALTER TABLE … SET is not understood here, in: ALTER TABLE a SET LOGGED"
        );
        assert!(tables(["ALTER TABLE nowhere ADD COLUMN x INT"]).is_err());
        assert!(tables(["CREATE TABLE a AS SELECT 1"]).is_err());
    }
}
