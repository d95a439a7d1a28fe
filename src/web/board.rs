//! A board's picture on the pages: the image a page shows, at the width
//! the browser picks ([`board_img`]), and the PNG it loads ([`board_png`]),
//! drawn at one of the widths served, a few at a time.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::page::plain;
use super::{A_DAY, DEFAULT_WIDTH, FOREVER, WIDTHS, Web, cached};
use crate::core::position::Position;
use crate::render::{RenderOptions, Renderer};

/// A board image that the browser picks the width of.
pub fn board_img(src: &str, alt: &str) -> Markup {
    let srcset = WIDTHS
        .iter()
        .map(|w| format!("{src}?w={w} {w}w"))
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        img src={ (src) "?w=" (DEFAULT_WIDTH) } srcset=(srcset)
            sizes="(min-width: 52rem) 36rem, 94vw" alt=(alt);
    }
}

/// How long a board waits for a turn to be drawn before the client is
/// told to come back.
const DRAW_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// A board of `p` as PNG at an allowed width, drawn off the async threads
/// (a new width's first board takes some 60 ms), one a core at a time.
/// A built-in variant's board never changes; a variant file's may, when
/// its operator edits it under the same id, so it is kept a day.
pub async fn board_png(web: &Web, p: Position, asked_width: Option<u32>) -> Response {
    let width = asked_width.unwrap_or(DEFAULT_WIDTH);
    if !WIDTHS.contains(&width) {
        let allowed = WIDTHS.map(|w| w.to_string()).join(", ");
        return plain(
            StatusCode::BAD_REQUEST,
            format!("w={width} is not a width served here: use one of {allowed}"),
        );
    }
    let options = RenderOptions {
        width,
        ..RenderOptions::default()
    };
    let Ok(Ok(_turn)) = tokio::time::timeout(DRAW_WAIT, web.drawing.acquire()).await else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(axum::http::header::RETRY_AFTER, "1")],
            "every board is being drawn: try again in a moment",
        )
            .into_response();
    };
    let kept = if p.variant().builtin_index().is_some() {
        FOREVER
    } else {
        A_DAY
    };
    let drawn = tokio::task::spawn_blocking(move || Renderer::shared().render(&p, &options))
        .await
        .map_err(|e| e.to_string())
        .and_then(|drawn| drawn.map_err(|e| e.to_string()));
    match drawn {
        Ok(image) => cached("image/png", kept, image.png),
        Err(e) => {
            tracing::error!(error = %e, "a web board could not be drawn");
            plain(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the board could not be drawn".into(),
            )
        }
    }
}
