//! Sending the REST calls that finish an interaction, so that a reply gets
//! through when Discord errs now and then: each attempt has a timeout, and
//! a call that failed in a way that can pass (5xx, 429, a connection that
//! broke or never opened, no answer) is sent again after a wait, for as
//! long as the interaction's token is valid (15 minutes).
//!
//! Why not serenity's client: with its rate limiter off (tests, and any
//! proxy) it never retries, and its errors keep neither a 429's
//! `retry_after` nor its `Retry-After` header. These calls are few and
//! simple (edit the original response, send a follow-up, delete the
//! original), so they are made here with reqwest, in the shapes serenity's
//! builders serialise.
//!
//! Nothing is done twice: an edit or a delete may be sent again whatever
//! happened to the last attempt, but a follow-up creates a message, so it is
//! sent again only when Discord cannot have applied it (a 429, a 502/503/504
//! from its edge, a connection that never opened). After no answer, a
//! broken connection or a 500, it may have been applied: it is given up
//! and reported rather than risk showing it twice.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use tokio::time::Instant;

/// How long Discord accepts calls with an interaction's token.
pub const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// How attempts are timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryPolicy {
    /// The longest one attempt may take, answer included.
    pub attempt_timeout: Duration,
    /// The first wait between attempts; it doubles up to `max_backoff`,
    /// and each wait is drawn at random below it (jitter).
    pub first_backoff: Duration,
    pub max_backoff: Duration,
}

impl Default for RetryPolicy {
    fn default() -> RetryPolicy {
        RetryPolicy {
            attempt_timeout: Duration::from_secs(10),
            first_backoff: Duration::from_millis(250),
            max_backoff: Duration::from_secs(8),
        }
    }
}

/// The policy the settings ask for (`[discord] rest_attempt_timeout_secs`).
pub fn policy(settings: &crate::app::settings::DiscordSettings) -> RetryPolicy {
    let secs = settings.rest_attempt_timeout_secs;
    let attempt_timeout = if secs.is_finite() && secs > 0.0 {
        Duration::from_secs_f64(secs.min(60.0))
    } else {
        RetryPolicy::default().attempt_timeout
    };
    RetryPolicy {
        attempt_timeout,
        ..RetryPolicy::default()
    }
}

/// A body that can be sent again.
#[derive(Clone, Debug)]
pub enum Body {
    Empty,
    Json(Vec<u8>),
    /// `payload_json` and the files, as `files[0]`, `files[1]`, …
    Multipart {
        payload: Vec<u8>,
        files: Vec<(String, Vec<u8>)>,
    },
}

/// One call to Discord's REST API.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: Method,
    pub url: String,
    pub body: Body,
    /// What it is, for the log: "edit", "follow-up", "progress", "delete".
    pub what: &'static str,
    /// The `Authorization` header: `Bot TOKEN` for calls on the bot's own
    /// behalf (commands, the application); none for an interaction's
    /// webhook, whose token is in the URL.
    pub auth: Option<String>,
    /// The interaction whose reply it carries, for the log.
    pub about: Option<About>,
}

/// Whom and where a call's reply is for: the command, the person, the
/// server and the channel, so a failing call is logged with them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct About {
    pub command: &'static str,
    pub user: u64,
    pub guild: Option<u64>,
    pub channel: Option<u64>,
}

impl Call {
    /// Sending it twice does no harm (an edit, a delete).
    fn idempotent(&self) -> bool {
        self.method != Method::POST
    }
}

/// Why a call was not delivered: the reason, the status Discord refused
/// it with (a 4xx), and whether any attempt may have been applied all the
/// same (no answer, a 500, a connection that broke after it opened).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Undelivered(pub String, pub Option<StatusCode>, pub bool);

impl Undelivered {
    /// No attempt reached Discord in a way it could have applied: sending
    /// it again later risks no double.
    pub fn sent_nothing(&self) -> bool {
        !self.2
    }

    /// The status Discord refused the call with (a 4xx), if it did.
    pub fn refused_with(&self) -> Option<StatusCode> {
        self.1
    }
}

/// What one attempt came to.
enum Attempt {
    /// Delivered; Discord's answer.
    Done(Vec<u8>),
    /// Worth another try: after `after` if Discord said when; `maybe_applied`
    /// when Discord may have applied it all the same.
    Again {
        why: String,
        after: Option<Duration>,
        maybe_applied: bool,
    },
    /// It will not get through (a 4xx: the token expired, the message is
    /// gone, the body was refused).
    Refused(String, Option<StatusCode>),
}

