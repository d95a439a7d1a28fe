//! Progress of the CLI's slow work (an audit of every method with every
//! device, a variant file's checks) on stderr, where a person watches a
//! terminal; nothing at all when stderr is piped or a file, so scripts and
//! logs see only the result.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress line, cleared when the work is done.
pub struct Progress(ProgressBar);

fn target() -> ProgressDrawTarget {
    // indicatif draws nothing to a stderr that is not a terminal.
    ProgressDrawTarget::stderr()
}

impl Progress {
    /// A bar over `steps` steps, each named as it starts.
    pub fn bar(steps: u64) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(steps), target());
        if let Ok(style) = ProgressStyle::with_template("{pos}/{len} {wide_msg} {elapsed}") {
            bar.set_style(style);
        }
        Progress(bar)
    }

    /// A spinner for work whose steps cannot be counted, saying `what`.
    pub fn spinner(what: String) -> Progress {
        let bar = ProgressBar::with_draw_target(None, target());
        if let Ok(style) = ProgressStyle::with_template("{spinner} {wide_msg} {elapsed}") {
            bar.set_style(style);
        }
        bar.set_message(what);
        bar.enable_steady_tick(Duration::from_millis(120));
        Progress(bar)
    }

    /// The next step starts: `what`.
    pub fn step(&self, what: String) {
        if self.0.position() > 0 || !self.0.message().is_empty() {
            self.0.inc(1);
        }
        self.0.set_message(what);
    }

    /// The work is done: the line goes.
    pub fn done(&self) {
        self.0.finish_and_clear();
    }
}

impl Drop for Progress {
    /// Gone on an error too, so the error is not printed after a stale bar.
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}
