//! The games "Play on lichess" made, kept a while for their pages: the
//! post that makes a game is answered with a redirect to the game's own
//! address (`…/lichess?game=TOKEN`), so reloading that page, or going
//! back to it, shows the same game and never posts again (issue 63: a
//! reload made a second game). Only the page is kept, in memory, for an
//! hour, and at most [`KEPT`] of them: an address that outlived its game
//! leads back to the button (`play::see_page`).

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::i18n::Lang;

/// The most game pages kept; the oldest goes first.
pub const KEPT: usize = 1000;
/// How long a game's page is kept.
pub const FOR: Duration = Duration::from_secs(60 * 60);

/// A game's page: its language and its HTML.
#[derive(Clone, Debug)]
pub struct MadePage {
    pub lang: Lang,
    pub html: String,
}

/// The pages of the games made lately, by their unguessable token.
#[derive(Default)]
pub struct Made {
    pages: Mutex<VecDeque<(String, Instant, MadePage)>>,
}

impl Made {
    /// Keeps `page` and answers its token (32 hex digits).
    pub fn keep(&self, page: MadePage) -> String {
        let token = format!("{:032x}", rand::random::<u128>());
        let mut pages = self
            .pages
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        while pages
            .front()
            .is_some_and(|(_, at, _)| now.duration_since(*at) > FOR || pages.len() >= KEPT)
        {
            pages.pop_front();
        }
        pages.push_back((token.clone(), now, page));
        token
    }

    /// The page kept under `token`, while it is kept.
    pub fn page(&self, token: &str) -> Option<MadePage> {
        let pages = self
            .pages
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        pages
            .iter()
            .find(|(t, at, _)| t == token && at.elapsed() <= FOR)
            .map(|(_, _, page)| page.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_page_is_found_by_its_token_only() {
        let made = Made::default();
        let token = made.keep(MadePage {
            lang: Lang::De,
            html: "<p>game</p>".into(),
        });
        assert_eq!(token.len(), 32);
        assert_eq!(
            made.page(&token).map(|p| p.html),
            Some("<p>game</p>".into())
        );
        assert!(made.page("0").is_none());
        for _ in 0..KEPT {
            made.keep(MadePage {
                lang: Lang::En,
                html: String::new(),
            });
        }
        assert!(made.page(&token).is_none(), "the oldest goes first");
    }
}
