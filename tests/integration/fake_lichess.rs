//! A stand-in for lichess's open challenge (`POST /api/challenge/open`) on
//! loopback, written from lichess's published API description (its facts,
//! not its text; NEXT.md lists them). It checks every request the way the
//! description says: a form-encoded body with only the endpoint's fields,
//! `variant` from lichess's list, a `fen` only with `standard`,
//! `fromPosition` or `chess960` and never rated, `clock.limit` (0–10800)
//! and `clock.increment` (0–60) given together, `days` from its list, and
//! no `Authorization` (the endpoint needs no token, and we never send one).
//!
//! A good request is answered 200 with the challenge JSON of the
//! description's example (for this request's variant, clock and FEN); a bad
//! one 400 as lichess answers a form it refuses, the errors by field
//! (`{"fen": ["…"], "error": {"fen": ["…"]}}`, [`form_error`]). A test can
//! make it refuse every request so, answer 429, hang without answering, or
//! stand for an address that refuses connections ([`refused_url`]). Every request is logged, with what was
//! answered, and how many were in flight at once.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use serde_json::{Value, json};

/// What the stand-in does with the next requests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Check the request and answer as lichess does.
    Lichess,
    /// 429 Too Many Requests, whatever the request.
    TooMany,
    /// 400 with the reason given to [`FakeLichess::refuse`], as lichess
    /// refuses a form, whatever the request.
    Refuse,
    /// Never answer.
    Hang,
}

/// One request as it arrived.
#[derive(Clone, Debug)]
pub struct Logged {
    pub method: String,
    pub path: String,
    pub content_type: String,
    pub authorization: Option<String>,
    /// The body's fields, decoded, in order.
    pub fields: Vec<(String, String)>,
    /// The status answered; `None` for a request left hanging.
    pub status: Option<u16>,
}

impl Logged {
    /// The value of a field, if the request had it.
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

#[derive(Default)]
struct Shared {
    mode: Mutex<Option<Mode>>,
    /// What [`Mode::Refuse`] answers.
    refusal: Mutex<String>,
    log: Mutex<Vec<Logged>>,
    in_flight: AtomicUsize,
    most_in_flight: AtomicUsize,
    next_id: AtomicUsize,
    /// Told of each request that arrives and each that ends (answered, or
    /// dropped when its connection went), for [`FakeLichess::until`].
    changed: tokio::sync::Notify,
}

impl Shared {
    fn logs(&self, logged: Logged) {
        self.log.lock().unwrap().push(logged);
        self.changed.notify_waiters();
    }
}

/// The stand-in, serving until dropped.
pub struct FakeLichess {
    /// Its address, for `[lichess] api_url`.
    pub url: String,
    shared: Arc<Shared>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for FakeLichess {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl FakeLichess {
    pub async fn start() -> FakeLichess {
        let shared = Arc::new(Shared::default());
        let app = Router::new()
            .fallback(any(handle))
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let task = tokio::spawn(async move {
            axum::serve(listener, app).await.ok();
        });
        FakeLichess { url, shared, task }
    }

    pub fn set_mode(&self, mode: Mode) {
        *self.shared.mode.lock().unwrap() = Some(mode);
    }

    /// Refuses every request from now on for `why` ("fen: …" names a
    /// field), as lichess refuses a form ([`form_error`]).
    pub fn refuse(&self, why: &str) {
        *self.shared.refusal.lock().unwrap() = why.to_owned();
        self.set_mode(Mode::Refuse);
    }

    /// Every request so far, in the order they arrived.
    pub fn log(&self) -> Vec<Logged> {
        self.shared.log.lock().unwrap().clone()
    }

    /// The most requests that were ever being answered at once.
    pub fn most_in_flight(&self) -> usize {
        self.shared.most_in_flight.load(Ordering::SeqCst)
    }

    /// Requests being answered (or left hanging) now.
    pub fn in_flight(&self) -> usize {
        self.shared.in_flight.load(Ordering::SeqCst)
    }

    /// Waits until `done` holds of the stand-in, as a request arrives or
    /// ends; fails the test, naming `what`, after 10 s.
    pub async fn until(&self, what: &str, done: impl Fn(&FakeLichess) -> bool) {
        let wait = async {
            loop {
                let changed = self.shared.changed.notified();
                tokio::pin!(changed);
                changed.as_mut().enable();
                if done(self) {
                    return;
                }
                changed.await;
            }
        };
        tokio::time::timeout(std::time::Duration::from_secs(10), wait)
            .await
            .unwrap_or_else(|_| panic!("the stand-in for lichess never saw {what}"));
    }
}

/// An address on loopback where nothing listens: connections are refused.
pub async fn refused_url() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{addr}")
}

/// Counts a request in flight until dropped (a hanging one never is, until
/// its connection goes).
struct InFlight(Arc<Shared>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::SeqCst);
        self.0.changed.notify_waiters();
    }
}

