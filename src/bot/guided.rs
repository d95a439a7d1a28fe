//! Guided rolling (`/roll-along`): someone throws real dice at the table,
//! presses the face they threw, and the bot keeps the books.
//!
//! A session is just (variant, method, device, faces so far), kept in the
//! store. Every press re-runs the procedure on the faces (microseconds) and
//! replaces the message with the next step, so a restart loses nothing and
//! the message always shows what the store holds. Each control carries the
//! session's version; a press made on an older version (two people pressing
//! at once) is refused instead of counted twice.

use std::sync::Arc;

use backrank_entropy::{Die, Face};

use crate::app::error::AppError;
use crate::app::reply::{Button, Embed, Form, Reply, Select, Style};
use crate::app::sources;
use crate::bot::command::{Action, Caller, Press};
use crate::bot::handler::{
    COLOUR_INFO, expected_throws, field, new_roll, record_markdown, typed_error,
};
use crate::bot::{Bot, Plan};
use crate::core::position::pieces_of;
use crate::core::replay::{decode_faces, encode_faces};
use crate::core::roll::{self, Progress, RollError, RollSpec, Waiting};
use crate::core::variant::Variant;
use crate::store::{
    Guided, GuildSettings, NewSession, RollKind, Session, SessionChange, SessionState,
};

/// How the record names throws entered by hand.
const SOURCE_NAME: &str = "dice at the table";

impl Bot {
    /// `/roll-along`: starts a session and shows its first step.
    pub(crate) async fn roll_along(
        self: &Arc<Self>,
        variant: Option<&str>,
        method: Option<&str>,
        dice: Option<&str>,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let guild = &plan.guild;
        let spec = self.pick(variant, method, dice, guild, self.settings().roll.dice)?;
        self.rate.check(caller.who.user_id)?;
        let session = self
            .store
            .start_session(NewSession {
                owner: caller.who.clone(),
                variant: spec.variant.id().to_owned(),
                method: spec.method.method.id().to_owned(),
                dice: spec.dice.name().to_owned(),
                now: self.now(),
            })
            .await?;
        let Progress::Waiting(waiting) = roll::progress(spec, &[]).map_err(|e| typed_error(&e))?
        else {
            return Err("this method needs no throws".into());
        };
        let mut reply = self.step_view(&session, spec, &[], waiting, guild).await?;
        reply.ephemeral = !guild.public;
        Ok(reply)
    }

