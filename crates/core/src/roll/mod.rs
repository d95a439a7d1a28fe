//! Rolling a position: run a method's procedure on faces, from a list (typed
//! faces, a replay code) or from an entropy source one throw at a time.
//!
//! A roll is a pure function of (variant, method, device, faces), so the
//! source-driven runner simply runs the procedure again with one more face
//! each time it runs out. Procedures are a few dozen steps, so re-running
//! costs microseconds and keeps one code path for every source.

mod kept;
mod recorder;
mod replayed;
pub mod text;

use std::fmt;

use backrank_entropy::{Die, EntropyError, EntropySource, Face};

pub use kept::{KeptSpec, KeptSpecError};
pub use recorder::{Recorder, Step, StepKind, setup_steps};
pub use replayed::ReplayRollError;

use crate::board::{Color, Role};
use crate::catalogue::MethodSpec;
use crate::i18n::{Lang, Text};
use crate::method::{Chooser, NeedMore, Note, Stop, Table};
use crate::position::Position;
use crate::replay::ReplayCode;
use crate::text::faces_text;
use crate::variant::Variant;

/// What to roll: the variant, its method, and the device.
#[derive(Clone, Copy, Debug)]
pub struct RollSpec {
    pub variant: Variant,
    pub method: &'static MethodSpec,
    pub dice: Die,
    /// Throw again when the procedure gives the standard position
    /// (Chess960's 518), as tournaments ask: uniform over the rest when the
    /// method is uniform.
    pub exclude_standard: bool,
    /// The position is for a pair of games, colours swapped for the
    /// second: nothing in the procedure changes, the record and the reply
    /// say so, and the replay code keeps it.
    pub pair: bool,
}

impl RollSpec {
    pub fn new(variant: Variant, method: &'static MethodSpec, dice: Die) -> RollSpec {
        RollSpec {
            variant,
            method,
            dice,
            exclude_standard: false,
            pair: false,
        }
    }

    /// The same spec, for a pair of games with colours swapped when `pair`.
    #[must_use]
    pub fn paired(self, pair: bool) -> RollSpec {
        RollSpec { pair, ..self }
    }

    /// The same spec, throwing again on the standard position when
    /// `exclude` (a no-op for a variant whose standard array is not a legal
    /// roll).
    #[must_use]
    pub fn excluding_standard(self, exclude: bool) -> RollSpec {
        RollSpec {
            exclude_standard: exclude,
            ..self
        }
    }
}

/// A finished roll: the position and the record that produced it.
#[derive(Clone, Debug)]
pub struct Roll {
    pub spec: RollSpec,
    pub faces: Vec<Face>,
    pub steps: Vec<Step>,
    pub position: Position,
}

impl Roll {
    /// The short code that reproduces this roll.
    pub fn replay_code(&self) -> String {
        ReplayCode {
            variant: self.spec.variant,
            method: self.spec.method.method,
            dice: self.spec.dice,
            exclude_standard: self.spec.exclude_standard,
            pair: self.spec.pair,
            faces: self.faces.clone(),
        }
        .to_string()
    }
}

/// The most throws one roll may take before Backrank gives up on a source.
/// The longest roll (English Random's number, by coin) averages under 30
/// throws; needing 2,000 from a fair source is far less likely than any
/// hardware fault, so it means the source is stuck.
pub const MAX_THROWS: usize = 2_000;

/// Why faces did not make a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RollError {
    /// The faces ran out: what to throw next, and for which step.
    NeedMore(NeedMore),
    /// The position was complete before the last faces.
    LeftOver {
        used: usize,
        total: usize,
        extra: Vec<Face>,
    },
    /// A face of another device than the roll's.
    WrongDevice {
        position: usize,
        found: Die,
        expected: Die,
    },
    /// A procedure broke its own invariants: Backrank's fault, never the
    /// faces'.
    Internal { method: String, message: String },
}

