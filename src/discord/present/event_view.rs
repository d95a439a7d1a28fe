//! `/event show` and `/event start`'s post: an event's view as a message.
//! Each revealed round is listed only once checked again, as every other
//! face lists it; one that fails its check says so instead of its seed.

use crate::app::App;
use crate::app::error::AppError;
use crate::app::view::round::{DrawRule, EventView, RoundEntry};
use crate::app::view::text;
use crate::discord::limits;
use crate::discord::present::{COLOUR_INFO, field};
use crate::discord::reply::{Embed, File, Plain, Reply};
use crate::i18n::{Lang, t_with};
use crate::store::NewEvent;

/// How an event names its variant in the list of a server's events: a
/// server's own by its id (the version is in the commands and the file).
pub fn variant_shown(e: &crate::store::NewEvent) -> &str {
    &e.spec.variant.id
}

/// A round's line, codes in code spans: what was published for it, its
/// seed once revealed and checked, or why it is not shown.
fn round_line(entry: &RoundEntry, lang: Lang) -> String {
    let line = entry.line(lang);
    let published = if line.published.is_code() {
        format!("`{}`", line.published.value)
    } else {
        line.published.value
    };
    let seed = line
        .seed
        .map(|seed| format!(" · {} `{}`", seed.name(lang), seed.value))
        .unwrap_or_default();
    let not_shown = line
        .not_shown
        .map(|why| format!(" · {why}"))
        .unwrap_or_default();
    format!("**{}.** {published}{seed}{not_shown}", entry.round)
}

/// An event's commitments (or beacon rule and rounds), and the rounds
/// revealed so far, under `note` when there is one.
pub fn event_reply(view: &EventView, note: Option<String>) -> Reply {
    let lang = view.lang;
    let mut lines = Vec::new();
    if let DrawRule::Beacon { chain, server } = &view.draw {
        lines.push(t_with(
            lang,
            msg!("event-beacon-rule"),
            &[
                ("chain", chain.as_str().into()),
                ("server", server.to_string().into()),
                ("name", view.name.as_str().into()),
            ],
        ));
    }
    let rounds: Vec<String> = view
        .entries
        .iter()
        .map(|entry| round_line(entry, lang))
        .collect();
    let mut embed = Embed {
        title: t_with(
            lang,
            msg!("event-title"),
            &[
                ("name", view.name.as_str().into()),
                ("rounds", view.rounds.into()),
                ("variant", view.variant.as_str().into()),
            ],
        ),
        description: String::new(),
        fields: view
            .options
            .iter()
            .map(|f| field(&f.name(lang), &f.value, true))
            .collect(),
        footer: Some(t_with(
            lang,
            msg!("event-footer"),
            &[
                ("method", view.method.as_str().into()),
                ("dice", view.dice.as_str().into()),
                ("revealed", view.revealed.into()),
                ("rounds", view.rounds.into()),
            ],
        )),
        colour: COLOUR_INFO,
        plain: Some(Plain::text(text::event(view))),
        ..Embed::default()
    };
    let room = limits::DESCRIPTION.min(limits::EMBED_TOTAL.saturating_sub(embed.text_len()));
    let (description, file) = listed(lines, &rounds, room, view);
    embed.description = description;
    Reply {
        content: note,
        embed: Some(embed),
        files: file.into_iter().collect(),
        ..Reply::default()
    }
}

/// The attached list of every round, when they do not all fit.
const ROUNDS_FILE: &str = "event-rounds.txt";

/// The embed's text: `head`, then every round's line when they fit in
/// `room` characters. When they do not (a long event fully revealed: a
/// commitment and a seed a line), the rounds that fit are listed, each
/// line whole so every listed seed can be copied, with a line saying how
/// many, and the whole list is attached as plain text: a seed is never cut.
fn listed(
    head: Vec<String>,
    rounds: &[String],
    room: usize,
    view: &EventView,
) -> (String, Option<File>) {
    let length = |lines: &[String]| lines.iter().map(|l| l.chars().count() + 1).sum::<usize>();
    let mut lines = head;
    if length(&lines) + length(rounds) <= room {
        lines.extend_from_slice(rounds);
        return (lines.join("\n"), None);
    }
    let note = |shown: usize| {
        t_with(
            view.lang,
            msg!("event-rounds-attached"),
            &[
                ("shown", shown.into()),
                ("rounds", rounds.len().into()),
                ("file", ROUNDS_FILE.into()),
            ],
        )
    };
    // The note's own length, with the most digits it can have.
    let mut left = room.saturating_sub(length(&lines) + note(rounds.len()).chars().count());
    let mut shown = 0;
    for line in rounds {
        let needed = line.chars().count() + 1;
        if needed > left {
            break;
        }
        left -= needed;
        lines.push(line.clone());
        shown += 1;
    }
    lines.push(note(shown));
    let whole = text::event(view);
    let file = File {
        description: Some(whole.chars().take(limits::ALT_TEXT).collect()),
        bytes: whole.into_bytes(),
        name: ROUNDS_FILE.to_owned(),
    };
    (lines.join("\n"), Some(file))
}

/// The variant file an event on a server's own variant was started
/// with, attached as the printed commands name it (none for a built-in
/// variant, or one of this process's own files).
pub async fn variant_file(app: &App, e: &NewEvent, lang: Lang) -> Result<Option<File>, AppError> {
    let Some(file) = app.events().variant_file(e).await? else {
        return Ok(None);
    };
    Ok(Some(File {
        name: file.name,
        bytes: file.text.into_bytes(),
        description: Some(t_with(
            lang,
            msg!("variant-file-alt"),
            &[("name", file.id.into())],
        )),
    }))
}
