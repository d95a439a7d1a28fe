//! The `backrank` command line: checks the arguments, calls the library,
//! prints a text or JSON view of the result.
//!
//! Output goes to stdout only on success; errors go to stderr and exit with
//! 2 for bad input (the person can fix it) and 1 for anything else.

pub mod args;
#[cfg(feature = "beacon")]
mod beacon;
mod doctor;
mod entry;
mod error;
mod event_rules;
mod events;
mod hardware;
mod lang;
mod png;
mod progress;
mod roll_spec;
mod shared_args;
mod shown_roll;
mod slash_commands;
mod stats;
mod store;
mod text;
mod variant_files;

pub use entry::main;
pub use error::CliError;

use std::io::IsTerminal;
use std::sync::Arc;

use backrank_entropy::Die;

use crate::app::error::AppError;
use crate::app::json;
use crate::app::roller::{CLI_OPTIONS, Named, Rolled, Roller, Throws};
use crate::app::settings::Settings;
use crate::app::sources::{self, SourceSpec};
use crate::app::view::audit::AuditView;
use crate::bot::Bot;
use crate::core::audit::{self, Audit};
use crate::core::catalogue::{MethodSpec, die_error_text};
use crate::core::fen::Fen;
use crate::core::position::Position;
use crate::core::replay::{ReplayCode, ReplayError};
use crate::core::roll::RollSpec;
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::Lang;
use args::{Args, Command, PositionFormat, VariantsCommand};
use error::app_error;
use lang::asked_lang;
use png::{Written, write_png};
use roll_spec::roll_spec;
use shared_args::{BeaconCheckArgs, Format, ImageArgs, RollFlags};
use shown_roll::{Drawn, show_drawn};

/// Runs one command and returns what to print.
///
/// # Errors
///
/// [`CliError`] with the message for stderr.
pub async fn run(args: Args) -> Result<String, CliError> {
    // The defaults print even when the settings do not read: they are what
    // a broken settings file is fixed from.
    if let Command::Config { action } = &args.command {
        return Ok(config_command(action));
    }
    let settings = Settings::load(args.config.as_deref()).map_err(CliError::input)?;
    variant_files::load(&settings, &args.variant_files)?;
    let asked = asked_lang(args.lang.as_deref())?;
    let lang = asked.unwrap_or_default();
    match args.command {
        Command::Variants {
            action: Some(VariantsCommand::Check { file, format }),
            ..
        } => variant_files::check(&file, format),
        Command::Variants { format, .. } => Ok(match format {
            Format::Text => text::variants(lang),
            Format::Json => json::to_string(&json::variants()),
        }),
        Command::Position {
            variant,
            number,
            format,
            image,
        } => position_command(&variant, &number, format, &image, lang),
        cmd @ Command::Roll { .. } => roll_command(&settings, cmd, lang).await,
        Command::Replay {
            code,
            format,
            image,
            beacon,
        } => replay_command(&settings, &code, format, &image, &beacon, lang).await,
        Command::Devices { format } => hardware::devices(format == Format::Json),
        Command::Serve { http } => crate::serve::run(settings, http)
            .await
            .map(|()| String::new())
            .map_err(CliError::from),
        Command::Web { addr, no_events } => crate::serve::web(settings, addr, !no_events)
            .await
            .map(|()| String::new())
            .map_err(CliError::from),
        Command::Console { dir } => console_command(settings, dir, asked).await,
        Command::TestDevice {
            source,
            count,
            dice,
            reset_health,
            chart,
            format,
        } => {
            let asked = hardware::DeviceTest { count, dice, chart };
            test_device(&settings, &source, asked, reset_health, format).await
        }
        Command::Store { action } => store::run(&settings, action).await,
        Command::Doctor { http, format } => {
            doctor::run(&settings, args.config.as_deref(), http, format).await
        }
        Command::Commands { action } => slash_commands::run(&settings, action).await,
        Command::Config { action } => Ok(config_command(&action)),
        cmd @ Command::VerifyEvent { .. } => events::verify_event(&settings, cmd, lang).await,
        cmd @ Command::Stats { .. } => stats::run(settings, cmd, lang).await,
        Command::Audit {
            variant,
            method,
            dice,
            exclude_standard,
            format,
        } => audit_command(
            &settings,
            &variant,
            (method.as_deref(), dice.as_deref(), exclude_standard),
            format,
            lang,
        ),
    }
}

/// `backrank config`: the built-in defaults, every setting with its comment.
fn config_command(action: &args::ConfigAction) -> String {
    match action {
        args::ConfigAction::Defaults => crate::app::settings::DEFAULT_TOML.to_owned(),
    }
}

