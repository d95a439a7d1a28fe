//! A throwaway PostgreSQL server for the tests, started on first use.
//!
//! The tests need nothing set up: the first one that asks makes a cluster
//! with `initdb` in a temporary directory, from the server binaries under
//! `/usr/lib/postgresql/*/bin` (Debian's `postgresql` package), and starts
//! it on a free loopback port. Every test then gets a database of its own.
//! When root runs the tests, the server runs as the `postgres` user (it
//! refuses root).
//!
//! The server speaks TLS too, with a certificate for 127.0.0.1 signed by a
//! certificate authority made for this run ([`ca_file`]): the tests'
//! databases are reached with `sslmode=disable`, and the TLS tests ask for
//! `sslmode=require`.
//!
//! The server stops when the test process ends, however it ends: a small
//! shell keeps it, reading its stdin from a pipe whose other end only this
//! process holds; the pipe closes when the process exits (even by SIGKILL),
//! and the shell then stops the server and removes its directory.

use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The server's superuser URL without a database name, or why there is
/// no server.
static SERVER: OnceLock<Result<String, String>> = OnceLock::new();

/// The write end of the keeper's stdin: held until the process exits.
static KEEPER: OnceLock<std::sync::Mutex<ChildStdin>> = OnceLock::new();

/// The certificate authority the server's certificate is signed by.
static CA: OnceLock<PathBuf> = OnceLock::new();

/// The URL of a new, empty database of this test's own, reached without
/// TLS.
pub async fn fresh_database() -> String {
    let base = server();
    static N: AtomicUsize = AtomicUsize::new(0);
    let name = format!(
        "t{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    let (client, conn) = tokio_postgres::connect(
        &format!("{base}/postgres?sslmode=disable"),
        tokio_postgres::NoTls,
    )
    .await
    .unwrap_or_else(|e| panic!("the test PostgreSQL server at {base} refused: {e}"));
    let driver = tokio::spawn(conn);
    client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap_or_else(|e| panic!("could not create database {name}: {e}"));
    drop(client);
    let _ = driver.await;
    format!("{base}/{name}?sslmode=disable")
}

/// The PEM file of the certificate authority that signed the server's
/// certificate.
pub fn ca_file() -> PathBuf {
    server();
    CA.get().expect("the server was started with TLS").clone()
}

/// The server's base URL (`postgres://postgres@127.0.0.1:PORT`), starting
/// it on first use.
pub fn server() -> String {
    SERVER
        .get_or_init(start)
        .clone()
        .unwrap_or_else(|why| panic!("no PostgreSQL server for the tests: {why}"))
}

