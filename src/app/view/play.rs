//! What people are shown of a game made on lichess ([`PlayView`]), once
//! for every face: the bot's reply, the console, the web page and its
//! JSON.

use crate::app::play::game::Played;
use crate::app::play::lichess::TimeControl;
use crate::i18n::{Lang, Text};

/// A game made on lichess, in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PlayView {
    /// "Backrank · SP 521".
    pub name: String,
    /// The first two people to open it play.
    pub url: String,
    pub url_white: String,
    pub url_black: String,
    /// The clock as lichess's players write it: `10+5`, `3d`.
    pub clock: String,
    /// The sentences, in order: where to play, how to choose colours, the
    /// terms, and for a pair the rematch.
    pub lines: Vec<String>,
}

impl PlayView {
    #[must_use]
    pub fn new(played: &Played, lang: Lang) -> PlayView {
        let c = &played.challenge;
        let clock = match played.time {
            TimeControl::Clock { .. } => Text::plain(played.time.to_string()),
            TimeControl::Days(days) => Text::msg(msg!("lichess-days")).with("days", days),
        };
        let mut lines = vec![
            Text::msg(msg!("lichess-made"))
                .with("name", played.name.clone())
                .with("url", c.url.clone()),
            Text::msg(msg!("lichess-colours"))
                .with("white", c.url_white.clone())
                .with("black", c.url_black.clone()),
            Text::msg(msg!("lichess-terms")).with("clock", clock),
        ];
        if played.pair {
            lines.push(Text::msg(msg!("lichess-pair")));
        }
        PlayView {
            name: played.name.clone(),
            url: c.url.clone(),
            url_white: c.url_white.clone(),
            url_black: c.url_black.clone(),
            clock: played.time.to_string(),
            lines: lines.iter().map(|l| l.render(lang)).collect(),
        }
    }

    /// The lines, one after another, as a chat message shows them.
    #[must_use]
    pub fn text(&self) -> String {
        self.lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::lichess::Challenge;

    fn played(time: TimeControl, pair: bool) -> Played {
        Played {
            challenge: Challenge {
                id: "Ceofnzd3".into(),
                url: "https://lichess.org/Ceofnzd3".into(),
                url_white: "https://lichess.org/Ceofnzd3?color=white".into(),
                url_black: "https://lichess.org/Ceofnzd3?color=black".into(),
            },
            name: "Backrank · SP 521".into(),
            time,
            pair,
        }
    }

    #[test]
    fn every_address_and_the_terms_are_shown_and_a_pair_is_told_of_the_rematch() {
        let view = PlayView::new(&played(TimeControl::default(), false), Lang::En);
        let text = view.text();
        for part in [
            "Backrank · SP 521",
            "https://lichess.org/Ceofnzd3 ",
            "?color=white",
            "?color=black",
            "10+5",
            "Unrated",
        ] {
            assert!(text.contains(part), "{part} in {text}");
        }
        assert!(!text.contains("Rematch"), "{text}");
        let pair = PlayView::new(&played(TimeControl::Days(3), true), Lang::En).text();
        assert!(pair.contains("3 days a move"), "{pair}");
        assert!(pair.contains("Rematch"), "{pair}");
        for lang in Lang::ALL {
            let text = PlayView::new(&played(TimeControl::Days(1), true), lang).text();
            assert_eq!(text.lines().count(), 4, "{lang:?}: {text}");
            assert!(text.contains("?color=black"), "{lang:?}");
        }
    }
}