async fn handle(
    State(shared): State<Arc<Shared>>,
    method: axum::http::Method,
    uri: axum::http::Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let now = shared.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
    shared.most_in_flight.fetch_max(now, Ordering::SeqCst);
    let _counted = InFlight(shared.clone());
    let text = |name: header::HeaderName| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let mut logged = Logged {
        method: method.to_string(),
        path: uri.path().to_owned(),
        content_type: text(header::CONTENT_TYPE).unwrap_or_default(),
        authorization: text(header::AUTHORIZATION),
        fields: form_urlencoded::parse(&body).into_owned().collect(),
        status: None,
    };
    let mode = shared.mode.lock().unwrap().unwrap_or(Mode::Lichess);
    if mode == Mode::Hang {
        shared.logs(logged);
        return std::future::pending::<Response>().await;
    }
    let (status, json) = if mode == Mode::Refuse {
        let why = shared.refusal.lock().unwrap().clone();
        (StatusCode::BAD_REQUEST, form_error(&why))
    } else if mode == Mode::TooMany {
        (
            StatusCode::TOO_MANY_REQUESTS,
            json!({"error": "Too many requests. Try again later."}),
        )
    } else if method != axum::http::Method::POST || uri.path() != "/api/challenge/open" {
        (StatusCode::NOT_FOUND, json!({"error": "Not found."}))
    } else {
        match check(&logged) {
            Ok(()) => {
                let n = shared.next_id.fetch_add(1, Ordering::SeqCst);
                (StatusCode::OK, challenge(&logged, n))
            }
            Err(error) => (StatusCode::BAD_REQUEST, form_error(&error)),
        }
    };
    logged.status = Some(status.as_u16());
    shared.logs(logged);
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::ACCESS_CONTROL_ALLOW_ORIGIN, "*"),
        ],
        json.to_string(),
    )
        .into_response()
}

/// A refusal as lichess answers a form it refuses: the errors by field,
/// each a list, both at the top and under `error` (its backward-compatible
/// shape); what names no field of the endpoint under `global`. `why` is
/// "field: reason", as [`check`] gives it.
pub fn form_error(why: &str) -> Value {
    let (field, said) = match why.split_once(": ") {
        Some((field, said)) if FIELDS.contains(&field) => (field, said),
        _ => ("global", why),
    };
    let errors = json!({ field: [said] });
    let mut body = errors.clone();
    body["error"] = errors;
    body
}

/// lichess's variant keys.
const VARIANTS: [&str; 10] = [
    "standard",
    "chess960",
    "crazyhouse",
    "antichess",
    "atomic",
    "horde",
    "kingOfTheHill",
    "racingKings",
    "threeCheck",
    "fromPosition",
];
const FIELDS: [&str; 10] = [
    "rated",
    "clock.limit",
    "clock.increment",
    "days",
    "variant",
    "fen",
    "name",
    "rules",
    "users",
    "expiresAt",
];
const DAYS: [u32; 7] = [1, 2, 3, 5, 7, 10, 14];
const RULES: [&str; 4] = ["noRematch", "noGiveTime", "noClaimWin", "noEarlyDraw"];

