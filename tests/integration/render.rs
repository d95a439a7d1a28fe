use backrank::core::board::{Square, SquareColour};
use backrank::core::fen::Fen;
use backrank::core::position::Position;
use backrank::core::variant::{BoardKind, Variant};
use backrank::render::{Layout, RenderOptions, Renderer, Theme, render};
use sha2::{Digest, Sha256};

struct Decoded {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Decoded {
    fn new(png_bytes: &[u8]) -> Decoded {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
        // Boards are indexed colour: read back as RGB.
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        assert_eq!(reader.info().color_type, png::ColorType::Indexed);
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgb);
        buf.truncate(info.buffer_size());
        Decoded {
            width: info.width,
            height: info.height,
            rgb: buf,
        }
    }

    fn px(&self, x: u32, y: u32) -> [u8; 3] {
        let i = ((y * self.width + x) * 3) as usize;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn close(a: [u8; 3], b: [u8; 3], tol: i32) -> bool {
    a.iter()
        .zip(b)
        .all(|(x, y)| (i32::from(*x) - i32::from(y)).abs() <= tol)
}

fn rgb(c: tiny_skia::Color) -> [u8; 3] {
    let c = c.to_color_u8();
    [c.red(), c.green(), c.blue()]
}

/// `base` with `over` laid on top at `over`'s alpha.
fn blend(base: tiny_skia::Color, over: tiny_skia::Color) -> [u8; 3] {
    let a = over.alpha();
    let mix = |b: f32, o: f32| ((b * (1.0 - a) + o * a) * 255.0).round() as u8;
    [
        mix(base.red(), over.red()),
        mix(base.green(), over.green()),
        mix(base.blue(), over.blue()),
    ]
}

/// Decodes the image of every variant, in every theme and both ways up,
/// and checks its size, the colour of every empty square (or the wood of
/// every empty point), and that exactly the squares the FEN fills hold a
/// piece.
#[test]
fn every_variant_draws_its_position() {
    for v in Variant::ALL {
        // The first legal number from 7 on (CRC skips some numbers).
        let p = (7..)
            .find_map(|n| Position::from_number(v, n % backrank::core::numbering::range(v)).ok())
            .unwrap();
        let occupied = fen_occupied(&Fen(&p).to_string());
        assert_eq!(occupied.len(), p.pieces().len(), "{v}");
        let randomized: Vec<Square> = [
            backrank::core::board::Color::White,
            backrank::core::board::Color::Black,
        ]
        .iter()
        .flat_map(|&c| v.side_geometry(c).squares)
        .collect();
        for theme in Theme::ALL {
            for flip in [false, true] {
                let opts = RenderOptions {
                    flip,
                    theme,
                    ..RenderOptions::default()
                };
                let image = render(&p, &opts).unwrap();
                let d = Decoded::new(&image.png);
                let spec = v.spec();
                let layout = Layout::new(spec.board, spec.files, spec.ranks, opts.width, flip);
                assert_eq!((d.width, d.height), (layout.width, layout.height), "{v}");
                assert!((480..=640).contains(&d.width), "{v}: {} wide", d.width);
                let pal = theme.palette();
                for file in 0..spec.files {
                    for rank in 0..spec.ranks {
                        let sq = Square::new(file, rank);
                        let (x0, y0) = layout.cell_origin(sq);
                        let cell = layout.cell;
                        let base = match (spec.board, sq.colour()) {
                            (BoardKind::JanggiPoints, _) => pal.janggi_wood,
                            (_, SquareColour::Dark) => pal.dark,
                            (_, SquareColour::Light) => pal.light,
                        };
                        let expected = if randomized.contains(&sq) {
                            blend(base, pal.highlight)
                        } else {
                            rgb(base)
                        };
                        // A quarter along the top edge of a square never holds
                        // ink (on a Janggi board the palace diagonals run
                        // through cell corners, and the grid lines through the
                        // middle of each edge).
                        let corner = d.px(x0 + cell / 4, y0 + 2);
                        assert!(
                            close(corner, expected, 3),
                            "{v} {theme} flip={flip} {sq}: corner {corner:?} vs {expected:?}"
                        );
                        // How much of the middle differs from the corner.
                        let (lo, hi) = (cell / 5, cell - cell / 5);
                        let mut differ = 0;
                        for y in y0 + lo..y0 + hi {
                            for x in x0 + lo..x0 + hi {
                                if !close(d.px(x, y), corner, 24) {
                                    differ += 1;
                                }
                            }
                        }
                        let share = f64::from(differ) / f64::from((hi - lo) * (hi - lo));
                        // Empty squares are plain; an empty Janggi point has
                        // its grid lines (and maybe palace diagonals) only.
                        let (piece, empty) = match spec.board {
                            BoardKind::Chequered => (0.2, 0.0),
                            BoardKind::JanggiPoints => (0.5, 0.35),
                        };
                        if occupied.contains(&sq) {
                            assert!(
                                share > piece,
                                "{v} {theme} flip={flip}: no piece on {sq} ({share:.2})"
                            );
                        } else {
                            assert!(
                                share <= empty,
                                "{v} {theme} flip={flip}: ink on empty {sq} ({share:.2})"
                            );
                        }
                    }
                }
            }
        }
    }
}

/// The squares a FEN's board field fills, read independently of the
/// renderer (runs of empty squares may be two digits, as in "10").
fn fen_occupied(fen: &str) -> Vec<Square> {
    let board = fen.split(' ').next().unwrap();
    let rows: Vec<&str> = board.split('/').collect();
    let ranks = rows.len() as u8;
    let mut out = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i as u8;
        let (mut file, mut run) = (0u8, 0u8);
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as u8;
            } else {
                file += run;
                run = 0;
                out.push(Square::new(file, rank));
                file += 1;
            }
        }
    }
    out
}

