//! Options several commands share, defined once.

use super::spec::{Choices, Complete, OptionSpec};
use crate::app::servers::change::AUTO_LANGUAGE;
use crate::i18n::{Lang, t};

/// A variant that must be given.
pub const VARIANT: OptionSpec = VARIANT_OR_DEFAULT.required();

/// A variant that defaults to the server's.
pub const VARIANT_OR_DEFAULT: OptionSpec = OptionSpec::text("variant").completes(Complete::Variant);

/// The hand procedure; the variant's fair one when left out.
pub const METHOD: OptionSpec =
    OptionSpec::text("method").completes(Complete::Method { or_all: false });

/// The device thrown; the bot's default when left out.
pub const DICE: OptionSpec = OptionSpec::text("dice").completes(Complete::Dice { or_all: false });

/// Where the throws come from; the server's source when left out.
pub const SOURCE: OptionSpec = OptionSpec::text("source").choices(Choices::Fixed(&[
    (msg!("source-os"), "os"),
    (msg!("source-tower"), "tower"),
    (msg!("choice-source-beacon"), "beacon"),
]));

/// A language to answer in: `auto` (follow the person's Discord, or the
/// server's) or one Backrank speaks, each named in its own language.
pub const LANGUAGES: Choices = Choices::Made(|lang| {
    std::iter::once((
        t(lang, msg!("choice-language-auto")),
        AUTO_LANGUAGE.to_owned(),
    ))
    .chain(
        Lang::ALL
            .iter()
            .map(|l| (l.name().to_owned(), l.code().to_owned())),
    )
    .collect()
});
