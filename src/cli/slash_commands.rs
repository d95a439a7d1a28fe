//! `backrank commands show|register|clear`: the slash commands Discord has
//! for this bot, for the operator to look at and put right by hand (`serve`
//! registers them itself, in either mode, when they differ).

use clap::Subcommand;
use serde_json::{Value, json};

use crate::app::settings::Settings;
use crate::bot::transport::register;
use crate::cli::error::CliError;
use crate::cli::shared_args::Format;
use crate::discord::api::{Api, ApiError, Scope};
use crate::discord::commands::{Differences, Synced, differences, sync};

/// `backrank commands`'s arguments (its help is the doc comment on
/// `Command::Commands`).
#[derive(Debug, clap::Args)]
pub struct CommandsArgs {
    #[command(subcommand)]
    pub action: CommandsAction,
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

/// Runs one `backrank commands` action and returns what to print.
///
/// # Errors
///
/// [`CliError::Input`] for a missing or refused token (the settings are
/// wrong), [`CliError::Failure`] when Discord cannot be reached or refuses.
pub async fn run(settings: &Settings, args: CommandsArgs) -> Result<String, CliError> {
    let discord = &settings.discord;
    let api = Api::new(discord).map_err(api_error)?;
    let app = register::application_id(&api, discord)
        .await
        .map_err(api_error)?;
    let wanted = register::wanted();
    match args.action {
        CommandsAction::Show { scope, format } => {
            let scope = chosen(&scope, discord.guild_id);
            let registered = api.commands(app, scope).await.map_err(api_error)?;
            let d = differences(&wanted, &registered);
            Ok(match format {
                Format::Text => show_text(scope, &registered, &d, wanted.len()),
                Format::Json => {
                    crate::app::json::to_string(&show_json(app, scope, &registered, &d))
                }
            })
        }
        CommandsAction::Register { scope } => {
            let scope = chosen(&scope, discord.guild_id);
            match sync(&api, app, scope, &wanted).await.map_err(api_error)? {
                Synced::UpToDate { count } => Ok(format!(
                    "The {count} slash commands registered {scope} are this version's already: \
                     nothing to do.\n"
                )),
                Synced::Registered { count, was } => Ok(format!(
                    "Registered {count} slash commands {scope} ({was}).{}\n",
                    shows_when(scope)
                )),
            }
        }
        CommandsAction::Clear { scope } => {
            let scope = chosen(&scope, discord.guild_id);
            let before = api.commands(app, scope).await.map_err(api_error)?;
            if before.is_empty() {
                return Ok(format!("No slash commands are registered {scope}.\n"));
            }
            api.replace_commands(app, scope, &[])
                .await
                .map_err(api_error)?;
            Ok(format!(
                "Removed the {} slash commands registered {scope}.\n",
                before.len()
            ))
        }
    }
}

/// The scope asked for: `--guild ID`, `--global`, else the settings'.
fn chosen(args: &ScopeArgs, setting: u64) -> Scope {
    match (args.guild, args.global) {
        (Some(id), _) => Scope::Guild(id),
        (None, true) => Scope::Global,
        (None, false) => Scope::from_setting(setting),
    }
}

fn shows_when(scope: Scope) -> &'static str {
    match scope {
        Scope::Global => " Discord can take a few minutes to show changes everywhere.",
        Scope::Guild(_) => " They show in that server at once.",
    }
}

/// A refused token or a missing one is the settings' fault (exit 2); the
/// rest is Discord's or the network's (exit 1).
fn api_error(e: ApiError) -> CliError {
    match e {
        ApiError::NoToken | ApiError::BadToken => CliError::Input(e.to_string()),
        other => CliError::Failure(other.to_string()),
    }
}

fn show_text(scope: Scope, registered: &[Value], d: &Differences, wanted: usize) -> String {
    if registered.is_empty() {
        return format!(
            "No slash commands are registered {scope}. `backrank serve` registers this \
             version's {wanted} when it starts, or run `backrank commands register`.\n"
        );
    }
    let mut out = format!("Slash commands registered {scope}:\n");
    let width = registered
        .iter()
        .map(|c| c["name"].as_str().unwrap_or_default().chars().count())
        .max()
        .unwrap_or(0);
    for c in registered {
        out += &format!(
            "  /{:width$}  {}\n",
            c["name"].as_str().unwrap_or_default(),
            c["description"].as_str().unwrap_or_default(),
        );
    }
    out += &if d.is_empty() {
        format!(
            "{} registered, as this version has them.\n",
            registered.len()
        )
    } else {
        format!(
            "{} registered; this version's differ ({d}): `backrank commands register` \
             updates them.\n",
            registered.len()
        )
    };
    out
}

fn show_json(app: u64, scope: Scope, registered: &[Value], d: &Differences) -> Value {
    json!({
        "application_id": app.to_string(),
        "scope": match scope {
            Scope::Global => json!("global"),
            Scope::Guild(id) => json!({"guild": id.to_string()}),
        },
        "registered": registered.iter().map(|c| json!({
            "name": c["name"],
            "id": c["id"],
            "description": c["description"],
        })).collect::<Vec<_>>(),
        "up_to_date": d.is_empty(),
        "differences": {"new": d.missing, "changed": d.changed, "removed": d.extra},
    })
}
