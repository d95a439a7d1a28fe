//! `/variant add|show|remove`: a server's own variants, from the club's
//! variant files (the format of `backrank variants check`).
//!
//! `add` takes the file as an attachment, checks it exactly as the command
//! line does (every method audited; one that can end outside the legal set
//! is refused) and stores it for this server only. Adding a file with an id
//! the server has makes a new version: rolls made with the old one still
//! replay. Adding and removing need Manage Server (or the server's manager
//! role); anyone in the server may look.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, Permissions};

use crate::app::error::AppError;
use crate::app::present::{COLOUR_INFO, COLOUR_ROLL, field};
use crate::app::reply::{Embed, Field, File, Reply};
use crate::app::server_variants::{Added, MAX_SERVER_VARIANTS};
use crate::bot::Bot;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach, shared};
use crate::bot::options::Options;
use crate::core::audit::{decimal, show};
use crate::core::custom::{self, Report};
use crate::core::text::thousands;
use crate::core::variant::definition::MAX_FILE_BYTES;
use crate::core::variant::{self, Variant};
use crate::discord::attachments::{self, Upload};
use crate::store::VariantAdded;

pub const SPEC: CommandSpec = CommandSpec {
    name: "variant",
    positional: &[crate::bot::options::SUBCOMMAND, "variant"],
    reach: Reach::Server,
    register,
    parse,
};

/// `/variant add`, `/variant show`, `/variant remove`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantCommand {
    Add {
        file: Upload,
    },
    /// One variant, or (without one) the server's list.
    Show {
        variant: Option<String>,
    },
    Remove {
        variant: String,
    },
}

fn register() -> CreateCommand {
    let sub = |name: &str, description: &str| {
        CreateCommandOption::new(CommandOptionType::SubCommand, name, description)
    };
    CreateCommand::new(SPEC.name)
        .description("This server's own variants, from variant files")
        .default_member_permissions(Permissions::MANAGE_GUILD)
        .add_option(
            sub(
                "add",
                "Add a variant file (.toml) to this server, or a new version",
            )
            .add_sub_option(
                CreateCommandOption::new(
                    CommandOptionType::Attachment,
                    "file",
                    "The variant file, as `backrank variants check` reads it",
                )
                .required(true),
            ),
        )
        .add_option(
            sub(
                "show",
                "This server's variants, or one with its audit and file",
            )
            .add_sub_option(shared::default_variant()),
        )
        .add_option(
            sub("remove", "Stop using one of this server's variants")
                .add_sub_option(shared::variant()),
        )
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Variant(
        match o
            .subcommand(SPEC.name, &["add", "show", "remove"])?
            .as_str()
        {
            "add" => VariantCommand::Add {
                file: o.file("file")?,
            },
            "show" => VariantCommand::Show {
                variant: o.text("variant")?,
            },
            _ => VariantCommand::Remove {
                variant: o.required("variant")?,
            },
        },
    ))
}

impl Bot {
    pub(crate) async fn variant_command(
        &self,
        cmd: VariantCommand,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        match cmd {
            VariantCommand::Add { file } => {
                let (guild, _) = self.managed_guild(caller).await?;
                let api_url = &self.settings().discord.api_url;
                let text = attachments::fetch_text(&file, api_url, MAX_FILE_BYTES)
                    .await
                    .map_err(|e| AppError::from(format!("`file`: {e}")))?;
                let added = self
                    .add_server_variant(guild, caller.who.user_id, &file.name, text)
                    .await?;
                tracing::info!(
                    guild,
                    user = caller.who.user_id,
                    variant = added.report.variant.id(),
                    digest = added.report.variant.spec().digest.as_deref(),
                    "a server added a variant file"
                );
                Ok(added_view(&added))
            }
            VariantCommand::Show { variant: None } => {
                let guild = in_server(caller)?;
                Ok(list_view(&self.server_variants(guild).await?))
            }
            VariantCommand::Show { variant: Some(v) } => {
                let guild = in_server(caller)?;
                self.show_variant(guild, &v).await
            }
            VariantCommand::Remove { variant } => {
                let (guild, _) = self.managed_guild(caller).await?;
                self.remove_variant(guild, &variant).await
            }
        }
    }

    /// One of the server's variants: its audit, and its file to download.
    async fn show_variant(&self, guild: u64, name: &str) -> Result<Reply, AppError> {
        let v = self.own_variant(guild, name).await?;
        let digest = v.spec().digest.clone().unwrap_or_default();
        let text = self.server_definition(guild, &digest).await?;
        let report = tokio::task::spawn_blocking(move || custom::report(v.id(), v))
            .await
            .map_err(|e| AppError::internal("the audit failed", e.to_string()))?
            .map_err(|e| AppError::internal("the audit failed", e.to_string()))?;
        let mut reply = Reply {
            ephemeral: true,
            embed: Some(report_embed(
                &report,
                format!("{} · `{}`", v.spec().name, v.id()),
            )),
            ..Reply::default()
        };
        if let Some(text) = text {
            reply.files.push(File {
                name: format!("{}.toml", v.id()),
                bytes: text.into_bytes(),
                description: Some(format!("The variant file of {}", v.spec().name)),
            });
        }
        Ok(reply)
    }

