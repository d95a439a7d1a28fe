//! `backrank doctor`'s first line: where the settings were read from.

use std::path::Path;

use super::Outcome;
use crate::app::settings::known::ENV_PREFIX;

/// Where the settings were read from: the defaults, the file given (if
/// any), and how many `BACKRANK__…` variables.
pub(super) fn settings_read(file: Option<&Path>) -> Outcome {
    let vars = std::env::vars()
        .filter(|(k, _)| k.starts_with(ENV_PREFIX))
        .count();
    let file = file.map_or_else(
        || "no settings file".to_owned(),
        |f| format!("{}", f.display()),
    );
    Outcome::Passed(format!(
        "read: the defaults, {file}, {vars} {ENV_PREFIX}… variable{}",
        if vars == 1 { "" } else { "s" }
    ))
}
