//! `/daily set|off|show|now`: a random position posted every day at a
//! local time, managed by the server's managers (see `settings`).

use std::fmt::Write;

use jiff::Timestamp;
use serenity::all::ChannelType;

use crate::app::error::AppError;
use crate::app::people::look::server_lang;
use crate::app::rolls::request::DEFAULT_VARIANT;
use crate::bot::Bot;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::spec::{Choices, Complete, OptionSpec, Subcommand};
use crate::daily::post::{self, Place};
use crate::daily::when::{self, WhenError};
use crate::discord::present::COLOUR_INFO;
use crate::discord::reply::{Embed, Reply};
use crate::i18n::{Lang, Text, t, t_with};
use crate::store::{DailyOf, GuildSettings, NewSchedule, NotOneOf, PostStatus, Rotation, Schedule};

pub const SPEC: CommandSpec = CommandSpec {
    name: "daily",
    positional: &[crate::bot::options::SUBCOMMAND],
    reach: Reach::Server,
    managers_only: true,
    options: &[],
    subcommands: &[
        Subcommand::new(
            "set",
            &[SET_CHANNEL, TIME, TIMEZONE, VARIANTS, ORDER, THREAD],
        ),
        Subcommand::new("off", &[CHANNEL, ALL]),
        Subcommand::new("show", &[]),
        Subcommand::new("now", &[CHANNEL]),
    ],
    parse,
};

/// A channel whose schedule it is: text and announcement channels.
const CHANNEL: OptionSpec = OptionSpec::channel("channel", &[ChannelType::Text, ChannelType::News]);
/// The channel a new schedule posts in.
const SET_CHANNEL: OptionSpec = CHANNEL.required();
/// The local time of day, like 18:30.
const TIME: OptionSpec = OptionSpec::text("time").required();
const TIMEZONE: OptionSpec = OptionSpec::text("timezone")
    .required()
    .completes(Complete::TimeZone);
/// The variants to use, or `all`.
const VARIANTS: OptionSpec = OptionSpec::text("variants").required();
/// How each day's variant is picked.
const ORDER: OptionSpec = OptionSpec::text("order").choices(Choices::Fixed(&[
    (msg!("choice-order-rotate"), "rotate"),
    (msg!("choice-order-random"), "random"),
]));
/// A thread opened on each post.
const THREAD: OptionSpec = OptionSpec::flag("thread");
/// Every schedule of the server.
const ALL: OptionSpec = OptionSpec::flag("all");

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
    /// One channel's schedule, or with `all` every one; with neither, the
    /// server's only schedule (more are not stopped without saying which).
    Off {
        channel: Option<u64>,
        all: bool,
    },
    Show,
    Now {
        channel: Option<u64>,
    },
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Daily(
        match o.subcommand(SPEC.name, SPEC.subcommands)?.as_str() {
            "set" => DailyCommand::Set {
                channel: o.required_id(&SET_CHANNEL)?,
                time: o.required(&TIME)?,
                timezone: o.required(&TIMEZONE)?,
                variants: o.required(&VARIANTS)?,
                order: o.text(&ORDER)?,
                thread: o.flag(&THREAD).unwrap_or(false),
            },
            "off" => DailyCommand::Off {
                channel: o.id(&CHANNEL)?,
                all: o.flag(&ALL).unwrap_or(false),
            },
            "show" => DailyCommand::Show,
            _ => DailyCommand::Now {
                channel: o.id(&CHANNEL)?,
            },
        },
    ))
}

