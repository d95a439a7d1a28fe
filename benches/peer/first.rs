//! The first image of a fresh process: the CPU time (user + system) of
//! `backrank roll chess960 --png FILE` against the same roll without
//! `--png`, several runs of each, alternating, so the difference is what
//! the first board costs a process that has drawn nothing: a command line
//! run, a bot's first reply after a restart. With `PEER_BASE_BIN` (another
//! build, main's say) the same for it, in the same run.

use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::json;

/// Runs of each command.
const RUNS: usize = 15;

/// The CPU time, user and system, of one run of `bin` with `args`. The
/// child is reaped by `wait4`, which also gives its times.
#[allow(clippy::zombie_processes)]
fn cpu_of(bin: &str, args: &[&str], dir: &std::path::Path) -> Duration {
    let child = Command::new(bin)
        .args(args)
        .env_remove("BACKRANK_CONFIG")
        .env("BACKRANK__STORE__DATA_DIR", dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the backrank binary starts");
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value, which wait4 fills in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our child's, not yet reaped; the pointers are to
    // live locals.
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(reaped, pid, "wait4 failed");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "{bin} {args:?} failed"
    );
    let tv = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

fn median_ms(mut d: Vec<Duration>) -> f64 {
    d.sort();
    d[d.len() / 2].as_secs_f64() * 1000.0
}

/// Prints one JSON line per build: the median CPU of the roll with and
/// without the image, and their difference.
pub fn run() {
    let ours = env!("CARGO_BIN_EXE_backrank").to_owned();
    let mut builds = vec![("backrank", ours)];
    if let Ok(base) = std::env::var("PEER_BASE_BIN") {
        builds.push(("base", base));
    }
    let dir = std::env::temp_dir().join(format!("backrank-first-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join("board.png");
    let png = png.to_str().unwrap();
    let with: [&str; 4] = ["roll", "chess960", "--png", png];
    let without: [&str; 2] = ["roll", "chess960"];
    let mut times: Vec<(Vec<Duration>, Vec<Duration>)> =
        builds.iter().map(|_| Default::default()).collect();
    // One run each first: the program's pages in the page cache.
    for (_, bin) in &builds {
        cpu_of(bin, &with, &dir);
    }
    for _ in 0..RUNS {
        for ((_, bin), (plain, imaged)) in builds.iter().zip(&mut times) {
            plain.push(cpu_of(bin, &without, &dir));
            imaged.push(cpu_of(bin, &with, &dir));
        }
    }
    for ((who, _), (plain, imaged)) in builds.iter().zip(times) {
        let (plain, imaged) = (median_ms(plain), median_ms(imaged));
        println!(
            "{}",
            json!({
                "who": format!("{who} first image"),
                "runs": RUNS,
                "cpu_ms_without_png": plain,
                "cpu_ms_with_png": imaged,
                "cpu_ms_of_first_image": imaged - plain,
            })
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
