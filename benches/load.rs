//! A burst of signed interactions, all in flight at once, against a
//! `backrank serve --http` process on loopback (the release binary, with a
//! store of its own and a stand-in for Discord's REST API that takes the
//! deferred replies). Prints how many got their first answer within
//! Discord's three seconds, errors, latency percentiles, throughput, how
//! many were deferred, how many of those were never completed through REST
//! (the target is 0), and the server's memory: idle, and at its peak.
//!
//! Three set-ups in one run, side by side: one process on its own SQLite
//! file; one process on PostgreSQL; three processes (hosts on loopback) on
//! one PostgreSQL database, the burst spread over them as a load balancer
//! would. The PostgreSQL server is a throwaway cluster the benchmark starts
//! (as the tests do; see tests/integration/postgres.rs). Then the first
//! twice more with a deferral budget of 200 ms, so most replies are
//! deferred and finished through REST: once as is, once with 5% of REST
//! calls answered 503, as Discord sometimes does (the replies are retried,
//! and none may be lost).
//!
//! Run with `cargo bench --bench load` (`-- N` for another burst size; the
//! default is 1,000). The figures are in the README.

use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::routing::any;
use ed25519_dalek::SigningKey;
use serde_json::{Value, json};

#[path = "common/host.rs"]
mod host;
use host::{Server, host, memory_mb, ready, signed_post};

/// Discord's deadline for a first answer.
const DEADLINE: Duration = Duration::from_secs(3);

// The tests' throwaway server; the benchmark needs only its databases.
#[path = "../tests/integration/postgres.rs"]
#[allow(dead_code)]
mod postgres;

fn main() {
    // `cargo bench` passes `--bench`; a number is the burst size.
    let n: usize = std::env::args()
        .filter_map(|a| a.parse().ok())
        .next()
        .unwrap_or(1000);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    // The deferral budget of the first three runs (DEFER_MS sets another).
    let defer_ms = std::env::var("DEFER_MS").unwrap_or_else(|_| "2000".into());
    rt.block_on(async {
        run(n, 1, None, 0, &defer_ms).await;
        let db = postgres::fresh_database().await;
        run(n, 1, Some(db), 0, &defer_ms).await;
        let db = postgres::fresh_database().await;
        run(n, 3, Some(db), 0, &defer_ms).await;
        run(n, 1, None, 0, "200").await;
        run(n, 1, None, 5, "200").await;
    });
}

/// The interaction tokens whose deferred reply was completed, and every
/// call made, as `METHOD path status`, to show what happened to one that
/// was not. A deferred reply is completed by editing the original message,
/// or (a private answer to a public deferral) by a follow-up and the
/// original's removal.
#[derive(Clone, Default)]
struct Completed {
    tokens: Arc<Mutex<HashSet<String>>>,
    /// Tokens with a follow-up posted, and with the original removed.
    followed_up: Arc<Mutex<HashSet<String>>>,
    removed: Arc<Mutex<HashSet<String>>>,
    calls: Arc<Mutex<Vec<String>>>,
}

impl Completed {
    /// Notes a call answered 200; true when it completed its token's reply.
    fn note(&self, method: &axum::http::Method, path: &str) -> bool {
        use axum::http::Method;
        // /webhooks/{application}/{token}[/messages/@original]
        let parts: Vec<&str> = path.split('/').collect();
        let Some(at) = parts.iter().position(|p| *p == "webhooks") else {
            return false;
        };
        let Some(token) = parts.get(at + 2).map(|t| (*t).to_owned()) else {
            return false;
        };
        let original = parts.get(at + 3..at + 5) == Some(&["messages", "@original"][..]);
        let done = match (method, original) {
            (&Method::PATCH, true) => true,
            (&Method::POST, false) => {
                self.followed_up.lock().unwrap().insert(token.clone());
                self.removed.lock().unwrap().contains(&token)
            }
            (&Method::DELETE, true) => {
                self.removed.lock().unwrap().insert(token.clone());
                self.followed_up.lock().unwrap().contains(&token)
            }
            _ => false,
        };
        done && self.tokens.lock().unwrap().insert(token)
    }
}

