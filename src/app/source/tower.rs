//! Hardware sources (a dice tower, a hardware RNG, a program) as a process
//! holds them: opened once, shared by every roll in turn, with their health
//! tests kept in the store.
//!
//! Why once per process: a dice tower's port is opened when the process
//! starts and stays open, so an Arduino-class board (which resets when its
//! port opens) is ready for the first roll and every roll after, and the
//! continuous health tests see every throw the device makes.
//!
//! Why in the store: the tests' state is keyed by the source as configured
//! (`serial:/dev/backrank-tower`) and saved after every throw, so successive
//! `backrank roll` processes, `backrank test-device` and the bot go on with
//! one count. A stuck tower is not forgiven because a process started again.
//!
//! A refused device stays refused for every roll until its tests accept it
//! again: `backrank test-device SOURCE` throws until a whole window of
//! healthy throws in a row, or `--reset-health` clears the refusal once the
//! device is fixed.

use std::sync::Arc;

use async_trait::async_trait;
use backrank_entropy::{Die, EntropyError, EntropySource, Face, HealthReport, HealthState};

use crate::app::settings::Settings;
use crate::app::source::spec::{SourceError, SourceSpec};
use crate::store::{Store, StoreError};

/// A hardware source opened by this process.
pub struct Tower {
    spec: SourceSpec,
    device: Box<dyn Device>,
    store: Option<Arc<dyn Store>>,
}

/// The plugin's device for a hardware source.
fn device(spec: &SourceSpec, settings: &Settings) -> Result<Box<dyn Device>, SourceError> {
    #[cfg(not(any(feature = "serial", feature = "exec")))]
    let _ = settings;
    match spec {
        #[cfg(feature = "serial")]
        SourceSpec::Serial(path) => Ok(Box::new(crate::app::source::spec::serial_tower(
            path, settings,
        )?)),
        #[cfg(not(feature = "serial"))]
        SourceSpec::Serial(_) => Err(SourceError::NotBuilt(
            crate::app::source::spec::Feature::Serial,
        )),
        #[cfg(feature = "exec")]
        SourceSpec::Exec(command) => Ok(Box::new(Arc::new(tokio::sync::Mutex::new(
            crate::app::source::spec::exec_source(command, settings)?,
        )))),
        #[cfg(not(feature = "exec"))]
        SourceSpec::Exec(_) => Err(SourceError::NotBuilt(
            crate::app::source::spec::Feature::Exec,
        )),
        other => Err(SourceError::NotHardware(other.to_string())),
    }
}

/// What a plugin's shared device offers a process: turns, one roll at a
/// time.
#[async_trait]
trait Device: Send + Sync {
    /// Opens the device now, if it has something to open.
    async fn connect(&self) -> Result<(), EntropyError> {
        Ok(())
    }

    /// Waits for a roll's turn; the turn ends when the source is dropped.
    async fn turn(&self) -> Box<dyn EntropySource>;

    /// What the device has said and done so far.
    async fn stats(&self) -> DeviceStats {
        DeviceStats::default()
    }
}

/// What a device has said and done so far, for `backrank test-device`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceStats {
    /// What a tower said when it last started (`club-tower d6 tags`).
    pub banner: Option<String>,
    /// Lines skipped because they answered an earlier request.
    pub stale_lines: u64,
    /// A hardware RNG's bytes used and thrown away by the rejection rule.
    pub bytes: Option<(u64, u64)>,
}

#[cfg(feature = "serial")]
#[async_trait]
impl Device for backrank_serial::SerialTower {
    async fn connect(&self) -> Result<(), EntropyError> {
        backrank_serial::SerialTower::connect(self).await
    }

    async fn turn(&self) -> Box<dyn EntropySource> {
        Box::new(self.session().await)
    }

    async fn stats(&self) -> DeviceStats {
        let s = backrank_serial::SerialTower::stats(self).await;
        let bytes = self.config().mode == backrank_serial::Mode::Bytes;
        DeviceStats {
            banner: s.banner,
            stale_lines: s.stale_lines,
            bytes: bytes.then_some((s.bytes_used, s.bytes_rejected)),
        }
    }
}

/// A program, behind a lock: one roll's throws at a time.
#[cfg(feature = "exec")]
#[async_trait]
impl Device for Arc<tokio::sync::Mutex<backrank_exec::ExecSource>> {
    async fn turn(&self) -> Box<dyn EntropySource> {
        Box::new(ExecTurn(self.clone().lock_owned().await))
    }
}

