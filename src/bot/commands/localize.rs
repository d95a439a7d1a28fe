//! The commands as Discord registers them, with every description in every
//! language Backrank speaks (`description_localizations`). Names stay
//! English. A description's message id is its path: `cmd-random`,
//! `cmd-random-variant`, `cmd-settings-set-role`.

use serde_json::{Map, Value};

use super::registrations;
use crate::i18n::{self, Lang};

/// Every command as Discord's JSON, each description localized where the
/// language's file has it.
#[must_use]
pub fn localized_registrations() -> Vec<Value> {
    registrations()
        .iter()
        .filter_map(|c| match serde_json::to_value(c) {
            Ok(v) => Some(v),
            Err(e) => {
                tracing::error!(error = %e, "a command could not be written as JSON; not registered");
                None
            }
        })
        .map(|mut v| {
            localize(&mut v, "cmd");
            v
        })
        .collect()
}

fn localize(node: &mut Value, prefix: &str) {
    let key = format!("{prefix}-{}", node["name"].as_str().unwrap_or_default());
    let mut localized = Map::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        if let Some(text) = i18n::description(lang, &key) {
            for locale in lang.discord_locales() {
                localized.insert((*locale).to_owned(), Value::String(text.clone()));
            }
        }
    }
    if !localized.is_empty() {
        node["description_localizations"] = Value::Object(localized);
    }
    if let Some(options) = node.get_mut("options").and_then(Value::as_array_mut) {
        for o in options {
            localize(o, &key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
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
            }
            n + node["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(size)
                .sum::<usize>()
        }
        for c in localized_registrations() {
            let n = size(&c);
            assert!(n <= 8000, "{}: {n} characters", c["name"]);
        }
    }

    #[test]
    fn registrations_carry_localized_descriptions_and_english_names() {
        let mut plain: Vec<Value> = registrations()
            .iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect();
        let localized = localized_registrations();
        assert_eq!(localized.len(), plain.len());
        let random = &localized[0];
        assert_eq!(random["name"], "random");
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
            random["options"][0]["description_localizations"]["de"],
            "Chess960, crc, korean, … (Standard: die des Servers)"
        );
        // Only descriptions are added: everything else is as registered.
        fn strip(v: &mut Value) {
            if let Some(o) = v.as_object_mut() {
                o.remove("description_localizations");
                o.values_mut().for_each(strip);
            } else if let Some(a) = v.as_array_mut() {
                a.iter_mut().for_each(strip);
            }
        }
        let mut stripped = localized.clone();
        stripped.iter_mut().for_each(strip);
        plain.iter_mut().for_each(strip);
        assert_eq!(stripped, plain);
    }
}
