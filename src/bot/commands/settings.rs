//! `/settings show|set`: a server's defaults (variant, method, dice,
//! source), who may enter throws in a roll-along, whether replies are
//! public, where daily-post problems are reported, and who manages
//! Backrank there.
//!
//! Discord shows `/settings` and `/daily` only to members with Manage
//! Server unless an admin grants them to others (Server Settings →
//! Integrations). The bot checks again on its side, from the permissions
//! Discord computed for the interaction, so a forged or replayed
//! interaction cannot change a server's settings: Manage Server (or
//! Administrator) is needed, or the server's `manager_role`.

use serenity::all::ChannelType;

use crate::app::error::AppError;
use crate::app::event::study::MOST_STUDY;
use crate::app::people::look::server_lang;
use crate::app::play::game::server_clock;
use crate::app::rolls::request::DEFAULT_VARIANT;
use crate::app::servers::change::SettingsChange;
use crate::app::servers::managers::Rights;
use crate::bot::Bot;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::{Choices, Complete, OptionSpec, Subcommand};
use crate::discord::present::{COLOUR_INFO, field};
use crate::discord::reply::{Embed, Field, Reply};
use crate::i18n::{Lang, Msg, t, t_with};
use crate::store::{GuildSettings, Missed, RollSource, WhoThrows};

pub const SPEC: CommandSpec = CommandSpec {
    name: "settings",
    positional: &[crate::bot::options::SUBCOMMAND],
    reach: Reach::Server,
    managers_only: true,
    options: &[],
    subcommands: &[
        Subcommand::new("show", &[]),
        Subcommand::new(
            "set",
            &[
                shared::VARIANT_OR_DEFAULT,
                shared::METHOD,
                shared::DICE,
                shared::SOURCE,
                GUIDED,
                ROLE,
                PUBLIC,
                LOG_CHANNEL,
                MISSED_DAILY,
                MANAGER_ROLE,
                LANGUAGE,
                EXCLUDE_STANDARD,
                PAIRS,
                EVENT_STUDY,
                LICHESS,
                LICHESS_CLOCK,
                TIMEZONE,
                RESET,
            ],
        ),
    ],
    parse,
};

/// Who may enter throws in a roll-along.
const GUIDED: OptionSpec = OptionSpec::text("guided").choices(Choices::Fixed(&[
    (msg!("settings-guided-starter"), "starter"),
    (msg!("settings-guided-anyone"), "anyone"),
    (msg!("choice-guided-role"), "role"),
]));
/// The role for `guided: role`.
const ROLE: OptionSpec = OptionSpec::role("role");
/// Replies everyone sees, or only the asker.
const PUBLIC: OptionSpec = OptionSpec::flag("public");
/// Where problems with daily posts are reported.
const LOG_CHANNEL: OptionSpec = OptionSpec::channel("log_channel", &[ChannelType::Text]);
/// A daily post missed while the bot was down.
const MISSED_DAILY: OptionSpec = OptionSpec::text("missed_daily").choices(Choices::Fixed(&[
    (msg!("choice-missed-post"), "post"),
    (msg!("choice-missed-skip"), "skip"),
]));
/// Members of this role may change settings and daily posts too.
const MANAGER_ROLE: OptionSpec = OptionSpec::role("manager_role");
const LANGUAGE: OptionSpec = OptionSpec::text("language").choices(shared::LANGUAGES);
const EXCLUDE_STANDARD: OptionSpec = OptionSpec::flag("exclude_standard");
/// Every position is for two games, colours swapped.
const PAIRS: OptionSpec = OptionSpec::flag("pairs");
/// Minutes from an event round's reveal to the start of play.
const EVENT_STUDY: OptionSpec = OptionSpec::integer("event_study")
    .at_least(0)
    .at_most(MOST_STUDY.unsigned_abs());
