//! The store, timed: every call's latency and failures go to
//! [`metrics`](super::metrics), whichever backend is behind it, and a call
//! that takes longer than its limit fails as [`StoreError::TimedOut`], so a
//! database that froze costs a private error, not a reply that never comes.

use std::sync::Arc;
use std::time::{Duration, Instant};

use async_trait::async_trait;
use backrank_entropy::HealthState;

use crate::store::*;

/// A [`Store`] that times every call of the store it wraps, and gives each
/// at most `limit`.
pub struct Metered {
    pub store: Arc<dyn Store>,
    pub limit: Duration,
}

/// Forwards one call, timing it under its name, within the limit.
macro_rules! timed {
    ($self:ident . $op:ident ( $($arg:expr),* )) => {{
        let start = Instant::now();
        let result = match tokio::time::timeout($self.limit, $self.store.$op($($arg),*)).await {
            Ok(result) => result,
            Err(_) => {
                let secs = $self.limit.as_secs();
                tracing::error!(call = stringify!($op), secs, "the store did not answer in time");
                Err(StoreError::TimedOut { secs })
            }
        };
        super::metrics::store_call(stringify!($op), start.elapsed(), result.is_err());
        result
    }};
}

/// Forwards every [`Store`] method through [`timed!`].
macro_rules! metered {
    ($($(#[$doc:meta])* $kind:ident fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $out:ty
        = $module:ident :: $function:ident ($($call:tt)*);)+) => {
        #[async_trait]
        impl Store for Metered {
            $(async fn $name(&self, $($arg: $ty),*) -> Result<$out, StoreError> {
                timed!(self.$name($($arg),*))
            })+
        }
    };
}

crate::store::store_methods!(metered);
