//! The one roll maker: every roll is made here, whatever its throws come
//! from (the OS's random numbers, faces typed in, a seed's stream, a dice
//! tower or program with its health tests, a round of drand's beacon), for
//! `/random` and its "Roll again", the daily post, events and the command
//! line alike; faces thrown at a table (roll-alongs, the web's table)
//! become a roll step by step through [`at_table`]. Each face says what
//! was asked ([`Throws::choose`]) and shows what comes back; none draws,
//! reads faces or words a source's failure itself.

use std::sync::Arc;

use backrank_entropy::{Die, EntropyError, Face};

use crate::core::audit::{self, decimal};
use crate::core::catalogue::MethodSpec;
use crate::core::variant::Variant;

use crate::app::clock::Clock;
use crate::app::error::AppError;
use crate::app::settings::Settings;
use crate::app::source::spec::{self, BeaconRef, SourceError, SourceSpec};
use crate::app::source::tower::{NamedDeviceError, Tower, TowerError};
use crate::core::roll::{self, DrawError, Roll, RollError, RollSpec};
use crate::i18n::{Lang, Text};
use crate::store::{RollSource, Store};

/// Where a roll's throws come from, once chosen.
#[derive(Clone, Debug)]
pub enum Throws {
    /// The operating system's random numbers.
    Os,
    /// Faces as a person typed them (`rolls: "5 3 6"`, `--rolls`).
    Typed(String),
    /// A seed's repeatable stream (`seed:TEXT`, an event's round).
    Seed(String),
    /// The process's hardware source (the bot's `tower`).
    Tower,
    /// A hardware source named for this roll (`serial:PATH`,
    /// `exec:COMMAND` on the command line), opened with its health tests.
    Device(SourceSpec),
    /// The first round of drand's beacon published after now.
    BeaconNext,
    /// A given round of drand's beacon, fetched and verified.
    BeaconRound(BeaconRef),
    /// A beacon round's draw already verified (an event's round).
    #[cfg(feature = "beacon")]
    BeaconDrawn(backrank_beacon::BeaconDraw),
}

/// A source named by a person, beside the faces they may have typed.
#[derive(Clone, Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "one short-lived value per roll asked for: boxing would only add an allocation"
)]
pub enum Named {
    /// `typed`: the faces are the ones typed.
    Typed,
    /// Any other.
    Throws(Throws),
}

impl From<SourceSpec> for Named {
    fn from(spec: SourceSpec) -> Named {
        Named::Throws(match spec {
            SourceSpec::Typed => return Named::Typed,
            SourceSpec::Os => Throws::Os,
            SourceSpec::Seed(seed) => Throws::Seed(seed),
            hardware @ (SourceSpec::Serial(_) | SourceSpec::Exec(_)) => Throws::Device(hardware),
            SourceSpec::Beacon(at) => Throws::BeaconRound(at),
        })
    }
}

/// How a face names the options a roll is asked with, so a refusal names
/// what the person typed.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The typed faces' option (`rolls`, `--rolls`).
    pub rolls: &'static str,
    /// The source's option (`source`, `--source`).
    pub source: &'static str,
    /// How to ask for a coin (`` `dice: coin` ``, `` `--dice coin` ``).
    pub coin: &'static str,
    /// The device's option (`dice`, `--dice`).
    pub dice: &'static str,
    /// How to name typed faces as the source (`source: typed`, `--source
    /// typed`) and the OS's random numbers (`source: os`, `--source os`).
    pub typed: &'static str,
    pub os: &'static str,
    /// Whether the person asking runs the machine (the command line): a
    /// device's fault is then said in its own words, path and all, and a
    /// wrong device setting is theirs to fix; a bot's user reads the
    /// tower by its name, and the operator finds the rest in the log.
    pub operator: bool,
}

