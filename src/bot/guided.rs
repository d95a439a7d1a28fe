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

use crate::bot::Bot;
use crate::bot::command::{Action, Caller, Press};
use crate::bot::handler::{
    COLOUR_INFO, expected_throws, field, new_roll, record_markdown, store_error, typed_error,
};
use crate::bot::reply::{Button, Embed, Form, Reply, Select, Style};
use crate::position::pieces_of;
use crate::replay::{decode_faces, encode_faces};
use crate::roll::{self, Progress, RollError, RollSpec, Waiting};
use crate::sources;
use crate::store::{
    Guided, GuildSettings, NewSession, RollKind, Session, SessionChange, SessionState,
};
use crate::variant::Variant;

/// How the record names throws entered by hand.
const SOURCE_NAME: &str = "dice at the table";

impl Bot {
    /// `/roll-along`: starts a session and shows its first step.
    pub(crate) async fn roll_along(
        self: &Arc<Self>,
        variant: Option<&str>,
        method: Option<&str>,
        dice: Option<&str>,
        caller: &Caller,
    ) -> Result<Reply, String> {
        let guild = self.guild(caller).await?;
        let spec = self.pick(variant, method, dice, &guild, self.settings().roll.dice)?;
        let session = self
            .store
            .start_session(NewSession {
                owner: caller.who.clone(),
                variant: spec.variant.id().to_owned(),
                method: spec.method.method.id().to_owned(),
                dice: spec.dice.name().to_owned(),
                now: self.now(),
            })
            .await
            .map_err(store_error)?;
        let Progress::Waiting(waiting) = roll::progress(spec, &[]).map_err(|e| typed_error(&e))?
        else {
            return Err("this method needs no throws".into());
        };
        let mut reply = self.step_view(&session, spec, &[], waiting, &guild).await?;
        reply.ephemeral = !guild.public;
        Ok(reply)
    }

    /// A press on a session's message.
    pub(crate) async fn press(
        self: &Arc<Self>,
        id: i64,
        version: i64,
        press: Press,
        caller: &Caller,
    ) -> Result<Reply, String> {
        let session = self
            .store
            .session(id)
            .await
            .map_err(store_error)?
            .ok_or("this roll-along is not in the books: start a new one with /roll-along")?;
        match session.state {
            SessionState::Open => {}
            SessionState::Done => {
                return Err(format!(
                    "this roll-along is finished: it made record #{}",
                    session.roll_id.unwrap_or_default()
                ));
            }
            SessionState::Cancelled => {
                return Err(
                    "this roll-along was cancelled: start a new one with /roll-along".into(),
                );
            }
            SessionState::Expired => return Err(self.expired_text(&session)),
        }
        let guild = self.guild(caller).await?;
        may_press(&session, &guild, caller)?;
        let now = self.now();
        let spec = spec_of(&session)?;
        let mut faces = decode_faces(spec.dice, &session.faces).map_err(|e| e.to_string())?;
        if now - session.touched_at > self.session_seconds() {
            let change = SessionChange {
                faces: session.faces.clone(),
                state: SessionState::Expired,
                now,
                roll: None,
            };
            self.store
                .update_session(id, session.version, change)
                .await
                .map_err(store_error)?;
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
        match roll::progress(spec, &faces) {
            Ok(Progress::Waiting(waiting)) => {
                let change = SessionChange {
                    faces: encode_faces(&faces),
                    state: SessionState::Open,
                    now,
                    roll: None,
                };
                let s = self.changed(id, session.version, change).await?;
                let mut reply = self.step_view(&s, spec, &faces, waiting, &guild).await?;
                reply.update = true;
                Ok(reply)
            }
            Ok(Progress::Done(roll)) => {
                let saved = new_roll(&roll, SOURCE_NAME, &session.owner, RollKind::RollAlong, now);
                let change = SessionChange {
                    faces: encode_faces(&faces),
                    state: SessionState::Done,
                    now,
                    roll: Some(saved),
                };
                let s = self.changed(id, session.version, change).await?;
                let mut reply = self
                    .roll_reply_named(&roll, SOURCE_NAME, None, s.roll_id, false)
                    .await?;
                reply.update = true;
                reply.content = Some(format!(
                    "✅ Roll-along #{id} is complete: {} throws. Set up the board as shown.",
                    faces.len()
                ));
                Ok(reply)
            }
            Err(RollError::LeftOver { used, extra, .. }) => Err(format!(
                "the position is complete after {} more of your throws; the rest ({}) are not \
                 needed. Nothing was entered: check them against the table and type only those \
                 that count",
                used - session_len(&session),
                extra
                    .iter()
                    .map(|f| f.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )),
            Err(e) => Err(typed_error(&e)),
        }
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
    ) -> Result<Session, String> {
        self.store
            .update_session(id, version, change)
            .await
            .map_err(store_error)?
            .ok_or_else(|| {
                "another throw was entered at the same moment: the message now shows the latest \
                 step; press again if your throw is still needed"
                    .to_owned()
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
    ) -> Result<Reply, String> {
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
                        &format!("{} ({})", spec.method.method, spec.method.source),
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
fn may_press(session: &Session, guild: &GuildSettings, caller: &Caller) -> Result<(), String> {
    let owner = &session.owner;
    if caller.who.user_id == owner.user_id {
        return Ok(());
    }
    match (guild.guided, guild.guided_role) {
        (Guided::Anyone, _) => Ok(()),
        (Guided::Role, Some(role)) if caller.roles.contains(&role) => Ok(()),
        (Guided::Role, Some(role)) => Err(format!(
            "only {} and members with the <@&{role}> role can enter throws here",
            owner.user_name
        )),
        _ => Err(format!(
            "only {} can enter throws here: they started this roll-along. Start your own with \
             /roll-along",
            owner.user_name
        )),
    }
}

fn spec_of(session: &Session) -> Result<RollSpec, String> {
    let variant: Variant = session.variant.parse().map_err(|e| format!("{e}"))?;
    Ok(RollSpec {
        variant,
        method: variant
            .method_named(&session.method)
            .map_err(|e| e.to_string())?,
        dice: session.dice.parse().map_err(|e| format!("{e}"))?,
    })
}

fn session_len(session: &Session) -> usize {
    session.faces.chars().count()
}

/// A face pressed or picked: one character, as its button carries it.
fn one_face(die: Die, text: &str) -> Result<Face, String> {
    match decode_faces(die, text) {
        Ok(f) if f.len() == 1 => Ok(f[0]),
        _ => Err(format!(
            "'{}' is not a face of a {die}: press one of the buttons",
            text.chars().take(10).collect::<String>()
        )),
    }
}

fn faces_text(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
