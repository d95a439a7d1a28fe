//! Discord's marks in a message's text (`<#100>`, `<@2>`, `<t:1796925600:F>`)
//! rewritten as a person sees them: one scan, each reader its own marks.

/// `text` with each mark that starts with `opener` rewritten by `read`,
/// which gives what it shows and the mark's length, or `None` for
/// something that only looks like one (left as it is).
pub fn rewrite(text: &str, opener: &str, read: impl Fn(&str) -> Option<(String, usize)>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(opener) {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        match read(rest) {
            Some((shown, len)) => {
                out.push_str(&shown);
                rest = &rest[len..];
            }
            None => {
                let first = rest.chars().next().map_or(1, char::len_utf8);
                out.push_str(&rest[..first]);
                rest = &rest[first..];
            }
        }
    }
    out.push_str(rest);
    out
}
