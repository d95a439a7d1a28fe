//! A club night on Discord: its announcement (kept current as people
//! answer), the reminder, the start post's pairings, `/meetup list`. The
//! app builds the night's view ([`NightView`]); this lays it out within
//! Discord's limits. Times are Discord timestamps, which every member
//! reads in their own zone.

use crate::app::meetup::attendance::Attendance;
use crate::app::meetup::drawn::NightPairing;
use crate::app::meetup::pairing::lines;
use crate::app::meetup::view::{NightDraw, NightView};
use crate::discord::limits;
use crate::discord::present::{COLOUR_INFO, COLOUR_WARN, field};
use crate::discord::reply::{Button, Embed, Field, Reply, Style, cut};
use crate::i18n::{Lang, Text, t, t_with};
use crate::store::{Answer, MeetupState};

/// The first word of a meetup button's id: `mu|NIGHT|ANSWER`.
pub const WORD: &str = "mu";

/// A Discord timestamp: the full date and time, and how far it is.
fn when(at: i64) -> String {
    format!("<t:{at}:F> (<t:{at}:R>)")
}

/// The id of the button answering `answer` on night `id`.
#[must_use]
pub fn answer_id(id: i64, answer: Answer) -> String {
    format!("{WORD}|{id}|{answer}")
}

/// Reads a meetup button's words after [`WORD`].
#[must_use]
pub fn read_answer(words: &[&str]) -> Option<(i64, Answer)> {
    match words {
        [id, answer] => Some((id.parse().ok()?, answer.parse().ok()?)),
        _ => None,
    }
}

/// People as mentions, within `room` characters: those left over are
/// counted ("and 12 more").
fn people(list: &[u64], room: usize, lang: Lang) -> String {
    if list.is_empty() {
        return "—".to_owned();
    }
    let mut out = String::new();
    for (i, u) in list.iter().enumerate() {
        let next = format!("<@{u}>");
        let more = t_with(
            lang,
            msg!("meetup-and-more"),
            &[("count", (list.len() - i).into())],
        );
        if out.chars().count() + next.len() + more.chars().count() + 2 > room {
            out.push(' ');
            out.push_str(&more);
            return out;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&next);
    }
    out
}

/// Who comes, as the announcement's fields.
fn attendance_fields(a: &Attendance, lang: Lang) -> Vec<Field> {
    let room = limits::FIELD_VALUE;
    let coming = match a.places {
        Some(places) => t_with(
            lang,
            msg!("meetup-coming-of"),
            &[("count", a.coming.len().into()), ("places", places.into())],
        ),
        None => t_with(
            lang,
            msg!("meetup-coming"),
            &[("count", a.coming.len().into())],
        ),
    };
    let mut fields = vec![field(&coming, &people(&a.coming, room, lang), false)];
    if !a.waiting.is_empty() {
        let name = t_with(
            lang,
            msg!("meetup-waiting"),
            &[("count", a.waiting.len().into())],
        );
        fields.push(field(&name, &people(&a.waiting, room, lang), false));
    }
    if !a.maybe.is_empty() {
        let name = t_with(
            lang,
            msg!("meetup-maybe"),
            &[("count", a.maybe.len().into())],
        );
        fields.push(field(&name, &people(&a.maybe, room, lang), false));
    }
    fields
}

/// How round 1 is drawn, in words.
fn draw_line(v: &NightView) -> String {
    match &v.draw {
        NightDraw::Beacon { chain, round } => t_with(
            v.lang,
            msg!("meetup-draw-beacon"),
            &[
                ("chain", chain.as_str().into()),
                ("round", (*round).into()),
                ("start", format!("<t:{}:t>", v.starts_at).into()),
            ],
        ),
        NightDraw::Seeds { commitments } => {
            let first = commitments.first().map_or("", String::as_str);
            t_with(
                v.lang,
                msg!("meetup-draw-seeds"),
                &[("commitment", first.into()), ("rounds", v.rounds.into())],
            )
        }
    }
}

