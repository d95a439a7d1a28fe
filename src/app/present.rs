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
use crate::core::board::{Color, Role};
use crate::core::fen::Fen;
use crate::core::position::{Placed, Position};
use crate::core::roll::text::{self as roll_text, number_label};
use crate::core::roll::{Roll, Step, StepKind};
use crate::core::variant::{BoardKind, Variant};
use crate::i18n::{Lang, Msg, t, t_with};
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

/// The board image file: its PNG and its alt text.
fn board_image(png: Vec<u8>, description: String) -> File {
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
        let private = visibility.is_private();
        let lang = look.lang;
        let shown = self.source_shown(source, lang);
        let source_name = shown.as_str();
        let mut buttons: Vec<Button> = again.into_iter().collect();
        buttons.extend(record.map(|r| record_button(r, lang)));
        buttons.extend(lichess_button(&roll.position, lang));
        if !private {
            buttons.extend(self.web_button(roll, lang));
        }
        if look.text_only {
            return Ok(Reply {
                ephemeral: private,
                buttons,
                ..text_board(roll, source_name, record, lang)
            });
        }
        let v = roll.spec.variant;
        let warning = roll.spec.method.fairness_warning();
        let summary = record_markdown(&roll.steps, v.black_is_independent(), lang);
        let mut files = vec![self.image_as(&roll.position, look.render, lang).await?];
        let mut embed = Embed {
            title: heading(&roll.position),
            description: summary.clone(),
            fields: roll_fields(roll, source_name, record, lang),
            image: Some(BOARD_FILE.into()),
            footer: Some(t(lang, msg!("roll-footer"))),
            colour: if warning.is_some() {
                COLOUR_WARN
            } else {
                COLOUR_ROLL
            },
        };
        if summary.chars().count() > limits::DESCRIPTION || embed.text_len() > limits::EMBED_TOTAL {
            embed.description = t_with(
                lang,
                msg!("roll-too-long"),
                &[("steps", roll.steps.len().into())],
            );
            files.push(record_txt(roll, source_name, lang));
        }
        Ok(Reply {
            ephemeral: private,
            content: Some(key_facts(roll, lang)),
            embed: Some(embed),
            files,
            buttons,
            ..Reply::default()
        })
    }
}

/// A position's name: its variant and number ("Chess960 (Fischer
/// Random) · SP 518").
pub fn heading(p: &Position) -> String {
    let v = p.variant();
    format!("{} · {}", v.spec().name, number_label(v, p.number()))
}

/// The facts a player needs to set up a roll, in the message's text, so
/// they arrive with embeds and link previews turned off: the variant and
/// number, White's home rank as letters (Black's too where it differs), the
/// replay code. Each game's own words: Janggi's sides are Cho and Han, and
/// its letters get a key.
pub fn key_facts(roll: &Roll, lang: Lang) -> String {
    let p = &roll.position;
    let v = p.variant();
    let black = if v.black_is_independent() {
        t_with(
            lang,
            msg!("key-facts-black"),
            &[
                ("side", side_word(v, Color::Black, lang).into()),
                ("row", p.home_rank_letters(Color::Black).into()),
            ],
        )
    } else {
        String::new()
    };
    let legend = match v.spec().board {
        BoardKind::JanggiPoints => t(lang, msg!("key-facts-janggi-letters")),
        BoardKind::Chequered => String::new(),
    };
    t_with(
        lang,
        msg!("key-facts"),
        &[
            ("heading", heading(p).into()),
            ("side", side_word(v, Color::White, lang).into()),
            ("white", p.home_rank_letters(Color::White).into()),
            ("black", black.into()),
            ("legend", legend.into()),
            ("code", roll.replay_code().into()),
        ],
    )
}

/// A side as the game calls it: White and Black, or Janggi's Cho and Han.
pub fn side_word(v: Variant, side: Color, lang: Lang) -> String {
    let id = match (v.spec().board, side) {
        (BoardKind::JanggiPoints, Color::White) => msg!("side-cho"),
        (BoardKind::JanggiPoints, Color::Black) => msg!("side-han"),
        (BoardKind::Chequered, Color::White) => msg!("side-white"),
        (BoardKind::Chequered, Color::Black) => msg!("side-black"),
    };
    t(lang, id)
}

/// The whole record as a file.
fn record_txt(roll: &Roll, source_name: &str, lang: Lang) -> File {
    File {
        name: "record.txt".into(),
        bytes: roll_text::roll(roll, source_name, lang).into_bytes(),
        description: Some(t(lang, msg!("record-file-description"))),
    }
}