/// Whether rolls offer "Play on lichess".
const LICHESS: OptionSpec = OptionSpec::text("lichess").choices(Choices::Fixed(&[
    (msg!("choice-lichess-on"), "on"),
    (msg!("choice-lichess-off"), "off"),
]));
/// The clock of games made on lichess.
const LICHESS_CLOCK: OptionSpec = OptionSpec::text("lichess_clock");
/// The server's time zone, for the times people type (`/meetup plan
/// when:`), or `none`.
const TIMEZONE: OptionSpec = OptionSpec::text("timezone").completes(Complete::TimeZone);
/// Back to the defaults first.
const RESET: OptionSpec = OptionSpec::flag("reset");

/// `/settings show` or `/settings set …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsCommand {
    Show,
    /// Each `Some` changes one setting; `reset` first returns all to the
    /// defaults.
    Set(Box<SettingsChange>),
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Settings(
        match o.subcommand(SPEC.name, SPEC.subcommands)?.as_str() {
            "show" => SettingsCommand::Show,
            _ => SettingsCommand::Set(Box::new(SettingsChange {
                reset: o.flag(&RESET).unwrap_or(false),
                roll: o.roll_request(&EXCLUDE_STANDARD, &PAIRS)?,
                source: o.text(&shared::SOURCE)?,
                guided: o.text(&GUIDED)?,
                role: o.id(&ROLE)?,
                public: o.flag(&PUBLIC),
                log_channel: o.id(&LOG_CHANNEL)?,
                missed_daily: o.text(&MISSED_DAILY)?,
                manager_role: o.id(&MANAGER_ROLE)?,
                language: o.text(&LANGUAGE)?,
                event_study: o.optional_number(&EVENT_STUDY)?,
                lichess: o.text(&LICHESS)?,
                lichess_clock: o.text(&LICHESS_CLOCK)?,
                timezone: o.text(&TIMEZONE)?,
            })),
        },
    ))
}

impl Run for SettingsCommand {
    fn rules(&self) -> Rules {
        Rules::PRIVATE
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        cx.bot.settings_command(self, cx.caller).await
    }
}

impl Bot {
    /// The server, if the caller may manage Backrank there: Manage Server
    /// (or Administrator), or the server's manager role. `command` is what
    /// they tried (`event start`), named in the refusal.
    pub(crate) async fn managed_guild(
        &self,
        caller: &Caller,
        command: &str,
    ) -> Result<(u64, GuildSettings), AppError> {
        let rights = Rights {
            guild_id: caller.who.guild_id,
            manages_server: caller.manages_server(),
            roles: &caller.roles,
        };
        self.app().servers().managed(rights, command).await
    }

    pub(crate) async fn settings_command(
        &self,
        cmd: SettingsCommand,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let (guild_id, g) = self.managed_guild(caller, "settings").await?;
        let SettingsCommand::Set(change) = cmd else {
            return Ok(self.settings_view(guild_id, &g, None, caller).await);
        };
        let g = self
            .app()
            .servers()
            .change(guild_id, &change, caller.manages_server())
            .await?;
        let mut reply = self
            .settings_view(guild_id, &g, Some(msg!("settings-saved")), caller)
            .await;
        if change.source.is_some() && g.source == RollSource::Beacon {
            // Saved all the same: a relay down now may be up at the next
            // roll. The manager is told, so the first failure is no surprise.
            if let Some(why) = self.beacon_silent().await {
                let lang = self.look_of(caller, &g).await.lang;
                let said = t_with(lang, msg!("settings-beacon-silent"), &[("why", why.into())]);
                reply.headline(said);
            }
        }
        Ok(reply)
    }

    /// Why drand's beacon does not answer now, if it does not (logged).
    async fn beacon_silent(&self) -> Option<String> {
        #[cfg(feature = "beacon")]
        {
            let e = crate::app::source::beacon::answers(&self.app().settings().beacon)
                .await
                .err()?;
            tracing::warn!(error = %e, "a server chose the beacon as its source, and it does not answer now");
            Some(e.to_string())
        }
        #[cfg(not(feature = "beacon"))]
        {
            Some(crate::app::source::spec::BEACON_NOT_BUILT.to_string())
        }
    }

