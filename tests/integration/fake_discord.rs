//! A stand-in for Discord on loopback: the REST paths serenity calls, and a
//! websocket gateway that says Hello, takes Identify, sends Ready, and then
//! delivers whatever interactions a test hands it. Every request is
//! recorded for the test to inspect, when Discord would have applied it
//! (after any delay the test set), and tests wait on that event.
//!
//! Like Discord, a channel message sent with a nonce and `enforce_nonce`
//! that was already used returns the earlier message instead of a new one.
//! Files attached to commands are served as Discord's CDN serves them, at
//! `/attachments/ID/NAME`.
//!
//! It keeps the slash commands registered in each scope as Discord does:
//! a PUT replaces them, a GET returns them in Discord's own form (ids,
//! versions, and the defaults Discord fills in). It knows the application
//! (`/applications/@me`, with the test key's public half as its
//! `verify_key`) and the bot's user (`/users/@me`), and, when a test asks
//! ([`FakeDiscord::require_token`]), refuses calls made with another token
//! with 401, as Discord does.
//!
//! It fails the calls that finish an interaction (`/webhooks/…`) the way
//! Discord does when a test asks ([`Fault`]): 5xx answers, 429 with
//! `retry_after` and `Retry-After`, a connection dropped without an
//! answer, an answer that comes too late (the call applied all the same),
//! an outage window, or a random share of all of these; a test may fail an
//! interaction's callback too ([`Target::Callback`]). Every such call that
//! arrives is logged with what was done to it ([`FakeDiscord::attempts`]).
//!
//! Like Discord, it takes one first answer (callback) per interaction and
//! refuses a second with 400, code 40060; every gateway session open gets
//! each interaction, as sessions sharing a shard do.
//!
//! It keeps servers' scheduled events (made, changed, cancelled, who is
//! interested, 100 a page) and checks every body and query sent about them
//! against Discord's OpenAPI description; see the section at the end.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use axum::{Json, Router};
use serde_json::{Value, json};
use tokio::sync::mpsc;

/// A channel the fake Discord says is gone (404 Unknown Channel).
pub const GONE_CHANNEL: u64 = 404_404_404;
/// A channel the bot may not post in (403 Missing Permissions).
pub const CLOSED_CHANNEL: u64 = 403_403_403;

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: Method,
    pub path: String,
    pub content_type: String,
    pub body: Vec<u8>,
    /// Other requests to the same path that had arrived but were not yet
    /// applied when this one was: a slow edit overtaken by this one.
    pub overtaken: usize,
}

impl Recorded {
    /// The body's JSON: the whole body, or a multipart body's
    /// `payload_json`; `Null` when there is none.
    pub fn payload(&self) -> Value {
        let json = if self.content_type.starts_with("multipart/") {
            crate::endpoint::parts(&self.content_type, &self.body)
                .into_iter()
                .find(|(name, _)| name == "payload_json")
                .map(|(_, json)| json)
                .unwrap_or_default()
        } else {
            self.body.clone()
        };
        serde_json::from_slice(&json).unwrap_or(Value::Null)
    }
}

#[derive(Clone)]
struct Shared {
    base: String,
    application_id: u64,
    requests: Arc<Mutex<Vec<Recorded>>>,
    /// Wakes everyone waiting for a request or the Identify.
    changed: Arc<tokio::sync::Notify>,
    /// Every Identify, in order (one per shard).
    identified: Arc<Mutex<Vec<Value>>>,
    /// Every gateway session still open: each one is sent every
    /// interaction, as Discord does when sessions share a shard.
    dispatch: Arc<Mutex<Vec<mpsc::UnboundedSender<Value>>>>,
    /// Interactions given their first answer (a callback): Discord refuses
    /// a second one with 400, code 40060.
    acknowledged: Arc<Mutex<std::collections::HashSet<String>>>,
    delays: Arc<Mutex<Delays>>,
    /// Nonce → the message id posted with it.
    nonces: Arc<Mutex<HashMap<String, u64>>>,
    /// Requests that arrived and are not yet applied, by path.
    arrived: Arc<Mutex<HashMap<String, usize>>>,
    /// Attached files by path: what the CDN answers.
    files: Arc<Mutex<HashMap<String, Served>>>,
    faults: Arc<Mutex<Faults>>,
    /// How long a random hang lasts.
    hang: Arc<Mutex<Duration>>,
    /// The registered commands by path (global, or one server's).
    commands: Arc<Mutex<HashMap<String, Vec<Value>>>>,
    /// The only token accepted, when set.
    token: Arc<Mutex<Option<String>>>,
    /// While true, gateway sessions are closed and new ones refused.
    gateway_down: Arc<tokio::sync::watch::Sender<bool>>,
    /// The servers' scheduled events, and who is interested in them.
    guild_events: Arc<Mutex<GuildEventsKept>>,
}

/// How Discord fails a call, as it does now and then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fault {
    /// This status (500, 502, 503 …) with a JSON error body; not applied.
    Status(u16),
    /// 429 with `retry_after` (seconds) in the body and `Retry-After`.
    RateLimited(f64),
    /// The connection dropped with no answer; not applied.
    Reset,
    /// Applied, but answered only after this long.
    Hang(Duration),
}