/// The request as the API description allows it, or the reason, naming the
/// field.
pub fn check(r: &Logged) -> Result<(), String> {
    if r.authorization.is_some() {
        return Err("Authorization: the open challenge takes no token".into());
    }
    if r.content_type.split(';').next().map(str::trim) != Some("application/x-www-form-urlencoded")
    {
        return Err(format!(
            "Content-Type: expected application/x-www-form-urlencoded, got {:?}",
            r.content_type
        ));
    }
    for (i, (k, _)) in r.fields.iter().enumerate() {
        if !FIELDS.contains(&k.as_str()) {
            return Err(format!("{k}: not a field of the open challenge"));
        }
        if r.fields[..i].iter().any(|(j, _)| j == k) {
            return Err(format!("{k}: given twice"));
        }
    }
    let rated = match r.field("rated") {
        None | Some("false") => false,
        Some("true") => true,
        Some(v) => return Err(format!("rated: not a boolean: {v:?}")),
    };
    let int = |name: &str, lo: i64, hi: i64| -> Result<Option<i64>, String> {
        match r.field(name) {
            None => Ok(None),
            Some(v) => match v.parse::<i64>() {
                Ok(n) if (lo..=hi).contains(&n) => Ok(Some(n)),
                _ => Err(format!(
                    "{name}: must be an integer from {lo} to {hi}, got {v:?}"
                )),
            },
        }
    };
    let limit = int("clock.limit", 0, 10800)?;
    let increment = int("clock.increment", 0, 60)?;
    if limit.is_some() != increment.is_some() {
        return Err("clock.limit and clock.increment: give both or neither".into());
    }
    if let Some(v) = r.field("days") {
        if !v.parse::<u32>().is_ok_and(|d| DAYS.contains(&d)) {
            return Err(format!(
                "days: must be one of 1, 2, 3, 5, 7, 10, 14, got {v:?}"
            ));
        }
        if limit.is_some() {
            return Err("days: a game has a clock or days per turn, not both".into());
        }
    }
    let variant = r.field("variant").unwrap_or("standard");
    if !VARIANTS.contains(&variant) {
        return Err(format!("variant: unknown variant {variant:?}"));
    }
    if let Some(fen) = r.field("fen") {
        if !["standard", "fromPosition", "chess960"].contains(&variant) {
            return Err(format!("fen: not with the variant {variant}"));
        }
        if rated {
            return Err("rated: a game from a position cannot be rated".into());
        }
        fen_shape(fen).map_err(|why| format!("fen: {why}"))?;
        if variant == "chess960" && !is_960_start(fen) {
            return Err("fen: not a Chess960 starting position".into());
        }
    }
    if let Some(rules) = r.field("rules") {
        for rule in rules.split(',') {
            if !RULES.contains(&rule) {
                return Err(format!("rules: unknown rule {rule:?}"));
            }
        }
    }
    if let Some(users) = r.field("users")
        && users.split(',').filter(|u| !u.is_empty()).count() != 2
    {
        return Err("users: two names separated by a comma".into());
    }
    int("expiresAt", 0, i64::MAX)?;
    Ok(())
}

/// An 8x8 X-FEN with lichess's standard pieces, one king a side.
fn fen_shape(fen: &str) -> Result<(), String> {
    let mut parts = fen.split(' ');
    let board = parts.next().unwrap_or_default();
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(format!("{} ranks, not 8", ranks.len()));
    }
    for rank in &ranks {
        let mut files = 0;
        for c in rank.chars() {
            match c {
                '1'..='8' => files += c.to_digit(10).unwrap(),
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => files += 1,
                _ => return Err(format!("{c:?} is no piece lichess has")),
            }
        }
        if files != 8 {
            return Err(format!("the rank {rank:?} has {files} files, not 8"));
        }
    }
    for king in ['K', 'k'] {
        if board.chars().filter(|&c| c == king).count() != 1 {
            return Err(format!("not one {king}"));
        }
    }
    if !matches!(parts.next(), Some("w" | "b")) {
        return Err("the side to move is not w or b".into());
    }
    Ok(())
}

