//! Names people give things: an event's, a variant file's name and
//! summary, its methods' and pieces' names. They are shown in Discord's
//! messages, titles and thread names and in the web pages' titles, so each
//! must show as itself ([`hidden_char`]), and two that read the same are
//! the same name ([`name_key`]).

use std::borrow::Cow;

use icu_casemap::CaseMapperBorrowed;
use icu_normalizer::ComposingNormalizerBorrowed;
use icu_properties::props::{DefaultIgnorableCodePoint, ExtendedPictographic, GeneralCategory};
use icu_properties::{CodePointMapData, CodePointSetData};

/// Characters Discord reads as formatting wherever they stand
/// (`**bold**`, `||spoiler||`, `[masked](link)`, `<@id>`, `> quote`).
pub const FORMATTING: &str = "*_`~|<>[]\\";

/// Characters Discord reads as formatting at the start of a line
/// (`# heading`); elsewhere they show as themselves (`Blitz #3`).
pub const FORMATTING_AT_START: &str = "#";

/// Whether `c` is one the reader does not see: a control or format
/// character, one Unicode says to show as nothing (U+200B between letters,
/// U+202E turning the text after it around, U+FE0F), a line or paragraph
/// separator, or the blank Braille pattern that passes for a space.
fn unseen(c: char) -> bool {
    c.is_control()
        || CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c)
        || matches!(
            CodePointMapData::<GeneralCategory>::new().get(c),
            GeneralCategory::Format
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
        )
        || c == '\u{2800}'
}

/// Whether `c` is an emoji's picture (☀, 👩, 💻).
fn pictographic(c: char) -> bool {
    CodePointSetData::new::<ExtendedPictographic>().contains(c)
}

/// Whether `c` changes an emoji's skin tone (U+1F3FB to U+1F3FF).
fn skin_tone(c: char) -> bool {
    ('\u{1F3FB}'..='\u{1F3FF}').contains(&c)
}

/// Whether the unseen character at `i` of `chars` is part of an emoji as
/// phones type them: U+FE0F after a picture or a keycap's digit (`☀️`,
/// `1️⃣`), U+200D joining two pictures (`👩‍💻`, `🏳️‍🌈`).
fn in_emoji(chars: &[char], i: usize) -> bool {
    match chars[i] {
        '\u{FE0F}' => i > 0 && (pictographic(chars[i - 1]) || chars[i - 1].is_ascii_digit()),
        '\u{200D}' => {
            let before = chars[..i]
                .iter()
                .rev()
                .find(|&&b| b != '\u{FE0F}' && !skin_tone(b));
            before.is_some_and(|&b| pictographic(b))
                && chars.get(i + 1).is_some_and(|&n| pictographic(n))
        }
        _ => false,
    }
}

/// The first character of `name` that does not show as itself wherever
/// the name is shown (Discord's messages, titles and thread names, the web
/// pages' titles), if any: one the reader does not see (outside an
/// emoji), or one Discord reads as formatting there.
#[must_use]
pub fn hidden_char(name: &str) -> Option<char> {
    let chars: Vec<char> = name.chars().collect();
    chars.iter().enumerate().find_map(|(i, &c)| {
        let hidden = (unseen(c) && !in_emoji(&chars, i))
            || FORMATTING.contains(c)
            || (i == 0 && FORMATTING_AT_START.contains(c));
        hidden.then_some(c)
    })
}

