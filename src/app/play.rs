//! "Play on lichess", once for every face: which games may be offered
//! ([`Game`]), who may ask how often ([`PlayLimits`]), and making the open
//! challenge ([`App::play_on_lichess`]). The bot's button, the console and
//! the web pages all come here, so a limit or a check made for one is made
//! for all; [`crate::app::view::play`] builds what people are shown of it.

use std::collections::{HashMap, HashSet, VecDeque};
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::time::Duration;

use jiff::civil::Date;
use jiff::{SignedDuration, Timestamp};

use crate::app::App;
use crate::app::error::AppError;
use crate::app::lichess::{
    Challenge, ChallengeRequest, LichessError, TimeControl, challenge_name, playable,
};
use crate::core::position::Position;
use crate::core::roll::Roll;
use crate::i18n::{Msg, Text};
use crate::store::{GuildSettings, RollKind};

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
/// web, a visitor's address). Counted in memory, per process, on the App's
/// clock.
///
/// Only games made count: a press reserves its game before lichess is
/// asked ([`PlayLimits::reserve`]) and gives it back when no game came of
/// it (a 429, the quiet minute after one, a hang, no connection), so the
/// person told to try again can, and "you have made N games" is true.
/// A press abandoned on the way (a web page's visitor who hung up, which
/// drops the request to lichess) counts: lichess may have made its game,
/// and a client that hangs up each time must not make games without end.
/// Both counts are checked before either is taken, under one lock, so a
/// press the server's count refuses costs the person nothing.
pub struct PlayLimits {
    person: Option<NonZeroU32>,
    place: Option<NonZeroU32>,
    /// When each key's games of the last hour were asked for, oldest
    /// first: `p` and a user's id, `g` and a server's, `w` and an address.
    made: Mutex<HashMap<String, VecDeque<Timestamp>>>,
    /// When [`PlayLimits::reserve`] last forgot the idle.
    forgot: Mutex<Option<Timestamp>>,
    /// The askers (`p` and a user's id, `w` and an address) whose press is
    /// with lichess now: one each, so that nobody's presses fill the turn
    /// everyone waits in for lichess.
    asking: Mutex<HashSet<String>>,
}

/// The window the limits count in.
const HOUR: SignedDuration = SignedDuration::from_hours(1);

/// How often a reservation also forgets those idle for an hour, so the
/// counts stay bounded where no upkeep runs ([`App::sweep`] is `serve`'s;
/// `backrank web` has none).
const FORGET_EVERY: SignedDuration = SignedDuration::from_mins(10);

/// One game counted for its asker: kept with [`Reserved::keep`] once
/// lichess made it, given back with [`Reserved::give_back`] when lichess
/// made none. Dropped with neither (the press abandoned while lichess was
/// asked), it stays counted. While it lasts, its asker has no other press.
#[must_use = "a reservation is kept or given back"]
pub struct Reserved<'a> {
    limits: &'a PlayLimits,
    keys: Vec<String>,
    at: Timestamp,
    asker: String,
}

impl Drop for Reserved<'_> {
    fn drop(&mut self) {
        self.limits.asking().remove(&self.asker);
    }
}

impl Reserved<'_> {
    /// The game was made: it counts for the hour.
    pub fn keep(self) {}

    /// No game was made: the asker has it back.
    pub fn give_back(self) {
        let mut made = self.limits.made();
        for key in &self.keys {
            if let Some(times) = made.get_mut(key) {
                if let Some(i) = times.iter().rposition(|&t| t == self.at) {
                    times.remove(i);
                }
                if times.is_empty() {
                    made.remove(key);
                }
            }
        }
    }
}

impl PlayLimits {
    /// `0` for no limit.
    #[must_use]
    pub fn new(per_person_per_hour: u32, per_place_per_hour: u32) -> PlayLimits {
        PlayLimits {
            person: NonZeroU32::new(per_person_per_hour),
            place: NonZeroU32::new(per_place_per_hour),
            made: Mutex::default(),
            forgot: Mutex::default(),
            asking: Mutex::default(),
        }
    }

