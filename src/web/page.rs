//! The frame every page shares (language, style sheet, header), the style
//! sheet itself, and the error pages.

use std::sync::LazyLock;

use axum::extract::{FromRequestParts, Path, Query};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, Markup, html};
use serde::de::DeserializeOwned;
use sha2::{Digest, Sha256};

use super::{forever, html_page, language};
use crate::i18n::{Lang, t};

const STYLE: &str = include_str!("web.css");

/// The style sheet's file name, with a digest of its text: it is kept
/// forever, and a new sheet gets a new name.
static STYLE_NAME: LazyLock<String> = LazyLock::new(|| {
    let digest = hex::encode(Sha256::digest(STYLE.as_bytes()));
    format!("web-{}.css", &digest[..12])
});

/// `GET /static/{name}`: the style sheet, under its current name only.
pub async fn stylesheet(Path(name): Path<String>, headers: HeaderMap) -> Response {
    if name == *STYLE_NAME {
        forever("text/css; charset=utf-8", STYLE)
    } else {
        not_found(headers).await
    }
}

/// A whole page: `title` in the tab, `main` as its content.
pub fn frame(lang: Lang, title: &str, main: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Backrank" }
                link rel="stylesheet" href={ "/static/" (*STYLE_NAME) };
            }
            body {
                header class="site" {
                    a href={ "/?lang=" (lang.code()) } { "Backrank" }
                }
                main { (main) }
            }
        }
    }
    .into_string()
}

/// A page that says what went wrong and what to do.
pub fn error(status: StatusCode, lang: Lang, title: &str, why: &str, what_to_do: &str) -> Response {
    let main = html! {
        h1 { (title) }
        p { (why) }
        p { (what_to_do) }
        p { a href={ "/?lang=" (lang.code()) } { (t(lang, "web-home-link")) } }
    };
    html_page(status, lang, frame(lang, title, main))
}

/// Why an address gives no page: its status, and the words of its page
/// (message ids, and the reason in the reader's language).
pub struct Refusal {
    pub status: StatusCode,
    pub title: &'static str,
    pub why: String,
    pub fix: &'static str,
}

impl Refusal {
    /// The page that says so.
    pub fn page(&self, lang: Lang) -> Response {
        error(
            self.status,
            lang,
            &t(lang, self.title),
            &self.why,
            &t(lang, self.fix),
        )
    }
}

/// The fallback: no page at this address.
pub async fn not_found(headers: HeaderMap) -> Response {
    let lang = language(None, &headers);
    error(
        StatusCode::NOT_FOUND,
        lang,
        &t(lang, "web-not-found-title"),
        &t(lang, "web-not-found"),
        &t(lang, "web-not-found-fix"),
    )
}

/// A status with a line of text, for what is not a page (a board, a QR
/// code) and cannot be made.
pub fn plain(status: StatusCode, text: String) -> Response {
    (status, text).into_response()
}

/// An address axum could not read (a path that is not UTF-8 once decoded,
/// a query with a field twice or of the wrong kind), as a page in the
/// reader's language.
fn unreadable(headers: &HeaderMap, why: String) -> Response {
    let lang = language(None, headers);
    Refusal {
        status: StatusCode::BAD_REQUEST,
        title: "web-bad-address-title",
        why,
        fix: "web-bad-address-fix",
    }
    .page(lang)
}

/// A route's path segments, or the page that says why they cannot be read.
pub struct Segments<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Segments<T> {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Response> {
        match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(found)) => Ok(Segments(found)),
            Err(e) => Err(unreadable(&parts.headers, e.body_text())),
        }
    }
}

/// A page's query, or the page that says why it cannot be read.
pub struct Asking<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Asking<T> {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Response> {
        match Query::<T>::from_request_parts(parts, state).await {
            Ok(Query(found)) => Ok(Asking(found)),
            Err(e) => Err(unreadable(&parts.headers, e.body_text())),
        }
    }
}
