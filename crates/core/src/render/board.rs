//! Boards composed from prebuilt, indexed parts: an empty board per look
//! (variant, width, flip, theme, highlight) and a tile per (square's look,
//! piece), the piece already laid over that square. A board is then one
//! copy of the empty board and a row copy per piece: no blending, no
//! colour conversion at request time.

use std::hash::{DefaultHasher, Hash, Hasher};

use tiny_skia::Pixmap;

use crate::board::{Color, Role, Square};
use crate::render::draw::{self, Layout, blit};
use crate::render::indexed::Indexer;
use crate::render::sprites::Sprites;
use crate::render::theme::{Palette, Theme};

/// An empty board in one look, in palette indices, with a digest of each
/// square's cell so that cells that look alike share their tiles.
pub struct EmptyBoard {
    pub layout: Layout,
    pub pixels: Vec<u8>,
    /// Per square, at `file + rank × files`.
    cells: Vec<u64>,
}

/// What a tile is drawn from: the cell it covers, as it looks empty, and
/// the piece laid over it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileKey {
    pub cell: u32,
    pub theme: Theme,
    pub background: u64,
    pub color: Color,
    pub role: Role,
}

impl EmptyBoard {
    /// Draws the board empty and indexes it.
    pub fn draw(
        layout: Layout,
        palette: &Palette,
        sprites: &Sprites,
        highlight: &[Square],
        indexer: &Indexer,
    ) -> Option<EmptyBoard> {
        let pm = draw::background(&layout, palette, sprites, highlight)?;
        let pixels = indexer.index(&pm);
        let mut board = EmptyBoard {
            layout,
            pixels,
            cells: Vec::new(),
        };
        board.cells = (0..layout.ranks)
            .flat_map(|r| (0..layout.files).map(move |f| Square::new(f as u8, r as u8)))
            .map(|sq| {
                let mut h = DefaultHasher::new();
                board.cut(sq).hash(&mut h);
                h.finish()
            })
            .collect();
        Some(board)
    }

    /// The bytes the board holds.
    pub fn weight(&self) -> usize {
        self.pixels.len() + self.cells.len() * 8
    }

    /// Whether `sq` is on this board.
    fn holds(&self, sq: Square) -> bool {
        u32::from(sq.file) < self.layout.files && u32::from(sq.rank) < self.layout.ranks
    }

    /// The key of the tile for `color`'s `role` on `sq`, if `sq` is on
    /// the board.
    pub fn tile_key(&self, sq: Square, theme: Theme, color: Color, role: Role) -> Option<TileKey> {
        if !self.holds(sq) {
            return None;
        }
        let at = usize::from(sq.file) + usize::from(sq.rank) * self.layout.files as usize;
        Some(TileKey {
            cell: self.layout.cell,
            theme,
            background: *self.cells.get(at)?,
            color,
            role,
        })
    }

    /// The pixels of `sq`'s cell, row after row.
    fn cut(&self, sq: Square) -> Vec<u8> {
        let (x, y) = self.layout.cell_origin(sq);
        let (cell, width) = (self.layout.cell as usize, self.layout.width as usize);
        let mut out = Vec::with_capacity(cell * cell);
        for row in y as usize..y as usize + cell {
            let start = row * width + x as usize;
            out.extend_from_slice(&self.pixels[start..start + cell]);
        }
        out
    }

    /// `sprite` laid over `sq`'s empty cell, indexed: a tile.
    pub fn tile(&self, sq: Square, sprite: &Pixmap, indexer: &Indexer) -> Option<Vec<u8>> {
        if !self.holds(sq) {
            return None;
        }
        let mut pm = indexer.expand(&self.cut(sq), self.layout.cell)?;
        blit(&mut pm, sprite, 0, 0);
        Some(indexer.index(&pm))
    }

    /// Copies a tile over `sq`'s cell in `pixels` (a copy of this board's).
    pub fn paste(&self, pixels: &mut [u8], sq: Square, tile: &[u8]) {
        if !self.holds(sq) {
            return;
        }
        let (x, y) = self.layout.cell_origin(sq);
        let (cell, width) = (self.layout.cell as usize, self.layout.width as usize);
        for (row, line) in tile.chunks_exact(cell).enumerate() {
            let start = (y as usize + row) * width + x as usize;
            pixels[start..start + cell].copy_from_slice(line);
        }
    }
}
