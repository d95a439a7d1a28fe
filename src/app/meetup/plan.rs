//! A night planned (`/meetup plan`): its time read in the server's zone,
//! its place checked, its rounds started as an event's, round 1 of a
//! beacon night fixed as the beacon round of its start, and the night
//! kept. A weekly series' next night is planned from the last one, the
//! same local time seven days on.

use jiff::Timestamp;
use jiff::civil::{Date, Time};

use super::Meetups;
use super::zone::Zone;
use crate::app::error::AppError;
use crate::app::event::Organizer;
use crate::app::event::start::{EventDraw, StartAsked};
use crate::app::event::study::MOST_STUDY;
use crate::i18n::Text;
use crate::store::{Event, Meetup, NewMeetup, RollSource};

/// How long a night lasts when `hours:` is not given.
pub const DEFAULT_HOURS: i64 = 3;
/// The longest night, in hours.
pub const MOST_HOURS: i64 = 24;
/// The longest place, in characters (Discord's event location).
pub const MOST_PLACE: usize = 100;
/// The longest name of a night: a weekly night's event is named with its
/// date after it (` 2026-12-10`), within an event name's 60 characters.
pub const MOST_NAME: usize = 48;
/// The most places a night may have, and the fewest.
pub const MOST_PLACES: i64 = 500;
pub const FEWEST_PLACES: i64 = 2;
/// The earliest reminder, in minutes before the start (a week).
pub const MOST_REMIND: i64 = 7 * 24 * 60;
/// The rounds revealed by themselves: at least this many minutes apart.
pub const FEWEST_ROUND_MINUTES: i64 = 5;
pub const MOST_ROUND_MINUTES: i64 = 24 * 60;

/// A night as asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanAsked {
    /// The rounds as `/event start` asks for them; its name is the
    /// night's.
    pub event: StartAsked,
    /// How many rounds, when asked (else one).
    pub rounds: Option<i64>,
    /// When, as typed (`thursday 19:00`), in the server's zone.
    pub when: String,
    pub place: String,
    pub hours: Option<i64>,
    pub places: Option<i64>,
    pub weekly: bool,
    pub remind: Option<i64>,
    pub round_every: Option<i64>,
    /// Minutes to study each round's position before play (0–60); none:
    /// the server's event study time.
    pub study: Option<i64>,
    /// Where the announcement goes.
    pub channel_id: u64,
    /// How round 1 is drawn when asked; else the beacon where the server
    /// rolls from it, seeds published now elsewhere.
    pub draw: Option<EventDraw>,
}

impl Meetups<'_> {
    /// Plans the night `asked` for: checked, its rounds started, kept.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming what is wrong: the time (unreadable, past),
    /// the server's zone, the place, a number out of its range, or anything
    /// `/event start` refuses (the name, the variant, the rules); a store
    /// failure.
    pub async fn plan(&self, asked: &PlanAsked, by: &Organizer<'_>) -> Result<Meetup, AppError> {
        let place = checked_place(&asked.place)?;
        let hours = in_range("hours", asked.hours.unwrap_or(DEFAULT_HOURS), 1, MOST_HOURS)?;
        let places = if_given("places", asked.places, FEWEST_PLACES, MOST_PLACES)?;
        let remind = asked.remind.filter(|&m| m != 0);
        let remind = if_given("remind", remind, 1, MOST_REMIND)?;
        let round_every = if_given(
            "round_every",
            asked.round_every,
            FEWEST_ROUND_MINUTES,
            MOST_ROUND_MINUTES,
        )?;
        let study = if_given("study", asked.study, 0, MOST_STUDY)?;
        let name = checked_name(&asked.event.name)?;
        let zone = self.zone(by.guild_id, by.guild).await?;
        let now = self.clock.now();
        let starts = super::when::parse_when(&asked.when, &zone.zone, now).map_err(|e| e.text())?;
        let local = starts.to_zoned(zone.zone.clone());
        let draw = asked.draw.unwrap_or(match by.guild.source {
            RollSource::Beacon => EventDraw::Beacon,
            _ => EventDraw::Seeds,
        });
        let event_name = night_event_name(&name, asked.weekly, local.date());
        let event = self
            .events
            .start(
                &StartAsked {
                    name: event_name,
                    draw,
                    rounds: asked.rounds.unwrap_or(1),
                    ..asked.event.clone()
                },
                by,
            )
            .await?;
        let event = self.fix_round_one(event, starts).await?;
        let new = NewMeetup {
            guild_id: by.guild_id,
            channel_id: asked.channel_id,
            event_id: event.id,
            series_id: None,
            name,
            place,
            starts_at: starts.as_second(),
            ends_at: starts.as_second() + hours * 3600,
            zone: zone.name,
            series_date: local.date().to_string(),
            local_time: local.time().strftime("%H:%M").to_string(),
            weekly: asked.weekly,
            places,
            remind_minutes: remind,
            round_every,
            study_minutes: study,
            created_by: by.who.user_id,
            created_at: now.as_second(),
        };
        let night = self.store.create_meetup(new).await?;
        self.changed();
        Ok(night)
    }

    /// The night after `last` in its weekly series: the same local time
    /// seven days after its own date (however `last` was moved), its rounds
    /// drawn as `last`'s were. `None` when that time is gone already (the
    /// bot was down a whole week).
    ///
    /// # Errors
    ///
    /// A kept zone or time that no longer reads; what starting the event
    /// fails with; a store failure.
    pub async fn plan_next_week(
        &self,
        last: &Meetup,
        by: &Organizer<'_>,
    ) -> Result<Option<Meetup>, AppError> {
        let m = &last.meetup;
        let zone = Zone::named(&m.zone)?;
        let (date, time) = series_rule(m)?;
        let starts = super::when::next_week(&zone.zone, date, time);
        let date = starts.to_zoned(zone.zone.clone()).date();
        if starts <= self.clock.now() {
            return Ok(None);
        }
        let like = self.night_event(last).await?;
        let event = self
            .events
            .start_again(&like, &night_event_name(&m.name, true, date), by)
            .await?;
        let event = self.fix_round_one(event, starts).await?;
        let length = m.ends_at - m.starts_at;
        let new = NewMeetup {
            event_id: event.id,
            series_id: Some(m.series_id.unwrap_or(last.id)),
            starts_at: starts.as_second(),
            ends_at: starts.as_second() + length,
            series_date: date.to_string(),
            created_at: self.clock.now().as_second(),
            ..m.clone()
        };
        Ok(Some(self.store.create_meetup(new).await?))
    }

    /// The event a night's rounds are.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when it is gone; a store failure.
    pub async fn night_event(&self, night: &Meetup) -> Result<Event, AppError> {
        let all = self.store.events(night.meetup.guild_id).await?;
        all.into_iter()
            .find(|e| e.id == night.meetup.event_id)
            .ok_or_else(|| unreadable(format!("meetup {}: its event is gone", night.id)))
    }

    /// Round 1 of a beacon night fixed as the beacon round of `starts`;
    /// a seed night is kept as it is.
    pub(super) async fn fix_round_one(
        &self,
        event: Event,
        starts: Timestamp,
    ) -> Result<Event, AppError> {
        if event.event.beacon.is_none() {
            return Ok(event);
        }
        self.events
            .fix_first_round_at(&event, starts.as_second())
            .await
    }
}

