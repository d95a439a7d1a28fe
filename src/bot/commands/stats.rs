//! `/stats`: how this server's rolls (or this person's, outside servers)
//! came out, tested against fair dice and the methods' exact chances, with
//! a chart.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

use crate::app::error::AppError;
use crate::app::present::{COLOUR_INFO, COLOUR_WARN, field};
use crate::app::reply::{Embed, Field, File, Reply, cut, limits};
use crate::app::rolls::shown_source;
use crate::app::stats::{Counts, MAX_DAYS, Stats, since};
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::core::stats::Fit;
use crate::core::text::{piece, thousands};
use crate::i18n::{Lang, t, t_with};
use crate::render::chart::chart;
use crate::store::Scope;

pub const SPEC: CommandSpec = CommandSpec {
    name: "stats",
    positional: &["days"],
    reach: Reach::Anywhere,
    register,
    parse,
};

/// The chart's file name in the reply.
const CHART: &str = "stats.png";

fn register() -> CreateCommand {
    CreateCommand::new(SPEC.name)
        .description("How this server's rolls came out, against fair dice, with a chart")
        .add_option(
            CreateCommandOption::new(
                CommandOptionType::Integer,
                "days",
                "Only the last this many days (all time if left out)",
            )
            .min_int_value(1)
            .max_int_value(MAX_DAYS as u64),
        )
}

/// The options of `/stats`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsArgs {
    /// The last this many days; none: all time.
    pub days: Option<i64>,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    let days = match o.text("days")? {
        None => None,
        Some(_) => Some(o.number("days")?),
    };
    if let Some(d) = days
        && !(1..=MAX_DAYS).contains(&d)
    {
        return Err(AppError::from(
            crate::i18n::Text::msg("error-option-out-of-range")
                .with("option", "days")
                .with("min", 1_i64)
                .with("max", MAX_DAYS)
                .with("given", d),
        ));
    }
    Ok(Command::Stats(StatsArgs { days }))
}

impl Run for StatsArgs {
    fn rules(&self) -> Rules {
        // Many rolls take a moment to count: defer at once.
        Rules {
            slow: true,
            ..Rules::PUBLIC.without_settings()
        }
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let lang = cx.lang().await;
        let app = cx.bot.app();
        let scope = Scope::of(&cx.caller.who);
        let since = since(app.clock().now().as_second(), self.days);
        let stats = app.stats(scope, since).await?;
        let hardware = &app.settings().bot.hardware_name;
        Ok(stats_reply(&stats, scope, self.days, hardware, lang))
    }
}

/// The statistics as an embed with the chart of their first test.
pub fn stats_reply(
    stats: &Stats,
    scope: Scope,
    days: Option<i64>,
    hardware: &str,
    lang: Lang,
) -> Reply {
    let period = match days {
        Some(d) => t_with(lang, "stats-period-days", &[("days", d.into())]),
        None => t(lang, "stats-period-all"),
    };
    let title_id = match scope {
        Scope::Guild(_) => "stats-title-server",
        Scope::User(_) => "stats-title-dms",
    };
    let title = t_with(lang, title_id, &[("period", period.into())]);
    if stats.rolls == 0 {
        return Reply {
            embed: Some(Embed {
                title,
                description: t(lang, "stats-none"),
                colour: COLOUR_INFO,
                ..Embed::default()
            }),
            ..Reply::default()
        };
    }
    let source = |kept: &str| shown_source(kept, hardware, lang);
    let description = summary(stats, &source, lang);
    let tests = tests(stats, &source, lang);
    let mut fields: Vec<Field> = tests
        .iter()
        .take(limits::FIELDS - 1)
        .map(|(heading, fit)| field(heading, &fit_text(fit, lang), false))
        .collect();
    fields.push(field(
        &t(lang, "stats-others"),
        &t_with(
            lang,
            "stats-others-value",
            &[
                ("standard", thousands(stats.standard).into()),
                ("repeats", thousands(stats.repeats).into()),
            ],
        ),
        false,
    ));
    let worrying = tests
        .iter()
        .any(|(_, f)| f.impossible > 0 || (f.enough() && f.p_value < 0.001));
    let files = tests
        .first()
        .and_then(|(heading, fit)| chart_file(heading, fit, lang))
        .into_iter()
        .collect::<Vec<_>>();
    Reply {
        embed: Some(Embed {
            title,
            description,
            fields,
            image: (!files.is_empty()).then(|| CHART.to_owned()),
            footer: Some(t(lang, "stats-p-value-note")),
            colour: if worrying { COLOUR_WARN } else { COLOUR_INFO },
        }),
        files,
        ..Reply::default()
    }
}

