//! A failure of the command line, sorted by who can fix it, and what each
//! kind becomes when the command ends: its stream and its exit status.

use std::process::ExitCode;

use crate::app::error::AppError;
use crate::app::settings::LogSettings;
use crate::i18n::Lang;

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
    /// The service's failure as one line of its JSON log (`[log] format
    /// = "json"`), so that a log collector reads it as it reads the rest:
    /// that line on stderr, with this exit status.
    LogLine { line: String, status: u8 },
}

impl CliError {
    pub fn input(e: impl ToString) -> CliError {
        CliError::Input(e.to_string())
    }
}

/// Prints what a command gave: its output on stdout; a failure on stderr,
/// or a report on stdout; and gives the exit status that says who can fix
/// it.
pub fn finish(result: Result<String, CliError>) -> ExitCode {
    match result {
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
        Err(CliError::LogLine { line, status }) => {
            eprintln!("{line}");
            ExitCode::from(status)
        }
    }
}

/// An app's refusal or fault as the command line says it: what the person
/// can fix is exit status 2; a fault is 1, with its detail (the device's
/// path, the relay's answer: the command line's user runs the machine).
pub fn app_error(e: &AppError, lang: Lang) -> CliError {
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

/// The failure that stopped `serve` or `web`, said as their log says
/// things: a JSON line when `[log] format = "json"`, else as any failure.
pub fn service_failed(e: crate::serve::ServeError, log: &LogSettings) -> CliError {
    if !crate::serve::log::writes_json(log) {
        return CliError::from(e);
    }
    CliError::LogLine {
        line: crate::serve::log::fatal_line(&e),
        status: if e.is_settings() { 2 } else { 1 },
    }
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
