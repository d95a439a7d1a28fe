//! A board's picture on the pages: the image a page shows, at the width
//! the browser picks ([`board_img`]), and the PNG it loads ([`board_png`]),
//! drawn at one of the widths served, a few at a time.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::page::plain;
use super::{A_DAY, DEFAULT_WIDTH, FOREVER, WIDTHS, Web, cached};
use crate::app::board_cache::BoardKey;
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

/// A board of `p` as PNG at an allowed width: one drawn lately as it was
/// kept (a round revealed to a room of phones is drawn once), else drawn
/// off the async threads, one a core at a time. A built-in variant's board
/// never changes; a variant file's may, when its operator edits it under
/// the same id, so it is kept a day.
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
    let kept = if p.variant().builtin_index().is_some() {
        FOREVER
    } else {
        A_DAY
    };
    let key = BoardKey {
        variant: p.variant(),
        pieces: p.pieces().into_boxed_slice(),
        options,
    };
    if let Some(png) = web.boards_drawn().get(&key) {
        return cached("image/png", kept, png.to_vec());
    }
    let Ok(Ok(_turn)) = tokio::time::timeout(DRAW_WAIT, web.drawing.acquire()).await else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(axum::http::header::RETRY_AFTER, "1")],
            "every board is being drawn: try again in a moment",
        )
            .into_response();
    };
    match web.boards_drawn().draw(Renderer::shared(), key).await {
        Ok(png) => cached("image/png", kept, png),
        Err(e) => {
            tracing::error!(error = %e, "a web board could not be drawn");
            plain(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the board could not be drawn".into(),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::variant::Variant;
    use crate::web::guard::Budget;

    async fn png(web: &Web, number: u64, width: u32) -> Vec<u8> {
        let p = Position::from_number(Variant::Chess960, number).unwrap();
        let r = board_png(web, p, Some(width)).await;
        assert_eq!(r.status(), StatusCode::OK);
        axum::body::to_bytes(r.into_body(), usize::MAX)
            .await
            .unwrap()
            .to_vec()
    }

    /// A board asked again (a room of phones on one round) is the one kept,
    /// byte for byte; another width or position is a board of its own.
    #[tokio::test]
    async fn a_board_asked_again_is_the_one_drawn() {
        let web = Web::new(None, Budget::default());
        let first = png(&web, 518, 360).await;
        assert_eq!(web.boards_drawn().len(), 1);
        assert_eq!(png(&web, 518, 360).await, first);
        assert_eq!(web.boards_drawn().len(), 1, "no second drawing");
        assert_ne!(png(&web, 518, DEFAULT_WIDTH).await, first);
        png(&web, 519, 360).await;
        assert_eq!(web.boards_drawn().len(), 3);
        assert_eq!(&first[1..4], b"PNG");
    }
}
