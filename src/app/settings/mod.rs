//! Settings: the built-in `config/default.toml`, then a user file, then
//! `BACKRANK__…` environment variables. A key that is none of the
//! defaults' is refused ([`known`]).

pub mod known;

use std::path::Path;

use backrank_entropy::Die;
use serde::Deserialize;

/// The built-in defaults, documented line by line.
pub const DEFAULT_TOML: &str = include_str!("../../../config/default.toml");

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Settings {
    pub roll: RollSettings,
    pub beacon: BeaconSettings,
    pub serial: SerialSettings,
    pub exec: ExecSettings,
    pub discord: DiscordSettings,
    pub bot: BotSettings,
    pub store: StoreSettings,
    pub daily: DailySettings,
    pub log: LogSettings,
    pub http: HttpSettings,
    pub web: WebSettings,
    pub variants: VariantsSettings,
    pub lichess: LichessSettings,
}

/// The table's web pages (`backrank web`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct WebSettings {
    /// Where `backrank serve` also serves the pages; empty for nowhere.
    pub addr: String,
    /// The address people reach the pages at; `None` (empty in the file)
    /// for each browser's own.
    #[serde(deserialize_with = "empty_is_none")]
    pub public_url: Option<String>,
    /// Each client's requests a second, after its burst.
    pub requests_per_second: u32,
    pub burst: u32,
    /// The operator's reverse proxies, whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<std::net::IpAddr>,
}

impl WebSettings {
    /// `public_url` as the pages and the bot's button use it: an `http` or
    /// `https` address with no query, fragment or space, without its final
    /// `/`.
    ///
    /// # Errors
    ///
    /// [`NotAPublicUrl`] naming the setting and what was written.
    pub fn checked_public_url(&self) -> Result<Option<String>, NotAPublicUrl> {
        let Some(url) = &self.public_url else {
            return Ok(None);
        };
        let rest = url
            .strip_prefix("https://")
            .or_else(|| url.strip_prefix("http://"));
        match rest {
            Some(host)
                if !host.is_empty()
                    && url.len() <= 200
                    && !url.contains(['?', '#', ' ', '"', '<', '>', '\\']) =>
            {
                Ok(Some(url.trim_end_matches('/').to_owned()))
            }
            _ => Err(NotAPublicUrl {
                given: url.chars().take(60).collect(),
            }),
        }
    }
}

/// A `[web] public_url` that is not an address people can reach the pages
/// at.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "[web] public_url = \"{given}\": write the address people reach the pages at, like \
     https://rolls.example.org (http or https, at most 200 characters, no query)"
)]
pub struct NotAPublicUrl {
    /// What was written, cut to 60 characters.
    pub given: String,
}

/// A `[web]` setting the pages cannot start with.
#[derive(Debug, thiserror::Error)]
pub enum BadWebSettings {
    #[error(transparent)]
    PublicUrl(#[from] NotAPublicUrl),
    /// A budget of none: every request after a client's first would be
    /// refused.
    #[error(
        "[web] {0} = 0: use a positive number; 0 would refuse every request after a client's \
         first (the defaults are requests_per_second = 10, burst = 40)"
    )]
    Zero(&'static str),
}

impl WebSettings {
    /// The settings the pages start with, checked: `public_url` an address,
    /// and a budget of at least one request a second and one in a burst.
    ///
    /// # Errors
    ///
    /// [`BadWebSettings`] naming the setting.
    pub fn checked(&self) -> Result<(), BadWebSettings> {
        self.checked_public_url()?;
        if self.requests_per_second == 0 {
            return Err(BadWebSettings::Zero("requests_per_second"));
        }
        if self.burst == 0 {
            return Err(BadWebSettings::Zero("burst"));
        }
        Ok(())
    }
}

fn empty_is_none<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    let text = String::deserialize(d)?;
    Ok(Some(text.trim().to_owned()).filter(|t| !t.is_empty()))
}

/// "Play on lichess": open challenges made on lichess from a roll.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct LichessSettings {
    /// Whether the button is offered at all.
    pub enabled: bool,
    /// lichess's site (a stand-in's address in tests).
    pub api_url: String,
    /// Challenges one person may make an hour; 0 for no limit.
    pub per_person_per_hour: u32,
    /// Challenges one server (or, on the web, one visitor's address) may
    /// make an hour; 0 for no limit.
    pub per_server_per_hour: u32,
    /// Seconds lichess has to make a challenge, the wait for the one
    /// request at a time included (on the web pages, also within
    /// `[http] request_timeout_secs`); 0 is read as 1.
    pub timeout_secs: u64,
}

