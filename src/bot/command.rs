//! What users ask the bot, parsed from the options any transport gives.

use std::fmt;

use crate::store::{Scope, Who};

/// An option's value, as Discord (or the console) gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Integer(i64),
    Bool(bool),
    /// A channel, role or user picked from Discord's list.
    Id(u64),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Text(s) => f.write_str(s),
            Value::Integer(n) => write!(f, "{n}"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Id(id) => write!(f, "{id}"),
        }
    }
}

/// Who acted, where, and what they may do there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Caller {
    pub who: Who,
    /// The member's roles in the server.
    pub roles: Vec<u64>,
    /// The member's permissions in the channel, as Discord computed them
    /// for this interaction (0 outside servers, or when Discord sent none).
    pub permissions: u64,
}

/// Discord's permission bits the bot checks.
pub mod permissions {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_GUILD: u64 = 1 << 5;
}

impl Caller {
    /// The person at the local console: one pretend server and channel
    /// (id 1), with every permission, so server settings and guided rolls
    /// work as in Discord.
    pub fn console() -> Caller {
        Caller {
            who: Who {
                user_id: 1,
                user_name: "console".to_owned(),
                guild_id: Some(1),
                channel_id: Some(1),
            },
            roles: Vec::new(),
            permissions: u64::MAX,
        }
    }

    /// Whether Discord says the caller may manage the server.
    pub fn manages_server(&self) -> bool {
        self.permissions & (permissions::MANAGE_GUILD | permissions::ADMINISTRATOR) != 0
    }
}

/// Which saved roll a "Full record" button means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKey {
    /// A record number in its scope (what buttons carry now).
    Numbered(Scope, i64),
    /// The store's id (buttons made before records were numbered per
    /// server).
    Id(i64),
}

/// The options of `/random`. Empty ones take the server's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RandomArgs {
    pub variant: Option<String>,
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
    /// A saved roll by its id.
    Record {
        id: i64,
    },
    /// Guided rolling: the bot walks the table through the throws.
    RollAlong {
        variant: Option<String>,
        method: Option<String>,
        dice: Option<String>,
    },
    Settings(SettingsCommand),
    Daily(DailyCommand),
}

/// `/settings show` or `/settings set …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsCommand {
    Show,
    /// Each `Some` changes one setting; `reset` first returns all to the
    /// defaults.
    Set {
        reset: bool,
        variant: Option<String>,
        method: Option<String>,
        dice: Option<String>,
        source: Option<String>,
        guided: Option<String>,
        role: Option<u64>,
        public: Option<bool>,
        log_channel: Option<u64>,
        missed_daily: Option<String>,
        /// A role whose members may use `/settings` and `/daily`.
        manager_role: Option<u64>,
    },
}

/// `/daily set|off|show|now`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyCommand {
    Set {
        channel: u64,
        time: String,
        timezone: String,
        variants: String,
        order: Option<String>,
        thread: bool,
    },
    Off {
        channel: Option<u64>,
    },
    Show,
    Now {
        channel: Option<u64>,
    },
}

/// A press in a guided roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// One face, from a button or the select menu (its letter as the replay
    /// code writes it, or its number).
    Face(String),
    /// Several faces typed into the form.
    Typed(String),
    /// Open the form for several faces.
    OpenForm,
    Undo,
    Cancel,
}

/// Anything a user can do: a command, or a button on an earlier reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Command(Command),
    /// "Roll again" with the same settings.
    RollAgain(RandomArgs),
    /// "Full record" of a saved roll.
    FullRecord(RecordKey),
    /// "Full record" on a message from before records were saved: the
    /// replay code is in the button.
    FullRecordOfCode(String),
    /// A press on a guided roll's message, made when the roll was at
    /// `version`.
    Guided {
        session: i64,
        version: i64,
        press: Press,
    },
}

const OLD_CONTROL: &str = "this control is from an older version of the bot: run the command again";

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

fn flag(options: &[(String, Value)], name: &str) -> Option<bool> {
    match options.iter().find(|(n, _)| n == name).map(|(_, v)| v) {
        Some(Value::Bool(b)) => Some(*b),
        Some(Value::Text(t)) => match t.trim() {
            "true" | "yes" | "on" => Some(true),
            "false" | "no" | "off" => Some(false),
            _ => None,
        },
        _ => None,
    }
}