impl Throws {
    /// The one choice of a roll's source: the faces typed, where there are
    /// some (a source named beside them must be `typed`); else the source
    /// named; else the default (asked for only then: a default that cannot
    /// be had refuses nothing typed).
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] for a source named beside typed faces, or
    /// `typed` without faces; the default's own refusal.
    pub fn choose(
        named: Option<Named>,
        typed: Option<String>,
        default: impl FnOnce() -> Result<Throws, AppError>,
        options: &Options,
    ) -> Result<Throws, AppError> {
        match (named, typed) {
            (None | Some(Named::Typed), Some(text)) => Ok(Throws::Typed(text)),
            (Some(Named::Throws(_)), Some(_)) => Err(Text::msg(msg!("error-faces-and-source"))
                .with("source", options.source)
                .with("rolls", options.rolls)
                .into()),
            (Some(named), None) => named.alone(options),
            (None, None) => default(),
        }
    }
}

impl Named {
    /// The source named with no faces typed beside it.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] for `typed`, which needs the faces.
    pub fn alone(self, options: &Options) -> Result<Throws, AppError> {
        match self {
            Named::Throws(throws) => Ok(throws),
            Named::Typed => Err(Text::msg(msg!("error-typed-needs-faces"))
                .with("typed", options.typed)
                .with("rolls", options.rolls)
                .into()),
        }
    }
}

/// A roll, and what its throws came from.
#[derive(Debug)]
pub struct Rolled {
    pub roll: Roll,
    /// The source as records keep it and faces name it.
    pub source: SourceSpec,
    /// The beacon round it was drawn from, verified, to show and check.
    #[cfg(feature = "beacon")]
    pub drawn: Option<crate::app::source::beacon::VerifiedDraw>,
}

/// Something a slow source reports while it works, in the reader's words.
pub type ProgressFn<'a> = &'a (dyn Fn(String) + Send + Sync);

/// What making a roll may need besides its spec: the settings (the
/// hardware's name, the beacon's chain and relays), the clock (the next
/// beacon round), the process's hardware source, and the store a
/// device's health tests go on in.
pub struct Roller<'a> {
    settings: &'a Settings,
    /// Read by the beacon's draws alone.
    #[cfg_attr(not(feature = "beacon"), expect(dead_code))]
    clock: &'a dyn Clock,
    /// How the face asking names its options, for its refusals.
    options: Options,
    tower: Option<&'a Tower>,
    /// Where a device named for one roll keeps its health tests: the
    /// process's store, or one opened from the settings when needed.
    store: Option<Arc<dyn Store>>,
}

