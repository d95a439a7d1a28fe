//! A dice tower simulator on a pseudo-terminal, for tests and for trying
//! Backrank without hardware (`backrank-tower-sim`).
//!
//! It opens a pty pair, serves the protocol on the master side with a
//! chosen behaviour, and gives the slave's path (or a stable symlink to it)
//! for Backrank to open like any serial port.
//!
//! Like an Arduino, it restarts when a program opens its port: it notices
//! the open (the master stops reporting a hang-up), swallows what arrives
//! during its "bootloader" pause, then prints its `READY` banner. Its own
//! end of the slave is closed so that it can see opens at all.

mod serve;
mod tower;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use backrank_entropy::Die;
use serialport::{SerialPort, TTYPort};

use crate::Mode;

/// How the simulated tower behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Behaviour {
    /// A fair die.
    Fair,
    /// The top face comes up half the time.
    Biased,
    /// Always the same face.
    Stuck,
    /// Never answers.
    Silent,
    /// Answers with noise.
    Garbage,
    /// Answers a face of a d8 whatever it holds.
    WrongDie,
    /// Answers a face one past the die's last.
    OutOfRange,
    /// Says BUSY twice before each answer.
    Busy,
    /// Faces 1, 2, 3, … in turn, to check that rolls do not interleave.
    Sequence,
    /// After this many faces, disappears (and comes back if asked to).
    Unplug(u32),
    /// After this many faces, restarts in the middle of its answer: the
    /// line breaks off and its banner follows (`FACE dREADY sim-tower …`).
    Reset(u32),
    /// Answers the first request this many milliseconds late.
    LateFirst(u32),
    /// Holds its first answer back until the next request arrives, then
    /// sends it before that request's answer (an answer that turns up
    /// after its request timed out and the next was sent).
    HoldFirst,
    /// Before every answer but the first, sends the tail of a line cut off
    /// earlier (`6 4 @00000000`): bytes that were still on their way when
    /// Backrank discarded its input.
    Tail,
    /// Breaks off its first answer in the middle of a line.
    CutFirst,
}

impl FromStr for Behaviour {
    type Err = String;
    fn from_str(s: &str) -> Result<Behaviour, String> {
        let (name, n) = match s.split_once(':') {
            Some((a, b)) => (
                a,
                b.parse::<u32>()
                    .map_err(|_| format!("bad count in '{s}'"))?,
            ),
            None => (s, 3),
        };
        Ok(match name {
            "fair" => Behaviour::Fair,
            "biased" => Behaviour::Biased,
            "stuck" => Behaviour::Stuck,
            "silent" => Behaviour::Silent,
            "garbage" => Behaviour::Garbage,
            "wrong-die" => Behaviour::WrongDie,
            "out-of-range" => Behaviour::OutOfRange,
            "busy" => Behaviour::Busy,
            "sequence" => Behaviour::Sequence,
            "unplug" => Behaviour::Unplug(n),
            "reset" => Behaviour::Reset(n),
            "late-first" => Behaviour::LateFirst(n),
            "hold-first" => Behaviour::HoldFirst,
            "tail" => Behaviour::Tail,
            "cut-first" => Behaviour::CutFirst,
            _ => return Err(format!("unknown behaviour '{s}'")),
        })
    }
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub mode: Mode,
    pub die: Die,
    pub behaviour: Behaviour,
    pub seed: u64,
    /// A symlink to keep pointing at the current pty, so a reconnect finds
    /// the "same" device after an unplug.
    pub link: Option<PathBuf>,
    /// After an unplug, come back this much later.
    pub replug_after: Option<Duration>,
    /// Stream mode: time between throws.
    pub interval: Duration,
    /// Restarts when its port opens, swallowing input for this long (an
    /// Uno's bootloader: about 0.5 s), then prints `READY`. `None`: a board
    /// that does not reset and prints nothing when opened.
    pub boot: Option<Duration>,
    /// Echoes request tags, says so in its banner, and answers `HELLO`.
    /// Without: the first sketch's protocol, plain `ROLL d6` only.
    pub tags: bool,
}

impl SimConfig {
    pub fn new(mode: Mode, behaviour: Behaviour) -> SimConfig {
        SimConfig {
            mode,
            die: Die::D6,
            behaviour,
            seed: 1,
            link: None,
            replug_after: None,
            interval: Duration::from_millis(20),
            // A hardware RNG does not reset or greet; a tower prints its
            // banner at once (a quick board).
            boot: (mode != Mode::Bytes).then_some(Duration::ZERO),
            tags: true,
        }
    }

    /// An Arduino Uno running the tower sketch: resets when its port opens,
    /// its bootloader swallowing input for 500 ms.
    pub fn uno(behaviour: Behaviour) -> SimConfig {
        SimConfig {
            boot: Some(Duration::from_millis(500)),
            ..SimConfig::new(Mode::Request, behaviour)
        }
    }
}

/// A running simulator.
pub struct Sim {
    /// Where Backrank should open the "device".
    pub path: PathBuf,
    /// Every line it wrote, as it wrote it, for tests that wait on them.
    said: mpsc::Receiver<String>,
}

impl Sim {
    /// Waits up to `within` for a line the tower writes that `wanted`
    /// accepts; lines before it are passed over.
    pub fn wait_until_said(
        &self,
        within: Duration,
        wanted: impl Fn(&str) -> bool,
    ) -> Option<String> {
        let deadline = std::time::Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.said.recv_timeout(left) {
                Ok(line) if wanted(&line) => return Some(line),
                Ok(_) => {}
                Err(_) => return None,
            }
        }
    }
}

/// Starts the simulator on a background thread.
///
/// # Errors
///
/// If no pseudo-terminal can be opened or the link cannot be made.
pub fn start(config: SimConfig) -> io::Result<Sim> {
    let (master, slave) = TTYPort::pair().map_err(io::Error::other)?;
    let slave_path = slave_name(&slave)?;
    let path = match &config.link {
        Some(link) => {
            relink(link, &slave_path)?;
            link.clone()
        }
        None => slave_path,
    };
    // Closed, so that the master reports a hang-up until a client opens
    // the slave: that is how the simulator sees a port being opened. The
    // pty lives on while the master is open.
    drop(slave);
    let (tell, said) = mpsc::channel();
    thread::Builder::new()
        .name("tower-sim".into())
        .spawn(move || serve::serve(config, master, &tell))?;
    Ok(Sim { path, said })
}

pub(crate) fn slave_name(slave: &TTYPort) -> io::Result<PathBuf> {
    slave
        .name()
        .map(PathBuf::from)
        .ok_or_else(|| io::Error::other("the pty has no name"))
}

pub(crate) fn relink(link: &Path, target: &Path) -> io::Result<()> {
    let _ = fs::remove_file(link);
    std::os::unix::fs::symlink(target, link)
}
