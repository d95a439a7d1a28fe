//! What Backrank works out for itself from a club's file: a fair
//! `placement` method, the `number` method, and the one-line summaries.

use crate::board::Role;
use crate::catalogue::Method;
use crate::catalogue::draft::MethodDraft;
use crate::method::steps::piece_title;
use crate::method::{Procedure, Step, Technique};
use crate::variant::{Rule, free_kinds};

/// Whether steps alone keep every rule, or the row must be checked at the
/// end and the procedure start over when it breaks one.
fn needs_start_over(rules: &[Rule]) -> bool {
    rules
        .iter()
        .any(|r| !matches!(r, Rule::BishopsOnOppositeColours | Rule::KingBetweenRooks))
}

/// The placement every club file gets: bishops on opposite colours where
/// the rules ask it, every other piece on any empty square, rook–king–rook
/// on the last three where the rules ask it, and a start-over for any rule
/// left. Each step is uniform and the start-over only conditions, so the
/// result is uniform over the legal set (and the audit proves it).
pub(super) fn placement(standard: &[Role], rules: &[Rule]) -> MethodDraft {
    let mut steps = Vec::new();
    if rules.contains(&Rule::BishopsOnOppositeColours) {
        steps.push(Step::BishopsOppositeColours);
    }
    for (role, count) in free_kinds(standard, rules) {
        for nth in 0..count {
            steps.push(Step::Piece {
                role,
                title: piece_title(role, nth, count),
            });
        }
    }
    if rules.contains(&Rule::KingBetweenRooks) {
        steps.push(Step::RookKingRook);
    }
    if needs_start_over(rules) {
        steps.push(Step::StartOverUnlessLegal);
    }
    MethodDraft {
        method: Method::Placement,
        reference: "Backrank's placement, worked out from the rules".to_owned(),
        reference_msg: Some(msg!("method-ref-derived-placement")),
        summary: method_summary(&steps),
        technique: Technique::Efficient,
        procedure: Procedure::Steps(steps),
        declared: None,
        code: Method::Placement.letter(),
        line: 1,
    }
}

/// The `number` method, as the built-in variants have it.
pub(super) fn number() -> MethodDraft {
    MethodDraft {
        method: Method::Number,
        reference: "Backrank's position numbering".to_owned(),
        reference_msg: Some(msg!("method-ref-numbering")),
        summary: NUMBER_SUMMARY.to_owned(),
        technique: Technique::Efficient,
        procedure: Procedure::Code(crate::catalogue::number::procedure),
        declared: None,
        code: Method::Number.letter(),
        line: 1,
    }
}

/// The `number` method's steps in one line.
pub const NUMBER_SUMMARY: &str = "draw the position number (with coins: one binary number, \
     heads = 1, as in the ten-flip method; with dice: a few parts chosen for the fewest \
     throws), then set the pieces up from it";

/// A method's steps in one line.
pub(super) fn method_summary(steps: &[Step]) -> String {
    let parts: Vec<String> = steps.iter().map(Step::summary).collect();
    parts.join(", ")
}