    fn asking(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        // Whole after any panic: each change is one insert or one remove.
        self.asking.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn made(&self) -> std::sync::MutexGuard<'_, HashMap<String, VecDeque<Timestamp>>> {
        // The map is whole after any panic: each change is one push or
        // one remove.
        self.made.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Reserves one game of `asker` at `now`, to keep once it is made.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] saying how many games an hour is the most and
    /// how long to wait, or that the asker's last press is still with
    /// lichess, beside that wait (a web page's `Retry-After`); nothing is
    /// counted then.
    pub fn reserve(
        &self,
        asker: &Asker,
        now: Timestamp,
    ) -> Result<Reserved<'_>, (AppError, Duration)> {
        let own = match asker {
            Asker::Person { user, .. } => format!("p{user}"),
            Asker::Visitor(address) => format!("w{address}"),
        };
        // The asker's own count, then their server's.
        let counts: Vec<(String, NonZeroU32, Msg)> = match asker {
            Asker::Person { guild, .. } => {
                self.person
                    .map(|most| (own.clone(), most, msg!("lichess-rate-person")))
                    .into_iter()
                    .chain(guild.zip(self.place).map(|(guild, most)| {
                        (format!("g{guild}"), most, msg!("lichess-rate-server"))
                    }))
                    .collect()
            }
            Asker::Visitor(_) => self
                .place
                .map(|most| (own.clone(), most, msg!("lichess-rate-visitor")))
                .into_iter()
                .collect(),
        };
        let mut made = self.made();
        let due = {
            let mut forgot = self.forgot.lock().unwrap_or_else(|p| p.into_inner());
            let due = forgot.is_none_or(|at| at.checked_add(FORGET_EVERY).is_ok_and(|t| t <= now));
            if due {
                *forgot = Some(now);
            }
            due
        };
        if due {
            forget_idle(&mut made, now);
        }
        let mut asking = self.asking();
        if asking.contains(&own) {
            let error = Text::msg(msg!("lichess-waiting")).into();
            return Err((error, Duration::from_secs(1)));
        }
        for (key, most, refusal) in &counts {
            let Some(times) = made.get_mut(key) else {
                continue;
            };
            forget_before(times, now);
            if times.len() >= most.get() as usize {
                let free_at = times
                    .front()
                    .and_then(|&oldest| oldest.checked_add(HOUR).ok())
                    .unwrap_or(now);
                let wait = now.duration_until(free_at).as_secs().max(0).unsigned_abs();
                let minutes = wait.div_ceil(60).max(1);
                let error = Text::msg(*refusal)
                    .with("most", most.get())
                    .with("minutes", minutes)
                    .into();
                return Err((error, Duration::from_secs(wait.max(1))));
            }
        }
        for (key, _, _) in &counts {
            made.entry(key.clone()).or_default().push_back(now);
        }
        asking.insert(own.clone());
        Ok(Reserved {
            limits: self,
            keys: counts.into_iter().map(|(key, _, _)| key).collect(),
            at: now,
            asker: own,
        })
    }

    /// Forgets those who have made no game in the last hour.
    pub fn forget_idle(&self, now: Timestamp) {
        forget_idle(&mut self.made(), now);
    }
}

/// Forgets the keys with no game in the hour before `now`.
fn forget_idle(made: &mut HashMap<String, VecDeque<Timestamp>>, now: Timestamp) {
    made.retain(|_, times| {
        forget_before(times, now);
        !times.is_empty()
    });
    made.shrink_to_fit();
}

