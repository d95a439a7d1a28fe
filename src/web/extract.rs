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
//! A tool's JSON address reads its query with [`ToolAsking`], which
//! refuses as JSON.
//!
//! A refusal says in the site's own words, in the reader's language, what
//! could not be read: the field given twice, or the field whose value the
//! page does not take ([`query_fault`]); never axum's English.

use std::convert::Infallible;

use axum::extract::{FromRequestParts, Path, Query};
use axum::http::request::Parts;
use axum::http::{StatusCode, Uri};
use axum::response::Response;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::language::language;
use super::refusal::Refusal;
use super::{NO_STORE, set_cache};
use crate::i18n::{Lang, t, t_with};

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
        Ok(Reader(language(
            asked_lang(&parts.uri).as_deref(),
            &parts.headers,
        )))
    }
}

/// The address's `?lang=`, read as `Query` reads it, so the same `lang` as
/// the handler's own query; none when it cannot be read (given twice),
/// which is the handler's query to refuse.
fn asked_lang(uri: &Uri) -> Option<String> {
    Query::<LangAsked>::try_from_uri(uri)
        .ok()
        .and_then(|Query(q)| q.lang)
}

/// An address axum could not read, as a page in the reader's language
/// (the browser's, where `?lang=` itself is what could not be read),
/// `why` in that language.
fn unreadable(parts: &Parts, why: impl FnOnce(Lang) -> String) -> Refusal {
    let lang = language(asked_lang(&parts.uri).as_deref(), &parts.headers);
    Refusal {
        status: StatusCode::BAD_REQUEST,
        lang,
        title: msg!("web-bad-address-title"),
        why: why(lang),
        fix: msg!("web-bad-address-fix"),
    }
}

/// What of the query `query` a page reading it as `T` could not read, in
/// `lang`: a field given twice, else the first field whose value `T` does
/// not take (each field read alone), else the query as a whole. Field and
/// value are quoted as given, cut to 20 characters.
fn query_fault<T: DeserializeOwned>(query: &str, lang: Lang) -> String {
    let pairs = |q: &str| -> Vec<(String, String)> {
        format!("/?{q}")
            .parse::<Uri>()
            .ok()
            .and_then(|uri| Query::<Vec<(String, String)>>::try_from_uri(&uri).ok())
            .map(|Query(pairs)| pairs)
            .unwrap_or_default()
    };
    let cut = |s: &str| s.chars().take(20).collect::<String>();
    let mut seen: Vec<String> = Vec::new();
    for (field, _) in pairs(query) {
        if seen.contains(&field) {
            return t_with(
                lang,
                msg!("web-bad-query-twice"),
                &[("field", cut(&field).into())],
            );
        }
        seen.push(field);
    }
    for part in query.split('&').filter(|p| !p.is_empty()) {
        let alone = format!("/?{part}").parse::<Uri>().ok();
        if alone.is_some_and(|uri| Query::<T>::try_from_uri(&uri).is_err())
            && let Some((field, given)) = pairs(part).into_iter().next()
        {
            return t_with(
                lang,
                msg!("web-bad-query-value"),
                &[("field", cut(&field).into()), ("given", cut(&given).into())],
            );
        }
    }
    t(lang, msg!("web-bad-query"))
}

/// A route's path segments, or the page that says why they cannot be read.
pub struct Segments<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Segments<T> {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Refusal> {
        match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(found)) => Ok(Segments(found)),
            Err(e) => {
                tracing::debug!(error = %e.body_text(), "an address's path could not be read");
                Err(unreadable(parts, |lang| t(lang, msg!("web-bad-path"))))
            }
        }
    }
}

/// A page's query, or the page that says why it cannot be read.
pub struct Asking<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Asking<T> {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Refusal> {
        match Query::<T>::try_from_uri(&parts.uri) {
            Ok(Query(found)) => Ok(Asking(found)),
            Err(_) => {
                let query = parts.uri.query().unwrap_or_default();
                Err(unreadable(parts, |lang| query_fault::<T>(query, lang)))
            }
        }
    }
}

/// A tool's query (a JSON address's), or its refusal as JSON
/// (`{"api": 1, "error": …}`, [`Refusal::json`]) in `?lang=`'s language,
/// English where that cannot be read: a tool's address never reads the
/// browser's languages.
pub struct ToolAsking<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for ToolAsking<T> {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Response> {
        match Query::<T>::try_from_uri(&parts.uri) {
            Ok(Query(found)) => Ok(ToolAsking(found)),
            Err(_) => {
                let lang = asked_lang(&parts.uri)
                    .as_deref()
                    .and_then(Lang::from_locale)
                    .unwrap_or_default();
                let query = parts.uri.query().unwrap_or_default();
                let mut answer = Refusal {
                    status: StatusCode::BAD_REQUEST,
                    lang,
                    title: msg!("web-bad-address-title"),
                    why: query_fault::<T>(query, lang),
                    fix: msg!("web-bad-address-fix"),
                }
                .json();
                set_cache(&mut answer, NO_STORE);
                Err(answer)
            }
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

    /// A page's query: a width and faces.
    #[derive(Debug, Deserialize)]
    struct Asked {
        #[serde(rename = "lang")]
        _lang: Option<String>,
        #[serde(rename = "w")]
        _w: Option<u32>,
        #[serde(rename = "f")]
        _f: Option<String>,
    }

    /// A query that cannot be read is named by its field, in the site's
    /// words and the reader's language.
    #[test]
    fn a_query_fault_names_its_field() {
        let fault = |q: &str| query_fault::<Asked>(q, Lang::En);
        assert_eq!(
            fault("f=hh&w=720&f=tt"),
            "The address gives 'f' twice: a page reads each of its fields once."
        );
        assert_eq!(
            fault("lang=de&w=wide"),
            "'wide' is not a value this address's 'w' takes."
        );
        assert_eq!(
            fault("w=%77%69%64%65"),
            "'wide' is not a value this address's 'w' takes."
        );
        assert_eq!(
            fault(&format!("w={}", "9".repeat(40))),
            format!(
                "'{}' is not a value this address's 'w' takes.",
                "9".repeat(20)
            )
        );
        assert!(
            query_fault::<Asked>("w=x", Lang::De).contains("„w“"),
            "{}",
            query_fault::<Asked>("w=x", Lang::De)
        );
    }
}
