//! lichess's open challenge (`POST {api_url}/api/challenge/open`): a game
//! from a roll's position that the first two people to open its address
//! play. No token is needed and none is ever sent.
//!
//! Being a good citizen of lichess's API, as it asks: one request at a time
//! (a lock held across the request, so a second press waits its turn), and
//! after a 429 no request at all for a full minute (callers are told to try
//! again then). A request that hangs gives up at the caller's deadline, the
//! wait for the lock included; a 400 carries lichess's own reason.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use jiff::{SignedDuration, Timestamp};
use serde::Deserialize;

use crate::app::clock::Clock;
use crate::core::board::Role;
use crate::core::fen::Fen;
use crate::core::position::Position;
use crate::core::variant::Variant;

/// lichess's own site, where challenges are made by default.
pub const DEFAULT_API_URL: &str = "https://lichess.org";

/// How long lichess asks for after a 429.
pub const QUIET_AFTER_429: SignedDuration = SignedDuration::from_secs(60);

/// The most of lichess's answer that is read: a challenge is about 1 kB.
const MAX_ANSWER_BYTES: usize = 64 * 1024;

/// A position lichess can play, and as which of its variants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playable {
    /// `chess960` or `fromPosition`.
    pub variant: &'static str,
    pub fen: String,
}

/// How lichess can play `p`, if it can: Chess960 as `chess960`; any other
/// 8x8 position with only the standard pieces as `fromPosition`; never
/// other boards (10x8, 9x9, 10x10, Janggi's) or other pieces.
#[must_use]
pub fn playable(p: &Position) -> Option<Playable> {
    let spec = p.variant().spec();
    let standard = |r: Role| {
        matches!(
            r,
            Role::King | Role::Queen | Role::Rook | Role::Bishop | Role::Knight | Role::Pawn
        )
    };
    if spec.files != 8 || spec.ranks != 8 || !p.pieces().iter().all(|q| standard(q.role)) {
        return None;
    }
    let variant = if p.variant() == Variant::Chess960 {
        "chess960"
    } else {
        "fromPosition"
    };
    Some(Playable {
        variant,
        fen: Fen(p).to_string(),
    })
}

/// The name players see on the challenge page: "Backrank · SP 521" for
/// Chess960, "Backrank · chess25 12" for another variant.
#[must_use]
pub fn challenge_name(p: &Position) -> String {
    if p.variant() == Variant::Chess960 {
        format!("Backrank · SP {}", p.number())
    } else {
        format!("Backrank · {} {}", p.variant().id(), p.number())
    }
}

/// A game's time: a clock, or days per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// Minutes on each clock and seconds added a move (lichess takes up to
    /// 180 minutes and 60 seconds).
    Clock { minutes: u16, increment: u8 },
    /// Days per move: 1, 2, 3, 5, 7, 10 or 14.
    Days(u8),
}

impl Default for TimeControl {
    /// 10+5.
    fn default() -> TimeControl {
        TimeControl::Clock {
            minutes: 10,
            increment: 5,
        }
    }
}

/// The days a move lichess offers for a correspondence game.
pub const DAYS: [u8; 7] = [1, 2, 3, 5, 7, 10, 14];

/// The longest clock lichess takes, in minutes (10,800 seconds).
pub const MOST_MINUTES: u16 = 180;

/// The most seconds lichess adds a move.
pub const MOST_INCREMENT: u8 = 60;

/// A clock written in a way lichess cannot play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{given:?} is not a clock lichess plays: write minutes+seconds, like 10+5 (up to 180 \
     minutes and 60 seconds a move), or days a move, like 3d (1, 2, 3, 5, 7, 10 or 14)"
)]
pub struct BadClock {
    pub given: String,
}

impl std::str::FromStr for TimeControl {
    type Err = BadClock;

