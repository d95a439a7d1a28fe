//! "Play on lichess", once for every face: which games may be offered
//! ([`Game`]), who may ask how often ([`PlayLimits`]), and making the open
//! challenge ([`App::play_on_lichess`]). The bot's button, the console and
//! the web pages all come here, so a limit or a check made for one is made
//! for all; [`crate::app::view::play`] builds what people are shown of it.

use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use jiff::civil::Date;

use crate::app::App;
use crate::app::error::AppError;
use crate::app::lichess::{
    Challenge, ChallengeRequest, LichessError, TimeControl, challenge_name, playable,
};
use crate::core::position::Position;
use crate::i18n::Text;
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

/// Who asks for a game, for the limits.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Asker {
    /// A Discord user, in a server or not.
    Person { user: u64, guild: Option<u64> },
    /// A web page's visitor, by the address the site counts them by.
    Visitor(String),
}

/// What a press made: lichess's challenge, and what it was made with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub challenge: Challenge,
    pub name: String,
    pub time: TimeControl,
    pub pair: bool,
}

/// Games an hour one person may make, and one place (a server; on the
/// web, a visitor's address). Counted in memory, per process.
pub struct PlayLimits {
    person: Option<(DefaultKeyedRateLimiter<u64>, NonZeroU32)>,
    place: Option<(DefaultKeyedRateLimiter<String>, NonZeroU32)>,
}

impl PlayLimits {
    /// `0` for no limit.
    #[must_use]
    pub fn new(per_person_per_hour: u32, per_place_per_hour: u32) -> PlayLimits {
        PlayLimits {
            person: NonZeroU32::new(per_person_per_hour)
                .map(|n| (RateLimiter::keyed(Quota::per_hour(n)), n)),
            place: NonZeroU32::new(per_place_per_hour)
                .map(|n| (RateLimiter::keyed(Quota::per_hour(n)), n)),
        }
    }

    /// Counts one game of `asker`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] saying how many games an hour is the most and
    /// how long to wait.
    pub fn check(&self, asker: &Asker) -> Result<(), AppError> {
        let wait = |at: governor::NotUntil<_>| {
            let wait = at.wait_time_from(DefaultClock::default().now());
            wait.as_secs().div_ceil(60).max(1)
        };
        match asker {
            Asker::Person { user, guild } => {
                if let Some((limiter, most)) = &self.person {
                    limiter.check_key(user).map_err(|at| {
                        Text::msg(msg!("lichess-rate-person"))
                            .with("most", most.get())
                            .with("minutes", wait(at))
                    })?;
                }
                if let (Some((limiter, most)), Some(guild)) = (&self.place, guild) {
                    limiter.check_key(&format!("g{guild}")).map_err(|at| {
                        Text::msg(msg!("lichess-rate-server"))
                            .with("most", most.get())
                            .with("minutes", wait(at))
                    })?;
                }
            }
            Asker::Visitor(address) => {
                if let Some((limiter, most)) = &self.place {
                    limiter.check_key(&format!("w{address}")).map_err(|at| {
                        Text::msg(msg!("lichess-rate-visitor"))
                            .with("most", most.get())
                            .with("minutes", wait(at))
                    })?;
                }
            }
        }
        Ok(())
    }

