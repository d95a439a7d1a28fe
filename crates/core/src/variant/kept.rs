//! A variant as a record keeps it, so that what finishes later (a
//! roll-along's next throw, an event's round, `/stats` months on) rolls
//! exactly what was asked: a built-in by its id, a variant file by its id
//! and the digest of the version rolled, never "whatever the file says
//! today".

use std::fmt;
use std::str::FromStr;

use crate::variant::Variant;

/// A kept variant: `chess960`, or `thursday.6c1215d3` for a variant file.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KeptVariant {
    /// The id people type (`chess960`, `thursday`).
    pub id: String,
    /// The digest of a variant file's version; `None` for a built-in.
    pub digest: Option<String>,
}

impl Variant {
    /// How a record keeps this variant.
    pub fn kept(self) -> KeptVariant {
        KeptVariant {
            id: self.id().to_owned(),
            digest: self.spec().digest.clone(),
        }
    }
}

impl KeptVariant {
    /// Whether `v` is the variant kept: a file's variant in the version
    /// kept, not a later one of the same id. A kept id with no digest names
    /// a built-in, or (in records older than kept versions) a file's
    /// variant as it is now.
    pub fn is(&self, v: Variant) -> bool {
        v.id() == self.id && (self.digest.is_none() || v.spec().digest == self.digest)
    }

    /// The variant kept, when every server knows it ([`Variant::known`]:
    /// a built-in, or a file this process loaded), not a server's own.
    pub fn known(&self) -> Option<Variant> {
        Variant::known().into_iter().find(|v| self.is(*v))
    }
}

impl fmt::Display for KeptVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.digest {
            Some(digest) => write!(f, "{}.{digest}", self.id),
            None => f.write_str(&self.id),
        }
    }
}

/// Why kept text is not a kept variant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a kept variant (an id, or a variant file's id.digest)")]
pub struct ParseKeptVariantError {
    /// The text, cut to a length a log line takes.
    pub text: String,
}

/// The longest kept text worth quoting back in an error.
const QUOTED: usize = 80;

impl FromStr for KeptVariant {
    type Err = ParseKeptVariantError;

    fn from_str(text: &str) -> Result<KeptVariant, ParseKeptVariantError> {
        let word = |w: &str| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        };
        let refused = || ParseKeptVariantError {
            text: text.chars().take(QUOTED).collect(),
        };
        match text.split_once('.') {
            None if word(text) => Ok(KeptVariant {
                id: text.to_owned(),
                digest: None,
            }),
            Some((id, digest))
                if word(id)
                    && !digest.is_empty()
                    && digest.chars().all(|c| c.is_ascii_hexdigit()) =>
            {
                Ok(KeptVariant {
                    id: id.to_owned(),
                    digest: Some(digest.to_owned()),
                })
            }
            _ => Err(refused()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_variant_reads_back_as_written() {
        for v in Variant::ALL {
            let kept = v.kept();
            assert_eq!(kept.digest, None, "{v:?}");
            assert_eq!(kept.to_string().parse::<KeptVariant>(), Ok(kept.clone()));
            assert!(kept.is(v));
            assert_eq!(kept.known(), Some(v));
        }
        let file: KeptVariant = "thursday.6c1215d3".parse().unwrap();
        assert_eq!(file.id, "thursday");
        assert_eq!(file.digest.as_deref(), Some("6c1215d3"));
        assert_eq!(file.to_string(), "thursday.6c1215d3");
        assert!(!file.is(Variant::Chess960));
        assert_eq!(file.known(), None, "a server's own file");
    }

    #[test]
    fn text_that_is_no_kept_variant_is_refused_by_name() {
        for bad in ["", ".", "thursday.", ".6c12", "thursday.zz", "a b", "x.1.2"] {
            let e = bad.parse::<KeptVariant>().unwrap_err();
            assert_eq!(e.text, bad);
        }
    }
}
