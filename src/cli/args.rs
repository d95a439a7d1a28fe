//! The command line, as clap reads it: the options every command takes, and
//! the commands, each with its own arguments in its own module. Values stay
//! text here; each command's handler checks them, so every error message is
//! Backrank's own.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::cli::audit::AuditArgs;
use crate::cli::config::ConfigArgs;
use crate::cli::console::ConsoleArgs;
use crate::cli::devices::DevicesArgs;
use crate::cli::doctor::DoctorArgs;
use crate::cli::pairings::PairingsArgs;
use crate::cli::position::PositionArgs;
use crate::cli::replay::ReplayArgs;
use crate::cli::roll::RollArgs;
use crate::cli::serve::ServeArgs;
use crate::cli::slash_commands::CommandsArgs;
use crate::cli::stats::StatsArgs;
use crate::cli::store::StoreArgs;
use crate::cli::test_device::TestDeviceArgs;
use crate::cli::variants::VariantsArgs;
use crate::cli::verify_event::VerifyEventArgs;
use crate::cli::web::WebArgs;

#[derive(Debug, Parser)]
#[command(
    name = "backrank",
    version,
    about = "Random chess-variant setups you can redo by hand at the table.",
    long_about = "Random chess-variant setups you can redo by hand at the table.\n\n\
        Every roll comes with the step-by-step record of each die throw or coin flip, \
        so the players can repeat the procedure with a real die and get the same position.",
    after_help = "Examples:\n  \
        backrank roll chess960\n  \
        backrank roll chess960 --method number --dice coin --rolls HHTTTTHTTH\n  \
        backrank roll crc --source seed:club-night --format json\n  \
        backrank position chess960 518\n  \
        backrank audit chess960 --method king-first --dice all"
)]
pub struct Args {
    /// A settings file (TOML) overriding the defaults (`backrank config
    /// defaults` prints them, every setting with its comment).
    #[arg(long, global = true, env = "BACKRANK_CONFIG", value_name = "FILE")]
    pub config: Option<PathBuf>,

    /// A variant file (TOML) to load, checked and audited first; may be
    /// given more than once.
    #[arg(long = "variant-file", global = true, value_name = "FILE")]
    pub variant_files: Vec<PathBuf>,

    /// The language of records and replies: en, de, fr, es or ko (default:
    /// the one `LANG` names, else English).
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the variants, their legal sets and methods; `variants check
    /// FILE` checks a club's own variant file.
    Variants(VariantsArgs),
    /// Show a numbered position and how to set it up from its number.
    Position(PositionArgs),
    /// Roll a random starting position, with the record of every throw.
    Roll(RollArgs),
    /// Reproduce a roll from its replay code.
    Replay(ReplayArgs),
    /// Run the Discord bot: the gateway (default), or the HTTP interactions
    /// endpoint with --http.
    Serve(ServeArgs),
    /// Serve the table's web pages: a roll's page from its replay code
    /// (/r/CODE), a position by number (/p/VARIANT/NUMBER), roll-along,
    /// JSON and PGN, and the events of the store (/e/TOKEN, with the
    /// arbiter's screen; --no-events for none). No Discord or settings
    /// needed.
    Web(WebArgs),
    /// Try the bot without Discord: type slash commands at a prompt; with
    /// --lang, as a Discord in that language would get them.
    Console(ConsoleArgs),
    /// List the serial ports, to find a dice tower or hardware RNG.
    Devices(DevicesArgs),
    /// Throw a source many times and check it looks fair: counts per face,
    /// a chi-square test and the health tests.
    TestDevice(TestDeviceArgs),
    /// Check the settings before the bot's first start: the token, the
    /// application, the public key, the store, the hardware source, Discord
    /// itself; then print the links that add the bot to a server. Exit 2
    /// when something must be fixed.
    Doctor(DoctorArgs),
    /// The slash commands Discord has for this bot: show them, register
    /// this version's, or clear them. (`serve` registers them itself when
    /// they differ.)
    Commands(CommandsArgs),
    /// The settings: print the defaults, every setting with what it does,
    /// to start a settings file from.
    Config(ConfigArgs),
    /// The bot's store: bring its schema up to date, or copy it to another
    /// backend.
    Store(StoreArgs),
    /// Check a revealed round of an event (`/event`): its seed against the
    /// commitment published when the event started, or for an event drawn
    /// from drand's beacon its beacon round's signature, with no network;
    /// with --variant (and the event's --method and --dice), also the
    /// position it gives. Exits 1 when the seed does not match, 2 when the
    /// signature does not verify.
    // The roll's flags are shared with `roll`; here they are the event's.
    #[command(
        mut_arg("method", |a| a.help(
            "The event's method, as `/event show` gives it (default: the variant's default method)"
        )),
        mut_arg("dice", |a| a.help(
            "The event's device, as `/event show` gives it (default from settings: d6)"
        )),
        mut_arg("exclude_standard", |a| a.help(
            "The event throws the standard position again (`/event show` says so)"
        )),
        mut_arg("pair", |a| a.help("The event's rounds are pairs of games, colours swapped")),
    )]
    VerifyEvent(VerifyEventArgs),
    /// How a server's rolls (or a person's, outside servers) came out:
    /// counts per variant, method, device and source, each tested against
    /// fair dice and the methods' exact chances, as `/stats` shows them.
    Stats(StatsArgs),
    /// The exact fairness audit of a method with a device.
    Audit(AuditArgs),
    /// Redo a meetup night's pairings (boards and colours), as its start
    /// post's check line prints it: from round 1's --seed, or from its
    /// drand beacon round (--chain, --round, --signature, --purpose),
    /// whose signature is verified with no network. Exit 2 when it does
    /// not verify.
    Pairings(PairingsArgs),
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every option and argument of every command says what it is in
    /// `--help` (verify-event's --method and --dice once said nothing).
    #[test]
    fn every_argument_is_described() {
        fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                if id != "help" && id != "version" && arg.get_help().is_none() {
                    missing.push(format!("{path} {id}"));
                }
            }
            for sub in cmd.get_subcommands() {
                if sub.get_about().is_none() && sub.get_name() != "help" {
                    missing.push(format!("{path} {} (the command)", sub.get_name()));
                }
                walk(sub, &format!("{path} {}", sub.get_name()), missing);
            }
        }
        let mut missing = Vec::new();
        walk(&Args::command(), "backrank", &mut missing);
        assert!(missing.is_empty(), "no help for: {missing:?}");
    }
}