    /// `10+5` (minutes, then seconds added a move) or `3d` (days a
    /// move), spaces and case aside.
    fn from_str(s: &str) -> Result<TimeControl, BadClock> {
        let bad = || BadClock {
            given: s.to_owned(),
        };
        let compact: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        if let Some(days) = compact
            .strip_suffix("days")
            .or_else(|| compact.strip_suffix("day"))
            .or_else(|| compact.strip_suffix('d'))
        {
            let days: u8 = days.parse().map_err(|_| bad())?;
            return DAYS
                .contains(&days)
                .then_some(TimeControl::Days(days))
                .ok_or_else(bad);
        }
        let (minutes, increment) = compact.split_once('+').ok_or_else(bad)?;
        let minutes: u16 = minutes.parse().map_err(|_| bad())?;
        let increment: u8 = increment.parse().map_err(|_| bad())?;
        if minutes > MOST_MINUTES
            || increment > MOST_INCREMENT
            || minutes + u16::from(increment) == 0
        {
            return Err(bad());
        }
        Ok(TimeControl::Clock { minutes, increment })
    }
}

impl std::fmt::Display for TimeControl {
    /// As [`TimeControl::from_str`] reads it: `10+5`, `3d`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TimeControl::Clock { minutes, increment } => write!(f, "{minutes}+{increment}"),
            TimeControl::Days(days) => write!(f, "{days}d"),
        }
    }
}

/// One open challenge to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRequest {
    pub game: Playable,
    pub time: TimeControl,
    pub name: String,
}

impl ChallengeRequest {
    /// The form lichess takes: always unrated (lichess refuses a rated
    /// game from a position), the clock's two fields together.
    fn form(&self) -> Vec<(&'static str, String)> {
        let mut form = vec![
            ("rated", "false".to_owned()),
            ("variant", self.game.variant.to_owned()),
            ("fen", self.game.fen.clone()),
            ("name", self.name.clone()),
        ];
        match self.time {
            TimeControl::Clock { minutes, increment } => {
                form.push(("clock.limit", (u32::from(minutes) * 60).to_string()));
                form.push(("clock.increment", increment.to_string()));
            }
            TimeControl::Days(days) => form.push(("days", days.to_string())),
        }
        form
    }
}

/// The two lichess accounts a challenge is locked to, by their usernames
/// (checked by [`super::username::username`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    pub white: String,
    pub black: String,
}

/// A challenge lichess made.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Challenge {
    pub id: String,
    /// The first two people to open it play.
    pub url: String,
    /// Opens the game as White.
    #[serde(rename = "urlWhite")]
    pub url_white: String,
    /// Opens the game as Black.
    #[serde(rename = "urlBlack")]
    pub url_black: String,
}

/// Why no challenge was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LichessError {
    /// lichess answered 429 (now or less than a minute ago): nothing is
    /// asked before `until`.
    #[error("lichess asks us to slow down: try again in a minute")]
    TooMany { until: Timestamp },
    /// lichess refused the challenge (400), for its own reason (empty
    /// when it gave none): it will refuse it again.
    #[error("lichess refused the challenge: {0}")]
    Refused(String),
    /// No answer within the deadline.
    #[error("lichess did not answer in time")]
    TimedOut,
    /// lichess could not be reached.
    #[error("lichess could not be reached: {0}")]
    Unreachable(String),
    /// An answer that is not a challenge.
    #[error("lichess gave an unexpected answer: {0}")]
    Unexpected(String),
}

/// The process's client for lichess: one per process, so that its
/// one-at-a-time lock and its quiet minute cover every request.
pub struct Lichess {
    api_url: String,
    client: reqwest::Client,
    clock: Arc<dyn Clock>,
    /// Held across each request: lichess asks for one at a time.
    turn: tokio::sync::Mutex<()>,
    /// After a 429, no request before this.
    quiet_until: Mutex<Option<Timestamp>>,
}

