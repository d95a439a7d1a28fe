//! The `[http]` settings as the servers use them, checked once at start:
//! a 0 would refuse every request or wait on none, so it is an error
//! naming the setting.

use std::time::Duration;

use crate::app::settings::HttpSettings;

/// A server's limits, from `[http]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    pub header_timeout: Duration,
    pub request_timeout: Duration,
    pub max_connections: usize,
    pub max_in_flight: usize,
    /// Only the interactions endpoint uses it, but it is checked with the
    /// rest of `[http]` wherever the settings are read.
    pub defer_after: Duration,
}

/// Why the `[http]` settings cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum LimitsError {
    #[error("[http] {0} = 0: use a positive number")]
    Zero(&'static str),
}

impl Limits {
    /// # Errors
    ///
    /// [`LimitsError::Zero`] naming an `[http]` setting that is 0.
    pub fn from_settings(s: &HttpSettings) -> Result<Limits, LimitsError> {
        let positive = |name: &'static str, v: u64| {
            if v == 0 {
                Err(LimitsError::Zero(name))
            } else {
                Ok(v)
            }
        };
        Ok(Limits {
            header_timeout: Duration::from_secs(positive(
                "header_timeout_secs",
                s.header_timeout_secs,
            )?),
            request_timeout: Duration::from_secs(positive(
                "request_timeout_secs",
                s.request_timeout_secs,
            )?),
            max_connections: positive("max_connections", s.max_connections as u64)? as usize,
            max_in_flight: positive("max_in_flight", s.max_in_flight as u64)? as usize,
            defer_after: Duration::from_millis(positive("defer_after_ms", s.defer_after_ms)?),
        })
    }
}
