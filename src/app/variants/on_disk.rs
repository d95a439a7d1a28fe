//! Reading a club's variant files from disk: one file (`--variant-file`) or
//! a folder of them (`[variants] dir`), each checked and audited by the
//! core and made findable by name in this process.

use std::path::{Path, PathBuf};

use crate::app::variants::audit_cache::AuditCache;
use crate::core::custom::{self, LoadError};
use crate::core::variant::Variant;
use crate::core::variant::definition::MAX_FILE_BYTES;
use crate::core::variant::registry::{self, Owner};

/// A variant file that could not be read or loaded.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("{path}: cannot read the variant file: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: the file is over {MAX_FILE_BYTES} bytes; a variant file is at most that")]
    TooBig { path: String },
    #[error("{0}")]
    Load(#[from] LoadError),
}

/// One file of a folder, and how its loading went.
pub type Loaded = (PathBuf, Result<Variant, FileError>);

/// Reads the variant file at `path`, never more than its limit.
///
/// # Errors
///
/// [`FileError`] naming the file (and for a bad definition, the line).
pub fn read(path: &Path) -> Result<(String, String), FileError> {
    let shown = path.display().to_string();
    let io = |source| FileError::Read {
        path: shown.clone(),
        source,
    };
    match crate::app::bounded::read_text(path, MAX_FILE_BYTES) {
        Ok(text) => Ok((shown, text)),
        Err(crate::app::bounded::ReadError::TooBig(_)) => Err(FileError::TooBig { path: shown }),
        Err(crate::app::bounded::ReadError::Io(e)) => Err(io(e)),
    }
}

/// Loads the variant file at `path` and makes it findable by name.
///
/// # Errors
///
/// [`FileError`]; nothing is loaded then.
pub fn load_file(path: &Path) -> Result<Variant, FileError> {
    load_file_with(path, AuditCache::for_user().as_ref())
}

/// As [`load_file`], with the audit's verdicts kept in `cache` (taken from
/// it when it has this very file's, else audited and put there).
///
/// # Errors
///
/// [`FileError`]; nothing is loaded then.
pub fn load_file_with(path: &Path, cache: Option<&AuditCache>) -> Result<Variant, FileError> {
    let (shown, text) = read(path)?;
    let v = match cache.and_then(|c| c.get(&text)) {
        Some(judged) => custom::load_judged(&shown, &text, Owner::Operator, &judged)?,
        None => {
            let v = custom::load(&shown, &text, Owner::Operator)?;
            if let Some(c) = cache {
                c.put(&text, &custom::verdicts(v));
            }
            v
        }
    };
    registry::publish(v);
    Ok(v)
}

/// Loads every `*.toml` in `dir`, in name order. A bad file is logged and
/// skipped; the rest load.
///
/// # Errors
///
/// Only when the folder itself cannot be read.
pub fn load_dir(dir: &Path) -> Result<Vec<Loaded>, FileError> {
    let entries = std::fs::read_dir(dir).map_err(|source| FileError::Read {
        path: dir.display().to_string(),
        source,
    })?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    paths.sort();
    Ok(paths
        .into_iter()
        .map(|p| {
            let result = load_file(&p);
            match &result {
                Ok(v) => {
                    tracing::info!(file = %p.display(), variant = v.id(), "variant file loaded")
                }
                Err(e) => tracing::warn!(file = %p.display(), error = %e, "variant file skipped"),
            }
            (p, result)
        })
        .collect())
}
