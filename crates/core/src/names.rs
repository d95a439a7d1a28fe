//! Names people give things: an event's, a variant file's name and
//! summary, its methods' and pieces' names. They are shown in Discord's
//! messages, titles and thread names and in the web pages' titles, so each
//! must show as itself ([`hidden_char`]), and two that read the same are
//! the same name ([`name_key`]).

use std::borrow::Cow;

use icu_casemap::CaseMapperBorrowed;
use icu_normalizer::ComposingNormalizerBorrowed;

/// Characters Discord reads as formatting or mentions (`**bold**`,
/// `||spoiler||`, `[masked](link)`, `<@id>`, `# heading`).
pub const FORMATTING: &str = "*_`~|<>[]\\@#";

/// Whether `c` shows as itself wherever a name is shown: not a control
/// character, not an invisible or direction character (U+202E turns the
/// text after it around, U+200B hides between letters), not Discord's
/// formatting.
#[must_use]
pub fn shows_as_itself(c: char) -> bool {
    let invisible = matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFFB}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    );
    !c.is_control() && !invisible && !FORMATTING.contains(c)
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

/// The first character of `name` that does not show as itself, if any.
#[must_use]
pub fn hidden_char(name: &str) -> Option<char> {
    name.chars().find(|&c| !shows_as_itself(c))
}

/// How a refused character is named to the person who typed it: itself
/// when it is Discord's formatting, else "an invisible character".
#[must_use]
pub fn described(c: char) -> String {
    if FORMATTING.contains(c) {
        format!("'{c}'")
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
    let nfkc = ComposingNormalizerBorrowed::new_nfkc();
    let folded = CaseMapperBorrowed::new()
        .fold_string(&nfkc.normalize(name))
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
            ("a\u{0007}b", '\u{0007}'),
            ("x\u{FE0F}", '\u{FE0F}'),
            ("tag\u{E0041}", '\u{E0041}'),
            ("hangul\u{3164}filler", '\u{3164}'),
        ] {
            assert_eq!(hidden_char(name), Some(c), "{name:?}");
        }
        for fine in [
            "Club Open",
            "Thursday's \"Open\" (2026)",
            "Ｃｕｐ",
            "Frühjahrs-Turnier",
            "봄 대회",
        ] {
            assert_eq!(hidden_char(fine), None, "{fine:?}");
        }
        assert_eq!(described('*'), "'*'");
        assert_eq!(described('\u{200B}'), "an invisible character");
    }
}
