//! Talking to a tower in lines (request and stream modes): settling after
//! the port opens, asking for a face, and telling its answer from anything
//! older.
//!
//! Why settling: an Arduino-class board resets when its port opens, and its
//! bootloader swallows what arrives for up to a couple of seconds before
//! the sketch prints `READY`. A request sent at once is lost, and the banner
//! that follows would look like a reset during the roll. So after opening,
//! Backrank waits for the banner (or, for a board that does not reset, a
//! quiet `reset_wait`, then asks `HELLO`).
//!
//! Why tags and discarding: a late answer, a banner or half a line can sit
//! in the port's buffer. Input is discarded before every request, and a
//! tower whose banner says `tags` gets `ROLL d6 @tag`: only an answer with
//! that tag is taken, anything else is counted as stale and skipped.

use std::time::{Duration, Instant};

use backrank_entropy::Die;
use backrank_entropy::lines::{self as protocol, Banner, Reply, Tag};

use crate::SerialConfig;
use crate::wire::{Failure, Wire};

/// How long a tower that did not reset has to answer `HELLO`.
const HELLO_WAIT: Duration = Duration::from_millis(1000);

/// Waits for the tower to settle after its port opened; its banner, if it
/// gave one.
pub fn settle(wire: &mut Wire, config: &SerialConfig) -> Result<Option<Banner>, Failure> {
    let deadline = Instant::now() + config.reset_wait;
    if let Some(banner) = banner_before(wire, deadline, false)? {
        return check_die(banner, config).map(Some);
    }
    if config.mode != crate::Mode::Request {
        return Ok(None);
    }
    // No banner: a board that does not reset (or has no banner). Ask.
    wire.discard_input();
    wire.send(protocol::HELLO)?;
    match banner_before(wire, Instant::now() + HELLO_WAIT, true)? {
        Some(banner) => check_die(banner, config).map(Some),
        None => Ok(None),
    }
}

/// The first `READY` line before `deadline`; other lines (the bootloader's
/// noise, what the sketch printed before) are skipped. After `HELLO`, an
/// `ERR` ends the wait: a tower that does not know `HELLO` has no banner.
fn banner_before(
    wire: &mut Wire,
    deadline: Instant,
    after_hello: bool,
) -> Result<Option<Banner>, Failure> {
    loop {
        match wire.read_line(deadline) {
            Ok(line) => match protocol::parse(&line) {
                Ok(Reply::Ready(banner)) => return Ok(Some(banner)),
                Ok(Reply::Error { .. }) if after_hello => return Ok(None),
                Ok(_) => {}
                // The bootloader's noise or a cut line may run into the
                // banner.
                Err(_) => {
                    if let Some(banner) = protocol::banner_in(&line) {
                        return Ok(Some(banner));
                    }
                }
            },
            Err(Failure::Timeout) => return Ok(None),
            Err(Failure::Answer(_)) => {}
            Err(other) => return Err(other),
        }
    }
}

fn check_die(banner: Banner, config: &SerialConfig) -> Result<Banner, Failure> {
    match banner.die {
        Some(die) if die != config.die && config.mode != crate::Mode::Bytes => {
            Err(Failure::Port(format!(
                "it says it holds a {die} (READY {}), but the die setting is {}: set die = \"{die}\" \
                 in [serial], or put a {} in the tower",
                banner.text, config.die, config.die
            )))
        }
        _ => Ok(banner),
    }
}

/// One throw's exchange with a tower in request or stream mode.
pub struct Exchange<'a> {
    pub wire: &'a mut Wire,
    pub config: &'a SerialConfig,
    /// The tag this request's answer must carry (a tower that echoes tags).
    pub tag: Option<Tag>,
    /// Lines skipped because they answered something older.
    pub stale: &'a mut u64,
}

/// What the tower's answer was.
pub enum Answered {
    Face(u8),
    /// It restarted: its new banner.
    Restarted(Banner),
}

