//! The time people type for a meetup (`/meetup plan when:`), read in the
//! server's time zone.
//!
//! # What reads
//!
//! A day, then a time of day; either order of words is not needed, the
//! day comes first. Case does not matter.
//!
//! - The day: a date `2026-12-10` (also joined to the time,
//!   `2026-12-10T19:00`); `today`, `tomorrow`; a weekday (`thursday`,
//!   `thu`): the next such day, today if the time is still to come
//!   today. The same words in the other languages Backrank speaks:
//!   German (`donnerstag`, `do`, `heute`, `morgen`), French (`jeudi`,
//!   `jeu`, `aujourd'hui`, `demain`), Spanish (`jueves`, `jue`, `hoy`,
//!   `mañana`), Korean (`목요일`, `목`, `오늘`, `내일`).
//! - No day (`19:00` alone): today if the time is still to come, else
//!   tomorrow.
//! - The time: 24-hour `19:00` (`19.00`, `19h00`, `19h`, `19 uhr` too),
//!   or 12-hour `7pm`, `7:30 pm`, `7 p.m.`. A small word between day and
//!   time is passed over (`thursday at 19:00`, `jeudi à 19h`).
//!
//! # Daylight-saving changes
//!
//! The local time is kept, whatever the offset is that day, as the daily
//! challenge's schedule does ([`crate::daily::when`]): a time that a
//! spring-forward skips (02:30 on 28 March 2027 in Berlin) is **moved
//! forward** by the length of the gap (03:30), and a time that a
//! fall-back repeats is taken **the first time** (the earlier instant).
//! That is jiff's "compatible" rule, the one calendar programs use. A
//! weekly series ([`next_week`]) keeps its local time the same way, week
//! after week, from the series' own time of day, so one skipped week does
//! not move the weeks after it.

use jiff::civil::{Date, Time, Weekday};
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};

use crate::i18n::Text;

/// A `when:` that cannot be a meetup's start. Shown in English by
/// `Display`, in any language by [`WhenError::text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WhenError {
    /// Nothing reads as a day and a time of day.
    Unreadable { given: String },
    /// A day with no time of day (`thursday`).
    NoTime { given: String },
    /// A date the calendar does not have (`2026-02-30`).
    NoSuchDate { given: String },
    /// A time that has passed; `at` is what was read, in the zone.
    Past {
        given: String,
        at: String,
        zone: String,
    },
    /// A time more than a year ahead.
    TooFar {
        given: String,
        at: String,
        zone: String,
    },
}

impl std::fmt::Display for WhenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for WhenError {}

impl WhenError {
    /// What is wrong, in words each language renders.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            WhenError::Unreadable { given } => {
                Text::msg(msg!("meetup-when-unreadable")).with("given", given.as_str())
            }
            WhenError::NoTime { given } => {
                Text::msg(msg!("meetup-when-no-time")).with("given", given.as_str())
            }
            WhenError::NoSuchDate { given } => {
                Text::msg(msg!("meetup-when-no-such-date")).with("given", given.as_str())
            }
            WhenError::Past { given, at, zone } => Text::msg(msg!("meetup-when-past"))
                .with("given", given.as_str())
                .with("at", at.as_str())
                .with("zone", zone.as_str()),
            WhenError::TooFar { given, at, zone } => Text::msg(msg!("meetup-when-too-far"))
                .with("given", given.as_str())
                .with("at", at.as_str())
                .with("zone", zone.as_str()),
        }
    }
}

/// The longest `given` an error repeats, in characters.
const SHOWN_CHARS: usize = 40;

