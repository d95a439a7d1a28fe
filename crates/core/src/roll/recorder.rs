//! The chooser behind a roll: it turns faces into choices by the device
//! rules and writes down every step.

use backrank_entropy::{Die, Face, Throw};
use serde::Serialize;

use crate::board::Color;
use crate::i18n::Text;
use crate::method::{Ask, Chooser, DeviceRule, NeedMore, Note, Stop, Verdict};

/// What kind of line a step is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// A choice made with throws.
    Throw,
    /// A step with nothing to choose.
    Forced,
    /// The procedure's rule threw the row away.
    StartOver,
}

/// One step of the record: what to do, the throws, the choice, the result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub kind: StepKind,
    pub side: Color,
    pub title: Text,
    /// The full instruction: how to count the options, and the device rule.
    pub text: Text,
    /// Every throw, kept or thrown again.
    pub throws: Vec<Throw>,
    /// The option chosen, in words; for a step without a throw, its
    /// arithmetic, where it has some.
    pub choice: Option<Text>,
    /// What the step did ("Bishop on e1.").
    pub result: Vec<Text>,
}

/// Makes choices from a list of faces, recording each step.
pub struct Recorder<'f> {
    device: Die,
    faces: &'f [Face],
    used: usize,
    steps: Vec<Step>,
    /// Keep no record (the runs that only find out which die comes next).
    quiet: bool,
    /// Read a binary attempt that was thrown away early as if all its
    /// tosses were made: the published ten-flip method tosses all ten and
    /// then starts over, and a club may type them all.
    full_rejected_attempts: bool,
}

impl<'f> Recorder<'f> {
    pub fn new(device: Die, faces: &'f [Face]) -> Recorder<'f> {
        Recorder {
            device,
            faces,
            used: 0,
            steps: Vec::new(),
            quiet: false,
            full_rejected_attempts: false,
        }
    }

    /// The same recorder, reading every binary attempt that starts over as
    /// one of full length (see [`crate::roll::run`]).
    pub fn with_full_rejected_attempts(self) -> Recorder<'f> {
        Recorder {
            full_rejected_attempts: true,
            ..self
        }
    }

    /// A recorder that writes nothing down: drawing from a source re-runs
    /// the procedure after every throw, and only the last run's record is
    /// kept, so the others need not format one.
    pub fn quiet(device: Die, faces: &'f [Face]) -> Recorder<'f> {
        Recorder {
            quiet: true,
            ..Recorder::new(device, faces)
        }
    }

    /// A recorder with no faces, for steps that need no throw (setting up a
    /// numbered position).
    pub fn without_faces() -> Recorder<'static> {
        Recorder::new(Die::D6, &[])
    }

    /// Faces used so far.
    pub fn used(&self) -> usize {
        self.used
    }

    pub fn into_steps(self) -> Vec<Step> {
        self.steps
    }

    fn push(&mut self, kind: StepKind, side: Color, title: Text, text: Text) {
        self.steps.push(Step {
            kind,
            side,
            title,
            text,
            throws: Vec::new(),
            choice: None,
            result: Vec::new(),
        });
    }
}

impl Chooser for Recorder<'_> {
    fn device(&self) -> Die {
        self.device
    }

    fn choose(&mut self, ask: &Ask<'_>) -> Result<u32, Stop> {
        let rule = DeviceRule::new(self.device, ask.k, ask.technique);
        let text = if self.quiet {
            Text::empty()
        } else {
            Text::join([(ask.how)(), rule.instruction()], " ")
        };
        let mut throws = Vec::new();
        let mut attempt: Vec<Face> = Vec::new();
        let choice = loop {
            match rule.judge(&attempt) {
                Verdict::Accept(c) => {
                    throws.extend(attempt.iter().map(|&face| Throw { face, kept: true }));
                    break c;
                }
                Verdict::Reject => {
                    // The rest of a binary attempt, when the faces were
                    // given with it: tossed, and counted for nothing.
                    let full = rule.throws_per_attempt() as usize;
                    while self.full_rejected_attempts && rule.is_binary() && attempt.len() < full {
                        let Some(&face) = self.faces.get(self.used) else {
                            break;
                        };
                        self.used += 1;
                        attempt.push(face);
                    }
                    throws.extend(attempt.drain(..).map(|face| Throw { face, kept: false }));
                }
                Verdict::More => {
                    let Some(&face) = self.faces.get(self.used) else {
                        throws.extend(attempt.iter().map(|&face| Throw { face, kept: true }));
                        return Err(Stop::NeedMore(NeedMore {
                            die: self.device,
                            step: self.steps.len() + 1,
                            side: ask.side,
                            title: ask.title.clone(),
                            instruction: text,
                            throws,
                        }));
                    };
                    if face.die() != self.device {
                        return Err(Stop::Bug("a face of another device reached the recorder"));
                    }
                    self.used += 1;
                    attempt.push(face);
                }
            }
        };
        if !self.quiet {
            self.steps.push(Step {
                kind: StepKind::Throw,
                side: ask.side,
                title: ask.title.clone(),
                text,
                throws,
                choice: Some((ask.label)(choice)),
                result: Vec::new(),
            });
        }
        Ok(choice)
    }

    fn note(&mut self, note: Note<'_>) {
        if self.quiet {
            return;
        }
        match note {
            Note::Outcome(text) => {
                if let Some(last) = self.steps.last_mut() {
                    last.result.push(text());
                }
            }
            Note::Forced {
                side,
                title,
                text,
                working,
            } => {
                self.push(StepKind::Forced, side, title.clone(), text());
                if let (Some(step), Some(working)) = (self.steps.last_mut(), working) {
                    step.choice = Some(working());
                }
            }
            Note::StartOver(text) => {
                let side = self.steps.last().map_or(Color::White, |s| s.side);
                self.push(
                    StepKind::StartOver,
                    side,
                    Text::msg(msg!("step-start-over")),
                    text(),
                );
            }
        }
    }
}

/// The hand set-up of a numbered position: its number decoded step by
/// step, White's row, then Black's where it is numbered on its own.
#[must_use]
pub fn setup_steps(p: &crate::position::Position) -> Vec<Step> {
    let mut rec = Recorder::without_faces();
    if let Ok((w, b)) = crate::numbering::split(p.variant(), p.number()) {
        let mut sides = vec![(Color::White, w)];
        sides.extend(b.map(|b| (Color::Black, b)));
        for (color, n) in sides {
            // Decoding a number in range cannot fail; a failure only loses
            // the set-up lines, never the position.
            let _ = crate::numbering::decode_side(p.variant(), color, n, &mut rec);
        }
    }
    rec.into_steps()
}