impl Exchange<'_> {
    /// Asks for (in request mode) and waits for the face of one throw.
    pub fn face(&mut self, die: Die) -> Result<Answered, Failure> {
        let deadline = Instant::now() + self.config.answer_timeout;
        let request = self.config.mode == crate::Mode::Request;
        if request {
            self.wire.discard_input();
            self.ask(die)?;
        }
        // A line that was not the protocol, skipped as a leftover: named if
        // no answer comes.
        let mut garbled = None;
        loop {
            let line = match self.wire.read_line(deadline) {
                Err(Failure::Timeout) if garbled.is_some() => {
                    return Err(self.garbled(garbled.take().unwrap_or_default()));
                }
                other => other?,
            };
            let reply = match protocol::parse(&line) {
                Ok(reply) => reply,
                Err(e) => {
                    if let Some(banner) = protocol::banner_in(&line) {
                        return Ok(Answered::Restarted(banner));
                    }
                    match &self.tag {
                        // A tower that tags its answers: a line that is not
                        // the protocol and does not end in this request's
                        // tag is the tail of something older (bytes still on
                        // their way when the input was discarded).
                        Some(tag) if !ends_with_tag(&line, tag) => {
                            *self.stale += 1;
                            garbled = Some(e.to_string());
                            continue;
                        }
                        _ => return Err(self.garbled(e.to_string())),
                    }
                }
            };
            if !self.is_ours(&reply) {
                *self.stale += 1;
                continue;
            }
            match reply {
                Reply::Face {
                    die: got, value, ..
                } if got == die => {
                    return Ok(Answered::Face(value));
                }
                Reply::Face { die: got, .. } => {
                    return Err(Failure::Answer(format!(
                        "it answered with a {got} face for a {die} throw. Check the die in the \
                         tower and the `die` setting"
                    )));
                }
                Reply::Busy { .. } => {
                    let left = deadline.saturating_duration_since(Instant::now());
                    std::thread::sleep(self.config.busy_retry.min(left));
                    if Instant::now() >= deadline {
                        return Err(Failure::Timeout);
                    }
                    if request {
                        self.ask(die)?;
                    }
                }
                Reply::Error { text, .. } => {
                    return Err(Failure::Answer(format!("it reported an error: {text}")));
                }
                Reply::Ready(banner) => return Ok(Answered::Restarted(banner)),
                Reply::Noise => {}
            }
        }
    }

    fn garbled(&self, error: String) -> Failure {
        Failure::Answer(format!(
            "{error}. Check the baud rate ({}) and the mode ({})",
            self.config.baud, self.config.mode
        ))
    }

    fn ask(&mut self, die: Die) -> Result<(), Failure> {
        let line = match &self.tag {
            Some(tag) => protocol::tagged_request(die, tag),
            None => protocol::request(die),
        };
        self.wire.send(&line)
    }

    /// Whether a line answers this request. A tagged line answers it only
    /// with this request's tag. An untagged face or `BUSY` is stale when the
    /// tower tags its answers (a button press, an older exchange). An
    /// untagged `ERR` always counts: a tower says so when it could not read
    /// the request at all (so a late untagged `ERR` about an older request
    /// fails this one; a tower with tags tags its errors too).
    fn is_ours(&self, reply: &Reply) -> bool {
        match (reply.tag(), &self.tag) {
            (Some(theirs), Some(ours)) => theirs.matches(ours),
            (Some(_), None) => false,
            (None, ours) => match reply {
                Reply::Face { .. } | Reply::Busy { .. } => ours.is_none(),
                _ => true,
            },
        }
    }
}

/// Whether a line's last word is `tag` (in any case).
fn ends_with_tag(line: &str, tag: &Tag) -> bool {
    line.split_ascii_whitespace()
        .next_back()
        .and_then(|w| w.strip_prefix('@'))
        .is_some_and(|w| w.eq_ignore_ascii_case(tag.as_str()))
}
