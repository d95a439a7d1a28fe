//! The whole signed reply, as a user's Discord sees it: `/position
//! variant:chess960 number:N` posted over loopback HTTP, signed, to
//! `backrank serve --http` (its own SQLite store) and to the peer's
//! endpoint (benches/peer/peer_server.py), one request at a time on a
//! kept-alive connection, alternating between the two so both meet the
//! same machine. The 300 numbers are the image bench's; the warm-up asks
//! for others, so no board is drawn twice.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ed25519_dalek::SigningKey;
use serde_json::{Value, json};

use crate::host::{self, Server};

/// One side's figures.
#[derive(Default)]
struct Side {
    times: Vec<Duration>,
    pings: Vec<Duration>,
    bytes: usize,
    cpu: Duration,
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
            "mean_reply_bytes": self.bytes as f64 / n as f64,
        })
        .to_string()
    }
}

fn position(number: u64) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": format!("{}", 1_300_000_000_000_000_000u64 + number),
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
        // No REST calls are made: every reply goes back in the response.
        let (ours_port, ours) = host::host(&key, "http://127.0.0.1:9", &dir, "", "2000");
        let (theirs_port, theirs) = peer(python, &key);
        let urls = [
            format!("http://127.0.0.1:{ours_port}/interactions"),
            format!("http://127.0.0.1:{theirs_port}/interactions"),
        ];
        let client = reqwest::Client::new();
        host::ready(&client, &key, &urls[0]).await;
        let pids = [ours.0.id(), theirs.0.id()];
        // Warm-up on other numbers: connections, caches, lazy statics.
        for n in (1..60).step_by(3) {
            for url in &urls {
                post(&client, &key, url, &position(n)).await;
            }
        }
        let mut sides = [Side::default(), Side::default()];
        for (side, pid) in sides.iter_mut().zip(pids) {
            side.cpu = host::cpu_time(pid);
        }
        let ping = host::ping();
        for n in (0..900).step_by(3) {
            let body = position(n);
            for (side, url) in sides.iter_mut().zip(&urls) {
                let (took, bytes) = post(&client, &key, url, &body).await;
                side.times.push(took);
                side.bytes += bytes;
            }
        }
        for (side, pid) in sides.iter_mut().zip(pids) {
            side.cpu = host::cpu_time(pid) - side.cpu;
        }
        // A signed PING through the same client: the floor of a reply.
        for _ in 0..100 {
            for (side, url) in sides.iter_mut().zip(&urls) {
                side.pings.push(post(&client, &key, url, &ping).await.0);
            }
        }
        println!("{}", sides[0].line("backrank reply"));
        println!("{}", sides[1].line("python-chess + cairosvg reply"));
        drop((ours, theirs));
        let _ = std::fs::remove_dir_all(&dir);
    });
}