impl<'a> Roller<'a> {
    /// A roll maker with `settings` and `clock`, for a face that names
    /// its options as `options` says, with no hardware source of its own
    /// (the command line's: a device is named for each roll).
    #[must_use]
    pub fn new(settings: &'a Settings, clock: &'a dyn Clock, options: Options) -> Roller<'a> {
        Roller {
            settings,
            clock,
            options,
            tower: None,
            store: None,
        }
    }

    /// The same, with the process's hardware source.
    #[must_use]
    pub fn with_tower(self, tower: Option<&'a Tower>) -> Roller<'a> {
        Roller { tower, ..self }
    }

    /// The same, keeping a device's health tests in `store`.
    #[must_use]
    pub fn with_store(self, store: Arc<dyn Store>) -> Roller<'a> {
        Roller {
            store: Some(store),
            ..self
        }
    }

    /// `spec` rolled with `throws`; a slow source reports each throw
    /// through `progress`, in `lang`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] for typed faces that do not make a position
    /// (saying which, and what to throw next); [`AppError::Source`] for a
    /// source that failed or was refused (nothing else is used instead);
    /// a wrong setting is the operator's.
    pub async fn roll(
        &self,
        spec: RollSpec,
        throws: Throws,
        progress: ProgressFn<'_>,
        lang: Lang,
    ) -> Result<Rolled, AppError> {
        // The slow sources' futures are large (a tower's session, the
        // relays' retries) and boxed: every reply's task, whatever its
        // command, is as large as the largest, and is moved whole when it
        // is spawned.
        let (roll, source) = match throws {
            Throws::Os => (self.os(spec).await?, SourceSpec::Os),
            Throws::Typed(text) => (typed(spec, &text, &self.options)?, SourceSpec::Typed),
            Throws::Seed(seed) => (seeded(spec, &seed).await?, SourceSpec::Seed(seed)),
            Throws::Tower => {
                let tower = self
                    .tower
                    .ok_or_else(|| AppError::from(Text::msg(msg!("error-no-tower"))))?;
                (
                    Box::pin(self.on_tower(tower, spec, progress, lang)).await?,
                    tower.spec().clone(),
                )
            }
            Throws::Device(spec_of_device) => {
                let tower = Box::pin(self.open_device(&spec_of_device)).await?;
                (
                    Box::pin(self.on_tower(&tower, spec, progress, lang)).await?,
                    spec_of_device,
                )
            }
            #[cfg(feature = "beacon")]
            Throws::BeaconNext => return Box::pin(self.beacon_next(spec)).await,
            #[cfg(feature = "beacon")]
            Throws::BeaconRound(at) => return Box::pin(self.beacon_round(spec, at)).await,
            // An event's round: the event names its source itself.
            #[cfg(feature = "beacon")]
            Throws::BeaconDrawn(draw) => {
                let round = draw.round().number();
                let at = BeaconRef { chain: None, round };
                (Box::pin(drawn(spec, draw)).await?, SourceSpec::Beacon(at))
            }
            #[cfg(not(feature = "beacon"))]
            Throws::BeaconNext | Throws::BeaconRound(_) => {
                return Err(crate::app::source::spec::BEACON_NOT_BUILT.into());
            }
        };
        Ok(Rolled {
            roll,
            source,
            #[cfg(feature = "beacon")]
            drawn: None,
        })
    }

    /// A roll with the OS's random numbers.
    async fn os(&self, spec: RollSpec) -> Result<Roll, AppError> {
        let no_random = |e: String| AppError::source(Text::msg(msg!("error-os-random")), e);
        let mut s = spec::open(&SourceSpec::Os).map_err(|e| no_random(e.to_string()))?;
        roll::draw(spec, s.as_mut(), |_| {})
            .await
            .map_err(|e| no_random(e.to_string()))
    }

    /// A device named for one roll, its health tests going on from the
    /// store's count: a refused device is refused before a throw.
    async fn open_device(&self, spec: &SourceSpec) -> Result<Tower, AppError> {
        let opened = match &self.store {
            Some(store) => Tower::open(spec, self.settings, Some(store.clone()))
                .map_err(NamedDeviceError::Device),
            None => Tower::open_named(spec, self.settings).await,
        };
        opened.map_err(|e| match e {
            // A device named for this roll, or its settings: the
            // operator's own to fix.
            NamedDeviceError::Device(e) if self.options.operator => {
                AppError::untranslated(e.to_string())
            }
            NamedDeviceError::Device(e) => AppError::from(e),
            store @ NamedDeviceError::Store { .. } => {
                AppError::source(Text::plain(store.to_string()), store.to_string())
            }
        })
    }

    /// A roll on a hardware source: its turn, the throws (with a progress
    /// line, since each takes a moment), and a refusal that says why.
    async fn on_tower(
        &self,
        tower: &Tower,
        spec: RollSpec,
        progress: ProgressFn<'_>,
        lang: Lang,
    ) -> Result<Roll, AppError> {
        // The estimate comes from the audit, whose first walk of a large
        // tree takes a moment: off the async threads.
        let (v, m, die) = (spec.variant, spec.method, spec.dice);
        let expected = tokio::task::spawn_blocking(move || expected_throws(v, m, die))
            .await
            .unwrap_or(0);
        let mut session = tower
            .session()
            .await
            .map_err(|e| self.tower_fault(&e, e.to_string()))?;
        let report = |n: usize| {
            let line = throw_progress(n, expected).render(lang);
            progress(format!("🎲 {line}…"));
        };
        roll::draw(spec, &mut session, report)
            .await
            .map_err(|e| match e {
                DrawError::Roll(r) => AppError::from(typed_error(&r, &self.options)),
                DrawError::Source(s) => {
                    let e = tower.explain(s);
                    self.tower_fault(&e, e.to_string())
                }
                other => self.tower_fault(
                    &TowerError::Device(EntropyError::Failed {
                        source_name: tower.spec().to_string(),
                        message: other.to_string(),
                    }),
                    other.to_string(),
                ),
            })
    }

    /// The hardware source's fault as the asker reads it, by the name the
    /// operator chose, without the device's path or command (which stay in
    /// `detail`, for the log and the command line).
    fn tower_fault(&self, e: &TowerError, detail: String) -> AppError {
        if self.options.operator {
            // The device's own words, path and all: its operator is asking.
            return match e {
                TowerError::Device(EntropyError::Unsupported { .. }) => {
                    AppError::untranslated(detail)
                }
                _ => AppError::source(Text::plain(detail.clone()), detail),
            };
        }
        let tower = match self.settings.bot.hardware_name.trim() {
            "" => Text::msg(msg!("source-tower")),
            name => Text::plain(name),
        };
        let user = match e {
            TowerError::Refused { why, .. } => {
                Text::msg(msg!("error-tower-refused")).with("why", why.as_str())
            }
            // A die the device lacks was asked for: the asker's to change,
            // not a fault.
            TowerError::Device(EntropyError::Unsupported { die, available, .. }) => {
                let dice: Vec<&str> = available.iter().map(|d| d.name()).collect();
                return AppError::Input(
                    Text::msg(msg!("error-tower-cannot-throw"))
                        .with("die", die.name())
                        .with("dice", dice.join(", "))
                        .with("dice_option", self.options.dice)
                        .with("os", self.options.os)
                        .with("tower", tower),
                );
            }
            TowerError::Device(_) => Text::msg(msg!("error-tower-failed")),
            TowerError::Store { .. } => Text::msg(msg!("error-tower-records")),
        };
        AppError::source(user.with("tower", tower), detail)
    }
}

