//! Sprites: every piece, token and coordinate label rasterized once per
//! square size and theme, then copied onto boards (as lila-gif does). Each
//! is drawn the first time a board needs it, so a process's first board
//! draws only its own pieces and labels (a Chess960 board needs 12 of the
//! 32 pieces), and a set holds only what was used.

use std::sync::OnceLock;

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider};
use tiny_skia::{
    Color as SkColor, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke,
    Transform,
};

use crate::board::{Color, Role};
use crate::render::art::{self, Ink};
use crate::render::janggi::{self, Mark};
use crate::render::theme::Theme;

/// The labels a board may carry: files a–l, then ranks 1–12.
const LABELS: usize = 24;

/// Everything drawn on a board at one square size in one theme, each
/// drawn when first asked for.
pub struct Sprites {
    pub cell: u32,
    theme: Theme,
    /// At [`Sprites::slot`]; `None` inside when a piece cannot be drawn.
    pieces: [OnceLock<Option<Pixmap>>; Role::ALL.len() * 2],
    /// At [`label_slot`].
    labels: [OnceLock<Option<Pixmap>>; LABELS],
}

/// Where a label's sprite is kept: "a"–"l" first, then "1"–"12".
fn label_slot(text: &str) -> Option<usize> {
    match text.as_bytes() {
        [c @ b'a'..=b'l'] => Some(usize::from(c - b'a')),
        _ => match text.parse::<usize>() {
            Ok(n @ 1..=12) => Some(11 + n),
            _ => None,
        },
    }
}

impl Sprites {
    fn slot(color: Color, role: Role) -> Option<usize> {
        let r = Role::ALL.iter().position(|r| *r == role)?;
        Some(r * 2 + usize::from(color == Color::Black))
    }

    pub fn piece(&self, color: Color, role: Role) -> Option<&Pixmap> {
        self.pieces
            .get(Sprites::slot(color, role)?)?
            .get_or_init(|| {
                if janggi::token(role).is_some() {
                    token_sprite(self.cell, color, role)
                } else {
                    chess_sprite(self.cell, color, role)
                }
            })
            .as_ref()
    }

    /// The sprite of a built-in piece, or a variant file's piece drawn now
    /// (those are few on a board and not known when sprites are built).
    pub fn piece_or_draw(&self, color: Color, role: Role) -> Option<std::borrow::Cow<'_, Pixmap>> {
        match self.piece(color, role) {
            Some(p) => Some(std::borrow::Cow::Borrowed(p)),
            None => chess_sprite(self.cell, color, role).map(std::borrow::Cow::Owned),
        }
    }

    pub fn label(&self, text: &str) -> Option<&Pixmap> {
        self.labels
            .get(label_slot(text)?)?
            .get_or_init(|| {
                let font = FontRef::new(dejavu::sans::bold()).ok()?;
                let px = (self.cell as f32 * 0.32).max(8.0);
                label_sprite(&font, text, px, self.theme.palette().label)
            })
            .as_ref()
    }

    /// The sprites for squares of `cell` pixels in `theme`, each drawn
    /// when first asked for. `None` when the font cannot be read.
    pub fn build(cell: u32, theme: Theme) -> Option<Sprites> {
        FontRef::new(dejavu::sans::bold()).ok()?;
        Some(Sprites {
            cell,
            theme,
            pieces: std::array::from_fn(|_| OnceLock::new()),
            labels: std::array::from_fn(|_| OnceLock::new()),
        })
    }
}

fn paint(color: SkColor) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(color);
    p.anti_alias = true;
    p
}

fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

/// Fill, outline and contrast ink for chess pieces of each side.
fn inks(color: Color) -> (SkColor, SkColor, SkColor) {
    match color {
        Color::White => (
            SkColor::from_rgba8(0xf8, 0xf4, 0xea, 255),
            SkColor::from_rgba8(0x1c, 0x1c, 0x1c, 255),
            SkColor::from_rgba8(0x1c, 0x1c, 0x1c, 255),
        ),
        Color::Black => (
            SkColor::from_rgba8(0x2e, 0x2c, 0x2b, 255),
            SkColor::from_rgba8(0x0a, 0x0a, 0x0a, 255),
            SkColor::from_rgba8(0xee, 0xea, 0xe0, 255),
        ),
    }
}

fn chess_sprite(cell: u32, color: Color, role: Role) -> Option<Pixmap> {
    let mut pm = Pixmap::new(cell, cell)?;
    let ts = Transform::from_scale(cell as f32 / 100.0, cell as f32 / 100.0);
    let (fill, outline, ink) = inks(color);
    // Keep outlines at least a pixel wide on small boards.
    let unit = 100.0 / cell as f32;
    let outline_width = (3.2f32).max(1.1 * unit);
    for layer in art::drawing(role) {
        match layer.ink {
            Ink::Body => {
                pm.fill_path(&layer.path, &paint(fill), FillRule::Winding, ts, None);
                pm.stroke_path(
                    &layer.path,
                    &paint(outline),
                    &stroke(outline_width),
                    ts,
                    None,
                );
            }
            Ink::Line => pm.stroke_path(
                &layer.path,
                &paint(ink),
                &stroke(outline_width * 0.85),
                ts,
                None,
            ),
            Ink::Dot => pm.fill_path(&layer.path, &paint(ink), FillRule::Winding, ts, None),
        }
    }
    Some(pm)
}

