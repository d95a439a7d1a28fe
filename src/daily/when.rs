//! When a daily challenge is due, in its own time zone.
//!
//! A schedule says "18:30 in Europe/Berlin". Each day's post is due at that
//! local time on that local date, whatever the offset is that day, so it
//! stays at 18:30 for the club across daylight-saving changes. On the
//! spring-forward day a time inside the gap (02:30 in Berlin) is taken as
//! the same length of time after the gap (03:30); on the fall-back day a
//! time that happens twice is taken the first time. That is jiff's
//! "compatible" rule, the one calendar programs use.

use jiff::civil::{Date, Time};
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};

pub use crate::app::zones::zone_names;
use crate::app::zones::{self, UnknownZone};
use crate::core::variant::{self, ParseVariantError, Variant};
use crate::i18n::Text;
use crate::store::Schedule;

/// A schedule's part that does not read. Shown in English by `Display`,
/// in any language by [`WhenError::text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WhenError {
    Time(String),
    Zone { name: String, near: Vec<String> },
    Variant(ParseVariantError),
    NoVariants,
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
            WhenError::Time(given) => {
                Text::msg(msg!("error-not-a-time")).with("given", given.as_str())
            }
            WhenError::Zone { name, near } => UnknownZone {
                name: name.clone(),
                near: near.clone(),
            }
            .text(),
            WhenError::Variant(e) => e.text(),
            WhenError::NoVariants => Text::msg(msg!("error-no-variants")),
        }
    }
}

/// Reads a time of day: `18:30`, `6:30`, `07:05`.
///
/// # Errors
///
/// A message naming the text and showing the form.
pub fn parse_time(text: &str) -> Result<Time, WhenError> {
    let bad = || WhenError::Time(text.chars().take(20).collect());
    let (h, m) = text.trim().split_once(':').ok_or_else(bad)?;
    let h: i8 = h.trim().parse().map_err(|_| bad())?;
    let m: i8 = m.trim().parse().map_err(|_| bad())?;
    Time::new(h, m, 0, 0).map_err(|_| bad())
}

/// Reads an IANA time zone name (`Europe/Berlin`), suggesting the closest
/// names when it is not one ([`zones::parse_zone`], the app's, which a
/// server's own time zone setting reads too).
///
/// # Errors
///
/// A message with the nearest known names.
pub fn parse_zone(name: &str) -> Result<TimeZone, WhenError> {
    zones::parse_zone(name).map_err(|UnknownZone { name, near }| WhenError::Zone { name, near })
}

/// Reads a list of variants named among `here` (a server's own count):
/// `chess960, crc`, or `all` (the built-ins).
///
/// # Errors
///
/// The first name that is not a variant, with the variant parser's hint.
pub fn parse_variants(text: &str, here: &[Variant]) -> Result<Vec<Variant>, WhenError> {
    if text.trim().eq_ignore_ascii_case("all") {
        return Ok(Variant::ALL.to_vec());
    }
    let mut out = Vec::new();
    for name in text.split([',', ' ']).filter(|s| !s.trim().is_empty()) {
        let v = variant::find(name, here).map_err(WhenError::Variant)?;
        if !out.contains(&v) {
            out.push(v);
        }
    }
    if out.is_empty() {
        return Err(WhenError::NoVariants);
    }
    Ok(out)
}

/// A schedule's time zone and time of day, checked.
///
/// # Errors
///
/// When the stored values no longer parse (a zone removed from the
/// database).
pub fn rule(s: &Schedule) -> Result<(TimeZone, Time), WhenError> {
    Ok((
        parse_zone(&s.spec.timezone)?,
        parse_time(&s.spec.local_time)?,
    ))
}

/// The instant of the post for a local date.
pub fn occurrence(tz: &TimeZone, time: Time, date: Date) -> Option<Timestamp> {
    date.to_datetime(time)
        .to_zoned(tz.clone())
        .ok()
        .map(|z| z.timestamp())
}

