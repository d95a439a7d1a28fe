//! The language the command line speaks in, as asked for.

use crate::cli::error::CliError;
use crate::i18n::Lang;

/// The language asked for: `--lang` as given (a wrong one is named), else
/// the environment's `LANG` when Backrank speaks it (`de_DE.UTF-8`), else
/// none (English; in the console, unless the person's own preference says
/// otherwise).
pub fn asked_lang(flag: Option<&str>) -> Result<Option<Lang>, CliError> {
    match flag {
        Some(tag) => tag
            .parse::<Lang>()
            .map(Some)
            .map_err(|e| CliError::input(format!("--lang: {e}"))),
        None => Ok(std::env::var("LANG")
            .ok()
            .and_then(|tag| Lang::from_locale(&tag))),
    }
}
