//! Board images: a position in, PNG bytes out.
//!
//! Pieces and labels are vector drawings of Backrank's own
//! ([`art`], [`janggi`]), rasterized once per square size and theme into
//! sprites (`sprites.rs`), each when first used. Boards are indexed colour, one byte a pixel in a
//! palette per theme (`indexed.rs`): an empty board per look and a tile per
//! piece on each kind of square are drawn once and kept (`board.rs`), so a
//! board costs one copy of its empty board, a row copy per piece and a fast
//! PNG encode.
//!
//! # Examples
//!
//! ```
//! use backrank_core::position::Position;
//! use backrank_core::render::{render, RenderOptions};
//! use backrank_core::variant::Variant;
//!
//! let p = Position::from_number(Variant::Chess960, 518).unwrap();
//! let image = render(&p, &RenderOptions::default()).unwrap();
//! assert_eq!(&image.png[1..4], b"PNG");
//! assert!((480..=640).contains(&image.width));
//! ```

pub mod art;
mod board;
pub mod chart;
mod draw;
mod indexed;
pub mod janggi;
#[cfg(test)]
mod palette_maker;
mod palettes;
mod sprites;
mod theme;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use quick_cache::Weighter;
use quick_cache::sync::Cache;

pub use draw::Layout;
pub use sprites::Sprites;
pub use theme::{Palette, ParseThemeError, Theme};

use crate::position::{Placed, Position};
use crate::render::board::{EmptyBoard, TileKey};
use crate::render::indexed::Indexer;
use crate::variant::Variant;

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

impl RenderOptions {
    /// Where `variant`'s board lies in this look.
    fn layout(&self, variant: Variant) -> Layout {
        let spec = variant.spec();
        Layout::new(spec.board, spec.files, spec.ranks, self.width, self.flip)
    }

    /// The squares this look tints: the ones a method randomizes, when the
    /// highlight is on.
    fn highlighted(&self, variant: Variant) -> Vec<crate::board::Square> {
        if self.highlight {
            draw::randomized_squares(variant)
        } else {
            Vec::new()
        }
    }
}

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

/// How much the kept empty boards may hold: about 48 looks at the
/// default width.
const EMPTY_BOARDS_BYTES: u64 = 16 << 20;
/// How much the kept tiles may hold: about 2,000 at the default width.
const TILES_BYTES: u64 = 8 << 20;

/// Weighs kept parts by their bytes.
#[derive(Clone, Copy)]
struct ByBytes;

impl Weighter<(Variant, RenderOptions), Arc<EmptyBoard>> for ByBytes {
    fn weight(&self, _: &(Variant, RenderOptions), board: &Arc<EmptyBoard>) -> u64 {
        board.weight().max(1) as u64
    }
}

impl Weighter<TileKey, Arc<[u8]>> for ByBytes {
    fn weight(&self, _: &TileKey, tile: &Arc<[u8]>) -> u64 {
        tile.len().max(1) as u64
    }
}

/// Draws boards, keeping one set of sprites per (square size, theme), a
/// palette per theme, and, within a bound in bytes, the empty boards and
/// tiles drawn so far.
pub struct Renderer {
    sprites: Mutex<HashMap<(u32, Theme), Arc<Sprites>>>,
    indexers: Mutex<HashMap<Theme, Arc<Indexer>>>,
    empty_boards: Cache<(Variant, RenderOptions), Arc<EmptyBoard>, ByBytes>,
    tiles: Cache<TileKey, Arc<[u8]>, ByBytes>,
}

impl Default for Renderer {
    fn default() -> Renderer {
        Renderer {
            sprites: Mutex::default(),
            indexers: Mutex::default(),
            empty_boards: Cache::with_weighter(48, EMPTY_BOARDS_BYTES, ByBytes),
            tiles: Cache::with_weighter(2048, TILES_BYTES, ByBytes),
        }
    }
}

impl Renderer {
    /// A renderer with nothing drawn yet: the first board at each size
    /// builds its sprites.
    pub fn new() -> Renderer {
        Renderer::default()
    }