/// Why a roll may not use the tower.
#[derive(Debug, thiserror::Error)]
pub enum TowerError {
    /// The health tests refuse the device.
    #[error(
        "{name} is refused by the health tests: {why}. Check the device; then `backrank \
         test-device {spec}` throws until {needed} healthy throws in a row accept it again \
         ({healthy} so far), or `backrank test-device {spec} --reset-health` clears the refusal"
    )]
    Refused {
        name: String,
        spec: String,
        why: String,
        healthy: u32,
        needed: u32,
    },
    /// The device failed (it is missing, silent, answered wrongly).
    #[error(transparent)]
    Device(EntropyError),
    /// The store that keeps the health tests failed.
    #[error("the store that keeps {spec}'s health tests failed: {source}")]
    Store { spec: String, source: StoreError },
}

/// Why a device named for one process could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum NamedDeviceError {
    #[error(
        "{why}. The store keeps the device's health tests between runs, so {spec} is not used \
         without it"
    )]
    Store { spec: String, why: String },
    #[error(transparent)]
    Device(SourceError),
}

impl Tower {
    /// Opens a hardware source as the settings describe it. Nothing is
    /// thrown yet; a serial port opens on [`Tower::connect`] or the first
    /// throw.
    ///
    /// # Errors
    ///
    /// [`SourceError`] when `spec` is not a hardware source, its plugin is
    /// not in this build, or its settings are wrong.
    pub fn open(
        spec: &SourceSpec,
        settings: &Settings,
        store: Option<Arc<dyn Store>>,
    ) -> Result<Tower, SourceError> {
        Ok(Tower {
            spec: spec.clone(),
            device: device(spec, settings)?,
            store,
        })
    }

    /// Opens a hardware source named for this process alone (the command
    /// line's `serial:PATH`, `exec:COMMAND`), its health tests going on in
    /// the settings' store (opened, created on first use), which keeps
    /// them between runs.
    ///
    /// # Errors
    ///
    /// [`NamedDeviceError`]: the store could not be opened (the device is
    /// not used without its health tests), or the device or its settings
    /// are wrong.
    pub async fn open_named(
        spec: &SourceSpec,
        settings: &Settings,
    ) -> Result<Tower, NamedDeviceError> {
        let store = settings
            .store
            .open()
            .await
            .map_err(|e| NamedDeviceError::Store {
                spec: spec.to_string(),
                why: e.to_string(),
            })?;
        Tower::open(spec, settings, Some(store)).map_err(NamedDeviceError::Device)
    }

    /// The source as configured: the key its health tests are kept under.
    pub fn spec(&self) -> &SourceSpec {
        &self.spec
    }

    /// The device a roll uses when none is asked for.
    pub fn default_die(&self, settings: &Settings) -> Die {
        self.spec.default_die(settings)
    }

    /// Opens a serial port now (a program starts on its first throw).
    ///
    /// # Errors
    ///
    /// Why the port could not be opened; rolls try again.
    pub async fn connect(&self) -> Result<(), EntropyError> {
        self.device.connect().await
    }

    /// Waits for this roll's turn at the device: throws of one roll are
    /// contiguous and rolls queue. A device its health tests refuse is
    /// refused here, before any throw.
    ///
    /// # Errors
    ///
    /// [`TowerError::Refused`] with the failure and how to clear it;
    /// [`TowerError::Store`] when the kept tests cannot be read.
    pub async fn session(&self) -> Result<TowerSession, TowerError> {
        let mut session = self.test_session().await?;
        if let Some(state) = session.inner.health().await
            && let Some(r) = state.refusal()
        {
            crate::app::metrics::health_refusal(self.spec.metric_name());
            return Err(TowerError::Refused {
                name: session.inner.describe(),
                spec: self.spec.to_string(),
                why: r.failure.to_string(),
                healthy: r.healthy,
                needed: r.needed,
            });
        }
        Ok(session)
    }

    /// A turn at the device that a refusal does not stop, for `backrank
    /// test-device`: its throws are how a refused device earns its way back.
    ///
    /// # Errors
    ///
    /// [`TowerError::Store`] when the kept tests cannot be read.
    pub async fn test_session(&self) -> Result<TowerSession, TowerError> {
        let mut inner = self.device.turn().await;
        // Load under the turn: no other roll of this process changes the
        // state between the load and this roll's throws.
        if let Some(store) = &self.store {
            let kept = store
                .device_health(self.key())
                .await
                .map_err(|source| self.store_error(source))?;
            inner.restore_health(&kept.unwrap_or_default()).await;
        }
        Ok(TowerSession {
            inner,
            key: self.key(),
            metric: self.spec.metric_name(),
            store: self.store.clone(),
        })
    }