    /// A press on a session's message.
    pub(crate) async fn press(
        self: &Arc<Self>,
        id: i64,
        version: i64,
        press: Press,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let session = self
            .store
            .session(id)
            .await?
            .ok_or("this roll-along is not in the books: start a new one with /roll-along")?;
        // A control is only good where its message is: the same server and
        // channel (a forged press from elsewhere changes nothing).
        if (session.owner.guild_id, session.owner.channel_id)
            != (caller.who.guild_id, caller.who.channel_id)
        {
            return Err(
                "this roll-along belongs to another channel: start your own with \
                 /roll-along"
                    .into(),
            );
        }
        match session.state {
            SessionState::Open => {}
            SessionState::Done => {
                let made = match session.roll_id {
                    Some(id) => self.store.roll(id).await?.map_or(0, |r| r.record_no),
                    None => 0,
                };
                return Err(format!("this roll-along is finished: it made record #{made}").into());
            }
            SessionState::Cancelled => {
                return Err(
                    "this roll-along was cancelled: start a new one with /roll-along".into(),
                );
            }
            SessionState::Expired => return Err(self.expired_text(&session).into()),
        }
        let guild = &plan.guild;
        may_press(&session, guild, caller)?;
        let now = self.now();
        let spec = spec_of(&session)?;
        let mut faces = decode_faces(spec.dice, &session.faces).map_err(|e| {
            AppError::fault("this roll-along's throws could not be read", e.to_string())
        })?;
        if now - session.touched_at > self.session_seconds() {
            let change = SessionChange {
                faces: session.faces.clone(),
                state: SessionState::Expired,
                now,
                roll: None,
            };
            self.store
                .update_session(id, session.version, change)
                .await?;
            return Ok(Reply {
                update: true,
                content: Some(format!("⌛ {}", self.expired_text(&session))),
                ..Reply::default()
            });
        }
        if version != session.version {
            return Err(
                "another throw was entered at the same moment: the message now shows the latest \
                 step; press again if your throw is still needed"
                    .into(),
            );
        }
        match press {
            Press::OpenForm => return Ok(form(&session, spec.dice)),
            Press::Cancel => {
                let change = SessionChange {
                    faces: session.faces.clone(),
                    state: SessionState::Cancelled,
                    now,
                    roll: None,
                };
                self.changed(id, session.version, change).await?;
                return Ok(Reply {
                    update: true,
                    content: Some(format!(
                        "✖️ Roll-along #{id} ({}) cancelled by {} after {} throws.",
                        spec.variant,
                        caller.who.user_name,
                        faces.len()
                    )),
                    ..Reply::default()
                });
            }
            Press::Undo => {
                if faces.pop().is_none() {
                    return Err("there is no throw to undo yet".into());
                }
            }
            Press::Face(f) => faces.push(one_face(spec.dice, &f)?),
            Press::Typed(text) => {
                let more = sources::typed_faces(spec.dice, &text)?;
                faces.extend(more);
            }
        }
        // No roll needs more throws than this; more can only be junk.
        if faces.len() > roll::MAX_THROWS {
            return Err(format!(
                "a roll-along takes at most {} throws, and this would make {}: nothing was \
                 entered. Check the throws against the table",
                roll::MAX_THROWS,
                faces.len()
            )
            .into());
        }
        match roll::progress(spec, &faces) {
            Ok(Progress::Waiting(waiting)) => {
                let change = SessionChange {
                    faces: encode_faces(&faces),
                    state: SessionState::Open,
                    now,
                    roll: None,
                };
                let s = self.changed(id, session.version, change).await?;
                let mut reply = self.step_view(&s, spec, &faces, waiting, guild).await?;
                reply.update = true;
                Ok(reply)
            }
            Ok(Progress::Done(roll)) => {
                let private = !guild.public;
                let saved = new_roll(
                    &roll,
                    SOURCE_NAME,
                    &session.owner,
                    RollKind::RollAlong,
                    now,
                    private,
                );
                let change = SessionChange {
                    faces: encode_faces(&faces),
                    state: SessionState::Done,
                    now,
                    roll: Some(saved),
                };
                let s = self.changed(id, session.version, change).await?;
                let record = match s.roll_id {
                    Some(rid) => self.store.roll(rid).await?.map(|r| r.record()),
                    None => None,
                };
                let mut reply = self
                    .roll_reply(&roll, SOURCE_NAME, None, record, private)
                    .await?;
                reply.update = true;
                reply.content = Some(format!(
                    "✅ Roll-along #{id} is complete: {} throws. Set up the board as shown.",
                    faces.len()
                ));
                Ok(reply)
            }
            Err(RollError::LeftOver { used, extra, .. }) => Err(AppError::Input(format!(
                "the position is complete after {} more of your throws; the rest ({}) are not \
                 needed. Nothing was entered: check them against the table and type only those \
                 that count",
                used - session_len(&session),
                extra
                    .iter()
                    .map(|f| f.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            ))),
            Err(e) => Err(typed_error(&e).into()),
        }
    }

    /// Expires roll-alongs left without a throw for `session_minutes`,
    /// forgets finished ones after a week (their rolls stay), and drops
    /// people who stopped rolling from the rate table. `serve` runs this
    /// every few minutes.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn sweep(&self) -> Result<crate::store::Swept, AppError> {
        const KEEP_FINISHED: i64 = 7 * 24 * 3600;
        let now = self.now();
        let swept = self
            .store
            .sweep_sessions(
                now.saturating_sub(self.session_seconds()),
                now.saturating_sub(KEEP_FINISHED),
            )
            .await?;
        self.rate.forget_idle();
        Ok(swept)
    }