/// How the bot names a roll's options.
pub const BOT_OPTIONS: Options = Options {
    rolls: "rolls",
    source: "source",
    coin: "`dice: coin`",
    dice: "dice",
    typed: "source: typed",
    os: "source: os",
    operator: false,
};

/// How the command line names them.
pub const CLI_OPTIONS: Options = Options {
    rolls: "--rolls",
    source: "--source",
    coin: "`--dice coin`",
    dice: "--dice",
    typed: "--source typed",
    os: "--source os",
    operator: true,
};

/// A roll from faces a person typed, read by the roll's device.
///
/// # Errors
///
/// [`AppError::Input`] naming the face that is not one, or saying which
/// throw is missing or left over.
pub fn typed(spec: RollSpec, text: &str, options: &Options) -> Result<Roll, AppError> {
    let faces =
        spec::typed_faces_or_coin_hint(spec.dice, text, options.coin).map_err(|e| match e {
            SourceError::BadFaces(problem) => AppError::in_option(options.rolls, problem),
            setup @ (SourceError::Settings(..) | SourceError::NotBuilt(..)) => setup.into(),
            other => AppError::in_option(options.rolls, Text::Plain(other.to_string())),
        })?;
    roll::run(spec, &faces).map_err(|e| AppError::from(typed_error(&e, options)))
}

/// A roll from a seed's stream, throw for throw as `--source seed:SEED`
/// rolls it.
async fn seeded(spec: RollSpec, seed: &str) -> Result<Roll, AppError> {
    let mut source = backrank_os_rng::SeededSource::new(seed);
    roll::draw(spec, &mut source, |_| {})
        .await
        .map_err(|e| AppError::internal(msg!("error-round-unrolled"), e.to_string()))
}

/// Typed throws that do not fit, in the words the person at the table
/// needs ("throw a d6 next, then add it to `rolls`"), naming the option as
/// their face does.
#[must_use]
pub fn typed_error(e: &RollError, options: &Options) -> Text {
    match e {
        RollError::NeedMore(_) => Text::msg(msg!("error-add-to-rolls"))
            .with("error", e.text())
            .with("rolls", options.rolls),
        other => other.text(),
    }
}