/// The client the calls share: one connection pool for the process.
pub fn client() -> &'static reqwest::Client {
    static CLIENT: std::sync::OnceLock<reqwest::Client> = std::sync::OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::Client::builder()
            .user_agent(concat!(
                "DiscordBot (https://example.invalid/backrank, ",
                env!("CARGO_PKG_VERSION"),
                ")"
            ))
            .connect_timeout(Duration::from_secs(5))
            .build()
            .unwrap_or_default()
    })
}

/// Sends `call` until it is delivered, refused, or `expires` comes.
///
/// # Errors
///
/// [`Undelivered`] saying why, after the last attempt.
pub async fn send(
    client: &reqwest::Client,
    call: &Call,
    policy: &RetryPolicy,
    expires: Instant,
) -> Result<(), Undelivered> {
    fetch(client, call, policy, expires).await.map(drop)
}

/// As [`send`], returning Discord's answer (its body).
///
/// # Errors
///
/// [`Undelivered`] saying why, after the last attempt.
pub async fn fetch(
    client: &reqwest::Client,
    call: &Call,
    policy: &RetryPolicy,
    expires: Instant,
) -> Result<Vec<u8>, Undelivered> {
    let mut tries: u32 = 0;
    let mut maybe_applied = false;
    let started = Instant::now();
    loop {
        tries += 1;
        let (why, after) = match attempt(client, call, policy).await {
            Attempt::Done(body) => {
                if tries > 1 {
                    recovered(call, tries, started.elapsed());
                }
                return Ok(body);
            }
            Attempt::Refused(why, status) => {
                return Err(Undelivered(why, status, maybe_applied));
            }
            Attempt::Again {
                why,
                maybe_applied: true,
                ..
            } if !call.idempotent() => {
                return Err(Undelivered(
                    format!(
                        "{why}; not sent again, since Discord may have applied it (a follow-up \
                         sent twice would show twice)"
                    ),
                    None,
                    true,
                ));
            }
            Attempt::Again {
                why,
                after,
                maybe_applied: applied,
            } => {
                maybe_applied |= applied;
                (why, after)
            }
        };
        let wait = after.unwrap_or_else(|| backoff(policy, tries));
        if Instant::now() + wait >= expires {
            return Err(Undelivered(
                format!("{why}; gave up after {tries} attempts, the time for it running out"),
                None,
                maybe_applied,
            ));
        }
        crate::app::metrics::rest_retry(call.what);
        if tries == 1 {
            failing(call, &why);
        }
        tracing::debug!(call = call.what, attempt = tries, error = %why, wait_ms = wait.as_millis() as u64, "a call to Discord failed; trying again");
        tokio::time::sleep(wait).await;
    }
}

/// Says once, as a run of retries starts, that Discord fails a call: each
/// retry is only counted (`backrank_rest_retries_total`), and how the run
/// ends is said once more ([`recovered`], or the caller's report of a call
/// given up).
fn failing(call: &Call, why: &str) {
    let a = call.about;
    tracing::warn!(
        call = call.what,
        command = a.map(|a| a.command),
        user = a.map(|a| a.user),
        guild = a.and_then(|a| a.guild),
        channel = a.and_then(|a| a.channel),
        error = %why,
        "Discord is failing a call; trying it again until it gets through or its time runs out"
    );
}

/// Says that a call which had failed got through in the end.
fn recovered(call: &Call, attempts: u32, took: Duration) {
    let a = call.about;
    tracing::info!(
        call = call.what,
        command = a.map(|a| a.command),
        user = a.map(|a| a.user),
        guild = a.and_then(|a| a.guild),
        channel = a.and_then(|a| a.channel),
        attempts,
        failing_ms = u64::try_from(took.as_millis()).unwrap_or(u64::MAX),
        "a call Discord had failed got through"
    );
}

/// The wait before attempt `tries + 1`: at random below the first backoff
/// doubled `tries - 1` times (at most `max_backoff`), so many calls failing
/// at once do not all come back at once.
fn backoff(policy: &RetryPolicy, tries: u32) -> Duration {
    let cap = policy
        .first_backoff
        .saturating_mul(1 << tries.saturating_sub(1).min(16))
        .min(policy.max_backoff);
    let cap_ms = u64::try_from(cap.as_millis()).unwrap_or(u64::MAX).max(1);
    Duration::from_millis(rand::random_range(cap_ms / 2..=cap_ms))
}

