//! The HTTP plumbing Backrank's servers share: the accept loop and the
//! limits that hold a server on the open internet against hostile and
//! careless clients, from the `[http]` settings.
//!
//! Three servers stand on it: the Discord interactions endpoint
//! ([`crate::bot::transport::http`]), the table's web pages
//! ([`crate::web`]) and `backrank serve`, which runs them ([`crate::serve`]).
//! What each one answers is its own; how connections are taken and how
//! long and how many requests may be is the same for all, and lives here,
//! below them: this module knows nothing of Discord or of the pages.
//!
//! - [`limits`]: [`Limits`], the `[http]` settings checked (none may be 0).
//! - [`requests`]: [`with_request_limits`], what every request gets: at
//!   most `max_in_flight` answered at once (503 past it) and
//!   `request_timeout_secs` for the whole of one (408).
//! - [`accept`]: [`serve_router`], the accept loop: at most
//!   `max_connections` open (below the file limit), headers within
//!   `header_timeout_secs` (which also closes idle kept-alive
//!   connections), each request marked with its client's address, and a
//!   graceful shutdown.

pub mod accept;
pub mod limits;
pub mod requests;

pub use accept::serve_router;
pub use limits::{Limits, LimitsError};
pub use requests::with_request_limits;