/// Which calls to `/webhooks/…` a fault is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The edit that finishes a reply (it carries files: a roll's board).
    Reply,
    /// A follow-up message (POST).
    FollowUp,
    /// A message the bot posts in a channel on its own (a daily post).
    ChannelPost,
    /// An interaction's first answer (`/interactions/ID/TOKEN/callback`).
    Callback,
    /// Any call about a server's scheduled events.
    GuildEvents,
}

impl Target {
    fn matches(self, method: &Method, path: &str, content_type: &str) -> bool {
        match self {
            Target::Reply => {
                method == Method::PATCH
                    && path.ends_with("/messages/@original")
                    && content_type.starts_with("multipart/")
            }
            Target::FollowUp => method == Method::POST && path.starts_with("/api/v10/webhooks/"),
            Target::ChannelPost => method == Method::POST && is_channel_post(path),
            Target::Callback => method == Method::POST && path.ends_with("/callback"),
            Target::GuildEvents => path.contains("/scheduled-events"),
        }
    }
}

impl Attempt {
    /// The edit that finishes a reply (not a progress line).
    pub fn is_reply(&self) -> bool {
        Target::Reply.matches(&self.method, &self.path, &self.content_type)
    }
}

/// `/api/v10/channels/ID/messages`: a message the bot posts itself.
fn is_channel_post(path: &str) -> bool {
    path.strip_prefix("/api/v10/channels/")
        .is_some_and(|rest| rest.ends_with("/messages") && rest.matches('/').count() == 1)
}

/// One call to `/webhooks/…` (or a channel post) as it arrived, and the
/// fault it met.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub method: Method,
    pub path: String,
    pub content_type: String,
    pub at: tokio::time::Instant,
    pub fault: Option<Fault>,
}

#[derive(Default)]
struct Faults {
    /// Faults for the next calls of a kind, in order.
    next: std::collections::VecDeque<(Target, Fault)>,
    /// A share of calls (percent) fail at random, seeded.
    share: Option<(u32, rand_chacha::ChaCha8Rng)>,
    /// Every call fails with 503 until then.
    outage_until: Option<tokio::time::Instant>,
    attempts: Vec<Attempt>,
}

impl Faults {
    fn pick(&mut self, hang: Duration, call: (&Method, &str, &str)) -> Option<Fault> {
        use rand::RngExt;
        let (method, path, content_type) = call;
        if let Some(i) = self
            .next
            .iter()
            .position(|(target, _)| target.matches(method, path, content_type))
        {
            return self.next.remove(i).map(|(_, fault)| fault);
        }
        // The outage and the random share are for the calls that finish
        // an interaction; a callback fails only when a test says so.
        if !path.starts_with("/api/v10/webhooks/") {
            return None;
        }
        if self
            .outage_until
            .is_some_and(|until| tokio::time::Instant::now() < until)
        {
            return Some(Fault::Status(503));
        }
        let (percent, rng) = self.share.as_mut()?;
        if rng.random_range(0..100) >= *percent {
            return None;
        }
        Some(match rng.random_range(0..6) {
            0 => Fault::Status(500),
            1 => Fault::Status(502),
            2 => Fault::Status(503),
            3 => Fault::RateLimited(0.2),
            4 => Fault::Reset,
            _ => Fault::Hang(hang),
        })
    }
}

/// What the fake CDN answers for one attachment.
#[derive(Clone, Debug)]
pub enum Served {
    File(Vec<u8>),
    /// A redirect to another address.
    Redirect(String),
}

/// How slow the fake Discord is with some requests.
#[derive(Clone, Copy, Debug, Default)]
pub struct Delays {
    /// Edits of an interaction's original response that carry no files
    /// (progress lines).
    pub progress_edit: Duration,
    /// New messages in channels (daily posts).
    pub channel_post: Duration,
}

/// A running fake Discord.
pub struct FakeDiscord {
    pub url: String,
    shared: Shared,
}

