//! Why an action could not be done, sorted by whose it is to fix.
//!
//! Every command returns [`AppError`]. The bot turns it into the ephemeral
//! reply the person reads ([`AppError::user_text`]) and, for a fault on the
//! bot's side ([`AppError::detail`]), writes the one log line the
//! maintainer reads, with the command, the person and the place
//! (`Bot::handle`); the daily scheduler does the same for its posts.

use crate::i18n::{Lang, Msg, Text};
use crate::store::StoreError;

/// What the person reads when the store failed and nothing was done (a
/// message id).
pub const STORE_UNREACHED: Msg = msg!("error-store-unreached");

/// What the person reads when a roll could not be saved (a message id).
pub const ROLL_UNSAVED: Msg = msg!("error-roll-unsaved");

/// The store's disk is full: nothing can be saved until space is freed.
pub const STORE_FULL: Msg = msg!("error-store-full");

/// The store did not answer in time: what was asked may yet be done.
pub const STORE_SLOW: Msg = msg!("error-store-slow");

/// What the person reads for a store fault: `otherwise`, unless the disk is
/// full, which no retry mends.
fn store_text(otherwise: Msg, error: &StoreError) -> Msg {
    match error {
        StoreError::Full { .. } => STORE_FULL,
        StoreError::TimedOut { .. } => STORE_SLOW,
        _ => otherwise,
    }
}

/// What went wrong with an action.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The person can put it right: a bad option, a missing record, a
    /// permission they lack, a rate they went over. Not a fault.
    #[error("{0}")]
    Input(Text),
    /// Someone else changed the same thing first (two presses on one
    /// roll-along step): nothing was changed; look again and retry.
    #[error("{0}")]
    Conflict(Text),
    /// The store failed; nothing was changed. `user` says what was not
    /// done ([`STORE_UNREACHED`], [`ROLL_UNSAVED`]).
    #[error("the store failed: {error}")]
    Store { user: Msg, error: StoreError },
    /// Drawing the board failed.
    #[error("drawing the board failed: {0}")]
    Render(String),
    /// An entropy source failed or was refused (the OS's random numbers, a
    /// dice tower): no position was made, and nothing else was used
    /// instead.
    #[error("the entropy source failed: {detail}")]
    Source { user: Text, detail: String },
    /// Anything else on the bot's side: saved data that does not read
    /// back, a task that panicked.
    #[error("{detail}")]
    Internal { user: Text, detail: String },
}

impl AppError {
    /// A refusal of what was typed in `option`: `` `option`: problem ``.
    pub fn in_option(option: &str, problem: impl Into<Text>) -> AppError {
        AppError::Input(
            Text::msg(msg!("error-in-option"))
                .with("option", option)
                .with("problem", problem.into()),
        )
    }

    /// A refusal whose words exist in English only, in the terms of what
    /// was refused: a variant file's line and key, a source's own error,
    /// the console's lines (a tool for the bot's developers and operators,
    /// as the CLI is). Everything else a person is told comes from the
    /// message files.
    pub fn untranslated(text: impl Into<String>) -> AppError {
        AppError::Input(Text::Plain(text.into()))
    }

    /// A fault of the bot's own: what the person reads (a message id) and
    /// what the log keeps.
    pub fn internal(user: Msg, detail: impl Into<String>) -> AppError {
        AppError::Internal {
            user: Text::msg(user),
            detail: detail.into(),
        }
    }

    /// An entropy source's fault.
    pub fn source(user: impl Into<Text>, detail: impl Into<String>) -> AppError {
        AppError::Source {
            user: user.into(),
            detail: detail.into(),
        }
    }

    /// A roll that could not be saved (so it is not shown).
    pub fn unsaved(error: StoreError) -> AppError {
        AppError::Store {
            user: store_text(ROLL_UNSAVED, &error),
            error,
        }
    }

    /// The text the person reads, in their language.
    pub fn user_text(&self, lang: Lang) -> String {
        self.user_text_escaping(lang, &str::to_owned)
    }

    /// [`AppError::user_text`] for a face that reads it as markup: words
    /// from elsewhere in it (lichess's reason) go through `escape`
    /// ([`Text::render_escaping`]).
    pub fn user_text_escaping(&self, lang: Lang, escape: &dyn Fn(&str) -> String) -> String {
        match self {
            AppError::Input(text) | AppError::Conflict(text) => text.render_escaping(lang, escape),
            AppError::Store { user, .. } => Text::msg(*user).render(lang),
            AppError::Render(_) => Text::msg(msg!("error-render")).render(lang),
            AppError::Source { user, .. } | AppError::Internal { user, .. } => {
                user.render_escaping(lang, escape)
            }
        }
    }

    /// What a maintainer needs, for a fault on the bot's side; `None` when
    /// the person can put it right.
    pub fn detail(&self) -> Option<String> {
        match self {
            AppError::Input(_) | AppError::Conflict(_) => None,
            fault => Some(fault.to_string()),
        }
    }
}

impl From<Text> for AppError {
    fn from(text: Text) -> AppError {
        AppError::Input(text)
    }
}

impl From<StoreError> for AppError {
    fn from(error: StoreError) -> AppError {
        AppError::Store {
            user: store_text(STORE_UNREACHED, &error),
            error,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_shows_the_person_one_text_and_keeps_the_detail() {
        let e = AppError::from(StoreError::Stopped);
        assert!(e.user_text(Lang::En).contains("nothing was done"));
        assert_eq!(
            e.detail().as_deref(),
            Some("the store failed: the store's worker stopped")
        );
        let full = || StoreError::Full {
            path: "/data/backrank.sqlite3".to_owned(),
        };
        for lang in Lang::ALL {
            let unsaved = AppError::unsaved(full()).user_text(lang);
            assert_eq!(unsaved, AppError::from(full()).user_text(lang));
            assert_ne!(
                unsaved,
                AppError::unsaved(StoreError::Stopped).user_text(lang)
            );
        }
        assert!(
            AppError::unsaved(full())
                .user_text(Lang::En)
                .starts_with("the bot's disk is full")
        );
        let e = AppError::untranslated("bad");
        assert!(matches!(&e, AppError::Input(t) if t == "bad"));
        assert_eq!(e.detail(), None);
    }
}