/// Reads `text` as a meetup's start in `zone`, at `now` (see the module's
/// docs for the forms and the daylight-saving rule).
///
/// # Errors
///
/// [`WhenError`] naming what is wrong: an unreadable text, a day with no
/// time, a date the calendar does not have, a time that has passed, or
/// one more than a year ahead.
pub fn parse_when(text: &str, zone: &TimeZone, now: Timestamp) -> Result<Timestamp, WhenError> {
    let given: String = text.trim().chars().take(SHOWN_CHARS).collect();
    let read = read(text).map_err(|e| e.with_given(&given))?;
    let today = now.to_zoned(zone.clone()).date();
    let at = |date: Date| local(zone, date, read.time);
    let start = match read.day {
        Day::Date(date) => at(date),
        Day::InDays(n) => at(today.checked_add(n.days()).unwrap_or(today)),
        Day::Next(weekday) => {
            let mut date = today;
            while date.weekday() != weekday {
                date = date.tomorrow().unwrap_or(date);
            }
            match at(date) {
                Some(first) if first > now => Some(first),
                _ => at(date.checked_add(7.days()).unwrap_or(date)),
            }
        }
        Day::Unsaid => match at(today) {
            Some(first) if first > now => Some(first),
            _ => at(today.tomorrow().unwrap_or(today)),
        },
    }
    .ok_or_else(|| WhenError::TooFar {
        given: given.clone(),
        at: text.trim().to_owned(),
        zone: zone_name(zone),
    })?;
    check_range(start, zone, now, &given)
}

/// `start` refused when it has passed or is more than a year ahead.
fn check_range(
    start: Timestamp,
    zone: &TimeZone,
    now: Timestamp,
    given: &str,
) -> Result<Timestamp, WhenError> {
    let shown = || {
        start
            .to_zoned(zone.clone())
            .strftime("%Y-%m-%d %H:%M")
            .to_string()
    };
    if start <= now {
        return Err(WhenError::Past {
            given: given.to_owned(),
            at: shown(),
            zone: zone_name(zone),
        });
    }
    let year_on = now
        .to_zoned(zone.clone())
        .checked_add(1.year())
        .map(|z| z.timestamp());
    if year_on.is_ok_and(|limit| start > limit) {
        return Err(WhenError::TooFar {
            given: given.to_owned(),
            at: shown(),
            zone: zone_name(zone),
        });
    }
    Ok(start)
}

/// The next week's night of a weekly series: `local_time` on the date
/// seven days after `series_date` (this week's local date), in `zone`,
/// with the module's daylight-saving rule. Give it the series' own time
/// of day, not the instant a gap moved one week to, so the weeks after
/// keep theirs.
///
/// A date past jiff's range (the year 9999) has no next week: it gives
/// [`Timestamp::MAX`], a night that never comes.
#[must_use]
pub fn next_week(zone: &TimeZone, series_date: Date, local_time: Time) -> Timestamp {
    series_date
        .checked_add(7.days())
        .ok()
        .and_then(|date| local(zone, date, local_time))
        .unwrap_or(Timestamp::MAX)
}

/// `time` on `date` in `zone` (a skipped time moved forward, a repeated
/// one taken the first time).
fn local(zone: &TimeZone, date: Date, time: Time) -> Option<Timestamp> {
    date.to_datetime(time)
        .to_zoned(zone.clone())
        .ok()
        .map(|z| z.timestamp())
}

fn zone_name(zone: &TimeZone) -> String {
    zone.iana_name().unwrap_or("UTC").to_owned()
}

/// The day a `when:` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Day {
    Date(Date),
    /// Today (0) or tomorrow (1).
    InDays(i64),
    /// The next such weekday, today if the time is still to come.
    Next(Weekday),
    /// No day: today if the time is still to come, else tomorrow.
    Unsaid,
}

/// A `when:` read, before the zone and the clock give it an instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Read {
    day: Day,
    time: Time,
}

/// What is wrong with a text, before it is named in the error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unread {
    Unreadable,
    NoTime,
    NoSuchDate,
}

impl Unread {
    fn with_given(self, given: &str) -> WhenError {
        let given = given.to_owned();
        match self {
            Unread::Unreadable => WhenError::Unreadable { given },
            Unread::NoTime => WhenError::NoTime { given },
            Unread::NoSuchDate => WhenError::NoSuchDate { given },
        }
    }
}

/// Small words people put between the day and the time.
const BETWEEN: [&str; 6] = ["at", "um", "à", "a", "las", "la"];

