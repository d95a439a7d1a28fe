//! The built-in variants: files in the same format as a club's, compiled
//! into the binary and read once, on first use.

use std::sync::LazyLock;

use crate::variant::VariantSpec;
use crate::variant::definition::{self, Definition, FileKind};

/// Each built-in variant's file, in [`Variant::ALL`]'s order.
const FILES: [(&str, &str); 9] = [
    ("chess960.toml", include_str!("builtin/chess960.toml")),
    ("chess25.toml", include_str!("builtin/chess25.toml")),
    ("crc.toml", include_str!("builtin/crc.toml")),
    (
        "crc-carrillo.toml",
        include_str!("builtin/crc-carrillo.toml"),
    ),
    ("modern-crc.toml", include_str!("builtin/modern-crc.toml")),
    (
        "modern-random.toml",
        include_str!("builtin/modern-random.toml"),
    ),
    ("ajax-random.toml", include_str!("builtin/ajax-random.toml")),
    (
        "english-random.toml",
        include_str!("builtin/english-random.toml"),
    ),
    (
        "korean-random.toml",
        include_str!("builtin/korean-random.toml"),
    ),
];

static DEFINITIONS: LazyLock<Vec<Definition>> = LazyLock::new(|| {
    FILES
        .iter()
        .map(|&(file, text)| {
            // These files are part of the program, and the tests read every
            // one: a mistake in one is a bug to fix, not input to handle.
            definition::parse(file, text, FileKind::Builtin)
                .expect("a built-in variant file is valid")
        })
        .collect()
});

static SPECS: LazyLock<Vec<VariantSpec>> =
    LazyLock::new(|| DEFINITIONS.iter().map(Definition::build).collect());

/// The file of the built-in variant at `index` ([`super::Provenance::BuiltIn`])
/// as read (the catalogue reads its methods).
pub fn definition(index: usize) -> &'static Definition {
    &DEFINITIONS[index]
}

/// The spec of the built-in variant at `index`.
pub(super) fn spec(index: usize) -> &'static VariantSpec {
    &SPECS[index]
}

/// The built-in files, for the README and the tests.
pub fn files() -> &'static [(&'static str, &'static str)] {
    &FILES
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Numbering;

    #[test]
    fn every_built_in_file_reads() {
        for (file, text) in FILES {
            definition::parse(file, text, FileKind::Builtin).unwrap();
        }
    }

    /// Each built-in variant is numbered by the code written for it.
    #[test]
    fn every_built_in_variant_names_its_own_numbering() {
        for v in crate::variant::Variant::ALL {
            assert_eq!(v.spec().numbering.map(Numbering::name), Some(v.id()));
        }
    }

    /// A numbering name with no code behind it is refused when the file is
    /// read, at its line, with the names there are: not a silent fall-back
    /// to a worked-out numbering.
    #[test]
    fn an_unknown_numbering_is_refused_where_it_is_named() {
        let (file, text) = FILES[0];
        let typo = text.replace("numbering = \"chess960\"", "numbering = \"chess961\"");
        assert_ne!(typo, text, "the file names its numbering");
        let line = 1 + typo
            .lines()
            .position(|l| l.starts_with("numbering"))
            .unwrap();
        let e = definition::parse(file, &typo, FileKind::Builtin).unwrap_err();
        assert_eq!(
            (e.file.as_str(), e.line, e.key.as_str()),
            (file, line, "numbering")
        );
        assert!(
            e.message
                .starts_with("unknown numbering 'chess961': use one of chess960, chess25, crc,"),
            "{e}"
        );
    }
}
