//! The one place that knows every command: the settings and the variant
//! files read once, then each command's handler called with its own
//! arguments.

use crate::app::settings::Settings;
use crate::cli::args::{Args, Command};
use crate::cli::error::CliError;
use crate::cli::lang::asked_lang;
use crate::cli::pairings;
use crate::cli::{
    audit, config, console, devices, doctor, position, replay, roll, serve, slash_commands, stats,
    store, test_device, variant_files, variants, verify_event, web,
};

/// Runs one command and returns what to print.
///
/// # Errors
///
/// [`CliError`] with the message for stderr.
pub async fn run(args: Args) -> Result<String, CliError> {
    // The defaults print even when the settings do not read: they are what
    // a broken settings file is fixed from.
    if let Command::Config(config) = &args.command {
        return Ok(config::run(config));
    }
    let settings = Settings::load(args.config.as_deref()).map_err(CliError::input)?;
    variant_files::load(&settings, &args.variant_files)?;
    let asked = asked_lang(args.lang.as_deref())?;
    let lang = asked.unwrap_or_default();
    match args.command {
        Command::Variants(variants) => variants::run(variants, lang),
        Command::Position(position) => position::run(&position, lang),
        Command::Roll(roll) => roll::run(&settings, roll, lang).await,
        Command::Replay(replay) => replay::run(&settings, &replay, lang).await,
        Command::Devices(devices) => devices::run(&devices),
        Command::Serve(serve) => serve::run(settings, serve).await,
        Command::Web(web) => web::run(settings, web).await,
        Command::Console(console) => console::run(settings, console, asked).await,
        Command::TestDevice(test) => test_device::run(&settings, test).await,
        Command::Store(store) => store::run(&settings, store).await,
        Command::Doctor(doctor) => doctor::run(&settings, args.config.as_deref(), &doctor).await,
        Command::Commands(commands) => slash_commands::run(&settings, commands).await,
        Command::Config(config) => Ok(config::run(&config)),
        Command::VerifyEvent(verify) => verify_event::run(&settings, verify, lang).await,
        Command::Stats(stats) => stats::run(settings, stats, lang).await,
        Command::Audit(audit) => audit::run(&settings, audit, lang),
        Command::Pairings(pairings) => pairings::run(&settings, &pairings, lang),
    }
}
