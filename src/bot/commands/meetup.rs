//! `/meetup plan|list|move|cancel`: club nights, each an event with a time
//! and a place (see [`crate::app::meetup`]). Managers plan, move and
//! cancel; anyone lists them and answers on the announcement's buttons.
//! The announcement, the reminder and the start post are the scheduler's
//! ([`crate::meetup`]): this only plans and changes, and answers presses.

use crate::app::error::AppError;
use crate::app::event::Organizer;
use crate::app::event::commitment::MAX_ROUNDS;
use crate::app::event::rules::AskedRules;
use crate::app::event::start::StartAsked;
use crate::app::meetup::plan::{
    FEWEST_PLACES, FEWEST_ROUND_MINUTES, MOST_HOURS, MOST_NAME, MOST_PLACE, MOST_PLACES,
    MOST_REMIND, MOST_ROUND_MINUTES, PlanAsked,
};
use crate::app::people::look::server_lang;
use crate::app::rolls::request::RollRequest;
use crate::bot::Bot;
use crate::bot::caller::Caller;
use crate::bot::commands::event::{
    AVOID, DRAW, EXCLUDE, PAIR, REPEATS, draw_asked, repeats_allowed,
};
use crate::bot::commands::{Command, CommandSpec, Context, Reach, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::{Choices, Complete, OptionSpec, Subcommand};
use crate::discord::present::meetup::{announcement, list};
use crate::discord::reply::Reply;
use crate::i18n::{Lang, Text, t_with};
use crate::store::Answer;

pub const SPEC: CommandSpec = CommandSpec {
    name: "meetup",
    positional: &[crate::bot::options::SUBCOMMAND, NAME.name],
    reach: Reach::Server,
    managers_only: false,
    options: &[],
    subcommands: &[
        Subcommand::new(
            "plan",
            &[
                NEW_NAME,
                WHEN,
                WHERE,
                shared::VARIANT,
                ROUNDS,
                HOURS,
                PLACES,
                EVERY,
                REMIND,
                ROUND_EVERY,
                PAIR,
                DRAW,
                REPEATS,
                EXCLUDE,
                AVOID,
            ],
        ),
        Subcommand::new("list", &[]),
        Subcommand::new("move", &[NEW_WHEN, NAME]),
        Subcommand::new("cancel", &[NAME, WEEK]),
    ],
    parse,
};

/// A coming night's name; the server's only coming night when left out.
const NAME: OptionSpec = OptionSpec::text("name")
    .longest(MOST_NAME)
    .completes(Complete::MeetupName);
const NEW_NAME: OptionSpec = OptionSpec::text("name").required().longest(MOST_NAME);
/// When, as typed: `2026-12-10 19:00`, `thursday 19:00`.
const WHEN: OptionSpec = OptionSpec::text("when").required().longest(60);
const NEW_WHEN: OptionSpec = WHEN;
const WHERE: OptionSpec = OptionSpec::text("where").required().longest(MOST_PLACE);
const ROUNDS: OptionSpec = OptionSpec::integer("rounds")
    .at_least(1)
    .at_most(MAX_ROUNDS.unsigned_abs());
const HOURS: OptionSpec = OptionSpec::integer("hours")
    .at_least(1)
    .at_most(MOST_HOURS.unsigned_abs());
const PLACES: OptionSpec = OptionSpec::integer("places")
    .at_least(FEWEST_PLACES.unsigned_abs())
    .at_most(MOST_PLACES.unsigned_abs());
/// A weekly series.
const EVERY: OptionSpec =
    OptionSpec::text("every").choices(Choices::Fixed(&[(msg!("choice-every-week"), "week")]));
/// Minutes before the start to remind those coming; 0 or none: no reminder.
const REMIND: OptionSpec = OptionSpec::integer("remind")
    .at_least(0)
    .at_most(MOST_REMIND.unsigned_abs());
/// Minutes between rounds revealed by themselves after the first.
const ROUND_EVERY: OptionSpec = OptionSpec::integer("round_every")
    .at_least(FEWEST_ROUND_MINUTES.unsigned_abs())
    .at_most(MOST_ROUND_MINUTES.unsigned_abs());
/// Cancel this week's night of a weekly series only.
const WEEK: OptionSpec = OptionSpec::flag("this_week_only");

/// `/meetup …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeetupCommand {
    /// The night as asked for; its channel is where the command was typed.
    Plan(Box<PlanAsked>),
    List,
    Move {
        name: Option<String>,
        when: String,
    },
    Cancel {
        name: Option<String>,
        this_week_only: bool,
    },
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    let sub = o.subcommand(SPEC.name, SPEC.subcommands)?;
    let name = o.text(&NAME)?;
    Ok(Command::Meetup(match sub.as_str() {
        "plan" => MeetupCommand::Plan(Box::new(plan_asked(&o)?)),
        "list" => MeetupCommand::List,
        "move" => MeetupCommand::Move {
            name,
            when: o.required(&NEW_WHEN)?,
        },
        _ => MeetupCommand::Cancel {
            name,
            this_week_only: o.flag(&WEEK).unwrap_or(false),
        },
    }))
}

