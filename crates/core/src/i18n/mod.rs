//! The languages Backrank speaks, with Project Fluent: one `.ftl` file per
//! language under `locales/`, compiled in. English is complete by
//! definition; a message another language lacks is shown in English and
//! logged (the tests make sure none is missing).
//!
//! Command and option *names* stay English everywhere, so a command can be
//! shared between people; their descriptions are localized.

#[macro_use]
mod msg;
#[cfg(test)]
mod plurals;
mod text;

pub use msg::Msg;
pub use text::{Text, TextArg};

use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use icu_decimal::options::DecimalFormatterOptions;
use icu_locale_core::Locale;
use unic_langid::LanguageIdentifier;

/// A language Backrank replies in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    Ko,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::Ko];

    /// The short tag people type and the store keeps: `en`, `de`, ….
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::Ko => "ko",
        }
    }

    /// The language's own name for itself.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::Ko => "한국어",
        }
    }

    /// Discord's locales for this language, as `description_localizations`
    /// keys them.
    #[must_use]
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Ko => &["ko"],
        }
    }

    /// The language of a locale tag, in Discord's form (`es-419`, `ko`) or
    /// the environment's (`de_DE.UTF-8`); `None` for one Backrank does not
    /// speak (it then falls back, see the bot's order).
    #[must_use]
    pub fn from_locale(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        &BUNDLES[self as usize]
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language someone typed that Backrank does not speak.
#[derive(Debug)]
pub struct UnknownLang(pub String);

impl UnknownLang {
    /// The refusal, in words each language renders.
    #[must_use]
    pub fn text(&self) -> Text {
        Text::msg(msg!("error-unknown-language")).with("given", self.0.as_str())
    }
}

/// In English, as [`UnknownLang::text`] says it: the words are kept once,
/// in `locales/en.ftl`.
impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_locale(s.trim()).ok_or_else(|| UnknownLang(s.chars().take(20).collect()))
    }
}

/// Each language's Fluent source, in [`Lang::ALL`]'s order.
const SOURCES: [&str; 5] = [
    include_str!("../../../../locales/en.ftl"),
    include_str!("../../../../locales/de.ftl"),
    include_str!("../../../../locales/fr.ftl"),
    include_str!("../../../../locales/es.ftl"),
    include_str!("../../../../locales/ko.ftl"),
];

static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> =
    LazyLock::new(|| Lang::ALL.into_iter().map(bundle).collect());

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No invisible isolation marks around arguments: Discord shows text as
    // written, and the marks would break copying a replay code.
    bundle.set_use_isolating(false);
    // NUMBER(), for ordinals ("1st", "2nd") in the record; LOWER(), for a
    // step's title inside a sentence ("at step 4 (first knight)"), where a
    // language writes it in lower case.
    let lower = bundle.add_function("LOWER", |positional, _named| match positional.first() {
        Some(FluentValue::String(s)) => FluentValue::from(s.to_lowercase()),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    // GROUPED(), for a count that can run into the millions ("25,401,600
    // positions", "25.401.600 Stellungen"): the count comes as a number, so
    // it still picks its plural form, and the file says where it is written
    // in groups (ids and the like never are), in the language's own way.
    let grouped = bundle.add_function("GROUPED", move |positional, _named| {
        match positional.first() {
            Some(FluentValue::Number(n)) if is_whole(n.value) => {
                FluentValue::from(group(lang, n.value as u64))
            }
            Some(other) => other.clone(),
            None => FluentValue::None,
        }
    });
    if let Err(error) = bundle.add_builtins().and(lower).and(grouped) {
        tracing::error!(lang = %lang, ?error, "Fluent's functions could not be added");
    }
    let resource = FluentResource::try_new(SOURCES[lang as usize].to_owned()).unwrap_or_else(
        |(partial, errors)| {
            tracing::error!(lang = %lang, ?errors, "a language file has syntax errors; its good messages are used");
            partial
        },
    );
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(lang = %lang, ?errors, "a language file defines a message twice");
    }
    bundle
}

/// Whether `x` is a whole number that an `f64` holds exactly.
fn is_whole(x: f64) -> bool {
    (0.0..=9_007_199_254_740_992.0).contains(&x) && x.fract() == 0.0
}

