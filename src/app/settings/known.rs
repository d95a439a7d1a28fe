//! Which settings exist: every key of the built-in defaults, and nothing
//! else. A key in a settings file or a `BACKRANK__…` variable that is not
//! one of them is a typo (`data_dr`, `[rol]`) that would otherwise be
//! ignored without a word, so it is refused, naming the closest real one.

use std::collections::BTreeSet;

/// The prefix of the environment variables that set a key.
pub const ENV_PREFIX: &str = "BACKRANK__";

/// A key that names no setting, and where it was written.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.describe())]
pub struct UnknownKey {
    /// As written: `store.data_dr`, or `BACKRANK__ROLL__DISE`.
    pub key: String,
    /// A settings file's path, or `None` for the environment.
    pub file: Option<String>,
    /// The closest setting, written the way `key` was.
    pub closest: Option<String>,
}

impl UnknownKey {
    fn describe(&self) -> String {
        let place = match &self.file {
            Some(file) => format!("{file}: there is no setting `{}`", self.key),
            None => format!("the environment variable {} names no setting", self.key),
        };
        let hint = match &self.closest {
            Some(c) => format!("; did you mean `{c}`?"),
            None => String::new(),
        };
        format!("{place}{hint} (`backrank config defaults` lists every setting)")
    }
}

/// Tables whose names people choose (`[beacon.chains.mychain]`), with
/// the keys each such table has.
const NAMED_TABLES: &[(&str, &[&str])] = &[(
    "beacon.chains.",
    &["hash", "public_key", "scheme", "genesis_time", "period"],
)];

/// Whether `path` is a key of a table with a chosen name (`None` when the
/// path is in no such table).
fn named_table_key(path: &str) -> Option<bool> {
    NAMED_TABLES.iter().find_map(|(prefix, keys)| {
        let rest = path.strip_prefix(prefix)?;
        Some(match rest.split_once('.') {
            // The table itself, or one of its keys.
            None => !rest.is_empty(),
            Some((name, key)) => !name.is_empty() && keys.contains(&key),
        })
    })
}

/// The settings there are, as dotted paths (`store.data_dir`), read from
/// the defaults, which set every one.
pub struct Known {
    paths: BTreeSet<String>,
}

impl Known {
    /// The keys of `defaults` (a TOML text with every setting).
    ///
    /// # Panics
    ///
    /// When `defaults` is not TOML: it is the built-in file, which a unit
    /// test parses.
    pub fn from_defaults(defaults: &str) -> Known {
        let table: toml::Table = defaults
            .parse()
            .expect("the built-in defaults are valid TOML");
        let mut paths = BTreeSet::new();
        flatten("", &table, &mut paths);
        Known { paths }
    }

    /// Checks every key of a settings file's `table`.
    ///
    /// # Errors
    ///
    /// The first key (in order) that names no setting.
    pub fn check_file(&self, file: &str, table: &toml::Table) -> Result<(), UnknownKey> {
        let mut written = BTreeSet::new();
        flatten("", table, &mut written);
        match written.into_iter().find(|p| !self.is_known(p)) {
            Some(path) => Err(UnknownKey {
                closest: self.closest(&path),
                key: path,
                file: Some(file.to_owned()),
            }),
            None => Ok(()),
        }
    }

    /// Checks the names of `BACKRANK__SECTION__KEY` variables among `vars`
    /// (other variables are not ours and are left alone).
    ///
    /// # Errors
    ///
    /// The first variable (in name order) that names no setting.
    pub fn check_env(&self, vars: impl Iterator<Item = String>) -> Result<(), UnknownKey> {
        let mut ours: Vec<String> = vars.filter(|v| v.starts_with(ENV_PREFIX)).collect();
        ours.sort();
        for var in ours {
            let path = var[ENV_PREFIX.len()..].to_lowercase().replace("__", ".");
            if !self.is_known(&path) {
                let closest = self
                    .closest(&path)
                    .map(|c| format!("{ENV_PREFIX}{}", c.replace('.', "__").to_uppercase()));
                return Err(UnknownKey {
                    key: var,
                    file: None,
                    closest,
                });
            }
        }
        Ok(())
    }

    /// A path is known when it is a setting, or a section that holds
    /// settings (the flattening never yields a bare section, but an empty
    /// table does: `[roll]` alone is harmless).
    fn is_known(&self, path: &str) -> bool {
        if let Some(named) = named_table_key(path) {
            return named;
        }
        self.paths.contains(path)
            || self.paths.iter().any(|p| {
                p.strip_prefix(path)
                    .is_some_and(|rest| rest.starts_with('.'))
            })
    }

