//! What a transport must know about an action before its work starts,
//! decided once: whether it waits on hardware dice (defer at once), whether
//! the reply is for the asker only (deferring fixes it), whether it
//! replaces the message a control is on, and where a roll's throws come
//! from.

use crate::app::error::AppError;
use crate::bot::Bot;
use crate::bot::action::Action;
use crate::bot::caller::Caller;
use crate::bot::commands::{COMMANDS, Command, Draws, Reach};
use crate::i18n::Text;
use crate::store::{GuildSettings, RollSource};

/// An action's plan ([`Bot::plan`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The server's settings (the defaults outside a server), read once.
    pub guild: GuildSettings,
    /// The reply waits on hardware dice, or on a variant file's audit:
    /// defer at once.
    pub slow: bool,
    /// The reply is for the asker only.
    pub ephemeral: bool,
    /// The reply replaces the message the pressed control is on.
    pub update: bool,
    /// For a roll without typed throws: the source asked for, else the
    /// server's.
    pub source: RollSource,
}

impl Plan {
    /// Why an action planned `slow` is deferred at once, for the metrics
    /// (`backrank_deferrals_total{reason}`): `lichess` for a press on "Play
    /// on lichess", `hardware` or `beacon` for a roll that waits on its
    /// source, `slow` for work its options show slow (`/stats`, a variant
    /// file's audit).
    pub fn slow_because(&self, action: &Action) -> &'static str {
        if matches!(action, Action::PlayOnLichess(_)) {
            return "lichess";
        }
        if action.rules().slow {
            return "slow";
        }
        match self.source {
            RollSource::Beacon => "beacon",
            RollSource::Tower | RollSource::Os => "hardware",
        }
    }

    /// What can be planned without the store: a press on a message updates
    /// it; who sees the reply as far as the action alone says; the server's
    /// settings are taken as the defaults.
    pub fn without_store(action: &Action) -> Plan {
        Plan {
            update: matches!(action, Action::RollAlongPress { .. }),
            slow: false,
            ephemeral: action.rules().private_unread(),
            source: RollSource::Os,
            guild: GuildSettings::default(),
        }
    }
}

impl Bot {
    /// The action's plan.
    ///
    /// # Errors
    ///
    /// When the server's settings cannot be read.
    pub async fn plan(&self, action: &Action, caller: &Caller) -> Result<Plan, AppError> {
        if let Action::Command(c) = action {
            refuse_outside_servers(c, caller)?;
        }
        let rules = action.rules();
        let guild = if rules.reads_settings {
            self.app().servers().settings(&caller.who).await?
        } else {
            GuildSettings::default()
        };
        // A roll: the source asked for, else the server's ([`Draws`]).
        let (source, waits_on_source) = match rules.draws {
            Draws::Rolls { asked, typed } => {
                let source = asked.unwrap_or(guild.source);
                (source, !typed && source != RollSource::Os)
            }
            Draws::Nothing => (RollSource::Os, false),
        };
        Ok(Plan {
            update: matches!(action, Action::RollAlongPress { .. }),
            slow: rules.slow || waits_on_source,
            ephemeral: rules.private(guild.public),
            source,
            guild,
        })
    }
}

/// A server's command used where no server installed Backrank (a DM, a
/// group DM, or a server through a person's own install): refused before
/// anything is read, saying where it works and what works here.
fn refuse_outside_servers(command: &Command, caller: &Caller) -> Result<(), AppError> {
    if command.reach() == Reach::Anywhere || caller.who.guild_id.is_some() {
        return Ok(());
    }
    let here: Vec<String> = COMMANDS
        .iter()
        .filter(|c| c.reach == Reach::Anywhere)
        .map(|c| format!("/{}", c.name))
        .collect();
    // Refused before anything is read: in the person's Discord language
    // (no server here to ask), as a failed plan is ([`crate::bot::unplanned`]).
    Err(Text::msg(msg!("refused-outside-servers"))
        .with("command", command.name())
        .with("commands", here.join(", "))
        .into())
}