thread_local! {
    /// Each language's way of writing whole numbers, from CLDR's data as
    /// ICU4X bakes it in, in [`Lang::ALL`]'s order (one set a thread: the
    /// formatters are not `Sync`).
    static FORMATTERS: Vec<Option<DecimalFormatter>> = Lang::ALL
        .into_iter()
        .map(|lang| {
            let formatter = Locale::try_from_str(lang.code()).ok().and_then(|locale| {
                DecimalFormatter::try_new((&locale).into(), DecimalFormatterOptions::default())
                    .ok()
            });
            if formatter.is_none() {
                tracing::error!(lang = %lang, "no number format for the language");
            }
            formatter
        })
        .collect();
}

/// `n` with its digits grouped as `lang` writes them (CLDR): 25401600 is
/// "25,401,600" in English and Korean, "25.401.600" in German and Spanish,
/// and "25\u{202f}401\u{202f}600" (narrow no-break spaces) in French. Spanish
/// leaves four digits whole ("1234"); the others write "1,234", "1.234",
/// "1\u{202f}234". A reader never sees a separator that means a decimal
/// point in their language.
#[must_use]
pub fn group(lang: Lang, n: u64) -> String {
    FORMATTERS.with(|all| match &all[lang as usize] {
        Some(formatter) => formatter.format(&Decimal::from(n)).to_string(),
        // Unreachable with the baked data; plain digits are never misread.
        None => n.to_string(),
    })
}

/// An argument of a message: text, or a number (numbers pick plural forms).
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The message `id` in `lang`, without arguments.
#[must_use]
pub fn t(lang: Lang, id: Msg) -> String {
    t_with(lang, id, &[])
}

/// A command's or option's description in `lang` by its key
/// (`cmd-random-variant`), when `lang` has one. These keys are not
/// [`Msg`]s: the registrations build them from the commands' paths, and a
/// test checks every one is in every language.
#[must_use]
pub fn description(lang: Lang, key: &str) -> Option<String> {
    written(lang, key, None)
}

/// The message `id` of `lang`'s own file with `args`, if it has it; an
/// argument it needs and was not given is logged.
fn written(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let pattern = lang.bundle().get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = lang.bundle().format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        tracing::warn!(lang = %lang, id, ?errors, "a message could not be filled in fully");
    }
    Some(text.into_owned())
}

