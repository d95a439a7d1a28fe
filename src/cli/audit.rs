//! `backrank audit`: the exact fairness audit of a method with a device.

use backrank_entropy::Die;

use crate::app::json;
use crate::app::settings::Settings;
use crate::app::view::audit::AuditView;
use crate::cli::error::CliError;
use crate::cli::progress;
use crate::cli::shared_args::Format;
use crate::core::audit::{self, Audit};
use crate::core::catalogue::{MethodSpec, die_error_text};
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::Lang;

/// `backrank audit`'s arguments (its help is the doc comment on
/// `Command::Audit`).
#[derive(Debug, clap::Args)]
pub struct AuditArgs {
    /// Variant id or alias (see `backrank variants`).
    pub variant: String,
    /// The method to audit, or `all` (default: the variant's default).
    #[arg(long, value_name = "METHOD")]
    pub method: Option<String>,
    /// The device, or `all` (default from settings: d6).
    #[arg(long, value_name = "DEVICE")]
    pub dice: Option<String>,
    /// Audit the roll that throws the standard position again: the
    /// positions left, and whether they are equally likely.
    #[arg(long)]
    pub exclude_standard: bool,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// `backrank audit`: the exact audit of one method, or all, with one
/// device, or all.
pub fn run(settings: &Settings, args: AuditArgs, lang: Lang) -> Result<String, CliError> {
    let AuditArgs {
        variant,
        method,
        dice,
        exclude_standard,
        format,
    } = args;
    let (method, dice) = (method.as_deref(), dice.as_deref());
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