/// `backrank roll` (`cmd` is that command): the roll, its record, and its
/// image if asked.
async fn roll_command(settings: &Settings, cmd: Command, lang: Lang) -> Result<String, CliError> {
    let Command::Roll {
        variant,
        how,
        source,
        rolls,
        format,
        image,
    } = cmd
    else {
        return Err(CliError::Input("not roll".into()));
    };
    let rolled = make_roll(settings, &variant, &how, source, rolls, lang).await?;
    #[cfg(feature = "beacon")]
    let drawn = rolled.drawn;
    #[cfg(not(feature = "beacon"))]
    let drawn: Option<Drawn> = None;
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

/// `backrank console`: the bot behind a prompt, in `lang` if asked (else
/// as the person's own preference, or English).
async fn console_command(
    settings: Settings,
    dir: std::path::PathBuf,
    lang: Option<Lang>,
) -> Result<String, CliError> {
    let bot = Arc::new(new_bot(settings).await?);
    let stdin = std::io::stdin();
    let prompt = stdin.is_terminal();
    let place = crate::bot::transport::console::Place { dir, prompt, lang };
    crate::bot::transport::console::run(bot, stdin.lock(), std::io::stdout(), place).await;
    Ok(String::new())
}

/// `backrank position`: a numbered position, its set-up steps, and its
/// image if asked.
fn position_command(
    variant: &str,
    number: &str,
    format: PositionFormat,
    image: &ImageArgs,
    lang: Lang,
) -> Result<String, CliError> {
    let variant: Variant = variant
        .parse()
        .map_err(|e: ParseVariantError| CliError::Input(e.text().render(lang)))?;
    let number = parse_number(number)?;
    let position = Position::from_number(variant, number)
        .map_err(|e| CliError::Input(e.text().render(lang)))?;
    if write_png(&position, image)? == Written::ToStdout {
        return Ok(String::new());
    }
    let steps = crate::core::roll::setup_steps(&position);
    Ok(match format {
        PositionFormat::Text => {
            let shown = crate::app::view::roll::steps(&steps, variant, lang);
            text::position(&position, &shown, lang)
        }
        PositionFormat::Fen => format!("{}\n", Fen(&position)),
        PositionFormat::Json => json::to_string(&json::position(&position, number, &steps)),
    })
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
            .map_err(|e: sources::SourceError| AppError::untranslated(e.to_string()))?;
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

/// `backrank replay`: the roll a replay code stands for.
async fn replay_command(
    settings: &Settings,
    code: &str,
    format: Format,
    image: &ImageArgs,
    check: &BeaconCheckArgs,
    lang: Lang,
) -> Result<String, CliError> {
    let code: ReplayCode = code
        .parse()
        .map_err(|e: ReplayError| CliError::Input(e.text().render(lang)))?;
    let roll = crate::app::rolls::replayed_code(&code).map_err(|e| app_error(&e, lang))?;
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
            return Err(CliError::input(sources::SourceError::NotBuilt(
                "beacon", "beacon",
            )));
        }
        None => (None, None),
    };
    if write_png(&roll.position, image)? == Written::ToStdout {
        return Ok(String::new());
    }
    // Opened from its code alone, unless the beacon round it is checked
    // against is its source.
    #[cfg(feature = "beacon")]
    let source = drawn.as_ref().map(Drawn::source);
    #[cfg(not(feature = "beacon"))]
    let source = None;
    Ok(show_drawn(
        settings,
        &roll,
        source.as_ref(),
        (drawn.as_ref(), ruled.as_ref()),
        format,
        lang,
    ))
}

