//! The application: what every front end shares above the core.
//!
//! [`App`] holds the process's long-lived things (the settings, the store,
//! the clock, the boards, the hardware source, what it keeps between
//! requests) and hands each area of the app a small handle holding just
//! what that area uses: `app.events().reveal_next(..)`, `app.rolls()
//! .make(..)`, `app.variants().named(..)`. The areas know nothing of
//! `App` (the architecture test checks it), so a file's imports show what
//! it really uses. [`error::AppError`] is the one error type, with the
//! text the person reads and the detail a maintainer needs.
//!
//! The app knows nothing of Discord: its messages, limits and colours are
//! the `discord` module's, and the bot, the daily scheduler, the web pages
//! and the command line all sit above it.
//!
//! # Layout
//!
//! Lowest first; each imports only what stands before it.
//!
//! - Plumbing: [`error`], [`clock`], [`metrics`], [`visibility`],
//!   [`shell`] (command lines as printed), [`bounded`] (files read within
//!   a limit), [`json`]; [`settings`] (the settings file); [`metered`]
//!   (every store call timed) and [`changes`] (a row changed with none
//!   lost).
//! - [`variants`]: the variants people may name (built-in, this
//!   process's files, each server's own) and what records kept of them.
//! - [`source`]: where throws come from (sources by name, the tower,
//!   drand's beacon); [`play`]: "Play on lichess".
//! - [`rolls`]: what people ask to roll, the one roll maker, a roll kept
//!   before anyone sees it, who may see it.
//! - [`event`]: events, started, revealed and checked; [`upkeep`];
//!   [`meetup`]: club nights, each an event with a time and a place.
//! - [`view`]: what people are shown of a roll, an event round or an
//!   audit, built once for every face; [`servers`]: their settings and
//!   managers.
//! - [`board_cache`]: boards drawn lately, kept encoded; [`drawing`]:
//!   boards drawn for replies; [`people`]: how each sees
//!   rolls; [`stats`]: a scope's rolls counted and judged.

pub mod board_cache;
pub mod bounded;
pub mod changes;
pub mod clock;
pub mod drawing;
pub mod error;
pub mod event;
pub mod json;
pub mod meetup;
pub mod metered;
pub mod metrics;
pub mod people;
pub mod play;
pub mod rolls;
pub mod servers;
pub mod settings;
pub mod shared_shards;
pub mod shell;
pub mod source;
pub mod stats;
pub mod upkeep;
pub mod variants;
pub mod view;
pub mod visibility;
pub mod zones;

use std::sync::Arc;

use crate::app::clock::{Clock, SystemClock};
use crate::app::rolls::rate::RollRate;
use crate::app::settings::Settings;
use crate::app::source::spec::SourceSpec;
use crate::app::source::tower::Tower;
use crate::render::{RenderOptions, Renderer, Theme};
use crate::store::Store;

/// The process's long-lived state, shared by every interaction and by the
/// daily scheduler.
pub struct App {
    settings: Settings,
    /// Board drawing: the renderer, the image settings, a turn a core.
    boards: drawing::Boards,
    /// The hardware source users may pick as `tower`, if the server has
    /// one: opened once, for every roll of this process.
    tower: Option<Arc<Tower>>,
    /// How often one person may roll.
    rate: RollRate,
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    /// Servers' own variant files loaded in this process.
    server_files: variants::loaded::ServerFiles,
    /// What the process keeps of events: the rounds it revealed, and
    /// those already checked.
    events: event::EventsKept,
    /// What the process keeps of meetups: the scheduler's wake-up.
    meetups: meetup::MeetupsKept,
    /// lichess, for "Play on lichess"; `None` when `[lichess] enabled` is
    /// off. One per process, so its one-at-a-time turn and its quiet
    /// minute after a 429 cover every request.
    lichess: Option<play::lichess::Lichess>,
    /// How many lichess games a person and a server may make an hour.
    play_limits: play::limits::PlayLimits,
}

/// A setting the app cannot start with.
#[derive(Debug, thiserror::Error)]
#[error("{setting}: {problem}")]
pub struct StartError {
    /// The setting, as written in the settings file (`[bot] theme`).
    pub setting: &'static str,
    pub problem: String,
}

