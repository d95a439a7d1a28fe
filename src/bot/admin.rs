//! The server's managers' commands: `/settings` and `/daily`, and the
//! daily challenge post itself.
//!
//! Discord shows both commands only to members with Manage Server unless an
//! admin grants them to others (Server Settings → Integrations). The bot
//! checks again on its side, from the permissions Discord computed for the
//! interaction, so a forged or replayed interaction cannot change a
//! server's settings: Manage Server (or Administrator) is needed, or the
//! server's `manager_role` for servers that grant the commands to a role.

use std::fmt::Write;
use std::sync::Arc;

use backrank_entropy::Die;
use jiff::Timestamp;

use crate::app::error::AppError;
use crate::app::reply::{Embed, Reply};
use crate::app::sources::{self, SourceSpec};
use crate::bot::Bot;
use crate::bot::command::{Caller, DailyCommand, SettingsCommand};
use crate::bot::handler::{COLOUR_INFO, field, source_name};
use crate::core::roll::{self, RollSpec};
use crate::core::variant::Variant;
use crate::daily::when;
use crate::store::{
    Guided, GuildSettings, Missed, NewSchedule, RecordRef, RollKind, Rotation, Schedule, Who,
};

impl Bot {
    fn guild_id(caller: &Caller) -> Result<u64, AppError> {
        caller
            .who
            .guild_id
            .ok_or_else(|| "this belongs to a server: use the command in one".into())
    }

    /// The server, if the caller may manage Backrank there: Manage Server
    /// (or Administrator), or the server's manager role.
    async fn managed_guild(&self, caller: &Caller) -> Result<(u64, GuildSettings), AppError> {
        let guild_id = Bot::guild_id(caller)?;
        let g = self.store.guild_settings(guild_id).await?;
        let by_role = g.manager_role.is_some_and(|r| caller.roles.contains(&r));
        if caller.manages_server() || by_role {
            return Ok((guild_id, g));
        }
        Err(AppError::Input(
            "only members with Manage Server (or the server's manager role) can change \
             Backrank's settings and daily challenges"
                .into(),
        ))
    }

    pub(crate) async fn settings_command(
        self: &Arc<Self>,
        cmd: SettingsCommand,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let (guild_id, mut g) = self.managed_guild(caller).await?;
        let store = &self.store;
        let SettingsCommand::Set {
            reset,
            variant,
            method,
            dice,
            source,
            guided,
            role,
            public,
            log_channel,
            missed_daily,
            manager_role,
        } = cmd
        else {
            return Ok(self.settings_view(guild_id, &g, "").await);
        };
        // Who else may manage is for those Discord says manage the server.
        if manager_role.is_some() && !caller.manages_server() {
            return Err("only members with Manage Server can choose the manager role".into());
        }
        if reset {
            // The manager role survives a reset: it is who may reset.
            g = GuildSettings {
                manager_role: g.manager_role,
                ..GuildSettings::default()
            };
        }
        // Check everything before changing anything.
        if let Some(v) = variant {
            let parsed: Variant = v.parse().map_err(|e| format!("`variant`: {e}"))?;
            g.variant = Some(parsed.id().to_owned());
        }
        if let Some(m) = method {
            let v: Variant = g
                .variant
                .as_deref()
                .unwrap_or("chess960")
                .parse()
                .map_err(|e| format!("{e}"))?;
            let spec = v.method_named(&m).map_err(|e| format!("`method`: {e}"))?;
            g.method = Some(spec.method.id().to_owned());
        }
        if let Some(d) = dice {
            let d: Die = d.parse().map_err(|e| format!("`dice`: {e}"))?;
            g.dice = Some(d.name().to_owned());
        }
        if let Some(s) = source {
            match s.as_str() {
                "os" => g.source = None,
                "tower" if self.tower().is_some() => g.source = Some(s),
                "tower" => {
                    return Err(
                        "this bot has no dice tower set up ([bot] hardware_source), so `source: \
                         tower` cannot be the default"
                            .into(),
                    );
                }
                other => return Err(format!("`source`: '{other}' is not os or tower").into()),
            }
        }
        if let Some(gd) = guided {
            g.guided = gd.parse().map_err(|e| format!("`guided`: {e}"))?;
        }
        if role.is_some() {
            g.guided_role = role;
        }
        if g.guided == Guided::Role && g.guided_role.is_none() {
            return Err(
                "`guided: role` needs a `role`: pick the role whose members may enter throws"
                    .into(),
            );
        }
        if let Some(p) = public {
            g.public = p;
        }
        if log_channel.is_some() {
            g.log_channel = log_channel;
        }
        if let Some(m) = missed_daily {
            g.missed_daily = m.parse().map_err(|e| format!("`missed_daily`: {e}"))?;
        }
        if manager_role.is_some() {
            g.manager_role = manager_role;
        }
        store.set_guild_settings(guild_id, g.clone()).await?;
        Ok(self.settings_view(guild_id, &g, "✅ Saved.").await)
    }

