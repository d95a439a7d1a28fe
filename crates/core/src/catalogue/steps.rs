//! A variant file's method `steps` read against the row: each step must have pieces
//! left to place, and together they place every piece once.

use toml::Spanned;

use crate::board::Role;
use crate::method::Step;
use crate::method::steps::piece_title;
use crate::variant::definition::{DefinitionError, Locator};

/// The most steps a method may list.
pub const MAX_STEPS: usize = 48;

/// What the steps place.
pub(super) struct Shape<'a> {
    pub standard: &'a [Role],
}

impl Shape<'_> {
    /// The piece a one-letter step places: one of the row's.
    fn role_of_step(&self, step: &str) -> Option<Role> {
        let mut chars = step.trim().chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => self.standard.iter().copied().find(|r| r.char() == c),
            _ => None,
        }
    }
}

/// The pieces not yet placed, as a list to take from.
struct Left(Vec<Role>);

/// Why one step of a method's `steps` cannot be read against the pieces
/// left to place: said after "step 'name': " in the file's error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum StepError {
    #[error("it places two bishops, and two are not left")]
    NoTwoBishops,
    #[error("no king is left to place")]
    NoKing,
    #[error("place the king first (king-not-in-corners)")]
    KingNotPlaced,
    #[error("it places two rooks, and two are not left")]
    NoTwoRooks,
    /// `rook-king-rook` with other pieces (`.0`, their letters) left too.
    #[error(
        "it takes the last three squares for a rook, the king and a rook, but {0} are left to \
         place"
    )]
    NotRookKingRook(String),
    #[error("no pieces are left to fill in")]
    NothingToFill,
    /// `fill` with pieces of more than one kind (`.0`) left.
    #[error(
        "the pieces left ({0}) are not all alike, so the last squares would still need a \
         choice: place them with their own steps"
    )]
    FillUnalike(String),
    /// `start-over-unless-legal` with pieces (`.0`) still to place.
    #[error("it checks the finished row, but {0} are left to place")]
    CheckUnfinished(String),
    #[error(
        "unknown step: use a piece letter, bishops-opposite-colours, bishops-any-colours, \
         king-not-in-corners, rooks-beside-king, rook-king-rook, fill or start-over-unless-legal"
    )]
    Unknown,
    /// A piece's letter when no piece of that kind is left.
    #[error("no {0} is left to place")]
    NoPiece(Role),
    #[error(
        "every piece is already placed: remove it, or move it before the step that places the \
         last pieces"
    )]
    AfterTheLast,
}

/// One step read: what it places, taken from `left`.
fn one(
    name: &str,
    left: &mut Left,
    shape: &Shape<'_>,
    seen: &mut Vec<Role>,
    singles: &dyn Fn(Role) -> usize,
) -> Result<Step, StepError> {
    let step = match name {
        "bishops-opposite-colours" | "bishops-any-colours" => {
            if !left.take(Role::Bishop, 2) {
                return Err(StepError::NoTwoBishops);
            }
            if name == "bishops-opposite-colours" {
                Step::BishopsOppositeColours
            } else {
                Step::BishopsAnyColours
            }
        }
        "king-not-in-corners" => {
            if !left.take(Role::King, 1) {
                return Err(StepError::NoKing);
            }
            Step::KingNotInCorners
        }
        "rooks-beside-king" => {
            if left.count(Role::King) > 0 || !shape.standard.contains(&Role::King) {
                return Err(StepError::KingNotPlaced);
            }
            if !left.take(Role::Rook, 2) {
                return Err(StepError::NoTwoRooks);
            }
            Step::RooksBesideKing
        }
        "rook-king-rook" => {
            let mut rest = Left(left.0.clone());
            if !(rest.take(Role::King, 1) && rest.take(Role::Rook, 2) && rest.0.is_empty()) {
                return Err(StepError::NotRookKingRook(left.names()));
            }
            left.0.clear();
            Step::RookKingRook
        }
        "fill" => {
            let Some(&role) = left.0.first() else {
                return Err(StepError::NothingToFill);
            };
            if left.count(role) != left.0.len() {
                return Err(StepError::FillUnalike(left.names()));
            }
            let count = left.0.len();
            left.0.clear();
            Step::Fill { role, count }
        }
        "start-over-unless-legal" => {
            if !left.0.is_empty() {
                return Err(StepError::CheckUnfinished(left.names()));
            }
            Step::StartOverUnlessLegal
        }
        letter => piece(letter, left, shape, seen, singles)?,
    };
    Ok(step)
}

/// A one-letter step: one piece of that kind on any empty square.
fn piece(
    letter: &str,
    left: &mut Left,
    shape: &Shape<'_>,
    seen: &mut Vec<Role>,
    singles: &dyn Fn(Role) -> usize,
) -> Result<Step, StepError> {
    let Some(role) = shape.role_of_step(letter) else {
        return Err(StepError::Unknown);
    };
    if !left.take(role, 1) {
        return Err(StepError::NoPiece(role));
    }
    let nth = seen.iter().filter(|&&r| r == role).count();
    seen.push(role);
    Ok(Step::Piece {
        role,
        title: piece_title(role, nth, singles(role)),
    })
}

impl Left {
    fn count(&self, role: Role) -> usize {
        self.0.iter().filter(|&&r| r == role).count()
    }

    fn take(&mut self, role: Role, n: usize) -> bool {
        if self.count(role) < n {
            return false;
        }
        for _ in 0..n {
            if let Some(i) = self.0.iter().position(|&r| r == role) {
                self.0.remove(i);
            }
        }
        true
    }

    fn names(&self) -> String {
        let letters: String = self.0.iter().map(|r| r.char()).collect();
        letters
    }
}

/// Reads `list` (the value of `key`) into steps.
pub(super) fn read(
    at: &Locator<'_>,
    key: &str,
    list: &Spanned<Vec<Spanned<String>>>,
    shape: &Shape<'_>,
) -> Result<Vec<Step>, DefinitionError> {
    if list.get_ref().len() > MAX_STEPS {
        return Err(at.at(list.span(), key, format!("at most {} steps", MAX_STEPS)));
    }
    let mut left = Left(shape.standard.to_vec());
    // How many one-piece steps each kind gets, for "First knight".
    let singles = |role: Role| {
        list.get_ref()
            .iter()
            .filter(|s| shape.role_of_step(s.get_ref()) == Some(role))
            .count()
    };
    let mut seen: Vec<Role> = Vec::new();
    let mut steps = Vec::new();
    let mut finished = false;
    for s in list.get_ref() {
        let name = s.get_ref().trim();
        let bad = |why: StepError| at.at(s.span(), key, format!("step '{name}': {why}"));
        if finished
            && (name != "start-over-unless-legal"
                || steps.last() == Some(&Step::StartOverUnlessLegal))
        {
            return Err(bad(StepError::AfterTheLast));
        }
        let step = one(name, &mut left, shape, &mut seen, &singles).map_err(bad)?;
        finished = left.0.is_empty();
        steps.push(step);
    }
    if !left.0.is_empty() {
        return Err(at.at(
            list.span(),
            key,
            format!(
                "the steps leave {} unplaced: add a step for each (a letter, or fill at the end)",
                left.names()
            ),
        ));
    }
    Ok(steps)
}
