//! A member's lichess username (`/prefs lichess:`), checked as lichess
//! names its accounts, so that a club night's board locked to it is one
//! they can join.

use crate::app::error::AppError;
use crate::i18n::Text;

/// The `lichess` word that unlinks a person's username.
pub const NO_USERNAME: &str = "none";

/// The shortest and longest lichess usernames.
pub const USERNAME_LENGTH: std::ops::RangeInclusive<usize> = 2..=20;

/// Text that is not a lichess username (its first 30 characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadUsername {
    pub given: String,
}

impl std::fmt::Display for BadUsername {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for BadUsername {}

impl BadUsername {
    /// What is wrong and what a username looks like, in each language.
    #[must_use]
    pub fn text(&self) -> Text {
        Text::msg(msg!("error-lichess-username")).with("given", self.given.as_str())
    }
}

impl From<BadUsername> for AppError {
    fn from(e: BadUsername) -> AppError {
        AppError::from(e.text())
    }
}

/// A lichess username, trimmed: 2 to 20 ASCII letters, digits, `_` or
/// `-`, starting with a letter or a digit. Its case is kept as typed
/// (lichess reads names in any case).
///
/// # Errors
///
/// [`BadUsername`] naming what was given.
pub fn username(given: &str) -> Result<String, BadUsername> {
    let name = given.trim();
    let fits = USERNAME_LENGTH.contains(&name.len())
        && name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if fits {
        Ok(name.to_owned())
    } else {
        Err(BadUsername {
            given: name.chars().take(30).collect(),
        })
    }
}

/// A person's username as kept: none for [`NO_USERNAME`], else the
/// checked name.
///
/// # Errors
///
/// [`BadUsername`] naming what was given.
pub fn username_setting(given: &str) -> Result<Option<String>, BadUsername> {
    if given.trim().eq_ignore_ascii_case(NO_USERNAME) {
        return Ok(None);
    }
    username(given).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_are_checked_as_lichess_names_accounts() {
        let twenty = "x".repeat(20);
        for good in [
            "ab",
            "Alice",
            "bob_99",
            "7-up",
            "DrNykterstein",
            twenty.as_str(),
        ] {
            assert_eq!(username(good).as_deref(), Ok(good), "{good}");
        }
        assert_eq!(username("  alice ").as_deref(), Ok("alice"));
        let long = "x".repeat(21);
        for bad in [
            "a",
            "",
            "_alice",
            "-bob",
            "al ice",
            "alice!",
            "émile",
            long.as_str(),
        ] {
            let e = username(bad).unwrap_err();
            assert_eq!(e.given, bad.trim().chars().take(30).collect::<String>());
        }
        assert_eq!(username_setting("NONE"), Ok(None));
        assert_eq!(username_setting("bob").unwrap().as_deref(), Some("bob"));
    }
}