/// Reads the day and the time of `text`.
fn read(text: &str) -> Result<Read, Unread> {
    let lowered = text.trim().to_lowercase().replace('’', "'");
    let mut words: Vec<&str> = lowered
        .split_whitespace()
        .map(|w| w.trim_end_matches(','))
        .filter(|w| !w.is_empty())
        .collect();
    // `2026-12-10t19:00`: the date and the time in one word.
    if let Some((date, time)) = words.first().and_then(|&w| split_iso(w)) {
        words.splice(0..1, [date, time]);
    }
    let Some(first) = words.first() else {
        return Err(Unread::Unreadable);
    };
    let day = day_word(first)?;
    let rest = if day.is_some() {
        &words[1..]
    } else {
        &words[..]
    };
    let rest: Vec<&str> = rest
        .iter()
        .copied()
        .skip_while(|w| BETWEEN.contains(w))
        .collect();
    // `19 Uhr`: the hour alone, on the hour.
    let uhr = rest.last() == Some(&"uhr");
    let rest = if uhr {
        &rest[..rest.len() - 1]
    } else {
        &rest[..]
    };
    if rest.is_empty() {
        return Err(if day.is_some() {
            Unread::NoTime
        } else {
            Unread::Unreadable
        });
    }
    let mut clock = rest.concat();
    if uhr && !clock.contains([':', '.', 'h']) {
        clock.push_str(":00");
    }
    let time = time_of_day(&clock).ok_or(Unread::Unreadable)?;
    Ok(Read {
        day: day.unwrap_or(Day::Unsaid),
        time,
    })
}

/// `2026-12-10t19:00` split at its `t`.
fn split_iso(word: &str) -> Option<(&str, &str)> {
    let (date, time) = word.split_once('t')?;
    (date.len() == 10 && date.as_bytes()[4] == b'-' && !time.is_empty()).then_some((date, time))
}

/// The day `word` names, `None` for a word that is no day (the time,
/// perhaps).
fn day_word(word: &str) -> Result<Option<Day>, Unread> {
    if let Some(date) = iso_date(word)? {
        return Ok(Some(Day::Date(date)));
    }
    let word = word.trim_end_matches('.');
    let day = match word {
        "today" | "tonight" | "heute" | "aujourd'hui" | "hoy" | "오늘" => Day::InDays(0),
        "tomorrow" | "morgen" | "demain" | "mañana" | "manana" | "내일" => Day::InDays(1),
        _ => match weekday_word(word) {
            Some(weekday) => Day::Next(weekday),
            None => return Ok(None),
        },
    };
    Ok(Some(day))
}

/// Weekday names and their short forms, in the five languages.
fn weekday_word(word: &str) -> Option<Weekday> {
    use Weekday::{Friday, Monday, Saturday, Sunday, Thursday, Tuesday, Wednesday};
    Some(match word {
        "monday" | "mon" | "montag" | "mo" | "lundi" | "lun" | "lunes" | "월요일" | "월" => {
            Monday
        }
        "tuesday" | "tue" | "tues" | "dienstag" | "di" | "mardi" | "mar" | "martes" | "화요일"
        | "화" => Tuesday,
        "wednesday" | "wed" | "mittwoch" | "mi" | "mercredi" | "mer" | "miércoles"
        | "miercoles" | "mié" | "mie" | "수요일" | "수" => Wednesday,
        "thursday" | "thu" | "thur" | "thurs" | "donnerstag" | "do" | "jeudi" | "jeu"
        | "jueves" | "jue" | "목요일" | "목" => Thursday,
        "friday" | "fri" | "freitag" | "fr" | "vendredi" | "ven" | "viernes" | "vie" | "금요일"
        | "금" => Friday,
        "saturday" | "sat" | "samstag" | "sonnabend" | "sa" | "samedi" | "sam" | "sábado"
        | "sabado" | "sáb" | "sab" | "토요일" | "토" => Saturday,
        "sunday" | "sun" | "sonntag" | "so" | "dimanche" | "dim" | "domingo" | "dom" | "일요일"
        | "일" => Sunday,
        _ => return None,
    })
}

/// `2026-12-10` as a date; `None` for a word of another shape, an error
/// for one of this shape the calendar does not have.
fn iso_date(word: &str) -> Result<Option<Date>, Unread> {
    let mut parts = word.split('-');
    let (Some(y), Some(m), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Ok(None);
    };
    let digits = |s: &str, len: std::ops::RangeInclusive<usize>| {
        len.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
    };
    if !(digits(y, 4..=4) && digits(m, 1..=2) && digits(d, 1..=2)) {
        return Ok(None);
    }
    let number = |s: &str| s.parse::<i16>().map_err(|_| Unread::Unreadable);
    let (y, m, d) = (number(y)?, number(m)?, number(d)?);
    let (Ok(m), Ok(d)) = (i8::try_from(m), i8::try_from(d)) else {
        return Err(Unread::NoSuchDate);
    };
    Date::new(y, m, d).map(Some).map_err(|_| Unread::NoSuchDate)
}

