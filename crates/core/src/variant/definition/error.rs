//! What is wrong with a variant file, said where and how to fix it.

use std::ops::Range;

/// A variant file that cannot be used: the file, the line, the key, what
/// is wrong and what to do. Nothing is changed when one is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {key}: {message}")]
pub struct DefinitionError {
    pub file: String,
    /// 1-based.
    pub line: usize,
    /// The key at fault (`row`, `methods[1].steps`, `pieces.J.looks`).
    pub key: String,
    pub message: String,
}

/// Turns byte offsets into line numbers for one file's errors.
#[derive(Clone, Copy)]
pub struct Locator<'a> {
    pub file: &'a str,
    pub text: &'a str,
}

impl Locator<'_> {
    pub fn line(&self, offset: usize) -> usize {
        let end = offset.min(self.text.len());
        self.text.as_bytes()[..end]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1
    }

    /// An error at `span` about `key`.
    pub fn at(&self, span: Range<usize>, key: &str, message: impl Into<String>) -> DefinitionError {
        DefinitionError {
            file: self.file.to_owned(),
            line: self.line(span.start),
            key: key.to_owned(),
            message: message.into(),
        }
    }

    /// An error about the file as a whole (line 1).
    pub fn whole(&self, message: impl Into<String>) -> DefinitionError {
        self.at(0..0, "(file)", message)
    }

    /// TOML's own error (syntax, a wrong type, an unknown key), with the
    /// key read from the line it points at.
    pub fn toml(&self, e: &toml::de::Error) -> DefinitionError {
        let span = e.span().unwrap_or(0..0);
        let line_start = self.text[..span.start.min(self.text.len())]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let line_text = self.text[line_start..].lines().next().unwrap_or("").trim();
        let message = e.message().trim().to_owned();
        let missing = message.starts_with("missing field");
        // The key: `name = …` on the line, a table's name (`[pieces.J]`),
        // or, for a key missing from the top of the file, the file.
        let key = if let Some(table) = line_text.strip_prefix('[') {
            table.trim_matches(|c| c == '[' || c == ']').trim()
        } else if missing && span.start == 0 {
            "(file)"
        } else {
            line_text
                .split('=')
                .next()
                .map(str::trim)
                .filter(|k| !k.is_empty() && line_text.contains('='))
                .unwrap_or("(syntax)")
        };
        let fix = if message.starts_with("unknown field") {
            "; the user guide's \"Variant files\" (docs/src/variant-files.md) lists the keys a file may use"
        } else if missing {
            ": add it (see the user guide's \"Variant files\", docs/src/variant-files.md)"
        } else {
            ""
        };
        self.at(span, key, format!("{message}{fix}"))
    }
}
