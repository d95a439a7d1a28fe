//! Board images: a position in, PNG bytes out.
//!
//! Pieces and labels are vector drawings of Backrank's own
//! ([`art`], [`janggi`]), rasterized once per square size and theme into
//! sprites (`sprites.rs`) and then only copied, so a board costs a few
//! rectangle fills, a few dozen sprite copies and a fast PNG encode.
//!
//! # Examples
//!
//! ```
//! use backrank::core::position::Position;
//! use backrank::render::{render, RenderOptions};
//! use backrank::core::variant::Variant;
//!
//! let p = Position::from_number(Variant::Chess960, 518).unwrap();
//! let image = render(&p, &RenderOptions::default()).unwrap();
//! assert_eq!(&image.png[1..4], b"PNG");
//! assert!((480..=640).contains(&image.width));
//! ```

pub mod art;
pub mod chart;
mod draw;
pub mod janggi;
mod sprites;
mod theme;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

pub use draw::Layout;
pub use sprites::Sprites;
pub use theme::{Palette, ParseThemeError, Theme};

use crate::core::position::{Placed, Position};
use crate::core::variant::Variant;

/// How to draw a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RenderOptions {
    /// About how wide the image is, in pixels.
    pub width: u32,
    /// Black at the bottom.
    pub flip: bool,
    pub theme: Theme,
    /// Tint the squares the roll filled.
    pub highlight: bool,
}

/// The default width: fits a Discord embed and stays sharp on phones.
pub const DEFAULT_WIDTH: u32 = 576;
/// The smallest and largest widths accepted.
pub const MIN_WIDTH: u32 = 160;
pub const MAX_WIDTH: u32 = 2048;

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            width: DEFAULT_WIDTH,
            flip: false,
            theme: Theme::Wood,
            highlight: true,
        }
    }
}

/// A rendered board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub png: Vec<u8>,
}

/// Why no image was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    #[error("an image {0} pixels wide is out of range: use {MIN_WIDTH} to {MAX_WIDTH}")]
    Width(u32),
    #[error("could not draw the image: {0}")]
    Draw(&'static str),
    #[error("could not encode the PNG: {0}")]
    Encode(String),
}

/// Draws boards, keeping one set of sprites per (square size, theme).
#[derive(Default)]
pub struct Renderer {
    sprites: Mutex<HashMap<(u32, Theme), Arc<Sprites>>>,
}

impl Renderer {
    /// A renderer with no sprites yet: the first board at each size builds
    /// them.
    pub fn new() -> Renderer {
        Renderer::default()
    }