/// The counts in one paragraph, and the rolls left untested.
pub fn summary(stats: &Stats, source: &dyn Fn(&str) -> String, lang: Lang) -> String {
    let listed = |counts: &Counts, name: &dyn Fn(&str) -> String| {
        counts
            .iter()
            .take(5)
            .map(|(n, c)| format!("{} {}", name(n), thousands(*c)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let same = |n: &str| n.to_owned();
    let mut description = t_with(
        lang,
        "stats-summary",
        &[
            ("rolls", thousands(stats.rolls).into()),
            ("variants", listed(&stats.by_variant, &same).into()),
            ("devices", listed(&stats.by_device, &same).into()),
            ("sources", listed(&stats.by_source, source).into()),
        ],
    );
    if stats.unread > 0 {
        description += "\n";
        description += &t_with(
            lang,
            "stats-unread",
            &[("count", thousands(stats.unread).into())],
        );
    }
    description
}

/// Each test with its heading, the followed pieces first.
pub fn tests<'a>(
    stats: &'a Stats,
    source: &dyn Fn(&str) -> String,
    lang: Lang,
) -> Vec<(String, &'a Fit)> {
    let mut tests: Vec<(String, &Fit)> = Vec::new();
    for p in &stats.pieces {
        let heading = t_with(
            lang,
            "stats-piece",
            &[
                ("piece", piece(p.piece).render(lang).into()),
                ("variant", p.variant.spec().name.clone().into()),
            ],
        );
        tests.push((heading, &p.fit));
    }
    for f in &stats.faces {
        let heading = t_with(
            lang,
            "stats-faces",
            &[
                ("source", source(&f.source).into()),
                ("dice", f.dice.to_string().into()),
            ],
        );
        tests.push((heading, &f.fit));
    }
    tests
}

/// One test in words: the counts, the statistic, and what it means.
pub fn fit_text(fit: &Fit, lang: Lang) -> String {
    let mut text = t_with(
        lang,
        "stats-fit",
        &[
            ("total", thousands(fit.total).into()),
            ("chi", format!("{:.2}", fit.chi_square).into()),
            ("df", fit.degrees_of_freedom.into()),
            ("p", format!("{:.3}", fit.p_value).into()),
        ],
    );
    text += " ";
    text += &verdict(fit, lang);
    if fit.impossible > 0 {
        text += "\n";
        text += &t_with(
            lang,
            "stats-impossible",
            &[("count", thousands(fit.impossible).into())],
        );
    }
    text
}

/// What a p-value means here, in words a non-statistician reads right.
fn verdict(fit: &Fit, lang: Lang) -> String {
    if !fit.enough() {
        t(lang, "stats-verdict-few")
    } else if fit.p_value < 0.001 {
        t(lang, "stats-verdict-rare")
    } else if fit.p_value < 0.05 {
        let percent = (fit.p_value * 100.0).round().max(1.0) as i64;
        t_with(
            lang,
            "stats-verdict-unusual",
            &[("percent", percent.into())],
        )
    } else {
        t(lang, "stats-verdict-fine")
    }
}

/// The chart of one test, with alt text that states its numbers.
fn chart_file(heading: &str, fit: &Fit, lang: Lang) -> Option<File> {
    let bytes = chart(fit)
        .inspect_err(|e| tracing::warn!(error = %e, "the /stats chart could not be drawn"))
        .ok()?;
    let bars = fit
        .cells
        .iter()
        .map(|c| format!("{} {} ({:.1})", c.label, c.observed, c.expected))
        .collect::<Vec<_>>()
        .join(", ");
    let mut alt = t_with(
        lang,
        "stats-chart-alt",
        &[("what", heading.into()), ("bars", bars.into())],
    );
    cut(&mut alt, limits::ALT_TEXT);
    Some(File {
        name: CHART.to_owned(),
        bytes,
        description: Some(alt),
    })
}
