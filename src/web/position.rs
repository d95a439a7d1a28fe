//! A position by its number, `/p/VARIANT/NUMBER`: the board, its rows and
//! its FEN, for a number picked or announced rather than rolled.

use std::sync::Arc;

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use maud::{Markup, html};

use super::board::{board_img, board_png};
use super::extract::{Asking, Reader, Segments};
use super::guard::Client;
use super::language::languages;
use super::page::frame;
use super::play::{self, Declined};
use super::query::Asked;
use super::refusal::Refusal;
use super::{Web, html_page};
use crate::app::play::{Game, Offer};
use crate::app::view::board::{alt_text, heading, side_word};
use crate::app::view::links::lichess_url;
use crate::core::board::Color;
use crate::core::fen::Fen;
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
    _: Asking<Asked>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let p = position_of(&variant, &number, lang)?;
    let title = heading(&p);
    let fen = Fen(&p).to_string();
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
                (board_img(&format!("{path}/board.png"), &alt_text(&title, &p.pieces(), lang)))
            }
            dl class="facts" {
                (rows(&p, lang))
                dt { (t(lang, msg!("field-fen"))) } dd { code { (fen) } }
            }
            @if let Some(play) = play { (play) }
        }
        @if p.variant() == Variant::Chess960 {
            nav class="links" aria-label=(t(lang, msg!("web-links"))) {
                ul { li { a href=(lichess_url(&fen)) { (t(lang, msg!("button-lichess"))) } } }
            }
        }
        (languages(&path, lang))
    };
    Ok(html_page(StatusCode::OK, lang, frame(lang, &title, main)))
}

/// Each side's home rank as letters, in the game's own side names.
pub fn rows(p: &Position, lang: Lang) -> Markup {
    let v = p.variant();
    html! {
        dt { (side_word(v, Color::White, lang)) } dd { code { (p.home_rank_letters(Color::White)) } }
        @if v.black_is_independent() {
            dt { (side_word(v, Color::Black, lang)) } dd { code { (p.home_rank_letters(Color::Black)) } }
        }
    }
}

/// `POST /p/VARIANT/NUMBER/lichess`: the position's game made on lichess,
/// as a roll of its own, under the default settings ([`play`]).
pub async fn play(
    State(web): State<Arc<Web>>,
    Segments((variant, number)): Segments<(String, String)>,
    _: Asking<Asked>,
    Reader(lang): Reader,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
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
        app,
        (&p, offer),
        client,
        lang,
        (back, msg!("web-play-back-position")),
    )
    .await
}

/// `GET /p/VARIANT/NUMBER/board.png?w=WIDTH`.
pub async fn board(
    State(web): State<Arc<Web>>,
    Segments((variant, number)): Segments<(String, String)>,
    Asking(asked): Asking<Asked>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let p = position_of(&variant, &number, lang)?;
    Ok(board_png(&web, p, asked.w).await)
}
