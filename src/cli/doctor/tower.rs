//! `backrank doctor`'s dice tower check: `[bot] hardware_source` names a
//! device, and it opens.

use super::{Outcome, PATIENCE, problem};
use crate::app::settings::Settings;
use crate::app::source::spec::SourceSpec;
use crate::app::source::tower::Tower;

pub(super) async fn tower(settings: &Settings) -> Outcome {
    let text = settings.bot.hardware_source.trim();
    if text.is_empty() {
        return Outcome::Skipped("none set ([bot] hardware_source)".into());
    }
    let spec: SourceSpec = match text.parse() {
        Ok(s) => s,
        Err(e) => {
            return problem(
                format!("[bot] hardware_source: {e}"),
                "use serial:PATH or exec:COMMAND",
            );
        }
    };
    let tower = match Tower::open(&spec, settings, None) {
        Ok(t) => t,
        Err(e) => {
            return problem(
                format!("[bot] hardware_source: {e}"),
                "use serial:PATH or exec:COMMAND",
            );
        }
    };
    match tokio::time::timeout(PATIENCE, tower.connect()).await {
        Ok(Ok(())) => Outcome::Passed(format!(
            "{spec} opens (`backrank test-device {spec}` checks that it is fair)"
        )),
        Ok(Err(e)) => problem(
            e.to_string(),
            "see `backrank devices`, and the tower's wiring",
        ),
        Err(_) => problem(
            format!("{spec} did not answer within {} s", PATIENCE.as_secs()),
            "check that it is plugged in and running the tower sketch",
        ),
    }
}
