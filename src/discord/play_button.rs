//! The "Play on lichess" button under a roll lichess can play: its id made
//! and read here, and nowhere else (the bot acts on it).
//!
//! The id carries what makes the game again without the store: the
//! variant and position number (the position is worked out anew, so an id
//! cannot ask lichess for a position no roll gave), whether it is for a
//! pair, whether the roll was shown to its roller alone (the game's reply
//! is then theirs alone too), and what named the roll: a daily date (with
//! the record it was kept as, which vouches for the date) or an event
//! round. An id is the presser's to edit: what it names is checked
//! against the store before a game carries the name
//! ([`crate::app::play::occasion`]).

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
    /// A daily challenge's record number in its server, which vouches
    /// for its date; none for other rolls, and on buttons made before it
    /// was carried.
    pub kept: Option<i64>,
    /// The variant's id, found among those known where it is pressed.
    pub variant: String,
    pub number: u64,
    pub pair: bool,
    /// The roll was shown to its roller alone.
    pub private: bool,
}

impl PlayPress {
    /// `li|OCCASION|VISIBILITY|VARIANT|NUMBER|PAIR`: the occasion `r`, `d`
    /// and the date's digits with the record's number (`d20261207.17`), or
    /// `e` and the event's id and round (`e12.3`); `p` public or `o` only
    /// the roller; the pair `1` or `0`.
    #[must_use]
    pub fn id(&self) -> String {
        let occasion = match (self.occasion, self.kept) {
            (Occasion::Roll, _) => "r".to_owned(),
            (Occasion::Daily(date), None) => format!("d{}", date.strftime("%Y%m%d")),
            (Occasion::Daily(date), Some(kept)) => {
                format!("d{}.{kept}", date.strftime("%Y%m%d"))
            }
            (Occasion::Round { event, round }, _) => format!("e{event}.{round}"),
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
        let (occasion, kept) = match occasion.split_at_checked(1)? {
            ("r", "") => (Occasion::Roll, None),
            ("d", rest) => {
                let (digits, kept) = match rest.split_once('.') {
                    Some((digits, kept)) => (digits, Some(kept.parse().ok()?)),
                    None => (rest, None),
                };
                if digits.len() != 8 {
                    return None;
                }
                (
                    Occasion::Daily(Date::strptime("%Y%m%d", digits).ok()?),
                    kept,
                )
            }
            ("e", rest) => {
                let (event, round) = rest.split_once('.')?;
                let round = Occasion::Round {
                    event: event.parse().ok()?,
                    round: round.parse().ok()?,
                };
                (round, None)
            }
            _ => return None,
        };
        Some(PlayPress {
            occasion,
            kept,
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
    let kept = match occasion {
        Occasion::Daily(_) => view.record.map(|r| r.record_no),
        Occasion::Roll | Occasion::Round { .. } => None,
    };
    let id = PlayPress {
        occasion,
        kept,
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
        let day = Occasion::Daily(jiff::civil::date(2026, 11, 27));
        for (occasion, kept) in [
            (Occasion::Roll, None),
            (day, Some(17)),
            (day, None),
            (
                Occasion::Round {
                    event: 12,
                    round: 3,
                },
                None,
            ),
        ] {
            for (private, pair) in [(false, false), (true, true)] {
                let press = PlayPress {
                    occasion,
                    kept,
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
            "d20261127.|p|chess960|521|0",
            "d20261127.x|p|chess960|521|0",
            "d2026112.17|p|chess960|521|0",
            "e12|p|chess960|521|0",
            "ex.1|p|chess960|521|0",
            "r1|p|chess960|521|0",
        ] {
            let words: Vec<&str> = bad.split('|').collect();
            assert_eq!(PlayPress::read(&words), None, "{bad}");
        }
    }
}