/// White's back rank a Chess960 start (bishops on opposite colours, the
/// king between the rooks), Black's its mirror, pawns in place.
fn is_960_start(fen: &str) -> bool {
    let board = fen.split(' ').next().unwrap_or_default();
    let ranks: Vec<&str> = board.split('/').collect();
    let (black, white) = (ranks[0], ranks[7]);
    if ranks[1] != "pppppppp" || ranks[6] != "PPPPPPPP" || ranks[2..6] != ["8"; 4] {
        return false;
    }
    if white.to_lowercase() != black || white.len() != 8 {
        return false;
    }
    let at = |c: char| {
        white
            .char_indices()
            .filter(move |&(_, p)| p == c)
            .map(|(i, _)| i)
    };
    let b: Vec<usize> = at('B').collect();
    let r: Vec<usize> = at('R').collect();
    let k: Vec<usize> = at('K').collect();
    let (q, n) = (at('Q').count(), at('N').count());
    b.len() == 2
        && b[0] % 2 != b[1] % 2
        && r.len() == 2
        && k.len() == 1
        && q == 1
        && n == 2
        && r[0] < k[0]
        && k[0] < r[1]
}

/// The description's example, for this request.
fn challenge(r: &Logged, n: usize) -> Value {
    let id = format!("Bk{n:06}");
    let url = format!("https://lichess.org/{id}");
    let variant = r.field("variant").unwrap_or("standard");
    let name = match variant {
        "chess960" => "Chess960",
        "fromPosition" => "From Position",
        _ => "Standard",
    };
    let time_control = match (
        r.field("clock.limit"),
        r.field("clock.increment"),
        r.field("days"),
    ) {
        (Some(l), Some(i), _) => {
            let (l, i): (u32, u32) = (l.parse().unwrap(), i.parse().unwrap());
            json!({"type": "clock", "limit": l, "increment": i, "show": format!("{}+{i}", l / 60)})
        }
        (_, _, Some(d)) => {
            json!({"type": "correspondence", "daysPerTurn": d.parse::<u32>().unwrap()})
        }
        _ => json!({"type": "unlimited"}),
    };
    let mut v = json!({
        "id": id,
        "url": url,
        "status": "created",
        "challenger": null,
        "destUser": null,
        "variant": {"key": variant, "name": name, "short": name},
        "rated": r.field("rated") == Some("true"),
        "speed": if r.field("clock.limit").is_some() { "rapid" } else { "correspondence" },
        "timeControl": time_control,
        "color": "random",
        "finalColor": "black",
        "perf": {"icon": "", "name": "Correspondence"},
        "open": {},
        "urlWhite": format!("{url}?color=white"),
        "urlBlack": format!("{url}?color=black"),
    });
    if let Some(fen) = r.field("fen") {
        v["initialFen"] = json!(fen);
    }
    v
}

/// The stand-in itself: it refuses what the description refuses.
mod checks {
    use super::*;

    fn req(fields: &[(&str, &str)]) -> Logged {
        Logged {
            method: "POST".into(),
            path: "/api/challenge/open".into(),
            content_type: "application/x-www-form-urlencoded".into(),
            authorization: None,
            fields: fields
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            status: None,
        }
    }

    const SP518: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const SP0: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";

    #[test]
    fn good_requests_pass() {
        assert_eq!(check(&req(&[])), Ok(()));
        let good = [("variant", "chess960"), ("fen", SP0), ("rated", "false")];
        assert_eq!(check(&req(&good)), Ok(()));
        let clock = [
            ("clock.limit", "600"),
            ("clock.increment", "5"),
            ("variant", "fromPosition"),
            ("fen", SP518),
        ];
        assert_eq!(check(&req(&clock)), Ok(()));
        assert_eq!(check(&req(&[("days", "14")])), Ok(()));
    }

    #[test]
    fn each_rule_names_its_field() {
        let bad: [(&[(&str, &str)], &str); 12] = [
            (&[("token", "x")], "token:"),
            (&[("variant", "janggi")], "variant:"),
            (&[("variant", "atomic"), ("fen", SP518)], "fen:"),
            (
                &[("variant", "chess960"), ("fen", SP518), ("rated", "true")],
                "rated:",
            ),
            (&[("clock.limit", "600")], "clock.limit and clock.increment"),
            (
                &[("clock.limit", "10801"), ("clock.increment", "0")],
                "clock.limit:",
            ),
            (
                &[("clock.limit", "60"), ("clock.increment", "61")],
                "clock.increment:",
            ),
            (&[("days", "4")], "days:"),
            (
                &[
                    ("variant", "chess960"),
                    (
                        "fen",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBRN w - - 0 1",
                    ),
                ],
                "fen:",
            ),
            (
                &[
                    ("variant", "fromPosition"),
                    (
                        "fen",
                        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1",
                    ),
                ],
                "fen:",
            ),
            (
                &[
                    ("variant", "fromPosition"),
                    (
                        "fen",
                        "rnbqkbnrrn/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKBNRRN w - - 0 1",
                    ),
                ],
                "fen:",
            ),
            (&[("rules", "noAbort")], "rules:"),
        ];
        for (fields, named) in bad {
            let why = check(&req(fields)).unwrap_err();
            assert!(why.starts_with(named), "{fields:?}: {why}");
        }
        let mut with_token = req(&[]);
        with_token.authorization = Some("Bearer x".into());
        assert!(check(&with_token).unwrap_err().starts_with("Authorization"));
        let mut json_body = req(&[]);
        json_body.content_type = "application/json".into();
        assert!(check(&json_body).unwrap_err().starts_with("Content-Type"));
    }
}