    /// `/variant remove`: refused while the server's default or a daily
    /// challenge names the variant, so neither stops working unseen.
    async fn remove_variant(&self, guild: u64, name: &str) -> Result<Reply, AppError> {
        let v = self.own_variant(guild, name).await?;
        let names = |text: &str| variant::find(text, &[v]).is_ok();
        let mut used = Vec::new();
        let settings = self.store().guild_settings(guild).await?;
        if settings.variant.as_deref().is_some_and(names) {
            used.push("the server's default variant (`/settings set variant:`)".to_owned());
        }
        for s in self.store().schedules(Some(guild)).await? {
            if s.spec.variants.iter().any(|n| names(n)) {
                used.push(format!("the daily challenge in <#{}>", s.spec.channel_id));
            }
        }
        if !used.is_empty() {
            return Err(AppError::from(format!(
                "{} is still {}: change that first, then remove it",
                v.id(),
                used.join(" and in ")
            )));
        }
        self.remove_server_variant(guild, v.id()).await?;
        Ok(Reply {
            ephemeral: true,
            content: Some(format!(
                "✅ Removed {} (`{}`) from this server. Rolls made with it still show and replay.",
                v.spec().name,
                v.id()
            )),
            ..Reply::default()
        })
    }

    /// One of the server's own variants, by id or alias.
    async fn own_variant(&self, guild: u64, name: &str) -> Result<Variant, AppError> {
        let own = self.server_variants(guild).await?;
        variant::find(name, &own).map_err(|_| {
            AppError::from(format!(
                "this server has no variant of its own called '{}': `/variant show` lists them",
                name.chars().take(40).collect::<String>()
            ))
        })
    }
}

fn in_server(caller: &Caller) -> Result<u64, AppError> {
    caller.who.guild_id.ok_or_else(|| {
        AppError::from("a server's own variants belong to a server: use this in one")
    })
}

fn added_view(added: &Added) -> Reply {
    let v = added.report.variant;
    let content = match &added.outcome {
        VariantAdded::Replaced { digest } => format!(
            "✅ {} (`{}`) now uses this file (version {}; it was {digest}). Rolls made with the \
             earlier version still replay as they were.",
            v.spec().name,
            v.id(),
            v.spec().digest.as_deref().unwrap_or_default()
        ),
        _ => format!(
            "✅ Added {} (`{}`) to this server: `/random variant:{}` rolls it.",
            v.spec().name,
            v.id(),
            v.id()
        ),
    };
    Reply {
        ephemeral: true,
        content: Some(content),
        embed: Some(report_embed(
            &added.report,
            format!("{} · `{}`", v.spec().name, v.id()),
        )),
        ..Reply::default()
    }
}

/// A variant's exact audit, as `variants check` prints it.
fn report_embed(r: &Report, title: String) -> Embed {
    let spec = r.variant.spec();
    let mut fields = vec![
        field("Board", &format!("{}x{}", spec.files, spec.ranks), true),
        field("Legal positions", &thousands(r.legal_positions), true),
        field("Replay codes", &format!("`{}-…`", spec.code), true),
    ];
    fields.extend(r.methods.iter().map(|m| {
        let line = |a: &crate::core::audit::Audit| {
            format!(
                "{}: {}, {:.1} expected throws",
                a.dice,
                if a.uniform {
                    "uniform".to_owned()
                } else {
                    format!("not uniform (ratio {})", show(&a.max_min_ratio))
                },
                decimal(&a.expected_throws)
            )
        };
        field(
            &format!("Method `{}`", m.spec.method.id()),
            &format!("{}\n{}\n{}", m.spec.summary, line(&m.d6), line(&m.coin)),
            false,
        )
    }));
    Embed {
        title,
        description: spec.summary.clone(),
        fields,
        colour: COLOUR_ROLL,
        ..Embed::default()
    }
}

fn list_view(own: &[Variant]) -> Reply {
    let fields: Vec<Field> = own
        .iter()
        .map(|v| {
            let spec = v.spec();
            field(
                &format!("{} · `{}`", spec.name, v.id()),
                &format!(
                    "{}x{} · {} positions · version {}",
                    spec.files,
                    spec.ranks,
                    thousands(v.legal_positions()),
                    spec.digest.as_deref().unwrap_or_default()
                ),
                false,
            )
        })
        .collect();
    let description = if own.is_empty() {
        "None yet. Write one (see the README's \"Your own variant\"), check it with `backrank \
         variants check FILE`, and add it with `/variant add`."
            .to_owned()
    } else {
        format!(
            "{} of at most {MAX_SERVER_VARIANTS}. `/variant show variant:ID` shows one with its \
             audit and file.",
            own.len()
        )
    };
    Reply {
        ephemeral: true,
        embed: Some(Embed {
            title: "This server's own variants".into(),
            description,
            fields,
            colour: COLOUR_INFO,
            ..Embed::default()
        }),
        ..Reply::default()
    }
}