    /// Forgets those who have not asked for a while.
    pub fn forget_idle(&self) {
        if let Some((limiter, _)) = &self.person {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
        if let Some((limiter, _)) = &self.place {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }
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

impl App {
    /// Whether rolls under `guild`'s settings offer "Play on lichess":
    /// the process has it on (`[lichess] enabled`) and the server has not
    /// turned it off.
    #[must_use]
    pub fn offers_lichess(&self, guild: &GuildSettings) -> bool {
        self.lichess().is_some() && guild.lichess
    }

    /// How long lichess has to make a game (`[lichess] timeout_secs`, at
    /// least a second): well inside the 15 minutes a deferred reply may
    /// take, and about as long as anyone waits for a button.
    #[must_use]
    pub fn lichess_deadline(&self) -> Duration {
        Duration::from_secs(self.settings().lichess.timeout_secs.max(1))
    }

    /// Makes `game` an open challenge on lichess with the server's clock,
    /// for `asker`, giving up after `deadline`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when lichess play is off here, the position is
    /// not one lichess plays, the asker is over a limit, or lichess asked
    /// for a pause; a fault (logged by the caller) when lichess refused,
    /// did not answer or could not be reached.
    pub async fn play_on_lichess(
        &self,
        game: &Game,
        asker: &Asker,
        guild: &GuildSettings,
        deadline: Duration,
    ) -> Result<Played, AppError> {
        let lichess = match self.lichess() {
            Some(lichess) if guild.lichess => lichess,
            _ => return Err(Text::msg(msg!("lichess-off")).into()),
        };
        let Some(playable) = playable(&game.position) else {
            return Err(Text::msg(msg!("lichess-not-playable"))
                .with("variant", game.position.variant().spec().name.clone())
                .into());
        };
        self.play_limits().check(asker)?;
        let time = server_clock(guild);
        let request = ChallengeRequest {
            game: playable,
            time,
            name: game.name.clone(),
        };
        let challenge = lichess
            .open_challenge(&request, deadline)
            .await
            .map_err(unmade)?;
        Ok(Played {
            challenge,
            name: game.name.clone(),
            time,
            pair: game.pair,
        })
    }
}

/// What the person reads when no challenge was made: a pause lichess asked
/// for is theirs to wait out; the rest are faults, logged with lichess's
/// words.
fn unmade(e: LichessError) -> AppError {
    let detail = e.to_string();
    let user = match e {
        LichessError::TooMany { .. } => return Text::msg(msg!("lichess-too-many")).into(),
        LichessError::Refused(reason) => Text::msg(msg!("lichess-refused")).with("reason", reason),
        LichessError::TimedOut => Text::msg(msg!("lichess-timed-out")),
        LichessError::Unreachable(_) => Text::msg(msg!("lichess-unreachable")),
        LichessError::Unexpected(_) => Text::msg(msg!("lichess-unexpected")),
    };
    AppError::Internal { user, detail }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::variant::Variant;
    use crate::i18n::Lang;

    #[test]
    fn a_person_and_a_place_are_each_limited_and_told_how_long() {
        let limits = PlayLimits::new(2, 3);
        let alice = Asker::Person {
            user: 1,
            guild: Some(9),
        };
        let bob = Asker::Person {
            user: 2,
            guild: Some(9),
        };
        limits.check(&alice).unwrap();
        limits.check(&alice).unwrap();
        let e = limits.check(&alice).unwrap_err().user_text(Lang::En);
        assert!(e.contains("2 lichess games"), "{e}");
        assert!(e.contains("minute"), "{e}");
        // Alice's third press was refused before the server counted it.
        limits.check(&bob).unwrap();
        let e = limits.check(&bob).unwrap_err().user_text(Lang::En);
        assert!(e.contains("this server"), "{e}");
        // Another server, and a visitor, are counted on their own.
        limits
            .check(&Asker::Person {
                user: 2,
                guild: Some(10),
            })
            .unwrap_err();
        limits
            .check(&Asker::Person {
                user: 3,
                guild: Some(10),
            })
            .unwrap();
        for _ in 0..3 {
            limits.check(&Asker::Visitor("192.0.2.1".into())).unwrap();
        }
        let e = limits
            .check(&Asker::Visitor("192.0.2.1".into()))
            .unwrap_err()
            .user_text(Lang::En);
        assert!(e.contains("from your address"), "{e}");
        // 0 is no limit.
        let none = PlayLimits::new(0, 0);
        for _ in 0..100 {
            none.check(&alice).unwrap();
        }
    }

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