    /// The known path nearest to `path`: within its section when the
    /// section exists (`roll.dise` → `roll.dice`), else the nearest section
    /// with the same key (`rol.dice` → `roll.dice`), else the nearest of all.
    fn closest(&self, path: &str) -> Option<String> {
        let (section, key) = path.split_once('.').unwrap_or((path, ""));
        let candidates: Vec<&String> = if self.is_section(section) {
            self.paths
                .iter()
                .filter(|p| p.split_once('.').is_some_and(|(s, _)| s == section))
                .collect()
        } else {
            self.paths.iter().collect()
        };
        let distance = |p: &str| {
            let (s, k) = p.split_once('.').unwrap_or((p, ""));
            strsim::damerau_levenshtein(section, s) + strsim::damerau_levenshtein(key, k)
        };
        candidates
            .into_iter()
            .map(|p| (distance(p), p))
            .filter(|(d, _)| *d <= 3)
            .min_by_key(|(d, _)| *d)
            .map(|(_, p)| p.clone())
    }

    fn is_section(&self, section: &str) -> bool {
        self.paths
            .iter()
            .any(|p| p.split_once('.').is_some_and(|(s, _)| s == section))
    }
}

/// Every key under `table` as a dotted path; a table's own path is left
/// out unless it is empty.
fn flatten(prefix: &str, table: &toml::Table, out: &mut BTreeSet<String>) {
    for (key, value) in table {
        let path = if prefix.is_empty() {
            key.clone()
        } else {
            format!("{prefix}.{key}")
        };
        match value {
            toml::Value::Table(inner) if !inner.is_empty() => flatten(&path, inner, out),
            _ => {
                out.insert(path);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known() -> Known {
        Known::from_defaults(super::super::DEFAULT_TOML)
    }

    fn file(text: &str) -> Result<(), UnknownKey> {
        known().check_file("club.toml", &text.parse().unwrap())
    }

    #[test]
    fn every_default_is_known_and_a_file_of_real_keys_passes() {
        let k = known();
        assert!(k.paths.contains("store.data_dir"), "{:?}", k.paths);
        assert!(k.paths.contains("discord.token"));
        let whole: toml::Table = super::super::DEFAULT_TOML.parse().unwrap();
        assert_eq!(k.check_file("defaults", &whole), Ok(()));
        assert_eq!(file("[roll]\n"), Ok(()), "an empty section is harmless");
    }

    #[test]
    fn a_misspelt_key_is_named_with_the_closest_one() {
        let e = file("[store]\ndata_dr = \"/srv\"\n").unwrap_err();
        assert_eq!(e.key, "store.data_dr");
        assert_eq!(e.closest.as_deref(), Some("store.data_dir"));
        let text = e.to_string();
        assert!(
            text.starts_with("club.toml: there is no setting `store.data_dr`")
                && text.contains("did you mean `store.data_dir`?"),
            "{text}"
        );
        let e = file("[roll]\ndise = \"coin\"\n").unwrap_err();
        assert_eq!(e.closest.as_deref(), Some("roll.dice"));
    }

    #[test]
    fn a_misspelt_section_is_named_with_the_closest_one() {
        let e = file("[rol]\ndice = \"coin\"\n").unwrap_err();
        assert_eq!(e.key, "rol.dice");
        assert_eq!(e.closest.as_deref(), Some("roll.dice"));
        let e = file("colour = \"blue\"\n").unwrap_err();
        assert_eq!((e.key.as_str(), e.closest), ("colour", None));
    }

    #[test]
    fn environment_variables_are_checked_and_answered_in_their_own_form() {
        let vars = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        let k = known();
        let fine = vars(&[
            "BACKRANK__DISCORD__TOKEN",
            "BACKRANK__STORE__DATA_DIR",
            "BACKRANK_CONFIG",
            "PATH",
        ]);
        assert_eq!(k.check_env(fine.into_iter()), Ok(()));
        let e = k
            .check_env(vars(&["BACKRANK__ROLL__DISE", "BACKRANK__ROLL__DICE"]).into_iter())
            .unwrap_err();
        assert_eq!(e.key, "BACKRANK__ROLL__DISE");
        assert_eq!(e.closest.as_deref(), Some("BACKRANK__ROLL__DICE"));
        assert!(
            e.to_string()
                .starts_with("the environment variable BACKRANK__ROLL__DISE names no setting"),
            "{e}"
        );
        let e = k
            .check_env(vars(&["BACKRANK__STORE__DATADIR"]).into_iter())
            .unwrap_err();
        assert_eq!(e.closest.as_deref(), Some("BACKRANK__STORE__DATA_DIR"));
    }
}
