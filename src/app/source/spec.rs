//! Naming and opening entropy sources: `os`, `seed:TEXT`, `typed`,
//! `beacon:ROUND`.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
#[cfg(any(feature = "serial", feature = "exec"))]
use std::time::Duration;

use backrank_entropy::{Die, EntropySource};

use crate::app::error::AppError;
use crate::app::settings::Settings;
use crate::i18n::Text;

/// A source as the user names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceSpec {
    /// The operating system's random number generator.
    Os,
    /// A repeatable ChaCha20 stream keyed by the text.
    Seed(String),
    /// Faces the user types (`--rolls`).
    Typed,
    /// A dice tower or hardware RNG on a serial port.
    Serial(PathBuf),
    /// A program speaking the line protocol.
    Exec(String),
    /// A round of drand's public randomness beacon.
    Beacon(BeaconRef),
}

/// What a roll from the beacon names: a round of a chain (the settings'
/// chain when none is named).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BeaconRef {
    pub chain: Option<String>,
    pub round: u64,
}

impl FromStr for BeaconRef {
    type Err = SourceError;

    /// `ROUND` or `CHAIN:ROUND`.
    fn from_str(s: &str) -> Result<BeaconRef, SourceError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(SourceError::Empty(
                "beacon:",
                "the round, like beacon:1000 (or beacon:quicknet:1000)",
            ));
        }
        let (chain, round) = match s.rsplit_once(':') {
            Some((chain, round)) => (Some(chain.trim().to_owned()), round.trim()),
            None => (None, s),
        };
        let round = round
            .parse::<u64>()
            .ok()
            .filter(|&r| r >= 1)
            .ok_or_else(|| SourceError::BeaconRound(round.chars().take(40).collect()))?;
        Ok(BeaconRef { chain, round })
    }
}

impl fmt::Display for BeaconRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.chain {
            Some(chain) => write!(f, "{chain}:{}", self.round),
            None => write!(f, "{}", self.round),
        }
    }
}

/// The longest seed text accepted.
pub const MAX_SEED_LEN: usize = 256;

/// A source a build may leave out, and the Cargo feature that builds it
/// (`cargo build --no-default-features --features …`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// The operating system's random numbers and a seed's stream
    /// (`os-rng`).
    Os,
    Typed,
    Serial,
    Exec,
    Beacon,
}

impl Feature {
    /// The source's name, as people write it (`os`, `serial`).
    #[must_use]
    pub fn source(self) -> &'static str {
        match self {
            Feature::Os => "os",
            Feature::Typed => "typed",
            Feature::Serial => "serial",
            Feature::Exec => "exec",
            Feature::Beacon => "beacon",
        }
    }

    /// The Cargo feature that builds it: the source's name, but `os-rng`
    /// for `os`.
    #[must_use]
    pub fn cargo_feature(self) -> &'static str {
        match self {
            Feature::Os => "os-rng",
            other => other.source(),
        }
    }
}

/// A build without drand's beacon, refusing a beacon roll or event: the
/// one refusal every face gives.
pub const BEACON_NOT_BUILT: SourceError = SourceError::NotBuilt(Feature::Beacon);

/// A source name Backrank does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SourceError {
    #[error(
        "unknown source '{0}': use os, seed:TEXT, beacon:ROUND, serial:PATH, exec:COMMAND, or typed (with --rolls)"
    )]
    Unknown(String),
    #[error("'{0}' is not a drand round: give a whole number from 1, like beacon:1000")]
    BeaconRound(String),
    #[error("a seed is at most {MAX_SEED_LEN} characters long")]
    SeedTooLong,
    #[error(
        "the {} source is not in this build (it was built without the `{}` feature)",
        .0.source(),
        .0.cargo_feature()
    )]
    NotBuilt(Feature),
    #[error("{0} needs a value: {1}")]
    Empty(&'static str, &'static str),
    #[error("the [{0}] settings are wrong: {1}")]
    Settings(&'static str, String),
    #[error("{0} is not a hardware source: use serial:PATH or exec:COMMAND")]
    NotHardware(String),
    /// Typed faces that do not read: which face, where.
    #[error("{0}")]
    BadFaces(Text),
}

