//! An open serial port and the bytes read from it but not yet used: lines
//! and bytes in, lines out, each read bounded by a deadline.

use std::io::{self, Read, Write};
use std::time::{Duration, Instant};

use serialport::{ClearBuffer, SerialPort};

use crate::{LineEnding, SerialConfig};

/// How long one blocking read may wait before the worker checks its
/// deadline again.
const TICK: Duration = Duration::from_millis(50);

/// The longest line accepted: the protocol's lines are a few words.
pub const MAX_LINE: usize = 256;

/// Why talking to the device failed.
pub enum Failure {
    /// The device broke or vanished: drop the port, reopen next time.
    Port(String),
    /// The device answered wrongly; the port is fine.
    Answer(String),
    Timeout,
    Health(backrank_entropy::EntropyError),
}

pub struct Wire {
    port: Box<dyn SerialPort>,
    pending: Vec<u8>,
    path: String,
    baud: u32,
    ending: LineEnding,
}

impl Wire {
    /// Opens the port at `path` with `config`'s speed and line ending.
    pub fn open(config: &SerialConfig, path: &std::path::Path) -> Result<Wire, Failure> {
        let path = path.display().to_string();
        let port = serialport::new(path.clone(), config.baud)
            .timeout(TICK)
            .open()
            .map_err(|e| {
                Failure::Port(format!(
                    "could not open {path}: {e}. Check that the device is plugged in, that {path} is \
                     right (`backrank devices` lists the serial ports), and that you may use it \
                     (on Linux, be in the dialout group)"
                ))
            })?;
        Ok(Wire {
            port,
            pending: Vec::new(),
            path,
            baud: config.baud,
            ending: config.line_ending,
        })
    }

    /// Raises DTR, which TrueRNG-style devices need before they stream.
    /// Some ports (pseudo-terminals) cannot set it; the bytes decide.
    pub fn raise_dtr(&mut self) {
        let _ = self.port.write_data_terminal_ready(true);
    }

    /// Forgets everything that arrived and was not read: a late answer, a
    /// banner, half a line. Called before every request, so an answer can
    /// only be one sent after it.
    pub fn discard_input(&mut self) {
        self.pending.clear();
        let _ = self.port.clear(ClearBuffer::Input);
    }

    /// Sends a line. Not followed by `flush` (tcdrain), which can block
    /// for ever on a wedged USB device; each write waits at most a tick.
    pub fn send(&mut self, line: &str) -> Result<(), Failure> {
        let ending = self.ending.as_str();
        self.port
            .write_all(format!("{line}{ending}").as_bytes())
            .map_err(|e| Failure::Port(disconnected(&self.path, &e)))
    }

    /// Reads more bytes into `pending`; false on a quiet tick.
    fn fill(&mut self, deadline: Instant) -> Result<bool, Failure> {
        if Instant::now() >= deadline {
            return Err(Failure::Timeout);
        }
        let mut buf = [0u8; 64];
        match self.port.read(&mut buf) {
            Ok(0) => Err(Failure::Port(disconnected(
                &self.path,
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
            Err(e) => Err(Failure::Port(disconnected(&self.path, &e))),
        }
    }

    /// The next whole line, without its ending.
    pub fn read_line(&mut self, deadline: Instant) -> Result<String, Failure> {
        loop {
            if let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=end).collect();
                if line.len() > MAX_LINE {
                    return Err(self.too_long(&line));
                }
                let text = String::from_utf8_lossy(&line)
                    .trim_end_matches(['\r', '\n'])
                    .to_owned();
                return Ok(text);
            }
            if self.pending.len() > MAX_LINE {
                let junk = std::mem::take(&mut self.pending);
                return Err(self.too_long(&junk));
            }
            self.fill(deadline)?;
        }
    }

    fn too_long(&self, line: &[u8]) -> Failure {
        let start: String = String::from_utf8_lossy(&line[..line.len().min(40)])
            .chars()
            .map(|c| if c.is_control() { '?' } else { c })
            .collect();
        Failure::Answer(format!(
            "it sent over {MAX_LINE} bytes without a line break (starting '{start}'). Check the baud \
             rate ({}) and that it speaks the Backrank protocol",
            self.baud
        ))
    }

    pub fn read_byte(&mut self, deadline: Instant) -> Result<u8, Failure> {
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
