//! A dice tower simulator on a pseudo-terminal, for tests and for trying
//! Backrank without hardware (`backrank-tower-sim`).
//!
//! It opens a pty pair, serves the protocol on the master side with a
//! chosen behaviour, and gives the slave's path (or a stable symlink to it)
//! for Backrank to open like any serial port.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::thread;
use std::time::Duration;

use backrank_entropy::Die;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
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
    /// After this many faces, restarts (prints READY) instead of answering.
    Reset(u32),
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
        }
    }
}

/// A running simulator.
pub struct Sim {
    /// Where Backrank should open the "device".
    pub path: PathBuf,
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
    thread::Builder::new()
        .name("tower-sim".into())
        .spawn(move || serve(config, master, slave))?;
    Ok(Sim { path })
}

fn slave_name(slave: &TTYPort) -> io::Result<PathBuf> {
    slave
        .name()
        .map(PathBuf::from)
        .ok_or_else(|| io::Error::other("the pty has no name"))
}

fn relink(link: &Path, target: &Path) -> io::Result<()> {
    let _ = fs::remove_file(link);
    std::os::unix::fs::symlink(target, link)
}

struct Tower {
    config: SimConfig,
    rng: ChaCha8Rng,
    faces: u32,
    sequence: u8,
}

impl Tower {
    fn face(&mut self) -> u8 {
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

    /// The line answering one request (None: stay silent).
    fn answer(&mut self) -> Vec<String> {
        let die = self.config.die;
        match self.config.behaviour {
            Behaviour::Silent => vec![],
            Behaviour::Garbage => vec!["hello?! \u{7}~~".to_owned()],
            Behaviour::WrongDie => vec![format!("FACE d8 {}", self.rng.random_range(1..=8))],
            Behaviour::OutOfRange => vec![format!("FACE {die} {}", die.sides() + 1)],
            Behaviour::Busy => {
                let f = self.face();
                vec!["BUSY".into(), "BUSY".into(), format!("FACE {die} {f}")]
            }
            Behaviour::Reset(after) if self.faces == after => {
                self.faces += 1;
                vec!["# booting".into(), format!("READY sim-tower {die}")]
            }
            _ => {
                let f = self.face();
                vec![format!("# throw {}", self.faces), format!("FACE {die} {f}")]
            }
        }
    }

    fn unplug_now(&self) -> bool {
        matches!(self.config.behaviour, Behaviour::Unplug(after) if self.faces >= after)
    }
}

fn serve(config: SimConfig, mut master: TTYPort, mut slave: TTYPort) {
    let mut tower = Tower {
        rng: ChaCha8Rng::seed_from_u64(config.seed),
        config,
        faces: 0,
        sequence: 0,
    };
    let _ = master.set_timeout(Duration::from_millis(20));
    loop {
        let unplugged = match tower.config.mode {
            Mode::Request => serve_requests(&mut tower, &mut master),
            Mode::Stream => serve_stream(&mut tower, &mut master),
            Mode::Bytes => serve_bytes(&mut tower, &mut master),
        };
        if !unplugged {
            return;
        }
        // Unplug: close both ends, so the client's reads fail.
        drop(master);
        drop(slave);
        let (Some(link), Some(after)) = (tower.config.link.clone(), tower.config.replug_after)
        else {
            return;
        };
        let _ = fs::remove_file(&link);
        thread::sleep(after);
        let Ok((m, s)) = TTYPort::pair() else { return };
        let Ok(path) = slave_name(&s) else { return };
        if relink(&link, &path).is_err() {
            return;
        }
        master = m;
        slave = s;
        let _ = master.set_timeout(Duration::from_millis(20));
        // Back as a fair tower.
        tower.config.behaviour = Behaviour::Fair;
    }
}

/// Serves ROLL requests; true when it is time to unplug.
fn serve_requests(tower: &mut Tower, master: &mut TTYPort) -> bool {
    let mut pending = Vec::new();
    let mut buf = [0u8; 64];
    loop {
        match master.read(&mut buf) {
            Ok(0) => thread::sleep(Duration::from_millis(10)),
            Ok(n) => pending.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == io::ErrorKind::TimedOut => {}
            // No client has the slave open (EIO): wait for one.
            Err(_) => thread::sleep(Duration::from_millis(10)),
        }
        while let Some(end) = pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = pending.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line);
            if !text.trim().to_ascii_uppercase().starts_with("ROLL") {
                continue;
            }
            if tower.unplug_now() {
                return true;
            }
            for reply in tower.answer() {
                let _ = master.write_all(format!("{reply}\r\n").as_bytes());
            }
            let _ = master.flush();
        }
    }
}

/// Prints a face every interval; true when it is time to unplug.
fn serve_stream(tower: &mut Tower, master: &mut TTYPort) -> bool {
    loop {
        thread::sleep(tower.config.interval);
        if tower.unplug_now() {
            return true;
        }
        for reply in tower.answer() {
            let _ = master.write_all(format!("{reply}\n").as_bytes());
        }
        let _ = master.flush();
        // Drain whatever the client sends; stream mode ignores it.
        let mut buf = [0u8; 64];
        let _ = master.read(&mut buf);
    }
}

/// Streams random bytes like a USB hardware RNG; true when it is time to
/// unplug.
fn serve_bytes(tower: &mut Tower, master: &mut TTYPort) -> bool {
    loop {
        if tower.unplug_now() {
            return true;
        }
        let mut chunk = [0u8; 64];
        for b in &mut chunk {
            *b = match tower.config.behaviour {
                Behaviour::Stuck => 0x42,
                Behaviour::Biased if tower.rng.random_bool(0.5) => 0,
                _ => tower.rng.random(),
            };
        }
        tower.faces += 1;
        if master.write_all(&chunk).is_err() {
            thread::sleep(Duration::from_millis(5));
        }
        thread::sleep(Duration::from_millis(2));
    }
}
