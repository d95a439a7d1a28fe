//! Between Discord's interactions (serenity's models) and the bot's own
//! actions and replies. Both transports go through here, so the gateway and
//! the HTTP endpoint answer the same interaction with the same message.

use serenity::all::{
    ActionRowComponent, AutocompleteChoice, ButtonStyle, ChannelType, CommandData,
    CommandDataOption, CommandDataOptionValue, CommandOptionType, ComponentInteractionDataKind,
    CreateActionRow, CreateAttachment, CreateAutocompleteResponse, CreateButton, CreateCommand,
    CreateCommandOption, CreateEmbed, CreateEmbedFooter, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse, InputTextStyle, Interaction, Member, Permissions, User,
};

use crate::app::reply::{ButtonKind, Reply, Style};
use crate::bot::command::{Action, Caller, Command, SUBCOMMAND, Value};
use crate::store::Who;

/// What an interaction asks of the bot.
#[derive(Debug, PartialEq)]
pub enum Incoming {
    /// Discord checking the endpoint is alive.
    Ping,
    /// A command or a button press, and who made it.
    Action(Box<Action>, Caller),
    /// A half-typed option: offer choices.
    Autocomplete {
        option: String,
        typed: String,
        variant: Option<String>,
    },
    /// Something the bot cannot do: answer with this error.
    Refused(String),
}

fn value(v: &CommandDataOptionValue) -> Option<Value> {
    Some(match v {
        CommandDataOptionValue::String(s) => Value::Text(s.clone()),
        CommandDataOptionValue::Integer(n) => Value::Integer(*n),
        CommandDataOptionValue::Boolean(b) => Value::Bool(*b),
        CommandDataOptionValue::Number(n) => Value::Text(n.to_string()),
        CommandDataOptionValue::Autocomplete { value, .. } => Value::Text(value.clone()),
        CommandDataOptionValue::Channel(c) => Value::Id(c.get()),
        CommandDataOptionValue::Role(r) => Value::Id(r.get()),
        CommandDataOptionValue::User(u) => Value::Id(u.get()),
        _ => return None,
    })
}

fn flatten(options: &[CommandDataOption], out: &mut Vec<(String, Value)>) {
    for o in options {
        match &o.value {
            CommandDataOptionValue::SubCommand(inner)
            | CommandDataOptionValue::SubCommandGroup(inner) => {
                out.push((SUBCOMMAND.to_owned(), Value::Text(o.name.clone())));
                flatten(inner, out);
            }
            v => {
                if let Some(v) = value(v) {
                    out.push((o.name.clone(), v));
                }
            }
        }
    }
}

/// A command's options as the bot's name → value list; a subcommand
/// (`/daily set`) comes first as [`SUBCOMMAND`].
pub fn options(data: &CommandData) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    flatten(&data.options, &mut out);
    out
}

/// The name people see: the server nickname, else the display name, else
/// the user name.
fn caller(user: &User, member: Option<&Member>, guild: Option<u64>, channel: u64) -> Caller {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Caller {
        who: Who {
            user_id: user.id.get(),
            user_name: name,
            guild_id: guild,
            channel_id: Some(channel),
        },
        roles: member
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
        // Discord computes these for the interaction; outside servers, or
        // if it sent none, the caller manages nothing.
        permissions: member.and_then(|m| m.permissions).map_or(0, |p| p.bits()),
    }
}

/// What an interaction asks.
pub fn incoming(interaction: &Interaction) -> Incoming {
    let answer = |action: Result<Action, String>, who: Caller| match action {
        Ok(a) => Incoming::Action(Box::new(a), who),
        Err(e) => Incoming::Refused(e),
    };
    match interaction {
        Interaction::Ping(_) => Incoming::Ping,
        Interaction::Command(c) => answer(
            Command::parse(&c.data.name, &options(&c.data)).map(Action::Command),
            caller(
                &c.user,
                c.member.as_deref(),
                c.guild_id.map(|g| g.get()),
                c.channel_id.get(),
            ),
        ),
        Interaction::Component(c) => {
            let who = caller(
                &c.user,
                c.member.as_ref(),
                c.guild_id.map(|g| g.get()),
                c.channel_id.get(),
            );
            match &c.data.kind {
                ComponentInteractionDataKind::Button => {
                    answer(Action::from_button(&c.data.custom_id), who)
                }
                ComponentInteractionDataKind::StringSelect { values } => answer(
                    Action::from_control(
                        &c.data.custom_id,
                        values.first().cloned().unwrap_or_default(),
                    ),
                    who,
                ),
                _ => Incoming::Refused("this control is not Backrank's".into()),
            }
        }
        Interaction::Modal(m) => {
            let typed = m
                .data
                .components
                .iter()
                .flat_map(|row| &row.components)
                .find_map(|c| match c {
                    ActionRowComponent::InputText(t) => t.value.clone(),
                    _ => None,
                })
                .unwrap_or_default();
            answer(
                Action::from_control(&m.data.custom_id, typed),
                caller(
                    &m.user,
                    m.member.as_ref(),
                    m.guild_id.map(|g| g.get()),
                    m.channel_id.get(),
                ),
            )
        }
        Interaction::Autocomplete(a) => {
            let opts = options(&a.data);
            let focused = a.data.autocomplete();
            let variant = opts
                .iter()
                .find(|(n, _)| n == "variant")
                .map(|(_, v)| v.to_string());
            Incoming::Autocomplete {
                option: focused
                    .as_ref()
                    .map(|f| f.name.to_owned())
                    .unwrap_or_default(),
                typed: focused.map(|f| f.value.to_owned()).unwrap_or_default(),
                variant,
            }
        }
        _ => Incoming::Refused("Backrank does not handle this kind of interaction".into()),
    }
}

