//! An event's name: one short line, hashed into every round's commitment
//! and typed again by whoever checks a round.

use crate::app::error::AppError;
use crate::core::names;
use crate::i18n::Text;

/// The longest event name, in characters.
pub const MAX_NAME: usize = 60;

/// A new event's name as typed, checked as [`event_name`] checks it, not
/// starting with `-` (its printed command lines must run as printed), and
/// showing as itself wherever it is shown ([`names::hidden_char`]): no
/// invisible or direction character, none of Discord's formatting (a
/// backtick would also cut its `code` short), and no combining mark with
/// nothing to sit on or piled on one character ([`names::mark_fault`]).
/// Names kept before these checks are still found by [`event_name`].
///
/// # Errors
///
/// A message naming what is wrong, and the character.
pub fn new_event_name(typed: &str) -> Result<String, AppError> {
    let name = event_name(typed)?;
    if name.starts_with('-') {
        return Err(Text::msg(msg!("error-event-name"))
            .with("most", MAX_NAME)
            .into());
    }
    if let Some(c) = names::hidden_char(&name) {
        let formatting = names::is_formatting(c);
        return Err(Text::msg(msg!("error-event-name-hidden"))
            .with(
                "kind",
                if formatting {
                    "formatting"
                } else {
                    "invisible"
                },
            )
            .with(
                "char",
                if formatting {
                    c.to_string()
                } else {
                    String::new()
                },
            )
            .with("code", format!("{:04X}", u32::from(c)))
            .with("formatting", names::FORMATTING)
            .with("at_start", names::FORMATTING_AT_START)
            .into());
    }
    match names::mark_fault(&name) {
        None => Ok(name),
        Some(names::MarkFault::Alone(mark)) => Err(Text::msg(msg!("error-event-name-mark-alone"))
            .with("code", format!("{:04X}", u32::from(mark)))
            .into()),
        Some(names::MarkFault::Piled { base, marks }) => {
            Err(Text::msg(msg!("error-event-name-marks"))
                .with("most", names::MOST_MARKS)
                .with("count", marks)
                .with("base", base.to_string())
                .into())
        }
    }
}

/// An event's name as typed, checked: trimmed, not empty, at most
/// [`MAX_NAME`] characters, no line breaks or control characters (it is
/// part of what is hashed, and people type it again to check).
///
/// # Errors
///
/// A message naming what is wrong.
pub fn event_name(typed: &str) -> Result<String, AppError> {
    let name = typed.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(Text::msg(msg!("error-event-name"))
            .with("most", MAX_NAME)
            .into());
    }
    Ok(name.to_owned())
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_one_short_line() {
        assert_eq!(event_name("  Club Open ").unwrap(), "Club Open");
        for bad in ["", "   ", "a\nb", &"x".repeat(61)] {
            assert!(event_name(bad).is_err(), "{bad:?}");
        }
        // A new one's printed lines must run: no leading dash, no backtick.
        for bad in ["-Blitz", " --help", "Club `Open`"] {
            assert!(new_event_name(bad).is_err(), "{bad:?}");
            assert!(event_name(bad).is_ok(), "an old event still found: {bad:?}");
        }
        assert_eq!(new_event_name(" Club-Open ").unwrap(), "Club-Open");
    }

    /// A new name of marks alone, or a letter under a pile of them, is
    /// refused, saying why (issue 59); accents and keycaps are fine.
    #[test]
    fn a_new_name_has_no_mark_alone_or_piled() {
        for (bad, said) in [
            (
                "\u{0301}\u{0301}\u{0301}",
                "may not start with an accent or other combining mark (U+0301)",
            ),
            (
                "\u{20E3}",
                "may not start with an accent or other combining mark (U+20E3)",
            ),
            (
                &format!("C{}up", "\u{0301}".repeat(20)),
                "at most 8 accents or other combining marks on one character, not 19 on \"\u{0106}\"",
            ),
        ] {
            let e = new_event_name(bad).unwrap_err().to_string();
            assert!(e.contains(said), "{bad:?}: {e}");
        }
        for fine in [
            "Café Open",
            "Cafe\u{0301} Open",
            "Round 1\u{FE0F}\u{20E3}",
            "Tiếng Việt",
        ] {
            assert!(new_event_name(fine).is_ok(), "{fine:?}");
        }
    }

    /// A new name shows as itself: the names the season's attacker typed
    /// are refused, naming the character, and old ones are still found.
    #[test]
    fn a_new_name_holds_no_hidden_character_or_formatting() {
        for (bad, said) in [
            ("Cu\u{200B}p", "an invisible character (U+200B)"),
            ("Cup\u{202E}nepO", "an invisible character (U+202E)"),
            ("**bold** ||sp|| [l](http://x)", "`` * `` (U+002A)"),
            ("||sp||", "`` | `` (U+007C)"),
            ("[l](http://x)", "`` [ `` (U+005B)"),
            ("<@123>", "`` < `` (U+003C)"),
            ("# Big Open", "`` # `` (U+0023)"),
            ("\u{2800}", "an invisible character (U+2800)"),
        ] {
            let e = new_event_name(bad).unwrap_err().to_string();
            assert!(
                e.starts_with(&format!("an event's name may not hold {said}")),
                "{bad:?}: {e}"
            );
            assert!(event_name(bad).is_ok(), "an old event still found: {bad:?}");
        }
        for fine in [
            "Club Open 2026",
            "Ｃｕｐ",
            "Frühjahrs-Turnier (A)",
            "봄 대회",
            "Thursday's: 1/2 + 3",
            "Blitz #3 @ Club",
            "Spring Cup \u{2600}\u{FE0F}",
        ] {
            assert!(new_event_name(fine).is_ok(), "{fine:?}");
        }
    }
}
