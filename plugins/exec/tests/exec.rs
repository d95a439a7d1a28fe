//! The exec plugin against real programs: the example plugin, and small
//! shell scripts that misbehave in each way the plugin must report.

use std::time::Duration;

use backrank_entropy::{Die, EntropyError, EntropySource};
use backrank_exec::{ExecConfig, ExecSource};

fn source(command: &str) -> ExecSource {
    let mut config = ExecConfig::new(command);
    config.answer_timeout = Duration::from_millis(700);
    ExecSource::new(config)
}

fn example() -> String {
    format!("sh {}/examples/urandom-dice.sh", env!("CARGO_MANIFEST_DIR"))
}

async fn error_of(command: &str) -> String {
    source(command)
        .throw(Die::D6)
        .await
        .unwrap_err()
        .to_string()
}

#[tokio::test]
async fn the_example_plugin_throws_every_die() {
    let mut s = source(&example());
    for die in Die::ALL {
        let mut seen = vec![0u32; usize::from(die.sides())];
        for _ in 0..(u32::from(die.sides()) * 8) {
            let f = s.throw(die).await.unwrap();
            assert_eq!(f.die(), die);
            seen[usize::from(f.index())] += 1;
        }
        assert!(
            seen.iter().filter(|&&c| c > 0).count() > usize::from(die.sides()) / 2,
            "{die}: {seen:?}"
        );
    }
}

#[tokio::test]
async fn a_crashing_program_is_reported_with_its_last_words() {
    // Whether the request or the answer is first to find it gone depends on
    // timing; either way the status and last words are reported.
    let e = error_of("echo 'camera not found' >&2; exit 3").await;
    assert!(
        e.contains("it exited") || e.contains("it stopped reading requests"),
        "{e}"
    );
    assert!(e.contains("exit status: 3"), "{e}");
    assert!(e.contains("camera not found"), "{e}");
}

#[tokio::test]
async fn a_missing_program_is_reported() {
    let e = error_of("backrank-no-such-program-here").await;
    assert!(
        e.contains("it exited") || e.contains("it stopped reading requests"),
        "{e}"
    );
    assert!(e.contains("not found"), "{e}");
}

#[tokio::test]
async fn a_silent_program_times_out() {
    let e = error_of("sleep 5").await;
    assert!(e.contains("no answer within 0.7 s"), "{e}");
}

#[tokio::test]
async fn bad_answers_are_errors_not_faces() {
    for (script, needle) in [
        (
            "read x; echo 'the die rolled away'",
            "is not a line of the tower protocol",
        ),
        ("read x; echo 'FACE d6 9'", "sent face 9 for a d6"),
        (
            "read x; echo 'FACE d8 2'",
            "answered with a d8 face for a d6 throw",
        ),
        (
            "read x; echo 'ERR lens cap on'",
            "reported an error: lens cap on",
        ),
    ] {
        let e = error_of(script).await;
        assert!(e.contains(needle), "{script}: {e}");
    }
}

#[tokio::test]
async fn a_stuck_program_is_refused_by_the_health_tests() {
    let mut s = source("while read x; do echo 'FACE d6 4'; done");
    for _ in 0..8 {
        s.throw(Die::D6).await.unwrap();
    }
    assert!(matches!(
        s.throw(Die::D6).await,
        Err(EntropyError::Unhealthy { .. })
    ));
}

#[tokio::test]
async fn a_program_that_died_is_started_again() {
    // Answers once, then exits: every other throw fails and the next works.
    let mut s = source("read x; echo 'FACE d6 2'");
    assert_eq!(s.throw(Die::D6).await.unwrap().value(), 2);
    assert!(s.throw(Die::D6).await.is_err());
    assert_eq!(s.throw(Die::D6).await.unwrap().value(), 2);
}

#[tokio::test]
async fn dice_it_cannot_throw_are_refused() {
    let mut config = ExecConfig::new(example());
    config.dice = vec![Die::D6];
    let mut s = ExecSource::new(config);
    assert!(matches!(
        s.throw(Die::Coin).await,
        Err(EntropyError::Unsupported { .. })
    ));
}

/// Whether a process is still running (gone, or a zombie waiting to be
/// reaped, counts as ended). Field 3 of /proc/PID/stat is its state.
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            // The command name may hold spaces: read after its ')'.
            let (_, rest) = stat.rsplit_once(')')?;
            rest.split_whitespace().next().map(|state| state != "Z")
        })
        .unwrap_or(false)
}

/// The shell starts `sleep 77` and waits for it (as in `sleep 77; true`),
/// first printing the sleeper's pid. When the answer times out, the
/// program's whole process group goes, `sleep` included, not only the
/// shell.
#[tokio::test]
async fn a_program_that_times_out_is_ended_with_all_it_started() {
    let e = error_of("sleep 77 & echo $! >&2; wait; true").await;
    assert!(e.contains("no answer within 0.7 s"), "{e}");
    let sleeper: u32 = e
        .rsplit("its last error line: ")
        .next()
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("no pid in: {e}"));
    // SIGKILL is delivered by the kernel, not by the time kill(2) returns:
    // wait for the sleeper to end, up to a generous bound.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while running(sleeper) {
        assert!(
            std::time::Instant::now() < deadline,
            "sleep ({sleeper}) is still running"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// A program that writes hundreds of megabytes on stderr without a line
/// break: the plugin keeps a few hundred bytes of it, and still reports the
/// program's end with the start of that line.
#[tokio::test]
async fn endless_stderr_without_a_newline_costs_no_memory() {
    let peak = || -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    let before = peak();
    let mut config = ExecConfig::new("head -c 300000000 /dev/zero | tr '\\0' x >&2; exit 4");
    // Pushing 300 MB through a pipe takes a while on a busy machine.
    config.answer_timeout = Duration::from_secs(60);
    let e = ExecSource::new(config)
        .throw(Die::D6)
        .await
        .unwrap_err()
        .to_string();
    // VmHWM is the larger of a lazily kept high-water mark and the current
    // resident size, so it can read lower later than it did before: a fall
    // means no growth.
    let grown_mb = peak().saturating_sub(before) / 1024;
    assert!(e.contains("exit status: 4"), "{e}");
    assert!(e.contains(&"x".repeat(120)), "{e}");
    assert!(!e.contains(&"x".repeat(121)), "{e}");
    // 300 MB went through the pipe; the peak grew by far less than that.
    assert!(grown_mb < 50, "the process grew by {grown_mb} MB");
}
