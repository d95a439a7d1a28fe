//! Laying out a board and drawing it empty, in full colour: the indexed
//! boards of [`crate::render::board`] start from these.

use tiny_skia::{IntRect, LineCap, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

use crate::board::{Color, Square};
use crate::render::sprites::Sprites;
use crate::render::theme::Palette;
use crate::variant::{BoardKind, Variant};

/// Where everything goes, in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub kind: BoardKind,
    pub files: u32,
    pub ranks: u32,
    /// Square size (chequered) or point spacing (Janggi).
    pub cell: u32,
    pub left: u32,
    pub top: u32,
    pub width: u32,
    pub height: u32,
    pub flip: bool,
}

impl Layout {
    /// A layout exactly `width` pixels wide. Coordinates sit in a margin on
    /// the left and at the bottom; a thin frame closes the other sides.
    pub fn new(kind: BoardKind, files: u8, ranks: u8, width: u32, flip: bool) -> Layout {
        let (files, ranks) = (u32::from(files), u32::from(ranks));
        // Janggi puts pieces on the points of a grid with files × ranks
        // points, so its board is the same number of cells wide.
        let cell = ((width as f32) / (files as f32 + 0.8)).floor().max(8.0) as u32;
        let margin = ((cell as f32) * 0.6).round() as u32;
        let frame = ((cell as f32) * 0.2).round().max(3.0) as u32;
        // Whole cells leave a few pixels over: the left margin takes them,
        // so the image is as wide as asked, and the bottom margin as many,
        // so the two margins stay alike (a square board stays square).
        let left = width
            .saturating_sub(files * cell + frame)
            .max(margin.saturating_sub(1));
        Layout {
            kind,
            files,
            ranks,
            cell,
            left,
            top: frame,
            width: left + files * cell + frame,
            height: frame + ranks * cell + left,
            flip,
        }
    }

    /// The top-left pixel of the cell that holds `sq` (for Janggi, the cell
    /// centred on the point).
    pub fn cell_origin(&self, sq: Square) -> (u32, u32) {
        let (f, r) = (u32::from(sq.file), u32::from(sq.rank));
        let (col, row) = if self.flip {
            (self.files - 1 - f, r)
        } else {
            (f, self.ranks - 1 - r)
        };
        (self.left + col * self.cell, self.top + row * self.cell)
    }

    /// The centre of the cell that holds `sq`.
    pub fn centre(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.cell_origin(sq);
        (
            x as f32 + self.cell as f32 / 2.0,
            y as f32 + self.cell as f32 / 2.0,
        )
    }
}

fn solid(color: tiny_skia::Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(color);
    p.anti_alias = true;
    p
}

/// Draws an empty board: frame, squares (or Janggi's grid), the tint of
/// the `highlight` squares, and the coordinates.
pub fn background(
    layout: &Layout,
    palette: &Palette,
    sprites: &Sprites,
    highlight: &[Square],
) -> Option<Pixmap> {
    let mut pm = Pixmap::new(layout.width, layout.height)?;
    pm.fill(palette.frame);
    match layout.kind {
        BoardKind::Chequered => chequered(&mut pm, layout, palette, highlight),
        BoardKind::JanggiPoints => janggi(&mut pm, layout, palette, highlight),
    }
    labels(&mut pm, layout, sprites);
    Some(pm)
}

