//! Debian packages that tests need, installed by the tests themselves when
//! missing (the emulated tower's toolchain, the browser for the web pages'
//! tests): a fresh machine should not need a line of prose to pass.

use std::io::Write;
use std::process::{Command, Stdio};

/// Installs `all` (of which `missing` are not there) from Debian's
/// archive for `what_for`, saying so on stderr, past the test harness's
/// capture. As root, or with passwordless sudo; otherwise says what to
/// run.
///
/// # Errors
///
/// What to run by hand, or apt-get's own words when it fails.
pub fn install(all: &[&str], missing: &[&str], what_for: &str) -> Result<(), String> {
    let to_run = format!("apt-get install {}", all.join(" "));
    let Some(prefix) = privilege() else {
        return Err(format!(
            "{what_for} needs Debian's {}: run `sudo {to_run}`",
            missing.join(", ")
        ));
    };
    let say = |line: String| {
        let _ = writeln!(std::io::stderr(), "{line}");
    };
    say(format!(
        "backrank tests: installing Debian's {} for {what_for} ({}apt-get)",
        missing.join(", "),
        prefix.iter().map(|p| format!("{p} ")).collect::<String>()
    ));
    let apt = |args: &[&str]| -> Result<(), String> {
        let (program, rest) = match prefix.split_first() {
            Some((first, rest)) => (*first, [rest, &["apt-get"] as &[&str], args].concat()),
            None => ("apt-get", args.to_vec()),
        };
        let out = Command::new(program)
            .args(rest)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .output()
            .map_err(|e| format!("could not run apt-get: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "`{to_run}` failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ))
        }
    };
    apt(&["update", "-qq"])?;
    let mut install = vec!["install", "-y", "-qq", "--no-install-recommends"];
    install.extend(all);
    apt(&install)?;
    say("backrank tests: installed".to_owned());
    Ok(())
}

/// How apt-get may be run here: as is (root), through `sudo -n` (sudo
/// without a password), or not at all.
fn privilege() -> Option<Vec<&'static str>> {
    let runs = |program: &str, args: &[&str]| {
        Command::new(program)
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
    if !runs("apt-get", &["--version"]) {
        None
    } else if root {
        Some(Vec::new())
    } else if runs("sudo", &["-n", "true"]) {
        Some(vec!["sudo", "-n"])
    } else {
        None
    }
}
