//! Naming and opening entropy sources: `os`, `seed:TEXT`, `typed`.

use std::fmt;
use std::str::FromStr;

use backrank_entropy::EntropySource;

/// A source as the user names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceSpec {
    /// The operating system's random number generator.
    Os,
    /// A repeatable ChaCha20 stream keyed by the text.
    Seed(String),
    /// Faces the user types (`--rolls`).
    Typed,
}

/// The longest seed text accepted.
pub const MAX_SEED_LEN: usize = 256;

/// A source name Backrank does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SourceError {
    #[error("unknown source '{0}': use os, seed:TEXT, or typed (with --rolls)")]
    Unknown(String),
    #[error("a seed is at most {MAX_SEED_LEN} characters long")]
    SeedTooLong,
    #[error("the {0} source is not in this build (it was built without the `{1}` feature)")]
    NotBuilt(&'static str, &'static str),
}

impl FromStr for SourceSpec {
    type Err = SourceError;

    fn from_str(s: &str) -> Result<SourceSpec, SourceError> {
        let t = s.trim();
        if let Some(seed) = t.strip_prefix("seed:") {
            if seed.chars().count() > MAX_SEED_LEN {
                return Err(SourceError::SeedTooLong);
            }
            return Ok(SourceSpec::Seed(seed.to_owned()));
        }
        match t.to_ascii_lowercase().as_str() {
            "os" | "os-rng" | "system" => Ok(SourceSpec::Os),
            "typed" => Ok(SourceSpec::Typed),
            _ => Err(SourceError::Unknown(t.chars().take(40).collect())),
        }
    }
}

impl fmt::Display for SourceSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceSpec::Os => f.write_str("os"),
            SourceSpec::Seed(s) => write!(f, "seed:{s}"),
            SourceSpec::Typed => f.write_str("typed"),
        }
    }
}

/// Opens a source that throws by itself (not `typed`, whose faces the caller
/// already has).
///
/// # Errors
///
/// [`SourceError::NotBuilt`] when the source's feature is off.
pub fn open(spec: &SourceSpec) -> Result<Box<dyn EntropySource>, SourceError> {
    match spec {
        #[cfg(feature = "os-rng")]
        SourceSpec::Os => Ok(Box::new(backrank_os_rng::OsRngSource::new())),
        #[cfg(feature = "os-rng")]
        SourceSpec::Seed(text) => Ok(Box::new(backrank_os_rng::SeededSource::new(text))),
        #[cfg(not(feature = "os-rng"))]
        SourceSpec::Os | SourceSpec::Seed(_) => Err(SourceError::NotBuilt("os", "os-rng")),
        SourceSpec::Typed => Err(SourceError::Unknown(
            "typed (give the faces with --rolls)".to_owned(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse() {
        assert_eq!("os".parse(), Ok(SourceSpec::Os));
        assert_eq!(
            "seed:club night".parse(),
            Ok(SourceSpec::Seed("club night".into()))
        );
        assert_eq!("seed:".parse(), Ok(SourceSpec::Seed(String::new())));
        assert_eq!("typed".parse(), Ok(SourceSpec::Typed));
        assert!(matches!(
            "serial".parse::<SourceSpec>(),
            Err(SourceError::Unknown(_))
        ));
        let long = format!("seed:{}", "x".repeat(MAX_SEED_LEN + 1));
        assert_eq!(long.parse::<SourceSpec>(), Err(SourceError::SeedTooLong));
    }
}
