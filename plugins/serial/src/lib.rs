//! Entropy from hardware on a serial port: a dice tower that throws a real
//! die and reads it (request or stream mode, see `PROTOCOL.md`), or a USB
//! hardware RNG that streams random bytes (byte mode).
//!
//! One thread owns the port ([`worker`]); rolls take turns through
//! [`SerialTower::session`], so each roll's throws are contiguous. Every
//! face passes the continuous health tests before it is used, and every
//! fault (no device, unplugged, silent, garbage, wrong die, a reset) is an
//! error that says what to check: never a made-up face or another source.
//! A port that failed is opened again on the next throw, so a tower that
//! comes back works without a restart.

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

pub mod bytes;
mod conversation;
pub mod debian;
pub mod emulator;
pub mod identity;
pub mod sim;
mod wire;
mod worker;

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::{Arc, mpsc};
use std::time::Duration;

use async_trait::async_trait;
use backrank_entropy::{Die, EntropyError, EntropySource, Face, HealthReport, HealthState};
use tokio::sync::{Mutex, OwnedMutexGuard, oneshot};

/// How Backrank talks to the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Backrank sends `ROLL d6`; the tower throws and answers `FACE d6 4`.
    #[default]
    Request,
    /// The tower prints `FACE d6 4` whenever someone throws; Backrank takes
    /// the next one.
    Stream,
    /// A hardware RNG streams raw random bytes; faces come by rejection.
    Bytes,
}

impl Mode {
    pub fn id(self) -> &'static str {
        match self {
            Mode::Request => "request",
            Mode::Stream => "stream",
            Mode::Bytes => "bytes",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The text named no mode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown serial mode '{0}': use request, stream or bytes")]
pub struct ParseModeError(pub String);

impl FromStr for Mode {
    type Err = ParseModeError;
    fn from_str(s: &str) -> Result<Mode, ParseModeError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "request" => Ok(Mode::Request),
            "stream" => Ok(Mode::Stream),
            "bytes" | "byte" | "rng" => Ok(Mode::Bytes),
            _ => Err(ParseModeError(s.chars().take(30).collect())),
        }
    }
}

/// What ends the lines Backrank sends (it reads either).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LineEnding {
    #[default]
    Lf,
    CrLf,
}

impl LineEnding {
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnding::Lf => "\n",
            LineEnding::CrLf => "\r\n",
        }
    }
}

impl FromStr for LineEnding {
    type Err = ParseModeError;
    fn from_str(s: &str) -> Result<LineEnding, ParseModeError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "lf" | "\\n" => Ok(LineEnding::Lf),
            "crlf" | "\\r\\n" => Ok(LineEnding::CrLf),
            _ => Err(ParseModeError(format!(
                "line ending {}",
                s.chars().take(20).collect::<String>()
            ))),
        }
    }
}

/// How to reach and use one device.
#[derive(Clone, Debug, PartialEq)]
pub struct SerialConfig {
    pub path: PathBuf,
    pub mode: Mode,
    pub baud: u32,
    pub line_ending: LineEnding,
    /// The die the tower holds (request and stream modes).
    pub die: Die,
    /// How long to wait for a face: a physical throw takes a few seconds.
    pub answer_timeout: Duration,
    /// How long to wait before asking again after `BUSY`.
    pub busy_retry: Duration,
    /// After opening the port, how long to wait for the tower's `READY`
    /// (an Arduino resets when its port opens; its bootloader then runs for
    /// up to ~2 s). A tower that gives none by then is asked `HELLO`.
    pub reset_wait: Duration,
    /// The share of log2(faces) bits per throw the device claims, for the
    /// health tests' cutoffs (1.0: a fair device).
    pub min_entropy_fraction: f64,
}