impl App {
    /// An app with these settings. Rendering sprites are warmed up once here,
    /// so the first reply costs no more than the rest; the hardware source,
    /// if any, is opened here for the whole process (its port opens with
    /// [`App::connect_tower`], or on the first throw).
    ///
    /// # Errors
    ///
    /// A wrong `[bot]` setting, named.
    pub fn new(settings: Settings, store: Arc<dyn Store>) -> Result<App, StartError> {
        // Every store call is timed for `/metrics`, whichever backend.
        let store: Arc<dyn Store> = Arc::new(metered::Metered {
            store,
            limit: std::time::Duration::from_secs(settings.store.call_timeout_secs.max(1)),
        });
        let bad = |setting: &'static str| {
            move |e: &dyn std::fmt::Display| StartError {
                setting,
                problem: e.to_string(),
            }
        };
        let theme: Theme = settings
            .bot
            .theme
            .parse()
            .map_err(|e| bad("[bot] theme")(&e))?;
        let render = RenderOptions {
            width: settings.bot.image_width,
            theme,
            ..RenderOptions::default()
        };
        let image_cache_bytes = settings.bot.image_cache_mb.saturating_mul(1 << 20);
        let renderer = Renderer::shared();
        renderer
            .warm_up(&render)
            .map_err(|e| bad("[bot] image_width")(&e))?;
        let tower = match settings.bot.hardware_source.trim() {
            "" => None,
            s => {
                let spec: SourceSpec = s.parse().map_err(|e| bad("[bot] hardware_source")(&e))?;
                let tower = Tower::open(&spec, &settings, Some(store.clone()))
                    .map_err(|e| bad("[bot] hardware_source")(&e))?;
                Some(Arc::new(tower))
            }
        };
        let clock: Arc<dyn Clock> = Arc::new(SystemClock);
        let lichess = if settings.lichess.enabled {
            // The rule `backrank doctor` checks it by.
            let url = play::lichess::checked_api_url(&settings.lichess.api_url).map_err(|_| {
                bad("[lichess] api_url")(
                    &"not a web address: write lichess's, like \"https://lichess.org\"",
                )
            })?;
            Some(
                play::lichess::Lichess::new(&url, clock.clone())
                    .map_err(|e| bad("[lichess] api_url")(&e))?,
            )
        } else {
            None
        };
        Ok(App {
            lichess,
            play_limits: play::limits::PlayLimits::new(
                settings.lichess.per_person_per_hour,
                settings.lichess.per_server_per_hour,
            ),
            rate: RollRate::new(settings.bot.rolls_per_minute),
            settings,
            boards: drawing::Boards::new(renderer, render, image_cache_bytes),
            tower,
            store,
            clock,
            server_files: variants::loaded::ServerFiles::default(),
            events: event::EventsKept::default(),
            meetups: meetup::MeetupsKept::default(),
        })
    }

    /// The same app reading time from `clock` (tests move it by hand).
    #[must_use]
    pub fn with_clock(self, clock: Arc<dyn Clock>) -> App {
        App {
            lichess: self.lichess.map(|l| l.with_clock(clock.clone())),
            clock,
            ..self
        }
    }

    /// Playing a roll's position on lichess: what is offered, and the
    /// games people make within the limits.
    #[must_use]
    pub fn play(&self) -> play::Play<'_> {
        play::Play::new(
            (self.lichess.as_ref(), &self.play_limits),
            self.clock.as_ref(),
            &self.settings,
            (self.store.as_ref(), self.events()),
        )
    }

    /// The variants people may name, and what records kept of them.
    #[must_use]
    pub fn variants(&self) -> variants::Variants<'_> {
        variants::Variants::new(self.store.as_ref(), &self.server_files, self.clock.as_ref())
    }

    /// Rolling: what people ask for, the roll maker, rolls kept and who
    /// may see them.
    #[must_use]
    pub fn rolls(&self) -> rolls::Rolls<'_> {
        rolls::Rolls::new(
            (&self.settings, self.clock.as_ref(), &self.store),
            self.tower.as_deref(),
            &self.rate,
            self.variants(),
        )
    }

    /// Events: starting one, revealing, checking and finding its rounds.
    #[must_use]
    pub fn events(&self) -> event::Events<'_> {
        event::Events::new(
            (self.store.as_ref(), self.clock.as_ref(), &self.settings),
            self.variants(),
            self.rolls(),
            &self.events,
        )
    }

    /// Club nights: planned, answered, moved, cancelled, started.
    #[must_use]
    pub fn meetups(&self) -> meetup::Meetups<'_> {
        meetup::Meetups::new(
            (self.store.as_ref(), self.clock.as_ref(), &self.settings),
            self.events(),
            &self.meetups,
        )
    }

    /// Statistics: a scope's rolls counted against fair dice and the
    /// methods' exact chances.
    #[must_use]
    pub fn stats(&self) -> stats::Statistics<'_> {
        stats::Statistics::new(self.store.as_ref(), self.variants())
    }

    /// The process's board drawing.
    #[must_use]
    pub fn boards(&self) -> &drawing::Boards {
        &self.boards
    }

    /// People: how each sees rolls, and their preferences.
    #[must_use]
    pub fn people(&self) -> people::People<'_> {
        people::People::new(self.store.as_ref(), self.clock.as_ref(), &self.boards)
    }

    /// Servers: their settings, who manages them, changes to them.
    #[must_use]
    pub fn servers(&self) -> servers::Servers<'_> {
        servers::Servers::new(self.store.as_ref(), self.variants(), self.tower.is_some())
    }

    /// What views are shown of rolls, event rounds and events.
    #[must_use]
    pub fn views(&self) -> view::Views<'_> {
        view::Views::new(&self.settings, self.events())
    }

    /// The upkeep `serve` runs every few minutes.
    #[must_use]
    pub fn upkeep(&self) -> upkeep::Upkeep<'_> {
        upkeep::Upkeep::new(
            (self.store.as_ref(), self.clock.as_ref(), &self.settings.bot),
            &self.rate,
            &self.play_limits,
        )
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    /// The process's hardware source, if it has one.
    pub fn tower(&self) -> Option<&Arc<Tower>> {
        self.tower.as_ref()
    }

    /// Opens the hardware source's port now, at start-up, so a board that
    /// resets when its port opens is ready before the first roll. A device
    /// that is missing is logged; rolls try again.
    pub async fn connect_tower(&self) {
        let Some(tower) = &self.tower else { return };
        match tower.connect().await {
            Ok(()) => tracing::info!(source = %tower.spec(), "hardware source ready"),
            Err(e) => {
                tracing::warn!(source = %tower.spec(), error = %e, "hardware source not ready; rolls will try again")
            }
        }
    }

    /// Now, in Unix seconds.
    pub fn now(&self) -> i64 {
        self.clock.now().as_second()
    }
}
