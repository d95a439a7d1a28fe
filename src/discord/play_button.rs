//! The "Play on lichess" button under a roll lichess can play: its id made
//! and read here, and nowhere else (the bot acts on it).
//!
//! The id carries what makes the game again without the store: the
//! variant and position number (the position is worked out anew, so an id
//! cannot ask lichess for a position no roll gave), whether it is for a
//! pair, whether the roll was shown to its roller alone (the game's reply
//! is then theirs alone too), and what named the roll: a daily date or an
//! event round.

use jiff::civil::Date;

use crate::app::play::game::Occasion;
use crate::app::play::lichess::playable;
use crate::app::view::roll::RollView;
use crate::discord::limits::CUSTOM_ID;
use crate::discord::reply::Button;
use crate::i18n::{Lang, t};

/// The first word of a "Play on lichess" button's id.
pub const WORD: &str = "li";

/// A press on "Play on lichess", read back from its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayPress {
    pub occasion: Occasion,
    /// The variant's id, found among those known where it is pressed.
    pub variant: String,
    pub number: u64,
    pub pair: bool,
    /// The roll was shown to its roller alone.
    pub private: bool,
}

impl PlayPress {
    /// `li|OCCASION|VISIBILITY|VARIANT|NUMBER|PAIR`: the occasion `r`, `d`
    /// and the date's digits, or `e` and the event's id and round
    /// (`e12.3`); `p` public or `o` only the roller; the pair `1` or `0`.
    #[must_use]
    pub fn id(&self) -> String {
        let occasion = match self.occasion {
            Occasion::Roll => "r".to_owned(),
            Occasion::Daily(date) => format!("d{}", date.strftime("%Y%m%d")),
            Occasion::Round { event, round } => format!("e{event}.{round}"),
        };
        format!(
            "{WORD}|{occasion}|{}|{}|{}|{}",
            if self.private { "o" } else { "p" },
            self.variant,
            self.number,
            u8::from(self.pair),
        )
    }

    /// A [`PlayPress::id`] read back from the words after `li`; `None`
    /// when they are no such id.
    #[must_use]
    pub fn read(words: &[&str]) -> Option<PlayPress> {
        let [occasion, visibility, variant, number, pair] = *words else {
            return None;
        };
        let occasion = match occasion.split_at_checked(1)? {
            ("r", "") => Occasion::Roll,
            ("d", digits) if digits.len() == 8 => {
                Occasion::Daily(Date::strptime("%Y%m%d", digits).ok()?)
            }
            ("e", rest) => {
                let (event, round) = rest.split_once('.')?;
                Occasion::Round {
                    event: event.parse().ok()?,
                    round: round.parse().ok()?,
                }
            }
            _ => return None,
        };
        Some(PlayPress {
            occasion,
            private: match visibility {
                "p" => false,
                "o" => true,
                _ => return None,
            },
            variant: (!variant.is_empty()).then(|| variant.to_owned())?,
            number: number.parse().ok()?,
            pair: match pair {
                "0" => false,
                "1" => true,
                _ => return None,
            },
        })
    }
}

/// The "Play on lichess" button under `view`, when lichess can play its
/// position and the id fits Discord's limit.
#[must_use]
pub fn play_button(
    view: &RollView,
    occasion: Occasion,
    private: bool,
    lang: Lang,
) -> Option<Button> {
    playable(&view.position)?;
    let id = PlayPress {
        occasion,
        variant: view.data.variant.spec().code.clone(),
        number: view.data.number,
        pair: view.data.pair,
        private,
    }
    .id();
    (id.len() <= CUSTOM_ID).then(|| Button::action(t(lang, msg!("button-play-lichess")), id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_odd_ones_are_refused() {
        for occasion in [
            Occasion::Roll,
            Occasion::Daily(jiff::civil::date(2026, 11, 27)),
            Occasion::Round {
                event: 12,
                round: 3,
            },
        ] {
            for (private, pair) in [(false, false), (true, true)] {
                let press = PlayPress {
                    occasion,
                    variant: "chess960".into(),
                    number: 521,
                    pair,
                    private,
                };
                let id = press.id();
                assert!(id.len() <= CUSTOM_ID, "{id}");
                let words: Vec<&str> = id.split('|').skip(1).collect();
                assert_eq!(PlayPress::read(&words), Some(press), "{id}");
            }
        }
        for bad in [
            "r|p|chess960|521",
            "x|p|chess960|521|0",
            "r|x|chess960|521|0",
            "r|p||521|0",
            "r|p|chess960|-1|0",
            "r|p|chess960|521|2",
            "d2026|p|chess960|521|0",
            "d20261341|p|chess960|521|0",
            "e12|p|chess960|521|0",
            "ex.1|p|chess960|521|0",
            "r1|p|chess960|521|0",
        ] {
            let words: Vec<&str> = bad.split('|').collect();
            assert_eq!(PlayPress::read(&words), None, "{bad}");
        }
    }
}
