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

/// Whether `settings` ask for JSON lines (a format that cannot be read is
/// said as text: its own error says what is wrong with it).
pub fn writes_json(settings: &LogSettings) -> bool {
    settings.format.parse() == Ok(LogFormat::Json)
}

/// The error that stopped the service, as one JSON line of the log's own
/// shape (`timestamp`, `level`, `message`, `target`), with `causes`: what
/// each error under it said, outermost first. Written whatever the level
/// filter, and whether or not the subscriber could be installed (a bad
/// `[log] level` is fatal too), so a log collector sees why the process
/// ended.
pub fn fatal_line(error: &(dyn std::error::Error + 'static)) -> String {
    use tracing_subscriber::fmt::format::Writer;
    use tracing_subscriber::fmt::time::{FormatTime, SystemTime};
    let mut timestamp = String::new();
    let _ = SystemTime.format_time(&mut Writer::new(&mut timestamp));
    let causes: Vec<String> = std::iter::successors(error.source(), |e| e.source())
        .map(ToString::to_string)
        .collect();
    serde_json::json!({
        "timestamp": timestamp,
        "level": "ERROR",
        "message": error.to_string(),
        "causes": causes,
        "target": "backrank",
    })
    .to_string()
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
        assert!(writes_json(&LogSettings {
            level: "info".into(),
            format: " Json".into(),
        }));
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

    #[test]
    fn a_fatal_error_is_one_json_line_with_its_causes() {
        let inner = std::io::Error::other("the disk is gone");
        let outer = LogError::Format("xml".into());
        let line = fatal_line(&outer);
        assert!(!line.contains('\n'));
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(v["level"], "ERROR");
        assert_eq!(v["message"], outer.to_string());
        assert_eq!(v["causes"], serde_json::json!([]));
        assert!(v["timestamp"].as_str().unwrap().contains('T'));
        #[derive(Debug, thiserror::Error)]
        #[error("could not start: {0}")]
        struct Wrapped(#[source] std::io::Error);
        let v: serde_json::Value = serde_json::from_str(&fatal_line(&Wrapped(inner))).unwrap();
        assert_eq!(v["causes"], serde_json::json!(["the disk is gone"]));
    }
}
