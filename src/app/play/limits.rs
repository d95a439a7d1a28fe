//! How often one person, one server and one web visitor may make a
//! lichess game, counted per process in memory on the App's clock.

use std::collections::{HashMap, HashSet, VecDeque};
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::time::Duration;

use jiff::{SignedDuration, Timestamp};

use crate::app::error::AppError;
use crate::i18n::{Msg, Text};

/// Who asks for a game, for the limits.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Asker {
    /// A Discord user, in a server or not.
    Person { user: u64, guild: Option<u64> },
    /// A web page's visitor, by the address the site counts them by.
    Visitor(String),
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
/// counts stay bounded where no upkeep runs
/// ([`Upkeep::sweep`](crate::app::upkeep::Upkeep::sweep) is `serve`'s;
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

#[cfg(test)]
mod tests {
    use super::*;
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
}
