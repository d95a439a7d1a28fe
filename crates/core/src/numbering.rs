//! Position numbers: each variant's numbering is a placement procedure whose
//! every choice has a fixed number of options, so a number's mixed-radix
//! digits (first step least significant) are the choices.
//!
//! | variant | steps (options) | numbers |
//! |---|---|---|
//! | chess960 | light bishop (4), dark bishop (4), queen (6), knight pair (10), rook–king–rook | 0–959, Scharnagl's SP numbering |
//! | chess25 | king relocation (5), queen relocation (5) | 0–24 |
//! | crc | queen or archbishop on light (2), it (5), the other on dark (5), light bishop (4), dark bishop (4), chancellor (6), knight pair (10), R–K–R | 0–47999; numbers with an unprotected pawn are not positions |
//! | crc-carrillo | dark bishop (5), light bishop (5), queen (8), archbishop (7), chancellor (6), knight pair (10), R–K–R | 0–83999 |
//! | modern-crc | bishop pair (45), queen (8), archbishop (7), chancellor (6), knight pair (10), R–K–R | 0–151199 |
//! | modern-random | bishop pair (36), queen (7), prime minister (6), knight pair (10), R–K–R | 0–15119 |
//! | ajax-random | bishop pair (28), queen (6), knight pair (10), R–K–R | 0–1679 |
//! | english-random | per side: bishop pair (28), queen (6), king (5), rook pair (6), knights | W + 5040 × B, 0–25401599 |
//! | korean-random | left: chariot (3), horse (2); right: chariot (3), horse (2) | 0–35 |

use std::fmt;
use std::ops::ControlFlow;

use backrank_entropy::Die;

use crate::board::Color;
use crate::board::Role::{self, *};
use crate::i18n::{Lang, Text};
use crate::method::explore::explore;
use crate::method::{Among, Ask, Chooser, Code, Note, Procedure, Step, Stop, Table, Technique};
use crate::procedures::{carrillo, chess25, crc};
use crate::text::{number_word, piece, pieces};
use crate::variant::{Numbering, Rule, Variant, Violation, free_kinds};

/// The numbering procedure of `v`, for one side: the one its built-in file
/// names, or one worked out from a variant file's rules.
pub fn procedure(v: Variant) -> Procedure {
    match v.spec().numbering {
        Some(n) => Procedure::Code(code(n)),
        None => Procedure::Steps(derived(v)),
    }
}

/// A variant file's numbering: every step has the same number of options
/// whatever came before (bishops light then dark, each kind as one set of
/// squares, rook–king–rook forced), so a number's mixed-radix digits are
/// the choices and every row that keeps those steps' rules has one number.
fn derived(v: Variant) -> Vec<Step> {
    let spec = v.spec();
    let mut steps = Vec::new();
    if spec.rules.contains(&Rule::BishopsOnOppositeColours) {
        steps.push(Step::BishopsLightThenDark);
    }
    for (role, count) in free_kinds(&spec.standard, &spec.rules) {
        steps.push(Step::Group { role, count });
    }
    if spec.rules.contains(&Rule::KingBetweenRooks) {
        steps.push(Step::RookKingRook);
    }
    steps
}

/// The code of a built-in numbering.
fn code(n: Numbering) -> Code {
    match n {
        Numbering::Chess960 => chess960,
        Numbering::Chess25 => chess25::relocation,
        Numbering::Crc => crc,
        Numbering::CrcCarrillo => crc_carrillo,
        Numbering::ModernCrc => modern_crc,
        Numbering::ModernRandom => modern_random,
        Numbering::AjaxRandom => ajax,
        Numbering::EnglishRandom => english,
        Numbering::KoreanRandom => carrillo::korean,
    }
}

fn chess960(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    Step::BishopsLightThenDark.run(t, ch)?;
    t.place(ch, Queen, Among::Empty, &one(Queen))?;
    t.place_pair(ch, Knight, Among::Empty, &two(Knight))?;
    t.king_between_rooks(ch)
}

fn crc(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    crc::queen_and_archbishop(
        t,
        ch,
        [
            Text::msg(msg!("title-queen-or-archbishop-light")),
            Text::msg(msg!("title-piece-light")),
            Text::msg(msg!("title-piece-dark")),
        ],
    )?;
    Step::BishopsLightThenDark.run(t, ch)?;
    t.place(ch, Chancellor, Among::Empty, &one(Chancellor))?;
    t.place_pair(ch, Knight, Among::Empty, &two(Knight))?;
    t.king_between_rooks(ch)
}

fn crc_carrillo(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    Step::BishopsOppositeColours.run(t, ch)?;
    capablanca_pieces(t, ch)
}

