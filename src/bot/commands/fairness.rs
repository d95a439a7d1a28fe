//! `/fairness`: the exact audit of a method with a device.

use backrank_entropy::Die;

use crate::app::error::AppError;
use crate::app::present::{COLOUR_ROLL, COLOUR_WARN, field};
use crate::app::reply::{Embed, File, Reply, cut, limits};
use crate::bot::Bot;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::shared;
use crate::bot::options::spec::{Complete, OptionSpec};
use crate::bot::options::{Options, die_asked};
use crate::core::audit::{self, Audit, decimal, show};
use crate::core::catalogue::MethodSpec;
use crate::core::stats::{Spread, most_skewed};
use crate::core::text::{piece, thousands};
use crate::core::variant::Variant;
use crate::i18n::{Lang, t, t_with};
use crate::render::chart::{Bar, bar_chart};

pub const SPEC: CommandSpec = CommandSpec {
    name: "fairness",
    positional: &[shared::VARIANT.name],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[shared::VARIANT, METHOD, DICE],
    subcommands: &[],
    parse,
};

/// One method, or `all` of them.
const METHOD: OptionSpec = shared::METHOD.completes(Complete::Method { or_all: true });
/// One device, or `all` of them.
const DICE: OptionSpec = shared::DICE.completes(Complete::Dice { or_all: true });

/// The options of `/fairness`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairnessArgs {
    pub variant: String,
    /// One method, or `all`; none: the variant's default.
    pub method: Option<String>,
    /// One device, or all; none: the bot's default device.
    pub dice: Option<Devices>,
}

/// The devices `/fairness` audits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Devices {
    One(Die),
    All,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    let dice = match o.text(&DICE)? {
        Some(d) if all(Some(&d)) => Some(Devices::All),
        Some(d) => Some(Devices::One(die_asked(DICE.name, &d)?)),
        None => None,
    };
    Ok(Command::Fairness(FairnessArgs {
        variant: o.required(&shared::VARIANT)?,
        method: o.text(&METHOD)?,
        dice,
    }))
}

impl Run for FairnessArgs {
    fn rules(&self) -> Rules {
        Rules::PUBLIC.without_settings().read_only()
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let guild = cx.caller.who.guild_id;
        let lang = cx.lang().await;
        let method = self.method.as_deref();
        cx.bot
            .fairness(guild, &self.variant, method, self.dice, lang)
            .await
    }
}

/// What `method` or `dice` names: one, or `all`.
fn all(text: Option<&str>) -> bool {
    text.is_some_and(|t| t.trim().eq_ignore_ascii_case("all"))
}

impl Bot {
    pub(crate) async fn fairness(
        &self,
        guild: Option<u64>,
        variant: &str,
        method: Option<&str>,
        dice: Option<Devices>,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let v = self.app().variant_here(guild, variant).await?;
        let methods: Vec<&'static MethodSpec> = match method {
            m if all(m) => v.methods().iter().collect(),
            Some(m) => vec![v.method_named(m).map_err(|e| e.text())?],
            None => vec![v.default_method()],
        };
        let dice: Vec<Die> = match dice {
            Some(Devices::All) => Die::ALL.to_vec(),
            Some(Devices::One(d)) => vec![d],
            None => vec![self.app().settings().roll.dice],
        };
        let failed = |e: String| AppError::internal(msg!("error-audit-failed"), e);
        let pairs: Vec<(&'static MethodSpec, Die)> = methods
            .iter()
            .flat_map(|&m| dice.iter().map(move |&d| (m, d)))
            .collect();
        // The first walk of a large method takes a moment: off the async
        // threads, all at once. A single biased audit also walks its rows'
        // chances, for the chart of the piece it skews most.
        let (audits, skew) = tokio::task::spawn_blocking(move || {
            let audits = pairs
                .into_iter()
                .map(|(m, d)| audit::audit(v, m, d).map(|a| (m, a)))
                .collect::<Result<Vec<_>, _>>()?;
            let skew = match audits.as_slice() {
                [(m, a)] if !a.uniform => Some(most_skewed(v, &audit::row_chances(v, m, a.dice)?)),
                _ => None,
            };
            Ok::<_, audit::AuditError>((audits, skew))
        })
        .await
        .map_err(|e| failed(e.to_string()))?
        .map_err(|e| failed(e.to_string()))?;
        let mut files = Vec::new();
        let embed = match audits.as_slice() {
            [(m, a)] => {
                let mut embed = audit_embed(v, m, a.dice, a, lang);
                match &skew {
                    Some(Some(spread)) => files.extend(show_skew(&mut embed, m, spread, lang)),
                    // Biased, yet every piece stands on each file as often
                    // as in a uniform draw: say so rather than show no bias.
                    Some(None) => embed.fields.push(field(
                        &t(lang, msg!("fairness-skew-none-name")),
                        &t(lang, msg!("fairness-skew-none")),
                        false,
                    )),
                    None => {}
                }
                embed
            }
            many => summary_embed(v, many, lang),
        };
        Ok(Reply {
            embed: Some(embed),
            files,
            ..Reply::default()
        })
    }
}

/// The chart's file name in the reply.
const CHART: &str = "fairness.png";