/// A channel or role: picked from Discord's list, or typed at the console
/// as an id or a `<#id>` / `<@&id>` mention.
fn id(options: &[(String, Value)], name: &str) -> Result<Option<u64>, String> {
    let bad = |t: &str| {
        format!(
            "`{name}` must be a channel or role, not '{}'",
            t.chars().take(30).collect::<String>()
        )
    };
    let id = match options.iter().find(|(n, _)| n == name).map(|(_, v)| v) {
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

fn subcommand(
    options: &[(String, Value)],
    command: &str,
    names: &[&str],
) -> Result<String, String> {
    match text(options, SUBCOMMAND)? {
        Some(s) if names.contains(&s.as_str()) => Ok(s),
        _ => Err(format!(
            "use /{command} {}",
            names.join(&format!(", /{command} "))
        )),
    }
}

/// The option a transport uses to pass a subcommand's name (`/daily set`).
pub const SUBCOMMAND: &str = "subcommand";

fn number(options: &[(String, Value)], name: &str) -> Result<i64, String> {
    match options.iter().find(|(n, _)| n == name).map(|(_, v)| v) {
        Some(Value::Integer(n)) => Ok(*n),
        Some(Value::Text(t)) => t.trim().trim_start_matches('#').parse().map_err(|_| {
            format!(
                "`{name}` must be a whole number, not '{}'",
                t.chars().take(20).collect::<String>()
            )
        }),
        _ => Err(format!("`{name}` is missing")),
    }
}

impl Command {
    /// The command's name, as typed after the slash.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Random(_) => "random",
            Command::Position { .. } => "position",
            Command::Replay { .. } => "replay",
            Command::Variants => "variants",
            Command::Fairness { .. } => "fairness",
            Command::Record { .. } => "record",
            Command::RollAlong { .. } => "roll-along",
            Command::Settings(_) => "settings",
            Command::Daily(_) => "daily",
        }
    }

    /// The slash commands' names.
    pub const NAMES: [&'static str; 9] = [
        "random",
        "position",
        "replay",
        "variants",
        "fairness",
        "record",
        "roll-along",
        "settings",
        "daily",
    ];

    /// Parses a command by name from its options.
    ///
    /// # Errors
    ///
    /// A message naming the missing or bad option.
    pub fn parse(name: &str, options: &[(String, Value)]) -> Result<Command, String> {
        Ok(match name {
            "random" => Command::Random(RandomArgs {
                variant: text(options, "variant")?,
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
                number: number(options, "number")?,
            },
            "record" => Command::Record {
                id: number(options, "id")?,
            },
            "roll-along" => Command::RollAlong {
                variant: text(options, "variant")?,
                method: text(options, "method")?,
                dice: text(options, "dice")?,
            },
            "settings" => match subcommand(options, "settings", &["show", "set"])?.as_str() {
                "show" => Command::Settings(SettingsCommand::Show),
                _ => Command::Settings(SettingsCommand::Set {
                    reset: flag(options, "reset").unwrap_or(false),
                    variant: text(options, "variant")?,
                    method: text(options, "method")?,
                    dice: text(options, "dice")?,
                    source: text(options, "source")?,
                    guided: text(options, "guided")?,
                    role: id(options, "role")?,
                    public: flag(options, "public"),
                    log_channel: id(options, "log_channel")?,
                    missed_daily: text(options, "missed_daily")?,
                    manager_role: id(options, "manager_role")?,
                }),
            },
            "daily" => match subcommand(options, "daily", &["set", "off", "show", "now"])?.as_str()
            {
                "set" => Command::Daily(DailyCommand::Set {
                    channel: id(options, "channel")?.ok_or("`channel` is missing")?,
                    time: required(options, "time")?,
                    timezone: required(options, "timezone")?,
                    variants: required(options, "variants")?,
                    order: text(options, "order")?,
                    thread: flag(options, "thread").unwrap_or(false),
                }),
                "off" => Command::Daily(DailyCommand::Off {
                    channel: id(options, "channel")?,
                }),
                "show" => Command::Daily(DailyCommand::Show),
                _ => Command::Daily(DailyCommand::Now {
                    channel: id(options, "channel")?,
                }),
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

/// Button ids: `again|variant|method|dice|source`, `rec|SCOPE|NUMBER` (a
/// saved record: `g123` or `u456` and its number there),
/// `g|SESSION|VERSION|what[|face]` (guided rolling), and from older messages
/// `rec|ID` and `record|CODE`. Discord allows 100 characters, so a button
/// whose id would be longer is left off.
pub const MAX_CUSTOM_ID: usize = 100;

impl Action {
    /// What the action is, for logs.
    pub fn name(&self) -> &'static str {
        match self {
            Action::Command(c) => c.name(),
            Action::RollAgain(_) => "roll again",
            Action::FullRecord(_) | Action::FullRecordOfCode(_) => "full record",
            Action::Guided { .. } => "roll-along press",
        }
    }

    /// The id of a "Roll again" button for these settings.
    pub fn again_id(args: &RandomArgs) -> Option<String> {
        let id = format!(
            "again|{}|{}|{}|{}",
            args.variant.as_deref().unwrap_or(""),
            args.method.as_deref().unwrap_or(""),
            args.dice.as_deref().unwrap_or(""),
            args.source.as_deref().unwrap_or("")
        );
        (id.len() <= MAX_CUSTOM_ID).then_some(id)
    }

    /// The id of a "Full record" button for a saved roll.
    pub fn record_id(scope: Scope, record_no: i64) -> String {
        format!("rec|{}|{record_no}", scope.key())
    }

    /// The id of a control on a guided roll's message.
    pub fn guided_id(session: i64, version: i64, press: &Press) -> String {
        match press {
            Press::Face(f) => format!("g|{session}|{version}|face|{f}"),
            Press::Typed(_) => format!("g|{session}|{version}|typed"),
            Press::OpenForm => format!("g|{session}|{version}|form"),
            Press::Undo => format!("g|{session}|{version}|undo"),
            Press::Cancel => format!("g|{session}|{version}|cancel"),
        }
    }

    /// Parses a select menu's or a form's id with what it carries: the
    /// picked value, or the typed text.
    ///
    /// # Errors
    ///
    /// As [`Action::from_button`].
    pub fn from_control(id: &str, value: String) -> Result<Action, String> {
        match Action::from_button(id)? {
            Action::Guided {
                session,
                version,
                press: Press::Face(_),
            } => Ok(Action::Guided {
                session,
                version,
                press: Press::Face(value),
            }),
            Action::Guided {
                session,
                version,
                press: Press::Typed(_),
            } => Ok(Action::Guided {
                session,
                version,
                press: Press::Typed(value),
            }),
            _ => Err(OLD_CONTROL.into()),
        }
    }

    /// Parses a button's id.
    ///
    /// # Errors
    ///
    /// A message when the id is not one of Backrank's.
    pub fn from_button(id: &str) -> Result<Action, String> {
        let parts: Vec<&str> = id.split('|').collect();
        let opt = |s: &str| (!s.is_empty()).then(|| s.to_owned());
        let number = |s: &str| s.parse::<i64>().map_err(|_| OLD_CONTROL.to_owned());
        match parts[..] {
            ["again", variant, method, dice, source] => Ok(Action::RollAgain(RandomArgs {
                variant: opt(variant),
                method: opt(method),
                dice: opt(dice),
                source: opt(source),
                rolls: None,
                private: false,
            })),
            ["rec", id] => Ok(Action::FullRecord(RecordKey::Id(number(id)?))),
            ["rec", scope, n] => Ok(Action::FullRecord(RecordKey::Numbered(
                Scope::from_key(scope).ok_or(OLD_CONTROL)?,
                number(n)?,
            ))),
            ["record", code] => Ok(Action::FullRecordOfCode(code.to_owned())),
            ["g", session, version, what, ref rest @ ..] => {
                let press = match (what, rest) {
                    ("face", [face]) => Press::Face((*face).to_owned()),
                    ("face", []) => Press::Face(String::new()),
                    ("typed", []) => Press::Typed(String::new()),
                    ("form", []) => Press::OpenForm,
                    ("undo", []) => Press::Undo,
                    ("cancel", []) => Press::Cancel,
                    _ => return Err(OLD_CONTROL.into()),
                };
                Ok(Action::Guided {
                    session: number(session)?,
                    version: number(version)?,
                    press,
                })
            }
            _ => Err(OLD_CONTROL.into()),
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
                variant: Some("frc".into()),
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
            Command::parse("position", &[]).unwrap_err(),
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
        assert_eq!(
            Command::parse("daily", &[]).unwrap_err(),
            "use /daily set, /daily off, /daily show, /daily now"
        );
        let e = Command::parse(
            "daily",
            &opts(&[
                (SUBCOMMAND, Value::Text("set".into())),
                ("channel", Value::Text("general".into())),
            ]),
        );
        assert_eq!(
            e.unwrap_err(),
            "`channel` must be a channel or role, not 'general'"
        );
        // No channel has id 0: refused at input, whatever form it takes.
        for zero in [Value::Id(0), Value::Integer(0), Value::Text("<#0>".into())] {
            let e = Command::parse(
                "daily",
                &opts(&[(SUBCOMMAND, Value::Text("off".into())), ("channel", zero)]),
            );
            assert_eq!(
                e.unwrap_err(),
                "`channel` must be a channel or role, not '0'"
            );
        }
    }

    #[test]
    fn subcommands_parse_with_their_options() {
        let c = Command::parse(
            "daily",
            &opts(&[
                (SUBCOMMAND, Value::Text("set".into())),
                ("channel", Value::Id(99)),
                ("time", Value::Text("18:30".into())),
                ("timezone", Value::Text("Europe/Berlin".into())),
                ("variants", Value::Text("chess960, crc".into())),
                ("thread", Value::Bool(true)),
            ]),
        )
        .unwrap();
        assert_eq!(
            c,
            Command::Daily(DailyCommand::Set {
                channel: 99,
                time: "18:30".into(),
                timezone: "Europe/Berlin".into(),
                variants: "chess960, crc".into(),
                order: None,
                thread: true
            })
        );
        let c = Command::parse(
            "settings",
            &opts(&[
                (SUBCOMMAND, Value::Text("set".into())),
                ("role", Value::Text("<@&77>".into())),
                ("public", Value::Bool(false)),
            ]),
        )
        .unwrap();
        let Command::Settings(SettingsCommand::Set { role, public, .. }) = c else {
            panic!("{c:?}");
        };
        assert_eq!((role, public), (Some(77), Some(false)));
        assert_eq!(
            Command::parse("record", &opts(&[("id", Value::Text("#12".into()))])).unwrap(),
            Command::Record { id: 12 }
        );
    }

    #[test]
    fn button_ids_round_trip_and_stay_short() {
        let args = RandomArgs {
            variant: Some("chess960".into()),
            method: Some("number".into()),
            dice: Some("coin".into()),
            ..RandomArgs::default()
        };
        let id = Action::again_id(&args).unwrap();
        assert_eq!(Action::from_button(&id).unwrap(), Action::RollAgain(args));
        assert_eq!(
            Action::from_button(&Action::record_id(Scope::Guild(7), 42)).unwrap(),
            Action::FullRecord(RecordKey::Numbered(Scope::Guild(7), 42))
        );
        assert_eq!(
            Action::from_button("rec|42").unwrap(),
            Action::FullRecord(RecordKey::Id(42)),
            "buttons from before records were numbered per server"
        );
        assert_eq!(
            Action::from_button("record|960-nc-hhtttthtth-v").unwrap(),
            Action::FullRecordOfCode("960-nc-hhtttthtth-v".into())
        );
        for press in [
            Press::Face("6".into()),
            Press::OpenForm,
            Press::Undo,
            Press::Cancel,
        ] {
            let id = Action::guided_id(123_456, 17, &press);
            assert!(id.len() <= MAX_CUSTOM_ID);
            assert_eq!(
                Action::from_button(&id).unwrap(),
                Action::Guided {
                    session: 123_456,
                    version: 17,
                    press
                }
            );
        }
        let form = Action::guided_id(5, 2, &Press::Typed(String::new()));
        assert_eq!(
            Action::from_control(&form, "3 4 5".into()).unwrap(),
            Action::Guided {
                session: 5,
                version: 2,
                press: Press::Typed("3 4 5".into())
            }
        );
        for bad in [
            "weird",
            "rec|x",
            "g|1|2|bogus",
            "g|a|2|undo",
            "g|1|2|undo|extra",
            "rec|x5|1",
            "rec|g5|x",
        ] {
            assert!(Action::from_button(bad).is_err(), "{bad}");
        }
    }
}
