//! What the store keeps of club nights (`/meetup`): each night, the
//! answers of the people coming, the tasks done for it once, and each
//! server's calendar feed address.

use std::fmt;
use std::str::FromStr;

use super::types::{NotOneOf, words};

words!(
    /// Where a meetup night stands.
    MeetupState { Planned = "planned", Started = "started", Cancelled = "cancelled" }
);
words!(
    /// A person's answer on a night's announcement.
    Answer { Coming = "coming", Maybe = "maybe", Cannot = "cannot" }
);

/// A meetup night as planned, before the store gives it an id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewMeetup {
    pub guild_id: u64,
    /// Where the announcement and the start post go.
    pub channel_id: u64,
    /// The night's event: its rounds, drawn and checked as any event's.
    pub event_id: i64,
    /// The first night of a weekly series (none for a single night, and
    /// for the first night itself).
    pub series_id: Option<i64>,
    /// The name people gave it (a series keeps one name).
    pub name: String,
    /// Where, as typed (1–100 characters).
    pub place: String,
    /// When play starts, and when the night ends (Unix seconds).
    pub starts_at: i64,
    pub ends_at: i64,
    /// The IANA time zone its time was read in (`Europe/Berlin`).
    pub zone: String,
    /// The series' own date of this night in `zone` (`2026-12-10`): the
    /// next week's night is seven days on from it at `local_time`, however
    /// this one was moved, so a series never drifts.
    pub series_date: String,
    /// The series' local time (`19:00`).
    pub local_time: String,
    pub weekly: bool,
    /// The most who may come; those past it wait in order.
    pub places: Option<i64>,
    /// Minutes before the start to remind those coming.
    pub remind_minutes: Option<i64>,
    /// Minutes between rounds revealed by themselves after the first.
    pub round_every: Option<i64>,
    pub created_by: u64,
    pub created_at: i64,
}

/// A meetup night as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meetup {
    pub id: i64,
    pub meetup: NewMeetup,
    pub state: MeetupState,
    /// Discord's scheduled event for the night, once made.
    pub discord_event: Option<u64>,
    /// The announcement's message, once posted.
    pub announcement: Option<u64>,
    /// The start time before a move made after that time's beacon round
    /// was public (shown in the announcement with the position it gave).
    pub moved_from: Option<i64>,
    /// Bumped by every change: a change made from an older version is
    /// refused ([`super::Store::change_meetup`]).
    pub version: i64,
}

/// One person's answer on a night, in the order answers came: the first
/// `places` of those coming have a place, the rest wait in that order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeetupAnswer {
    pub user_id: u64,
    pub answer: Answer,
    /// The order it came in (a change of answer goes to the end).
    pub seq: i64,
    pub at: i64,
}

/// A task done once for a night, whichever process does it: `announce`,
/// `remind`, `start`, `round-2`…, `next-week`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeetupTask {
    pub meetup_id: i64,
    pub task: String,
    /// This process's name in the books.
    pub worker: String,
}

/// A night's task as kept: who claimed it and when, and whether it is done
/// (what a copy carries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptMeetupTask {
    pub meetup_id: i64,
    pub task: String,
    pub claimed_by: String,
    pub claimed_at: i64,
    pub done_at: Option<i64>,
    /// The message the task posted, if any.
    pub message: Option<u64>,
}
