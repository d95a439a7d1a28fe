//! A roll as people read it: the message with its board, the record in a
//! few Markdown lines, the whole record as a file, the buttons under it.
//! Every front end shows rolls through here, so a roll looks the same
//! whether it came from `/random`, a roll-along, a record or a daily post.

use std::fmt::Write;

use backrank_entropy::Throw;

use crate::app::App;
use crate::app::error::AppError;
use crate::app::look::Look;
use crate::app::reply::{Button, Embed, Field, File, Reply, Visibility, cut, limits};
use crate::app::source_names::Origin;
use crate::app::view::board::{alt_text, heading};
use crate::app::view::links;
use crate::app::view::roll::{Known, RollView, StepView};
use crate::app::view::text;
use crate::core::position::{Placed, Position};
use crate::core::roll::text as roll_text;
use crate::core::roll::{Roll, StepKind};
use crate::core::variant::Variant;
use crate::i18n::{Lang, t, t_with};
use crate::render::RenderOptions;
use crate::store::{RecordRef, Scope};

/// Colours of the embed's side bar.
pub const COLOUR_ROLL: u32 = 0x2e7d32;
pub const COLOUR_WARN: u32 = 0xef6c00;
pub const COLOUR_INFO: u32 = 0x1565c0;

/// The name of the board image attached to a message.
pub const BOARD_FILE: &str = "board.png";

/// The board image file of `p` from its PNG ([`App::board_png`]), with its
/// alt text in `lang`.
pub fn board_file(p: &Position, png: Vec<u8>, lang: Lang) -> File {
    board_image(png, alt_text(&heading(p), &p.pieces(), lang))
}

/// The board image file: its PNG and its alt text, within Discord's limit
/// for alt text.
fn board_image(png: Vec<u8>, mut description: String) -> File {
    cut(&mut description, limits::ALT_TEXT);
    File {
        name: BOARD_FILE.into(),
        bytes: png,
        description: Some(description),
    }
}

/// What a roll's message shows beside the board.
#[derive(Clone, Debug)]
pub struct Shown<'a> {
    /// Where the throws came from.
    pub source: Origin<'a>,
    /// A "Roll again" button, where the front end offers one.
    pub again: Option<Button>,
    /// The saved record, when there is one.
    pub record: Option<RecordRef>,
    pub visibility: Visibility,
}

impl App {
    /// A position's board as PNG, drawn with the process's image settings;
    /// [`board_file`] gives it its alt text. Apart, the board can be drawn
    /// while the language is still being read.
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when drawing fails.
    pub async fn board_png(&self, p: &Position) -> Result<Vec<u8>, AppError> {
        self.png(p.variant(), p.pieces(), self.render).await
    }

    /// A position's board as an image file, drawn with these options (a
    /// person's preferences).
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when drawing fails.
    pub async fn image_as(
        &self,
        p: &Position,
        options: RenderOptions,
        lang: Lang,
    ) -> Result<File, AppError> {
        self.draw(p.variant(), p.pieces(), &heading(p), options, lang)
            .await
    }

    /// How rolls look when nobody asked otherwise: the process's image
    /// settings, with an image.
    pub fn default_look(&self) -> Look {
        Look {
            render: self.render,
            text_only: false,
            lang: Lang::En,
        }
    }

    /// Draws any set of pieces (a board still being set up, say).
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when drawing fails.
    pub async fn board_image(
        &self,
        variant: Variant,
        pieces: Vec<Placed>,
        heading: &str,
        lang: Lang,
    ) -> Result<File, AppError> {
        self.draw(variant, pieces, heading, self.render, lang).await
    }

    async fn draw(
        &self,
        variant: Variant,
        pieces: Vec<Placed>,
        heading: &str,
        options: RenderOptions,
        lang: Lang,
    ) -> Result<File, AppError> {
        let description = alt_text(heading, &pieces, lang);
        let png = self.png(variant, pieces, options).await?;
        Ok(board_image(png, description))
    }

    async fn png(
        &self,
        variant: Variant,
        pieces: Vec<Placed>,
        options: RenderOptions,
    ) -> Result<Vec<u8>, AppError> {
        let renderer = self.renderer;
        // Drawing and encoding are CPU work: off the async threads, and no
        // more at once than there are cores. A burst then queues here, in
        // order, where the deferral budget sees it, instead of hundreds of
        // blocking threads starving the threads that read requests.
        let turn = self.drawing.acquire().await;
        let drawn =
            tokio::task::spawn_blocking(move || renderer.render_pieces(variant, &pieces, &options))
                .await;
        drop(turn);
        let image = drawn
            .map_err(|e| AppError::Render(e.to_string()))?
            .map_err(|e| AppError::Render(e.to_string()))?;
        Ok(image.png)
    }

    /// A roll as every face shows it, in `lang`: its source named as the
    /// settings name it, its page where the club serves pages.
    #[must_use]
    pub fn roll_view(
        &self,
        roll: &Roll,
        source: Origin<'_>,
        record: Option<RecordRef>,
        lang: Lang,
    ) -> RollView {
        let known = Known::by(self.settings(), source, record, &roll.replay_code());
        RollView::new(roll, known, lang)
    }

    /// The club's site (`[web] public_url`), when it serves pages.
    fn page_base(&self) -> Option<String> {
        self.settings().web.checked_public_url().ok()?
    }

