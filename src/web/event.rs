//! An event's pages, `/e/TOKEN`: how its rounds are drawn, the
//! commitments (or beacon rounds) published at the start, each revealed
//! round with its board and the lines that redo and check it; a round's
//! board, PGN and printed sheets (one per board); the whole event as PGN
//! and JSON.
//!
//! The token is the event's capability: 128 bits made at `/event start`
//! and shown only in its post, so pages cannot be found by trying
//! addresses. A round not revealed yet shows only what was published at
//! the start. A revealed round is checked again as a reveal checks it (its
//! seed against the commitment, or its beacon round against the rule and
//! its signature) before it is shown: one changed in the store afterwards
//! is refused, never shown as committed.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use maud::{Markup, html};
use serde::Deserialize;
use serde_json::{Value, json};

use super::checked::Shown;
use super::page::{Asking, Refusal, Segments, frame};
use super::roll::{Asked, PGN, board_img, board_png, languages, pgn_text, rows};
use super::{Web, cached, html_page, language};
use crate::app::App;
use crate::app::event_commands::{check_command, drawn_source, redo_command, variant_file_name};
use crate::app::events::{Drawn, Revealed, is_web_token};
use crate::app::json as roll_json;
use crate::app::source_names::{Origin, kept_source};
use crate::app::view::board::{alt_text, heading};
use crate::app::view::doc::RollDoc;
use crate::app::view::links::lichess_url;
use crate::app::view::roll::RollView;
use crate::core::fen::Fen;
use crate::core::variant::Variant;
use crate::i18n::{Lang, Msg, t, t_with};
use crate::store::Event;

/// Event pages change when a round is revealed: a cache asks each time.
const ASK_EACH_TIME: &str = "no-cache";

/// The most boards one round's sheets are printed for.
pub const MOST_BOARDS: u32 = 200;

/// The event `token` names, and the app whose store holds it.
pub(super) async fn event_of(
    web: &Web,
    token: &str,
    lang: Lang,
) -> Result<(Arc<App>, Event), Refusal> {
    let missing = || Refusal {
        status: StatusCode::NOT_FOUND,
        title: msg!("web-event-missing-title"),
        why: t(lang, msg!("web-event-missing")),
        fix: msg!("web-event-missing-fix"),
    };
    let Some(app) = &web.app else {
        return Err(missing());
    };
    // Only what could be a token reaches the store.
    if !is_web_token(token) {
        return Err(missing());
    }
    match app.store().event_by_token(token.to_owned()).await {
        Ok(Some(event)) => Ok((app.clone(), event)),
        Ok(None) => Err(missing()),
        Err(e) => {
            tracing::warn!(error = %e, "an event's page could not read the store");
            Err(Refusal {
                status: StatusCode::SERVICE_UNAVAILABLE,
                title: msg!("web-event-down-title"),
                why: t(lang, msg!("web-event-down")),
                fix: msg!("web-event-down-fix"),
            })
        }
    }
}

/// The event's variant as people know it: a built-in one by its name, a
/// file's by its id.
pub(super) fn variant_name(event: &Event) -> String {
    let kept = &event.event.spec.variant;
    kept.known()
        .map_or_else(|| kept.id.clone(), |v| v.spec().name.to_string())
}