    async fn settings_view(&self, guild_id: u64, g: &GuildSettings, content: &str) -> Reply {
        let or_default =
            |v: &Option<String>, d: &str| v.clone().unwrap_or_else(|| format!("{d} (default)"));
        let schedules = self
            .store
            .schedules(Some(guild_id))
            .await
            .map(|s| s.len())
            .unwrap_or(0);
        Reply {
            ephemeral: true,
            content: (!content.is_empty()).then(|| content.to_owned()),
            embed: Some(Embed {
                title: "Backrank settings for this server".into(),
                description:
                    "Change them with `/settings set`; `reset: true` returns to the defaults."
                        .into(),
                fields: vec![
                    field("Variant", &or_default(&g.variant, "chess960"), true),
                    field(
                        "Method",
                        &or_default(&g.method, "the variant's fair one"),
                        true,
                    ),
                    field(
                        "Dice",
                        &or_default(&g.dice, self.settings().roll.dice.name()),
                        true,
                    ),
                    field("Source", &or_default(&g.source, "os"), true),
                    field(
                        "Who enters throws in /roll-along",
                        &match (g.guided, g.guided_role) {
                            (Guided::Starter, _) => "the person who started it".to_owned(),
                            (Guided::Anyone, _) => "anyone".to_owned(),
                            (Guided::Role, Some(r)) => format!("the starter and <@&{r}>"),
                            (Guided::Role, None) => "a role (not set)".to_owned(),
                        },
                        true,
                    ),
                    field(
                        "Replies",
                        if g.public {
                            "public"
                        } else {
                            "only the asker sees them"
                        },
                        true,
                    ),
                    field(
                        "Log channel",
                        &g.log_channel
                            .map_or("none: problems go to the bot's log".to_owned(), |c| {
                                format!("<#{c}>")
                            }),
                        true,
                    ),
                    field(
                        "Missed daily posts",
                        match g.missed_daily {
                            Missed::Post => "posted late, once",
                            Missed::Skip => "skipped",
                        },
                        true,
                    ),
                    field(
                        "Daily challenges",
                        &format!("{schedules} (see `/daily show`)"),
                        true,
                    ),
                    field(
                        "Who manages Backrank here",
                        &g.manager_role
                            .map_or("members with Manage Server".to_owned(), |r| {
                                format!("members with Manage Server, and <@&{r}>")
                            }),
                        true,
                    ),
                ],
                colour: COLOUR_INFO,
                ..Embed::default()
            }),
            ..Reply::default()
        }
    }

