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

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use maud::{Markup, html};
use serde::Deserialize;
use serde_json::{Value, json};

use super::board::{board_img, board_png};
use super::extract::{Asking, Reader, Segments, ToolAsking};
use super::facts::{facts, facts_linking, labelled};
use super::file::{FileLink, file_link};
use super::guard::Client;
use super::language::languages;
use super::page::{CLOCK, Head, frame, frame_with};
use super::pgn::{PGN, pgn_text};
use super::play::{self, Declined};
use super::query::{ForTools, PageQuery};
use super::refusal::{Refusal, Subject, log_fault};
use super::{ASK_EACH_TIME, NO_STORE, Web, cached, html_page, set_cache};
use crate::app::App;
use crate::app::error::AppError;
use crate::app::event::round::Revealed;
use crate::app::event::study::PlayStart;
use crate::app::json as roll_json;
use crate::app::play::game::Offer;
use crate::app::play::lichess::playable;
use crate::app::play::occasion::{self, NoRound, shown_round};
use crate::app::view::Fact;
use crate::app::view::doc::{FactDoc, RollDoc};
use crate::app::view::round::{
    DrawRule, DrawnData, EventView, Published, RoundEntry, RoundState, RoundView, study_given,
};
use crate::core::position::Position;
use crate::i18n::{Lang, t, t_with};
use crate::store::Event;

/// The most boards one round's sheets are printed for.
pub const MOST_BOARDS: u32 = 200;

/// An event, by the token of its link, as its refusals name it.
const EVENT: Subject = Subject {
    bad: msg!("web-event-missing-title"),
    fix: msg!("web-event-missing-fix"),
    down: msg!("web-event-down-title"),
};

/// The event `token` names, and the app whose store holds it.
pub(super) async fn event_of(
    web: &Web,
    token: &str,
    lang: Lang,
) -> Result<(Arc<App>, Event), Refusal> {
    let missing = || Refusal {
        status: StatusCode::NOT_FOUND,
        lang,
        title: EVENT.bad,
        why: t(lang, msg!("web-event-missing")),
        fix: EVENT.fix,
    };
    let Some(app) = &web.app else {
        return Err(missing());
    };
    match app.events().by_web_token(token).await {
        Ok(Some(event)) => Ok((app.clone(), event)),
        Ok(None) => Err(missing()),
        Err(e) => Err(Refusal::from_app(
            &e,
            lang,
            EVENT,
            "an event's page could not read the store",
        )),
    }
}

/// `GET /e/TOKEN`.
pub async fn page(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let (app, event) = event_of(&web, &token, lang).await?;
    let view = app.views().event(&event, lang).await;
    // An event on a server's own variant: its file, linked beside the
    // lines that name it.
    let file = file_link(&web, event.event.spec.variant.digest.as_deref()).await;
    let lichess = offers_lichess(&app, &event).await;
    let title = view.name.clone();
    // A club night still to come counts down to its start.
    let night = super::meetup::night_start(&app, &event).await;
    let now = app.clock().now().as_millisecond();
    let summary = t_with(
        lang,
        msg!("web-event-summary"),
        &[
            ("variant", view.variant.as_str().into()),
            ("rounds", view.rounds.into()),
            ("revealed", view.revealed.into()),
            ("method", view.method.as_str().into()),
            ("dice", view.dice.as_str().into()),
        ],
    );
    let main = html! {
        h1 { (title) }
        p { (summary) }
        @if let Some(start) = &night { (super::meetup::countdown(start, now, lang)) }
        @if !view.options.is_empty() { dl class="facts" { (facts(&view.options, lang)) } }
        nav class="links" aria-label=(t(lang, msg!("web-event-links"))) {
            ul {
                li { a href={ "/e/" (token) "/screen?lang=" (lang.code()) } { (t(lang, msg!("web-event-screen"))) } }
                li { a href={ "/e/" (token) "/pgn" } { "PGN" } }
                li { a href={ "/api/v1/events/" (token) } { "JSON" } }
            }
        }
        section aria-labelledby="drawn" {
            h2 id="drawn" { (t(lang, msg!("web-event-drawn"))) }
            p { (view.draw_text()) }
        }
        @for entry in &view.entries {
            (round_section((&token, lichess), entry, file.as_ref(), lang))
        }
        (languages(&format!("/e/{token}"), lang))
    };
    // A round with a start of play: shown in the reader's time zone.
    let mut scripts = clock_script(view.entries.iter().filter_map(RoundEntry::shown));
    if night.is_some() && scripts.is_empty() {
        scripts.push(CLOCK.path());
    }
    let head = Head {
        scripts,
        ..Head::default()
    };
    let mut page = html_page(StatusCode::OK, lang, frame_with(lang, &title, main, &head));
    set_cache(&mut page, ASK_EACH_TIME);
    Ok(page)
}

