//! How the themes' palettes in `palettes.rs` are made, ahead of time: from
//! what each theme's boards can show ([`swatches`]),
//! the colours that cover the most pixels (squares, frame, wood, the
//! pieces' fills and outlines) kept exactly, and NeuQuant's choice among
//! the antialiasing shades at the pieces' and labels' edges.
//!
//! Test code only: the test below makes the palettes again and fails when
//! the file differs. After a change to the art or a theme's colours, write
//! the file again with
//!
//! ```text
//! BACKRANK_WRITE_PALETTES=1 cargo test -p backrank-core --lib palette_maker
//! ```
//!
//! and look at the images before committing it.

use std::collections::HashMap;
use std::fmt::Write as _;

use color_quant::NeuQuant;
use tiny_skia::Pixmap;

use crate::board::{Color, Role, Square};
use crate::render::draw::{self, Layout, blit};
use crate::render::indexed::{Indexer, PALETTE_SIZE};
use crate::render::janggi;
use crate::render::palettes;
use crate::render::sprites::Sprites;
use crate::render::theme::Theme;
use crate::variant::{BoardKind, Variant};

/// How many of the most common colours are kept exactly.
const EXACT: usize = 64;

/// NeuQuant's sampling factor: 1 reads every pixel (best), 30 the fewest.
/// The swatches are small, so every pixel is read.
const SAMPLE_FACTOR: i32 = 1;

/// How many pixels of each colour some opaque pixmaps hold: counted one
/// pixmap at a time, so the pixmaps need not all be kept.
#[derive(Default)]
struct ColourCounts(HashMap<[u8; 3], u64>);

impl ColourCounts {
    fn add(&mut self, pm: &Pixmap) {
        for px in pm.data().chunks_exact(4) {
            *self.0.entry([px[0], px[1], px[2]]).or_default() += 1;
        }
    }
}

/// A palette for colours counted over swatches: all of them when there are
/// at most 256; else the [`EXACT`] commonest kept exactly and NeuQuant's
/// choice for the rest.
fn from_counts(counts: ColourCounts) -> Vec<[u8; 3]> {
    let mut by_count: Vec<([u8; 3], u64)> = counts.0.into_iter().collect();
    // Commonest first; equal counts by colour, so the palette does not
    // depend on a hash map's order.
    by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut rgb: Vec<[u8; 3]> = by_count.iter().take(EXACT).map(|(c, _)| *c).collect();
    if by_count.len() <= PALETTE_SIZE {
        rgb.extend(by_count.iter().skip(EXACT).map(|(c, _)| *c));
    } else {
        // The shades, each as often as it was seen, in a fixed order.
        let shades: Vec<u8> = by_count[EXACT..]
            .iter()
            .flat_map(|(c, n)| std::iter::repeat_n([c[0], c[1], c[2], 255], *n as usize).flatten())
            .collect();
        let nq = NeuQuant::new(SAMPLE_FACTOR, PALETTE_SIZE - EXACT, &shades);
        rgb.extend(
            nq.color_map_rgb()
                .chunks_exact(3)
                .map(|c| [c[0], c[1], c[2]]),
        );
    }
    rgb
}

fn from_swatches(swatches: &[Pixmap]) -> Vec<[u8; 3]> {
    let mut counts = ColourCounts::default();
    for pm in swatches {
        counts.add(pm);
    }
    from_counts(counts)
}

/// `theme`'s palette, made now from its swatches.
pub fn made(theme: Theme) -> Vec<[u8; 3]> {
    let mut counts = ColourCounts::default();
    swatches(theme, |pm| counts.add(pm)).expect("the swatches draw");
    from_counts(counts)
}

/// The square size the palettes are made at: the default width's.
const SWATCH_CELL: u32 = 64;

