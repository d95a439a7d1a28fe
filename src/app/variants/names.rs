//! The names of servers' variant files: the file a variant's rolls and
//! events name (`thursday.toml`), the line that replays a roll of one, and
//! what may be a file's digest.

use crate::app::shell::shell_line;
use crate::core::variant::definition::DIGEST_LEN;

/// The name the file of a server's own variant `id` goes by in its
/// replies and printed commands (`thursday.toml`).
#[must_use]
pub fn variant_file_name(id: &str) -> String {
    format!("{id}.toml")
}

/// The command that replays a roll of a variant file from its replay
/// code, with the file saved as `variant_file` (as a roll's web page
/// serves it beside this line).
#[must_use]
pub fn replay_command(code: &str, variant_file: &str) -> String {
    let words = ["backrank", "replay", code, "--variant-file", variant_file];
    shell_line(&words.map(str::to_owned))
}

/// Whether `text` could be a variant file's digest: [`DIGEST_LEN`]
/// lowercase hex digits, as a replay code and a kept variant write it.
#[must_use]
pub fn is_digest(text: &str) -> bool {
    text.len() == DIGEST_LEN && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only what could be a digest reaches the store: eight lowercase hex
    /// digits, as codes write them.
    #[test]
    fn a_digest_is_eight_lowercase_hex_digits() {
        assert!(is_digest("6a8c1dab"));
        for not in [
            "",
            "6a8c1da",
            "6a8c1dab0",
            "6A8C1DAB",
            "6a8c1dag",
            "../../x",
            "6a8c1d b",
        ] {
            assert!(!is_digest(not), "{not}");
        }
    }
}
