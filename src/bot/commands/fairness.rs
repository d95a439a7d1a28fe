//! `/fairness`: the exact audit of a method with a device.

use backrank_entropy::Die;
use serenity::all::CreateCommand;

use crate::app::error::AppError;
use crate::app::present::{COLOUR_ROLL, COLOUR_WARN, field};
use crate::app::reply::{Embed, Reply};
use crate::bot::Bot;
use crate::bot::commands::{Command, CommandSpec, Reach, shared};
use crate::bot::options::Options;
use crate::core::audit::{self, Audit, decimal, show};
use crate::core::catalogue::{MethodSpec, die_error_text};
use crate::core::text::thousands;
use crate::core::variant::Variant;
use crate::i18n::{Lang, t, t_with};

pub const SPEC: CommandSpec = CommandSpec {
    name: "fairness",
    positional: &["variant"],
    reach: Reach::Anywhere,
    register,
    parse,
};

fn register() -> CreateCommand {
    CreateCommand::new(SPEC.name)
        .description("The exact fairness audit of a method with a device")
        .add_option(shared::variant())
        .add_option(shared::method())
        .add_option(shared::dice())
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Fairness {
        variant: o.required("variant")?,
        method: o.text("method")?,
        dice: o.text("dice")?,
    })
}

impl Bot {
    pub(crate) async fn fairness(
        &self,
        guild: Option<u64>,
        variant: &str,
        method: Option<&str>,
        dice: Option<&str>,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let v = self.variant_here(guild, variant).await?;
        let spec: &'static MethodSpec = match method {
            Some(m) => v.method_named(m).map_err(|e| e.text())?,
            None => v.default_method(),
        };
        let die: Die = match dice {
            Some(d) => d.parse().map_err(|e| die_error_text(&e))?,
            None => self.settings().roll.dice,
        };
        // The walk is CPU work (up to a third of a second): off the async
        // threads.
        let failed = |e: String| AppError::internal("the audit failed", e);
        let a = tokio::task::spawn_blocking(move || audit::audit(v, spec, die))
            .await
            .map_err(|e| failed(e.to_string()))?
            .map_err(|e| failed(e.to_string()))?;
        Ok(Reply {
            embed: Some(audit_embed(v, spec, die, &a, lang)),
            ..Reply::default()
        })
    }
}

/// An audit's figures as an embed.
fn audit_embed(v: Variant, spec: &MethodSpec, die: Die, a: &Audit, lang: Lang) -> Embed {
    let uniform = if a.uniform {
        t(lang, "fairness-uniform-yes")
    } else {
        t_with(
            lang,
            "fairness-uniform-no",
            &[("ratio", show(&a.max_min_ratio).into())],
        )
    };
    Embed {
        title: t_with(
            lang,
            "fairness-title",
            &[
                ("variant", v.to_string().into()),
                ("method", spec.method.to_string().into()),
                ("dice", die.to_string().into()),
            ],
        ),
        description: format!("{} ({}): {}", spec.method, spec.reference, spec.summary),
        fields: vec![
            field(
                &t(lang, "fairness-positions"),
                &t_with(
                    lang,
                    "fairness-positions-value",
                    &[
                        ("positions", thousands(a.positions).into()),
                        ("legal", thousands(a.legal_positions).into()),
                    ],
                ),
                true,
            ),
            field(&t(lang, "fairness-uniform"), &uniform, false),
            field(
                &t(lang, "fairness-expected"),
                &t_with(
                    lang,
                    "fairness-expected-value",
                    &[
                        (
                            "decimal",
                            format!("{:.2}", decimal(&a.expected_throws)).into(),
                        ),
                        ("exact", show(&a.expected_throws).into()),
                    ],
                ),
                true,
            ),
            field(
                &t(lang, "fairness-lower-bound"),
                &format!("{:.2}", a.lower_bound_throws),
                true,
            ),
        ],
        colour: if a.uniform { COLOUR_ROLL } else { COLOUR_WARN },
        ..Embed::default()
    }
}
