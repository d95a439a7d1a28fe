//! `backrank stats`: `/stats` away from Discord, for whoever runs the bot:
//! a server's (or a person's) rolls from the store, each test with its
//! table of counts, and the charts as files when asked.

use std::fmt::Write;
use std::path::{Path, PathBuf};

use backrank_entropy::HealthReport;
use serde_json::json;

use crate::app::json;
use crate::app::settings::Settings;
use crate::app::source::names::kind_name;
use crate::app::stats::tally::{Stats, since};
use crate::app::stats::view::{StatsAsked, body_text, health_lines, source_word_name, tests};
use crate::cli::error::CliError;
use crate::cli::shared_args::Format;
use crate::core::stats::Fit;
use crate::i18n::{Lang, t, t_with};
use crate::render::chart::chart;
use crate::store::{Scope, SourceKind};

/// `backrank stats`'s arguments (its help is the doc comment on
/// `Command::Stats`).
#[derive(Debug, clap::Args)]
pub struct StatsArgs {
    /// The server's id (in Discord: right-click the server, Copy
    /// Server ID).
    #[arg(
        long,
        value_name = "ID",
        required_unless_present = "user",
        conflicts_with = "user"
    )]
    pub server: Option<u64>,
    /// A person's id: their rolls outside servers (DMs, apps).
    #[arg(long, value_name = "ID")]
    pub user: Option<u64>,
    /// Only the last this many days (1 to 3653; default: all time).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(i64).range(1..=crate::app::stats::tally::MAX_DAYS))]
    pub days: Option<i64>,
    /// Only the rolls of one source: tower (with its health tests), os,
    /// typed, table (roll-alongs at the table), seed or beacon.
    #[arg(long, value_name = "SOURCE", value_parser = ["tower", "os", "typed", "table", "seed", "beacon"])]
    pub source: Option<String>,
    /// Also draw each test as a PNG chart in DIR (made if missing).
    #[arg(long, value_name = "DIR")]
    pub charts: Option<PathBuf>,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Runs `stats`.
///
/// # Errors
///
/// [`CliError::Input`] for bad settings; [`CliError::Failure`] when the
/// store fails or a chart cannot be written.
pub async fn run(settings: Settings, args: StatsArgs, lang: Lang) -> Result<String, CliError> {
    let StatsArgs {
        server,
        user,
        days,
        source,
        charts,
        format,
    } = args;
    let scope = match (server, user) {
        (Some(g), _) => Scope::Guild(g),
        (None, Some(u)) => Scope::User(u),
        (None, None) => return Err(CliError::Input("give --server ID or --user ID".into())),
    };
    // clap has checked the name already.
    let kind = source.as_deref().and_then(|s| s.parse::<SourceKind>().ok());
    let hardware = settings.bot.hardware_name.clone();
    let app = crate::serve::app(settings).await?;
    let now = app.clock().now().as_second();
    let stats = app
        .stats()
        .of(scope, since(now, days), kind)
        .await
        .map_err(|e| {
            // The operator runs the store too: the detail is theirs to see.
            let detail = e.detail().map(|d| format!(" ({d})")).unwrap_or_default();
            CliError::Failure(format!("{}{detail}", e.user_text(lang)))
        })?;
    let health = match (kind, app.tower()) {
        (Some(SourceKind::Tower), Some(tower)) => Some(
            tower
                .kept_health()
                .await
                .map_err(|e| CliError::Failure(e.to_string()))?,
        ),
        _ => None,
    };
    let asked = StatsAsked {
        scope,
        days,
        source: kind,
        hardware: &hardware,
    };
    let source = |word: &str| source_word_name(word, &hardware, lang);
    let tests = tests(&stats, &source, lang);
    let written = match &charts {
        Some(dir) => write_charts(dir, &stats, &tests)?,
        None => Vec::new(),
    };
    Ok(match format {
        Format::Json => json::to_string(&json!({
            "scope": match scope {
                Scope::Guild(g) => json!({ "server": g.to_string() }),
                Scope::User(u) => json!({ "user": u.to_string() }),
            },
            "days": days,
            "source": kind,
            "health": health.as_ref().map(|h| health_json(h)),
            "stats": stats,
            "charts": written,
        })),
        Format::Text => {
            let mut out = text(&stats, &asked, &source, &tests, lang);
            if let Some(h) = &health {
                let (name, value) = health_lines(h, &asked, lang);
                let _ = writeln!(out, "\n{name}\n{value}");
            }
            if !written.is_empty() {
                let files = [("files", written.join(", ").into())];
                let said = t_with(lang, msg!("stats-charts-written"), &files);
                let _ = writeln!(out, "\n{said}");
            }
            out
        }
    })
}

