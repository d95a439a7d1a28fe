//! The built-in methods' references in every language (issue 59: "placement
//! (Carrillo's procedure #1)" stayed English on the French and Korean pages
//! and in German replies). A built-in file writes its reference in English,
//! as a club's file writes its own in its own words; the built-in ones have
//! a message each, found by those English words. A club's stay as written.

use crate::i18n::Msg;

/// Each built-in reference, as the files write it, and its message.
const MESSAGES: [(&str, Msg); 15] = [
    ("Carrillo's procedure #1", msg!("method-ref-carrillo-1")),
    (
        "Carrillo's procedure #2, as published",
        msg!("method-ref-carrillo-2"),
    ),
    (
        "Backrank's position numbering",
        msg!("method-ref-numbering"),
    ),
    (
        "Backrank, after Carrillo's procedure #1",
        msg!("method-ref-after-carrillo-1"),
    ),
    (
        "the Pawn Method (Walker and Suzman)",
        msg!("method-ref-pawns"),
    ),
    (
        "Carrillo's Ajax Random 8x8, as published",
        msg!("method-ref-carrillo-ajax"),
    ),
    (
        "Carrillo's Capablanca Random 1a, as published",
        msg!("method-ref-carrillo-capablanca-1a"),
    ),
    (
        "Carrillo's Capablanca Random 1b, as published",
        msg!("method-ref-carrillo-capablanca-1b"),
    ),
    (
        "Carrillo's English Random procedure #1, as published",
        msg!("method-ref-carrillo-english-1"),
    ),
    (
        "Carrillo's English Random procedure #2 (uniform with any device)",
        msg!("method-ref-carrillo-english-2"),
    ),
    (
        "Carrillo's Korean Random procedure (already uniform)",
        msg!("method-ref-carrillo-korean"),
    ),
    (
        "Carrillo's Korean Random procedure, as published (4–6 count as 1–3)",
        msg!("method-ref-carrillo-korean-published"),
    ),
    (
        "Carrillo's Modern Random 9x9, as published",
        msg!("method-ref-carrillo-modern"),
    ),
    ("Scharnagl's steps b.1–b.13", msg!("method-ref-scharnagl")),
    ("Winther's die method", msg!("method-ref-winther")),
];

/// The message of a built-in method's `reference`, if it has one.
pub(super) fn message(reference: &str) -> Option<Msg> {
    MESSAGES
        .iter()
        .find(|(english, _)| *english == reference)
        .map(|&(_, id)| id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Text};
    use crate::variant::Variant;

    /// The methods Backrank works out for a club's file are named in
    /// Backrank's words, a message each; English says what the record
    /// keeps.
    #[test]
    fn the_methods_backrank_works_out_are_named_in_every_language() {
        use crate::board::Role;
        let standard = [Role::Rook, Role::Knight, Role::King];
        for draft in [
            crate::catalogue::derive::placement(&standard, &[]),
            crate::catalogue::derive::number(),
        ] {
            let id = draft.reference_msg.expect("a message");
            assert_eq!(Text::msg(id).render(Lang::En), draft.reference);
            assert_ne!(Text::msg(id).render(Lang::De), draft.reference);
        }
    }

    /// Every built-in method's reference has its message, which in English
    /// says what the file says, and in every other language something
    /// else.
    #[test]
    fn every_built_in_reference_is_a_message_in_every_language() {
        for v in Variant::ALL {
            for m in v.methods() {
                let id = message(&m.reference).unwrap_or_else(|| {
                    panic!("{v} {}: no message for {:?}", m.method, m.reference)
                });
                assert_eq!(Text::msg(id).render(Lang::En), m.reference);
                for lang in [Lang::De, Lang::Es, Lang::Fr, Lang::Ko] {
                    assert_ne!(
                        Text::msg(id).render(lang),
                        m.reference,
                        "{lang}: {}",
                        id.id()
                    );
                }
            }
        }
    }
}
