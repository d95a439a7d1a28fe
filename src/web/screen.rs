//! The arbiter's screen, `/e/TOKEN/screen`: the newest revealed round,
//! large, for a projector or a screen in the playing hall. It shows the
//! next round the moment `/event next` reveals it: `/e/TOKEN/live` streams
//! the count of revealed rounds (server-sent events), and the page's
//! script loads the page again when it changes. With no script, the page
//! reloads itself every [`RELOAD_SECONDS`].
//!
//! A reveal in this process wakes the streams at once; one made by another
//! process on the same store (a second bot, `backrank web` beside `backrank
//! serve`) is seen within [`POLL`]. Each client may keep
//! [`PER_CLIENT`] streams, and the site [`MOST_STREAMS`], so screens left
//! open cannot take every connection; a stream ends when the site stops.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::sse::{Event as Sent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use maud::html;

use super::event::{checked_round, event_of, set_cache, variant_name};
use super::guard::Client;
use super::page::{Asking, Head, LIVE, Segments, frame_with};
use super::roll::{Asked, board_img, rows};
use super::{Web, html_page, language};
use crate::app::App;
use crate::app::present::{alt_text, heading};
use crate::core::roll::text::number_label;
use crate::i18n::{t, t_with};

/// How often a stream reads the store for a round revealed elsewhere,
/// unless the site says otherwise ([`Web::with_poll`]).
pub const POLL: Duration = Duration::from_secs(2);
/// How often a page with no script reloads itself.
pub const RELOAD_SECONDS: u32 = 10;
/// Streams one client address may keep open: a club's hall is often one
/// address, with the projector and a phone or two per table behind it.
/// A screen past it reloads by itself instead.
pub const PER_CLIENT: usize = 32;
/// Streams the site keeps open at most: a quarter of `[http]
/// max_connections`' default, so screens never take every connection.
pub const MOST_STREAMS: usize = 1024;

/// `GET /e/TOKEN/screen`.
pub async fn page(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    Asking(asked): Asking<Asked>,
    headers: HeaderMap,
) -> Response {
    let lang = language(asked.lang.as_deref(), &headers);
    let (app, event) = match event_of(&web, &token, lang).await {
        Ok(found) => found,
        Err(refusal) => return refusal.page(lang),
    };
    let e = &event.event;
    let rounds = e.rounds();
    let newest = event.revealed.min(rounds);
    let shown = if newest > 0 {
        checked_round(&web, &app, &event, newest).await
    } else {
        None
    };
    let title = t_with(
        lang,
        "web-screen-title",
        &[
            ("name", e.name.as_str().into()),
            ("round", newest.max(1).into()),
            ("rounds", rounds.into()),
        ],
    );
    let main = html! {
        h1 { (title) }
        @if newest == 0 {
            p class="waiting" { (t_with(lang, "web-screen-waiting", &[("round", 1.into())])) }
        } @else if let Some(r) = &shown {
            @let p = &r.roll.position;
            div class="sheet" {
                figure class="board" {
                    (board_img(&format!("/e/{token}/{newest}/board.png"), &alt_text(&heading(p), &p.pieces(), lang)))
                }
                dl class="facts" {
                    dt { (t(lang, "field-number")) } dd { (number_label(p.variant(), p.number())) }
                    (rows(p, lang))
                }
            }
            @if e.pairs { p { (t(lang, "web-event-pairs")) } }
            @if newest < rounds {
                p class="waiting" { (t_with(lang, "web-screen-waiting", &[("round", (newest + 1).into())])) }
            }
        } @else {
            p class="warning" { (t(lang, "web-event-forged")) }
        }
        p class="screen-variant" { (variant_name(&event)) }
    };
    let head = Head {
        scripts: vec![LIVE.path()],
        reload_without_script: Some(RELOAD_SECONDS),
        body_class: Some("screen"),
        main_data: vec![
            ("revealed", event.revealed.to_string()),
            ("live", format!("/e/{token}/live")),
        ],
    };
    let mut page = html_page(StatusCode::OK, lang, frame_with(lang, &title, main, &head));
    set_cache(&mut page, "no-store");
    page
}

