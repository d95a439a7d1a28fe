//! A club night on the web: its event page and its arbiter's screen count
//! down to the start (round 1 is drawn then, from randomness nobody has
//! before), and the server's coming nights as a calendar to subscribe to
//! (`/calendar/TOKEN.ics`).

use maud::{Markup, html};

use crate::app::App;
use crate::app::event::study::PlayStart;
use crate::i18n::{Lang, t};
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
