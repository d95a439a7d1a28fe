//! `/stats`: how this server's rolls (or this person's, outside servers)
//! came out, tested against fair dice and the methods' exact chances, with
//! a chart.

use crate::app::error::AppError;
use crate::app::source::names::kind_name;
use crate::app::stats::tally::{MAX_DAYS, since};
use crate::app::stats::view::{StatsAsked, health_lines};
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::spec::{Choices, OptionSpec};
use crate::discord::limits;
use crate::discord::present::field;
use crate::discord::present::stats::stats_reply;
use crate::discord::reply::Reply;
use crate::store::{Scope, SourceKind};

pub const SPEC: CommandSpec = CommandSpec {
    name: "stats",
    positional: &[DAYS.name],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[DAYS, SOURCE],
    subcommands: &[],
    parse,
};

/// Only the last this many days.
const DAYS: OptionSpec = OptionSpec::integer("days")
    .at_least(1)
    .at_most(MAX_DAYS.unsigned_abs());

/// Only one kind of source: a choice for every kind a record keeps, named
/// as replies name it.
const SOURCE: OptionSpec = OptionSpec::text("source").choices(Choices::Made(|lang| {
    SourceKind::ALL
        .iter()
        .map(|&kind| (kind_name(kind, "", lang), kind.as_str().to_owned()))
        .collect()
}));

/// The options of `/stats`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsArgs {
    /// The last this many days; none: all time.
    pub days: Option<i64>,
    /// One kind of source; none: every source.
    pub source: Option<SourceKind>,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    let days = o.optional_number(&DAYS)?;
    let source = match o.text(&SOURCE)? {
        None => None,
        Some(given) => Some(given.parse::<SourceKind>().map_err(|_| {
            AppError::from(
                crate::i18n::Text::msg(msg!("error-unknown-stats-source"))
                    .with("given", given.chars().take(30).collect::<String>())
                    .with("list", words_of(SourceKind::ALL)),
            )
        })?),
    };
    Ok(Command::Stats(StatsArgs { days, source }))
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
        let stats = app.stats().of(scope, since, self.source).await?;
        let health = match (self.source, app.tower()) {
            (Some(SourceKind::Tower), Some(tower)) => Some(
                tower
                    .kept_health()
                    .await
                    .map_err(|e| AppError::internal(msg!("error-stats-failed"), e.to_string()))?,
            ),
            _ => None,
        };
        let asked = StatsAsked {
            scope,
            days: self.days,
            source: self.source,
            hardware: &app.settings().bot.hardware_name,
        };
        let mut reply = stats_reply(&stats, &asked, lang);
        if let (Some(health), Some(embed)) = (health, reply.embed.as_mut()) {
            let (name, value) = health_lines(&health, &asked, lang);
            embed.fields.insert(0, field(&name, &value, false));
            embed.fields.truncate(limits::FIELDS);
        }
        Ok(reply)
    }
}

/// The words of `kinds`, as they are typed: "os, tower, typed".
fn words_of(kinds: &[SourceKind]) -> String {
    kinds
        .iter()
        .map(|k| k.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}
