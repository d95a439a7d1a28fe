//! What an address may add after its `?`, as several pages read it: a
//! page's ([`PageQuery`]: the reader's language and a board's width) and a
//! tool's ([`ForTools`]: the language of its words, and nothing of the
//! browser's).

use serde::Deserialize;

use crate::i18n::Lang;

/// What a page's address may add: `?lang=` and, for a board, `?w=`.
#[derive(Debug, Default, Deserialize)]
pub struct PageQuery {
    /// Read by [`Reader`](super::extract::Reader); here so the query is
    /// read whole.
    #[serde(rename = "lang")]
    _lang: Option<String>,
    pub w: Option<u32>,
}

/// What a tool's address may add: `?lang=` for the words (English
/// otherwise; the browser's languages are not read, so an address always
/// gives the same answer).
#[derive(Debug, Default, Deserialize)]
pub struct ForTools {
    pub lang: Option<String>,
}

impl ForTools {
    /// The language asked for, English otherwise.
    pub fn lang(&self) -> Lang {
        self.lang
            .as_deref()
            .and_then(Lang::from_locale)
            .unwrap_or_default()
    }
}
