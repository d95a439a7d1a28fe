//! Anything a user can do: a command, or a control on an earlier reply,
//! and the ids those controls carry (`again|…`, `rec|SCOPE|N`, `g|…`).

use backrank_entropy::Die;

use crate::app::error::AppError;
use crate::app::records::RecordKey;
use crate::bot::commands::random::{RandomArgs, source_asked};
use crate::bot::commands::{Command, Rules, Run};
use crate::bot::options::die_asked;
use crate::i18n::Text;
use crate::store::{RollSource, Scope};

/// A press in a roll-along.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// One face, from a button or the select menu (its letter as the replay
    /// code writes it, or its number).
    Face(String),
    /// Several faces typed into the form.
    Typed(String),
    /// Open the form for several faces.
    OpenForm,
    Undo,
    /// "Cancel…": asks whether to, and changes nothing yet.
    Cancel,
    /// "Yes, cancel it", on the question [`Press::Cancel`] put.
    CancelConfirmed,
    /// "Keep rolling", on the same question.
    KeepRolling,
}

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
    AppError::from(Text::msg("error-old-control"))
}

/// Button ids: `again|variant|method|dice|source`, `rec|SCOPE|NUMBER` (a
/// saved record: `g123` or `u456` and its number there),
/// `g|SESSION|VERSION|what[|face]` (roll-alongs), `record|CODE` (a roll
/// shown from its replay code, by `/replay`), and from older messages
/// `rec|ID`. Discord allows 100 characters, so a button
/// whose id would be longer is left off.
pub const MAX_CUSTOM_ID: usize = 100;

impl Action {
    /// What the action is, for logs.
    pub fn name(&self) -> &'static str {
        match self {
            Action::Command(c) => c.name(),
            Action::RollAgain(_) => "roll again",
            Action::FullRecord(_) | Action::FullRecordOfCode(_) => "full record",
            Action::RollAlongPress { .. } => "roll-along press",
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
        }
    }

    /// The id of a "Roll again" button for these settings.
    pub fn again_id(args: &RandomArgs) -> Option<String> {
        let id = format!(
            "again|{}|{}|{}|{}",
            args.variant.as_deref().unwrap_or(""),
            args.method.as_deref().unwrap_or(""),
            args.dice.map_or("", Die::name),
            args.source.map_or("", RollSource::as_str)
        );
        (id.len() <= MAX_CUSTOM_ID).then_some(id)
    }

    /// The id of the "Full record" button under a roll shown from its
    /// replay code; `None` when the code is too long for a button.
    pub fn record_of_code_id(code: &str) -> Option<String> {
        let id = format!("record|{code}");
        (id.len() <= MAX_CUSTOM_ID).then_some(id)
    }

    /// The id of a control on a roll-along's message.
    pub fn press_id(session: i64, version: i64, press: &Press) -> String {
        match press {
            Press::Face(f) => format!("g|{session}|{version}|face|{f}"),
            Press::Typed(_) => format!("g|{session}|{version}|typed"),
            Press::OpenForm => format!("g|{session}|{version}|form"),
            Press::Undo => format!("g|{session}|{version}|undo"),
            Press::Cancel => format!("g|{session}|{version}|cancel"),
            Press::CancelConfirmed => format!("g|{session}|{version}|cancel-yes"),
            Press::KeepRolling => format!("g|{session}|{version}|keep"),
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
    pub fn from_button(id: &str) -> Result<Action, AppError> {
        let parts: Vec<&str> = id.split('|').collect();
        let opt = |s: &str| (!s.is_empty()).then(|| s.to_owned());
        let number = |s: &str| s.parse::<i64>().map_err(|_| old_control());
        match parts[..] {
            ["again", variant, method, dice, source] => Ok(Action::RollAgain(RandomArgs {
                text: false,
                variant: opt(variant),
                method: opt(method),
                dice: opt(dice).map(|d| die_asked("dice", &d)).transpose()?,
                source: opt(source).map(|s| source_asked(&s)).transpose()?,
                rolls: None,
                private: false,
            })),
            ["rec", id] => Ok(Action::FullRecord(RecordKey::Id(number(id)?))),
            ["rec", scope, n] => Ok(Action::FullRecord(RecordKey::Numbered(
                Scope::from_key(scope).ok_or_else(old_control)?,
                number(n)?,
            ))),
            ["record", code] => Ok(Action::FullRecordOfCode(code.to_owned())),
            ["g", session, version, what, ref rest @ ..] => {
                let press = match (what, rest) {
                    ("face", [face]) => Press::Face((*face).to_owned()),
                    ("face", []) => Press::Face(String::new()),
                    ("typed", []) => Press::Typed(String::new()),
                    ("form", []) => Press::OpenForm,
                    ("undo", []) => Press::Undo,
                    ("cancel", []) => Press::Cancel,
                    ("cancel-yes", []) => Press::CancelConfirmed,
                    ("keep", []) => Press::KeepRolling,
                    _ => return Err(old_control()),
                };
                Ok(Action::RollAlongPress {
                    session: number(session)?,
                    version: number(version)?,
                    press,
                })
            }
            _ => Err(old_control()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::present::record_button_id;

    #[test]
    fn button_ids_round_trip_and_stay_short() {
        let args = RandomArgs {
            variant: Some("chess960".into()),
            method: Some("number".into()),
            dice: Some(Die::Coin),
            ..RandomArgs::default()
        };
        let id = Action::again_id(&args).unwrap();
        assert_eq!(Action::from_button(&id).unwrap(), Action::RollAgain(args));
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
            let id = Action::press_id(123_456, 17, &press);
            assert!(id.len() <= MAX_CUSTOM_ID);
            assert_eq!(
                Action::from_button(&id).unwrap(),
                Action::RollAlongPress {
                    session: 123_456,
                    version: 17,
                    press
                }
            );
        }
        let form = Action::press_id(5, 2, &Press::Typed(String::new()));
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
