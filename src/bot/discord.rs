//! Between Discord's interactions (serenity's models) and the bot's own
//! actions and replies. Both transports go through here, so the gateway and
//! the HTTP endpoint answer the same interaction with the same message.

use serenity::all::{
    AutocompleteChoice, ButtonStyle, CommandData, CommandDataOption, CommandDataOptionValue,
    CommandOptionType, ComponentInteractionDataKind, CreateActionRow, CreateAttachment,
    CreateAutocompleteResponse, CreateButton, CreateCommand, CreateCommandOption, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponse, CreateInteractionResponseMessage,
    EditInteractionResponse, Interaction,
};

use crate::bot::command::{Action, Command, Value};
use crate::bot::reply::{ButtonKind, Reply};

/// What an interaction asks of the bot.
#[derive(Debug, PartialEq)]
pub enum Incoming {
    /// Discord checking the endpoint is alive.
    Ping,
    /// A command or a button press.
    Action(Action),
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
        _ => return None,
    })
}

/// A command's options as the bot's name → value list.
pub fn options(data: &CommandData) -> Vec<(String, Value)> {
    data.options
        .iter()
        .filter_map(|o: &CommandDataOption| value(&o.value).map(|v| (o.name.clone(), v)))
        .collect()
}

/// What an interaction asks.
pub fn incoming(interaction: &Interaction) -> Incoming {
    match interaction {
        Interaction::Ping(_) => Incoming::Ping,
        Interaction::Command(c) => match Command::parse(&c.data.name, &options(&c.data)) {
            Ok(cmd) => Incoming::Action(Action::Command(cmd)),
            Err(e) => Incoming::Refused(e),
        },
        Interaction::Component(c) => match &c.data.kind {
            ComponentInteractionDataKind::Button => match Action::from_button(&c.data.custom_id) {
                Ok(a) => Incoming::Action(a),
                Err(e) => Incoming::Refused(e),
            },
            _ => Incoming::Refused("this control is not Backrank's".into()),
        },
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

fn buttons(reply: &Reply) -> Vec<CreateActionRow> {
    if reply.buttons.is_empty() {
        return Vec::new();
    }
    let row = reply
        .buttons
        .iter()
        .map(|b| match &b.kind {
            ButtonKind::Action(id) => CreateButton::new(id)
                .label(&b.label)
                .style(ButtonStyle::Secondary),
            ButtonKind::Link(url) => CreateButton::new_link(url).label(&b.label),
        })
        .collect();
    vec![CreateActionRow::Buttons(row)]
}

/// The reply as a new message.
pub fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new().ephemeral(reply.ephemeral);
    if let Some(c) = &reply.content {
        m = m.content(c);
    }
    if let Some(e) = embed(reply) {
        m = m.embed(e);
    }
    for f in &reply.files {
        m = m.add_file(CreateAttachment::bytes(f.bytes.clone(), &f.name));
    }
    m.components(buttons(reply))
}

/// The reply as the response to an interaction.
pub fn response(reply: &Reply) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(message(reply))
}

/// The reply as an edit of a deferred response.
pub fn edit(reply: &Reply) -> EditInteractionResponse {
    let mut m = EditInteractionResponse::new().content(reply.content.clone().unwrap_or_default());
    if let Some(e) = embed(reply) {
        m = m.embed(e);
    }
    for f in &reply.files {
        m = m.new_attachment(CreateAttachment::bytes(f.bytes.clone(), &f.name));
    }
    m.components(buttons(reply))
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
            .add_option(variant())
            .add_option(method())
            .add_option(dice())
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "source",
                    "Where the throws come from",
                )
                .add_string_choice("this server's random numbers", "os")
                .add_string_choice("the club's dice tower", "tower"),
            )
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
    }
}