impl SerialConfig {
    /// Defaults: request mode, 9600 baud, `\n`, a d6, 10 s to answer,
    /// 2.5 s for a board to restart after its port opens.
    pub fn new(path: impl Into<PathBuf>) -> SerialConfig {
        SerialConfig {
            path: path.into(),
            mode: Mode::Request,
            baud: 9600,
            line_ending: LineEnding::Lf,
            die: Die::D6,
            answer_timeout: Duration::from_secs(10),
            busy_retry: Duration::from_millis(250),
            reset_wait: Duration::from_millis(2500),
            min_entropy_fraction: 1.0,
        }
    }

    fn source_name(&self) -> String {
        match self.mode {
            Mode::Bytes => format!("hardware RNG on {}", self.path.display()),
            _ => format!("dice tower on {}", self.path.display()),
        }
    }
}

/// What the device has done so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub faces: u64,
    /// Byte mode: bytes read, and thrown away by the rejection rule.
    pub bytes_used: u64,
    pub bytes_rejected: u64,
    /// Lines skipped because they answered an earlier request (a late
    /// face, another tag) or came unasked.
    pub stale_lines: u64,
    /// What the tower said when it last started (`club-tower d6 tags`).
    pub banner: Option<String>,
}

enum Job {
    /// Open the port now, rather than on the first throw.
    Connect,
    Begin,
    Throw(Die),
    Report(Die),
    Stats,
    Health,
    Restore(HealthState),
}

enum Answer {
    Done,
    Connected(Result<(), EntropyError>),
    Face(Result<Face, EntropyError>),
    Report(HealthReport),
    Stats(Stats),
    Health(HealthState),
}

struct Request {
    job: Job,
    reply: oneshot::Sender<Answer>,
}

/// A device on a serial port, shared by every roll that uses it.
#[derive(Clone)]
pub struct SerialTower {
    config: Arc<SerialConfig>,
    jobs: mpsc::Sender<Request>,
    turn: Arc<Mutex<()>>,
}

impl SerialTower {
    /// Starts the thread that owns the port. The port is opened on the first
    /// throw (and again after any failure), so starting never fails.
    pub fn start(config: SerialConfig) -> SerialTower {
        SerialTower::start_with_ports(config, Arc::new(identity::system_ports))
    }

    /// [`SerialTower::start`], listing the machine's ports with `ports`
    /// (for tests: where a re-plugged device turns up).
    pub fn start_with_ports(config: SerialConfig, ports: identity::PortLister) -> SerialTower {
        let config = Arc::new(config);
        let (jobs, queue) = mpsc::channel();
        let worker_config = config.clone();
        // If the thread cannot start, the queue's receiver is dropped with
        // the closure and every request fails with "the thread that owns
        // the port is gone", which names the problem.
        let _ = std::thread::Builder::new()
            .name("backrank-serial".into())
            .spawn(move || worker::Worker::new(worker_config, ports).run(queue));
        SerialTower {
            config,
            jobs,
            turn: Arc::new(Mutex::new(())),
        }
    }

    pub fn config(&self) -> &SerialConfig {
        &self.config
    }

    async fn ask(&self, job: Job) -> Result<Answer, EntropyError> {
        let (reply, answer) = oneshot::channel();
        let gone = || EntropyError::Failed {
            source_name: self.config.source_name(),
            message: "the thread that owns the port is gone".to_owned(),
        };
        self.jobs.send(Request { job, reply }).map_err(|_| gone())?;
        answer.await.map_err(|_| gone())
    }

    /// Opens the port now. A board that resets when its port opens (an
    /// Arduino) is then ready long before the first roll; the port stays
    /// open for every roll after.
    ///
    /// # Errors
    ///
    /// Why the port could not be opened; the next throw tries again.
    pub async fn connect(&self) -> Result<(), EntropyError> {
        match self.ask(Job::Connect).await? {
            Answer::Connected(r) => r,
            _ => Ok(()),
        }
    }

