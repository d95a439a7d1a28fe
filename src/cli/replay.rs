//! `backrank replay`: the roll a replay code stands for, checked, when
//! asked, against the beacon round it was drawn from.

use crate::app::settings::Settings;
#[cfg(feature = "beacon")]
use crate::cli::beacon;
use crate::cli::error::{CliError, app_error};
use crate::cli::png::{Written, write_png};
use crate::cli::shared_args::{BeaconCheckArgs, Format, ImageArgs};
#[cfg(feature = "beacon")]
use crate::cli::shown_roll::VerifiedDraw;
use crate::cli::shown_roll::show_drawn;
use crate::core::replay::{ReplayCode, ReplayError};
use crate::i18n::Lang;

/// `backrank replay`'s arguments (its help is the doc comment on
/// `Command::Replay`).
#[derive(Debug, clap::Args)]
pub struct ReplayArgs {
    /// The code printed under a roll, like 960-p6-655354225554-9.
    pub code: String,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub image: ImageArgs,
    #[command(flatten)]
    pub beacon: BeaconCheckArgs,
}

/// `backrank replay`: the roll a replay code stands for.
pub async fn run(settings: &Settings, args: &ReplayArgs, lang: Lang) -> Result<String, CliError> {
    let ReplayArgs {
        code,
        format,
        image,
        beacon: check,
    } = args;
    let code: ReplayCode = code
        .parse()
        .map_err(|e: ReplayError| CliError::Input(e.text().render(lang)))?;
    let roll = crate::app::variants::kept::replayed_code(&code).map_err(|e| app_error(&e, lang))?;
    if check.beacon.is_none()
        && (check.drawn_again.exclude.is_some() || check.drawn_again.earlier.is_some())
    {
        return Err(CliError::Input(
            "--exclude and --earlier check an event round's beacon draw: give its --beacon \
             round and --signature too"
                .into(),
        ));
    }
    let (drawn, ruled) = match &check.beacon {
        #[cfg(feature = "beacon")]
        Some(at) => {
            let (drawn, ruled) = beacon::check(&roll, at, check, settings, lang).await?;
            (Some(drawn), ruled)
        }
        #[cfg(not(feature = "beacon"))]
        Some(_) => {
            let _ = settings;
            return Err(CliError::input(crate::app::source::spec::BEACON_NOT_BUILT));
        }
        None => (None, None),
    };
    if write_png(&roll.position, image)? == Written::ToStdout {
        return Ok(String::new());
    }
    // Opened from its code alone, unless the beacon round it is checked
    // against is its source.
    #[cfg(feature = "beacon")]
    let source = drawn.as_ref().map(VerifiedDraw::source);
    #[cfg(not(feature = "beacon"))]
    let source = None;
    Ok(show_drawn(
        settings,
        &roll,
        source.as_ref(),
        (drawn.as_ref(), ruled.as_ref()),
        *format,
        lang,
    ))
}
