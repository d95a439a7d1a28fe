//! Where else a roll or an event can be seen: the club's pages and
//! lichess's analysis board.

use crate::core::fen::Fen;
use crate::core::position::Position;
use crate::core::variant::Variant;

/// A roll's page on the club's web pages: `/r/` and its replay code.
#[must_use]
pub fn roll_page_url(base: &str, code: &str) -> String {
    format!("{}/r/{code}", base.trim_end_matches('/'))
}

/// An event's page on the club's web pages: `/e/` and its token.
#[must_use]
pub fn event_page_url(base: &str, token: &str) -> String {
    format!("{}/e/{token}", base.trim_end_matches('/'))
}

/// A server's calendar of coming meetups, to subscribe to: `/calendar/`
/// and its token, as an `.ics` file.
#[must_use]
pub fn calendar_url(base: &str, token: &str) -> String {
    format!("{}/calendar/{token}.ics", base.trim_end_matches('/'))
}

/// The same calendar as a `webcal://` address, which calendar programs
/// open as a subscription (from an `https://` or `http://` one).
#[must_use]
pub fn webcal_url(calendar: &str) -> String {
    let rest = calendar
        .strip_prefix("https://")
        .or_else(|| calendar.strip_prefix("http://"))
        .unwrap_or(calendar);
    format!("webcal://{rest}")
}

/// A server's variant file on the club's web pages, by its digest, under
/// the name the printed lines give it: `/file/DIGEST/ID.toml` (saved as
/// that name by a browser or `curl -O`).
#[must_use]
pub fn variant_file_path(digest: &str, name: &str) -> String {
    format!("/file/{digest}/{name}")
}

/// A lichess analysis board for a Chess960 FEN.
#[must_use]
pub fn lichess_url(fen: &str) -> String {
    format!(
        "https://lichess.org/analysis/chess960/{}",
        fen.replace(' ', "_")
    )
}

/// lichess's analysis board for `p`, for the variant lichess knows
/// (Chess960).
#[must_use]
pub fn lichess(p: &Position) -> Option<String> {
    (p.variant() == Variant::Chess960).then(|| lichess_url(&Fen(p).to_string()))
}
