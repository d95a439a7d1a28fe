//! A command's options as any transport gives them (Discord's typed values,
//! or words typed at the console), and reading them, by their definitions
//! ([`spec`]), with errors that name the option.

pub mod shared;
pub mod spec;

use std::fmt;

use backrank_entropy::Die;

use crate::app::error::AppError;
use crate::app::rolls::request::RollRequest;
use crate::core::catalogue::die_error_text;
use crate::discord::attachments::Upload;
use crate::i18n::Text;
use spec::{Kind, OptionSpec, Subcommand};

/// An option's value, as Discord (or the console) gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Integer(i64),
    Bool(bool),
    /// A channel, role or user picked from Discord's list.
    Id(u64),
    /// A file attached to the command.
    File(Upload),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Text(s) => f.write_str(s),
            Value::Integer(n) => write!(f, "{n}"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Id(id) => write!(f, "{id}"),
            Value::File(upload) => f.write_str(&upload.name),
        }
    }
}

/// The option a transport uses to pass a subcommand's name (`/daily set`).
pub const SUBCOMMAND: &str = "subcommand";

/// The longest option text accepted.
const MAX_OPTION: usize = 4096;

/// A command's options, name → value, a subcommand's name first.
#[derive(Clone, Copy, Debug)]
pub struct Options<'a>(pub &'a [(String, Value)]);

