//! `/random`: a random starting position with the record of every throw,
//! from the OS's random numbers, the club's dice tower, or faces typed in.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

use crate::app::error::AppError;
use crate::app::reply::{Button, Reply};
use crate::app::rolls::{Asked, ProgressFn, source_name, typed_roll};
use crate::app::sources::SourceSpec;
use crate::bot::action::Action;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach, shared};
use crate::bot::options::Options;
use crate::bot::{Bot, Plan};
use crate::i18n::{Text, t};
use crate::store::RollKind;

pub const SPEC: CommandSpec = CommandSpec {
    name: "random",
    positional: &["variant"],
    reach: Reach::Anywhere,
    register,
    parse,
};

/// The options of `/random`. Empty ones take the server's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RandomArgs {
    pub variant: Option<String>,
    pub method: Option<String>,
    pub dice: Option<String>,
    pub source: Option<String>,
    pub rolls: Option<String>,
    pub private: bool,
    /// A text board only, no image.
    pub text: bool,
}

impl RandomArgs {
    /// What the person asked for, for [`crate::app::App::pick`].
    pub fn asked(&self) -> Asked<'_> {
        Asked {
            variant: self.variant.as_deref(),
            method: self.method.as_deref(),
            dice: self.dice.as_deref(),
        }
    }
}

fn register() -> CreateCommand {
    CreateCommand::new(SPEC.name)
        .description("Roll a random starting position, with the record of every throw")
        .add_option(shared::default_variant())
        .add_option(shared::method())
        .add_option(shared::dice())
        .add_option(shared::source())
        .add_option(CreateCommandOption::new(
            CommandOptionType::String,
            "rolls",
            "The faces you threw, in order (\"5 3 6\", H/T for coins)",
        ))
        .add_option(CreateCommandOption::new(
            CommandOptionType::Boolean,
            "private",
            "Only you see the reply",
        ))
        .add_option(CreateCommandOption::new(
            CommandOptionType::Boolean,
            "text",
            "A text board only, no image (screen readers, embeds off)",
        ))
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Random(RandomArgs {
        variant: o.text("variant")?,
        method: o.text("method")?,
        dice: o.text("dice")?,
        source: o.text("source")?,
        rolls: o.text("rolls")?,
        private: o.flag("private").unwrap_or(false),
        text: o.flag("text").unwrap_or(false),
    }))
}

/// Where a roll's throws come from.
enum Throws<'a> {
    Typed(&'a str),
    Os,
    Tower,
}

impl Bot {
    /// `/random` and its "Roll again" button.
    pub(crate) async fn random(
        &self,
        args: RandomArgs,
        plan: &Plan,
        caller: &Caller,
        progress: ProgressFn<'_>,
    ) -> Result<Reply, AppError> {
        let guild = &plan.guild;
        self.rate.check(caller.who.user_id)?;
        let throws = match (&args.rolls, plan.source.as_deref()) {
            (Some(text), _) => Throws::Typed(text),
            (None, None | Some("os")) => Throws::Os,
            (None, Some("tower")) => Throws::Tower,
            (None, Some(other)) => {
                return Err(Text::msg("error-unknown-source")
                    .with("given", other.chars().take(30).collect::<String>())
                    .into());
            }
        };
        let tower = match throws {
            // A default of `tower` kept from when the bot had one: the
            // asker typed no source, so say where the tower came from.
            Throws::Tower if args.source.is_none() && self.tower().is_none() => {
                return Err(Text::msg("error-no-tower-server-default").into());
            }
            Throws::Tower => Some(self.the_tower()?),
            _ => None,
        };
        let source = match (&throws, tower) {
            (Throws::Tower, Some(t)) => t.spec().clone(),
            (Throws::Typed(_), _) => SourceSpec::Typed,
            _ => SourceSpec::Os,
        };
        let die = source.default_die(self.settings());
        let spec = self.pick(args.asked(), guild, die, &caller.who).await?;
        let roll = match (throws, tower) {
            (Throws::Typed(text), _) => typed_roll(spec, text)?,
            (_, Some(tower)) => {
                self.tower_roll(tower, spec, progress, caller.lang_in(guild))
                    .await?
            }
            _ => self.os_roll(spec).await?,
        };
        let mut look = self.look_of(caller, guild).await;
        look.text_only |= args.text;
        let again = Action::again_id(&RandomArgs {
            rolls: None,
            private: false,
            ..args
        })
        .map(|id| Button::action(t(look.lang, "button-roll-again"), id));
        let private = plan.ephemeral;
        let label = source_name(&source);
        let record = self
            .save(&roll, &label, &caller.who, RollKind::Random, private)
            .await?;
        self.roll_message(&roll, &label, again, Some(record), private, &look)
            .await
    }
}