fn modern_crc(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place_pair(ch, Bishop, Among::Empty, &two(Bishop))?;
    capablanca_pieces(t, ch)
}

fn capablanca_pieces(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place(ch, Queen, Among::Empty, &one(Queen))?;
    t.place(ch, Archbishop, Among::Empty, &one(Archbishop))?;
    t.place(ch, Chancellor, Among::Empty, &one(Chancellor))?;
    t.place_pair(ch, Knight, Among::Empty, &two(Knight))?;
    t.king_between_rooks(ch)
}

fn modern_random(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place_pair(ch, Bishop, Among::Empty, &two(Bishop))?;
    t.place(ch, Queen, Among::Empty, &one(Queen))?;
    t.place(ch, Minister, Among::Empty, &one(Minister))?;
    t.place_pair(ch, Knight, Among::Empty, &two(Knight))?;
    t.king_between_rooks(ch)
}

fn ajax(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place_pair(ch, Bishop, Among::Empty, &two(Bishop))?;
    t.place(ch, Queen, Among::Empty, &one(Queen))?;
    t.place_pair(ch, Knight, Among::Empty, &two(Knight))?;
    t.king_between_rooks(ch)
}

fn english(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    t.place_pair(ch, Bishop, Among::Empty, &two(Bishop))?;
    t.place(ch, Queen, Among::Empty, &one(Queen))?;
    t.place(ch, King, Among::Empty, &one(King))?;
    t.place_pair(ch, Rook, Among::Empty, &two(Rook))?;
    t.fill(
        ch,
        &[Knight, Knight],
        &two(Knight),
        &Text::msg(msg!("fill-many"))
            .with("how_many", number_word(2).capitalized())
            .with("pieces", pieces(Knight)),
    )
}

/// A title naming one piece: "Queen".
fn one(role: Role) -> Text {
    piece(role).capitalized()
}

/// A title naming two pieces placed at once: "Knights".
fn two(role: Role) -> Text {
    pieces(role).capitalized()
}

/// How many numbers one side's numbering has (all the paths of its tree).
pub fn side_range(v: Variant) -> u64 {
    *v.spec().side_range.get_or_init(|| {
        let geo = v.side_geometry(Color::White);
        let numbering = procedure(v);
        let mut range = 0;
        explore(
            Die::D6,
            |ch| {
                let mut t = Table::new(v, &geo, Technique::Efficient);
                numbering.run(&mut t, ch)
            },
            |path, _| {
                // Every path has the same radices, so the first one tells.
                range = path.asks().iter().map(|&(k, _)| u64::from(k)).product();
                ControlFlow::Break(())
            },
        );
        range
    })
}

/// How many position numbers `v` has: the side range, squared where Black
/// draws its own row.
pub fn range(v: Variant) -> u64 {
    let side = side_range(v);
    if v.black_is_independent() {
        side * side
    } else {
        side
    }
}

/// Answers a numbering procedure's choices with the digits of a number, and
/// tells the record the division behind each one.
pub struct DigitChooser<'o> {
    left: u64,
    outer: &'o mut dyn Chooser,
}

impl<'o> DigitChooser<'o> {
    pub fn new(number: u64, outer: &'o mut dyn Chooser) -> DigitChooser<'o> {
        DigitChooser {
            left: number,
            outer,
        }
    }
}

impl Chooser for DigitChooser<'_> {
    fn device(&self) -> Die {
        self.outer.device()
    }

    fn choose(&mut self, ask: &Ask<'_>) -> Result<u32, Stop> {
        let k = u64::from(ask.k);
        let (before, digit) = (self.left, self.left % k);
        self.left /= k;
        let after = self.left;
        let digit32 = u32::try_from(digit).map_err(|_| Stop::Bug("digit out of range"))?;
        let division = || {
            Text::msg(msg!("number-division"))
                .with("before", before)
                .with("k", k)
                .with("after", after)
                .with("digit", digit)
                .with("choice", (ask.label)(digit32))
        };
        self.outer.note(Note::Forced {
            side: ask.side,
            title: ask.title,
            text: &|| Text::join([(ask.how)(), division()], " "),
            working: Some(&division),
        });
        Ok(digit32)
    }

    fn note(&mut self, note: Note<'_>) {
        self.outer.note(note);
    }
}

/// A number that is not a starting position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Past the variant's numbers, which count from 0 to `range - 1`.
    OutOfRange {
        variant: Variant,
        number: u64,
        range: u64,
    },
    /// A number the numbering skips: its row breaks a rule.
    NotLegal {
        variant: Variant,
        number: u64,
        why: Violation,
    },
}