impl From<SourceError> for AppError {
    /// What the person typed is theirs to fix; a wrong setting or a
    /// source left out of the build is the operator's, a fault of the bot
    /// (logged with its detail, never shown as the person's mistake).
    fn from(e: SourceError) -> AppError {
        match e {
            SourceError::BadFaces(text) => AppError::Input(text),
            SourceError::Settings(..) | SourceError::NotBuilt(..) => {
                AppError::internal(msg!("error-source-setup"), e.to_string())
            }
            other => AppError::untranslated(other.to_string()),
        }
    }
}

impl FromStr for SourceSpec {
    type Err = SourceError;

    fn from_str(s: &str) -> Result<SourceSpec, SourceError> {
        let t = s.trim();
        if let Some(seed) = t.strip_prefix("seed:") {
            // An empty seed would be a seed all the same, and everyone who
            // forgot to write one would get the same positions.
            if seed.trim().is_empty() {
                return Err(SourceError::Empty(
                    "seed:",
                    "the seed's text, like seed:club-night",
                ));
            }
            if seed.chars().count() > MAX_SEED_LEN {
                return Err(SourceError::SeedTooLong);
            }
            return Ok(SourceSpec::Seed(seed.to_owned()));
        }
        if let Some(round) = t.strip_prefix("beacon:") {
            return round.parse().map(SourceSpec::Beacon);
        }
        if let Some(path) = t.strip_prefix("serial:") {
            if path.is_empty() {
                return Err(SourceError::Empty(
                    "serial:",
                    "the port, like serial:/dev/ttyUSB0",
                ));
            }
            return Ok(SourceSpec::Serial(PathBuf::from(path)));
        }
        if let Some(command) = t.strip_prefix("exec:") {
            if command.trim().is_empty() {
                return Err(SourceError::Empty(
                    "exec:",
                    "the command to run, like exec:./read-dice",
                ));
            }
            return Ok(SourceSpec::Exec(command.to_owned()));
        }
        match t.to_ascii_lowercase().as_str() {
            "os" | "os-rng" | "system" => Ok(SourceSpec::Os),
            "typed" => Ok(SourceSpec::Typed),
            _ => Err(SourceError::Unknown(t.chars().take(40).collect())),
        }
    }
}

impl fmt::Display for SourceSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceSpec::Os => f.write_str("os"),
            SourceSpec::Seed(s) => write!(f, "seed:{s}"),
            SourceSpec::Typed => f.write_str("typed"),
            SourceSpec::Serial(p) => write!(f, "serial:{}", p.display()),
            SourceSpec::Exec(c) => write!(f, "exec:{c}"),
            SourceSpec::Beacon(r) => write!(f, "beacon:{r}"),
        }
    }
}

impl SourceSpec {
    /// The device a roll uses with this source when none is asked for: a
    /// dice tower's own die, else the settings' default.
    pub fn default_die(&self, settings: &Settings) -> Die {
        match self {
            SourceSpec::Serial(_) if !settings.serial.mode.eq_ignore_ascii_case("bytes") => {
                settings.serial.die
            }
            _ => settings.roll.dice,
        }
    }
}

#[cfg(any(feature = "serial", feature = "exec"))]
fn seconds(section: &'static str, key: &str, secs: f64) -> Result<Duration, SourceError> {
    if secs.is_finite() && secs > 0.0 && secs <= 3600.0 {
        Ok(Duration::from_secs_f64(secs))
    } else {
        Err(SourceError::Settings(
            section,
            format!("{key} = {secs}: use a number of seconds from 0 to 3600"),
        ))
    }
}