fn embed(reply: &Reply) -> Option<CreateEmbed> {
    let e = reply.embed.as_ref()?;
    let mut out = CreateEmbed::new()
        .title(&e.title)
        .description(&e.description)
        .colour(e.colour);
    for f in &e.fields {
        out = out.field(&f.name, &f.value, f.inline);
    }
    if let Some(image) = &e.image {
        out = out.attachment(image);
    }
    if let Some(footer) = &e.footer {
        out = out.footer(CreateEmbedFooter::new(footer));
    }
    Some(out)
}

/// The message's controls: the select menu first, then the buttons by row.
fn components(reply: &Reply) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    if let Some(s) = &reply.select {
        let options = s
            .options
            .iter()
            .map(|(label, value)| CreateSelectMenuOption::new(label, value))
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(&s.id, CreateSelectMenuKind::String { options })
                .placeholder(&s.placeholder),
        ));
    }
    let last = reply.buttons.iter().map(|b| b.row).max();
    for row in 0..=last.unwrap_or(0) {
        let buttons: Vec<CreateButton> = reply
            .buttons
            .iter()
            .filter(|b| b.row == row)
            .map(|b| match &b.kind {
                ButtonKind::Action(id) => {
                    CreateButton::new(id).label(&b.label).style(match b.style {
                        Style::Primary => ButtonStyle::Primary,
                        Style::Secondary => ButtonStyle::Secondary,
                        Style::Danger => ButtonStyle::Danger,
                    })
                }
                ButtonKind::Link(url) => CreateButton::new_link(url).label(&b.label),
            })
            .collect();
        if !buttons.is_empty() {
            rows.push(CreateActionRow::Buttons(buttons));
        }
    }
    rows
}

fn attachments(reply: &Reply) -> Vec<CreateAttachment> {
    reply
        .files
        .iter()
        .map(|f| CreateAttachment::bytes(f.bytes.clone(), &f.name))
        .collect()
}

/// The reply as a message: new, or (for an update) replacing the whole
/// message the control is on, its image included.
pub fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new();
    if !reply.update {
        m = m.ephemeral(reply.ephemeral);
    }
    if let Some(c) = &reply.content {
        m = m.content(c);
    } else if reply.update {
        m = m.content("");
    }
    m = match embed(reply) {
        Some(e) => m.embed(e),
        None if reply.update => m.embeds(Vec::new()),
        None => m,
    };
    m.files(attachments(reply)).components(components(reply))
}

/// The reply as a message the bot posts on its own (a daily challenge).
pub fn create_message(reply: &Reply) -> CreateMessage {
    let mut m = CreateMessage::new();
    if let Some(c) = &reply.content {
        m = m.content(c);
    }
    if let Some(e) = embed(reply) {
        m = m.embed(e);
    }
    m.files(attachments(reply)).components(components(reply))
}

/// The reply as the response to an interaction.
pub fn response(reply: &Reply) -> CreateInteractionResponse {
    if let Some(form) = &reply.form {
        return CreateInteractionResponse::Modal(
            CreateModal::new(&form.id, &form.title).components(vec![CreateActionRow::InputText(
                CreateInputText::new(InputTextStyle::Paragraph, &form.label, "faces")
                    .placeholder(&form.placeholder)
                    .required(true)
                    .max_length(1000),
            )]),
        );
    }
    if reply.update {
        CreateInteractionResponse::UpdateMessage(message(reply))
    } else {
        CreateInteractionResponse::Message(message(reply))
    }
}

