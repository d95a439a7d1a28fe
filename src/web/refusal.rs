//! Why an address gives no page, as an answer: [`Refusal`], which a
//! handler returns with `?` (`Result<Response, Refusal>`), as the realworld
//! axum example's handlers return its `Error`.
//!
//! A refusal carries the language it is written in. Its reason (`why`) is
//! words already, written where the cause is known (a replay code's own
//! error, a round not revealed yet) and so in a language chosen before;
//! its title and advice are put in the same language when it becomes an
//! answer. The language is decided once for each request, by what the
//! handler extracts: [`super::extract::Reader`] for a page (`?lang=`, then
//! the browser's `Accept-Language`), `?lang=` alone for a tool's address
//! ([`super::query::ForTools`]), English for a QR code. The handler gives
//! it to what may refuse, and never names it again when it refuses.
//!
//! The other design, a refusal with no language that a middleware renders
//! in the request's, would decide the language twice (the reason needs it
//! when it is written), and the middleware could not tell a tool's
//! address, which reads `?lang=` only, from a page's.
//!
//! Every refusal page has its status, `Cache-Control: no-store` (a
//! refusal may not be one for long), `Vary: Accept-Language` and
//! `Content-Language` ([`super::html_page`]). Tools' JSON addresses answer
//! a refusal as JSON instead ([`Refusal::json`]).

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::page::error;
use crate::i18n::{Lang, Msg, t};

/// Why an address gives no page: its status, and the words of its page
/// (message ids, and the reason in the refusal's language).
pub struct Refusal {
    pub status: StatusCode,
    /// The language `why` is written in, and the page is shown in.
    pub lang: Lang,
    pub title: Msg,
    pub why: String,
    pub fix: Msg,
}

impl Refusal {
    /// The store did not answer: 503, try again in a moment. `title` names
    /// what could not be read (an event, a roll, a file).
    pub fn records_down(lang: Lang, title: Msg) -> Refusal {
        Refusal {
            status: StatusCode::SERVICE_UNAVAILABLE,
            lang,
            title,
            why: t(lang, crate::msg!("web-event-down")),
            fix: crate::msg!("web-event-down-fix"),
        }
    }

    /// The same for tools: `{"api": 1, "error": …}`, with its status.
    pub fn json(&self) -> Response {
        let body = serde_json::json!({ "api": 1, "error": self.why });
        (
            self.status,
            [(header::CONTENT_TYPE, "application/json")],
            crate::app::json::to_string(&body),
        )
            .into_response()
    }
}

/// The page that says so, in the refusal's language.
impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let lang = self.lang;
        error(
            self.status,
            lang,
            &t(lang, self.title),
            &self.why,
            &t(lang, self.fix),
        )
    }
}
