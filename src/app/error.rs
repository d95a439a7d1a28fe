//! Why an action could not be done, sorted by whose it is to fix.
//!
//! Every handler returns [`AppError`]; [`crate::bot::Bot::handle`] is the one
//! place that turns it into the ephemeral reply the person reads and, for a
//! fault on the bot's side, the one log line the maintainer reads, with the
//! command, the person and the place.

use crate::app::tower::TowerError;
use crate::store::StoreError;

/// What went wrong with an action.
#[derive(Debug, PartialEq, Eq)]
pub enum AppError {
    /// The person can put it right: a bad option, a missing record, a
    /// permission they lack. Not logged as a fault.
    Input(String),
    /// Something on the bot's side failed (the store, a dice tower, the
    /// renderer). `user` is what the person reads; `detail` is logged.
    Fault { user: String, detail: String },
}

impl AppError {
    /// A fault, with what the person reads and what the log keeps.
    pub fn fault(user: impl Into<String>, detail: impl Into<String>) -> AppError {
        AppError::Fault {
            user: user.into(),
            detail: detail.into(),
        }
    }

    /// The store failed; nothing was changed.
    pub fn store(e: StoreError) -> AppError {
        AppError::fault(
            "the bot's records could not be reached, so nothing was done: try again in a \
             moment, or tell whoever runs the bot",
            e.to_string(),
        )
    }

    /// The text the person reads.
    pub fn user_text(&self) -> &str {
        match self {
            AppError::Input(text) => text,
            AppError::Fault { user, .. } => user,
        }
    }
}

impl From<String> for AppError {
    fn from(text: String) -> AppError {
        AppError::Input(text)
    }
}

impl From<&str> for AppError {
    fn from(text: &str) -> AppError {
        AppError::Input(text.to_owned())
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> AppError {
        AppError::store(e)
    }
}

impl From<TowerError> for AppError {
    fn from(e: TowerError) -> AppError {
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
        AppError::fault(user, e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_shows_the_person_one_text_and_keeps_the_detail() {
        let e = AppError::store(StoreError::Stopped);
        assert!(e.user_text().contains("nothing was done"));
        let AppError::Fault { detail, .. } = e else {
            panic!("a store failure is a fault")
        };
        assert_eq!(detail, "the store's worker stopped");
        assert_eq!(AppError::from("bad"), AppError::Input("bad".into()));
    }
}
