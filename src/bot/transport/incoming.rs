//! Discord's interactions (serenity's models) read into the bot's own
//! actions. Both Discord transports go through here, so the gateway and the
//! HTTP endpoint read the same interaction the same way.

use serenity::all::{
    ActionRowComponent, AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, CommandData,
    CommandDataOption, CommandDataOptionValue, CommandDataResolved, ComponentInteraction,
    ComponentInteractionDataKind, GuildId, Interaction, Member, ModalInteraction, User,
};

use crate::app::error::AppError;
use crate::bot::action::Action;
use crate::bot::caller::Caller;
use crate::bot::commands::Command;
use crate::bot::options::{Options, SUBCOMMAND, Value};
use crate::discord::attachments::Upload;
use crate::i18n::Lang;
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
        /// Where it is typed: a server's own variants are offered there.
        guild: Option<u64>,
        /// The command whose option it is (`fairness` takes `all`).
        command: String,
        option: String,
        typed: String,
        variant: Option<String>,
        /// The language of the person's Discord, for the choices' words.
        lang: Lang,
    },
    /// Something the bot cannot do: answer with this error.
    Refused(String),
}

fn value(v: &CommandDataOptionValue, resolved: &CommandDataResolved) -> Option<Value> {
    Some(match v {
        CommandDataOptionValue::String(s) => Value::Text(s.clone()),
        CommandDataOptionValue::Integer(n) => Value::Integer(*n),
        CommandDataOptionValue::Boolean(b) => Value::Bool(*b),
        CommandDataOptionValue::Number(n) => Value::Text(n.to_string()),
        CommandDataOptionValue::Autocomplete { value, .. } => Value::Text(value.clone()),
        CommandDataOptionValue::Channel(c) => Value::Id(c.get()),
        CommandDataOptionValue::Role(r) => Value::Id(r.get()),
        CommandDataOptionValue::User(u) => Value::Id(u.get()),
        CommandDataOptionValue::Attachment(id) => {
            let a = resolved.attachments.get(id)?;
            Value::File(Upload {
                name: a.filename.clone(),
                size: u64::from(a.size),
                url: a.url.clone(),
                local: None,
            })
        }
        _ => return None,
    })
}

fn flatten(
    options: &[CommandDataOption],
    resolved: &CommandDataResolved,
    out: &mut Vec<(String, Value)>,
) {
    for o in options {
        match &o.value {
            CommandDataOptionValue::SubCommand(inner)
            | CommandDataOptionValue::SubCommandGroup(inner) => {
                out.push((SUBCOMMAND.to_owned(), Value::Text(o.name.clone())));
                flatten(inner, resolved, out);
            }
            v => {
                if let Some(v) = value(v, resolved) {
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
    flatten(&data.options, &data.resolved, &mut out);
    out
}

/// The server Backrank answers for: the interaction's, when that server
/// installed the bot. Used through a person's own install (in a server
/// that has not added it) it is that person's own use, as in a DM: no
/// server's settings, variants or records. An interaction that does not
/// say who installed the bot (a form's submission) keeps its server.
fn installed_server(
    guild: Option<GuildId>,
    owners: Option<&AuthorizingIntegrationOwners>,
) -> Option<u64> {
    let guild = guild?.get();
    let Some(owners) = owners.filter(|o| !o.0.is_empty()) else {
        return Some(guild);
    };
    owners
        .0
        .iter()
        .any(
            |o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(Some(g)) if g.get() == guild),
        )
        .then_some(guild)
}

/// Where an interaction comes from and in which languages: the person's
/// Discord's (`locale`) and the server's (`guild_locale`).
struct Place<'a> {
    guild: Option<u64>,
    channel: u64,
    locale: &'a str,
    guild_locale: Option<&'a str>,
}

/// The name people see: the server nickname, else the display name, else
/// the user name.
fn caller(user: &User, member: Option<&Member>, place: Place<'_>) -> Caller {
    let Place {
        guild,
        channel,
        locale,
        guild_locale,
    } = place;
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
        locale: Lang::from_locale(locale),
        guild_locale: guild_locale.and_then(Lang::from_locale),
    }
}

/// What an interaction asks.
pub fn incoming(interaction: &Interaction) -> Incoming {
    match interaction {
        Interaction::Ping(_) => Incoming::Ping,
        Interaction::Command(c) => answer(
            Command::parse(&c.data.name, &options(&c.data)).map(Action::Command),
            caller(
                &c.user,
                c.member.as_deref(),
                Place {
                    guild: installed_server(c.guild_id, Some(&c.authorizing_integration_owners)),
                    channel: c.channel_id.get(),
                    locale: &c.locale,
                    guild_locale: c.guild_locale.as_deref(),
                },
            ),
        ),
        Interaction::Component(c) => component(c),
        Interaction::Modal(m) => modal(m),
        Interaction::Autocomplete(a) => {
            let opts = options(&a.data);
            let focused = a.data.autocomplete();
            let variant = Options(&opts).variant();
            Incoming::Autocomplete {
                guild: installed_server(a.guild_id, Some(&a.authorizing_integration_owners)),
                command: a.data.name.clone(),
                option: focused
                    .as_ref()
                    .map(|f| f.name.to_owned())
                    .unwrap_or_default(),
                typed: focused.map(|f| f.value.to_owned()).unwrap_or_default(),
                variant,
                lang: Lang::from_locale(&a.locale).unwrap_or_default(),
            }
        }
        _ => Incoming::Refused("Backrank does not handle this kind of interaction".into()),
    }
}

/// An action by `who`, or the reason it cannot be one.
fn answer(action: Result<Action, AppError>, who: Caller) -> Incoming {
    match action {
        Ok(a) => Incoming::Action(Box::new(a), who),
        Err(e) => {
            let lang = who.lang(None);
            Incoming::Refused(e.user_text(lang))
        }
    }
}

/// A button pressed or a choice made on one of the bot's messages.
fn component(c: &ComponentInteraction) -> Incoming {
    let who = caller(
        &c.user,
        c.member.as_ref(),
        Place {
            guild: installed_server(c.guild_id, Some(&c.authorizing_integration_owners)),
            channel: c.channel_id.get(),
            locale: &c.locale,
            guild_locale: c.guild_locale.as_deref(),
        },
    );
    match &c.data.kind {
        ComponentInteractionDataKind::Button => answer(Action::from_button(&c.data.custom_id), who),
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

/// A form sent back: the text typed in its one field.
fn modal(m: &ModalInteraction) -> Incoming {
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
            Place {
                guild: installed_server(m.guild_id, None),
                channel: m.channel_id.get(),
                locale: &m.locale,
                guild_locale: m.guild_locale.as_deref(),
            },
        ),
    )
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
