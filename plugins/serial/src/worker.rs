//! The thread that owns the serial port.
//!
//! serialport's I/O is blocking, so the port lives on a thread of its own
//! and the async side sends it jobs. One owner means no two rolls can
//! interleave on the wire, and a failed port is simply dropped and opened
//! again on the next job: that is how an unplugged tower reconnects.

use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::time::Instant;

use backrank_entropy::health::unhealthy;
use backrank_entropy::lines::{Banner, Tag};
use backrank_entropy::{Die, EntropyError, Face, HealthByDie, HealthState, HealthTests};

use crate::bytes::ByteFaces;
use crate::conversation::{self, Answered, Exchange};
use crate::identity::{self, PortLister, UsbIdentity};
use crate::wire::{Failure, Wire};
use crate::{Answer, Job, Mode, Request, SerialConfig, Stats};

/// The health state's name for the raw byte stream of a hardware RNG.
const BYTES: &str = "bytes";

pub struct Worker {
    config: Arc<SerialConfig>,
    wire: Option<Wire>,
    ports: PortLister,
    /// The USB device the port belonged to when it was first opened.
    device: Option<UsbIdentity>,
    /// What the tower said when it last (re)started.
    banner: Option<Banner>,
    /// The next request's tag, for a tower that echoes tags. It starts
    /// anywhere, so two processes in turn never reuse each other's tags.
    next_tag: u32,
    stale: u64,
    health: HealthByDie,
    byte_health: HealthTests,
    bytes: ByteFaces,
    faces: u64,
}

impl Worker {
    pub fn new(config: Arc<SerialConfig>, ports: PortLister) -> Worker {
        let byte_health = HealthTests::for_symbols(256, 8.0 * config.min_entropy_fraction);
        Worker {
            health: HealthByDie::new(config.min_entropy_fraction),
            config,
            wire: None,
            ports,
            device: None,
            banner: None,
            next_tag: rand::random(),
            stale: 0,
            byte_health,
            bytes: ByteFaces::default(),
            faces: 0,
        }
    }

    pub fn run(mut self, queue: Receiver<Request>) {
        while let Ok(req) = queue.recv() {
            // A roll that was cancelled while its job queued needs nothing.
            if req.reply.is_closed() {
                continue;
            }
            let answer = match req.job {
                Job::Connect => Answer::Connected(self.connect()),
                Job::Health => Answer::Health(self.health_state()),
                Job::Restore(state) => {
                    self.restore(&state);
                    Answer::Done
                }
                Job::Begin => {
                    self.begin();
                    Answer::Done
                }
                Job::Throw(die) => Answer::Face(self.throw(die)),
                Job::Report(die) => Answer::Report(self.tests_for(die).report()),
                Job::Stats => Answer::Stats(Stats {
                    faces: self.faces,
                    bytes_used: self.bytes.used,
                    bytes_rejected: self.bytes.rejected,
                    stale_lines: self.stale,
                    banner: self.banner.as_ref().map(|b| b.text.clone()),
                }),
            };
            let _ = req.reply.send(answer);
        }
    }

    fn name(&self) -> String {
        self.config.source_name()
    }

    /// The tests for `die`; in byte mode, the one set for the byte stream
    /// (the bytes are what the device produces).
    fn tests_for(&mut self, die: Die) -> &mut HealthTests {
        if self.config.mode == Mode::Bytes {
            return &mut self.byte_health;
        }
        self.health.tests_for(die)
    }

    fn connect(&mut self) -> Result<(), EntropyError> {
        let name = self.name();
        self.open().map_err(|failure| match failure {
            Failure::Port(message) | Failure::Answer(message) => EntropyError::Failed {
                source_name: name,
                message,
            },
            Failure::Timeout => EntropyError::Failed {
                source_name: name,
                message: "opening the port timed out".into(),
            },
            Failure::Health(e) => e,
        })
    }

    /// Every test set's state: each die's, and the byte stream's in byte
    /// mode.
    fn health_state(&self) -> HealthState {
        let mut state = self.health.state();
        if self.config.mode == Mode::Bytes {
            state
                .streams
                .insert(BYTES.to_owned(), self.byte_health.counters());
        }
        state
    }

    fn restore(&mut self, state: &HealthState) {
        self.health.restore(state);
        if let Some(bytes) = state.streams.get(BYTES) {
            self.byte_health.restore(bytes);
        }
    }

    /// A new roll's turn: in stream mode, faces thrown before it are not
    /// its own.
    fn begin(&mut self) {
        if self.config.mode == Mode::Stream
            && let Some(wire) = self.wire.as_mut()
        {
            wire.discard_input();
        }
    }

