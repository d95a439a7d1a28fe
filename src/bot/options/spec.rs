//! An option of a slash command, defined once: its name, kind, whether it
//! must be given, its bounds, choices and completions, as a flag in
//! ripgrep's `flags` carries its name, docs and parsing together.
//!
//! - Its registration with Discord ([`OptionSpec::register`]) is made from
//!   all of it.
//! - Its reading ([`super::Options`]) takes it: the name, the kind (a debug
//!   build stops when a command reads it as another kind) and a range
//!   registered with both ends. Whether a command requires it is said
//!   again by the reader it calls (`required`, `text`); choices, lengths
//!   and channel kinds Discord holds people to, and the command's own
//!   checks (a variant, a name) say more than "not one of these".
//! - What it offers while half typed ([`Complete`]) is asked of it by
//!   [`crate::bot::autocomplete`].
//!
//! Its description, in every language, is the message whose id is its path
//! (`cmd-settings-set-role`), so no English lives in the code.

use serenity::all::{ChannelType, CommandOptionType, CreateCommandOption};

use crate::i18n::{self, Lang, Msg, t};

/// What kind of value an option takes, as Discord offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Text,
    Integer,
    /// True or false.
    Flag,
    Channel,
    Role,
    /// A file attached to the command.
    File,
}

impl Kind {
    fn discord(self) -> CommandOptionType {
        match self {
            Kind::Text => CommandOptionType::String,
            Kind::Integer => CommandOptionType::Integer,
            Kind::Flag => CommandOptionType::Boolean,
            Kind::Channel => CommandOptionType::Channel,
            Kind::Role => CommandOptionType::Role,
            Kind::File => CommandOptionType::Attachment,
        }
    }
}

/// What is offered while an option is half typed
/// ([`crate::bot::autocomplete`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Complete {
    /// Nothing: Discord is not asked to offer choices.
    Nothing,
    /// The variants known where it is typed.
    Variant,
    /// The methods of the variant already chosen; with `or_all`, `all`
    /// first (`/fairness` audits every method at once).
    Method { or_all: bool },
    /// The devices; with `or_all`, `all` first.
    Dice { or_all: bool },
    /// Time zone names.
    TimeZone,
    /// The names of the server's events.
    EventName,
    /// The names of the server's coming meetups.
    MeetupName,
}

/// The fixed values an option is picked from, each with its label in
/// every language.
#[derive(Clone, Copy, Debug)]
pub enum Choices {
    /// Any value may be typed.
    Any,
    /// These values, each labelled by its message.
    Fixed(&'static [(Msg, &'static str)]),
    /// (label, value) pairs in a language, made from a list the code keeps
    /// (themes, languages, sources).
    Made(fn(Lang) -> Vec<(String, String)>),
}

impl Choices {
    /// The (label, value) pairs in `lang`.
    fn in_lang(self, lang: Lang) -> Vec<(String, String)> {
        match self {
            Choices::Any => Vec::new(),
            Choices::Fixed(pairs) => pairs
                .iter()
                .map(|(label, value)| (t(lang, *label), (*value).to_owned()))
                .collect(),
            Choices::Made(make) => make(lang),
        }
    }

    /// Adds each choice to `o`: its English label, and its label for each
    /// Discord locale of the other languages where it differs.
    fn register(self, mut o: CreateCommandOption) -> CreateCommandOption {
        let others: Vec<(Lang, Vec<(String, String)>)> = Lang::ALL
            .into_iter()
            .filter(|l| *l != Lang::En)
            .map(|l| (l, self.in_lang(l)))
            .collect();
        for (english, value) in self.in_lang(Lang::En) {
            let localized: Vec<(&str, String)> = others
                .iter()
                .filter_map(|(lang, pairs)| {
                    let (label, _) = pairs.iter().find(|(_, v)| *v == value)?;
                    Some((*lang, label.clone()))
                })
                .filter(|(_, label)| *label != english)
                .flat_map(|(lang, label)| in_locales(lang, label))
                .collect();
            o = if localized.is_empty() {
                o.add_string_choice(english, value)
            } else {
                o.add_string_choice_localized(english, value, localized)
            };
        }
        o
    }
}

/// One option of a command or subcommand.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The name typed before the colon.
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    pub complete: Complete,
    pub choices: Choices,
    /// The smallest and largest whole number Discord accepts.
    pub min: Option<u64>,
    pub max: Option<u64>,
    /// The most characters of text Discord accepts.
    pub max_length: Option<usize>,
    /// The kinds of channel offered; none: every kind.
    pub channels: &'static [ChannelType],
}

impl OptionSpec {
    const fn of(kind: Kind, name: &'static str) -> OptionSpec {
        OptionSpec {
            name,
            kind,
            required: false,
            complete: Complete::Nothing,
            choices: Choices::Any,
            min: None,
            max: None,
            max_length: None,
            channels: &[],
        }
    }

    /// A text option.
    pub const fn text(name: &'static str) -> OptionSpec {
        OptionSpec::of(Kind::Text, name)
    }

    /// A whole-number option.
    pub const fn integer(name: &'static str) -> OptionSpec {
        OptionSpec::of(Kind::Integer, name)
    }

