//! `/prefs show|set|reset`: how one person sees rolls (board theme,
//! flipped board, image width, text only, language), wherever they roll,
//! and their lichess username (for club nights' boards locked to them).
//! Private, stored per person; the server's settings stay the defaults.

use crate::app::error::AppError;
use crate::app::play::username::username_setting;
use crate::app::servers::change::AUTO_LANGUAGE;
use crate::bot::Bot;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::shared;
use crate::bot::options::spec::{Choices, OptionSpec, Subcommand};
use crate::bot::options::{Options, out_of_range};
use crate::discord::present::{COLOUR_INFO, field};
use crate::discord::reply::{Embed, Reply};
use crate::i18n::{Lang, Msg, Text, UnknownLang, t};
use crate::render::{MAX_WIDTH, MIN_WIDTH, Theme};
use crate::store::UserPrefs;

pub const SPEC: CommandSpec = CommandSpec {
    name: "prefs",
    positional: &[crate::bot::options::SUBCOMMAND],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[],
    subcommands: &[
        Subcommand::new("show", &[]),
        Subcommand::new(
            "set",
            &[THEME, FLIPPED, WIDTH, TEXT_ONLY, LANGUAGE, LICHESS],
        ),
        Subcommand::new("reset", &[]),
    ],
    parse,
};

/// The board's colours, one of the themes.
const THEME: OptionSpec = OptionSpec::text("theme").choices(Choices::Made(|_| {
    Theme::ALL
        .iter()
        .map(|t| (t.id().to_owned(), t.id().to_owned()))
        .collect()
}));
/// Black at the bottom.
const FLIPPED: OptionSpec = OptionSpec::flag("flipped");
/// The board image's width in pixels.
const WIDTH: OptionSpec = OptionSpec::integer("width")
    .at_least(MIN_WIDTH as u64)
    .at_most(MAX_WIDTH as u64);
/// A text board instead of an image.
const TEXT_ONLY: OptionSpec = OptionSpec::flag("text_only");
/// The language replies are in, or `auto`.
const LANGUAGE: OptionSpec = OptionSpec::text("language").choices(shared::LANGUAGES);
/// The person's lichess username, or `none`.
const LICHESS: OptionSpec = OptionSpec::text("lichess");

/// `/prefs show`, `/prefs set …` or `/prefs reset`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrefsCommand {
    Show,
    /// Each `Some` changes one preference; the others stay.
    Set {
        theme: Option<String>,
        flipped: Option<bool>,
        width: Option<i64>,
        text_only: Option<bool>,
        /// A language tag, or `auto` to follow the person's Discord.
        language: Option<String>,
        /// A lichess username, or `none` to unlink it.
        lichess: Option<String>,
    },
    Reset,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Prefs(
        match o.subcommand(SPEC.name, SPEC.subcommands)?.as_str() {
            "show" => PrefsCommand::Show,
            "reset" => PrefsCommand::Reset,
            _ => PrefsCommand::Set {
                theme: o.text(&THEME)?,
                flipped: o.flag(&FLIPPED),
                width: o.optional_number(&WIDTH)?,
                text_only: o.flag(&TEXT_ONLY),
                language: o.text(&LANGUAGE)?,
                lichess: o.text(&LICHESS)?,
            },
        },
    ))
}

/// `prefs` with the changes asked for, each checked; nothing is changed
/// when one is wrong.
fn changed(mut prefs: UserPrefs, cmd: PrefsCommand) -> Result<UserPrefs, AppError> {
    let PrefsCommand::Set {
        theme,
        flipped,
        width,
        text_only,
        language,
        lichess,
    } = cmd
    else {
        return Ok(prefs);
    };
    if theme.is_none()
        && flipped.is_none()
        && width.is_none()
        && text_only.is_none()
        && language.is_none()
        && lichess.is_none()
    {
        return Err(Text::msg(msg!("error-prefs-nothing")).into());
    }
    if let Some(name) = lichess {
        prefs.lichess = username_setting(&name)?;
    }
    if let Some(l) = language {
        prefs.language = if l == AUTO_LANGUAGE {
            None
        } else {
            let lang: Lang = l
                .parse()
                .map_err(|e: UnknownLang| AppError::in_option(LANGUAGE.name, e.text()))?;
            Some(lang.code().to_owned())
        };
    }
    if let Some(t) = theme {
        let theme: Theme = t.parse().map_err(|_| {
            let names: Vec<&str> = Theme::ALL.iter().map(|t| t.id()).collect();
            AppError::from(
                Text::msg(msg!("error-unknown-theme"))
                    .with("given", t.chars().take(30).collect::<String>())
                    .with("list", names.join(", ")),
            )
        })?;
        prefs.theme = Some(theme.id().to_owned());
    }
    if let Some(w) = width {
        // Its range ([`WIDTH`]) was held to when it was read; a width
        // made some other way is refused the same way.
        let w = u32::try_from(w).map_err(|_| out_of_range(&WIDTH, w))?;
        prefs.width = Some(w);
    }
    prefs.flipped = flipped.or(prefs.flipped);
    prefs.text_only = text_only.or(prefs.text_only);
    Ok(prefs)
}

impl Run for PrefsCommand {
    fn rules(&self) -> Rules {
        Rules::PRIVATE.without_settings()
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        cx.bot.prefs_command(self, cx.caller).await
    }
}

