//! The one handler every transport calls: an action in, a reply out.

use crate::core::fen::Fen;
use std::fmt::Write;
use std::sync::Arc;

use backrank_entropy::Die;

use crate::app::clock::{Clock, SystemClock};
use crate::app::error::AppError;
use crate::app::rate::RollRate;
use crate::app::reply::{Button, Embed, Field, File, Reply, limits};
use crate::app::settings::Settings;
use crate::app::sources::{self, SourceSpec};
use crate::app::tower::Tower;
use crate::bot::command::{Action, Caller, Command, DailyCommand, RandomArgs, RecordKey};
use crate::core::audit::{self, decimal, show};
use crate::core::catalogue::MethodSpec;
use crate::core::numbering;
use crate::core::position::Position;
use crate::core::replay::ReplayCode;
use crate::core::roll::ReplayRollError;
use crate::core::roll::{self, DrawError, Roll, RollError, RollSpec, Step, StepKind};
use crate::core::text::thousands;
use crate::core::variant::Variant;
use crate::render::{RenderOptions, Renderer, Theme};
use crate::store::{GuildSettings, NewRoll, RecordRef, RollKind, SavedRoll, Scope, Store, Who};

/// Colours of the embed's side bar.
const COLOUR_ROLL: u32 = 0x2e7d32;
const COLOUR_WARN: u32 = 0xef6c00;
pub(crate) const COLOUR_INFO: u32 = 0x1565c0;

/// The bot's state: settings, the store, the clock, the shared renderer,
/// and the hardware source this process holds.
pub struct Bot {
    settings: Settings,
    renderer: &'static Renderer,
    render: RenderOptions,
    /// The hardware source users may pick as `tower`, if the server has
    /// one: opened once, for every roll of this process.
    tower: Option<Arc<Tower>>,
    pub(crate) rate: RollRate,
    /// Boards being drawn at once: one per core.
    drawing: tokio::sync::Semaphore,
    pub(crate) store: Arc<dyn Store>,
    pub(crate) clock: Arc<dyn Clock>,
}

/// Something a slow source reports while it works.
pub type ProgressFn<'a> = &'a (dyn Fn(String) + Send + Sync);

/// An action's plan ([`Bot::plan`]): what a transport must know before the
/// work starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The server's settings (the defaults outside a server), read once.
    pub guild: GuildSettings,
    /// The reply waits on hardware dice: defer at once.
    pub slow: bool,
    /// The reply is for the asker only.
    pub ephemeral: bool,
    /// The reply replaces the message the pressed control is on.
    pub update: bool,
}

impl Bot {
    /// A bot with these settings. Rendering sprites are warmed up once here,
    /// so the first reply costs no more than the rest; the hardware source,
    /// if any, is opened here for the whole process (its port opens with
    /// [`Bot::connect_tower`], or on the first throw).
    ///
    /// # Errors
    ///
    /// A message naming a wrong `[bot]` setting.
    pub fn new(settings: Settings, store: Arc<dyn Store>) -> Result<Bot, String> {
        let theme: Theme = settings
            .bot
            .theme
            .parse()
            .map_err(|e| format!("[bot] theme: {e}"))?;
        let render = RenderOptions {
            width: settings.bot.image_width,
            theme,
            ..RenderOptions::default()
        };
        let renderer = Renderer::shared();
        renderer
            .warm_up(render.width)
            .map_err(|e| format!("[bot] image_width: {e}"))?;
        let tower = match settings.bot.hardware_source.trim() {
            "" => None,
            s => {
                let spec: SourceSpec = s
                    .parse()
                    .map_err(|e| format!("[bot] hardware_source: {e}"))?;
                let tower = Tower::open(&spec, &settings, Some(store.clone()))
                    .map_err(|e| format!("[bot] hardware_source: {e}"))?;
                Some(Arc::new(tower))
            }
        };
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Ok(Bot {
            rate: RollRate::new(settings.bot.rolls_per_minute),
            drawing: tokio::sync::Semaphore::new(cores),
            settings,
            renderer,
            render,
            tower,
            store,
            clock: Arc::new(SystemClock),
        })
    }

