//! The audit's verdicts on a club's variant file, kept between runs, so a
//! file given with every `--variant-file` roll (or in `[variants] dir` at
//! every start) is audited once, not each time: up to about two seconds a
//! file.
//!
//! An entry is found only by the file's whole SHA-256 and this version of
//! Backrank, so an edited file, or another version's audit, is never used.
//! An entry that cannot be read (damaged, cut short, not ours) is ignored,
//! and written again after a fresh audit. Entries are written to a
//! temporary file and renamed into place, so a reader never sees half of
//! one. The cache lives in the user's cache folder
//! (`~/.cache/backrank/audits` on Linux; `XDG_CACHE_HOME` moves it).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::core::catalogue::Uniformity;

/// One file's verdicts, as kept.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
struct Entry {
    /// The Backrank version that audited it.
    backrank: String,
    /// The file's SHA-256, hex.
    sha256: String,
    /// Each method's verdict, in the file's order: `uniform`, or the ratio
    /// of the likeliest position to the least likely.
    methods: Vec<Verdict>,
}

#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum Verdict {
    Uniform,
    Ratio(u32, u32),
}

/// Where the verdicts are kept.
#[derive(Clone, Debug)]
pub struct AuditCache {
    dir: PathBuf,
}

impl AuditCache {
    /// The cache in the user's cache folder; `None` where there is none.
    pub fn for_user() -> Option<AuditCache> {
        dirs::cache_dir().map(|d| AuditCache {
            dir: d.join("backrank").join("audits"),
        })
    }

    /// A cache in `dir` (tests).
    pub fn in_dir(dir: &Path) -> AuditCache {
        AuditCache {
            dir: dir.to_owned(),
        }
    }

    fn path(&self, sha: &str) -> PathBuf {
        self.dir.join(format!("{sha}.json"))
    }

    /// The verdicts kept for exactly `text`, if any can be read.
    pub fn get(&self, text: &str) -> Option<Vec<Uniformity>> {
        let sha = sha256(text);
        let bytes = std::fs::read(self.path(&sha)).ok()?;
        let entry: Entry = serde_json::from_slice(&bytes).ok()?;
        if entry.backrank != env!("CARGO_PKG_VERSION") || entry.sha256 != sha {
            return None;
        }
        Some(
            entry
                .methods
                .into_iter()
                .map(|v| match v {
                    Verdict::Uniform => Uniformity::Uniform,
                    Verdict::Ratio(n, d) => Uniformity::NotUniform(n, d),
                })
                .collect(),
        )
    }

    /// Keeps `verdicts` for `text`. A cache that cannot be written is only
    /// slower: the failure is logged, not returned.
    pub fn put(&self, text: &str, verdicts: &[Uniformity]) {
        let sha = sha256(text);
        let entry = Entry {
            backrank: env!("CARGO_PKG_VERSION").to_owned(),
            sha256: sha.clone(),
            methods: verdicts
                .iter()
                .map(|u| match *u {
                    Uniformity::Uniform => Verdict::Uniform,
                    Uniformity::NotUniform(n, d) => Verdict::Ratio(n, d),
                })
                .collect(),
        };
        if let Err(e) = self.write(&sha, &entry) {
            tracing::debug!(dir = %self.dir.display(), error = %e, "could not keep a variant file's audit");
        }
    }

    fn write(&self, sha: &str, entry: &Entry) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let bytes = serde_json::to_vec_pretty(entry).map_err(std::io::Error::other)?;
        // Another process may write the same entry at once: each writes a
        // file of its own, and the renames are atomic.
        let temp = self.dir.join(format!(".{sha}.{}.tmp", std::process::id()));
        std::fs::write(&temp, bytes)?;
        std::fs::rename(&temp, self.path(sha))
    }
}

fn sha256(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cache in a folder of its own, removed when the folder is dropped.
    fn cache(name: &str) -> (AuditCache, tempfile::TempDir) {
        let tmp = tempfile::Builder::new()
            .prefix(&format!("backrank-audit-cache-{name}-"))
            .tempdir()
            .unwrap();
        (AuditCache::in_dir(&tmp.path().join("cache")), tmp)
    }

    #[test]
    fn verdicts_come_back_for_the_same_text_only() {
        let (c, _dir) = cache("same");
        let v = [Uniformity::Uniform, Uniformity::NotUniform(3, 2)];
        assert_eq!(c.get("id = 1"), None);
        c.put("id = 1", &v);
        assert_eq!(c.get("id = 1").as_deref(), Some(&v[..]));
        assert_eq!(c.get("id = 2"), None, "another text");
        assert_eq!(c.get("id = 1 "), None, "one byte more");
    }

    #[test]
    fn a_damaged_or_foreign_entry_is_not_used_and_is_written_again() {
        let (c, _dir) = cache("damaged");
        let v = [Uniformity::Uniform];
        c.put("x", &v);
        let path = c.path(&sha256("x"));
        std::fs::write(&path, b"{\"backrank\": \"0.1.0\", \"sha").unwrap();
        assert_eq!(c.get("x"), None, "cut short");
        let other_version = serde_json::json!({
            "backrank": "0.0.0-other", "sha256": sha256("x"), "methods": ["uniform"]
        });
        std::fs::write(&path, other_version.to_string()).unwrap();
        assert_eq!(c.get("x"), None, "another version's");
        let misfiled = serde_json::json!({
            "backrank": env!("CARGO_PKG_VERSION"), "sha256": sha256("y"), "methods": ["uniform"]
        });
        std::fs::write(&path, misfiled.to_string()).unwrap();
        assert_eq!(c.get("x"), None, "another file's entry under this name");
        c.put("x", &v);
        assert_eq!(c.get("x").as_deref(), Some(&v[..]));
    }
}