    /// Waits for this roll's turn at the device. Throws of one session are
    /// contiguous; other sessions queue until it is dropped.
    pub async fn session(&self) -> SerialSession {
        let turn = self.turn.clone().lock_owned().await;
        // Stream mode: throws made before this roll began are not its own.
        // (Other modes skip this, so a new turn never waits behind a throw
        // a cancelled roll left the tower finishing.)
        if self.config.mode == Mode::Stream {
            let _ = self.ask(Job::Begin).await;
        }
        SerialSession {
            tower: self.clone(),
            _turn: turn,
        }
    }

    /// The health tests' state for `die` (for bytes mode, of the byte
    /// stream).
    pub async fn health(&self, die: Die) -> Option<HealthReport> {
        match self.ask(Job::Report(die)).await {
            Ok(Answer::Report(r)) => Some(r),
            _ => None,
        }
    }

    /// What the device has done so far.
    pub async fn stats(&self) -> Stats {
        match self.ask(Job::Stats).await {
            Ok(Answer::Stats(s)) => s,
            _ => Stats::default(),
        }
    }
}

/// One roll's turn at a device: an [`EntropySource`].
pub struct SerialSession {
    tower: SerialTower,
    _turn: OwnedMutexGuard<()>,
}

#[async_trait]
impl EntropySource for SerialSession {
    fn dice(&self) -> Vec<Die> {
        match self.tower.config.mode {
            Mode::Bytes => Die::ALL.to_vec(),
            _ => vec![self.tower.config.die],
        }
    }

    fn describe(&self) -> String {
        self.tower.config.source_name()
    }

    /// Dropping the future cancels the throw for this roll; the worker
    /// still finishes a throw the tower has begun and discards it, so the
    /// next roll never receives a stale face.
    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        match self.tower.ask(Job::Throw(die)).await? {
            Answer::Face(r) => r,
            _ => Err(EntropyError::Failed {
                source_name: self.describe(),
                message: "the port's thread answered out of turn".to_owned(),
            }),
        }
    }

    /// The tests of every die the tower was asked for, and in byte mode of
    /// the byte stream (`bytes`).
    async fn health(&mut self) -> Option<HealthState> {
        match self.tower.ask(Job::Health).await {
            Ok(Answer::Health(state)) => Some(state),
            _ => None,
        }
    }

    async fn restore_health(&mut self, state: &HealthState) {
        let _ = self.tower.ask(Job::Restore(state.clone())).await;
    }
}

/// A serial port on this machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortInfo {
    pub path: String,
    /// "USB 2341:0043 Arduino SA Uno (serial 8573…)", "PCI", "Bluetooth".
    pub kind: String,
}

/// The serial ports this machine has, with USB vendor and product where the
/// system knows them.
///
/// # Errors
///
/// A message when the system cannot be asked.
pub fn list_ports() -> Result<Vec<PortInfo>, String> {
    // serialport's sysfs scan panics if this directory is missing (some
    // containers); no directory means no ports to list.
    if cfg!(target_os = "linux") && !std::path::Path::new("/sys/class/tty").is_dir() {
        return Ok(Vec::new());
    }
    let ports = serialport::available_ports().map_err(|e| e.to_string())?;
    Ok(ports
        .into_iter()
        .map(|p| PortInfo {
            path: p.port_name,
            kind: match p.port_type {
                serialport::SerialPortType::UsbPort(u) => {
                    let mut kind = format!("USB {:04x}:{:04x}", u.vid, u.pid);
                    for part in [u.manufacturer, u.product].into_iter().flatten() {
                        kind += " ";
                        kind += &part;
                    }
                    if let Some(serial) = u.serial_number {
                        kind += &format!(" (serial {serial})");
                    }
                    kind
                }
                serialport::SerialPortType::PciPort => "PCI".to_owned(),
                serialport::SerialPortType::BluetoothPort => "Bluetooth".to_owned(),
                serialport::SerialPortType::Unknown => "unknown".to_owned(),
            },
        })
        .collect())
}