/// The clock's script, for pages that show when a round's play starts.
fn clock_script<'a>(rounds: impl IntoIterator<Item = &'a RoundView>) -> Vec<String> {
    let mut rounds = rounds.into_iter();
    if rounds.any(|r| r.play.is_some()) {
        vec![CLOCK.path()]
    } else {
        Vec::new()
    }
}

/// When play starts, as a machine and a person read it: UTC in the page,
/// the reader's own time zone once the clock's script runs.
pub(super) fn play_time(play: &PlayStart) -> Markup {
    html! { time datetime=(play.rfc3339()) data-local { (play.utc_time()) } }
}

/// When a revealed round's play starts, as a fact of a list (`dl`): the
/// round view's fact ([`RoundView::play_fact`]), its time in a `time`.
fn play_fact(play: &PlayStart, lang: Lang) -> Markup {
    html! {
        dt { (t(lang, msg!("field-play-starts"))) }
        dd { (play_time(play)) " · " (study_given(play, lang)) }
    }
}

/// Whether the event's server offers "Play on lichess" under its rounds
/// (its settings unread: not, and the page is shown without it).
async fn offers_lichess(app: &App, event: &Event) -> bool {
    if app.play().lichess().is_none() {
        return false;
    }
    match app.store().guild_settings(event.event.guild_id).await {
        Ok(guild) => app.play().offers(&guild),
        Err(e) => {
            log_fault(
                &AppError::from(e),
                "an event's page could not read its server's settings; shown without Play on lichess",
            );
            false
        }
    }
}

/// One round on the event's page: what was published for it, and once
/// revealed (and checked) its board, its facts and the lines that redo and
/// check it; the button that plays it on lichess when `lichess` (the
/// event's server offers it).
fn round_section(
    (token, lichess): (&str, bool),
    entry: &RoundEntry,
    file: Option<&FileLink>,
    lang: Lang,
) -> Markup {
    let id = format!("round-{}", entry.round);
    html! {
        section class="round" aria-labelledby=(id) {
            h2 id=(id) { (t_with(lang, msg!("web-event-round"), &[("round", entry.round.into())])) }
            @match &entry.state {
                RoundState::Shown(r) => (revealed_round((token, lichess), r, file, lang)),
                RoundState::Forged => p class="warning" { (t(lang, msg!("web-event-forged"))) },
                RoundState::Held(by) => p class="warning" { (held_text(*by, lang)) },
                RoundState::Unchecked => p class="warning" { (t(lang, msg!("web-event-unchecked"))) },
                RoundState::NotYet => p { (t(lang, msg!("web-event-not-yet"))) },
            }
            @if entry.shown().is_none() {
                dl class="facts" {
                    @match entry.published.fact() {
                        Some(fact) => (facts([&fact], lang)),
                        None => {
                            dt { (t(lang, msg!("round-beacon-round"))) }
                            dd { (t(lang, msg!("web-event-beacon-unfixed"))) }
                        }
                    }
                }
            }
        }
    }
}

