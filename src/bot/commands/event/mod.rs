//! `/event start|next|show|verify|list`: one position per round for a
//! whole event, drawn in advance and committed to (see
//! [`crate::app::event`]).
//!
//! `start` and `next` need Manage Server (or the server's manager role);
//! anyone in the server may look at an event, list them or check a round.
//! Without a name, `next`, `show` and `verify` mean the server's only
//! running event (or its only event).

mod reveal;
mod view;

use crate::app::App;
use crate::app::error::AppError;
use crate::app::event::commitment::{self, MAX_ROUNDS};
use crate::app::event::draw::{Base, draw_round};
use crate::app::event::name::{MAX_NAME, event_name, new_event_name};
use crate::app::event::round::Revealed;
use crate::app::event::rules::AskedRules;
use crate::app::look::Look;
use crate::app::play::Occasion;
use crate::app::rolls::request::RollRequest;
use crate::app::study::MOST_STUDY;
use crate::app::variants::names::variant_file_name;
use crate::app::view::board::heading;
use crate::app::visibility::Visibility;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Run};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::{Choices, Complete, OptionSpec, Subcommand};
use crate::bot::{Bot, Plan};
use crate::core::variant::KeptVariant;
use crate::discord::limits;
use crate::discord::present::COLOUR_INFO;
use crate::discord::present::roll::{event_web_button, view_message};
use crate::discord::reply::{Embed, File, Reply};
use crate::i18n::{Lang, Text, t_with};
use crate::store::{Event, EventBeacon, NewEvent};
use reveal::{play_line, proof_lines};
use view::{event_reply, variant_shown};

pub const SPEC: CommandSpec = CommandSpec {
    name: "event",
    positional: &[crate::bot::options::SUBCOMMAND, NAME.name],
    reach: Reach::Server,
    managers_only: false,
    options: &[],
    subcommands: &[
        Subcommand::new(
            "start",
            &[
                NEW_NAME,
                ROUNDS,
                shared::VARIANT,
                shared::METHOD,
                shared::DICE,
                EXCLUDE_STANDARD,
                PAIR,
                DRAW,
                REPEATS,
                EXCLUDE,
                AVOID,
            ],
        ),
        Subcommand::new("next", &[NAME, STUDY]),
        Subcommand::new("show", &[NAME]),
        Subcommand::new("verify", &[ROUND, SEED, COMMITMENT, NAME]),
        Subcommand::new("list", &[]),
    ],
    parse,
};

/// A running event's name; the server's only running event when left out.
const NAME: OptionSpec = OptionSpec::text("name")
    .longest(MAX_NAME)
    .completes(Complete::EventName);
/// A new event's name.
const NEW_NAME: OptionSpec = OptionSpec::text("name").required().longest(MAX_NAME);
/// A round, from 1.
const ROUND: OptionSpec = OptionSpec::integer("round")
    .required()
    .at_least(1)
    .at_most(MAX_ROUNDS.unsigned_abs());
/// How many rounds a new event has.
const ROUNDS: OptionSpec = ROUND.named("rounds");
const EXCLUDE_STANDARD: OptionSpec = OptionSpec::flag("exclude_standard");
const PAIR: OptionSpec = OptionSpec::flag("pair");
/// How the rounds are drawn: seeds now (the default), or the beacon.
const DRAW: OptionSpec = OptionSpec::text("draw").choices(Choices::Fixed(&[
    (msg!("choice-draw-seeds"), "seeds"),
    (msg!("choice-draw-beacon"), "beacon"),
]));
/// Whether a position may come up in more than one round: `no` (the
/// default) or `allow`.
const REPEATS: OptionSpec = OptionSpec::text("repeats").choices(Choices::Fixed(&[
    (msg!("choice-repeats-no"), "no"),
    (msg!("choice-repeats-allow"), "allow"),
]));
/// Positions left out at the start: numbers, ranges, `standard`.
const EXCLUDE: OptionSpec = OptionSpec::text("exclude").longest(MAX_EXCLUDE);
/// An earlier event of the server whose revealed positions are left out.
const AVOID: OptionSpec = OptionSpec::text("avoid")
    .longest(MAX_NAME)
    .completes(Complete::EventName);
/// The longest `exclude:` list, in characters: every round's check line
/// carries the list, and a reveal's message holds at most 2,000.
const MAX_EXCLUDE: usize = 300;
/// Minutes to study a revealed round before play; the server's default
/// when left out.
const STUDY: OptionSpec = OptionSpec::integer("study")
    .at_least(0)
    .at_most(MOST_STUDY.unsigned_abs());