    /// The process-wide renderer.
    pub fn shared() -> &'static Renderer {
        static SHARED: OnceLock<Renderer> = OnceLock::new();
        SHARED.get_or_init(Renderer::new)
    }

    /// Readies the sprite sets for every variant's board at `look`'s width
    /// in every theme and every theme's palette, and draws every piece in
    /// `look`'s theme and every variant's empty board in `look`, so the
    /// first real image costs little more than the rest (a bot calls this
    /// at start-up with its default look). Returns how many sprite sets it
    /// built.
    ///
    /// # Errors
    ///
    /// [`RenderError::Width`] for a width out of range.
    pub fn warm_up(&self, look: &RenderOptions) -> Result<usize, RenderError> {
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&look.width) {
            return Err(RenderError::Width(look.width));
        }
        let before = self
            .sprites
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len();
        for v in crate::variant::Variant::ALL {
            let cell = look.layout(v).cell;
            for theme in Theme::ALL {
                let sprites = self.sprites(cell, theme)?;
                let indexer = self.indexer(theme)?;
                if theme == look.theme {
                    // Sprites are drawn when first used: the look's own
                    // are drawn now, for the first reply.
                    for role in crate::board::Role::ALL {
                        for color in crate::board::Color::ALL {
                            sprites.piece(color, role);
                        }
                    }
                    self.empty_board(v, look, &sprites, &indexer)?;
                }
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
        kept(&self.sprites, (cell, theme), || {
            Sprites::build(cell, theme).ok_or(RenderError::Draw("the sprites"))
        })
    }

    /// `theme`'s indexer, over its palette made ahead of time.
    fn indexer(&self, theme: Theme) -> Result<Arc<Indexer>, RenderError> {
        kept(&self.indexers, theme, || Ok(Indexer::of(theme)))
    }

    /// The empty board of `variant` in the look of `opts`.
    fn empty_board(
        &self,
        variant: Variant,
        opts: &RenderOptions,
        sprites: &Sprites,
        indexer: &Indexer,
    ) -> Result<Arc<EmptyBoard>, RenderError> {
        self.empty_boards.get_or_insert_with(&(variant, *opts), || {
            let highlight = opts.highlighted(variant);
            EmptyBoard::draw(
                opts.layout(variant),
                &opts.theme.palette(),
                sprites,
                &highlight,
                indexer,
            )
            .map(Arc::new)
            .ok_or(RenderError::Draw("the board"))
        })
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
        let sprites = self.sprites(opts.layout(variant).cell, opts.theme)?;
        let indexer = self.indexer(opts.theme)?;
        let board = self.empty_board(variant, opts, &sprites, &indexer)?;
        let mut pixels = board.pixels.clone();
        for placed in pieces {
            let Some(key) = board.tile_key(placed.square, opts.theme, placed.color, placed.role)
            else {
                continue;
            };
            let tile = self.tiles.get_or_insert_with(&key, || {
                // A role with no drawing is left off, as before tiles.
                sprites
                    .piece_or_draw(placed.color, placed.role)
                    .and_then(|sprite| board.tile(placed.square, &sprite, &indexer))
                    .map(Arc::from)
                    .ok_or(())
            });
            if let Ok(tile) = tile {
                board.paste(&mut pixels, placed.square, &tile);
            }
        }
        let (width, height) = (board.layout.width, board.layout.height);
        let png = encode(width, height, &pixels, indexer.palette())?;
        Ok(Image { width, height, png })
    }
}

/// The value kept in `map` for `key`, built by `build` the first time.
/// Built outside the lock, so other keys are not held up; two threads
/// racing for one key build the same value and one copy is kept.
fn kept<K: Eq + std::hash::Hash, V>(
    map: &Mutex<HashMap<K, Arc<V>>>,
    key: K,
    build: impl FnOnce() -> Result<V, RenderError>,
) -> Result<Arc<V>, RenderError> {
    if let Some(v) = map.lock().unwrap_or_else(PoisonError::into_inner).get(&key) {
        return Ok(v.clone());
    }
    let built = Arc::new(build()?);
    Ok(map
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .entry(key)
        .or_insert(built)
        .clone())
}

/// Draws `p` with the shared renderer.
///
/// # Errors
///
/// As [`Renderer::render`].
pub fn render(p: &Position, opts: &RenderOptions) -> Result<Image, RenderError> {
    Renderer::shared().render(p, opts)
}

/// The Paeth filter before fdeflate's ultra-fast deflate (which codes runs
/// of zeros and literals only): on an indexed board a square's plain rows
/// and columns filter to zeros. Measured over 300 Chess960 boards at 576
/// pixels (`cargo bench --bench peer`), ms per image and mean PNG size:
/// Paeth 0.380 ms, 31.8 KB; Up 0.316 ms, 48.8 KB; Sub 0.372 ms, 47.0 KB;
/// adaptive 0.466 ms, 31.2 KB; none 0.555 ms, 223 KB (RGB with adaptive
/// filtering, before indexed colour: 1.56 ms, 66.0 KB). Paeth's third off
/// the bytes is worth more on the way to Discord than its 0.06 ms here.
const PNG_FILTER: png::Filter = png::Filter::Paeth;

