//! Anything a user can do: a command, or a control on an earlier reply,
//! read back from the id the control carries. Each id is made and read
//! beside what it belongs to: `again|…` in `/random` ([`read_again`]),
//! `g|…` in `/roll-along` ([`Press`]), `record|CODE` in `/replay`, and
//! `rec|SCOPE|N` with [`read_record_button`], beside where the button is made,
//! and `li|…` with [`PlayPress::read`].

use crate::app::error::AppError;
use crate::app::rolls::records::RecordKey;
use crate::bot::commands::random::again::read_again;
use crate::bot::commands::random::{RandomArgs, source_asked};
use crate::bot::commands::replay::read_record_of_code;
use crate::bot::commands::roll_along::buttons::Press;
use crate::bot::commands::{Command, Rules, Run};
use crate::discord::play_button::{self, PlayPress};
use crate::discord::present::meetup;
use crate::discord::record_button::{self, read_record_button};
use crate::i18n::Text;
use crate::store::Answer;

/// Anything a user can do: a command, or a button on an earlier reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Command(Command),
    /// "Roll again" with the same settings.
    RollAgain(RandomArgs),
    /// "Full record" of a saved roll.
    FullRecord(RecordKey),
    /// "Full record" on a message from before records were saved: the
    /// replay code is in the button.
    FullRecordOfCode(String),
    /// "Play on lichess" under a roll.
    PlayOnLichess(PlayPress),
    /// "I'm coming", "Maybe" or "Can't come" on a night's announcement.
    MeetupAnswer {
        night: i64,
        answer: Answer,
    },
    /// A press on a roll-along's message, made when the roll was at
    /// `version`.
    RollAlongPress {
        session: i64,
        version: i64,
        press: Press,
    },
}

/// What a control from an unknown or older version of the bot gets.
fn old_control() -> AppError {
    AppError::from(Text::msg(msg!("error-old-control")))
}