/// Drops the games asked for an hour or more before `now`.
fn forget_before(times: &mut VecDeque<Timestamp>, now: Timestamp) {
    while times
        .front()
        .is_some_and(|&t| t.checked_add(HOUR).is_ok_and(|end| end <= now))
    {
        times.pop_front();
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
        Ok(self
            .try_play_on_lichess(game, asker, guild, deadline)
            .await?)
    }

    /// [`App::play_on_lichess`], saying why no game was made as well as
    /// what the person reads: a face that answers each cause its own way
    /// (the web pages' statuses and `Retry-After`) reads [`Unmade::why`].
    ///
    /// # Errors
    ///
    /// As [`App::play_on_lichess`].
    pub async fn try_play_on_lichess(
        &self,
        game: &Game,
        asker: &Asker,
        guild: &GuildSettings,
        deadline: Duration,
    ) -> Result<Played, Unmade> {
        let lichess = match self.lichess() {
            Some(lichess) if guild.lichess => lichess,
            _ => return Err(Unmade::off()),
        };
        let Some(playable) = playable(&game.position) else {
            return Err(Unmade::not_playable(&game.position));
        };
        // Counted before lichess is asked (two presses at once cannot both
        // take a person's last game), given back if lichess made no game;
        // kept if this is dropped while lichess is asked.
        let reserved = self
            .play_limits()
            .reserve(asker, self.clock().now())
            .map_err(|(error, wait)| Unmade {
                why: Unplayed::Limited(wait),
                error,
            })?;
        let time = server_clock(guild);
        let request = ChallengeRequest {
            game: playable,
            time,
            name: game.name.clone(),
        };
        let challenge = match lichess.open_challenge(&request, deadline).await {
            Ok(challenge) => {
                reserved.keep();
                challenge
            }
            Err(e) => {
                reserved.give_back();
                return Err(unmade(e, self.clock().now()));
            }
        };
        Ok(Played {
            challenge,
            name: game.name.clone(),
            time,
            pair: game.pair,
        })
    }

    /// The game of `position` for what its roll was, in `guild`: a daily
    /// challenge by its date, an event's round by the event's name (an
    /// event since deleted, or one outside servers, leaves the roll's own
    /// name), else the roll's. `None` when lichess has no board for it.
    ///
    /// # Errors
    ///
    /// When the store fails (reading an event's name).
    pub async fn game(
        &self,
        position: &Position,
        occasion: Occasion,
        guild: Option<u64>,
        pair: bool,
    ) -> Result<Option<Game>, AppError> {
        Ok(match occasion {
            Occasion::Roll => Game::roll(position, pair),
            Occasion::Daily(date) => Game::daily(position, date, pair),
            Occasion::Round { event, round } => {
                let name = match guild {
                    Some(g) => self
                        .store
                        .events(g)
                        .await?
                        .into_iter()
                        .find(|e| e.id == event)
                        .map(|e| e.event.name),
                    None => None,
                };
                match name {
                    Some(name) => Game::round(position, &name, round, pair),
                    None => Game::roll(position, pair),
                }
            }
        })
    }

    /// What a roll's web page offers: its game, named for what the roll
    /// was, and the settings of the server it was made in. What it was is
    /// read from the first record kept with its replay code that is not
    /// private: a daily challenge ("Backrank · daily challenge
    /// 2026-11-27"), or a roll of its own ("Backrank · SP 521", as is a
    /// roll kept nowhere); its server's settings, or the defaults outside
    /// servers. An event's round is named as a roll of its own here: a
    /// code says nothing of who rolled it (another server's roll, or
    /// anyone's throws, can give the same code), and an event's name is
    /// for those with its link, whose page names the round's game.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn roll_offer(&self, roll: &Roll) -> Result<Offer, AppError> {
        let pair = roll.spec.pair;
        let position = &roll.position;
        let Some(kept) = self.store.first_public_roll(roll.replay_code()).await? else {
            return Ok(Offer {
                game: Game::roll(position, pair),
                guild: GuildSettings::default(),
            });
        };
        let guild = self.guild(&kept.roll.who).await?;
        let occasion = match (kept.roll.kind, kept.roll.event) {
            (RollKind::Daily, None) => match self.store.daily_date(kept.id).await? {
                Some(date) => Occasion::Daily(date),
                None => Occasion::Roll,
            },
            _ => Occasion::Roll,
        };
        let game = self
            .game(position, occasion, kept.roll.who.guild_id, pair)
            .await?;
        Ok(Offer { game, guild })
    }
}

/// What a roll's page offers ([`App::roll_offer`]).
#[derive(Clone, Debug)]
pub struct Offer {
    /// None when lichess has no board for the position.
    pub game: Option<Game>,
    /// The settings of the server the roll was made in: whether it offers
    /// lichess, and its clock.
    pub guild: GuildSettings,
}

