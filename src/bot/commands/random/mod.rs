//! `/random`: a random starting position with the record of every throw,
//! from the OS's random numbers, the club's dice tower, or faces typed in.

pub mod again;

use crate::app::error::AppError;
use crate::app::play::game::Occasion;
use crate::app::rolls::keep::Made;
use crate::app::rolls::request::RollRequest;
use crate::app::rolls::roller::{BOT_OPTIONS, Throws};
use crate::app::source::names::ThrownWith;
use crate::app::visibility::Visibility;
use crate::bot::Bot;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::commands::{Draws, Replies};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::OptionSpec;
use crate::discord::present::roll::Shown;
use crate::discord::present::roll::roll_message;
use crate::discord::reply::{Button, Reply};
use crate::i18n::{Text, t};
use crate::store::{RollKind, RollSource};

pub const SPEC: CommandSpec = CommandSpec {
    name: "random",
    positional: &[shared::VARIANT_OR_DEFAULT.name],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[
        shared::VARIANT_OR_DEFAULT,
        shared::METHOD,
        shared::DICE,
        shared::SOURCE,
        ROLLS,
        PRIVATE,
        TEXT,
        EXCLUDE_STANDARD,
        PAIR,
    ],
    subcommands: &[],
    parse,
};

/// The faces thrown, typed in order.
const ROLLS: OptionSpec = OptionSpec::text("rolls");
const PRIVATE: OptionSpec = OptionSpec::flag("private");
/// A text board only, no image.
const TEXT: OptionSpec = OptionSpec::flag("text");
const EXCLUDE_STANDARD: OptionSpec = OptionSpec::flag("exclude_standard");
const PAIR: OptionSpec = OptionSpec::flag("pair");

/// The options of `/random`. Empty ones take the server's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RandomArgs {
    /// The variant, method, device and rules asked for.
    pub request: RollRequest,
    /// Where the throws come from, when asked (else the server's).
    pub source: Option<RollSource>,
    pub rolls: Option<String>,
    pub private: bool,
    /// A text board only, no image.
    pub text: bool,
}

impl RandomArgs {
    /// The id of a "Roll again" button for the same variant, method,
    /// device and source (typed faces and privacy are asked anew).
    pub fn again_id(&self) -> Option<String> {
        again::again_id(&self.request, self.source)
    }
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Random(RandomArgs {
        request: o.roll_request(&EXCLUDE_STANDARD, &PAIR)?,
        source: o
            .text(&shared::SOURCE)?
            .map(|s| source_asked(&s))
            .transpose()?,
        rolls: o.text(&ROLLS)?,
        private: o.flag(&PRIVATE).unwrap_or(false),
        text: o.flag(&TEXT).unwrap_or(false),
    }))
}

/// A source named in `/random source:` (or a "Roll again" button).
///
/// # Errors
///
/// [`AppError::Input`] naming the source that is not one.
pub fn source_asked(given: &str) -> Result<RollSource, AppError> {
    given.parse().map_err(|_| {
        Text::msg(msg!("error-unknown-source"))
            .with("given", given.chars().take(30).collect::<String>())
            .into()
    })
}

impl Run for RandomArgs {
    fn rules(&self) -> Rules {
        Rules {
            replies: Replies::AsServerSays {
                asked_private: self.private,
            },
            draws: Draws::Rolls {
                asked: self.source,
                typed: self.rolls.is_some(),
            },
            ..Rules::PUBLIC
        }
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        cx.bot.random(self, cx).await
    }
}

impl Bot {
    /// `/random` and its "Roll again" button.
    async fn random(&self, args: RandomArgs, cx: Context<'_>) -> Result<Reply, AppError> {
        let Context {
            plan,
            caller,
            progress,
            ..
        } = cx;
        let guild = &plan.guild;
        let app = self.app();
        let rolls = app.rolls();
        rolls.count(caller.who.user_id)?;
        let named = args.source.map(Throws::named);
        let throws = Throws::choose(
            named,
            args.rolls.clone(),
            || rolls.by_default(plan.source),
            &BOT_OPTIONS,
        )?;
        let die = throws.default_die(app.settings(), app.tower().map(AsRef::as_ref));
        let spec = rolls.pick(&args.request, guild, die, &caller.who).await?;
        let visibility = Visibility::private_if(plan.ephemeral);
        let made = Made {
            who: &caller.who,
            kind: RollKind::Random,
            visibility,
        };
        let lang = caller.lang_in(guild);
        let kept = rolls.make(spec, throws, (progress, lang), &made).await?;
        let mut look = self.look_of(caller, guild).await;
        look.text_only |= args.text;
        let again = args
            .again_id()
            .map(|id| Button::action(t(look.lang, msg!("button-roll-again")), id));
        let shown = Shown {
            source: ThrownWith::Kept(&kept.source),
            again,
            record: Some(kept.record),
            visibility,
            play: app.play().offers(guild).then_some(Occasion::Roll),
        };
        roll_message(app, &kept.roll, shown, &look).await
    }
}
