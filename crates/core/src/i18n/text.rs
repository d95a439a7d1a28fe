//! Words a lower layer writes without knowing who will read them: the
//! record of a roll is made in the core, once, and shown in the language of
//! each person who reads it. A [`Text`] keeps the message ids and their
//! arguments; [`Text::render`] writes it out in a language.

use std::fmt;

use fluent_bundle::FluentValue;
use serde::Serialize;

use super::{Lang, Msg, t_with};

/// Words to be rendered in a reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Text {
    /// A message of the language files, with its arguments.
    Msg(Msg, Vec<(&'static str, TextArg)>),
    /// The same in every language: squares, numbers, faces, and the words
    /// of a club's own variant file.
    Plain(String),
    /// Words from elsewhere (another site's reason for a refusal), the
    /// same in every language and shown as they were written: a face
    /// that reads its text as markup escapes them
    /// ([`Text::render_escaping`]), so they never format what it shows.
    Verbatim(String),
    /// Parts written one after another.
    Seq(Vec<Text>),
    /// The text with its first letter in capitals ("knight" at the start
    /// of a sentence).
    Capitalized(Box<Text>),
}

/// Fluent's numbers are `f64`s, exact for whole numbers up to 2^53; a
/// larger one (a Discord id, say) would come out rounded.
const EXACT_IN_F64: u64 = 1 << 53;

/// An argument of a message: a number (it may pick a plural form) or text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextArg {
    Num(u64),
    Text(Text),
}

impl Text {
    /// The message `id` with no arguments yet.
    #[must_use]
    pub fn msg(id: Msg) -> Text {
        Text::Msg(id, Vec::new())
    }

    /// Words that read the same in every language.
    #[must_use]
    pub fn plain(s: impl Into<String>) -> Text {
        Text::Plain(s.into())
    }

    /// Words from elsewhere, shown as written ([`Text::Verbatim`]).
    #[must_use]
    pub fn verbatim(s: impl Into<String>) -> Text {
        Text::Verbatim(s.into())
    }

    /// Nothing.
    #[must_use]
    pub fn empty() -> Text {
        Text::Seq(Vec::new())
    }

    /// Adds the argument `name`; on anything but a message it does nothing
    /// (a builder used on a message only).
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<TextArg>) -> Text {
        if let Text::Msg(_, args) = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    /// The text with its first letter in capitals.
    #[must_use]
    pub fn capitalized(self) -> Text {
        Text::Capitalized(Box::new(self))
    }

    /// The text in `lang`.
    #[must_use]
    pub fn render(&self, lang: Lang) -> String {
        self.render_escaping(lang, &str::to_owned)
    }

    /// The text in `lang` for a face that reads it as markup (Discord's
    /// Markdown): the words from elsewhere ([`Text::Verbatim`]) go
    /// through `escape`, everything else as written.
    #[must_use]
    pub fn render_escaping(&self, lang: Lang, escape: &dyn Fn(&str) -> String) -> String {
        let mut out = String::new();
        self.render_into(lang, escape, &mut out);
        out
    }

    fn render_into(&self, lang: Lang, escape: &dyn Fn(&str) -> String, out: &mut String) {
        match self {
            Text::Msg(id, args) => {
                let args: Vec<(&str, FluentValue<'_>)> = args
                    .iter()
                    .map(|(name, arg)| {
                        let value = match arg {
                            TextArg::Num(n) if *n <= EXACT_IN_F64 => FluentValue::from(*n),
                            // Past that it is an id, not a count: its digits.
                            TextArg::Num(n) => FluentValue::from(n.to_string()),
                            TextArg::Text(t) => FluentValue::from(t.render_escaping(lang, escape)),
                        };
                        (*name, value)
                    })
                    .collect();
                out.push_str(&t_with(lang, *id, &args));
            }
            Text::Plain(s) => out.push_str(s),
            Text::Verbatim(s) => out.push_str(&escape(s)),
            Text::Seq(parts) => parts.iter().for_each(|p| p.render_into(lang, escape, out)),
            Text::Capitalized(inner) => {
                let text = inner.render_escaping(lang, escape);
                let mut chars = text.chars();
                if let Some(first) = chars.next() {
                    out.extend(first.to_uppercase());
                    out.push_str(chars.as_str());
                }
            }
        }
    }

    /// `parts` joined by `sep`.
    #[must_use]
    pub fn join(parts: impl IntoIterator<Item = Text>, sep: &str) -> Text {
        let mut out = Vec::new();
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                out.push(Text::plain(sep));
            }
            out.push(part);
        }
        Text::Seq(out)
    }
}

