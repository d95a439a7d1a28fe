//! A reply as Discord takes it (words, an embed, files, buttons, a select
//! menu, a form), independent of how it travels: the gateway, the HTTP
//! endpoint and the console each turn it into their own form, and
//! [`Reply::fit`] cuts it to Discord's limits ([`crate::discord::limits`]).

use std::sync::Arc;

use crate::discord::limits;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    /// The name of an attached image to show in the embed.
    pub image: Option<String>,
    pub footer: Option<String>,
    pub colour: u32,
    /// The same as plain text, where the embed shows a view, for a face
    /// with no Markdown (the console). Discord is never sent it.
    pub plain: Option<Plain>,
}

/// What a view's embed shows, as plain text, written only when a face
/// asks for it: a reply sent to Discord never pays for it.
#[derive(Clone)]
pub struct Plain(Arc<dyn Fn() -> String + Send + Sync>);

impl Plain {
    /// Text `write` gives when asked.
    pub fn new(write: impl Fn() -> String + Send + Sync + 'static) -> Plain {
        Plain(Arc::new(write))
    }

    /// Text already written.
    #[must_use]
    pub fn text(text: String) -> Plain {
        Plain::new(move || text.clone())
    }

    /// The text.
    #[must_use]
    pub fn render(&self) -> String {
        (self.0)()
    }
}

impl std::fmt::Debug for Plain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Plain").field(&self.render()).finish()
    }
}

/// Two are the same when they say the same.
impl PartialEq for Plain {
    fn eq(&self, other: &Plain) -> bool {
        self.render() == other.render()
    }
}

impl Eq for Plain {}

impl Embed {
    /// All the embed's text, as Discord counts it against 6000.
    pub fn text_len(&self) -> usize {
        self.title.chars().count()
            + self.description.chars().count()
            + self.footer.as_deref().map_or(0, |f| f.chars().count())
            + self
                .fields
                .iter()
                .map(|f| f.name.chars().count() + f.value.chars().count())
                .sum::<usize>()
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct File {
    pub name: String,
    pub bytes: Vec<u8>,
    /// What it shows, for people who cannot see it (Discord's alt text,
    /// at most [`limits::ALT_TEXT`] characters).
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonKind {
    /// Comes back to the bot with this id.
    Action(String),
    /// Opens a web page.
    Link(String),
}

/// How a button looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Style {
    /// The main thing to press (a die's faces).
    Primary,
    #[default]
    Secondary,
    /// Cannot be undone (Cancel).
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub kind: ButtonKind,
    pub style: Style,
    /// The row it sits on, from 0; rows hold five buttons at most.
    pub row: usize,
}

impl Button {
    pub fn action(label: impl Into<String>, id: impl Into<String>) -> Button {
        Button {
            label: label.into(),
            kind: ButtonKind::Action(id.into()),
            style: Style::Secondary,
            row: 0,
        }
    }

    pub fn link(label: impl Into<String>, url: impl Into<String>) -> Button {
        Button {
            kind: ButtonKind::Link(url.into()),
            ..Button::action(label, "")
        }
    }

    pub fn style(self, style: Style) -> Button {
        Button { style, ..self }
    }

    pub fn on_row(self, row: usize) -> Button {
        Button { row, ..self }
    }
}

/// A drop-down list (the faces of a d8 to d20), shown above the buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub id: String,
    pub placeholder: String,
    /// (label, value) pairs.
    pub options: Vec<(String, String)>,
}

/// A form with one text box (several faces at once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub id: String,
    pub title: String,
    pub label: String,
    pub placeholder: String,
}

/// What the bot says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// Only the person who asked sees it.
    pub ephemeral: bool,
    pub content: Option<String>,
    pub embed: Option<Embed>,
    pub files: Vec<File>,
    pub buttons: Vec<Button>,
    pub select: Option<Select>,
    /// Replace the message the pressed control is on, instead of sending a
    /// new one.
    pub update: bool,
    /// Open this form instead of answering.
    pub form: Option<Form>,
    /// The people this message may ping (a meetup's reminder, its
    /// pairings); nobody else, whatever names the text holds.
    pub pings: Vec<u64>,
}

/// Shortens `s` to at most `max` characters, ending in "…" when cut.
pub fn cut(s: &mut String, max: usize) {
    if s.chars().count() > max {
        let keep: String = s.chars().take(max.saturating_sub(1)).collect();
        *s = keep + "…";
    }
}