    /// The same bot reading time from `clock` (tests move it by hand).
    pub fn with_clock(self, clock: Arc<dyn Clock>) -> Bot {
        Bot { clock, ..self }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// The process's hardware source, if the bot has one.
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
    pub(crate) fn now(&self) -> i64 {
        self.clock.now().as_second()
    }

    /// What a transport must know before any work starts, decided once:
    /// whether the reply waits on hardware dice (defer at once), whether it
    /// is for the asker only (a deferral must say so, since deferring fixes
    /// it), and whether it replaces the message a control is on.
    ///
    /// # Errors
    ///
    /// When the server's settings cannot be read.
    pub async fn plan(&self, action: &Action, caller: &Caller) -> Result<Plan, AppError> {
        let needs_guild = !matches!(
            action,
            Action::Command(
                Command::Position { .. }
                    | Command::Replay { .. }
                    | Command::Variants
                    | Command::Fairness { .. }
            ) | Action::FullRecordOfCode(_)
        );
        let guild = if needs_guild {
            self.guild(caller).await?
        } else {
            GuildSettings::default()
        };
        let (slow, ephemeral) = match action {
            Action::Command(Command::Random(a)) | Action::RollAgain(a) => {
                let source = a.source.as_deref().or(guild.source.as_deref());
                (
                    a.rolls.is_none() && source == Some("tower"),
                    a.private || !guild.public,
                )
            }
            Action::Command(Command::RollAlong { .. } | Command::Record { .. }) => {
                (false, !guild.public)
            }
            Action::Command(Command::Settings(_))
            | Action::FullRecord(_)
            | Action::FullRecordOfCode(_) => (false, true),
            Action::Command(Command::Daily(d)) => (false, !matches!(d, DailyCommand::Now { .. })),
            _ => (false, false),
        };
        Ok(Plan {
            update: matches!(action, Action::Guided { .. }),
            slow,
            ephemeral,
            guild,
        })
    }

    /// The caller's server's settings; the defaults outside a server.
    pub(crate) async fn guild(&self, caller: &Caller) -> Result<GuildSettings, AppError> {
        match caller.who.guild_id {
            None => Ok(GuildSettings::default()),
            Some(g) => Ok(self.store.guild_settings(g).await?),
        }
    }

    /// Handles one action. Never fails: problems become ephemeral errors
    /// that say what to do, and a fault on the bot's side is logged here,
    /// once, with the command, the person and the place.
    pub async fn handle(
        self: &Arc<Self>,
        action: Action,
        caller: &Caller,
        progress: ProgressFn<'_>,
    ) -> Reply {
        match self.plan(&action, caller).await {
            Ok(plan) => self.handle_planned(&plan, action, caller, progress).await,
            Err(e) => self.failed(action.name(), caller, e),
        }
    }

    /// [`Bot::handle`] for an action already planned by [`Bot::plan`].
    pub async fn handle_planned(
        self: &Arc<Self>,
        plan: &Plan,
        action: Action,
        caller: &Caller,
        progress: ProgressFn<'_>,
    ) -> Reply {
        let command = action.name();
        match self.dispatch(plan, action, caller, progress).await {
            Ok(reply) => reply.fit(),
            Err(e) => self.failed(command, caller, e),
        }
    }

    /// The reply to a failed action; a fault is logged here, once.
    fn failed(&self, command: &str, caller: &Caller, e: AppError) -> Reply {
        if let AppError::Fault { detail, .. } = &e {
            tracing::error!(
                command,
                user = caller.who.user_id,
                guild = caller.who.guild_id,
                channel = caller.who.channel_id,
                error = %detail,
                "an action failed"
            );
        }
        Reply::error(e.user_text()).fit()
    }

    async fn dispatch(
        self: &Arc<Self>,
        plan: &Plan,
        action: Action,
        caller: &Caller,
        progress: ProgressFn<'_>,
    ) -> Result<Reply, AppError> {
        match action {
            Action::Command(Command::Random(args)) | Action::RollAgain(args) => {
                self.random(args, plan, caller, progress).await
            }
            Action::Command(Command::Position { variant, number }) => {
                self.position(&variant, number).await
            }
            Action::Command(Command::Replay { code }) => self.replay(&code).await,
            Action::Command(Command::Variants) => Ok(variants()),
            Action::Command(Command::Fairness {
                variant,
                method,
                dice,
            }) => {
                self.fairness(&variant, method.as_deref(), dice.as_deref())
                    .await
            }
            Action::Command(Command::Record { id }) => self.record(id, plan, caller).await,
            Action::Command(Command::RollAlong {
                variant,
                method,
                dice,
            }) => {
                self.roll_along(
                    variant.as_deref(),
                    method.as_deref(),
                    dice.as_deref(),
                    plan,
                    caller,
                )
                .await
            }
            Action::Command(Command::Settings(cmd)) => self.settings_command(cmd, caller).await,
            Action::Command(Command::Daily(cmd)) => self.daily_command(cmd, caller).await,
            Action::FullRecord(key) => self.full_record(key, caller).await,
            Action::FullRecordOfCode(code) => self.full_record_of_code(&code),
            Action::Guided {
                session,
                version,
                press,
            } => self.press(session, version, press, plan, caller).await,
        }
    }

    /// The variant, method and device: as asked, else the server's
    /// defaults, else Chess960 by its default method with `default_die`.
    /// The server's method applies only to variants that have it.
    pub(crate) fn pick(
        &self,
        variant: Option<&str>,
        method: Option<&str>,
        dice: Option<&str>,
        guild: &GuildSettings,
        default_die: Die,
    ) -> Result<RollSpec, AppError> {
        let variant: Variant = variant
            .or(guild.variant.as_deref())
            .unwrap_or("chess960")
            .parse()
            .map_err(|e| format!("{e}"))?;
        let method = match (method, guild.method.as_deref()) {
            (Some(m), _) => variant.method_named(m).map_err(|e| e.to_string())?,
            (None, Some(m)) => variant
                .method_named(m)
                .unwrap_or_else(|_| variant.default_method()),
            (None, None) => variant.default_method(),
        };
        let dice: Die = match dice.or(guild.dice.as_deref()) {
            Some(d) => d.parse().map_err(|e| format!("{e}"))?,
            None => default_die,
        };
        Ok(RollSpec {
            variant,
            method,
            dice,
        })
    }

    /// Saves a roll before anyone sees it, and returns where it is.
    pub(crate) async fn save(
        &self,
        roll: &Roll,
        source: &str,
        who: &Who,
        kind: RollKind,
        private: bool,
    ) -> Result<RecordRef, AppError> {
        self.store
            .save_roll(new_roll(roll, source, who, kind, self.now(), private))
            .await
            .map_err(|e| {
                AppError::fault(
                    "the roll could not be saved, so it is not shown: try again, or tell whoever \
                     runs the bot",
                    e.to_string(),
                )
            })
    }

    /// The hardware source users name `tower`.
    fn the_tower(&self) -> Result<&Arc<Tower>, AppError> {
        self.tower.as_ref().ok_or_else(|| {
            "this server has no dice tower set up: leave `source` empty, or ask an admin to set \
             [bot] hardware_source"
                .into()
        })
    }

    async fn random(
        self: &Arc<Self>,
        args: RandomArgs,
        plan: &Plan,
        caller: &Caller,
        progress: ProgressFn<'_>,
    ) -> Result<Reply, AppError> {
        let guild = &plan.guild;
        self.rate.check(caller.who.user_id)?;
        let asked_source = args.source.clone().or(guild.source.clone());
        let tower = match (asked_source.as_deref(), args.rolls.is_some()) {
            (_, true) | (None | Some("os"), false) => None,
            (Some("tower"), false) => Some(self.the_tower()?),
            (Some(other), false) => {
                return Err(format!(
                    "unknown source '{}': use os (the default), tower, or give your own throws in `rolls`",
                    other.chars().take(30).collect::<String>()
                )
                .into());
            }
        };
        let source = match (tower, args.rolls.is_some()) {
            (_, true) => SourceSpec::Typed,
            (Some(t), false) => t.spec().clone(),
            (None, false) => SourceSpec::Os,
        };
        let spec = self.pick(
            args.variant.as_deref(),
            args.method.as_deref(),
            args.dice.as_deref(),
            guild,
            source.default_die(&self.settings),
        )?;
        let roll = match (&args.rolls, tower) {
            (Some(text), _) => {
                let faces =
                    sources::typed_faces(spec.dice, text).map_err(|e| format!("`rolls`: {e}"))?;
                roll::run(spec, &faces).map_err(|e| typed_error(&e))?
            }
            (None, Some(tower)) => self.tower_roll(tower, spec, progress).await?,
            (None, None) => {
                let mut s = sources::open(&SourceSpec::Os)
                    .map_err(|e| AppError::fault(e.to_string(), e.to_string()))?;
                roll::draw(spec, s.as_mut(), |_| {}).await.map_err(|e| {
                    AppError::fault(format!("{e}. No position was made"), e.to_string())
                })?
            }
        };
        let again = RandomArgs {
            rolls: None,
            private: false,
            ..args.clone()
        };
        let private = plan.ephemeral;
        let label = source_name(&source);
        let record = self
            .save(&roll, &label, &caller.who, RollKind::Random, private)
            .await?;
        self.roll_reply(&roll, &label, Some(&again), Some(record), private)
            .await
    }

    /// A roll on the process's tower: its turn, the throws (with a progress
    /// line, since each takes a moment), and a refusal that says why.
    async fn tower_roll(
        &self,
        tower: &Arc<Tower>,
        spec: RollSpec,
        progress: ProgressFn<'_>,
    ) -> Result<Roll, AppError> {
        // The estimate comes from the audit, whose first walk of a large
        // tree takes a moment: off the async threads.
        let (v, m, die) = (spec.variant, spec.method, spec.dice);
        let expected = tokio::task::spawn_blocking(move || expected_throws(v, m, die))
            .await
            .unwrap_or(0);
        let mut session = tower.session().await?;
        let report = |n: usize| progress(format!("🎲 throw {n} of ~{expected}…"));
        roll::draw(spec, &mut session, report)
            .await
            .map_err(|e| match e {
                DrawError::Roll(r) => AppError::Input(typed_error(&r)),
                DrawError::Source(s) => tower.explain(s).into(),
                other => AppError::fault(
                    format!("{other}. No position was made; nothing else was used instead"),
                    other.to_string(),
                ),
            })
    }

    pub(crate) async fn image(self: &Arc<Self>, p: &Position) -> Result<File, AppError> {
        self.board_image(p.variant(), p.pieces()).await
    }

    /// Draws any set of pieces (a board still being set up, say).
    pub(crate) async fn board_image(
        self: &Arc<Self>,
        variant: Variant,
        pieces: Vec<crate::core::position::Placed>,
    ) -> Result<File, AppError> {
        let this = self.clone();
        // Drawing and encoding are CPU work: off the async threads, and no
        // more at once than there are cores. A burst then queues here, in
        // order, where the deferral budget sees it, instead of hundreds of
        // blocking threads starving the threads that read requests.
        let turn = self.drawing.acquire().await;
        let drawn = tokio::task::spawn_blocking(move || {
            this.renderer.render_pieces(variant, &pieces, &this.render)
        })
        .await;
        drop(turn);
        let failed = |detail: String| AppError::fault("drawing the board failed", detail);
        let image = drawn
            .map_err(|e| failed(e.to_string()))?
            .map_err(|e| failed(e.to_string()))?;
        Ok(File {
            name: "board.png".into(),
            bytes: image.png,
        })
    }

    /// A finished roll as a message; `source_name` as the record shows it
    /// ([`source_name`]).
    pub(crate) async fn roll_reply(
        self: &Arc<Self>,
        roll: &Roll,
        source_name: &str,
        again: Option<&RandomArgs>,
        record: Option<RecordRef>,
        private: bool,
    ) -> Result<Reply, AppError> {
        let v = roll.spec.variant;
        let m = roll.spec.method;
        let number = roll.position.number();
        let code = roll.replay_code();
        let mut fields = vec![
            field("Method", &format!("{} ({})", m.method, m.reference), true),
            field("Device", roll.spec.dice.name(), true),
            field("Source", source_name, true),
            field(
                "Number",
                &crate::core::roll::text::number_label(v, number),
                true,
            ),
            field("Throws", &roll.faces.len().to_string(), true),
            field("FEN", &format!("`{}`", Fen(&roll.position)), false),
            field("Replay", &format!("`{code}`"), false),
        ];
        if let Some(r) = record {
            fields.insert(0, field("Record", &format!("#{}", r.record_no), true));
        }
        if let Some(w) = m.fairness_warning() {
            fields.insert(0, field("⚠️ Not uniform", &w, false));
        }
        let summary = record_markdown(&roll.steps, v.black_is_independent());
        let full = crate::core::roll::text::roll(roll, source_name);
        let mut files = vec![self.image(&roll.position).await?];
        let mut embed = Embed {
            title: format!(
                "{} · {}",
                v.spec().name,
                crate::core::roll::text::number_label(v, number)
            ),
            description: summary.clone(),
            fields,
            image: Some("board.png".into()),
            footer: Some(
                "Redo it at the table: each step says what to throw and how to count.".into(),
            ),
            colour: if m.fairness_warning().is_some() {
                COLOUR_WARN
            } else {
                COLOUR_ROLL
            },
        };
        if summary.chars().count() > limits::DESCRIPTION || embed.text_len() > limits::EMBED_TOTAL {
            embed.description = format!(
                "The record has {} steps and is too long to show here: it is attached as record.txt.",
                roll.steps.len()
            );
            files.push(File {
                name: "record.txt".into(),
                bytes: full.into_bytes(),
            });
        }
        let mut buttons = Vec::new();
        if let Some(id) = again.and_then(Action::again_id) {
            buttons.push(Button::action("Roll again", id));
        }
        if let Some(r) = record {
            buttons.push(Button::action(
                "Full record",
                Action::record_id(r.scope, r.record_no),
            ));
        }
        if v == Variant::Chess960 {
            buttons.push(Button::link(
                "Analyse on lichess",
                lichess_url(&Fen(&roll.position).to_string()),
            ));
        }
        Ok(Reply {
            ephemeral: private,
            embed: Some(embed),
            files,
            buttons,
            ..Reply::default()
        })
    }

    async fn position(self: &Arc<Self>, variant: &str, number: i64) -> Result<Reply, AppError> {
        let v: Variant = variant.parse().map_err(|e| format!("{e}"))?;
        let n = u64::try_from(number).map_err(|_| {
            format!(
                "{v} has no position number {number}: use 0 to {}",
                numbering::range(v) - 1
            )
        })?;
        let p = Position::from_number(v, n).map_err(|e| e.to_string())?;
        let file = self.image(&p).await?;
        Ok(Reply {
            embed: Some(Embed {
                title: format!(
                    "{} · {}",
                    v.spec().name,
                    crate::core::roll::text::number_label(v, n)
                ),
                description: format!("`{}`", Fen(&p)),
                image: Some("board.png".into()),
                colour: COLOUR_INFO,
                ..Embed::default()
            }),
            files: vec![file],
            buttons: if v == Variant::Chess960 {
                vec![Button::link(
                    "Analyse on lichess",
                    lichess_url(&Fen(&p).to_string()),
                )]
            } else {
                vec![]
            },
            ..Reply::default()
        })
    }

    async fn replay(self: &Arc<Self>, code: &str) -> Result<Reply, AppError> {
        let roll = replayed(code)?;
        let mut reply = self
            .roll_reply(&roll, &source_name(&SourceSpec::Typed), None, None, false)
            .await?;
        reply.content = Some(format!(
            "✅ Replay confirmed: {} throws give {} {}.",
            roll.faces.len(),
            roll.spec.variant,
            crate::core::roll::text::number_label(roll.spec.variant, roll.position.number())
        ));
        Ok(reply)
    }

    /// A saved roll, as the bot showed it, with who made it and when:
    /// `/record N` means this server's (or, outside servers, this person's)
    /// record number N.
    async fn record(
        self: &Arc<Self>,
        record_no: i64,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let scope = Scope::of(&caller.who);
        let saved = self.visible(
            self.store.record(scope, record_no).await?,
            caller,
            record_no,
        )?;
        let roll = replayed(&saved.roll.replay_code)?;
        let guild = &plan.guild;
        let mut reply = self
            .roll_reply(
                &roll,
                &saved.roll.source,
                None,
                Some(saved.record()),
                saved.roll.private || !guild.public,
            )
            .await?;
        reply.content = Some(format!(
            "Record #{record_no}: {} by {} on <t:{}:f>.",
            saved.roll.kind, saved.roll.who.user_name, saved.roll.made_at
        ));
        Ok(reply)
    }

    /// The saved roll, if the caller may see it: made where they are (this
    /// server; outside servers, by them), and if private, made by them. A
    /// roll they may not see is answered as one that does not exist, so
    /// numbers reveal nothing.
    fn visible(
        &self,
        saved: Option<SavedRoll>,
        caller: &Caller,
        shown_as: i64,
    ) -> Result<SavedRoll, AppError> {
        let here = Scope::of(&caller.who);
        match saved {
            Some(s)
                if Scope::of(&s.roll.who) == here
                    && (!s.roll.private || s.roll.who.user_id == caller.who.user_id) =>
            {
                Ok(s)
            }
            _ => Err(AppError::Input(format!(
                "there is no record #{shown_as} here: the number is under each roll, as \
                 \"Record\", and records are shown where they were made (a private one to its \
                 maker only)"
            ))),
        }
    }

    /// The "Full record" button: the whole record as a file.
    async fn full_record(&self, key: RecordKey, caller: &Caller) -> Result<Reply, AppError> {
        let (saved, shown_as) = match key {
            RecordKey::Numbered(scope, n) => (self.store.record(scope, n).await?, n),
            RecordKey::Id(id) => {
                let saved = self.store.roll(id).await?;
                let n = saved.as_ref().map_or(0, |s| s.record_no);
                (saved, n)
            }
        };
        let saved = self.visible(saved, caller, shown_as)?;
        let roll = replayed(&saved.roll.replay_code)?;
        Ok(record_file(
            &roll,
            &saved.roll.source,
            &format!(
                "Full record #{} (`{}`):",
                saved.record_no, saved.roll.replay_code
            ),
        ))
    }

    /// "Full record" on a message from before records were saved.
    fn full_record_of_code(&self, code: &str) -> Result<Reply, AppError> {
        let roll = replayed(code)?;
        Ok(record_file(
            &roll,
            "replay",
            &format!("Full record of `{}`:", roll.replay_code()),
        ))
    }

    async fn fairness(
        self: &Arc<Self>,
        variant: &str,
        method: Option<&str>,
        dice: Option<&str>,
    ) -> Result<Reply, AppError> {
        let v: Variant = variant.parse().map_err(|e| format!("{e}"))?;
        let spec: &'static MethodSpec = match method {
            Some(m) => v.method_named(m).map_err(|e| e.to_string())?,
            None => v.default_method(),
        };
        let die: Die = match dice {
            Some(d) => d.parse().map_err(|e| format!("{e}"))?,
            None => self.settings.roll.dice,
        };
        // The walk is CPU work (up to a third of a second): off the async
        // threads.
        let a = tokio::task::spawn_blocking(move || audit::audit(v, spec, die))
            .await
            .map_err(|e| AppError::fault("the audit failed", e.to_string()))?
            .map_err(|e| AppError::fault("the audit failed", e.to_string()))?;
        let uniform = if a.uniform {
            "yes: every position is equally likely".to_owned()
        } else {
            format!(
                "no: the likeliest position comes out {} times as often as the least likely",
                show(&a.max_min_ratio)
            )
        };
        Ok(Reply {
            embed: Some(Embed {
                title: format!("Fairness · {} · {} · {}", v, spec.method, die),
                description: format!("{} ({}): {}", spec.method, spec.reference, spec.summary),
                fields: vec![
                    field(
                        "Positions",
                        &format!(
                            "{} of {} legal",
                            thousands(a.positions),
                            thousands(a.legal_positions)
                        ),
                        true,
                    ),
                    field("Uniform", &uniform, false),
                    field(
                        "Expected throws",
                        &format!(
                            "{:.2} (exactly {})",
                            decimal(&a.expected_throws),
                            show(&a.expected_throws)
                        ),
                        true,
                    ),
                    field("Lower bound", &format!("{:.2}", a.lower_bound_throws), true),
                ],
                colour: if a.uniform { COLOUR_ROLL } else { COLOUR_WARN },
                ..Embed::default()
            }),
            ..Reply::default()
        })
    }

