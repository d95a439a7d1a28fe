//! `/fairness`: the exact audit of a method with a device.

use backrank_entropy::Die;

use crate::app::error::AppError;
use crate::app::view::audit::{AuditView, Skew, file_letter, skew_of};
use crate::app::view::audit_table::AuditTable;
use crate::app::view::text;
use crate::bot::Bot;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::shared;
use crate::bot::options::spec::{Complete, OptionSpec};
use crate::bot::options::{Options, die_asked};
use crate::core::audit::{self, Audit};
use crate::core::catalogue::MethodSpec;
use crate::core::stats::Spread;
use crate::discord::limits;
use crate::discord::present::{COLOUR_ROLL, COLOUR_WARN, field};
use crate::discord::reply::{Embed, File, Plain, Reply, cut};
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
        let v = self.app().variants().named(guild, variant).await?;
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
                .map(|(m, d)| audit::audit(v, m, d).map(|a| (a, m)))
                .collect::<Result<Vec<_>, _>>()?;
            let skew = skew_of(&audits)?;
            Ok::<_, audit::AuditError>((audits, skew))
        })
        .await
        .map_err(|e| failed(e.to_string()))?
        .map_err(|e| failed(e.to_string()))?;
        let (embed, files) = match audits.as_slice() {
            [(a, m)] => {
                let view = AuditView::new(a, m, skew, lang);
                audit_embed(&view, a)
            }
            many => (summary_embed(&AuditTable::new(v, many), lang), Vec::new()),
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

/// One audit's view as an embed: its figures, and for a biased method
/// where its most skewed piece stands, in words and as a chart (none if it
/// could not be drawn: the words stay).
fn audit_embed(view: &AuditView, a: &Audit) -> (Embed, Vec<File>) {
    let lang = view.lang;
    let mut fields: Vec<_> = view
        .facts
        .iter()
        .map(|f| field(&f.name(lang), &f.value, f.label != msg!("fairness-uniform")))
        .collect();
    let mut files = Vec::new();
    if let Some(skew) = &view.skew {
        let (title, text) = skew.fact();
        fields.push(field(title, text, false));
        if let Skew::Piece { spread, piece, .. } = skew {
            files.extend(skew_chart(spread, piece, &a.method.to_string(), lang));
        }
    }
    let embed = Embed {
        title: t_with(
            lang,
            msg!("fairness-title"),
            &[
                ("variant", a.variant.to_string().into()),
                ("method", a.method.to_string().into()),
                ("dice", a.dice.to_string().into()),
            ],
        ),
        description: view.summary.clone(),
        fields,
        image: (!files.is_empty()).then(|| CHART.to_owned()),
        colour: if view.uniform {
            COLOUR_ROLL
        } else {
            COLOUR_WARN
        },
        plain: Some(Plain::text(format!(
            "{}\n{}\n",
            view.summary,
            text::audits(std::slice::from_ref(view))
        ))),
        ..Embed::default()
    };
    (embed, files)
}

/// The chart of where a biased method's most skewed piece stands, against
/// a uniform draw, with its alt text.
fn skew_chart(spread: &Spread, piece: &str, method: &str, lang: Lang) -> Option<File> {
    let bars: Vec<Bar> = (0..spread.files.len())
        .map(|i| Bar {
            label: file_letter(spread.files[i]),
            value: spread.method[i] * 100.0,
            // A file a uniform draw never uses needs no line on the axis.
            line: (spread.uniform[i] > 0.0).then(|| spread.uniform[i] * 100.0),
            band: None,
        })
        .collect();
    let bytes = bar_chart(&bars, "%")
        .inspect_err(|e| tracing::warn!(error = %e, "the /fairness chart could not be drawn"))
        .ok()?;
    let mut alt = t_with(
        lang,
        msg!("fairness-chart-alt"),
        &[
            ("piece", piece.into()),
            ("method", method.into()),
            ("bars", Skew::bars(spread).into()),
        ],
    );
    cut(&mut alt, limits::ALT_TEXT);
    Some(File {
        name: CHART.to_owned(),
        bytes,
        description: Some(alt),
    })
}

/// Several audits (`method: all`, `dice: all`) in one embed: a line each,
/// and a table when both are `all`, within Discord's limits.
fn summary_embed(table: &AuditTable, lang: Lang) -> Embed {
    let heading = t(lang, msg!("fairness-table-method"));
    let width = table
        .rows
        .iter()
        .map(|r| r.method.chars().count())
        .chain([heading.chars().count()])
        .max()
        .unwrap_or(0)
        + 1;
    let mut text = format!("{heading:<width$}");
    for d in &table.dice {
        text += &format!("{:>8}", d.name());
    }
    for row in &table.rows {
        text += &format!("\n{:<width$}", row.method);
        for cell in &row.cells {
            let shown = cell.as_ref().map_or_else(String::new, |c| {
                format!("{}{}", c.expected, if c.uniform { "" } else { "*" })
            });
            text += &format!("{shown:>8}");
        }
    }
    let biased = table.biased();
    let intro = t_with(
        lang,
        msg!("fairness-table-intro"),
        &[("positions", table.positions.into())],
    );
    let outro = if biased.is_empty() {
        t(lang, msg!("fairness-table-all-uniform"))
    } else {
        t_with(
            lang,
            msg!("fairness-table-not-uniform"),
            &[("methods", biased.join(", ").into())],
        )
    };
    let title = t_with(
        lang,
        msg!("fairness-table-title"),
        &[("variant", table.variant.to_string().into())],
    );
    Embed {
        // The table in a code block, so Discord keeps its columns; the
        // console shows it as it is.
        description: format!("{intro}\n```\n{text}\n```{outro}"),
        plain: Some(Plain::text(format!(
            "{title}\n\n{intro}\n{text}\n{outro}\n"
        ))),
        title,
        colour: if biased.is_empty() {
            COLOUR_ROLL
        } else {
            COLOUR_WARN
        },
        ..Embed::default()
    }
}