/// The schedule's date at `now`, in its time zone (UTC's where the zone
/// no longer reads): the date its channel's challenge is kept for.
pub fn today(s: &Schedule, now: Timestamp) -> Date {
    let zone = parse_zone(&s.spec.timezone).unwrap_or(TimeZone::UTC);
    now.to_zoned(zone).date()
}

/// The latest post due at or before `now` (its local date and instant), if
/// it is not from before the schedule was made.
pub fn latest_due(s: &Schedule, now: Timestamp) -> Option<(Date, Timestamp)> {
    let (tz, time) = rule(s).ok()?;
    let today = now.to_zoned(tz.clone()).date();
    let created = Timestamp::from_second(s.spec.created_at).ok()?;
    [Some(today), today.yesterday().ok()]
        .into_iter()
        .flatten()
        .filter_map(|d| occurrence(&tz, time, d).map(|t| (d, t)))
        .find(|(_, t)| *t <= now)
        .filter(|(_, t)| *t >= created)
}

/// The next post strictly after `now`.
pub fn next_after(s: &Schedule, now: Timestamp) -> Option<Timestamp> {
    let (tz, time) = rule(s).ok()?;
    let today = now.to_zoned(tz.clone()).date();
    (0..3)
        .filter_map(|n| today.checked_add(n.days()).ok())
        .filter_map(|d| occurrence(&tz, time, d))
        .find(|t| *t > now)
}

/// The variant for a day: in turn by the date (so every process agrees, and
/// a day's variant does not depend on which days were posted), or at random.
/// Names no longer known `here` (a server's variant removed since) are
/// left out of the turn.
pub fn variant_for(
    s: &Schedule,
    date: Date,
    random_pick: impl FnOnce(usize) -> usize,
    here: &[Variant],
) -> Variant {
    let variants: Vec<Variant> = s
        .spec
        .variants
        .iter()
        .filter_map(|v| variant::find(v, here).ok())
        .collect();
    if variants.is_empty() {
        return Variant::Chess960;
    }
    let i = match s.spec.rotation {
        crate::store::Rotation::Rotate => {
            let days = date
                .to_zoned(TimeZone::UTC)
                .map(|z| z.timestamp().as_second().div_euclid(86_400))
                .unwrap_or(0);
            days.rem_euclid(variants.len() as i64) as usize
        }
        crate::store::Rotation::Random => random_pick(variants.len()) % variants.len(),
    };
    variants[i]
}