/// Where a club's own variant files are.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct VariantsSettings {
    /// A folder of `*.toml` variant files read at start-up; empty for none.
    pub dir: String,
}

/// The HTTP interactions endpoint's limits (`backrank serve --http`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct HttpSettings {
    /// Seconds a client may take to send a request's headers, and an idle
    /// kept-alive connection may wait for its next request.
    pub header_timeout_secs: u64,
    /// Seconds a shutdown lets deferred work (tower rolls, replies) finish
    /// before it cuts it and tells each asker to try again.
    pub drain_secs: u64,
    /// Seconds for a whole request, body included, until the first answer.
    pub request_timeout_secs: u64,
    /// Connections open at once; more wait to be accepted.
    pub max_connections: usize,
    /// Requests being answered at once; more are refused with 503.
    pub max_in_flight: usize,
    /// Milliseconds of work after which an interaction is deferred and
    /// finished through Discord's REST API (Discord waits 3 s).
    pub defer_after_ms: u64,
    /// Where `/metrics`, `/healthz` and `/readyz` are served besides the
    /// endpoint's own address (the only place in gateway mode); empty for
    /// nowhere else.
    pub admin_addr: String,
}

/// How the service logs (`backrank serve`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct LogSettings {
    /// A level or `tracing` filter: `info`, `backrank=debug,serenity=warn`.
    pub level: String,
    /// `text` or `json`.
    pub format: String,
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct StoreSettings {
    pub data_dir: String,
    /// A PostgreSQL URL; empty keeps the SQLite file in `data_dir`.
    pub url: String,
    /// PostgreSQL connections each process keeps open at most.
    pub pool_size: usize,
    /// A PEM file of the database's certificate authority; empty trusts
    /// the web's roots.
    pub tls_ca_file: String,
    /// The longest one store call may take before it fails.
    pub call_timeout_secs: u64,
}

impl StoreSettings {
    /// Opens the store these settings name (see [`crate::store::open`]).
    ///
    /// # Errors
    ///
    /// When the store cannot be opened or reached.
    pub async fn open(
        &self,
    ) -> Result<std::sync::Arc<dyn crate::store::Store>, crate::store::StoreError> {
        crate::store::open(&self.url, &self.dir(), &self.postgres_options()).await
    }

    /// How to reach PostgreSQL (pool size, TLS authority).
    pub fn postgres_options(&self) -> crate::store::PostgresOptions {
        crate::store::PostgresOptions {
            pool_size: self.pool_size,
            ca_file: self.tls_ca_file.clone(),
        }
    }

