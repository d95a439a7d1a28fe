//! Small helpers for the words in records: pieces, ordinals and lists as
//! [`Text`], rendered in each reader's language.

use crate::board::Role;
use crate::i18n::{Lang, Msg, Text};

/// "bishop" → "Bishop".
pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A piece's name, lower case: "knight"; a club's own piece keeps its
/// file's name.
pub fn piece(role: Role) -> Text {
    match piece_ids(role) {
        Some((one, _)) => Text::msg(one),
        None => Text::plain(role.name()),
    }
}

/// A piece's name for more than one: "knights"; a club's own piece is
/// made plural as English does.
pub fn pieces(role: Role) -> Text {
    match piece_ids(role) {
        Some((_, many)) => Text::msg(many),
        None => Text::plain(plural(role.name())),
    }
}

/// The message ids of a built-in piece's name, one and many.
pub fn piece_ids(role: Role) -> Option<(Msg, Msg)> {
    Some(match role {
        Role::Custom(_) => return None,
        Role::King => (msg!("piece-king"), msg!("pieces-king")),
        Role::Queen => (msg!("piece-queen"), msg!("pieces-queen")),
        Role::Rook => (msg!("piece-rook"), msg!("pieces-rook")),
        Role::Bishop => (msg!("piece-bishop"), msg!("pieces-bishop")),
        Role::Knight => (msg!("piece-knight"), msg!("pieces-knight")),
        Role::Archbishop => (msg!("piece-archbishop"), msg!("pieces-archbishop")),
        Role::Chancellor => (msg!("piece-chancellor"), msg!("pieces-chancellor")),
        Role::Minister => (msg!("piece-prime-minister"), msg!("pieces-prime-minister")),
        Role::Pawn => (msg!("piece-pawn"), msg!("pieces-pawn")),
        Role::General => (msg!("piece-general"), msg!("pieces-general")),
        Role::Advisor => (msg!("piece-advisor"), msg!("pieces-advisor")),
        Role::Elephant => (msg!("piece-elephant"), msg!("pieces-elephant")),
        Role::Horse => (msg!("piece-horse"), msg!("pieces-horse")),
        Role::Chariot => (msg!("piece-chariot"), msg!("pieces-chariot")),
        Role::Cannon => (msg!("piece-cannon"), msg!("pieces-cannon")),
        Role::Soldier => (msg!("piece-soldier"), msg!("pieces-soldier")),
    })
}

/// "knight" → "knights", "janus" → "januses".
pub fn plural(name: &str) -> String {
    if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| name.ends_with(e))
    {
        format!("{name}es")
    } else {
        format!("{name}s")
    }
}

/// "1st", "2nd", "3rd", "4th", … for counts.
pub fn ordinal(n: u64) -> Text {
    Text::msg(msg!("ordinal")).with("n", n)
}

/// "first", "second", … "tenth" (counted from 1), for "second knight".
pub fn nth_word(n: u64) -> Text {
    Text::msg(msg!("nth-word")).with("n", n)
}

/// "two", "three", … for counts of squares.
pub fn number_word(n: usize) -> Text {
    Text::msg(msg!("number-word")).with("n", n)
}

/// "a1", "a1 and b1", "a1, b1 and c1".
pub fn and_list(parts: Vec<Text>) -> Text {
    list(msg!("list-and"), parts)
}

/// A word someone typed that is none of `list`'s ("os, tower"): what they
/// typed (cut short) and the words there are.
pub fn not_one_of(given: &str, list: &str) -> Text {
    Text::msg(msg!("error-not-one-of"))
        .with("given", given.trim().chars().take(30).collect::<String>())
        .with("list", list)
}

/// Choices as a sentence says them: "A, B or C".
pub fn or_list(parts: Vec<Text>) -> Text {
    list(msg!("list-or"), parts)
}

fn list(id: Msg, mut parts: Vec<Text>) -> Text {
    match parts.len() {
        0 => Text::empty(),
        1 => parts.swap_remove(0),
        _ => {
            let last = parts.pop().unwrap_or_else(Text::empty);
            Text::msg(id)
                .with("rest", Text::join(parts, ", "))
                .with("last", last)
        }
    }
}

/// Faces as people write them: "6 2 H T".
pub fn faces_text(faces: &[backrank_entropy::Face]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// 25401600 → "25,401,600" in English, "25.401.600" in German, for a
/// count shown outside a message, grouped as `lang` writes numbers (a
/// message takes the number and writes it with `GROUPED()`, so that it
/// also picks its plural form). English-only text that scripts read (the
/// CLI's reports, a variant file's errors) passes [`Lang::En`].
pub fn thousands(n: u64, lang: Lang) -> String {
    crate::i18n::group(lang, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .map(|n| ordinal(n).to_string())
            .to_vec();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
    }

    #[test]
    fn groups_of_three() {
        assert_eq!(thousands(25_401_600, Lang::En), "25,401,600");
        assert_eq!(thousands(960, Lang::En), "960");
        assert_eq!(thousands(1000, Lang::En), "1,000");
        assert_eq!(thousands(0, Lang::En), "0");
        assert_eq!(thousands(25_401_600, Lang::De), "25.401.600");
    }

    #[test]
    fn capitals() {
        assert_eq!(capitalize("prime minister"), "Prime minister");
        assert_eq!(capitalize(""), "");
    }
}
