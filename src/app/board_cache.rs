//! Boards drawn lately, kept encoded. A board's PNG is the same bytes for
//! the same pieces in the same look (variant, width, theme, side,
//! highlight): a daily challenge posted to a thousand servers, or a round
//! revealed to a room of phones, is drawn once. The labels are the same in
//! every language (files a–l, ranks 1–12), so the reader's language is no
//! part of the key: the alt text, which is in it, is made apart.
//!
//! The cache is bounded by the bytes it holds (`[bot] image_cache_mb`; 0
//! keeps none) and counted in `/metrics`: hits, misses, bytes held.

use std::sync::Arc;

use quick_cache::Weighter;
use quick_cache::sync::Cache;

use crate::core::position::Placed;
use crate::core::variant::Variant;
use crate::render::{RenderError, RenderOptions, Renderer};

/// What a board's bytes are drawn from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardKey {
    pub variant: Variant,
    pub pieces: Box<[Placed]>,
    pub options: RenderOptions,
}

/// About what one board at the default width weighs, for the cache's
/// first estimate of how many it holds.
const TYPICAL_BOARD_BYTES: u64 = 32 << 10;

/// Why a board could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum DrawError {
    #[error(transparent)]
    Render(#[from] RenderError),
    /// The blocking thread drawing it panicked or was cancelled.
    #[error(transparent)]
    Stopped(#[from] tokio::task::JoinError),
}

/// Weighs a kept board by its bytes and its key's.
#[derive(Clone, Copy)]
struct ByBytes;

impl Weighter<BoardKey, Arc<[u8]>> for ByBytes {
    fn weight(&self, key: &BoardKey, png: &Arc<[u8]>) -> u64 {
        (png.len() + std::mem::size_of_val::<[Placed]>(&key.pieces)) as u64
    }
}

/// Encoded boards, within a bound in bytes.
pub struct BoardCache {
    /// None when the bound is 0: nothing is kept or counted.
    kept: Option<Cache<BoardKey, Arc<[u8]>, ByBytes>>,
}

impl BoardCache {
    /// A cache holding at most `max_bytes` of boards; 0 keeps none.
    #[must_use]
    pub fn new(max_bytes: u64) -> BoardCache {
        let kept = (max_bytes > 0).then(|| {
            let boards = (max_bytes / TYPICAL_BOARD_BYTES).max(1) as usize;
            Cache::with_weighter(boards, max_bytes, ByBytes)
        });
        BoardCache { kept }
    }

    /// The board kept for `key`, if any; counted as a hit or a miss.
    pub fn get(&self, key: &BoardKey) -> Option<Arc<[u8]>> {
        let kept = self.kept.as_ref()?;
        let found = kept.get(key);
        crate::app::metrics::board_cache(found.is_some());
        found
    }

    /// Keeps `png` as `key`'s board, evicting others past the bound.
    pub fn keep(&self, key: BoardKey, png: Arc<[u8]>) {
        if let Some(kept) = &self.kept {
            kept.insert(key, png);
            crate::app::metrics::board_cache_bytes(kept.weight());
        }
    }

    /// Draws `key`'s board with `renderer` off the async threads (drawing
    /// and encoding are CPU work) and keeps it. The caller has taken its
    /// turn to draw, by its own rule: the bot waits for one, a page gives
    /// up after a while.
    ///
    /// # Errors
    ///
    /// [`DrawError`]: the renderer's, or the drawing thread's.
    pub async fn draw(
        &self,
        renderer: &'static Renderer,
        key: BoardKey,
    ) -> Result<Vec<u8>, DrawError> {
        let (key, image) = tokio::task::spawn_blocking(move || {
            let image = renderer.render_pieces(key.variant, &key.pieces, &key.options);
            (key, image)
        })
        .await?;
        let png = image?.png;
        if !self.is_off() {
            self.keep(key, Arc::from(png.as_slice()));
        }
        Ok(png)
    }

    /// Whether it keeps nothing (`[bot] image_cache_mb = 0`).
    #[must_use]
    pub fn is_off(&self) -> bool {
        self.kept.is_none()
    }

    /// The bytes held now.
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.kept.as_ref().map_or(0, Cache::weight)
    }

    /// How many boards are held now.
    #[must_use]
    pub fn len(&self) -> usize {
        self.kept.as_ref().map_or(0, Cache::len)
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