impl FakeDiscord {
    pub async fn start(application_id: u64) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let shared = Shared {
            base: url.clone(),
            application_id,
            requests: Arc::default(),
            changed: Arc::default(),
            identified: Arc::default(),
            dispatch: Arc::default(),
            acknowledged: Arc::default(),
            delays: Arc::default(),
            nonces: Arc::default(),
            arrived: Arc::default(),
            files: Arc::default(),
            faults: Arc::default(),
            hang: Arc::default(),
            commands: Arc::default(),
            token: Arc::default(),
            gateway_down: Arc::new(tokio::sync::watch::Sender::new(false)),
            guild_events: Arc::default(),
        };
        let app = Router::new()
            .route("/api/v10/gateway", get(gateway_url))
            .route("/api/v10/gateway/bot", get(gateway_url))
            .route("/ws", get(websocket))
            .route("/api/v10/{*rest}", any(rest))
            .route("/attachments/{*rest}", get(attachment))
            .with_state(shared.clone());
        tokio::spawn(async move { axum::serve(listener, app).await });
        FakeDiscord { url, shared }
    }

    /// Accepts only `token` from now on (as `Bot TOKEN`): other calls on
    /// the bot's behalf get 401, as Discord answers a wrong token.
    pub fn require_token(&self, token: &str) {
        *self.shared.token.lock().unwrap() = Some(token.to_owned());
    }

    /// Closes every gateway session and refuses new ones (503) until
    /// [`FakeDiscord::restore_gateway`], as in an outage of Discord's
    /// gateway.
    pub fn drop_gateway(&self) {
        self.shared.gateway_down.send_replace(true);
    }

    /// Takes gateway sessions again.
    pub fn restore_gateway(&self) {
        self.shared.gateway_down.send_replace(false);
    }

    /// The commands registered at `path` (`/api/v10/applications/…/commands`),
    /// as Discord would return them.
    pub fn registered(&self, path: &str) -> Vec<Value> {
        self.shared
            .commands
            .lock()
            .unwrap()
            .get(path)
            .cloned()
            .unwrap_or_default()
    }

    /// Every REST request so far, in the order they were applied.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.requests.lock().unwrap().clone()
    }

    /// Fails the next calls of a kind, one fault each, in order.
    pub fn fail_next(&self, target: Target, faults: &[Fault]) {
        let mut all = self.shared.faults.lock().unwrap();
        all.next.extend(faults.iter().map(|f| (target, *f)));
    }

    /// Fails `percent` of the calls to `/webhooks/…` from now on, with a
    /// fault drawn at random (a hang lasts `hang`), from `seed`.
    pub fn fail_share(&self, percent: u32, seed: u64, hang: Duration) {
        use rand::SeedableRng;
        let mut faults = self.shared.faults.lock().unwrap();
        faults.share = Some((percent, rand_chacha::ChaCha8Rng::seed_from_u64(seed)));
        *self.shared.hang.lock().unwrap() = hang;
    }

    /// Answers every call to `/webhooks/…` with 503 for `lasting`.
    pub fn outage(&self, lasting: Duration) {
        self.shared.faults.lock().unwrap().outage_until =
            Some(tokio::time::Instant::now() + lasting);
    }

    /// Waits until a call to `/webhooks/…` that `f` accepts has arrived,
    /// failed or not (at most 20 s).
    pub async fn wait_for_attempt(&self, what: &str, f: impl Fn(&Attempt) -> bool) {
        let seen = self
            .wait_until(|| self.attempts().iter().any(&f).then_some(()))
            .await;
        assert!(seen.is_some(), "no {what} arrived");
    }

    /// Every call to `/webhooks/…` so far, failed or not, in arrival order.
    pub fn attempts(&self) -> Vec<Attempt> {
        self.shared.faults.lock().unwrap().attempts.clone()
    }

    /// Waits until a call to `/webhooks/…` that `f` accepts has arrived
    /// without a fault (at most 20 s).
    pub async fn wait_for_clean_attempt(&self, what: &str, f: impl Fn(&Attempt) -> bool) {
        let found = self
            .wait_until(|| {
                self.attempts()
                    .into_iter()
                    .find(|a| a.fault.is_none() && f(a))
            })
            .await;
        assert!(
            found.is_some(),
            "no clean {what} within 20 s: {:?}",
            self.attempts()
        );
    }

    /// Makes some requests slow from now on.
    pub fn set_delays(&self, delays: Delays) {
        *self.shared.delays.lock().unwrap() = delays;
    }

    /// Waits until a request matching `f` has been applied (at most 20 s,
    /// which only a broken bot exceeds).
    pub async fn wait_for(&self, what: &str, f: impl Fn(&Recorded) -> bool) -> Recorded {
        let found = self
            .wait_until(|| self.requests().into_iter().find(|r| f(r)))
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "no {what} within 20 s; requests: {:?}",
                self.requests()
                    .iter()
                    .map(|r| (&r.method, &r.path))
                    .collect::<Vec<_>>()
            )
        })
    }

    /// Waits for the bot's Identify on the gateway and returns it.
    pub async fn identified(&self) -> Value {
        self.wait_until(|| self.shared.identified.lock().unwrap().first().cloned())
            .await
            .expect("the bot never identified on the gateway")
    }

    /// Waits for `n` Identifies (shards, from one process or several) and
    /// returns them in arrival order.
    pub async fn identifies(&self, n: usize) -> Vec<Value> {
        self.wait_until(|| {
            let all = self.shared.identified.lock().unwrap().clone();
            (all.len() >= n).then_some(all)
        })
        .await
        .unwrap_or_else(|| panic!("fewer than {n} Identifies within 20 s"))
    }

    /// Waits until `check` finds something, woken by each change.
    async fn wait_until<T>(&self, check: impl Fn() -> Option<T>) -> Option<T> {
        let waiting = async {
            loop {
                // Registered before the check, so a change in between wakes it.
                let changed = self.shared.changed.notified();
                if let Some(found) = check() {
                    return found;
                }
                changed.await;
            }
        };
        tokio::time::timeout(Duration::from_secs(20), waiting)
            .await
            .ok()
    }

    /// Puts a file up as an attachment, and returns the attachment as an
    /// interaction's `resolved.attachments` holds it. `claimed_size` is the
    /// size Discord says (the file's own, unless a test makes it lie).
    pub fn attach(&self, name: &str, served: Served, claimed_size: usize) -> Value {
        static NEXT: std::sync::atomic::AtomicU64 =
            std::sync::atomic::AtomicU64::new(1_300_000_000_000_000_000);
        let id = NEXT
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            .to_string();
        let path = format!("/attachments/{id}/{name}");
        self.shared
            .files
            .lock()
            .unwrap()
            .insert(path.clone(), served);
        json!({
            "id": id,
            "filename": name,
            "size": claimed_size,
            "url": format!("{}{path}?ex=1", self.url),
            "proxy_url": format!("{}{path}", self.url),
            "content_type": "application/toml; charset=utf-8"
        })
    }

    /// Sends an INTERACTION_CREATE dispatch to every connected session
    /// (several sessions on one shard each get it, as from Discord).
    pub fn send_interaction(&self, interaction: Value) {
        let event = json!({"op": 0, "t": "INTERACTION_CREATE", "s": 2, "d": interaction});
        let mut sessions = self.shared.dispatch.lock().unwrap();
        sessions.retain(|tx| tx.send(event.clone()).is_ok());
        assert!(!sessions.is_empty(), "the bot is connected");
    }

    /// Takes interaction `id` as answered already (by another host, say):
    /// a callback for it is refused with 40060, as Discord refuses it.
    pub fn acknowledge(&self, id: &str) {
        self.shared
            .acknowledged
            .lock()
            .unwrap()
            .insert(id.to_owned());
    }
}