impl RollError {
    /// What is wrong, in words every language has (a fault of a
    /// procedure's own, which no reader can mend, in English only).
    pub fn text(&self) -> Text {
        match self {
            RollError::NeedMore(n) => Text::msg(msg!("error-need-more"))
                .with("step", n.step)
                .with("side", side_id(n.side))
                .with("title", n.title.clone())
                .with("die", n.die.to_string()),
            RollError::LeftOver { used, total, extra } => Text::msg(msg!("error-left-over"))
                .with("used", *used)
                .with("total", *total)
                .with("unused", extra.len())
                .with("extra", faces_text(extra)),
            RollError::WrongDevice {
                position,
                found,
                expected,
            } => Text::msg(msg!("error-wrong-device"))
                .with("position", *position)
                .with("found", found.to_string())
                .with("expected", expected.to_string()),
            RollError::Internal { method, message } => Text::plain(format!(
                "internal error in the {method} procedure: {message}"
            )),
        }
    }
}

/// In English, as [`RollError::text`] says it: the words are kept once,
/// in `locales/en.ftl`.
impl fmt::Display for RollError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for RollError {}

/// A side as messages select on it.
fn side_id(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Runs a roll on exactly these faces.
///
/// A binary coin attempt that starts over early (the ten-flip method's
/// "first four heads") may be given with the tosses that stop it or with
/// all of its tosses, as the published method makes them: when the short
/// reading leaves faces over, the full one is tried. Either way the
/// position comes from the same accepted attempt.
///
/// # Errors
///
/// [`RollError::NeedMore`] naming the step and device when the faces run
/// out; [`RollError::LeftOver`] when some are not needed.
pub fn run(spec: RollSpec, faces: &[Face]) -> Result<Roll, RollError> {
    either_reading(
        |full| {
            let recorder = Recorder::new(spec.dice, faces);
            let recorder = if full {
                recorder.with_full_rejected_attempts()
            } else {
                recorder
            };
            run_with(spec, faces, recorder)
        },
        |_| true,
    )
}

/// The short reading of rejected binary attempts, else the full one when
/// the short one leaves faces over and the full one finishes the roll.
fn either_reading<T>(
    read: impl Fn(bool) -> Result<T, RollError>,
    finished: impl Fn(&T) -> bool,
) -> Result<T, RollError> {
    match read(false) {
        Err(short @ RollError::LeftOver { .. }) => match read(true) {
            Ok(full) if finished(&full) => Ok(full),
            _ => Err(short),
        },
        other => other,
    }
}

/// A roll that waits for its next throw: what to throw, the record so far,
/// and the rows as far as they are filled.
#[derive(Clone, Debug)]
pub struct Waiting {
    pub need: NeedMore,
    pub steps: Vec<Step>,
    /// White's row and Black's, in each side's counting order; a side not
    /// yet begun is all empty. Where Black copies White, Black's row is
    /// White's.
    pub rows: [Vec<Option<Role>>; 2],
}

/// Where a roll stands after the faces so far.
#[derive(Clone, Debug)]
pub enum Progress {
    Done(Roll),
    Waiting(Waiting),
}

/// Runs a roll as far as these faces go: finished, or waiting for the next
/// throw with a partial board (roll-alongs shows it after every press).
///
/// # Errors
///
/// As [`run`], except that running out of faces is [`Progress::Waiting`].
pub fn progress(spec: RollSpec, faces: &[Face]) -> Result<Progress, RollError> {
    either_reading(
        |full| {
            let mut partial = None;
            let recorder = Recorder::new(spec.dice, faces);
            let recorder = if full {
                recorder.with_full_rejected_attempts()
            } else {
                recorder
            };
            let result = run_inner(spec, faces, recorder, &mut partial);
            match (result, partial) {
                (Ok(roll), _) => Ok(Progress::Done(roll)),
                (Err(RollError::NeedMore(need)), Some((steps, rows))) => {
                    Ok(Progress::Waiting(Waiting { need, steps, rows }))
                }
                (Err(e), _) => Err(e),
            }
        },
        |p| matches!(p, Progress::Done(_)),
    )
}

type Partial = (Vec<Step>, [Vec<Option<Role>>; 2]);

fn run_with(spec: RollSpec, faces: &[Face], recorder: Recorder<'_>) -> Result<Roll, RollError> {
    run_inner(spec, faces, recorder, &mut None)
}

/// The one runner behind [`run`], [`progress`] and [`draw`]. When the faces
/// run out it leaves the record and the rows so far in `partial`.
/// The record's note that a roll reached the standard position and starts
/// over, naming it by its letters: a club's variant calls the array in its
/// file's `row` its standard position, which people may not know.
fn standard_again(variant: Variant) -> Text {
    let letters: String = variant.spec().standard.iter().map(|r| r.char()).collect();
    Text::msg(msg!("step-standard-again")).with("row", letters)
}

fn run_inner(
    spec: RollSpec,
    faces: &[Face],
    mut recorder: Recorder<'_>,
    partial: &mut Option<Partial>,
) -> Result<Roll, RollError> {
    if let Some((i, f)) = faces.iter().enumerate().find(|(_, f)| f.die() != spec.dice) {
        return Err(RollError::WrongDevice {
            position: i + 1,
            found: f.die(),
            expected: spec.dice,
        });
    }
    let internal = |message: &str| RollError::Internal {
        method: spec.method.method.to_string(),
        message: message.to_owned(),
    };
    // With the standard position excluded, a whole position that comes
    // out standard is thrown away and every side drawn again: redrawing
    // only the last side would favour positions that share the others'
    // rows.
    let mut rows = Vec::new();
    let mut standard_seen = 0;
    'position: loop {
        rows.clear();
        for &color in spec.variant.drawn_sides() {
            let geo = spec.variant.side_geometry(color);
            // Each attempt uses at least one face, so with a finite list the
            // loop ends; the bound only guards against a broken procedure.
            let mut attempts = 0;
            let row = loop {
                attempts += 1;
                if attempts > MAX_THROWS {
                    return Err(internal("the procedure never finished"));
                }
                let mut table = Table::new(spec.variant, &geo, spec.method.technique);
                match spec.method.procedure.run(&mut table, &mut recorder) {
                    Ok(()) => {
                        break table
                            .row()
                            .map_err(|_| internal("a square was left empty"))?;
                    }
                    Err(Stop::StartOver) => continue,
                    Err(Stop::NeedMore(n)) => {
                        let current: Vec<Option<Role>> =
                            (0..table.len()).map(|i| table.cell(i)).collect();
                        let empty = vec![None; current.len()];
                        let rows = match (color, rows.first()) {
                            (Color::Black, Some(white)) => {
                                let white: &Vec<Role> = white;
                                [white.iter().map(|&r| Some(r)).collect(), current]
                            }
                            _ if spec.variant.black_is_independent() => [current, empty],
                            _ => [current.clone(), current],
                        };
                        *partial = Some((recorder.into_steps(), rows));
                        return Err(RollError::NeedMore(n));
                    }
                    Err(Stop::Mismatch) => return Err(internal("a search stop outside a search")),
                    Err(Stop::Bug(m)) => return Err(internal(m)),
                }
            };
            rows.push(row);
        }
        if spec.exclude_standard && is_standard(spec.variant, &rows) {
            standard_seen += 1;
            if standard_seen > MAX_THROWS {
                return Err(internal("the procedure never finished"));
            }
            let again = standard_again(spec.variant);
            recorder.note(Note::StartOver(&|| again.clone()));
            continue 'position;
        }
        break;
    }
    if recorder.used() < faces.len() {
        return Err(RollError::LeftOver {
            used: recorder.used(),
            total: faces.len(),
            extra: faces[recorder.used()..].to_vec(),
        });
    }
    let mut rows = rows.into_iter();
    let white = rows.next().ok_or_else(|| internal("no row"))?;
    let position = Position::new(spec.variant, white, rows.next())
        .map_err(|v| internal(&format!("the procedure made an illegal row: {v}")))?;
    Ok(Roll {
        spec,
        faces: faces.to_vec(),
        steps: recorder.into_steps(),
        position,
    })
}

