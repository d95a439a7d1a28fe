//! A roll-along's message while it waits for a throw: the step to throw
//! for, what is done so far, the board as set up so far, and the controls
//! (a button per face, or a list for big dice; type several, undo, cancel).

use backrank_entropy::{Die, Face};

use super::buttons::Press;
use crate::app::error::AppError;
use crate::app::rolls::roller::{expected_throws, throw_progress};
use crate::app::view::board::side_word;
use crate::bot::Bot;
use crate::bot::caller::Caller;
use crate::core::method::NeedMore;
use crate::core::position::pieces_of;
use crate::core::replay::encode_faces;
use crate::core::roll::{RollSpec, Waiting};
use crate::core::text::faces_text;
use crate::core::variant::Variant;
use crate::discord::present::roll::{record_markdown, throws_markdown};
use crate::discord::present::{BOARD_FILE, COLOUR_INFO, board_file, field};
use crate::discord::reply::{Button, Embed, Field, Form, Reply, Select, Style};
use crate::i18n::{Lang, Text, t, t_with};
use crate::store::{GuildSettings, RollAlong, WhoThrows};

use super::turns;

impl Bot {
    /// The message for a roll-along waiting for its next throw.
    pub(super) async fn step_view(
        &self,
        session: &RollAlong,
        spec: RollSpec,
        faces: &[Face],
        waiting: Waiting,
        guild: &GuildSettings,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let Waiting { need, steps, rows } = waiting;
        let v = spec.variant;
        let (m, die) = (spec.method, spec.dice);
        let expected = tokio::task::spawn_blocking(move || expected_throws(v, m, die))
            .await
            .unwrap_or(0);
        let mut description = turn_line(session, faces, lang);
        description.push_str(&step_text(&need, v, lang));
        let done = record_markdown(&crate::app::view::roll::steps(&steps, v, lang));
        if !done.is_empty() {
            description.push_str(&format!("\n{}\n", t(lang, msg!("along-done-so-far"))));
            description.push_str(&done);
        }
        let progress = throw_progress(faces.len() + 1, expected).render(lang);
        let named = [
            ("id", session.id.into()),
            ("variant", v.spec().name.as_str().into()),
        ];
        let heading = t_with(lang, msg!("along-heading"), &named);
        let image = self
            .app()
            .boards()
            .pieces(v, pieces_of(v, &rows[0], &rows[1]), &heading, lang)
            .await
            .map(board_file)?;
        let (select, buttons) = controls(session, need.die, !faces.is_empty(), lang);
        Ok(Reply {
            embed: Some(Embed {
                title: t_with(lang, msg!("along-title"), &named),
                description,
                fields: step_fields(session, spec, faces, &progress, lang),
                image: Some(BOARD_FILE.into()),
                footer: Some(footer(need.die, session, guild, lang)),
                colour: COLOUR_INFO,
                plain: None,
            }),
            files: vec![image],
            buttons,
            select,
            ..Reply::default()
        })
    }
}

/// How to throw, and who may enter it.
fn footer(die: Die, session: &RollAlong, guild: &GuildSettings, lang: Lang) -> String {
    let how = match die {
        Die::Coin => msg!("along-toss-coin"),
        d if d.sides() > 6 => msg!("along-pick-face"),
        _ => msg!("along-press-face"),
    };
    format!("{} {}", t(lang, how), who_may_press(session, guild, lang))
}

/// The method, device, progress and throws so far (and who threw them, in
/// a witnessed roll-along).
fn step_fields(
    session: &RollAlong,
    spec: RollSpec,
    faces: &[Face],
    progress: &str,
    lang: Lang,
) -> Vec<Field> {
    let mut fields = vec![
        field(
            &t(lang, msg!("field-method")),
            &spec.method.described(lang),
            true,
        ),
        field(&t(lang, msg!("field-device")), spec.dice.name(), true),
        field(&t(lang, msg!("along-field-progress")), progress, true),
        field(
            &t(lang, msg!("along-field-throws")),
            &if faces.is_empty() {
                t(lang, msg!("along-none-yet"))
            } else {
                faces_text(faces)
            },
            false,
        ),
    ];
    if !session.players.is_empty() {
        let who = turns::who_threw_what(&session.players, faces, 40, lang);
        fields.push(field(&t(lang, msg!("along-field-who")), &who, false));
    }
    fields
}

/// In a witnessed roll-along, whose throw it is and the turn order; empty
/// otherwise.
fn turn_line(session: &RollAlong, faces: &[Face], lang: Lang) -> String {
    match turns::turn(&session.players, faces.len()) {
        Some(next) => {
            let line = t_with(
                lang,
                msg!("along-turn"),
                &[
                    ("player", turns::mention(next).into()),
                    ("order", turns::order(&session.players).into()),
                ],
            );
            format!("{line}\n")
        }
        None => String::new(),
    }
}

/// The step waiting for a throw: its title (after the side it sets up, by
/// the game's name for it, where both sides are set up on their own), the
/// instruction, and the throws made for it so far.
fn step_text(need: &NeedMore, v: Variant, lang: Lang) -> String {
    let title = if v.black_is_independent() {
        let side = side_word(v, need.side, lang);
        format!("{side} · {}", need.title.render(lang))
    } else {
        need.title.render(lang)
    };
    let head = t_with(
        lang,
        msg!("along-step"),
        &[("step", need.step.into()), ("title", title.into())],
    );
    let mut text = format!("{head}\n{}\n", need.instruction.render(lang));
    if !need.throws.is_empty() {
        let so_far = t_with(
            lang,
            msg!("along-step-so-far"),
            &[("throws", throws_markdown(&need.throws).into())],
        );
        text.push_str(&format!("{so_far}\n"));
    }
    text
}