/// Why no game was made, for a face that answers each cause its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unplayed {
    /// lichess play is off in this process, or in the roll's server.
    Off,
    /// lichess has no board for the position.
    NotPlayable,
    /// The asker is over a limit: this long until the next game.
    Limited(Duration),
    /// lichess asked for a pause: this long is left of it.
    Paused(Duration),
    /// lichess refused the game, or answered with something that is not
    /// one.
    Refused,
    /// lichess did not answer within the deadline.
    TimedOut,
    /// lichess could not be reached.
    Unreachable,
}

/// No game made: why, and what the person reads.
#[derive(Debug)]
pub struct Unmade {
    pub why: Unplayed,
    pub error: AppError,
}

impl Unmade {
    /// lichess play is off in this process, or in the roll's server.
    #[must_use]
    pub fn off() -> Unmade {
        Unmade {
            why: Unplayed::Off,
            error: Text::msg(msg!("lichess-off")).into(),
        }
    }

    /// lichess has no board for `position`.
    #[must_use]
    pub fn not_playable(position: &Position) -> Unmade {
        Unmade {
            why: Unplayed::NotPlayable,
            error: Text::msg(msg!("lichess-not-playable"))
                .with("variant", position.variant().spec().name.clone())
                .into(),
        }
    }
}

impl From<Unmade> for AppError {
    fn from(unmade: Unmade) -> AppError {
        unmade.error
    }
}