async fn gateway_url(State(s): State<Shared>) -> Json<Value> {
    let ws = s.base.replace("http://", "ws://") + "/ws";
    Json(json!({
        "url": ws,
        "shards": 1,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
    }))
}

/// A request Discord has received in full is applied even if the client
/// stops waiting for the answer (a timeout on the bot's side): so it runs in
/// a task of its own.
async fn rest(
    State(s): State<Shared>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    Path(_rest): Path<String>,
    body: Bytes,
) -> Response {
    let webhook = uri.path().starts_with("/api/v10/webhooks/");
    let callback = uri.path().ends_with("/callback");
    let wanted = s.token.lock().unwrap().clone();
    if let Some(token) = wanted.filter(|_| !webhook) {
        let given = headers.get("authorization").and_then(|v| v.to_str().ok());
        if given != Some(format!("Bot {token}").as_str()) {
            return (
                axum::http::StatusCode::UNAUTHORIZED,
                Json(json!({"message": "401: Unauthorized", "code": 0})),
            )
                .into_response();
        }
    }
    let guild_events = Target::GuildEvents.matches(&method, uri.path(), "");
    let fault = if webhook
        || callback
        || guild_events
        || (method == Method::POST && is_channel_post(uri.path()))
    {
        let hang = *s.hang.lock().unwrap();
        let content_type = headers
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        let mut faults = s.faults.lock().unwrap();
        let fault = faults.pick(hang, (&method, uri.path(), content_type));
        faults.attempts.push(Attempt {
            method: method.clone(),
            path: uri.path().to_owned(),
            content_type: content_type.to_owned(),
            at: tokio::time::Instant::now(),
            fault,
        });
        s.changed.notify_waiters();
        fault
    } else {
        None
    };
    let applied = |s, method, uri, headers, body| async {
        tokio::spawn(apply(s, method, uri, headers, body))
            .await
            .unwrap_or_else(|_| axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response())
    };
    match fault {
        None => applied(s, method, uri, headers, body).await,
        Some(Fault::Status(code)) => (
            axum::http::StatusCode::from_u16(code).unwrap(),
            Json(json!({"message": "Service unavailable", "code": 0})),
        )
            .into_response(),
        Some(Fault::RateLimited(secs)) => (
            axum::http::StatusCode::TOO_MANY_REQUESTS,
            [("retry-after", secs.to_string())],
            Json(json!({"message": "You are being rate limited.", "retry_after": secs, "global": false})),
        )
            .into_response(),
        // Unwinding out of the handler ends the connection's task: the
        // socket closes with no answer, as a reset does. (resume_unwind
        // skips the panic hook, so nothing is printed.)
        Some(Fault::Reset) => std::panic::resume_unwind(Box::new("the fake Discord drops the connection")),
        Some(Fault::Hang(late)) => {
            let answer = applied(s, method, uri, headers, body).await;
            tokio::time::sleep(late).await;
            answer
        }
    }
}

