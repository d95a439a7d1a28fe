//! A roll's page, `/r/CODE`: the board, the facts, every step of the
//! record as a person follows it at the table, a QR code of the page, and
//! a print layout; and the same roll as a board image, JSON and PGN.

use std::sync::Arc;

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use maud::{Markup, html};

use super::board::{board_img, board_png};
use super::extract::{Asking, Reader, Segments, ToolAsking};
use super::facts::{facts_linking, labelled};
use super::file::file_link;
use super::guard::Client;
use super::language::languages;
use super::page::{frame, plain};
use super::pgn::{PGN, pgn_text};
use super::play::{self, Declined};
use super::query::{ForTools, PageQuery};
use super::refusal::{Refusal, Subject, log_fault};
use super::{Web, forever, html_page};
use crate::app::json;
use crate::app::play::game::Offer;
use crate::app::source::names::SourceShown;
use crate::app::variants::kept::replayed_code;
use crate::app::variants::server::{CodeError, ReadAt};
use crate::app::view::doc::RollDoc;
use crate::app::view::links::roll_page_url;
use crate::app::view::roll::{Known, RollView, StepView};
use crate::core::replay::{ReplayCode, ReplayError};
use crate::core::roll::text::throws_line;
use crate::core::roll::{Roll, StepKind};
use crate::i18n::{Lang, t};

/// A roll, by its replay code, as its refusals name it.
const ROLL: Subject = Subject {
    bad: msg!("web-bad-code-title"),
    fix: msg!("web-bad-code-fix"),
    down: msg!("web-roll-down-title"),
};

/// The roll a code stands for, or why there is none: the code read as the
/// app reads one on the web (a server's own variant file by the digest it
/// names, when this site has the store), its throws run as every face runs
/// them.
async fn roll_of(web: &Web, code: &str, lang: Lang) -> Result<Roll, Refusal> {
    // The code's own error says whether it names nothing here (404) or
    // cannot be read (400).
    let refused = |status, why: String| Refusal {
        status,
        lang,
        title: ROLL.bad,
        why,
        fix: ROLL.fix,
    };
    let read = match &web.app {
        Some(app) => app.variants().replay_code(ReadAt::Web, code).await,
        None => code.parse::<ReplayCode>().map_err(CodeError::Code),
    };
    let parsed = match read {
        Ok(parsed) => parsed,
        Err(CodeError::Code(e)) => {
            let status = match e {
                ReplayError::Variant(_)
                | ReplayError::NotLoaded { .. }
                | ReplayError::Changed { .. } => StatusCode::NOT_FOUND,
                _ => StatusCode::BAD_REQUEST,
            };
            return Err(refused(status, e.text().render(lang)));
        }
        Err(CodeError::Store(e)) => {
            return Err(Refusal::from_app(
                &e,
                lang,
                ROLL,
                "a roll's page could not read the store",
            ));
        }
    };
    replayed_code(&parsed)
        .map_err(|e| Refusal::from_app(&e, lang, ROLL, "a roll's code could not be replayed"))
}