/// The statistics for a terminal: the heading (naming the server or
/// person by id, as the operator asked), then the statistics as text.
fn text(
    stats: &Stats,
    asked: &StatsAsked<'_>,
    source: &dyn Fn(&str) -> String,
    tests: &[(String, &Fit)],
    lang: Lang,
) -> String {
    let period = match asked.days {
        Some(d) => t_with(lang, msg!("stats-period-days"), &[("days", d.into())]),
        None => t(lang, msg!("stats-period-all")),
    };
    let (title_id, id) = match asked.scope {
        Scope::Guild(g) => (msg!("stats-title-server-id"), g),
        Scope::User(u) => (msg!("stats-title-user-id"), u),
    };
    let mut out = t_with(
        lang,
        title_id,
        &[("id", id.to_string().into()), ("period", period.into())],
    );
    if let Some(kind) = asked.source {
        out += " · ";
        out += &kind_name(kind, asked.hardware, lang);
    }
    out.push_str("\n\n");
    out.push_str(&body_text(stats, source, tests, lang));
    out
}

/// The health tests' reports for scripts, a stream each.
fn health_json(health: &[(String, HealthReport)]) -> serde_json::Value {
    health
        .iter()
        .map(|(stream, r)| {
            json!({
                "stream": stream,
                "samples": r.samples,
                "failures": r.failures,
                "window": r.window,
                "refused": r.refused.as_ref().map(|(why, healthy)| json!({
                    "why": why.to_string(),
                    "healthy_since": healthy,
                })),
            })
        })
        .collect()
}

/// Draws each test's chart into `dir` and gives the files' paths.
fn write_charts(
    dir: &Path,
    stats: &Stats,
    tests: &[(String, &Fit)],
) -> Result<Vec<String>, CliError> {
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::Failure(format!(
            "could not make the directory {}: {e}",
            dir.display()
        ))
    })?;
    let names = stats
        .pieces
        .iter()
        .map(|p| format!("piece-{}", p.variant.id()))
        .chain(
            stats
                .faces
                .iter()
                .map(|f| format!("faces-{}-{}", f.source, f.dice)),
        );
    let mut written = Vec::new();
    for (name, (_, fit)) in names.zip(tests) {
        let bytes = chart(fit).map_err(|e| CliError::Failure(e.to_string()))?;
        let path = dir.join(format!("{}.png", file_name(&name)));
        std::fs::write(&path, bytes).map_err(|e| {
            CliError::Failure(format!("could not write the chart {}: {e}", path.display()))
        })?;
        written.push(path.display().to_string());
    }
    Ok(written)
}

/// `name` with only letters, digits and dashes: a source's name may hold
/// spaces, colons or slashes (`serial:/dev/ttyACM0`).
fn file_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_owned()
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn chart_files_are_named_without_path_characters() {
        assert_eq!(
            file_name("faces-serial:/dev/ttyACM0-d6"),
            "faces-serial-dev-ttyacm0-d6"
        );
        assert_eq!(file_name("faces-table-coin"), "faces-table-coin");
        assert_eq!(file_name("faces-../../etc-d6"), "faces-etc-d6");
    }
}
