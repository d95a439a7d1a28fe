//! `/variant add|show|remove`: a server's own variants, from the club's
//! variant files (the format of `backrank variants check`).
//!
//! `add` takes the file as an attachment, checks it exactly as the command
//! line does (every method audited; one that can end outside the legal set
//! is refused) and stores it for this server only. Adding a file with an id
//! the server has makes a new version: rolls made with the old one still
//! replay. Adding and removing need Manage Server (or the server's manager
//! role); anyone in the server may look.

use crate::app::error::AppError;
use crate::app::variants::server::{Added, MAX_SERVER_VARIANTS};
use crate::bot::Bot;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::{OptionSpec, Subcommand};
use crate::core::audit::{decimal, show};
use crate::core::custom::{self, Report};
use crate::core::text::{and_list, thousands};
use crate::core::variant::definition::MAX_FILE_BYTES;
use crate::core::variant::{self, Variant};
use crate::discord::attachments::{self, Upload};
use crate::discord::present::{COLOUR_INFO, COLOUR_ROLL, field};
use crate::discord::reply::{Embed, Field, File, Reply};
use crate::i18n::{Lang, Msg, Text};
use crate::store::VariantAdded;

pub const SPEC: CommandSpec = CommandSpec {
    name: "variant",
    positional: &[crate::bot::options::SUBCOMMAND, shared::VARIANT.name],
    reach: Reach::Server,
    managers_only: true,
    options: &[],
    subcommands: &[
        Subcommand::new("add", &[FILE]),
        Subcommand::new("show", &[shared::VARIANT_OR_DEFAULT]),
        Subcommand::new("remove", &[shared::VARIANT]),
    ],
    parse,
};

/// The variant file, as `backrank variants check` reads it.
const FILE: OptionSpec = OptionSpec::file("file").required();

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

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Variant(
        match o.subcommand(SPEC.name, SPEC.subcommands)?.as_str() {
            "add" => VariantCommand::Add {
                file: o.file(&FILE)?,
            },
            "show" => VariantCommand::Show {
                variant: o.text(&shared::VARIANT_OR_DEFAULT)?,
            },
            _ => VariantCommand::Remove {
                variant: o.required(&shared::VARIANT)?,
            },
        },
    ))
}

impl Run for VariantCommand {
    fn rules(&self) -> Rules {
        Rules {
            // A variant file is fetched from Discord and audited: seconds.
            slow: matches!(self, VariantCommand::Add { .. }),
            ..Rules::PRIVATE
        }
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let lang = cx.lang().await;
        cx.bot.variant_command(self, cx.caller, lang).await
    }
}

impl Bot {
    pub(crate) async fn variant_command(
        &self,
        cmd: VariantCommand,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        match cmd {
            VariantCommand::Add { file } => {
                let (guild, _) = self.managed_guild(caller, "variant add").await?;
                let api_url = &self.app().settings().discord.api_url;
                let text = attachments::fetch_text(&file, api_url, MAX_FILE_BYTES)
                    .await
                    .map_err(|e| AppError::in_option(FILE.name, e.text()))?;
                let added = self
                    .app()
                    .variants()
                    .add(guild, caller.who.user_id, &file.name, text)
                    .await?;
                tracing::info!(
                    guild,
                    user = caller.who.user_id,
                    variant = added.report.variant.id(),
                    digest = added.report.variant.spec().digest.as_deref(),
                    "a server added a variant file"
                );
                Ok(added_view(&added, lang))
            }
            VariantCommand::Show { variant: None } => {
                let guild = in_server(caller)?;
                Ok(list_view(&self.app().variants().own(guild).await?, lang))
            }
            VariantCommand::Show { variant: Some(v) } => {
                let guild = in_server(caller)?;
                self.show_variant(guild, &v, lang).await
            }
            VariantCommand::Remove { variant } => {
                let (guild, _) = self.managed_guild(caller, "variant remove").await?;
                self.remove_variant(guild, &variant, lang).await
            }
        }
    }

    /// One of the server's variants: its audit, and its file to download.
    async fn show_variant(&self, guild: u64, name: &str, lang: Lang) -> Result<Reply, AppError> {
        let v = self.own_variant(guild, name).await?;
        let digest = v.spec().digest.clone().unwrap_or_default();
        let text = self.app().variants().definition(guild, &digest).await?;
        let report = tokio::task::spawn_blocking(move || custom::report(v.id(), v))
            .await
            .map_err(|e| AppError::internal(msg!("error-audit-failed"), e.to_string()))?
            .map_err(|e| AppError::internal(msg!("error-audit-failed"), e.to_string()))?;
        let mut reply = Reply {
            ephemeral: true,
            embed: Some(report_embed(&report, title(v), lang)),
            ..Reply::default()
        };
        if let Some(text) = text {
            reply.files.push(File {
                name: format!("{}.toml", v.id()),
                bytes: text.into_bytes(),
                description: Some(
                    Text::msg(msg!("variant-file-alt"))
                        .with("name", v.spec().name.as_str())
                        .render(lang),
                ),
            });
        }
        Ok(reply)
    }