/// A revealed round: its board, its roll's facts, and what decided it with
/// the lines that redo and check it; the button that plays it on lichess
/// when `lichess` and lichess has a board for it.
fn revealed_round(
    (token, lichess): (&str, bool),
    r: &RoundView,
    file: Option<&FileLink>,
    lang: Lang,
) -> Markup {
    let base = format!("/e/{token}/{}", r.round);
    let roll = &r.roll;
    let play = lichess
        && Position::from_number(roll.variant(), roll.data.number)
            .is_ok_and(|p| playable(&p).is_some());
    let play = play.then(|| play::form(&format!("{base}/lichess?lang={}", lang.code()), lang));
    html! {
        div class="sheet" {
            figure class="board" {
                (board_img(&format!("{base}/board.png"), &roll.alt_text()))
            }
            // The round's facts in the one order (its roll's, when play
            // starts, its proof): the start of play in a `time` the page's
            // script shows in the reader's own zone.
            dl class="facts" {
                (facts_linking(roll.rows.iter().chain(&roll.facts), lang, file))
                @if let Some(play) = &r.play { (play_fact(play, lang)) }
                (facts_linking(&r.proof, lang, file))
            }
            @if let Some(play) = play { (play) }
            @if let Some(legend) = &roll.legend { p { "(" (legend) ")" } }
            @if let Some(w) = roll.warning_fact() {
                p class="warning" { (labelled(html! { strong { (w.name(lang)) } }, html! { (w.value) }, lang)) }
            }
        }
        nav class="links" aria-label=(t_with(lang, msg!("web-event-round"), &[("round", r.round.into())])) {
            ul {
                li { a href={ (base) "/sheets?lang=" (lang.code()) } { (t(lang, msg!("web-event-sheets"))) } }
                li { a href={ (base) "/pgn" } { "PGN" } }
                li { a href={ "/r/" (roll.code()) "?lang=" (lang.code()) } { (t(lang, msg!("web-event-roll-page"))) } }
                @if let Some(lichess) = &roll.links.lichess { li { a href=(lichess) { (t(lang, msg!("button-lichess"))) } } }
            }
        }
    }
}

