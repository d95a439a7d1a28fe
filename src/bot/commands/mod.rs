//! The slash commands, one file each: its options (defined once, as
//! [`OptionSpec`]s that registration, reading and completion all use), how
//! they are read, and what it does.
//!
//! [`commands!`] lists them once: it makes the [`Command`] enum, the
//! [`COMMANDS`] table that registration (`/` menu), parsing (from any
//! transport) and the console's positional words read, and the dispatch.
//! Each file holds its command's options type, its [`CommandSpec`] row, and
//! its [`Run`]: how its reply is planned ([`Rules`]) and how it answers. So
//! a new command is one new file, its `mod` line (a plain one, which
//! rustfmt follows) and its line in `commands!`, and its descriptions in the
//! message files (`cmd-<command>-<option>`).

pub mod daily;
pub mod event;
pub mod fairness;
pub mod meetup;
pub mod play;
pub mod position;
pub mod prefs;
pub mod random;
pub mod record;
pub mod replay;
pub mod roll_along;
pub mod settings;
pub mod stats;
pub mod variant;
pub mod variants;

#[cfg(test)]
pub(crate) mod test_server;

use serenity::all::{InstallationContext, InteractionContext};

use crate::app::error::AppError;
use crate::app::rolls::roller::ProgressFn;
use crate::bot::caller::Caller;
use crate::bot::options::Options;
use crate::bot::options::spec::{OptionSpec, Subcommand};
use crate::bot::{Bot, Plan};
use crate::discord::reply::Reply;
use crate::i18n::Lang;
use crate::store::RollSource;

/// Where a command can be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// On a server that installed Backrank, and through a person's own
    /// install: in DMs, group DMs and servers without the bot.
    Anywhere,
    /// Only on a server that installed Backrank: it reads or changes that
    /// server's settings, daily posts or variants.
    Server,
}

impl Reach {
    /// The installs and places Discord offers the command in.
    pub(crate) fn contexts(self) -> (Vec<InstallationContext>, Vec<InteractionContext>) {
        match self {
            Reach::Anywhere => (
                vec![InstallationContext::Guild, InstallationContext::User],
                vec![
                    InteractionContext::Guild,
                    InteractionContext::BotDm,
                    InteractionContext::PrivateChannel,
                ],
            ),
            Reach::Server => (
                vec![InstallationContext::Guild],
                vec![InteractionContext::Guild],
            ),
        }
    }
}

/// One command: its name, what the console takes without `name:`, where
/// it can be used and by whom, its options or subcommands, and how they are
/// read. Its registration ([`registration`]) and its completions
/// ([`crate::bot::autocomplete`]) come from this.
pub struct CommandSpec {
    /// The name typed after the slash.
    pub name: &'static str,
    /// The options typed without `name:` at the console, in order.
    pub positional: &'static [&'static str],
    /// Where it can be used.
    pub reach: Reach,
    /// Only members who may manage the server are offered it, until the
    /// server's own integration settings say otherwise.
    pub managers_only: bool,
    /// Its options, when it has no subcommands.
    pub options: &'static [OptionSpec],
    /// Its subcommands, each with its options.
    pub subcommands: &'static [Subcommand],
    /// Reads the options into the command.
    pub parse: fn(Options<'_>) -> Result<Command, AppError>,
}

