//! A server's own variants (`/variant add`): the files it added, kept in
//! the store, loaded into this process the first time they are needed,
//! and found by name only in that server.

use super::Variants;
use crate::app::error::AppError;
use crate::app::variants::names::{is_digest, variant_file_name};
use crate::core::custom::{self, LoadError, Report};
use crate::core::replay::{ReplayCode, ReplayError};
use crate::core::variant::registry::Owner;
use crate::core::variant::{self, KeptVariant, ParseVariantError, Variant};
use crate::i18n::Text;
use crate::store::{ServerVariant, VariantAdded};

/// The most variants one server may use at once.
pub const MAX_SERVER_VARIANTS: usize = 20;

/// Where a replay code is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadAt {
    /// In a server (its own variants and their older versions count), or
    /// outside any.
    Server(Option<u64>),
    /// On the web pages: a code is all they have, so any server's file the
    /// code's digest names is read.
    Web,
}

/// Why a replay code gives no roll.
#[derive(Debug, thiserror::Error)]
pub enum CodeError {
    /// What is wrong with the code itself.
    #[error("{0}")]
    Code(ReplayError),
    /// The store failed while a server's file was looked for.
    #[error(transparent)]
    Store(AppError),
}

impl From<CodeError> for AppError {
    fn from(e: CodeError) -> AppError {
        match e {
            CodeError::Code(code) => AppError::from(code.text()),
            CodeError::Store(store) => store,
        }
    }
}

/// What `/variant add` did.
#[derive(Clone, Debug)]
pub struct Added {
    /// The file's exact audit.
    pub report: Report,
    pub outcome: VariantAdded,
}