/// `GET /e/TOKEN`.
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
    let revealed = web.rounds.rounds(&app, &event).await;
    let title = e.name.clone();
    let summary = t_with(
        lang,
        msg!("web-event-summary"),
        &[
            ("variant", variant_name(&event).into()),
            ("rounds", e.rounds().into()),
            ("revealed", event.revealed.into()),
            ("method", e.spec.method.as_str().into()),
            ("dice", e.spec.dice.name().into()),
        ],
    );
    let main = html! {
        h1 { (title) }
        p { (summary) }
        @if e.exclude_standard { p { (t(lang, msg!("web-event-standard"))) } }
        @if e.pairs { p { (t(lang, msg!("web-event-pairs"))) } }
        nav class="links" aria-label=(t(lang, msg!("web-event-links"))) {
            ul {
                li { a href={ "/e/" (token) "/screen?lang=" (lang.code()) } { (t(lang, msg!("web-event-screen"))) } }
                li { a href={ "/e/" (token) "/pgn" } { "PGN" } }
                li { a href={ "/api/v1/events/" (token) } { "JSON" } }
            }
        }
        section aria-labelledby="drawn" {
            h2 id="drawn" { (t(lang, msg!("web-event-drawn"))) }
            @match &e.beacon {
                None => p { (t(lang, msg!("web-event-seeds"))) },
                Some(b) => p { (t_with(lang, msg!("web-event-beacon"), &[
                    ("chain", b.chain.as_str().into()),
                    ("server", e.guild_id.to_string().into()),
                    ("name", e.name.as_str().into()),
                ])) },
            }
        }
        @for round in 1..=e.rounds().min(crate::app::events::MAX_ROUNDS) {
            (round_section(&token, &event, round, revealed.get((round - 1) as usize), lang))
        }
        (languages(&format!("/e/{token}"), lang))
    };
    let mut page = html_page(StatusCode::OK, lang, frame(lang, &title, main));
    set_cache(&mut page, ASK_EACH_TIME);
    page
}

/// One round on the event's page: what was published for it, and once
/// revealed its board, facts and the lines that redo and check it.
/// `shown` is `None` before it is revealed.
fn round_section(
    token: &str,
    event: &Event,
    round: i64,
    shown: Option<&Shown>,
    lang: Lang,
) -> Markup {
    let e = &event.event;
    let at = (round - 1) as usize;
    let id = format!("round-{round}");
    html! {
        section class="round" aria-labelledby=(id) {
            h2 id=(id) { (t_with(lang, msg!("web-event-round"), &[("round", round.into())])) }
            @match shown {
                Some(Shown::Checked(r)) => (revealed_round(token, r, lang)),
                Some(Shown::Forged) => p class="warning" { (t(lang, msg!("web-event-forged"))) },
                Some(Shown::Unchecked) => p class="warning" { (t(lang, msg!("web-event-unchecked"))) },
                None => p { (t(lang, msg!("web-event-not-yet"))) },
            }
            @if !matches!(shown, Some(Shown::Checked(_))) {
                dl class="facts" {
                    @if let Some(c) = e.commitments.get(at) {
                        dt { (t(lang, msg!("web-event-commitment"))) } dd { code { (c) } }
                    }
                    @if let Some(b) = &e.beacon {
                        dt { (t(lang, msg!("web-event-beacon-round"))) }
                        dd { @match b.fixed.get(at) {
                            Some(f) => code { (b.chain) ":" (f.beacon_round) },
                            None => (t(lang, msg!("web-event-beacon-unfixed"))),
                        } }
                    }
                }
            }
        }
    }
}

/// A revealed round: its board, its facts, and what decided it.
fn revealed_round(token: &str, r: &Revealed, lang: Lang) -> Markup {
    let p = &r.roll.position;
    let fen = Fen(p).to_string();
    let base = format!("/e/{token}/{}", r.round);
    html! {
        div class="sheet" {
            figure class="board" {
                (board_img(&format!("{base}/board.png"), &alt_text(&heading(p), &p.pieces(), lang)))
            }
            dl class="facts" {
                dt { (t(lang, msg!("field-number"))) } dd { (crate::core::roll::text::number_label(p.variant(), p.number())) }
                (rows(p, lang))
                dt { (t(lang, msg!("field-fen"))) } dd { code { (fen) } }
                (drawn_facts(r, lang))
            }
        }
        nav class="links" aria-label=(t_with(lang, msg!("web-event-round"), &[("round", r.round.into())])) {
            ul {
                li { a href={ (base) "/sheets?lang=" (lang.code()) } { (t(lang, msg!("web-event-sheets"))) } }
                li { a href={ (base) "/pgn" } { "PGN" } }
                li { a href={ "/r/" (r.roll.replay_code()) "?lang=" (lang.code()) } { (t(lang, msg!("web-event-roll-page"))) } }
                @if p.variant() == Variant::Chess960 { li { a href=(lichess_url(&fen)) { (t(lang, msg!("button-lichess"))) } } }
            }
        }
    }
}