/// `/meetup plan`'s options.
fn plan_asked(o: &Options<'_>) -> Result<PlanAsked, AppError> {
    let weekly = match o.text(&EVERY)?.as_deref() {
        None => false,
        Some("week") => true,
        Some(other) => {
            return Err(Text::msg(msg!("error-meetup-every"))
                .with("given", other.chars().take(20).collect::<String>())
                .into());
        }
    };
    Ok(PlanAsked {
        event: StartAsked {
            name: o.required(&NEW_NAME)?,
            // Filled in by the app from `rounds` below.
            rounds: 1,
            // The method, the device and the standard position are the
            // server's (`exclude:standard` leaves it out): Discord's limit
            // on a command's words leaves no room for more options.
            request: RollRequest {
                variant: Some(o.required(&shared::VARIANT)?),
                pair: o.flag(&PAIR),
                ..RollRequest::default()
            },
            draw: crate::app::event::start::EventDraw::Seeds,
            rules: AskedRules {
                repeats: repeats_allowed(o.text(&REPEATS)?)?,
                exclude: o.text(&EXCLUDE)?.filter(|t| !t.trim().is_empty()),
                avoid: o.text(&AVOID)?.filter(|t| !t.trim().is_empty()),
            },
        },
        rounds: o.optional_number(&ROUNDS)?,
        when: o.required(&WHEN)?,
        place: o.required(&WHERE)?,
        hours: o.optional_number(&HOURS)?,
        places: o.optional_number(&PLACES)?,
        weekly,
        remind: o.optional_number(&REMIND)?,
        round_every: o.optional_number(&ROUND_EVERY)?,
        // Filled in from where the command was typed.
        channel_id: 0,
        draw: o.text(&DRAW)?.map(|d| draw_asked(Some(d))).transpose()?,
    })
}

impl Run for MeetupCommand {
    fn rules(&self) -> Rules {
        match self {
            // The announcement is the public post; planning is said to
            // the planner alone.
            MeetupCommand::Plan(_) => Rules::PRIVATE,
            _ => Rules::PUBLIC,
        }
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let lang = cx.lang().await;
        cx.bot.meetup_command(self, cx.caller, lang).await
    }
}