/// Golden hashes: one position per board type at the default options. A
/// change in the art, layout, palette or encoding changes these on
/// purpose; look at the images before updating them. (Last changed when
/// `--width` became exact: the margins take the pixels whole cells leave,
/// so the default 8x8 board is 576 by 576, not 572; looked at.)
#[test]
fn images_are_byte_for_byte_stable() {
    let cases = [
        (Variant::Chess960, 518, "8x8"),
        (Variant::CrcCarrillo, 0, "10x8"),
        (Variant::ModernRandom, 0, "9x9"),
        (Variant::EnglishRandom, 0, "10x10"),
        (Variant::KoreanRandom, 0, "janggi"),
    ];
    let mut got = Vec::new();
    for (v, n, name) in cases {
        let p = Position::from_number(v, n).unwrap();
        let a = render(&p, &RenderOptions::default()).unwrap();
        // A fresh renderer builds its own sprites and must agree.
        let b = Renderer::new()
            .render(&p, &RenderOptions::default())
            .unwrap();
        assert_eq!(a, b, "{name}");
        got.push((name, hex(&Sha256::digest(&a.png))));
    }
    let pinned: Vec<(&str, String)> = GOLDEN.iter().map(|(n, h)| (*n, h.to_string())).collect();
    assert_eq!(got, pinned);
}

const GOLDEN: [(&str, &str); 5] = [
    (
        "8x8",
        "706d940fc9dd339e8fb2d39b1307d567ea1c9d501b32d9489a6dce3c05b6ebd1",
    ),
    (
        "10x8",
        "21a41be2c123409620444034ed34f8df4d06a46b5924190e064f84befd83e96e",
    ),
    (
        "9x9",
        "2452fcd6038fb7427d61412014b6aa11289f954dbd498b0c1c4fdb257358783e",
    ),
    (
        "10x10",
        "84f0da92a6661045956d60dc47e0c77146ef7b19a349d6eab003c223afd460af",
    ),
    (
        "janggi",
        "f33dda008be14f359cd3206d4f60bd08ef6d92f23541146699afb372dfd6d040",
    ),
];

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn widths_out_of_range_are_refused() {
    let p = Position::from_number(Variant::Chess960, 0).unwrap();
    for width in [0, 100, 159, 2049, u32::MAX] {
        let e = render(
            &p,
            &RenderOptions {
                width,
                ..RenderOptions::default()
            },
        )
        .unwrap_err();
        assert!(e.to_string().contains("use 160 to 2048"), "{e}");
    }
    assert!(
        render(
            &p,
            &RenderOptions {
                width: 160,
                ..RenderOptions::default()
            }
        )
        .is_ok()
    );
    assert!(
        render(
            &p,
            &RenderOptions {
                width: 2048,
                ..RenderOptions::default()
            }
        )
        .is_ok()
    );
}
