//! Keeping Discord's copy of the slash commands the same as this build's,
//! without registering them again when they already are: every start of
//! every process (restarts, several hosts, both transports) compares first,
//! and writes only when something differs.
//!
//! Discord's copy is not what was sent: it adds ids and versions, fills in
//! defaults (`type`, `nsfw: false`, `dm_permission`), and writes absent
//! fields as `null` or leaves them out. So both sides are brought to one
//! form before they are compared ([`normalized`]).

use serde_json::{Map, Value};

use crate::discord::api::{Api, ApiError, Scope};

/// Fields Discord adds to a command it keeps, which say nothing about the
/// command itself.
const DISCORD_ONLY: [&str; 9] = [
    "id",
    "application_id",
    "version",
    "guild_id",
    "dm_permission",
    "default_permission",
    "name_localized",
    "description_localized",
    "handler",
];

/// A command (or option) in the form in which two copies compare equal
/// when Discord would treat them alike: Discord's own fields dropped, and
/// fields that only restate a default (null, false, empty, a chat command's
/// `type: 1`) left out, at every level.
pub fn normalized(command: &Value) -> Value {
    let mut v = strip(command);
    if let Some(map) = v.as_object_mut() {
        for key in DISCORD_ONLY {
            map.remove(key);
        }
        if map.get("type") == Some(&Value::from(1)) {
            map.remove("type");
        }
    }
    v
}

fn strip(v: &Value) -> Value {
    match v {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(_, v)| !restates_default(v))
                .map(|(k, v)| (k.clone(), strip(v)))
                .collect::<Map<_, _>>(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(strip).collect()),
        other => other.clone(),
    }
}

fn restates_default(v: &Value) -> bool {
    match v {
        Value::Null | Value::Bool(false) => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    }
}

/// How Discord's copy differs from this build's, by command name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Differences {
    /// In this build, not at Discord.
    pub missing: Vec<String>,
    /// At Discord in another form.
    pub changed: Vec<String>,
    /// At Discord, not in this build.
    pub extra: Vec<String>,
}

impl Differences {
    pub fn is_empty(&self) -> bool {
        self.missing.is_empty() && self.changed.is_empty() && self.extra.is_empty()
    }
}

impl std::fmt::Display for Differences {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = [
            ("new", &self.missing),
            ("changed", &self.changed),
            ("removed", &self.extra),
        ]
        .into_iter()
        .filter(|(_, names)| !names.is_empty())
        .map(|(what, names)| format!("{what}: /{}", names.join(", /")))
        .collect();
        if parts.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&parts.join("; "))
        }
    }
}

fn name(command: &Value) -> String {
    command["name"].as_str().unwrap_or_default().to_owned()
}

/// What differs between the commands this build registers (`wanted`) and
/// those Discord has (`registered`).
pub fn differences(wanted: &[Value], registered: &[Value]) -> Differences {
    let find = |list: &[Value], n: &str| list.iter().find(|c| name(c) == n).map(normalized);
    let mut d = Differences::default();
    for w in wanted {
        match find(registered, &name(w)) {
            None => d.missing.push(name(w)),
            Some(r) if r != normalized(w) => d.changed.push(name(w)),
            Some(_) => {}
        }
    }
    d.extra = registered
        .iter()
        .map(name)
        .filter(|n| find(wanted, n).is_none())
        .collect();
    d
}

/// What [`sync`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Synced {
    /// Discord already had these commands: nothing was written.
    UpToDate { count: usize },
    /// Discord's copy differed and was replaced.
    Registered { count: usize, was: Differences },
}

/// Makes Discord's commands in `scope` those of `wanted`, writing only if
/// they differ.
///
/// # Errors
///
/// [`ApiError`] when Discord refuses or cannot be reached.
pub async fn sync(
    api: &Api,
    application: u64,
    scope: Scope,
    wanted: &[Value],
) -> Result<Synced, ApiError> {
    let registered = api.commands(application, scope).await?;
    let was = differences(wanted, &registered);
    if was.is_empty() {
        return Ok(Synced::UpToDate {
            count: wanted.len(),
        });
    }
    let now = api.replace_commands(application, scope, wanted).await?;
    Ok(Synced::Registered {
        count: now.len(),
        was,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A command as Backrank sends it.
    fn sent() -> Value {
        json!({
            "name": "random",
            "description": "Roll a random starting position",
            "description_localizations": {"de": "Eine zufällige Startstellung würfeln"},
            "integration_types": [0, 1],
            "contexts": [0, 1, 2],
            "options": [
                {"type": 3, "name": "variant", "description": "Variant", "autocomplete": true},
                {"type": 5, "name": "private", "description": "Only you see the reply"}
            ]
        })
    }

    /// The same command as Discord keeps and returns it.
    fn kept() -> Value {
        json!({
            "id": "1245678901234567890",
            "application_id": "1111111111111111111",
            "version": "1245678901234567891",
            "default_member_permissions": null,
            "type": 1,
            "name": "random",
            "name_localizations": null,
            "description": "Roll a random starting position",
            "description_localizations": {"de": "Eine zufällige Startstellung würfeln"},
            "dm_permission": true,
            "contexts": [0, 1, 2],
            "integration_types": [0, 1],
            "nsfw": false,
            "options": [
                {"type": 3, "name": "variant", "name_localizations": null,
                 "description": "Variant", "description_localizations": null,
                 "required": false, "autocomplete": true},
                {"type": 5, "name": "private", "name_localizations": null,
                 "description": "Only you see the reply", "description_localizations": null,
                 "required": false}
            ]
        })
    }

    #[test]
    fn discords_copy_of_a_command_compares_equal_to_what_was_sent() {
        assert_eq!(normalized(&sent()), normalized(&kept()));
        assert!(differences(&[sent()], &[kept()]).is_empty());
    }

    #[test]
    fn a_changed_missing_or_extra_command_is_named() {
        let mut renamed = kept();
        renamed["options"][1]["description"] = json!("Only you");
        let mut other = kept();
        other["name"] = json!("roll");
        let d = differences(&[sent()], &[renamed.clone(), other]);
        assert_eq!(d.changed, ["random"]);
        assert_eq!(d.extra, ["roll"]);
        assert!(d.missing.is_empty());
        assert_eq!(d.to_string(), "changed: /random; removed: /roll");
        // A language added to a description is a change too.
        let mut more = sent();
        more["description_localizations"]["fr"] = json!("Tirer une position");
        assert_eq!(differences(&[more], &[kept()]).changed, ["random"]);
        assert_eq!(differences(&[sent()], &[]).missing, ["random"]);
        // An option made required is a change.
        let mut required = sent();
        required["options"][0]["required"] = json!(true);
        assert_eq!(differences(&[required], &[kept()]).changed, ["random"]);
    }
}
