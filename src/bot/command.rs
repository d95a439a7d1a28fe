//! What users ask the bot, parsed from the options any transport gives.

use std::fmt;

/// An option's value, as Discord (or the console) gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Integer(i64),
    Bool(bool),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Text(s) => f.write_str(s),
            Value::Integer(n) => write!(f, "{n}"),
            Value::Bool(b) => write!(f, "{b}"),
        }
    }
}

/// The options of `/random`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RandomArgs {
    pub variant: String,
    pub method: Option<String>,
    pub dice: Option<String>,
    pub source: Option<String>,
    pub rolls: Option<String>,
    pub private: bool,
}

/// A slash command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Random(RandomArgs),
    Position {
        variant: String,
        number: i64,
    },
    Replay {
        code: String,
    },
    Variants,
    Fairness {
        variant: String,
        method: Option<String>,
        dice: Option<String>,
    },
}

/// Anything a user can do: a command, or a button on an earlier reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Command(Command),
    /// "Roll again" with the same settings.
    RollAgain(RandomArgs),
    /// "Full record" of a roll, from its replay code.
    FullRecord(String),
}

/// The longest option text accepted.
const MAX_OPTION: usize = 4096;

fn text(options: &[(String, Value)], name: &str) -> Result<Option<String>, String> {
    match options.iter().find(|(n, _)| n == name).map(|(_, v)| v) {
        None => Ok(None),
        Some(Value::Text(s)) if s.len() > MAX_OPTION => {
            Err(format!("`{name}` is too long ({} characters)", s.len()))
        }
        Some(Value::Text(s)) if s.trim().is_empty() => Ok(None),
        Some(v) => Ok(Some(v.to_string().trim().to_owned())),
    }
}

fn required(options: &[(String, Value)], name: &str) -> Result<String, String> {
    text(options, name)?.ok_or_else(|| format!("`{name}` is missing"))
}

impl Command {
    /// The slash commands' names.
    pub const NAMES: [&'static str; 5] = ["random", "position", "replay", "variants", "fairness"];

    /// Parses a command by name from its options.
    ///
    /// # Errors
    ///
    /// A message naming the missing or bad option.
    pub fn parse(name: &str, options: &[(String, Value)]) -> Result<Command, String> {
        Ok(match name {
            "random" => Command::Random(RandomArgs {
                variant: required(options, "variant")?,
                method: text(options, "method")?,
                dice: text(options, "dice")?,
                source: text(options, "source")?,
                rolls: text(options, "rolls")?,
                private: matches!(
                    options.iter().find(|(n, _)| n == "private"),
                    Some((_, Value::Bool(true)))
                ),
            }),
            "position" => Command::Position {
                variant: required(options, "variant")?,
                number: match options.iter().find(|(n, _)| n == "number").map(|(_, v)| v) {
                    Some(Value::Integer(n)) => *n,
                    Some(Value::Text(t)) => t.trim().parse().map_err(|_| {
                        format!(
                            "`number` must be a whole number, not '{}'",
                            t.chars().take(20).collect::<String>()
                        )
                    })?,
                    _ => return Err("`number` is missing".into()),
                },
            },
            "replay" => Command::Replay {
                code: required(options, "code")?,
            },
            "variants" => Command::Variants,
            "fairness" => Command::Fairness {
                variant: required(options, "variant")?,
                method: text(options, "method")?,
                dice: text(options, "dice")?,
            },
            other => {
                return Err(format!(
                    "unknown command /{}",
                    other.chars().take(30).collect::<String>()
                ));
            }
        })
    }
}

/// Button ids: `again|variant|method|dice|source` and `record|CODE`. Discord
/// allows 100 characters, so a button whose id would be longer is left off.
pub const MAX_CUSTOM_ID: usize = 100;

impl Action {
    /// The id of a "Roll again" button for these settings.
    pub fn again_id(args: &RandomArgs) -> Option<String> {
        let id = format!(
            "again|{}|{}|{}|{}",
            args.variant,
            args.method.as_deref().unwrap_or(""),
            args.dice.as_deref().unwrap_or(""),
            args.source.as_deref().unwrap_or("")
        );
        (id.len() <= MAX_CUSTOM_ID).then_some(id)
    }