/// Whether the rows drawn are the variant's standard position: each
/// side's row is its standard array ([`Variant::standard_rows`]).
fn is_standard(variant: Variant, rows: &[Vec<Role>]) -> bool {
    rows == variant.standard_rows().as_slice()
}

/// Why drawing from a source failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DrawError {
    #[error(transparent)]
    Source(#[from] EntropyError),
    #[error(transparent)]
    Roll(#[from] RollError),
    #[error("{source_name} gave a {found} face when a {expected} was asked for")]
    WrongDevice {
        source_name: String,
        found: Die,
        expected: Die,
    },
    #[error("{source_name} gave {MAX_THROWS} throws without the roll finishing: is it stuck?")]
    TooManyThrows { source_name: String },
}

/// Rolls with faces from `source`, calling `progress` after each throw with
/// the number of throws so far.
///
/// # Errors
///
/// [`DrawError`] if the source cannot throw the device or fails; it is never
/// replaced by another source.
pub async fn draw(
    spec: RollSpec,
    source: &mut dyn EntropySource,
    mut progress: impl FnMut(usize),
) -> Result<Roll, DrawError> {
    let source_name = source.describe();
    let available = source.dice();
    if !available.contains(&spec.dice) {
        return Err(EntropyError::Unsupported {
            source_name,
            die: spec.dice,
            available,
        }
        .into());
    }
    let mut faces = Vec::new();
    loop {
        // Quiet runs only learn which die comes next; the one that finishes
        // is run again with its record. Keeps a long roll linear, not
        // quadratic, in formatting work.
        match run_with(spec, &faces, Recorder::quiet(spec.dice, &faces)) {
            Ok(_) => return Ok(run(spec, &faces)?),
            Err(RollError::NeedMore(need)) => {
                if faces.len() >= MAX_THROWS {
                    return Err(DrawError::TooManyThrows { source_name });
                }
                let face = source.throw(need.die).await?;
                if face.die() != need.die {
                    return Err(DrawError::WrongDevice {
                        source_name,
                        found: face.die(),
                        expected: need.die,
                    });
                }
                faces.push(face);
                progress(faces.len());
            }
            Err(e) => return Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use backrank_entropy::MockEntropySource;

    fn spec(v: Variant) -> RollSpec {
        RollSpec::new(v, v.default_method(), Die::D6)
    }

    fn d6(values: &[u8]) -> Vec<Face> {
        values
            .iter()
            .map(|&v| Face::new(Die::D6, v).unwrap())
            .collect()
    }

    /// Five faces that roll Chess960's standard position, and five that
    /// roll another, found by trying every five-face sequence.
    fn standard_then_other() -> (Vec<Face>, Vec<Face>, u64) {
        let spec = spec(Variant::Chess960);
        let mut standard = None;
        let mut other = None;
        for n in 0..6u32.pow(5) {
            let values: Vec<u8> = (0..5).map(|i| (n / 6u32.pow(i) % 6 + 1) as u8).collect();
            let faces = d6(&values);
            if let Ok(r) = run(spec, &faces) {
                match r.position.number() {
                    518 => standard = standard.or(Some(faces)),
                    k => other = other.or(Some((faces, k))),
                }
            }
        }
        let (other, number) = other.unwrap();
        (standard.unwrap(), other, number)
    }

    /// With the standard position excluded, faces that make 518 are thrown
    /// away and the procedure runs again from its first step: the next
    /// faces make the position, the record says why it started over, and
    /// the replay code (marked `x`) gives the same roll back. Without the
    /// option the same faces are too many.
    #[test]
    fn excluding_the_standard_position_throws_the_whole_procedure_again() {
        let (standard, other, number) = standard_then_other();
        let excluding = spec(Variant::Chess960).excluding_standard(true);
        // 518's faces alone: the first step (the dark bishop) is asked again.
        let Err(RollError::NeedMore(need)) = run(excluding, &standard) else {
            panic!("518 is thrown again");
        };
        assert_eq!(need.title, Text::msg(msg!("title-dark-bishop")));
        let faces: Vec<Face> = standard.iter().chain(&other).copied().collect();
        let roll = run(excluding, &faces).unwrap();
        assert_eq!(roll.position.number(), number);
        let again: Vec<&Step> = roll
            .steps
            .iter()
            .filter(|s| s.kind == StepKind::StartOver)
            .collect();
        assert_eq!(again.len(), 1);
        assert_eq!(
            again[0].text,
            Text::msg(msg!("step-standard-again")).with("row", "RNBQKBNR")
        );
        let code = roll.replay_code();
        assert!(code.starts_with("960-p6x-"), "{code}");
        let back: ReplayCode = code.parse().unwrap();
        assert!(back.exclude_standard);
        assert_eq!(back.roll().unwrap().position.number(), number);
        assert!(matches!(
            run(spec(Variant::Chess960), &faces),
            Err(RollError::LeftOver { used: 5, .. })
        ));
        // Any other position is kept as it comes.
        assert_eq!(run(excluding, &other).unwrap().position.number(), number);
    }

    #[test]
    fn too_few_faces_name_the_step_and_the_die() {
        // Dark bishop 2 (c1), light bishop 5 → again, 1 (b1), queen 3, first
        // knight: none left.
        let e = run(spec(Variant::Chess960), &d6(&[2, 5, 1, 3])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "ran out of faces at step 4 (first knight): throw a d6 next"
        );
    }

    #[test]
    fn progress_shows_the_board_so_far_and_the_next_throw() {
        // Dark bishop 2 → c1, light bishop 5 (again) then 1 → b1.
        let Progress::Waiting(w) = progress(spec(Variant::Chess960), &d6(&[2, 5, 1])).unwrap()
        else {
            panic!("three faces cannot finish a Chess960 roll");
        };
        assert_eq!((w.need.step, w.need.die), (3, Die::D6));
        assert_eq!(w.steps.len(), 2);
        let b = Some(Role::Bishop);
        assert_eq!(w.rows[0], vec![None, b, b, None, None, None, None, None]);
        assert_eq!(w.rows[1], w.rows[0], "Black mirrors White");
        let all = d6(&[2, 1, 3, 1, 1]);
        let Progress::Done(done) = progress(spec(Variant::Chess960), &all).unwrap() else {
            panic!("five faces finish this roll");
        };
        assert_eq!(
            done.position,
            run(spec(Variant::Chess960), &all).unwrap().position
        );
    }

    fn coins(text: &str) -> Vec<Face> {
        text.chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| Face::parse_token(Die::Coin, &c.to_string()).unwrap())
            .collect()
    }

    /// The published ten-flip method: flip ten times, start over if the
    /// first four are heads. A club that flips all ten of a rejected
    /// attempt and types them gets the same position as one that stopped
    /// after the fourth head.
    #[test]
    fn a_rejected_ten_flip_attempt_may_be_given_whole() {
        let number = RollSpec::new(
            Variant::Chess960,
            Variant::Chess960
                .method(crate::catalogue::Method::Number)
                .unwrap(),
            Die::Coin,
        );
        let short = run(number, &coins("HHHH HHTTTTHTTH")).unwrap();
        let whole = run(number, &coins("HHHHTTTTTT HHTTTTHTTH")).unwrap();
        assert_eq!(short.position.number(), 777);
        assert_eq!(whole.position.number(), 777);
        // The whole attempt is in the record, thrown away; the replay code
        // carries all twenty tosses and gives the same position again.
        let thrown: Vec<bool> = whole.steps[0].throws.iter().map(|t| t.kept).collect();
        assert_eq!(thrown, [[false; 10], [true; 10]].concat());
        let code: ReplayCode = whole.replay_code().parse().unwrap();
        assert_eq!(code.faces.len(), 20);
        assert_eq!(code.roll().unwrap().position.number(), 777);
        // Two rejected attempts, both given whole: read short, the second
        // attempt would be TTHTTTHHHH and leave ten tosses over, so every
        // rejected attempt is read whole.
        let both = run(number, &coins("HHHHTTHTTT HHHHHTHTTT HHTTTTHTTH")).unwrap();
        assert_eq!(both.position.number(), 777);
        // Faces that fit neither reading keep the short reading's error.
        let e = run(number, &coins("HHHHTTTTTT HHTTTTHTTH H")).unwrap_err();
        assert!(matches!(e, RollError::LeftOver { used: 14, .. }), "{e}");
        // A roll-along waiting for tosses reads the short way.
        let Progress::Waiting(w) = progress(number, &coins("HHHHTTTTTT")).unwrap() else {
            panic!("ten tosses after a rejection cannot finish")
        };
        assert_eq!(w.need.throws.len(), 4 + 6);
        let Progress::Done(done) = progress(number, &coins("HHHHTTTTTTHHTTTTHTTH")).unwrap() else {
            panic!("the whole reading finishes")
        };
        assert_eq!(done.position.number(), 777);
    }

    #[test]
    fn left_over_faces_are_an_error() {
        let e = run(spec(Variant::Chess960), &d6(&[2, 1, 3, 1, 1, 4, 4])).unwrap_err();
        assert!(
            matches!(
                e,
                RollError::LeftOver {
                    used: 5,
                    total: 7,
                    ..
                }
            ),
            "{e}"
        );
    }

    #[test]
    fn faces_of_another_device_are_refused() {
        let faces = vec![Face::HEADS];
        let e = run(spec(Variant::Chess960), &faces).unwrap_err();
        assert_eq!(e.to_string(), "face 1 is a coin, but this roll uses a d6");
    }

    #[test]
    fn every_throw_is_recorded_kept_or_not() {
        let roll = run(spec(Variant::Chess960), &d6(&[6, 2, 5, 1, 3, 6, 1, 4])).unwrap();
        let first = &roll.steps[0];
        assert_eq!(first.title, "Dark-squared bishop");
        assert_eq!(
            first
                .throws
                .iter()
                .map(|t| (t.face.value(), t.kept))
                .collect::<Vec<_>>(),
            [(6, false), (2, true)]
        );
        assert_eq!(first.result, ["Bishop on c1."]);
        assert_eq!(roll.position.row_letters(Color::White).len(), 8);
    }

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap()
    }

    #[test]
    fn a_failing_source_stops_the_roll_with_its_error() {
        let mut source = MockEntropySource::new();
        source
            .expect_describe()
            .return_const("dice tower".to_owned());
        source.expect_dice().returning(|| vec![Die::D6]);
        let mut n = 0;
        source.expect_throw().returning(move |_| {
            n += 1;
            if n < 3 {
                Ok(Face::new(Die::D6, 1).unwrap())
            } else {
                Err(EntropyError::Failed {
                    source_name: "dice tower".into(),
                    message: "unplugged".into(),
                })
            }
        });
        let e = runtime()
            .block_on(draw(spec(Variant::Chess960), &mut source, |_| {}))
            .unwrap_err();
        assert_eq!(e.to_string(), "dice tower failed: unplugged");
    }

    #[test]
    fn a_source_without_the_device_is_refused_before_any_throw() {
        let mut source = MockEntropySource::new();
        source
            .expect_describe()
            .return_const("dice tower".to_owned());
        source.expect_dice().returning(|| vec![Die::D6]);
        source.expect_throw().never();
        let mut s = spec(Variant::Chess960);
        s.dice = Die::Coin;
        let e = runtime()
            .block_on(draw(s, &mut source, |_| {}))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "dice tower cannot throw a coin: it can throw d6"
        );
    }

    #[test]
    fn a_stuck_source_is_given_up_on() {
        let mut source = MockEntropySource::new();
        source
            .expect_describe()
            .return_const("stuck die".to_owned());
        source.expect_dice().returning(|| vec![Die::D6]);
        // Always 6: the dark bishop's rule throws again on 5–6 forever.
        source
            .expect_throw()
            .returning(|_| Ok(Face::new(Die::D6, 6).unwrap()));
        let e = runtime()
            .block_on(draw(spec(Variant::Chess960), &mut source, |_| {}))
            .unwrap_err();
        assert!(matches!(e, DrawError::TooManyThrows { .. }), "{e}");
    }

    #[test]
    fn a_source_giving_the_wrong_device_is_caught() {
        let mut source = MockEntropySource::new();
        source
            .expect_describe()
            .return_const("odd tower".to_owned());
        source.expect_dice().returning(|| vec![Die::D6]);
        source
            .expect_throw()
            .returning(|_| Ok(Face::new(Die::D8, 1).unwrap()));
        let e = runtime()
            .block_on(draw(spec(Variant::Chess960), &mut source, |_| {}))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "odd tower gave a d8 face when a d6 was asked for"
        );
    }
}