impl Lichess {
    /// A client for lichess at `api_url` (`[lichess] api_url`).
    ///
    /// # Errors
    ///
    /// [`LichessError::Unreachable`] when the HTTP client cannot start.
    pub fn new(api_url: &str, clock: Arc<dyn Clock>) -> Result<Lichess, LichessError> {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(concat!("backrank/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| LichessError::Unreachable(e.to_string()))?;
        Ok(Lichess {
            api_url: api_url.trim_end_matches('/').to_owned(),
            client,
            clock,
            turn: tokio::sync::Mutex::new(()),
            quiet_until: Mutex::new(None),
        })
    }

    /// The same client reading time from `clock` (tests move it by hand).
    #[must_use]
    pub fn with_clock(self, clock: Arc<dyn Clock>) -> Lichess {
        Lichess { clock, ..self }
    }

    /// Where challenges are asked for.
    #[must_use]
    pub fn api_url(&self) -> &str {
        &self.api_url
    }

    /// Makes one open challenge, giving up after `deadline` (the wait for
    /// an earlier request included).
    ///
    /// # Errors
    ///
    /// [`LichessError`]: a 429 now or in the last minute, lichess's reason
    /// for a 400, no answer in time, no connection, an unexpected answer.
    pub async fn open_challenge(
        &self,
        request: &ChallengeRequest,
        deadline: Duration,
    ) -> Result<Challenge, LichessError> {
        self.open(request.form(), deadline).await
    }

    /// Makes one open challenge that only `players` may join, White the
    /// first (lichess's `users` field gives its first name the white
    /// pieces), as [`Lichess::open_challenge`] makes any.
    ///
    /// # Errors
    ///
    /// As [`Lichess::open_challenge`].
    pub async fn open_challenge_for(
        &self,
        request: &ChallengeRequest,
        players: &Players,
        deadline: Duration,
    ) -> Result<Challenge, LichessError> {
        let mut form = request.form();
        form.push(("users", format!("{},{}", players.white, players.black)));
        self.open(form, deadline).await
    }

    /// Sends `form` when its turn comes, within `deadline`.
    async fn open(
        &self,
        form: Vec<(&'static str, String)>,
        deadline: Duration,
    ) -> Result<Challenge, LichessError> {
        self.quiet()?;
        tokio::time::timeout(deadline, async {
            let _turn = self.turn.lock().await;
            // A 429 may have come while this waited its turn.
            self.quiet()?;
            self.send(&form).await
        })
        .await
        .unwrap_or(Err(LichessError::TimedOut))
    }

    /// Refuses while the minute after a 429 lasts.
    fn quiet(&self) -> Result<(), LichessError> {
        let until = *self.quiet_until.lock().unwrap_or_else(|p| p.into_inner());
        match until {
            Some(until) if self.clock.now() < until => Err(LichessError::TooMany { until }),
            _ => Ok(()),
        }
    }

    async fn send(&self, form: &[(&'static str, String)]) -> Result<Challenge, LichessError> {
        let answer = self
            .client
            .post(format!("{}/api/challenge/open", self.api_url))
            .form(&form)
            .send()
            .await
            .map_err(|e| LichessError::Unreachable(without_url(&e)))?;
        let status = answer.status().as_u16();
        if status == 429 {
            let until = self
                .clock
                .now()
                .saturating_add(QUIET_AFTER_429)
                .unwrap_or(Timestamp::MAX);
            *self.quiet_until.lock().unwrap_or_else(|p| p.into_inner()) = Some(until);
            // The asker is told to try again in a minute (no fault of
            // theirs, so not logged as one); the operator hears of it here,
            // once a 429, not once a press refused in the quiet minute.
            tracing::warn!(%until, "lichess answered 429 Too Many Requests: nothing is asked of it for a minute");
            return Err(LichessError::TooMany { until });
        }
        let body = read_some(answer).await?;
        match status {
            200 => serde_json::from_slice(&body)
                .map_err(|e| LichessError::Unexpected(format!("not a challenge: {e}"))),
            // lichess will refuse the same request again, whatever its
            // reason looks like.
            400 => Err(LichessError::Refused(refusal_reason(&body))),
            other => Err(LichessError::Unexpected(format!("HTTP {other}"))),
        }
    }
}

/// The most of lichess's reason that is passed on, in characters.
const MOST_REASON: usize = 300;

/// lichess's reason for a 400, as its answers give it: `{"error": "…"}`,
/// or a form's errors by field, `{"error": {"fen": ["…"]}}` (`global`
/// holding those of no field), written `fen: …`; empty when it gives
/// none. Cut to [`MOST_REASON`] characters: it is another site's text.
fn refusal_reason(body: &[u8]) -> String {
    let error = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|answer| answer.get("error").cloned());
    let words = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Array(items) => items
            .iter()
            .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_owned))
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    };
    let reason = match error {
        None | Some(serde_json::Value::Null) => String::new(),
        Some(serde_json::Value::Object(fields)) => fields
            .iter()
            .map(|(field, said)| match field.as_str() {
                "global" | "" => words(said),
                _ => format!("{field}: {}", words(said)),
            })
            .collect::<Vec<_>>()
            .join("; "),
        Some(other) => words(&other),
    };
    reason.chars().take(MOST_REASON).collect()
}

/// `[lichess] api_url` written so that it cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("[lichess] api_url = {given:?} is not an http:// or https:// address")]
pub struct BadApiUrl {
    pub given: String,
}

/// `[lichess] api_url` as a client asks it: an `http://` or `https://`
/// address with a host, given back trimmed and without a trailing `/`.
///
/// # Errors
///
/// [`BadApiUrl`] for anything else (`lichess.org`, `ftp://…`, `https://`).
pub fn checked_api_url(text: &str) -> Result<String, BadApiUrl> {
    let trimmed = text.trim();
    let bad = || BadApiUrl {
        given: text.to_owned(),
    };
    let url = reqwest::Url::parse(trimmed).map_err(|_| bad())?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none_or(str::is_empty) {
        return Err(bad());
    }
    Ok(trimmed.trim_end_matches('/').to_owned())
}

/// Whether lichess at `api_url` answers at all (for `backrank doctor`): a
/// plain `GET {api_url}/api/`, which makes nothing: no challenge is ever
/// made to find out. Any HTTP answer, whatever its status, is lichess
/// reached, and its status is given back; the answer's body is not read.
///
/// # Errors
///
/// [`LichessError::Unreachable`] with the cause (a name that does not
/// resolve, a refused connection, TLS), [`LichessError::TimedOut`] when
/// nothing answers within `patience`.
pub async fn reachable(api_url: &str, patience: Duration) -> Result<u16, LichessError> {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(concat!("backrank/", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(|e| LichessError::Unreachable(cause(&e)))?;
    let url = format!("{}/api/", api_url.trim().trim_end_matches('/'));
    match tokio::time::timeout(patience, client.get(url).send()).await {
        Ok(Ok(answer)) => Ok(answer.status().as_u16()),
        Ok(Err(e)) => Err(LichessError::Unreachable(cause(&e))),
        Err(_) => Err(LichessError::TimedOut),
    }
}

/// The innermost error's words (`failed to lookup address information: …`,
/// `Connection refused (os error 111)`), as the beacon's relays are
/// reported: reqwest's own say only "error sending request".
fn cause(e: &reqwest::Error) -> String {
    let mut cause: &(dyn std::error::Error + 'static) = e;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}

/// At most [`MAX_ANSWER_BYTES`] of an answer.
async fn read_some(mut answer: reqwest::Response) -> Result<Vec<u8>, LichessError> {
    let mut body = Vec::new();
    while let Some(chunk) = answer
        .chunk()
        .await
        .map_err(|e| LichessError::Unreachable(without_url(&e)))?
    {
        if body.len() + chunk.len() > MAX_ANSWER_BYTES {
            return Err(LichessError::Unexpected("an answer too long".into()));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// reqwest's error with its causes, which say what went wrong.
fn without_url(e: &reqwest::Error) -> String {
    let mut text = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        text = format!("{text}: {s}");
        source = s.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(variant: Variant, number: u64) -> Position {
        // Some numberings leave gaps (CRC's unprotected pawns): the first
        // legal number from `number` on.
        (number..number + 1_000_000)
            .find_map(|n| Position::from_number(variant, n).ok())
            .unwrap()
    }

    #[test]
    fn chess960_as_chess960_with_its_fen() {
        let p = position(Variant::Chess960, 518);
        let game = playable(&p).unwrap();
        assert_eq!(game.variant, "chess960");
        assert!(
            game.fen
                .starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"),
            "{}",
            game.fen
        );
        assert_eq!(
            challenge_name(&position(Variant::Chess960, 521)),
            "Backrank · SP 521"
        );
    }

    #[test]
    fn other_boards_and_pieces_are_not_playable() {
        let played: Vec<(&str, &str)> = Variant::ALL
            .into_iter()
            .filter_map(|v| playable(&position(v, 0)).map(|g| (v.id(), g.variant)))
            .collect();
        // Not CRC, Modern, English (10x8, 9x9, 10x10) or Janggi.
        assert_eq!(
            played,
            [
                ("chess960", "chess960"),
                ("chess25", "fromPosition"),
                ("ajax-random", "fromPosition")
            ]
        );
        assert_eq!(
            playable(&position(Variant::Chess25, 0)).unwrap().variant,
            "fromPosition"
        );
    }

    #[test]
    fn clocks_are_read_as_people_write_them_and_only_as_lichess_plays_them() {
        for (written, read) in [
            ("10+5", TimeControl::default()),
            (
                " 3 + 2 ",
                TimeControl::Clock {
                    minutes: 3,
                    increment: 2,
                },
            ),
            (
                "180+60",
                TimeControl::Clock {
                    minutes: 180,
                    increment: 60,
                },
            ),
            (
                "0+1",
                TimeControl::Clock {
                    minutes: 0,
                    increment: 1,
                },
            ),
            ("3d", TimeControl::Days(3)),
            ("14 days", TimeControl::Days(14)),
            ("1 Day", TimeControl::Days(1)),
        ] {
            assert_eq!(written.parse::<TimeControl>(), Ok(read), "{written}");
            assert_eq!(read.to_string().parse::<TimeControl>(), Ok(read));
        }
        for bad in [
            "", "10", "0+0", "181+0", "10+61", "4d", "0d", "15d", "ten+5", "-1+5", "10+5+1",
        ] {
            let e = bad.parse::<TimeControl>().unwrap_err();
            assert_eq!(e.given, bad);
            assert!(e.to_string().contains("like 10+5"), "{e}");
        }
    }

    /// lichess's reasons in each shape its answers give them.
    #[test]
    fn a_400s_reason_is_read_in_each_shape_lichess_gives() {
        let read = |body: &str| refusal_reason(body.as_bytes());
        assert_eq!(read(r#"{"error":"No such variant"}"#), "No such variant");
        assert_eq!(
            read(r#"{"fen":["Invalid FEN"],"error":{"fen":["Invalid FEN"]}}"#),
            "fen: Invalid FEN"
        );
        assert_eq!(
            read(r#"{"error":{"global":["Too long"],"days":["1 to 14","or none"]}}"#),
            "days: 1 to 14, or none; Too long"
        );
        assert_eq!(read(r#"{"error":null}"#), "");
        assert_eq!(read("not json"), "");
        assert_eq!(read(r#"{"nothing":1}"#), "");
        let long = format!(r#"{{"error":"{}"}}"#, "x".repeat(1000));
        assert_eq!(read(&long).chars().count(), MOST_REASON);
    }

    #[test]
    fn the_form_is_unrated_with_both_clock_fields() {
        let request = ChallengeRequest {
            game: playable(&position(Variant::Chess960, 0)).unwrap(),
            time: TimeControl::default(),
            name: "Backrank · SP 0".into(),
        };
        let form = request.form();
        let field = |k: &str| form.iter().find(|(n, _)| *n == k).map(|(_, v)| v.as_str());
        assert_eq!(field("rated"), Some("false"));
        assert_eq!(
            (field("clock.limit"), field("clock.increment")),
            (Some("600"), Some("5"))
        );
        assert_eq!(field("days"), None);
    }
}
