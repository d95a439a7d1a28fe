//! A position by its number, as every face shows it (`/position`,
//! `backrank position`, the web's `/p/VARIANT/NUMBER`): for a number
//! picked or announced rather than rolled, so it has no throws, only its
//! board's facts and how to set it up from its number.

use crate::app::view::board::{self, heading};
use crate::app::view::roll::{StepView, steps};
use crate::app::view::{Fact, links};
use crate::core::fen::Fen;
use crate::core::position::Position;
use crate::core::roll::setup_steps;
use crate::core::roll::text::number_label;
use crate::i18n::Lang;

/// A numbered position as every face shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionView {
    pub lang: Lang,
    pub position: Position,
    /// "Chess960 (Fischer Random) · SP 518".
    pub heading: String,
    /// Each side's home rank as letters, by the game's side names.
    pub rows: Vec<Fact>,
    /// Its number, as its variant names numbers ("SP 518").
    pub number: Fact,
    /// Its FEN, as code.
    pub fen: Fact,
    /// How to set it up from its number, a step each: only where a face
    /// shows it ([`PositionView::set_up`]), empty otherwise.
    pub setup: Vec<StepView>,
    /// An analysis board, for the variant lichess knows.
    pub lichess: Option<String>,
}

impl PositionView {
    /// `p`'s board as people read it in `lang` (a reply or a page that
    /// shows the board and its facts, not how to set it up: the steps are
    /// worked out only where they are shown).
    #[must_use]
    pub fn new(p: &Position, lang: Lang) -> PositionView {
        PositionView::with_setup(p, Vec::new(), lang)
    }

    /// `p` as people read it in `lang`, with the steps that set it up
    /// from its number.
    #[must_use]
    pub fn set_up(p: &Position, lang: Lang) -> PositionView {
        let setup = steps(&setup_steps(p), p.variant(), lang);
        PositionView::with_setup(p, setup, lang)
    }

    fn with_setup(p: &Position, setup: Vec<StepView>, lang: Lang) -> PositionView {
        PositionView {
            lang,
            heading: heading(p),
            rows: board::rows(p),
            number: Fact::words(msg!("field-number"), number_label(p.variant(), p.number())),
            fen: Fact::code(msg!("field-fen"), Fen(p).to_string()),
            setup,
            lichess: links::lichess(p),
            position: p.clone(),
        }
    }

    /// The board's facts, in the order a list of them gives: the rows, the
    /// number, the FEN.
    #[must_use]
    pub fn facts(&self) -> Vec<Fact> {
        let mut all = self.rows.clone();
        all.extend([self.number.clone(), self.fen.clone()]);
        all
    }

    /// The board in words, for people who cannot see it.
    #[must_use]
    pub fn alt_text(&self) -> String {
        board::alt_text(&self.heading, &self.position.pieces(), self.lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::variant::Variant;

    /// Chess960's standard position: its rows under the game's side
    /// names, its number and FEN, the analysis board lichess has for it,
    /// and a step a side of those that set it up (Black mirrors White).
    #[test]
    fn a_numbered_position_has_its_facts_and_setup() {
        let p = Position::from_number(Variant::Chess960, 518).unwrap();
        let view = PositionView::set_up(&p, Lang::En);
        assert_eq!(view.heading, heading(&p));
        let lines: Vec<String> = view.facts().iter().map(|f| f.line(Lang::En)).collect();
        assert_eq!(
            lines,
            [
                "White: RNBQKBNR",
                "Number: SP 518",
                "FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ]
        );
        assert_eq!(
            view.lichess.as_deref(),
            Some(
                "https://lichess.org/analysis/chess960/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1"
            )
        );
        assert!(!view.setup.is_empty());
        assert!(view.alt_text().starts_with(&view.heading));
        // Without its steps, the same board.
        let board = PositionView::new(&p, Lang::En);
        assert_eq!(board.facts(), view.facts());
        assert!(board.setup.is_empty());
    }
}
