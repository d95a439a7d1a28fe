//! `backrank doctor`'s lichess check: `[lichess] api_url` written as an
//! address, and lichess reachable there. Only the "Play on lichess" button
//! needs lichess, so lichess out of reach is a note, not a problem: the bot
//! starts, and the button says "try again later" until lichess answers.
//!
//! Finding out makes no challenge: a plain `GET {api_url}/api/`, and any
//! HTTP answer at all is lichess reached.

use std::time::Duration;

use super::{Outcome, problem};
use crate::app::play::lichess::{LichessError, checked_api_url, reachable};
use crate::app::settings::LichessSettings;

/// How long lichess has to answer: a name that does not resolve or a
/// refused connection fails at once; only a silent address waits this long.
pub(super) const PATIENCE: Duration = Duration::from_secs(5);

/// What to do when lichess cannot be reached.
const WHAT_TO_DO: &str = "check this machine's network and DNS, or set [lichess] enabled = false \
                          to offer no button";

/// `[lichess]`: off, a bad address (to fix), lichess answering, or a note
/// that it does not (naming the address and why).
pub(super) async fn lichess(settings: &LichessSettings, patience: Duration) -> Outcome {
    if !settings.enabled {
        return Outcome::Skipped(
            "off ([lichess] enabled = false): no Play on lichess button".into(),
        );
    }
    let url = match checked_api_url(&settings.api_url) {
        Ok(url) => url,
        Err(e) => {
            return problem(
                e.to_string(),
                "write lichess's address, api_url = \"https://lichess.org\", or set [lichess] \
                 enabled = false to offer no button",
            );
        }
    };
    match reachable(&url, patience).await {
        Ok(_) => Outcome::Passed(format!(
            "{url} answers: Play on lichess makes its games there ({} a person and {} a server \
             an hour)",
            limit(settings.per_person_per_hour),
            limit(settings.per_server_per_hour)
        )),
        Err(e) => {
            let why = match e {
                LichessError::TimedOut => format!("no answer within {} s", patience.as_secs_f64()),
                LichessError::Unreachable(why) => why,
                other => other.to_string(),
            };
            Outcome::Note(format!(
                "could not reach lichess at {url} ({why}), so Play on lichess fails until it \
                 can: {WHAT_TO_DO}"
            ))
        }
    }
}

/// An hourly limit as the settings mean it: 0 is none.
fn limit(most: u32) -> String {
    match most {
        0 => "no limit".to_owned(),
        n => format!("at most {n}"),
    }
}

#[cfg(test)]
mod tests {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpListener;

    use super::*;
    use crate::app::settings::Settings;

    fn settings(api_url: &str) -> LichessSettings {
        LichessSettings {
            api_url: api_url.to_owned(),
            ..Settings::load(None).unwrap().lichess
        }
    }

    /// Off is said in one line, whatever the address, and asks nothing; a
    /// bad address is a FIX naming the setting, asking nothing either.
    #[tokio::test]
    async fn off_says_so_and_a_bad_address_names_the_setting() {
        let mut off = settings("lichess.org");
        off.enabled = false;
        assert_eq!(
            lichess(&off, PATIENCE).await,
            Outcome::Skipped("off ([lichess] enabled = false): no Play on lichess button".into())
        );
        for bad in [
            "lichess.org",
            "ftp://lichess.org",
            "https://",
            "",
            "not a url",
        ] {
            let Outcome::Problem { what, fix } = lichess(&settings(bad), PATIENCE).await else {
                panic!("{bad:?} passed");
            };
            assert_eq!(
                what,
                format!("[lichess] api_url = {bad:?} is not an http:// or https:// address")
            );
            assert!(fix.contains("[lichess] enabled = false"), "{fix}");
        }
    }

    /// A listener on loopback that answers each connection with `answer`
    /// (or holds it, silent, when `answer` is empty), and hands back the
    /// first request's first line.
    async fn listener(answer: &'static str) -> (String, tokio::sync::oneshot::Receiver<String>) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let (tx, rx) = tokio::sync::oneshot::channel();
        tokio::spawn(async move {
            let (mut socket, _) = listener.accept().await.unwrap();
            let mut read = vec![0; 4096];
            let n = socket.read(&mut read).await.unwrap();
            let text = String::from_utf8_lossy(&read[..n]).into_owned();
            tx.send(text.lines().next().unwrap_or_default().to_owned())
                .ok();
            if answer.is_empty() {
                std::future::pending::<()>().await;
            }
            socket.write_all(answer.as_bytes()).await.unwrap();
        });
        (url, rx)
    }

    /// Any HTTP answer is lichess reached, a 404 too; what was asked is a
    /// plain GET of `/api/`, never a challenge.
    #[tokio::test]
    async fn any_answer_is_reachable_and_asking_makes_no_challenge() {
        let (url, asked) =
            listener("HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
                .await;
        assert_eq!(
            lichess(&settings(&format!("{url}/")), PATIENCE).await,
            Outcome::Passed(format!(
                "{url} answers: Play on lichess makes its games there (at most 10 a person and at \
                 most 60 a server an hour)"
            ))
        );
        assert_eq!(asked.await.unwrap(), "GET /api/ HTTP/1.1");
    }

    /// Nothing listening, and a listener that never answers: each a note
    /// (not a FIX) naming the address, why, and what to do; the silent one
    /// is given up at the patience.
    #[tokio::test]
    async fn out_of_reach_is_a_note_naming_the_address_and_why() {
        let closed = {
            let l = TcpListener::bind("127.0.0.1:0").await.unwrap();
            format!("http://{}", l.local_addr().unwrap())
        };
        let Outcome::Note(note) = lichess(&settings(&closed), PATIENCE).await else {
            panic!("a refused connection is not a note");
        };
        assert!(
            note.starts_with(&format!("could not reach lichess at {closed} (")),
            "{note}"
        );
        assert!(note.contains("Connection refused"), "{note}");
        assert!(
            note.ends_with(
                "so Play on lichess fails until it can: check this machine's network and DNS, or \
                 set [lichess] enabled = false to offer no button"
            ),
            "{note}"
        );

        let (silent, _asked) = listener("").await;
        let started = std::time::Instant::now();
        let outcome = lichess(&settings(&silent), Duration::from_millis(300)).await;
        assert!(started.elapsed() < Duration::from_secs(3));
        let Outcome::Note(note) = outcome else {
            panic!("a silent address is not a note: {outcome:?}");
        };
        assert!(
            note.starts_with(&format!(
                "could not reach lichess at {silent} (no answer within 0.3 s), so"
            )),
            "{note}"
        );
    }
}
