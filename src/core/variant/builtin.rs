//! The built-in variants: files in the same format as a club's, compiled
//! into the binary and read once, on first use.

use std::sync::LazyLock;

use crate::core::variant::VariantSpec;
use crate::core::variant::definition::{self, Definition, Origin};

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
            definition::parse(file, text, Origin::Builtin)
                .expect("a built-in variant file is valid")
        })
        .collect()
});

static SPECS: LazyLock<Vec<VariantSpec>> =
    LazyLock::new(|| DEFINITIONS.iter().map(Definition::build).collect());

/// The file of the built-in variant at `index` ([`super::Origin::BuiltIn`])
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

    #[test]
    fn every_built_in_file_reads() {
        for (file, text) in FILES {
            definition::parse(file, text, Origin::Builtin).unwrap();
        }
    }
}
