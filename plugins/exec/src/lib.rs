//! Entropy from an external program: a camera that reads dice, a Bluetooth
//! smart-die bridge, anything that can read a line and print one.
//!
//! Backrank starts the program (with `sh -c`, so a command line with
//! arguments works), writes `ROLL d6` on its stdin for each throw and reads
//! its answer from stdout in the dice-tower protocol (`FACE d6 4`, `BUSY`,
//! `ERR text`; see `plugins/serial/PROTOCOL.md`). A program that is slow,
//! crashes, or answers wrongly gives an error that says so; one that exited
//! is started again on the next throw. Faces pass the health tests.
//!
//! `examples/urandom-dice.sh` is a complete plugin in POSIX shell.

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use backrank_entropy::lines::{self, Reply};
use backrank_entropy::{Die, EntropyError, EntropySource, Face, HealthByDie, HealthState};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};
use tokio::time::{Instant, timeout_at};

/// How to run the program.
#[derive(Clone, Debug, PartialEq)]
pub struct ExecConfig {
    /// The command line, run with `sh -c`.
    pub command: String,
    /// How long one answer may take.
    pub answer_timeout: Duration,
    /// The devices the program can throw (default: all).
    pub dice: Vec<Die>,
    /// Share of log2(faces) bits per throw claimed for the health tests.
    pub min_entropy_fraction: f64,
}

impl ExecConfig {
    pub fn new(command: impl Into<String>) -> ExecConfig {
        ExecConfig {
            command: command.into(),
            answer_timeout: Duration::from_secs(30),
            dice: Die::ALL.to_vec(),
            min_entropy_fraction: 1.0,
        }
    }
}

struct Running {
    child: Child,
    /// The program's process group (its own, led by `sh`): ending the group
    /// ends whatever the command line started, not only the shell.
    group: Option<u32>,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// The last line the program wrote on stderr. A task drains stderr as it
    /// comes, so a chatty program never blocks on a full pipe.
    last_error: Arc<Mutex<LastLine>>,
    /// The task draining stderr; it ends when every writer of the pipe is
    /// gone.
    stderr_task: Option<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Ends every process of the program's group.
    fn kill_group(&self) {
        if let Some(group) = self.group.and_then(|g| i32::try_from(g).ok()) {
            // SAFETY: kill(2) with a negative pid signals a process group;
            // it touches no memory of ours.
            unsafe {
                libc::kill(-group, libc::SIGKILL);
            }
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // `kill_on_drop` ends only `sh`; a program it started would run on.
        self.kill_group();
    }
}

/// The last line of a stream, kept within a fixed size however long the
/// stream's lines are: a program that writes gigabytes without a newline
/// costs [`LastLine::MAX`] bytes, not gigabytes.
#[derive(Debug, Default)]
pub struct LastLine {
    done: String,
    current: Vec<u8>,
}

impl LastLine {
    /// The most bytes of one line kept.
    pub const MAX: usize = 240;

    /// Takes the next bytes of the stream.
    pub fn feed(&mut self, bytes: &[u8]) {
        for part in bytes.split_inclusive(|&b| b == b'\n') {
            let (text, ends) = match part.split_last() {
                Some((b'\n', text)) => (text, true),
                _ => (part, false),
            };
            let room = Self::MAX.saturating_sub(self.current.len());
            self.current
                .extend_from_slice(&text[..text.len().min(room)]);
            if ends {
                let line = String::from_utf8_lossy(&self.current).trim().to_owned();
                if !line.is_empty() {
                    self.done = line;
                }
                self.current.clear();
            }
        }
    }

    /// The last complete line, or the line being written if none is.
    pub fn get(&self) -> String {
        let current = String::from_utf8_lossy(&self.current).trim().to_owned();
        let line = if current.is_empty() {
            self.done.clone()
        } else {
            current
        };
        line.chars().take(120).collect()
    }

    /// Bytes held, whatever was fed.
    pub fn held(&self) -> usize {
        self.done.len() + self.current.capacity()
    }
}

/// An external program as an [`EntropySource`].
pub struct ExecSource {
    config: ExecConfig,
    running: Option<Running>,
    health: HealthByDie,
}

/// The longest answer line read.
const MAX_LINE: u64 = 256;

impl ExecSource {
    pub fn new(config: ExecConfig) -> ExecSource {
        let health = HealthByDie::new(config.min_entropy_fraction);
        ExecSource {
            config,
            running: None,
            health,
        }
    }

    fn fail(&self, message: String) -> EntropyError {
        EntropyError::Failed {
            source_name: self.describe(),
            message,
        }
    }

    fn start(&mut self) -> Result<&mut Running, EntropyError> {
        if self.running.is_none() {
            let mut child = Command::new("sh")
                .arg("-c")
                .arg(&self.config.command)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                // A group of its own, so stopping it stops all it started.
                .process_group(0)
                .kill_on_drop(true)
                .spawn()
                .map_err(|e| self.fail(format!("could not start it: {e}")))?;
            let group = child.id();
            let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
                return Err(self.fail("could not connect to its stdin and stdout".into()));
            };
            let last_error = Arc::new(Mutex::new(LastLine::default()));
            let stderr_task = child.stderr.take().map(|mut stderr| {
                let keep = last_error.clone();
                tokio::spawn(async move {
                    let mut buf = [0u8; 4096];
                    while let Ok(n) = stderr.read(&mut buf).await {
                        if n == 0 {
                            break;
                        }
                        if let Ok(mut last) = keep.lock() {
                            last.feed(&buf[..n]);
                        }
                    }
                })
            });
            self.running = Some(Running {
                child,
                group,
                stdin,
                stdout: BufReader::new(stdout),
                last_error,
                stderr_task,
            });
        }
        let name = self.describe();
        self.running.as_mut().ok_or(EntropyError::Failed {
            source_name: name,
            message: "it is not running".into(),
        })
    }