/// Lays a premultiplied sprite over the board (source-over), clipped to the
/// board. tiny-skia's `draw_pixmap` does the same through its general
/// pattern pipeline, which measured at ~45% of a board's time; a sprite
/// copy at a whole-pixel offset needs only this loop.
pub fn blit(dst: &mut Pixmap, src: &Pixmap, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let (sw, sh) = (src.width() as i32, src.height() as i32);
    let (x0, y0, x1, y1) = (x.max(0), y.max(0), (x + sw).min(dw), (y + sh).min(dh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let width = ((x1 - x0) * 4) as usize;
    let src_data = src.data();
    let dst_data = dst.data_mut();
    for row in y0..y1 {
        let s = (((row - y) * sw + (x0 - x)) * 4) as usize;
        let d = ((row * dw + x0) * 4) as usize;
        for (dp, sp) in dst_data[d..d + width]
            .chunks_exact_mut(4)
            .zip(src_data[s..s + width].chunks_exact(4))
        {
            match sp[3] {
                0 => {}
                255 => dp.copy_from_slice(sp),
                a => {
                    let keep = 255 - u32::from(a);
                    for (dc, sc) in dp.iter_mut().zip(sp) {
                        *dc = (u32::from(*sc) + (u32::from(*dc) * keep + 127) / 255) as u8;
                    }
                }
            }
        }
    }
}

fn chequered(pm: &mut Pixmap, layout: &Layout, palette: &Palette, highlight: &[Square]) {
    for file in 0..layout.files {
        for rank in 0..layout.ranks {
            let sq = Square::new(file as u8, rank as u8);
            let (x, y) = layout.cell_origin(sq);
            let colour = match sq.colour() {
                crate::board::SquareColour::Dark => palette.dark,
                crate::board::SquareColour::Light => palette.light,
            };
            let tint = highlight.contains(&sq).then_some(palette.highlight);
            square(pm, x, y, layout.cell, colour, tint);
        }
    }
}

/// Paints one square of `cell` pixels at (`x`, `y`): its colour, and over
/// it the highlight's `tint` if it has one.
pub fn square(
    pm: &mut Pixmap,
    x: u32,
    y: u32,
    cell: u32,
    colour: tiny_skia::Color,
    tint: Option<tiny_skia::Color>,
) {
    if let Some(r) = IntRect::from_xywh(x as i32, y as i32, cell, cell).map(|r| r.to_rect()) {
        pm.fill_rect(r, &solid(colour), Transform::identity(), None);
        if let Some(tint) = tint {
            pm.fill_rect(r, &solid(tint), Transform::identity(), None);
        }
    }
}

fn janggi(pm: &mut Pixmap, layout: &Layout, palette: &Palette, highlight: &[Square]) {
    let cell = layout.cell as f32;
    if let Some(r) = Rect::from_xywh(
        layout.left as f32,
        layout.top as f32,
        (layout.files * layout.cell) as f32,
        (layout.ranks * layout.cell) as f32,
    ) {
        pm.fill_rect(r, &solid(palette.janggi_wood), Transform::identity(), None);
    }
    let line = solid(palette.janggi_line);
    let stroke = Stroke {
        width: (cell / 28.0).max(1.0),
        line_cap: LineCap::Square,
        ..Stroke::default()
    };
    let point = |f: u8, r: u8| layout.centre(Square::new(f, r));
    let mut pb = PathBuilder::new();
    let (last_f, last_r) = (layout.files as u8 - 1, layout.ranks as u8 - 1);
    for f in 0..=last_f {
        let (a, b) = (point(f, 0), point(f, last_r));
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
    }
    for r in 0..=last_r {
        let (a, b) = (point(0, r), point(last_f, r));
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
    }
    // The palaces' diagonals: d1–f3 and f1–d3, d8–f10 and f8–d10.
    for (r0, r1) in [(0u8, 2u8), (last_r - 2, last_r)] {
        for (f0, f1) in [(3u8, 5u8), (5, 3)] {
            let (a, b) = (point(f0, r0), point(f1, r1));
            pb.move_to(a.0, a.1);
            pb.line_to(b.0, b.1);
        }
    }
    if let Some(path) = pb.finish() {
        pm.stroke_path(&path, &line, &stroke, Transform::identity(), None);
    }
    // A tinted cell around each drawn point: tokens cover a circle there,
    // so a square tint stays visible at its corners.
    for sq in highlight {
        let (x, y) = layout.cell_origin(*sq);
        if let Some(r) =
            IntRect::from_xywh(x as i32, y as i32, layout.cell, layout.cell).map(|r| r.to_rect())
        {
            pm.fill_rect(r, &solid(palette.highlight), Transform::identity(), None);
        }
    }
}

/// File letters along the bottom margin, rank numbers in the left margin,
/// each centred in its margin (signed arithmetic: on tiny boards a label may
/// be taller than the margin and overhang it a little).
fn labels(pm: &mut Pixmap, layout: &Layout, sprites: &Sprites) {
    let board_bottom = (layout.top + layout.ranks * layout.cell) as i32;
    let bottom_margin = layout.height as i32 - board_bottom;
    for file in 0..layout.files {
        let name = char::from(b'a' + file as u8).to_string();
        if let Some(s) = sprites.label(&name) {
            let (cx, _) = layout.centre(Square::new(file as u8, 0));
            let x = (cx - s.width() as f32 / 2.0).round() as i32;
            let y = board_bottom + (bottom_margin - s.height() as i32) / 2;
            blit(pm, s, x, y);
        }
    }
    for rank in 0..layout.ranks {
        if let Some(s) = sprites.label(&(rank + 1).to_string()) {
            let (_, cy) = layout.centre(Square::new(0, rank as u8));
            let x = (layout.left as i32 - s.width() as i32) / 2;
            let y = (cy - s.height() as f32 / 2.0).round() as i32;
            blit(pm, s, x, y);
        }
    }
}

/// The squares a roll fills: each side's randomized squares.
pub fn randomized_squares(v: Variant) -> Vec<Square> {
    Color::ALL
        .iter()
        .flat_map(|&c| v.side_geometry(c).squares)
        .collect()
}
