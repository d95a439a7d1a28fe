//! Words from elsewhere in a Discord message, shown as they were written:
//! Discord reads a message's text as Markdown, so another site's reason
//! (lichess's, which may carry `**bold**` or a link's brackets) would
//! format the reply, or break its own markup, if it went in as it is.

/// The characters Discord's Markdown gives a meaning to: emphasis,
/// strike-through, code, spoilers, quotes, headings, lists, masked links,
/// and mentions (`<@id>`).
const MARKUP: &[char] = &[
    '\\', '*', '_', '~', '`', '|', '>', '<', '#', '-', '[', ']', '(', ')',
];

/// `text` as Discord shows it literally: each markup character escaped
/// with a backslash, and line breaks and other control characters made
/// spaces (a new line would start a quote or a heading).
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.push(' ');
            continue;
        }
        if MARKUP.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_shown_as_written() {
        assert_eq!(escape("**bold** _it_"), "\\*\\*bold\\*\\* \\_it\\_");
        assert_eq!(escape("[x](https://e.org)"), "\\[x\\]\\(https://e.org\\)");
        assert_eq!(escape("a\n# b\\"), "a \\# b\\\\");
        assert_eq!(
            escape("<@123> ||s|| `c`"),
            "\\<@123\\> \\|\\|s\\|\\| \\`c\\`"
        );
        assert_eq!(escape("fen: Invalid FEN"), "fen: Invalid FEN");
    }
}