async fn apply(s: Shared, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let path = uri.path();
    let delays = *s.delays.lock().unwrap();
    let delay = if method == Method::PATCH
        && path.ends_with("/messages/@original")
        && content_type.starts_with("application/json")
    {
        delays.progress_edit
    } else if method == Method::POST
        && path.starts_with("/api/v10/channels/")
        && path.ends_with("/messages")
    {
        delays.channel_post
    } else {
        Duration::ZERO
    };
    // A slow Discord applies the request only after the delay.
    *s.arrived
        .lock()
        .unwrap()
        .entry(path.to_owned())
        .or_default() += 1;
    tokio::time::sleep(delay).await;
    let overtaken = {
        let mut arrived = s.arrived.lock().unwrap();
        let n = arrived.entry(path.to_owned()).or_default();
        *n -= 1;
        *n
    };
    s.requests.lock().unwrap().push(Recorded {
        method: method.clone(),
        path: path.to_owned(),
        content_type: content_type.clone(),
        body: body.to_vec(),
        overtaken,
    });
    s.changed.notify_waiters();
    if path.ends_with("/commands") {
        let mut kept = s.commands.lock().unwrap();
        let list = kept.entry(path.to_owned()).or_default();
        if method == Method::PUT {
            // A bulk overwrite: the set becomes what was sent.
            let sent: Value = serde_json::from_slice(&body).unwrap_or(json!([]));
            *list = sent
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .enumerate()
                .map(|(i, c)| kept_command(c, s.application_id, i))
                .collect();
        }
        return Json(Value::Array(list.clone())).into_response();
    }
    if path == "/api/v10/applications/@me" {
        return Json(json!({
            "id": s.application_id.to_string(), "name": "Backrank", "icon": null,
            "description": "", "bot_public": true, "bot_require_code_grant": false,
            "verify_key": hex::encode(crate::endpoint::key().verifying_key().to_bytes()),
            "flags": 0
        }))
        .into_response();
    }
    if path == "/api/v10/users/@me" {
        return Json(json!({
            "id": s.application_id.to_string(), "username": "backrank",
            "discriminator": "0", "avatar": null, "bot": true
        }))
        .into_response();
    }
    // Channels that test the bot's handling of Discord's refusals.
    let refuse = |status: u16, code: u32, message: &str| {
        (
            axum::http::StatusCode::from_u16(status).unwrap(),
            Json(json!({"message": message, "code": code})),
        )
            .into_response()
    };
    if path.ends_with("/callback") {
        // `/api/v10/interactions/ID/TOKEN/callback`: one first answer per
        // interaction, as Discord keeps it.
        let id = path.split('/').nth(4).unwrap_or_default().to_owned();
        if !s.acknowledged.lock().unwrap().insert(id) {
            return refuse(400, 40060, "Interaction has already been acknowledged.");
        }
        return axum::http::StatusCode::NO_CONTENT.into_response();
    }
    if path.starts_with(&format!("/api/v10/channels/{GONE_CHANNEL}/")) {
        return refuse(404, 10003, "Unknown Channel");
    }
    if path.starts_with(&format!("/api/v10/channels/{CLOSED_CHANNEL}/")) {
        return refuse(403, 50013, "Missing Permissions");
    }
    if path.ends_with("/threads") {
        return Json(json!({
            "id": "5555555555555555555", "type": 11, "guild_id": "3333333333333333333",
            "name": "thread", "parent_id": "4444444444444444444", "position": 0,
            "permission_overwrites": [], "nsfw": false,
            "thread_metadata": {"archived": false, "auto_archive_duration": 1440, "locked": false}
        }))
        .into_response();
    }
    if method == Method::POST
        && path.starts_with("/api/v10/channels/")
        && path.ends_with("/messages")
    {
        // Discord's nonce memory: the same nonce with enforce_nonce gives
        // back the message already posted.
        let text = String::from_utf8_lossy(&body);
        let nonce = text
            .split("\"nonce\":\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .map(str::to_owned);
        let mut nonces = s.nonces.lock().unwrap();
        let next = 7_777_777_777_777_777_777 + nonces.len() as u64;
        // A message without a nonce takes a key of its own, so ids stay
        // distinct.
        let key = nonce.unwrap_or_else(|| format!("#{next}"));
        let id = *nonces.entry(key).or_insert(next);
        let mut m = message(s.application_id);
        m["id"] = json!(id.to_string());
        return Json(m).into_response();
    }
    if method == Method::POST && path.starts_with("/api/v10/webhooks/") {
        // A follow-up message.
        return Json(message(s.application_id)).into_response();
    }
    if path.contains("/messages/") {
        return Json(message(s.application_id)).into_response();
    }
    if path.contains("/scheduled-events") {
        return scheduled_events(&s, &method, &uri, &body);
    }
    Json(json!({})).into_response()
}

/// A command as Discord keeps and returns it: with an id, a version, and
/// every default filled in (`type`, `nsfw`, `null` localizations,
/// `required: false`).
fn kept_command(sent: &Value, application_id: u64, n: usize) -> Value {
    let mut c = sent.clone();
    c["id"] = json!((9000 + n).to_string());
    c["application_id"] = json!(application_id.to_string());
    c["version"] = json!((19000 + n).to_string());
    for (key, default) in [
        ("type", json!(1)),
        ("default_member_permissions", Value::Null),
        ("dm_permission", json!(true)),
        ("nsfw", json!(false)),
    ] {
        if c.get(key).is_none() {
            c[key] = default;
        }
    }
    fill_option_defaults(&mut c);
    c
}

fn fill_option_defaults(node: &mut Value) {
    for key in ["name_localizations", "description_localizations"] {
        if node.get(key).is_none() {
            node[key] = Value::Null;
        }
    }
    let Some(options) = node.get_mut("options").and_then(Value::as_array_mut) else {
        return;
    };
    for option in options {
        // Subcommands (1) and groups (2) are never "required".
        let kind = option["type"].as_u64().unwrap_or(0);
        if kind > 2 && option.get("required").is_none() {
            option["required"] = json!(false);
        }
        fill_option_defaults(option);
    }
}

/// The CDN: an attached file, a redirect, or 404.
async fn attachment(State(s): State<Shared>, uri: Uri) -> Response {
    let served = s.files.lock().unwrap().get(uri.path()).cloned();
    match served {
        Some(Served::File(bytes)) => bytes.into_response(),
        Some(Served::Redirect(to)) => {
            (axum::http::StatusCode::FOUND, [("location", to)]).into_response()
        }
        None => axum::http::StatusCode::NOT_FOUND.into_response(),
    }
}

/// A message as Discord returns it after an edit.
fn message(application_id: u64) -> Value {
    json!({
        "id": "7777777777777777777", "channel_id": "4444444444444444444",
        "author": {"id": application_id.to_string(), "username": "backrank", "discriminator": "0", "avatar": null, "bot": true},
        "content": "", "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0
    })
}

async fn websocket(State(s): State<Shared>, ws: WebSocketUpgrade) -> Response {
    if *s.gateway_down.borrow() {
        return axum::http::StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    ws.on_upgrade(move |socket| gateway(socket, s))
        .into_response()
}

async fn gateway(mut socket: WebSocket, s: Shared) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    s.dispatch.lock().unwrap().push(tx);
    let mut down = s.gateway_down.subscribe();
    loop {
        tokio::select! {
            () = async { drop(down.wait_for(|down| *down).await) } => {
                // An outage: the session ends as Discord ends one it must
                // (close code 4000, "unknown error": resume).
                let close = axum::extract::ws::CloseFrame { code: 4000, reason: "outage".into() };
                let _ = socket.send(Message::Close(Some(close))).await;
                return;
            }
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { return };
                let text = match msg {
                    Message::Text(t) => t.to_string(),
                    Message::Close(_) => return,
                    _ => continue,
                };
                let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                match v["op"].as_u64() {
                    Some(2) => {
                        s.identified.lock().unwrap().push(v.clone());
                        s.changed.notify_waiters();
                        let ready = json!({"op": 0, "t": "READY", "s": 1, "d": {
                            "v": 10,
                            "user": {"id": s.application_id.to_string(), "username": "backrank", "discriminator": "0", "avatar": null, "bot": true, "verified": true, "mfa_enabled": false, "flags": 0},
                            "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": s.base.replace("http://", "ws://") + "/ws",
                            "shard": v["d"]["shard"].as_array().cloned().unwrap_or_else(|| vec![json!(0), json!(1)]),
                            "application": {"id": s.application_id.to_string(), "flags": 0}
                        }});
                        let _ = socket.send(Message::Text(ready.to_string().into())).await;
                    }
                    Some(1) => {
                        let _ = socket.send(Message::Text(json!({"op": 11}).to_string().into())).await;
                    }
                    _ => {}
                }
            }
            Some(event) = rx.recv() => {
                if socket.send(Message::Text(event.to_string().into())).await.is_err() {
                    return;
                }
            }
        }
    }
}

