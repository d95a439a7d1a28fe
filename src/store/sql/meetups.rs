//! Club nights (`meetups`, `meetup_answers`, `meetup_tasks`,
//! `meetup_feeds`).
//!
//! SKELETON: every operation is a stub until the meetup store lands.

use super::Exec;
use crate::store::{Answer, Meetup, MeetupAnswer, MeetupTask, NewMeetup, StoreError};

const NOT_YET: StoreError = StoreError::Bug("meetups are not kept yet");

pub(in crate::store) async fn create(_: &impl Exec, _: &NewMeetup) -> Result<Meetup, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn by_id(_: &impl Exec, _: i64) -> Result<Option<Meetup>, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn of_event(
    _: &impl Exec,
    _: i64,
) -> Result<Option<Meetup>, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn coming(
    _: &impl Exec,
    _: Option<u64>,
    _: i64,
) -> Result<Vec<Meetup>, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn series(_: &impl Exec, _: i64) -> Result<Vec<Meetup>, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn change(
    _: &impl Exec,
    _: &Meetup,
) -> Result<Option<Meetup>, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn answer(
    _: &impl Exec,
    _: i64,
    _: u64,
    _: Answer,
    _: i64,
) -> Result<Vec<MeetupAnswer>, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn answers(
    _: &impl Exec,
    _: i64,
) -> Result<Vec<MeetupAnswer>, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn claim(
    _: &impl Exec,
    _: &MeetupTask,
    _: i64,
    _: i64,
) -> Result<bool, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn finish(
    _: &impl Exec,
    _: &MeetupTask,
    _: i64,
    _: Option<u64>,
) -> Result<bool, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn done(_: &impl Exec, _: i64, _: &str) -> Result<bool, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn feed(_: &impl Exec, _: u64, _: &str) -> Result<String, StoreError> {
    Err(NOT_YET)
}
pub(in crate::store) async fn feed_guild(
    _: &impl Exec,
    _: &str,
) -> Result<Option<u64>, StoreError> {
    Err(NOT_YET)
}
