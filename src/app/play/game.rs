//! The games "Play on lichess" offers: a position lichess can play, named
//! for what people know it by (a roll, a day's challenge, an event's
//! round), on the clock its server set; and what a press made.

use jiff::civil::Date;

use super::lichess::{Challenge, TimeControl, challenge_name, playable};
use crate::core::position::Position;
use crate::store::GuildSettings;

/// A game that may be offered on lichess: a position lichess can play and
/// the name players will see there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub position: Position,
    /// "Backrank · SP 521", "Backrank · daily challenge 2026-11-27".
    pub name: String,
    /// The position is for two games, colours swapped for the second.
    pub pair: bool,
}

impl Game {
    /// A roll's game, or `None` when lichess cannot play its position.
    #[must_use]
    pub fn roll(position: &Position, pair: bool) -> Option<Game> {
        playable(position)?;
        Some(Game {
            name: challenge_name(position),
            position: position.clone(),
            pair,
        })
    }

    /// A daily post's game: named for its date, so that the people who
    /// play it know it for the day's challenge.
    #[must_use]
    pub fn daily(position: &Position, date: Date, pair: bool) -> Option<Game> {
        let game = Game::roll(position, pair)?;
        Some(Game {
            name: format!("Backrank · daily challenge {date}"),
            ..game
        })
    }

    /// An event round's game: "Backrank · Club Open round 3".
    #[must_use]
    pub fn round(position: &Position, event: &str, round: u32, pair: bool) -> Option<Game> {
        let game = Game::roll(position, pair)?;
        Some(Game {
            name: format!("Backrank · {event} round {round}"),
            ..game
        })
    }
}

/// What a roll was, which names its game on lichess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occasion {
    /// A roll of its own: "Backrank · SP 521".
    Roll,
    /// A daily challenge, by its date.
    Daily(Date),
    /// An event's round, by the event's id (in its server's store).
    Round { event: i64, round: u32 },
}

/// What a press made: lichess's challenge, and what it was made with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub challenge: Challenge,
    pub name: String,
    pub time: TimeControl,
    pub pair: bool,
}

/// What a roll's page offers ([`super::Play::roll_offer`]).
#[derive(Clone, Debug)]
pub struct Offer {
    /// None when lichess has no board for the position.
    pub game: Option<Game>,
    /// The settings of the server the roll was made in: whether it offers
    /// lichess, and its clock.
    pub guild: GuildSettings,
}

/// The clock a server's games are made with: its `/settings`, else 10+5.
/// A value that no longer reads (it was checked when set) is logged and
/// the default used.
#[must_use]
pub fn server_clock(guild: &GuildSettings) -> TimeControl {
    match guild.lichess_clock.as_deref().map(str::parse) {
        None => TimeControl::default(),
        Some(Ok(time)) => time,
        Some(Err(e)) => {
            tracing::warn!(error = %e, "a server's lichess_clock does not read; 10+5 is used");
            TimeControl::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::variant::Variant;

    #[test]
    fn games_are_named_for_what_people_know_them_by() {
        let p = Position::from_number(Variant::Chess960, 521).unwrap();
        assert_eq!(Game::roll(&p, false).unwrap().name, "Backrank · SP 521");
        assert_eq!(
            Game::daily(&p, jiff::civil::date(2026, 11, 27), true)
                .unwrap()
                .name,
            "Backrank · daily challenge 2026-11-27"
        );
        assert_eq!(
            Game::round(&p, "Club Open", 3, false).unwrap().name,
            "Backrank · Club Open round 3"
        );
        let crc = (0..1000)
            .find_map(|n| Position::from_number(Variant::Crc, n).ok())
            .unwrap();
        assert_eq!(Game::roll(&crc, false), None);
    }

    #[test]
    fn a_stored_clock_that_no_longer_reads_falls_back_to_the_default() {
        let mut g = GuildSettings::default();
        assert_eq!(server_clock(&g), TimeControl::default());
        g.lichess_clock = Some("3d".into());
        assert_eq!(server_clock(&g), TimeControl::Days(3));
        g.lichess_clock = Some("forever".into());
        assert_eq!(server_clock(&g), TimeControl::default());
    }
}