    fn session_seconds(&self) -> i64 {
        i64::try_from(self.settings().bot.session_minutes.saturating_mul(60)).unwrap_or(i64::MAX)
    }

    fn expired_text(&self, session: &Session) -> String {
        format!(
            "Roll-along #{} expired after {} minutes without a throw. Start a new one with \
             /roll-along{}",
            session.id,
            self.settings().bot.session_minutes,
            if session.faces.is_empty() {
                ".".to_owned()
            } else {
                format!(
                    "; the throws so far were {}.",
                    spec_of(session)
                        .ok()
                        .and_then(|s| decode_faces(s.dice, &session.faces).ok())
                        .map(|f| faces_text(&f))
                        .unwrap_or_default()
                )
            }
        )
    }

    async fn changed(
        &self,
        id: i64,
        version: i64,
        change: SessionChange,
    ) -> Result<Session, AppError> {
        self.store
            .update_session(id, version, change)
            .await?
            .ok_or_else(|| {
                "another throw was entered at the same moment: the message now shows the latest \
                 step; press again if your throw is still needed"
                    .into()
            })
    }

    /// The message for a session waiting for its next throw.
    async fn step_view(
        self: &Arc<Self>,
        session: &Session,
        spec: RollSpec,
        faces: &[Face],
        waiting: Waiting,
        guild: &GuildSettings,
    ) -> Result<Reply, AppError> {
        let Waiting { need, steps, rows } = waiting;
        let v = spec.variant;
        let (m, die) = (spec.method, spec.dice);
        let expected = tokio::task::spawn_blocking(move || expected_throws(v, m, die))
            .await
            .unwrap_or(0);
        let side = if v.black_is_independent() {
            format!("{} · ", need.side)
        } else {
            String::new()
        };
        let mut description = format!(
            "**Step {} · {side}{}**\n{}\n",
            need.step, need.title, need.instruction
        );
        if !need.throws.is_empty() {
            description.push_str(&format!(
                "This step so far: {}\n",
                need.throws
                    .iter()
                    .map(|t| if t.kept {
                        t.face.to_string()
                    } else {
                        format!("~~{}~~", t.face)
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            ));
        }
        let done = record_markdown(&steps, v.black_is_independent());
        if !done.is_empty() {
            description.push_str("\n**Done so far**\n");
            description.push_str(&done);
        }
        let progress = if expected > 0 {
            format!("throw {} of about {expected}", faces.len() + 1)
        } else {
            format!("throw {}", faces.len() + 1)
        };
        let image = self
            .board_image(v, pieces_of(v, &rows[0], &rows[1]))
            .await?;
        let (select, mut buttons) = face_controls(session, need.die);
        let row = buttons.iter().map(|b| b.row + 1).max().unwrap_or(0);
        buttons.push(
            Button::action(
                "Type several…",
                Action::guided_id(session.id, session.version, &Press::OpenForm),
            )
            .on_row(row),
        );
        if !faces.is_empty() {
            buttons.push(
                Button::action(
                    "Undo last throw",
                    Action::guided_id(session.id, session.version, &Press::Undo),
                )
                .on_row(row),
            );
        }
        buttons.push(
            Button::action(
                "Cancel",
                Action::guided_id(session.id, session.version, &Press::Cancel),
            )
            .style(Style::Danger)
            .on_row(row),
        );
        Ok(Reply {
            embed: Some(Embed {
                title: format!("Roll-along #{} · {}", session.id, v.spec().name),
                description,
                fields: vec![
                    field(
                        "Method",
                        &format!("{} ({})", spec.method.method, spec.method.reference),
                        true,
                    ),
                    field("Device", spec.dice.name(), true),
                    field("Progress", &progress, true),
                    field(
                        "Throws so far",
                        &if faces.is_empty() {
                            "none yet".to_owned()
                        } else {
                            faces_text(faces)
                        },
                        false,
                    ),
                ],
                image: Some("board.png".into()),
                footer: Some(format!(
                    "{} {}",
                    match need.die {
                        Die::Coin => "Toss the coin and press the side that lands up.",
                        d if d.sides() > 6 => "Throw the die and pick the face from the list.",
                        _ => "Throw the die and press the face that lands up.",
                    },
                    who_may_press(session, guild)
                )),
                colour: COLOUR_INFO,
            }),
            files: vec![image],
            buttons,
            select,
            ..Reply::default()
        })
    }
}

/// The face buttons (coin, d4, d6) or a select menu (d8 to d20).
fn face_controls(session: &Session, die: Die) -> (Option<Select>, Vec<Button>) {
    let faces: Vec<Face> = (1..=die.sides())
        .filter_map(|v| Face::new(die, v).ok())
        .collect();
    let id = |f: Face| {
        Action::guided_id(
            session.id,
            session.version,
            &Press::Face(encode_faces(&[f])),
        )
    };
    let label = |f: Face| match die {
        Die::Coin if f.value() == 1 => "Heads".to_owned(),
        Die::Coin => "Tails".to_owned(),
        _ => f.value().to_string(),
    };
    if die.sides() > 6 {
        let select = Select {
            id: Action::guided_id(session.id, session.version, &Press::Face(String::new())),
            placeholder: format!("The {} shows…", die),
            options: faces
                .iter()
                .map(|&f| (label(f), encode_faces(&[f])))
                .collect(),
        };
        return (Some(select), Vec::new());
    }
    // A d6 on two rows of three reads like the die's halves on a phone.
    let per_row = if die.sides() == 6 { 3 } else { 5 };
    let buttons = faces
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            Button::action(label(f), id(f))
                .style(Style::Primary)
                .on_row(i / per_row)
        })
        .collect();
    (None, buttons)
}

