//! The JSON face of a roll: one document, the same from `backrank roll` /
//! `replay --format json` and from the web's `/api/v1/rolls/CODE`. Its
//! values are for tools; its `facts` and steps are the words every other
//! face shows, in the language asked for.

use backrank_entropy::{Die, Throw};
use serde::Serialize;

use crate::app::view::Fact;
use crate::app::view::roll::{RollView, StepView};
use crate::core::board::Color;
use crate::core::roll::StepKind;
use crate::core::variant::Variant;

/// A roll for tools.
#[derive(Clone, Debug, Serialize)]
pub struct RollDoc {
    pub heading: String,
    pub variant: Variant,
    pub method: String,
    pub method_source: String,
    pub dice: Die,
    pub exclude_standard: bool,
    pub pair: bool,
    /// The source's kind: `os`, `tower`, `typed`, `table`, `seed`,
    /// `beacon`, or `replay_code` for a roll opened from its code alone.
    pub source: &'static str,
    /// The seed of a seeded roll, a beacon's `chain:round`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_detail: Option<String>,
    /// The record it is kept as, when it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<i64>,
    pub number: u64,
    pub fen: String,
    pub position: Rows,
    pub uniform: bool,
    /// Why the method is not a fair draw, when it is not.
    pub note: Option<String>,
    pub steps: Vec<StepDoc>,
    pub faces: String,
    pub throws: usize,
    pub replay: String,
    pub links: LinksDoc,
    /// What every face shows, in order, in the language asked for.
    pub facts: Vec<FactDoc>,
}

/// Each side's randomized row from the a-file, in FEN case, and the board
/// as a diagram.
#[derive(Clone, Debug, Serialize)]
pub struct Rows {
    pub white: String,
    pub black: String,
    pub diagram: String,
}

/// One step of the record.
#[derive(Clone, Debug, Serialize)]
pub struct StepDoc {
    pub kind: StepKind,
    /// `white` or `black`.
    pub side: Color,
    /// The side by the game's name, where both sides are set up on their
    /// own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side_name: Option<String>,
    pub title: String,
    pub text: String,
    pub throws: Vec<Throw>,
    pub choice: Option<String>,
    pub result: Vec<String>,
}

/// Where else the roll can be seen.
#[derive(Clone, Debug, Serialize)]
pub struct LinksDoc {
    pub page: Option<String>,
    pub lichess: Option<String>,
}

/// One fact: its message id, its label and its value.
#[derive(Clone, Debug, Serialize)]
pub struct FactDoc {
    pub id: &'static str,
    pub label: String,
    pub value: String,
}

impl FactDoc {
    /// Facts for tools, in `lang`.
    #[must_use]
    pub fn all(facts: &[Fact], lang: crate::i18n::Lang) -> Vec<FactDoc> {
        facts.iter().map(|f| FactDoc::of(f, lang)).collect()
    }

    fn of(fact: &Fact, lang: crate::i18n::Lang) -> FactDoc {
        FactDoc {
            id: fact.label.id(),
            label: fact.name(lang),
            value: fact.value.clone(),
        }
    }
}

impl StepDoc {
    fn of(step: &StepView) -> StepDoc {
        StepDoc {
            kind: step.kind,
            side: step.color,
            side_name: step.side.clone(),
            title: step.title.clone(),
            text: step.text.clone(),
            throws: step.throws.clone(),
            choice: step.choice.clone(),
            result: step.results.clone(),
        }
    }
}

impl RollDoc {
    /// The document of `view`.
    #[must_use]
    pub fn of(view: &RollView) -> RollDoc {
        let d = &view.data;
        let p = &view.position;
        RollDoc {
            heading: view.heading.clone(),
            variant: d.variant,
            method: d.method.clone(),
            method_source: d.reference.clone(),
            dice: d.dice,
            exclude_standard: d.exclude_standard,
            pair: d.pair,
            source: view.source.kind,
            source_detail: view.source.detail.clone(),
            record: view.record.map(|r| r.record_no),
            number: d.number,
            fen: d.fen.clone(),
            position: Rows {
                white: p.row_letters(Color::White),
                black: p.row_letters(Color::Black).to_lowercase(),
                diagram: p.diagram(),
            },
            uniform: view.warning.is_none(),
            note: view.warning.clone(),
            steps: view.steps.iter().map(StepDoc::of).collect(),
            faces: d.faces.clone(),
            throws: d.throws,
            replay: d.code.clone(),
            links: LinksDoc {
                page: view.links.page.clone(),
                lichess: view.links.lichess.clone(),
            },
            facts: view
                .listed()
                .iter()
                .map(|f| FactDoc::of(f, view.lang))
                .collect(),
        }
    }
}