/// What a theme's boards can show, in full colour, for its palette: an
/// empty chequered board with highlighted squares of both colours, every
/// chess piece over each kind of square, and a Janggi board with a token
/// on every point. Each is handed to `seen` and dropped, so only one is
/// held at a time.
pub fn swatches(theme: Theme, mut seen: impl FnMut(&Pixmap)) -> Option<()> {
    let sprites = Sprites::build(SWATCH_CELL, theme)?;
    let palette = theme.palette();
    let width = (SWATCH_CELL as f32 * 8.8).ceil() as u32;
    let chess = Layout::new(BoardKind::Chequered, 8, 8, width, false);
    seen(&draw::background(
        &chess,
        &palette,
        &sprites,
        &draw::randomized_squares(Variant::Chess960),
    )?);
    let (tokens, pieces): (Vec<Role>, Vec<Role>) = Role::ALL
        .into_iter()
        .partition(|r| janggi::token(*r).is_some());
    for colour in [palette.light, palette.dark] {
        for tint in [None, Some(palette.highlight)] {
            for role in &pieces {
                for side in Color::ALL {
                    let mut pm = Pixmap::new(SWATCH_CELL, SWATCH_CELL)?;
                    draw::square(&mut pm, 0, 0, SWATCH_CELL, colour, tint);
                    blit(&mut pm, sprites.piece(side, *role)?, 0, 0);
                    seen(&pm);
                }
            }
        }
    }
    let spec = Variant::KoreanRandom.spec();
    let janggi = Layout::new(spec.board, spec.files, spec.ranks, width, false);
    let highlight = draw::randomized_squares(Variant::KoreanRandom);
    for shift in 0..2 {
        let mut pm = draw::background(&janggi, &palette, &sprites, &highlight)?;
        let mut each = tokens
            .iter()
            .flat_map(|r| Color::ALL.map(|c| (c, *r)))
            .cycle()
            .skip(shift);
        for f in 0..spec.files {
            for r in 0..spec.ranks {
                let (color, role) = each.next()?;
                let (x, y) = janggi.cell_origin(Square::new(f, r));
                blit(&mut pm, sprites.piece(color, role)?, x as i32, y as i32);
            }
        }
        seen(&pm);
    }
    Some(())
}

/// The text of `palettes.rs` for these palettes.
fn source(made: &[(Theme, Vec<[u8; 3]>)]) -> String {
    let mut s = String::from(
        "//! Each theme's board palette, made ahead of time from what its boards can\n\
         //! show (`palette_maker.rs` says how). Generated: do not edit by hand; a\n\
         //! test makes the palettes again and fails when this file differs\n\
         //! (`BACKRANK_WRITE_PALETTES=1 cargo test -p backrank-core --lib\n\
         //! palette_maker` writes it again).\n\
         \n\
         use crate::render::theme::Theme;\n\
         \n\
         /// `theme`'s palette: index by index, RGB.\n\
         pub fn of(theme: Theme) -> &'static [[u8; 3]] {\n    match theme {\n",
    );
    for (theme, _) in made {
        let _ = writeln!(
            s,
            "        Theme::{theme:?} => &{},",
            theme.id().to_uppercase()
        );
    }
    s.push_str("    }\n}\n");
    for (theme, rgb) in made {
        let _ = write!(
            s,
            "\n#[rustfmt::skip]\nconst {}: [[u8; 3]; {}] = [\n",
            theme.id().to_uppercase(),
            rgb.len()
        );
        for line in rgb.chunks(6) {
            let cells: Vec<String> = line
                .iter()
                .map(|c| format!("[0x{:02x}, 0x{:02x}, 0x{:02x}]", c[0], c[1], c[2]))
                .collect();
            let _ = writeln!(s, "    {},", cells.join(", "));
        }
        s.push_str("];\n");
    }
    s
}

/// The checked-in palettes are what the swatches make today: a change to
/// the art or a theme that would change them fails here until the file is
/// written again (see the module's comment).
#[test]
fn the_palettes_file_is_what_the_swatches_make() {
    let made: Vec<(Theme, Vec<[u8; 3]>)> = Theme::ALL.into_iter().map(|t| (t, made(t))).collect();
    let want = source(&made);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/render/palettes.rs");
    if std::env::var_os("BACKRANK_WRITE_PALETTES").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    assert_eq!(
        include_str!("palettes.rs"),
        want,
        "the palettes are stale: write them again (BACKRANK_WRITE_PALETTES=1, see palette_maker.rs)"
    );
    for (theme, rgb) in &made {
        assert_eq!(palettes::of(*theme), rgb.as_slice(), "{theme}");
    }
}