/// A revealed round's seed.
const SEED: OptionSpec = OptionSpec::text("seed").required();
/// A round's commitment, as published at the start.
const COMMITMENT: OptionSpec = OptionSpec::text("commitment").required();

/// `/event start`, `/event next`, `/event show`, `/event verify`,
/// `/event list`. A `None` name is the server's only running event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventCommand {
    Start {
        name: String,
        rounds: i64,
        /// Every round's variant (always given), method, device and rules;
        /// what is left out is the server's.
        request: RollRequest,
        /// How the rounds are drawn.
        draw: EventDraw,
        /// The rules they are drawn under, as asked.
        rules: AskedRules,
    },
    Next {
        name: Option<String>,
        /// Minutes of study before play; the server's default when `None`.
        study: Option<i64>,
    },
    Show {
        name: Option<String>,
    },
    Verify {
        name: Option<String>,
        round: i64,
        seed: String,
        commitment: String,
    },
    List,
}

/// How an event's rounds are drawn (`/event start draw:`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EventDraw {
    /// Seeds drawn now, their commitments published (the default).
    #[default]
    Seeds,
    /// Each round from the first beacon round after its `/event next`.
    Beacon,
}

impl EventDraw {
    /// The draw named in `draw:`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming the draw that is not one.
    fn asked(given: Option<String>) -> Result<EventDraw, AppError> {
        match given.as_deref() {
            None | Some("seeds") => Ok(EventDraw::Seeds),
            Some("beacon") => Ok(EventDraw::Beacon),
            Some(other) => Err(Text::msg(msg!("error-event-draw"))
                .with("given", other.chars().take(30).collect::<String>())
                .into()),
        }
    }
}

/// Whether `repeats:` allows a position twice (`allow`); `no`, or
/// nothing, keeps each position to one round.
///
/// # Errors
///
/// [`AppError::Input`] naming what is neither.
fn repeats_allowed(given: Option<String>) -> Result<bool, AppError> {
    match given.as_deref() {
        None | Some("no") => Ok(false),
        Some("allow") => Ok(true),
        Some(other) => Err(Text::msg(msg!("error-event-repeats"))
            .with("given", other.chars().take(30).collect::<String>())
            .into()),
    }
}

/// The server's events whose names contain `typed` (already trimmed and
/// cut short), for `name:` while it is typed: running ones first, newest
/// first within each; none when the store cannot say.
pub(crate) async fn names_like(
    app: &App,
    guild: Option<u64>,
    typed: &str,
) -> Vec<(String, String)> {
    let Some(guild) = guild else {
        return Vec::new();
    };
    let events = match app.store().events(guild).await {
        Ok(events) => events,
        Err(e) => {
            tracing::warn!(error = %e, guild, "event names for autocomplete could not be read");
            return Vec::new();
        }
    };
    let typed = typed.to_lowercase();
    let mut named: Vec<_> = events
        .into_iter()
        .filter(|e| e.event.name.to_lowercase().contains(&typed))
        .collect();
    // Stable: newest first stays within running and finished.
    named.sort_by_key(|e| e.revealed >= e.event.rounds());
    named
        .into_iter()
        .take(limits::CHOICES)
        .map(|e| (e.event.name.clone(), e.event.name))
        .collect()
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    let sub = o.subcommand(SPEC.name, SPEC.subcommands)?;
    let name = o.text(&NAME)?;
    Ok(Command::Event(match sub.as_str() {
        "start" => EventCommand::Start {
            name: o.required(&NEW_NAME)?,
            rounds: o.number(&ROUNDS)?,
            request: RollRequest {
                variant: Some(o.required(&shared::VARIANT)?),
                ..o.roll_request(&EXCLUDE_STANDARD, &PAIR)?
            },
            draw: EventDraw::asked(o.text(&DRAW)?)?,
            rules: AskedRules {
                repeats: repeats_allowed(o.text(&REPEATS)?)?,
                exclude: o.text(&EXCLUDE)?.filter(|t| !t.trim().is_empty()),
                avoid: o.text(&AVOID)?.filter(|t| !t.trim().is_empty()),
            },
        },
        "next" => EventCommand::Next {
            name,
            study: o.optional_number(&STUDY)?,
        },
        "show" => EventCommand::Show { name },
        "list" => EventCommand::List,
        _ => EventCommand::Verify {
            name,
            round: o.number(&ROUND)?,
            seed: o.required(&SEED)?,
            commitment: o.required(&COMMITMENT)?,
        },
    }))
}