/// What the person reads when no challenge was made: a pause lichess asked
/// for is theirs to wait out (until `until`, now `now`); the rest are
/// faults, logged with lichess's words.
fn unmade(e: LichessError, now: jiff::Timestamp) -> Unmade {
    let detail = e.to_string();
    let (why, user) = match e {
        LichessError::TooMany { until } => {
            let left = until.duration_since(now).as_secs().max(1);
            return Unmade {
                why: Unplayed::Paused(Duration::from_secs(left.unsigned_abs())),
                error: Text::msg(msg!("lichess-too-many")).into(),
            };
        }
        LichessError::Refused(reason) => (
            Unplayed::Refused,
            Text::msg(msg!("lichess-refused")).with("reason", reason),
        ),
        LichessError::TimedOut => (Unplayed::TimedOut, Text::msg(msg!("lichess-timed-out"))),
        LichessError::Unreachable(_) => (
            Unplayed::Unreachable,
            Text::msg(msg!("lichess-unreachable")),
        ),
        LichessError::Unexpected(_) => (Unplayed::Refused, Text::msg(msg!("lichess-unexpected"))),
    };
    Unmade {
        why,
        error: AppError::Internal { user, detail },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::variant::Variant;
    use crate::i18n::Lang;

    fn at(minutes: i64) -> Timestamp {
        Timestamp::from_second(1_800_000_000 + minutes * 60).unwrap()
    }

    /// A game made at `minutes`: reserved and kept.
    fn made(limits: &PlayLimits, asker: &Asker, minutes: i64) -> Result<(), String> {
        limits
            .reserve(asker, at(minutes))
            .map(Reserved::keep)
            .map_err(|(e, _)| e.user_text(Lang::En))
    }

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
        made(&limits, &alice, 0).unwrap();
        made(&limits, &alice, 10).unwrap();
        assert_eq!(
            made(&limits, &alice, 15).unwrap_err(),
            "you have made 2 lichess games in the last hour, the most one person may: \
             try again in 45 minutes"
        );
        // The wait beside it, for a web page's Retry-After: until the
        // first game is an hour old.
        assert_eq!(
            limits.reserve(&alice, at(15)).err().map(|(_, wait)| wait),
            Some(Duration::from_secs(45 * 60))
        );
        // Alice's third press was refused before the server counted it.
        made(&limits, &bob, 15).unwrap();
        let e = made(&limits, &bob, 16).unwrap_err();
        assert!(
            e.contains("this server") && e.contains("in 44 minutes"),
            "{e}"
        );
        // Refused by the server, Bob's own count was not taken either: an
        // hour after the server's first game he makes his second.
        made(&limits, &bob, 60).unwrap();
        // Another server, and a visitor, are counted on their own.
        let elsewhere = |user| Asker::Person {
            user,
            guild: Some(10),
        };
        made(&limits, &elsewhere(2), 60).unwrap_err();
        made(&limits, &elsewhere(3), 60).unwrap();
        let visitor = Asker::Visitor("192.0.2.1".into());
        for _ in 0..3 {
            made(&limits, &visitor, 60).unwrap();
        }
        let e = made(&limits, &visitor, 60).unwrap_err();
        assert!(e.contains("from your address"), "{e}");
        limits.forget_idle(at(200));
        assert!(limits.made().is_empty());
        // 0 is no limit.
        let none = PlayLimits::new(0, 0);
        for _ in 0..100 {
            made(&none, &alice, 0).unwrap();
        }
    }

    #[test]
    fn a_reservation_not_kept_is_given_back() {
        let limits = PlayLimits::new(1, 1);
        let alice = Asker::Person {
            user: 1,
            guild: Some(9),
        };
        let first = limits.reserve(&alice, at(0)).unwrap();
        // Taken while lichess is asked: a second press waits for nothing.
        assert!(limits.reserve(&alice, at(0)).is_err());
        first.give_back();
        assert!(limits.made().is_empty(), "given back, keys and all");
        // Dropped while lichess was asked (the press abandoned): lichess
        // may have made the game, so it counts.
        drop(limits.reserve(&alice, at(0)).unwrap());
        assert!(limits.reserve(&alice, at(0)).is_err());
        limits.forget_idle(at(60));
        limits.reserve(&alice, at(1)).unwrap().keep();
        // The count is of the last hour: a game is forgotten an hour on,
        // to the second.
        let e = made(&limits, &alice, 60).unwrap_err();
        assert!(e.ends_with("try again in 1 minute"), "{e}");
        made(&limits, &alice, 61).unwrap();
    }

    /// A person, or a web page's visitor, has one press with lichess at a
    /// time: another meanwhile is refused at once (else one person's
    /// burst of presses, up to a whole hour's allowance, would stand in
    /// the one turn everyone waits in for lichess), and is free again
    /// however the first ended.
    #[test]
    fn each_asker_has_one_press_at_a_time() {
        let limits = PlayLimits::new(0, 0);
        let alice = Asker::Person {
            user: 1,
            guild: Some(9),
        };
        let first = limits.reserve(&alice, at(0)).unwrap();
        let (e, wait) = limits.reserve(&alice, at(0)).err().unwrap();
        assert_eq!(
            e.user_text(Lang::En),
            "your last game is still being made on lichess: wait for it, then press again"
        );
        assert_eq!(wait, Duration::from_secs(1));
        // Others are not held up, in the same server or not.
        made(
            &limits,
            &Asker::Person {
                user: 2,
                guild: Some(9),
            },
            0,
        )
        .unwrap();
        let visitor = Asker::Visitor("192.0.2.1".into());
        let theirs = limits.reserve(&visitor, at(0)).unwrap();
        assert!(limits.reserve(&visitor, at(0)).is_err());
        first.keep();
        limits.reserve(&alice, at(0)).unwrap().give_back();
        made(&limits, &alice, 0).unwrap();
        drop(theirs);
        made(&limits, &visitor, 0).unwrap();
    }

    /// Where no upkeep runs (`backrank web`), the visitors of an hour ago
    /// are forgotten all the same: the counts do not grow with every
    /// address that ever made a game.
    #[test]
    fn those_idle_for_an_hour_are_forgotten_without_an_upkeep() {
        let limits = PlayLimits::new(10, 10);
        for n in 0..1000 {
            made(&limits, &Asker::Visitor(format!("192.0.2.{n}")), 0).unwrap();
        }
        assert_eq!(limits.made().len(), 1000);
        made(&limits, &Asker::Visitor("198.51.100.1".into()), 61).unwrap();
        let kept: Vec<String> = limits.made().keys().cloned().collect();
        assert_eq!(kept.len(), 1, "kept all those idle for an hour");
        assert_eq!(kept, ["w198.51.100.1"]);
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