#[cfg(feature = "beacon")]
mod beacon_rolls {
    use super::{AppError, Rolled, Roller};
    use crate::app::source::beacon::{self, BeaconError, VerifiedDraw};
    use crate::app::source::beacon_check::ROLL_PURPOSE;
    use crate::app::source::spec::BeaconRef;
    use crate::core::roll::{self, Roll, RollSpec};
    use crate::i18n::Text;

    impl Roller<'_> {
        /// A roll from the first round of drand's beacon published after
        /// now: nobody, the bot's host included, could know its throws when
        /// it was asked for.
        pub(super) async fn beacon_next(&self, spec: RollSpec) -> Result<Rolled, AppError> {
            let setup =
                |e: BeaconError| AppError::internal(msg!("error-source-setup"), e.to_string());
            let chain = beacon::chain(&self.settings.beacon, None).map_err(setup)?;
            let (_, draw) = beacon::draw_next(self.settings, &chain, ROLL_PURPOSE, self.clock)
                .await
                .map_err(|e| match e {
                    BeaconError::Settings(_) | BeaconError::BadChain { .. } => setup(e),
                    other => AppError::source(
                        Text::msg(msg!("error-beacon-unreadable")),
                        other.to_string(),
                    ),
                })?;
            let roll = drawn(spec, draw.clone()).await?;
            let shown = VerifiedDraw { chain, draw };
            Ok(Rolled {
                roll,
                source: shown.source(),
                drawn: Some(shown),
            })
        }

        /// A roll from a given round of drand's beacon, fetched from the
        /// relays and verified (`--source beacon:ROUND`).
        pub(super) async fn beacon_round(
            &self,
            spec: RollSpec,
            at: BeaconRef,
        ) -> Result<Rolled, AppError> {
            let said = |e: BeaconError| match e {
                BeaconError::UnknownChain { .. } | BeaconError::BeyondTime { .. } => {
                    AppError::untranslated(e.to_string())
                }
                other => AppError::source(Text::plain(other.to_string()), other.to_string()),
            };
            let chain = beacon::chain(&self.settings.beacon, at.chain.as_deref()).map_err(said)?;
            beacon::check_round(&chain, at.round).map_err(said)?;
            let relays = beacon::relays(&self.settings.beacon).map_err(said)?;
            let draw = beacon::draw(&relays, &chain, at.round, ROLL_PURPOSE, self.clock.now())
                .await
                .map_err(said)?;
            let roll = drawn(spec, draw.clone()).await?;
            let shown = VerifiedDraw { chain, draw };
            Ok(Rolled {
                roll,
                source: shown.source(),
                drawn: Some(shown),
            })
        }
    }

    /// The roll a verified beacon draw gives.
    pub(super) async fn drawn(
        spec: RollSpec,
        mut draw: backrank_beacon::BeaconDraw,
    ) -> Result<Roll, AppError> {
        roll::draw(spec, &mut draw, |_| {}).await.map_err(|e| {
            AppError::source(Text::msg(msg!("error-beacon-unreadable")), e.to_string())
        })
    }
}

#[cfg(feature = "beacon")]
use beacon_rolls::drawn;

impl Throws {
    /// The device a roll with these throws uses when none is asked for:
    /// a dice tower's own die, else the settings'.
    #[must_use]
    pub fn default_die(&self, settings: &Settings, tower: Option<&Tower>) -> backrank_entropy::Die {
        match self {
            Throws::Tower => tower.map_or(settings.roll.dice, |t| t.default_die(settings)),
            Throws::Device(spec) => spec.default_die(settings),
            _ => settings.roll.dice,
        }
    }
}

impl Throws {
    /// A source a person named by its word (`/random source:`, a "Roll
    /// again" button), as throws (`tower` on a bot with none is refused
    /// when the roll is made).
    #[must_use]
    pub fn named(source: RollSource) -> Named {
        Named::Throws(match source {
            RollSource::Os => Throws::Os,
            RollSource::Tower => Throws::Tower,
            RollSource::Beacon => Throws::BeaconNext,
        })
    }