/// What decided a revealed round, and the lines that redo and check it.
fn drawn_facts(r: &Revealed, lang: Lang) -> Markup {
    let e = &r.event.event;
    let lines: Vec<(Msg, String)> = match &r.drawn {
        Drawn::Seed { seed, commitment } => vec![
            (msg!("web-event-commitment"), commitment.clone()),
            (msg!("web-event-seed"), seed.clone()),
            (msg!("web-event-redo"), redo_command(e, seed)),
            (msg!("web-event-check"), check_command(r, seed, commitment)),
        ],
        #[cfg(feature = "beacon")]
        Drawn::Beacon(b) => vec![
            (
                msg!("web-event-beacon-round"),
                format!("{}:{}", b.chain, b.fixed.beacon_round),
            ),
            (
                msg!("web-event-signature"),
                b.fixed.signature.clone().unwrap_or_default(),
            ),
            (
                msg!("web-event-check"),
                crate::app::event_commands::beacon_check_command(r, b),
            ),
        ],
    };
    html! {
        @for (label, line) in lines {
            dt { (t(lang, label)) } dd { code { (line) } }
        }
        @if e.spec.variant.digest.is_some() {
            dt { (t(lang, msg!("web-event-file"))) } dd { code { (variant_file_name(&e.spec.variant.id)) } }
        }
    }
}

/// The round a round's address names, read: one of the event's, revealed.
fn round_of(round: &str, event: &Event, lang: Lang) -> Result<i64, Refusal> {
    let rounds = event.event.rounds();
    let refused = |status, why| Refusal {
        status,
        title: msg!("web-bad-round-title"),
        why,
        fix: msg!("web-bad-round-fix"),
    };
    let n: i64 = round
        .parse()
        .ok()
        .filter(|n| (1..=rounds).contains(n))
        .ok_or_else(|| {
            refused(
                StatusCode::NOT_FOUND,
                t_with(
                    lang,
                    msg!("web-bad-round"),
                    &[
                        ("given", round.chars().take(20).collect::<String>().into()),
                        ("rounds", rounds.into()),
                    ],
                ),
            )
        })?;
    if n > event.revealed {
        return Err(refused(
            StatusCode::NOT_FOUND,
            t_with(
                lang,
                msg!("error-event-unrevealed"),
                &[
                    ("round", n.into()),
                    ("name", event.event.name.as_str().into()),
                ],
            ),
        ));
    }
    Ok(n)
}

/// The revealed, checked round a round's address names.
async fn asked_round(
    web: &Web,
    token_round: (String, String),
    lang: Lang,
) -> Result<(Arc<App>, Event, Arc<Revealed>), Refusal> {
    let (app, event) = event_of(web, &token_round.0, lang).await?;
    let round = round_of(&token_round.1, &event, lang)?;
    match web.rounds.round(&app, &event, round).await {
        Shown::Checked(r) => Ok((app, event, r)),
        Shown::Forged => Err(Refusal {
            status: StatusCode::CONFLICT,
            title: msg!("web-event-forged-title"),
            why: t(lang, msg!("web-event-forged")),
            fix: msg!("web-event-forged-fix"),
        }),
        Shown::Unchecked => Err(Refusal {
            status: StatusCode::SERVICE_UNAVAILABLE,
            title: msg!("web-event-down-title"),
            why: t(lang, msg!("web-event-unchecked")),
            fix: msg!("web-event-down-fix"),
        }),
    }
}

/// `GET /e/TOKEN/ROUND/board.png?w=WIDTH`.
pub async fn board(
    State(web): State<Arc<Web>>,
    Segments(token_round): Segments<(String, String)>,
    Asking(asked): Asking<Asked>,
    headers: HeaderMap,
) -> Response {
    let lang = language(asked.lang.as_deref(), &headers);
    match asked_round(&web, token_round, lang).await {
        Ok((_, _, r)) => board_png(&web, r.roll.position.clone(), asked.w).await,
        Err(refusal) => refusal.page(lang),
    }
}

/// A revealed round's roll as every face shows it, in `lang`.
fn round_view(app: &App, r: &Revealed, lang: Lang) -> RollView {
    let source = kept_source(&drawn_source(&r.drawn));
    app.roll_view(&r.roll, Origin::Kept(&source), None, lang)
}