/// A roll as text only: the key facts, the board as a diagram, the record
/// and the facts under it; the record goes in `record.txt` when the whole
/// would pass Discord's limit for a message.
fn text_board(roll: &Roll, source_name: &str, record: Option<RecordRef>, lang: Lang) -> Reply {
    // The key facts carry the replay code; FEN goes last on its own.
    let (fen, replay) = (t(lang, msg!("field-fen")), t(lang, msg!("field-replay")));
    let facts: Vec<String> = roll_fields(roll, source_name, record, lang)
        .iter()
        .filter(|f| f.name != fen && f.name != replay)
        .map(|f| format!("{}: {}", f.name, f.value))
        .collect();
    let head = format!(
        "{}\n```\n{}```\n",
        key_facts(roll, lang),
        roll.position.diagram()
    );
    let tail = format!("{}\n{fen} `{}`", facts.join(" · "), Fen(&roll.position));
    let steps = record_markdown(&roll.steps, roll.spec.variant.black_is_independent(), lang);
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
        &[("steps", roll.steps.len().into())],
    );
    Reply {
        content: Some(format!("{head}{note}\n{tail}")),
        files: vec![record_txt(roll, source_name, lang)],
        ..Reply::default()
    }
}

/// The facts under a roll: method, device, source, number, throws, FEN and
/// replay code; the record number and a fairness warning first when there
/// are any.
fn roll_fields(
    roll: &Roll,
    source_name: &str,
    record: Option<RecordRef>,
    lang: Lang,
) -> Vec<Field> {
    let (v, m) = (roll.spec.variant, roll.spec.method);
    let name = |id: Msg| t(lang, id);
    let mut fields = Vec::new();
    if let Some(w) = m.fairness_warning() {
        fields.push(field(&name(msg!("field-not-uniform")), &w, false));
    }
    if let Some(r) = record {
        fields.push(field(
            &name(msg!("field-record")),
            &format!("#{}", r.record_no),
            true,
        ));
    }
    fields.extend([
        field(
            &name(msg!("field-method")),
            &format!("{} ({})", m.method, m.reference),
            true,
        ),
        field(&name(msg!("field-device")), roll.spec.dice.name(), true),
        field(&name(msg!("field-source")), source_name, true),
    ]);
    if roll.spec.exclude_standard {
        fields.push(field(
            &name(msg!("field-standard")),
            &name(msg!("field-standard-excluded")),
            true,
        ));
    }
    if roll.spec.pair {
        fields.push(field(
            &name(msg!("field-pair")),
            &name(msg!("field-pair-value")),
            true,
        ));
    }
    fields.extend([
        field(
            &name(msg!("field-number")),
            &number_label(v, roll.position.number()),
            true,
        ),
        field(
            &name(msg!("field-throws")),
            &roll.faces.len().to_string(),
            true,
        ),
        field(
            &name(msg!("field-fen")),
            &format!("`{}`", Fen(&roll.position)),
            false,
        ),
        field(
            &name(msg!("field-replay")),
            &format!("`{}`", roll.replay_code()),
            false,
        ),
    ]);
    fields
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

impl App {
    /// "Open on the web": the roll's page (`[web] public_url`), when the
    /// club serves its pages.
    fn web_button(&self, roll: &Roll, lang: Lang) -> Option<Button> {
        let base = self.settings().web.checked_public_url().ok()??;
        let url = roll_page_url(&base, &roll.replay_code());
        // Discord refuses a link button's address past 512 characters (a
        // long variant file's code could make one).
        (url.len() <= limits::LINK_URL).then(|| Button::link(t(lang, msg!("button-web")), url))
    }
}

impl App {
    /// "Open on the web": an event's page (`/e/TOKEN`), when the club
    /// serves its pages and the event has one.
    #[must_use]
    pub fn event_web_button(&self, event: &crate::store::Event, lang: Lang) -> Option<Button> {
        let base = self.settings().web.checked_public_url().ok()??;
        let token = event.event.web_token.as_deref()?;
        Some(Button::link(
            t(lang, msg!("button-web")),
            event_page_url(&base, token),
        ))
    }
}

/// An event's page on the club's web pages: `/e/` and its token.
pub fn event_page_url(base: &str, token: &str) -> String {
    format!("{}/e/{token}", base.trim_end_matches('/'))
}

/// A roll's page on the club's web pages: `/r/` and its replay code.
pub fn roll_page_url(base: &str, code: &str) -> String {
    format!("{}/r/{code}", base.trim_end_matches('/'))
}

/// "Analyse on lichess", for the variant lichess knows (Chess960).
pub fn lichess_button(p: &Position, lang: Lang) -> Option<Button> {
    (p.variant() == Variant::Chess960).then(|| {
        Button::link(
            t(lang, msg!("button-lichess")),
            lichess_url(&Fen(p).to_string()),
        )
    })
}

/// A board in words, for people who cannot see the image: the heading,
/// then each side's pieces by square (pawns counted), within Discord's
/// limit for alt text.
pub fn alt_text(heading: &str, pieces: &[Placed], lang: Lang) -> String {
    let side = |color: Color| {
        let mut mine: Vec<&Placed> = pieces.iter().filter(|p| p.color == color).collect();
        mine.sort_by_key(|p| (p.square.rank, p.square.file));
        let pawns = mine.iter().filter(|p| p.role == Role::Pawn).count();
        let mut words: Vec<String> = mine
            .iter()
            .filter(|p| p.role != Role::Pawn)
            .map(|p| {
                t_with(
                    lang,
                    msg!("alt-piece"),
                    &[
                        ("square", p.square.to_string().into()),
                        ("piece", piece_name(p.role, lang).into()),
                    ],
                )
            })
            .collect();
        if pawns > 0 {
            words.push(t_with(lang, msg!("alt-pawns"), &[("count", pawns.into())]));
        }
        if words.is_empty() {
            t(lang, msg!("alt-nothing"))
        } else {
            words.join(", ")
        }
    };
    let mut text = t_with(
        lang,
        msg!("alt-board"),
        &[
            ("heading", heading.into()),
            ("white", side(Color::White).into()),
            ("black", side(Color::Black).into()),
        ],
    );
    cut(&mut text, limits::ALT_TEXT);
    text
}

/// A piece's name in `lang`; a club's own piece keeps its file's name.
pub fn piece_name(role: Role, lang: Lang) -> String {
    match role {
        Role::Custom(_) => role.name().to_owned(),
        _ => crate::core::text::piece_ids(role)
            .map_or_else(|| role.name().to_owned(), |(one, _)| t(lang, one)),
    }
}

/// The whole record of a roll as a file only the asker sees.
pub fn record_file(roll: &Roll, source: &str, title: &str, lang: Lang) -> Reply {
    Reply {
        ephemeral: true,
        content: Some(title.to_owned()),
        files: vec![record_txt(roll, source, lang)],
        ..Reply::default()
    }
}

/// Throws as Markdown: kept faces plain, thrown-again faces struck through.
pub fn throws_markdown(throws: &[Throw]) -> String {
    roll_text::throws_with(throws, |face| format!("~~{face}~~"), " ")
}

/// The record in a few Markdown lines a phone shows well.
pub fn record_markdown(steps: &[Step], both_sides: bool, lang: Lang) -> String {
    let mut s = String::new();
    for (i, step) in steps.iter().enumerate() {
        let n = i + 1;
        let side = if both_sides {
            format!("{} · ", roll_text::side_name(step.side, lang))
        } else {
            String::new()
        };
        let title = step.title.render(lang);
        let result: Vec<String> = step.result.iter().map(|r| r.render(lang)).collect();
        let result = result.join(" ");
        let _ = match step.kind {
            StepKind::Throw => writeln!(
                s,
                "**{n}.** {side}{title}: {} → {}{}",
                throws_markdown(&step.throws),
                step.choice
                    .as_ref()
                    .map(|c| c.render(lang))
                    .unwrap_or_default(),
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
                    (Some(working), true) => working.render(lang),
                    (Some(working), false) => {
                        let working = working.render(lang);
                        format!("{} · {result}", working.trim_end_matches('.'))
                    }
                    (None, true) => step.text.render(lang),
                    (None, false) => result,
                }
            ),
            StepKind::StartOver => writeln!(s, "**{n}.** ↺ {}", step.text.render(lang)),
        };
    }
    s
}

