//! `backrank test-device`: a source thrown many times, to check that it is
//! fair before a club relies on it (the test itself is `hardware`'s).

use std::path::PathBuf;

use backrank_entropy::Die;

use crate::app::json;
use crate::app::settings::Settings;
use crate::app::source::spec::SourceSpec;
use crate::cli::error::CliError;
use crate::cli::hardware;
use crate::cli::shared_args::Format;

/// `backrank test-device`'s arguments (its help is the doc comment on
/// `Command::TestDevice`).
#[derive(Debug, clap::Args)]
pub struct TestDeviceArgs {
    /// The source: serial:PATH, exec:COMMAND, os or seed:TEXT.
    pub source: String,
    /// How many throws (default: 20 per face).
    #[arg(long, value_name = "N")]
    pub count: Option<u32>,
    /// The device (default: the tower's own die, else from settings).
    #[arg(long, value_name = "DEVICE")]
    pub dice: Option<String>,
    /// Forget the device's health tests (after fixing it), then stop.
    /// Its next rolls start a fresh count.
    #[arg(long, conflicts_with_all = ["count", "dice", "chart"])]
    pub reset_health: bool,
    /// Also draw the counts as a PNG chart in FILE: a bar per face
    /// against a fair device's line and the range it falls in 95 times
    /// in 100.
    #[arg(long, value_name = "FILE")]
    pub chart: Option<PathBuf>,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// `backrank test-device`: throws the device and reports the counts and
/// the health tests, or clears a refused device's health.
pub async fn run(settings: &Settings, args: TestDeviceArgs) -> Result<String, CliError> {
    let TestDeviceArgs {
        source,
        count,
        dice,
        reset_health,
        chart,
        format,
    } = args;
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
