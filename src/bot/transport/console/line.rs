//! A console line read the way Discord reads a slash command: the command
//! and every option checked against what the bot registers, each value
//! read as its option's kind (a whole number, true or false, a channel, a
//! person, a role, a file), and a mistake named with what was meant.

use std::io::Read;
use std::path::Path;
use std::sync::LazyLock;

use serde_json::Value as Json;

use super::world::World;
use crate::app::error::AppError;
use crate::bot::Action;
use crate::bot::commands::{Command, registrations};
use crate::bot::options::{SUBCOMMAND, Value};
use crate::discord::attachments::Upload;

/// Discord's numbers for the kinds of option the console reads.
mod kind {
    pub const SUBCOMMAND: u64 = 1;
    pub const INTEGER: u64 = 4;
    pub const BOOLEAN: u64 = 5;
    pub const USER: u64 = 6;
    pub const CHANNEL: u64 = 7;
    pub const ROLE: u64 = 8;
    pub const ATTACHMENT: u64 = 11;
}

/// The largest file `/variant add` reads from disk, as from Discord.
const MAX_FILE: usize = crate::core::variant::definition::MAX_FILE_BYTES;

/// The commands as Discord is sent them: names, options and their kinds.
static REGISTERED: LazyLock<Vec<Json>> = LazyLock::new(|| {
    registrations()
        .iter()
        .filter_map(|c| serde_json::to_value(c).ok())
        .collect()
});

/// Splits a console line into words, keeping "quoted text" together.
///
/// # Errors
///
/// A message when a quote is not closed.
pub fn words(line: &str) -> Result<Vec<String>, AppError> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    out.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return Err(AppError::untranslated("a quote is not closed"));
    }
    if started {
        out.push(word);
    }
    Ok(out)
}

/// Parses `/name word name:value …` into an action, in `world`'s terms.
///
/// # Errors
///
/// A message naming what is wrong with the line and what was meant.
pub fn parse_line(line: &str, world: &mut World) -> Result<Action, AppError> {
    let words = words(line)?;
    let (first, rest) = words
        .split_first()
        .ok_or_else(|| AppError::untranslated("type a command, like /random chess960"))?;
    let name = first
        .strip_prefix('/')
        .ok_or_else(|| AppError::untranslated("commands start with /, like /random chess960"))?;
    let (Some(spec), Some(registered)) = (Command::spec(name), registered(name)) else {
        return Err(unknown_command(name));
    };
    let pairs = named_words(rest, spec.positional)?;
    let node = subcommand_node(name, registered, &pairs)?;
    let mut options = Vec::new();
    for (key, raw) in pairs {
        if key == SUBCOMMAND {
            options.push((key, Value::Text(raw)));
            continue;
        }
        let Some(option) = children(node).find(|o| o["name"] == key.as_str()) else {
            return Err(unknown_option(name, node, &key));
        };
        if options.iter().any(|(k, _)| *k == key) {
            return Err(AppError::untranslated(format!(
                "`{key}` is given twice: give it once"
            )));
        }
        let value = value_of(&key, option["type"].as_u64().unwrap_or(0), &raw, world)?;
        options.push((key, value));
    }
    Command::parse(name, &options).map(Action::Command)
}

fn registered(name: &str) -> Option<&'static Json> {
    REGISTERED.iter().find(|c| c["name"] == name)
}

fn children(node: &Json) -> impl Iterator<Item = &Json> {
    node["options"].as_array().into_iter().flatten()
}

fn names_of(node: &Json) -> Vec<&str> {
    children(node).filter_map(|o| o["name"].as_str()).collect()
}