    pub(crate) async fn daily_command(
        self: &Arc<Self>,
        cmd: DailyCommand,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let (guild_id, _) = self.managed_guild(caller).await?;
        let now = self.clock.now();
        match cmd {
            DailyCommand::Set {
                channel,
                time,
                timezone,
                variants,
                order,
                thread,
            } => {
                let t = when::parse_time(&time)?;
                let tz = when::parse_zone(&timezone)?;
                let variants = when::parse_variants(&variants)?;
                let rotation: Rotation = match order {
                    Some(o) => o.parse().map_err(|e| format!("`order`: {e}"))?,
                    None => Rotation::Rotate,
                };
                let s = self
                    .store
                    .set_schedule(NewSchedule {
                        guild_id,
                        channel_id: channel,
                        local_time: format!("{:02}:{:02}", t.hour(), t.minute()),
                        timezone: tz.iana_name().unwrap_or(timezone.trim()).to_owned(),
                        variants: variants.iter().map(|v| v.id().to_owned()).collect(),
                        rotation,
                        thread,
                        created_at: now.as_second(),
                    })
                    .await?;
                Ok(Reply {
                    ephemeral: true,
                    content: Some(format!("✅ Daily challenge set. {}", describe(&s, now))),
                    ..Reply::default()
                })
            }
            DailyCommand::Off { channel } => {
                let n = self.store.remove_schedules(guild_id, channel).await?;
                match (n, channel) {
                    (0, Some(c)) => Err(format!(
                        "there is no daily challenge in <#{c}>: `/daily show` lists them"
                    )
                    .into()),
                    (0, None) => Err("this server has no daily challenges".into()),
                    (n, _) => Ok(Reply {
                        ephemeral: true,
                        content: Some(format!(
                            "✅ Stopped {n} daily challenge{}.",
                            if n == 1 { "" } else { "s" }
                        )),
                        ..Reply::default()
                    }),
                }
            }
            DailyCommand::Show => {
                let schedules = self.store.schedules(Some(guild_id)).await?;
                if schedules.is_empty() {
                    return Ok(Reply {
                        ephemeral: true,
                        content: Some("No daily challenges yet: `/daily set channel time timezone variants` starts one.".into()),
                        ..Reply::default()
                    });
                }
                let mut text = String::new();
                for s in &schedules {
                    let _ = writeln!(text, "• {}", describe(s, now));
                    if let Some((date, _)) = when::latest_due(s, now)
                        && let Ok(Some(p)) = self.store.post(s.id, date.to_string()).await
                    {
                        let _ = writeln!(
                            text,
                            "  last: {date} {}{}",
                            p.status,
                            p.detail.map(|d| format!(" ({d})")).unwrap_or_default()
                        );
                    }
                }
                Ok(Reply {
                    ephemeral: true,
                    embed: Some(Embed {
                        title: "Daily challenges".into(),
                        description: text,
                        colour: COLOUR_INFO,
                        ..Embed::default()
                    }),
                    ..Reply::default()
                })
            }
            DailyCommand::Now { channel } => {
                let here = channel.or(caller.who.channel_id);
                let schedules = self.store.schedules(Some(guild_id)).await?;
                let schedule = schedules
                    .into_iter()
                    .find(|s| Some(s.spec.channel_id) == here)
                    .unwrap_or_else(|| Schedule {
                        id: 0,
                        spec: NewSchedule {
                            guild_id,
                            channel_id: here.unwrap_or(0),
                            local_time: "00:00".into(),
                            timezone: "UTC".into(),
                            variants: vec!["chess960".into()],
                            rotation: Rotation::Random,
                            thread: false,
                            created_at: 0,
                        },
                    });
                let date = now
                    .to_zoned(
                        when::parse_zone(&schedule.spec.timezone)
                            .unwrap_or(jiff::tz::TimeZone::UTC),
                    )
                    .date();
                let variant = when::variant_for(&schedule, date, when::random_index);
                let (reply, _) = self
                    .daily_post(variant, &schedule, &date.to_string(), false)
                    .await?;
                Ok(reply)
            }
        }
    }

    /// A daily challenge: a fresh roll with the OS's random numbers, saved,
    /// with an invitation to play it at the next meetup.
    ///
    /// # Errors
    ///
    /// When the roll cannot be made or saved (nothing is posted then).
    pub async fn daily_post(
        self: &Arc<Self>,
        variant: Variant,
        schedule: &Schedule,
        date: &str,
        late: bool,
    ) -> Result<(Reply, RecordRef), AppError> {
        let record = self.daily_roll(variant, schedule).await?;
        let reply = self.daily_reply(record.id, date, late).await?;
        Ok((reply, record))
    }