impl NumberError {
    /// Why the number names no position, in words each language renders.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            NumberError::OutOfRange {
                variant,
                number,
                range,
            } => Text::msg(msg!("error-no-such-number"))
                .with("variant", variant.to_string())
                .with("number", *number)
                .with("last", range - 1),
            NumberError::NotLegal {
                variant,
                number,
                why,
            } => Text::msg(msg!("error-number-not-legal"))
                .with("variant", variant.to_string())
                .with("number", *number)
                .with("why", why.text()),
        }
    }
}

/// In English, as [`NumberError::text`] says it: the words are kept
/// once, in `locales/en.ftl`.
impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for NumberError {}

/// Sets up one side's row from its number, telling `ch` each step.
///
/// # Errors
///
/// [`Stop::Bug`] only; a number out of the side range wraps silently, so
/// check the range first.
pub fn decode_side(
    v: Variant,
    color: Color,
    number: u64,
    ch: &mut dyn Chooser,
) -> Result<Vec<Role>, Stop> {
    let geo = v.side_geometry(color);
    let mut t = Table::new(v, &geo, Technique::Efficient);
    procedure(v).run(&mut t, &mut DigitChooser::new(number, ch))?;
    t.row()
}

/// The number of one side's row, if the numbering reaches it.
pub fn encode_side(v: Variant, color: Color, row: &[Role]) -> Option<u64> {
    let geo = v.side_geometry(color);
    let numbering = procedure(v);
    let mut found = None;
    explore(
        Die::D6,
        |ch| {
            let mut t = Table::aiming_at(v, &geo, row);
            numbering.run(&mut t, ch)?;
            t.row()
        },
        |path, result| match result {
            Ok(got) if got == row => {
                found = Some(path.as_number());
                ControlFlow::Break(())
            }
            _ => ControlFlow::Continue(()),
        },
    );
    found
}

/// Splits a position number into its sides' numbers (White, Black), checking
/// the range.
///
/// # Errors
///
/// [`NumberError::OutOfRange`].
pub fn split(v: Variant, number: u64) -> Result<(u64, Option<u64>), NumberError> {
    let range = range(v);
    if number >= range {
        return Err(NumberError::OutOfRange {
            variant: v,
            number,
            range,
        });
    }
    let side = side_range(v);
    Ok(if v.black_is_independent() {
        (number % side, Some(number / side))
    } else {
        (number, None)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::method::Note;

    struct Silent;
    impl Chooser for Silent {
        fn device(&self) -> Die {
            Die::D6
        }
        fn choose(&mut self, _: &Ask<'_>) -> Result<u32, Stop> {
            Err(Stop::Bug("decoding asks no free choice"))
        }
        fn note(&mut self, _: Note<'_>) {}
    }

    fn row_string(row: &[Role]) -> String {
        row.iter().map(|r| r.char()).collect()
    }

    #[test]
    fn scharnagl_numbers_known_answers() {
        for (n, row) in [
            (0, "BBQNNRKR"),
            (518, "RNBQKBNR"),
            (631, "RNBKQRNB"),
            (959, "RKRNNQBB"),
            (777, "QRKBBNRN"),
        ] {
            let got = decode_side(Variant::Chess960, Color::White, n, &mut Silent).unwrap();
            assert_eq!(row_string(&got), row, "SP {n}");
            assert_eq!(encode_side(Variant::Chess960, Color::White, &got), Some(n));
        }
    }

    #[test]
    fn ranges() {
        let got: Vec<u64> = Variant::ALL.iter().map(|&v| side_range(v)).collect();
        assert_eq!(
            got,
            [960, 25, 48_000, 84_000, 151_200, 15_120, 1_680, 5_040, 36]
        );
        assert_eq!(range(Variant::EnglishRandom), 5040 * 5040);
    }

    /// Every numbering is a bijection between its numbers and the legal set
    /// (for CRC: an injection whose image is the legal set plus the rows with
    /// an unprotected pawn), and encoding inverts decoding.
    #[test]
    fn numberings_cover_the_legal_set_exactly() {
        for v in Variant::ALL {
            let mut rows = std::collections::HashSet::new();
            let mut legal = 0;
            for n in 0..side_range(v) {
                let row = decode_side(v, Color::White, n, &mut Silent).unwrap();
                if v.check_row(Color::White, &row).is_ok() {
                    legal += 1;
                } else {
                    assert_eq!(v, Variant::Crc, "{v} number {n} decodes to an illegal row");
                }
                // Encoding is a search; check it on a sample to keep the
                // test quick (every number for the small variants).
                if side_range(v) <= 2000 || n % 97 == 0 {
                    assert_eq!(encode_side(v, Color::White, &row), Some(n), "{v} {n}");
                }
                assert!(rows.insert(row), "{v}: two numbers give one row");
            }
            assert_eq!(legal, v.legal_rows(), "{v}");
        }
    }
}