/// The words as `(option, value)`: `name:value`, or a bare word for the
/// command's next positional option not named already.
fn named_words(rest: &[String], positional: &[&str]) -> Result<Vec<(String, String)>, AppError> {
    let mut free = positional.iter();
    let mut out: Vec<(String, String)> = Vec::new();
    // The word before, when it named an option: a bare word after it is
    // most likely the rest of its value, typed without quotes.
    let mut named_before: Option<(String, String)> = None;
    for w in rest {
        match w.split_once(':') {
            // Replay codes and times hold no `name:` prefix (a letter, then
            // letters and underscores, as Discord's option names); a word
            // with one is name:value.
            Some((k, v)) if is_option_name(k) => {
                out.push((k.to_ascii_lowercase(), v.to_owned()));
                named_before = Some((k.to_ascii_lowercase(), v.to_owned()));
                continue;
            }
            // `exclude-standard:true`: the name with dashes for underscores.
            Some((k, v)) if k.contains('-') && is_option_name(&k.replace('-', "_")) => {
                return Err(AppError::untranslated(format!(
                    "'{w}': option names are written with underscores: {}:{v}",
                    k.replace('-', "_").to_ascii_lowercase()
                )));
            }
            _ => {}
        }
        let given = |key: &&&str| out.iter().any(|(k, _)| k == **key);
        match (free.find(|key| !given(key)), &named_before) {
            (Some(key), _) => {
                out.push(((*key).to_owned(), w.clone()));
                named_before = None;
            }
            (None, Some((key, value))) => {
                return Err(AppError::untranslated(format!(
                    "'{w}' follows {key}:{value}: a value with spaces goes in quotes, like \
                     {key}:\"{value} {w}\""
                )));
            }
            (None, None) => {
                return Err(AppError::untranslated(format!(
                    "what is '{w}'? Name it, like dice:{w}"
                )));
            }
        }
    }
    Ok(out)
}

/// Whether `k` is written as an option's name: `dice`, `exclude_standard`.
fn is_option_name(k: &str) -> bool {
    k.starts_with(|c: char| c.is_ascii_alphabetic())
        && k.chars().all(|c| c.is_ascii_alphabetic() || c == '_')
}

/// The registered subcommand the words name, or the command itself where
/// it has none.
fn subcommand_node<'a>(
    name: &str,
    command: &'a Json,
    pairs: &[(String, String)],
) -> Result<&'a Json, AppError> {
    let subs: Vec<&Json> = children(command)
        .filter(|o| o["type"] == kind::SUBCOMMAND)
        .collect();
    if subs.is_empty() {
        return Ok(command);
    }
    let names: Vec<&str> = subs.iter().filter_map(|s| s["name"].as_str()).collect();
    let Some((_, sub)) = pairs.iter().find(|(k, _)| k == SUBCOMMAND) else {
        return Err(AppError::untranslated(format!(
            "/{name} needs one of: {}; like /{name} {}",
            names.join(", "),
            names[0]
        )));
    };
    subs.into_iter()
        .find(|s| s["name"] == sub.as_str())
        .ok_or_else(|| {
            let hint = closest(sub, names.iter().copied())
                .map(|n| format!("did you mean /{name} {n}? "))
                .unwrap_or_default();
            AppError::untranslated(format!(
                "/{name} has no '{sub}': {hint}It takes {}",
                names.join(", ")
            ))
        })
}

/// The closest of `names` to `typed`, when one is close.
fn closest<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = typed.to_ascii_lowercase();
    names
        .into_iter()
        .map(|n| (strsim::damerau_levenshtein(&typed, n), n))
        .filter(|(d, n)| *d <= (n.len() / 3).max(2) || n.starts_with(&typed))
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

fn unknown_command(name: &str) -> AppError {
    let shown: String = name.chars().take(30).collect();
    let names = REGISTERED.iter().filter_map(|c| c["name"].as_str());
    AppError::untranslated(match closest(name, names) {
        Some(n) => format!("there is no /{shown}: did you mean /{n}? /help lists every command"),
        None => format!("there is no /{shown}: /help lists every command"),
    })
}

fn unknown_option(command: &str, node: &Json, key: &str) -> AppError {
    let names = names_of(node);
    let shown: String = key.chars().take(30).collect();
    let hint = closest(key, names.iter().copied())
        .map(|n| format!("did you mean {n}? "))
        .unwrap_or_default();
    let takes = if names.is_empty() {
        "it takes no options".to_owned()
    } else {
        format!("it takes {}", names.join(", "))
    };
    AppError::untranslated(format!("/{command} has no option '{shown}': {hint}{takes}"))
}

