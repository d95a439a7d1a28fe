//! The service's log: `tracing` events on stderr, as text for a person at a
//! terminal or as JSON lines for a log collector. serenity's own events come
//! through the same subscriber, so one filter governs both.

use std::str::FromStr;

use tracing_subscriber::EnvFilter;

use crate::app::settings::LogSettings;

/// A `[log]` setting the subscriber cannot use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LogError {
    #[error("[log] format = \"{0}\": use \"text\" or \"json\"")]
    Format(String),
    #[error("log level \"{directives}\": {problem}. Use error, warn, info, debug or trace")]
    Level { directives: String, problem: String },
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

impl FromStr for LogFormat {
    type Err = LogError;

    fn from_str(s: &str) -> Result<LogFormat, LogError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            other => Err(LogError::Format(other.chars().take(20).collect())),
        }
    }
}

/// The filter: `RUST_LOG` when set (the usual way to look closer at one
/// module), else `[log] level`.
///
/// # Errors
///
/// A message naming the bad directive.
pub fn filter(settings: &LogSettings) -> Result<EnvFilter, LogError> {
    let directives = std::env::var("RUST_LOG")
        .ok()
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| settings.level.clone());
    EnvFilter::builder()
        .parse(&directives)
        .map_err(|e| LogError::Level {
            problem: e.to_string(),
            directives,
        })
}

/// Installs the process's subscriber. A second call (tests start several
/// services in one process) keeps the first one.
///
/// # Errors
///
/// A message naming a wrong `[log]` setting.
pub fn init(settings: &LogSettings) -> Result<(), LogError> {
    let format: LogFormat = settings.format.parse()?;
    let filter = filter(settings)?;
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(true);
    let _ = match format {
        LogFormat::Text => builder
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_checked() {
        assert_eq!("JSON".parse(), Ok(LogFormat::Json));
        assert!(
            "xml"
                .parse::<LogFormat>()
                .unwrap_err()
                .to_string()
                .contains("\"text\" or \"json\"")
        );
        let bad = LogSettings {
            level: "info,serenity=loud".into(),
            format: "text".into(),
        };
        // RUST_LOG, if the test runner has one, would hide the bad level.
        if std::env::var_os("RUST_LOG").is_none() {
            assert!(
                filter(&bad)
                    .unwrap_err()
                    .to_string()
                    .contains("serenity=loud")
            );
        }
    }
}
