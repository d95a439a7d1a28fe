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
use unicode_security::confusable_detection::skeleton;

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
/// `straße`'s `strasse`), then the confusable skeleton of Unicode's
/// security mechanisms (UTS #39: Cyrillic `С`, Greek `Ϲ` and the small
/// capital `ᴄ` are all Latin `c`), folded and normalized again, with the
/// white space between words made one space.
///
/// A stored key is this function's answer: a change to it needs a
/// migration that has every kept event's key worked out again.
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
    let case = CaseMapperBorrowed::new();
    // Case folded first, so both cases of a letter meet one skeleton, and
    // not normalized first: NFKC would make the lunate `Ϲ` a `Σ`, whose
    // skeleton is `o`.
    let skeleton: String = skeleton(&case.fold_string(&seen)).collect();
    // Then as before, as a skeleton may give a capital (`0` is `O`).
    let folded = case.fold_string(&nfkc.normalize(&skeleton)).into_owned();
    let again: Cow<'_, str> = nfkc.normalize(&folded);
    again.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The most stacking marks (accents above and below, a keycap's frame)
/// one character of a name may carry. Every language's text needs far
/// fewer: Vietnamese puts two on a vowel, Thai a vowel and a tone mark, a
/// Tibetan stack three or four, fully pointed Hebrew with cantillation
/// five. More only piles marks up above and below a line (the "Zalgo"
/// text that hides a name), however the name is shown.
pub const MOST_MARKS: usize = 8;

/// What a name's combining marks get wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkFault {
    /// A mark with no character to sit on: at the start, or after a
    /// space.
    Alone(char),
    /// A character with more than [`MOST_MARKS`] stacking marks.
    Piled { base: char, marks: usize },
}

/// Whether `c` is a combining mark (Unicode's M categories), and whether
/// it stacks: a spacing mark (Mc: Burmese and Indic vowel signs) sits
/// beside its letter as part of the word and piles nothing up.
fn mark(c: char) -> Option<Stacks> {
    match CodePointMapData::<GeneralCategory>::new().get(c) {
        GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark => Some(Stacks(true)),
        GeneralCategory::SpacingMark => Some(Stacks(false)),
        _ => None,
    }
}

/// Whether a combining mark stacks on its letter.
#[derive(Clone, Copy)]
struct Stacks(bool);

/// The first fault of `name`'s combining marks, read as composed (NFC:
/// `e` and U+0301 are `é`, no mark left), if any.
#[must_use]
pub fn mark_fault(name: &str) -> Option<MarkFault> {
    let composed = icu_normalizer::ComposingNormalizerBorrowed::new_nfc().normalize(name);
    let mut base: Option<char> = None;
    let mut marks = 0;
    let piled = |base: Option<char>, marks: usize| {
        base.filter(|_| marks > MOST_MARKS)
            .map(|base| MarkFault::Piled { base, marks })
    };
    for c in composed.chars() {
        let Some(Stacks(stacks)) = mark(c) else {
            if let Some(fault) = piled(base, marks) {
                return Some(fault);
            }
            base = Some(c);
            marks = 0;
            continue;
        };
        match base {
            Some(b) if !b.is_whitespace() => marks += usize::from(stacks),
            _ => return Some(MarkFault::Alone(c)),
        }
    }
    piled(base, marks)
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

    /// Names that read the same in other scripts (UTS #39's confusables)
    /// have one key too: the season's attacker's three `Cup`s.
    #[test]
    fn names_that_look_the_same_in_other_scripts_have_one_key() {
        let cup = name_key("Cup");
        for same in [
            "\u{0421}up",
            "\u{03F9}up",
            "\u{1D04}up",
            "\u{0441}u\u{0440}",
        ] {
            assert_eq!(name_key(same), cup, "{same:?}");
        }
        assert_eq!(name_key("Blitz 0"), name_key("BLITZ O"));
        assert_eq!(name_key("Ｃｌｕｂ  Ｏｐｅｎ"), name_key("club open"));
        for other in ["Cups", "Cüp", "C up", "Cop"] {
            assert_ne!(name_key(other), cup, "{other:?}");
        }
        assert_ne!(name_key("봄 대회"), name_key("가을 대회"));
    }

    /// Stored keys are these very strings: a change to the confusables'
    /// data (a newer `unicode-security`) that changes one fails here, and
    /// needs a migration that works every kept key out again.
    #[test]
    fn stored_keys_stay_what_they_were() {
        for (name, key) in [
            ("Cup", "cup"),
            ("\u{0421}up", "cup"),
            ("Club  Open", "club open"),
            ("Blitz 1", "blitz l"),
            ("Spring Rapid", "spring rapid"),
            ("STRASSE", "strasse"),
            // UTS #39 reads Hangul by its letters: the vowel ㅣ is the
            // ideograph 丨, a final ㅁ the initial one.
            (
                "봄 대회",
                "\u{BCF4}\u{1106} \u{B2E4}\u{4E28}\u{D638}\u{4E28}",
            ),
        ] {
            assert_eq!(name_key(name), key, "{name:?}");
        }
    }

    /// A mark needs a character to sit on, and one character carries a
    /// few at most: an accent or a keycap is fine, a pile of them is not.
    #[test]
    fn marks_alone_or_piled_are_found() {
        for (name, fault) in [
            ("\u{0301}\u{0301}\u{0301}", MarkFault::Alone('\u{0301}')),
            ("\u{20E3}", MarkFault::Alone('\u{20E3}')),
            ("Cup \u{0301}", MarkFault::Alone('\u{0301}')),
            (
                &format!("C{}up", "\u{0301}".repeat(20)),
                MarkFault::Piled {
                    base: '\u{0106}',
                    marks: 19,
                },
            ),
        ] {
            assert_eq!(mark_fault(name), Some(fault), "{name:?}");
        }
        for fine in [
            "Cup",
            "Cu\u{0301}p",
            "Ti\u{1EBF}ng Vi\u{1EC7}t",
            "Vie\u{0323}\u{0302}t",
            "Round 1\u{FE0F}\u{20E3}",
            "\u{0E01}\u{0E34}\u{0E48}",
            "\u{0F66}\u{0F92}\u{0FB2}\u{0F74}",
            // Burmese "လျှော့": three spacing vowel signs and two stacking
            // marks on one letter.
            "\u{101C}\u{103B}\u{103E}\u{1031}\u{102C}\u{1037}",
            // Hebrew fully pointed, with cantillation: five on one letter.
            "\u{05D1}\u{05BC}\u{05B0}\u{0591}\u{05A3}\u{05C1}",
            "봄 대회",
        ] {
            assert_eq!(mark_fault(fine), None, "{fine:?}");
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
