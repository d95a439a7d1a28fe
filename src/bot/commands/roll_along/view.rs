//! A roll-along's message while it waits for a throw: the step to throw
//! for, what is done so far, the board as set up so far, and the controls
//! (a button per face, or a list for big dice; type several, undo, cancel).

use backrank_entropy::{Die, Face};

use crate::app::error::AppError;
use crate::app::look::server_lang;
use crate::app::present::{BOARD_FILE, COLOUR_INFO, field, record_markdown, throws_markdown};
use crate::app::reply::{Button, Embed, Field, Form, Reply, Select, Style};
use crate::app::rolls::expected_throws;
use crate::bot::Bot;
use crate::bot::action::{Action, Press};
use crate::bot::caller::Caller;
use crate::core::method::NeedMore;
use crate::core::position::pieces_of;
use crate::core::replay::encode_faces;
use crate::core::roll::{RollSpec, Waiting};
use crate::core::text::faces_text;
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
    ) -> Result<Reply, AppError> {
        let Waiting { need, steps, rows } = waiting;
        let v = spec.variant;
        let (m, die) = (spec.method, spec.dice);
        let expected = tokio::task::spawn_blocking(move || expected_throws(v, m, die))
            .await
            .unwrap_or(0);
        let mut description = turn_line(session, faces);
        description.push_str(&step_text(&need, v.black_is_independent()));
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
        let heading = format!(
            "{}, being set up in roll-along #{}",
            v.spec().name,
            session.id
        );
        let image = self
            .board_image(
                v,
                pieces_of(v, &rows[0], &rows[1]),
                &heading,
                server_lang(guild).unwrap_or_default(),
            )
            .await?;
        let (select, buttons) = controls(session, need.die, !faces.is_empty());
        Ok(Reply {
            embed: Some(Embed {
                title: format!("Roll-along #{} · {}", session.id, v.spec().name),
                description,
                fields: step_fields(session, spec, faces, &progress),
                image: Some(BOARD_FILE.into()),
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

/// The method, device, progress and throws so far (and who threw them, in
/// a witnessed roll-along).
fn step_fields(session: &RollAlong, spec: RollSpec, faces: &[Face], progress: &str) -> Vec<Field> {
    let mut fields = vec![
        field(
            "Method",
            &format!("{} ({})", spec.method.method, spec.method.reference),
            true,
        ),
        field("Device", spec.dice.name(), true),
        field("Progress", progress, true),
        field(
            "Throws so far",
            &if faces.is_empty() {
                "none yet".to_owned()
            } else {
                faces_text(faces)
            },
            false,
        ),
    ];
    if !session.players.is_empty() {
        let who = turns::who_threw_what(&session.players, faces, 40);
        fields.push(field("Who threw what", &who, false));
    }
    fields
}

/// In a witnessed roll-along, whose throw it is and the turn order; empty
/// otherwise.
fn turn_line(session: &RollAlong, faces: &[Face]) -> String {
    match turns::turn(&session.players, faces.len()) {
        Some(next) => format!(
            "🎲 **{}'s throw** · turns: {}\n",
            turns::mention(next),
            turns::order(&session.players)
        ),
        None => String::new(),
    }
}

/// The step waiting for a throw: its title, the instruction, and the throws
/// made for it so far.
fn step_text(need: &NeedMore, both_sides: bool) -> String {
    let side = if both_sides {
        format!("{} · ", need.side)
    } else {
        String::new()
    };
    let mut text = format!(
        "**Step {} · {side}{}**\n{}\n",
        need.step, need.title, need.instruction
    );
    if !need.throws.is_empty() {
        text.push_str(&format!(
            "This step so far: {}\n",
            throws_markdown(&need.throws)
        ));
    }
    text
}

/// The face controls, then a row with "Type several…", "Undo last throw"
/// (once there is a throw) and "Cancel".
fn controls(session: &RollAlong, die: Die, any_throws: bool) -> (Option<Select>, Vec<Button>) {
    let id = |press: &Press| Action::press_id(session.id, session.version, press);
    let (select, mut buttons) = face_controls(session, die);
    let row = buttons.iter().map(|b| b.row + 1).max().unwrap_or(0);
    let typing = if session.players.is_empty() {
        "Type several…"
    } else {
        "Type your throw…"
    };
    buttons.push(Button::action(typing, id(&Press::OpenForm)).on_row(row));
    if any_throws {
        buttons.push(Button::action("Undo last throw", id(&Press::Undo)).on_row(row));
    }
    buttons.push(
        Button::action("Cancel", id(&Press::Cancel))
            .style(Style::Danger)
            .on_row(row),
    );
    (select, buttons)
}

/// The face buttons (coin, d4, d6) or a select menu (d8 to d20).
fn face_controls(session: &RollAlong, die: Die) -> (Option<Select>, Vec<Button>) {
    let faces: Vec<Face> = (1..=die.sides())
        .filter_map(|v| Face::new(die, v).ok())
        .collect();
    let id = |f: Face| {
        Action::press_id(
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
            id: Action::press_id(session.id, session.version, &Press::Face(String::new())),
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

pub(super) fn form(session: &RollAlong, die: Die) -> Reply {
    let witnessed = !session.players.is_empty();
    Reply {
        form: Some(Form {
            id: Action::press_id(session.id, session.version, &Press::Typed(String::new())),
            title: if witnessed {
                "Enter your throw".into()
            } else {
                "Enter several throws".into()
            },
            label: if witnessed {
                format!("The {die} face you threw")
            } else {
                format!("The {die} faces, in the order thrown")
            },
            placeholder: match die {
                Die::Coin => "H T T H".into(),
                _ => "5 3 6 1".into(),
            },
        }),
        ..Reply::default()
    }
}

/// Who may enter throws, for the footer.
fn who_may_press(session: &RollAlong, guild: &GuildSettings) -> String {
    if !session.players.is_empty() {
        return "Players take turns: only the player named above enters this throw, and only \
                the last thrower can undo."
            .to_owned();
    }
    match (guild.guided, guild.guided_role) {
        (WhoThrows::Anyone, _) => "Anyone here can enter throws.".to_owned(),
        (WhoThrows::Role, Some(_)) => format!(
            "{} and members with the server's dice role can enter throws.",
            session.owner.user_name
        ),
        _ => format!("Only {} can enter throws.", session.owner.user_name),
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
        let made = session.faces.chars().count();
        return turns::may_press(&session.players, made, press, caller.who.user_id);
    }
    let owner = &session.owner;
    if caller.who.user_id == owner.user_id {
        return Ok(());
    }
    match (guild.guided, guild.guided_role) {
        (WhoThrows::Anyone, _) => Ok(()),
        (WhoThrows::Role, Some(role)) if caller.roles.contains(&role) => Ok(()),
        (WhoThrows::Role, Some(role)) => Err(AppError::Input(format!(
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