impl<'a> Options<'a> {
    fn get(&self, name: &str) -> Option<&'a Value> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// The value of `option`, read as one of `kinds`: a command reading an
    /// option as another kind than it registered is a mistake of ours,
    /// which the tests' debug builds catch.
    fn of(&self, option: &OptionSpec, kinds: &[Kind]) -> Option<&'a Value> {
        debug_assert!(
            kinds.contains(&option.kind),
            "`{}` is registered as {:?} and read as {kinds:?}",
            option.name,
            option.kind
        );
        self.get(option.name)
    }

    /// A text option, trimmed; empty counts as not given.
    ///
    /// # Errors
    ///
    /// When the text is longer than any option needs, or than the option
    /// is registered with Discord for ([`OptionSpec::max_length`]):
    /// Discord holds its own people to that length, and this holds every
    /// other face (the console, a signed interaction typed by hand) to the
    /// same, as [`Options::number`] holds them to a registered range.
    pub fn text(&self, option: &OptionSpec) -> Result<Option<String>, AppError> {
        read_as(option, Given::MayBeLeftOut);
        self.text_value(option)
    }

    fn text_value(&self, option: &OptionSpec) -> Result<Option<String>, AppError> {
        let name = option.name;
        match self.of(option, &[Kind::Text]) {
            None => Ok(None),
            Some(Value::Text(s)) if s.len() > MAX_OPTION => {
                Err(Text::msg(msg!("error-option-too-long"))
                    .with("option", name)
                    .with("count", s.len())
                    .into())
            }
            Some(Value::Text(s)) if s.trim().is_empty() => Ok(None),
            Some(v) => {
                let text = v.to_string().trim().to_owned();
                let count = text.chars().count();
                match option.max_length {
                    Some(most) if count > most => Err(Text::msg(msg!("error-option-longest"))
                        .with("option", name)
                        .with("most", most)
                        .with("count", count)
                        .into()),
                    _ => Ok(Some(text)),
                }
            }
        }
    }

    /// A device option (`dice: d6`).
    ///
    /// # Errors
    ///
    /// As [`Options::text`], and when it names no device.
    pub fn die(&self, option: &OptionSpec) -> Result<Option<Die>, AppError> {
        self.text(option)?
            .map(|given| die_asked(option.name, &given))
            .transpose()
    }

    /// The parts of a roll request a command has (the shared `variant`,
    /// `method` and `dice`, and its own `exclude_standard` and `pair`, which
    /// `/settings` calls `pairs`): one reading for every command that asks
    /// for a roll.
    ///
    /// # Errors
    ///
    /// As [`Options::text`] and [`Options::die`].
    pub fn roll_request(
        &self,
        exclude_standard: &OptionSpec,
        pair: &OptionSpec,
    ) -> Result<RollRequest, AppError> {
        Ok(RollRequest {
            exclude_standard: self.flag(exclude_standard),
            pair: self.flag(pair),
            ..self.variant_method_dice()?
        })
    }

    /// The shared `variant`, `method` and `dice` of a roll request, its
    /// rules left to the server (a roll-along keeps the server's).
    ///
    /// # Errors
    ///
    /// As [`Options::text`] and [`Options::die`].
    pub fn variant_method_dice(&self) -> Result<RollRequest, AppError> {
        Ok(RollRequest {
            variant: self.text(&shared::VARIANT_OR_DEFAULT)?,
            method: self.text(&shared::METHOD)?,
            dice: self.die(&shared::DICE)?,
            ..RollRequest::default()
        })
    }

    /// A text option that must be given.
    ///
    /// # Errors
    ///
    /// When it is missing or too long.
    pub fn required(&self, option: &OptionSpec) -> Result<String, AppError> {
        read_as(option, Given::Required);
        self.text_value(option)?.ok_or_else(|| missing(option.name))
    }

    /// A yes/no option: Discord's boolean, or `true`/`yes`/`on`,
    /// `false`/`no`/`off` typed at the console.
    pub fn flag(&self, option: &OptionSpec) -> Option<bool> {
        read_as(option, Given::MayBeLeftOut);
        match self.of(option, &[Kind::Flag]) {
            Some(Value::Bool(b)) => Some(*b),
            Some(Value::Text(t)) => match t.trim() {
                "true" | "yes" | "on" => Some(true),
                "false" | "no" | "off" => Some(false),
                _ => None,
            },
            _ => None,
        }
    }

    /// A channel or role: picked from Discord's list, or typed at the
    /// console as an id or a `<#id>` / `<@&id>` mention.
    ///
    /// # Errors
    ///
    /// When it is neither (or is 0, which names nothing).
    pub fn id(&self, option: &OptionSpec) -> Result<Option<u64>, AppError> {
        read_as(option, Given::MayBeLeftOut);
        self.id_value(option)
    }

    fn id_value(&self, option: &OptionSpec) -> Result<Option<u64>, AppError> {
        let name = option.name;
        let bad = |t: &str| {
            AppError::from(
                Text::msg(msg!("error-option-not-an-id"))
                    .with("option", name)
                    .with("given", t.chars().take(30).collect::<String>()),
            )
        };
        let id = match self.of(option, &[Kind::Channel, Kind::Role]) {
            None => return Ok(None),
            Some(Value::Id(id)) => *id,
            Some(Value::Integer(n)) => u64::try_from(*n).map_err(|_| bad(&n.to_string()))?,
            Some(other) => {
                let t = other.to_string();
                t.trim()
                    .trim_start_matches("<#")
                    .trim_start_matches("<@&")
                    .trim_end_matches('>')
                    .parse()
                    .map_err(|_| bad(&t))?
            }
        };
        // Discord's ids are never 0; a 0 (typed at the console, say) would
        // name no channel at all.
        if id == 0 {
            return Err(bad("0"));
        }
        Ok(Some(id))
    }

    /// A channel or role that must be given.
    ///
    /// # Errors
    ///
    /// When it is missing, or is not a channel or role.
    pub fn required_id(&self, option: &OptionSpec) -> Result<u64, AppError> {
        read_as(option, Given::Required);
        self.id_value(option)?.ok_or_else(|| missing(option.name))
    }

    /// A whole number that must be given (`#12` is read as 12), within the
    /// range the option is registered with ([`OptionSpec::range`]): Discord
    /// holds its own people to it, and this holds everything else (the
    /// console, a copied command) to the same.
    ///
    /// # Errors
    ///
    /// When it is missing, not a whole number, or out of its range.
    pub fn number(&self, option: &OptionSpec) -> Result<i64, AppError> {
        read_as(option, Given::Required);
        self.number_value(option)
    }

    fn number_value(&self, option: &OptionSpec) -> Result<i64, AppError> {
        let name = option.name;
        let n = match self.of(option, &[Kind::Integer]) {
            Some(Value::Integer(n)) => *n,
            Some(Value::Text(t)) => t.trim().trim_start_matches('#').parse().map_err(|_| {
                AppError::from(
                    Text::msg(msg!("error-option-not-a-number"))
                        .with("option", name)
                        .with("given", t.chars().take(20).collect::<String>()),
                )
            })?,
            _ => return Err(missing(name)),
        };
        if option
            .range()
            .is_some_and(|(min, max)| !(min..=max).contains(&n))
        {
            return Err(out_of_range(option, n));
        }
        Ok(n)
    }

    /// A whole number that may be left out.
    ///
    /// # Errors
    ///
    /// When it is given and not a whole number.
    pub fn optional_number(&self, option: &OptionSpec) -> Result<Option<i64>, AppError> {
        read_as(option, Given::MayBeLeftOut);
        match self.of(option, &[Kind::Integer]) {
            None => Ok(None),
            // Blank, as typed at the console: not given, as for text.
            Some(Value::Text(t)) if t.trim().is_empty() => Ok(None),
            Some(_) => self.number_value(option).map(Some),
        }
    }

    /// A file attached to the command, which must be given.
    ///
    /// # Errors
    ///
    /// When no file was attached (typed text is not a file).
    pub fn file(&self, option: &OptionSpec) -> Result<Upload, AppError> {
        read_as(option, Given::Required);
        match self.of(option, &[Kind::File]) {
            Some(Value::File(upload)) => Ok(upload.clone()),
            _ => Err(Text::msg(msg!("error-option-needs-file"))
                .with("option", option.name)
                .into()),
        }
    }

    /// The subcommand's name, one of `command`'s `subcommands`.
    ///
    /// # Errors
    ///
    /// A message listing the subcommands.
    pub fn subcommand(
        &self,
        command: &str,
        subcommands: &[Subcommand],
    ) -> Result<String, AppError> {
        let names: Vec<&str> = subcommands.iter().map(|s| s.name).collect();
        match self.text(&OptionSpec::text(SUBCOMMAND))? {
            Some(s) if names.contains(&s.as_str()) => Ok(s),
            _ => Err(Text::msg(msg!("error-use-subcommand"))
                .with("list", names.join(&format!(", /{command} ")))
                .with("command", command)
                .into()),
        }
    }

    /// The option a person is typing (for autocomplete): the variant
    /// already chosen narrows the methods offered.
    pub fn variant(&self) -> Option<String> {
        self.get(shared::VARIANT.name).map(ToString::to_string)
    }
}

