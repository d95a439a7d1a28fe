//! The arbiter's screen, `/e/TOKEN/screen`: the newest revealed round,
//! large, for a projector or a screen in the playing hall. It shows the
//! next round the moment `/event next` reveals it: `/e/TOKEN/live` streams
//! the count of revealed rounds (server-sent events), and the page's
//! script loads the page again when it changes. With no script, the page
//! reloads itself every [`RELOAD_SECONDS`].
//!
//! A round given study time shows when its play starts (a `<time>`, in
//! the reader's time zone once the clock's script runs) and a large count
//! down to it, then that play has started, with no reload: the count runs
//! in the page, by the server's clock (see `clock.js`).
//!
//! The streams of one event share one watcher of the store
//! ([`super::watch`]).

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Extension;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::board::board_img;
use super::event::{event_of, play_time};
use super::extract::{Asking, Reader, Segments};
use super::facts::{facts, labelled};
use super::guard::Client;
use super::page::{CLOCK, Head, LIVE, Live, frame_with};
use super::query::PageQuery;
use super::refusal::Refusal;
use super::watch::{ScreenStream, Watching};
use super::{NO_STORE, Web, html_page, set_cache};
use crate::app::event::check::RoundCheck;
use crate::app::event::study::PlayStart;
use crate::app::view::round::{options, study_rule, variant_name};
use crate::i18n::{Lang, t, t_with};

/// How often a page with no script reloads itself.
pub const RELOAD_SECONDS: u32 = 10;
/// How soon a screen asks again for a round that could not be checked.
pub const RETRY_SECONDS: u32 = 15;

/// `GET /e/TOKEN/screen`.
pub async fn page(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let (app, event) = event_of(&web, &token, lang).await?;
    let e = &event.event;
    let rounds = e.rounds();
    let newest = event.revealed.min(rounds);
    let shown = if newest > 0 {
        Some(app.events().round_check(&event, newest).await)
    } else {
        None
    };
    let title = t_with(
        lang,
        msg!("web-screen-title"),
        &[
            ("name", e.name.as_str().into()),
            ("round", newest.max(1).into()),
            ("rounds", rounds.into()),
        ],
    );
    // Before the first reveal, the hall is told how long it will have to
    // study each round.
    let study = if newest == 0 {
        app.events().study(&event).await
    } else {
        None
    };
    // The server's clock, which the countdown follows.
    let now = app.clock().now().as_millisecond();
    // A club night still to come counts down to its start.
    let night = super::meetup::night_start(&app, &event).await;
    let main = html! {
        h1 { (title) }
        // The variant under the title: above the fold on any projector.
        p class="screen-variant" { (variant_name(e)) }
        @if newest == 0 {
            p class="waiting" { (t_with(lang, msg!("web-screen-waiting"), &[("round", 1.into())])) }
            @if let Some(start) = &night { (super::meetup::countdown(start, now, lang)) }
            @if let Some(minutes) = study { p class="waiting" { (study_rule(minutes, lang).line(lang)) } }
            // Before the first round, the hall reads the rules every round
            // is drawn under: no position twice, the positions left out.
            @let rules = options(e, lang);
            @if !rules.is_empty() { dl class="facts rules" { (facts(&rules, lang)) } }
        } @else if let Some(RoundCheck::Shown(r)) = &shown {
            @let view = app.views().round(r, lang);
            @let roll = &view.roll;
            div class="sheet" {
                figure class="board" {
                    (board_img(&format!("/e/{token}/{newest}/board.png"), &roll.alt_text()))
                }
                div class="side" {
                    // What the hall needs from across the room: the number,
                    // the rows, and the options every game keeps.
                    dl class="facts" {
                        (facts(roll.fact(msg!("field-number")).into_iter().chain(&roll.rows), lang))
                        (facts(roll.facts.iter().filter(|f| [msg!("field-standard"), msg!("field-pair")].contains(&f.label)), lang))
                    }
                    @if let Some(play) = &view.play { (countdown(play, now, lang)) }
                }
            }
            @if newest < rounds {
                p class="waiting" { (t_with(lang, msg!("web-screen-waiting"), &[("round", (newest + 1).into())])) }
            }
        } @else if let Some(RoundCheck::Forged) = &shown {
            p class="warning" { (t(lang, msg!("web-event-forged"))) }
        } @else if let Some(RoundCheck::Held(by)) = &shown {
            p class="warning" { (t_with(lang, msg!("web-event-held"), &[("round", (*by).into())])) }
        } @else {
            p class="warning" { (t(lang, msg!("web-event-unchecked"))) }
        }
    };
    let head = Head {
        scripts: vec![LIVE.path(), CLOCK.path()],
        reload_without_script: Some(RELOAD_SECONDS),
        body_class: Some("screen"),
        live: Some(Live {
            revealed: event.revealed,
            stream: format!("/e/{token}/live"),
            // A round that could not be checked now is asked for again soon.
            retry: matches!(shown, Some(RoundCheck::Unchecked)).then_some(RETRY_SECONDS),
        }),
    };
    let mut page = html_page(StatusCode::OK, lang, frame_with(lang, &title, main, &head));
    set_cache(&mut page, NO_STORE);
    Ok(page)
}

/// When the round's play starts, and a large count down to it (by the
/// clock's script, from the server's clock `now`, in milliseconds); once it
/// has passed, that play has started. With no script the time itself is
/// shown, and the page's reloads say when play has started.
fn countdown(play: &PlayStart, now: i64, lang: Lang) -> Markup {
    let started = t(lang, msg!("web-screen-play-started"));
    html! {
        div class="play" {
            p class="play-start" { (labelled(html! { (t(lang, msg!("field-play-starts"))) }, play_time(play), lang)) }
            @if now < play.millis() {
                p class="countdown" role="timer" aria-label=(t(lang, msg!("web-screen-countdown")))
                    data-play-at=(play.millis()) data-now=(now) data-started=(started) {}
            } @else {
                p class="countdown started" { (started) }
            }
        }
    }
}

/// `GET /e/TOKEN/live`: `revealed` events, each the count of rounds
/// revealed, the first at once and then whenever it changes.
pub async fn live(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    client: Option<Extension<Client>>,
) -> Result<Response, Response> {
    // A stream is read by the screen's script, not shown: the reason as
    // plain text, in English.
    let (app, _) = event_of(&web, &token, crate::i18n::Lang::En)
        .await
        .map_err(|refusal| (refusal.status, refusal.why).into_response())?;
    let client = client.map_or(IpAddr::from([0, 0, 0, 0]), |Extension(c)| c.0);
    let Some(seat) = Watching::take(&web.watching, client) else {
        tracing::debug!(%client, "an arbiter's screen refused: too many streams");
        return Ok((
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "30")],
            "too many screens are being kept up to date: this one reloads by itself",
        )
            .into_response());
    };
    let counts = web.watchers.subscribe(&app, &token, web.poll, &web.closing);
    let stream = futures_util::stream::unfold(
        ScreenStream::new(counts, web.closing.subscribe(), seat),
        ScreenStream::next,
    );
    let mut answer = Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response();
    set_cache(&mut answer, NO_STORE);
    // nginx and its kind pass each event on as it comes.
    answer.headers_mut().insert(
        header::HeaderName::from_static("x-accel-buffering"),
        header::HeaderValue::from_static("no"),
    );
    Ok(answer)
}
