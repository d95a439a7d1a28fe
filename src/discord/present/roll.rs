//! A roll as Discord shows it: the message with its board, the key facts in
//! its text (they arrive with embeds turned off), the record in a few
//! Markdown lines, the whole record as a file when it does not fit, and
//! the buttons under it. Every command and the daily post show a roll
//! through here, from its view ([`crate::app::view::roll`]).

use std::fmt::Write;
use std::sync::Arc;

use backrank_entropy::Throw;

use super::{BOARD_FILE, COLOUR_ROLL, COLOUR_WARN, board_file, field};
use crate::app::App;
use crate::app::drawing::Look;
use crate::app::error::AppError;
use crate::app::play::game::Occasion;
use crate::app::source::names::ThrownWith;
use crate::app::view::links;
use crate::app::view::roll::{RollView, StepView};
use crate::app::view::text;
use crate::app::visibility::Visibility;
use crate::core::roll::text as roll_text;
use crate::core::roll::{Roll, StepKind};
use crate::discord::limits;
use crate::discord::play_button::play_button;
use crate::discord::record_button::record_button;
use crate::discord::reply::{Button, Embed, Field, File, Plain, Reply};
use crate::i18n::{Lang, t, t_with};
use crate::store::RecordRef;

/// What a roll's message shows beside the board.
#[derive(Clone, Debug)]
pub struct Shown<'a> {
    /// Where the throws came from.
    pub source: ThrownWith<'a>,
    /// A "Roll again" button, where the front end offers one.
    pub again: Option<Button>,
    /// The saved record, when there is one.
    pub record: Option<RecordRef>,
    pub visibility: Visibility,
    /// What the roll was, for a "Play on lichess" button; `None` for no
    /// button (lichess play is off here, or the face offers none).
    pub play: Option<Occasion>,
}

/// A finished roll as a message: the board, the record, the facts, and
/// the buttons (`shown.again` first, if the front end offers one).
///
/// # Errors
///
/// [`AppError::Render`] when the board cannot be drawn.
pub async fn roll_message(
    app: &App,
    roll: &Roll,
    shown: Shown<'_>,
    look: &Look,
) -> Result<Reply, AppError> {
    let Shown {
        source,
        again,
        record,
        visibility,
        play,
    } = shown;
    let view = app.views().roll(roll, source, record, look.lang);
    view_message(app, Arc::new(view), again, play, visibility, look).await
}

/// A roll's view as a message: the board, the record, the facts, and
/// the buttons (`again` first, if the front end offers one, then "Play on
/// lichess" when `play` names the occasion and lichess can play it).
///
/// # Errors
///
/// [`AppError::Render`] when the board cannot be drawn.
pub async fn view_message(
    app: &App,
    view: Arc<RollView>,
    again: Option<Button>,
    play: Option<Occasion>,
    visibility: Visibility,
    look: &Look,
) -> Result<Reply, AppError> {
    let shared = view.clone();
    let view = view.as_ref();
    let private = visibility.is_private();
    let lang = view.lang;
    let mut buttons: Vec<Button> = again.into_iter().collect();
    buttons.extend(play.and_then(|occasion| play_button(view, occasion, private, lang)));
    buttons.extend(view.record.map(|r| record_button(r, lang)));
    buttons.extend(
        view.links
            .lichess
            .as_ref()
            .map(|url| lichess_link(url, lang)),
    );
    if !private {
        buttons.extend(web_button(view));
    }
    if look.text_only {
        return Ok(Reply {
            ephemeral: private,
            buttons,
            ..text_board(view)
        });
    }
    let summary = record_markdown(&view.steps);
    let board = app
        .boards()
        .board(&view.position, look.render, lang)
        .await?;
    let mut files = vec![board_file(board)];
    let mut embed = Embed {
        title: view.heading.clone(),
        description: summary.clone(),
        fields: roll_fields(view),
        image: Some(BOARD_FILE.into()),
        footer: Some(t(lang, msg!("roll-footer"))),
        colour: if view.warning.is_some() {
            COLOUR_WARN
        } else {
            COLOUR_ROLL
        },
        // Written only if a face with no Markdown (the console) asks.
        plain: Some(Plain::new(move || text::roll(&shared))),
    };
    if summary.chars().count() > limits::DESCRIPTION || embed.text_len() > limits::EMBED_TOTAL {
        embed.description = t_with(
            lang,
            msg!("roll-too-long"),
            &[("steps", view.steps.len().into())],
        );
        files.push(record_txt(view));
    }
    Ok(Reply {
        ephemeral: private,
        content: Some(key_facts(view)),
        embed: Some(embed),
        files,
        buttons,
        ..Reply::default()
    })
}

