//! IANA time zone names (`Europe/Berlin`): read, and found from what was
//! typed. The daily schedule's zone, a server's own zone setting and the
//! times typed for a meetup all read zones here.

use jiff::tz::TimeZone;

use crate::core::text::or_list;
use crate::i18n::Text;

/// A name that is no time zone's (its first 40 characters), with the
/// nearest known names, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownZone {
    pub name: String,
    pub near: Vec<String>,
}

impl UnknownZone {
    /// What is wrong, and what to type instead, in words each language
    /// renders.
    #[must_use]
    pub fn text(&self) -> Text {
        if self.near.is_empty() {
            Text::msg(msg!("error-not-a-zone")).with("given", self.name.as_str())
        } else {
            Text::msg(msg!("error-not-a-zone-near"))
                .with("given", self.name.as_str())
                .with("near", or_list(self.near.iter().map(Text::plain).collect()))
        }
    }
}

impl std::fmt::Display for UnknownZone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for UnknownZone {}

/// Reads an IANA time zone name (`Europe/Berlin`), suggesting the closest
/// names when it is not one.
///
/// # Errors
///
/// A message with the nearest known names.
pub fn parse_zone(name: &str) -> Result<TimeZone, UnknownZone> {
    let name = name.trim();
    if let Ok(tz) = TimeZone::get(name) {
        return Ok(tz);
    }
    Err(UnknownZone {
        name: name.chars().take(40).collect(),
        near: zone_names(name, 3),
    })
}

/// A zone name as the search sees it, lowered once.
struct ZoneEntry {
    name: String,
    lower: String,
    /// The part after the last `/`: what people type ("berlin").
    city_at: usize,
}

/// The time zone names, read from the database and lowered once for the
/// whole process: autocomplete runs on every keystroke, on the async
/// threads, so it does no allocation or database walk per name.
fn zone_index() -> &'static [ZoneEntry] {
    static INDEX: std::sync::OnceLock<Vec<ZoneEntry>> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        let mut zones: Vec<ZoneEntry> = jiff::tz::db()
            .available()
            .map(|n| n.as_str().to_owned())
            .filter(|n| n.contains('/') || n == "UTC")
            .map(|name| {
                let lower = name.to_ascii_lowercase();
                let city_at = lower.rfind('/').map_or(0, |i| i + 1);
                ZoneEntry {
                    name,
                    lower,
                    city_at,
                }
            })
            .collect();
        zones.sort_by(|a, b| a.name.cmp(&b.name));
        zones
    })
}

/// Known zone names matching what was typed, best first (for autocomplete
/// and suggestions).
pub fn zone_names(typed: &str, max: usize) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    let mut scored: Vec<(f64, &ZoneEntry)> = zone_index()
        .iter()
        .map(|z| {
            let score = if typed.is_empty() {
                0.0
            } else if z.lower.contains(&typed) {
                2.0 - z.lower.len() as f64 / 100.0
            } else {
                let city = &z.lower[z.city_at..];
                strsim::jaro_winkler(&typed, city).max(strsim::jaro_winkler(&typed, &z.lower))
            };
            (score, z)
        })
        .filter(|(score, _)| typed.is_empty() || *score > 0.8)
        .collect();
    // The index is in name order and the sort is stable: ties stay by name.
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
        .into_iter()
        .take(max)
        .map(|(_, z)| z.name.clone())
        .collect()
}