    /// The settings as they now apply; `note` is a message id (empty for
    /// none). In the caller's language, the server's as just set included.
    async fn settings_view(
        &self,
        guild_id: u64,
        g: &GuildSettings,
        note: Option<Msg>,
        caller: &Caller,
    ) -> Reply {
        let lang = self.look_of(caller, g).await.lang;
        let schedules = self
            .app()
            .store()
            .schedules(Some(guild_id))
            .await
            .map(|s| s.len())
            .unwrap_or(0);
        let mut fields = settings_fields(
            g,
            (
                self.app().settings().roll.dice.name(),
                self.app().play().lichess().is_some(),
            ),
            schedules,
            lang,
        );
        fields.push(zone_field(g, lang));
        Reply {
            ephemeral: true,
            content: note.map(|note| t(lang, note)),
            embed: Some(Embed {
                title: t(lang, msg!("settings-title")),
                description: t(lang, msg!("settings-description")),
                fields,
                colour: COLOUR_INFO,
                ..Embed::default()
            }),
            ..Reply::default()
        }
    }
}

/// A server's settings, one field each, defaults marked, in `lang`; the
/// bot's default dice, and whether it plays on lichess at all.
fn settings_fields(
    g: &GuildSettings,
    (default_dice, lichess_on): (&str, bool),
    schedules: usize,
    lang: Lang,
) -> Vec<Field> {
    let or_default = |v: &Option<String>, d: &str| {
        v.clone()
            .unwrap_or_else(|| format!("{d} {}", t(lang, msg!("settings-default"))))
    };
    let role = |r: u64| ("role", format!("<@&{r}>").into());
    let words = |id: Msg| t(lang, id);
    let guided = match (g.guided, g.guided_role) {
        (WhoThrows::Starter, _) => words(msg!("settings-guided-starter")),
        (WhoThrows::Anyone, _) => words(msg!("settings-guided-anyone")),
        (WhoThrows::Role, Some(r)) => t_with(lang, msg!("settings-guided-role"), &[role(r)]),
        (WhoThrows::Role, None) => words(msg!("settings-guided-role-unset")),
    };
    let log = g
        .log_channel
        .map_or(words(msg!("settings-log-none")), |c| format!("<#{c}>"));
    let missed = words(match g.missed_daily {
        Missed::Post => msg!("settings-missed-post"),
        Missed::Skip => msg!("settings-missed-skip"),
    });
    let language = server_lang(g).map_or(words(msg!("settings-language-auto")), |l| {
        t_with(
            lang,
            msg!("settings-language-set"),
            &[("language", l.name().into())],
        )
    });
    let managers = g
        .manager_role
        .map_or(words(msg!("settings-managers")), |r| {
            t_with(lang, msg!("settings-managers-and-role"), &[role(r)])
        });
    let fair = words(msg!("settings-method-fair"));
    let replies = words(if g.public {
        msg!("settings-replies-public")
    } else {
        msg!("settings-replies-private")
    });
    let daily = t_with(
        lang,
        msg!("settings-daily-count"),
        &[("count", schedules.into())],
    );
    let standard = words(if g.exclude_standard {
        msg!("settings-standard-excluded")
    } else {
        msg!("settings-standard-allowed")
    });
    let pairs = words(if g.pairs {
        msg!("settings-pairs-on")
    } else {
        msg!("settings-pairs-off")
    });
    let study = t_with(
        lang,
        msg!("event-study-rule"),
        &[("minutes", g.event_study.into())],
    );
    let dice = or_default(&g.dice.map(|d| d.name().to_owned()), default_dice);
    let lichess = lichess_field(g, lichess_on, lang);
    let row = |label: Msg, value: &str| field(&words(label), value, true);
    vec![
        row(
            msg!("settings-variant"),
            &or_default(&g.variant, DEFAULT_VARIANT.id()),
        ),
        row(msg!("field-method"), &or_default(&g.method, &fair)),
        row(msg!("settings-dice"), &dice),
        row(msg!("field-source"), g.source.as_str()),
        row(msg!("settings-guided"), &guided),
        row(msg!("settings-replies"), &replies),
        row(msg!("settings-log"), &log),
        row(msg!("settings-missed"), &missed),
        row(msg!("settings-daily"), &daily),
        row(msg!("settings-language"), &language),
        row(msg!("settings-managers-title"), &managers),
        row(msg!("settings-standard"), &standard),
        row(msg!("field-pair"), &pairs),
        row(msg!("settings-study"), &study),
        row(msg!("settings-lichess"), &lichess),
    ]
}