/// Reads typed faces of `die` (the `typed` feature).
///
/// # Errors
///
/// A message naming the bad face and its position.
pub fn typed_faces(die: Die, text: &str) -> Result<Vec<backrank_entropy::Face>, SourceError> {
    #[cfg(feature = "typed")]
    return backrank_typed::Faces::parse(die, text)
        .map(backrank_typed::Faces::into_vec)
        .map_err(|e| SourceError::BadFaces(typed_error_text(&e)));
    #[cfg(not(feature = "typed"))]
    {
        let _ = (die, text);
        Err(SourceError::NotBuilt(Feature::Typed))
    }
}

/// Typed faces for a roll whose device the person chose: faces a die
/// refused that look like coin tosses point to the coin, by the name the
/// front end gives it (`coin_option`: "`--dice coin`", "`dice: coin`").
///
/// # Errors
///
/// As [`typed_faces`].
pub fn typed_faces_or_coin_hint(
    die: Die,
    text: &str,
    coin_option: &str,
) -> Result<Vec<backrank_entropy::Face>, SourceError> {
    typed_faces(die, text).map_err(|e| match e {
        SourceError::BadFaces(problem) if die != Die::Coin && looks_like_coin(text) => {
            SourceError::BadFaces(coin_hint(problem, coin_option))
        }
        other => other,
    })
}

/// Whether typed faces that a die refused are coin tosses (`HTHT`,
/// `h t h`), thrown with the device left at its default.
fn looks_like_coin(text: &str) -> bool {
    let letters: Vec<char> = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .collect();
    !letters.is_empty() && letters.iter().all(|c| matches!(c, 'H' | 'T' | 'h' | 't'))
}

/// `problem` with faces that look like coin tosses, pointing to the
/// coin: `option` is how the front end names it (`--dice coin`).
fn coin_hint(problem: Text, option: &str) -> Text {
    Text::msg(msg!("error-faces-look-like-coin"))
        .with("problem", problem)
        .with("option", option)
}

/// What is wrong with typed faces, in words every language has.
#[cfg(feature = "typed")]
fn typed_error_text(e: &backrank_typed::TypedError) -> Text {
    use backrank_typed::TypedError;
    match e {
        TypedError::TooLong { bytes } => Text::msg(msg!("error-faces-too-long"))
            .with("bytes", *bytes)
            .with("most", backrank_typed::MAX_TEXT_BYTES),
        TypedError::TooMany { count } => Text::msg(msg!("error-faces-too-many"))
            .with("count", *count)
            .with("most", backrank_typed::MAX_FACES),
        TypedError::BadFace {
            position,
            token,
            problem,
        } => Text::msg(msg!("error-bad-face"))
            .with("position", *position)
            .with("token", token.as_str())
            .with("problem", face_error_text(problem)),
    }
}

/// A face the device does not have, in words every language has.
pub fn face_error_text(e: &backrank_entropy::FaceError) -> Text {
    use backrank_entropy::FaceError;
    let (text, die) = match e {
        FaceError::OutOfRange { die, value } => (
            Text::msg(msg!("error-face-out-of-range")).with("value", *value),
            *die,
        ),
        FaceError::NotAFace { die, token } => (
            Text::msg(msg!("error-not-a-face")).with("token", token.as_str()),
            *die,
        ),
    };
    text.with("die", die.to_string())
        .with("hint", face_hint(die))
}

/// "H (heads) or T (tails)", "a number from 1 to 6".
pub fn face_hint(die: Die) -> Text {
    Text::msg(msg!("face-hint"))
        .with("die", die.to_string())
        .with("sides", die.sides())
}

