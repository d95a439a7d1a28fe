//! The `backrank` command line: checks the arguments, calls the library,
//! prints a text or JSON view of the result.
//!
//! Output goes to stdout only on success; errors go to stderr and exit with
//! 2 for bad input (the person can fix it) and 1 for anything else.

pub mod args;
#[cfg(feature = "beacon")]
mod beacon;
mod doctor;
mod event_rules;
mod events;
mod hardware;
use crate::app::json;
mod progress;
mod slash_commands;
mod stats;
mod store;
mod text;
mod variant_files;

use crate::core::fen::Fen;
use std::io::IsTerminal;
use std::process::ExitCode;

use backrank_entropy::Die;
use clap::Parser;

use std::sync::Arc;

use crate::app::error::AppError;
use crate::app::request::RollRequest;
use crate::app::roller::{CLI_OPTIONS, Named, Rolled, Roller, Throws};
use crate::app::settings::Settings;
use crate::app::source_names::{Origin, kept_source};
use crate::app::sources::{self, SourceSpec};
use crate::app::view::audit::AuditView;
use crate::app::view::doc::RollDoc;
use crate::app::view::roll::{Known, RollView};
use crate::bot::Bot;
use crate::core::audit::{self, Audit};
use crate::core::catalogue::{MethodSpec, die_error_text};
use crate::core::position::Position;
use crate::core::replay::{ReplayCode, ReplayError};
use crate::core::roll::{Roll, RollSpec};
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::{Lang, Text};
use crate::render::{self, RenderOptions, Theme};
use crate::store::GuildSettings;
use args::{Args, Command, Format, PositionFormat, RollFlags, VariantsCommand};

/// A roll's beacon draw, to show and check (none without the feature).
#[cfg(feature = "beacon")]
type Drawn = crate::app::beacon::Drawn;
#[cfg(not(feature = "beacon"))]
enum Drawn {}

/// An event round's beacon draw checked under the event's rules.
#[cfg(feature = "beacon")]
type Ruled = beacon::Ruled;
#[cfg(not(feature = "beacon"))]
enum Ruled {}

/// A failure, sorted by who can fix it.
#[derive(Debug, PartialEq, Eq)]
pub enum CliError {
    /// The input is wrong: exit status 2.
    Input(String),
    /// Something else failed: exit status 1.
    Failure(String),
    /// A report that found things to fix (`doctor`): the command's output
    /// all the same, printed whole on stdout (so `| jq` reads it), with
    /// exit status 2.
    Report(String),
}

impl CliError {
    fn input(e: impl ToString) -> CliError {
        CliError::Input(e.to_string())
    }
}

/// The language asked for: `--lang` as given (a wrong one is named), else
/// the environment's `LANG` when Backrank speaks it (`de_DE.UTF-8`), else
/// none (English; in the console, unless the person's own preference says
/// otherwise).
fn asked_lang(flag: Option<&str>) -> Result<Option<Lang>, CliError> {
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

/// Runs `backrank` with the process's arguments.
pub fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(a) => a,
        Err(e) => {
            let lang = asked_lang(lang_flag(std::env::args_os()).as_deref())
                .ok()
                .flatten()
                .unwrap_or_default();
            if let Some(said) = invalid_value(&e, lang) {
                eprintln!("backrank: {said}");
                return ExitCode::from(2);
            }
            // clap prints help and version to stdout (exit 0) and other
            // usage errors, with the usage line, to stderr (exit 2).
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("backrank: could not start: {e}");
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(run(args)) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(CliError::Input(msg)) => {
            eprintln!("backrank: {msg}");
            ExitCode::from(2)
        }
        Err(CliError::Failure(msg)) => {
            eprintln!("backrank: {msg}");
            ExitCode::from(1)
        }
        Err(CliError::Report(report)) => {
            print!("{report}");
            ExitCode::from(2)
        }
    }
}

/// `--lang`'s value among `args`, for the words of an error found before
/// the arguments could be read (any of which may not be text).
fn lang_flag(args: impl Iterator<Item = std::ffi::OsString>) -> Option<String> {
    let mut args = args.skip(1);
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy();
        if arg == "--lang" {
            return args.next().map(|tag| tag.to_string_lossy().into_owned());
        }
        if let Some(tag) = arg.strip_prefix("--lang=") {
            return Some(tag.to_owned());
        }
    }
    None
}

/// A value clap refused (`--format yaml`), said as Backrank says every
/// wrong value, in `lang`; `None` for other errors (help, version, a
/// missing argument keep clap's words and its usage line).
fn invalid_value(e: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::InvalidValue {
        return None;
    }
    let ContextValue::String(arg) = e.get(ContextKind::InvalidArg)? else {
        return None;
    };
    let ContextValue::String(given) = e.get(ContextKind::InvalidValue)? else {
        return None;
    };
    let ContextValue::Strings(valid) = e.get(ContextKind::ValidValue)? else {
        return None;
    };
    let flag = arg.split_whitespace().next().unwrap_or(arg);
    let refusal = crate::core::text::not_one_of(given, &valid.join(", "));
    Some(format!("{flag}: {}", refusal.render(lang)))
}

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
    image: &args::ImageArgs,
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

/// An app's refusal or fault as the command line says it: what the person
/// can fix is exit status 2; a fault is 1, with its detail (the device's
/// path, the relay's answer: the command line's user runs the machine).
fn app_error(e: &AppError, lang: Lang) -> CliError {
    let said = e.user_text(lang);
    match e {
        AppError::Input(_) | AppError::Conflict(_) => CliError::Input(said),
        // A source's or the app's own fault: its detail, unless it is what
        // was said already (a device's own words).
        AppError::Source { detail, .. } | AppError::Internal { detail, .. } if *detail == said => {
            CliError::Failure(said)
        }
        AppError::Source { detail, .. } | AppError::Internal { detail, .. } => {
            CliError::Failure(format!("{said} ({detail})"))
        }
        other => CliError::Failure(format!("{said} ({other})")),
    }
}

