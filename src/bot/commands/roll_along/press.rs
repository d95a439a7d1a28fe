//! A press on a roll-along's message: a face, several typed, undo, cancel,
//! or the form; checked against where the message is, who may press, the
//! roll-along's state and version, and the throw limit.

use backrank_entropy::Face;

use super::buttons::Press;
use super::{kept_source, one_face, raced, session_len, turns};
use crate::app::drawing::Look;
use crate::app::error::AppError;
use crate::app::play::game::Occasion;
use crate::app::rolls::keep::Made;
use crate::app::rolls::keep::new_roll;
use crate::app::rolls::roller::{BOT_OPTIONS, at_table, typed_error};
use crate::app::source::names::ThrownWith;
use crate::app::source::spec;
use crate::app::visibility::Visibility;
use crate::bot::caller::Caller;
use crate::bot::{Bot, Plan};
use crate::core::replay::{decode_faces, encode_faces};
use crate::core::roll::{self, Progress, Roll, RollError, RollSpec};
use crate::core::text::faces_text;
use crate::discord::present::roll::Shown;
use crate::discord::present::roll::roll_message;
use crate::discord::reply::Reply;
use crate::i18n::{Lang, Text, t_with};
use crate::store::{RollAlong, RollAlongChange, RollAlongState, RollKind};

impl Bot {
    /// A press on a roll-along's message.
    pub(crate) async fn press(
        &self,
        id: i64,
        version: i64,
        press: Press,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let session = self.open_session(id, caller).await?;
        let guild = &plan.guild;
        super::view::may_press(&session, guild, &press, caller)?;
        let now = self.app().now();
        let spec = self.app().rolls().roll_along_spec(&session).await?;
        let mut faces = decode_faces(spec.dice, &session.faces)
            .map_err(|e| AppError::internal(msg!("error-roll-along-unreadable"), e.to_string()))?;
        if now - session.touched_at > self.app().settings().bot.session_seconds() {
            return self.expire(&session, now, caller.lang_in(guild)).await;
        }
        if version != session.version {
            return Err(raced());
        }
        // The table's message, in the language of whoever acts on it.
        let lang = self.look_of(caller, guild).await.lang;
        match press {
            Press::OpenForm => return Ok(super::view::form(&session, spec.dice, lang)),
            // A cancel is asked about first, on the message itself: nothing
            // is stored until "Yes, cancel it", whose id carries the same
            // version, so a throw made meanwhile voids the question.
            Press::Cancel => return self.ask_to_cancel(&session, spec, &faces, plan, lang).await,
            Press::CancelConfirmed => {
                return self
                    .cancel(&session, spec, faces.len(), caller, now, lang)
                    .await;
            }
            Press::KeepRolling => {}
            Press::Undo => {
                if faces.pop().is_none() {
                    return Err(Text::msg(msg!("error-nothing-to-undo")).into());
                }
            }
            Press::Face(f) => faces.push(one_face(spec.dice, &f)?),
            Press::Typed(text) => {
                let typed = spec::typed_faces(spec.dice, &text).map_err(AppError::from)?;
                if !session.players.is_empty() {
                    turns::one_typed(&typed)?;
                }
                faces.extend(typed);
            }
        }
        // No roll needs more throws than this; more can only be junk.
        if faces.len() > roll::MAX_THROWS {
            return Err(Text::msg(msg!("error-too-many-throws"))
                .with("most", roll::MAX_THROWS)
                .with("count", faces.len())
                .into());
        }
        self.advance(&session, spec, &faces, plan, now, lang).await
    }

    /// The roll-along, if it is open and its message is where the press
    /// came from (the same channel, and the same server where both say
    /// one: a forged press from elsewhere changes nothing). A roll-along
    /// made through a person's own install has no server, while a typed
    /// throw (a form) does not say who installed the bot and keeps the
    /// server it was typed in: the channel says where.
    async fn open_session(&self, id: i64, caller: &Caller) -> Result<RollAlong, AppError> {
        let session = self
            .app()
            .store()
            .roll_along(id)
            .await?
            .ok_or_else(|| Text::msg(msg!("error-along-missing")))?;
        let other_server = matches!(
            (session.owner.guild_id, caller.who.guild_id),
            (Some(a), Some(b)) if a != b
        );
        if other_server || session.owner.channel_id != caller.who.channel_id {
            return Err(Text::msg(msg!("error-along-elsewhere")).into());
        }
        match session.state {
            RollAlongState::Open => Ok(session),
            RollAlongState::Done => {
                let made = match session.roll_id {
                    Some(id) => self
                        .app()
                        .store()
                        .roll(id)
                        .await?
                        .map_or(0, |r| r.record_no),
                    None => 0,
                };
                Err(Text::msg(msg!("error-along-finished"))
                    .with("record", made)
                    .into())
            }
            RollAlongState::Cancelled => Err(Text::msg(msg!("error-along-cancelled")).into()),
            RollAlongState::Expired => Err(self.expired_text(&session).into()),
        }
    }

