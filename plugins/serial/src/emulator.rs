//! The shipped tower firmware on an emulated Arduino Uno, for tests and for
//! trying the real sketch without a board.
//!
//! [`build`] compiles `firmware/backrank_tower` for an Uno (avr-gcc and
//! Debian's Arduino core) and the emulator harness (`firmware/emulator`,
//! on simavr) with `make`. [`Uno::start`] runs the harness: the firmware on
//! a pseudo-terminal, resetting when a program opens the port and holding
//! in its "bootloader" (input swallowed) for a set pause, as a real Uno
//! does. It can be unplugged and plugged back in, its button pressed and
//! its die's face switches set.
//!
//! The harness ends when its stdin closes, so an emulator never outlives
//! the process that started it, however that process ends.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Where the sketch, its makefile and the harness's source are.
pub const FIRMWARE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/firmware");

/// The Debian packages the emulated tower needs, with a file each installs.
const PACKAGES: [(&str, &str); 6] = [
    ("make", "/usr/bin/make"),
    ("gcc-avr", "/usr/bin/avr-gcc"),
    ("avr-libc", "/usr/lib/avr/include/avr/io.h"),
    (
        "arduino-core-avr",
        "/usr/share/arduino/hardware/arduino/avr/cores/arduino/Arduino.h",
    ),
    ("libsimavr-dev", "/usr/include/simavr/sim_avr.h"),
    ("libelf-dev", "/usr/include/libelf.h"),
];

/// The packages that are not installed, by their Debian names.
pub fn missing_packages() -> Vec<&'static str> {
    PACKAGES
        .iter()
        .filter(|(_, file)| !Path::new(file).exists())
        .map(|(name, _)| *name)
        .collect()
}

/// What was built.
#[derive(Clone, Debug)]
pub struct Built {
    /// The tower sketch for an Uno.
    pub firmware: PathBuf,
    /// The same sketch reading a physical die's face switches.
    pub physical: PathBuf,
    /// The harness.
    pub emulator: PathBuf,
}

/// Builds the firmware and the harness into `out` (once per process;
/// `make` rebuilds only what changed).
///
/// # Errors
///
/// The packages to install, or make's own output when a build fails.
pub fn build(out: &Path) -> Result<Built, String> {
    static BUILT: OnceLock<Mutex<Option<Result<Built, String>>>> = OnceLock::new();
    let mut built = BUILT
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    built.get_or_insert_with(|| make(out)).clone()
}