/// The reply as an edit of the original response (a deferral's
/// placeholder, or the message a control is on): every part is set, so
/// nothing of what was there before stays.
pub fn edit(reply: &Reply) -> EditInteractionResponse {
    let mut m = EditInteractionResponse::new()
        .content(reply.content.clone().unwrap_or_default())
        .embeds(embed(reply).into_iter().collect());
    let files = attachments(reply);
    if files.is_empty() {
        m = m.clear_attachments();
    }
    for f in files {
        m = m.new_attachment(f);
    }
    m.components(components(reply))
}

/// The reply as a follow-up message (after a deferral).
pub fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    let mut m = CreateInteractionResponseFollowup::new();
    if let Some(c) = &reply.content {
        m = m.content(c);
    }
    if let Some(e) = embed(reply) {
        m = m.embed(e);
    }
    m.add_files(attachments(reply))
        .components(components(reply))
}

/// A deferral: "thinking…" for a new message (for the asker only when
/// `ephemeral`), or a quiet acknowledgement of a press on a message that
/// will be edited.
pub fn deferral(ephemeral: bool, update: bool) -> CreateInteractionResponse {
    if update {
        CreateInteractionResponse::Acknowledge
    } else {
        CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(ephemeral),
        )
    }
}

/// The interaction's token, for the REST calls that finish a deferral.
pub fn token(interaction: &Interaction) -> Option<&str> {
    match interaction {
        Interaction::Command(c) => Some(&c.token),
        Interaction::Component(c) => Some(&c.token),
        Interaction::Modal(m) => Some(&m.token),
        _ => None,
    }
}

/// Choices for a half-typed option.
pub fn autocomplete(choices: Vec<(String, String)>) -> CreateInteractionResponse {
    let choices = choices
        .into_iter()
        .map(|(name, value)| AutocompleteChoice::new(name, value))
        .collect();
    CreateInteractionResponse::Autocomplete(CreateAutocompleteResponse::new().set_choices(choices))
}

