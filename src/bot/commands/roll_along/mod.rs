//! `/roll-along`: someone throws real dice at the table, presses the face
//! they threw, and the bot keeps the books.
//!
//! A roll-along is just (variant, method, device, faces so far), kept in
//! the store. Every press re-runs the procedure on the faces (microseconds)
//! and replaces the message with the next step, so a restart loses nothing
//! and the message always shows what the store holds. Each control carries
//! the roll-along's version; a press made on an older version (two people
//! pressing at once) is refused instead of counted twice.
//!
//! `press` takes a press; `view` draws the step waiting for a throw;
//! `turns` keeps a witnessed roll-along's players to their turns.

pub mod buttons;
mod press;
mod turns;
mod view;

use backrank_entropy::{Die, Face};

use crate::app::error::AppError;
use crate::app::rolls::request::RollRequest;
use crate::app::rolls::roller::{BOT_OPTIONS, at_table, typed_error};
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::OptionSpec;
use crate::bot::{Bot, Plan};
use crate::core::replay::decode_faces;
use crate::core::roll::Progress;
use crate::core::text::faces_text;
use crate::discord::reply::Reply;
use crate::i18n::Text;
use crate::store::{KeptSource, NewRollAlong, RollAlong, RollAlongChange, SourceKind};

pub const SPEC: CommandSpec = CommandSpec {
    name: "roll-along",
    positional: &[shared::VARIANT_OR_DEFAULT.name],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[
        shared::VARIANT_OR_DEFAULT,
        shared::METHOD,
        shared::DICE,
        WITNESSES,
    ],
    subcommands: &[],
    parse,
};

/// The people who take turns throwing with the starter, as mentions.
const WITNESSES: OptionSpec = OptionSpec::text("witnesses").longest(300);

/// The options of `/roll-along`. Empty ones take the server's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RollAlongArgs {
    /// The variant, method and device asked for. The rules on the standard
    /// position and pairs are always the server's: the roll-along keeps
    /// them, and every press rolls by them, as `/random` does.
    pub request: RollRequest,
    /// The people who take turns throwing with the starter.
    pub witnesses: Option<String>,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::RollAlong(RollAlongArgs {
        request: o.variant_method_dice()?,
        witnesses: o.text(&WITNESSES)?,
    }))
}

impl Run for RollAlongArgs {
    fn rules(&self) -> Rules {
        Rules::AS_SERVER_SAYS
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let Context {
            bot, plan, caller, ..
        } = cx;
        bot.roll_along(&self.request, plan, self.witnesses.as_deref(), caller)
            .await
    }
}

impl Bot {
    /// `/roll-along`: starts a roll-along and shows its first step.
    pub(crate) async fn roll_along(
        &self,
        request: &RollRequest,
        plan: &Plan,
        witnesses: Option<&str>,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let guild = &plan.guild;
        let players = match witnesses {
            Some(named) => turns::players(caller.who.user_id, named)?,
            None => Vec::new(),
        };
        let spec = self
            .app()
            .rolls()
            .pick(request, guild, self.app().settings().roll.dice, &caller.who)
            .await?;
        self.app().rolls().count(caller.who.user_id)?;
        let session = self
            .app()
            .store()
            .start_roll_along(NewRollAlong {
                owner: caller.who.clone(),
                spec: spec.kept(),
                now: self.app().now(),
                players,
                exclude_standard: spec.exclude_standard,
                pairs: spec.pair,
            })
            .await?;
        let Progress::Waiting(waiting) =
            at_table(spec, &[]).map_err(|e| AppError::from(typed_error(&e, &BOT_OPTIONS)))?
        else {
            return Err(Text::msg(msg!("error-no-throws-needed")).into());
        };
        let lang = self.look_of(caller, guild).await.lang;
        self.step_view(&session, spec, &[], waiting, guild, lang)
            .await
    }

    fn expired_text(&self, session: &RollAlong) -> Text {
        let throws = decode_faces(session.spec.dice, &session.faces)
            .ok()
            .map(|f| faces_text(&f))
            .unwrap_or_default();
        let id = if throws.is_empty() {
            msg!("error-along-expired")
        } else {
            msg!("error-along-expired-with-throws")
        };
        Text::msg(id)
            .with("id", session.id)
            .with("minutes", self.app().settings().bot.session_minutes)
            .with("throws", throws)
    }

