//! `/event show` and `/event start`'s post: the event's commitments (or
//! its beacon rule and rounds), its options and how far it is revealed.

use crate::app::present::{COLOUR_INFO, field};
use crate::app::reply::{Embed, Field, Reply};
use crate::i18n::{Lang, t, t_with};
use crate::store::{Event, EventBeacon, NewEvent};

/// How an event names its variant to people: a server's own by its id
/// (the version is in the commands and the file).
pub(super) fn variant_shown(e: &NewEvent) -> &str {
    &e.spec.variant.id
}

/// The options an event was started with, a field each.
fn event_options(e: &NewEvent, lang: Lang) -> Vec<Field> {
    let mut fields = Vec::new();
    if e.exclude_standard {
        fields.push(field(
            &t(lang, msg!("field-standard")),
            &t(lang, msg!("field-standard-excluded")),
            true,
        ));
    }
    if e.pairs {
        fields.push(field(
            &t(lang, msg!("field-pair")),
            &t(lang, msg!("field-pair-value")),
            true,
        ));
    }
    fields
}

/// Each round's commitment, and the seeds of the rounds revealed.
fn committed_lines(event: &Event) -> Vec<String> {
    let e = &event.event;
    let rounds = (1..).zip(&e.seeds).zip(&e.commitments);
    let line = |((round, seed), c): ((i64, &String), &String)| {
        if round <= event.revealed {
            format!("**{round}.** `{c}` · seed `{seed}`")
        } else {
            format!("**{round}.** `{c}`")
        }
    };
    rounds.map(line).collect()
}

/// A beacon event's rule, and each round's beacon round once fixed.
fn beacon_lines(event: &Event, b: &EventBeacon, lang: Lang) -> Vec<String> {
    let e = &event.event;
    let mut lines = vec![t_with(
        lang,
        msg!("event-beacon-rule"),
        &[
            ("chain", b.chain.as_str().into()),
            ("server", e.guild_id.to_string().into()),
            ("name", e.name.as_str().into()),
        ],
    )];
    // At most an event's rounds, whatever the store says.
    for round in 1..=b.rounds.min(crate::app::events::MAX_ROUNDS) {
        let fixed = b.fixed.get((round - 1) as usize);
        lines.push(match fixed {
            None => format!("**{round}.** {}", t(lang, msg!("event-beacon-unfixed"))),
            // The signatures are in the reveals: 30 of them would not fit
            // in an embed.
            Some(f) => format!("**{round}.** `{}:{}`", b.chain, f.beacon_round),
        });
    }
    lines
}

/// An event's commitments (or beacon rounds), and the rounds revealed so
/// far.
pub(super) fn event_view(event: &Event, note: Option<String>, lang: Lang) -> Reply {
    let e = &event.event;
    let lines = match &e.beacon {
        None => committed_lines(event),
        Some(b) => beacon_lines(event, b, lang),
    };
    let embed = Embed {
        title: t_with(
            lang,
            msg!("event-title"),
            &[
                ("name", e.name.as_str().into()),
                ("rounds", e.rounds().into()),
                ("variant", variant_shown(e).into()),
            ],
        ),
        description: lines.join("\n"),
        fields: event_options(e, lang),
        footer: Some(t_with(
            lang,
            msg!("event-footer"),
            &[
                ("method", e.spec.method.as_str().into()),
                ("dice", e.spec.dice.name().into()),
                ("revealed", event.revealed.into()),
                ("rounds", e.rounds().into()),
            ],
        )),
        colour: COLOUR_INFO,
        ..Embed::default()
    };
    Reply {
        content: note,
        embed: Some(embed),
        ..Reply::default()
    }
}
