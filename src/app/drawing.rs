//! Boards drawn for replies: with the process's image settings (or a
//! person's look), off the async threads and no more at once than there
//! are cores, with their alt text in the reader's language; a board drawn
//! lately is taken from the [`BoardCache`] instead.

use crate::app::board_cache::{BoardCache, BoardKey};
use crate::app::error::AppError;
use crate::app::view::board::{alt_text, heading};
use crate::core::position::{Placed, Position};
use crate::core::variant::Variant;
use crate::i18n::Lang;
use crate::render::{RenderOptions, Renderer};

/// A board drawn: its PNG, and the board in words for people who cannot
/// see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub png: Vec<u8>,
    pub alt: String,
}

/// How one person sees rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// The board image's width, theme and side.
    pub render: RenderOptions,
    /// A text board in the message instead of an image and embed: for
    /// screen readers, embeds turned off, slow connections.
    pub text_only: bool,
    /// The language replies are written in.
    pub lang: Lang,
}

/// The process's board drawing: its renderer, its image settings, a turn
/// for each core, and the boards drawn lately.
pub struct Boards {
    renderer: &'static Renderer,
    render: RenderOptions,
    /// Boards being drawn at once: one per core.
    drawing: tokio::sync::Semaphore,
    drawn: BoardCache,
}

impl Boards {
    /// Boards drawn by `renderer` with the process's image settings
    /// `render`, as many at once as the machine has cores, keeping up to
    /// `cache_bytes` of them encoded (0: none).
    #[must_use]
    pub fn new(renderer: &'static Renderer, render: RenderOptions, cache_bytes: u64) -> Boards {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Boards {
            renderer,
            render,
            drawing: tokio::sync::Semaphore::new(cores),
            drawn: BoardCache::new(cache_bytes),
        }
    }

    /// The boards drawn lately.
    #[must_use]
    pub fn cache(&self) -> &BoardCache {
        &self.drawn
    }

    /// A position's board as PNG, drawn with the process's image settings;
    /// its alt text comes apart, so the board can be drawn while the
    /// language is still being read.
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when drawing fails.
    pub async fn png(&self, p: &Position) -> Result<Vec<u8>, AppError> {
        self.encoded(p.variant(), p.pieces(), self.render).await
    }

    /// A position's board drawn with these options (a person's
    /// preferences), with its alt text in `lang`.
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when drawing fails.
    pub async fn board(
        &self,
        p: &Position,
        options: RenderOptions,
        lang: Lang,
    ) -> Result<Board, AppError> {
        self.draw(p.variant(), p.pieces(), &heading(p), options, lang)
            .await
    }

    /// How rolls look when nobody asked otherwise: the process's image
    /// settings, with an image.
    pub fn default_look(&self) -> Look {
        Look {
            render: self.render,
            text_only: false,
            lang: Lang::En,
        }
    }

    /// Draws any set of pieces (a board still being set up, say).
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when drawing fails.
    pub async fn pieces(
        &self,
        variant: Variant,
        pieces: Vec<Placed>,
        heading: &str,
        lang: Lang,
    ) -> Result<Board, AppError> {
        self.draw(variant, pieces, heading, self.render, lang).await
    }

    async fn draw(
        &self,
        variant: Variant,
        pieces: Vec<Placed>,
        heading: &str,
        options: RenderOptions,
        lang: Lang,
    ) -> Result<Board, AppError> {
        let alt = alt_text(heading, &pieces, lang);
        let png = self.encoded(variant, pieces, options).await?;
        Ok(Board { png, alt })
    }

    async fn encoded(
        &self,
        variant: Variant,
        pieces: Vec<Placed>,
        options: RenderOptions,
    ) -> Result<Vec<u8>, AppError> {
        let key = BoardKey {
            variant,
            pieces: pieces.into_boxed_slice(),
            options,
        };
        // Drawn lately: no turn, no thread, no drawing.
        if let Some(png) = self.drawn.get(&key) {
            return Ok(png.to_vec());
        }
        // Drawing and encoding are CPU work: off the async threads, and no
        // more at once than there are cores. A burst then queues here, in
        // order, where the deferral budget sees it, instead of hundreds of
        // blocking threads starving the threads that read requests.
        let _turn = self.drawing.acquire().await;
        self.drawn
            .draw(self.renderer, key)
            .await
            .map_err(|e| AppError::Render(e.to_string()))
    }
}