async fn attempt(client: &reqwest::Client, call: &Call, policy: &RetryPolicy) -> Attempt {
    let request = match build(client, call) {
        Ok(request) => request,
        Err(e) => return Attempt::Refused(format!("the request could not be made: {e}"), None),
    };
    let secs = policy.attempt_timeout.as_secs_f32();
    let response = match tokio::time::timeout(policy.attempt_timeout, request.send()).await {
        Err(_) => {
            return Attempt::Again {
                why: format!("Discord did not answer within {secs} s"),
                after: None,
                maybe_applied: true,
            };
        }
        Ok(Err(e)) => {
            return Attempt::Again {
                why: format!("could not reach Discord: {}", causes(&e)),
                after: None,
                // A connection that never opened carried nothing.
                maybe_applied: !e.is_connect(),
            };
        }
        Ok(Ok(response)) => response,
    };
    judge(response, policy).await
}

/// An error with what caused it, down to the root ("error sending request"
/// alone does not say that the connection was refused).
fn causes(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        let part = s.to_string();
        if !text.contains(&part) {
            text = format!("{text}: {part}");
        }
        source = s.source();
    }
    text
}

/// What Discord's answer means for the call.
async fn judge(response: reqwest::Response, policy: &RetryPolicy) -> Attempt {
    let status = response.status();
    if status.is_success() {
        return match tokio::time::timeout(policy.attempt_timeout, response.bytes()).await {
            Ok(Ok(body)) => Attempt::Done(body.to_vec()),
            // Applied, but the answer broke off: for a call whose answer
            // matters (a GET), another attempt.
            Ok(Err(e)) => Attempt::Again {
                why: format!("Discord's answer broke off: {e}"),
                after: None,
                maybe_applied: true,
            },
            Err(_) => Attempt::Again {
                why: "Discord's answer did not arrive in time".to_owned(),
                after: None,
                maybe_applied: true,
            },
        };
    }
    let header = retry_after_header(response.headers());
    let body = tokio::time::timeout(policy.attempt_timeout, response.bytes())
        .await
        .ok()
        .and_then(Result::ok)
        .unwrap_or_default();
    let text: String = String::from_utf8_lossy(&body).chars().take(200).collect();
    match status {
        StatusCode::TOO_MANY_REQUESTS => Attempt::Again {
            after: retry_after_body(&body)
                .max(header)
                .or(Some(policy.first_backoff)),
            why: format!("Discord said 429 (rate limited): {text}"),
            maybe_applied: false,
        },
        // Its edge could not reach the API: nothing was applied.
        StatusCode::BAD_GATEWAY | StatusCode::SERVICE_UNAVAILABLE | StatusCode::GATEWAY_TIMEOUT => {
            Attempt::Again {
                why: format!("Discord said {status}"),
                after: header,
                maybe_applied: false,
            }
        }
        s if s.is_server_error() => Attempt::Again {
            why: format!("Discord said {status}: {text}"),
            after: header,
            maybe_applied: true,
        },
        _ => Attempt::Refused(
            format!("Discord refused it: {status}: {text}"),
            Some(status),
        ),
    }
}

/// `Retry-After: 1.5` (seconds).
fn retry_after_header(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let secs: f64 = headers
        .get(reqwest::header::RETRY_AFTER)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()?;
    seconds(secs)
}

/// `{"retry_after": 0.5, …}`, as Discord's 429 bodies say it.
fn retry_after_body(body: &[u8]) -> Option<Duration> {
    let v: serde_json::Value = serde_json::from_slice(body).ok()?;
    seconds(v.get("retry_after")?.as_f64()?)
}

/// A wait Discord asked for, within reason (at most a minute).
fn seconds(secs: f64) -> Option<Duration> {
    (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs.min(60.0)))
}