    /// Opens the port if it is not open, and lets the tower settle.
    fn open(&mut self) -> Result<(), Failure> {
        if self.wire.is_some() {
            return Ok(());
        }
        let path = self.where_the_device_is()?;
        let mut wire = Wire::open(&self.config, &path)?;
        if self.config.mode == Mode::Bytes {
            wire.raise_dtr();
        } else {
            self.banner = conversation::settle(&mut wire, &self.config)?;
        }
        self.wire = Some(wire);
        Ok(())
    }

    fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        let result = self.open().and_then(|()| match self.config.mode {
            Mode::Request | Mode::Stream => self.face_from_lines(die),
            Mode::Bytes => self.face_from_bytes(die),
        });
        let name = self.name();
        result.map_err(|failure| match failure {
            Failure::Port(message) => {
                self.wire = None;
                EntropyError::Failed {
                    source_name: name,
                    message,
                }
            }
            Failure::Answer(message) => EntropyError::Failed {
                source_name: name,
                message,
            },
            Failure::Timeout => EntropyError::Failed {
                source_name: name,
                message: format!(
                    "no answer within {} s. Check that it is switched on, set to {} mode, and at \
                     {} baud",
                    self.config.answer_timeout.as_secs_f32(),
                    self.config.mode,
                    self.config.baud
                ),
            },
            Failure::Health(e) => e,
        })
    }

    fn health_check(&mut self, die: Die, value: u8) -> Result<(), Failure> {
        let name = self.name();
        let tests = self.tests_for(die);
        tests
            .check(value)
            .map_err(|failure| Failure::Health(unhealthy(tests, &name, &failure)))
    }

    fn face_from_lines(&mut self, die: Die) -> Result<Face, Failure> {
        if die != self.config.die {
            return Err(Failure::Answer(format!(
                "it holds a {}, not a {die}: roll with --dice {} (any choice can be made with it)",
                self.config.die, self.config.die
            )));
        }
        let tag = self.tag();
        let wire = self
            .wire
            .as_mut()
            .ok_or_else(|| Failure::Port("the port is closed".into()))?;
        let answered = Exchange {
            wire,
            config: &self.config,
            tag,
            stale: &mut self.stale,
        }
        .face(die)?;
        match answered {
            Answered::Face(value) => {
                self.health_check(die, value)?;
                self.faces += 1;
                Face::new(die, value).map_err(|e| Failure::Answer(e.to_string()))
            }
            Answered::Restarted(banner) => {
                let text = banner.text.clone();
                self.banner = Some(banner);
                Err(Failure::Answer(format!(
                    "it restarted during the roll (it said READY {text}); roll again"
                )))
            }
        }
    }

    /// The port to open: the configured path, or wherever the device first
    /// seen there has gone. The first open notes which device that is.
    fn where_the_device_is(&mut self) -> Result<std::path::PathBuf, Failure> {
        let configured = self.config.path.clone();
        let ports = (self.ports)();
        let there = identity::identity_of(&configured, &ports);
        let Some(wanted) = self.device.clone() else {
            self.device = there;
            return Ok(configured);
        };
        if there.as_ref() == Some(&wanted) {
            return Ok(configured);
        }
        if let Some(moved) = identity::find(&wanted, &ports) {
            return Ok(moved);
        }
        match there {
            Some(other) => Err(Failure::Port(format!(
                "{} is now another device ({other}), not the tower ({wanted}). Plug the tower \
                 back in; Backrank finds it under any name",
                configured.display()
            ))),
            // Not listed (gone, or not a USB port): opening says which.
            None => Ok(configured),
        }
    }

    /// The tag for the next request, if the tower echoes tags.
    fn tag(&mut self) -> Option<Tag> {
        let tags =
            self.config.mode == Mode::Request && self.banner.as_ref().is_some_and(|b| b.tags);
        tags.then(|| {
            self.next_tag = self.next_tag.wrapping_add(1);
            Tag::from_number(self.next_tag)
        })
    }

    fn face_from_bytes(&mut self, die: Die) -> Result<Face, Failure> {
        let deadline = Instant::now() + self.config.answer_timeout;
        loop {
            let byte = self
                .wire
                .as_mut()
                .ok_or_else(|| Failure::Port("the port is closed".into()))?
                .read_byte(deadline)?;
            self.health_check(die, byte)?;
            if let Some(face) = self.bytes.face(die, byte) {
                self.faces += 1;
                return Ok(face);
            }
        }
    }
}
