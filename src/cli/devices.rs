//! `backrank devices`: the serial ports, to find a dice tower or hardware
//! RNG on.

use serde_json::{Value, json};

use crate::cli::error::CliError;
use crate::cli::shared_args::Format;

/// `backrank devices`'s arguments (its help is the doc comment on
/// `Command::Devices`).
#[derive(Debug, clap::Args)]
pub struct DevicesArgs {
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// The serial ports on this machine, one a line.
pub fn run(args: &DevicesArgs) -> Result<String, CliError> {
    let json_out = args.format == Format::Json;
    #[cfg(feature = "serial")]
    let ports: Vec<(String, String)> = backrank_serial::list_ports()
        .map_err(|e| CliError::Failure(format!("could not list the serial ports: {e}")))?
        .into_iter()
        .map(|p| (p.path, p.kind))
        .collect();
    #[cfg(not(feature = "serial"))]
    let ports: Vec<(String, String)> = Vec::new();
    if json_out {
        let list: Vec<Value> = ports
            .iter()
            .map(|(p, k)| json!({"path": p, "kind": k}))
            .collect();
        return Ok(crate::app::json::to_string(&Value::Array(list)));
    }
    if ports.is_empty() {
        return Ok(
            "No serial ports found. Plug the tower in and run this again; on Linux it shows up \
                   as /dev/ttyUSB0 or /dev/ttyACM0.\n"
                .to_owned(),
        );
    }
    let width = ports.iter().map(|(p, _)| p.len()).max().unwrap_or(0);
    Ok(ports
        .iter()
        .map(|(p, k)| format!("{p:width$}  {k}\n"))
        .collect())
}
