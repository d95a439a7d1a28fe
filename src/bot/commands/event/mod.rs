//! `/event start|next|show|verify|list`: one position per round for a
//! whole event, drawn in advance and committed to (see
//! [`crate::app::event`]).
//!
//! `start` and `next` need Manage Server (or the server's manager role);
//! anyone in the server may look at an event, list them or check a round.
//! Without a name, `next`, `show` and `verify` mean the server's only
//! running event (or its only event).

use std::sync::Arc;

use crate::app::App;
use crate::app::error::AppError;
use crate::app::event::Organizer;
use crate::app::event::commitment::MAX_ROUNDS;
use crate::app::event::name::MAX_NAME;
use crate::app::event::reveal::NextAsked;
use crate::app::event::round::Revealed;
use crate::app::event::rules::AskedRules;
use crate::app::event::start::{EventDraw, StartAsked};
use crate::app::event::study::MOST_STUDY;
use crate::app::event::verify::{TypedRound, Verified};
use crate::app::rolls::request::RollRequest;
use crate::app::view::board::heading;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Run};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::{Choices, Complete, OptionSpec, Subcommand};
use crate::bot::{Bot, Plan};
use crate::discord::limits;
use crate::discord::present::COLOUR_INFO;
use crate::discord::present::event_round::round_message;
use crate::discord::present::event_view::{event_reply, variant_file, variant_shown};
use crate::discord::present::roll::event_web_button;
use crate::discord::reply::{Embed, Reply};
use crate::i18n::{Lang, Text, t_with};
use crate::store::Event;

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
pub(crate) const NAME: OptionSpec = OptionSpec::text("name")
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
pub(crate) const EXCLUDE_STANDARD: OptionSpec = OptionSpec::flag("exclude_standard");
pub(crate) const PAIR: OptionSpec = OptionSpec::flag("pair");
/// How the rounds are drawn: seeds now (the default), or the beacon.
pub(crate) const DRAW: OptionSpec = OptionSpec::text("draw").choices(Choices::Fixed(&[
    (msg!("choice-draw-seeds"), "seeds"),
    (msg!("choice-draw-beacon"), "beacon"),
]));
/// Whether a position may come up in more than one round: `no` (the
/// default) or `allow`.
pub(crate) const REPEATS: OptionSpec = OptionSpec::text("repeats").choices(Choices::Fixed(&[
    (msg!("choice-repeats-no"), "no"),
    (msg!("choice-repeats-allow"), "allow"),
]));
/// Positions left out at the start: numbers, ranges, `standard`.
pub(crate) const EXCLUDE: OptionSpec = OptionSpec::text("exclude").longest(MAX_EXCLUDE);
/// An earlier event of the server whose revealed positions are left out.
pub(crate) const AVOID: OptionSpec = OptionSpec::text("avoid")
    .longest(MAX_NAME)
    .completes(Complete::EventName);
/// The longest `exclude:` list, in characters: every round's check line
/// carries the list, and a reveal's message holds at most 2,000.
const MAX_EXCLUDE: usize = 300;
/// Minutes to study a revealed round before play; the server's default
/// when left out.
pub(crate) const STUDY: OptionSpec = OptionSpec::integer("study")
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
    Start(StartAsked),
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

/// The draw named in `draw:`: seeds (the default) or the beacon.
///
/// # Errors
///
/// [`AppError::Input`] naming the draw that is not one.
pub(crate) fn draw_asked(given: Option<String>) -> Result<EventDraw, AppError> {
    match given.as_deref() {
        None | Some("seeds") => Ok(EventDraw::Seeds),
        Some("beacon") => Ok(EventDraw::Beacon),
        Some(other) => Err(Text::msg(msg!("error-event-draw"))
            .with("given", other.chars().take(30).collect::<String>())
            .into()),
    }
}