impl Reply {
    /// An error only the asker sees, saying what went wrong and what to do.
    pub fn error(message: impl Into<String>) -> Reply {
        let mut m = message.into();
        cut(&mut m, limits::CONTENT - 2);
        Reply {
            ephemeral: true,
            content: Some(format!("⚠️ {m}")),
            ..Reply::default()
        }
    }

    /// Brings every part within Discord's limits. Handlers build replies that
    /// fit; this is the net under them, so a long record can never make
    /// Discord refuse the whole reply.
    /// Puts a line above the message's text (the key facts of a roll stay
    /// under it).
    pub fn headline(&mut self, line: String) {
        self.content = Some(match self.content.take() {
            Some(text) => format!("{line}\n{text}"),
            None => line,
        });
    }

    pub fn fit(mut self) -> Reply {
        if let Some(c) = self.content.as_mut() {
            cut(c, limits::CONTENT);
        }
        if let Some(e) = self.embed.as_mut() {
            cut(&mut e.title, limits::TITLE);
            e.fields.truncate(limits::FIELDS);
            for f in &mut e.fields {
                cut(&mut f.name, limits::FIELD_NAME);
                cut(&mut f.value, limits::FIELD_VALUE);
            }
            if let Some(f) = e.footer.as_mut() {
                cut(f, limits::FOOTER);
            }
            cut(&mut e.description, limits::DESCRIPTION);
            // Over the total: shorten the description first (the full record
            // travels as a file anyway), then drop fields from the end.
            let over = e.text_len().saturating_sub(limits::EMBED_TOTAL);
            if over > 0 {
                let keep = e.description.chars().count().saturating_sub(over + 1);
                cut(&mut e.description, keep);
            }
            while e.text_len() > limits::EMBED_TOTAL && e.fields.pop().is_some() {}
        }
        for b in &mut self.buttons {
            cut(&mut b.label, limits::BUTTON_LABEL);
        }
        // At most five buttons a row, and five rows with the select menu.
        let rows = limits::ROWS - usize::from(self.select.is_some());
        let mut per_row = [0usize; limits::ROWS];
        self.buttons.retain(|b| {
            let keep = b.row < rows && per_row[b.row] < limits::BUTTONS_PER_ROW;
            if keep {
                per_row[b.row] += 1;
            }
            keep
        });
        if let Some(s) = self.select.as_mut() {
            s.options.truncate(limits::SELECT_OPTIONS);
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everything_is_cut_to_discords_limits() {
        let long = "x".repeat(10_000);
        let r = Reply {
            content: Some(long.clone()),
            embed: Some(Embed {
                title: long.clone(),
                description: long.clone(),
                fields: (0..30)
                    .map(|_| Field {
                        name: long.clone(),
                        value: long.clone(),
                        inline: false,
                    })
                    .collect(),
                footer: Some(long.clone()),
                ..Embed::default()
            }),
            buttons: (0..7)
                .map(|_| Button::action(long.clone(), "a"))
                .chain((0..9).map(|i| Button::action("b", "b").on_row(i)))
                .collect(),
            select: Some(Select {
                id: "s".into(),
                placeholder: "p".into(),
                options: vec![("x".into(), "x".into()); 30],
            }),
            ..Reply::default()
        }
        .fit();
        assert!(r.content.unwrap().chars().count() <= limits::CONTENT);
        let e = r.embed.unwrap();
        assert!(e.title.chars().count() <= limits::TITLE);
        assert!(e.fields.len() <= limits::FIELDS);
        assert!(
            e.fields
                .iter()
                .all(|f| f.value.chars().count() <= limits::FIELD_VALUE)
        );
        assert!(e.description.chars().count() <= limits::DESCRIPTION);
        assert!(e.text_len() <= limits::EMBED_TOTAL, "{}", e.text_len());
        // Row 0 keeps five of its eight; rows 1–3 one each; rows 4+ go, as
        // the select menu takes a row.
        assert_eq!(r.buttons.len(), 8);
        assert!(
            r.buttons
                .iter()
                .all(|b| b.label.chars().count() <= limits::BUTTON_LABEL)
        );
        assert_eq!(r.select.unwrap().options.len(), 25);
    }

    #[test]
    fn errors_are_ephemeral_and_marked() {
        let r = Reply::error("bad variant");
        assert!(r.ephemeral);
        assert_eq!(r.content.as_deref(), Some("⚠️ bad variant"));
    }
}