/// The announcement's lines: its state, when, where, what, how round 1
/// is drawn, a move made late, the series, the calendar.
fn announcement_lines(v: &NightView) -> Vec<String> {
    let lang = v.lang;
    let mut lines = Vec::new();
    match v.state {
        MeetupState::Cancelled => lines.push(t(lang, msg!("meetup-is-cancelled"))),
        MeetupState::Started => lines.push(t(lang, msg!("meetup-is-started"))),
        MeetupState::Planned => {}
    }
    lines.push(t_with(
        lang,
        msg!("meetup-when"),
        &[
            ("start", when(v.starts_at).into()),
            ("end", format!("<t:{}:t>", v.ends_at).into()),
        ],
    ));
    lines.push(t_with(
        lang,
        msg!("meetup-where"),
        &[("place", v.place.as_str().into())],
    ));
    lines.push(t_with(
        lang,
        msg!("meetup-what"),
        &[
            ("variant", v.variant.as_str().into()),
            ("rounds", v.rounds.into()),
        ],
    ));
    for fact in &v.options {
        lines.push(format!("{}: {}", fact.name(lang), fact.value));
    }
    lines.push(draw_line(v));
    if let Some(was) = v.moved_from {
        lines.push(t_with(
            lang,
            msg!("meetup-moved-after"),
            &[("was", when(was).into())],
        ));
    }
    if v.weekly && v.state != MeetupState::Cancelled {
        lines.push(t(lang, msg!("meetup-weekly")));
    }
    if let Some((_, webcal)) = &v.calendar {
        lines.push(t_with(
            lang,
            msg!("meetup-calendar"),
            &[("webcal", webcal.as_str().into())],
        ));
    }
    lines
}

/// The night's announcement: when, where, what is played and how it is
/// drawn, who comes; the answer buttons while it takes answers. `note`
/// goes first (the event Discord would not make, someone moved up).
#[must_use]
pub fn announcement(v: &NightView, note: Option<&str>) -> Reply {
    let lang = v.lang;
    let lines = announcement_lines(v);
    let mut description = lines.join("\n");
    cut(&mut description, limits::DESCRIPTION);
    let mut reply = Reply {
        content: note.map(str::to_owned),
        embed: Some(Embed {
            title: format!("📅 {}", v.name),
            description,
            fields: attendance_fields(&v.attendance, lang),
            colour: match v.state {
                MeetupState::Cancelled => COLOUR_WARN,
                _ => COLOUR_INFO,
            },
            ..Embed::default()
        }),
        ..Reply::default()
    };
    if v.state == MeetupState::Planned {
        reply.buttons.extend([
            Button::action(
                t(lang, msg!("button-meetup-coming")),
                answer_id(v.id, Answer::Coming),
            )
            .style(Style::Primary),
            Button::action(
                t(lang, msg!("button-meetup-maybe")),
                answer_id(v.id, Answer::Maybe),
            ),
            Button::action(
                t(lang, msg!("button-meetup-cannot")),
                answer_id(v.id, Answer::Cannot),
            ),
        ]);
    }
    if let Some((https, _)) = &v.calendar {
        reply
            .buttons
            .push(Button::link(t(lang, msg!("button-meetup-calendar")), https.clone()).on_row(1));
    }
    if let Some(page) = &v.page {
        reply
            .buttons
            .push(Button::link(t(lang, msg!("button-web")), page.clone()).on_row(1));
    }
    reply
}

/// The description of the night's Discord event: what is played and how
/// round 1 is drawn, as plain text (Discord's events show no Markdown or
/// timestamps), the event's page last.
#[must_use]
pub fn event_description(v: &NightView) -> String {
    let lang = v.lang;
    let what = t_with(
        lang,
        msg!("meetup-what"),
        &[
            ("variant", v.variant.as_str().into()),
            ("rounds", v.rounds.into()),
        ],
    );
    let draw = match &v.draw {
        NightDraw::Beacon { chain, round } => t_with(
            lang,
            msg!("meetup-event-beacon"),
            &[("chain", chain.as_str().into()), ("round", (*round).into())],
        ),
        NightDraw::Seeds { .. } => t(lang, msg!("meetup-event-seeds")),
    };
    let mut text = format!("{what}\n{draw}");
    if let Some(page) = &v.page {
        text.push('\n');
        text.push_str(page);
    }
    text.replace("**", "")
}