/// Whether `repeats:` allows a position twice (`allow`); `no`, or
/// nothing, keeps each position to one round.
///
/// # Errors
///
/// [`AppError::Input`] naming what is neither.
pub(crate) fn repeats_allowed(given: Option<String>) -> Result<bool, AppError> {
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
/// first within each, as many as Discord lists.
pub(crate) async fn names_like(
    app: &App,
    guild: Option<u64>,
    typed: &str,
) -> Vec<(String, String)> {
    let names = app.events().names_like(guild, typed, limits::CHOICES).await;
    names.into_iter().map(|n| (n.clone(), n)).collect()
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    let sub = o.subcommand(SPEC.name, SPEC.subcommands)?;
    let name = o.text(&NAME)?;
    Ok(Command::Event(match sub.as_str() {
        "start" => EventCommand::Start(StartAsked {
            name: o.required(&NEW_NAME)?,
            rounds: o.number(&ROUNDS)?,
            request: RollRequest {
                variant: Some(o.required(&shared::VARIANT)?),
                ..o.roll_request(&EXCLUDE_STANDARD, &PAIR)?
            },
            draw: draw_asked(o.text(&DRAW)?)?,
            rules: AskedRules {
                repeats: repeats_allowed(o.text(&REPEATS)?)?,
                exclude: o.text(&EXCLUDE)?.filter(|t| !t.trim().is_empty()),
                avoid: o.text(&AVOID)?.filter(|t| !t.trim().is_empty()),
            },
        }),
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
        let events = self.app().events();
        match cmd {
            EventCommand::Start(asked) => self.start_event(&asked, caller, lang).await,
            EventCommand::Next { name, study } => {
                let asked = NextAsked {
                    name: name.as_deref(),
                    study,
                };
                self.next_round(asked, caller, lang).await
            }
            EventCommand::Show { name } => {
                let event = events.find(caller.who.guild_id, name.as_deref()).await?;
                let view = self.app().views().event(&event, lang).await;
                let mut reply = event_reply(&view, None);
                reply
                    .buttons
                    .extend(event_web_button(self.app(), &event, lang));
                Ok(reply)
            }
            EventCommand::List => {
                let all = events.list(caller.who.guild_id).await?;
                Ok(list_reply(&all, lang))
            }
            EventCommand::Verify {
                name,
                round,
                seed,
                commitment,
            } => {
                let event = events.find(caller.who.guild_id, name.as_deref()).await?;
                let typed = TypedRound {
                    round,
                    seed: &seed,
                    commitment: &commitment,
                };
                let verified = events.verify(event, typed).await?;
                Ok(verified_reply(&verified, lang))
            }
        }
    }

    /// `/event start`: the app starts the event; the reply is its view,
    /// its web page and its variant's file.
    async fn start_event(
        &self,
        asked: &StartAsked,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (guild_id, guild) = self.managed_guild(caller, "event start").await?;
        let by = Organizer {
            guild_id,
            guild: &guild,
            who: &caller.who,
        };
        let event = self.app().events().start(asked, &by).await?;
        let started = match asked.draw {
            EventDraw::Seeds => msg!("event-started"),
            EventDraw::Beacon => msg!("event-started-beacon"),
        };
        let name = event.event.name.as_str();
        let mut note = t_with(lang, started, &[("name", name.into())]);
        // Nothing is revealed yet: no round to check.
        let view = self
            .app()
            .views()
            .event_of(&event, &[], lang)
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
            .extend(variant_file(self.app(), &event.event, lang).await?);
        Ok(reply)
    }

    /// `/event next`: the app reveals the round; its message is made
    /// before the round counts, and again once it is kept.
    async fn next_round(
        &self,
        asked: NextAsked<'_>,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let (guild_id, guild) = self.managed_guild(caller, "event next").await?;
        let by = Organizer {
            guild_id,
            guild: &guild,
            who: &caller.who,
        };
        let lichess = self.app().play().offers(&guild);
        let show = |revealed: Arc<Revealed>| async move {
            round_message(self.app(), &revealed, lichess, lang).await
        };
        self.app().events().reveal_next(asked, &by, show).await
    }
}

/// `/event verify`'s answer: the round checks out, and its position.
fn verified_reply(v: &Verified, lang: Lang) -> Reply {
    Reply {
        content: Some(t_with(
            lang,
            msg!("event-verified"),
            &[
                ("round", v.round.into()),
                ("name", v.event.event.name.as_str().into()),
                ("commitment", v.commitment.as_str().into()),
                ("position", heading(&v.roll.position).into()),
            ],
        )),
        ..Reply::default()
    }
}

/// `/event list`: the server's events, newest first.
fn list_reply(all: &[Event], lang: Lang) -> Reply {
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
    Reply {
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
    }
}

/// The most events `/event list` shows: a line each, well within an
/// embed's 4,096 characters.
const LISTED: usize = 25;

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

    /// Every face reads options as Discord is told they are (the console
    /// and a gateway or signed interaction parse the same way): an
    /// `exclude:` past its 300 characters, an `avoid:` or `name:` past 60,
    /// is refused naming the option and its length, and nothing starts
    /// (issue 59).
    #[test]
    fn every_text_option_is_held_to_its_registered_length() {
        let s = Server::new();
        let list = |count: u64| {
            (0..count)
                .map(|n| (n * 2).to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let start = |extra: (&'static str, Value)| {
            s.run(
                "event",
                &[
                    sub("start"),
                    ("name", t("Club Open")),
                    ("rounds", Value::Integer(2)),
                    ("variant", t("chess960")),
                    extra,
                ],
            )
        };
        let long = list(480);
        let refused = said(&start(("exclude", t(&long))));
        assert!(
            refused.contains(&format!(
                "`exclude` takes at most 300 characters, not {}",
                long.len()
            )),
            "{refused}"
        );
        let refused = said(&start(("avoid", t(&"x".repeat(61)))));
        assert!(
            refused.contains("`avoid` takes at most 60 characters, not 61"),
            "{refused}"
        );
        let none = said(&s.run("event", &[sub("list")]));
        assert!(none.contains("no event yet"), "{none}");
        let fits = list(300);
        let fits = &fits[..fits[..300].rfind(',').unwrap()];
        let started = said(&start(("exclude", t(fits))));
        assert!(started.contains("Club Open"), "{started}");
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

    /// A 30-round event fully revealed lists more than an embed's 4,096
    /// characters of commitments and seeds: `/event show` lists the rounds
    /// that fit, each line whole, says how many, and attaches the whole
    /// list, so no seed is cut off (issue 59).
    #[test]
    fn a_list_of_rounds_too_long_for_discord_is_attached_whole() {
        let s = Server::new();
        start(&s, "Long Season", 30);
        for _ in 0..30 {
            s.run("event", &[sub("next")]);
        }
        let shown = s.run("event", &[sub("show")]);
        let embed = shown.embed.as_ref().expect("an embed");
        let limits = crate::discord::limits::DESCRIPTION;
        assert!(
            embed.description.chars().count() <= limits,
            "{} characters",
            embed.description.chars().count()
        );
        let file = shown
            .files
            .iter()
            .find(|f| f.name == "event-rounds.txt")
            .expect("the whole list attached");
        let whole = String::from_utf8(file.bytes.clone()).unwrap();
        let listed: Vec<&str> = embed
            .description
            .lines()
            .filter(|l| l.starts_with("**"))
            .collect();
        assert!(listed.len() > 10 && listed.len() < 30, "{listed:?}");
        for (n, line) in listed.iter().enumerate() {
            let seed = line.rsplit('`').nth(1).expect("a seed in code");
            assert!(line.starts_with(&format!("**{}.**", n + 1)), "{line}");
            assert!(whole.contains(seed), "{seed} in {whole}");
        }
        // The file lists all 30 rounds, each with its seed.
        for n in 1..=30 {
            let line = whole
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{n}. ")))
                .unwrap_or_else(|| panic!("round {n} in {whole}"));
            assert!(line.contains(" · Seed "), "{line}");
        }
        let note = format!("Rounds 1 to {} of 30 are listed here", listed.len());
        assert!(embed.description.contains(&note), "{}", embed.description);
        assert!(embed.description.contains("event-rounds.txt"));
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
