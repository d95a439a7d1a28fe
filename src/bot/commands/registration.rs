//! The commands as Discord registers them, built from each command's
//! [`CommandSpec`]: names (English everywhere), kinds, bounds, choices, and
//! every description in every language Backrank speaks, each the message
//! whose id is its path: `cmd-random`, `cmd-random-variant`,
//! `cmd-settings-set-role`.

use serde_json::Value;
use serenity::all::{CreateCommand, Permissions};

use super::{COMMANDS, CommandSpec};
use crate::bot::options::spec::{Complete, described};

impl CommandSpec {
    /// The command as registered with Discord.
    pub fn register(&self) -> CreateCommand {
        let key = format!("cmd-{}", self.name);
        let (english, localized) = described(&key);
        let mut c = CreateCommand::new(self.name).description(english);
        for (locale, text) in localized {
            c = c.description_localized(locale, text);
        }
        if self.managers_only {
            c = c.default_member_permissions(Permissions::MANAGE_GUILD);
        }
        let (installs, places) = self.reach.contexts();
        c = c.integration_types(installs).contexts(places);
        let c = self
            .options
            .iter()
            .fold(c, |c, o| c.add_option(o.register(&key)));
        self.subcommands
            .iter()
            .fold(c, |c, s| c.add_option(s.register(&key)))
    }

    /// What is offered while `option` is half typed. Discord asks only for
    /// options registered to complete; one name completes the same way in
    /// every subcommand that has it (a test keeps it so).
    pub fn completion(&self, option: &str) -> Complete {
        self.options
            .iter()
            .chain(self.subcommands.iter().flat_map(|s| s.options))
            .filter(|o| o.name == option)
            .map(|o| o.complete)
            .find(|c| *c != Complete::Nothing)
            .unwrap_or(Complete::Nothing)
    }
}

/// The slash commands, as registered with Discord.
pub fn registrations() -> Vec<CreateCommand> {
    COMMANDS.iter().map(CommandSpec::register).collect()
}

/// Every command as Discord's JSON.
#[must_use]
pub fn registrations_json() -> Vec<Value> {
    registrations()
        .iter()
        .filter_map(|c| match serde_json::to_value(c) {
            Ok(v) => Some(v),
            Err(e) => {
                tracing::error!(error = %e, "a command could not be written as JSON; not registered");
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};

    /// Every description's message id with its English text.
    fn description_keys() -> Vec<(String, String)> {
        fn walk(node: &Value, prefix: &str, out: &mut Vec<(String, String)>) {
            let key = format!("{prefix}-{}", node["name"].as_str().unwrap_or_default());
            let english = node["description"].as_str().unwrap_or_default().to_owned();
            out.push((key.clone(), english));
            for o in node["options"].as_array().into_iter().flatten() {
                walk(o, &key, out);
            }
        }
        let mut out = Vec::new();
        for c in registrations() {
            if let Ok(v) = serde_json::to_value(&c) {
                walk(&v, "cmd", &mut out);
            }
        }
        out
    }

    /// Every command and option description is in every language, within
    /// Discord's 100 characters, with nothing left to fill in; no language
    /// keeps a description of an option that is gone.
    #[test]
    fn every_description_is_in_every_language() {
        let keys = description_keys();
        assert!(keys.len() > 80, "{}", keys.len());
        for lang in Lang::ALL {
            for (key, english) in &keys {
                assert!(i18n::has(lang, key), "{lang} lacks {key} ({english})");
                let text = i18n::description(lang, key).unwrap_or_default();
                let chars = text.chars().count();
                assert!((1..=100).contains(&chars), "{lang} {key}: {chars} chars");
                assert!(!text.contains('{'), "{lang} {key}: {text}");
            }
            for id in i18n::message_ids(lang) {
                if id.starts_with("cmd-") {
                    assert!(
                        keys.iter().any(|(k, _)| *k == id),
                        "{lang} has a stale {id}"
                    );
                }
            }
        }
    }

    /// Discord refuses a command whose names, descriptions and choice
    /// values add up to more than 8,000 characters. Counted here the
    /// strictest way, with every localization added in, every command
    /// still fits.
    #[test]
    fn every_command_fits_discords_combined_limit_with_all_localizations() {
        fn size(node: &Value) -> usize {
            let text = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
            let mut n = text(&node["name"]) + text(&node["description"]);
            if let Some(l) = node["description_localizations"].as_object() {
                n += l.values().map(text).sum::<usize>();
            }
            for c in node["choices"].as_array().into_iter().flatten() {
                n += text(&c["name"]) + c["value"].to_string().chars().count();
                if let Some(l) = c["name_localizations"].as_object() {
                    n += l.values().map(text).sum::<usize>();
                }
            }
            n + node["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(size)
                .sum::<usize>()
        }
        for c in registrations_json() {
            let n = size(&c);
            assert!(n <= 8000, "{}: {n} characters", c["name"]);
        }
    }

    /// Every choice an option offers is named in every language, within
    /// Discord's 100 characters; its value stays as typed.
    #[test]
    fn every_choice_is_named_in_every_language() {
        fn walk(node: &Value, out: &mut Vec<Value>) {
            out.extend(node["choices"].as_array().into_iter().flatten().cloned());
            for o in node["options"].as_array().into_iter().flatten() {
                walk(o, out);
            }
        }
        let mut choices = Vec::new();
        for c in registrations_json() {
            walk(&c, &mut choices);
        }
        assert!(choices.len() > 20, "{}", choices.len());
        let fits = |t: &Value| {
            t.as_str()
                .is_some_and(|t| (1..=100).contains(&t.chars().count()))
        };
        for c in &choices {
            assert!(fits(&c["name"]), "{c}");
            for label in c["name_localizations"].as_object().into_iter().flatten() {
                assert!(fits(label.1), "{c}");
            }
        }
        let guided = |value: &str| {
            choices
                .iter()
                .find(|c| c["value"] == value)
                .cloned()
                .unwrap_or_default()
        };
        let anyone = guided("anyone");
        assert_eq!(anyone["name"], "anyone");
        assert_eq!(anyone["name_localizations"]["de"], "alle");
        assert_eq!(anyone["name_localizations"]["ko"], "누구나");
        // A choice named alike everywhere (a theme) carries no translations.
        let theme = guided("slate");
        assert!(theme["name_localizations"].is_null(), "{theme}");
    }

    #[test]
    fn registrations_carry_localized_descriptions_and_english_names() {
        let localized = registrations_json();
        assert_eq!(localized.len(), COMMANDS.len());
        let random = &localized[0];
        assert_eq!(random["name"], "random");
        assert_eq!(
            random["description"],
            "Roll a random starting position, with the record of every throw"
        );
        let d = &random["description_localizations"];
        for locale in ["de", "fr", "es-ES", "es-419", "ko"] {
            assert!(
                d[locale].as_str().is_some_and(|t| !t.is_empty()),
                "{locale}: {d}"
            );
        }
        assert!(
            d.get("en-US").is_none(),
            "English is the description itself"
        );
        assert_eq!(random["options"][0]["name"], "variant");
        assert_eq!(
            random["options"][0]["description"],
            "Chess960, crc, korean, … (default: the server's)"
        );
        assert_eq!(
            random["options"][0]["description_localizations"]["de"],
            "Chess960, crc, korean, … (Standard: die des Servers)"
        );
    }
}
