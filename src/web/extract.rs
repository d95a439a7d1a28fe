//! What a page's handler reads from its request before it answers, each
//! an axum extractor: the reader's language ([`Reader`]), and the
//! address's path segments ([`Segments`]) and query ([`Asking`]), which
//! refuse an address they cannot read with a page ([`Refusal`]). The
//! handlers then hold no rule of their own for either: a handler takes
//! `Reader(lang)`, gives `lang` to what may refuse, and refuses with `?`
//! ([`super::refusal`] says why the refusal carries the language).
//!
//! [`Reader`] never refuses. It reads `?lang=` by itself, so a handler's
//! own query type keeps its `lang` field only so that the query is read
//! whole: a `lang` given twice, like any field given twice, is an address
//! [`Asking`] refuses, as it was before the language had an extractor.

use std::convert::Infallible;

use axum::extract::{FromRequestParts, Path, Query};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::language::language;
use super::refusal::Refusal;
use crate::i18n::Lang;

/// The reader's language: `?lang=` first, then the browser's
/// `Accept-Language` by its weights, else English ([`language`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reader(pub Lang);

/// The one field of a query the [`Reader`] reads.
#[derive(Deserialize)]
struct LangAsked {
    lang: Option<String>,
}

impl<S: Send + Sync> FromRequestParts<S> for Reader {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Reader, Infallible> {
        // Read as `Query` reads it, so the same `lang` as the handler's own
        // query; a query it cannot read is the handler's to refuse.
        let asked = Query::<LangAsked>::try_from_uri(&parts.uri)
            .ok()
            .and_then(|Query(q)| q.lang);
        Ok(Reader(language(asked.as_deref(), &parts.headers)))
    }
}

/// An address axum could not read (a path that is not UTF-8 once decoded,
/// a query with a field twice or of the wrong kind), as a page in the
/// browser's language (`?lang=` is part of what could not be read).
fn unreadable(headers: &HeaderMap, why: String) -> Refusal {
    Refusal {
        status: StatusCode::BAD_REQUEST,
        lang: language(None, headers),
        title: msg!("web-bad-address-title"),
        why,
        fix: msg!("web-bad-address-fix"),
    }
}

/// A route's path segments, or the page that says why they cannot be read.
pub struct Segments<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Segments<T> {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Refusal> {
        match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(found)) => Ok(Segments(found)),
            Err(e) => Err(unreadable(&parts.headers, e.body_text())),
        }
    }
}

/// A page's query, or the page that says why it cannot be read.
pub struct Asking<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Asking<T> {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Refusal> {
        match Query::<T>::from_request_parts(parts, state).await {
            Ok(Query(found)) => Ok(Asking(found)),
            Err(e) => Err(unreadable(&parts.headers, e.body_text())),
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::http::{Request, header};

    use super::*;

    /// The extractor reads the address's `?lang=` as a query reads it,
    /// then the browser's languages, and never refuses.
    #[test]
    fn the_reader_reads_the_address_then_the_browser() {
        let reader = |uri: &str, accepted: Option<&str>| {
            let mut request = Request::get(uri);
            if let Some(a) = accepted {
                request = request.header(header::ACCEPT_LANGUAGE, a);
            }
            let (mut parts, ()) = request.body(()).unwrap().into_parts();
            let read = Reader::from_request_parts(&mut parts, &());
            let Ok(Reader(lang)) = futures_util::FutureExt::now_or_never(read).unwrap();
            lang
        };
        assert_eq!(reader("/r/x?lang=ko&w=720", Some("de")), Lang::Ko);
        assert_eq!(reader("/r/x?lang=%6Bo", None), Lang::Ko);
        assert_eq!(reader("/r/x?w=720", Some("fr;q=0.5, de")), Lang::De);
        assert_eq!(reader("/r/x?lang=xx", Some("es")), Lang::Es);
        // A `lang` twice is the handler's query's to refuse.
        assert_eq!(reader("/r/x?lang=ko&lang=de", Some("fr")), Lang::Fr);
        assert_eq!(reader("/", None), Lang::En);
    }
}
