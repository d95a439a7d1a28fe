//! `/event show` and `/event start`'s post: an event's view as a message.
//! Each revealed round is listed only once checked again, as every other
//! face lists it; one that fails its check says so instead of its seed.

use crate::app::view::round::{DrawRule, EventView, RoundEntry};
use crate::app::view::text;
use crate::discord::present::{COLOUR_INFO, field};
use crate::discord::reply::{Embed, Plain, Reply};
use crate::i18n::{Lang, t_with};

/// How an event names its variant in the list of a server's events: a
/// server's own by its id (the version is in the commands and the file).
pub(super) fn variant_shown(e: &crate::store::NewEvent) -> &str {
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
pub(super) fn event_reply(view: &EventView, note: Option<String>) -> Reply {
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
    lines.extend(view.entries.iter().map(|entry| round_line(entry, lang)));
    let embed = Embed {
        title: t_with(
            lang,
            msg!("event-title"),
            &[
                ("name", view.name.as_str().into()),
                ("rounds", view.rounds.into()),
                ("variant", view.variant.as_str().into()),
            ],
        ),
        description: lines.join("\n"),
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
    Reply {
        content: note,
        embed: Some(embed),
        ..Reply::default()
    }
}
