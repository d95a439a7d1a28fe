//! `backrank-tower-sim`: a pretend dice tower on a pseudo-terminal.
//!
//! ```text
//! backrank-tower-sim [--mode request|stream|bytes] [--die d6] [--behaviour fair]
//!                    [--seed N] [--link PATH] [--replug-after-ms N] [--interval-ms N]
//!                    [--boot-ms N | --no-reset] [--no-tags]
//! ```
//!
//! Prints the path to open (`backrank roll chess960 --source serial:PATH`)
//! and serves until killed. Like an Arduino Uno it restarts when its port
//! opens: it swallows input for `--boot-ms` (500; the bootloader), then
//! prints `READY sim-tower d6 tags`. `--no-reset` is a board that does not
//! restart (it answers `HELLO`); `--no-tags` speaks the first protocol
//! (plain `ROLL d6`, no `HELLO`). Behaviours: fair, biased, stuck, silent,
//! garbage, wrong-die, out-of-range, busy, sequence, unplug[:N], reset[:N],
//! late-first[:MS], cut-first.

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use backrank_serial::sim::{self, SimConfig};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("backrank-tower-sim: {e}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut config = SimConfig::uno(sim::Behaviour::Fair);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--mode" => config.mode = value()?.parse().map_err(|e| format!("{e}"))?,
            "--die" => config.die = value()?.parse().map_err(|e| format!("{e}"))?,
            "--behaviour" | "--behavior" => config.behaviour = value()?.parse()?,
            "--seed" => {
                config.seed = value()?
                    .parse()
                    .map_err(|_| "--seed takes a number".to_owned())?
            }
            "--link" => config.link = Some(PathBuf::from(value()?)),
            "--replug-after-ms" => {
                let ms: u64 = value()?
                    .parse()
                    .map_err(|_| "--replug-after-ms takes a number".to_owned())?;
                config.replug_after = Some(Duration::from_millis(ms));
            }
            "--interval-ms" => {
                let ms: u64 = value()?
                    .parse()
                    .map_err(|_| "--interval-ms takes a number".to_owned())?;
                config.interval = Duration::from_millis(ms);
            }
            "--boot-ms" => {
                let ms: u64 = value()?
                    .parse()
                    .map_err(|_| "--boot-ms takes a number".to_owned())?;
                config.boot = Some(Duration::from_millis(ms));
            }
            "--no-reset" => config.boot = None,
            "--no-tags" => config.tags = false,
            "--help" | "-h" => {
                println!(
                    "backrank-tower-sim [--mode request|stream|bytes] [--die d6] [--behaviour fair] \
                     [--seed N] [--link PATH] [--replug-after-ms N] [--interval-ms N] \
                     [--boot-ms N | --no-reset] [--no-tags]\n\n\
                     A pretend dice tower on a pseudo-terminal. Like an Arduino Uno it restarts \
                     when its port opens: it swallows input for --boot-ms (500), then prints \
                     READY. Behaviours: fair, biased, stuck, silent, garbage, wrong-die, \
                     out-of-range, busy, sequence, unplug[:N], reset[:N], late-first[:MS], \
                     cut-first."
                );
                return Ok(());
            }
            other => return Err(format!("unknown option '{other}' (try --help)")),
        }
    }
    let sim = sim::start(config).map_err(|e| format!("could not open a pseudo-terminal: {e}"))?;
    println!("{}", sim.path.display());
    let _ = std::io::stdout().flush();
    loop {
        std::thread::park();
    }
}