    /// The throws of a roll nobody is at the table for (the daily post),
    /// by the server's default source: the first beacon round after the
    /// post's time, which nobody could know beforehand, where the server
    /// rolls from the beacon; otherwise the OS's numbers, as the tower is
    /// for people at the table.
    #[must_use]
    pub fn unattended(source: RollSource) -> Throws {
        match source {
            RollSource::Beacon => Throws::BeaconNext,
            RollSource::Os | RollSource::Tower => Throws::Os,
        }
    }
}

impl super::Rolls<'_> {
    /// A server's default source as throws.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] for a default of `tower` kept from when the bot
    /// had one, saying where the tower came from.
    pub fn by_default(&self, source: RollSource) -> Result<Throws, AppError> {
        match source {
            RollSource::Tower if self.tower.is_none() => {
                Err(Text::msg(msg!("error-no-tower-server-default")).into())
            }
            RollSource::Tower => Ok(Throws::Tower),
            RollSource::Os => Ok(Throws::Os),
            RollSource::Beacon => Ok(Throws::BeaconNext),
        }
    }

    /// Counts one roll of `user` against `[bot] rolls_per_minute`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] saying how long to wait, when the person is over
    /// the rate.
    pub fn count(&self, user: u64) -> Result<(), AppError> {
        self.rate.check(user)
    }
}

/// Faces thrown so far at a table (a roll-along's, the web's): the roll,
/// once they make one, or the throw the next step needs. The roll is made
/// here as every other is; the roll-along keeps what it shows between
/// throws.
///
/// # Errors
///
/// [`RollError`] for faces that cannot be read (left over, another
/// device's): each roll-along words it for its own table.
pub fn at_table(spec: RollSpec, faces: &[Face]) -> Result<roll::Progress, RollError> {
    roll::progress(spec, faces)
}

/// The number of the step a roll at the table waits for, counted from the
/// last time it started over (the standard position thrown again): that
/// step is the first one again, and the count says so, not the record's
/// count of every step so far ("Step 8" over the first step, issue 63).
#[must_use]
pub fn step_in_attempt(steps: &[roll::Step]) -> usize {
    steps
        .iter()
        .rev()
        .take_while(|s| s.kind != roll::StepKind::StartOver)
        .count()
        + 1
}

/// The progress line of a throw-by-throw roll: "throw 3 of about 7" while
/// the estimate holds, and past it the count with the reason more throws
/// came (a throw that makes no position is thrown again), so the line never
/// reads "throw 8 of about 7". `expected` 0 means no estimate.
#[must_use]
pub fn throw_progress(throw: usize, expected: u64) -> Text {
    let within = u64::try_from(throw).is_ok_and(|n| n <= expected);
    match expected {
        0 => Text::msg(msg!("along-progress-open")).with("throw", throw),
        _ if within => Text::msg(msg!("along-progress"))
            .with("throw", throw)
            .with("expected", expected),
        _ => Text::msg(msg!("along-progress-over"))
            .with("throw", throw)
            .with("expected", expected),
    }
}