/// The newest server binaries installed.
fn bin_dir() -> Result<PathBuf, String> {
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|e| format!("/usr/lib/postgresql: {e}"))?
        .filter_map(|e| {
            let e = e.ok()?;
            let version = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("postgres").exists().then_some((version, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, b)| b).ok_or_else(|| {
        "no server binaries under /usr/lib/postgresql/*/bin: install Debian's postgresql \
         package (apt-get install postgresql)"
            .into()
    })
}

/// The uid and gid the server runs as: ours, or `postgres`'s when we are
/// root.
fn server_user() -> Result<Option<(u32, u32)>, String> {
    let id = |args: &[&str]| -> Result<u32, String> {
        let out = Command::new("id")
            .args(args)
            .output()
            .map_err(|e| format!("id: {e}"))?;
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .map_err(|_| {
                format!(
                    "`id {}` failed: {}",
                    args.join(" "),
                    String::from_utf8_lossy(&out.stderr).trim()
                )
            })
    };
    if id(&["-u"])? != 0 {
        return Ok(None);
    }
    Ok(Some((id(&["-u", "postgres"])?, id(&["-g", "postgres"])?)))
}

fn as_server_user(mut c: Command, user: Option<(u32, u32)>) -> Command {
    use std::os::unix::process::CommandExt;
    if let Some((uid, gid)) = user {
        c.uid(uid).gid(gid);
    }
    c
}

fn start() -> Result<String, String> {
    let bin = bin_dir()?;
    let user = server_user()?;
    let dir = std::env::temp_dir().join(format!("backrank-pg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if let Some((uid, gid)) = user {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
            .map_err(|e| format!("chown {}: {e}", dir.display()))?;
    }
    write_certificates(&dir, user)?;
    let data = dir.join("data");
    let mut initdb = Command::new(bin.join("initdb"));
    initdb
        .args([
            "-U",
            "postgres",
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--no-sync",
            "--no-instructions",
            "-D",
        ])
        .arg(&data)
        .current_dir(&dir);
    let out = as_server_user(initdb, user)
        .output()
        .map_err(|e| format!("initdb: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "initdb failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free port: {e}"))?
        .port();
    let log = keep(&bin, &dir, port, user)?;
    let base = format!("postgres://postgres@127.0.0.1:{port}");
    wait_ready(&log)?;
    Ok(base)
}

/// A certificate authority made for this run, and the server's certificate
/// (for 127.0.0.1 and localhost) signed by it; the key readable by the
/// server's user alone, as PostgreSQL requires.
fn write_certificates(dir: &Path, user: Option<(u32, u32)>) -> Result<(), String> {
    use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, KeyPair};
    use std::os::unix::fs::PermissionsExt;
    let e = |e: rcgen::Error| format!("making the test certificates: {e}");
    let ca_key = KeyPair::generate().map_err(e)?;
    let mut ca = CertificateParams::new(Vec::<String>::new()).map_err(e)?;
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca.distinguished_name
        .push(DnType::CommonName, "Backrank test CA");
    let ca = ca.self_signed(&ca_key).map_err(e)?;
    let key = KeyPair::generate().map_err(e)?;
    let server = CertificateParams::new(vec!["127.0.0.1".to_owned(), "localhost".to_owned()])
        .map_err(e)?
        .signed_by(&key, &ca, &ca_key)
        .map_err(e)?;
    let write = |name: &str, text: String, mode: u32| -> Result<(), String> {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        if let Some((uid, gid)) = user {
            std::os::unix::fs::chown(&path, Some(uid), Some(gid))
                .map_err(|e| format!("chown {}: {e}", path.display()))?;
        }
        Ok(())
    };
    write("ca.pem", ca.pem(), 0o644)?;
    write("server.crt", server.pem(), 0o644)?;
    write("server.key", key.serialize_pem(), 0o600)?;
    let _ = CA.set(dir.join("ca.pem"));
    Ok(())
}

/// Starts the server under a keeper shell that stops it when this process
/// ends (see the module's comment). Returns the server's log, line by line,
/// as it comes (read to its end on a thread of its own, so the server never
/// blocks on a full pipe).
fn keep(
    bin: &Path,
    dir: &Path,
    port: u16,
    user: Option<(u32, u32)>,
) -> Result<std::sync::mpsc::Receiver<String>, String> {
    // Durability settings are off: the tests kill bot processes, never the
    // server, and a throwaway cluster need not survive a power cut.
    let script = r#"
        "$1/postgres" -D "$2/data" -p "$3" -h 127.0.0.1 -k "$2" \
            -c fsync=off -c full_page_writes=off -c synchronous_commit=off \
            -c max_connections=400 -c ssl=on -c ssl_cert_file="$2/server.crt" \
            -c ssl_key_file="$2/server.key" -c lc_messages=C </dev/null 2>&1 &
        pid=$!
        cat >/dev/null
        kill -INT "$pid" 2>/dev/null
        wait "$pid"
        rm -rf "$2"
    "#;
    let mut c = Command::new("sh");
    c.arg("-c")
        .arg(script)
        .arg("backrank-test-postgres")
        .arg(bin)
        .arg(dir)
        .arg(port.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let mut child = as_server_user(c, user)
        .spawn()
        .map_err(|e| format!("could not start the keeper shell: {e}"))?;
    let stdin = child.stdin.take().ok_or("the keeper has no stdin")?;
    let stdout = child.stdout.take().ok_or("the keeper has no stdout")?;
    let _ = KEEPER.set(std::sync::Mutex::new(stdin));
    // The keeper is reaped by nobody: it outlives every test by design.
    std::mem::forget(child);
    let (lines, log) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // Nobody listens once the server is up; the log is still read.
            let _ = lines.send(line);
        }
    });
    Ok(log)
}

/// Waits for the server's own word that it accepts connections, or says
/// why it did not come within a minute, with the end of its log.
fn wait_ready(log: &std::sync::mpsc::Receiver<String>) -> Result<(), String> {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen: Vec<String> = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match log.recv_timeout(left) {
            Ok(line) if line.contains("ready to accept connections") => return Ok(()),
            Ok(line) => seen.push(line),
            Err(e) => {
                let end = seen.len().saturating_sub(20);
                return Err(format!(
                    "the server did not start ({}); its log ends:\n{}",
                    match e {
                        std::sync::mpsc::RecvTimeoutError::Timeout => "not ready within a minute",
                        std::sync::mpsc::RecvTimeoutError::Disconnected => "it stopped",
                    },
                    seen[end..].join("\n")
                ));
            }
        }
    }
}