/// Encodes an opaque pixmap (a chart) as an 8-bit RGB PNG with fdeflate's
/// ultra-fast deflate and adaptive filtering: the chart is opaque, so
/// premultiplied and straight colour are the same and the alpha channel
/// can go.
fn encode_rgb(pm: &tiny_skia::Pixmap) -> Result<Vec<u8>, RenderError> {
    let rgb: Vec<u8> = pm
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut enc = png::Encoder::new(&mut out, pm.width(), pm.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
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

/// Encodes indexed pixels as an 8-bit palette PNG.
fn encode(width: u32, height: u32, pixels: &[u8], palette: &[u8]) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(pixels.len() / 6);
    let mut enc = png::Encoder::new(&mut out, width, height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette);
    enc.set_filter(PNG_FILTER);
    enc.set_deflate_compression(png::DeflateCompression::FdeflateUltraFast);
    let mut writer = enc
        .write_header()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .write_image_data(pixels)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;
    use crate::variant::Variant;

    /// `--width` gives exactly that width, on every kind of board (whole
    /// cells leave pixels over; the margin takes them), and the PNG says so.
    #[test]
    fn an_image_is_as_wide_as_asked() {
        let r = Renderer::new();
        let boards = [
            Variant::Chess960,
            Variant::CrcCarrillo,
            Variant::ModernRandom,
            Variant::EnglishRandom,
            Variant::KoreanRandom,
        ];
        for v in boards {
            let p = Position::from_number(v, 0).unwrap();
            for width in [MIN_WIDTH, 400, 569, DEFAULT_WIDTH, 1001, MAX_WIDTH] {
                let opts = RenderOptions {
                    width,
                    ..RenderOptions::default()
                };
                let image = r.render(&p, &opts).unwrap();
                assert_eq!(image.width, width, "{v:?} at {width}");
                let decoded = png::Decoder::new(std::io::Cursor::new(&image.png))
                    .read_info()
                    .unwrap();
                assert_eq!(decoded.info().width, width, "{v:?} at {width}");
            }
        }
    }

    /// The board as it was drawn before indexed colour: the empty board in
    /// full colour with every sprite blended over it.
    fn full_colour(r: &Renderer, p: &Position, opts: &RenderOptions) -> tiny_skia::Pixmap {
        let layout = opts.layout(p.variant());
        let sprites = r.sprites(layout.cell, opts.theme).unwrap();
        let highlight = opts.highlighted(p.variant());
        let mut pm =
            draw::background(&layout, &opts.theme.palette(), &sprites, &highlight).unwrap();
        for placed in p.pieces() {
            let sprite = sprites.piece_or_draw(placed.color, placed.role).unwrap();
            let (x, y) = layout.cell_origin(placed.square);
            draw::blit(&mut pm, &sprite, x as i32, y as i32);
        }
        pm
    }

    /// Indexed boards keep the full-colour drawing's look: every variant and
    /// theme, both ways up, with and without the highlight (and the smallest
    /// and largest widths in one theme), decoded, is the same picture but
    /// for a few antialiased edge pixels a little off: at most 1 in 200
    /// more than 16 levels (Janggi at 160 pixels has 1 in 600), none more
    /// than 64.
    #[test]
    fn indexed_boards_look_like_the_full_colour_drawing() {
        let r = Renderer::new();
        for v in Variant::ALL {
            let p = (0..)
                .find_map(|n| Position::from_number(v, n).ok())
                .unwrap();
            for theme in Theme::ALL {
                let looks = [
                    (DEFAULT_WIDTH, false, true),
                    (DEFAULT_WIDTH, true, true),
                    (DEFAULT_WIDTH, false, false),
                    (MIN_WIDTH, false, true),
                    (MAX_WIDTH, false, true),
                ];
                // Other widths in one theme: their palette is the same.
                let widths_here = theme == Theme::Wood;
                for (width, flip, highlight) in looks {
                    if width != DEFAULT_WIDTH && !widths_here {
                        continue;
                    }
                    let opts = RenderOptions {
                        width,
                        theme,
                        flip,
                        highlight,
                    };
                    let want = full_colour(&r, &p, &opts);
                    let png = r.render(&p, &opts).unwrap().png;
                    let mut decoder = png::Decoder::new(std::io::Cursor::new(&png));
                    decoder.set_transformations(png::Transformations::EXPAND);
                    let mut reader = decoder.read_info().unwrap();
                    let mut got = vec![0; reader.output_buffer_size().unwrap()];
                    reader.next_frame(&mut got).unwrap();
                    let off: Vec<u8> = want
                        .data()
                        .chunks_exact(4)
                        .zip(got.chunks_exact(3))
                        .map(|(w, g)| (0..3).map(|k| w[k].abs_diff(g[k])).max().unwrap())
                        .collect();
                    let far = off.iter().filter(|&&d| d > 16).count();
                    let worst = off.iter().copied().max().unwrap();
                    assert!(
                        far * 200 <= off.len() && worst <= 64,
                        "{v} {theme} {width} flip={flip} highlight={highlight}: {far} of {} pixels over 16 levels off, the \
                         worst {worst}",
                        off.len()
                    );
                }
            }
        }
    }

    #[test]
    fn warming_up_builds_every_default_size_once() {
        let r = Renderer::new();
        let look = RenderOptions::default();
        let built = r.warm_up(&look).unwrap();
        // Five board widths (8, 9, 10 files; Janggi shares 9) in three themes.
        assert_eq!(built, 3 * 3);
        assert_eq!(
            r.warm_up(&look).unwrap(),
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
            r.warm_up(&look).unwrap(),
            0,
            "rendering after warm-up built nothing new"
        );
        assert!(r.warm_up(&RenderOptions { width: 10, ..look }).is_err());
    }
}