    /// [`Bot::autocomplete`] on a blocking thread: scoring every time zone
    /// name against a misspelling takes a fraction of a millisecond of CPU
    /// on each keystroke, which the async threads should not carry.
    pub async fn autocomplete_off_thread(
        self: &Arc<Self>,
        option: String,
        typed: String,
        variant: Option<String>,
    ) -> Vec<(String, String)> {
        let bot = self.clone();
        tokio::task::spawn_blocking(move || bot.autocomplete(&option, &typed, variant.as_deref()))
            .await
            .unwrap_or_default()
    }

    /// Autocomplete choices for an option, at most 25, best first.
    pub fn autocomplete(
        &self,
        option: &str,
        typed: &str,
        variant: Option<&str>,
    ) -> Vec<(String, String)> {
        let typed = typed.trim().to_ascii_lowercase();
        let keep = |name: &str| typed.is_empty() || name.contains(&typed);
        let mut out: Vec<(String, String)> = match option {
            "variant" => Variant::ALL
                .iter()
                .filter(|v| {
                    keep(v.id())
                        || v.spec().aliases.iter().any(|a| keep(a))
                        || keep(&v.spec().name.to_lowercase())
                })
                .map(|v| (format!("{} ({})", v.spec().name, v.id()), v.id().to_owned()))
                .collect(),
            "method" => {
                let v = variant.and_then(|v| v.parse::<Variant>().ok());
                let methods: Vec<&MethodSpec> = match v {
                    Some(v) => v.methods().iter().collect(),
                    None => Variant::ALL.iter().flat_map(|v| v.methods()).collect(),
                };
                let mut seen = Vec::new();
                methods
                    .into_iter()
                    .filter(|m| keep(m.method.id()))
                    .filter(|m| {
                        let fresh = !seen.contains(&m.method);
                        seen.push(m.method);
                        fresh
                    })
                    .map(|m| {
                        (
                            format!("{} — {}", m.method, m.reference),
                            m.method.id().to_owned(),
                        )
                    })
                    .collect()
            }
            "dice" => Die::ALL
                .iter()
                .filter(|d| keep(d.name()))
                .map(|d| (d.name().to_owned(), d.name().to_owned()))
                .collect(),
            "timezone" => crate::daily::when::zone_names(&typed, limits::CHOICES)
                .into_iter()
                .map(|n| (n.clone(), n))
                .collect(),
            _ => Vec::new(),
        };
        out.truncate(limits::CHOICES);
        for (name, _) in &mut out {
            if name.chars().count() > 100 {
                *name = name.chars().take(99).collect::<String>() + "…";
            }
        }
        out
    }
}