/// `backrank test-device`: throws the device and reports the counts and
/// the health tests, or clears a refused device's health.
async fn test_device(
    settings: &Settings,
    source: &str,
    asked: hardware::DeviceTest,
    reset_health: bool,
    format: Format,
) -> Result<String, CliError> {
    let hardware::DeviceTest { count, dice, chart } = asked;
    let spec: SourceSpec = source.parse().map_err(CliError::input)?;
    if reset_health {
        return hardware::reset_health(&spec, settings).await;
    }
    let die: Die = match dice {
        Some(d) => d.parse().map_err(CliError::input)?,
        None => spec.default_die(settings),
    };
    let count = count.unwrap_or(20 * u32::from(die.sides()));
    let result = hardware::test_device(&spec, die, count, settings).await?;
    if let (Some(why), 0) = (&result.stopped, result.counts.iter().sum::<u64>()) {
        // Not one throw: a report of zeros ("health passing; 0 samples")
        // would only hide the reason.
        let why = why.trim_start_matches("stopped after 0 throws: ");
        let why = why
            .strip_prefix(&format!("{} failed: ", result.source))
            .unwrap_or(why);
        return Err(CliError::Failure(format!(
            "could not test {}: {why}",
            result.source
        )));
    }
    // The chart is drawn also when the test stopped early: the counts so
    // far are what the operator looks at.
    if let Some(path) = &chart {
        hardware::write_chart(&result, path)?;
    }
    let mut out = match format {
        Format::Text => hardware::test_text(&result),
        Format::Json => json::to_string(&hardware::test_json(&result)),
    };
    if let (Some(path), Format::Text) = (&chart, format) {
        out += &format!("\nChart written to {}.\n", path.display());
    }
    if result.stopped.is_some() {
        // The counts so far are still worth seeing; like every
        // error they go to stderr, and the exit status says the
        // device failed.
        return Err(CliError::Failure(format!(
            "the device test stopped early\n\n{out}"
        )));
    }
    Ok(out)
}

/// `backrank audit`: the exact audit of one method, or all, with one
/// device, or all.
fn audit_command(
    settings: &Settings,
    variant: &str,
    (method, dice, exclude_standard): (Option<&str>, Option<&str>, bool),
    format: Format,
    lang: Lang,
) -> Result<String, CliError> {
    let variant: Variant = variant
        .parse()
        .map_err(|e: ParseVariantError| CliError::Input(e.text().render(lang)))?;
    let methods: Vec<&'static MethodSpec> = match method {
        Some("all") => variant.methods().iter().collect(),
        Some(m) => vec![
            variant
                .method_named(m)
                .map_err(|e| CliError::Input(e.text().render(lang)))?,
        ],
        None => vec![variant.default_method()],
    };
    let dice: Vec<Die> = match dice {
        Some("all") => Die::ALL.to_vec(),
        Some(d) => vec![
            d.parse()
                .map_err(|e| CliError::Input(die_error_text(&e).render(lang)))?,
        ],
        None => vec![settings.roll.dice],
    };
    let progress = progress::Progress::bar((methods.len() * dice.len()) as u64);
    let mut audits: Vec<(Audit, &'static MethodSpec)> = Vec::new();
    for &m in &methods {
        for &d in &dice {
            progress.step(format!("{variant} · {} · {d}", m.method));
            let a = if exclude_standard {
                audit::audit_excluding_standard(variant, m, d)
            } else {
                audit::audit(variant, m, d)
            };
            let a = a.map_err(|e| CliError::Failure(e.to_string()))?;
            audits.push((a, m));
        }
    }
    progress.done();
    let skew =
        crate::app::view::audit::skew_of(&audits).map_err(|e| CliError::Failure(e.to_string()))?;
    Ok(match format {
        Format::Text => {
            let views: Vec<AuditView> = audits
                .iter()
                .map(|(a, m)| AuditView::new(a, m, skew.clone(), lang))
                .collect();
            crate::app::view::text::audits(&views)
        }
        Format::Json if audits.len() == 1 => json::to_string(&json::audit(&audits[0].0)),
        Format::Json => json::to_string(&serde_json::Value::Array(
            audits.iter().map(|(a, _)| json::audit(a)).collect(),
        )),
    })
}

/// The bot with its store opened (created on first run) from `[store]`.
async fn new_bot(settings: Settings) -> Result<Bot, CliError> {
    crate::serve::app(settings)
        .await
        .map(Bot::from_app)
        .map_err(CliError::from)
}

/// The longest number text read: more digits than any position number has.
const MAX_NUMBER_LEN: usize = 20;

fn parse_number(text: &str) -> Result<u64, CliError> {
    let t = text.trim();
    let bad = || {
        CliError::Input(format!(
            "'{}' is not a position number: give a whole number like 518",
            t.chars().take(MAX_NUMBER_LEN).collect::<String>()
        ))
    };
    if t.is_empty() || t.len() > MAX_NUMBER_LEN || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    t.parse().map_err(|_| bad())
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


#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_checked_before_use() {
        assert_eq!(parse_number(" 518 "), Ok(518));
        assert!(matches!(parse_number("-1"), Err(CliError::Input(_))));
        assert!(matches!(parse_number("5e2"), Err(CliError::Input(_))));
        assert!(matches!(
            parse_number(&"9".repeat(30)),
            Err(CliError::Input(_))
        ));
        assert!(matches!(
            parse_number("99999999999999999999"),
            Err(CliError::Input(_))
        ));
    }
}
