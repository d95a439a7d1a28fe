//! `--variant-file`, `[variants] dir` and `backrank variants check FILE`.

use std::path::{Path, PathBuf};

use crate::app::settings::Settings;
use crate::app::variants::audit_cache::AuditCache;
use crate::app::variants::on_disk::{self as variant_files, FileError};
use crate::cli::error::CliError;
use crate::cli::progress::Progress;
use crate::cli::shared_args::Format;
use crate::core::audit::{decimal, show};
use crate::core::custom::{self, Report};
use crate::core::text::thousands;
use crate::core::variant::registry::Owner;
use crate::i18n::Lang;

/// Loads the settings' folder (a bad file there is reported on stderr and
/// skipped) and every `--variant-file` (a bad one stops the command).
///
/// # Errors
///
/// [`CliError::Input`] for a bad `--variant-file` or an unreadable folder.
pub fn load(settings: &Settings, files: &[PathBuf]) -> Result<(), CliError> {
    let dir = settings.variants.dir.trim();
    if !dir.is_empty() {
        let loaded = variant_files::load_dir(Path::new(dir)).map_err(CliError::input)?;
        for (_, result) in loaded {
            if let Err(e) = result {
                eprintln!("backrank: skipped: {e}");
            }
        }
    }
    for f in files {
        let _progress = Progress::spinner(format!("reading {}", f.display()));
        variant_files::load_file(f).map_err(CliError::input)?;
    }
    Ok(())
}

/// `backrank variants check FILE`.
///
/// # Errors
///
/// [`CliError::Input`] (exit 2) naming the file, the line and the key.
pub fn check(path: &Path, format: Format) -> Result<String, CliError> {
    let (shown, text) = variant_files::read(path).map_err(CliError::input)?;
    let progress = Progress::spinner(format!(
        "checking {shown}: counting its legal positions, auditing every method"
    ));
    let report = custom::check(&shown, &text, Owner::Operator)
        .map_err(FileError::from)
        .map_err(CliError::input)?;
    progress.done();
    // Checked now, so a later `--variant-file` need not audit it again.
    if let Some(cache) = AuditCache::for_user() {
        cache.put(&text, &custom::verdicts(report.variant));
    }
    Ok(match format {
        Format::Text => report_text(&shown, &report),
        Format::Json => crate::app::json::to_string(&report_json(&report)),
    })
}

fn report_text(file: &str, r: &Report) -> String {
    let spec = r.variant.spec();
    let mut out = format!(
        "{file}: {} ({}), {}x{}, row {}\n\
         legal set: {}\n\
         legal positions: {} (counted by brute force)\n\
         replay codes start: {}\n\n\
         {:<14} {:<6} {:>12}  {:<22} {:>16}\n",
        spec.name,
        spec.id,
        spec.files,
        spec.ranks,
        spec.standard.iter().map(|r| r.char()).collect::<String>(),
        spec.summary,
        thousands(r.legal_positions, Lang::En),
        spec.code,
        "method",
        "device",
        "positions",
        "fairness",
        "expected throws"
    );
    for m in &r.methods {
        for a in [&m.d6, &m.coin] {
            let fairness = if a.uniform {
                "uniform".to_owned()
            } else {
                format!("ratio {}", show(&a.max_min_ratio))
            };
            out += &format!(
                "{:<14} {:<6} {:>12}  {:<22} {:>16.2}\n",
                m.spec.method.id(),
                a.dice.to_string(),
                thousands(a.positions, Lang::En),
                fairness,
                decimal(&a.expected_throws)
            );
        }
    }
    out
}

fn report_json(r: &Report) -> serde_json::Value {
    let spec = r.variant.spec();
    serde_json::json!({
        "id": spec.id,
        "name": spec.name,
        "digest": spec.digest,
        "legal_positions": r.legal_positions,
        // The audits in the shape `backrank audit --format json` gives.
        "methods": r.methods.iter().map(|m| serde_json::json!({
            "method": m.spec.method.id(),
            "d6": crate::app::json::audit(&m.d6),
            "coin": crate::app::json::audit(&m.coin),
        })).collect::<Vec<_>>(),
    })
}