/// A time of day, its words joined: `19:00`, `19.00`, `19h30`, `19h`,
/// `7pm`, `7:30pm`, `7p.m.`, `19:00:00`.
fn time_of_day(text: &str) -> Option<Time> {
    let text = text.replace("a.m.", "am").replace("p.m.", "pm");
    let (clock, half) = if let Some(c) = text.strip_suffix("am") {
        (c, Some(0))
    } else if let Some(c) = text.strip_suffix("pm") {
        (c, Some(12))
    } else {
        (text.as_str(), None)
    };
    let (h, m) = match clock.split_once([':', '.', 'h']) {
        Some((h, m)) => (h, m),
        None => (clock, ""),
    };
    let m = m.strip_suffix(":00").unwrap_or(m);
    let number = |s: &str| -> Option<i8> {
        (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let hour = number(h)?;
    let minute = if m.is_empty() { 0 } else { number(m)? };
    if m.len() == 1 {
        return None;
    }
    let hour = match half {
        // 12-hour: 12am is midnight, 12pm noon.
        Some(add) if (1..=12).contains(&hour) => hour % 12 + add,
        Some(_) => return None,
        // `19` alone is not a time: a bare number is too easily
        // something else (`thursday 7` meant 7pm?).
        None if m.is_empty() && !clock.ends_with('h') => return None,
        None => hour,
    };
    Time::new(hour, minute, 0, 0).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn berlin() -> TimeZone {
        TimeZone::get("Europe/Berlin").unwrap()
    }

    fn ts(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    /// `text` read in `zone` at `now`, as a UTC instant.
    fn when(text: &str, zone: &str, now: &str) -> String {
        parse_when(text, &TimeZone::get(zone).unwrap(), ts(now))
            .map(|t| t.to_string())
            .unwrap_or_else(|e| format!("error: {e:?}"))
    }

    // 2026-12-07 is a Monday; 12:00 UTC is 13:00 in Berlin (CET, +1).
    const MONDAY_NOON: &str = "2026-12-07T12:00:00Z";

    #[test]
    fn dates_and_times_read_in_the_zone() {
        let b = |t: &str| when(t, "Europe/Berlin", MONDAY_NOON);
        assert_eq!(b("2026-12-10 19:00"), "2026-12-10T18:00:00Z");
        assert_eq!(b("2026-12-10T19:00"), "2026-12-10T18:00:00Z");
        assert_eq!(b("  2026-12-10   19:00:00 "), "2026-12-10T18:00:00Z");
        assert_eq!(b("2026-12-10 7pm"), "2026-12-10T18:00:00Z");
        assert_eq!(b("2026-12-10 7:30 pm"), "2026-12-10T18:30:00Z");
        assert_eq!(b("2026-12-10 7 p.m."), "2026-12-10T18:00:00Z");
        assert_eq!(b("2026-12-10 12am"), "2026-12-09T23:00:00Z");
        assert_eq!(b("2026-12-10 12pm"), "2026-12-10T11:00:00Z");
        assert_eq!(b("2026-12-10 19h30"), "2026-12-10T18:30:00Z");
        assert_eq!(b("2026-12-10 19.00 Uhr"), "2026-12-10T18:00:00Z");
    }

    #[test]
    fn weekdays_are_the_next_such_day() {
        let b = |t: &str| when(t, "Europe/Berlin", MONDAY_NOON);
        for thursday in [
            "thursday 19:00",
            "Thu 19:00",
            "THURSDAY at 7pm",
            "donnerstag 19:00",
            "Do. 19 Uhr",
            "jeudi à 19h",
            "jeudi 19h00",
            "jueves a las 19:00",
            "Jue 19:00",
            "목요일 19:00",
            "목 19:00",
        ] {
            assert_eq!(b(thursday), "2026-12-10T18:00:00Z", "{thursday}");
        }
        // Today's weekday: today while the time is to come, else a week on.
        assert_eq!(b("monday 19:00"), "2026-12-07T18:00:00Z");
        assert_eq!(b("monday 13:00"), "2026-12-14T12:00:00Z");
        assert_eq!(b("lunes 12:30"), "2026-12-14T11:30:00Z");
        assert_eq!(b("sunday 10:00"), "2026-12-13T09:00:00Z");
        assert_eq!(b("sábado 10:00"), "2026-12-12T09:00:00Z");
        assert_eq!(b("일요일 10:00"), "2026-12-13T09:00:00Z");
    }

    #[test]
    fn today_tomorrow_and_a_time_alone() {
        let b = |t: &str| when(t, "Europe/Berlin", MONDAY_NOON);
        for tomorrow in [
            "tomorrow 18:30",
            "Morgen 18:30",
            "demain 18h30",
            "mañana 18:30",
            "Manana 6:30 PM",
            "내일 18:30",
        ] {
            assert_eq!(b(tomorrow), "2026-12-08T17:30:00Z", "{tomorrow}");
        }
        for today in [
            "today 20:00",
            "heute 20:00",
            "aujourd'hui 20h",
            "Aujourd’hui 20h",
            "hoy 20:00",
            "오늘 20:00",
        ] {
            assert_eq!(b(today), "2026-12-07T19:00:00Z", "{today}");
        }
        // A time alone: today while it is to come, else tomorrow.
        assert_eq!(b("19:00"), "2026-12-07T18:00:00Z");
        assert_eq!(b("8am"), "2026-12-08T07:00:00Z");
        assert_eq!(b("13:00"), "2026-12-08T12:00:00Z");
    }

    #[test]
    fn errors_name_what_is_wrong() {
        let zone = berlin();
        let err = |t: &str| parse_when(t, &zone, ts(MONDAY_NOON)).unwrap_err();
        for unreadable in [
            "",
            "soon",
            "thursday evening",
            "19",
            "25:00",
            "7:5",
            "13pm",
            "0am",
        ] {
            assert_eq!(
                err(unreadable),
                WhenError::Unreadable {
                    given: unreadable.into()
                },
                "{unreadable}"
            );
        }
        assert_eq!(
            err("thursday"),
            WhenError::NoTime {
                given: "thursday".into()
            }
        );
        assert_eq!(
            err("2026-02-30 19:00"),
            WhenError::NoSuchDate {
                given: "2026-02-30 19:00".into()
            }
        );
        assert_eq!(
            err("today 12:30"),
            WhenError::Past {
                given: "today 12:30".into(),
                at: "2026-12-07 12:30".into(),
                zone: "Europe/Berlin".into()
            }
        );
        assert_eq!(
            err("2026-12-01 19:00"),
            WhenError::Past {
                given: "2026-12-01 19:00".into(),
                at: "2026-12-01 19:00".into(),
                zone: "Europe/Berlin".into()
            }
        );
        assert!(parse_when("2027-12-07 13:00", &zone, ts(MONDAY_NOON)).is_ok());
        assert_eq!(
            err("2027-12-07 13:01"),
            WhenError::TooFar {
                given: "2027-12-07 13:01".into(),
                at: "2027-12-07 13:01".into(),
                zone: "Europe/Berlin".into()
            }
        );
        // A long text is named by its start only.
        let long = format!("thursday {}", "x".repeat(100));
        let WhenError::Unreadable { given } = err(&long) else {
            panic!("{long}");
        };
        assert_eq!(given.chars().count(), SHOWN_CHARS);
    }

    #[test]
    fn every_error_reads_in_every_language() {
        use crate::i18n::Lang;
        let errors = [
            WhenError::Unreadable {
                given: "soon".into(),
            },
            WhenError::NoTime {
                given: "thu".into(),
            },
            WhenError::NoSuchDate {
                given: "2026-02-30 19:00".into(),
            },
            WhenError::Past {
                given: "x".into(),
                at: "2026-12-01 19:00".into(),
                zone: "Europe/Berlin".into(),
            },
            WhenError::TooFar {
                given: "x".into(),
                at: "2028-01-01 19:00".into(),
                zone: "Europe/Berlin".into(),
            },
        ];
        for lang in Lang::ALL {
            for e in &errors {
                let shown = e.text().render(lang);
                assert!(!shown.contains("meetup-when"), "{lang:?}: {shown}");
                assert!(
                    shown.contains(match e {
                        WhenError::Past { at, .. } | WhenError::TooFar { at, .. } => at.as_str(),
                        WhenError::Unreadable { given }
                        | WhenError::NoTime { given }
                        | WhenError::NoSuchDate { given } => given.as_str(),
                    }),
                    "{lang:?}: {shown}"
                );
            }
        }
    }

    /// Berlin springs forward at 02:00 on 28 March 2027 (to 03:00) and
    /// falls back at 03:00 on 25 October 2026 (to 02:00).
    #[test]
    fn berlin_across_daylight_saving_changes() {
        // Before the spring change: Thursday 25 March, 19:00 CET.
        let now = "2027-03-25T12:00:00Z";
        let b = |t: &str| when(t, "Europe/Berlin", now);
        assert_eq!(b("sunday 19:00"), "2027-03-28T17:00:00Z"); // CEST, +2
        assert_eq!(b("saturday 19:00"), "2027-03-27T18:00:00Z"); // CET, +1
        // 02:30 is skipped: moved forward to 03:30 CEST.
        assert_eq!(b("2027-03-28 02:30"), "2027-03-28T01:30:00Z");
        // 02:30 happens twice on 25 October 2026: the first (CEST) one.
        let b = |t: &str| when(t, "Europe/Berlin", "2026-10-24T12:00:00Z");
        assert_eq!(b("2026-10-25 02:30"), "2026-10-25T00:30:00Z");
        assert_eq!(b("tomorrow 19:00"), "2026-10-25T18:00:00Z"); // CET
    }

    #[test]
    fn new_york_reads_in_its_own_zone() {
        // 2026-12-07 12:00 UTC is 07:00 in New York (EST, −5).
        let ny = |t: &str| when(t, "America/New_York", MONDAY_NOON);
        assert_eq!(ny("thursday 7pm"), "2026-12-11T00:00:00Z");
        assert_eq!(ny("8:00"), "2026-12-07T13:00:00Z");
        assert_eq!(ny("6am"), "2026-12-08T11:00:00Z");
        // New York springs forward on 14 March 2027 at 02:00.
        assert_eq!(
            when("2027-03-14 02:30", "America/New_York", MONDAY_NOON),
            "2027-03-14T07:30:00Z"
        );
    }

    #[test]
    fn a_weekly_series_keeps_its_local_time() {
        let zone = berlin();
        let at = |h: i8, m: i8| Time::new(h, m, 0, 0).unwrap();
        let date = |s: &str| s.parse::<Date>().unwrap();
        // Thursday 19:00 across the spring-forward (Sunday 28 March 2027).
        assert_eq!(
            next_week(&zone, date("2027-03-25"), at(19, 0)).to_string(),
            "2027-04-01T17:00:00Z"
        );
        assert_eq!(
            next_week(&zone, date("2027-03-18"), at(19, 0)).to_string(),
            "2027-03-25T18:00:00Z"
        );
        // Across the fall-back (Sunday 25 October 2026): 19:00 each week.
        assert_eq!(
            next_week(&zone, date("2026-10-22"), at(19, 0)).to_string(),
            "2026-10-29T18:00:00Z"
        );
        // A Sunday 02:30 series: the gap week moves forward, the next
        // week is 02:30 again; the fall-back week takes the first 02:30.
        assert_eq!(
            next_week(&zone, date("2027-03-21"), at(2, 30)).to_string(),
            "2027-03-28T01:30:00Z"
        );
        assert_eq!(
            next_week(&zone, date("2027-03-28"), at(2, 30)).to_string(),
            "2027-04-04T00:30:00Z"
        );
        assert_eq!(
            next_week(&zone, date("2026-10-18"), at(2, 30)).to_string(),
            "2026-10-25T00:30:00Z"
        );
        let ny = TimeZone::get("America/New_York").unwrap();
        assert_eq!(
            next_week(&ny, date("2027-03-11"), at(19, 0)).to_string(),
            "2027-03-18T23:00:00Z"
        );
    }
}