/// `backrank replay`: the roll a replay code stands for.
async fn replay_command(
    settings: &Settings,
    code: &str,
    format: Format,
    image: &args::ImageArgs,
    check: &args::BeaconCheckArgs,
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

impl From<crate::serve::ServeError> for CliError {
    fn from(e: crate::serve::ServeError) -> CliError {
        if e.is_settings() {
            CliError::Input(e.to_string())
        } else {
            CliError::Failure(e.to_string())
        }
    }
}

/// Writes the board image if `--png` asked for one. Options are checked
/// before anything is drawn, and nothing is written on error.
/// Where [`write_png`] put the image.
#[derive(Debug, PartialEq, Eq)]
enum Written {
    Nowhere,
    ToFile,
    /// `--png -`: the image is the command's output, so nothing else is
    /// printed.
    ToStdout,
}

fn write_png(p: &Position, args: &args::ImageArgs) -> Result<Written, CliError> {
    let Some(path) = &args.png else {
        return Ok(Written::Nowhere);
    };
    let to_stdout = path.as_os_str() == "-";
    if to_stdout && std::io::stdout().is_terminal() {
        return Err(CliError::Input(
            "--png -: a PNG written to the terminal would show as garbage: redirect it (`--png - \
             > board.png`, or into another program), or give a file name"
                .to_owned(),
        ));
    }
    let theme: Theme = match &args.theme {
        Some(t) => t.parse().map_err(CliError::input)?,
        None => Theme::default(),
    };
    let opts = RenderOptions {
        width: args.width.unwrap_or(render::DEFAULT_WIDTH),
        flip: args.flip,
        theme,
        highlight: !args.no_highlight,
    };
    let image = render::render(p, &opts).map_err(|e| match e {
        render::RenderError::Width(_) => CliError::input(e),
        other => CliError::Failure(other.to_string()),
    })?;
    if to_stdout {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        match out.write_all(&image.png).and_then(|()| out.flush()) {
            // The reader took what it wanted (`| head`): not a failure.
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            Err(e) => return Err(CliError::Failure(format!("could not write the image: {e}"))),
        }
        return Ok(Written::ToStdout);
    }
    std::fs::write(path, &image.png).map_err(|e| {
        CliError::Failure(format!(
            "could not write the image to {}: {e}",
            path.display()
        ))
    })?;
    Ok(Written::ToFile)
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

/// The spec `variant` and the flags ask for, resolved by the app's one
/// roll request (with no server, so nothing but `default_die` is a
/// default), or what is wrong with a name, in `lang`.
fn roll_spec(
    variant: &str,
    how: &RollFlags,
    default_die: Die,
    lang: Lang,
) -> Result<RollSpec, CliError> {
    let input = |text: Text| CliError::Input(text.render(lang));
    let variant: Variant = variant
        .parse()
        .map_err(|e: ParseVariantError| input(e.text()))?;
    let request = RollRequest {
        // Found above, among the variants this process knows.
        variant: None,
        method: how.method.clone(),
        dice: how
            .dice
            .as_deref()
            .map(str::parse::<Die>)
            .transpose()
            .map_err(|e| input(die_error_text(&e)))?,
        exclude_standard: Some(how.exclude_standard),
        pair: Some(how.pair),
    };
    request
        .resolve(variant, &GuildSettings::default(), default_die)
        .map_err(input)
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

/// What the command line knows of a roll, from its source (none: opened
/// from its replay code alone), as every face shows it.
fn roll_view(
    settings: &Settings,
    roll: &Roll,
    source: Option<&SourceSpec>,
    lang: Lang,
) -> RollView {
    let kept = source.map(kept_source);
    let origin = kept.as_ref().map_or(Origin::ReplayCode, Origin::Kept);
    let known = Known::by(settings, origin, None, &roll.replay_code());
    RollView::new(roll, known, lang)
}

/// A roll as the command line shows it, from its source (none: opened from
/// its replay code alone).
fn show_roll(
    settings: &Settings,
    roll: &Roll,
    source: Option<&SourceSpec>,
    format: Format,
    lang: Lang,
) -> String {
    show_drawn(settings, roll, source, (None, None), format, lang)
}

/// A roll with, when its throws are a beacon round's draw, that round and
/// how to check it.
#[cfg_attr(
    not(feature = "beacon"),
    allow(unused_mut, unused_variables, reason = "no draw without the beacon")
)]
fn show_drawn(
    settings: &Settings,
    roll: &Roll,
    source: Option<&SourceSpec>,
    (drawn, ruled): (Option<&Drawn>, Option<&Ruled>),
    format: Format,
    lang: Lang,
) -> String {
    let view = roll_view(settings, roll, source, lang);
    match format {
        Format::Text => {
            let mut out = crate::app::view::text::roll(&view);
            #[cfg(feature = "beacon")]
            if let Some(drawn) = drawn {
                out.push_str(&beacon::text(drawn, &roll.replay_code(), ruled, lang));
            }
            out
        }
        Format::Json => {
            let mut value = json::value(&RollDoc::of(&view));
            #[cfg(feature = "beacon")]
            if let (Some(drawn), Some(object)) = (drawn, value.as_object_mut()) {
                object.insert(
                    "beacon".to_owned(),
                    beacon::json(drawn, &roll.replay_code(), ruled, lang),
                );
            }
            json::to_string(&value)
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