// Servers' scheduled events (`/guilds/ID/scheduled-events…`), as Discord
// keeps them: made (an id, status 1, the bot as creator), changed,
// cancelled (status 4), and who is interested, 100 a page after an id.
// Every body and query the bot sends them is checked against Discord's
// OpenAPI description (crate::discord_spec) and the limits its docs add
// (names and places of 1 to 100 characters, an external event's end after
// its start); a request that breaks them is answered as Discord answers,
// 400 Invalid Form Body (50035), and kept for the test
// ([`FakeDiscord::guild_event_faults`]). A test may take the permission away
// ([`FakeDiscord::deny_guild_events`]: 403 Missing Permissions, 50013) or
// fail calls with [`Target::GuildEvents`].

/// The most scheduled or active events a server may have.
const GUILD_EVENTS_MAX: usize = 100;
/// The most interested users Discord gives in a page.
const USERS_PAGE_MAX: usize = 100;

/// The servers' scheduled events as the fake keeps them.
#[derive(Default)]
struct GuildEventsKept {
    /// Server → event id → the event as Discord returns it.
    events: HashMap<u64, std::collections::BTreeMap<u64, Value>>,
    /// Event id → the users interested in it.
    interested: HashMap<u64, std::collections::BTreeSet<u64>>,
    /// Servers where the bot lacks Create Events and Manage Events.
    denied: std::collections::HashSet<u64>,
    /// Every way a request broke the spec or Discord's documented limits.
    faults: Vec<String>,
    /// A Discord that ignores `after` and gives the first page again.
    ignore_after: bool,
    /// The query of each page of interested users asked for, in order.
    pages_asked: Vec<String>,
    /// Events made so far (their ids follow from it).
    made: u64,
}

