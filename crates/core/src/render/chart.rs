//! Charts of counts: a bar per cell for what was seen, a line across it for
//! what fair rolls give on average, and a band for the range fair counts
//! fall in 95 times in 100. The words go in the message and its alt text;
//! the picture carries only the cells' labels and the count scale, which
//! read the same in every language.

use skrifa::FontRef;
use tiny_skia::{Color, Paint, Pixmap, Rect, Transform};

use crate::render::draw::blit;
use crate::render::sprites::label_sprite;
use crate::render::{RenderError, encode_rgb};
use crate::stats::Fit;

/// The chart's size: wide enough for 20 bars (a d20) with their labels.
pub const WIDTH: u32 = 640;
pub const HEIGHT: u32 = 320;
const LEFT: f32 = 52.0;
const RIGHT: f32 = 16.0;
const TOP: f32 = 16.0;
const BOTTOM: f32 = 30.0;
const LABEL_PX: f32 = 11.0;

const BACKGROUND: [u8; 4] = [255, 255, 255, 255];
const AXIS: [u8; 4] = [90, 90, 90, 255];
const GRID: [u8; 4] = [225, 225, 225, 255];
const BAR: [u8; 4] = [70, 110, 160, 255];
const BAND: [u8; 4] = [248, 222, 178, 255];
const EXPECTED: [u8; 4] = [200, 90, 20, 255];

fn colour([r, g, b, a]: [u8; 4]) -> Color {
    Color::from_rgba8(r, g, b, a)
}

fn solid(c: [u8; 4]) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(colour(c));
    p.anti_alias = false;
    p
}

/// A round step for the count scale: 1, 2 or 5 times a power of ten, so
/// that about four lines span `top`.
fn step(top: f64) -> f64 {
    let rough = (top / 4.0).max(1.0);
    let power = 10f64.powf(rough.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|s| *s >= rough)
        .unwrap_or(10.0 * power)
}

/// One bar of a chart: its height, the line across it (what fair rolls or
/// a uniform draw give) and the band behind it, all on one scale.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    pub label: String,
    pub value: f64,
    pub line: Option<f64>,
    pub band: Option<(f64, f64)>,
}

/// The chart of `fit` as PNG bytes: its counts against what fair rolls
/// give, and the range they fall in 95 times in 100.
///
/// # Errors
///
/// [`RenderError`] if a drawing or the encoding fails.
pub fn chart(fit: &Fit) -> Result<Vec<u8>, RenderError> {
    let bars: Vec<Bar> = fit
        .cells
        .iter()
        .enumerate()
        .map(|(i, c)| Bar {
            label: c.label.clone(),
            value: c.observed as f64,
            line: (c.expected > 0.0).then_some(c.expected),
            band: (c.expected > 0.0).then(|| fit.interval(i)),
        })
        .collect();
    bar_chart(&bars, "")
}