    /// The error a roll on this tower ended with, in the words that say
    /// how to go on: a health refusal names the fix.
    pub fn explain(&self, e: EntropyError) -> TowerError {
        match e {
            EntropyError::Unhealthy {
                source_name,
                why,
                healthy,
                needed,
            } => TowerError::Refused {
                name: source_name,
                spec: self.key(),
                why,
                healthy,
                needed,
            },
            other => TowerError::Device(other),
        }
    }

    /// What the device has said and done so far: a tower's banner and the
    /// stale lines it skipped, a hardware RNG's bytes.
    pub async fn stats(&self) -> DeviceStats {
        self.device.stats().await
    }

    /// The device's health tests as the store keeps them (none before its
    /// first throw, or without a store), as a report per stream (a die's
    /// name, or `bytes`).
    ///
    /// # Errors
    ///
    /// [`TowerError::Store`] when the store fails.
    pub async fn kept_health(&self) -> Result<Vec<(String, HealthReport)>, TowerError> {
        let Some(store) = &self.store else {
            return Ok(Vec::new());
        };
        let kept = store
            .device_health(self.key())
            .await
            .map_err(|source| self.store_error(source))?;
        Ok(kept
            .map(|state| {
                state
                    .streams
                    .iter()
                    .map(|(stream, counters)| (stream.clone(), counters.report()))
                    .collect()
            })
            .unwrap_or_default())
    }

    /// Forgets the device's health tests, in the store and in this process.
    ///
    /// # Errors
    ///
    /// [`TowerError::Store`] when the store fails.
    pub async fn reset_health(&self) -> Result<bool, TowerError> {
        let mut session = self.test_session().await?;
        session.inner.restore_health(&HealthState::default()).await;
        match &self.store {
            Some(store) => store
                .reset_device_health(self.key())
                .await
                .map_err(|source| self.store_error(source)),
            None => Ok(false),
        }
    }

    fn key(&self) -> String {
        self.spec.to_string()
    }

    fn store_error(&self, source: StoreError) -> TowerError {
        TowerError::Store {
            spec: self.key(),
            source,
        }
    }
}

/// One roll's turn at a [`Tower`]: an [`EntropySource`] whose health tests
/// are kept in the store after every throw.
pub struct TowerSession {
    inner: Box<dyn EntropySource>,
    key: String,
    /// The source in the metrics: its kind, never its path or command.
    metric: &'static str,
    store: Option<Arc<dyn Store>>,
}

impl TowerSession {
    /// Saves the tests' state. A store that fails is logged and the roll
    /// goes on: the tests in this process still see every throw.
    async fn keep(&mut self) {
        let (Some(store), Some(state)) = (&self.store, self.inner.health().await) else {
            return;
        };
        let now = jiff::Timestamp::now().as_second();
        if let Err(e) = store.set_device_health(self.key.clone(), state, now).await {
            tracing::error!(source = %self.key, error = %e, "could not keep the device's health tests");
        }
    }
}

#[async_trait]
impl EntropySource for TowerSession {
    fn dice(&self) -> Vec<Die> {
        self.inner.dice()
    }

    fn describe(&self) -> String {
        self.inner.describe()
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        let thrown = self.inner.throw(die).await;
        if thrown.is_ok() {
            crate::app::metrics::device_throw(self.metric);
        }
        self.keep().await;
        thrown
    }

    async fn health(&mut self) -> Option<HealthState> {
        self.inner.health().await
    }

    async fn restore_health(&mut self, state: &HealthState) {
        self.inner.restore_health(state).await;
    }
}

/// A program's turn: the source behind its lock, for one roll.
#[cfg(feature = "exec")]
struct ExecTurn(tokio::sync::OwnedMutexGuard<backrank_exec::ExecSource>);

#[cfg(feature = "exec")]
#[async_trait]
impl EntropySource for ExecTurn {
    fn dice(&self) -> Vec<Die> {
        self.0.dice()
    }

    fn describe(&self) -> String {
        self.0.describe()
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        self.0.throw(die).await
    }

    async fn health(&mut self) -> Option<HealthState> {
        self.0.health().await
    }

    async fn restore_health(&mut self, state: &HealthState) {
        self.0.restore_health(state).await;
    }
}
