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
//!
//! What the app refuses ([`AppError`]) becomes a refusal in one place,
//! [`Refusal::from_app`], which decides its status and its log line for
//! every page; a page only says what it was asked to show ([`Subject`]).
//! A fault a page meets and shows the page without (a link left out) is
//! logged by the same rule ([`log_fault`]).

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use maud::Markup;

use super::page::{error, error_with};
use crate::app::error::AppError;
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

/// What a page was asked to show, as its refusals name it: the title and
/// advice of an address the reader can put right, and the title of the
/// page when the records did not answer. A page that asks the app has one
/// ([`Refusal::from_app`]).
#[derive(Clone, Copy, Debug)]
pub struct Subject {
    /// The title of what the reader can put right ("This replay code
    /// cannot be read").
    pub bad: Msg,
    /// What to do about it.
    pub fix: Msg,
    /// The title when the records did not answer ("This roll cannot be
    /// read just now").
    pub down: Msg,
}

impl Refusal {
    /// An app's error as the page that says so, in `lang`, about
    /// `subject`; its status and its log line are decided here for every
    /// page:
    /// - what the reader can put right ([`AppError::Input`]): 400, the
    ///   app's words under the subject's title and advice;
    /// - anything else, met while reading what the page shows (the store,
    ///   a file that would not load, someone else's change at the same
    ///   moment): 503, the records did not answer, try again in a moment,
    ///   under the subject's `down` title. The reader is told no more
    ///   than that (a full disk is the operator's to hear of, from the
    ///   log), and a retry is what mends each of them.
    ///
    /// A fault is logged once ([`log_fault`]), `doing` saying what the page
    /// was doing; what the reader can put right is not.
    pub fn from_app(error: &AppError, lang: Lang, subject: Subject, doing: &str) -> Refusal {
        log_fault(error, doing);
        match error {
            AppError::Input(_) => Refusal {
                status: StatusCode::BAD_REQUEST,
                lang,
                title: subject.bad,
                why: error.user_text(lang),
                fix: subject.fix,
            },
            AppError::Conflict(_)
            | AppError::Store { .. }
            | AppError::Render(_)
            | AppError::Source { .. }
            | AppError::Internal { .. } => Refusal {
                status: StatusCode::SERVICE_UNAVAILABLE,
                lang,
                title: subject.down,
                why: t(lang, crate::msg!("web-event-down")),
                fix: crate::msg!("web-event-down-fix"),
            },
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

impl Refusal {
    /// The page that says so, with `ways` on from it (links back to where
    /// the reader came from, the page in other languages) in place of the
    /// front page's link alone: no dead end.
    pub fn with_ways(self, ways: Markup) -> Response {
        let lang = self.lang;
        error_with(
            self.status,
            lang,
            (&t(lang, self.title), &self.why, &t(lang, self.fix)),
            ways,
        )
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

/// The one log line of an app's fault that a page meets, whether it
/// refuses ([`Refusal::from_app`]) or is shown without what failed (a
/// link, a button): a warning with the app's words in English and the
/// detail the maintainer needs, `doing` saying what the page was doing.
/// What the reader can put right is no fault, and not logged.
pub fn log_fault(error: &AppError, doing: &str) {
    if let Some(detail) = error.detail() {
        tracing::warn!(error = %error.user_text(Lang::En), detail, "{doing}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::StoreError;

    const ROLL: Subject = Subject {
        bad: crate::msg!("web-bad-code-title"),
        fix: crate::msg!("web-bad-code-fix"),
        down: crate::msg!("web-roll-down-title"),
    };

    /// What the reader can put right is refused with the app's words under
    /// the page's title; anything else as records that did not answer,
    /// whatever it was.
    #[test]
    fn an_apps_error_is_the_readers_to_mend_or_records_down() {
        let input = Refusal::from_app(
            &AppError::untranslated("no such method"),
            Lang::De,
            ROLL,
            "test",
        );
        assert_eq!(input.status, StatusCode::BAD_REQUEST);
        assert_eq!((input.title, input.fix), (ROLL.bad, ROLL.fix));
        assert_eq!(
            (input.lang, input.why.as_str()),
            (Lang::De, "no such method")
        );
        for fault in [
            AppError::from(StoreError::Stopped),
            AppError::internal(crate::msg!("error-render"), "a task panicked"),
        ] {
            let down = Refusal::from_app(&fault, Lang::Fr, ROLL, "test");
            assert_eq!(down.status, StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(down.title, ROLL.down);
            assert_eq!(down.why, t(Lang::Fr, crate::msg!("web-event-down")));
            assert_eq!(down.fix, crate::msg!("web-event-down-fix"));
        }
    }
}