    /// Rolls and saves a day's challenge (the scheduler keeps its id with
    /// the day's claim, so every attempt posts this one roll).
    ///
    /// # Errors
    ///
    /// When the roll cannot be made or saved.
    pub async fn daily_roll(
        &self,
        variant: Variant,
        schedule: &Schedule,
    ) -> Result<RecordRef, AppError> {
        let spec = RollSpec {
            variant,
            method: variant.default_method(),
            dice: self.settings().roll.dice,
        };
        let failed = |e: String| AppError::fault("the daily challenge could not be rolled", e);
        let mut source = sources::open(&SourceSpec::Os).map_err(|e| failed(e.to_string()))?;
        let roll = roll::draw(spec, source.as_mut(), |_| {})
            .await
            .map_err(|e| failed(e.to_string()))?;
        let who = Who {
            user_id: 0,
            user_name: "daily challenge".into(),
            guild_id: Some(schedule.spec.guild_id),
            channel_id: Some(schedule.spec.channel_id),
        };
        self.save(
            &roll,
            &source_name(&SourceSpec::Os),
            &who,
            RollKind::Daily,
            false,
        )
        .await
    }

    /// The post for a saved daily roll: the same message for every attempt
    /// at one day's post.
    ///
    /// # Errors
    ///
    /// When the roll cannot be read back or drawn.
    pub async fn daily_reply(
        self: &Arc<Self>,
        roll_id: i64,
        date: &str,
        late: bool,
    ) -> Result<Reply, AppError> {
        let saved = self.store.roll(roll_id).await?.ok_or_else(|| {
            AppError::fault(
                "the daily challenge's roll is missing",
                format!("roll {roll_id} is not in the store"),
            )
        })?;
        let roll = crate::bot::handler::replayed(&saved.roll.replay_code)?;
        let variant = roll.spec.variant;
        let mut reply = self
            .roll_reply(&roll, &saved.roll.source, None, Some(saved.record()), false)
            .await?;
        reply.content = Some(format!(
            "🗓️ **Daily challenge for {date}**{}: {} {}. Set it up and play it at the next meetup \
             — the record below lets anyone redo the throws by hand.",
            if late {
                " (posted late: the bot was down at the usual time)"
            } else {
                ""
            },
            variant.spec().name,
            crate::core::roll::text::number_label(variant, roll.position.number()),
        ));
        Ok(reply)
    }
}

