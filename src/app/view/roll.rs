//! A roll as people are shown it, wherever they open it: its heading, its
//! rows of letters, its facts in one order, the steps of its record, its
//! links and its warning, in one language.

use backrank_entropy::Throw;

use crate::app::settings::Settings;
use crate::app::source::names::{SourceShown, ThrownWith, shown};
use crate::app::variants::names::{replay_command, variant_file_name};
use crate::app::view::board::{self, heading};
use crate::app::view::links;
use crate::app::view::{Fact, Form};
use crate::core::board::Color;
use crate::core::fen::Fen;
use crate::core::position::Position;
use crate::core::roll::text::number_label;
use crate::core::roll::{Roll, Step, StepKind};
use crate::core::text::faces_text;
use crate::core::variant::Variant;
use crate::i18n::{Lang, Text, t};
use crate::store::RecordRef;

/// What is known of a roll besides its throws: where they came from, the
/// record it is kept as, and its page on the club's site.
#[derive(Clone, Debug)]
pub struct Known {
    pub source: SourceShown,
    /// The saved record, when there is one.
    pub record: Option<RecordRef>,
    /// The roll's page (`[web] public_url`), when the club serves pages.
    pub page: Option<String>,
}

impl Known {
    /// What the settings make known of a roll: its source as they name it,
    /// and its page when the club serves pages (`[web] public_url`).
    #[must_use]
    pub fn by(
        settings: &Settings,
        source: ThrownWith<'_>,
        record: Option<RecordRef>,
        code: &str,
    ) -> Known {
        let base = settings.web.checked_public_url().ok().flatten();
        Known {
            source: shown(source, settings),
            record,
            page: base.map(|base| links::roll_page_url(&base, code)),
        }
    }
}

/// A roll as every face shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollView {
    pub lang: Lang,
    pub position: Position,
    /// "Chess960 (Fischer Random) · SP 518".
    pub heading: String,
    /// Each side's home rank as letters, by the game's side names.
    pub rows: Vec<Fact>,
    /// What the rows' letters stand for, where they are not chess's.
    pub legend: Option<String>,
    /// The facts, in the order every face lists them.
    pub facts: Vec<Fact>,
    /// Why the method is not a fair draw, when it is not.
    pub warning: Option<String>,
    pub steps: Vec<StepView>,
    pub links: Links,
    /// The source, as tools read it.
    pub source: SourceShown,
    /// The record it is kept as, when it is.
    pub record: Option<RecordRef>,
    /// What tools read besides the facts.
    pub data: RollData,
}

/// The roll's values as tools read them (the same in every language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollData {
    pub variant: Variant,
    pub method: String,
    pub reference: String,
    pub dice: backrank_entropy::Die,
    pub exclude_standard: bool,
    pub pair: bool,
    pub number: u64,
    pub fen: String,
    pub faces: String,
    pub throws: usize,
    pub code: String,
}

/// Where else the roll can be seen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Links {
    /// Its page on the club's site.
    pub page: Option<String>,
    /// An analysis board, for the variant lichess knows.
    pub lichess: Option<String>,
}

/// One step of the record as people follow it at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepView {
    pub kind: StepKind,
    /// The side it sets up.
    pub color: Color,
    /// The side it sets up, by the game's name for it, where both sides are
    /// set up on their own.
    pub side: Option<String>,
    pub title: String,
    /// The full instruction.
    pub text: String,
    /// Every throw, kept or thrown again.
    pub throws: Vec<Throw>,
    /// The option chosen; for a step without a throw, its arithmetic.
    pub choice: Option<String>,
    /// What it placed.
    pub results: Vec<String>,
}

impl RollView {
    /// `roll` as people read it in `lang`, with what is `known` of it.
    #[must_use]
    pub fn new(roll: &Roll, known: Known, lang: Lang) -> RollView {
        let p = &roll.position;
        let v = p.variant();
        let m = roll.spec.method;
        let code = roll.replay_code();
        let fen = Fen(p).to_string();
        let mut facts = Vec::new();
        if let Some(r) = known.record {
            facts.push(Fact::words(
                msg!("field-record"),
                format!("#{}", r.record_no),
            ));
        }
        facts.extend([
            Fact::words(msg!("field-method"), m.described(lang)),
            Fact::words(msg!("field-device"), roll.spec.dice.name()),
            Fact::words(msg!("field-source"), known.source.words.render(lang)),
        ]);
        facts.extend(rules(roll.spec.exclude_standard, roll.spec.pair, lang));
        facts.extend([
            Fact::words(msg!("field-number"), number_label(v, p.number())),
            Fact::words(msg!("field-throws"), roll.faces.len().to_string()),
            Fact::code(msg!("field-fen"), fen.clone()),
            Fact::code(msg!("field-replay"), code.clone()),
        ]);
        // A club's own variant: the line that redoes the roll on a
        // computer, and the file it names, on every face (issue 59: the
        // web page alone listed them).
        facts.extend(file_lines(v, &code));
        RollView {
            lang,
            heading: heading(p),
            rows: board::rows(p),
            legend: board::legend(v, lang),
            facts,
            warning: m.fairness_warning().map(|w| w.render(lang)),
            steps: steps(&roll.steps, v, lang),
            links: Links {
                page: known.page,
                lichess: links::lichess(p),
            },
            source: known.source,
            record: known.record,
            data: RollData {
                variant: v,
                method: m.method.to_string(),
                reference: m.reference.clone(),
                dice: roll.spec.dice,
                exclude_standard: roll.spec.exclude_standard,
                pair: roll.spec.pair,
                number: p.number(),
                fen,
                faces: faces_text(&roll.faces),
                throws: roll.faces.len(),
                code,
            },
            position: p.clone(),
        }
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.data.variant
    }