/// The message `id` in `lang` with `args`. A message `lang` lacks comes
/// from English; one English lacks shows its id. Both are logged, as is an
/// argument the message needs and was not given.
#[must_use]
pub fn t_with(lang: Lang, id: Msg, args: &[Arg<'_>]) -> String {
    let id = id.id();
    let found_in = if lang.bundle().has_message(id) {
        lang
    } else {
        tracing::warn!(lang = %lang, id, "a message is missing in this language; shown in English");
        Lang::En
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    written(found_in, id, Some(&fluent_args)).unwrap_or_else(|| {
        tracing::error!(id, "a message is missing in English");
        id.to_owned()
    })
}

/// The ids of every message in `lang`'s file, for the tests (here and in
/// the crates above, which check that every id they use is there).
pub fn message_ids(lang: Lang) -> Vec<String> {
    let resource = match FluentResource::try_new(SOURCES[lang as usize].to_owned()) {
        Ok(r) | Err((r, _)) => r,
    };
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

/// Whether `lang`'s file has the message `id` (a localized description
/// is only sent when it does).
#[must_use]
pub fn has(lang: Lang, id: &str) -> bool {
    lang.bundle().has_message(id)
}

/// Whether `lang`'s file parses without errors.
#[cfg(test)]
fn parses(lang: Lang) -> bool {
    FluentResource::try_new(SOURCES[lang as usize].to_owned()).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts take the language's plural forms: one throw, one degree of
    /// freedom, in every language that has a singular.
    #[test]
    fn one_of_a_count_is_singular_in_every_language() {
        let one = |lang, id: Msg, name: &str| {
            let args = [
                (name, FluentValue::from(1)),
                ("id", FluentValue::from(7)),
                ("variant", FluentValue::from("crc")),
                ("name", FluentValue::from("Ada")),
                ("position", FluentValue::from("SP 518")),
                ("total", FluentValue::from(12)),
                ("chi", FluentValue::from("0.5")),
                ("p", FluentValue::from("0.48")),
            ];
            t_with(lang, id, &args)
        };
        let cases = [
            (Lang::En, "1 throw.", "1 throw gives", "1 degree of"),
            (Lang::De, "1 Wurf.", "1 Wurf ergibt", "1 Freiheitsgrad,"),
            (Lang::Es, "1 lanzamiento.", "1 lanzamiento da", "1 grado de"),
            (Lang::Fr, "1 lancer.", "1 lancer donne", "1 degré de"),
        ];
        for (lang, complete, replay, fit) in cases {
            let said = one(lang, msg!("along-complete"), "throws");
            assert!(said.contains(complete), "{lang}: {said}");
            let said = one(lang, msg!("replay-confirmed"), "throws");
            assert!(said.contains(replay), "{lang}: {said}");
            let said = one(lang, msg!("stats-fit"), "df");
            assert!(said.contains(fit), "{lang}: {said}");
        }
        let many = t_with(
            Lang::En,
            msg!("along-complete"),
            &[("throws", 5.into()), ("id", 7.into())],
        );
        assert!(many.contains("5 throws."), "{many}");
    }

    #[test]
    fn locales_are_read_in_discords_and_the_environments_forms() {
        assert_eq!(Lang::from_locale("de"), Some(Lang::De));
        assert_eq!(Lang::from_locale("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_locale("ko_KR.UTF-8"), Some(Lang::Ko));
        assert_eq!(Lang::from_locale("fr_FR@euro"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("pt-BR"), None);
        assert_eq!(Lang::from_locale("C"), None);
        let e = "klingon".parse::<Lang>().unwrap_err().to_string();
        assert!(
            e.contains("'klingon'") && e.contains("en, de, fr, es, ko"),
            "{e}"
        );
    }

    /// Every language has every English message and no others, and
    /// parses cleanly; command descriptions (`cmd-…`) included.
    #[test]
    fn every_language_has_every_message() {
        let english = message_ids(Lang::En);
        assert!(english.len() > 30, "{}", english.len());
        for lang in Lang::ALL {
            assert!(parses(lang), "{lang} has syntax errors");
            let mut ids = message_ids(lang);
            let mut want = english.clone();
            ids.sort();
            want.sort();
            assert_eq!(ids, want, "{lang}'s messages differ from English's");
        }
    }

    /// Each language groups digits as CLDR's number symbols and patterns
    /// say (`group` symbol; `minimumGroupingDigits`, 2 for Spanish, 1 for
    /// the others): a German or Spanish reader would take "25,401,600"
    /// for 25.4.
    #[test]
    fn each_language_groups_digits_as_cldr_says() {
        let cases = [
            (Lang::En, "25,401,600", "1,234"),
            (Lang::De, "25.401.600", "1.234"),
            (Lang::Fr, "25\u{202f}401\u{202f}600", "1\u{202f}234"),
            // Spanish keeps four digits whole: "1234", yet "12.345".
            (Lang::Es, "25.401.600", "1234"),
            (Lang::Ko, "25,401,600", "1,234"),
        ];
        for (lang, big, small) in cases {
            assert_eq!(group(lang, 25_401_600), big, "{lang}");
            assert_eq!(group(lang, 1234), small, "{lang}");
            assert_eq!(group(lang, 960), "960", "{lang}");
            assert_eq!(group(lang, 0), "0", "{lang}");
            // And through the files' GROUPED(), which keeps the plural.
            let rolls = t_with(
                lang,
                msg!("stats-impossible"),
                &[("count", 25_401_600.into())],
            );
            assert!(rolls.contains(big), "{lang}: {rolls}");
        }
        assert_eq!(group(Lang::Es, 12_345), "12.345");
    }

    #[test]
    fn arguments_and_plurals_are_filled_in() {
        let n = |lang, k: usize| t_with(lang, msg!("alt-pawns"), &[("count", k.into())]);
        assert_eq!(n(Lang::En, 8), "8 pawns");
        assert_eq!(n(Lang::En, 1), "1 pawn");
        assert_eq!(n(Lang::De, 8), "8 Bauern");
        // Numbers are written plainly (no grouping): ids and counts are
        // copied by hand.
        let title = t_with(
            Lang::De,
            msg!("along-title"),
            &[("id", 1_234_567_i64.into()), ("variant", "Chess960".into())],
        );
        assert_eq!(title, "Mitwürfeln #1234567 · Chess960");
    }
}
