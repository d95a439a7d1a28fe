//! The bot's transport-neutral [`Reply`] as serenity's builders: a
//! response to an interaction, an edit of one, a follow-up, a message the
//! bot posts on its own, a deferral, autocomplete choices. Every transport
//! and the daily poster go through here, so a reply looks the same however
//! it is sent.

use serenity::all::{
    AutocompleteChoice, ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateAutocompleteResponse, CreateButton, CreateEmbed, CreateEmbedFooter, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse, InputTextStyle,
};

use crate::discord::reply::{ButtonKind, Reply, Style};

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
        .map(|f| {
            let a = CreateAttachment::bytes(f.bytes.clone(), &f.name);
            match &f.description {
                Some(d) => a.description(d),
                None => a,
            }
        })
        .collect()
}

/// Who a message may ping: nobody. Names people chose (a nickname, a
/// variant file's name) appear in replies and daily posts, and a name like
/// "@everyone" must not ping a whole server; mentions still show as names.
fn no_pings() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

/// Who a message may ping: the people it names for that ([`Reply::pings`]),
/// nobody else.
fn pings(reply: &Reply) -> CreateAllowedMentions {
    let users = reply
        .pings
        .iter()
        .filter_map(|&u| std::num::NonZeroU64::new(u).map(serenity::all::UserId::from));
    no_pings().users(users)
}

/// The reply as a message: new, or (for an update) replacing the whole
/// message the control is on, its image included.
pub fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new().allowed_mentions(pings(reply));
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
    let mut m = CreateMessage::new().allowed_mentions(pings(reply));
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
        .allowed_mentions(no_pings())
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
    let mut m = CreateInteractionResponseFollowup::new().allowed_mentions(no_pings());
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

/// Choices for a half-typed option.
pub fn autocomplete(choices: Vec<(String, String)>) -> CreateInteractionResponse {
    let choices = choices
        .into_iter()
        .map(|(name, value)| AutocompleteChoice::new(name, value))
        .collect();
    CreateInteractionResponse::Autocomplete(CreateAutocompleteResponse::new().set_choices(choices))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_message_the_bot_sends_can_ping() {
        let reply = Reply {
            content: Some("@everyone <@&7> rolled".into()),
            ..Reply::default()
        };
        let bodies = [
            serde_json::to_value(response(&reply)).unwrap()["data"].clone(),
            serde_json::to_value(create_message(&reply)).unwrap(),
            serde_json::to_value(edit(&reply)).unwrap(),
            serde_json::to_value(followup(&reply)).unwrap(),
        ];
        for body in bodies {
            assert_eq!(
                body["allowed_mentions"]["parse"],
                serde_json::json!([]),
                "{body}"
            );
            assert_eq!(body["content"], "@everyone <@&7> rolled");
        }
    }
}
