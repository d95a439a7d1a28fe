//! How rolls are shown to one person: the board image's size, colours and
//! side, or a text board only. The server's (the process's) settings are
//! the defaults; a person's `/prefs` go over them.

use super::People;
use crate::app::drawing::Look;
use crate::i18n::Lang;
use crate::render::{MAX_WIDTH, MIN_WIDTH};
use crate::store::{GuildSettings, UserPrefs};

/// The language a server chose with `/settings`, if it is one Backrank
/// speaks.
pub fn server_lang(guild: &GuildSettings) -> Option<Lang> {
    guild.language.as_deref().and_then(Lang::from_locale)
}

impl People<'_> {
    /// How `user_id` sees rolls: their `/prefs` over the defaults, in
    /// their chosen language, else in `context` (what the place and their
    /// Discord say). When the store cannot say, the defaults (logged): a
    /// roll shown plainly is better than none.
    pub async fn look(&self, user_id: u64, context: Lang) -> Look {
        match self.store.user_prefs(user_id).await {
            Ok(prefs) => self.look_with(&prefs, context),
            Err(e) => {
                tracing::warn!(user = user_id, error = %e, "could not read a person's preferences; showing the defaults");
                Look {
                    lang: context,
                    ..self.boards.default_look()
                }
            }
        }
    }

    /// The defaults with `prefs` over them, in `context`'s language unless
    /// they chose one. A stored value this version does not take (a theme
    /// since removed) is passed over.
    pub fn look_with(&self, prefs: &UserPrefs, context: Lang) -> Look {
        let mut look = self.boards.default_look();
        look.lang = prefs
            .language
            .as_deref()
            .and_then(Lang::from_locale)
            .unwrap_or(context);
        if let Some(theme) = prefs.theme.as_deref().and_then(|t| t.parse().ok()) {
            look.render.theme = theme;
        }
        if let Some(flip) = prefs.flipped {
            look.render.flip = flip;
        }
        if let Some(width) = prefs.width.filter(|w| (MIN_WIDTH..=MAX_WIDTH).contains(w)) {
            look.render.width = width;
        }
        if let Some(text_only) = prefs.text_only {
            look.text_only = text_only;
        }
        look
    }
}
