//! `/event start|next|show|verify`: one position per round for a whole
//! event, drawn in advance and committed to (see [`crate::app::events`]).
//!
//! `start` and `next` need Manage Server (or the server's manager role);
//! anyone in the server may look at an event or check a round.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

use crate::app::error::AppError;
use crate::app::events::{self, MAX_ROUNDS};
use crate::app::look::Look;
use crate::app::present::{COLOUR_INFO, heading};
use crate::app::reply::{Embed, Reply};
use crate::app::rolls::{Asked, kept_name};
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach, shared};
use crate::bot::options::Options;
use crate::bot::{Bot, Plan};
use crate::core::roll::RollSpec;
use crate::i18n::{Lang, Text, t_with};
use crate::store::{Event, NewEvent};

pub const SPEC: CommandSpec = CommandSpec {
    name: "event",
    positional: &[crate::bot::options::SUBCOMMAND, "name"],
    reach: Reach::Server,
    register,
    parse,
};

/// `/event start`, `/event next`, `/event show`, `/event verify`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventCommand {
    Start {
        name: String,
        rounds: i64,
        variant: String,
        method: Option<String>,
        dice: Option<String>,
    },
    Next {
        name: String,
    },
    Show {
        name: String,
    },
    Verify {
        name: String,
        round: i64,
        seed: String,
        commitment: String,
    },
}

fn register() -> CreateCommand {
    let sub = |name: &str, description: &str| {
        CreateCommandOption::new(CommandOptionType::SubCommand, name, description)
    };
    let text = |name: &str, description: &str| {
        CreateCommandOption::new(CommandOptionType::String, name, description).required(true)
    };
    let name = || text("name", "The event's name, as it was started").max_length(60);
    let round = || {
        CreateCommandOption::new(CommandOptionType::Integer, "round", "The round, from 1")
            .required(true)
            .min_int_value(1)
            .max_int_value(MAX_ROUNDS as u64)
    };
    CreateCommand::new(SPEC.name)
        .description("One position per round for a whole event, committed to in advance")
        .add_option(
            sub(
                "start",
                "Draw every round's position now and publish the commitments",
            )
            .add_sub_option(
                text("name", "The event's name, like \"Club Open 2026\"").max_length(60),
            )
            .add_sub_option(round().name("rounds").description("How many rounds"))
            .add_sub_option(shared::variant())
            .add_sub_option(shared::method())
            .add_sub_option(shared::dice()),
        )
        .add_option(
            sub("next", "Reveal the next round: its seed, board and record").add_sub_option(name()),
        )
        .add_option(
            sub(
                "show",
                "The event's commitments and the rounds revealed so far",
            )
            .add_sub_option(name()),
        )
        .add_option(
            sub(
                "verify",
                "Check a revealed round's seed against its published commitment",
            )
            .add_sub_option(name())
            .add_sub_option(round())
            .add_sub_option(text("seed", "The round's revealed seed"))
            .add_sub_option(text(
                "commitment",
                "The round's commitment, as published at the start",
            )),
        )
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    let sub = o.subcommand(SPEC.name, &["start", "next", "show", "verify"])?;
    let name = o.required("name")?;
    Ok(Command::Event(match sub.as_str() {
        "start" => EventCommand::Start {
            name,
            rounds: o.number("rounds")?,
            variant: o.required("variant")?,
            method: o.text("method")?,
            dice: o.text("dice")?,
        },
        "next" => EventCommand::Next { name },
        "show" => EventCommand::Show { name },
        _ => EventCommand::Verify {
            name,
            round: o.number("round")?,
            seed: o.required("seed")?,
            commitment: o.required("commitment")?,
        },
    }))
}

impl Bot {
    pub(crate) async fn event_command(
        &self,
        cmd: EventCommand,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let lang = self.look_of(caller, &plan.guild).await.lang;
        match cmd {
            EventCommand::Start {
                name,
                rounds,
                variant,
                method,
                dice,
            } => {
                let asked = Asked {
                    variant: Some(&variant),
                    method: method.as_deref(),
                    dice: dice.as_deref(),
                };
                self.start_event(&name, rounds, asked, caller, lang).await
            }
            EventCommand::Next { name } => self.next_round(&name, caller, lang).await,
            EventCommand::Show { name } => {
                let event = self.find_event(&name, caller).await?;
                Ok(event_view(&event, None, lang))
            }
            EventCommand::Verify {
                name,
                round,
                seed,
                commitment,
            } => {
                let asked = (round, seed.as_str(), commitment.as_str());
                self.verify_round(&name, asked, caller, lang).await
            }
        }
    }

    async fn start_event(
        &self,
        name: &str,
        rounds: i64,
        asked: Asked<'_>,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (guild_id, guild) = self.managed_guild(caller).await?;
        let name = events::event_name(name)?;
        if !(1..=MAX_ROUNDS).contains(&rounds) {
            return Err(Text::msg("error-event-rounds")
                .with("most", MAX_ROUNDS)
                .with("given", rounds)
                .into());
        }
        let spec = self
            .pick(asked, &guild, self.settings().roll.dice, &caller.who)
            .await?;
        let seeds = (0..rounds)
            .map(|_| events::new_seed())
            .collect::<Result<Vec<_>, _>>()?;
        let new = NewEvent {
            guild_id,
            name: name.clone(),
            variant: kept_name(spec.variant),
            method: spec.method.method.id().to_owned(),
            dice: spec.dice.name().to_owned(),
            seeds,
            created_by: caller.who.user_id,
            created_at: self.now(),
        };
        let event = self
            .store()
            .create_event(new)
            .await?
            .ok_or_else(|| Text::msg("error-event-exists").with("name", name.as_str()))?;
        let note = t_with(lang, "event-started", &[("name", name.as_str().into())]);
        Ok(event_view(&event, Some(note), lang))
    }