impl Bot {
    pub(crate) async fn prefs_command(
        &self,
        cmd: PrefsCommand,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let user = caller.who.user_id;
        let (prefs, note) = match cmd {
            PrefsCommand::Show => (self.app().store().user_prefs(user).await?, None),
            PrefsCommand::Reset => {
                let reset = |_| Ok(UserPrefs::default());
                (
                    self.app().people().change_prefs(user, reset).await?,
                    Some(msg!("prefs-reset-done")),
                )
            }
            set => {
                let change = |prefs| changed(prefs, set.clone());
                (
                    self.app().people().change_prefs(user, change).await?,
                    Some(msg!("prefs-saved")),
                )
            }
        };
        Ok(self.prefs_view(&prefs, note, caller.lang(None)))
    }

    /// A person's preferences as they apply: each set one, or the default
    /// it follows; `note` is a message id (empty for none). Written in the
    /// language that now applies to them.
    fn prefs_view(&self, prefs: &UserPrefs, note: Option<Msg>, context: Lang) -> Reply {
        let look = self.app().people().look_with(prefs, context);
        let lang = look.lang;
        let default = t(lang, msg!("prefs-default"));
        let mine = |set: bool| {
            if set {
                String::new()
            } else {
                format!(" {default}")
            }
        };
        let yes_no = |b: bool| {
            t(
                lang,
                if b {
                    msg!("prefs-yes")
                } else {
                    msg!("prefs-no")
                },
            )
        };
        let value = |shown: String, set: bool| format!("{shown}{}", mine(set));
        let language = if prefs.language.is_some() {
            look.lang.name().to_owned()
        } else {
            format!(
                "{} {}",
                look.lang.name(),
                t(lang, msg!("prefs-your-discord"))
            )
        };
        let embed = Embed {
            title: t(lang, msg!("prefs-title")),
            description: t(lang, msg!("prefs-description")),
            fields: vec![
                field(
                    &t(lang, msg!("prefs-theme")),
                    &value(look.render.theme.id().to_owned(), prefs.theme.is_some()),
                    true,
                ),
                field(
                    &t(lang, msg!("prefs-flipped")),
                    &value(yes_no(look.render.flip), prefs.flipped.is_some()),
                    true,
                ),
                field(
                    &t(lang, msg!("prefs-width")),
                    &value(format!("{} px", look.render.width), prefs.width.is_some()),
                    true,
                ),
                field(
                    &t(lang, msg!("prefs-text-only")),
                    &value(yes_no(look.text_only), prefs.text_only.is_some()),
                    true,
                ),
                field(&t(lang, msg!("prefs-language")), &language, true),
                field(
                    &t(lang, msg!("prefs-lichess")),
                    // In code, so an underscore in it is not read as italics.
                    &prefs.lichess.as_ref().map_or_else(
                        || t(lang, msg!("prefs-lichess-unset")),
                        |name| format!("`{name}`"),
                    ),
                    true,
                ),
            ],
            colour: COLOUR_INFO,
            ..Embed::default()
        };
        Reply {
            ephemeral: true,
            content: note.map(|note| t(lang, note)),
            embed: Some(embed),
            ..Reply::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set_language(prefs: UserPrefs, language: &str) -> Result<UserPrefs, AppError> {
        changed(
            prefs,
            PrefsCommand::Set {
                theme: None,
                flipped: None,
                width: None,
                text_only: None,
                language: Some(language.into()),
                lichess: None,
            },
        )
    }

    #[test]
    fn a_language_is_kept_by_its_tag_and_auto_clears_it() {
        let korean = set_language(UserPrefs::default(), "ko").unwrap();
        assert_eq!(korean.language.as_deref(), Some("ko"));
        // Discord's form of a locale is taken too, and kept short.
        let spanish = set_language(korean.clone(), "es-419").unwrap();
        assert_eq!(spanish.language.as_deref(), Some("es"));
        assert_eq!(set_language(spanish, AUTO_LANGUAGE).unwrap().language, None);
        let e = set_language(korean, "tlh").unwrap_err().to_string();
        assert!(e.contains("`language`: 'tlh' is not a language"), "{e}");
    }

    /// A width no option reading let through (too large for the store's
    /// type) is refused, not kept and not dropped in silence.
    #[test]
    fn a_width_made_past_the_option_is_refused() {
        let set = |width| PrefsCommand::Set {
            theme: None,
            flipped: None,
            width: Some(width),
            text_only: None,
            language: None,
            lichess: None,
        };
        let e = changed(UserPrefs::default(), set(1 << 40)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "`width` must be from 160 to 2048, not 1099511627776"
        );
        let kept = changed(UserPrefs::default(), set(400)).unwrap();
        assert_eq!(kept.width, Some(400));
    }

    /// A stored language this version does not speak (a file edited by
    /// hand, a language since dropped) falls back to the context.
    #[test]
    fn a_stored_language_backrank_does_not_speak_is_passed_over() {
        let app = crate::app::App::new(
            crate::app::settings::Settings::load(None).unwrap(),
            crate::bot::tests::temp_store(),
        )
        .unwrap();
        let prefs = UserPrefs {
            language: Some("xx".into()),
            ..UserPrefs::default()
        };
        assert_eq!(app.people().look_with(&prefs, Lang::Fr).lang, Lang::Fr);
        let prefs = UserPrefs {
            language: Some("de".into()),
            ..UserPrefs::default()
        };
        assert_eq!(app.people().look_with(&prefs, Lang::Fr).lang, Lang::De);
    }
}