    /// A true-or-false option.
    pub const fn flag(name: &'static str) -> OptionSpec {
        OptionSpec::of(Kind::Flag, name)
    }

    /// A channel picked from Discord's list, of the `kinds` given.
    pub const fn channel(name: &'static str, kinds: &'static [ChannelType]) -> OptionSpec {
        OptionSpec {
            channels: kinds,
            ..OptionSpec::of(Kind::Channel, name)
        }
    }

    /// A role picked from Discord's list.
    pub const fn role(name: &'static str) -> OptionSpec {
        OptionSpec::of(Kind::Role, name)
    }

    /// A file attached to the command.
    pub const fn file(name: &'static str) -> OptionSpec {
        OptionSpec::of(Kind::File, name)
    }

    /// The same option, which must be given.
    pub const fn required(self) -> OptionSpec {
        OptionSpec {
            required: true,
            ..self
        }
    }

    /// The same option, offering `complete` while it is typed.
    pub const fn completes(self, complete: Complete) -> OptionSpec {
        OptionSpec { complete, ..self }
    }

    /// The same option, picked from `choices`.
    pub const fn choices(self, choices: Choices) -> OptionSpec {
        OptionSpec { choices, ..self }
    }

    /// The same option, a whole number from `min`.
    pub const fn at_least(self, min: u64) -> OptionSpec {
        OptionSpec {
            min: Some(min),
            ..self
        }
    }

    /// The same option, a whole number up to `max`.
    pub const fn at_most(self, max: u64) -> OptionSpec {
        OptionSpec {
            max: Some(max),
            ..self
        }
    }

    /// The same option, text of at most `chars` characters.
    pub const fn longest(self, chars: usize) -> OptionSpec {
        OptionSpec {
            max_length: Some(chars),
            ..self
        }
    }

    /// The same option under another name (`rounds` is `round`'s bounds).
    pub const fn named(self, name: &'static str) -> OptionSpec {
        OptionSpec { name, ..self }
    }

    /// The smallest and largest whole number it takes, when both are
    /// registered. An option bounded at one end only (a position's number,
    /// whose largest depends on the variant) is checked by its command,
    /// which can say more than "out of range".
    pub fn range(&self) -> Option<(i64, i64)> {
        let min = i64::try_from(self.min?).ok()?;
        let max = i64::try_from(self.max?).ok()?;
        Some((min, max))
    }

    /// The option as registered with Discord, described by the message
    /// `<parent>-<name>`.
    pub fn register(&self, parent: &str) -> CreateCommandOption {
        let key = format!("{parent}-{}", self.name);
        let (english, localized) = described(&key);
        let mut o = CreateCommandOption::new(self.kind.discord(), self.name, english);
        for (locale, text) in localized {
            o = o.description_localized(locale, text);
        }
        if self.required {
            o = o.required(true);
        }
        if self.complete != Complete::Nothing {
            o = o.set_autocomplete(true);
        }
        o = self.choices.register(o);
        if let Some(min) = self.min {
            o = o.min_int_value(min);
        }
        if let Some(max) = self.max {
            o = o.max_int_value(max);
        }
        if let Some(chars) = self.max_length {
            o = o.max_length(u16::try_from(chars).unwrap_or(u16::MAX));
        }
        if !self.channels.is_empty() {
            o = o.channel_types(self.channels.to_vec());
        }
        o
    }
}

/// A subcommand (`/daily set`): its name and options.
#[derive(Clone, Copy, Debug)]
pub struct Subcommand {
    pub name: &'static str,
    pub options: &'static [OptionSpec],
}

impl Subcommand {
    /// `name` with its `options`.
    pub const fn new(name: &'static str, options: &'static [OptionSpec]) -> Subcommand {
        Subcommand { name, options }
    }

    /// The subcommand as registered with Discord, described by the message
    /// `<parent>-<name>`, its options by theirs beneath it.
    pub fn register(&self, parent: &str) -> CreateCommandOption {
        let key = format!("{parent}-{}", self.name);
        let (english, localized) = described(&key);
        let mut o = CreateCommandOption::new(CommandOptionType::SubCommand, self.name, english);
        for (locale, text) in localized {
            o = o.description_localized(locale, text);
        }
        self.options
            .iter()
            .fold(o, |o, option| o.add_sub_option(option.register(&key)))
    }
}

/// The description whose message id is `key` (a command's path): English,
/// and each other language's for each Discord locale it serves. Every
/// command's descriptions are in every language (a test keeps them so); one
/// that is not is logged, and its id stands in for the English.
pub fn described(key: &str) -> (String, Vec<(&'static str, String)>) {
    let english = i18n::description(Lang::En, key).unwrap_or_else(|| {
        tracing::error!(key, "a command's description is missing from en.ftl");
        key.to_owned()
    });
    let localized = Lang::ALL
        .into_iter()
        .filter(|l| *l != Lang::En)
        .filter_map(|lang| Some((lang, i18n::description(lang, key)?)))
        .flat_map(|(lang, text)| in_locales(lang, text))
        .collect();
    (english, localized)
}

/// `text` for each of Discord's locales that `lang` serves.
fn in_locales(lang: Lang, text: String) -> impl Iterator<Item = (&'static str, String)> {
    lang.discord_locales()
        .iter()
        .map(move |locale| (*locale, text.clone()))
}
