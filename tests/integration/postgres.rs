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
//!
//! A test that must change a cluster's files with its server down (to
//! damage an index as a failing disk would) starts a [`Cluster`] of its
//! own, which it may [`stop`](Cluster::stop) and start again; the same
//! keeper stops and removes it when it is dropped or the process ends.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::Receiver;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The shared server, or why there is none. Never dropped: its keeper's
/// stdin stays open until the process exits.
static SERVER: OnceLock<Result<Cluster, String>> = OnceLock::new();

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
    shared().dir.join("ca.pem")
}

/// The server's base URL (`postgres://postgres@127.0.0.1:PORT`), starting
/// it on first use.
pub fn server() -> String {
    shared().base.clone()
}

/// The shared server, started on first use. Its log is not kept once it
/// is up: nobody waits for its words again.
fn shared() -> &'static Cluster {
    let started = SERVER.get_or_init(|| {
        let cluster = Cluster::start("shared")?;
        *cluster.log.lock().unwrap_or_else(|p| p.into_inner()) = None;
        Ok(cluster)
    });
    match started {
        Ok(cluster) => cluster,
        Err(why) => panic!("no PostgreSQL server for the tests: {why}"),
    }
}

/// A PostgreSQL cluster in a temporary directory, its server kept by a
/// shell that stops it and removes the directory when told, when the
/// cluster is dropped, or when this process ends.
pub struct Cluster {
    /// The superuser's URL without a database name.
    pub base: String,
    dir: PathBuf,
    /// The keeper's stdin: a line `stop` or `start`; closing it ends all.
    keeper: Option<ChildStdin>,
    /// The server's log, line by line, as it comes (while it is kept).
    log: Mutex<Option<Receiver<String>>>,
    child: Child,
}

impl Cluster {
    /// Makes a cluster with `initdb` and starts its server on a free
    /// loopback port.
    pub fn start(name: &str) -> Result<Cluster, String> {
        let bin = bin_dir()?;
        let user = server_user()?;
        let dir = std::env::temp_dir().join(format!("backrank-pg-{}-{name}", std::process::id()));
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
        let (keeper, log, child) = keep(&bin, &dir, port, user)?;
        let cluster = Cluster {
            base: format!("postgres://postgres@127.0.0.1:{port}"),
            dir,
            keeper: Some(keeper),
            log: Mutex::new(Some(log)),
            child,
        };
        cluster.wait_for("ready to accept connections")?;
        Ok(cluster)
    }

    /// The cluster's data directory (owned by the server's user).
    pub fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// Stops the server (a fast shutdown: every change is in its files
    /// when it returns) and waits until it has.
    pub fn stop(&mut self) {
        self.tell("stop");
        self.wait_for("database system is shut down")
            .unwrap_or_else(|why| panic!("{why}"));
    }

    /// Starts the server again after [`Cluster::stop`], on the same port.
    pub fn restart(&mut self) {
        self.tell("start");
        self.wait_for("ready to accept connections")
            .unwrap_or_else(|why| panic!("{why}"));
    }

    fn tell(&mut self, command: &str) {
        let keeper = self.keeper.as_mut().expect("the keeper is listening");
        writeln!(keeper, "{command}")
            .and_then(|()| keeper.flush())
            .unwrap_or_else(|e| panic!("the keeper of {} did not hear: {e}", self.dir.display()));
    }

    /// Waits for the server's own word `line`, or says why it did not come
    /// within a minute, with the end of its log.
    fn wait_for(&self, line: &str) -> Result<(), String> {
        match &*self.log.lock().unwrap_or_else(|p| p.into_inner()) {
            Some(log) => wait_for(log, line),
            None => Err(format!("the log of {} is not kept", self.dir.display())),
        }
    }
}

impl Drop for Cluster {
    /// Closing the keeper's stdin stops the server and removes its
    /// directory; the keeper is then waited for.
    fn drop(&mut self) {
        drop(self.keeper.take());
        let _ = self.child.wait();
    }
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
    Ok(())
}

/// Starts the server under a keeper shell that stops it when its stdin
/// closes (see the module's comment), and stops or starts it again on a
/// line `stop` or `start`. Returns the keeper's stdin, the server's log,
/// line by line, as it comes (read to its end on a thread of its own, so
/// the server never blocks on a full pipe), and the keeper.
fn keep(
    bin: &Path,
    dir: &Path,
    port: u16,
    user: Option<(u32, u32)>,
) -> Result<(ChildStdin, Receiver<String>, Child), String> {
    // Durability settings are off: the tests kill bot processes, never the
    // server, and a throwaway cluster need not survive a power cut. A
    // stop is a fast shutdown, which still writes every change to the
    // files before the server exits.
    let script = r#"
        serve() {
            "$1/postgres" -D "$2/data" -p "$3" -h 127.0.0.1 -k "$2" \
                -c fsync=off -c full_page_writes=off -c synchronous_commit=off \
                -c max_connections=400 -c ssl=on -c ssl_cert_file="$2/server.crt" \
                -c ssl_key_file="$2/server.key" -c lc_messages=C </dev/null 2>&1 &
            pid=$!
        }
        serve "$@"
        while read -r command; do
            case "$command" in
                stop) kill -INT "$pid"; wait "$pid" ;;
                start) serve "$@" ;;
            esac
        done
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
    let (lines, log) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // Nobody listens once the server is up; the log is still read.
            let _ = lines.send(line);
        }
    });
    Ok((stdin, log, child))
}

/// Waits for the server's own word `word` (that it accepts connections,
/// that it shut down), or says why it did not come within a minute, with
/// the end of its log.
fn wait_for(log: &Receiver<String>, word: &str) -> Result<(), String> {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen: Vec<String> = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match log.recv_timeout(left) {
            Ok(line) if line.contains(word) => return Ok(()),
            Ok(line) => seen.push(line),
            Err(e) => {
                let end = seen.len().saturating_sub(20);
                return Err(format!(
                    "the server did not say '{word}' ({}); its log ends:\n{}",
                    match e {
                        std::sync::mpsc::RecvTimeoutError::Timeout => "not within a minute",
                        std::sync::mpsc::RecvTimeoutError::Disconnected => "it stopped",
                    },
                    seen[end..].join("\n")
                ));
            }
        }
    }
}