/// `POST /e/TOKEN/ROUND/lichess`: the round's game made on lichess,
/// "Backrank · NAME round N", under its server's settings ([`play`]).
pub async fn play(
    State(web): State<Arc<Web>>,
    Segments(token_round): Segments<(String, String)>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, Declined> {
    play::from_this_site(&web, &headers, lang)?;
    let token = token_round.0.clone();
    let (app, event, r) = asked_round(&web, token_round, lang).await?;
    let guild = app
        .store()
        .guild_settings(event.event.guild_id)
        .await
        .map_err(|e| {
            Refusal::from_app(
                &AppError::from(e),
                lang,
                EVENT,
                "an event round's Play on lichess could not read its server's settings",
            )
        })?;
    let round = r.round;
    let offer = Offer {
        game: occasion::round_game(&r),
        guild,
    };
    let back = format!("/e/{token}?lang={}#round-{round}", lang.code());
    play::make(
        (&web, &app),
        (&r.roll.position, offer),
        client,
        (lang, uri.path()),
        (back, msg!("web-event-back")),
    )
    .await
}

/// The revealed, checked round a round's address names: the app's one
/// check of a round ([`shown_round`]), which a "Play on lichess" button
/// passes too.
async fn asked_round(
    web: &Web,
    token_round: (String, String),
    lang: Lang,
) -> Result<(Arc<App>, Event, Arc<Revealed>), Refusal> {
    let (app, event) = event_of(web, &token_round.0, lang).await?;
    let given = &token_round.1;
    let rounds = event.event.rounds();
    let outside = || Refusal {
        status: StatusCode::NOT_FOUND,
        lang,
        title: msg!("web-bad-round-title"),
        why: t_with(
            lang,
            msg!("web-bad-round"),
            &[
                ("given", given.chars().take(20).collect::<String>().into()),
                ("rounds", rounds.into()),
            ],
        ),
        fix: msg!("web-bad-round-fix"),
    };
    let round: i64 = given.parse().map_err(|_| outside())?;
    match shown_round(&app.events(), &event, round).await {
        Ok(r) => Ok((app, event, r)),
        Err(NoRound::Outside) => Err(outside()),
        Err(NoRound::NotYet) => Err(Refusal {
            status: StatusCode::NOT_FOUND,
            lang,
            title: msg!("web-bad-round-title"),
            why: NoRound::NotYet.text(&event, round).render(lang),
            fix: msg!("web-bad-round-fix"),
        }),
        Err(NoRound::Forged) => Err(forged(lang)),
        Err(NoRound::Unchecked) => Err(unchecked(lang)),
        Err(NoRound::Held(by)) => Err(held(by, lang)),
    }
}

/// Why a round held back by round `by` is not shown, on the page.
fn held_text(by: i64, lang: Lang) -> String {
    t_with(lang, msg!("web-event-held"), &[("round", by.into())])
}

/// The refusal of a round whose own record holds but whose draw needs the
/// position of round `by`, whose record fails its check.
fn held(by: i64, lang: Lang) -> Refusal {
    Refusal {
        status: StatusCode::CONFLICT,
        lang,
        title: msg!("web-event-forged-title"),
        why: held_text(by, lang),
        fix: msg!("web-event-held-fix"),
    }
}

/// The refusal of a round whose kept record fails its check.
fn forged(lang: Lang) -> Refusal {
    Refusal {
        status: StatusCode::CONFLICT,
        lang,
        title: msg!("web-event-forged-title"),
        why: t(lang, msg!("web-event-forged")),
        fix: msg!("web-event-forged-fix"),
    }
}

/// The refusal of a round that could not be checked just now: 503 under
/// the title of records that did not answer ([`Refusal::from_app`]), but
/// saying that the round's check could not be done (a beacon round not
/// fetched is no store's fault), so not an [`AppError`] nor logged here.
fn unchecked(lang: Lang) -> Refusal {
    Refusal {
        status: StatusCode::SERVICE_UNAVAILABLE,
        lang,
        title: EVENT.down,
        why: t(lang, msg!("web-event-unchecked")),
        fix: msg!("web-event-down-fix"),
    }
}

/// `GET /e/TOKEN/ROUND/board.png?w=WIDTH`.
pub async fn board(
    State(web): State<Arc<Web>>,
    Segments(token_round): Segments<(String, String)>,
    Asking(asked): Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let (_, _, r) = asked_round(&web, token_round, lang).await?;
    Ok(board_png(&web, r.roll.position.clone(), asked.w).await)
}

/// A round as a PGN game to start from, its facts and what decided it in
/// a comment.
fn round_game((web, headers): (&Web, &HeaderMap), token: &str, r: &RoundView) -> String {
    let site = format!("{}/e/{token}", web.base(headers));
    pgn_text(&r.roll, &r.own_facts(), &r.name, &site, Some(r.round))
}

/// `GET /e/TOKEN/ROUND/pgn`.
pub async fn round_pgn(
    State(web): State<Arc<Web>>,
    Segments(token_round): Segments<(String, String)>,
    Asking(asked): Asking<ForTools>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let lang = asked.lang();
    let token = token_round.0.clone();
    let (app, _, r) = asked_round(&web, token_round, lang).await?;
    let view = app.views().round(&r, lang);
    Ok(web.addressed(PGN, round_game((&web, &headers), &token, &view)))
}

/// `GET /e/TOKEN/pgn`: every revealed round, a game each, for pairing and
/// broadcast software; refused as a round's own PGN is when a revealed
/// round cannot be shown.
pub async fn pgn(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    Asking(asked): Asking<ForTools>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let lang = asked.lang();
    let (app, event) = event_of(&web, &token, lang).await?;
    let view = app.views().event(&event, lang).await;
    // A round left out would pass unseen in a file of games: the whole
    // event is refused as the round itself is, until it can be shown.
    for entry in &view.entries {
        match entry.state {
            RoundState::Forged => return Err(forged(lang)),
            RoundState::Held(by) => return Err(held(by, lang)),
            RoundState::Unchecked => return Err(unchecked(lang)),
            RoundState::NotYet | RoundState::Shown(_) => {}
        }
    }
    let games: Vec<String> = view
        .entries
        .iter()
        .filter_map(RoundEntry::shown)
        .map(|r| round_game((&web, &headers), &token, r))
        .collect();
    let mut answer = cached(PGN, ASK_EACH_TIME, games.join("\n"));
    if !web.has_public_url() {
        set_cache(&mut answer, NO_STORE);
    }
    Ok(answer)
}

/// What a round's sheets may add: `?lang=` and `?boards=`.
#[derive(Debug, Default, Deserialize)]
pub struct SheetsAsked {
    /// Read by [`Reader`]; here so the query is read whole.
    #[serde(rename = "lang")]
    _lang: Option<String>,
    pub boards: Option<u32>,
}

/// `GET /e/TOKEN/ROUND/sheets?boards=N`: a sheet per board, each with the
/// board number, the position and its rows, to lay on the tables; without
/// `boards`, a form that asks how many.
pub async fn sheets(
    State(web): State<Arc<Web>>,
    Segments(token_round): Segments<(String, String)>,
    Asking(asked): Asking<SheetsAsked>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let token = token_round.0.clone();
    let (app, _, r) = asked_round(&web, token_round, lang).await?;
    let r = app.views().round(&r, lang);
    let roll = &r.roll;
    let title = t_with(
        lang,
        msg!("web-sheets-title"),
        &[("name", r.name.as_str().into()), ("round", r.round.into())],
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
        return Ok(html_page(StatusCode::OK, lang, frame(lang, &title, main)));
    };
    if !(1..=MOST_BOARDS).contains(&boards) {
        return Err(Refusal {
            status: StatusCode::BAD_REQUEST,
            lang,
            title: msg!("web-bad-address-title"),
            why: t_with(
                lang,
                msg!("web-bad-boards"),
                &[("given", boards.into()), ("most", MOST_BOARDS.into())],
            ),
            fix: msg!("web-bad-boards-fix"),
        });
    }
    let alt = roll.alt_text();
    let board_src = format!("/e/{token}/{}/board.png", r.round);
    // What a board's players need: the position by its number, rows and
    // FEN, and the options that hold for every game.
    let wanted = [
        msg!("field-number"),
        msg!("field-fen"),
        msg!("field-standard"),
        msg!("field-pair"),
    ];
    let table: Vec<&Fact> = roll
        .rows
        .iter()
        .chain(roll.facts.iter().filter(|f| wanted.contains(&f.label)))
        .collect();
    let main = html! {
        h1 class="screen-only" { (title) }
        p class="screen-only" { a href={ "/e/" (token) "?lang=" (lang.code()) } { (t(lang, msg!("web-event-back"))) } }
        @for board in 1..=boards {
            section class="board-sheet" aria-label=(t_with(lang, msg!("web-sheet-board"), &[("board", board.into())])) {
                p class="sheet-head" {
                    strong { (r.name) } " · "
                    (t_with(lang, msg!("web-event-round"), &[("round", r.round.into())])) " · "
                    strong { (t_with(lang, msg!("web-sheet-board"), &[("board", board.into())])) }
                }
                figure class="board" { (board_img(&board_src, &alt)) }
                dl class="facts" {
                    @if let Some(play) = &r.play { (play_fact(play, lang)) }
                    (facts(table.iter().copied(), lang))
                }
            }
        }
    };
    let head = Head {
        scripts: clock_script([&r]),
        ..Head::default()
    };
    Ok(html_page(
        StatusCode::OK,
        lang,
        frame_with(lang, &title, main, &head),
    ))
}

/// `GET /api/v1/events/TOKEN`: the event as other tools read it. Rounds
/// not revealed carry only what was published for them.
pub async fn json(
    State(web): State<Arc<Web>>,
    Segments(token): Segments<String>,
    ToolAsking(asked): ToolAsking<ForTools>,
) -> Result<Response, Response> {
    let lang = asked.lang();
    let (app, event) = event_of(&web, &token, lang).await.map_err(|refusal| {
        let mut answer = refusal.json();
        set_cache(&mut answer, NO_STORE);
        answer
    })?;
    let view = app.views().event(&event, lang).await;
    let rounds: Vec<Value> = view
        .entries
        .iter()
        .map(|entry| round_json(entry, &view))
        .collect();
    let e = &event.event;
    let body = json!({
        "api": 1,
        "event": {
            "name": view.name,
            "variant": e.spec.variant.to_string(),
            "method": view.method,
            "dice": view.dice,
            "exclude_standard": e.exclude_standard,
            "pairs": e.pairs,
            "draw": match view.draw { DrawRule::Seeds => "seeds", DrawRule::Beacon { .. } => "beacon" },
            "rules": e.rules.as_ref().map(|r| json!({
                "repeats": r.repeats,
                "exclude": r.exclude.to_string(),
                "avoid": r.avoid.as_ref().map(|a| json!({
                    "event": a.event,
                    "positions": a.positions.to_string(),
                })),
                "committed": r.committed(),
            })),
            "beacon": e.beacon.as_ref().map(|b| json!({ "chain": b.chain, "chain_hash": b.chain_hash })),
            "revealed": view.revealed,
            "study_minutes": view.study,
            "rounds": rounds,
        },
    });
    Ok(cached(
        "application/json",
        ASK_EACH_TIME,
        roll_json::to_string(&body),
    ))
}

/// One round of the event's JSON: what was published for it, and once
/// revealed and checked its roll, what decided it and the facts every
/// other face shows.
fn round_json(entry: &RoundEntry, view: &EventView) -> Value {
    let mut r = json!({ "round": entry.round, "revealed": entry.round <= view.revealed });
    match &entry.published {
        Published::Commitment(c) => r["commitment"] = c.as_str().into(),
        Published::Beacon {
            round, fixed_at, ..
        } => {
            r["beacon_round"] = (*round).into();
            r["fixed_at"] = (*fixed_at).into();
        }
        Published::NotFixed => {}
    }
    match &entry.state {
        RoundState::Shown(shown) => {
            match &shown.drawn {
                DrawnData::Seed { seed } => r["seed"] = seed.as_str().into(),
                DrawnData::Beacon {
                    signature,
                    previous_signature,
                } => {
                    r["signature"] = signature.clone().into();
                    r["previous_signature"] = previous_signature.clone().into();
                }
            }
            r["attempt"] = shown.attempt.into();
            if let Some(play) = shown.play {
                r["play_at"] = play.at.into();
                r["study_minutes"] = play.minutes.into();
            }
            r["roll"] = roll_json::value(&RollDoc::of(&shown.roll));
            r["facts"] = roll_json::value(&FactDoc::all(&shown.own_facts(), shown.lang));
        }
        RoundState::Forged => {
            r["check"] = "failed".into();
            r["error"] = t(view.lang, msg!("web-event-forged")).into();
        }
        RoundState::Held(by) => {
            r["check"] = "held".into();
            r["held_by"] = (*by).into();
            r["error"] = held_text(*by, view.lang).into();
        }
        RoundState::Unchecked => {
            r["check"] = "unavailable".into();
            r["error"] = t(view.lang, msg!("web-event-unchecked")).into();
        }
        RoundState::NotYet => {}
    }
    r
}