/// Starts the thread for a serial device with the `[serial]` settings.
///
/// # Errors
///
/// [`SourceError::Settings`] naming a wrong setting.
#[cfg(feature = "serial")]
pub fn serial_tower(
    path: &std::path::Path,
    settings: &Settings,
) -> Result<backrank_serial::SerialTower, SourceError> {
    let s = &settings.serial;
    let mut config = backrank_serial::SerialConfig::new(path);
    config.mode = s
        .mode
        .parse()
        .map_err(|e| SourceError::Settings("serial", format!("{e}")))?;
    config.line_ending = s.line_ending.parse().map_err(|_| {
        SourceError::Settings(
            "serial",
            format!("line_ending = {:?}: use \"lf\" or \"crlf\"", s.line_ending),
        )
    })?;
    if s.baud == 0 || s.baud > 4_000_000 {
        return Err(SourceError::Settings(
            "serial",
            format!("baud = {}: use a rate like 9600 or 115200", s.baud),
        ));
    }
    config.baud = s.baud;
    config.die = s.die;
    config.answer_timeout = seconds("serial", "answer_timeout_secs", s.answer_timeout_secs)?;
    config.busy_retry = Duration::from_millis(s.busy_retry_ms.clamp(1, 60_000));
    // Every roll that opens the port waits this long at most: a bootloader
    // takes 2 s at the very most, so more than 10 is a mistake.
    if !(0.0..=10.0).contains(&s.reset_wait_secs) {
        return Err(SourceError::Settings(
            "serial",
            format!(
                "reset_wait_secs = {}: use 0 (a device that never restarts) to 10 seconds",
                s.reset_wait_secs
            ),
        ));
    }
    config.reset_wait = Duration::from_secs_f64(s.reset_wait_secs);
    config.min_entropy_fraction = s.min_entropy_fraction;
    Ok(backrank_serial::SerialTower::start(config))
}

/// Starts a program that speaks the line protocol, with the `[exec]`
/// settings.
///
/// # Errors
///
/// [`SourceError::Settings`] naming a wrong setting.
#[cfg(feature = "exec")]
pub fn exec_source(
    command: &str,
    settings: &Settings,
) -> Result<backrank_exec::ExecSource, SourceError> {
    let mut config = backrank_exec::ExecConfig::new(command.to_owned());
    config.answer_timeout = seconds(
        "exec",
        "answer_timeout_secs",
        settings.exec.answer_timeout_secs,
    )?;
    config.min_entropy_fraction = settings.exec.min_entropy_fraction;
    Ok(backrank_exec::ExecSource::new(config))
}

impl SourceSpec {
    /// Whether the source is hardware (or a program): opened once per
    /// process as a [`crate::app::source::tower::Tower`], with kept health tests.
    pub fn is_hardware(&self) -> bool {
        matches!(self, SourceSpec::Serial(_) | SourceSpec::Exec(_))
    }

    /// The source as a metric's label: its kind alone. A port's path, a
    /// program's command or a seed is the operator's business (and one
    /// series each), never on a public `/metrics`.
    pub fn metric_name(&self) -> &'static str {
        match self {
            SourceSpec::Os => "os",
            SourceSpec::Seed(_) => "seed",
            SourceSpec::Typed => "typed",
            SourceSpec::Serial(_) => "serial",
            SourceSpec::Exec(_) => "exec",
            SourceSpec::Beacon(_) => "beacon",
        }
    }
}

/// Opens a software source that throws by itself (the OS RNG, a seeded
/// stream), ready for one roll. Hardware sources are opened once per
/// process as a [`crate::app::source::tower::Tower`]; typed faces need no source.
///
/// # Errors
///
/// [`SourceError`] when the source's feature is off or it is not software.
pub fn open(spec: &SourceSpec) -> Result<Box<dyn EntropySource>, SourceError> {
    match spec {
        #[cfg(feature = "os-rng")]
        SourceSpec::Os => Ok(Box::new(backrank_os_rng::OsRngSource::new())),
        #[cfg(feature = "os-rng")]
        SourceSpec::Seed(text) => Ok(Box::new(backrank_os_rng::SeededSource::new(text))),
        #[cfg(not(feature = "os-rng"))]
        SourceSpec::Os | SourceSpec::Seed(_) => Err(SourceError::NotBuilt(Feature::Os)),
        SourceSpec::Serial(_) | SourceSpec::Exec(_) => Err(SourceError::Unknown(format!(
            "{spec} (a hardware source, opened as a tower)"
        ))),
        SourceSpec::Typed => Err(SourceError::Unknown(
            "typed (give the faces with --rolls)".to_owned(),
        )),
        SourceSpec::Beacon(_) => Err(SourceError::Unknown(format!(
            "{spec} (a beacon round, fetched and verified before the roll)"
        ))),
    }
}

