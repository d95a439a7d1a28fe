//! A position as PGN, for other tools: a game with no moves that starts
//! from it, its facts in a comment.

use crate::app::view::Fact;
use crate::app::view::roll::RollView;
use crate::core::variant::Variant;

/// PGN's media type.
pub const PGN: &str = "application/x-chess-pgn; charset=utf-8";

/// A PGN with no moves that starts from the view's position (round
/// `round` of an event), the view's facts and any `more` (what decided an
/// event's round) in a comment before the result, a line each.
pub fn pgn_text(
    view: &RollView,
    more: &[Fact],
    event: &str,
    site: &str,
    round: Option<i64>,
) -> String {
    let quoted = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let variant = match view.variant() {
        Variant::Chess960 => "Chess960".to_owned(),
        v => v.spec().name.to_string(),
    };
    let round = round.map_or_else(String::new, |r| format!("[Round \"{r}\"]\n"));
    // A comment ends at its first `}`: none may be inside.
    let facts: Vec<String> = view
        .listed()
        .iter()
        .chain(more)
        .map(|f| f.line(view.lang).replace('}', ")"))
        .collect();
    format!(
        "[Event \"{}\"]\n[Site \"{}\"]\n{round}[Variant \"{}\"]\n[SetUp \"1\"]\n\
         [FEN \"{}\"]\n\n{{{}}}\n*\n",
        quoted(event),
        quoted(site),
        quoted(&variant),
        view.fen(),
        facts.join("\n"),
    )
}