    /// The data directory: as set, else the user's data directory, else
    /// `./backrank-data`.
    pub fn dir(&self) -> std::path::PathBuf {
        match self.data_dir.trim() {
            "" => dirs::data_dir()
                .map(|d| d.join("backrank"))
                .unwrap_or_else(|| std::path::PathBuf::from("backrank-data")),
            dir => std::path::PathBuf::from(dir),
        }
    }
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct DailySettings {
    pub late_after_minutes: u64,
    pub claim_lease_secs: u64,
    /// The longest one attempt at a post may take; shorter than the lease,
    /// so a live process never holds a claim another could take over.
    pub post_timeout_secs: u64,
    /// How long Discord remembers a message's nonce: after this, a post
    /// that may have got through is not tried again.
    pub nonce_window_secs: u64,
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct RollSettings {
    pub dice: Die,
    pub source: String,
}

/// drand's beacon: the chain, and the relays to ask.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct BeaconSettings {
    pub chain: String,
    pub relays: Vec<String>,
    pub attempt_timeout_secs: f64,
    /// Chains beyond the built-in ones, by the names people give them.
    #[serde(default)]
    pub chains: std::collections::BTreeMap<String, ChainSettings>,
}

/// A drand chain, as its `/info` describes it.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct ChainSettings {
    pub hash: String,
    pub public_key: String,
    pub scheme: String,
    pub genesis_time: u64,
    pub period: u64,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct SerialSettings {
    pub mode: String,
    pub baud: u32,
    pub line_ending: String,
    pub die: Die,
    pub answer_timeout_secs: f64,
    pub busy_retry_ms: u64,
    pub reset_wait_secs: f64,
    pub min_entropy_fraction: f64,
}

/// Discord credentials. `Debug` hides the secrets, so they never reach a
/// log by accident.
#[derive(Clone, Deserialize, PartialEq)]
pub struct DiscordSettings {
    pub token: String,
    pub application_id: u64,
    pub public_key: String,
    pub guild_id: u64,
    pub api_url: String,
    /// The gateway shards this process runs: `0-3`, `5`, or empty for all.
    pub shards: String,
    /// How many shards the bot has in all processes; 0 for one.
    pub shard_count: u32,
    /// Seconds one attempt at a call finishing an interaction may take.
    pub rest_attempt_timeout_secs: f64,
}

impl std::fmt::Debug for DiscordSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hidden = |s: &str| {
            if s.is_empty() {
                "(not set)"
            } else {
                "(hidden)"
            }
        };
        f.debug_struct("DiscordSettings")
            .field("token", &hidden(&self.token))
            .field("application_id", &self.application_id)
            .field("public_key", &hidden(&self.public_key))
            .field("guild_id", &self.guild_id)
            .field("api_url", &self.api_url)
            .field("shards", &self.shards)
            .field("shard_count", &self.shard_count)
            .finish()
    }
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct BotSettings {
    pub hardware_source: String,
    /// What people in Discord call the hardware source; empty for "the
    /// club's dice tower" in their language.
    pub hardware_name: String,
    pub image_width: u32,
    pub theme: String,
    /// Megabytes of encoded boards kept for replies (0: none kept).
    pub image_cache_mb: u64,
    pub session_minutes: u64,
    /// Rolls one person may make per minute (0: no limit).
    pub rolls_per_minute: u32,
}

