//! A club night on the web: its event page and its arbiter's screen count
//! down to the start (round 1 is drawn then, from randomness nobody has
//! before), and the server's coming nights as a calendar to subscribe to
//! (`/calendar/TOKEN.ics`).

use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::extract::{Reader, Segments};
use super::refusal::{Refusal, Subject};
use super::{ASK_EACH_TIME, Web};
use crate::app::App;
use crate::app::event::study::PlayStart;
use crate::app::meetup::calendar::calendar as ics;
use crate::i18n::{Lang, t};

/// What a calendar address that is not one is told.
const CALENDAR: Subject = Subject {
    bad: msg!("web-calendar-missing-title"),
    fix: msg!("web-calendar-missing-fix"),
    down: msg!("web-calendar-down-title"),
};
use crate::store::Event;

/// When `event`'s night starts, while it is still to come and nothing is
/// revealed: what the pages count down to. None for an event that is no
/// meetup's, or a store that cannot say (the page shows the rest).
pub(super) async fn night_start(app: &App, event: &Event) -> Option<PlayStart> {
    if event.revealed > 0 {
        return None;
    }
    let night = match app.store().meetup_of_event(event.id).await {
        Ok(night) => night?,
        Err(e) => {
            tracing::warn!(event = event.id, error = %e, "an event's page could not read its meetup");
            return None;
        }
    };
    let at = night.meetup.starts_at;
    (app.clock().now().as_second() < at).then_some(PlayStart { at, minutes: 0 })
}

/// The night's start, in the reader's zone once the clock's script runs,
/// and a count down to it from the server's clock `now` (milliseconds).
pub(super) fn countdown(start: &PlayStart, now: i64, lang: Lang) -> Markup {
    html! {
        div class="play meetup-start" {
            p class="play-start" {
                (t(lang, msg!("web-meetup-starts"))) " "
                time datetime=(start.rfc3339()) data-local { (start.utc_time()) }
            }
            p class="countdown" role="timer" aria-label=(t(lang, msg!("web-meetup-countdown")))
                data-play-at=(start.millis()) data-now=(now)
                data-started=(t(lang, msg!("web-meetup-drawing"))) {}
        }
    }
}

/// `GET /calendar/TOKEN.ics`: a server's meetups as an iCalendar file to
/// subscribe to (`text/calendar`), asked for again by calendars every
/// hour; the token is unguessable, and a wrong one is told as any missing
/// page is.
pub async fn feed(
    State(web): State<Arc<Web>>,
    Segments(file): Segments<String>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let missing = || Refusal {
        status: StatusCode::NOT_FOUND,
        lang,
        title: CALENDAR.bad,
        why: t(lang, msg!("web-calendar-missing")),
        fix: CALENDAR.fix,
    };
    let (Some(app), Some(token)) = (&web.app, file.strip_suffix(".ics")) else {
        return Err(missing());
    };
    let feed = app.meetups().feed(token, lang).await.map_err(|e| {
        Refusal::from_app(
            &e,
            lang,
            CALENDAR,
            "a calendar feed could not read the store",
        )
    })?;
    let Some(feed) = feed else {
        return Err(missing());
    };
    Ok((
        StatusCode::OK,
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/calendar; charset=utf-8"),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static(ASK_EACH_TIME),
            ),
        ],
        ics(&feed),
    )
        .into_response())
}