fn form(session: &Session, die: Die) -> Reply {
    Reply {
        form: Some(Form {
            id: Action::guided_id(session.id, session.version, &Press::Typed(String::new())),
            title: "Enter several throws".into(),
            label: format!("The {die} faces, in the order thrown"),
            placeholder: match die {
                Die::Coin => "H T T H".into(),
                _ => "5 3 6 1".into(),
            },
        }),
        ..Reply::default()
    }
}

/// Who may enter throws, for the footer.
fn who_may_press(session: &Session, guild: &GuildSettings) -> String {
    match (guild.guided, guild.guided_role) {
        (Guided::Anyone, _) => "Anyone here can enter throws.".to_owned(),
        (Guided::Role, Some(_)) => format!(
            "{} and members with the server's dice role can enter throws.",
            session.owner.user_name
        ),
        _ => format!("Only {} can enter throws.", session.owner.user_name),
    }
}

/// The server's rule on who may press.
fn may_press(session: &Session, guild: &GuildSettings, caller: &Caller) -> Result<(), AppError> {
    let owner = &session.owner;
    if caller.who.user_id == owner.user_id {
        return Ok(());
    }
    match (guild.guided, guild.guided_role) {
        (Guided::Anyone, _) => Ok(()),
        (Guided::Role, Some(role)) if caller.roles.contains(&role) => Ok(()),
        (Guided::Role, Some(role)) => Err(AppError::Input(format!(
            "only {} and members with the <@&{role}> role can enter throws here",
            owner.user_name
        ))),
        _ => Err(AppError::Input(format!(
            "only {} can enter throws here: they started this roll-along. Start your own with \
             /roll-along",
            owner.user_name
        ))),
    }
}

fn spec_of(session: &Session) -> Result<RollSpec, AppError> {
    let unreadable = |e: String| AppError::fault("this roll-along could not be read", e);
    let variant: Variant = session
        .variant
        .parse()
        .map_err(|e| unreadable(format!("{e}")))?;
    Ok(RollSpec {
        variant,
        method: variant
            .method_named(&session.method)
            .map_err(|e| unreadable(e.to_string()))?,
        dice: session
            .dice
            .parse()
            .map_err(|e| unreadable(format!("{e}")))?,
    })
}

fn session_len(session: &Session) -> usize {
    session.faces.chars().count()
}