/// The stand-in over HTTP, asked directly.
mod served {
    use std::time::Duration;

    use super::*;

    async fn post(url: &str, body: &'static str) -> Result<(u16, Value), reqwest::Error> {
        let answer = reqwest::Client::new()
            .post(format!("{url}/api/challenge/open"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .timeout(Duration::from_secs(2))
            .send()
            .await?;
        let status = answer.status().as_u16();
        Ok((status, answer.json().await.unwrap_or(Value::Null)))
    }

    #[tokio::test]
    async fn answers_as_lichess_does_and_logs_each_request() {
        let fake = FakeLichess::start().await;
        let (status, json) = post(&fake.url, "variant=chess960&fen=bbqnnrkr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FBBQNNRKR+w+KQkq+-+0+1&clock.limit=600&clock.increment=5")
            .await
            .unwrap();
        assert_eq!(status, 200, "{json}");
        for key in [
            "id",
            "url",
            "status",
            "challenger",
            "destUser",
            "variant",
            "rated",
            "speed",
            "timeControl",
            "color",
            "perf",
            "urlWhite",
            "urlBlack",
            "open",
        ] {
            assert!(json.get(key).is_some(), "{key} missing: {json}");
        }
        assert_eq!(json["timeControl"]["show"], "10+5");
        assert_eq!(
            json["urlWhite"],
            format!("{}?color=white", json["url"].as_str().unwrap())
        );

        let (status, json) = post(&fake.url, "variant=shogi").await.unwrap();
        assert_eq!(status, 400, "{json}");
        let said = json["error"]["variant"][0].as_str().unwrap();
        assert!(said.starts_with("unknown variant"), "{json}");
        assert_eq!(json["variant"], json["error"]["variant"]);

        fake.set_mode(Mode::TooMany);
        assert_eq!(post(&fake.url, "").await.unwrap().0, 429);

        fake.set_mode(Mode::Hang);
        assert!(post(&fake.url, "").await.unwrap_err().is_timeout());

        let log = fake.log();
        assert_eq!(log.len(), 4);
        assert_eq!(log[0].field("variant"), Some("chess960"));
        assert_eq!(
            (log[0].method.as_str(), log[0].path.as_str()),
            ("POST", "/api/challenge/open")
        );
        assert_eq!(fake.most_in_flight(), 1);
        assert_eq!(
            log.iter().map(|l| l.status).collect::<Vec<_>>(),
            [Some(200), Some(400), Some(429), None]
        );
    }

    /// Told to refuse, it answers every request as lichess refuses a
    /// form: the errors by field, at the top and under `error`.
    #[tokio::test]
    async fn refuses_as_lichess_refuses_a_form() {
        let fake = FakeLichess::start().await;
        fake.refuse("fen: **no**");
        let (status, json) = post(&fake.url, "variant=chess960").await.unwrap();
        assert_eq!(status, 400);
        assert_eq!(
            json,
            json!({"fen": ["**no**"], "error": {"fen": ["**no**"]}})
        );
        fake.refuse("Slow down");
        let (_, json) = post(&fake.url, "").await.unwrap();
        assert_eq!(json["error"], json!({"global": ["Slow down"]}));
    }

    #[tokio::test]
    async fn a_refused_address_refuses() {
        let err = post(&refused_url().await, "").await.unwrap_err();
        assert!(err.is_connect(), "{err}");
    }
}