/// The slash commands, in the order Discord lists them: each variant holds
/// its options' type, which answers it ([`Run`]), from its file (`$module`),
/// whose `SPEC` is its row in [`COMMANDS`].
macro_rules! commands {
    ($($(#[$doc:meta])* $variant:ident($args:ident) in $module:ident),+ $(,)?) => {
        $(pub use $module::$args;)+

        /// A slash command, parsed.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Command {
            $($(#[$doc])* $variant($args)),+
        }

        /// Every slash command, in the order Discord lists them.
        pub const COMMANDS: [CommandSpec; [$(stringify!($module)),+].len()] = [$($module::SPEC),+];

        impl Command {
            /// The command's name, as typed after the slash.
            pub fn name(&self) -> &'static str {
                match self {
                    $(Command::$variant(_) => $module::SPEC.name),+
                }
            }

            /// How the command's reply is planned.
            pub fn rules(&self) -> Rules {
                match self {
                    $(Command::$variant(c) => c.rules()),+
                }
            }

            /// Answers the command. Each command's future is boxed so the
            /// dispatch (moved whole into a spawned task when a reply is
            /// deferred) stays the size of a pointer, not of the largest
            /// command's state.
            pub(crate) async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
                match self {
                    $(Command::$variant(c) => Box::pin(c.run(cx)).await),+
                }
            }
        }
    };
}

commands! {
    Random(RandomArgs) in random,
    Position(PositionArgs) in position,
    Replay(ReplayArgs) in replay,
    Variants(VariantsArgs) in variants,
    Fairness(FairnessArgs) in fairness,
    /// How a server's rolls came out.
    Stats(StatsArgs) in stats,
    /// A saved roll by its record number.
    Record(RecordArgs) in record,
    /// A roll-along: the bot walks the table through the throws.
    RollAlong(RollAlongArgs) in roll_along,
    /// A person's own preferences.
    Prefs(PrefsCommand) in prefs,
    Settings(SettingsCommand) in settings,
    Daily(DailyCommand) in daily,
    /// A server's own variants.
    Variant(VariantCommand) in variant,
    /// An event's positions, committed to in advance.
    Event(EventCommand) in event,
    /// Club nights: planned, answered, started by themselves.
    Meetup(MeetupCommand) in meetup,
}

/// What a command does, implemented by its options' type in its own file.
pub(crate) trait Run {
    /// How the reply is planned; by default it reads the server's settings
    /// and everyone sees it.
    fn rules(&self) -> Rules {
        Rules::PUBLIC
    }

    /// Answers the command.
    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError>;
}

/// What a command is answered with: the bot, the plan made before the
/// work started, who asked, and where to say how slow work is going.
#[derive(Clone, Copy)]
pub(crate) struct Context<'a> {
    pub bot: &'a Bot,
    pub plan: &'a Plan,
    pub caller: &'a Caller,
    pub progress: ProgressFn<'a>,
}

impl Context<'_> {
    /// The language to answer in: the asker's own choice, else their
    /// Discord's or the server's.
    pub async fn lang(&self) -> Lang {
        self.bot.look_of(self.caller, &self.plan.guild).await.lang
    }
}

/// What must be known about a command before its work starts
/// ([`crate::bot::Plan`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The reply reads the server's settings (its defaults, its language,
    /// whether replies are public).
    pub reads_settings: bool,
    pub replies: Replies,
    /// The options alone show the work is slow (a variant file's audit):
    /// defer at once.
    pub slow: bool,
    /// The work only reads and draws: no roll is saved, nothing is sent
    /// elsewhere. It may start while the interaction's delivery is still
    /// being noted ([`crate::bot::transport::relay::answer`]), and its
    /// reply is dropped if that turns out to be a second delivery.
    pub read_only: bool,
    /// Whether the work rolls, and from what source.
    pub draws: Draws,
}

/// Whether a command's work rolls, and from what source: the plan reads the
/// source (the one asked for, else the server's) and defers at once when
/// it is slow to throw (a tower throws for seconds; the beacon's next round
/// is up to a period away).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Draws {
    /// It rolls nothing.
    Nothing,
    /// It rolls: from `asked`, else the server's source; `typed` when its
    /// throws were typed in, so no source is waited on.
    Rolls {
        asked: Option<RollSource>,
        typed: bool,
    },
}

/// Who sees a command's reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replies {
    /// Everyone in the channel.
    Public,
    /// Only the asker.
    Private,
    /// As the server's settings say, or only the asker when they asked.
    AsServerSays { asked_private: bool },
}

