//! What `/stats` and `backrank stats` show, below both: the heading, the
//! summary, each test with what it means, the hardware's health, and the
//! chart, in the reader's language. The bot lays it out as an embed
//! (`discord::present::stats`), the command line as text and files.

use std::fmt::Write;

use backrank_entropy::HealthReport;

use super::tally::{Counts, Stats};
use crate::app::drawing::Board;
use crate::app::source::names::kind_name;
use crate::core::stats::Fit;
use crate::core::text::{piece, thousands};
use crate::i18n::{Lang, t, t_with};
use crate::render::chart::chart;
use crate::store::{Scope, SourceKind};

/// What `/stats` (or `backrank stats`) was asked for.
pub struct StatsAsked<'a> {
    pub scope: Scope,
    /// The last this many days; none: all time.
    pub days: Option<i64>,
    /// One kind of source; none: every source.
    pub source: Option<SourceKind>,
    /// What the operator calls the hardware source (`[bot] hardware_name`).
    pub hardware: &'a str,
}

/// The hardware source's health tests as the store keeps them: a heading,
/// and a line per stream of samples.
pub fn health_lines(
    health: &[(String, HealthReport)],
    asked: &StatsAsked<'_>,
    lang: Lang,
) -> (String, String) {
    let name = t_with(
        lang,
        msg!("stats-health"),
        &[(
            "source",
            kind_name(SourceKind::Tower, asked.hardware, lang).into(),
        )],
    );
    let lines: Vec<String> = health
        .iter()
        .map(|(stream, report)| {
            let state = match &report.refused {
                None => t(lang, msg!("stats-health-passing")),
                Some((why, healthy)) => t_with(
                    lang,
                    msg!("stats-health-refused"),
                    &[
                        ("why", why.to_string().into()),
                        ("healthy", (*healthy).into()),
                        ("needed", report.window.into()),
                    ],
                ),
            };
            t_with(
                lang,
                msg!("stats-health-stream"),
                &[
                    ("stream", stream.clone().into()),
                    ("samples", report.samples.into()),
                    ("failures", report.failures.into()),
                    ("state", state.into()),
                ],
            )
        })
        .collect();
    let value = if lines.is_empty() {
        t(lang, msg!("stats-health-none"))
    } else {
        lines.join("\n")
    };
    (name, value)
}

/// The statistics' heading: the place and the period, and the kind of
/// source asked for.
pub fn title(asked: &StatsAsked<'_>, lang: Lang) -> String {
    let period = match asked.days {
        Some(d) => t_with(lang, msg!("stats-period-days"), &[("days", d.into())]),
        None => t(lang, msg!("stats-period-all")),
    };
    let title_id = match asked.scope {
        Scope::Guild(_) => msg!("stats-title-server"),
        Scope::User(_) => msg!("stats-title-dms"),
    };
    let mut title = t_with(lang, title_id, &[("period", period.into())]);
    if let Some(kind) = asked.source {
        title += " · ";
        title += &kind_name(kind, asked.hardware, lang);
    }
    title
}

/// The rolls the tests leave aside: the standard position thrown again,
/// and repeats, as a heading and its words.
pub fn others(stats: &Stats, lang: Lang) -> (String, String) {
    (
        t(lang, msg!("stats-others")),
        t_with(
            lang,
            msg!("stats-others-value"),
            &[
                ("standard", stats.standard.into()),
                ("repeats", stats.repeats.into()),
            ],
        ),
    )
}

/// Whether any test says the rolls look wrong: a face no fair source
/// gives, or a p-value below 0.001 on enough rolls.
pub fn worrying(tests: &[(String, &Fit)]) -> bool {
    tests
        .iter()
        .any(|(_, f)| f.impossible > 0 || (f.enough() && f.p_value < 0.001))
}

/// A kind of source counted by its word (`os`, `table`) as people read
/// it: the tower by the operator's name for it.
pub fn source_word_name(word: &str, hardware: &str, lang: Lang) -> String {
    word.parse()
        .map_or_else(|_| word.to_owned(), |kind| kind_name(kind, hardware, lang))
}