fn build(client: &reqwest::Client, call: &Call) -> Result<reqwest::RequestBuilder, reqwest::Error> {
    let mut request = client.request(call.method.clone(), &call.url);
    if let Some(auth) = &call.auth {
        request = request.header(reqwest::header::AUTHORIZATION, auth);
    }
    Ok(match &call.body {
        Body::Empty => request,
        Body::Json(bytes) => request
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(bytes.clone()),
        Body::Multipart { payload, files } => {
            let mut form = reqwest::multipart::Form::new().part(
                "payload_json",
                reqwest::multipart::Part::bytes(payload.clone()).mime_str("application/json")?,
            );
            for (i, (name, bytes)) in files.iter().enumerate() {
                let mime = if name.ends_with(".png") {
                    "image/png"
                } else {
                    "text/plain; charset=utf-8"
                };
                let part = reqwest::multipart::Part::bytes(bytes.clone())
                    .file_name(name.clone())
                    .mime_str(mime)?;
                form = form.part(format!("files[{i}]"), part);
            }
            request.multipart(form)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_grow_with_jitter_and_stop_at_the_cap() {
        let policy = RetryPolicy::default();
        for tries in 1..20 {
            let cap =
                (policy.first_backoff * 2u32.pow((tries - 1).min(16))).min(policy.max_backoff);
            let wait = backoff(&policy, tries);
            assert!(wait <= cap && wait >= cap / 2, "{tries}: {wait:?} {cap:?}");
        }
    }

    /// A local server answering each request with the next status of
    /// `script` (then 200), counting them.
    async fn server(script: Vec<u16>) -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let count = std::sync::Arc::new(AtomicUsize::new(0));
        let seen = count.clone();
        let app = axum::Router::new().fallback(move || {
            let n = seen.fetch_add(1, Ordering::SeqCst);
            let status = script.get(n).copied().unwrap_or(200);
            async move { axum::http::StatusCode::from_u16(status).unwrap() }
        });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/x", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await });
        (url, count)
    }

    fn call(method: Method, url: &str) -> Call {
        Call {
            method,
            url: url.to_owned(),
            body: Body::Empty,
            what: "test",
            auth: None,
            about: None,
        }
    }

    fn quick() -> RetryPolicy {
        RetryPolicy {
            attempt_timeout: Duration::from_millis(500),
            first_backoff: Duration::from_millis(10),
            max_backoff: Duration::from_millis(40),
        }
    }

    #[tokio::test]
    async fn a_refusal_is_final_and_a_server_error_is_retried() {
        let (url, count) = server(vec![404]).await;
        let later = Instant::now() + Duration::from_secs(60);
        let e = send(client(), &call(Method::PATCH, &url), &quick(), later)
            .await
            .unwrap_err();
        assert!(e.0.contains("Discord refused it: 404"), "{e}");
        assert_eq!(count.load(std::sync::atomic::Ordering::SeqCst), 1);

        let (url, count) = server(vec![503, 502, 500]).await;
        send(client(), &call(Method::PATCH, &url), &quick(), later)
            .await
            .unwrap();
        assert_eq!(count.load(std::sync::atomic::Ordering::SeqCst), 4);
    }

    #[tokio::test]
    async fn a_follow_up_that_may_have_been_applied_is_not_sent_again() {
        // A 500 may have been applied: a POST stops there, a PATCH goes on.
        let (url, count) = server(vec![500]).await;
        let later = Instant::now() + Duration::from_secs(60);
        let e = send(client(), &call(Method::POST, &url), &quick(), later)
            .await
            .unwrap_err();
        assert!(e.0.contains("not sent again"), "{e}");
        assert_eq!(count.load(std::sync::atomic::Ordering::SeqCst), 1);
        // A 503 was not applied: sent again.
        let (url, count) = server(vec![503]).await;
        send(client(), &call(Method::POST, &url), &quick(), later)
            .await
            .unwrap();
        assert_eq!(count.load(std::sync::atomic::Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn it_gives_up_when_the_token_would_expire() {
        let (url, count) = server(vec![503; 1000]).await;
        let soon = Instant::now() + Duration::from_millis(200);
        let e = send(client(), &call(Method::PATCH, &url), &quick(), soon)
            .await
            .unwrap_err();
        assert!(e.0.contains("the time for it running out"), "{e}");
        assert!(count.load(std::sync::atomic::Ordering::SeqCst) >= 2);
    }

    #[tokio::test]
    async fn nothing_listening_is_retried_as_a_connection_that_never_opened() {
        // A port nothing listens on: every attempt fails to connect, which
        // carried nothing, so even a POST is tried again until the end.
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/x", listener.local_addr().unwrap());
        drop(listener);
        let soon = Instant::now() + Duration::from_millis(150);
        let e = send(client(), &call(Method::POST, &url), &quick(), soon)
            .await
            .unwrap_err();
        assert!(e.0.contains("could not reach Discord"), "{e}");
        assert!(e.0.contains("the time for it running out"), "{e}");
    }

    #[test]
    fn a_429_says_when_to_try_again() {
        assert_eq!(
            retry_after_body(br#"{"message": "You are being rate limited.", "retry_after": 0.5, "global": false}"#),
            Some(Duration::from_millis(500))
        );
        assert_eq!(retry_after_body(b"not json"), None);
        assert_eq!(seconds(1e9), Some(Duration::from_secs(60)));
        assert_eq!(seconds(-1.0), None);
        assert_eq!(seconds(f64::NAN), None);
    }
}