/// The server's time zone, or that it has none of its own: the field
/// after [`settings_fields`].
fn zone_field(g: &GuildSettings, lang: Lang) -> Field {
    let zone = g
        .timezone
        .clone()
        .unwrap_or_else(|| t(lang, msg!("settings-timezone-unset")));
    field(&t(lang, msg!("settings-timezone")), &zone, true)
}

/// Play on lichess: offered with its clock, not offered, or turned off
/// for every server by whoever runs the bot (`[lichess] enabled`).
fn lichess_field(g: &GuildSettings, lichess_on: bool, lang: Lang) -> String {
    if !lichess_on {
        t(lang, msg!("settings-lichess-install-off"))
    } else if g.lichess {
        t_with(
            lang,
            msg!("settings-lichess-on"),
            &[("clock", server_clock(g).to_string().into())],
        )
    } else {
        t(lang, msg!("settings-lichess-off"))
    }
}

#[cfg(test)]
mod tests {
    use crate::bot::Action;
    use crate::bot::caller::Caller;
    use crate::bot::commands::test_server::{Server, manager, sub, t};
    use crate::bot::commands::{Command, RandomArgs};
    use crate::bot::options::Value;
    use crate::store::Who;

    /// A method set for one variant and a variant set later in another
    /// command: the settings are checked as a whole, so the second command
    /// is refused (saying what to do) and changes nothing.
    #[test]
    fn settings_are_checked_as_a_whole_across_commands() {
        let s = Server::new();
        let r = s.run("settings", &[sub("set"), ("method", t("king-first"))]);
        assert_eq!(r.content.as_deref(), Some("✅ Saved."));
        let r = s.run("settings", &[sub("set"), ("variant", t("crc"))]);
        let said = r.content.unwrap();
        assert!(
            said.contains("crc has no method 'king-first'")
                && said.contains("`method:`")
                && said.contains("Nothing was changed"),
            "{said}"
        );
        let kept =
            s.rt.block_on(s.bot.app().store().guild_settings(500))
                .unwrap();
        assert_eq!(kept.variant, None);
        assert_eq!(kept.method.as_deref(), Some("king-first"));
        let both = [
            sub("set"),
            ("variant", t("crc")),
            ("method", t("scharnagl")),
        ];
        assert_eq!(
            s.run("settings", &both).content.as_deref(),
            Some("✅ Saved.")
        );
    }

    /// `/settings show` says whether rolls here offer Play on lichess, and
    /// with which clock; when whoever runs the bot turned it off for every
    /// server, it says so, not "offered".
    #[test]
    fn settings_show_whether_lichess_is_offered_and_its_clock() {
        let shown = |s: &Server| {
            let embed = s.run("settings", &[sub("show")]).embed.unwrap();
            embed
                .fields
                .iter()
                .find(|f| f.name == "Play on lichess")
                .map(|f| f.value.clone())
                .unwrap_or_else(|| panic!("no Play on lichess in {:?}", embed.fields))
        };
        let s = Server::new();
        assert_eq!(shown(&s), "offered, 10+5");
        s.run("settings", &[sub("set"), ("lichess_clock", t("15 + 10"))]);
        assert_eq!(shown(&s), "offered, 15+10");
        s.run("settings", &[sub("set"), ("lichess", t("off"))]);
        assert_eq!(shown(&s), "not offered");

        let mut off = crate::app::settings::Settings::load(None).unwrap();
        off.lichess.enabled = false;
        let s = Server::with(off);
        assert_eq!(
            shown(&s),
            "not offered: whoever runs the bot turned it off for every server"
        );
    }

