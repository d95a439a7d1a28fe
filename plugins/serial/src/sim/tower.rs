//! What the simulated tower answers: its faces, its banner, and each
//! behaviour's way of going wrong.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Behaviour, SimConfig};

pub struct Tower {
    pub config: SimConfig,
    rng: ChaCha8Rng,
    pub faces: u32,
    sequence: u8,
    answers: u32,
    /// An answer held back (`HoldFirst`).
    held: Vec<String>,
}

/// One answer: its lines, and whether the last one is cut off before its
/// line break.
pub struct Answer {
    pub lines: Vec<String>,
    pub cut: bool,
}

impl Answer {
    fn lines(lines: Vec<String>) -> Answer {
        Answer { lines, cut: false }
    }
}

impl Tower {
    pub fn new(config: SimConfig) -> Tower {
        Tower {
            rng: ChaCha8Rng::seed_from_u64(config.seed),
            config,
            faces: 0,
            sequence: 0,
            answers: 0,
            held: Vec::new(),
        }
    }

    /// What it prints when it starts: `READY sim-tower d6 tags`.
    pub fn banner(&self) -> String {
        let tags = if self.config.tags { " tags" } else { "" };
        format!("READY sim-tower {}{tags}", self.config.die)
    }

    pub fn face(&mut self) -> u8 {
        let n = self.config.die.sides();
        self.faces += 1;
        match self.config.behaviour {
            Behaviour::Stuck => 3.min(n),
            Behaviour::Biased if self.rng.random_bool(0.5) => n,
            Behaviour::Biased => self.rng.random_range(1..n),
            Behaviour::Sequence => {
                self.sequence = self.sequence % n + 1;
                self.sequence
            }
            _ => self.rng.random_range(1..=n),
        }
    }

    pub fn random_byte(&mut self) -> u8 {
        match self.config.behaviour {
            Behaviour::Stuck => 0x42,
            Behaviour::Biased if self.rng.random_bool(0.5) => 0,
            _ => self.rng.random(),
        }
    }

    /// The answer to one line from Backrank. A tower with tags echoes a
    /// request's `@tag`; one without refuses a tagged request, as the
    /// first sketch did.
    pub fn answer(&mut self, request: &str) -> Answer {
        let words: Vec<String> = request
            .split_ascii_whitespace()
            .map(str::to_ascii_uppercase)
            .collect();
        match words.first().map(String::as_str) {
            Some("HELLO") if self.config.tags => Answer::lines(vec![self.banner()]),
            Some("ROLL") => {
                let tag = words.get(2).filter(|w| w.starts_with('@'));
                let suffix = match tag {
                    Some(_) if !self.config.tags => {
                        let refusal = format!("ERR this tower holds a {}", self.config.die);
                        return Answer::lines(vec![refusal]);
                    }
                    // Echoed as sent (the words above were uppercased).
                    Some(_) => {
                        format!(" {}", request.split_ascii_whitespace().nth(2).unwrap_or(""))
                    }
                    None => String::new(),
                };
                self.throw(&suffix)
            }
            _ => Answer::lines(vec!["ERR unknown request".into()]),
        }
    }

    /// A throw's lines, each ending in `suffix` (the tag) where the
    /// protocol puts it.
    fn throw(&mut self, suffix: &str) -> Answer {
        let die = self.config.die;
        self.answers += 1;
        let lines = match self.config.behaviour {
            Behaviour::Silent => vec![],
            Behaviour::Garbage => vec!["hello?! \u{7}~~".to_owned()],
            Behaviour::WrongDie => {
                vec![format!("FACE d8 {}{suffix}", self.rng.random_range(1..=8))]
            }
            Behaviour::OutOfRange => vec![format!("FACE {die} {}{suffix}", die.sides() + 1)],
            Behaviour::Busy => {
                let f = self.face();
                vec![
                    format!("BUSY{suffix}"),
                    format!("BUSY{suffix}"),
                    format!("FACE {die} {f}{suffix}"),
                ]
            }
            Behaviour::Reset(after) if self.faces == after => {
                self.faces += 1;
                // Cut after "FACE d": the banner runs into it.
                vec![format!("FACE d{}", self.banner())]
            }
            Behaviour::CutFirst if self.answers == 1 => {
                return Answer {
                    lines: vec![format!("FACE {die}")],
                    cut: true,
                };
            }
            _ => {
                let f = self.face();
                vec![
                    format!("# throw {}", self.faces),
                    format!("FACE {die} {f}{suffix}"),
                ]
            }
        };
        Answer::lines(self.around(lines))
    }

    /// What goes out with an answer's lines: a held answer first, a cut
    /// tail first, or the answer held back for later.
    fn around(&mut self, lines: Vec<String>) -> Vec<String> {
        match self.config.behaviour {
            Behaviour::HoldFirst if self.answers == 1 => {
                self.held = lines;
                Vec::new()
            }
            Behaviour::HoldFirst => std::mem::take(&mut self.held)
                .into_iter()
                .chain(lines)
                .collect(),
            Behaviour::Tail if self.answers > 1 => std::iter::once("6 4 @00000000".to_owned())
                .chain(lines)
                .collect(),
            _ => lines,
        }
    }

    /// How long this answer takes the tower (the first one, for a tower
    /// that is late once).
    pub fn delay(&self) -> Option<std::time::Duration> {
        match self.config.behaviour {
            Behaviour::LateFirst(ms) if self.answers == 1 => {
                Some(std::time::Duration::from_millis(u64::from(ms)))
            }
            _ => None,
        }
    }

    pub fn unplug_now(&self) -> bool {
        matches!(self.config.behaviour, Behaviour::Unplug(after) if self.faces >= after)
    }
}