    async fn changed(
        &self,
        id: i64,
        version: i64,
        change: RollAlongChange,
    ) -> Result<RollAlong, AppError> {
        self.app()
            .store()
            .update_roll_along(id, version, change)
            .await?
            .ok_or_else(raced)
    }
}

/// Two presses on one step: the later one changes nothing.
fn raced() -> AppError {
    AppError::Conflict(Text::msg(msg!("error-along-conflict")))
}

/// Where a roll-along's throws came from: dice at the table, with the
/// players of a witnessed one in turn order.
fn kept_source(session: &RollAlong) -> KeptSource {
    KeptSource {
        players: session.players.clone(),
        ..KeptSource::of(SourceKind::Table)
    }
}

fn session_len(session: &RollAlong) -> usize {
    session.faces.chars().count()
}

/// A face pressed or picked: one character, as its button carries it.
fn one_face(die: Die, text: &str) -> Result<Face, AppError> {
    match decode_faces(die, text) {
        Ok(f) if f.len() == 1 => Ok(f[0]),
        _ => Err(Text::msg(msg!("error-along-not-a-face"))
            .with("text", text.chars().take(10).collect::<String>())
            .with("die", die.to_string())
            .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::clock::ManualClock;
    use crate::app::settings::Settings;
    use crate::core::roll::RollSpec;
    use crate::core::variant::Variant;
    use crate::discord::reply::ButtonKind;
    use std::sync::Arc;

    use crate::bot::Action;
    use crate::bot::commands::SettingsCommand;
    use crate::bot::tests::temp_store;
    use crate::core::fen::Fen;
    use crate::discord::reply::Reply;
    use crate::store::RollKind;
    use crate::store::{Store, Who};
    use jiff::SignedDuration;

    struct Club {
        bot: Arc<Bot>,
        clock: Arc<ManualClock>,
        rt: tokio::runtime::Runtime,
    }

    fn person(id: u64, name: &str, roles: &[u64]) -> Caller {
        Caller {
            who: Who {
                user_id: id,
                user_name: name.into(),
                guild_id: Some(500),
                channel_id: Some(600),
            },
            roles: roles.to_vec(),
            permissions: 0,
            ..Caller::default()
        }
    }

    fn ada() -> Caller {
        person(1, "Ada", &[])
    }

    impl Club {
        fn new() -> Club {
            Club::on(temp_store())
        }

        fn on(store: Arc<dyn Store>) -> Club {
            let clock = Arc::new(ManualClock::new("2026-11-21T18:00:00Z".parse().unwrap()));
            let bot = Bot::from_app(
                crate::app::App::new(Settings::load(None).unwrap(), store)
                    .unwrap()
                    .with_clock(clock.clone()),
            );
            Club {
                bot: Arc::new(bot),
                clock,
                rt: tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap(),
            }
        }

        fn act(&self, action: Action, who: &Caller) -> Reply {
            self.rt.block_on(self.bot.handle(action, who, &|_| {}))
        }

        fn start(&self, opts: &[(&str, &str)]) -> Reply {
            let opts: Vec<(String, crate::bot::Value)> = opts
                .iter()
                .map(|(k, v)| ((*k).to_owned(), crate::bot::Value::Text((*v).into())))
                .collect();
            let cmd = Command::parse("roll-along", &opts).unwrap();
            self.act(Action::Command(cmd), &ada())
        }

        /// Presses the button labelled `label` on `reply`.
        fn press(&self, reply: &Reply, label: &str, who: &Caller) -> Reply {
            self.act(button(reply, label), who)
        }
    }

    /// Every variant and method, with a coin and a d20, in every
    /// language: the first step's message and its form fit Discord's
    /// limits, with nothing left unfilled, and its controls are labelled
    /// in that language.
    #[test]
    fn every_first_step_fits_in_every_language() {
        use crate::discord::limits;
        use crate::i18n::{Lang, t};
        let t_ = Club::new();
        // A person per roll-along: the rate limit is per person.
        let mut next_person = 1000;
        for v in Variant::ALL {
            for m in v.methods() {
                for dice in ["coin", "d20"] {
                    for lang in Lang::ALL {
                        let opts = [
                            ("variant", v.id()),
                            ("method", m.method.id()),
                            ("dice", dice),
                            ("witnesses", "<@2>"),
                        ];
                        let opts: Vec<(String, crate::bot::Value)> = opts
                            .iter()
                            .map(|(k, v)| ((*k).to_owned(), crate::bot::Value::Text((*v).into())))
                            .collect();
                        let cmd = Command::parse("roll-along", &opts).unwrap();
                        next_person += 1;
                        let who = Caller {
                            locale: Some(lang),
                            ..person(next_person, "Ada", &[])
                        };
                        let what = format!("{v} {} {dice} {lang}", m.method);
                        let r = t_.act(Action::Command(cmd), &who);
                        let e = r.embed.as_ref().unwrap_or_else(|| panic!("{what}: {r:?}"));
                        let mut all = format!("{}{}{:?}", e.title, e.description, e.footer);
                        for f in &e.fields {
                            assert!(f.value.chars().count() <= limits::FIELD_VALUE, "{what}");
                            all += &format!("{}{}", f.name, f.value);
                        }
                        assert!(e.text_len() <= limits::EMBED_TOTAL, "{what}");
                        assert!(
                            e.description.chars().count() <= limits::DESCRIPTION,
                            "{what}"
                        );
                        for b in &r.buttons {
                            assert!(b.label.chars().count() <= limits::BUTTON_LABEL, "{what}");
                            all += &b.label;
                        }
                        assert!(!all.contains("{$") && !all.contains("{ $"), "{what}: {all}");
                        let cancel = t(lang, msg!("button-cancel"));
                        let asked = t_.act(button(&r, &cancel), &who);
                        assert!(asked.buttons.len() == 2, "{what}: {asked:?}");
                        let question = asked.content.clone().unwrap_or_default();
                        assert!(!question.contains("{ $"), "{what}: {question}");
                        let r = t_.act(button(&asked, &t(lang, msg!("button-keep-rolling"))), &who);
                        assert!(r.buttons.iter().any(|b| b.label == cancel), "{what}");
                        let form = t_.act(button(&r, &t(lang, msg!("button-type-yours"))), &who);
                        let f = form.form.unwrap();
                        assert!(f.title.chars().count() <= 45, "{what}: {}", f.title);
                        assert!(f.label.chars().count() <= 45, "{what}: {}", f.label);
                    }
                }
            }
        }
    }

    fn button(reply: &Reply, label: &str) -> Action {
        let b = reply
            .buttons
            .iter()
            .find(|b| b.label == label)
            .unwrap_or_else(|| panic!("no button {label}: {:?}", reply.buttons));
        let ButtonKind::Action(id) = &b.kind else {
            panic!("{label} is a link")
        };
        Action::from_button(id).unwrap()
    }

    fn throws_so_far(r: &Reply) -> &str {
        let e = r.embed.as_ref().expect("a step message");
        let f = e.fields.iter().find(|f| f.name == "Throws so far");
        &f.expect("a Throws so far field").value
    }

    fn description(r: &Reply) -> &str {
        &r.embed.as_ref().unwrap().description
    }

    /// A server that throws the standard position again and plays pairs:
    /// a roll-along follows both, as `/random` does. The faces 2 3 3 2 3
    /// reach SP 518, so the roll-along asks for more throws instead of
    /// saving it, and the position it saves is for a pair of games.
    #[test]
    fn a_roll_along_follows_the_servers_rules() {
        let t = Club::new();
        let rules = |g| {
            Ok(crate::store::GuildSettings {
                exclude_standard: true,
                pairs: true,
                ..g
            })
        };
        t.rt.block_on(t.bot.app().servers().change_with(500, rules))
            .unwrap();
        let mut r = t.start(&[("variant", "chess960")]);
        for face in ["2", "3", "3", "2", "3"] {
            r = t.press(&r, face, &ada());
        }
        assert!(
            r.content
                .as_deref()
                .is_none_or(|c| !c.contains("is complete")),
            "SP 518 was not kept: {:?}",
            r.content
        );
        let steps = description(&r);
        assert!(
            steps.contains(
                "the standard position (RNBQKBNR), which this roll excludes: throw again"
            ),
            "the record says why: {steps}"
        );
        // The record's worked example, 2 1 3 1 1, is not the standard
        // position: it ends the roll.
        for face in ["2", "1", "3", "1", "1"] {
            r = t.press(&r, face, &ada());
        }
        let said = r.content.clone().unwrap_or_default();
        assert!(said.contains("is complete: 10 throws"), "{said}");
        let e = r.embed.unwrap();
        let id: i64 = e.fields[0].value.trim_start_matches('#').parse().unwrap();
        let saved =
            t.rt.block_on(t.bot.app().store().roll(id))
                .unwrap()
                .unwrap();
        assert!(
            !saved.roll.fen.starts_with("rnbqkbnr"),
            "{}",
            saved.roll.fen
        );
        let shown = format!("{:?}", e.fields);
        assert!(
            shown.contains("pair") || said.contains("pair"),
            "{said} {shown}"
        );
    }

    #[test]
    fn a_whole_chess960_roll_along_with_d6_buttons() {
        let t = Club::new();
        let r = t.start(&[("variant", "chess960")]);
        assert!(!r.ephemeral && !r.update);
        let e = r.embed.as_ref().unwrap();
        assert!(e.title.starts_with("Roll-along #"), "{}", e.title);
        assert!(
            description(&r).starts_with("**Step 1 · "),
            "{}",
            description(&r)
        );
        assert_eq!(r.files[0].name, "board.png");
        let faces: Vec<&str> = r
            .buttons
            .iter()
            .filter(|b| b.row < 2)
            .map(|b| b.label.as_str())
            .collect();
        assert_eq!(faces, ["1", "2", "3", "4", "5", "6"]);
        assert!(r.buttons.iter().all(|b| b.label != "Undo last throw"));
        // The faces of the record's worked example: 2 1 3 1 1 (five throws).
        let mut r = r;
        for (i, face) in ["2", "1", "3", "1"].iter().enumerate() {
            r = t.press(&r, face, &ada());
            assert!(r.update, "a press edits the message");
            let e = r.embed.as_ref().unwrap();
            assert!(
                e.fields.iter().any(|f| f.name == "Progress"
                    && f.value.starts_with(&format!("throw {} of about", i + 2))),
                "{:?}",
                e.fields
            );
        }
        // Undo the fourth throw, then enter it again.
        r = t.press(&r, "Undo last throw", &ada());
        assert_eq!(throws_so_far(&r), "2 1 3");
        r = t.press(&r, "1", &ada());
        let done = t.press(&r, "1", &ada());
        assert!(done.update);
        assert!(
            done.content
                .as_deref()
                .unwrap()
                .contains("is complete: 5 throws")
        );
        let e = done.embed.unwrap();
        let id: i64 = e.fields[0].value.trim_start_matches('#').parse().unwrap();
        let saved =
            t.rt.block_on(t.bot.app().store().roll(id))
                .unwrap()
                .unwrap()
                .roll;
        let direct = crate::core::roll::run(
            RollSpec::new(
                Variant::Chess960,
                Variant::Chess960.default_method(),
                Die::D6,
            ),
            &decode_faces(Die::D6, "21311").unwrap(),
        )
        .unwrap();
        assert_eq!(saved.fen, Fen(&direct.position).to_string());
        assert_eq!(
            (saved.kind, saved.source),
            (RollKind::RollAlong, KeptSource::of(SourceKind::Table))
        );
        // The old message's buttons no longer count.
        let again = t.press(&r, "1", &ada());
        assert!(again.ephemeral);
        assert!(
            again
                .content
                .unwrap()
                .contains(&format!("made record #{id}"))
        );
    }

    #[test]
    fn only_the_starter_presses_unless_the_server_says_otherwise() {
        let t = Club::new();
        let r = t.start(&[("variant", "chess960"), ("dice", "coin")]);
        let heads: Vec<&str> = r
            .buttons
            .iter()
            .filter(|b| b.row == 0)
            .map(|b| b.label.as_str())
            .collect();
        assert_eq!(heads, ["Heads", "Tails"]);
        let bob = person(2, "Bob", &[77]);
        let refused = t.press(&r, "Heads", &bob);
        assert!(refused.ephemeral && !refused.update);
        assert!(
            refused
                .content
                .unwrap()
                .contains("only Ada can enter throws here")
        );
        // Nothing was entered: Ada's press on the same message still counts.
        assert!(t.press(&r, "Heads", &ada()).update);

        let set = |guided: &str, role: Option<u64>| {
            t.act(
                Action::Command(Command::Settings(SettingsCommand::Set(Box::new(
                    crate::app::servers::change::SettingsChange {
                        guided: Some(guided.into()),
                        role,
                        ..Default::default()
                    },
                )))),
                &Caller {
                    permissions: crate::bot::caller::permissions::MANAGE_GUILD,
                    ..person(9, "Mo", &[])
                },
            )
        };
        // A role without naming it is refused, and changes nothing.
        assert!(
            set("role", None)
                .content
                .unwrap()
                .contains("needs a `role`")
        );
        assert!(set("role", Some(77)).content.unwrap().contains("Saved"));
        let r = t.start(&[("variant", "chess960"), ("dice", "coin")]);
        assert!(t.press(&r, "Tails", &bob).update, "Bob has the role");
        let carol = person(3, "Carol", &[]);
        let r2 = t.start(&[("variant", "chess960"), ("dice", "coin")]);
        let refused = t.press(&r2, "Tails", &carol);
        assert!(refused.content.unwrap().contains("<@&77>"));
        set("anyone", None);
        assert!(t.press(&r2, "Tails", &carol).update);
    }

    #[test]
    fn two_presses_on_one_step_count_once() {
        let t = Club::new();
        let r = t.start(&[("variant", "chess960")]);
        let first = t.press(&r, "2", &ada());
        assert!(first.update);
        let second = t.press(&r, "3", &ada());
        assert!(second.ephemeral);
        assert!(second.content.unwrap().contains("at the same moment"));
        let e = first.embed.unwrap();
        assert!(
            e.fields
                .iter()
                .any(|f| f.name == "Throws so far" && f.value == "2")
        );
    }

    #[test]
    fn sessions_survive_a_restart_and_expire_with_a_clear_message() {
        let store = temp_store();
        let t = Club::on(store.clone());
        let r = t.start(&[("variant", "chess960")]);
        let r = t.press(&r, "2", &ada());
        drop(t);
        // A new bot on the same store: the message's buttons still work.
        let t = Club::on(store);
        let r = t.press(&r, "1", &ada());
        assert_eq!(throws_so_far(&r), "2 1");
        t.clock.advance(SignedDuration::from_mins(121));
        let expired = t.press(&r, "3", &ada());
        assert!(expired.update);
        let text = expired.content.unwrap();
        assert!(
            text.contains("expired after 120 minutes without a throw"),
            "{text}"
        );
        assert!(text.contains("the throws so far were 2 1"), "{text}");
        assert!(expired.buttons.is_empty() && expired.embed.is_none());
        let later = t.press(&r, "3", &ada());
        assert!(later.ephemeral && later.content.unwrap().contains("expired"));
    }

    #[test]
    fn the_form_takes_several_faces_and_refuses_extras_without_changing_anything() {
        let t = Club::new();
        let r = t.start(&[("variant", "chess960")]);
        let form = t.press(&r, "Type several…", &ada());
        let f = form.form.clone().unwrap();
        let typed = |text: &str| Action::from_control(&f.id, text.into()).unwrap();
        let too_many = t.act(typed("2 1 3 1 1 4 4"), &ada());
        assert!(too_many.ephemeral);
        let text = too_many.content.unwrap();
        assert!(
            text.contains("complete after 5 more") && text.contains("(4 4)"),
            "{text}"
        );
        let bad = t.act(typed("2 9"), &ada());
        assert!(bad.content.unwrap().contains("face 2 ('9')"));
        let part = t.act(typed("2 1 3"), &ada());
        assert!(part.update);
        assert!(
            part.embed
                .unwrap()
                .fields
                .iter()
                .any(|f| f.value == "2 1 3")
        );
    }

    /// A roll-along takes at most the throw limit of a roll: a form that
    /// would go past it is refused and enters nothing (201 forms of 1,000
    /// faces each once made a 200,001-face session).
    #[test]
    fn a_roll_along_takes_at_most_the_throw_limit() {
        let t = Club::new();
        let mut r = t.start(&[("variant", "chess960")]);
        // Sixes: the dark bishop's rule (a d6 for 4 squares) throws every
        // one of them again, so the first step never ends.
        let sixes = "6 ".repeat(700);
        for _ in 0..2 {
            let form = t.press(&r, "Type several…", &ada());
            let typed = Action::from_control(&form.form.unwrap().id, sixes.clone()).unwrap();
            r = t.act(typed, &ada());
            assert!(r.update, "{:?}", r.content);
        }
        let form = t.press(&r, "Type several…", &ada());
        let f = form.form.unwrap();
        let refused = t.act(Action::from_control(&f.id, sixes).unwrap(), &ada());
        assert!(refused.ephemeral);
        let text = refused.content.unwrap();
        assert!(
            text.contains("at most 2000 throws, and this would make 2100"),
            "{text}"
        );
        let id = match Action::from_control(&f.id, String::new()).unwrap() {
            Action::RollAlongPress { session, .. } => session,
            other => panic!("{other:?}"),
        };
        let session =
            t.rt.block_on(t.bot.app().store().roll_along(id))
                .unwrap()
                .unwrap();
        assert_eq!(session.faces.len(), 1400, "the third form entered nothing");
    }

    /// The sweep expires roll-alongs left without a throw; their buttons then
    /// say so.
    #[test]
    fn the_sweep_expires_idle_roll_alongs() {
        let t = Club::new();
        let r = t.start(&[("variant", "chess960")]);
        let r = t.press(&r, "2", &ada());
        t.clock.advance(SignedDuration::from_mins(121));
        let swept = t.rt.block_on(t.bot.app().upkeep().sweep()).unwrap();
        assert_eq!(swept.expired, 1);
        let later = t.press(&r, "3", &ada());
        assert!(later.ephemeral);
        assert!(later.content.unwrap().contains("expired after 120 minutes"));
    }

    #[test]
    fn big_dice_pick_from_a_list_and_cancel_ends_it() {
        let t = Club::new();
        let r = t.start(&[("variant", "chess960"), ("dice", "d20")]);
        let select = r.select.clone().unwrap();
        assert_eq!(select.options.len(), 20);
        assert_eq!(select.options[19], ("20".to_owned(), "k".to_owned()));
        let picked = t.act(
            Action::from_control(&select.id, "k".into()).unwrap(),
            &ada(),
        );
        assert!(picked.update, "{:?}", picked.content);
        assert!(
            picked
                .embed
                .as_ref()
                .unwrap()
                .fields
                .iter()
                .any(|f| f.value == "20")
        );
        let junk = t.act(
            Action::from_control(&picked.select.clone().unwrap().id, "zz".into()).unwrap(),
            &ada(),
        );
        assert!(junk.content.unwrap().contains("not a face of a d20"));
        let asked = t.press(&picked, "Cancel…", &ada());
        let cancelled = t.press(&asked, "Yes, cancel it", &ada());
        assert!(cancelled.update && cancelled.buttons.is_empty());
        assert!(
            cancelled
                .content
                .unwrap()
                .contains("cancelled by Ada after 1 throw.")
        );
        let after = t.press(&picked, "Cancel…", &ada());
        assert!(after.content.unwrap().contains("was cancelled"));
    }

    /// "Cancel…" sits alone on the last row from the first throw on, apart
    /// from Undo; it only asks, "Keep rolling" loses nothing, and a "Yes"
    /// from before a later throw changes nothing.
    #[test]
    fn cancel_asks_first_and_sits_apart_from_undo() {
        let t = Club::new();
        let row_of =
            |r: &Reply, label: &str| r.buttons.iter().find(|b| b.label == label).map(|b| b.row);
        let r = t.start(&[("variant", "chess960"), ("dice", "d6")]);
        let row = row_of(&r, "Cancel…").unwrap();
        assert_eq!(r.buttons.iter().filter(|b| b.row == row).count(), 1);
        assert!(r.buttons.iter().all(|b| b.row <= row));
        let r = t.press(&r, "2", &ada());
        assert_eq!(row_of(&r, "Cancel…"), Some(row), "it stays put");
        assert_eq!(r.buttons.iter().filter(|b| b.row == row).count(), 1);
        assert!(row_of(&r, "Undo last throw").is_some_and(|undo| undo < row));

        let asked = t.press(&r, "Cancel…", &ada());
        assert!(asked.update);
        let question = asked.content.clone().unwrap();
        assert!(
            question.starts_with("⚠️ Cancel roll-along #")
                && question.contains("Its one throw is lost."),
            "{question}"
        );
        let labels: Vec<&str> = asked.buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["Yes, cancel it", "Keep rolling"]);
        assert!(asked.select.is_none());
        assert_eq!(throws_so_far(&asked), "2");

        let kept = t.press(&asked, "Keep rolling", &ada());
        assert!(kept.update);
        assert_eq!(throws_so_far(&kept), "2");
        assert!(row_of(&kept, "Cancel…").is_some());
        // Asked again, then a throw is made from the first message: the
        // question's "Yes" is stale and cancels nothing.
        let asked = t.press(&kept, "Cancel…", &ada());
        let thrown = t.press(&kept, "3", &ada());
        assert_eq!(throws_so_far(&thrown), "2 3");
        let stale = t.press(&asked, "Yes, cancel it", &ada());
        assert!(stale.ephemeral && !stale.update, "{stale:?}");
        let still = t.press(&thrown, "4", &ada());
        assert!(still.update, "{still:?}");
    }
}
