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
use backrank_entropy::{Die, EntropyError, EntropySource, Face, HealthState};

use crate::settings::Settings;
use crate::sources::{SourceError, SourceSpec};
use crate::store::{Store, StoreError};

/// A hardware source opened by this process.
pub struct Tower {
    spec: SourceSpec,
    device: Device,
    store: Option<Arc<dyn Store>>,
}

enum Device {
    #[cfg(feature = "serial")]
    Serial(backrank_serial::SerialTower),
    #[cfg(feature = "exec")]
    Exec(Arc<tokio::sync::Mutex<backrank_exec::ExecSource>>),
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
        #[cfg(not(any(feature = "serial", feature = "exec")))]
        let _ = (settings, &store);
        let device = match spec {
            #[cfg(feature = "serial")]
            SourceSpec::Serial(path) => {
                Device::Serial(crate::sources::serial_tower(path, settings)?)
            }
            #[cfg(not(feature = "serial"))]
            SourceSpec::Serial(_) => return Err(SourceError::NotBuilt("serial", "serial")),
            #[cfg(feature = "exec")]
            SourceSpec::Exec(command) => Device::Exec(Arc::new(tokio::sync::Mutex::new(
                crate::sources::exec_source(command, settings)?,
            ))),
            #[cfg(not(feature = "exec"))]
            SourceSpec::Exec(_) => return Err(SourceError::NotBuilt("exec", "exec")),
            other => return Err(SourceError::NotHardware(other.to_string())),
        };
        #[allow(unreachable_code)]
        Ok(Tower {
            spec: spec.clone(),
            device,
            store,
        })
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
        match &self.device {
            #[cfg(feature = "serial")]
            Device::Serial(t) => t.connect().await,
            #[cfg(feature = "exec")]
            Device::Exec(_) => Ok(()),
        }
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
        let mut inner: Box<dyn EntropySource> = match &self.device {
            #[cfg(feature = "serial")]
            Device::Serial(t) => Box::new(t.session().await),
            #[cfg(feature = "exec")]
            Device::Exec(e) => Box::new(ExecTurn(e.clone().lock_owned().await)),
        };
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

    /// What a hardware RNG's byte stream has used so far (bytes used, bytes
    /// thrown away by the rejection rule); `None` for other sources.
    pub async fn byte_stats(&self) -> Option<(u64, u64)> {
        match &self.device {
            #[cfg(feature = "serial")]
            Device::Serial(t) if t.config().mode == backrank_serial::Mode::Bytes => {
                let s = t.stats().await;
                Some((s.bytes_used, s.bytes_rejected))
            }
            _ => None,
        }
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