impl Action {
    /// What the action is, for logs.
    pub fn name(&self) -> &'static str {
        match self {
            Action::Command(c) => c.name(),
            Action::RollAgain(_) => "roll again",
            Action::FullRecord(_) | Action::FullRecordOfCode(_) => "full record",
            Action::RollAlongPress { .. } => "roll-along press",
            Action::PlayOnLichess(_) => "play on lichess",
            Action::MeetupAnswer { .. } => "meetup answer",
        }
    }

    /// How the action's reply is planned: a command's own rules; a full
    /// record is for the asker alone (one by its code is the same on every
    /// server); a press on a roll-along's message follows the message.
    pub fn rules(&self) -> Rules {
        match self {
            Action::Command(c) => c.rules(),
            Action::RollAgain(args) => args.rules(),
            Action::FullRecord(_) => Rules::PRIVATE,
            Action::FullRecordOfCode(_) => Rules::PRIVATE.without_settings(),
            Action::RollAlongPress { .. } => Rules::PUBLIC,
            // The announcement is made again for everyone.
            Action::MeetupAnswer { .. } => Rules::PUBLIC,
            // lichess is asked over the network: defer at once. The game
            // is as public as the roll it is made from.
            Action::PlayOnLichess(press) => Rules {
                slow: true,
                ..if press.private {
                    Rules::PRIVATE
                } else {
                    Rules::PUBLIC
                }
            },
        }
    }

    /// Parses a select menu's or a form's id with what it carries: the
    /// picked value, or the typed text.
    ///
    /// # Errors
    ///
    /// As [`Action::from_button`].
    pub fn from_control(id: &str, value: String) -> Result<Action, AppError> {
        match Action::from_button(id)? {
            Action::RollAlongPress {
                session,
                version,
                press: Press::Face(_),
            } => Ok(Action::RollAlongPress {
                session,
                version,
                press: Press::Face(value),
            }),
            Action::RollAlongPress {
                session,
                version,
                press: Press::Typed(_),
            } => Ok(Action::RollAlongPress {
                session,
                version,
                press: Press::Typed(value),
            }),
            _ => Err(old_control()),
        }
    }

    /// Parses a button's id.
    ///
    /// # Errors
    ///
    /// A message when the id is not one of Backrank's.
    /// Each control's id is read back beside where it is made: the first
    /// word says which.
    pub fn from_button(id: &str) -> Result<Action, AppError> {
        let parts: Vec<&str> = id.split('|').collect();
        let action = match parts[..] {
            ["again", ref words @ ..] => {
                let (request, source) = read_again(words).ok_or_else(old_control)?;
                Some(Action::RollAgain(RandomArgs {
                    request,
                    source: source.map(|s| source_asked(&s)).transpose()?,
                    ..RandomArgs::default()
                }))
            }
            [word, ref words @ ..] if word == record_button::WORD => {
                read_record_button(words).map(Action::FullRecord)
            }
            [play_button::WORD, ref words @ ..] => {
                PlayPress::read(words).map(Action::PlayOnLichess)
            }
            [meetup::WORD, ref words @ ..] => meetup::read_answer(words)
                .map(|(night, answer)| Action::MeetupAnswer { night, answer }),
            ["record", ref words @ ..] => read_record_of_code(words).map(Action::FullRecordOfCode),
            ["g", ref words @ ..] => {
                Press::read(words).map(|(session, version, press)| Action::RollAlongPress {
                    session,
                    version,
                    press,
                })
            }
            _ => None,
        };
        action.ok_or_else(old_control)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::rolls::request::RollRequest;
    use crate::discord::limits::CUSTOM_ID;
    use crate::discord::record_button::record_button_id;
    use crate::store::Scope;
    use backrank_entropy::Die;

    #[test]
    fn button_ids_round_trip_and_stay_short() {
        let args = RandomArgs {
            request: RollRequest {
                variant: Some("chess960".into()),
                method: Some("number".into()),
                dice: Some(Die::Coin),
                ..RollRequest::default()
            },
            ..RandomArgs::default()
        };
        let id = args.again_id().unwrap();
        assert_eq!(
            Action::from_button(&id).unwrap(),
            Action::RollAgain(args.clone())
        );
        for (exclude, pair) in [
            (Some(true), None),
            (Some(false), Some(true)),
            (None, Some(false)),
        ] {
            let asked = RandomArgs {
                request: RollRequest {
                    exclude_standard: exclude,
                    pair,
                    ..args.request.clone()
                },
                ..args.clone()
            };
            let id = asked.again_id().unwrap();
            assert_eq!(Action::from_button(&id).unwrap(), Action::RollAgain(asked));
        }
        assert_eq!(
            Action::from_button("again|chess960|number|coin|").unwrap(),
            Action::RollAgain(args),
            "buttons from before exclude_standard"
        );
        assert!(Action::from_button("again|chess960|||os|maybe|").is_err());
        assert_eq!(
            Action::from_button(&record_button_id(Scope::Guild(7), 42)).unwrap(),
            Action::FullRecord(RecordKey::Numbered(Scope::Guild(7), 42))
        );
        assert_eq!(
            Action::from_button("rec|42").unwrap(),
            Action::FullRecord(RecordKey::Id(42)),
            "buttons from before records were numbered per server"
        );
        assert_eq!(
            Action::from_button("record|960-nc-hhtttthtth-v").unwrap(),
            Action::FullRecordOfCode("960-nc-hhtttthtth-v".into())
        );
        for press in [
            Press::Face("6".into()),
            Press::OpenForm,
            Press::Undo,
            Press::Cancel,
        ] {
            let id = press.id(123_456, 17);
            assert!(id.len() <= CUSTOM_ID);
            assert_eq!(
                Action::from_button(&id).unwrap(),
                Action::RollAlongPress {
                    session: 123_456,
                    version: 17,
                    press
                }
            );
        }
        let form = Press::Typed(String::new()).id(5, 2);
        assert_eq!(
            Action::from_control(&form, "3 4 5".into()).unwrap(),
            Action::RollAlongPress {
                session: 5,
                version: 2,
                press: Press::Typed("3 4 5".into())
            }
        );
        for bad in [
            "weird",
            "rec|x",
            "g|1|2|bogus",
            "g|a|2|undo",
            "g|1|2|undo|extra",
            "rec|x5|1",
            "rec|g5|x",
        ] {
            assert!(Action::from_button(bad).is_err(), "{bad}");
        }
    }
}