    /// A member without the right to manage is told which command they
    /// may not use, not about settings they did not touch.
    #[test]
    fn a_refusal_names_the_command_refused() {
        let s = Server::new();
        let member = Caller {
            permissions: 0,
            ..manager()
        };
        let r = s.run_as(
            "settings",
            &[sub("set"), ("pairs", Value::Bool(true))],
            &member,
        );
        let said = r.content.unwrap();
        assert!(said.contains("can use `/settings`"), "{said}");
    }

    #[test]
    fn settings_change_the_servers_defaults_and_are_shown() {
        let s = Server::new();
        let r = s.run(
            "settings",
            &[
                sub("set"),
                ("variant", t("crc")),
                ("method", t("scharnagl")),
                ("dice", t("coin")),
                ("public", Value::Bool(false)),
            ],
        );
        assert!(r.ephemeral);
        assert_eq!(r.content.as_deref(), Some("✅ Saved."));
        let shown = s.run("settings", &[sub("show")]).embed.unwrap();
        let value = |name: &str| {
            shown
                .fields
                .iter()
                .find(|f| f.name == name)
                .map(|f| f.value.clone())
                .unwrap()
        };
        assert_eq!(value("Variant"), "crc");
        assert_eq!(value("Method"), "scharnagl");
        assert_eq!(value("Replies"), "only the asker sees them");
        // /random with no options now rolls CRC by Scharnagl's method with a
        // coin, and only the asker sees it.
        let r = s.run_as("random", &[], &manager());
        assert!(r.ephemeral);
        let e = r.embed.unwrap();
        assert!(e.title.starts_with("Capablanca Random"), "{}", e.title);
        assert!(
            e.fields
                .iter()
                .any(|f| f.name == "Device" && f.value == "coin")
        );
        assert!(
            e.fields
                .iter()
                .any(|f| f.name == "Method" && f.value.starts_with("scharnagl"))
        );
        // A method the variant lacks falls back to the variant's own.
        let r = s.rt.block_on(s.bot.handle(
            Action::Command(Command::Random(RandomArgs {
                request: crate::app::rolls::request::RollRequest {
                    variant: Some("chess25".into()),
                    ..crate::app::rolls::request::RollRequest::default()
                },
                ..RandomArgs::default()
            })),
            &manager(),
            &|_| {},
        ));
        let e = r.embed.unwrap();
        assert!(
            e.title.starts_with("Fischer Placement Chess"),
            "{}",
            e.title
        );
        assert!(
            e.fields
                .iter()
                .any(|f| f.name == "Method" && f.value.starts_with("relocation"))
        );
    }

    #[test]
    fn bad_settings_are_named_and_change_nothing() {
        let s = Server::new();
        let before = s.settings();
        for (opts, needle) in [
            (vec![sub("set"), ("variant", t("chess961"))], "`variant`"),
            (vec![sub("set"), ("method", t("relocation"))], "`method`"),
            (vec![sub("set"), ("dice", t("d7"))], "`dice`"),
            (vec![sub("set"), ("source", t("tower"))], "no dice tower"),
            (vec![sub("set"), ("guided", t("role"))], "needs a `role`"),
            (
                vec![sub("set"), ("guided", t("friends")), ("variant", t("crc"))],
                "`guided`",
            ),
            (
                vec![sub("set"), ("missed_daily", t("maybe"))],
                "`missed_daily`",
            ),
        ] {
            let r = s.run("settings", &opts);
            assert!(r.ephemeral, "{needle}");
            let text = r.content.unwrap();
            assert!(text.contains(needle), "{needle}: {text}");
            assert_eq!(s.settings(), before, "{needle} changed something");
        }
        // Outside a server there are no settings.
        let dm = Caller {
            who: Who {
                guild_id: None,
                ..manager().who
            },
            roles: vec![],
            permissions: 0,
            ..Caller::default()
        };
        let r = s.run_as("settings", &[sub("show")], &dm);
        assert!(
            r.content
                .unwrap()
                .contains("works only on a server that has added the bot")
        );
    }
}
