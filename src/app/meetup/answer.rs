//! A press on a night's announcement: "I'm coming", "Maybe", "Can't
//! come". The answer is kept in the order it came; with a cap, someone
//! dropping out moves the first who waits up, and they are told.

use super::Meetups;
use super::attendance::Attendance;
use crate::app::error::AppError;
use crate::i18n::Text;
use crate::store::{Answer, Meetup, MeetupState};

/// What an answer changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    pub night: Meetup,
    /// Who comes now.
    pub attendance: Attendance,
    /// Who got a place by this answer (someone before them dropped out).
    pub moved_up: Vec<u64>,
    /// Whether the person who answered waits for a place.
    pub waits: bool,
}

impl Meetups<'_> {
    /// Keeps `user`'s `answer` on night `id`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when the night is gone, cancelled or started
    /// (its players are drawn); a store failure.
    pub async fn answer(&self, id: i64, user: u64, answer: Answer) -> Result<Answered, AppError> {
        let night = self
            .store
            .meetup(id)
            .await?
            .ok_or_else(|| AppError::from(Text::msg(msg!("error-meetup-gone"))))?;
        refuse_closed(&night)?;
        let before = Attendance::of(&self.store.meetup_answers(id).await?, night.meetup.places);
        let now = self.clock.now().as_second();
        let answers = self.store.answer_meetup(id, user, answer, now).await?;
        let attendance = Attendance::of(&answers, night.meetup.places);
        let moved_up = attendance.moved_up_since(&before);
        let waits = attendance.waiting.contains(&user);
        Ok(Answered {
            night,
            attendance,
            moved_up,
            waits,
        })
    }

    /// Who comes to `night` now.
    ///
    /// # Errors
    ///
    /// A store failure.
    pub async fn attendance(&self, night: &Meetup) -> Result<Attendance, AppError> {
        let answers = self.store.meetup_answers(night.id).await?;
        Ok(Attendance::of(&answers, night.meetup.places))
    }
}

/// A cancelled or started night takes no answer.
fn refuse_closed(night: &Meetup) -> Result<(), AppError> {
    let why = match night.state {
        MeetupState::Planned => return Ok(()),
        MeetupState::Cancelled => msg!("error-meetup-cancelled"),
        MeetupState::Started => msg!("error-meetup-started"),
    };
    Err(Text::msg(why)
        .with("name", night.meetup.name.as_str())
        .into())
}