/// Discord's REST API as far as deferred replies need it: every request is
/// answered with a message, but `fault_percent` of them (spread evenly, the
/// same ones every run) with 503. Each reply completed is noted by its
/// token, and counted in a watch the benchmark waits on.
async fn fake_rest(fault_percent: u64) -> (String, Completed, tokio::sync::watch::Receiver<usize>) {
    let (count, seen) = tokio::sync::watch::channel(0usize);
    let count = Arc::new(count);
    let completed = Completed::default();
    let noted = completed.clone();
    let calls = Arc::new(AtomicU64::new(0));
    let app = Router::new().fallback(any(move |method: axum::http::Method, uri: axum::http::Uri, body: axum::body::Bytes| {
        let (count, noted, calls) = (count.clone(), noted.clone(), calls.clone());
        async move {
            // The slash commands each host registers at start, as Discord
            // answers: none yet, then the list it was given.
            if uri.path().ends_with("/commands") {
                let listed = serde_json::from_slice(&body).unwrap_or_else(|_| json!([]));
                return (axum::http::StatusCode::OK, axum::Json(listed));
            }
            // A multiplicative hash of the call's number: faults spread
            // evenly over the run, not in one block.
            let call = calls.fetch_add(1, Ordering::Relaxed);
            let faulty = call.wrapping_mul(0x9E37_79B9_7F4A_7C15) % 100 < fault_percent;
            noted.calls.lock().unwrap().push(format!(
                "{method} {} {}",
                uri.path(),
                if faulty { 503 } else { 200 }
            ));
            if faulty {
                return (
                    axum::http::StatusCode::SERVICE_UNAVAILABLE,
                    axum::Json(json!({"message": "upstream connect error", "code": 0})),
                );
            }
            if noted.note(&method, uri.path()) {
                count.send_modify(|n| *n += 1);
            }
            (axum::http::StatusCode::OK, axum::Json(json!({
                "id": "7777777777777777777", "channel_id": "4444444444444444444",
                "author": {"id": "1111111111111111111", "username": "backrank", "discriminator": "0", "avatar": null, "bot": true},
                "content": "", "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
                "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0
            })))
        }
    }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, completed, seen)
}

fn interaction(i: usize) -> Value {
    let (name, options) = match i % 4 {
        0 | 1 => (
            "random",
            json!([{"name": "variant", "type": 3, "value": "chess960"}]),
        ),
        2 => (
            "position",
            json!([{"name": "variant", "type": 3, "value": "crc"}, {"name": "number", "type": 4, "value": i}]),
        ),
        _ => (
            "random",
            json!([{"name": "variant", "type": 3, "value": "korean"}]),
        ),
    };
    json!({
        "id": format!("{}", 1_300_000_000_000_000_000u64 + i as u64),
        "application_id": "1111111111111111111", "type": 2,
        "data": {"id": "2222222222222222222", "name": name, "type": 1, "options": options},
        "guild_id": "3333333333333333333", "channel_id": "4444444444444444444",
        "channel": {"id": "4444444444444444444", "type": 0},
        "member": {"user": {"id": format!("{}", 5_000_000_000_000_000_000u64 + i as u64), "username": "player", "discriminator": "0", "avatar": null},
                   "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
                   "flags": 0, "permissions": "0"},
        "token": format!("load-{i}"), "version": 1, "app_permissions": "0", "locale": "en-US",
        "entitlements": [], "attachment_size_limit": 26214400
    })
}

async fn run(
    n: usize,
    hosts: usize,
    store_url: Option<String>,
    fault_percent: u64,
    defer_ms: &str,
) {
    let key = SigningKey::from_bytes(&[7u8; 32]);
    let (rest_url, completed, rest_seen) = fake_rest(fault_percent).await;
    let dir = std::env::temp_dir().join(format!("backrank-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = store_url.clone().unwrap_or_default();
    let servers: Vec<(u16, Server)> = (0..hosts)
        .map(|_| host(&key, &rest_url, &dir, &store, defer_ms))
        .collect();
    let urls: Vec<String> = servers
        .iter()
        .map(|(port, _)| format!("http://127.0.0.1:{port}/interactions"))
        .collect();
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()
        .unwrap();
    for url in &urls {
        ready(&client, &key, url).await;
    }
    let pids: Vec<u32> = servers.iter().map(|(_, s)| s.0.id()).collect();
    let idle_mb = pids
        .iter()
        .map(|p| memory_mb(*p, "VmRSS:"))
        .fold(0.0, f64::max);

    let bodies: Vec<Vec<u8>> = (0..n)
        .map(|i| serde_json::to_vec(&interaction(i)).unwrap())
        .collect();
    let start = Instant::now();
    let tasks: Vec<_> = bodies
        .into_iter()
        .enumerate()
        .map(|(i, body)| {
            // Round robin, as a load balancer spreads requests.
            let request = signed_post(&client, &key, &urls[i % urls.len()], body);
            tokio::spawn(async move {
                let sent = Instant::now();
                let r = request.send().await;
                let token = format!("load-{i}");
                let outcome = match r {
                    Ok(r) if r.status() == 200 => {
                        let json = r
                            .headers()
                            .get("content-type")
                            .is_some_and(|c| c.as_bytes().starts_with(b"application/json"));
                        let body = r.bytes().await.unwrap_or_default();
                        let deferred = json
                            && serde_json::from_slice::<Value>(&body).is_ok_and(|v| v["type"] == 5);
                        Ok(deferred.then_some(token))
                    }
                    Ok(r) => Err(format!("status {}", r.status())),
                    Err(e) => Err(e.to_string()),
                };
                (sent.elapsed(), outcome)
            })
        })
        .collect();
    let mut times = Vec::new();
    let mut errors = Vec::new();
    let mut deferred_tokens = Vec::new();
    for t in tasks {
        let (took, outcome) = t.await.unwrap();
        match outcome {
            Ok(d) => {
                deferred_tokens.extend(d);
                times.push(took);
            }
            Err(e) => errors.push(e),
        }
    }
    let wall = start.elapsed();
    let deferred = deferred_tokens.len();
    // Deferred replies are finished through REST: wait for them all (with
    // faults, the retries' backoff takes a few seconds more).
    let mut finished = rest_seen.clone();
    let _ = tokio::time::timeout(
        Duration::from_secs(90),
        finished.wait_for(|n| *n >= deferred),
    )
    .await;
    let never_completed: Vec<&String> = {
        let done = completed.tokens.lock().unwrap();
        deferred_tokens
            .iter()
            .filter(|t| !done.contains(*t))
            .collect()
    };
    if let Some(first) = never_completed.first() {
        let calls = completed.calls.lock().unwrap();
        let about: Vec<&String> = calls
            .iter()
            .filter(|c| c.contains(&format!("/{first}/")) || c.contains(&format!("/{first} ")))
            .collect();
        println!("  the first never completed, {first}: its REST calls {about:?}");
    }
    let never_completed = never_completed.len();
    let peak_mb = pids
        .iter()
        .map(|p| memory_mb(*p, "VmHWM:"))
        .fold(0.0, f64::max);
    times.sort();
    let pct = |p: usize| {
        times
            .get(times.len() * p / 100)
            .copied()
            .unwrap_or_default()
    };
    let within = times.iter().filter(|t| **t <= DEADLINE).count();
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut setup = match (hosts, &store_url) {
        (1, None) => "one process on its SQLite file".to_owned(),
        (1, Some(_)) => "one process on PostgreSQL".to_owned(),
        (h, _) => format!("{h} processes (hosts) on one PostgreSQL database"),
    };
    setup += &format!(", deferred after {defer_ms} ms");
    if fault_percent > 0 {
        setup += &format!(", {fault_percent}% of REST calls answered 503");
    }
    println!("load: {n} signed interactions in flight at once against {setup}, on loopback");
    println!(
        "  first answer within 3 s: {within} of {n}; errors: {} {}",
        errors.len(),
        errors
            .first()
            .map(|e| format!("(first: {e})"))
            .unwrap_or_default()
    );
    println!(
        "  first answer p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms; all answered in {:.2} s",
        pct(50).as_secs_f64() * 1000.0,
        pct(99).as_secs_f64() * 1000.0,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1000.0,
        wall.as_secs_f64()
    );
    println!(
        "  throughput {:.0} interactions/s ({:.0} per core on {cpus} cores); deferred \
         {deferred}, never completed through REST {never_completed}",
        n as f64 / wall.as_secs_f64(),
        n as f64 / wall.as_secs_f64() / cpus as f64,
    );
    println!("  server memory (the largest process): idle {idle_mb:.1} MB, peak {peak_mb:.1} MB");
    drop(servers);
    let _ = std::fs::remove_dir_all(&dir);
}
