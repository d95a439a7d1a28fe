//! A server to run `/settings` and `/daily` against, in unit tests.

use std::sync::Arc;

use crate::app::App;
use crate::app::clock::ManualClock;
use crate::app::settings::Settings;
use crate::bot::caller::{Caller, permissions};
use crate::bot::commands::Command;
use crate::bot::options::{SUBCOMMAND, Value};
use crate::bot::{Action, Bot};
use crate::discord::reply::Reply;
use crate::store::{GuildSettings, Who};

pub struct Server {
    pub bot: Arc<Bot>,
    pub rt: tokio::runtime::Runtime,
}

/// A member with Manage Server in server 500, channel 600.
pub fn manager() -> Caller {
    Caller {
        who: Who {
            user_id: 1,
            user_name: "Mo".into(),
            guild_id: Some(500),
            channel_id: Some(600),
        },
        roles: vec![],
        permissions: permissions::MANAGE_GUILD,
        ..Caller::default()
    }
}

impl Server {
    pub fn new() -> Server {
        Server::with(Settings::load(None).unwrap())
    }

    /// A server of a bot with `settings`.
    pub fn with(settings: Settings) -> Server {
        let clock = Arc::new(ManualClock::new("2026-11-21T18:00:00Z".parse().unwrap()));
        Server {
            bot: Arc::new(Bot::from_app(
                App::new(settings, crate::bot::tests::temp_store())
                    .unwrap()
                    .with_clock(clock),
            )),
            rt: tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap(),
        }
    }

    pub fn run(&self, name: &str, opts: &[(&str, Value)]) -> Reply {
        self.run_as(name, opts, &manager())
    }

    pub fn run_as(&self, name: &str, opts: &[(&str, Value)], who: &Caller) -> Reply {
        let opts: Vec<(String, Value)> = opts
            .iter()
            .map(|(n, v)| ((*n).to_owned(), v.clone()))
            .collect();
        match Command::parse(name, &opts) {
            Ok(cmd) => self
                .rt
                .block_on(self.bot.handle(Action::Command(cmd), who, &|_| {})),
            // Refused before it is an action, as the transports refuse it.
            Err(e) => Reply::error(e.user_text(who.lang(None))),
        }
    }

    pub fn settings(&self) -> GuildSettings {
        self.rt
            .block_on(self.bot.app().store().guild_settings(500))
            .unwrap()
    }
}

pub fn t(s: &str) -> Value {
    Value::Text(s.into())
}

pub fn sub(s: &str) -> (&'static str, Value) {
    (SUBCOMMAND, t(s))
}