impl Variants<'_> {
    /// Every variant people may name where `guild` is: the built-ins, this
    /// process's files, and the server's own (none outside servers). A
    /// server's file that no longer loads is left out, and logged once.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn here(&self, guild: Option<u64>) -> Result<Vec<Variant>, AppError> {
        let mut known = Variant::known();
        let Some(guild) = guild else {
            return Ok(known);
        };
        for used in self.store.server_variants(guild).await? {
            if let Some(v) = self.server_file(guild, &used.digest).await? {
                known.push(v);
            }
        }
        Ok(known)
    }

    /// The server's own variants, in id order.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn own(&self, guild: u64) -> Result<Vec<Variant>, AppError> {
        let builtin = Variant::known().len();
        Ok(self.here(Some(guild)).await?.split_off(builtin))
    }

    /// The variant `text` names where `guild` is: an id or alias, or a
    /// version of one of the server's files (`id.digest`, as a replay code
    /// and the printed commands name it), even one replaced since.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming the unknown variant; a store failure.
    pub async fn named(&self, guild: Option<u64>, text: &str) -> Result<Variant, AppError> {
        // The built-ins and this process's files come first among those
        // known here, and a server's file can take neither their names nor
        // their codes (its code is `id.digest`): what names one of them is
        // found without asking the store.
        let known = Variant::known();
        if let Some(&v) = known.iter().find(|v| v.spec().code == text) {
            return Ok(v);
        }
        if !text.contains('.')
            && let Ok(v) = variant::find(text, &known)
        {
            return Ok(v);
        }
        let among = self.here(guild).await?;
        if let Some(&v) = among.iter().find(|v| v.spec().code == text) {
            return Ok(v);
        }
        if let Ok(v) = variant::find(text, &among) {
            return Ok(v);
        }
        if let (Some(guild), Some((id, digest))) = (guild, text.split_once('.'))
            && let Some(v) = self.server_file(guild, digest).await?
            && v.id() == id
        {
            return Ok(v);
        }
        Err(AppError::from(ParseVariantError::new(text, &among).text()))
    }

    /// The variant a record kept, where `guild` is: a built-in, or a
    /// variant file in exactly the version kept (a server's, even one
    /// replaced since); `None` when no such variant is known here.
    ///
    /// # Errors
    ///
    /// A store failure.
    pub async fn kept(
        &self,
        guild: Option<u64>,
        kept: &KeptVariant,
    ) -> Result<Option<Variant>, AppError> {
        if let Some(v) = kept.known() {
            return Ok(Some(v));
        }
        let found = match (guild, &kept.digest) {
            (Some(guild), Some(digest)) => self.server_file(guild, digest).await?,
            // Kept before versions were: the server's file as it is now.
            (_, None) => match self.named(guild, &kept.id).await {
                Ok(v) => Some(v),
                Err(AppError::Input(_)) => None,
                Err(e) => return Err(e),
            },
            (None, Some(_)) => None,
        };
        Ok(found.filter(|&v| kept.is(v)))
    }

    /// A replay code read `at` a place: its variant among those known
    /// there, or a version of a server's file the code's digest names (the
    /// server's own, older ones included; on the web, any server's).
    ///
    /// # Errors
    ///
    /// [`CodeError::Code`] saying what is wrong with the code;
    /// [`CodeError::Store`] when the store fails.
    pub async fn replay_code(&self, at: ReadAt, code: &str) -> Result<ReplayCode, CodeError> {
        let guild = match at {
            ReadAt::Server(guild) => guild,
            ReadAt::Web => None,
        };
        let among = self.here(guild).await.map_err(CodeError::Store)?;
        let refused = match ReplayCode::parse_among(code, &among) {
            Ok(c) => return Ok(c),
            Err(e) => e,
        };
        let (ReplayError::Changed { digest, .. } | ReplayError::NotLoaded { digest, .. }) =
            &refused
        else {
            return Err(CodeError::Code(refused));
        };
        let file = match at {
            ReadAt::Server(Some(guild)) => self.server_file(guild, digest).await,
            ReadAt::Server(None) => Ok(None),
            ReadAt::Web => self.by_digest(digest).await,
        };
        match file.map_err(CodeError::Store)? {
            Some(kept) => ReplayCode::parse_among(code, &[kept]).map_err(CodeError::Code),
            None => Err(CodeError::Code(refused)),
        }
    }

    /// A server's variant file by the digest a replay code names, whichever
    /// server added it, loaded (the web pages: a roll's code is all they
    /// have). `None` when no server has it, or it no longer loads.
    ///
    /// # Errors
    ///
    /// A store failure.
    pub async fn by_digest(&self, digest: &str) -> Result<Option<Variant>, AppError> {
        Ok(self.file_by_digest(digest).await?.map(|(v, _)| v))
    }

    /// A server's variant file by its digest, as the web pages serve it
    /// beside the lines that name it (an event round's redo line, a roll's
    /// replay line): under the rule of [`Variants::by_digest`], so the
    /// file is served exactly when the pages of its rolls are shown, and
    /// under the name the lines give it. `None` for a digest no server
    /// added, or not [`DIGEST_LEN`](crate::core::variant::definition::DIGEST_LEN)
    /// hex digits (never asked of the store).
    ///
    /// # Errors
    ///
    /// A store failure.
    pub async fn served_file(&self, digest: &str) -> Result<Option<ServedFile>, AppError> {
        if !is_digest(digest) {
            return Ok(None);
        }
        Ok(self
            .file_by_digest(digest)
            .await?
            .map(|(v, text)| ServedFile {
                name: variant_file_name(v.id()),
                text,
            }))
    }

    /// A server's file by its digest, whichever server added it: loaded,
    /// and its text as added.
    async fn file_by_digest(&self, digest: &str) -> Result<Option<(Variant, String)>, AppError> {
        let Some((guild, text)) = self.store.definition_by_digest(digest.to_owned()).await? else {
            return Ok(None);
        };
        Ok(self.server_file(guild, digest).await?.map(|v| (v, text)))
    }

    /// A version of one of the server's files, loaded: from this process's
    /// memory, else from the store. `None` when the server never had it,
    /// or when it no longer loads (logged, once per process).
    async fn server_file(&self, guild: u64, digest: &str) -> Result<Option<Variant>, AppError> {
        if let Some(loaded) = self.files.get(guild, digest) {
            return Ok(loaded.ok());
        }
        let Some(text) = self
            .store
            .server_definition(guild, digest.to_owned())
            .await?
        else {
            return Ok(None);
        };
        let name = format!("server {guild}'s file {digest}");
        let loaded =
            tokio::task::spawn_blocking(move || custom::load(&name, &text, Owner::Server(guild)))
                .await
                .map_err(|e| {
                    AppError::internal(msg!("error-variant-file-unreadable"), e.to_string())
                })?;
        // No room now (checks under way, or a bound reached): not the
        // file's fault, so not remembered as a file that fails.
        if let Err(LoadError::Full(full)) = &loaded {
            tracing::warn!(guild, digest, error = %full, "a server's variant file was left out for now");
            return Ok(None);
        }
        if let Err(e) = &loaded {
            tracing::warn!(guild, digest, error = %e, "a server's variant file no longer loads; left out");
        }
        self.files.put(guild, digest, loaded.clone());
        Ok(loaded.ok())
    }

    /// `/variant add`: checks `text` as `backrank variants check` does, and
    /// makes it the server's variant with its id (a new one, or a new
    /// version). Nothing changes when it is refused.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] with the file's error (its line and key), a name
    /// already taken, the server's limit or its rate of checks; a store
    /// failure.
    pub async fn add(
        &self,
        guild: u64,
        by: u64,
        file_name: &str,
        text: String,
    ) -> Result<Added, AppError> {
        let definition =
            variant::definition::parse(file_name, &text, variant::definition::FileKind::File)
                .map_err(|e| AppError::untranslated(e.to_string()))?;
        let (id, digest) = (
            definition.spec.id.clone(),
            definition.spec.digest.clone().unwrap_or_default(),
        );
        self.refuse_taken_names(guild, &definition).await?;
        if let Some(kept) = self.store.server_definition(guild, digest.clone()).await?
            && fingerprint(&kept) != definition.fingerprint
        {
            return Err(Text::msg(msg!("error-variant-digest-clash"))
                .with("digest", digest.as_str())
                .into());
        }
        if self.files.get(guild, &digest).is_none() {
            self.files.count_check(guild)?;
        }
        let name = file_name.to_owned();
        let report = tokio::task::spawn_blocking(move || {
            custom::check(&name, &text, Owner::Server(guild)).map(|r| (r, text))
        })
        .await
        .map_err(|e| AppError::internal(msg!("error-variant-file-unchecked"), e.to_string()))?;
        let (report, text) = report.map_err(|e| AppError::untranslated(e.to_string()))?;
        let used = ServerVariant {
            guild_id: guild,
            id,
            digest: digest.clone(),
            added_by: by,
            added_at: self.clock.now().as_second(),
        };
        let outcome = self
            .store
            .add_server_variant(used, text, MAX_SERVER_VARIANTS)
            .await?;
        if outcome == VariantAdded::Full {
            return Err(Text::msg(msg!("error-variant-full"))
                .with("most", MAX_SERVER_VARIANTS)
                .into());
        }
        self.files.put(guild, &digest, Ok(report.variant));
        Ok(Added { report, outcome })
    }

    /// Refuses a file whose id or aliases name a variant known here other
    /// than the server's own by the same id (a new version of it). The
    /// file reader has refused the built-ins' names already.
    async fn refuse_taken_names(
        &self,
        guild: u64,
        definition: &variant::definition::Definition,
    ) -> Result<(), AppError> {
        let known = self.here(Some(guild)).await?;
        let own = &known[Variant::known().len().min(known.len())..];
        for name in std::iter::once(&definition.spec.id).chain(&definition.spec.aliases) {
            if let Ok(v) = variant::find(name, &known)
                && !(v.id() == definition.spec.id && own.contains(&v))
            {
                return Err(Text::msg(msg!("error-variant-name-taken"))
                    .with("name", name.as_str())
                    .with("variant", v.spec().name.as_str())
                    .with("id", v.id())
                    .into());
            }
        }
        Ok(())
    }

    /// `/variant remove`: the server stops using its variant `id`; its
    /// files stay kept, so its rolls still replay. False when it had none
    /// by that id.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn remove(&self, guild: u64, id: &str) -> Result<bool, AppError> {
        Ok(self
            .store
            .remove_server_variant(guild, id.to_owned())
            .await?)
    }

    /// The text of one of the server's files, by its digest.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn definition(&self, guild: u64, digest: &str) -> Result<Option<String>, AppError> {
        Ok(self
            .store
            .server_definition(guild, digest.to_owned())
            .await?)
    }
}

/// A server's variant file as the web pages serve it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServedFile {
    /// The name the printed lines give it (`janus-random.toml`).
    pub name: String,
    /// The file as the server added it.
    pub text: String,
}

/// A kept file's whole SHA-256 (None if it no longer reads).
fn fingerprint(text: &str) -> Option<String> {
    variant::definition::parse("kept", text, variant::definition::FileKind::File)
        .ok()
        .and_then(|d| d.fingerprint)
}
