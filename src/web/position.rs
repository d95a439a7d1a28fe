//! A position by its number, `/p/VARIANT/NUMBER`: the board, its rows and
//! its FEN, for a number picked or announced rather than rolled.

use std::sync::Arc;

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use maud::html;

use super::board::{board_img, board_png};
use super::extract::{Asking, Reader, Segments};
use super::facts::facts;
use super::guard::Client;
use super::language::languages;
use super::page::frame;
use super::play::{self, Declined};
use super::query::PageQuery;
use super::refusal::Refusal;
use super::{Web, html_page};
use crate::app::play::game::{Game, Offer};
use crate::app::view::position::PositionView;
use crate::core::position::Position;
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::{Lang, t, t_with};
use crate::store::GuildSettings;

/// The position asked for, or why there is none.
fn position_of(variant: &str, number: &str, lang: Lang) -> Result<Position, Refusal> {
    let refused = |status, why: String| Refusal {
        status,
        lang,
        title: msg!("web-bad-position-title"),
        why,
        fix: msg!("web-bad-position-fix"),
    };
    let variant: Variant = variant
        .parse()
        .map_err(|e: ParseVariantError| refused(StatusCode::NOT_FOUND, e.text().render(lang)))?;
    let number: u64 = number.parse().map_err(|_| {
        refused(
            StatusCode::BAD_REQUEST,
            t_with(
                lang,
                msg!("web-bad-number"),
                &[("given", number.chars().take(20).collect::<String>().into())],
            ),
        )
    })?;
    Position::from_number(variant, number)
        .map_err(|e| refused(StatusCode::NOT_FOUND, e.text().render(lang)))
}

/// `GET /p/VARIANT/NUMBER`.
pub async fn page(
    State(web): State<Arc<Web>>,
    Segments((variant, number)): Segments<(String, String)>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let p = position_of(&variant, &number, lang)?;
    let view = PositionView::new(&p, lang);
    let title = &view.heading;
    let path = format!("/p/{}/{}", p.variant().id(), p.number());
    // A position by its number is no server's: the defaults decide.
    let play = play::offered(
        &web,
        Game::roll(&p, false).as_ref(),
        &GuildSettings::default(),
    )
    .then(|| play::form(&format!("{path}/lichess?lang={}", lang.code()), lang));
    let main = html! {
        h1 { (title) }
        div class="sheet" {
            figure class="board" {
                (board_img(&format!("{path}/board.png"), &view.alt_text()))
            }
            dl class="facts" { (facts(view.rows.iter().chain([&view.fen]), lang)) }
            @if let Some(play) = play { (play) }
        }
        @if let Some(lichess) = &view.lichess {
            nav class="links" aria-label=(t(lang, msg!("web-links"))) {
                ul { li { a href=(lichess) { (t(lang, msg!("button-lichess"))) } } }
            }
        }
        (languages(&path, lang))
    };
    Ok(html_page(StatusCode::OK, lang, frame(lang, title, main)))
}

/// `POST /p/VARIANT/NUMBER/lichess`: the position's game made on lichess,
/// as a roll of its own, under the default settings ([`play`]).
pub async fn play(
    State(web): State<Arc<Web>>,
    Segments((variant, number)): Segments<(String, String)>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, Declined> {
    play::from_this_site(&web, &headers, lang)?;
    let p = position_of(&variant, &number, lang)?;
    let app = play::app_of(&web, lang)?;
    let offer = Offer {
        game: Game::roll(&p, false),
        guild: GuildSettings::default(),
    };
    let back = format!(
        "/p/{}/{}?lang={}",
        p.variant().id(),
        p.number(),
        lang.code()
    );
    play::make(
        (&web, app),
        (&p, offer),
        client,
        (lang, uri.path()),
        (back, msg!("web-play-back-position")),
    )
    .await
}

/// `GET /p/VARIANT/NUMBER/board.png?w=WIDTH`.
pub async fn board(
    State(web): State<Arc<Web>>,
    Segments((variant, number)): Segments<(String, String)>,
    Asking(asked): Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let p = position_of(&variant, &number, lang)?;
    Ok(board_png(&web, p, asked.w).await)
}
