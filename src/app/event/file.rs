//! What an event was started with, read back: its variant, method and
//! device ([`Events::spec`]), which every draw of its rounds rolls, and
//! for a server's own variant the file it was started with, exactly that
//! version, named as the event's printed commands name it: its start post
//! and every reveal attach it, so anyone can redo a round with the very
//! file it was drawn from.

use super::Events;
use crate::app::error::AppError;
use crate::app::variants::names::variant_file_name;
use crate::core::roll::RollSpec;
use crate::core::variant::KeptVariant;
use crate::store::NewEvent;

/// A variant file as an event's messages attach it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantFile {
    /// The variant's id, which names it in the file's alt text.
    pub id: String,
    /// The name the printed commands give it (`thursday.toml`).
    pub name: String,
    /// The file as the server added it.
    pub text: String,
}

impl Events<'_> {
    /// The variant, method and device an event was started with (a
    /// server's own variant as its file was then), with its options.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when what was kept no longer reads.
    pub async fn spec(&self, e: &NewEvent) -> Result<RollSpec, AppError> {
        Ok(self
            .variants
            .kept_spec(Some(e.guild_id), &e.spec, msg!("error-event-unreadable"))
            .await?
            .excluding_standard(e.exclude_standard)
            .paired(e.pairs))
    }

    /// The file `e`'s variant was started with; none for a built-in
    /// variant, or for a file this process read at start-up (`[variants]
    /// dir`, `--variant-file`), whose text stays with whoever runs the bot.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when a server's file the event was started
    /// with is gone from the store; a store failure.
    pub async fn variant_file(&self, e: &NewEvent) -> Result<Option<VariantFile>, AppError> {
        let kept = &e.spec.variant;
        let KeptVariant {
            id,
            digest: Some(digest),
        } = kept
        else {
            return Ok(None);
        };
        let Some(text) = self.variants.definition(e.guild_id, digest).await? else {
            if kept.known().is_some() {
                return Ok(None);
            }
            return Err(AppError::internal(
                msg!("error-event-unreadable"),
                format!("the kept variant file {kept} is gone"),
            ));
        };
        Ok(Some(VariantFile {
            id: id.clone(),
            name: variant_file_name(id),
            text,
        }))
    }
}
