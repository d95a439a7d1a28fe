//! Indexed colour: a theme's boards in at most 256 colours, so a board is
//! one byte a pixel (a third of RGB), composes by copying bytes, and its PNG
//! deflates in a fraction of the time.
//!
//! A theme's palette is data ([`crate::render::palettes`]), made ahead of
//! time from what its boards can show (`palette_maker.rs`, a test that
//! makes them again and compares): the colours that cover the most pixels
//! are kept exactly, and NeuQuant picked the rest among the antialiasing
//! shades at the pieces' and labels' edges, where a step of a few levels is
//! not seen. Nothing at run time counts colours or runs NeuQuant.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Mutex, PoisonError};

use tiny_skia::Pixmap;

use crate::render::palettes;
use crate::render::theme::Theme;

/// The colours of an indexed image.
pub const PALETTE_SIZE: usize = 256;

/// Maps colours to the indices of one theme's palette.
pub struct Indexer {
    rgb: Vec<[u8; 3]>,
    /// Every colour met so far (as `0x00RRGGBB`), with its index: the
    /// palette's own, and the nearest entry of any other.
    known: Mutex<HashMap<u32, u8, BuildHasherDefault<RgbHasher>>>,
}

/// Hashes a colour key with one multiply: the keys are 24-bit colours a
/// board chose, not input an attacker picks, and SipHash per pixel was the
/// most of an empty board's indexing.
#[derive(Default)]
struct RgbHasher(u64);

impl Hasher for RgbHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = u64::from(n);
    }

    fn finish(&self) -> u64 {
        // Fibonacci hashing; the high half folded down, as the table takes
        // its bucket from the low bits.
        let h = self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        h ^ (h >> 32)
    }
}

/// An opaque pixel's colour (premultiplied and straight are the same) as
/// `0x00RRGGBB`.
fn key_of(px: &[u8]) -> u32 {
    u32::from_be_bytes([0, px[0], px[1], px[2]])
}

impl Indexer {
    /// The indexer of `theme`'s palette, made ahead of time.
    pub fn of(theme: Theme) -> Indexer {
        Indexer::new(palettes::of(theme).to_vec())
    }

    /// An indexer for the palette `rgb` (at most [`PALETTE_SIZE`] colours;
    /// a colour listed twice maps to its first index).
    pub fn new(rgb: Vec<[u8; 3]>) -> Indexer {
        debug_assert!(rgb.len() <= PALETTE_SIZE, "{} colours", rgb.len());
        let known = rgb
            .iter()
            .enumerate()
            .rev()
            .map(|(i, c)| (u32::from_be_bytes([0, c[0], c[1], c[2]]), i as u8))
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
        // Boards are mostly runs of one colour: the pixel before is the
        // likeliest answer, and costs no lookup.
        let mut last: Option<(u32, u8)> = None;
        pm.data()
            .chunks_exact(4)
            .map(|px| {
                let key = key_of(px);
                match last {
                    Some((k, i)) if k == key => i,
                    _ => {
                        let i = *known
                            .entry(key)
                            .or_insert_with(|| self.nearest([px[0], px[1], px[2]]));
                        last = Some((key, i));
                        i
                    }
                }
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

    #[test]
    fn every_theme_has_a_full_palette_of_distinct_colours() {
        for theme in Theme::ALL {
            let rgb = palettes::of(theme);
            assert!(!rgb.is_empty() && rgb.len() <= PALETTE_SIZE, "{theme}");
            let ix = Indexer::of(theme);
            // Each of its own colours maps to itself.
            let mut pm = Pixmap::new(rgb.len() as u32, 1).unwrap();
            for (px, c) in pm.data_mut().chunks_exact_mut(4).zip(rgb) {
                px.copy_from_slice(&[c[0], c[1], c[2], 255]);
            }
            let indices = ix.index(&pm);
            for (i, c) in indices.iter().zip(rgb) {
                assert_eq!(ix.colour(*i), *c, "{theme}");
            }
        }
    }

    #[test]
    fn a_colour_off_the_palette_takes_the_nearest_entry() {
        let ix = Indexer::new(vec![[0, 0, 0], [100, 100, 100], [250, 250, 250]]);
        let mut pm = Pixmap::new(4, 1).unwrap();
        for (px, c) in pm.data_mut().chunks_exact_mut(4).zip([
            [90, 95, 110],
            [90, 95, 110],
            [2, 3, 1],
            [240, 255, 250],
        ]) {
            px.copy_from_slice(&[c[0], c[1], c[2], 255]);
        }
        assert_eq!(ix.index(&pm), vec![1, 1, 0, 2]);
    }
}