/// A typed value as Discord would send it for an option of `kind`.
fn value_of(key: &str, kind: u64, raw: &str, world: &mut World) -> Result<Value, AppError> {
    let bad = |what: &str| AppError::untranslated(format!("`{key}` takes {what}, not '{raw}'"));
    Ok(match kind {
        kind::INTEGER => Value::Integer(raw.parse().map_err(|_| bad("a whole number"))?),
        kind::BOOLEAN => Value::Bool(match raw.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" => true,
            "false" | "no" | "off" => false,
            _ => return Err(bad("true or false")),
        }),
        kind::CHANNEL => Value::Id(match raw.strip_prefix('#') {
            Some(name) if !name.is_empty() => world.channel(name),
            _ => id_in(raw, "<#").ok_or_else(|| bad("a channel, like #chess"))?,
        }),
        kind::USER => Value::Id(match raw.strip_prefix('@') {
            Some(name) if !name.is_empty() => world.person(name),
            _ => id_in(raw, "<@").ok_or_else(|| bad("a person, like @Bob"))?,
        }),
        kind::ROLE => Value::Id(match raw.strip_prefix('@') {
            Some(name) if !name.is_empty() && !name.starts_with('&') => world.role(name),
            _ => id_in(raw, "<@&").ok_or_else(|| bad("a role, like @Arbiters"))?,
        }),
        kind::ATTACHMENT => Value::File(
            read_file(raw).map_err(|why| AppError::untranslated(format!("`{key}`: {why}")))?,
        ),
        _ => Value::Text(mentions(raw, world)),
    })
}

/// An id written as Discord writes a mention (`<#100>`, `<@2>`,
/// `<@&201>`), or as digits.
fn id_in(raw: &str, open: &str) -> Option<u64> {
    let inner = raw
        .strip_prefix(open)
        .and_then(|r| r.strip_suffix('>'))
        .map_or(raw, |r| r.trim_start_matches('!'));
    inner.parse().ok()
}

/// `@Name` in text as Discord's picker writes it: `<@ID>`.
fn mentions(raw: &str, world: &mut World) -> String {
    raw.split(' ')
        .map(|w| match w.strip_prefix('@') {
            Some(name) if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric()) => {
                format!("<@{}>", world.person(name))
            }
            _ => w.to_owned(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A file typed as a path, read as Discord would take it: at most the cap
/// (and one byte more, to tell a bigger file), named by its file name.
fn read_file(path: &str) -> Result<Upload, String> {
    let shown = Path::new(path);
    let file =
        std::fs::File::open(shown).map_err(|e| format!("cannot read {}: {e}", shown.display()))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", shown.display()))?;
    let name = shown
        .file_name()
        .map_or_else(|| path.to_owned(), |n| n.to_string_lossy().into_owned());
    Ok(Upload {
        name,
        size: bytes.len() as u64,
        url: String::new(),
        local: Some(bytes),
    })
}

/// Every slash command with its description, and its subcommands under
/// it, as `/help` lists them.
pub fn command_help() -> String {
    let mut s = String::new();
    for c in REGISTERED.iter() {
        let name = c["name"].as_str().unwrap_or_default();
        let about = c["description"].as_str().unwrap_or_default();
        s += &format!("  /{name}  {about}\n");
        for sub in children(c).filter(|o| o["type"] == kind::SUBCOMMAND) {
            let options = names_of(sub);
            let takes = if options.is_empty() {
                String::new()
            } else {
                format!(" [{}]", options.join(" "))
            };
            s += &format!(
                "      {} {}{takes}: {}\n",
                name,
                sub["name"].as_str().unwrap_or_default(),
                sub["description"].as_str().unwrap_or_default()
            );
        }
    }
    s.trim_end().to_owned()
}