/// Whether a reader takes an option that must be given.
#[derive(Debug, PartialEq, Eq)]
enum Given {
    Required,
    MayBeLeftOut,
}

/// A command reads `option` with a reader for options that are `given`
/// so: one it registers as required is read by a reader that refuses its
/// absence, and only such. A mismatch is a mistake of ours, which the
/// tests' debug builds catch.
fn read_as(option: &OptionSpec, given: Given) {
    debug_assert_eq!(
        option.required,
        given == Given::Required,
        "`{}` is registered {} and read as {given:?}",
        option.name,
        if option.required {
            "required"
        } else {
            "optional"
        }
    );
}

/// `given` is outside `option`'s registered range.
pub fn out_of_range(option: &OptionSpec, given: i64) -> AppError {
    let (min, max) = option.range().unwrap_or((i64::MIN, i64::MAX));
    Text::msg(msg!("error-option-out-of-range"))
        .with("option", option.name)
        .with("min", min)
        .with("max", max)
        .with("given", given)
        .into()
}

/// An option that must be given and was not.
fn missing(name: &str) -> AppError {
    AppError::from(Text::msg(msg!("error-option-missing")).with("option", name))
}

/// A device named in `option` (or a "Roll again" button).
///
/// # Errors
///
/// [`AppError::Input`] naming the option and the device that is not one.
pub fn die_asked(option: &str, given: &str) -> Result<Die, AppError> {
    given
        .parse()
        .map_err(|e| AppError::in_option(option, die_error_text(&e)))
}