impl Rules {
    /// Reads the server's settings; everyone sees the reply.
    pub const PUBLIC: Rules = Rules {
        reads_settings: true,
        replies: Replies::Public,
        slow: false,
        read_only: false,
        draws: Draws::Nothing,
    };
    /// Reads the server's settings; only the asker sees the reply.
    pub const PRIVATE: Rules = Rules {
        replies: Replies::Private,
        ..Rules::PUBLIC
    };
    /// Reads the server's settings, which say who sees the reply.
    pub const AS_SERVER_SAYS: Rules = Rules {
        replies: Replies::AsServerSays {
            asked_private: false,
        },
        ..Rules::PUBLIC
    };

    /// The same rules for an answer that is the same on every server.
    pub const fn without_settings(self) -> Rules {
        Rules {
            reads_settings: false,
            ..self
        }
    }

    /// The same rules for work that only reads and draws
    /// ([`Rules::read_only`]).
    pub const fn read_only(self) -> Rules {
        Rules {
            read_only: true,
            ..self
        }
    }

    /// Whether only the asker sees the reply, once the server's settings
    /// (`public`) are known.
    pub fn private(self, public: bool) -> bool {
        match self.replies {
            Replies::Public => false,
            Replies::Private => true,
            Replies::AsServerSays { asked_private } => asked_private || !public,
        }
    }

    /// [`Rules::private`] before the server's settings are read: a server
    /// whose replies are private is not known yet.
    pub fn private_unread(self) -> bool {
        self.private(true)
    }
}

impl Command {
    /// Where the command can be used.
    pub fn reach(&self) -> Reach {
        Command::spec(self.name()).map_or(Reach::Anywhere, |s| s.reach)
    }

    /// The command spec by name.
    pub fn spec(name: &str) -> Option<&'static CommandSpec> {
        COMMANDS.iter().find(|c| c.name == name)
    }

    /// Parses a command by name from its options.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming the unknown command, or the missing or bad
    /// option.
    pub fn parse(
        name: &str,
        options: &[(String, crate::bot::options::Value)],
    ) -> Result<Command, AppError> {
        let spec = Command::spec(name).ok_or_else(|| {
            AppError::from(
                crate::i18n::Text::msg(msg!("error-unknown-command"))
                    .with("name", name.chars().take(30).collect::<String>()),
            )
        })?;
        (spec.parse)(Options(options))
    }
}

/// The commands as registered with Discord, in every language.
pub mod registration;