impl BotSettings {
    /// How long a roll-along may wait for its next throw
    /// (`session_minutes`), in seconds.
    #[must_use]
    pub fn session_seconds(&self) -> i64 {
        i64::try_from(self.session_minutes.saturating_mul(60)).unwrap_or(i64::MAX)
    }
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct ExecSettings {
    pub answer_timeout_secs: f64,
    pub min_entropy_fraction: f64,
}

/// The largest settings file read.
pub const MAX_SETTINGS_BYTES: usize = 1024 * 1024;

/// Settings that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// A file that cannot be read, is not TOML, or has a bad value.
    #[error("could not read the settings: {0}")]
    Read(#[from] config::ConfigError),
    /// A key, in a file or the environment, that names no setting.
    #[error("could not read the settings: {0}")]
    Unknown(#[from] known::UnknownKey),
}

impl Settings {
    /// Loads the defaults, then `file` if given, then the environment.
    ///
    /// # Errors
    ///
    /// [`SettingsError`] naming the file or key that is wrong.
    pub fn load(file: Option<&Path>) -> Result<Settings, SettingsError> {
        Settings::load_with_env(file, std::env::vars().map(|(k, _)| k))
    }

    /// As [`Settings::load`], checking the names of `env_names` (the
    /// environment's variable names) before reading the environment.
    fn load_with_env(
        file: Option<&Path>,
        env_names: impl Iterator<Item = String>,
    ) -> Result<Settings, SettingsError> {
        let known = known::Known::from_defaults(DEFAULT_TOML);
        let mut builder = config::Config::builder().add_source(config::File::from_str(
            DEFAULT_TOML,
            config::FileFormat::Toml,
        ));
        let mut user = None;
        if let Some(path) = file {
            // Read here, within a bound: the file is whatever the path
            // names (`/dev/zero` would never end).
            let text = crate::app::bounded::read_text(path, MAX_SETTINGS_BYTES)
                .map_err(|e| config::ConfigError::Message(format!("{}: {e}", path.display())))?;
            let table: toml::Table = text
                .parse()
                .map_err(|e| config::ConfigError::Message(format!("{}: {e}", path.display())))?;
            known.check_file(&path.display().to_string(), &table)?;
            builder = builder.add_source(config::File::from_str(&text, config::FileFormat::Toml));
            user = Some((path.display().to_string(), table));
        }
        let env_names: Vec<String> = env_names.collect();
        known.check_env(env_names.iter().cloned())?;
        let cfg = builder
            .add_source(config::Environment::with_prefix("BACKRANK").separator("__"))
            .build()?;
        cfg.try_deserialize()
            .map_err(|e| SettingsError::Read(placed(e, user.as_ref(), &env_names)))
    }
}

/// A value of the wrong type, with where it was written: the environment
/// variable that set it, else the settings file (the built-in defaults are
/// never wrong).
fn placed(
    e: config::ConfigError,
    file: Option<&(String, toml::Table)>,
    env_names: &[String],
) -> config::ConfigError {
    let config::ConfigError::Type { key: Some(key), .. } = &e else {
        return e;
    };
    let var = format!(
        "{}{}",
        known::ENV_PREFIX,
        key.split('.')
            .map(str::to_ascii_uppercase)
            .collect::<Vec<_>>()
            .join("__")
    );
    let in_file = |table: &toml::Table| {
        let mut parts = key.split('.');
        let first = parts.next().and_then(|k| table.get(k));
        parts
            .try_fold(first, |v, k| Some(v?.get(k)))
            .flatten()
            .is_some()
    };
    if env_names.iter().any(|n| n.eq_ignore_ascii_case(&var)) {
        config::ConfigError::Message(format!("the environment variable {var}: {e}"))
    } else if let Some((path, _)) = file.filter(|(_, t)| in_file(t)) {
        config::ConfigError::Message(format!("{path}: {e}"))
    } else {
        e
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_parse() {
        let s = Settings::load(None).unwrap();
        assert_eq!(s.roll.dice, Die::D6);
        assert_eq!(s.roll.source, "os");
        assert_eq!(s.serial.mode, "request");
        assert_eq!(s.serial.baud, 9600);
        assert_eq!(s.serial.die, Die::D6);
        assert_eq!(s.exec.answer_timeout_secs, 30.0);
        assert_eq!(s.bot.image_width, 576);
        assert_eq!(s.bot.session_minutes, 120);
        assert!(s.store.dir().ends_with("backrank"));
        assert_eq!(s.daily.claim_lease_secs, 120);
        assert!(s.discord.token.is_empty());
    }

    #[test]
    fn secrets_never_show_in_debug_output() {
        let mut s = Settings::load(None).unwrap();
        s.discord.token = "super-secret-token".into();
        s.discord.public_key = "abcdef".into();
        let shown = format!("{s:?}");
        assert!(!shown.contains("super-secret-token"), "{shown}");
        assert!(!shown.contains("abcdef"), "{shown}");
        assert!(shown.contains("(hidden)"));
    }

    #[test]
    fn a_user_file_overrides_and_bad_values_are_named() {
        let tmp = tempfile::Builder::new()
            .prefix("backrank-settings-")
            .tempdir()
            .unwrap();
        let dir = tmp.path().to_path_buf();
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.toml");
        std::fs::write(&good, "[roll]\ndice = \"coin\"\n").unwrap();
        assert_eq!(Settings::load(Some(&good)).unwrap().roll.dice, Die::Coin);
        let bad = dir.join("bad.toml");
        std::fs::write(&bad, "[roll]\ndice = \"d7\"\n").unwrap();
        let e = Settings::load(Some(&bad)).unwrap_err().to_string();
        assert!(e.contains("d7"), "{e}");
        // A value of the wrong type names the file it is in, as every
        // other settings error does.
        let typed = dir.join("typed.toml");
        std::fs::write(&typed, "[discord]\napplication_id = \"notanumber\"\n").unwrap();
        let e = Settings::load(Some(&typed)).unwrap_err().to_string();
        assert!(
            e.contains(&typed.display().to_string()) && e.contains("application_id"),
            "{e}"
        );
        let missing = dir.join("missing.toml");
        assert!(Settings::load(Some(&missing)).is_err());
        let typo = dir.join("typo.toml");
        std::fs::write(&typo, "[store]\ndata_dr = \"/srv/backrank\"\n").unwrap();
        let e = Settings::load(Some(&typo)).unwrap_err().to_string();
        assert!(
            e.contains("there is no setting `store.data_dr`") && e.contains("`store.data_dir`"),
            "{e}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_unknown_environment_variable_is_refused_before_anything_is_read() {
        let names = ["BACKRANK__ROL__DICE".to_owned()];
        let e = Settings::load_with_env(None, names.into_iter())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("BACKRANK__ROL__DICE names no setting")
                && e.contains("did you mean `BACKRANK__ROLL__DICE`?"),
            "{e}"
        );
    }
}