impl Bot {
    pub(crate) async fn meetup_command(
        &self,
        cmd: MeetupCommand,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let meetups = self.app().meetups();
        match cmd {
            MeetupCommand::List => {
                let guild_id = caller.who.guild_id.ok_or_else(server_only)?;
                let mut views = Vec::new();
                for night in meetups.list(guild_id).await? {
                    views.push(meetups.view(&night, lang).await?);
                }
                Ok(list(&views, lang))
            }
            MeetupCommand::Plan(asked) => {
                let (guild_id, guild) = self.managed_guild(caller, "meetup plan").await?;
                let channel_id = caller.who.channel_id.ok_or_else(server_only)?;
                let by = Organizer {
                    guild_id,
                    guild: &guild,
                    who: &caller.who,
                };
                let asked = PlanAsked {
                    channel_id,
                    ..*asked
                };
                let night = meetups.plan(&asked, &by).await?;
                Ok(Reply {
                    content: Some(t_with(
                        lang,
                        msg!("meetup-planned"),
                        &[
                            ("name", night.meetup.name.as_str().into()),
                            ("channel", channel_id.to_string().into()),
                        ],
                    )),
                    ..Reply::default()
                })
            }
            MeetupCommand::Move { name, when } => {
                self.move_meetup(caller, name.as_deref(), &when, lang).await
            }
            MeetupCommand::Cancel {
                name,
                this_week_only,
            } => {
                self.cancel_meetup(caller, name.as_deref(), this_week_only, lang)
                    .await
            }
        }
    }

    /// `/meetup move`: the night at its new time, and the position its old
    /// time's beacon round gave when that was public already.
    async fn move_meetup(
        &self,
        caller: &Caller,
        name: Option<&str>,
        when: &str,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (guild_id, _) = self.managed_guild(caller, "meetup move").await?;
        let moved = self
            .app()
            .meetups()
            .move_night(guild_id, name, when)
            .await?;
        let night = &moved.night;
        let mut lines = vec![t_with(
            lang,
            msg!("meetup-moved"),
            &[
                ("name", night.meetup.name.as_str().into()),
                ("start", format!("<t:{}:F>", night.meetup.starts_at).into()),
            ],
        )];
        if let (Some(round), Some(position)) = (moved.old_round, &moved.old_position) {
            lines.push(t_with(
                lang,
                msg!("meetup-moved-public"),
                &[
                    ("round", round.into()),
                    ("position", position.as_str().into()),
                ],
            ));
        }
        Ok(Reply {
            content: Some(lines.join("\n")),
            ..Reply::default()
        })
    }

    /// `/meetup cancel`: the night, or its whole series, cancelled.
    async fn cancel_meetup(
        &self,
        caller: &Caller,
        name: Option<&str>,
        this_week_only: bool,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (guild_id, _) = self.managed_guild(caller, "meetup cancel").await?;
        let cancelled = self
            .app()
            .meetups()
            .cancel(guild_id, name, !this_week_only)
            .await?;
        let first = cancelled.first();
        let key = match first {
            Some(n) if n.meetup.series_id.is_some() || n.meetup.weekly => {
                if this_week_only {
                    msg!("meetup-cancelled-week")
                } else {
                    msg!("meetup-cancelled-series")
                }
            }
            _ => msg!("meetup-cancelled-one"),
        };
        let name = first.map_or("", |n| n.meetup.name.as_str());
        Ok(Reply {
            content: Some(t_with(lang, key, &[("name", name.into())])),
            ..Reply::default()
        })
    }

    /// A press on a night's announcement: the answer kept, and the
    /// announcement made again with who comes now (in the server's
    /// language: everyone reads it), saying who moved up.
    pub(crate) async fn meetup_answer(
        &self,
        night: i64,
        answer: Answer,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let meetups = self.app().meetups();
        let answered = meetups.answer(night, caller.who.user_id, answer).await?;
        let guild = self
            .app()
            .store()
            .guild_settings(answered.night.meetup.guild_id)
            .await?;
        let lang = server_lang(&guild).unwrap_or_else(|| caller.lang_in(&guild));
        let view = meetups.view(&answered.night, lang).await?;
        let note = (!answered.moved_up.is_empty()).then(|| {
            let people: Vec<String> = answered
                .moved_up
                .iter()
                .map(|u| format!("<@{u}>"))
                .collect();
            t_with(
                lang,
                msg!("meetup-moved-up"),
                &[("people", people.join(" ").into())],
            )
        });
        let mut reply = announcement(&view, note.as_deref());
        reply.pings = answered.moved_up;
        reply.update = true;
        Ok(reply)
    }
}

/// Meetups belong to a server.
fn server_only() -> AppError {
    Text::msg(msg!("error-event-server-only")).into()
}
