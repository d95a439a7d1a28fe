//! An exact audit as every face shows it (`/fairness`, `backrank audit`):
//! its figures as facts, each worked out to the same precision, and, for a
//! biased method, where its most skewed piece stands.

use crate::app::view::Fact;
use crate::core::audit::{Audit, decimal, show};
use crate::core::catalogue::MethodSpec;
use crate::core::method::Exact;
use crate::core::stats::Spread;
use crate::core::text::{piece, thousands};
use crate::i18n::{Lang, t, t_with};

/// One audit.
#[derive(Clone, Debug, PartialEq)]
pub struct AuditView {
    pub lang: Lang,
    /// "chess960 · placement (Carrillo's procedure #1) · d6".
    pub heading: String,
    /// The method in one line: "placement (Carrillo's procedure #1): …".
    pub summary: String,
    /// Said when the standard position is thrown again.
    pub note: Option<String>,
    /// The figures, in order.
    pub facts: Vec<Fact>,
    pub uniform: bool,
    /// Where a biased method's most skewed piece stands, against a uniform
    /// draw (none for a uniform method, or when it was not asked for).
    pub skew: Option<Skew>,
}

/// Where a biased method's most skewed piece stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Skew {
    /// Its name ("Where the king stands"), the file it leans to most in
    /// words, and every file's share by the method and by a uniform draw.
    Piece {
        title: String,
        text: String,
        spread: Spread,
        /// The piece's name.
        piece: String,
    },
    /// Biased, yet every piece stands on each file as often as in a
    /// uniform draw: the bias is in how they combine.
    NoPiece { title: String, text: String },
}

/// Where a single biased audit's most skewed piece stands, worked out as
/// every face asks for it: for one audit that is not uniform (`Some`, with
/// `None` inside when no piece is skewed); `None` otherwise.
///
/// # Errors
///
/// When the audit's rows cannot be walked.
pub fn skew_of(
    audits: &[(Audit, &MethodSpec)],
) -> Result<Option<Option<Spread>>, crate::core::audit::AuditError> {
    match audits {
        [(a, m)] if !a.uniform => {
            let rows = crate::core::audit::row_chances(a.variant, m, a.dice)?;
            Ok(Some(crate::core::stats::most_skewed(a.variant, &rows)))
        }
        _ => Ok(None),
    }
}

/// How many decimals an audit's figures show, on every face.
const DECIMALS: usize = 4;

impl AuditView {
    /// `a`, the audit of `spec`, in `lang`; `spread` is its most skewed
    /// piece's, where it was worked out (`Some(None)`: no piece is skewed).
    #[must_use]
    pub fn new(
        a: &Audit,
        spec: &MethodSpec,
        spread: Option<Option<Spread>>,
        lang: Lang,
    ) -> AuditView {
        AuditView {
            lang,
            heading: format!("{} · {} · {}", a.variant.id(), spec.described(lang), a.dice),
            summary: format!("{}: {}", spec.described(lang), spec.summary),
            note: a
                .excludes_standard
                .then(|| t(lang, msg!("audit-excludes-standard"))),
            facts: facts(a, lang),
            uniform: a.uniform,
            skew: spread.map(|spread| skew(spread, lang)),
        }
    }
}

/// An audit's figures as facts, in `lang`.
fn facts(a: &Audit, lang: Lang) -> Vec<Fact> {
    // A variant whose rules never make its standard array has nothing to
    // throw again: its legal set is whole as it is.
    let less_standard = a.excludes_standard && a.positions < a.legal_positions;
    let whole = match (a.whole_set, less_standard) {
        (true, false) => msg!("audit-whole-set"),
        (true, true) => msg!("audit-whole-but-standard"),
        (false, _) => msg!("audit-not-whole-set"),
    };
    let reached = t_with(
        lang,
        msg!("fairness-positions-value"),
        &[
            ("positions", a.positions.into()),
            ("legal", a.legal_positions.into()),
        ],
    );
    let uniform = if a.uniform {
        t(lang, msg!("fairness-uniform-yes"))
    } else {
        t_with(
            lang,
            msg!("fairness-uniform-no"),
            &[("ratio", show(&a.max_min_ratio).into())],
        )
    };
    let expected = t_with(
        lang,
        msg!("fairness-expected-value"),
        &[
            (
                "decimal",
                format!("{:.DECIMALS$}", decimal(&a.expected_throws)).into(),
            ),
            ("exact", show(&a.expected_throws).into()),
        ],
    );
    let bound = t_with(
        lang,
        msg!("audit-lower-bound-value"),
        &[
            (
                "bound",
                format!("{:.DECIMALS$}", a.lower_bound_throws).into(),
            ),
            ("sides", u64::from(a.dice.sides()).into()),
            (
                "legal",
                (a.legal_positions - u64::from(less_standard && a.whole_set)).into(),
            ),
        ],
    );
    let mut facts = vec![
        Fact::words(
            msg!("fairness-positions"),
            format!("{reached}: {}", t(lang, whole)),
        ),
        Fact::words(msg!("fairness-uniform"), uniform),
        Fact::words(msg!("fairness-expected"), expected),
        Fact::words(msg!("fairness-lower-bound"), bound),
    ];
    if a.start_over != Exact::from_integer(0) {
        let share = t_with(
            lang,
            msg!("audit-start-over-value"),
            &[
                ("share", show(&a.start_over).into()),
                (
                    "percent",
                    format!("{:.1}", decimal(&a.start_over) * 100.0).into(),
                ),
            ],
        );
        facts.push(Fact::words(msg!("audit-start-over"), share));
    }
    facts.push(Fact::words(msg!("audit-paths"), thousands(a.paths, lang)));
    facts
}

/// A percentage with one decimal.
fn percent(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

/// A file's letter.
#[must_use]
pub fn file_letter(f: u8) -> String {
    char::from(b'a' + f).to_string()
}

/// Where `spread`'s piece stands, in words.
fn skew(spread: Option<Spread>, lang: Lang) -> Skew {
    let furthest = spread.as_ref().and_then(|s| Some((s, s.furthest()?)));
    let Some((spread, (at, method, uniform))) = furthest else {
        return Skew::NoPiece {
            title: t(lang, msg!("fairness-skew-none-name")),
            text: t(lang, msg!("fairness-skew-none")),
        };
    };
    let name = piece(spread.role).render(lang);
    Skew::Piece {
        title: t_with(
            lang,
            msg!("fairness-skew"),
            &[("piece", name.clone().into())],
        ),
        text: t_with(
            lang,
            msg!("fairness-skew-value"),
            &[
                ("file", file_letter(at).into()),
                ("method", percent(method).into()),
                ("uniform", percent(uniform).into()),
            ],
        ),
        spread: spread.clone(),
        piece: name,
    }
}

impl Skew {
    /// Its name and its words.
    #[must_use]
    pub fn fact(&self) -> (&str, &str) {
        match self {
            Skew::Piece { title, text, .. } | Skew::NoPiece { title, text } => (title, text),
        }
    }

    /// Every file's share, by the method and by a uniform draw, in words:
    /// "b 12.5% (11.3%), …".
    #[must_use]
    pub fn bars(spread: &Spread) -> String {
        (0..spread.files.len())
            .map(|i| {
                format!(
                    "{} {} ({})",
                    file_letter(spread.files[i]),
                    percent(spread.method[i]),
                    percent(spread.uniform[i])
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}