/// Adds to a biased method's `embed` where its most skewed piece stands,
/// against a uniform draw, in words and as a chart; gives the chart's file
/// (none if it could not be drawn: the words stay).
fn show_skew(embed: &mut Embed, spec: &MethodSpec, spread: &Spread, lang: Lang) -> Option<File> {
    let name = piece(spread.role).render(lang);
    let percent = |p: f64| format!("{:.1}%", p * 100.0);
    let file = |f: u8| char::from(b'a' + f).to_string();
    let (at, method, uniform) = spread.furthest()?;
    embed.fields.push(field(
        &t_with(
            lang,
            msg!("fairness-skew"),
            &[("piece", name.clone().into())],
        ),
        &t_with(
            lang,
            msg!("fairness-skew-value"),
            &[
                ("file", file(at).into()),
                ("method", percent(method).into()),
                ("uniform", percent(uniform).into()),
            ],
        ),
        false,
    ));
    let bars: Vec<Bar> = (0..spread.files.len())
        .map(|i| Bar {
            label: file(spread.files[i]),
            value: spread.method[i] * 100.0,
            // A file a uniform draw never uses needs no line on the axis.
            line: (spread.uniform[i] > 0.0).then(|| spread.uniform[i] * 100.0),
            band: None,
        })
        .collect();
    let bytes = bar_chart(&bars, "%")
        .inspect_err(|e| tracing::warn!(error = %e, "the /fairness chart could not be drawn"))
        .ok()?;
    let listed = (0..spread.files.len())
        .map(|i| {
            format!(
                "{} {} ({})",
                file(spread.files[i]),
                percent(spread.method[i]),
                percent(spread.uniform[i])
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let mut alt = t_with(
        lang,
        msg!("fairness-chart-alt"),
        &[
            ("piece", name.into()),
            ("method", spec.method.to_string().into()),
            ("bars", listed.into()),
        ],
    );
    cut(&mut alt, limits::ALT_TEXT);
    embed.image = Some(CHART.to_owned());
    Some(File {
        name: CHART.to_owned(),
        bytes,
        description: Some(alt),
    })
}

/// Several audits (`method: all`, `dice: all`) in one embed: a line each,
/// and a table when both are `all`, within Discord's limits.
fn summary_embed(v: Variant, audits: &[(&MethodSpec, Audit)], lang: Lang) -> Embed {
    let methods: Vec<&MethodSpec> = audits.iter().fold(Vec::new(), |mut seen, (m, _)| {
        if !seen.iter().any(|s| std::ptr::eq(*s, *m)) {
            seen.push(m);
        }
        seen
    });
    let dice: Vec<Die> = Die::ALL
        .into_iter()
        .filter(|d| audits.iter().any(|(_, a)| a.dice == *d))
        .collect();
    let cell = |a: &Audit| {
        format!(
            "{:.2}{}",
            decimal(&a.expected_throws),
            if a.uniform { "" } else { "*" }
        )
    };
    let heading = t(lang, msg!("fairness-table-method"));
    let width = methods
        .iter()
        .map(|m| m.method.id().chars().count())
        .chain([heading.chars().count()])
        .max()
        .unwrap_or(0)
        + 1;
    let mut table = format!("{heading:<width$}");
    for d in &dice {
        table += &format!("{:>8}", d.name());
    }
    for m in &methods {
        table += &format!("\n{:<width$}", m.method.id());
        for d in &dice {
            let found = audits
                .iter()
                .find(|(am, a)| std::ptr::eq(*am, *m) && a.dice == *d);
            table += &format!("{:>8}", found.map_or_else(String::new, |(_, a)| cell(a)));
        }
    }
    let biased: Vec<String> = methods
        .iter()
        .filter(|m| {
            audits
                .iter()
                .any(|(am, a)| std::ptr::eq(*am, **m) && !a.uniform)
        })
        .map(|m| m.method.to_string())
        .collect();
    let mut description = t_with(
        lang,
        msg!("fairness-table-intro"),
        &[("positions", thousands(v.legal_positions()).into())],
    );
    description += &format!("\n```\n{table}\n```");
    description += &if biased.is_empty() {
        t(lang, msg!("fairness-table-all-uniform"))
    } else {
        t_with(
            lang,
            msg!("fairness-table-not-uniform"),
            &[("methods", biased.join(", ").into())],
        )
    };
    Embed {
        title: t_with(
            lang,
            msg!("fairness-table-title"),
            &[("variant", v.to_string().into())],
        ),
        description,
        colour: if biased.is_empty() {
            COLOUR_ROLL
        } else {
            COLOUR_WARN
        },
        ..Embed::default()
    }
}

fn audit_embed(v: Variant, spec: &MethodSpec, die: Die, a: &Audit, lang: Lang) -> Embed {
    let uniform = if a.uniform {
        t(lang, msg!("fairness-uniform-yes"))
    } else {
        t_with(
            lang,
            msg!("fairness-uniform-no"),
            &[("ratio", show(&a.max_min_ratio).into())],
        )
    };
    Embed {
        title: t_with(
            lang,
            msg!("fairness-title"),
            &[
                ("variant", v.to_string().into()),
                ("method", spec.method.to_string().into()),
                ("dice", die.to_string().into()),
            ],
        ),
        description: format!("{} ({}): {}", spec.method, spec.reference, spec.summary),
        fields: vec![
            field(
                &t(lang, msg!("fairness-positions")),
                &t_with(
                    lang,
                    msg!("fairness-positions-value"),
                    &[
                        ("positions", thousands(a.positions).into()),
                        ("legal", thousands(a.legal_positions).into()),
                    ],
                ),
                true,
            ),
            field(&t(lang, msg!("fairness-uniform")), &uniform, false),
            field(
                &t(lang, msg!("fairness-expected")),
                &t_with(
                    lang,
                    msg!("fairness-expected-value"),
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
                &t(lang, msg!("fairness-lower-bound")),
                &format!("{:.2}", a.lower_bound_throws),
                true,
            ),
        ],
        colour: if a.uniform { COLOUR_ROLL } else { COLOUR_WARN },
        ..Embed::default()
    }
}