impl From<u64> for TextArg {
    fn from(n: u64) -> TextArg {
        TextArg::Num(n)
    }
}

impl From<u32> for TextArg {
    fn from(n: u32) -> TextArg {
        TextArg::Num(u64::from(n))
    }
}

impl From<u8> for TextArg {
    fn from(n: u8) -> TextArg {
        TextArg::Num(u64::from(n))
    }
}

/// A whole number that may be negative; a negative one is written as it
/// is, as text.
impl From<i64> for TextArg {
    fn from(n: i64) -> TextArg {
        u64::try_from(n).map_or_else(|_| TextArg::Text(Text::Plain(n.to_string())), TextArg::Num)
    }
}

impl From<usize> for TextArg {
    fn from(n: usize) -> TextArg {
        TextArg::Num(n as u64)
    }
}

impl From<Text> for TextArg {
    fn from(t: Text) -> TextArg {
        TextArg::Text(t)
    }
}

impl From<String> for TextArg {
    fn from(s: String) -> TextArg {
        TextArg::Text(Text::Plain(s))
    }
}

impl From<&str> for TextArg {
    fn from(s: &str) -> TextArg {
        TextArg::Text(Text::plain(s))
    }
}

/// English, as the log and the JSON output write it.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// A string in English, so machine-readable output keeps its shape.
impl Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Compares the English: tests read records as English sentences.
impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.render(Lang::En) == *other
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.render(Lang::En) == other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_nest_and_render_in_each_language() {
        let king = Text::msg(msg!("piece-king"));
        assert_eq!(king.render(Lang::De), "König");
        let seq = Text::join([king.clone().capitalized(), Text::plain("e1")], " ");
        assert_eq!(seq.render(Lang::En), "King e1");
        assert_eq!(seq.render(Lang::Fr), "Roi e1");
        assert_eq!(Text::empty().render(Lang::Ko), "");
        assert_eq!(Text::plain("a1").with("ignored", 1u64), "a1");
    }

    /// Words from elsewhere are written as they are, and escaped only for
    /// a face that asks, wherever they sit.
    #[test]
    fn verbatim_words_are_escaped_only_where_asked() {
        let said = Text::msg(msg!("lichess-refused")).with("reason", Text::verbatim("**no**"));
        assert_eq!(said.render(Lang::En), "lichess refused the game: **no**");
        let stars = |s: &str| s.replace('*', "\\*");
        assert_eq!(
            said.render_escaping(Lang::En, &stars),
            "lichess refused the game: \\*\\*no\\*\\*"
        );
        let plain = Text::join([Text::plain("**a**"), Text::verbatim("*b*")], " ");
        assert_eq!(plain.render_escaping(Lang::En, &stars), "**a** \\*b\\*");
    }

    /// A Discord id is past what Fluent's numbers hold exactly; it is
    /// written digit for digit, and a count still picks its plural form.
    #[test]
    fn large_ids_keep_every_digit() {
        let id = 4_444_444_444_444_444_444_u64;
        let none = |channel: u64| Text::msg(msg!("error-daily-none-in")).with("channel", channel);
        assert_eq!(
            none(id).render(Lang::En),
            format!("there is no daily challenge in <#{id}>: `/daily show` lists them")
        );
        let edge = none(EXACT_IN_F64 + 1).render(Lang::De);
        assert!(edge.contains("<#9007199254740993>"), "{edge}");
        let pawns = |n: u64| {
            Text::msg(msg!("alt-pawns"))
                .with("count", n)
                .render(Lang::En)
        };
        assert_eq!(pawns(1), "1 pawn");
        assert_eq!(pawns(8), "8 pawns");
    }
}