/// The facts a player needs to set up a roll, in the message's text, so
/// they arrive with embeds and link previews turned off: the variant and
/// number, White's home rank as letters (Black's too where it differs), the
/// replay code. Each game's own words: Janggi's sides are Cho and Han, and
/// its letters get a key.
pub fn key_facts(view: &RollView) -> String {
    let lang = view.lang;
    let mut rows = view.rows.iter();
    let white = rows.next();
    let black = rows
        .next()
        .map(|row| {
            t_with(
                lang,
                msg!("key-facts-black"),
                &[
                    ("side", row.name(lang).into()),
                    ("row", row.value.as_str().into()),
                ],
            )
        })
        .unwrap_or_default();
    let legend = view
        .legend
        .as_ref()
        .map(|legend| format!(" ({legend})"))
        .unwrap_or_default();
    t_with(
        lang,
        msg!("key-facts"),
        &[
            ("heading", view.heading.as_str().into()),
            (
                "side",
                white.map(|w| w.name(lang)).unwrap_or_default().into(),
            ),
            (
                "white",
                white.map(|w| w.value.clone()).unwrap_or_default().into(),
            ),
            ("black", black.into()),
            ("legend", legend.into()),
            ("code", view.code().into()),
        ],
    )
}

/// The whole record as a file.
fn record_txt(view: &RollView) -> File {
    let lang = view.lang;
    File {
        name: "record.txt".into(),
        bytes: text::roll(view).into_bytes(),
        description: Some(t(lang, msg!("record-file-description"))),
    }
}

/// A roll as text only: the key facts, the board as a diagram, the record
/// and the facts under it; the record goes in `record.txt` when the whole
/// would pass Discord's limit for a message.
fn text_board(view: &RollView) -> Reply {
    let lang = view.lang;
    // The key facts carry the replay code; FEN goes last on its own.
    let facts: Vec<String> = roll_fields(view)
        .iter()
        .filter(|f| {
            !view
                .facts
                .iter()
                .any(|fact| fact.is_code() && fact.name(lang) == f.name)
        })
        .map(|f| fact_line(&f.name, &f.value, lang))
        .collect();
    // The codes a person copies, a line each after the FEN: a club
    // variant's lines that redo the roll (the replay code is in the key
    // facts already).
    let codes: String = view
        .facts
        .iter()
        .filter(|f| f.is_code() && ![msg!("field-fen"), msg!("field-replay")].contains(&f.label))
        .map(|f| {
            format!(
                "\n{}",
                fact_line(&f.name(lang), &format!("`{}`", f.value), lang)
            )
        })
        .collect();
    let head = format!("{}\n```\n{}```\n", key_facts(view), view.position.diagram());
    let tail = format!(
        "{}\n{} `{}`{codes}",
        facts.join(" · "),
        t(lang, msg!("field-fen")),
        view.fen()
    );
    let steps = record_markdown(&view.steps);
    let whole = format!("{head}{steps}{tail}");
    if whole.chars().count() <= limits::CONTENT {
        return Reply {
            content: Some(whole),
            ..Reply::default()
        };
    }
    let note = t_with(
        lang,
        msg!("roll-record-attached"),
        &[("steps", view.steps.len().into())],
    );
    Reply {
        content: Some(format!("{head}{note}\n{tail}")),
        files: vec![record_txt(view)],
        ..Reply::default()
    }
}

/// "Label: value" as `lang` writes it ("Label : value" in French).
fn fact_line(label: &str, value: &str, lang: Lang) -> String {
    t_with(
        lang,
        msg!("fact-line"),
        &[("label", label.into()), ("value", value.into())],
    )
}