    /// The program stopped or broke the protocol: collect what it said on
    /// stderr and how it ended, and forget it so the next throw starts it
    /// again.
    async fn stopped(&mut self, what: &str) -> EntropyError {
        let mut detail = String::new();
        if let Some(mut r) = self.running.take() {
            // Let it finish on its own first, so its exit status and last
            // words are its own, then make sure it and all it started are
            // gone.
            let status = tokio::time::timeout(Duration::from_millis(300), r.child.wait())
                .await
                .ok()
                .and_then(Result::ok);
            r.kill_group();
            if let Some(status) = status {
                detail += &format!(" (it ended with {status})");
            }
            // With the whole group gone the stderr pipe closes and the task
            // reads the last words and ends; the bound only matters if
            // something outside the group holds the pipe open.
            if let Some(task) = r.stderr_task.take() {
                let _ = tokio::time::timeout(Duration::from_millis(500), task).await;
            }
            let last = r.last_error.lock().map(|l| l.get()).unwrap_or_default();
            if !last.is_empty() {
                detail += &format!("; its last error line: {last}");
            }
        }
        self.fail(format!(
            "{what}{detail}. Check the command; Backrank starts it again on the next throw"
        ))
    }
}

#[async_trait]
impl EntropySource for ExecSource {
    fn dice(&self) -> Vec<Die> {
        self.config.dice.clone()
    }

    fn describe(&self) -> String {
        format!(
            "program `{}`",
            self.config.command.chars().take(60).collect::<String>()
        )
    }

    async fn health(&mut self) -> Option<HealthState> {
        Some(self.health.state())
    }

    async fn restore_health(&mut self, state: &HealthState) {
        self.health.restore(state);
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        if !self.config.dice.contains(&die) {
            return Err(EntropyError::Unsupported {
                source_name: self.describe(),
                die,
                available: self.config.dice.clone(),
            });
        }
        let deadline = Instant::now() + self.config.answer_timeout;
        let request = format!("{}\n", lines::request(die));
        let running = self.start()?;
        if running.stdin.write_all(request.as_bytes()).await.is_err()
            || running.stdin.flush().await.is_err()
        {
            return Err(self.stopped("it stopped reading requests").await);
        }
        loop {
            let running = self.start()?;
            let mut line = String::new();
            let read = timeout_at(
                deadline,
                (&mut running.stdout).take(MAX_LINE).read_line(&mut line),
            )
            .await;
            let line = match read {
                Err(_) => {
                    let secs = self.config.answer_timeout.as_secs_f32();
                    return Err(self.stopped(&format!("no answer within {secs} s")).await);
                }
                Ok(Err(e)) => {
                    return Err(self
                        .stopped(&format!("reading its answer failed: {e}"))
                        .await);
                }
                Ok(Ok(0)) => return Err(self.stopped("it exited").await),
                Ok(Ok(_)) if !line.ends_with('\n') => {
                    return Err(self
                        .stopped(&format!(
                            "it sent over {MAX_LINE} bytes without a line break"
                        ))
                        .await);
                }
                Ok(Ok(_)) => line,
            };
            match lines::parse(&line) {
                Ok(Reply::Face {
                    die: got, value, ..
                }) if got == die => {
                    let face = Face::new(die, value).map_err(|e| self.fail(e.to_string()))?;
                    self.health.check(&self.describe(), face)?;
                    return Ok(face);
                }
                Ok(Reply::Face { die: got, .. }) => {
                    return Err(
                        self.fail(format!("it answered with a {got} face for a {die} throw"))
                    );
                }
                Ok(Reply::Busy { .. }) => {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    let running = self.start()?;
                    if running.stdin.write_all(request.as_bytes()).await.is_err() {
                        return Err(self.stopped("it stopped reading requests").await);
                    }
                }
                Ok(Reply::Error { text, .. }) => {
                    return Err(self.fail(format!("it reported an error: {text}")));
                }
                Ok(Reply::Ready(_)) | Ok(Reply::Noise) => {}
                Err(e) => return Err(self.fail(e.to_string())),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_line_is_kept_within_its_bound() {
        let mut l = LastLine::default();
        l.feed(b"first\nsecond li");
        assert_eq!(l.get(), "second li");
        l.feed(b"ne\n\n");
        assert_eq!(l.get(), "second line");
        // A hundred megabytes without a newline: the buffer stays small.
        let chunk = vec![b'y'; 1 << 16];
        for _ in 0..1600 {
            l.feed(&chunk);
        }
        assert!(l.held() <= 2 * LastLine::MAX, "{}", l.held());
        assert_eq!(l.get(), "y".repeat(120));
        l.feed(b"\nlast words\n");
        assert_eq!(l.get(), "last words");
    }
}
