//! A new event (`/event start`): its name checked, every round's variant,
//! method and device picked as a roll's are, its draw rules resolved, and
//! its rounds committed to (a seed and a commitment each, or the beacon's
//! rule), kept before anyone sees it.

use super::commitment::{check_rounds, new_rounds, new_web_token};
use super::name::new_event_name;
use super::rules::AskedRules;
use super::{Events, Organizer};
use crate::app::error::AppError;
use crate::app::rolls::request::RollRequest;
use crate::i18n::Text;
use crate::store::{Event, EventBeacon, NewEvent};

/// How an event's rounds are drawn (`/event start draw:`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EventDraw {
    /// Seeds drawn now, their commitments published (the default).
    #[default]
    Seeds,
    /// Each round from the first beacon round after its `/event next`.
    Beacon,
}

/// An event as asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartAsked {
    /// Its name, as typed.
    pub name: String,
    pub rounds: i64,
    /// Every round's variant (always given), method, device and rules;
    /// what is left out is the server's.
    pub request: RollRequest,
    /// How the rounds are drawn.
    pub draw: EventDraw,
    /// The rules they are drawn under, as asked.
    pub rules: AskedRules,
}

impl Events<'_> {
    /// Starts the event `asked` for: checked, its rounds committed to and
    /// kept, nothing revealed yet.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming what is wrong (the name, the variant or
    /// method, the rules, the number of rounds), or an event of that name
    /// already in the server (named as it is kept); a wrong `[beacon]`
    /// setting; no random bytes from the operating system; a store
    /// failure.
    pub async fn start(&self, asked: &StartAsked, by: &Organizer<'_>) -> Result<Event, AppError> {
        let name = new_event_name(&asked.name)?;
        let die = self.settings.roll.dice;
        let spec = self
            .rolls
            .pick(&asked.request, by.guild, die, by.who)
            .await?;
        let kept = spec.kept();
        let rounds = asked.rounds;
        let rules = self
            .rules(by.guild_id, (&spec, &kept.variant), rounds, &asked.rules)
            .await?;
        let ((seeds, commitments), beacon) = match asked.draw {
            EventDraw::Seeds => (new_rounds(&name, rounds, &rules)?, None),
            EventDraw::Beacon => ((vec![], vec![]), Some(self.new_beacon(rounds)?)),
        };
        let new = NewEvent {
            guild_id: by.guild_id,
            name: name.clone(),
            spec: kept,
            seeds,
            commitments,
            beacon,
            created_by: by.who.user_id,
            created_at: self.clock.now().as_second(),
            exclude_standard: spec.exclude_standard,
            pairs: spec.pair,
            web_token: Some(new_web_token()?),
            rules: Some(rules),
        };
        if let Some(event) = self.store.create_event(new).await? {
            return Ok(event);
        }
        // Name the event there is: `cup` is refused for `Cup`.
        let there = self.store.event(by.guild_id, name.clone()).await?;
        let there = there.map_or(name, |e| e.event.name);
        Err(Text::msg(msg!("error-event-exists"))
            .with("name", there)
            .into())
    }

    /// A new event named `name` drawn as `like` is (its variant, method,
    /// device, rules, seeds or beacon), with rounds of its own: a weekly
    /// meetup's next night, as its first night was planned.
    ///
    /// # Errors
    ///
    /// As [`Events::start`].
    pub async fn start_again(
        &self,
        like: &Event,
        name: &str,
        by: &Organizer<'_>,
    ) -> Result<Event, AppError> {
        let name = new_event_name(name)?;
        let was = &like.event;
        let rounds = was.rounds();
        let Some(rules) = was.rules.clone() else {
            // Every event since draw rules has them; one from before is
            // never a meetup's.
            return Err(AppError::internal(
                msg!("error-meetup-unreadable"),
                format!("event {} has no draw rules to start again from", like.id),
            ));
        };
        let ((seeds, commitments), beacon) = match &was.beacon {
            None => (new_rounds(&name, rounds, &rules)?, None),
            Some(_) => ((vec![], vec![]), Some(self.new_beacon(rounds)?)),
        };
        let new = NewEvent {
            guild_id: by.guild_id,
            name: name.clone(),
            seeds,
            commitments,
            beacon,
            created_by: by.who.user_id,
            created_at: self.clock.now().as_second(),
            web_token: Some(new_web_token()?),
            rules: Some(rules),
            ..was.clone()
        };
        self.store.create_event(new).await?.ok_or_else(|| {
            Text::msg(msg!("error-event-exists"))
                .with("name", name)
                .into()
        })
    }

    /// A new beacon event's rounds: the settings' chain, nothing fixed yet.
    /// Its number of rounds is checked as a seed event's is
    /// ([`check_rounds`]), at the same point.
    fn new_beacon(&self, rounds: i64) -> Result<EventBeacon, AppError> {
        check_rounds(rounds)?;
        #[cfg(feature = "beacon")]
        {
            super::beacon::new_event_beacon(&self.settings.beacon, rounds)
        }
        #[cfg(not(feature = "beacon"))]
        {
            let _ = rounds;
            Err(crate::app::source::spec::BEACON_NOT_BUILT.into())
        }
    }
}