/// `GET /r/CODE`.
pub async fn page(
    State(web): State<Arc<Web>>,
    Segments(code): Segments<String>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let roll = roll_of(&web, &code, lang).await?;
    let view = RollView::new(&roll, known_from_code(&web, &roll), lang);
    // A club variant's roll lists the line that replays it on a computer
    // and the file it names: a link that saves the file, where this site
    // serves it.
    let file = file_link(&web, view.variant().spec().digest.as_deref()).await;
    let code = view.code();
    let title = &view.heading;
    let play = offer_of(&web, &roll)
        .await
        .filter(|offer| play::offered(&web, offer.game.as_ref(), &offer.guild))
        .map(|_| play::form(&format!("/r/{code}/lichess?lang={}", lang.code()), lang));
    let main = html! {
        h1 { (title) }
        div class="sheet" {
            figure class="board" {
                (board_img(&format!("/r/{code}/board.png"), &view.alt_text()))
            }
            dl class="facts" {
                (facts_linking(view.rows.iter().chain(&view.facts), lang, file.as_ref()))
            }
            @if let Some(play) = play { (play) }
            @if let Some(legend) = &view.legend { p { "(" (legend) ")" } }
            @if let Some(w) = view.warning_fact() {
                p class="warning" { (labelled(html! { strong { (w.name(lang)) } }, html! { (w.value) }, lang)) }
            }
            section class="steps" aria-labelledby="steps" {
                h2 id="steps" { (t(lang, msg!("web-steps"))) }
                // A coin's record writes its tosses H and T, as the replay
                // code does: the key in the reader's words.
                @if roll.spec.dice == backrank_entropy::Die::Coin {
                    p class="coin-key" { (t(lang, msg!("web-coin-key"))) }
                }
                (steps(&view.steps, lang))
            }
            figure class="qr" {
                img src={ "/r/" (code) "/qr.svg" } alt=(t(lang, msg!("web-qr-alt"))) width="160" height="160";
                figcaption { (t(lang, msg!("web-qr-caption"))) }
            }
        }
        nav class="links" aria-label=(t(lang, msg!("web-links"))) {
            ul {
                @if let Some(lichess) = &view.links.lichess {
                    li { a href=(lichess) { (t(lang, msg!("button-lichess"))) } }
                }
                li { a href={ "/r/" (code) "/pgn" } { "PGN" } }
                li { a href={ "/api/v1/rolls/" (code) } { "JSON" } }
                li { a href={ "/p/" (view.variant().id()) "/" (view.data.number) "?lang=" (lang.code()) } {
                    (t(lang, msg!("web-position-link")))
                } }
            }
        }
        (languages(&format!("/r/{code}"), lang))
    };
    Ok(html_page(StatusCode::OK, lang, frame(lang, title, main)))
}

/// What the roll's page offers on lichess
/// ([`Play::roll_offer`](crate::app::play::Play::roll_offer)): none on a
/// site with no store, or when the store did not answer (the page is shown
/// without the button).
async fn offer_of(web: &Web, roll: &Roll) -> Option<Offer> {
    let app = web.app.as_ref()?;
    app.play().lichess()?;
    match app.play().roll_offer(roll).await {
        Ok(offer) => Some(offer),
        Err(e) => {
            log_fault(
                &e,
                "a roll's page could not read what its roll was; shown without Play on lichess",
            );
            None
        }
    }
}