/// `bars` as a PNG chart, the scale's numbers followed by `unit`.
///
/// # Errors
///
/// [`RenderError`] if a drawing or the encoding fails.
pub fn bar_chart(bars: &[Bar], unit: &str) -> Result<Vec<u8>, RenderError> {
    let mut pm = Pixmap::new(WIDTH, HEIGHT).ok_or(RenderError::Draw("the chart"))?;
    pm.fill(colour(BACKGROUND));
    let font = FontRef::new(dejavu::sans::regular()).map_err(|_| RenderError::Draw("the font"))?;
    let n = bars.len().max(1);
    let highest = bars
        .iter()
        .map(|b| {
            let band = b.band.map_or(0.0, |(_, high)| high);
            b.value.max(b.line.unwrap_or(0.0)).max(band)
        })
        .fold(1.0, f64::max);
    let step = step(highest);
    let top = (highest / step).ceil() * step;
    let (plot_w, plot_h) = (WIDTH as f32 - LEFT - RIGHT, HEIGHT as f32 - TOP - BOTTOM);
    let y_of = |count: f64| TOP + plot_h * (1.0 - (count / top) as f32);
    let fill = |pm: &mut Pixmap, x0: f32, y0: f32, x1: f32, y1: f32, c: [u8; 4]| {
        if let Some(r) = Rect::from_ltrb(x0.min(x1), y0.min(y1), x0.max(x1), y0.max(y1)) {
            pm.fill_rect(r, &solid(c), Transform::identity(), None);
        }
    };
    // The count scale: grid lines and their numbers.
    let mut at = 0.0;
    while at <= top + step / 2.0 {
        let y = y_of(at);
        fill(&mut pm, LEFT, y, WIDTH as f32 - RIGHT, y + 1.0, GRID);
        let text = format!("{at}{unit}");
        if let Some(s) = label_sprite(&font, &text, LABEL_PX, colour(AXIS)) {
            let x = LEFT as i32 - 6 - s.width() as i32;
            blit(&mut pm, &s, x, (y - s.height() as f32 / 2.0).round() as i32);
        }
        at += step;
    }
    let slot = plot_w / n as f32;
    for (i, bar) in bars.iter().enumerate() {
        let x0 = LEFT + slot * i as f32;
        let (bar0, bar1) = (x0 + slot * 0.2, x0 + slot * 0.8);
        // The band behind the bar, the line over it.
        if let Some((low, high)) = bar.band {
            fill(
                &mut pm,
                x0 + slot * 0.1,
                y_of(low),
                x0 + slot * 0.9,
                y_of(high),
                BAND,
            );
        }
        fill(&mut pm, bar0, y_of(0.0), bar1, y_of(bar.value), BAR);
        if let Some(line) = bar.line {
            let y = y_of(line);
            fill(
                &mut pm,
                x0 + slot * 0.1,
                y - 1.0,
                x0 + slot * 0.9,
                y + 1.0,
                EXPECTED,
            );
        }
        if let Some(s) = label_sprite(&font, &bar.label, LABEL_PX, colour(AXIS)) {
            let x = (x0 + slot / 2.0 - s.width() as f32 / 2.0).round() as i32;
            blit(&mut pm, &s, x, (HEIGHT as f32 - BOTTOM + 6.0) as i32);
        }
    }
    // The axes last, over the bars' feet.
    fill(&mut pm, LEFT - 1.0, TOP, LEFT, y_of(0.0) + 1.0, AXIS);
    fill(
        &mut pm,
        LEFT - 1.0,
        y_of(0.0),
        WIDTH as f32 - RIGHT,
        y_of(0.0) + 1.0,
        AXIS,
    );
    encode_rgb(&pm)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(png: &[u8], x: u32, y: u32) -> [u8; 3] {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        let at = (y as usize * info.width as usize + x as usize) * 3;
        [buf[at], buf[at + 1], buf[at + 2]]
    }

    #[test]
    fn scale_steps_are_round() {
        assert_eq!(step(10.0), 5.0);
        assert_eq!(step(40.0), 10.0);
        assert_eq!(step(130.0), 50.0);
        assert_eq!(step(1.0), 1.0);
    }

    /// A bar as tall as its count: the tall bar's colour is found high up
    /// in its slot, the short bar's only low in its own; the expected line
    /// crosses each slot at its height.
    #[test]
    fn bars_stand_as_high_as_their_counts() {
        let labels = vec!["1".to_owned(), "2".to_owned()];
        let fit = Fit::new(labels, &[90, 10], &[50.0, 50.0]);
        let png = chart(&fit).unwrap();
        assert_eq!(&png[1..4], b"PNG");
        let plot_h = HEIGHT as f32 - TOP - BOTTOM;
        let top = {
            let highest = (90f64).max(fit.interval(0).1);
            let s = step(highest);
            (highest / s).ceil() * s
        };
        let y_of = |c: f64| (TOP + plot_h * (1.0 - (c / top) as f32)) as u32;
        let slot = (WIDTH as f32 - LEFT - RIGHT) / 2.0;
        let centre = |i: u32| (LEFT + slot * (i as f32 + 0.5)) as u32;
        let bar = [BAR[0], BAR[1], BAR[2]];
        assert_eq!(
            pixel(&png, centre(0), y_of(85.0)),
            bar,
            "the tall bar reaches 85"
        );
        assert_ne!(
            pixel(&png, centre(1), y_of(20.0)),
            bar,
            "the short bar stops below 20"
        );
        assert_eq!(
            pixel(&png, centre(1), y_of(5.0)),
            bar,
            "the short bar reaches 5"
        );
        let line = pixel(&png, centre(1), y_of(50.0));
        assert_eq!(line, EXPECTED[..3], "the expected line at 50");
    }
}
