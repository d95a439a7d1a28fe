//! `backrank verify-event`: a revealed round of an event checked by
//! anyone, away from the bot: the seed against the published commitment,
//! and (with `--variant`) the position the seed gives.

use serde_json::json;

use crate::app::events::{self, VerifyError};
use crate::app::settings::Settings;
use crate::app::sources::SourceSpec;
use crate::cli::args::{Command, Format};
use crate::cli::{CliError, json, roll_spec, show_roll};
use crate::i18n::Lang;

/// Runs `verify-event` (`cmd` is that command).
///
/// # Errors
///
/// [`CliError::Input`] for a malformed commitment or roll options;
/// [`CliError::Failure`] when the seed does not match (exit 1).
pub async fn verify_event(
    settings: &Settings,
    cmd: Command,
    lang: Lang,
) -> Result<String, CliError> {
    let Command::VerifyEvent {
        event,
        round,
        seed,
        commitment,
        variant,
        how,
        format,
    } = cmd
    else {
        return Err(CliError::Input("not verify-event".into()));
    };
    let seed = seed.trim().to_owned();
    events::verify(&event, round, &seed, &commitment).map_err(|e| match e {
        VerifyError::NotACommitment(_) => CliError::Input(e.text().render(lang)),
        VerifyError::Mismatch(_) => CliError::Failure(format!("✗ {}", e.text().render(lang))),
    })?;
    let commitment = commitment.trim().to_ascii_lowercase();
    let roll = match variant {
        Some(v) => {
            let spec = roll_spec(&v, &how, settings.roll.dice, lang)?;
            Some(
                events::round_roll(spec, &seed)
                    .await
                    .map_err(|e| CliError::Failure(e.to_string()))?,
            )
        }
        None => None,
    };
    let source = SourceSpec::Seed(seed);
    Ok(match format {
        Format::Json => json::to_string(&json!({
            "event": event,
            "round": round,
            "commitment": commitment,
            "matches": true,
            "roll": roll.as_ref().map(|r| json::roll(r, &source)),
        })),
        Format::Text => {
            let mut out = format!(
                "✓ Round {round} of \"{event}\": the seed matches the published commitment \
                 {commitment}.\n"
            );
            if let Some(r) = &roll {
                out.push('\n');
                out.push_str(&show_roll(r, &source, Format::Text, lang));
            }
            out
        }
    })
}
