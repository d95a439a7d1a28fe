//! The thread that owns the serial port.
//!
//! serialport's I/O is blocking, so the port lives on a thread of its own
//! and the async side sends it jobs. One owner means no two rolls can
//! interleave on the wire, and a failed port is simply dropped and opened
//! again on the next job: that is how an unplugged tower reconnects.

use std::io::{self, Read, Write};
use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use backrank_entropy::health::unhealthy;
use backrank_entropy::{Die, EntropyError, Face, HealthByDie, HealthState, HealthTests};
use serialport::{ClearBuffer, SerialPort};

use crate::bytes::ByteFaces;
use crate::{Answer, Job, Mode, Request, SerialConfig, Stats};
use backrank_entropy::lines::{self as protocol, Reply};

/// How long one blocking read may wait before the worker checks its
/// deadline again.
const TICK: Duration = Duration::from_millis(50);

/// The longest line accepted: the protocol's lines are a few words.
const MAX_LINE: usize = 256;

/// The health state's name for the raw byte stream of a hardware RNG.
const BYTES: &str = "bytes";

pub struct Worker {
    config: Arc<SerialConfig>,
    port: Option<Box<dyn SerialPort>>,
    pending: Vec<u8>,
    health: HealthByDie,
    byte_health: HealthTests,
    bytes: ByteFaces,
    faces: u64,
}

enum Failure {
    /// The device broke or vanished: drop the port, reopen next time.
    Port(String),
    /// The device answered wrongly; the port is fine.
    Answer(String),
    Timeout,
    Health(EntropyError),
}

impl Worker {
    pub fn new(config: Arc<SerialConfig>) -> Worker {
        let byte_health = HealthTests::for_symbols(256, 8.0 * config.min_entropy_fraction);
        Worker {
            health: HealthByDie::new(config.min_entropy_fraction),
            config,
            port: None,
            pending: Vec::new(),
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
                }),
            };
            let _ = req.reply.send(answer);
        }
    }

    fn name(&self) -> String {
        self.config.source_name()
    }

    fn path(&self) -> String {
        self.config.path.display().to_string()
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
        if self.config.mode == Mode::Stream {
            self.pending.clear();
            if let Some(port) = self.port.as_mut() {
                let _ = port.clear(ClearBuffer::Input);
            }
        }
    }

    fn open(&mut self) -> Result<(), Failure> {
        if self.port.is_some() {
            return Ok(());
        }
        let path = self.path();
        let mut port = serialport::new(path.clone(), self.config.baud)
            .timeout(TICK)
            .open()
            .map_err(|e| {
                Failure::Port(format!(
                    "could not open {path}: {e}. Check that the device is plugged in, that {path} is \
                     right (`backrank devices` lists the serial ports), and that you may use it \
                     (on Linux, be in the dialout group)"
                ))
            })?;
        if self.config.mode == Mode::Bytes {
            // TrueRNG-style devices only stream while DTR is raised. Some
            // ports (pseudo-terminals) cannot set it; the bytes decide.
            let _ = port.write_data_terminal_ready(true);
        }
        self.pending.clear();
        self.port = Some(port);
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
                self.port = None;
                self.pending.clear();
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
        let deadline = Instant::now() + self.config.answer_timeout;
        if self.config.mode == Mode::Request {
            self.send(&protocol::request(die))?;
        }
        loop {
            let line = self.read_line(deadline)?;
            match protocol::parse(&line) {
                Ok(Reply::Face { die: got, value }) => {
                    if got != die {
                        return Err(Failure::Answer(format!(
                            "it answered with a {got} face for a {die} throw. Check the die in the \
                             tower and the `die` setting"
                        )));
                    }
                    self.health_check(die, value)?;
                    self.faces += 1;
                    return Face::new(die, value).map_err(|e| Failure::Answer(e.to_string()));
                }
                Ok(Reply::Busy) => {
                    std::thread::sleep(self.config.busy_retry);
                    if Instant::now() >= deadline {
                        return Err(Failure::Timeout);
                    }
                    if self.config.mode == Mode::Request {
                        self.send(&protocol::request(die))?;
                    }
                }
                Ok(Reply::Error(text)) => {
                    return Err(Failure::Answer(format!("it reported an error: {text}")));
                }
                Ok(Reply::Ready(text)) => {
                    return Err(Failure::Answer(format!(
                        "it restarted during the roll (it said READY {text}); roll again"
                    )));
                }
                Ok(Reply::Noise) => {}
                Err(e) => {
                    return Err(Failure::Answer(format!(
                        "{e}. Check the baud rate ({}) and the mode ({})",
                        self.config.baud, self.config.mode
                    )));
                }
            }
        }
    }

    fn face_from_bytes(&mut self, die: Die) -> Result<Face, Failure> {
        let deadline = Instant::now() + self.config.answer_timeout;
        loop {
            let byte = self.read_byte(deadline)?;
            self.health_check(die, byte)?;
            if let Some(face) = self.bytes.face(die, byte) {
                self.faces += 1;
                return Ok(face);
            }
        }
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        let ending = self.config.line_ending.as_str();
        let path = self.path();
        let port = self
            .port
            .as_mut()
            .ok_or_else(|| Failure::Port("the port is closed".into()))?;
        port.write_all(format!("{line}{ending}").as_bytes())
            .and_then(|()| port.flush())
            .map_err(|e| Failure::Port(disconnected(&path, &e)))
    }

    /// Reads more bytes into `pending`; false on a quiet tick.
    fn fill(&mut self, deadline: Instant) -> Result<bool, Failure> {
        if Instant::now() >= deadline {
            return Err(Failure::Timeout);
        }
        let path = self.path();
        let port = self
            .port
            .as_mut()
            .ok_or_else(|| Failure::Port("the port is closed".into()))?;
        let mut buf = [0u8; 64];
        match port.read(&mut buf) {
            Ok(0) => Err(Failure::Port(disconnected(
                &path,
                &io::Error::from(io::ErrorKind::UnexpectedEof),
            ))),
            Ok(n) => {
                self.pending.extend_from_slice(&buf[..n]);
                Ok(true)
            }
            Err(e)
                if e.kind() == io::ErrorKind::TimedOut || e.kind() == io::ErrorKind::WouldBlock =>
            {
                Ok(false)
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => Ok(false),
            Err(e) => Err(Failure::Port(disconnected(&path, &e))),
        }
    }

    fn read_line(&mut self, deadline: Instant) -> Result<String, Failure> {
        loop {
            if let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=end).collect();
                let text = String::from_utf8_lossy(&line)
                    .trim_end_matches(['\r', '\n'])
                    .to_owned();
                return Ok(text);
            }
            if self.pending.len() > MAX_LINE {
                let junk = String::from_utf8_lossy(&self.pending[..40]).into_owned();
                self.pending.clear();
                return Err(Failure::Answer(format!(
                    "it sent over {MAX_LINE} bytes without a line break (starting '{}'). Check the baud \
                     rate ({}) and that it speaks the Backrank protocol",
                    junk.chars()
                        .map(|c| if c.is_control() { '?' } else { c })
                        .collect::<String>(),
                    self.config.baud
                )));
            }
            self.fill(deadline)?;
        }
    }

    fn read_byte(&mut self, deadline: Instant) -> Result<u8, Failure> {
        loop {
            if !self.pending.is_empty() {
                return Ok(self.pending.remove(0));
            }
            self.fill(deadline)?;
        }
    }
}

fn disconnected(path: &str, e: &io::Error) -> String {
    format!(
        "lost the connection to {path} ({e}): was it unplugged or reset? Plug it back in; Backrank \
         opens it again on the next throw"
    )
}
