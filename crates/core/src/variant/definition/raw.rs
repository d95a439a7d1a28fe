//! The file as TOML gives it: every key with where it stands, no meaning
//! yet. Unknown keys are refused by TOML itself, with their line.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::variant::definition::DefinitionError;
use crate::variant::definition::error::Locator;

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFile {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    pub aliases: Option<Spanned<Vec<Spanned<String>>>>,
    pub files: Spanned<i64>,
    pub ranks: Spanned<i64>,
    pub row: Spanned<String>,
    pub pawns: Option<Spanned<bool>>,
    pub black: Option<Spanned<String>>,
    pub castling: Option<Spanned<bool>>,
    pub rules: Option<Spanned<Vec<Spanned<String>>>>,
    pub first_square: Option<Spanned<String>>,
    pub summary: Option<Spanned<String>>,
    pub pieces: Option<BTreeMap<String, Spanned<RawPiece>>>,
    pub methods: Option<Vec<Spanned<RawMethod>>>,
    // Only Backrank's own files use the keys below.
    pub board: Option<Spanned<String>>,
    pub letters: Option<Spanned<String>>,
    pub row_files: Option<Spanned<Vec<u8>>>,
    pub fixed: Option<Spanned<Vec<Spanned<String>>>>,
    pub halves: Option<Spanned<usize>>,
    pub replay_code: Option<Spanned<String>>,
    pub numbering: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPiece {
    pub name: Spanned<String>,
    pub looks: Spanned<Vec<Spanned<String>>>,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMethod {
    pub id: Spanned<String>,
    pub name: Option<Spanned<String>>,
    pub summary: Option<Spanned<String>>,
    pub technique: Option<Spanned<String>>,
    pub steps: Option<Spanned<Vec<Spanned<String>>>>,
    // Only Backrank's own files use the keys below.
    pub reference: Option<Spanned<String>>,
    pub procedure: Option<Spanned<String>>,
    pub uniformity: Option<Spanned<String>>,
}

impl RawFile {
    /// A club's file may not use the keys for what only the built-in
    /// variants need.
    pub fn refuse_builtin_keys(&self, at: &Locator<'_>) -> Result<(), DefinitionError> {
        let spans = [
            ("board", self.board.as_ref().map(Spanned::span)),
            ("letters", self.letters.as_ref().map(Spanned::span)),
            ("row_files", self.row_files.as_ref().map(Spanned::span)),
            ("fixed", self.fixed.as_ref().map(Spanned::span)),
            ("halves", self.halves.as_ref().map(Spanned::span)),
            ("replay_code", self.replay_code.as_ref().map(Spanned::span)),
            ("numbering", self.numbering.as_ref().map(Spanned::span)),
        ];
        let methods = self
            .methods
            .iter()
            .flatten()
            .enumerate()
            .flat_map(|(i, m)| {
                let m = m.get_ref();
                [
                    ("reference", m.reference.as_ref().map(Spanned::span)),
                    ("procedure", m.procedure.as_ref().map(Spanned::span)),
                    ("uniformity", m.uniformity.as_ref().map(Spanned::span)),
                ]
                .map(move |(k, s)| (format!("methods[{i}].{k}"), s))
            });
        let all = spans
            .into_iter()
            .map(|(k, s)| (k.to_owned(), s))
            .chain(methods);
        for (key, span) in all {
            if let Some(span) = span {
                let fix = match key.rsplit('.').next() {
                    Some("reference") => "give the method a name instead",
                    Some("procedure") => "write the method as steps",
                    Some("uniformity") => "Backrank's audit finds it for you",
                    _ => "remove it",
                };
                return Err(at.at(
                    span,
                    &key,
                    format!("only Backrank's own variants use this key: {fix}"),
                ));
            }
        }
        Ok(())
    }
}
