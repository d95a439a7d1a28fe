//! `backrank roll`: a random starting position, with the record of every
//! throw.

use std::io::IsTerminal;

use crate::app::error::AppError;
use crate::app::rolls::roller::{CLI_OPTIONS, Named, Rolled, Roller, Throws};
use crate::app::settings::Settings;
use crate::app::source::spec::{self, SourceSpec};
use crate::cli::error::{CliError, app_error};
use crate::cli::png::{Written, write_png};
use crate::cli::roll_spec::roll_spec;
use crate::cli::shared_args::{Format, ImageArgs, RollFlags};
#[cfg(not(feature = "beacon"))]
use crate::cli::shown_roll::VerifiedDraw;
use crate::cli::shown_roll::show_drawn;
use crate::core::roll::RollSpec;
use crate::i18n::Lang;

/// `backrank roll`'s arguments (its help is the doc comment on
/// `Command::Roll`).
#[derive(Debug, clap::Args)]
pub struct RollArgs {
    /// Variant id or alias (see `backrank variants`).
    pub variant: String,
    #[command(flatten)]
    pub how: RollFlags,
    /// Where faces come from: os, seed:TEXT, beacon:ROUND (a published
    /// round of drand's public randomness beacon, verified), or typed
    /// (with --rolls).
    #[arg(long, value_name = "SOURCE")]
    pub source: Option<String>,
    /// Faces you threw, in order: numbers separated by spaces or commas, H/T for coins.
    #[arg(long, value_name = "FACES", allow_hyphen_values = true)]
    pub rolls: Option<String>,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub image: ImageArgs,
}

/// `backrank roll`: the roll, its record, and its image if asked.
pub async fn run(settings: &Settings, args: RollArgs, lang: Lang) -> Result<String, CliError> {
    let RollArgs {
        variant,
        how,
        source,
        rolls,
        format,
        image,
    } = args;
    let rolled = make_roll(settings, &variant, &how, source, rolls, lang).await?;
    #[cfg(feature = "beacon")]
    let drawn = rolled.drawn;
    #[cfg(not(feature = "beacon"))]
    let drawn: Option<VerifiedDraw> = None;
    let (roll, source) = (rolled.roll, rolled.source);
    if write_png(&roll.position, &image)? == Written::ToStdout {
        return Ok(String::new());
    }
    Ok(show_drawn(
        settings,
        &roll,
        Some(&source),
        (drawn.as_ref(), None),
        format,
        lang,
    ))
}

/// `backrank roll`: the roll the app makes with the source asked for
/// (`--source`, the faces of `--rolls`, else `[roll] source`).
async fn make_roll(
    settings: &Settings,
    variant: &str,
    how: &RollFlags,
    source: Option<String>,
    rolls: Option<String>,
    lang: Lang,
) -> Result<Rolled, CliError> {
    let named = source
        .map(|s| s.parse::<SourceSpec>().map(Named::from))
        .transpose()
        .map_err(CliError::input)?;
    let default = || {
        let kept: SourceSpec = settings
            .roll
            .source
            .parse()
            .map_err(|e: spec::SourceError| AppError::untranslated(e.to_string()))?;
        Named::from(kept).alone(&CLI_OPTIONS)
    };
    let throws =
        Throws::choose(named, rolls, default, &CLI_OPTIONS).map_err(|e| app_error(&e, lang))?;
    let spec = roll_spec(variant, how, throws.default_die(settings, None), lang)?;
    roll_with(settings, spec, throws, lang).await
}

/// `spec` rolled by the app with `throws`, a slow source's progress on
/// stderr.
async fn roll_with(
    settings: &Settings,
    spec: RollSpec,
    throws: Throws,
    lang: Lang,
) -> Result<Rolled, CliError> {
    let clock = crate::app::clock::SystemClock;
    let progress = Progress::default();
    let rolled = Roller::new(settings, &clock, CLI_OPTIONS)
        .roll(spec, throws, &|line| progress.line(&line), lang)
        .await;
    progress.done();
    rolled.map_err(|e| app_error(&e, lang))
}

/// "🎲 throw 3 of about 7…" on stderr while a slow source (a dice tower)
/// works, when
/// stderr is a terminal; nothing otherwise, so scripts see clean output.
struct Progress {
    show: bool,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            show: std::io::stderr().is_terminal(),
        }
    }
}

impl Progress {
    fn line(&self, line: &str) {
        if self.show {
            eprint!("\r{line}");
        }
    }

    fn done(&self) {
        if self.show {
            // Back to the line's start, and the line cleared (ANSI).
            eprint!("\r\x1b[2K");
        }
    }
}