/// `POST /r/CODE/lichess`: the roll's game made on lichess, as its page
/// offers it ([`play`]).
pub async fn play(
    State(web): State<Arc<Web>>,
    Segments(code): Segments<String>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, Declined> {
    play::from_this_site(&web, &headers, lang)?;
    let roll = roll_of(&web, &code, lang).await?;
    let app = play::app_of(&web, lang)?;
    let offer = app.play().roll_offer(&roll).await.map_err(|e| {
        Refusal::from_app(
            &e,
            lang,
            ROLL,
            "a roll's Play on lichess could not read what its roll was",
        )
    })?;
    let back = format!("/r/{}?lang={}", roll.replay_code(), lang.code());
    play::make(
        (&web, app),
        (&roll.position, offer),
        client,
        (lang, uri.path()),
        (back, msg!("web-play-back-roll")),
    )
    .await
}

/// What a page opened from a replay code alone knows of its roll: its
/// throws, and its page's address where the site has one of its own
/// (`[web] public_url`; a client's `Host` never goes into what is kept
/// for ever).
fn known_from_code(web: &Web, roll: &Roll) -> Known {
    Known {
        source: SourceShown::replay_code(),
        record: None,
        page: web
            .public_url
            .as_deref()
            .map(|base| roll_page_url(base, &roll.replay_code())),
    }
}

/// The record, a list item a step: what to do, what was thrown, what it
/// chose and what it placed.
fn steps(steps: &[StepView], lang: Lang) -> Markup {
    html! {
        ol {
            @for step in steps {
                li {
                    @match step.kind {
                        StepKind::StartOver => { p { "↺ " (step.text) } }
                        StepKind::Throw | StepKind::Forced => {
                            p class="step-title" {
                                strong {
                                    @if let Some(side) = &step.side { (side) " · " }
                                    (step.title)
                                }
                            }
                            p { (step.text) }
                            @if !step.throws.is_empty() {
                                @let (before, after) = step.throws_around(lang);
                                p class="throws" {
                                    (before) strong { (throws_line(&step.throws, lang)) } (after)
                                }
                            } @else if let Some(working) = step.working() {
                                // A step without a throw: its arithmetic,
                                // where its instruction does not end with it.
                                p { (working) }
                            }
                            @for result in &step.results { p class="result" { (result) } }
                        }
                    }
                }
            }
        }
    }
}

/// `GET /r/CODE/board.png?w=WIDTH`.
pub async fn board(
    State(web): State<Arc<Web>>,
    Segments(code): Segments<String>,
    Asking(asked): Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let roll = roll_of(&web, &code, lang).await?;
    Ok(board_png(&web, roll.position, asked.w).await)
}

/// The roll of `code` and its page's address, for what carries the
/// address (the QR code); or why there is none, in English.
async fn roll_and_page(
    web: &Web,
    code: &str,
    headers: &HeaderMap,
) -> Result<(Roll, String), Refusal> {
    let roll = roll_of(web, code, Lang::En).await?;
    let url = roll_page_url(&web.base(headers), &roll.replay_code());
    Ok((roll, url))
}

/// `GET /r/CODE/qr.svg`: the page's address as a QR code.
pub async fn qr(
    State(web): State<Arc<Web>>,
    Segments(code): Segments<String>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let (_, url) = roll_and_page(&web, &code, &headers).await?;
    // A long address makes a large code: off the async threads.
    let made = tokio::task::spawn_blocking(move || {
        qrcode::QrCode::new(url.as_bytes()).map(|qr| {
            qr.render::<qrcode::render::svg::Color<'_>>()
                .min_dimensions(160, 160)
                .quiet_zone(true)
                .build()
        })
    })
    .await;
    Ok(match made {
        Ok(Ok(svg)) => web.addressed("image/svg+xml", svg),
        Ok(Err(e)) => plain(
            StatusCode::BAD_REQUEST,
            format!("no QR code for this address: {e}"),
        ),
        Err(e) => {
            tracing::error!(error = %e, "a QR code's making stopped");
            plain(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the QR code could not be made".into(),
            )
        }
    })
}

/// `GET /r/CODE/pgn`: the position as a game to start from, its facts in
/// a comment.
pub async fn pgn(
    State(web): State<Arc<Web>>,
    Segments(code): Segments<String>,
    Asking(asked): Asking<ForTools>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let lang = asked.lang();
    let roll = roll_of(&web, &code, lang).await?;
    let view = RollView::new(&roll, known_from_code(&web, &roll), lang);
    let site = roll_page_url(&web.base(&headers), view.code());
    Ok(web.addressed(
        PGN,
        pgn_text(
            &view,
            &[],
            &format!("Backrank {}", view.heading),
            &site,
            None,
        ),
    ))
}

/// `GET /api/v1/rolls/CODE`: the roll as `backrank replay --format json`
/// gives it, under the API's version.
pub async fn json(
    State(web): State<Arc<Web>>,
    Segments(code): Segments<String>,
    ToolAsking(asked): ToolAsking<ForTools>,
) -> Result<Response, Response> {
    let lang = asked.lang();
    // Tools read the reason as JSON too, in `?lang=`'s language (English
    // unasked).
    let roll = roll_of(&web, &code, lang).await.map_err(|r| r.json())?;
    let view = RollView::new(&roll, known_from_code(&web, &roll), lang);
    let body = serde_json::json!({
        "api": 1,
        "roll": RollDoc::of(&view),
    });
    Ok(forever("application/json", json::to_string(&body)))
}