/// Whether `c` sets the direction of the text after it (U+202E writes it
/// right to left) until something ends it: text holding one, shown before
/// other words, is isolated so the direction cannot reach them.
#[must_use]
pub fn sets_direction(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Whether [`hidden_char`] refused `c` as Discord's formatting (to name it
/// as itself) rather than as a character nobody sees.
#[must_use]
pub fn is_formatting(c: char) -> bool {
    FORMATTING.contains(c) || FORMATTING_AT_START.contains(c)
}

/// How a refused character is named to the person who typed it: itself in
/// a code span (so Discord shows it, a backtick too) when it is Discord's
/// formatting, else "an invisible character".
#[must_use]
pub fn described(c: char) -> String {
    if is_formatting(c) {
        format!("`` {c} ``")
    } else {
        "an invisible character".to_owned()
    }
}

/// What two names that read the same have in common: compatibility
/// normalization (NFKC: full-width `Ｃｕｐ` is `Cup`, the ligature `ﬁ` is
/// `fi`), then Unicode case folding (`CUP` is `cup`, `STRASSE` is
/// `straße`'s `strasse`), normalized again, with the white space between
/// words made one space.
#[must_use]
pub fn name_key(name: &str) -> String {
    // What nobody sees does not tell names apart (`☀️` is `☀`, `Cu\u{200B}p`
    // kept from before names were checked is `Cup`), as Unicode's
    // NFKC_Casefold drops it too.
    let seen: String = name
        .chars()
        .filter(|&c| !CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c))
        .collect();
    let nfkc = ComposingNormalizerBorrowed::new_nfkc();
    let folded = CaseMapperBorrowed::new()
        .fold_string(&nfkc.normalize(&seen))
        .into_owned();
    let again: Cow<'_, str> = nfkc.normalize(&folded);
    again.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_read_the_same_have_one_key() {
        let cup = name_key("Cup");
        for same in ["cup", "CUP", "Ｃｕｐ", " Cup ", "cUp"] {
            assert_eq!(name_key(same), cup, "{same:?}");
        }
        assert_eq!(name_key("Club  Open"), name_key("club open"));
        assert_eq!(name_key("STRASSE"), name_key("Straße"));
        assert_eq!(name_key("ﬁnal"), name_key("Final"));
        assert_eq!(name_key("ΣΟΦΟΣ"), name_key("σοφος"));
        for other in ["Cups", "Cüp", "C up"] {
            assert_ne!(name_key(other), cup, "{other:?}");
        }
    }

    #[test]
    fn what_hides_or_formats_is_found() {
        for (name, c) in [
            ("Cu\u{200B}p", '\u{200B}'),
            ("Cup\u{202E}nepO", '\u{202E}'),
            ("**bold**", '*'),
            ("||sp||", '|'),
            ("[l](http://x)", '['),
            ("<@123>", '<'),
            ("# Big", '#'),
            ("a\u{0007}b", '\u{0007}'),
            ("x\u{FE0F}", '\u{FE0F}'),
            ("x\u{200D}y", '\u{200D}'),
            ("tag\u{E0041}", '\u{E0041}'),
            ("hangul\u{3164}filler", '\u{3164}'),
            ("\u{2800}", '\u{2800}'),
            ("one\u{2028}two", '\u{2028}'),
            ("one\u{2029}two", '\u{2029}'),
            ("soft\u{00AD}hyphen", '\u{00AD}'),
        ] {
            assert_eq!(hidden_char(name), Some(c), "{name:?}");
        }
        for fine in [
            "Club Open",
            "Thursday's \"Open\" (2026)",
            "Ｃｕｐ",
            "Frühjahrs-Turnier",
            "봄 대회",
            "Blitz #3",
            "Open @ Club",
            "Spring Cup \u{2600}\u{FE0F}",
            "Round 1\u{FE0F}\u{20E3}",
            "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB} coders",
            "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308} Open",
        ] {
            assert_eq!(hidden_char(fine), None, "{fine:?}");
        }
        assert_eq!(described('*'), "`` * ``");
        assert_eq!(described('`'), "`` ` ``");
        assert_eq!(described('\u{200B}'), "an invisible character");
    }

    #[test]
    fn what_nobody_sees_does_not_tell_names_apart() {
        assert_eq!(name_key("Cu\u{200B}p"), name_key("Cup"));
        assert_eq!(name_key("Cup \u{2600}\u{FE0F}"), name_key("cup \u{2600}"));
    }
}
