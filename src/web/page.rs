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
use crate::i18n::{Lang, Msg, t};

/// A file served as it is, under a name with a digest of its text: it is
/// kept forever, and a new text gets a new name.
pub struct Asset {
    text: &'static str,
    content_type: &'static str,
    name: LazyLock<String>,
}

macro_rules! asset {
    ($file:literal, $stem:literal, $extension:literal, $content_type:literal) => {
        Asset {
            text: include_str!($file),
            content_type: $content_type,
            name: LazyLock::new(|| {
                let digest = hex::encode(Sha256::digest(include_str!($file).as_bytes()));
                format!("{}-{}.{}", $stem, &digest[..12], $extension)
            }),
        }
    };
}

/// The style sheet of every page.
pub static STYLE: Asset = asset!("web.css", "web", "css", "text/css; charset=utf-8");
/// The arbiter's screen's script: a new round shown the moment it is
/// revealed.
pub static LIVE: Asset = asset!("live.js", "live", "js", "text/javascript; charset=utf-8");

impl Asset {
    /// Its address.
    pub fn path(&self) -> String {
        format!("/static/{}", *self.name)
    }
}

/// `GET /static/{name}`: an asset, under its current name only.
pub async fn asset(Path(name): Path<String>, headers: HeaderMap) -> Response {
    match [&STYLE, &LIVE].into_iter().find(|a| *a.name == name) {
        Some(a) => forever(a.content_type, a.text),
        None => not_found(headers).await,
    }
}

/// A whole page: `title` in the tab, `main` as its content.
pub fn frame(lang: Lang, title: &str, main: Markup) -> String {
    frame_with(lang, title, main, &Head::default())
}

/// What a page may add to the frame.
#[derive(Default)]
pub struct Head {
    /// Scripts of the site's own, by address.
    pub scripts: Vec<String>,
    /// Seconds after which a browser with no script reloads the page.
    pub reload_without_script: Option<u32>,
    /// A class on `body`, for a page laid out its own way.
    pub body_class: Option<&'static str>,
    /// What the arbiter's screen's script reads from `main`.
    pub live: Option<Live>,
}

/// What the arbiter's screen's script reads (`main`'s `data-` attributes).
pub struct Live {
    /// The rounds revealed as the page shows them.
    pub revealed: i64,
    /// The stream that says when that changes.
    pub stream: String,
    /// Seconds after which to ask again for a round not checked yet.
    pub retry: Option<u32>,
}

/// [`frame`], with what `head` adds.
pub fn frame_with(lang: Lang, title: &str, main: Markup, head: &Head) -> String {
    let live = head.live.as_ref();
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Backrank" }
                link rel="stylesheet" href=(STYLE.path());
                @for script in &head.scripts { script src=(script) defer {} }
                @if let Some(seconds) = head.reload_without_script {
                    noscript { meta http-equiv="refresh" content=(seconds); }
                }
            }
            body class=[head.body_class] {
                header class="site" {
                    a href={ "/?lang=" (lang.code()) } { "Backrank" }
                }
                main data-revealed=[live.map(|l| l.revealed)]
                    data-live=[live.map(|l| &l.stream)]
                    data-retry=[live.and_then(|l| l.retry)] { (main) }
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
        p { a href={ "/?lang=" (lang.code()) } { (t(lang, msg!("web-home-link"))) } }
    };
    html_page(status, lang, frame(lang, title, main))
}

/// Why an address gives no page: its status, and the words of its page
/// (message ids, and the reason in the reader's language).
pub struct Refusal {
    pub status: StatusCode,
    pub title: Msg,
    pub why: String,
    pub fix: Msg,
}

impl Refusal {
    /// The same for tools: `{"api": 1, "error": …}` (in English), with its
    /// status.
    pub fn json(&self) -> Response {
        let body = serde_json::json!({ "api": 1, "error": self.why });
        (
            self.status,
            [(axum::http::header::CONTENT_TYPE, "application/json")],
            crate::app::json::to_string(&body),
        )
            .into_response()
    }

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
        &t(lang, msg!("web-not-found-title")),
        &t(lang, msg!("web-not-found")),
        &t(lang, msg!("web-not-found-fix")),
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
        title: msg!("web-bad-address-title"),
        why,
        fix: msg!("web-bad-address-fix"),
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