impl FakeDiscord {
    /// Takes away the bot's permission to make and manage events in
    /// `guild`: every call about them gets 403 Missing Permissions.
    pub fn deny_guild_events(&self, guild: u64) {
        self.shared
            .guild_events
            .lock()
            .unwrap()
            .denied
            .insert(guild);
    }

    /// Marks `users` "Interested" in event `event`.
    pub fn mark_interested(&self, event: u64, users: impl IntoIterator<Item = u64>) {
        let mut kept = self.shared.guild_events.lock().unwrap();
        kept.interested.entry(event).or_default().extend(users);
    }

    /// From now on, pages of interested users ignore `after`: each is the
    /// first page again.
    pub fn repeat_interested_pages(&self) {
        self.shared.guild_events.lock().unwrap().ignore_after = true;
    }

    /// `guild`'s scheduled events as Discord would return them, by id.
    pub fn guild_events(&self, guild: u64) -> Vec<Value> {
        let kept = self.shared.guild_events.lock().unwrap();
        kept.events
            .get(&guild)
            .map(|events| events.values().cloned().collect())
            .unwrap_or_default()
    }

    /// The query of each page of interested users asked for, in order
    /// (`limit=100&after=…`).
    pub fn interested_pages_asked(&self) -> Vec<String> {
        self.shared.guild_events.lock().unwrap().pages_asked.clone()
    }

    /// Every way a request about scheduled events broke Discord's spec or
    /// its documented limits, so far.
    pub fn guild_event_faults(&self) -> Vec<String> {
        self.shared.guild_events.lock().unwrap().faults.clone()
    }
}

/// What Discord's docs require of a scheduled event beyond the spec:
/// a name and a place of at least a character, an external event's end,
/// and an end after the start. `was` is the event a change applies to.
fn documented_event_faults(sent: &Value, was: Option<&Value>) -> Vec<String> {
    let mut faults = Vec::new();
    let field = |name: &str| sent.get(name).or_else(|| was.and_then(|w| w.get(name)));
    for (name, value) in [
        ("name", sent.get("name")),
        (
            "entity_metadata.location",
            sent.pointer("/entity_metadata/location"),
        ),
    ] {
        if value
            .and_then(Value::as_str)
            .is_some_and(|v| v.chars().count() < 1)
        {
            faults.push(format!("body.{name}: Discord takes 1 to 100 characters"));
        }
    }
    let time = |name: &str| {
        field(name)
            .and_then(Value::as_str)
            .and_then(|t| t.parse::<jiff::Timestamp>().ok())
    };
    match (time("scheduled_start_time"), time("scheduled_end_time")) {
        (Some(start), Some(end)) if end <= start => {
            faults.push(format!(
                "body: the end ({end}) is not after the start ({start})"
            ));
        }
        (_, None) if field("entity_type") == Some(&json!(3)) => {
            faults.push("body.scheduled_end_time: an external event needs an end".into());
        }
        _ => {}
    }
    faults
}

/// `/api/v10/guilds/GUILD/scheduled-events[/ID[/users]]`, as Discord
/// answers it.
fn scheduled_events(s: &Shared, method: &Method, uri: &Uri, body: &[u8]) -> Response {
    let parts: Vec<&str> = uri
        .path()
        .trim_start_matches("/api/v10/guilds/")
        .split('/')
        .collect();
    let guild = parts.first().and_then(|g| g.parse::<u64>().ok());
    let (Some(guild), Some(&"scheduled-events")) = (guild, parts.get(1)) else {
        return refused(404, 0, "404: Not Found");
    };
    let id = parts.get(2).map(|i| i.parse::<u64>().unwrap_or(0));
    let template = match (id, parts.get(3).copied(), parts.len()) {
        (None, None, 2) => "/guilds/{guild_id}/scheduled-events",
        (Some(_), None, 3) => "/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}",
        (Some(_), Some("users"), 4) => {
            "/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users"
        }
        _ => return refused(404, 0, "404: Not Found"),
    };
    let mut kept = s.guild_events.lock().unwrap();
    if kept.denied.contains(&guild) {
        return refused(403, 50013, "Missing Permissions");
    }
    let sent: Value = if body.is_empty() {
        Value::Null
    } else {
        match serde_json::from_slice(body) {
            Ok(v) => v,
            Err(_) => return refused(400, 50109, "The request body contains invalid JSON."),
        }
    };
    let query: Vec<(String, String)> =
        form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes())
            .into_owned()
            .collect();
    let was = id.and_then(|id| kept.events.get(&guild)?.get(&id)).cloned();
    let mut faults = crate::discord_spec::body_faults(method.as_str(), template, &sent);
    faults.extend(crate::discord_spec::query_faults(
        method.as_str(),
        template,
        &query,
    ));
    if !sent.is_null() {
        faults.extend(documented_event_faults(&sent, was.as_ref()));
    }
    if !faults.is_empty() {
        let at = format!("{method} {}", uri.path());
        kept.faults
            .extend(faults.iter().map(|f| format!("{at}: {f}")));
        return (
            axum::http::StatusCode::BAD_REQUEST,
            Json(json!({"message": "Invalid Form Body", "code": 50035, "errors": faults})),
        )
            .into_response();
    }
    let unknown = || refused(404, 10070, "Unknown Guild Scheduled Event");
    match (method.as_str(), id, template.ends_with("/users")) {
        ("GET", None, _) => Json(Value::Array(
            kept.events
                .get(&guild)
                .map(|e| e.values().cloned().collect())
                .unwrap_or_default(),
        ))
        .into_response(),
        ("POST", None, _) => create_event(&mut kept, s.application_id, guild, &sent),
        ("GET", Some(id), false) => match was {
            Some(mut event) => {
                let count = kept.interested.get(&id).map_or(0, |u| u.len());
                event["user_count"] = json!(count);
                Json(event).into_response()
            }
            None => unknown(),
        },
        ("PATCH", Some(id), false) => match was {
            Some(event) => change_event(&mut kept, guild, id, event, &sent),
            None => unknown(),
        },
        ("GET", Some(id), true) => match was {
            Some(_) => {
                kept.pages_asked
                    .push(uri.query().unwrap_or_default().to_owned());
                interested_page(&kept, id, &query)
            }
            None => unknown(),
        },
        _ => refused(405, 0, "405: Method Not Allowed"),
    }
}