/// A face pressed or picked: one character, as its button carries it.
fn one_face(die: Die, text: &str) -> Result<Face, AppError> {
    match decode_faces(die, text) {
        Ok(f) if f.len() == 1 => Ok(f[0]),
        _ => Err(AppError::Input(format!(
            "'{}' is not a face of a {die}: press one of the buttons",
            text.chars().take(10).collect::<String>()
        ))),
    }
}

fn faces_text(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::clock::ManualClock;
    use crate::app::reply::ButtonKind;
    use crate::app::settings::Settings;
    use crate::bot::command::{Command, SettingsCommand};
    use crate::bot::handler::tests::temp_store;
    use crate::core::fen::Fen;
    use crate::store::{Store, Who};
    use jiff::SignedDuration;

    struct Table {
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
        }
    }

    fn ada() -> Caller {
        person(1, "Ada", &[])
    }

    impl Table {
        fn new() -> Table {
            Table::on(temp_store())
        }

        fn on(store: Arc<dyn Store>) -> Table {
            let clock = Arc::new(ManualClock::new("2026-11-21T18:00:00Z".parse().unwrap()));
            let bot = Bot::new(Settings::load(None).unwrap(), store)
                .unwrap()
                .with_clock(clock.clone());
            Table {
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

    #[test]
    fn a_whole_chess960_roll_along_with_d6_buttons() {
        let t = Table::new();
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
        let saved = t.rt.block_on(t.bot.store().roll(id)).unwrap().unwrap().roll;
        let direct = roll::run(
            RollSpec {
                variant: Variant::Chess960,
                method: Variant::Chess960.default_method(),
                dice: Die::D6,
            },
            &decode_faces(Die::D6, "21311").unwrap(),
        )
        .unwrap();
        assert_eq!(saved.fen, Fen(&direct.position).to_string());
        assert_eq!(
            (saved.kind, saved.source.as_str()),
            (RollKind::RollAlong, SOURCE_NAME)
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
        let t = Table::new();
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
                Action::Command(Command::Settings(SettingsCommand::Set {
                    reset: false,
                    variant: None,
                    method: None,
                    dice: None,
                    source: None,
                    guided: Some(guided.into()),
                    role,
                    public: None,
                    log_channel: None,
                    missed_daily: None,
                    manager_role: None,
                })),
                &Caller {
                    permissions: crate::bot::command::permissions::MANAGE_GUILD,
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
        let t = Table::new();
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
        let t = Table::on(store.clone());
        let r = t.start(&[("variant", "chess960")]);
        let r = t.press(&r, "2", &ada());
        drop(t);
        // A new bot on the same store: the message's buttons still work.
        let t = Table::on(store);
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
        let t = Table::new();
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
        let t = Table::new();
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
            Action::Guided { session, .. } => session,
            other => panic!("{other:?}"),
        };
        let session = t.rt.block_on(t.bot.store().session(id)).unwrap().unwrap();
        assert_eq!(session.faces.len(), 1400, "the third form entered nothing");
    }

    /// The sweep expires roll-alongs left without a throw; their buttons then
    /// say so.
    #[test]
    fn the_sweep_expires_idle_roll_alongs() {
        let t = Table::new();
        let r = t.start(&[("variant", "chess960")]);
        let r = t.press(&r, "2", &ada());
        t.clock.advance(SignedDuration::from_mins(121));
        let swept = t.rt.block_on(t.bot.sweep()).unwrap();
        assert_eq!(swept.expired, 1);
        let later = t.press(&r, "3", &ada());
        assert!(later.ephemeral);
        assert!(later.content.unwrap().contains("expired after 120 minutes"));
    }

    #[test]
    fn big_dice_pick_from_a_list_and_cancel_ends_it() {
        let t = Table::new();
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
        let cancelled = t.press(&picked, "Cancel", &ada());
        assert!(cancelled.update && cancelled.buttons.is_empty());
        assert!(
            cancelled
                .content
                .unwrap()
                .contains("cancelled by Ada after 1 throws")
        );
        let after = t.press(&picked, "Cancel", &ada());
        assert!(after.content.unwrap().contains("was cancelled"));
    }
}
