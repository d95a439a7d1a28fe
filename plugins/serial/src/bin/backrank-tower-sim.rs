//! `backrank-tower-sim`: a pretend dice tower on a pseudo-terminal.
//!
//! ```text
//! backrank-tower-sim [--mode request|stream|bytes] [--die d6] [--behaviour fair]
//!                    [--seed N] [--link PATH] [--replug-after-ms N] [--interval-ms N]
//! ```
//!
//! Prints the path to open (`backrank roll chess960 --source serial:PATH`)
//! and serves until killed. Behaviours: fair, biased, stuck, silent,
//! garbage, wrong-die, out-of-range, busy, sequence, unplug[:N], reset[:N].

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
    let mut config = SimConfig::new(Default::default(), sim::Behaviour::Fair);
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
            "--help" | "-h" => {
                println!(
                    "backrank-tower-sim [--mode request|stream|bytes] [--die d6] [--behaviour fair] \
                     [--seed N] [--link PATH] [--replug-after-ms N] [--interval-ms N]"
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
