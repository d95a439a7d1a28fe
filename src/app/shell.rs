//! Command lines people copy and run as printed: the lines that redo and
//! check a roll or an event's round, under a reply and on a web page.

/// Words as one line a shell runs as they are: each quoted where it needs
/// to be (an event's name has spaces, maybe quotes).
#[must_use]
pub fn shell_line(words: &[String]) -> String {
    let quoted: Vec<String> = words
        .iter()
        .map(|w| shlex::try_quote(w).map_or_else(|_| w.clone(), |q| q.into_owned()))
        .collect();
    quoted.join(" ")
}