impl Run for EventCommand {
    // A beacon event's next round is up to a chain's period away: the
    // reply is deferred when it takes longer than the budget, as any is.
    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        cx.bot.event_command(self, cx.plan, cx.caller).await
    }
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
                request,
                draw,
                rules,
            } => {
                self.start_event(&name, rounds, (&request, draw, &rules), caller, lang)
                    .await
            }
            EventCommand::Next { name, study } => {
                self.next_round(name.as_deref(), study, caller, lang).await
            }
            EventCommand::Show { name } => {
                let event = self.find_event(name.as_deref(), caller).await?;
                let view = self.app().event_view(&event, lang).await;
                let mut reply = event_reply(&view, None);
                reply
                    .buttons
                    .extend(event_web_button(self.app(), &event, lang));
                Ok(reply)
            }
            EventCommand::List => self.list_events(caller, lang).await,
            EventCommand::Verify {
                name,
                round,
                seed,
                commitment,
            } => {
                let asked = (round, seed.as_str(), commitment.as_str());
                self.verify_round(name.as_deref(), asked, caller, lang)
                    .await
            }
        }
    }

    /// `asked` is the rounds' roll request, how they are drawn and the
    /// rules they are drawn under.
    async fn start_event(
        &self,
        name: &str,
        rounds: i64,
        asked: (&RollRequest, EventDraw, &AskedRules),
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (request, draw, asked_rules) = asked;
        let (guild_id, guild) = self.managed_guild(caller, "event start").await?;
        let name = new_event_name(name)?;
        let spec = self
            .app()
            .rolls()
            .pick(
                request,
                &guild,
                self.app().settings().roll.dice,
                &caller.who,
            )
            .await?;
        let kept = spec.kept();
        let rules = self
            .app()
            .event_rules(guild_id, (&spec, &kept.variant), rounds, asked_rules)
            .await?;
        let ((seeds, commitments), beacon) = match draw {
            EventDraw::Seeds => (commitment::new_rounds(&name, rounds, &rules)?, None),
            EventDraw::Beacon => ((vec![], vec![]), Some(self.new_event_beacon(rounds)?)),
        };
        let new = NewEvent {
            guild_id,
            name: name.clone(),
            spec: kept,
            seeds,
            commitments,
            beacon,
            created_by: caller.who.user_id,
            created_at: self.app().now(),
            exclude_standard: spec.exclude_standard,
            pairs: spec.pair,
            web_token: Some(commitment::new_web_token()?),
            rules: Some(rules),
        };
        let Some(event) = self.app().store().create_event(new).await? else {
            // Name the event there is: `cup` is refused for `Cup`.
            let there = self.app().store().event(guild_id, name.clone()).await?;
            let there = there.map_or(name, |e| e.event.name);
            return Err(Text::msg(msg!("error-event-exists"))
                .with("name", there)
                .into());
        };
        let started = match draw {
            EventDraw::Seeds => msg!("event-started"),
            EventDraw::Beacon => msg!("event-started-beacon"),
        };
        let mut note = t_with(lang, started, &[("name", name.as_str().into())]);
        // Nothing is revealed yet: no round to check.
        let view = self
            .app()
            .event_view_of(&event, &[], lang)
            .with_study(guild.event_study);
        if let Some(again) = &view.again {
            note = format!("{note} {again}");
        }
        let mut reply = event_reply(&view, Some(note));
        reply
            .buttons
            .extend(event_web_button(self.app(), &event, lang));
        reply
            .files
            .extend(self.variant_file(&event.event, lang).await?);
        Ok(reply)
    }

    /// A new beacon event's rounds (none without the beacon feature).
    fn new_event_beacon(&self, rounds: i64) -> Result<EventBeacon, AppError> {
        #[cfg(feature = "beacon")]
        {
            crate::app::event::beacon::new_event_beacon(self.app(), rounds)
        }
        #[cfg(not(feature = "beacon"))]
        {
            let _ = rounds;
            Err(crate::app::source::spec::SourceError::NotBuilt("beacon", "beacon").into())
        }
    }

    /// The variant file an event on a server's own variant was started
    /// with, exactly that version, named as the printed commands name it;
    /// none for a built-in variant, or for a file this process read at
    /// start-up (`[variants] dir`, `--variant-file`), whose text stays with
    /// whoever runs the bot.
    async fn variant_file(&self, e: &NewEvent, lang: Lang) -> Result<Option<File>, AppError> {
        let kept = &e.spec.variant;
        let KeptVariant {
            id,
            digest: Some(digest),
        } = kept
        else {
            return Ok(None);
        };
        let Some(text) = self
            .app()
            .store()
            .server_definition(e.guild_id, digest.clone())
            .await?
        else {
            if kept.known().is_some() {
                return Ok(None);
            }
            return Err(AppError::internal(
                msg!("error-event-unreadable"),
                format!("the kept variant file {kept} is gone"),
            ));
        };
        Ok(Some(File {
            name: variant_file_name(id),
            bytes: text.into_bytes(),
            description: Some(t_with(
                lang,
                msg!("variant-file-alt"),
                &[("name", id.into())],
            )),
        }))
    }

    /// `study`: minutes before play, the server's default when `None`.
    async fn next_round(
        &self,
        name: Option<&str>,
        study: Option<i64>,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (_, guild) = self.managed_guild(caller, "event next").await?;
        let event = self.find_event(name, caller).await?;
        let revealed = self.app().next_round(event).await?;
        // The study time runs from the moment the position is known (a
        // beacon round is awaited first).
        let revealed = Revealed {
            play: self.app().play_start(study.unwrap_or(guild.event_study)),
            ..revealed
        };
        // The message is made before the round counts: a failure there
        // leaves the round for the next /event next. Once counted and kept,
        // it is made again with the record the round is kept as (the same
        // drawing; the first stands should the second fail).
        let lichess = self.app().offers_lichess(&guild);
        let unkept = self.round_message(&revealed, lichess, lang).await?;
        let record = self.app().count_revealed(&revealed, &caller.who).await?;
        let kept = Revealed {
            record: Some(record),
            ..revealed
        };
        Ok(self
            .round_message(&kept, lichess, lang)
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(
                    error = %e,
                    "a revealed round's message could not be made again with its record"
                );
                unkept
            }))
    }

    /// A revealed round's message: its board, the proof and how to check
    /// it, its variant's file when it is a server's own, and "Play on
    /// lichess" when the server offers it (`lichess`).
    async fn round_message(
        &self,
        revealed: &Revealed,
        lichess: bool,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let e = &revealed.event.event;
        let view = self.app().round_view(revealed, lang);
        // The event's board for everyone: the server's look, in the
        // arbiter's language.
        let look = Look {
            lang,
            ..self.app().default_look()
        };
        let mut lines = vec![t_with(
            lang,
            msg!("event-round"),
            &[
                ("name", view.name.as_str().into()),
                ("round", view.round.into()),
                ("rounds", view.rounds.into()),
                ("position", view.roll.heading.as_str().into()),
            ],
        )];
        lines.extend(play_line(&view));
        lines.extend(proof_lines(&view));
        let play = lichess.then_some(Occasion::Round {
            event: revealed.event.id,
            round: u32::try_from(view.round).unwrap_or(0),
        });
        let roll = std::sync::Arc::new(view.roll);
        let mut reply =
            view_message(self.app(), roll, None, play, Visibility::Public, &look).await?;
        reply.headline(lines.join("\n"));
        reply.files.extend(self.variant_file(e, lang).await?);
        Ok(reply)
    }

    /// `asked` is the round, seed and commitment as typed.
    async fn verify_round(
        &self,
        name: Option<&str>,
        asked: (i64, &str, &str),
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (round, seed, commitment) = asked;
        let event = self.find_event(name, caller).await?;
        if event.event.beacon.is_some() {
            return Err(Text::msg(msg!("error-event-verify-beacon"))
                .with("name", event.event.name.as_str())
                .into());
        }
        let rules = event.event.rules.as_ref();
        commitment::verify(&event.event.name, round, seed, rules, commitment)
            .map_err(|e| AppError::from(e.text()))?;
        // With no position twice, the round's draw needs every position
        // before it: a round whose earlier rounds are not all out waits.
        let no_repeats = rules.is_some_and(|r| !r.repeats);
        if no_repeats && round - 1 > event.revealed {
            return Err(Text::msg(msg!("error-event-verify-earlier"))
                .with("round", round)
                .with("before", event.revealed + 1)
                .into());
        }
        let earlier = self.app().earlier_positions(&event, round).await?;
        let spec = self.app().event_spec(&event.event).await?;
        let drawn = draw_round(spec, rules, &earlier, Base::Seed(seed.trim())).await?;
        let roll = drawn.roll;
        Ok(Reply {
            content: Some(t_with(
                lang,
                msg!("event-verified"),
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

    /// The event by its name, or without one the server's only running
    /// event (or its only event, when none is running).
    async fn find_event(&self, name: Option<&str>, caller: &Caller) -> Result<Event, AppError> {
        let guild_id = caller
            .who
            .guild_id
            .ok_or_else(|| Text::msg(msg!("error-event-server-only")))?;
        let Some(name) = name else {
            let all = self.app().store().events(guild_id).await?;
            return the_only_event(all);
        };
        let name = event_name(name)?;
        self.app()
            .store()
            .event(guild_id, name.clone())
            .await?
            .ok_or_else(|| {
                Text::msg(msg!("error-event-missing"))
                    .with("name", name)
                    .into()
            })
    }

    /// `/event list`: the server's events, newest first.
    async fn list_events(&self, caller: &Caller, lang: Lang) -> Result<Reply, AppError> {
        let guild_id = caller
            .who
            .guild_id
            .ok_or_else(|| Text::msg(msg!("error-event-server-only")))?;
        let all = self.app().store().events(guild_id).await?;
        if all.is_empty() {
            return Err(Text::msg(msg!("error-event-none")).into());
        }
        let lines = all.iter().take(LISTED).map(|e| {
            let rounds = e.event.rounds();
            let id = if e.revealed < rounds {
                msg!("event-list-running")
            } else {
                msg!("event-list-finished")
            };
            t_with(
                lang,
                id,
                &[
                    ("name", e.event.name.as_str().into()),
                    ("variant", variant_shown(&e.event).into()),
                    ("revealed", e.revealed.into()),
                    ("rounds", rounds.into()),
                ],
            )
        });
        let mut description = lines.collect::<Vec<_>>().join("\n");
        if all.len() > LISTED {
            let more = [("more", (all.len() - LISTED).into())];
            description.push_str(&format!(
                "\n{}",
                t_with(lang, msg!("event-list-more"), &more)
            ));
        }
        Ok(Reply {
            embed: Some(Embed {
                title: t_with(
                    lang,
                    msg!("event-list-title"),
                    &[("count", all.len().into())],
                ),
                description,
                colour: COLOUR_INFO,
                ..Embed::default()
            }),
            ..Reply::default()
        })
    }
}

/// The most events `/event list` shows: a line each, well within an
/// embed's 4,096 characters.
const LISTED: usize = 25;

/// The one event a command without a name means: the only one still
/// running, or else the only one there is; otherwise the asker is told
/// which there are.
fn the_only_event(all: Vec<Event>) -> Result<Event, AppError> {
    let running = |e: &Event| e.revealed < e.event.rounds();
    let names = |events: &[Event]| {
        events
            .iter()
            .take(10)
            .map(|e| format!("\"{}\"", e.event.name))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (mut live, mut done): (Vec<Event>, Vec<Event>) = all.into_iter().partition(running);
    if live.len() == 1 {
        return Ok(live.remove(0));
    }
    if live.is_empty() && done.len() == 1 {
        return Ok(done.remove(0));
    }
    let among = if live.is_empty() { &done } else { &live };
    Err(if among.is_empty() {
        Text::msg(msg!("error-event-none"))
    } else {
        Text::msg(msg!("error-event-which")).with("names", names(among))
    }
    .into())
}

#[cfg(test)]
mod tests {
    use crate::bot::commands::test_server::{Server, sub, t};
    use crate::bot::options::Value;

    fn start(s: &Server, name: &str, rounds: i64) {
        let r = s.run(
            "event",
            &[
                sub("start"),
                ("name", t(name)),
                ("rounds", Value::Integer(rounds)),
                ("variant", t("chess960")),
            ],
        );
        assert!(r.content.unwrap().contains(name));
    }

    fn said(r: &crate::discord::reply::Reply) -> String {
        let embed = r.embed.as_ref();
        format!(
            "{} {} {}",
            r.content.as_deref().unwrap_or_default(),
            embed.map(|e| e.title.as_str()).unwrap_or_default(),
            embed.map(|e| e.description.as_str()).unwrap_or_default()
        )
    }

    /// `next` and `show` without a name mean the only running event; with
    /// two running they ask which; `list` names every event with its
    /// progress, and with none says how to start one.
    #[test]
    fn without_a_name_the_only_running_event_is_meant_and_list_shows_them_all() {
        let s = Server::new();
        let none = said(&s.run("event", &[sub("list")]));
        assert!(
            none.contains("no event yet") && none.contains("/event start"),
            "{none}"
        );
        let none = said(&s.run("event", &[sub("show")]));
        assert!(none.contains("no event yet"), "{none}");

        start(&s, "Autumn Cup", 1);
        let next = said(&s.run("event", &[sub("next")]));
        assert!(next.contains("**Autumn Cup**, round 1 of 1"), "{next}");
        // Finished and alone: still the one meant.
        let show = said(&s.run("event", &[sub("show")]));
        assert!(show.contains("Autumn Cup · 1 round of"), "{show}");

        start(&s, "Winter Open", 2);
        // One running beside a finished one: the running one.
        let next = said(&s.run("event", &[sub("next")]));
        assert!(next.contains("**Winter Open**, round 1 of 2"), "{next}");

        start(&s, "Spring Rapid", 3);
        let which = said(&s.run("event", &[sub("next")]));
        assert!(
            which.contains("which event?")
                && which.contains("\"Spring Rapid\", \"Winter Open\"")
                && !which.contains("Autumn Cup"),
            "{which}"
        );
        // Asked which, nothing was revealed.
        let listed = said(&s.run("event", &[sub("list")]));
        let expected = [
            "3 events",
            "**Spring Rapid** · chess960 · 0 of 3 rounds revealed",
            "**Winter Open** · chess960 · 1 of 2 rounds revealed",
            "**Autumn Cup** · chess960 · its only round revealed",
        ];
        for line in expected {
            assert!(listed.contains(line), "{line} in {listed}");
        }
        assert!(listed.find("Spring").unwrap() < listed.find("Autumn").unwrap());
        // A name still picks any of them.
        let named = said(&s.run("event", &[sub("next"), ("name", t("Spring Rapid"))]));
        assert!(named.contains("**Spring Rapid**, round 1 of 3"), "{named}");
    }

    /// `/event next study:15` names when play starts as Discord timestamps
    /// (each reader sees their own time zone), 15 minutes on by the app's
    /// clock (18:00 UTC here); without `study:` the server's default holds,
    /// none until `/settings set event_study:` gives one. A study time
    /// out of 0–60 is refused naming the option, and reveals nothing.
    #[test]
    fn a_round_given_study_time_says_when_play_starts() {
        let s = Server::new();
        start(&s, "Club Open", 4);
        for bad in [61, -1] {
            let refused = said(&s.run("event", &[sub("next"), ("study", Value::Integer(bad))]));
            assert!(
                refused.contains(&format!("`study` must be from 0 to 60, not {bad}")),
                "{refused}"
            );
            let refused = said(&s.run(
                "settings",
                &[sub("set"), ("event_study", Value::Integer(bad))],
            ));
            assert!(
                refused.contains(&format!("`event_study` must be from 0 to 60, not {bad}")),
                "{refused}"
            );
        }
        let next = said(&s.run("event", &[sub("next"), ("study", Value::Integer(15))]));
        assert!(next.contains("**Club Open**, round 1 of 4"), "{next}");
        assert!(
            next.contains(
                "⏱️ 15 minutes to study the position: play starts at <t:1795284900:t> \
                 (<t:1795284900:R>)."
            ),
            "{next}"
        );
        let next = said(&s.run("event", &[sub("next")]));
        assert!(
            next.contains("round 2 of 4") && !next.contains("play starts"),
            "{next}"
        );

        let saved = s.run(
            "settings",
            &[sub("set"), ("event_study", Value::Integer(1))],
        );
        assert_eq!(saved.content.as_deref(), Some("✅ Saved."));
        assert_eq!(s.settings().event_study, 1);
        let shown = s.run("settings", &[sub("show")]).embed.unwrap();
        let rule = "1 minute from each reveal to the start of play, unless the arbiter gives \
                    another with it";
        assert!(
            shown
                .fields
                .iter()
                .any(|f| f.name == "Study time in events" && f.value == rule),
            "{shown:?}"
        );
        let next = said(&s.run("event", &[sub("next")]));
        assert!(
            next.contains("1 minute to study the position: play starts at <t:1795284060:t>"),
            "{next}"
        );
        // The rule is stated with the event, before and between reveals.
        let show = s.run("event", &[sub("show")]).embed.unwrap();
        assert!(
            show.fields
                .iter()
                .any(|f| f.name == "Study time" && f.value == rule),
            "{show:?}"
        );
        // Given as 0, none even with a default.
        let next = said(&s.run("event", &[sub("next"), ("study", Value::Integer(0))]));
        assert!(
            next.contains("round 4 of 4") && !next.contains("play starts"),
            "{next}"
        );
    }
}