    async fn next_round(&self, name: &str, caller: &Caller, lang: Lang) -> Result<Reply, AppError> {
        self.managed_guild(caller).await?;
        let event = self.find_event(name, caller).await?;
        let rounds = event.event.seeds.len();
        let round = self.store().reveal_next(event.id).await?.ok_or_else(|| {
            Text::msg("error-event-all-revealed")
                .with("rounds", rounds)
                .with("name", event.event.name.as_str())
        })?;
        let spec = self.event_spec(&event, caller).await?;
        let seed = &event.event.seeds[(round - 1) as usize];
        let roll = events::round_roll(spec, seed).await?;
        // The event's board for everyone: the server's look, in the
        // arbiter's language.
        let look = Look {
            lang,
            ..self.default_look()
        };
        let mut reply = self
            .roll_message(&roll, &format!("seed:{seed}"), None, None, false, &look)
            .await?;
        let e = &event.event;
        let committed = events::commitment(&e.name, round, seed);
        let redo = format!(
            "`backrank roll {} --method {} --dice {} --source seed:{seed}`",
            e.variant, e.method, e.dice
        );
        let check = format!(
            "`backrank verify-event --event \"{}\" --round {round} --seed {seed} --commitment \
             {committed}`",
            e.name
        );
        let lines = [
            t_with(
                lang,
                "event-round",
                &[
                    ("name", e.name.as_str().into()),
                    ("round", round.into()),
                    ("rounds", rounds.into()),
                    ("position", heading(&roll.position).into()),
                ],
            ),
            t_with(
                lang,
                "event-seed",
                &[
                    ("seed", seed.as_str().into()),
                    ("commitment", committed.as_str().into()),
                ],
            ),
            t_with(lang, "event-redo", &[("command", redo.into())]),
            t_with(lang, "event-check", &[("command", check.into())]),
        ];
        reply.headline(lines.join("\n"));
        Ok(reply)
    }

    /// `asked` is the round, seed and commitment as typed.
    async fn verify_round(
        &self,
        name: &str,
        asked: (i64, &str, &str),
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (round, seed, commitment) = asked;
        let event = self.find_event(name, caller).await?;
        events::verify(&event.event.name, round, seed, commitment)
            .map_err(|e| AppError::from(e.text()))?;
        let spec = self.event_spec(&event, caller).await?;
        let roll = events::round_roll(spec, seed.trim()).await?;
        Ok(Reply {
            content: Some(t_with(
                lang,
                "event-verified",
                &[
                    ("round", round.into()),
                    ("name", event.event.name.as_str().into()),
                    ("commitment", commitment.trim().to_ascii_lowercase().into()),
                    ("position", heading(&roll.position).into()),
                ],
            )),
            ..Reply::default()
        })
    }

    async fn find_event(&self, name: &str, caller: &Caller) -> Result<Event, AppError> {
        let guild_id = caller
            .who
            .guild_id
            .ok_or_else(|| Text::msg("error-event-server-only"))?;
        let name = events::event_name(name)?;
        self.store()
            .event(guild_id, name.clone())
            .await?
            .ok_or_else(|| Text::msg("error-event-missing").with("name", name).into())
    }

    /// The variant, method and device an event was started with (a
    /// server's own variant as its file was then).
    async fn event_spec(&self, event: &Event, caller: &Caller) -> Result<RollSpec, AppError> {
        let e = &event.event;
        self.kept_spec(caller.who.guild_id, &e.variant, &e.method, &e.dice)
            .await
            .map_err(|why| AppError::internal("this event could not be read", why))
    }
}

/// An event's commitments, and the rounds revealed so far with their
/// seeds and positions.
fn event_view(event: &Event, note: Option<String>, lang: Lang) -> Reply {
    let e = &event.event;
    let mut lines = Vec::new();
    for (i, seed) in e.seeds.iter().enumerate() {
        let round = i as i64 + 1;
        let c = events::commitment(&e.name, round, seed);
        lines.push(if round <= event.revealed {
            format!("**{round}.** `{c}` · seed `{seed}`")
        } else {
            format!("**{round}.** `{c}`")
        });
    }
    let embed = Embed {
        title: t_with(
            lang,
            "event-title",
            &[
                ("name", e.name.as_str().into()),
                ("rounds", e.seeds.len().into()),
                ("variant", e.variant.as_str().into()),
            ],
        ),
        description: lines.join("\n"),
        footer: Some(t_with(
            lang,
            "event-footer",
            &[
                ("method", e.method.as_str().into()),
                ("dice", e.dice.as_str().into()),
                ("revealed", event.revealed.into()),
                ("rounds", e.seeds.len().into()),
            ],
        )),
        colour: COLOUR_INFO,
        ..Embed::default()
    };
    Reply {
        content: note,
        embed: Some(embed),
        ..Reply::default()
    }
}