/// The expected number of throws for the progress line, from the audit
/// (whole throws, rounded up).
pub fn expected_throws(v: Variant, m: &'static MethodSpec, die: Die) -> u64 {
    audit::audit(v, m, die)
        .map(|a| decimal(&a.expected_throws).ceil() as u64)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choose(named: Option<Named>, typed: Option<&str>) -> Result<Throws, String> {
        Throws::choose(
            named,
            typed.map(str::to_owned),
            || Ok(Throws::Seed("the default".into())),
            &CLI_OPTIONS,
        )
        .map_err(|e| e.user_text(Lang::En))
    }

    /// The one rule every face follows: faces typed win, a source named
    /// beside them is refused, `typed` needs faces, and the default is
    /// only asked for when nothing is named.
    #[test]
    fn typed_faces_win_and_a_source_beside_them_is_refused() {
        let typed = |r: Result<Throws, String>| matches!(r, Ok(Throws::Typed(t)) if t == "1 2");
        assert!(typed(choose(None, Some("1 2"))));
        assert!(typed(choose(Some(Named::Typed), Some("1 2"))));
        let e = choose(Some(Named::Typed), None).unwrap_err();
        assert!(
            e.starts_with("`--source typed` needs the faces: add `--rolls`"),
            "{e}"
        );
        let e = choose(Some(Named::Throws(Throws::Os)), Some("1 2")).unwrap_err();
        assert!(
            e.contains("drop `--source` (typed faces are their own source)"),
            "{e}"
        );
        assert!(matches!(
            choose(Some(Named::Throws(Throws::Os)), None),
            Ok(Throws::Os)
        ));
        assert!(matches!(choose(None, None), Ok(Throws::Seed(s)) if s == "the default"));
        // A default that cannot be had refuses nothing when faces are typed.
        let failing = Throws::choose(
            None,
            Some("3".into()),
            || Err(AppError::untranslated("no default")),
            &BOT_OPTIONS,
        );
        assert!(matches!(failing, Ok(Throws::Typed(_))));
    }

    /// Each face's refusals name its own options: the bot's `rolls` and
    /// `source`, the command line's `--rolls` and `--source`, never the
    /// other's (nor a `typed` the bot does not take).
    #[test]
    fn refusals_name_the_askers_own_options() {
        let both = |options: &Options| {
            Throws::choose(
                Some(Named::Throws(Throws::Os)),
                Some("1".into()),
                || Ok(Throws::Os),
                options,
            )
            .unwrap_err()
            .user_text(Lang::En)
        };
        assert_eq!(
            both(&BOT_OPTIONS),
            "`rolls` gives typed faces, but a `source` is named beside them: drop `source` \
             (typed faces are their own source)"
        );
        assert!(both(&CLI_OPTIONS).starts_with("`--rolls` gives typed faces, but a `--source`"));
        let spec = RollSpec::new(
            crate::core::variant::Variant::Chess960,
            crate::core::variant::Variant::Chess960.default_method(),
            Die::D6,
        );
        let short = |options: &Options| {
            typed(spec, "2 1 3", options)
                .unwrap_err()
                .user_text(Lang::En)
        };
        assert!(
            short(&BOT_OPTIONS).ends_with("then add it to `rolls`"),
            "{}",
            short(&BOT_OPTIONS)
        );
        assert!(
            short(&CLI_OPTIONS).ends_with("then add it to `--rolls`"),
            "{}",
            short(&CLI_OPTIONS)
        );
        let bad = |options: &Options| typed(spec, "2 7", options).unwrap_err().user_text(Lang::En);
        assert!(
            bad(&BOT_OPTIONS).starts_with("`rolls`: "),
            "{}",
            bad(&BOT_OPTIONS)
        );
        assert!(
            bad(&CLI_OPTIONS).starts_with("`--rolls`: "),
            "{}",
            bad(&CLI_OPTIONS)
        );
    }

    /// Every `--source` the command line takes names the same throws the
    /// app makes.
    #[test]
    fn each_named_source_is_its_throws() {
        let named = |s: &str| Named::from(s.parse::<SourceSpec>().unwrap());
        assert!(matches!(named("typed"), Named::Typed));
        assert!(matches!(named("os"), Named::Throws(Throws::Os)));
        assert!(matches!(named("seed:x"), Named::Throws(Throws::Seed(s)) if s == "x"));
        assert!(matches!(
            named("serial:/dev/x"),
            Named::Throws(Throws::Device(_))
        ));
        assert!(matches!(named("beacon:7"), Named::Throws(Throws::BeaconRound(r)) if r.round == 7));
    }

    /// The line counts up to the estimate and past it says why, never
    /// "throw 8 of about 7".
    #[test]
    fn the_progress_line_never_falls_behind_its_estimate() {
        let line = |n, e| throw_progress(n, e).render(Lang::En);
        assert_eq!(line(3, 7), "throw 3 of about 7");
        assert_eq!(line(7, 7), "throw 7 of about 7");
        let over = line(8, 7);
        assert!(over.starts_with("throw 8: more than the usual 7"), "{over}");
        assert!(!over.contains("of about"), "{over}");
        assert_eq!(line(4, 0), "throw 4");
        for lang in Lang::ALL {
            let text = throw_progress(12, 7).render(lang);
            assert!(text.contains("12") && text.contains('7'), "{lang}: {text}");
        }
    }
}