/// A random index below `n`, for `order: random` (it picks a variant, not
/// a position, so no fairness claim rests on it).
pub fn random_index(n: usize) -> usize {
    use rand::RngExt;
    rand::rng().random_range(0..n.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{NewSchedule, Rotation};

    fn schedule(time: &str, tz: &str, created: &str) -> Schedule {
        Schedule {
            id: 1,
            spec: NewSchedule {
                guild_id: 1,
                channel_id: 2,
                local_time: time.into(),
                timezone: tz.into(),
                variants: vec!["chess960".into(), "crc".into(), "chess25".into()],
                rotation: Rotation::Rotate,
                thread: false,
                created_at: ts(created).as_second(),
            },
            stopped_at: None,
        }
    }

    fn ts(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    #[test]
    fn times_zones_and_variant_lists_are_checked() {
        assert_eq!(parse_time("18:30").unwrap(), Time::constant(18, 30, 0, 0));
        assert_eq!(parse_time(" 7:05 ").unwrap(), Time::constant(7, 5, 0, 0));
        for bad in ["25:00", "18:60", "1830", "six", ""] {
            assert!(
                parse_time(bad).unwrap_err().to_string().contains("HH:MM"),
                "{bad}"
            );
        }
        assert!(parse_zone("Europe/Berlin").is_ok());
        let e = parse_zone("Europe/Berln").unwrap_err().to_string();
        assert!(e.contains("did you mean Europe/Berlin"), "{e}");
        assert_eq!(zone_names("new_york", 1), ["America/New_York"]);
        assert_eq!(
            parse_variants("chess960, crc chess960", &Variant::ALL).unwrap(),
            [Variant::Chess960, Variant::Crc]
        );
        assert_eq!(
            parse_variants("all", &Variant::ALL).unwrap().len(),
            Variant::ALL.len()
        );
        assert!(
            parse_variants("chess961", &Variant::ALL)
                .unwrap_err()
                .to_string()
                .contains("chess960")
        );
        assert!(parse_variants(" , ", &Variant::ALL).is_err());
    }

    #[test]
    fn the_local_time_holds_across_daylight_saving_changes() {
        let s = schedule("18:30", "Europe/Berlin", "2026-03-01T00:00:00Z");
        // Winter: 18:30 CET is 17:30 UTC; summer: 18:30 CEST is 16:30 UTC.
        // Berlin springs forward on 29 March 2026 and falls back on
        // 25 October 2026.
        let on = |now: &str| latest_due(&s, ts(now)).map(|(d, t)| (d.to_string(), t.to_string()));
        assert_eq!(
            on("2026-03-28T17:31:00Z"),
            Some(("2026-03-28".into(), "2026-03-28T17:30:00Z".into()))
        );
        assert_eq!(
            on("2026-03-29T16:30:00Z"),
            Some(("2026-03-29".into(), "2026-03-29T16:30:00Z".into()))
        );
        assert_eq!(
            next_after(&s, ts("2026-10-24T18:00:00Z"))
                .unwrap()
                .to_string(),
            "2026-10-25T17:30:00Z"
        );
        // The day after a change is a 23- or 25-hour day apart, not 24.
        let spring = next_after(&s, ts("2026-03-28T17:30:00Z")).unwrap();
        assert_eq!(spring.to_string(), "2026-03-29T16:30:00Z");
    }

    #[test]
    fn a_time_in_the_spring_gap_or_the_autumn_overlap_happens_once() {
        let s = schedule("02:30", "Europe/Berlin", "2026-03-01T00:00:00Z");
        // 02:30 does not exist on 29 March: it is taken as 03:30 CEST.
        assert_eq!(
            next_after(&s, ts("2026-03-28T12:00:00Z"))
                .unwrap()
                .to_string(),
            "2026-03-29T01:30:00Z"
        );
        // 02:30 happens twice on 25 October: the first (CEST) one counts,
        // and the second is not a new post for the same date.
        let first = next_after(&s, ts("2026-10-24T12:00:00Z")).unwrap();
        assert_eq!(first.to_string(), "2026-10-25T00:30:00Z");
        let (date, _) = latest_due(&s, ts("2026-10-25T01:45:00Z")).unwrap();
        assert_eq!(date.to_string(), "2026-10-25");
        assert_eq!(
            next_after(&s, first).unwrap().to_string(),
            "2026-10-26T01:30:00Z"
        );
    }

    #[test]
    fn nothing_is_due_from_before_the_schedule_was_made() {
        let s = schedule("18:30", "UTC", "2026-11-21T19:00:00Z");
        assert_eq!(latest_due(&s, ts("2026-11-21T19:05:00Z")), None);
        assert_eq!(
            latest_due(&s, ts("2026-11-22T18:30:00Z")).map(|(d, _)| d.to_string()),
            Some("2026-11-22".into())
        );
    }

    #[test]
    fn rotation_goes_through_the_list_by_date() {
        let s = schedule("18:30", "UTC", "2026-01-01T00:00:00Z");
        let d = |s: &str| s.parse::<Date>().unwrap();
        let picks: Vec<Variant> = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]
            .iter()
            .map(|day| {
                variant_for(
                    &s,
                    d(day),
                    |_| unreachable!("rotation needs no random pick"),
                    &Variant::ALL,
                )
            })
            .collect();
        assert_eq!(picks[0], picks[3]);
        let mut first_three = picks[..3].to_vec();
        first_three.sort_by_key(|v| v.id());
        first_three.dedup();
        assert_eq!(first_three.len(), 3, "{picks:?}");
    }
}
