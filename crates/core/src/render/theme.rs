//! Colour themes for board images.

use std::fmt;
use std::str::FromStr;

use tiny_skia::Color;

/// A colour scheme for the board. Pieces keep their colours in every theme
/// so a position always looks the same; boards change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Theme {
    /// Warm wood browns.
    #[default]
    Wood,
    /// Cool grey-blue.
    Slate,
    /// Maximum contrast: white and mid-grey squares, black labels, a strong
    /// highlight. For bright rooms and weak eyes.
    Contrast,
}

/// The colours of one theme.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub frame: Color,
    pub label: Color,
    pub light: Color,
    pub dark: Color,
    /// Laid over the squares a roll filled, so players see what was drawn.
    pub highlight: Color,
    /// Janggi board wood and lines.
    pub janggi_wood: Color,
    pub janggi_line: Color,
}

fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Wood, Theme::Slate, Theme::Contrast];

    pub fn id(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Slate => "slate",
            Theme::Contrast => "contrast",
        }
    }

    pub fn palette(self) -> Palette {
        match self {
            Theme::Wood => Palette {
                frame: rgb(0x3b, 0x2a, 0x1e),
                label: rgb(0xf2, 0xe6, 0xd0),
                light: rgb(0xec, 0xd6, 0xae),
                dark: rgb(0xad, 0x7d, 0x52),
                highlight: Color::from_rgba8(0xff, 0xe0, 0x3a, 90),
                janggi_wood: rgb(0xe6, 0xc3, 0x87),
                janggi_line: rgb(0x4a, 0x33, 0x1f),
            },
            Theme::Slate => Palette {
                frame: rgb(0x24, 0x2b, 0x33),
                label: rgb(0xdc, 0xe3, 0xea),
                light: rgb(0xdb, 0xe2, 0xe8),
                dark: rgb(0x7d, 0x93, 0xa6),
                highlight: Color::from_rgba8(0x5c, 0xd6, 0xff, 90),
                janggi_wood: rgb(0xd9, 0xd4, 0xc6),
                janggi_line: rgb(0x2b, 0x33, 0x3d),
            },
            Theme::Contrast => Palette {
                frame: rgb(0xff, 0xff, 0xff),
                label: rgb(0x00, 0x00, 0x00),
                light: rgb(0xff, 0xff, 0xff),
                dark: rgb(0x8c, 0x8c, 0x8c),
                highlight: Color::from_rgba8(0xff, 0xd0, 0x00, 140),
                janggi_wood: rgb(0xff, 0xff, 0xff),
                janggi_line: rgb(0x00, 0x00, 0x00),
            },
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The text named no theme.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme '{0}': use wood, slate or contrast")]
pub struct ParseThemeError(pub String);

impl FromStr for Theme {
    type Err = ParseThemeError;

    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        let t = s.trim().to_ascii_lowercase();
        Theme::ALL
            .into_iter()
            .find(|th| th.id() == t || (t == "high-contrast" && *th == Theme::Contrast))
            .ok_or_else(|| ParseThemeError(s.chars().take(30).collect()))
    }
}