/// A round as a PGN game to start from.
fn round_game(app: &App, (web, headers): (&Web, &HeaderMap), token: &str, r: &Revealed) -> String {
    let site = format!("{}/e/{token}", web.base(headers));
    let view = round_view(app, r, Lang::En);
    pgn_text(&view, &r.event.event.name, &site, Some(r.round))
}

/// `GET /e/TOKEN/ROUND/pgn`.
pub async fn round_pgn(
    State(web): State<Arc<Web>>,
    Segments(token_round): Segments<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let token = token_round.0.clone();
    match asked_round(&web, token_round, Lang::En).await {
        Ok((app, _, r)) => web.addressed(PGN, round_game(&app, (&web, &headers), &token, &r)),
        Err(refusal) => refusal.page(Lang::En),
    }
}

/// `GET /e/TOKEN/pgn`: every revealed round, a game each, for pairing and
/// broadcast software.
pub async fn pgn(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    headers: HeaderMap,
) -> Response {
    let (app, event) = match event_of(&web, &token, Lang::En).await {
        Ok(found) => found,
        Err(refusal) => return refusal.page(Lang::En),
    };
    let games: Vec<String> = web
        .rounds
        .rounds(&app, &event)
        .await
        .into_iter()
        .filter_map(|shown| match shown {
            Shown::Checked(r) => Some(round_game(&app, (&web, &headers), &token, &r)),
            Shown::Forged | Shown::Unchecked => None,
        })
        .collect();
    let mut answer = cached(PGN, ASK_EACH_TIME, games.join("\n"));
    if !web.has_public_url() {
        set_cache(&mut answer, "no-store");
    }
    answer
}

/// What a round's sheets may add: `?lang=` and `?boards=`.
#[derive(Debug, Default, Deserialize)]
pub struct SheetsAsked {
    pub lang: Option<String>,
    pub boards: Option<u32>,
}

/// `GET /e/TOKEN/ROUND/sheets?boards=N`: a sheet per board, each with the
/// board number, the position and its rows, to lay on the tables; without
/// `boards`, a form that asks how many.
pub async fn sheets(
    State(web): State<Arc<Web>>,
    Segments(token_round): Segments<(String, String)>,
    Asking(asked): Asking<SheetsAsked>,
    headers: HeaderMap,
) -> Response {
    let lang = language(asked.lang.as_deref(), &headers);
    let token = token_round.0.clone();
    let (_, event, r) = match asked_round(&web, token_round, lang).await {
        Ok(found) => found,
        Err(refusal) => return refusal.page(lang),
    };
    let e = &event.event;
    let p = &r.roll.position;
    let title = t_with(
        lang,
        msg!("web-sheets-title"),
        &[("name", e.name.as_str().into()), ("round", r.round.into())],
    );
    let path = format!("/e/{token}/{}/sheets", r.round);
    let Some(boards) = asked.boards else {
        let main = html! {
            h1 { (title) }
            p { (t(lang, msg!("web-sheets-intro"))) }
            form class="open" method="get" action=(path) {
                input type="hidden" name="lang" value=(lang.code());
                label for="boards" { (t(lang, msg!("web-event-boards"))) }
                input type="number" id="boards" name="boards" min="1" max=(MOST_BOARDS) value="10" required;
                button type="submit" { (t(lang, msg!("web-sheets-make"))) }
            }
            p { a href={ "/e/" (token) "?lang=" (lang.code()) } { (t(lang, msg!("web-event-back"))) } }
        };
        return html_page(StatusCode::OK, lang, frame(lang, &title, main));
    };
    if !(1..=MOST_BOARDS).contains(&boards) {
        return Refusal {
            status: StatusCode::BAD_REQUEST,
            title: msg!("web-bad-address-title"),
            why: t_with(
                lang,
                msg!("web-bad-boards"),
                &[("given", boards.into()), ("most", MOST_BOARDS.into())],
            ),
            fix: msg!("web-bad-boards-fix"),
        }
        .page(lang);
    }
    let alt = alt_text(&heading(p), &p.pieces(), lang);
    let board_src = format!("/e/{token}/{}/board.png", r.round);
    let number = crate::core::roll::text::number_label(p.variant(), p.number());
    let main = html! {
        h1 class="screen-only" { (title) }
        p class="screen-only" { a href={ "/e/" (token) "?lang=" (lang.code()) } { (t(lang, msg!("web-event-back"))) } }
        @for board in 1..=boards {
            section class="board-sheet" aria-label=(t_with(lang, msg!("web-sheet-board"), &[("board", board.into())])) {
                p class="sheet-head" {
                    strong { (e.name) } " · "
                    (t_with(lang, msg!("web-event-round"), &[("round", r.round.into())])) " · "
                    strong { (t_with(lang, msg!("web-sheet-board"), &[("board", board.into())])) }
                }
                figure class="board" { (board_img(&board_src, &alt)) }
                dl class="facts" {
                    dt { (t(lang, msg!("field-number"))) } dd { (number) }
                    (rows(p, lang))
                    dt { (t(lang, msg!("field-fen"))) } dd { code { (Fen(p)) } }
                }
                @if e.pairs { p { (t(lang, msg!("web-event-pairs"))) } }
            }
        }
    };
    html_page(StatusCode::OK, lang, frame(lang, &title, main))
}