/// The face controls, then a row with "Type several…" and "Undo last
/// throw" (once there is a throw), and "Cancel…" on a row of its own.
fn controls(
    session: &RollAlong,
    die: Die,
    any_throws: bool,
    lang: Lang,
) -> (Option<Select>, Vec<Button>) {
    let id = |press: &Press| press.id(session.id, session.version);
    let (select, mut buttons) = face_controls(session, die, lang);
    let row = buttons.iter().map(|b| b.row + 1).max().unwrap_or(0);
    let typing = if session.players.is_empty() {
        msg!("button-type-several")
    } else {
        msg!("button-type-yours")
    };
    buttons.push(Button::action(t(lang, typing), id(&Press::OpenForm)).on_row(row));
    if any_throws {
        buttons.push(Button::action(t(lang, msg!("button-undo")), id(&Press::Undo)).on_row(row));
    }
    // Alone on the last row, where it stays from the first throw to the
    // last, away from Undo; it only asks (see [`asking_to_cancel`]).
    buttons.push(
        Button::action(t(lang, msg!("button-cancel")), id(&Press::Cancel))
            .style(Style::Danger)
            .on_row(row + 1),
    );
    (select, buttons)
}

/// A roll-along's message asking whether to cancel it: the question on
/// top, and in place of every control "Yes, cancel it" and "Keep rolling".
pub(super) fn asking_to_cancel(reply: &mut Reply, session: &RollAlong, throws: usize, lang: Lang) {
    let id = |press: &Press| press.id(session.id, session.version);
    let question = t_with(
        lang,
        msg!("along-cancel-question"),
        &[("id", session.id.into()), ("throws", throws.into())],
    );
    reply.headline(question);
    reply.select = None;
    reply.buttons = vec![
        Button::action(
            t(lang, msg!("button-cancel-yes")),
            id(&Press::CancelConfirmed),
        )
        .style(Style::Danger),
        Button::action(
            t(lang, msg!("button-keep-rolling")),
            id(&Press::KeepRolling),
        )
        .style(Style::Primary),
    ];
}

/// The face buttons (coin, d4, d6) or a select menu (d8 to d20).
fn face_controls(session: &RollAlong, die: Die, lang: Lang) -> (Option<Select>, Vec<Button>) {
    let faces: Vec<Face> = (1..=die.sides())
        .filter_map(|v| Face::new(die, v).ok())
        .collect();
    let id = |f: Face| Press::Face(encode_faces(&[f])).id(session.id, session.version);
    let label = |f: Face| match die {
        Die::Coin if f.value() == 1 => t(lang, msg!("button-heads")),
        Die::Coin => t(lang, msg!("button-tails")),
        _ => f.value().to_string(),
    };
    if die.sides() > 6 {
        let select = Select {
            id: Press::Face(String::new()).id(session.id, session.version),
            placeholder: t_with(
                lang,
                msg!("along-select"),
                &[("die", die.to_string().into())],
            ),
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

pub(super) fn form(session: &RollAlong, die: Die, lang: Lang) -> Reply {
    let (title, label) = if session.players.is_empty() {
        (msg!("along-form-title"), msg!("along-form-label"))
    } else {
        (
            msg!("along-form-title-yours"),
            msg!("along-form-label-yours"),
        )
    };
    Reply {
        form: Some(Form {
            id: Press::Typed(String::new()).id(session.id, session.version),
            title: t(lang, title),
            label: t_with(lang, label, &[("die", die.to_string().into())]),
            placeholder: match die {
                Die::Coin => "H T T H".into(),
                _ => "5 3 6 1".into(),
            },
        }),
        ..Reply::default()
    }
}

/// Who may enter throws, for the footer.
fn who_may_press(session: &RollAlong, guild: &GuildSettings, lang: Lang) -> String {
    if !session.players.is_empty() {
        return t(lang, msg!("along-in-turn"));
    }
    let starter = [("starter", session.owner.user_name.as_str().into())];
    match (guild.guided, guild.guided_role) {
        (WhoThrows::Anyone, _) => t(lang, msg!("along-anyone")),
        (WhoThrows::Role, Some(_)) => t_with(lang, msg!("along-starter-and-role"), &starter),
        _ => t_with(lang, msg!("along-only-starter"), &starter),
    }
}

/// Whether the caller may make this press: a witnessed roll-along's turns,
/// or else the server's rule on who may press.
pub(super) fn may_press(
    session: &RollAlong,
    guild: &GuildSettings,
    press: &Press,
    caller: &Caller,
) -> Result<(), AppError> {
    if !session.players.is_empty() {
        let made = super::session_len(session);
        return turns::may_press(&session.players, made, press, caller.who.user_id);
    }
    let owner = &session.owner;
    if caller.who.user_id == owner.user_id {
        return Ok(());
    }
    match (guild.guided, guild.guided_role) {
        (WhoThrows::Anyone, _) => Ok(()),
        (WhoThrows::Role, Some(role)) if caller.roles.contains(&role) => Ok(()),
        (WhoThrows::Role, Some(role)) => Err(Text::msg(msg!("error-guided-role"))
            .with("owner", owner.user_name.as_str())
            .with("role", role.to_string())
            .into()),
        _ => Err(Text::msg(msg!("error-guided-starter"))
            .with("owner", owner.user_name.as_str())
            .into()),
    }
}
