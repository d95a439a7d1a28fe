//! Study time before play (issue 52): an event round is shown to the
//! players a set time before its games start, as the Freestyle Chess Grand
//! Slam does (15 minutes in Weissenhaus 2025; 10 or 5 in Las Vegas).
//!
//! `/event next study:15` gives the round 15 minutes; without it the
//! server's default (`/settings set event_study:`) holds, and 0 means play
//! starts at the reveal. The moment play starts is worked out once, from
//! the app's clock when the round's position is known, and kept with the
//! round's roll ([`crate::store::NewRoll::play_at`]), so the reveal, the
//! event's page and JSON, the arbiter's screen and the printed sheets all
//! name the same moment.

use jiff::Timestamp;

use super::Events;
use crate::store::Event;

/// The most minutes of study a round may be given.
pub const MOST_STUDY: i64 = 60;

/// When a revealed round's games start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayStart {
    /// The moment, in Unix seconds.
    pub at: i64,
    /// The minutes given to study the position before then.
    pub minutes: i64,
}

impl PlayStart {
    /// Play `minutes` after `now` (Unix seconds); none for no study time.
    /// More than [`MOST_STUDY`] is held to it (the commands refuse it
    /// before it comes here).
    #[must_use]
    pub fn after(now: i64, minutes: i64) -> Option<PlayStart> {
        let minutes = minutes.min(MOST_STUDY);
        (minutes > 0).then(|| PlayStart {
            at: now.saturating_add(minutes * 60),
            minutes,
        })
    }

    /// As kept with a round's roll made at `made_at`: the minutes are the
    /// whole minutes between the two (the roll is kept a moment after the
    /// start was worked out).
    #[must_use]
    pub fn kept(made_at: i64, play_at: Option<i64>) -> Option<PlayStart> {
        let at = play_at?;
        let minutes = (at.saturating_sub(made_at) + 30).div_euclid(60).max(0);
        Some(PlayStart { at, minutes })
    }

    /// The moment as Discord shows it to each reader in their own time
    /// zone: the time (`<t:UNIX:t>`) and how far off it is
    /// (`<t:UNIX:R>`, "in 15 minutes").
    #[must_use]
    pub fn discord(&self) -> (String, String) {
        (format!("<t:{}:t>", self.at), format!("<t:{}:R>", self.at))
    }

    /// The moment for a machine: RFC 3339 in UTC (`2026-11-21T18:15:00Z`),
    /// as HTML's `<time datetime>` takes it.
    #[must_use]
    pub fn rfc3339(&self) -> String {
        self.timestamp().to_string()
    }

    /// The moment for people when their time zone is not known: `18:15
    /// UTC` (a page's script shows it in the reader's own).
    #[must_use]
    pub fn utc_time(&self) -> String {
        format!("{} UTC", self.timestamp().strftime("%H:%M"))
    }

    /// The moment in milliseconds, as a page's script counts.
    #[must_use]
    pub fn millis(&self) -> i64 {
        self.at.saturating_mul(1000)
    }

    fn timestamp(&self) -> Timestamp {
        Timestamp::from_second(self.at).unwrap_or(Timestamp::MAX)
    }
}

impl Events<'_> {
    /// When play starts for a round whose position is known now, given
    /// `minutes` of study: from the app's clock, so tests set it.
    #[must_use]
    pub fn play_start(&self, minutes: i64) -> Option<PlayStart> {
        PlayStart::after(self.clock.now().as_second(), minutes)
    }

    /// The study time `event`'s server gives a round when its reveal
    /// names none (minutes, 0 for none); `None` when the store cannot say
    /// just now (what is shown goes on without the rule).
    pub async fn study(&self, event: &Event) -> Option<i64> {
        match self.store.guild_settings(event.event.guild_id).await {
            Ok(g) => Some(g.event_study.clamp(0, MOST_STUDY)),
            Err(e) => {
                tracing::warn!(error = %e, "an event's study time could not be read");
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_starts_the_study_time_after_the_reveal_and_reads_back_the_same() {
        let now = 1_795_284_000; // 2026-11-21T18:00:00Z
        let play = PlayStart::after(now, 15).unwrap();
        assert_eq!(play.at, now + 900);
        assert_eq!(play.minutes, 15);
        assert_eq!(
            play.discord(),
            ("<t:1795284900:t>".to_owned(), "<t:1795284900:R>".to_owned())
        );
        assert_eq!(play.rfc3339(), "2026-11-21T18:15:00Z");
        assert_eq!(play.utc_time(), "18:15 UTC");
        assert_eq!(play.millis(), 1_795_284_900_000);
        // Kept a second or two after it was worked out: still 15 minutes.
        assert_eq!(PlayStart::kept(now + 2, Some(play.at)), Some(play));
        assert_eq!(PlayStart::kept(now, None), None);
        assert_eq!(PlayStart::after(now, 0), None);
        assert_eq!(PlayStart::after(now, 90).unwrap().minutes, MOST_STUDY);
    }
}