/// Boards drawn with the palettes made ahead of time are byte for byte the
/// boards drawn with palettes made at run time, as before: every theme,
/// a few positions of every kind of board, widths, both ways up, with and
/// without the highlight; and their decoded pixels are the same.
#[test]
fn boards_are_byte_for_byte_those_of_palettes_made_at_run_time() {
    use std::sync::{Arc, PoisonError};

    use crate::position::Position;
    use crate::render::{RenderOptions, Renderer};
    use crate::variant::Variant;

    let ahead = Renderer::new();
    let at_run_time = Renderer::new();
    for theme in Theme::ALL {
        at_run_time
            .indexers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(theme, Arc::new(Indexer::new(made(theme))));
    }
    let positions: Vec<Position> = [
        (Variant::Chess960, 0),
        (Variant::Chess960, 518),
        (Variant::Chess960, 959),
        (Variant::CrcCarrillo, 7),
        (Variant::ModernRandom, 3),
        (Variant::EnglishRandom, 11),
        (Variant::KoreanRandom, 5),
    ]
    .into_iter()
    .map(|(v, n)| {
        (n..)
            .find_map(|n| Position::from_number(v, n).ok())
            .unwrap()
    })
    .collect();
    let decoded = |png: &[u8]| {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut rgb = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut rgb).unwrap();
        rgb
    };
    let mut compared = 0;
    for theme in Theme::ALL {
        for p in &positions {
            for (width, flip, highlight) in [
                (576, false, true),
                (576, true, true),
                (576, false, false),
                (160, true, false),
                (1001, false, true),
            ] {
                let opts = RenderOptions {
                    width,
                    flip,
                    theme,
                    highlight,
                };
                let a = ahead.render(p, &opts).unwrap();
                let b = at_run_time.render(p, &opts).unwrap();
                let what = format!(
                    "{} {theme} {width} flip={flip} highlight={highlight}",
                    p.variant()
                );
                assert!(a.png == b.png, "{what}: the bytes differ");
                assert!(
                    decoded(&a.png) == decoded(&b.png),
                    "{what}: the pixels differ"
                );
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 3 * 7 * 5);
}

#[test]
fn a_few_colours_are_all_kept_exactly_and_map_back() {
    let colours = [[10, 20, 30], [200, 100, 0], [255, 255, 255]];
    let pm = swatch(&colours, 5);
    let ix = Indexer::new(from_swatches(std::slice::from_ref(&pm)));
    let pixels = ix.index(&pm);
    assert_eq!(ix.expand(&pixels, 5).unwrap().data(), pm.data());
    assert_eq!(ix.palette().len(), 9);
}

#[test]
fn many_shades_keep_the_common_colours_exact_and_the_rest_near() {
    use tiny_skia::Color;
    // Two flat colours over most pixels, and 1,000 shades between them.
    let mut pm = Pixmap::new(100, 100).unwrap();
    pm.fill(Color::from_rgba8(236, 214, 174, 255));
    let mut shades = Vec::new();
    for i in 0..1000u32 {
        let t = i as f32 / 999.0;
        let mix = |a: u8, b: u8| (f32::from(a) * (1.0 - t) + f32::from(b) * t) as u8;
        shades.push([mix(236, 28), mix(214, 28), mix(174, 28 + (i % 7) as u8)]);
    }
    let shade_pm = swatch(&shades, 1);
    let ix = Indexer::new(from_swatches(&[pm.clone(), shade_pm.clone()]));
    assert_eq!(ix.palette().len(), 3 * PALETTE_SIZE);
    let flat = ix.index(&pm);
    assert!(flat.iter().all(|&i| ix.colour(i) == [236, 214, 174]));
    let worst = shades
        .iter()
        .zip(ix.index(&shade_pm))
        .map(|(c, i)| {
            let p = ix.colour(i);
            (0..3).map(|k| c[k].abs_diff(p[k])).max().unwrap_or(0)
        })
        .max()
        .unwrap();
    assert!(worst <= 6, "a shade is {worst} levels off");
}

fn swatch(colours: &[[u8; 3]], each: u32) -> Pixmap {
    let mut pm = Pixmap::new(each, colours.len() as u32).unwrap();
    for (row, c) in pm
        .data_mut()
        .chunks_exact_mut(4 * each as usize)
        .zip(colours)
    {
        for px in row.chunks_exact_mut(4) {
            px.copy_from_slice(&[c[0], c[1], c[2], 255]);
        }
    }
    pm
}