/// One schedule in a line: where, when, what, and the next post.
fn describe(s: &Schedule, now: Timestamp) -> String {
    let next = when::next_after(s, now)
        .map(|t| format!(" Next: <t:{}:F> (<t:{}:R>).", t.as_second(), t.as_second()))
        .unwrap_or_default();
    format!(
        "<#{}> every day at {} {}: {} {}{}.{next}",
        s.spec.channel_id,
        s.spec.local_time,
        s.spec.timezone,
        s.spec.variants.join(", "),
        match s.spec.rotation {
            Rotation::Rotate => "in turn",
            Rotation::Random => "at random",
        },
        if s.spec.thread {
            ", with a thread for each post"
        } else {
            ""
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::clock::ManualClock;
    use crate::app::settings::Settings;
    use crate::bot::Action;
    use crate::bot::command::{Command, RandomArgs, Value};
    use crate::bot::handler::tests::temp_store;

    struct Server {
        bot: Arc<Bot>,
        rt: tokio::runtime::Runtime,
    }

    fn manager() -> Caller {
        Caller {
            who: Who {
                user_id: 1,
                user_name: "Mo".into(),
                guild_id: Some(500),
                channel_id: Some(600),
            },
            roles: vec![],
            permissions: crate::bot::command::permissions::MANAGE_GUILD,
        }
    }

    impl Server {
        fn new() -> Server {
            let clock = Arc::new(ManualClock::new("2026-11-21T18:00:00Z".parse().unwrap()));
            Server {
                bot: Arc::new(
                    Bot::new(Settings::load(None).unwrap(), temp_store())
                        .unwrap()
                        .with_clock(clock),
                ),
                rt: tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap(),
            }
        }

        fn run(&self, name: &str, opts: &[(&str, Value)]) -> Reply {
            self.run_as(name, opts, &manager())
        }

        fn run_as(&self, name: &str, opts: &[(&str, Value)], who: &Caller) -> Reply {
            let opts: Vec<(String, Value)> = opts
                .iter()
                .map(|(n, v)| ((*n).to_owned(), v.clone()))
                .collect();
            let cmd = Command::parse(name, &opts).unwrap();
            self.rt
                .block_on(self.bot.handle(Action::Command(cmd), who, &|_| {}))
        }

        fn settings(&self) -> GuildSettings {
            self.rt
                .block_on(self.bot.store().guild_settings(500))
                .unwrap()
        }
    }

    fn t(s: &str) -> Value {
        Value::Text(s.into())
    }

    fn sub(s: &str) -> (&'static str, Value) {
        (crate::bot::command::SUBCOMMAND, t(s))
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
                variant: Some("chess25".into()),
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
        };
        let r = s.run_as("settings", &[sub("show")], &dm);
        assert!(r.content.unwrap().contains("belongs to a server"));
    }

    #[test]
    fn daily_set_show_now_and_off() {
        let s = Server::new();
        let set = s.run(
            "daily",
            &[
                sub("set"),
                ("channel", Value::Id(700)),
                ("time", t("18:30")),
                ("timezone", t("Europe/Berlin")),
                ("variants", t("chess960, crc")),
                ("thread", Value::Bool(true)),
            ],
        );
        let text = set.content.unwrap();
        assert!(
            text.contains(
                "<#700> every day at 18:30 Europe/Berlin: chess960, crc in turn, with a thread"
            ),
            "{text}"
        );
        // 18:00 UTC is 19:00 in Berlin, past 18:30: the next post is tomorrow.
        let tomorrow = "2026-11-22T17:30:00Z"
            .parse::<Timestamp>()
            .unwrap()
            .as_second();
        assert!(text.contains(&format!("<t:{tomorrow}:F>")), "{text}");
        let show = s.run("daily", &[sub("show")]).embed.unwrap();
        assert!(show.description.contains("<#700>"));
        // Bad input names the part and saves nothing.
        for (opt, value, needle) in [
            ("time", "6pm", "HH:MM"),
            ("timezone", "Europe/Berln", "did you mean Europe/Berlin"),
            ("variants", "chess961", "chess960"),
        ] {
            let mut opts = vec![
                sub("set"),
                ("channel", Value::Id(701)),
                ("time", t("18:30")),
                ("timezone", t("UTC")),
                ("variants", t("all")),
            ];
            opts.retain(|(n, _)| *n != opt);
            opts.push((opt, t(value)));
            let r = s.run("daily", &opts);
            assert!(r.content.unwrap().contains(needle), "{opt}");
        }
        assert_eq!(
            s.rt.block_on(s.bot.store().schedules(Some(500)))
                .unwrap()
                .len(),
            1
        );
        // Now: a challenge posted here, from this channel's schedule.
        let here = Caller {
            who: Who {
                channel_id: Some(700),
                ..manager().who
            },
            ..manager()
        };
        let now = s.run_as("daily", &[sub("now")], &here);
        assert!(!now.ephemeral);
        assert!(
            now.content
                .unwrap()
                .contains("Daily challenge for 2026-11-21")
        );
        assert_eq!(now.files[0].name, "board.png");
        let off = s.run("daily", &[sub("off"), ("channel", Value::Id(700))]);
        assert_eq!(
            off.content.as_deref(),
            Some("✅ Stopped 1 daily challenge.")
        );
        let again = s.run("daily", &[sub("off")]);
        assert!(again.content.unwrap().contains("no daily challenges"));
    }
}