/// The facts under a roll, a field each: the warning first when there is
/// one, the rest as the view lists them, codes in code spans on their own
/// lines.
fn roll_fields(view: &RollView) -> Vec<Field> {
    let lang = view.lang;
    let warning = view
        .warning_fact()
        .map(|w| field(&w.name(lang), &w.value, false));
    let facts = view.facts.iter().map(|f| {
        if f.is_code() {
            field(&f.name(lang), &format!("`{}`", f.value), false)
        } else {
            field(&f.name(lang), &f.value, true)
        }
    });
    warning.into_iter().chain(facts).collect()
}

/// "Open on the web": the roll's page, when the club serves its pages.
fn web_button(view: &RollView) -> Option<Button> {
    let url = view.links.page.as_ref()?;
    // Discord refuses a link button's address past 512 characters (a
    // long variant file's code could make one).
    (url.len() <= limits::LINK_URL)
        .then(|| Button::link(t(view.lang, msg!("button-web")), url.clone()))
}

/// "Open on the web": an event's page (`/e/TOKEN`), when the club serves
/// its pages and the event has one.
#[must_use]
pub fn event_web_button(app: &App, event: &crate::store::Event, lang: Lang) -> Option<Button> {
    let base = app.settings().web.checked_public_url().ok()??;
    let token = event.event.web_token.as_deref()?;
    Some(Button::link(
        t(lang, msg!("button-web")),
        links::event_page_url(&base, token),
    ))
}

/// The "Analyse on lichess" button for an analysis board's address.
pub fn lichess_link(url: &str, lang: Lang) -> Button {
    Button::link(t(lang, msg!("button-lichess")), url.to_owned())
}

/// The whole record of a roll as a file only the asker sees.
pub fn record_file(view: &RollView, title: &str) -> Reply {
    Reply {
        ephemeral: true,
        content: Some(title.to_owned()),
        files: vec![record_txt(view)],
        ..Reply::default()
    }
}

/// Throws as Markdown: kept faces plain, thrown-again faces struck through.
pub fn throws_markdown(throws: &[Throw]) -> String {
    roll_text::throws_with(throws, |face| format!("~~{face}~~"), " ")
}

/// The record in a few Markdown lines a phone shows well.
pub fn record_markdown(steps: &[StepView]) -> String {
    let mut s = String::new();
    for (i, step) in steps.iter().enumerate() {
        let n = i + 1;
        let side = step
            .side
            .as_ref()
            .map(|side| format!("{side} · "))
            .unwrap_or_default();
        let title = &step.title;
        let result = step.results.join(" ");
        let _ = match step.kind {
            StepKind::Throw => writeln!(
                s,
                "**{n}.** {side}{title}: {} → {}{}",
                throws_markdown(&step.throws),
                step.choice.as_deref().unwrap_or_default(),
                if result.is_empty() {
                    String::new()
                } else {
                    format!(" · {result}")
                }
            ),
            // A step without a throw shows its arithmetic, where it has
            // some, so the short record can be followed at the table too.
            StepKind::Forced => writeln!(
                s,
                "**{n}.** {side}{title}: {}",
                match (&step.choice, result.is_empty()) {
                    (Some(working), true) => working.clone(),
                    (Some(working), false) => {
                        format!("{} · {result}", working.trim_end_matches('.'))
                    }
                    (None, true) => step.text.clone(),
                    (None, false) => result,
                }
            ),
            StepKind::StartOver => writeln!(s, "**{n}.** ↺ {}", step.text),
        };
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The number method's steps without a throw show their divisions in
    /// the short record, so a table can follow it without the full one.
    #[test]
    fn the_short_record_of_the_number_method_shows_each_division() {
        let code: crate::core::replay::ReplayCode = "960-n6-1164-w".parse().unwrap();
        let roll = code.roll().unwrap();
        let steps = crate::app::view::roll::steps(&roll.steps, roll.spec.variant, Lang::En);
        let short = record_markdown(&steps);
        let lines: Vec<&str> = short.lines().collect();
        assert_eq!(
            lines[4],
            "**5.** Light-squared bishop: 736 ÷ 4 = 184 remainder 0 → 1st: b1 · Bishop on b1.",
            "{short}"
        );
        let divisions = lines.iter().filter(|l| l.contains(" ÷ ")).count();
        assert_eq!(divisions, 4, "{short}");
    }
}