/// The counts in one paragraph, and the rolls left untested.
pub fn summary(stats: &Stats, source: &dyn Fn(&str) -> String, lang: Lang) -> String {
    let listed = |counts: &Counts, name: &dyn Fn(&str) -> String| {
        counts
            .iter()
            .take(5)
            .map(|(n, c)| format!("{} {}", name(n), thousands(*c, lang)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let same = |n: &str| n.to_owned();
    let mut description = t_with(
        lang,
        msg!("stats-summary"),
        &[
            ("rolls", stats.rolls.into()),
            ("variants", listed(&stats.by_variant, &same).into()),
            ("devices", listed(&stats.by_device, &same).into()),
            ("sources", listed(&stats.by_source, source).into()),
        ],
    );
    if stats.unread > 0 {
        description += "\n";
        description += &t_with(
            lang,
            msg!("stats-unread"),
            &[("count", stats.unread.into())],
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
            msg!("stats-piece"),
            &[
                ("piece", piece(p.piece).render(lang).into()),
                // For the article a language puts before the piece.
                ("role", p.piece.name().into()),
                ("variant", p.variant.spec().name.clone().into()),
            ],
        );
        tests.push((heading, &p.fit));
    }
    for f in &stats.faces {
        let heading = t_with(
            lang,
            msg!("stats-faces"),
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
        msg!("stats-fit"),
        &[
            ("total", fit.total.into()),
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
            msg!("stats-impossible"),
            &[("count", fit.impossible.into())],
        );
    }
    text
}

/// What a p-value means here, in words a non-statistician reads right.
fn verdict(fit: &Fit, lang: Lang) -> String {
    if !fit.enough() {
        t(lang, msg!("stats-verdict-few"))
    } else if fit.p_value < 0.001 {
        t(lang, msg!("stats-verdict-rare"))
    } else if fit.p_value < 0.05 {
        let percent = (fit.p_value * 100.0).round().max(1.0) as i64;
        t_with(
            lang,
            msg!("stats-verdict-unusual"),
            &[("percent", percent.into())],
        )
    } else {
        t(lang, msg!("stats-verdict-fine"))
    }
}

/// The chart of one test, with alt text that states its numbers (a face
/// with a limit on alt text cuts it there); none if it could not be drawn.
pub fn chart_of(heading: &str, fit: &Fit, lang: Lang) -> Option<Board> {
    let png = chart(fit)
        .inspect_err(|e| tracing::warn!(error = %e, "a statistics chart could not be drawn"))
        .ok()?;
    let bars = fit
        .cells
        .iter()
        .map(|c| format!("{} {} ({:.1})", c.label, c.observed, c.expected))
        .collect::<Vec<_>>()
        .join(", ");
    let alt = t_with(
        lang,
        msg!("stats-chart-alt"),
        &[("what", heading.into()), ("bars", bars.into())],
    );
    Some(Board { png, alt })
}

/// The statistics as plain text, under their heading: the summary, then
/// each test with its table and what it means, the rolls left aside, and
/// what a p-value is (the command line's, and the console's `/stats`).
pub fn body_text(
    stats: &Stats,
    source: &dyn Fn(&str) -> String,
    tests: &[(String, &Fit)],
    lang: Lang,
) -> String {
    let mut out = String::new();
    if stats.rolls == 0 {
        out.push_str(&t(lang, msg!("stats-none")));
        out.push('\n');
        return out;
    }
    let _ = writeln!(out, "{}", summary(stats, source, lang));
    for (heading, fit) in tests {
        let _ = writeln!(out, "\n{heading}");
        out.push_str(&table(fit, lang));
        let _ = writeln!(out, "{}", fit_text(fit, lang));
    }
    let (name, value) = others(stats, lang);
    let _ = writeln!(out, "\n{name}\n{value}");
    let _ = writeln!(out, "\n{}", t(lang, msg!("stats-p-value-note")));
    out
}

/// One test's cells in columns: the label, what was seen, what fair rolls
/// give on average, and the range they fall in 95 times in 100.
fn table(fit: &Fit, lang: Lang) -> String {
    let rows: Vec<[String; 4]> = fit
        .cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let (low, high) = fit.interval(i);
            [
                c.label.clone(),
                thousands(c.observed, lang),
                format!("{:.1}", c.expected),
                format!("{:.0}–{:.0}", low.ceil(), high.floor()),
            ]
        })
        .collect();
    let head = [
        String::new(),
        t(lang, msg!("stats-column-seen")),
        t(lang, msg!("stats-column-expected")),
        t(lang, msg!("stats-column-range")),
    ];
    let widths: Vec<usize> = (0..4)
        .map(|col| {
            std::iter::once(&head)
                .chain(&rows)
                .map(|r| r[col].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in std::iter::once(&head).chain(&rows) {
        let _ = write!(out, "  {:<w$}", row[0], w = widths[0]);
        for col in 1..4 {
            let pad = widths[col].saturating_sub(row[col].chars().count());
            let _ = write!(out, "  {}{}", " ".repeat(pad), row[col]);
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::Role;

    /// A piece's heading takes its article in each language (issue 51:
    /// "Wo König stand", "Où se trouvait roi").
    #[test]
    fn a_pieces_heading_has_its_article() {
        let heading = |role, lang| {
            t_with(
                lang,
                msg!("stats-piece"),
                &[
                    ("piece", piece(role).render(lang).into()),
                    ("role", role.name().into()),
                    ("variant", "Chess960".into()),
                ],
            )
        };
        for (role, lang, said) in [
            (Role::King, Lang::De, "Wo der König stand · Chess960"),
            (Role::Queen, Lang::De, "Wo die Dame stand · Chess960"),
            (Role::King, Lang::Fr, "Où se trouvait le roi · Chess960"),
            (Role::Rook, Lang::Fr, "Où se trouvait la tour · Chess960"),
            (Role::King, Lang::Es, "Dónde estuvo el rey · Chess960"),
            (Role::King, Lang::En, "Where the king stood · Chess960"),
        ] {
            assert_eq!(heading(role, lang), said);
        }
    }
}
