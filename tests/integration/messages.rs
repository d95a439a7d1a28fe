//! Every message the code names is in the English file: the compiler
//! checks that (`msg!("id")` does not build for an id `locales/en.ftl`
//! lacks; a language lacking a message is caught by the library's own
//! test). What is left to check is the other way: every message of the
//! file is named by the code, so none is kept and translated for nothing.

use std::path::Path;

use backrank::i18n::Msg;

use crate::architecture::{code, sources};

/// The ids named as `msg!("…")` in `code`.
fn named_ids(code: &str) -> Vec<&str> {
    code.match_indices("msg!(\"")
        .filter_map(|(at, open)| {
            let rest = &code[at + open.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

#[test]
fn every_message_of_the_english_file_is_named_by_the_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "crates/core/src"] {
        let dir = root.join(dir);
        sources(&dir, &dir, &mut files);
    }
    // The code as it ships: what only a test names does not count.
    let shipped: Vec<String> = files.iter().map(|f| code(&f.text)).collect();
    let named: std::collections::HashSet<&str> =
        shipped.iter().flat_map(|text| named_ids(text)).collect();
    // The scan itself works: it finds the hundreds of ids the code names.
    assert!(named.len() > 500, "only {} ids found", named.len());
    let unused: Vec<Msg> = Msg::all().filter(|m| !named.contains(m.id())).collect();
    assert!(
        unused.is_empty(),
        "messages no code names (remove them from every locales/*.ftl): {unused:?}"
    );
}

#[test]
fn the_scan_reads_each_named_id() {
    let code = r#"
        Text::msg(msg!("error-rate")).with("most", 3);
        t(lang, msg!("prefs-title"));
        let id = match kind { Kind::A => msg!("settings-missed-post"), Kind::B => "roll-along" };
    "#;
    assert_eq!(
        named_ids(code),
        ["error-rate", "prefs-title", "settings-missed-post"]
    );
}

/// An error that tells a person what is wrong keeps its English once, in
/// `locales/en.ftl`: its `Display` (the log, the CLI, the JSON output) is
/// the English of the `text` each face renders in the reader's language.
/// Checked for every variant of every such error; each test's
/// `_every_variant` stops building when a variant is added, until it has
/// an example here.
mod errors_keep_their_english_once {
    use backrank::app::event::commitment::{Mismatch, VerifyError};
    use backrank::core::board::{Color, Square};
    use backrank::core::catalogue::UnknownMethod;
    use backrank::core::method::NeedMore;
    use backrank::core::numbering::NumberError;
    use backrank::core::replay::ReplayError;
    use backrank::core::roll::RollError;
    use backrank::core::variant::{ParseVariantError, Variant, Violation};
    use backrank::daily::when::WhenError;
    use backrank::discord::attachments::FetchError;
    use backrank::i18n::{Lang, Msg, Text, UnknownLang};
    use backrank::store::{NotOneOf, RollSource};
    use backrank_entropy::{Die, Face};

    /// Each error's `Display` is its text in English, and that text is
    /// whole in every language: no argument left unfilled, and (but for a
    /// fault's own words, the same everywhere) each language's own words
    /// rather than English.
    fn english_once<E: std::fmt::Display>(errors: &[E], text: impl Fn(&E) -> Text) {
        for e in errors {
            let text = text(e);
            let english = text.render(Lang::En);
            assert_eq!(e.to_string(), english);
            for lang in Lang::ALL {
                let said = text.render(lang);
                assert!(
                    !said.trim().is_empty() && !said.contains("{$") && !said.contains("{ $"),
                    "{lang}: {said:?}"
                );
                let own_words = !matches!(text, Text::Plain(_));
                if lang != Lang::En && own_words {
                    assert_ne!(
                        said, english,
                        "{lang} has no words of its own for {english:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn roll_errors() {
        let need_more = |side, die| {
            RollError::NeedMore(NeedMore {
                die,
                step: 4,
                side,
                title: Text::msg(Msg::find("title-light-bishop").unwrap()),
                instruction: Text::empty(),
                throws: Vec::new(),
            })
        };
        let d6 = |v| Face::new(Die::D6, v).unwrap();
        let errors = [
            need_more(Color::White, Die::D6),
            need_more(Color::Black, Die::Coin),
            RollError::LeftOver {
                used: 10,
                total: 12,
                extra: vec![d6(3), d6(5)],
            },
            RollError::WrongDevice {
                position: 2,
                found: Die::Coin,
                expected: Die::D6,
            },
            RollError::Internal {
                method: "placement".to_owned(),
                message: "digit out of range".to_owned(),
            },
        ];
        let _every_variant = |e: &RollError| match e {
            RollError::NeedMore(_)
            | RollError::LeftOver { .. }
            | RollError::WrongDevice { .. }
            | RollError::Internal { .. } => (),
        };
        english_once(&errors, RollError::text);
    }

    #[test]
    fn replay_errors() {
        let errors = [
            ReplayError::TooLong(300),
            ReplayError::Shape("hello".to_owned()),
            ReplayError::Variant("chess961".to_owned()),
            ReplayError::Changed {
                id: "grand".to_owned(),
                digest: "0123abcd".to_owned(),
                loaded: "4567ef01".to_owned(),
            },
            ReplayError::NotLoaded {
                id: "grand".to_owned(),
                digest: "0123abcd".to_owned(),
            },
            ReplayError::MethodDevice("z9".to_owned()),
            ReplayError::Face {
                position: 3,
                found: '7',
                dice: Die::D6,
            },
            ReplayError::Check,
        ];
        let _every_variant = |e: &ReplayError| match e {
            ReplayError::TooLong(_)
            | ReplayError::Shape(_)
            | ReplayError::Variant(_)
            | ReplayError::Changed { .. }
            | ReplayError::NotLoaded { .. }
            | ReplayError::MethodDevice(_)
            | ReplayError::Face { .. }
            | ReplayError::Check => (),
        };
        english_once(&errors, ReplayError::text);
    }

    #[test]
    fn variant_errors() {
        let violations = [
            Violation::WrongPieces,
            Violation::SameColour("bishop", "light"),
            Violation::QueenArchbishopSameColour("dark"),
            Violation::KingNotBetweenRooks,
            Violation::UnprotectedPawn(Square { file: 2, rank: 1 }),
            Violation::UnevenHalf("left"),
            Violation::NotARelocation,
        ];
        let _every_variant = |e: &Violation| match e {
            Violation::WrongPieces
            | Violation::SameColour(..)
            | Violation::QueenArchbishopSameColour(_)
            | Violation::KingNotBetweenRooks
            | Violation::UnprotectedPawn(_)
            | Violation::UnevenHalf(_)
            | Violation::NotARelocation => (),
        };
        english_once(&violations, Violation::text);

        let numbers = [
            NumberError::OutOfRange {
                variant: Variant::Chess960,
                number: 960,
                range: 960,
            },
            NumberError::NotLegal {
                variant: Variant::Crc,
                number: 5,
                why: Violation::UnprotectedPawn(Square { file: 0, rank: 1 }),
            },
        ];
        let _every_variant = |e: &NumberError| match e {
            NumberError::OutOfRange { .. } | NumberError::NotLegal { .. } => (),
        };
        english_once(&numbers, NumberError::text);

        let known = Variant::known();
        let names = [
            ParseVariantError::new("chess961", &known),
            ParseVariantError::new("xyzzy", &known),
        ];
        assert!(names[0].suggestion.is_some() && names[1].suggestion.is_none());
        english_once(&names, ParseVariantError::text);

        let method = UnknownMethod {
            variant: Variant::Chess960,
            method: "tarot".to_owned(),
        };
        english_once(&[method], UnknownMethod::text);
        english_once(&[UnknownLang("klingon".to_owned())], UnknownLang::text);
    }

    #[test]
    fn service_errors() {
        let word = NotOneOf {
            given: "sometimes".to_owned(),
            words: RollSource::WORDS,
        };
        english_once(&[word], NotOneOf::text);

        let verify = [
            VerifyError::NotACommitment("abc".to_owned()),
            VerifyError::Mismatch(Mismatch {
                event: "Club night".to_owned(),
                round: 2,
                seed: "5eed".to_owned(),
                actual: "a".repeat(64),
                published: "b".repeat(64),
            }),
        ];
        let _every_variant = |e: &VerifyError| match e {
            VerifyError::NotACommitment(_) | VerifyError::Mismatch(_) => (),
        };
        english_once(&verify, VerifyError::text);

        let fetch = [
            FetchError::TooBig {
                name: "grand.toml".to_owned(),
                size: 300_000,
                max: 65_536,
            },
            FetchError::Foreign("grand.toml".to_owned()),
            FetchError::Failed {
                name: "grand.toml".to_owned(),
                why: "timed out".to_owned(),
            },
            FetchError::NotText("grand.toml".to_owned()),
        ];
        let _every_variant = |e: &FetchError| match e {
            FetchError::TooBig { .. }
            | FetchError::Foreign(_)
            | FetchError::Failed { .. }
            | FetchError::NotText(_) => (),
        };
        english_once(&fetch, FetchError::text);

        let when = [
            WhenError::Time("25:00".to_owned()),
            WhenError::Zone {
                name: "Europe/Berlim".to_owned(),
                near: Vec::new(),
            },
            WhenError::Zone {
                name: "Europe/Berlim".to_owned(),
                near: vec!["Europe/Berlin".to_owned(), "Europe/Lisbon".to_owned()],
            },
            WhenError::Variant(ParseVariantError::new("xyzzy", &Variant::known())),
            WhenError::NoVariants,
        ];
        let _every_variant = |e: &WhenError| match e {
            WhenError::Time(_)
            | WhenError::Zone { .. }
            | WhenError::Variant(_)
            | WhenError::NoVariants => (),
        };
        english_once(&when, WhenError::text);
    }
}

/// The errors of the crates below the languages (a face, a device, typed
/// faces) cannot render a message: their `Display` keeps its own English,
/// and the app gives each its text. The two say the same.
#[test]
fn errors_below_the_languages_say_what_their_text_says() {
    use backrank::app::source::spec::face_error_text;
    use backrank::core::catalogue::die_error_text;
    use backrank::i18n::Lang;
    use backrank_entropy::{Die, Face};

    for e in [
        Face::new(Die::D6, 7).unwrap_err(),
        Face::parse_token(Die::Coin, "x").unwrap_err(),
    ] {
        assert_eq!(e.to_string(), face_error_text(&e).render(Lang::En));
    }
    let e = "d7".parse::<Die>().unwrap_err();
    assert_eq!(e.to_string(), die_error_text(&e).render(Lang::En));
    #[cfg(feature = "typed")]
    for faces in [
        "1 2 9".to_owned(),
        "1 ".repeat(1500),
        "1".repeat(backrank_typed::MAX_TEXT_BYTES + 1),
    ] {
        let typed = backrank_typed::Faces::parse(Die::D6, &faces).unwrap_err();
        let Err(backrank::app::source::spec::SourceError::BadFaces(text)) =
            backrank::app::source::spec::typed_faces(Die::D6, &faces)
        else {
            panic!("{faces:.20} read");
        };
        assert_eq!(typed.to_string(), text.render(Lang::En));
    }
}