/// A series' own date and local time, as kept.
pub(super) fn series_rule(m: &NewMeetup) -> Result<(Date, Time), AppError> {
    let date: Date = m
        .series_date
        .parse()
        .map_err(|e| unreadable(format!("a meetup's date {:?}: {e}", m.series_date)))?;
    let time: Time = m
        .local_time
        .parse()
        .map_err(|e| unreadable(format!("a meetup's time {:?}: {e}", m.local_time)))?;
    Ok((date, time))
}

/// A kept night that no longer reads (the store was changed by hand).
pub(super) fn unreadable(detail: String) -> AppError {
    AppError::internal(msg!("error-meetup-unreadable"), detail)
}

/// The event a night's rounds are: the night's name, with its date for a
/// weekly night (each week is an event of its own).
fn night_event_name(name: &str, weekly: bool, date: Date) -> String {
    if weekly {
        format!("{name} {date}")
    } else {
        name.to_owned()
    }
}

/// A night's name: an event's name, short enough to take a date.
fn checked_name(typed: &str) -> Result<String, AppError> {
    let name = crate::app::event::name::new_event_name(typed)?;
    if name.chars().count() > MOST_NAME {
        return Err(Text::msg(msg!("error-meetup-name-long"))
            .with("most", MOST_NAME)
            .into());
    }
    Ok(name)
}

/// A place as Discord's event takes it: one line of 1 to 100 characters.
fn checked_place(typed: &str) -> Result<String, AppError> {
    let place: String = typed.split_whitespace().collect::<Vec<_>>().join(" ");
    let count = place.chars().count();
    if count == 0 || count > MOST_PLACE || place.chars().any(char::is_control) {
        return Err(Text::msg(msg!("error-meetup-place"))
            .with("most", MOST_PLACE)
            .into());
    }
    Ok(place)
}

/// `value` of option `option` within `least..=most`.
/// [`in_range`] for an option that may be left out.
fn if_given(
    option: &'static str,
    value: Option<i64>,
    least: i64,
    most: i64,
) -> Result<Option<i64>, AppError> {
    value.map(|v| in_range(option, v, least, most)).transpose()
}

fn in_range(option: &'static str, value: i64, least: i64, most: i64) -> Result<i64, AppError> {
    if (least..=most).contains(&value) {
        return Ok(value);
    }
    Err(Text::msg(msg!("error-meetup-range"))
        .with("option", option)
        .with("given", value)
        .with("least", least)
        .with("most", most)
        .into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_is_one_line_of_one_to_a_hundred_characters() {
        assert_eq!(
            checked_place("  Café Central,\n Hauptstraße 5 ").unwrap(),
            "Café Central, Hauptstraße 5"
        );
        assert!(checked_place("   ").is_err());
        assert!(checked_place(&"한".repeat(101)).is_err());
        assert_eq!(
            checked_place(&"한".repeat(100)).unwrap().chars().count(),
            100
        );
    }

    #[test]
    fn a_weekly_nights_event_carries_its_date() {
        let date: Date = "2026-12-10".parse().unwrap();
        assert_eq!(
            night_event_name("Thursday 960", true, date),
            "Thursday 960 2026-12-10"
        );
        assert_eq!(
            night_event_name("Thursday 960", false, date),
            "Thursday 960"
        );
    }

    #[test]
    fn numbers_out_of_range_name_the_option_and_the_range() {
        assert_eq!(in_range("hours", 3, 1, 24).unwrap(), 3);
        let e = in_range("places", 1, 2, 500).unwrap_err();
        assert!(format!("{e:?}").contains("places"), "{e:?}");
    }
}
