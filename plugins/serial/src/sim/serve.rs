//! The simulator's thread: watches its port for a client, restarts when
//! one opens it, and serves each mode until it is time to unplug.

use std::fs;
use std::io::{self, Read, Write};
use std::sync::mpsc::Sender;
use std::thread;
use std::time::{Duration, Instant};

use serialport::{SerialPort, TTYPort};

use super::tower::Tower;
use super::{Behaviour, SimConfig, relink, slave_name};
use crate::Mode;

/// How long one read of the master waits.
const POLL: Duration = Duration::from_millis(20);

pub fn serve(config: SimConfig, mut master: TTYPort, said: &Sender<String>) {
    let mut tower = Tower::new(config);
    let _ = master.set_timeout(POLL);
    loop {
        let mut port = Port {
            master,
            client: false,
            said,
        };
        let unplugged = match tower.config.mode {
            Mode::Request => serve_requests(&mut tower, &mut port),
            Mode::Stream => serve_stream(&mut tower, &mut port),
            Mode::Bytes => serve_bytes(&mut tower, &mut port),
        };
        if !unplugged {
            return;
        }
        // Unplug: close the master, so the client's reads fail.
        drop(port);
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
        drop(s);
        master = m;
        let _ = master.set_timeout(POLL);
        // Back as a fair tower.
        tower.config.behaviour = Behaviour::Fair;
    }
}

/// The master end, and whether a client has the slave open.
struct Port<'a> {
    master: TTYPort,
    client: bool,
    said: &'a Sender<String>,
}

/// What one look at the port found.
enum Heard {
    Nothing,
    Bytes(usize),
    /// A client has just opened the port.
    Opened(usize),
}

impl Port<'_> {
    /// Reads into `buf`, noticing a client opening or closing the port. With
    /// no client, the master reports a hang-up at once: wait a little.
    fn listen(&mut self, buf: &mut [u8]) -> Heard {
        let (present, n) = match self.master.read(buf) {
            Ok(n) => (true, n),
            Err(e) if e.kind() == io::ErrorKind::TimedOut => (true, 0),
            Err(_) => (false, 0),
        };
        let opened = present && !self.client;
        self.client = present;
        if !present {
            thread::sleep(Duration::from_millis(5));
        }
        match (opened, n) {
            (true, n) => Heard::Opened(n),
            (false, 0) => Heard::Nothing,
            (false, n) => Heard::Bytes(n),
        }
    }

    /// A restart on open: the bootloader swallows input for its pause,
    /// then the sketch prints its banner.
    fn boot(&mut self, tower: &Tower) {
        let Some(pause) = tower.config.boot else {
            return;
        };
        let until = Instant::now() + pause;
        let mut junk = [0u8; 64];
        while Instant::now() < until && self.client {
            let _ = self.listen(&mut junk);
        }
        self.say(&tower.banner());
    }

    fn say(&mut self, line: &str) {
        if self.client {
            let _ = self.master.write_all(format!("{line}\r\n").as_bytes());
            let _ = self.master.flush();
            let _ = self.said.send(line.to_owned());
        }
    }

    fn say_cut(&mut self, text: &str) {
        if self.client {
            let _ = self.master.write_all(text.as_bytes());
            let _ = self.master.flush();
            let _ = self.said.send(text.to_owned());
        }
    }
}

/// Serves requests; true when it is time to unplug.
fn serve_requests(tower: &mut Tower, port: &mut Port) -> bool {
    let mut pending = Vec::new();
    let mut buf = [0u8; 64];
    loop {
        match port.listen(&mut buf) {
            Heard::Nothing => continue,
            Heard::Opened(n) => {
                pending.clear();
                // A board that resets loses what arrived with the open.
                if tower.config.boot.is_none_or(|p| p.is_zero()) {
                    pending.extend_from_slice(&buf[..n]);
                }
                port.boot(tower);
            }
            Heard::Bytes(n) => pending.extend_from_slice(&buf[..n]),
        }
        while let Some(end) = pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = pending.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line).trim().to_owned();
            if text.is_empty() {
                continue;
            }
            if tower.unplug_now() {
                return true;
            }
            let answer = tower.answer(&text);
            if let Some(late) = tower.delay() {
                thread::sleep(late);
            }
            let last = answer.lines.len().saturating_sub(1);
            for (i, reply) in answer.lines.iter().enumerate() {
                if answer.cut && i == last {
                    port.say_cut(reply);
                } else {
                    port.say(reply);
                }
            }
        }
    }
}

/// Prints a face every interval while a client listens; true when it is
/// time to unplug.
fn serve_stream(tower: &mut Tower, port: &mut Port) -> bool {
    let mut buf = [0u8; 64];
    let mut next = Instant::now() + tower.config.interval;
    loop {
        // Whatever the client sends is read and ignored: stream mode.
        if let Heard::Opened(_) = port.listen(&mut buf) {
            port.boot(tower);
            next = Instant::now() + tower.config.interval;
        }
        if Instant::now() < next || !port.client {
            continue;
        }
        next = Instant::now() + tower.config.interval;
        if tower.unplug_now() {
            return true;
        }
        let face = tower.face();
        let die = tower.config.die;
        port.say(&format!("FACE {die} {face}"));
    }
}

/// Streams random bytes like a USB hardware RNG while a client listens;
/// true when it is time to unplug.
fn serve_bytes(tower: &mut Tower, port: &mut Port) -> bool {
    let mut buf = [0u8; 64];
    loop {
        let _ = port.listen(&mut buf);
        if !port.client {
            continue;
        }
        if tower.unplug_now() {
            return true;
        }
        let mut chunk = [0u8; 64];
        for b in &mut chunk {
            *b = tower.random_byte();
        }
        tower.faces += 1;
        if port.master.write_all(&chunk).is_err() {
            thread::sleep(Duration::from_millis(5));
        }
    }
}