    /// The id of a "Full record" button for a roll.
    pub fn record_id(code: &str) -> Option<String> {
        let id = format!("record|{code}");
        (id.len() <= MAX_CUSTOM_ID).then_some(id)
    }

    /// Parses a button's id.
    ///
    /// # Errors
    ///
    /// A message when the id is not one of Backrank's.
    pub fn from_button(id: &str) -> Result<Action, String> {
        let parts: Vec<&str> = id.split('|').collect();
        let opt = |s: &str| (!s.is_empty()).then(|| s.to_owned());
        match parts[..] {
            ["again", variant, method, dice, source] => Ok(Action::RollAgain(RandomArgs {
                variant: variant.to_owned(),
                method: opt(method),
                dice: opt(dice),
                source: opt(source),
                rolls: None,
                private: false,
            })),
            ["record", code] => Ok(Action::FullRecord(code.to_owned())),
            _ => {
                Err("this button is from an older version of the bot: run the command again".into())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(pairs: &[(&str, Value)]) -> Vec<(String, Value)> {
        pairs
            .iter()
            .map(|(n, v)| ((*n).to_owned(), v.clone()))
            .collect()
    }

    #[test]
    fn commands_parse_from_options() {
        let c = Command::parse(
            "random",
            &opts(&[
                ("variant", Value::Text("frc".into())),
                ("dice", Value::Text("coin".into())),
                ("private", Value::Bool(true)),
            ]),
        )
        .unwrap();
        assert_eq!(
            c,
            Command::Random(RandomArgs {
                variant: "frc".into(),
                dice: Some("coin".into()),
                private: true,
                ..RandomArgs::default()
            })
        );
        let c = Command::parse(
            "position",
            &opts(&[
                ("variant", Value::Text("960".into())),
                ("number", Value::Integer(518)),
            ]),
        )
        .unwrap();
        assert_eq!(
            c,
            Command::Position {
                variant: "960".into(),
                number: 518
            }
        );
        assert_eq!(Command::parse("variants", &[]).unwrap(), Command::Variants);
    }

    #[test]
    fn missing_and_bad_options_are_named() {
        assert_eq!(
            Command::parse("random", &[]).unwrap_err(),
            "`variant` is missing"
        );
        let e = Command::parse(
            "position",
            &opts(&[
                ("variant", Value::Text("960".into())),
                ("number", Value::Text("x".into())),
            ]),
        );
        assert_eq!(e.unwrap_err(), "`number` must be a whole number, not 'x'");
        let huge = "1 ".repeat(5000);
        let e = Command::parse(
            "random",
            &opts(&[
                ("variant", Value::Text("960".into())),
                ("rolls", Value::Text(huge)),
            ]),
        );
        assert!(e.unwrap_err().contains("too long"));
        assert!(Command::parse("bogus", &[]).is_err());
    }

    #[test]
    fn button_ids_round_trip_and_stay_short() {
        let args = RandomArgs {
            variant: "chess960".into(),
            method: Some("number".into()),
            dice: Some("coin".into()),
            ..RandomArgs::default()
        };
        let id = Action::again_id(&args).unwrap();
        assert_eq!(Action::from_button(&id).unwrap(), Action::RollAgain(args));
        let id = Action::record_id("960-nc-hhtttthtth-v").unwrap();
        assert_eq!(
            Action::from_button(&id).unwrap(),
            Action::FullRecord("960-nc-hhtttthtth-v".into())
        );
        assert!(Action::record_id(&"1".repeat(200)).is_none());
        assert!(Action::from_button("weird").is_err());
    }
}