/// The whole record of a roll as a file only the asker sees.
fn record_file(roll: &Roll, source: &str, title: &str) -> Reply {
    Reply {
        ephemeral: true,
        content: Some(title.to_owned()),
        files: vec![File {
            name: "record.txt".into(),
            bytes: crate::core::roll::text::roll(roll, source).into_bytes(),
        }],
        ..Reply::default()
    }
}

/// How a source is named in a record.
pub(crate) fn source_name(source: &SourceSpec) -> String {
    match source {
        SourceSpec::Typed => "typed throws".to_owned(),
        other => other.to_string(),
    }
}

/// A roll in the form the store keeps.
pub(crate) fn new_roll(
    roll: &Roll,
    source: &str,
    who: &Who,
    kind: RollKind,
    now: i64,
    private: bool,
) -> NewRoll {
    NewRoll {
        made_at: now,
        kind,
        who: who.clone(),
        variant: roll.spec.variant.id().to_owned(),
        method: roll.spec.method.method.id().to_owned(),
        dice: roll.spec.dice.name().to_owned(),
        source: source.to_owned(),
        faces: crate::core::replay::encode_faces(&roll.faces),
        number: roll.position.number(),
        fen: Fen(&roll.position).to_string(),
        replay_code: roll.replay_code(),
        private,
    }
}