pub use registration::registrations;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::options::{SUBCOMMAND, Value};

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
                request: crate::app::rolls::request::RollRequest {
                    variant: Some("frc".into()),
                    dice: Some(backrank_entropy::Die::Coin),
                    ..crate::app::rolls::request::RollRequest::default()
                },
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
            Command::Position(PositionArgs {
                variant: "960".into(),
                number: 518
            })
        );
        assert_eq!(
            Command::parse("variants", &[]).unwrap(),
            Command::Variants(VariantsArgs)
        );
    }

    #[test]
    fn missing_and_bad_options_are_named() {
        assert_eq!(
            Command::parse("position", &[]).unwrap_err().to_string(),
            "`variant` is missing"
        );
        let e = Command::parse(
            "position",
            &opts(&[
                ("variant", Value::Text("960".into())),
                ("number", Value::Text("x".into())),
            ]),
        );
        assert_eq!(
            e.unwrap_err().to_string(),
            "`number` must be a whole number, not 'x'"
        );
        let huge = "1 ".repeat(5000);
        let e = Command::parse(
            "random",
            &opts(&[
                ("variant", Value::Text("960".into())),
                ("rolls", Value::Text(huge)),
            ]),
        );
        assert!(e.unwrap_err().to_string().contains("too long"));
        assert!(Command::parse("bogus", &[]).is_err());
        assert_eq!(
            Command::parse("daily", &[]).unwrap_err().to_string(),
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
            e.unwrap_err().to_string(),
            "`channel` must be a channel or role, not 'general'"
        );
        // No channel has id 0: refused at input, whatever form it takes.
        for zero in [Value::Id(0), Value::Integer(0), Value::Text("<#0>".into())] {
            let e = Command::parse(
                "daily",
                &opts(&[(SUBCOMMAND, Value::Text("off".into())), ("channel", zero)]),
            );
            assert_eq!(
                e.unwrap_err().to_string(),
                "`channel` must be a channel or role, not '0'"
            );
        }
    }

    /// A whole number registered with a range is held to it when read,
    /// from any transport, as Discord holds its own people to it.
    #[test]
    fn registered_ranges_hold_when_read() {
        let refused = |command: &str, options: &[(&str, Value)]| {
            Command::parse(command, &opts(options))
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            refused("stats", &[("days", Value::Integer(0))]),
            "`days` must be from 1 to 3653, not 0"
        );
        assert_eq!(
            refused(
                "prefs",
                &[
                    (SUBCOMMAND, Value::Text("set".into())),
                    ("width", Value::Text("100".into()))
                ]
            ),
            "`width` must be from 160 to 2048, not 100"
        );
        let start = |rounds: i64| {
            Command::parse(
                "event",
                &opts(&[
                    (SUBCOMMAND, Value::Text("start".into())),
                    ("name", Value::Text("Cup".into())),
                    ("rounds", Value::Integer(rounds)),
                    ("variant", Value::Text("960".into())),
                ]),
            )
        };
        assert_eq!(
            start(31).unwrap_err().to_string(),
            "`rounds` must be from 1 to 30, not 31"
        );
        assert!(start(30).is_ok());
        // A number bounded at one end only is its command's to check.
        assert!(Command::parse("record", &opts(&[("id", Value::Integer(0))])).is_ok());
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
        let Command::Settings(SettingsCommand::Set(change)) = c else {
            panic!("{c:?}");
        };
        assert_eq!((change.role, change.public), (Some(77), Some(false)));
        assert_eq!(
            Command::parse("record", &opts(&[("id", Value::Text("#12".into()))])).unwrap(),
            Command::Record(RecordArgs { id: 12 })
        );
    }

    /// A value of `option`'s kind that its command accepts.
    fn sample(option: &OptionSpec) -> Value {
        use crate::bot::options::spec::{Choices, Complete, Kind};
        let text = match (option.choices, option.complete) {
            // The last: the first is often what leaving it out means.
            (Choices::Fixed(pairs), _) => pairs[pairs.len() - 1].1.to_owned(),
            (Choices::Made(make), _) => make(crate::i18n::Lang::En).pop().unwrap().1,
            (Choices::Any, Complete::Dice { .. }) => "d6".to_owned(),
            (Choices::Any, _) => "x".to_owned(),
        };
        match option.kind {
            Kind::Text => Value::Text(text),
            Kind::Integer => Value::Integer(option.min.map_or(1, |m| m.max(1).cast_signed())),
            Kind::Flag => Value::Bool(true),
            Kind::Channel | Kind::Role => Value::Id(5),
            Kind::File => Value::File(crate::discord::attachments::Upload {
                name: "v.toml".into(),
                size: 1,
                url: "https://cdn.discordapp.com/v.toml".into(),
                local: None,
            }),
        }
    }

    /// Registration and reading come from one definition: every command
    /// and subcommand, given every option it registers, reads each as the
    /// kind it registered (a debug build stops on a mismatch) and parses;
    /// and each option is read: leaving it out changes what is parsed.
    #[test]
    fn every_command_reads_every_option_it_registers() {
        for spec in &COMMANDS {
            let asked: Vec<(Option<&str>, &[OptionSpec])> = if spec.subcommands.is_empty() {
                vec![(None, spec.options)]
            } else {
                spec.subcommands
                    .iter()
                    .map(|s| (Some(s.name), s.options))
                    .collect()
            };
            for (sub, options) in asked {
                let mut given: Vec<(String, Value)> = sub
                    .map(|s| (SUBCOMMAND.to_owned(), Value::Text(s.to_owned())))
                    .into_iter()
                    .collect();
                given.extend(options.iter().map(|o| (o.name.to_owned(), sample(o))));
                let parsed = Command::parse(spec.name, &given);
                assert!(parsed.is_ok(), "/{} {sub:?}: {parsed:?}", spec.name);
                for o in options {
                    let without: Vec<_> =
                        given.iter().filter(|(n, _)| n != o.name).cloned().collect();
                    let other = Command::parse(spec.name, &without);
                    assert_ne!(
                        format!("{other:?}"),
                        format!("{parsed:?}"),
                        "/{} {sub:?} never reads `{}`",
                        spec.name,
                        o.name
                    );
                }
            }
        }
    }

    /// An option name completes the same way wherever its command has it,
    /// as [`CommandSpec::completion`] assumes.
    #[test]
    fn an_option_completes_one_way_in_its_command() {
        use crate::bot::options::spec::Complete;
        for spec in &COMMANDS {
            let all = spec
                .options
                .iter()
                .chain(spec.subcommands.iter().flat_map(|s| s.options));
            for o in all.filter(|o| o.complete != Complete::Nothing) {
                assert_eq!(
                    spec.completion(o.name),
                    o.complete,
                    "/{} {}",
                    spec.name,
                    o.name
                );
            }
        }
        assert_eq!(
            Command::spec("fairness").map(|s| s.completion("dice")),
            Some(Complete::Dice { or_all: true })
        );
        assert_eq!(
            Command::spec("event").map(|s| s.completion("name")),
            Some(Complete::EventName)
        );
        assert_eq!(
            Command::spec("daily").map(|s| s.completion("variants")),
            Some(Complete::Nothing)
        );
    }

    #[test]
    fn every_command_is_registered_with_its_options() {
        let cmds: Vec<serde_json::Value> = registrations()
            .iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect();
        let names: Vec<&str> = cmds.iter().map(|c| c["name"].as_str().unwrap()).collect();
        assert_eq!(names, COMMANDS.map(|c| c.name));
        let random = &cmds[0];
        let opts: Vec<&str> = random["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            opts,
            [
                "variant",
                "method",
                "dice",
                "source",
                "rolls",
                "private",
                "text",
                "exclude_standard",
                "pair"
            ]
        );
        assert_eq!(random["options"][0]["autocomplete"], true);
        // Settings, daily posts and variant files: Manage Server by
        // default, only where a server installed the bot.
        let server_only = ["settings", "daily", "variant"];
        for c in &cmds {
            let name = c["name"].as_str().unwrap();
            if server_only.contains(&name) {
                assert_eq!(c["default_member_permissions"], "32", "{name}");
            }
            // Events and meetups are a server's too; anyone there may
            // look at one.
            if server_only.contains(&name) || ["event", "meetup"].contains(&name) {
                assert_eq!(c["integration_types"], serde_json::json!([0]), "{name}");
                assert_eq!(c["contexts"], serde_json::json!([0]), "{name}");
            } else {
                // A person's own install, in DMs and group DMs too.
                assert_eq!(c["integration_types"], serde_json::json!([0, 1]), "{name}");
                assert_eq!(c["contexts"], serde_json::json!([0, 1, 2]), "{name}");
            }
        }
        let everyone: Vec<&str> = cmds
            .iter()
            .filter(|c| c["default_member_permissions"].is_null())
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            everyone,
            [
                "random",
                "position",
                "replay",
                "variants",
                "fairness",
                "stats",
                "record",
                "roll-along",
                "prefs",
                "event",
                "meetup"
            ]
        );
    }
}