/// Discord's refusal: `status`, with its JSON error.
fn refused(status: u16, code: u32, message: &str) -> Response {
    (
        axum::http::StatusCode::from_u16(status).unwrap(),
        Json(json!({"message": message, "code": code})),
    )
        .into_response()
}

/// A new event, as Discord makes it (an id, status 1, the bot its
/// creator), unless the server has its 100 scheduled or active ones.
fn create_event(
    kept: &mut GuildEventsKept,
    application_id: u64,
    guild: u64,
    sent: &Value,
) -> Response {
    let open = kept.events.get(&guild).map_or(0, |events| {
        events
            .values()
            .filter(|e| e["status"] == 1 || e["status"] == 2)
            .count()
    });
    if open >= GUILD_EVENTS_MAX {
        return refused(
            400,
            30038,
            "Maximum number of uncompleted guild scheduled events reached (100)",
        );
    }
    kept.made += 1;
    let id = 1_100_000_000_000_000_000 + kept.made;
    let event = json!({
        "id": id.to_string(),
        "guild_id": guild.to_string(),
        "name": sent["name"],
        "description": sent.get("description").cloned().unwrap_or(Value::Null),
        "channel_id": null,
        "creator_id": application_id.to_string(),
        "creator": {
            "id": application_id.to_string(), "username": "backrank",
            "discriminator": "0", "avatar": null, "global_name": null, "bot": true
        },
        "image": null,
        "scheduled_start_time": sent["scheduled_start_time"],
        "scheduled_end_time": sent.get("scheduled_end_time").cloned().unwrap_or(Value::Null),
        "status": 1,
        "entity_type": sent["entity_type"],
        "entity_id": null,
        "recurrence_rule": null,
        "user_count": 0,
        "privacy_level": sent["privacy_level"],
        "guild_scheduled_event_exceptions": [],
        "entity_metadata": sent["entity_metadata"],
    });
    kept.events
        .entry(guild)
        .or_default()
        .insert(id, event.clone());
    Json(event).into_response()
}

/// `event` changed as `sent` says. Discord moves an event on only:
/// scheduled to active or cancelled, active to completed; a finished one
/// stays so.
fn change_event(
    kept: &mut GuildEventsKept,
    guild: u64,
    id: u64,
    mut event: Value,
    sent: &Value,
) -> Response {
    let from = event["status"].as_u64().unwrap_or(0);
    if from > 2 {
        return refused(400, 180000, "Cannot modify a finished event");
    }
    if let Some(to) = sent.get("status").and_then(Value::as_u64)
        && !matches!((from, to), (1, 2) | (1, 4) | (2, 3))
    {
        return refused(400, 180000, "Cannot update event status");
    }
    for (key, value) in sent.as_object().into_iter().flatten() {
        event[key] = value.clone();
    }
    kept.events
        .entry(guild)
        .or_default()
        .insert(id, event.clone());
    Json(event).into_response()
}

/// One page of the users interested in event `id`: by id, after `after`,
/// at most `limit` (100) of them.
fn interested_page(kept: &GuildEventsKept, id: u64, query: &[(String, String)]) -> Response {
    let asked = |name: &str| query.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let limit = asked("limit")
        .and_then(|l| l.parse().ok())
        .unwrap_or(USERS_PAGE_MAX)
        .min(USERS_PAGE_MAX);
    let after: u64 = match asked("after") {
        Some(a) if !kept.ignore_after => a.parse().unwrap_or(0),
        _ => 0,
    };
    let page: Vec<Value> = kept
        .interested
        .get(&id)
        .into_iter()
        .flatten()
        .filter(|&&user| user > after)
        .take(limit)
        .map(|user| {
            json!({
                "guild_scheduled_event_id": id.to_string(),
                "user_id": user.to_string(),
                "user": {
                    "id": user.to_string(), "username": format!("member{user}"),
                    "discriminator": "0", "avatar": null, "global_name": null
                },
                "response": 1
            })
        })
        .collect();
    Json(Value::Array(page)).into_response()
}