/// A lichess analysis board for a Chess960 FEN.
pub fn lichess_url(fen: &str) -> String {
    format!(
        "https://lichess.org/analysis/chess960/{}",
        fen.replace(' ', "_")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alt_text_names_every_piece_by_square_and_stays_within_the_limit() {
        let p = Position::from_number(Variant::Chess960, 518).unwrap();
        assert_eq!(
            alt_text("SP 518", &p.pieces(), Lang::En),
            "SP 518. White: a1 rook, b1 knight, c1 bishop, d1 queen, e1 king, f1 bishop, \
             g1 knight, h1 rook, 8 pawns. Black: a8 rook, b8 knight, c8 bishop, d8 queen, e8 \
             king, f8 bishop, g8 knight, h8 rook, 8 pawns."
        );
        assert_eq!(
            alt_text("Empty", &[], Lang::En),
            "Empty. White: nothing yet. Black: nothing yet."
        );
        let long = alt_text(&"x".repeat(2000), &p.pieces(), Lang::En);
        assert_eq!(long.chars().count(), limits::ALT_TEXT);
        assert!(long.ends_with('…'));
    }

    /// The number method's steps without a throw show their divisions in
    /// the short record, so a table can follow it without the full one.
    #[test]
    fn the_short_record_of_the_number_method_shows_each_division() {
        let code: crate::core::replay::ReplayCode = "960-n6-1164-w".parse().unwrap();
        let roll = code.roll().unwrap();
        let short = record_markdown(&roll.steps, false, Lang::En);
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