/// The slash commands, as registered with Discord.
pub fn commands() -> Vec<CreateCommand> {
    let variant = || {
        CreateCommandOption::new(
            CommandOptionType::String,
            "variant",
            "Chess960, crc, korean, … (type to search)",
        )
        .required(true)
        .set_autocomplete(true)
    };
    let default_variant = || {
        CreateCommandOption::new(
            CommandOptionType::String,
            "variant",
            "Chess960, crc, korean, … (default: the server's)",
        )
        .set_autocomplete(true)
    };
    let source = || {
        CreateCommandOption::new(
            CommandOptionType::String,
            "source",
            "Where the throws come from",
        )
        .add_string_choice("this server's random numbers", "os")
        .add_string_choice("the club's dice tower", "tower")
    };
    // Server settings and daily posts are for the server's managers unless
    // an admin grants them to others (Server Settings → Integrations).
    let managers = Permissions::MANAGE_GUILD;
    let method = || {
        CreateCommandOption::new(
            CommandOptionType::String,
            "method",
            "The hand procedure (default: the fair one)",
        )
        .set_autocomplete(true)
    };
    let dice = || {
        CreateCommandOption::new(
            CommandOptionType::String,
            "dice",
            "coin, d4, d6, d8, d10, d12 or d20 (default d6)",
        )
        .set_autocomplete(true)
    };
    vec![
        CreateCommand::new("random")
            .description("Roll a random starting position, with the record of every throw")
            .add_option(default_variant())
            .add_option(method())
            .add_option(dice())
            .add_option(source())
            .add_option(CreateCommandOption::new(
                CommandOptionType::String,
                "rolls",
                "The faces you threw, in order (\"5 3 6\", H/T for coins)",
            ))
            .add_option(CreateCommandOption::new(
                CommandOptionType::Boolean,
                "private",
                "Only you see the reply",
            )),
        CreateCommand::new("position")
            .description("Show a numbered starting position")
            .add_option(variant())
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::Integer,
                    "number",
                    "The position's number (Chess960: SP 0–959)",
                )
                .required(true)
                .min_int_value(0),
            ),
        CreateCommand::new("replay")
            .description("Reproduce a roll from its replay code")
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "code",
                    "The code under a roll, like 960-p6-…",
                )
                .required(true),
            ),
        CreateCommand::new("variants").description("The variants, their positions and methods"),
        CreateCommand::new("fairness")
            .description("The exact fairness audit of a method with a device")
            .add_option(variant())
            .add_option(method())
            .add_option(dice()),
        CreateCommand::new("record")
            .description("Show a saved roll by its number")
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::Integer,
                    "id",
                    "The record number under a roll (#42)",
                )
                .required(true)
                .min_int_value(1),
            ),
        CreateCommand::new("roll-along")
            .description("Throw real dice at the table; the bot keeps the books step by step")
            .add_option(default_variant())
            .add_option(method())
            .add_option(dice()),
        CreateCommand::new("settings")
            .description("This server's defaults and who may enter throws")
            .default_member_permissions(managers)
            .dm_permission(false)
            .add_option(CreateCommandOption::new(
                CommandOptionType::SubCommand,
                "show",
                "Show this server's settings",
            ))
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::SubCommand,
                    "set",
                    "Change some of this server's settings",
                )
                .add_sub_option(default_variant())
                .add_sub_option(method())
                .add_sub_option(dice())
                .add_sub_option(source())
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::String,
                        "guided",
                        "Who may enter throws in a /roll-along",
                    )
                    .add_string_choice("the person who started it", "starter")
                    .add_string_choice("anyone", "anyone")
                    .add_string_choice("members with a role (give `role`)", "role"),
                )
                .add_sub_option(CreateCommandOption::new(
                    CommandOptionType::Role,
                    "role",
                    "The role for guided: role",
                ))
                .add_sub_option(CreateCommandOption::new(
                    CommandOptionType::Boolean,
                    "public",
                    "Replies everyone sees (on) or only the asker (off)",
                ))
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::Channel,
                        "log_channel",
                        "Where the bot reports problems with daily posts",
                    )
                    .channel_types(vec![ChannelType::Text]),
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::String,
                        "missed_daily",
                        "A daily post missed while the bot was down",
                    )
                    .add_string_choice("post it late, once", "post")
                    .add_string_choice("skip it", "skip"),
                )
                .add_sub_option(CreateCommandOption::new(
                    CommandOptionType::Role,
                    "manager_role",
                    "Members of this role may use /settings and /daily too",
                ))
                .add_sub_option(CreateCommandOption::new(
                    CommandOptionType::Boolean,
                    "reset",
                    "Back to the defaults first",
                )),
            ),
        CreateCommand::new("daily")
            .description("A random position posted every day")
            .default_member_permissions(managers)
            .dm_permission(false)
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::SubCommand,
                    "set",
                    "Post a daily challenge in a channel",
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::Channel,
                        "channel",
                        "Where to post",
                    )
                    .channel_types(vec![ChannelType::Text, ChannelType::News])
                    .required(true),
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::String,
                        "time",
                        "Local time of day, like 18:30",
                    )
                    .required(true),
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::String,
                        "timezone",
                        "Like Europe/Berlin or America/New_York (type to search)",
                    )
                    .required(true)
                    .set_autocomplete(true),
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::String,
                        "variants",
                        "Variants to use, like \"chess960, crc\", or \"all\"",
                    )
                    .required(true),
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::String,
                        "order",
                        "How each day's variant is picked",
                    )
                    .add_string_choice("in turn", "rotate")
                    .add_string_choice("at random", "random"),
                )
                .add_sub_option(CreateCommandOption::new(
                    CommandOptionType::Boolean,
                    "thread",
                    "Open a thread on each post for discussion",
                )),
            )
            .add_option(
                CreateCommandOption::new(CommandOptionType::SubCommand, "off", "Stop daily posts")
                    .add_sub_option(
                        CreateCommandOption::new(
                            CommandOptionType::Channel,
                            "channel",
                            "Only this channel's (default: all of this server's)",
                        )
                        .channel_types(vec![ChannelType::Text, ChannelType::News]),
                    ),
            )
            .add_option(CreateCommandOption::new(
                CommandOptionType::SubCommand,
                "show",
                "Show this server's daily posts",
            ))
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::SubCommand,
                    "now",
                    "Post a challenge here now (does not change the schedule)",
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::Channel,
                        "channel",
                        "Use this channel's schedule's variants",
                    )
                    .channel_types(vec![ChannelType::Text, ChannelType::News]),
                ),
            ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_is_registered_with_its_options() {
        let cmds: Vec<serde_json::Value> = commands()
            .iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect();
        let names: Vec<&str> = cmds.iter().map(|c| c["name"].as_str().unwrap()).collect();
        assert_eq!(names, Command::NAMES);
        let random = &cmds[0];
        let opts: Vec<&str> = random["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            opts,
            ["variant", "method", "dice", "source", "rolls", "private"]
        );
        assert_eq!(random["options"][0]["autocomplete"], true);
        // Settings and daily posts: Manage Server by default, not in DMs.
        for c in cmds
            .iter()
            .filter(|c| c["name"] == "settings" || c["name"] == "daily")
        {
            assert_eq!(c["default_member_permissions"], "32", "{}", c["name"]);
            assert_eq!(c["dm_permission"], false);
        }
        let everyone: Vec<&str> = cmds
            .iter()
            .filter(|c| c["default_member_permissions"].is_null())
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            everyone,
            [
                "random",
                "position",
                "replay",
                "variants",
                "fairness",
                "record",
                "roll-along"
            ]
        );
    }
}
