//! Indexed colour: a theme's boards in at most 256 colours, so a board is
//! one byte a pixel (a third of RGB), composes by copying bytes, and its PNG
//! deflates in a fraction of the time.
//!
//! A theme's palette is made once, from what its boards can show
//! ([`crate::render::board::swatches`]): the colours that cover the most
//! pixels (squares, frame, wood, the pieces' fills and outlines) are kept
//! exactly, and NeuQuant picks the rest among the antialiasing shades at
//! the pieces' and labels' edges, where a step of a few levels is not seen.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use color_quant::NeuQuant;
use tiny_skia::Pixmap;

/// How many of the most common colours are kept exactly.
const EXACT: usize = 64;

/// The colours of an indexed image.
pub const PALETTE_SIZE: usize = 256;

/// NeuQuant's sampling factor: 1 reads every pixel (best), 30 the fewest.
/// The swatches are small, so every pixel is read.
const SAMPLE_FACTOR: i32 = 1;

/// How many pixels of each colour some opaque pixmaps hold: counted one
/// pixmap at a time, so the pixmaps need not all be kept.
#[derive(Default)]
pub struct ColourCounts(HashMap<[u8; 3], u64>);

impl ColourCounts {
    pub fn add(&mut self, pm: &Pixmap) {
        for px in pm.data().chunks_exact(4) {
            *self.0.entry(rgb_of(px)).or_default() += 1;
        }
    }
}

/// Maps colours to the indices of one theme's palette.
pub struct Indexer {
    rgb: Vec<[u8; 3]>,
    /// Every colour met so far, with its index: the palette's own, and the
    /// nearest entry of any other.
    known: Mutex<HashMap<[u8; 3], u8>>,
}

/// An opaque pixel's colour (premultiplied and straight are the same).
fn rgb_of(px: &[u8]) -> [u8; 3] {
    [px[0], px[1], px[2]]
}

impl Indexer {
    /// A palette for the colours of `swatches` (opaque pixmaps): all of
    /// them when there are at most 256; else the [`EXACT`] commonest kept
    /// exactly and NeuQuant's choice for the rest.
    #[cfg(test)]
    pub fn from_swatches(swatches: &[Pixmap]) -> Indexer {
        let mut counts = ColourCounts::default();
        for pm in swatches {
            counts.add(pm);
        }
        Indexer::from_counts(counts)
    }

    /// A palette for colours counted over swatches: all of them when there
    /// are at most 256; else the [`EXACT`] commonest kept exactly and
    /// NeuQuant's choice for the rest.
    pub fn from_counts(counts: ColourCounts) -> Indexer {
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
                .flat_map(|(c, n)| {
                    std::iter::repeat_n([c[0], c[1], c[2], 255], *n as usize).flatten()
                })
                .collect();
            let nq = NeuQuant::new(SAMPLE_FACTOR, PALETTE_SIZE - EXACT, &shades);
            rgb.extend(
                nq.color_map_rgb()
                    .chunks_exact(3)
                    .map(|c| [c[0], c[1], c[2]]),
            );
        }
        let known = rgb
            .iter()
            .enumerate()
            .rev()
            .map(|(i, c)| (*c, i as u8))
            .collect();
        Indexer {
            rgb,
            known: Mutex::new(known),
        }
    }

    /// The palette as the PNG `PLTE` chunk wants it: RGB triples.
    pub fn palette(&self) -> &[u8] {
        self.rgb.as_flattened()
    }

    /// The colour of index `i`.
    pub fn colour(&self, i: u8) -> [u8; 3] {
        self.rgb.get(usize::from(i)).copied().unwrap_or_default()
    }

    /// The nearest palette entry to `c` (squared distance in RGB; the
    /// lowest index among equals).
    fn nearest(&self, c: [u8; 3]) -> u8 {
        let distance = |p: &[u8; 3]| -> u32 {
            p.iter()
                .zip(c)
                .map(|(a, b)| u32::from(a.abs_diff(b)).pow(2))
                .sum()
        };
        self.rgb
            .iter()
            .enumerate()
            .min_by_key(|(i, p)| (distance(p), *i))
            .map_or(0, |(i, _)| i as u8)
    }

    /// An opaque pixmap's pixels as palette indices, row by row.
    pub fn index(&self, pm: &Pixmap) -> Vec<u8> {
        let mut known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
        pm.data()
            .chunks_exact(4)
            .map(|px| {
                let c = rgb_of(px);
                *known.entry(c).or_insert_with(|| self.nearest(c))
            })
            .collect()
    }

    /// Indexed pixels back as an opaque pixmap `width` wide.
    pub fn expand(&self, pixels: &[u8], width: u32) -> Option<Pixmap> {
        let height = u32::try_from(pixels.len()).ok()? / width.max(1);
        let mut pm = Pixmap::new(width, height)?;
        for (px, &i) in pm.data_mut().chunks_exact_mut(4).zip(pixels) {
            let [r, g, b] = self.colour(i);
            px.copy_from_slice(&[r, g, b, 255]);
        }
        Some(pm)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tiny_skia::Color;

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

    #[test]
    fn a_few_colours_are_all_kept_exactly_and_map_back() {
        let colours = [[10, 20, 30], [200, 100, 0], [255, 255, 255]];
        let pm = swatch(&colours, 5);
        let ix = Indexer::from_swatches(std::slice::from_ref(&pm));
        let pixels = ix.index(&pm);
        assert_eq!(ix.expand(&pixels, 5).unwrap().data(), pm.data());
        assert_eq!(ix.palette().len(), 9);
    }

    #[test]
    fn many_shades_keep_the_common_colours_exact_and_the_rest_near() {
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
        let ix = Indexer::from_swatches(&[pm.clone(), shade_pm.clone()]);
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
}
