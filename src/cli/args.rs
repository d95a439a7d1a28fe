//! The command line, as clap reads it. Values stay text here; `cli::run`
//! checks them, so every error message is Backrank's own.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::cli::audit::AuditArgs;
use crate::cli::config::ConfigArgs;
use crate::cli::console::ConsoleArgs;
use crate::cli::devices::DevicesArgs;
use crate::cli::position::PositionArgs;
use crate::cli::replay::ReplayArgs;
use crate::cli::roll_command::RollArgs;
use crate::cli::serve::ServeArgs;
use crate::cli::shared_args::{DrawnAgainArgs, Format, RollFlags};
use crate::cli::test_device::TestDeviceArgs;
use crate::cli::variants::VariantsArgs;
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
    Doctor {
        /// Check for the HTTP interactions endpoint (`serve --http`) too,
        /// which needs [discord] public_key.
        #[arg(long)]
        http: bool,
        /// text for people, json for scripts.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// The slash commands Discord has for this bot: show them, register
    /// this version's, or clear them. (`serve` registers them itself when
    /// they differ.)
    Commands {
        #[command(subcommand)]
        action: CommandsAction,
    },
    /// The settings: print the defaults, every setting with what it does,
    /// to start a settings file from.
    Config(ConfigArgs),
    /// The bot's store: bring its schema up to date, or copy it to another
    /// backend.
    Store {
        #[command(subcommand)]
        action: StoreAction,
    },
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
    VerifyEvent {
        /// The event's name, exactly as it was started.
        #[arg(long, value_name = "NAME")]
        event: String,
        /// The round, from 1.
        #[arg(long, value_name = "N")]
        round: i64,
        /// The round's revealed seed.
        #[arg(
            long,
            value_name = "SEED",
            required_unless_present = "beacon",
            conflicts_with = "beacon"
        )]
        seed: Option<String>,
        /// The round's commitment, as published at the start (64 hex digits).
        #[arg(
            long,
            value_name = "SHA256",
            required_unless_present = "beacon",
            conflicts_with = "beacon"
        )]
        commitment: Option<String>,
        /// For an event drawn from drand's beacon: the beacon round that
        /// decided the round, CHAIN:ROUND, as its reveal gives it.
        #[arg(long, value_name = "CHAIN:ROUND", requires_all = ["signature", "server"])]
        beacon: Option<String>,
        /// The beacon round's signature, in hex, as the reveal gives it.
        #[arg(long, value_name = "HEX", requires = "beacon")]
        signature: Option<String>,
        /// The previous beacon round's signature, for a chained chain (the
        /// default chain), in hex.
        #[arg(long, value_name = "HEX", requires = "beacon")]
        previous_signature: Option<String>,
        /// The id of the server the event belongs to (a beacon round is
        /// drawn for the server, the event and the round).
        #[arg(long, value_name = "ID", requires = "beacon")]
        server: Option<u64>,
        /// Roll the position from the seed (or the beacon round) in this
        /// variant.
        #[arg(long, value_name = "VARIANT")]
        variant: Option<String>,
        #[command(flatten)]
        how: RollFlags,
        /// For an event started with draw rules: whether a position may
        /// come up in more than one round, as the round's check line gives
        /// it (`no` or `allowed`). The commitment covers the rules.
        #[arg(long, value_name = "RULE", value_parser = ["no", "allowed"])]
        repeats: Option<String>,
        #[command(flatten)]
        drawn_again: DrawnAgainArgs,
        /// The round's position as revealed (its number): checked against
        /// the draw, which refuses one the rules would have drawn again.
        #[arg(long, value_name = "N", requires = "variant")]
        position: Option<u64>,
        /// text for people, json for scripts.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// How a server's rolls (or a person's, outside servers) came out:
    /// counts per variant, method, device and source, each tested against
    /// fair dice and the methods' exact chances, as `/stats` shows them.
    Stats {
        /// The server's id (in Discord: right-click the server, Copy
        /// Server ID).
        #[arg(
            long,
            value_name = "ID",
            required_unless_present = "user",
            conflicts_with = "user"
        )]
        server: Option<u64>,
        /// A person's id: their rolls outside servers (DMs, apps).
        #[arg(long, value_name = "ID")]
        user: Option<u64>,
        /// Only the last this many days (1 to 3653; default: all time).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(i64).range(1..=crate::app::stats::MAX_DAYS))]
        days: Option<i64>,
        /// Only the rolls of one source: tower (with its health tests), os,
        /// typed, table (roll-alongs at the table), seed or beacon.
        #[arg(long, value_name = "SOURCE", value_parser = ["tower", "os", "typed", "table", "seed", "beacon"])]
        source: Option<String>,
        /// Also draw each test as a PNG chart in DIR (made if missing).
        #[arg(long, value_name = "DIR")]
        charts: Option<PathBuf>,
        /// text for people, json for scripts.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// The exact fairness audit of a method with a device.
    Audit(AuditArgs),
}

#[derive(Debug, Subcommand)]
pub enum CommandsAction {
    /// What Discord has registered, and whether it is this version's.
    Show {
        #[command(flatten)]
        scope: ScopeArgs,
        /// text for people, json for scripts.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Register this version's commands, if Discord's differ.
    Register {
        #[command(flatten)]
        scope: ScopeArgs,
    },
    /// Remove every command registered in the scope (after moving from a
    /// test server's commands to global ones, say).
    Clear {
        #[command(flatten)]
        scope: ScopeArgs,
    },
}

/// Which set of commands: global, or one server's.
#[derive(Debug, clap::Args)]
pub struct ScopeArgs {
    /// One server's commands (they show there at once) instead of the
    /// scope [discord] guild_id names.
    #[arg(long, value_name = "ID", conflicts_with = "global")]
    pub guild: Option<u64>,
    /// The global commands, whatever [discord] guild_id says.
    #[arg(long)]
    pub global: bool,
}

#[derive(Debug, Subcommand)]
pub enum StoreAction {
    /// Create the store named by [store] (url, else data_dir) or bring its
    /// schema up to date, and say which version it is at.
    Migrate,
    /// Copy everything in one store into a new, empty one: records with
    /// their numbers, roll-alongs, settings, daily challenges, devices'
    /// health tests.
    #[command(
        after_help = "Example:\n  backrank store copy --from sqlite:/var/lib/backrank \\\n      \
        --to postgres://backrank:PASSWORD@db.example:5432/backrank"
    )]
    Copy {
        /// The store to copy: sqlite:DIR (the directory holding
        /// backrank.sqlite3) or postgres://USER:PASSWORD@HOST:PORT/DATABASE.
        #[arg(long, value_name = "STORE")]
        from: String,
        /// The store to fill, which must be empty: sqlite:DIR or postgres://….
        #[arg(long, value_name = "STORE")]
        to: String,
    },
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