    /// The replay code.
    #[must_use]
    pub fn code(&self) -> &str {
        &self.data.code
    }

    /// The FEN.
    #[must_use]
    pub fn fen(&self) -> &str {
        &self.data.fen
    }

    /// The fact labelled `label`, if the view has it.
    #[must_use]
    pub fn fact(&self, label: crate::i18n::Msg) -> Option<&Fact> {
        self.facts.iter().find(|f| f.label == label)
    }

    /// The board in words, for people who cannot see it.
    #[must_use]
    pub fn alt_text(&self) -> String {
        board::alt_text(&self.heading, &self.position.pieces(), self.lang)
    }

    /// The warning as a fact, labelled as every face labels it.
    #[must_use]
    pub fn warning_fact(&self) -> Option<Fact> {
        let w = self.warning.as_ref()?;
        Some(Fact::words(msg!("field-not-uniform"), w.clone()))
    }

    /// The view without the lines that replay its roll from its code and
    /// name its variant file: an event's round has its own, which redo it
    /// from its seed (or beacon round).
    #[must_use]
    pub fn without_file_lines(mut self) -> RollView {
        self.facts
            .retain(|f| ![msg!("round-redo"), msg!("round-file")].contains(&f.label));
        self
    }

    /// Every fact a face lists, in order: the warning, the rows, the rest.
    #[must_use]
    pub fn listed(&self) -> Vec<Fact> {
        let mut all: Vec<Fact> = self.warning_fact().into_iter().collect();
        all.extend(self.rows.iter().cloned());
        all.extend(self.facts.iter().cloned());
        all
    }
}

/// For a roll of a variant file (a club's own variant), the lines that
/// redo it on a computer: the replay line naming the file, and the file's
/// name as that line gives it. None for a built-in variant, which needs
/// no file.
fn file_lines(v: Variant, code: &str) -> Vec<Fact> {
    if v.spec().digest.is_none() {
        return Vec::new();
    }
    let file = variant_file_name(v.id());
    vec![
        Fact::code(msg!("round-redo"), replay_command(code, &file)),
        Fact::code(msg!("round-file"), file),
    ]
}

/// The rules a roll is made by, as facts: the standard position thrown
/// again, a pair of games; worded the same for a roll, an event's rounds
/// and a roll-along under way.
#[must_use]
pub fn rules(exclude_standard: bool, pair: bool, lang: Lang) -> Vec<Fact> {
    let mut facts = Vec::new();
    if exclude_standard {
        facts.push(Fact::words(
            msg!("field-standard"),
            t(lang, msg!("field-standard-excluded")),
        ));
    }
    if pair {
        facts.push(Fact::words(
            msg!("field-pair"),
            t(lang, msg!("field-pair-value")),
        ));
    }
    facts
}

/// A record's steps as people follow them, in `lang`: each side named as
/// the game names it where both sides are set up on their own.
#[must_use]
pub fn steps(steps: &[Step], v: Variant, lang: Lang) -> Vec<StepView> {
    let both_sides = v.black_is_independent();
    steps
        .iter()
        .map(|step| StepView {
            kind: step.kind,
            color: step.side,
            side: both_sides.then(|| board::side_word(v, step.side, lang)),
            title: step.title.render(lang),
            text: step.text.render(lang),
            throws: step.throws.clone(),
            choice: step.choice.as_ref().map(|c| c.render(lang)),
            results: step.result.iter().map(|r| r.render(lang)).collect(),
        })
        .collect()
}

impl StepView {
    /// Its throws' line in `lang` ("Throws: 5 (again), 3 → 3rd: e1") as
    /// what comes before the throws and what after, so each face writes
    /// the throws its own way (the page in bold) in one wording (issue 59:
    /// the page said "Thrown:", the command line "Throws:").
    #[must_use]
    pub fn throws_around(&self, lang: Lang) -> (String, String) {
        const THROWS: &str = "\u{1}";
        let line = Text::msg(msg!("record-throws"))
            .with("throws", THROWS)
            .with("choice", self.choice.clone().unwrap_or_default())
            .render(lang);
        match line.split_once(THROWS) {
            Some((before, after)) => (before.to_owned(), after.to_owned()),
            None => (line, String::new()),
        }
    }

    /// The arithmetic of a step without a throw, unless its instruction
    /// already ends with it.
    #[must_use]
    pub fn working(&self) -> Option<&str> {
        let working = self.choice.as_deref()?;
        let shown = self.text.contains(working.trim_end_matches('.'));
        (self.throws.is_empty() && !shown).then_some(working)
    }
}

impl Fact {
    /// Whether it is shown as code.
    #[must_use]
    pub fn is_code(&self) -> bool {
        self.form == Form::Code
    }
}

impl super::Views<'_> {
    /// A roll as every face shows it, in `lang`: its source named as the
    /// settings name it, its page where the club serves pages.
    #[must_use]
    pub fn roll(
        &self,
        roll: &Roll,
        source: ThrownWith<'_>,
        record: Option<RecordRef>,
        lang: Lang,
    ) -> RollView {
        let known = Known::by(self.settings, source, record, &roll.replay_code());
        RollView::new(roll, known, lang)
    }
}
