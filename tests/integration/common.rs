//! Helpers shared by the integration tests.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;

/// The `backrank` binary, with the user's own settings kept out.
pub fn backrank() -> Command {
    let mut c = Command::cargo_bin("backrank").unwrap();
    c.env_remove("BACKRANK_CONFIG");
    c
}

/// Runs a command that must succeed and parses its JSON output.
pub fn json(args: &[&str]) -> Value {
    let out = backrank()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).unwrap()
}

/// Runs a command that must fail with `code`, print nothing on stdout, and
/// say `needle` on stderr.
pub fn fails(args: &[&str], code: i32, needle: &str) {
    backrank()
        .args(args)
        .assert()
        .code(code)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(needle));
}

/// A scratch directory for one test, removed by the caller.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("backrank-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