/// The traditional token colours: Cho blue for White, Han red for Black.
fn token_ink(color: Color) -> SkColor {
    match color {
        Color::White => SkColor::from_rgba8(0x17, 0x55, 0xa6, 255),
        Color::Black => SkColor::from_rgba8(0xbf, 0x26, 0x26, 255),
    }
}

fn token_sprite(cell: u32, color: Color, role: Role) -> Option<Pixmap> {
    let token = janggi::token(role)?;
    let mut pm = Pixmap::new(cell, cell)?;
    let ts = Transform::from_scale(cell as f32 / 100.0, cell as f32 / 100.0);
    let face = SkColor::from_rgba8(0xf6, 0xe8, 0xc4, 255);
    let ink = token_ink(color);
    let shadow = SkColor::from_rgba8(0, 0, 0, 70);
    let unit = 100.0 / cell as f32;
    if let Some(p) =
        janggi::octagon(token.radius).and_then(|p| p.transform(Transform::from_translate(1.5, 2.5)))
    {
        pm.fill_path(&p, &paint(shadow), FillRule::Winding, ts, None);
    }
    let outer = janggi::octagon(token.radius)?;
    pm.fill_path(&outer, &paint(face), FillRule::Winding, ts, None);
    pm.stroke_path(
        &outer,
        &paint(ink),
        &stroke((3.5f32).max(1.2 * unit)),
        ts,
        None,
    );
    if let Some(inner) = janggi::octagon(token.radius - 6.0) {
        pm.stroke_path(
            &inner,
            &paint(ink),
            &stroke((1.2f32).max(0.8 * unit)),
            ts,
            None,
        );
    }
    for (path, mark) in &token.marks {
        match mark {
            Mark::Fill => pm.fill_path(path, &paint(ink), FillRule::Winding, ts, None),
            Mark::Stroke(w) => pm.stroke_path(path, &paint(ink), &stroke(w.max(unit)), ts, None),
            Mark::Hole => pm.fill_path(path, &paint(face), FillRule::Winding, ts, None),
        }
    }
    Some(pm)
}

/// Builds a path from a glyph's outline, in font units with y down, moved
/// right by `x`.
struct Pen<'a> {
    pb: &'a mut PathBuilder,
    x: f32,
}

impl OutlinePen for Pen<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        self.pb.move_to(self.x + x, -y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.pb.line_to(self.x + x, -y);
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.pb.quad_to(self.x + cx0, -cy0, self.x + x, -y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.pb
            .cubic_to(self.x + cx0, -cy0, self.x + cx1, -cy1, self.x + x, -y);
    }

    fn close(&mut self) {
        self.pb.close();
    }
}

/// A short label ("a", "10") as a tight sprite, `px` pixels high for capitals.
pub(super) fn label_sprite(
    font: &FontRef<'_>,
    text: &str,
    px: f32,
    color: SkColor,
) -> Option<Pixmap> {
    let unscaled = || (Size::unscaled(), LocationRef::default());
    let metrics = font.metrics(unscaled().0, unscaled().1);
    let advances = font.glyph_metrics(unscaled().0, unscaled().1);
    let (charmap, outlines) = (font.charmap(), font.outline_glyphs());
    let scale = px / f32::from(metrics.units_per_em) * 1.35;
    let mut pb = PathBuilder::new();
    let mut x = 0.0;
    for ch in text.chars() {
        let id = charmap.map(ch)?;
        let glyph = outlines.get(id)?;
        let settings = DrawSettings::unhinted(unscaled().0, unscaled().1);
        glyph.draw(settings, &mut Pen { pb: &mut pb, x }).ok()?;
        x += advances.advance_width(id)?;
    }
    let path: Path = pb.finish()?;
    let b = path.bounds();
    // Tight left and right, but the font's full line box top to bottom, so
    // every label shares one baseline ("g" and "j" hang below it).
    let (ascent, descent) = (metrics.ascent, metrics.descent);
    let (w, h) = (
        ((b.width() * scale).ceil() as u32 + 2).max(1),
        (((ascent - descent) * scale).ceil() as u32 + 2).max(1),
    );
    let mut pm = Pixmap::new(w, h)?;
    let ts = Transform::from_translate(1.0, 1.0 + ascent * scale)
        .pre_scale(scale, scale)
        .pre_translate(-b.left(), 0.0);
    pm.fill_path(&path, &paint(color), FillRule::Winding, ts, None);
    Some(pm)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sprites_build_at_small_and_large_sizes() {
        for cell in [16, 64, 200] {
            let s = Sprites::build(cell, Theme::Wood).unwrap();
            assert_eq!(s.piece(Color::White, Role::Knight).unwrap().width(), cell);
            assert!(s.label("10").unwrap().width() > s.label("1").unwrap().width());
        }
    }

    #[test]
    fn white_and_black_pieces_differ_and_have_ink() {
        let s = Sprites::build(64, Theme::Wood).unwrap();
        for role in Role::ALL {
            let w = s.piece(Color::White, role).unwrap();
            let b = s.piece(Color::Black, role).unwrap();
            assert_ne!(w.data(), b.data(), "{role}");
            let covered = w.pixels().iter().filter(|p| p.alpha() > 200).count();
            assert!(
                covered > 64 * 64 / 10,
                "{role} covers only {covered} pixels"
            );
        }
    }
}