#[cfg(test)]
mod tests {
    /// A wrong setting or a source left out of the build is the operator's
    /// fault: the person is told to tell them, the log gets the detail.
    #[test]
    fn setup_faults_are_the_bots_not_the_persons() {
        use crate::app::error::AppError;
        for e in [
            SourceError::Settings("serial", "baud must be a number".into()),
            SourceError::NotBuilt(Feature::Serial),
        ] {
            let detail = e.to_string();
            let app = AppError::from(e);
            assert!(matches!(app, AppError::Internal { .. }), "{app:?}");
            assert_eq!(app.detail(), Some(detail));
            assert!(
                app.user_text(crate::i18n::Lang::En)
                    .contains("tell whoever runs the bot")
            );
        }
        let typed = AppError::from(SourceError::Unknown("dice".into()));
        assert!(matches!(typed, AppError::Input(_)));
    }

    /// A source left out of the build is named as people write it, beside
    /// the Cargo feature that builds it (not always the same word).
    #[test]
    fn a_source_not_built_names_its_feature() {
        let said = |f: Feature| SourceError::NotBuilt(f).to_string();
        assert_eq!(
            said(Feature::Os),
            "the os source is not in this build (it was built without the `os-rng` feature)"
        );
        assert_eq!(
            said(Feature::Exec),
            "the exec source is not in this build (it was built without the `exec` feature)"
        );
        assert_eq!(BEACON_NOT_BUILT.to_string(), said(Feature::Beacon));
        assert!(said(Feature::Beacon).ends_with("without the `beacon` feature)"));
    }

    use super::*;

    #[test]
    fn names_parse() {
        assert_eq!("os".parse(), Ok(SourceSpec::Os));
        assert_eq!(
            "seed:club night".parse(),
            Ok(SourceSpec::Seed("club night".into()))
        );
        for empty in ["seed:", "seed:   "] {
            let e = empty.parse::<SourceSpec>().unwrap_err();
            assert_eq!(
                e,
                SourceError::Empty("seed:", "the seed's text, like seed:club-night")
            );
            assert!(e.to_string().starts_with("seed: needs a value"), "{e}");
        }
        assert_eq!("typed".parse(), Ok(SourceSpec::Typed));
        assert!(matches!(
            "serial".parse::<SourceSpec>(),
            Err(SourceError::Unknown(_))
        ));
        assert_eq!(
            "beacon:1000".parse(),
            Ok(SourceSpec::Beacon(BeaconRef {
                chain: None,
                round: 1000
            }))
        );
        let named: SourceSpec = "beacon:default:1000000".parse().unwrap();
        assert_eq!(named.to_string(), "beacon:default:1000000");
        for bad in ["beacon:0", "beacon:soon", "beacon:quicknet:-3"] {
            let e = bad.parse::<SourceSpec>().unwrap_err().to_string();
            assert!(
                e.ends_with("is not a drand round: give a whole number from 1, like beacon:1000"),
                "{e}"
            );
        }
        assert!(matches!(
            "beacon:".parse::<SourceSpec>(),
            Err(SourceError::Empty(..))
        ));
        let long = format!("seed:{}", "x".repeat(MAX_SEED_LEN + 1));
        assert_eq!(long.parse::<SourceSpec>(), Err(SourceError::SeedTooLong));
    }

    #[cfg(feature = "serial")]
    #[test]
    fn a_reset_wait_past_ten_seconds_is_refused_by_name() {
        let mut settings = Settings::load(None).unwrap();
        settings.serial.reset_wait_secs = 60.0;
        let e = serial_tower(std::path::Path::new("/dev/null"), &settings)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("reset_wait_secs = 60: use 0"), "{e}");
        settings.serial.reset_wait_secs = 0.0;
        let tower = serial_tower(std::path::Path::new("/dev/null"), &settings).unwrap();
        assert_eq!(tower.config().reset_wait, Duration::ZERO);
    }
}