/// `GET /e/TOKEN/live`: `revealed` events, each the count of rounds
/// revealed, the first at once and then whenever it changes.
pub async fn live(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    client: Option<Extension<Client>>,
) -> Response {
    let lang = crate::i18n::Lang::En;
    let (app, _) = match event_of(&web, &token, lang).await {
        Ok(found) => found,
        Err(refusal) => return (refusal.status, refusal.why).into_response(),
    };
    let client = client.map_or(IpAddr::from([0, 0, 0, 0]), |Extension(c)| c.0);
    let Some(seat) = Watching::take(&web.watching, client) else {
        tracing::debug!(%client, "an arbiter's screen refused: too many streams");
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "30")],
            "too many screens are being kept up to date: this one reloads by itself",
        )
            .into_response();
    };
    let watch = Watch {
        reveals: app.reveals(),
        app,
        token,
        last: None,
        first: true,
        failing: false,
        closing: web.closing.subscribe(),
        poll: web.poll,
        _seat: seat,
    };
    let stream = futures_util::stream::unfold(watch, Watch::next);
    let mut answer = Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response();
    set_cache(&mut answer, "no-store");
    answer
}

/// One screen's stream.
struct Watch {
    app: Arc<App>,
    token: String,
    /// The count last sent.
    last: Option<i64>,
    first: bool,
    /// The store failed on the last read (logged once until it answers).
    failing: bool,
    reveals: tokio::sync::watch::Receiver<u64>,
    closing: tokio::sync::watch::Receiver<bool>,
    poll: Duration,
    _seat: Seat,
}

impl Watch {
    /// The next count that differs from the last sent; `None` ends the
    /// stream (the site stops, or the event is gone).
    async fn next(mut self) -> Option<(Result<Sent, Infallible>, Watch)> {
        loop {
            if !self.first && !self.wait().await {
                return None;
            }
            self.first = false;
            match self.app.store().event_by_token(self.token.clone()).await {
                Ok(Some(event)) => {
                    self.failing = false;
                    if self.last != Some(event.revealed) {
                        self.last = Some(event.revealed);
                        let sent = Sent::default()
                            .event("revealed")
                            .data(event.revealed.to_string());
                        return Some((Ok(sent), self));
                    }
                }
                Ok(None) => return None,
                Err(e) => {
                    if !self.failing {
                        tracing::warn!(error = %e, "an arbiter's screen could not read the store");
                    }
                    self.failing = true;
                }
            }
        }
    }

    /// Until a round may have been revealed: one here, or a poll's time;
    /// false when the site stops.
    async fn wait(&mut self) -> bool {
        if *self.closing.borrow() {
            return false;
        }
        tokio::select! {
            changed = self.reveals.changed() => {
                if changed.is_err() {
                    // The app is gone: only the store is left to read.
                    tokio::time::sleep(self.poll).await;
                }
                true
            }
            () = tokio::time::sleep(self.poll) => true,
            // Only ever set to true (or dropped with the site).
            _ = self.closing.changed() => false,
        }
    }
}

/// The streams open, per client.
#[derive(Default)]
pub struct Watching(Mutex<HashMap<IpAddr, usize>>);

/// A stream's place, given back when the stream ends.
struct Seat {
    watching: Arc<Watching>,
    client: IpAddr,
}

impl Watching {
    /// A place for one more stream of `client`'s, if it and the site have
    /// room.
    fn take(watching: &Arc<Watching>, client: IpAddr) -> Option<Seat> {
        let mut open = watching.0.lock().ok()?;
        let total: usize = open.values().sum();
        let mine = open.entry(client).or_default();
        if *mine >= PER_CLIENT || total >= MOST_STREAMS {
            return None;
        }
        *mine += 1;
        Some(Seat {
            watching: watching.clone(),
            client,
        })
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        if let Ok(mut open) = self.watching.0.lock()
            && let Some(n) = open.get_mut(&self.client)
        {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_client_keeps_a_few_streams_and_gets_them_back() {
        let watching = Arc::new(Watching::default());
        let a = IpAddr::from([192, 0, 2, 1]);
        let seats: Vec<Seat> = (0..PER_CLIENT)
            .map(|_| Watching::take(&watching, a).unwrap())
            .collect();
        assert!(Watching::take(&watching, a).is_none(), "one past the cap");
        let b = IpAddr::from([192, 0, 2, 2]);
        let other = Watching::take(&watching, b).expect("another client has room");
        drop(seats);
        assert!(Watching::take(&watching, a).is_some(), "given back");
        drop(other);
        // Once every seat of a client is back, the client is forgotten.
        assert!(watching.0.lock().unwrap().get(&b).is_none());
    }

    #[test]
    fn the_site_keeps_at_most_its_streams() {
        let watching = Arc::new(Watching::default());
        let seats: Vec<Seat> = (0..MOST_STREAMS)
            .map(|n| {
                let client = IpAddr::from([10, 0, (n / 250) as u8, (n % 250) as u8]);
                Watching::take(&watching, client).unwrap()
            })
            .collect();
        assert!(Watching::take(&watching, IpAddr::from([10, 9, 9, 9])).is_none());
        drop(seats);
        assert!(Watching::take(&watching, IpAddr::from([10, 9, 9, 9])).is_some());
    }
}