fn make(out: &Path) -> Result<Built, String> {
    let missing = missing_packages();
    if !missing.is_empty() {
        install(&missing)?;
    }
    // Test binaries run side by side (nextest, two cargo processes) share
    // `out`: one make at a time.
    std::fs::create_dir_all(out).map_err(|e| format!("could not make {}: {e}", out.display()))?;
    let lock = std::fs::File::create(out.join(".make.lock"))
        .map_err(|e| format!("could not make a lock in {}: {e}", out.display()))?;
    lock.lock()
        .map_err(|e| format!("could not lock {}: {e}", out.display()))?;
    let output = Command::new("make")
        .arg("-C")
        .arg(FIRMWARE_DIR)
        .arg(format!("OUT={}", out.display()))
        // `test`: the sketch's BLAKE2s against a known answer.
        .args(["all", "test"])
        .output()
        .map_err(|e| format!("could not run make: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "building the firmware failed:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(Built {
        firmware: out.join("backrank_tower.elf"),
        physical: out.join("backrank_tower_physical.elf"),
        emulator: out.join("uno-emulator"),
    })
}

/// Installs the packages the emulated tower needs from Debian's archive,
/// saying so ([`crate::debian::install`]).
fn install(missing: &[&str]) -> Result<(), String> {
    let mut all = vec!["simavr"];
    all.extend(PACKAGES.map(|(name, _)| name));
    crate::debian::install(&all, missing, "the emulated dice tower")
}

/// How to run the board.
#[derive(Clone, Debug)]
pub struct Options {
    /// The firmware to run (one of [`Built`]'s).
    pub firmware: PathBuf,
    /// Where to put the link to its port.
    pub link: PathBuf,
    /// How long the bootloader holds the board after the port opens.
    pub bootloader: Duration,
    /// What analog pin A0 reads (0..=1023), the same after every reset.
    pub analog: u16,
    /// Erase the EEPROM at every reset, so only the timing of requests can
    /// make the throws after a reset differ.
    pub erase_eeprom_on_reset: bool,
}

impl Options {
    pub fn new(firmware: impl Into<PathBuf>, link: impl Into<PathBuf>) -> Options {
        Options {
            firmware: firmware.into(),
            link: link.into(),
            bootloader: Duration::from_millis(500),
            analog: 512,
            erase_eeprom_on_reset: false,
        }
    }
}

/// A running emulated Uno.
pub struct Uno {
    child: Child,
    stdin: ChildStdin,
    events: Receiver<String>,
    /// The link to open, like `/dev/serial/by-id/…`.
    pub path: PathBuf,
}

/// How long the harness may take to acknowledge a command.
const ANSWER: Duration = Duration::from_secs(10);

impl Uno {
    /// Starts the harness with `emulator` and waits for its port.
    ///
    /// # Errors
    ///
    /// The harness could not start, or said why it stopped.
    pub fn start(emulator: &Path, options: &Options) -> Result<Uno, String> {
        let mut command = Command::new(emulator);
        command
            .arg("--firmware")
            .arg(&options.firmware)
            .arg("--link")
            .arg(&options.link)
            .arg("--bootloader-ms")
            .arg(options.bootloader.as_millis().to_string())
            .arg("--analog")
            .arg(options.analog.to_string());
        if options.erase_eeprom_on_reset {
            command.arg("--erase-eeprom-on-reset");
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("could not start {}: {e}", emulator.display()))?;
        let stdin = child.stdin.take().ok_or("the harness has no stdin")?;
        let stdout = child.stdout.take().ok_or("the harness has no stdout")?;
        let (tell, events) = mpsc::channel();
        std::thread::Builder::new()
            .name("uno-events".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if tell.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| e.to_string())?;
        let mut uno = Uno {
            child,
            stdin,
            events,
            path: options.link.clone(),
        };
        uno.wait_for("PORT", ANSWER)?;
        Ok(uno)
    }

    /// Waits for the harness to report an event starting with `word`
    /// (`OPEN`, `BOOTED`, `CLOSE`, …); earlier events are passed over.
    ///
    /// # Errors
    ///
    /// None came within `within`, or the harness stopped.
    pub fn wait_for(&mut self, word: &str, within: Duration) -> Result<String, String> {
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => {}
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    return Err(format!("the emulator did not say {word} within {within:?}"));
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let status = self.child.try_wait().ok().flatten();
                    return Err(format!("the emulator stopped ({status:?}) before {word}"));
                }
            }
        }
    }

    /// Sends a command and waits for its acknowledgement.
    fn command(&mut self, line: &str, ack: &str) -> Result<String, String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("the emulator stopped reading commands: {e}"))?;
        self.wait_for(ack, ANSWER)
    }

    /// Pulls the cable: the port vanishes and the board loses power.
    pub fn unplug(&mut self) -> Result<(), String> {
        self.command("unplug", "UNPLUGGED").map(drop)
    }

    /// Plugs it back in (a new pseudo-terminal behind the same link).
    pub fn plug(&mut self) -> Result<(), String> {
        self.command("plug", "PLUGGED").map(drop)
    }

    /// Presses the tower's button once, with contact bounce.
    pub fn press(&mut self) -> Result<(), String> {
        self.command("press", "PRESSED").map(drop)
    }

    /// Holds the button down (across resets) until [`Uno::release`].
    pub fn hold(&mut self) -> Result<(), String> {
        self.command("hold", "HELD").map(drop)
    }

    /// Lets go of a held button.
    pub fn release(&mut self) -> Result<(), String> {
        self.command("release", "RELEASED").map(drop)
    }

    /// Sets the physical die's face switches to show `face`.
    pub fn show(&mut self, face: u8) -> Result<(), String> {
        self.command(&format!("die {face}"), "DIE").map(drop)
    }
}

impl Drop for Uno {
    /// Asks the harness to quit and waits for its stdout to close; kills it
    /// if it does not within two seconds.
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let deadline = Instant::now() + Duration::from_secs(2);
        let ended = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok(_) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break true,
                Err(mpsc::RecvTimeoutError::Timeout) => break false,
            }
        };
        if !ended {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
