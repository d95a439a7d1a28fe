//! Revealed event rounds as the pages show them: each checked again
//! ([`App::revealed_round`]) on its first showing, then kept, keyed by
//! what the store holds for it. A record changed in the store afterwards
//! is a new key, so it is checked again (and refused) rather than served
//! from what was kept.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::app::App;
use crate::app::event_shown::Unshown;
use crate::app::events::{MAX_ROUNDS, Revealed};
use crate::i18n::Lang;
use crate::store::Event;

/// A revealed round on a page.
#[derive(Clone)]
pub enum Shown {
    /// Checked: shown.
    Checked(Arc<Revealed>),
    /// Its record fails its check: never shown, and the page says why.
    Forged,
    /// It could not be checked just now: not shown, and not kept.
    Unchecked,
}

/// What a round's showing is kept by: the event (its id, name and start)
/// and everything kept for the round, so a change to any of them is seen.
type Key = (i64, String, i64, i64, String);

/// Rounds kept, checked or failed. A beacon round's check verifies a
/// signature (about a millisecond): a page of 30 rounds, reloaded by a
/// room, checks each once.
#[derive(Default)]
pub struct Checked(Mutex<HashMap<Key, Shown>>);

/// Rounds kept at most; past it the map starts again.
const MOST_KEPT: usize = 4096;

fn key(event: &Event, round: i64) -> Key {
    let e = &event.event;
    let at = usize::try_from(round - 1).unwrap_or(usize::MAX);
    let record = match &e.beacon {
        None => format!("{:?} {:?}", e.seeds.get(at), e.commitments.get(at)),
        Some(b) => format!("{} {} {:?}", b.chain, b.chain_hash, b.fixed.get(at)),
    };
    (event.id, e.name.clone(), e.created_at, round, record)
}

impl Checked {
    /// Round `round` of `event` as the pages show it.
    pub async fn round(&self, app: &App, event: &Event, round: i64) -> Shown {
        let key = key(event, round);
        if let Some(known) = self.0.lock().ok().and_then(|kept| kept.get(&key).cloned()) {
            return known;
        }
        let shown = match app.revealed_round(event, round).await {
            Ok(revealed) => Shown::Checked(Arc::new(revealed)),
            Err(Unshown::Forged(e)) => {
                // Logged once: the failure is kept with its key.
                tracing::error!(
                    event = event.id,
                    round,
                    error = %e.user_text(Lang::En),
                    detail = e.detail().unwrap_or_default(),
                    "an event's web pages do not show a revealed round whose record fails its check"
                );
                Shown::Forged
            }
            Err(unchecked) => {
                let e = unchecked.error();
                tracing::warn!(
                    event = event.id,
                    round,
                    error = %e.user_text(Lang::En),
                    detail = e.detail().unwrap_or_default(),
                    "an event's revealed round could not be checked for its web page"
                );
                return Shown::Unchecked;
            }
        };
        if let Ok(mut kept) = self.0.lock() {
            if kept.len() >= MOST_KEPT {
                kept.clear();
            }
            kept.insert(key, shown.clone());
        }
        shown
    }

    /// Every revealed round of `event`, in order (at most an event's
    /// rounds, whatever the store counts).
    pub async fn rounds(&self, app: &App, event: &Event) -> Vec<Shown> {
        let last = event.revealed.min(event.event.rounds()).min(MAX_ROUNDS);
        let mut rounds = Vec::new();
        for round in 1..=last {
            rounds.push(self.round(app, event, round).await);
        }
        rounds
    }
}