/// The reminder: the night is near; it pings only those coming.
#[must_use]
pub fn reminder(v: &NightView) -> Reply {
    let coming = v.attendance.said_coming();
    let mentions: Vec<String> = coming.iter().map(|u| format!("<@{u}>")).collect();
    let mut content = t_with(
        v.lang,
        msg!("meetup-reminder"),
        &[
            ("name", v.name.as_str().into()),
            ("start", when(v.starts_at).into()),
            ("place", v.place.as_str().into()),
            ("people", mentions.join(" ").into()),
        ],
    );
    cut(&mut content, limits::CONTENT);
    Reply {
        content: Some(content),
        pings: coming,
        ..Reply::default()
    }
}

/// A place opened up for `user`, who waited: told in the channel, pinging
/// them alone (an edited announcement pings nobody).
#[must_use]
pub fn moved_up(v: &NightView, user: u64) -> Reply {
    let mut content = t_with(
        v.lang,
        msg!("meetup-you-moved-up"),
        &[
            ("person", format!("<@{user}>").into()),
            ("name", v.name.as_str().into()),
            ("start", when(v.starts_at).into()),
            ("place", v.place.as_str().into()),
        ],
    );
    cut(&mut content, limits::CONTENT);
    Reply {
        content: Some(content),
        pings: vec![user],
        ..Reply::default()
    }
}

/// The pairings under round 1: each board, White first, the bye, as
/// mentions.
#[must_use]
pub fn pairing_lines(p: &NightPairing, lang: Lang) -> Vec<String> {
    let mut out = vec![t(lang, msg!("meetup-pairings"))];
    let mention = |u: u64| Text::verbatim(format!("<@{u}>"));
    out.extend(lines(&p.pairing, mention).iter().map(|l| l.render(lang)));
    if p.pairing.boards.is_empty() && p.pairing.bye.is_none() {
        out.push(t(lang, msg!("meetup-no-players")));
    }
    out
}

/// `/meetup list`: the server's nights that have not ended, a started one
/// marked as under way.
#[must_use]
pub fn list(views: &[NightView], lang: Lang) -> Reply {
    if views.is_empty() {
        return Reply {
            content: Some(t(lang, msg!("meetup-list-empty"))),
            ..Reply::default()
        };
    }
    let mut lines = Vec::new();
    for v in views {
        let a = &v.attendance;
        // A night under way stays listed until it ends: when it started
        // ("2 hours ago") says less than until when it runs.
        let start = if v.state == MeetupState::Started {
            t_with(
                lang,
                msg!("meetup-list-now"),
                &[("end", format!("<t:{}:t>", v.ends_at).into())],
            )
        } else {
            when(v.starts_at)
        };
        let mut line = t_with(
            lang,
            msg!("meetup-list-line"),
            &[
                ("name", v.name.as_str().into()),
                ("start", start.into()),
                ("place", v.place.as_str().into()),
                ("coming", a.coming.len().into()),
            ],
        );
        if v.state == MeetupState::Cancelled {
            line = format!("~~{line}~~");
        }
        lines.push(line);
    }
    let mut description = lines.join("\n");
    cut(&mut description, limits::DESCRIPTION);
    Reply {
        embed: Some(Embed {
            title: t(lang, msg!("meetup-list-title")),
            description,
            colour: COLOUR_INFO,
            ..Embed::default()
        }),
        ..Reply::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_button_id_reads_back() {
        let id = answer_id(42, Answer::Cannot);
        let words: Vec<&str> = id.split('|').collect();
        assert_eq!(words[0], WORD);
        assert_eq!(read_answer(&words[1..]), Some((42, Answer::Cannot)));
        assert_eq!(read_answer(&["x", "coming"]), None);
        assert_eq!(read_answer(&["1", "perhaps"]), None);
    }

    #[test]
    fn a_long_list_of_people_is_cut_and_counted() {
        let many: Vec<u64> = (100_000_000_000_000_000..100_000_000_000_000_500).collect();
        let shown = people(&many, limits::FIELD_VALUE, Lang::En);
        assert!(
            shown.chars().count() <= limits::FIELD_VALUE,
            "{}",
            shown.len()
        );
        assert!(shown.ends_with("more"), "{shown}");
    }
}