pub(crate) fn field(name: &str, value: &str, inline: bool) -> Field {
    Field {
        name: name.to_owned(),
        value: value.to_owned(),
        inline,
    }
}

/// The expected number of throws for the progress line, from the audit
/// (whole throws, rounded up).
pub(crate) fn expected_throws(v: Variant, m: &'static MethodSpec, die: Die) -> u64 {
    audit::audit(v, m, die)
        .map(|a| decimal(&a.expected_throws).ceil() as u64)
        .unwrap_or(0)
}

/// The roll a replay code describes, or what is wrong with the code.
pub(crate) fn replayed(code: &str) -> Result<Roll, AppError> {
    let code: ReplayCode = code.parse().map_err(|e| format!("{e}"))?;
    code.roll().map_err(|e| match e {
        ReplayRollError::Roll(r) => AppError::Input(typed_error(&r)),
        other => AppError::Input(other.to_string()),
    })
}

/// Typed throws that do not fit, in the words the person at the table
/// needs ("throw a d6 next, then add it to `rolls`").
pub(crate) fn typed_error(e: &RollError) -> String {
    match e {
        RollError::NeedMore(_) => format!("{e}, then add it to `rolls`"),
        RollError::LeftOver { .. } => format!("{e}"),
        other => other.to_string(),
    }
}