    /// A finished roll as a message: the board, the record, the facts, and
    /// the buttons (`shown.again` first, if the front end offers one).
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when the board cannot be drawn.
    pub async fn roll_message(
        &self,
        roll: &Roll,
        shown: Shown<'_>,
        look: &Look,
    ) -> Result<Reply, AppError> {
        let Shown {
            source,
            again,
            record,
            visibility,
        } = shown;
        let view = self.roll_view(roll, source, record, look.lang);
        self.view_message(&view, again, visibility, look).await
    }

    /// A roll's view as a message: the board, the record, the facts, and
    /// the buttons (`again` first, if the front end offers one).
    ///
    /// # Errors
    ///
    /// [`AppError::Render`] when the board cannot be drawn.
    pub async fn view_message(
        &self,
        view: &RollView,
        again: Option<Button>,
        visibility: Visibility,
        look: &Look,
    ) -> Result<Reply, AppError> {
        let private = visibility.is_private();
        let lang = view.lang;
        let mut buttons: Vec<Button> = again.into_iter().collect();
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
        let mut files = vec![self.image_as(&view.position, look.render, lang).await?];
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
            plain: Some(text::roll(view)),
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
        .map(|f| format!("{}: {}", f.name, f.value))
        .collect();
    let head = format!("{}\n```\n{}```\n", key_facts(view), view.position.diagram());
    let tail = format!(
        "{}\n{} `{}`",
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

/// The facts under a roll, a field each: the warning first when there is
/// one, the rest as the view lists them, codes in code spans on their own
/// lines.
fn roll_fields(view: &RollView) -> Vec<Field> {
    let lang = view.lang;
    let warning = view
        .warning
        .as_ref()
        .map(|w| field(&t(lang, msg!("field-not-uniform")), w, false));
    let facts = view.facts.iter().map(|f| {
        if f.is_code() {
            field(&f.name(lang), &format!("`{}`", f.value), false)
        } else {
            field(&f.name(lang), &f.value, true)
        }
    });
    warning.into_iter().chain(facts).collect()
}

/// One field of an embed.
pub fn field(name: &str, value: &str, inline: bool) -> Field {
    Field {
        name: name.to_owned(),
        value: value.to_owned(),
        inline,
    }
}

/// The id of a "Full record" button: `rec|SCOPE|NUMBER`. The bot reads it
/// back; it is made here because daily posts carry the button too.
pub fn record_button_id(scope: Scope, record_no: i64) -> String {
    format!("rec|{}|{record_no}", scope.key())
}

/// A [`record_button_id`] read back, from the words after `rec` (or the
/// store's id alone, on buttons made before records were numbered per
/// server); `None` when they are no such id.
pub fn read_record_button(words: &[&str]) -> Option<crate::app::records::RecordKey> {
    use crate::app::records::RecordKey;
    match *words {
        [id] => Some(RecordKey::Id(id.parse().ok()?)),
        [scope, n] => Some(RecordKey::Numbered(
            Scope::from_key(scope)?,
            n.parse().ok()?,
        )),
        _ => None,
    }
}

/// The record number of the saved roll a reply shows, read from its "Full
/// record" button.
pub fn record_no_of(reply: &crate::app::reply::Reply) -> Option<i64> {
    reply.buttons.iter().find_map(|b| match &b.kind {
        crate::app::reply::ButtonKind::Action(id) if id.starts_with("rec|") => {
            id.rsplit('|').next()?.parse().ok()
        }
        _ => None,
    })
}

/// The "Full record" button under a saved roll.
pub fn record_button(record: RecordRef, lang: Lang) -> Button {
    Button::action(
        t(lang, msg!("button-full-record")),
        record_button_id(record.scope, record.record_no),
    )
}

/// "Open on the web": the roll's page, when the club serves its pages.
fn web_button(view: &RollView) -> Option<Button> {
    let url = view.links.page.as_ref()?;
    // Discord refuses a link button's address past 512 characters (a
    // long variant file's code could make one).
    (url.len() <= limits::LINK_URL)
        .then(|| Button::link(t(view.lang, msg!("button-web")), url.clone()))
}

impl App {
    /// "Open on the web": an event's page (`/e/TOKEN`), when the club
    /// serves its pages and the event has one.
    #[must_use]
    pub fn event_web_button(&self, event: &crate::store::Event, lang: Lang) -> Option<Button> {
        let base = self.page_base()?;
        let token = event.event.web_token.as_deref()?;
        Some(Button::link(
            t(lang, msg!("button-web")),
            links::event_page_url(&base, token),
        ))
    }
}

/// "Analyse on lichess", for the variant lichess knows (Chess960).
pub fn lichess_button(p: &Position, lang: Lang) -> Option<Button> {
    links::lichess(p).map(|url| lichess_link(&url, lang))
}

/// The "Analyse on lichess" button for an analysis board's address.
fn lichess_link(url: &str, lang: Lang) -> Button {
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

    #[test]
    fn a_boards_alt_text_stays_within_discords_limit() {
        let p = Position::from_number(Variant::Chess960, 518).unwrap();
        let long = alt_text(&"x".repeat(2000), &p.pieces(), Lang::En);
        let file = board_image(Vec::new(), long);
        let alt = file.description.unwrap();
        assert_eq!(alt.chars().count(), limits::ALT_TEXT);
        assert!(alt.ends_with('…'));
    }

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