    /// Marks an idle roll-along expired and says so on its message.
    async fn expire(&self, session: &RollAlong, now: i64, lang: Lang) -> Result<Reply, AppError> {
        let change = RollAlongChange {
            faces: session.faces.clone(),
            state: RollAlongState::Expired,
            now,
            roll: None,
        };
        self.app()
            .store()
            .update_roll_along(session.id, session.version, change)
            .await?;
        Ok(Reply {
            update: true,
            content: Some(format!("⌛ {}", self.expired_text(session).render(lang))),
            ..Reply::default()
        })
    }

    /// The table's message with its controls swapped for "Yes, cancel it"
    /// and "Keep rolling"; nothing changes until one is pressed.
    async fn ask_to_cancel(
        &self,
        session: &RollAlong,
        spec: RollSpec,
        faces: &[Face],
        plan: &Plan,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let Ok(Progress::Waiting(waiting)) = at_table(spec, faces) else {
            return Err(AppError::internal(
                msg!("error-along-stuck"),
                format!(
                    "roll-along {}: its throws do not leave it waiting",
                    session.id
                ),
            ));
        };
        let mut reply = self
            .step_view(session, spec, faces, waiting, &plan.guild, lang)
            .await?;
        super::view::asking_to_cancel(&mut reply, session, faces.len(), lang);
        reply.update = true;
        Ok(reply)
    }

    async fn cancel(
        &self,
        session: &RollAlong,
        spec: RollSpec,
        throws: usize,
        caller: &Caller,
        now: i64,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let change = RollAlongChange {
            faces: session.faces.clone(),
            state: RollAlongState::Cancelled,
            now,
            roll: None,
        };
        self.changed(session.id, session.version, change).await?;
        Ok(Reply {
            update: true,
            content: Some(t_with(
                lang,
                msg!("along-cancelled"),
                &[
                    ("id", session.id.into()),
                    ("variant", spec.variant.to_string().into()),
                    ("name", caller.who.user_name.as_str().into()),
                    ("throws", throws.into()),
                ],
            )),
            ..Reply::default()
        })
    }

    /// The faces with the press applied: the next step, or the finished
    /// roll, saved in the same change that ends the roll-along.
    async fn advance(
        &self,
        session: &RollAlong,
        spec: RollSpec,
        faces: &[Face],
        plan: &Plan,
        now: i64,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        match at_table(spec, faces) {
            Ok(Progress::Waiting(waiting)) => {
                let change = RollAlongChange {
                    faces: encode_faces(faces),
                    state: RollAlongState::Open,
                    now,
                    roll: None,
                };
                let s = self.changed(session.id, session.version, change).await?;
                let mut reply = self
                    .step_view(&s, spec, faces, waiting, &plan.guild, lang)
                    .await?;
                reply.update = true;
                Ok(reply)
            }
            Ok(Progress::Done(roll)) => self.finish(session, &roll, plan, now, lang).await,
            Err(RollError::LeftOver { used, extra, .. }) => {
                Err(Text::msg(msg!("error-along-left-over"))
                    .with("used", used - session_len(session))
                    .with("unused", extra.len())
                    .with("extra", faces_text(&extra))
                    .into())
            }
            Err(e) => Err(AppError::from(typed_error(&e, &BOT_OPTIONS))),
        }
    }

    /// The last throw made a position: saved with the roll-along's end, and
    /// shown as a roll.
    async fn finish(
        &self,
        session: &RollAlong,
        roll: &Roll,
        plan: &Plan,
        now: i64,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let visibility = Visibility::private_if(!plan.guild.public);
        let source = kept_source(session);
        let made = Made {
            who: &session.owner,
            kind: RollKind::RollAlong,
            visibility,
        };
        let saved = new_roll(roll, &source, &made, now);
        let change = RollAlongChange {
            faces: encode_faces(&roll.faces),
            state: RollAlongState::Done,
            now,
            roll: Some(saved),
        };
        let s = self.changed(session.id, session.version, change).await?;
        let record = match s.roll_id {
            Some(rid) => self.app().store().roll(rid).await?.map(|r| r.record()),
            None => None,
        };
        // The table's message: the board as the person who started it sees
        // rolls, in the language of whoever finished it.
        let look = Look {
            lang,
            ..self.app().people().look(session.owner.user_id, lang).await
        };
        let mut reply = roll_message(
            self.app(),
            roll,
            Shown {
                source: ThrownWith::Kept(&source),
                again: None,
                record,
                visibility,
                play: self
                    .app()
                    .play()
                    .offers(&plan.guild)
                    .then_some(Occasion::Roll),
            },
            &look,
        )
        .await?;
        reply.update = true;
        if !session.players.is_empty() {
            // Short per player, so the key facts below stay in the message;
            // the record lists every throw.
            reply.headline(turns::who_threw_what(
                &session.players,
                &roll.faces,
                24,
                lang,
            ));
        }
        reply.headline(t_with(
            lang,
            msg!("along-complete"),
            &[
                ("id", session.id.into()),
                ("throws", roll.faces.len().into()),
            ],
        ));
        Ok(reply)
    }
}