/// The record in a few Markdown lines a phone shows well.
pub fn record_markdown(steps: &[Step], both_sides: bool) -> String {
    let mut s = String::new();
    for (i, step) in steps.iter().enumerate() {
        let side = if both_sides {
            format!("{} · ", step.side)
        } else {
            String::new()
        };
        let result = step.result.join(" ");
        match step.kind {
            StepKind::Throw => {
                let throws: Vec<String> = step
                    .throws
                    .iter()
                    .map(|t| {
                        if t.kept {
                            t.face.to_string()
                        } else {
                            format!("~~{}~~", t.face)
                        }
                    })
                    .collect();
                let result = if result.is_empty() {
                    String::new()
                } else {
                    format!(" · {result}")
                };
                let _ = writeln!(
                    s,
                    "**{}.** {side}{}: {} → {}{result}",
                    i + 1,
                    step.title,
                    throws.join(" "),
                    step.choice.as_deref().unwrap_or(""),
                );
            }
            StepKind::Forced => {
                let _ = writeln!(
                    s,
                    "**{}.** {side}{}: {}",
                    i + 1,
                    step.title,
                    if result.is_empty() {
                        &step.text
                    } else {
                        &result
                    }
                );
            }
            StepKind::StartOver => {
                let _ = writeln!(s, "**{}.** ↺ {}", i + 1, step.text);
            }
        }
    }
    s
}

