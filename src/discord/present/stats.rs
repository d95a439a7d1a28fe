//! `/stats` as Discord shows it: the statistics' view as an embed, each
//! test a field, the chart of the first, within Discord's limits.

use super::{COLOUR_INFO, COLOUR_WARN, field};
use crate::app::stats::tally::Stats;
use crate::app::stats::view::{
    StatsAsked, body_text, chart_of, fit_text, others, source_word_name, summary, tests, title,
    worrying,
};
use crate::discord::limits;
use crate::discord::reply::{Embed, Field, File, Plain, Reply, cut};
use crate::i18n::{Lang, t};

/// The chart's file name in the reply.
const CHART: &str = "stats.png";

/// The statistics as an embed with the chart of their first test.
#[must_use]
pub fn stats_reply(stats: &Stats, asked: &StatsAsked<'_>, lang: Lang) -> Reply {
    let title = title(asked, lang);
    let source = |word: &str| source_word_name(word, asked.hardware, lang);
    let tests = tests(stats, &source, lang);
    // The console shows the same statistics as text, tables and all.
    let plain = Some(Plain::text(format!(
        "{title}\n\n{}",
        body_text(stats, &source, &tests, lang)
    )));
    if stats.rolls == 0 {
        return Reply {
            embed: Some(Embed {
                title,
                description: t(lang, msg!("stats-none")),
                colour: COLOUR_INFO,
                plain,
                ..Embed::default()
            }),
            ..Reply::default()
        };
    }
    let description = summary(stats, &source, lang);
    let mut fields: Vec<Field> = tests
        .iter()
        .take(limits::FIELDS - 1)
        .map(|(heading, fit)| field(heading, &fit_text(fit, lang), false))
        .collect();
    let (name, value) = others(stats, lang);
    fields.push(field(&name, &value, false));
    let files: Vec<File> = tests
        .first()
        .and_then(|(heading, fit)| chart_of(heading, fit, lang))
        .map(|board| {
            let mut alt = board.alt;
            cut(&mut alt, limits::ALT_TEXT);
            File {
                name: CHART.to_owned(),
                bytes: board.png,
                description: Some(alt),
            }
        })
        .into_iter()
        .collect();
    Reply {
        embed: Some(Embed {
            title,
            description,
            fields,
            image: (!files.is_empty()).then(|| CHART.to_owned()),
            footer: Some(t(lang, msg!("stats-p-value-note"))),
            colour: if worrying(&tests) {
                COLOUR_WARN
            } else {
                COLOUR_INFO
            },
            plain,
        }),
        files,
        ..Reply::default()
    }
}