/// Channels as Discord shows them: `<#1>, <#2>`.
fn mentions(channels: &[u64]) -> String {
    channels
        .iter()
        .map(|c| format!("<#{c}>"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `/daily set`'s options, as typed.
struct AskedSchedule {
    channel: u64,
    time: String,
    timezone: String,
    variants: String,
    order: Option<String>,
    thread: bool,
}

/// A schedule's part a person typed wrong.
fn input(e: WhenError) -> AppError {
    AppError::from(e.text())
}

/// A private line of text.
fn private(text: String) -> Reply {
    Reply {
        ephemeral: true,
        content: Some(text),
        ..Reply::default()
    }
}

impl Run for DailyCommand {
    fn rules(&self) -> Rules {
        match self {
            DailyCommand::Now { .. } => Rules::PUBLIC,
            _ => Rules::PRIVATE,
        }
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        cx.bot.daily_command(self, cx.caller).await
    }
}

impl Bot {
    pub(crate) async fn daily_command(
        &self,
        cmd: DailyCommand,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let (guild_id, guild) = self.managed_guild(caller, "daily").await?;
        // Replies to whoever manages the schedules, in their language.
        let lang = self.look_of(caller, &guild).await.lang;
        match cmd {
            DailyCommand::Set {
                channel,
                time,
                timezone,
                variants,
                order,
                thread,
            } => {
                let asked = AskedSchedule {
                    channel,
                    time,
                    timezone,
                    variants,
                    order,
                    thread,
                };
                self.daily_set(guild_id, asked, lang).await
            }
            DailyCommand::Off { channel, all } => {
                self.daily_off(guild_id, channel, all, lang).await
            }
            DailyCommand::Show => self.daily_show(guild_id, lang).await,
            DailyCommand::Now { channel } => {
                // A post for everyone: the server's language, as the
                // scheduled posts are written in.
                let lang = server_lang(&guild);
                let here = channel.or(caller.who.channel_id);
                self.daily_now(guild_id, &guild, here, lang).await
            }
        }
    }

    async fn daily_set(
        &self,
        guild_id: u64,
        asked: AskedSchedule,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let AskedSchedule {
            channel,
            time,
            timezone,
            variants,
            order,
            thread,
        } = asked;
        let t = when::parse_time(&time).map_err(input)?;
        let tz = when::parse_zone(&timezone).map_err(input)?;
        let here = self.app().variants().here(Some(guild_id)).await?;
        let variants = when::parse_variants(&variants, &here).map_err(input)?;
        let rotation: Rotation = match order {
            Some(o) => o
                .parse()
                .map_err(|e: NotOneOf| AppError::in_option(ORDER.name, e.text()))?,
            None => Rotation::Rotate,
        };
        let now = self.app().clock().now();
        let s = self
            .app()
            .store()
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
        let next = self.next_post(&s, now).await;
        let mut text = t_with(
            lang,
            msg!("daily-set"),
            &[("schedule", describe(&s, next, lang).into())],
        );
        // The channel's date may have its challenge already: it stands.
        let date = when::today(&s, now);
        if let Some(kept) = self
            .app()
            .store()
            .day_roll(DailyOf::Schedule(s.id), date)
            .await?
            && let Some(note) = self.kept_note(Some(&s), date, kept, lang).await?
        {
            text = format!("{text}\n{note}");
        }
        Ok(private(text))
    }

    async fn daily_off(
        &self,
        guild_id: u64,
        channel: Option<u64>,
        all: bool,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let mut channels: Vec<u64> = self
            .app()
            .store()
            .schedules(Some(guild_id))
            .await?
            .iter()
            .map(|s| s.spec.channel_id)
            .collect();
        channels.sort_unstable();
        channels.dedup();
        let stop = match (channel, all) {
            (Some(_), true) => return Err(Text::msg(msg!("error-daily-off-both")).into()),
            (Some(c), false) => Some(c),
            (None, true) => None,
            // Without saying which, only a server's one schedule stops: an
            // organiser stopping the chess channel's must not stop the
            // others' too.
            (None, false) => match channels.as_slice() {
                [] => return Err(Text::msg(msg!("error-daily-none")).into()),
                [only] => Some(*only),
                several => {
                    return Err(Text::msg(msg!("error-daily-which"))
                        .with("count", several.len())
                        .with("channels", mentions(several))
                        .into());
                }
            },
        };
        let now = self.app().clock().now().as_second();
        let n = self
            .app()
            .store()
            .stop_schedules(guild_id, stop, now)
            .await?;
        match (n, stop) {
            (0, Some(c)) => Err(Text::msg(msg!("error-daily-none-in"))
                .with("channel", c.to_string())
                .into()),
            (0, None) => Err(Text::msg(msg!("error-daily-none")).into()),
            (n, _) => Ok(private(t_with(
                lang,
                msg!("daily-stopped"),
                &[
                    ("count", n.into()),
                    (
                        "channels",
                        mentions(&stop.map_or(channels, |c| vec![c])).into(),
                    ),
                ],
            ))),
        }
    }

    async fn daily_show(&self, guild_id: u64, lang: Lang) -> Result<Reply, AppError> {
        let schedules = self.app().store().schedules(Some(guild_id)).await?;
        if schedules.is_empty() {
            return Ok(private(t(lang, msg!("daily-none-yet"))));
        }
        let now = self.app().clock().now();
        let mut text = String::new();
        for s in &schedules {
            let next = self.next_post(s, now).await;
            let _ = writeln!(text, "• {}", describe(s, next, lang));
            if let Some((date, _)) = when::latest_due(s, now)
                && let Ok(Some(p)) = self.app().store().post(s.id, date).await
            {
                let last = t_with(
                    lang,
                    msg!("daily-last"),
                    &[
                        ("date", date.to_string().into()),
                        ("status", p.status.to_string().into()),
                    ],
                );
                let detail = p.detail.map(|d| format!(" ({d})")).unwrap_or_default();
                let _ = writeln!(text, "  {last}{detail}");
            }
        }
        Ok(Reply {
            ephemeral: true,
            embed: Some(Embed {
                title: t(lang, msg!("daily-title")),
                description: text,
                colour: COLOUR_INFO,
                ..Embed::default()
            }),
            ..Reply::default()
        })
    }

    /// Today's challenge posted here now: this channel's for today in its
    /// schedule's time zone (a stopped schedule's too: the channel's dates
    /// stay its own), or where the channel never had one the server's for
    /// UTC's date. The first `/daily now` of a date makes it (of the
    /// schedule's variant for the day, else the server's default variant,
    /// else Backrank's); every later one, and the schedule's own post, show
    /// that same position, however the schedule was changed since.
    async fn daily_now(
        &self,
        guild_id: u64,
        guild: &GuildSettings,
        here: Option<u64>,
        lang: Option<Lang>,
    ) -> Result<Reply, AppError> {
        let schedule = match here {
            Some(channel) => {
                self.app()
                    .store()
                    .channel_schedule(guild_id, channel)
                    .await?
            }
            None => None,
        };
        let now = self.app().clock().now();
        let (of, variant, date) = match &schedule {
            Some(s) => {
                let date = when::today(s, now);
                let here = self.app().variants().here(Some(guild_id)).await?;
                let variant = when::variant_for(s, date, when::random_index, &here);
                (DailyOf::Schedule(s.id), variant, date)
            }
            None => (
                DailyOf::Server(guild_id),
                self.servers_variant(guild_id, guild).await?,
                now.to_zoned(jiff::tz::TimeZone::UTC).date(),
            ),
        };
        let place = Place {
            guild_id,
            channel_id: here.unwrap_or(0),
        };
        let (mut reply, kept) = post::now(self.app(), of, date, variant, place, lang).await?;
        let note = self
            .kept_note(schedule.as_ref(), date, kept, lang.unwrap_or_default())
            .await?;
        if let (Some(note), Some(content)) = (note, reply.content.as_mut()) {
            content.push('\n');
            content.push_str(&note);
        }
        Ok(reply)
    }

    /// The server's default variant, else Backrank's.
    async fn servers_variant(
        &self,
        guild_id: u64,
        guild: &GuildSettings,
    ) -> Result<crate::core::variant::Variant, AppError> {
        Ok(match guild.variant.as_deref() {
            Some(v) => self.app().variants().named(Some(guild_id), v).await?,
            None => DEFAULT_VARIANT,
        })
    }

    /// Where the date's kept challenge (`kept`, a roll) is not of a variant
    /// its channel's schedule as it is now would post that date (or, in a
    /// channel with none, the server's default variant): a note that it
    /// stands for its date, and the new variants apply from the next.
    async fn kept_note(
        &self,
        schedule: Option<&Schedule>,
        date: jiff::civil::Date,
        kept: i64,
        lang: Lang,
    ) -> Result<Option<String>, AppError> {
        let Some(saved) = self.app().store().roll(kept).await? else {
            return Ok(None);
        };
        let kept_variant = saved.roll.spec.variant.id.as_str();
        let fits = match schedule {
            Some(s) if s.spec.rotation == Rotation::Random => {
                s.spec.variants.iter().any(|v| v == kept_variant)
            }
            Some(s) => {
                let guild = Some(s.spec.guild_id);
                let here = self.app().variants().here(guild).await?;
                when::variant_for(s, date, when::random_index, &here).id() == kept_variant
            }
            None => {
                let guild_id = saved.roll.who.guild_id.unwrap_or_default();
                let guild = self.app().store().guild_settings(guild_id).await?;
                self.servers_variant(guild_id, &guild).await?.id() == kept_variant
            }
        };
        let next = date.tomorrow().unwrap_or(date);
        Ok((!fits).then(|| {
            t_with(
                lang,
                msg!("daily-kept-stands"),
                &[
                    ("date", date.to_string().into()),
                    ("next", next.to_string().into()),
                ],
            )
        }))
    }

    /// The next post of `s` after `now`, past a date whose post is done
    /// already (posted, skipped or failed): a date is posted once, however
    /// its schedule was re-set.
    async fn next_post(&self, s: &Schedule, now: Timestamp) -> Option<Timestamp> {
        let zone = when::parse_zone(&s.spec.timezone).ok()?;
        let mut at = when::next_after(s, now)?;
        let date = at.to_zoned(zone).date();
        if let Ok(Some(p)) = self.app().store().post(s.id, date).await
            && p.status != PostStatus::Claimed
        {
            at = when::next_after(s, at)?;
        }
        Some(at)
    }
}

/// One schedule in a line: where, when, what, and the next post.
fn describe(s: &Schedule, next: Option<Timestamp>, lang: Lang) -> String {
    let next = next
        .map(|next| t_with(lang, msg!("daily-next"), &[("at", next.as_second().into())]))
        .unwrap_or_default();
    let order = match s.spec.rotation {
        // One variant comes every day, in no order.
        _ if s.spec.variants.len() == 1 => "single",
        Rotation::Rotate => "rotate",
        Rotation::Random => "random",
    };
    t_with(
        lang,
        msg!("daily-schedule"),
        &[
            ("channel", s.spec.channel_id.to_string().into()),
            ("time", s.spec.local_time.as_str().into()),
            ("timezone", s.spec.timezone.as_str().into()),
            ("variants", s.spec.variants.join(", ").into()),
            ("order", order.into()),
            ("thread", if s.spec.thread { "yes" } else { "no" }.into()),
            ("next", next.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use jiff::Timestamp;

    use crate::bot::caller::Caller;
    use crate::bot::commands::test_server::{Server, manager, sub, t};
    use crate::bot::options::Value;
    use crate::store::Who;

    /// `/daily now` in a channel with no schedule rolls the server's own
    /// default variant, by its method and with its device, as `/random`
    /// does.
    #[test]
    fn a_challenge_now_without_a_schedule_follows_the_servers_settings() {
        let s = Server::new();
        let set = [
            sub("set"),
            ("variant", t("crc")),
            ("method", t("scharnagl")),
            ("dice", t("coin")),
        ];
        assert_eq!(
            s.run("settings", &set).content.as_deref(),
            Some("✅ Saved.")
        );
        let now = s.run("daily", &[sub("now")]);
        let embed = now.embed.unwrap();
        assert!(embed.title.starts_with("Capablanca"), "{}", embed.title);
        let fields = format!("{:?}", embed.fields);
        assert!(
            fields.contains("scharnagl") && fields.contains("coin"),
            "{fields}"
        );
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
            s.rt.block_on(s.bot.app().store().schedules(Some(500)))
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
            Some("✅ Stopped the daily challenge in <#700>.")
        );
        let again = s.run("daily", &[sub("off")]);
        assert!(again.content.unwrap().contains("no daily challenges"));
    }

    fn set_in(s: &Server, channel: u64) {
        let set = s.run(
            "daily",
            &[
                sub("set"),
                ("channel", Value::Id(channel)),
                ("time", t("18:30")),
                ("timezone", t("Europe/Berlin")),
                ("variants", t("chess960")),
            ],
        );
        assert!(!set.content.unwrap().starts_with("⚠️"));
    }

    /// `/daily off` with no channel stopped every schedule of the server
    /// without asking. Now it stops a server's only one (saying where), and
    /// with several asks which, or `all: true`.
    #[test]
    fn daily_off_without_a_channel_stops_nothing_it_was_not_asked_to() {
        let s = Server::new();
        set_in(&s, 700);
        set_in(&s, 800);
        let which = s.run("daily", &[sub("off")]).content.unwrap();
        assert!(
            which.contains("this server has 2 daily challenges (<#700>, <#800>)")
                && which.contains("`all: true`"),
            "{which}"
        );
        let show = s.run("daily", &[sub("show")]).embed.unwrap();
        assert!(
            show.description.contains("<#700>") && show.description.contains("<#800>"),
            "both still run: {}",
            show.description
        );
        let both = s.run(
            "daily",
            &[
                sub("off"),
                ("channel", Value::Id(700)),
                ("all", Value::Bool(true)),
            ],
        );
        assert!(both.content.unwrap().contains("not both"));
        let one = s.run("daily", &[sub("off"), ("channel", Value::Id(800))]);
        assert_eq!(
            one.content.as_deref(),
            Some("✅ Stopped the daily challenge in <#800>.")
        );
        // Now the server's only one: stopped without naming it, and named.
        let only = s.run("daily", &[sub("off")]);
        assert_eq!(
            only.content.as_deref(),
            Some("✅ Stopped the daily challenge in <#700>.")
        );
        set_in(&s, 700);
        set_in(&s, 800);
        let all = s.run("daily", &[sub("off"), ("all", Value::Bool(true))]);
        assert_eq!(
            all.content.as_deref(),
            Some("✅ Stopped 2 daily challenges, in <#700>, <#800>.")
        );
    }
}