/// `GET /api/v1/events/TOKEN`: the event as other tools read it. Rounds
/// not revealed carry only what was published for them.
pub async fn json(State(web): State<Arc<Web>>, Segments(token): Segments<String>) -> Response {
    let (app, event) = match event_of(&web, &token, Lang::En).await {
        Ok(found) => found,
        Err(refusal) => {
            let mut answer = refusal.json();
            set_cache(&mut answer, "no-store");
            return answer;
        }
    };
    let revealed = web.rounds.rounds(&app, &event).await;
    let e = &event.event;
    let rounds: Vec<Value> = (1..=e.rounds().min(crate::app::events::MAX_ROUNDS))
        .map(|round| {
            let at = (round - 1) as usize;
            let mut r = json!({ "round": round, "revealed": round <= event.revealed });
            if let Some(c) = e.commitments.get(at) {
                r["commitment"] = c.as_str().into();
            }
            if let Some(f) = e.beacon.as_ref().and_then(|b| b.fixed.get(at)) {
                r["beacon_round"] = f.beacon_round.into();
                r["fixed_at"] = f.fixed_at.into();
            }
            match revealed.get(at) {
                Some(Shown::Checked(shown)) => {
                    match &shown.drawn {
                        Drawn::Seed { seed, .. } => r["seed"] = seed.as_str().into(),
                        #[cfg(feature = "beacon")]
                        Drawn::Beacon(b) => {
                            r["signature"] = b.fixed.signature.clone().into();
                            r["previous_signature"] = b.fixed.previous_signature.clone().into();
                        }
                    }
                    r["roll"] = roll_json::value(&RollDoc::of(&round_view(&app, shown, Lang::En)));
                }
                Some(Shown::Forged) => {
                    r["check"] = "failed".into();
                    r["error"] = "this round's kept record does not match what was published at \
                                  the start: it is not shown"
                        .into();
                }
                Some(Shown::Unchecked) => {
                    r["check"] = "unavailable".into();
                    r["error"] = "this round could not be checked just now: ask again".into();
                }
                None => {}
            }
            r
        })
        .collect();
    let body = json!({
        "api": 1,
        "event": {
            "name": e.name,
            "variant": e.spec.variant.to_string(),
            "method": e.spec.method,
            "dice": e.spec.dice.name(),
            "exclude_standard": e.exclude_standard,
            "pairs": e.pairs,
            "draw": if e.beacon.is_some() { "beacon" } else { "seeds" },
            "beacon": e.beacon.as_ref().map(|b| json!({ "chain": b.chain, "chain_hash": b.chain_hash })),
            "revealed": event.revealed,
            "rounds": rounds,
        },
    });
    cached(
        "application/json",
        ASK_EACH_TIME,
        roll_json::to_string(&body),
    )
}

/// Replaces an answer's `Cache-Control`.
pub(super) fn set_cache(response: &mut Response, value: &'static str) {
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static(value),
    );
}