    /// The process-wide renderer.
    pub fn shared() -> &'static Renderer {
        static SHARED: OnceLock<Renderer> = OnceLock::new();
        SHARED.get_or_init(Renderer::new)
    }

    /// Rasterizes the sprites for every variant's board at `width` in every
    /// theme, so the first real image costs no more than the rest (a bot
    /// calls this at start-up). Returns how many sprite sets it built.
    ///
    /// # Errors
    ///
    /// [`RenderError::Width`] for a width out of range.
    pub fn warm_up(&self, width: u32) -> Result<usize, RenderError> {
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&width) {
            return Err(RenderError::Width(width));
        }
        let before = self
            .sprites
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len();
        for v in crate::core::variant::Variant::ALL {
            let spec = v.spec();
            let layout = Layout::new(spec.board, spec.files, spec.ranks, width, false);
            for theme in Theme::ALL {
                self.sprites(layout.cell, theme)?;
            }
        }
        Ok(self
            .sprites
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
            - before)
    }

    fn sprites(&self, cell: u32, theme: Theme) -> Result<Arc<Sprites>, RenderError> {
        let key = (cell, theme);
        if let Some(s) = self
            .sprites
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&key)
        {
            return Ok(s.clone());
        }
        // Build outside the lock so other sizes are not held up; two threads
        // racing for one size build the same sprites and one copy is kept.
        let built = Arc::new(Sprites::build(cell, theme).ok_or(RenderError::Draw("the sprites"))?);
        Ok(self
            .sprites
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(key)
            .or_insert(built)
            .clone())
    }

    /// Draws `p` and encodes it as PNG.
    ///
    /// # Errors
    ///
    /// [`RenderError::Width`] for a width out of range; the others only if
    /// drawing or encoding fails.
    pub fn render(&self, p: &Position, opts: &RenderOptions) -> Result<Image, RenderError> {
        self.render_pieces(p.variant(), &p.pieces(), opts)
    }

    /// Draws a board of `variant` with these pieces (a position still being
    /// set up, say) and encodes it as PNG.
    ///
    /// # Errors
    ///
    /// As [`Renderer::render`].
    pub fn render_pieces(
        &self,
        variant: Variant,
        pieces: &[Placed],
        opts: &RenderOptions,
    ) -> Result<Image, RenderError> {
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&opts.width) {
            return Err(RenderError::Width(opts.width));
        }
        let spec = variant.spec();
        let layout = Layout::new(spec.board, spec.files, spec.ranks, opts.width, opts.flip);
        let sprites = self.sprites(layout.cell, opts.theme)?;
        let highlight = if opts.highlight {
            draw::randomized_squares(variant)
        } else {
            Vec::new()
        };
        let pm = draw::compose(pieces, &layout, &opts.theme.palette(), &sprites, &highlight)
            .ok_or(RenderError::Draw("the board"))?;
        let png = encode(&pm)?;
        Ok(Image {
            width: pm.width(),
            height: pm.height(),
            png,
        })
    }
}

/// Draws `p` with the shared renderer.
///
/// # Errors
///
/// As [`Renderer::render`].
pub fn render(p: &Position, opts: &RenderOptions) -> Result<Image, RenderError> {
    Renderer::shared().render(p, opts)
}

/// fdeflate's ultra-fast deflate with adaptive filtering. Measured on the
/// 8x8 board (`cargo bench --bench render`, whole image): `Fast` 66 KB in
/// 1.9 ms; a fixed Up, Sub or Paeth filter instead of adaptive made 69–141
/// KB and was no faster; `Balanced` 28 KB in 8.0 ms; `High` 28 KB in
/// 17.6 ms. A chat image is better small in time than in bytes.
const PNG_COMPRESSION: png::Compression = png::Compression::Fast;

/// Encodes an opaque pixmap as an 8-bit RGB PNG with fast compression: the
/// board is opaque, so premultiplied and straight colour are the same and the
/// alpha channel can go.
fn encode(pm: &tiny_skia::Pixmap) -> Result<Vec<u8>, RenderError> {
    let rgb: Vec<u8> = pm
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut enc = png::Encoder::new(&mut out, pm.width(), pm.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(PNG_COMPRESSION);
    let mut writer = enc
        .write_header()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .write_image_data(&rgb)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::position::Position;
    use crate::core::variant::Variant;

    #[test]
    fn warming_up_builds_every_default_size_once() {
        let r = Renderer::new();
        let built = r.warm_up(DEFAULT_WIDTH).unwrap();
        // Five board widths (8, 9, 10 files; Janggi shares 9) in three themes.
        assert_eq!(built, 3 * 3);
        assert_eq!(
            r.warm_up(DEFAULT_WIDTH).unwrap(),
            0,
            "a second warm-up builds nothing"
        );
        for v in Variant::ALL {
            let p = (0..)
                .find_map(|n| Position::from_number(v, n).ok())
                .unwrap();
            r.render(&p, &RenderOptions::default()).unwrap();
        }
        assert_eq!(
            r.warm_up(DEFAULT_WIDTH).unwrap(),
            0,
            "rendering after warm-up built nothing new"
        );
        assert!(r.warm_up(10).is_err());
    }
}
