//! The whole signed reply, as a user's Discord sees it: `/position
//! variant:chess960 number:N` posted over loopback HTTP, signed, to
//! `backrank serve --http` (its own SQLite store) and to the peer's
//! endpoint (benches/peer/peer_server.py), one request at a time,
//! alternating between the sides so all meet the same machine. The 300
//! numbers are the image bench's.
//!
//! The sides, each a process of its own (so each one's CPU is its own):
//!
//! - Backrank with its cache of encoded boards off (`[bot]
//!   image_cache_mb = 0`), every board drawn: on a kept-alive connection,
//!   and on a new connection for each request (as Discord's calls may
//!   come); its warm-up asks for other numbers;
//! - Backrank with the cache on, asked for boards it has drawn (its
//!   warm-up asks for the same 300): the steady state of a board posted
//!   to many servers;
//! - with `PEER_BASE_BIN` (another build of `backrank`, main's say), that
//!   build on a kept-alive connection and on new ones, for a before and
//!   after in one run;
//! - the peer, on a kept-alive connection.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ed25519_dalek::SigningKey;
use serde_json::{Value, json};

use crate::host::{self, Server};

/// Signed PINGs sent each side after the replies.
const PINGS: usize = 600;

/// One side's figures.
#[derive(Default)]
struct Side {
    times: Vec<Duration>,
    pings: Vec<Duration>,
    bytes: usize,
    cpu: Duration,
    /// The server's CPU over the signed PINGs.
    ping_cpu: Duration,
}

impl Side {
    fn line(&mut self, who: &str) -> String {
        let median = |t: &mut Vec<Duration>| {
            t.sort();
            t.get(t.len() / 2)
                .map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0)
        };
        let n = self.times.len();
        let p90 = {
            self.times.sort();
            self.times[n * 9 / 10].as_secs_f64() * 1000.0
        };
        json!({
            "who": who,
            "replies": n,
            "median_ms": median(&mut self.times),
            "p90_ms": p90,
            "ping_median_ms": median(&mut self.pings),
            "cpu_ms_per_reply": self.cpu.as_secs_f64() * 1000.0 / n as f64,
            "cpu_ms_per_ping": self.ping_cpu.as_secs_f64() * 1000.0 / self.pings.len() as f64,
            "mean_reply_bytes": self.bytes as f64 / n as f64,
        })
        .to_string()
    }
}

/// A signed `/position chess960 number` interaction, the `round`th asked
/// of its number: each has an id of its own, as Discord's have; one id
/// sent twice is a second delivery, which is not answered again.
fn position(number: u64, round: u64) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": format!("{}", 1_300_000_000_000_000_000u64 + round * 1_000_000 + number),
        "application_id": "1111111111111111111", "type": 2,
        "data": {"id": "2222222222222222222", "name": "position", "type": 1,
                 "options": [{"name": "variant", "type": 3, "value": "chess960"},
                             {"name": "number", "type": 4, "value": number}]},
        "guild_id": "3333333333333333333", "channel_id": "4444444444444444444",
        "channel": {"id": "4444444444444444444", "type": 0},
        "member": {"user": {"id": "5000000000000000001", "username": "player", "discriminator": "0", "avatar": null},
                   "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
                   "flags": 0, "permissions": "0"},
        "token": format!("peer-{number}"), "version": 1, "app_permissions": "0", "locale": "en-US",
        "entitlements": [], "attachment_size_limit": 26214400
    }))
    .unwrap()
}

/// Posts a signed body; the time to the whole response, and its size.
/// A response that is not a 200 multipart reply (or a PING's 200) stops
/// the benchmark: a fast error is no measurement.
async fn post(
    client: &reqwest::Client,
    key: &SigningKey,
    url: &str,
    body: &[u8],
) -> (Duration, usize) {
    let request = host::signed_post(client, key, url, body.to_vec());
    let sent = Instant::now();
    let r = request
        .send()
        .await
        .unwrap_or_else(|e| panic!("{url}: {e}"));
    let status = r.status();
    let kind = r
        .headers()
        .get("content-type")
        .and_then(|c| c.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let bytes = r.bytes().await.unwrap();
    let took = sent.elapsed();
    let ping = serde_json::from_slice::<Value>(body).is_ok_and(|v| v["type"] == 1);
    assert!(
        status == 200 && (ping || kind.starts_with("multipart/form-data")),
        "{url}: {status} {kind}: {}",
        String::from_utf8_lossy(&bytes[..bytes.len().min(300)])
    );
    (took, bytes.len())
}

/// Starts the peer's endpoint and waits for its "ready" line.
fn peer(python: &str, key: &SigningKey) -> (u16, Server) {
    use std::io::BufRead;
    let port = host::free_port();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/peer/peer_server.py");
    let mut child = Command::new(python)
        .args([
            script,
            &port.to_string(),
            &hex::encode(key.verifying_key().to_bytes()),
        ])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the peer's python starts");
    let mut line = String::new();
    let out = child.stdout.take().unwrap();
    std::io::BufReader::new(out).read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "ready", "the peer's endpoint did not start");
    (port, Server(child))
}