/// A lichess analysis board for a Chess960 FEN.
pub fn lichess_url(fen: &str) -> String {
    format!(
        "https://lichess.org/analysis/chess960/{}",
        fen.replace(' ', "_")
    )
}

/// The catalogue as an embed.
pub fn variants() -> Reply {
    let fields = Variant::ALL
        .iter()
        .map(|&v| {
            let spec = v.spec();
            let methods: Vec<&str> = v.methods().iter().map(|m| m.method.id()).collect();
            field(
                &format!("{} · `{}`", spec.name, v.id()),
                &format!(
                    "{}x{} · {} positions · {}\nmethods: **{}** (default){}",
                    spec.files,
                    spec.ranks,
                    thousands(v.legal_positions()),
                    spec.summary,
                    methods[0],
                    methods[1..]
                        .iter()
                        .map(|m| format!(", {m}"))
                        .collect::<String>()
                ),
                false,
            )
        })
        .collect();
    Reply {
        embed: Some(Embed {
            title: "Variants".into(),
            description: "`/random variant` rolls one; `/fairness variant` shows its exact audit."
                .into(),
            fields,
            colour: COLOUR_INFO,
            ..Embed::default()
        }),
        ..Reply::default()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::bot::command::Value;

    use crate::app::reply::ButtonKind;

    /// A store of its own in a fresh temporary directory.
    pub(crate) fn temp_store() -> Arc<dyn Store> {
        static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("backrank-bot-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Arc::new(crate::store::SqliteStore::open_dir(&dir).unwrap())
    }

    fn bot() -> Arc<Bot> {
        Arc::new(Bot::new(Settings::load(None).unwrap(), temp_store()).unwrap())
    }

    fn rt() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap()
    }

    fn run(bot: &Arc<Bot>, name: &str, opts: &[(&str, Value)]) -> Reply {
        let opts: Vec<(String, Value)> = opts
            .iter()
            .map(|(n, v)| ((*n).to_owned(), v.clone()))
            .collect();
        let cmd = Command::parse(name, &opts).unwrap();
        rt().block_on(bot.handle(Action::Command(cmd), &Caller::console(), &|_| {}))
    }

    fn t(s: &str) -> Value {
        Value::Text(s.into())
    }

    #[test]
    fn the_ten_flip_example_through_the_bot() {
        let r = run(
            &bot(),
            "random",
            &[
                ("variant", t("frc")),
                ("method", t("number")),
                ("dice", t("coin")),
                ("rolls", t("HHTTTTHTTH")),
            ],
        );
        assert!(!r.ephemeral);
        let e = r.embed.unwrap();
        assert_eq!(e.title, "Chess960 (Fischer Random) · SP 777");
        assert_eq!(e.image.as_deref(), Some("board.png"));
        assert!(
            e.fields
                .iter()
                .any(|f| f.name == "FEN" && f.value.contains("qrkbbnrn/pppppppp"))
        );
        assert!(e.description.contains("→ 777"), "{}", e.description);
        assert_eq!(r.files[0].name, "board.png");
        assert_eq!(&r.files[0].bytes[1..4], b"PNG");
        let labels: Vec<&str> = r.buttons.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["Roll again", "Full record", "Analyse on lichess"]);
        assert_eq!(e.fields[0].name, "Record");
        assert_eq!(
            r.buttons[2].kind,
            ButtonKind::Link("https://lichess.org/analysis/chess960/qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN_w_KQkq_-_0_1".into())
        );
    }

    #[test]
    fn errors_are_ephemeral_and_say_what_to_do() {
        let b = bot();
        let cases: [(&[(&str, Value)], &str); 6] = [
            (&[("variant", t("chess961"))], "did you mean chess960?"),
            (
                &[("variant", t("960")), ("rolls", t("2 1 3"))],
                "throw a d6 next, then add it to `rolls`",
            ),
            (
                &[("variant", t("960")), ("rolls", t("2 1 x"))],
                "`rolls`: face 3 ('x')",
            ),
            (
                &[("variant", t("960")), ("source", t("tower"))],
                "no dice tower set up",
            ),
            (
                &[("variant", t("960")), ("source", t("serial:/dev/ttyUSB0"))],
                "unknown source",
            ),
            (
                &[("variant", t("960")), ("method", t("relocation"))],
                "has no method 'relocation'",
            ),
        ];
        for (opts, needle) in cases {
            let r = run(&b, "random", opts);
            assert!(r.ephemeral, "{needle}");
            let text = r.content.unwrap_or_default();
            assert!(text.contains(needle), "{needle}: {text}");
            assert!(r.embed.is_none() && r.files.is_empty());
        }
        let r = run(
            &b,
            "position",
            &[("variant", t("chess960")), ("number", Value::Integer(-1))],
        );
        assert!(r.ephemeral && r.content.unwrap().contains("use 0 to 959"));
    }

    #[test]
    fn position_replay_fairness_and_variants() {
        let b = bot();
        let r = run(
            &b,
            "position",
            &[("variant", t("chess960")), ("number", Value::Integer(518))],
        );
        assert!(r.embed.unwrap().description.contains("rnbqkbnr/pppppppp"));
        let r = run(&b, "replay", &[("code", t("960-nc-hhtttthtth-v"))]);
        assert!(
            r.content
                .unwrap()
                .starts_with("✅ Replay confirmed: 10 throws give chess960 SP 777")
        );
        let r = run(
            &b,
            "fairness",
            &[("variant", t("chess960")), ("method", t("king-first"))],
        );
        let e = r.embed.unwrap();
        assert!(
            e.fields
                .iter()
                .any(|f| f.name == "Uniform" && f.value.contains("3/2"))
        );
        let r = run(&b, "variants", &[]);
        assert_eq!(r.embed.unwrap().fields.len(), 9);
    }

    #[test]
    fn every_roll_is_saved_and_its_record_shown_by_number() {
        let b = bot();
        let r = run(
            &b,
            "random",
            &[
                ("variant", t("960")),
                ("method", t("number")),
                ("dice", t("coin")),
                ("rolls", t("HHTTTTHTTH")),
            ],
        );
        let e = r.embed.unwrap();
        assert_eq!(e.fields[0].name, "Record");
        let id: i64 = e.fields[0].value.trim_start_matches('#').parse().unwrap();
        let saved = rt().block_on(b.store().roll(id)).unwrap().unwrap().roll;
        assert_eq!(saved.replay_code, "960-nc-hhtttthtth-v");
        assert_eq!((saved.number, saved.kind), (777, RollKind::Random));
        assert_eq!(saved.who, Caller::console().who);
        assert_eq!(saved.source, "typed throws");
        // /record shows it again, with its image.
        let r = run(&b, "record", &[("id", Value::Integer(id))]);
        assert!(
            r.content
                .unwrap()
                .starts_with(&format!("Record #{id}: random by console"))
        );
        assert_eq!(r.embed.unwrap().title, "Chess960 (Fischer Random) · SP 777");
        assert_eq!(r.files[0].name, "board.png");
        // Full record, by the id the button carries.
        let full = rt().block_on(b.handle(
            Action::FullRecord(RecordKey::Numbered(Scope::Guild(1), id)),
            &Caller::console(),
            &|_| {},
        ));
        assert!(full.ephemeral);
        assert_eq!(full.files[0].name, "record.txt");
        assert!(
            String::from_utf8(full.files[0].bytes.clone())
                .unwrap()
                .contains("SP 777")
        );
        // A number that is not a record says so.
        let r = run(&b, "record", &[("id", Value::Integer(999))]);
        assert!(r.ephemeral && r.content.unwrap().contains("there is no record #999"));
    }

    #[test]
    fn full_record_buttons_on_older_messages_still_work() {
        let r = rt().block_on(bot().handle(
            Action::FullRecordOfCode("960-nc-hhtttthtth-v".into()),
            &Caller::console(),
            &|_| {},
        ));
        assert!(r.ephemeral);
        assert_eq!(r.files[0].name, "record.txt");
        let text = String::from_utf8(r.files[0].bytes.clone()).unwrap();
        assert!(text.contains("SP 777"));
    }

    /// Every variant and method, seeded: the reply always fits Discord's
    /// limits, and a record too long to show travels as record.txt.
    #[test]
    fn every_reply_fits_discords_limits() {
        let b = bot();
        let rt = rt();
        for v in Variant::ALL {
            for m in v.methods() {
                for die in [Die::Coin, Die::D6] {
                    let mut source = backrank_os_rng::SeededSource::new(&format!("{v}{die}"));
                    let spec = RollSpec {
                        variant: v,
                        method: m,
                        dice: die,
                    };
                    let roll = rt.block_on(roll::draw(spec, &mut source, |_| {})).unwrap();
                    let r = rt
                        .block_on(b.roll_reply(
                            &roll,
                            &source_name(&SourceSpec::Os),
                            None,
                            Some(RecordRef {
                                id: 1,
                                scope: Scope::Guild(1),
                                record_no: 1,
                            }),
                            false,
                        ))
                        .unwrap()
                        .fit();
                    let e = r.embed.as_ref().unwrap();
                    assert!(
                        e.text_len() <= limits::EMBED_TOTAL,
                        "{v} {} {die}",
                        m.method
                    );
                    assert!(e.description.chars().count() <= limits::DESCRIPTION);
                    let summary = record_markdown(&roll.steps, v.black_is_independent());
                    let attached = r.files.iter().any(|f| f.name == "record.txt");
                    assert_eq!(attached, e.description != summary, "{v} {} {die}", m.method);
                }
            }
        }
    }

    #[test]
    fn autocomplete_offers_at_most_25_matching_choices() {
        let b = bot();
        let v = b.autocomplete("variant", "kor", None);
        assert_eq!(
            v,
            [(
                "Korean Random (Janggi) (korean-random)".to_owned(),
                "korean-random".to_owned()
            )]
        );
        assert_eq!(b.autocomplete("variant", "", None).len(), 9);
        let m: Vec<String> = b
            .autocomplete("method", "", Some("chess25"))
            .into_iter()
            .map(|(_, v)| v)
            .collect();
        assert_eq!(m, ["relocation", "number"]);
        assert!(b.autocomplete("method", "", None).len() <= 25);
        assert_eq!(b.autocomplete("dice", "d1", None).len(), 2, "d10 and d12");
    }
}
