//! Why an action could not be done, sorted by whose it is to fix.
//!
//! Every handler returns [`BotError`]; [`crate::bot::Bot::handle`] is the one
//! place that turns it into the ephemeral reply the person reads and, for a
//! fault on the bot's side, the one log line the maintainer reads, with the
//! command, the person and the place.

use crate::store::StoreError;
use crate::tower::TowerError;

/// What went wrong with an action.
#[derive(Debug, PartialEq, Eq)]
pub enum BotError {
    /// The person can put it right: a bad option, a missing record, a
    /// permission they lack. Not logged as a fault.
    Input(String),
    /// Something on the bot's side failed (the store, a dice tower, the
    /// renderer). `user` is what the person reads; `detail` is logged.
    Fault { user: String, detail: String },
}

impl BotError {
    /// A fault, with what the person reads and what the log keeps.
    pub fn fault(user: impl Into<String>, detail: impl Into<String>) -> BotError {
        BotError::Fault {
            user: user.into(),
            detail: detail.into(),
        }
    }

    /// The store failed; nothing was changed.
    pub fn store(e: StoreError) -> BotError {
        BotError::fault(
            "the bot's records could not be reached, so nothing was done: try again in a \
             moment, or tell whoever runs the bot",
            e.to_string(),
        )
    }

    /// The text the person reads.
    pub fn user_text(&self) -> &str {
        match self {
            BotError::Input(text) => text,
            BotError::Fault { user, .. } => user,
        }
    }
}

impl From<String> for BotError {
    fn from(text: String) -> BotError {
        BotError::Input(text)
    }
}

impl From<&str> for BotError {
    fn from(text: &str) -> BotError {
        BotError::Input(text.to_owned())
    }
}

impl From<StoreError> for BotError {
    fn from(e: StoreError) -> BotError {
        BotError::store(e)
    }
}

impl From<TowerError> for BotError {
    fn from(e: TowerError) -> BotError {
        let user = match &e {
            TowerError::Refused { name, why, .. } => format!(
                "{name} is refused by the health tests: {why}. Rolls with it stay refused until \
                 whoever runs the bot checks the device; use `source: os` meanwhile"
            ),
            TowerError::Device(d) => {
                format!("{d}. No position was made; nothing else was used instead")
            }
            TowerError::Store { .. } => {
                "the dice tower's health records could not be read, so it was not used: try \
                 again in a moment, or tell whoever runs the bot"
                    .to_owned()
            }
        };
        BotError::fault(user, e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_shows_the_person_one_text_and_keeps_the_detail() {
        let e = BotError::store(StoreError::Stopped);
        assert!(e.user_text().contains("nothing was done"));
        let BotError::Fault { detail, .. } = e else {
            panic!("a store failure is a fault")
        };
        assert_eq!(detail, "the store's worker stopped");
        assert_eq!(BotError::from("bad"), BotError::Input("bad".into()));
    }
}