/// One side of the comparison: an endpoint, its process, and the client
/// that reaches it.
struct Endpoint {
    who: String,
    url: String,
    pid: u32,
    client: reqwest::Client,
    /// Asked for the measured numbers in its warm-up.
    warm_on_measured: bool,
}

/// A side to start: who, its program, its settings, its client, and
/// whether its warm-up asks for the measured numbers.
type Wanted<'a> = (
    String,
    String,
    &'a [(&'a str, &'a str)],
    &'a reqwest::Client,
    bool,
);

/// Runs the comparison and prints one JSON line per side.
pub fn run(python: &str) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let key = SigningKey::from_bytes(&[7u8; 32]);
        let dir = std::env::temp_dir().join(format!("backrank-peer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let kept_alive = reqwest::Client::new();
        // No idle connection is kept: each request opens its own.
        let fresh = reqwest::Client::builder()
            .pool_max_idle_per_host(0)
            .build()
            .unwrap();
        let ours = env!("CARGO_BIN_EXE_backrank").to_owned();
        let base = std::env::var("PEER_BASE_BIN").ok();
        let no_cache: &[(&str, &str)] = &[("BACKRANK__BOT__IMAGE_CACHE_MB", "0")];
        let mut wanted: Vec<Wanted> = vec![
            (
                "backrank reply".into(),
                ours.clone(),
                no_cache,
                &kept_alive,
                false,
            ),
            (
                "backrank reply, new connection each".into(),
                ours.clone(),
                no_cache,
                &fresh,
                false,
            ),
            (
                "backrank reply, cached".into(),
                ours.clone(),
                &[],
                &kept_alive,
                true,
            ),
        ];
        if let Some(base) = &base {
            wanted.push(("base reply".into(), base.clone(), &[], &kept_alive, false));
            wanted.push((
                "base reply, new connection each".into(),
                base.clone(),
                &[],
                &fresh,
                false,
            ));
        }
        let mut servers = Vec::new();
        let mut sides = Vec::new();
        // No REST calls are made: every reply goes back in the response.
        for (i, (who, bin, settings, client, warm_on_measured)) in wanted.into_iter().enumerate() {
            let (port, server) = host::host_of(
                &bin,
                settings,
                &key,
                "http://127.0.0.1:9",
                &dir.join(i.to_string()),
                "",
                "2000",
            );
            sides.push(Endpoint {
                who,
                url: format!("http://127.0.0.1:{port}/interactions"),
                pid: server.0.id(),
                client: client.clone(),
                warm_on_measured,
            });
            servers.push(server);
        }
        let (theirs_port, theirs) = peer(python, &key);
        sides.push(Endpoint {
            who: "python-chess + cairosvg reply".into(),
            url: format!("http://127.0.0.1:{theirs_port}/interactions"),
            pid: theirs.0.id(),
            client: kept_alive.clone(),
            warm_on_measured: false,
        });
        for side in &sides {
            host::ready(&side.client, &key, &side.url).await;
        }
        let measured: Vec<u64> = (0..900).step_by(3).collect();
        // Warm-up: connections, caches, lazy statics; on other numbers,
        // but for the cached side, which is to have drawn the measured ones.
        for side in &sides {
            let numbers: Vec<u64> = if side.warm_on_measured {
                measured.clone()
            } else {
                (1..60).step_by(3).collect()
            };
            for n in numbers {
                post(&side.client, &key, &side.url, &position(n, 0)).await;
            }
        }
        let mut figures: Vec<Side> = sides.iter().map(|_| Side::default()).collect();
        for (f, side) in figures.iter_mut().zip(&sides) {
            f.cpu = host::cpu_time(side.pid);
        }
        let ping = host::ping();
        for n in &measured {
            let body = position(*n, 1);
            for (f, side) in figures.iter_mut().zip(&sides) {
                let (took, bytes) = post(&side.client, &key, &side.url, &body).await;
                f.times.push(took);
                f.bytes += bytes;
            }
        }
        for (f, side) in figures.iter_mut().zip(&sides) {
            f.cpu = host::cpu_time(side.pid) - f.cpu;
        }
        // A signed PING through the same client: the floor of a reply,
        // in time and in the server's CPU (the signature check, the
        // request and the response, nothing read or drawn). Enough of
        // them for the CPU's 10 ms ticks to count to within a tenth.
        for (f, side) in figures.iter_mut().zip(&sides) {
            f.ping_cpu = host::cpu_time(side.pid);
        }
        for _ in 0..PINGS {
            for (f, side) in figures.iter_mut().zip(&sides) {
                f.pings
                    .push(post(&side.client, &key, &side.url, &ping).await.0);
            }
        }
        for (f, side) in figures.iter_mut().zip(&sides) {
            f.ping_cpu = host::cpu_time(side.pid) - f.ping_cpu;
        }
        for (f, side) in figures.iter_mut().zip(&sides) {
            println!("{}", f.line(&side.who));
        }
        drop((servers, theirs));
        let _ = std::fs::remove_dir_all(&dir);
    });
}