    /// `/variant remove`: refused while the server's default or a daily
    /// challenge names the variant, so neither stops working unseen.
    async fn remove_variant(&self, guild: u64, name: &str, lang: Lang) -> Result<Reply, AppError> {
        let v = self.own_variant(guild, name).await?;
        let names = |text: &str| variant::find(text, &[v]).is_ok();
        let mut used = Vec::new();
        let settings = self.app().store().guild_settings(guild).await?;
        if settings.variant.as_deref().is_some_and(names) {
            used.push(Text::msg(msg!("variant-used-by-default")));
        }
        for s in self.app().store().schedules(Some(guild)).await? {
            if s.spec.variants.iter().any(|n| names(n)) {
                used.push(
                    Text::msg(msg!("variant-used-by-daily")).with("channel", s.spec.channel_id),
                );
            }
        }
        if !used.is_empty() {
            return Err(Text::msg(msg!("error-variant-in-use"))
                .with("id", v.id())
                .with("uses", and_list(used))
                .into());
        }
        self.app().variants().remove(guild, v.id()).await?;
        Ok(Reply {
            ephemeral: true,
            content: Some(
                Text::msg(msg!("variant-removed"))
                    .with("name", v.spec().name.as_str())
                    .with("id", v.id())
                    .render(lang),
            ),
            ..Reply::default()
        })
    }

    /// One of the server's own variants, by id or alias.
    async fn own_variant(&self, guild: u64, name: &str) -> Result<Variant, AppError> {
        let own = self.app().variants().own(guild).await?;
        variant::find(name, &own).map_err(|_| {
            AppError::from(
                Text::msg(msg!("error-variant-missing"))
                    .with("given", name.chars().take(40).collect::<String>()),
            )
        })
    }
}

fn in_server(caller: &Caller) -> Result<u64, AppError> {
    caller
        .who
        .guild_id
        .ok_or_else(|| AppError::from(Text::msg(msg!("error-variant-server-only"))))
}

/// A variant's heading: its name and id.
fn title(v: Variant) -> String {
    format!("{} · `{}`", v.spec().name, v.id())
}

fn added_view(added: &Added, lang: Lang) -> Reply {
    let v = added.report.variant;
    let content = match &added.outcome {
        VariantAdded::Replaced { digest } => Text::msg(msg!("variant-replaced"))
            .with("version", v.spec().digest.as_deref().unwrap_or_default())
            .with("was", digest.as_str()),
        _ => Text::msg(msg!("variant-added")),
    }
    .with("name", v.spec().name.as_str())
    .with("id", v.id());
    Reply {
        ephemeral: true,
        content: Some(content.render(lang)),
        embed: Some(report_embed(&added.report, title(v), lang)),
        ..Reply::default()
    }
}

/// A variant's exact audit, as `variants check` prints it.
fn report_embed(r: &Report, title: String, lang: Lang) -> Embed {
    let spec = r.variant.spec();
    let words = |id: Msg| Text::msg(id).render(lang);
    let mut fields = vec![
        field(
            &words(msg!("variant-board")),
            &format!("{}x{}", spec.files, spec.ranks),
            true,
        ),
        field(
            &words(msg!("variant-legal")),
            &thousands(r.legal_positions, lang),
            true,
        ),
        field(
            &words(msg!("variant-codes")),
            &format!("`{}-…`", spec.code),
            true,
        ),
    ];
    fields.extend(r.methods.iter().map(|m| {
        let line = |a: &crate::core::audit::Audit| {
            let uniform = if a.uniform {
                Text::msg(msg!("variant-uniform"))
            } else {
                Text::msg(msg!("variant-not-uniform")).with("ratio", show(&a.max_min_ratio))
            };
            Text::msg(msg!("variant-audit-line"))
                .with("dice", a.dice.to_string())
                .with("uniform", uniform)
                .with("expected", format!("{:.1}", decimal(&a.expected_throws)))
                .render(lang)
        };
        field(
            &Text::msg(msg!("variant-method"))
                .with("method", m.spec.method.id())
                .render(lang),
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

fn list_view(own: &[Variant], lang: Lang) -> Reply {
    let fields: Vec<Field> = own
        .iter()
        .map(|v| {
            let spec = v.spec();
            field(
                &title(*v),
                &Text::msg(msg!("variant-list-line"))
                    .with("files", spec.files)
                    .with("ranks", spec.ranks)
                    .with("positions", v.legal_positions())
                    .with("version", spec.digest.as_deref().unwrap_or_default())
                    .render(lang),
                false,
            )
        })
        .collect();
    let description = if own.is_empty() {
        Text::msg(msg!("variant-list-none"))
    } else {
        Text::msg(msg!("variant-list-count"))
            .with("count", own.len())
            .with("most", MAX_SERVER_VARIANTS)
    };
    Reply {
        ephemeral: true,
        embed: Some(Embed {
            title: Text::msg(msg!("variant-list-title")).render(lang),
            description: description.render(lang),
            fields,
            colour: COLOUR_INFO,
            ..Embed::default()
        }),
        ..Reply::default()
    }
}
