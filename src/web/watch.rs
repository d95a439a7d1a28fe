//! What keeps the arbiter's screens up to date: one watcher per event
//! being watched, which reads the event's count of revealed rounds from
//! the store (at once when this process reveals a round, and every
//! [`POLL`] for a round revealed by another process on the same store),
//! and tells every screen of that event; and the streams' places, capped
//! per client address and for the site, so screens left open cannot take
//! every connection.
//!
//! A watcher ends when its last screen goes, when its event is gone, or
//! when the site stops; a stream ends with the site.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::response::sse::Event as Sent;
use tokio::sync::watch;

use crate::app::App;

/// How often a watcher reads the store for a round revealed by another
/// process, unless the site says otherwise ([`super::Web::with_poll`]).
pub const POLL: Duration = Duration::from_secs(2);
/// Streams one client address may keep open: a club's hall is often one
/// address, with the projector and a phone or two per table behind it. A
/// screen past it reloads by itself instead.
pub const PER_CLIENT: usize = 32;
/// Streams the site keeps open at most: a quarter of `[http]
/// max_connections`' default, so screens never take every connection.
pub const MOST_STREAMS: usize = 1024;

/// The count of revealed rounds of one event: `None` until first read.
type Count = Option<i64>;

/// The watchers of the events being watched, by token.
#[derive(Default)]
pub struct Watchers(Arc<Watched>);

/// The events being watched, and what says a watcher left.
#[derive(Default)]
struct Watched {
    by_token: Mutex<HashMap<String, watch::Sender<Count>>>,
    /// Told each time a watcher leaves.
    left: tokio::sync::Notify,
}

impl Watchers {
    /// The revealed count of the event `token` names, kept up to date: the
    /// event's watcher, started if it has none.
    pub fn subscribe(
        &self,
        app: &Arc<App>,
        token: &str,
        poll: Duration,
        closing: &watch::Sender<bool>,
    ) -> watch::Receiver<Count> {
        // A watcher that panicked holding the map left it whole: each
        // change to it is one insert or remove.
        let mut all = self
            .0
            .by_token
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(tx) = all.get(token) {
            return tx.subscribe();
        }
        let (tx, rx) = watch::channel(None);
        all.insert(token.to_owned(), tx.clone());
        tokio::spawn(watcher(
            app.clone(),
            token.to_owned(),
            tx,
            poll,
            closing.subscribe(),
            self.0.clone(),
        ));
        rx
    }
}

/// One event's watcher: reads its count until no screen watches it, the
/// event is gone, or the site stops; then leaves the map (`map`).
async fn watcher(
    app: Arc<App>,
    token: String,
    tx: watch::Sender<Count>,
    poll: Duration,
    mut closing: watch::Receiver<bool>,
    map: Arc<Watched>,
) {
    let mut reveals = app.events().reveals();
    let mut failing = false;
    loop {
        match app.events().by_web_token(&token).await {
            Ok(Some(event)) => {
                failing = false;
                tx.send_if_modified(|count| {
                    let changed = *count != Some(event.revealed);
                    *count = Some(event.revealed);
                    changed
                });
            }
            Ok(None) => break,
            Err(e) => {
                if !failing {
                    tracing::warn!(error = %e, "the arbiter's screens could not read the store");
                }
                failing = true;
            }
        }
        tokio::select! {
            () = tx.closed() => {
                // Left only once the map agrees no screen came meanwhile.
                let mut all = map
                    .by_token
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                if tx.receiver_count() == 0 {
                    all.remove(&token);
                    drop(all);
                    map.left.notify_waiters();
                    return;
                }
            }
            changed = reveals.changed() => {
                if changed.is_err() {
                    tokio::time::sleep(poll).await;
                }
            }
            () = tokio::time::sleep(poll) => {}
            _ = closing.changed() => break,
        }
        if *closing.borrow() {
            break;
        }
    }
    let mut all = map
        .by_token
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if all.get(&token).is_some_and(|mine| mine.same_channel(&tx)) {
        all.remove(&token);
    }
    drop(all);
    map.left.notify_waiters();
}

/// One screen's stream: each count that differs from the last sent.
pub struct ScreenStream {
    counts: watch::Receiver<Count>,
    closing: watch::Receiver<bool>,
    last: Count,
    _seat: Seat,
}

impl ScreenStream {
    pub fn new(counts: watch::Receiver<Count>, closing: watch::Receiver<bool>, seat: Seat) -> Self {
        ScreenStream {
            counts,
            closing,
            last: None,
            _seat: seat,
        }
    }

    /// The next count to send; `None` ends the stream (the site stops, or
    /// the event is gone).
    pub async fn next(mut self) -> Option<(Result<Sent, Infallible>, ScreenStream)> {
        loop {
            let count = *self.counts.borrow_and_update();
            if let Some(n) = count
                && self.last != Some(n)
            {
                self.last = Some(n);
                let sent = Sent::default().event("revealed").data(n.to_string());
                return Some((Ok(sent), self));
            }
            if *self.closing.borrow() {
                return None;
            }
            tokio::select! {
                changed = self.counts.changed() => changed.ok()?,
                // Only ever set to true (or dropped with the site).
                _ = self.closing.changed() => return None,
            }
        }
    }
}

/// The streams open, per client.
#[derive(Default)]
pub struct Watching(Mutex<HashMap<IpAddr, usize>>);

/// A stream's place, given back when the stream ends.
pub struct Seat {
    watching: Arc<Watching>,
    client: IpAddr,
}

impl Watching {
    /// A place for one more stream of `client`'s, if it and the site have
    /// room.
    pub fn take(watching: &Arc<Watching>, client: IpAddr) -> Option<Seat> {
        let mut open = watching.0.lock().ok()?;
        let total: usize = open.values().sum();
        let mine = open.entry(client).or_default();
        if *mine >= PER_CLIENT || total >= MOST_STREAMS {
            return None;
        }
        *mine += 1;
        Some(Seat {
            watching: watching.clone(),
            client,
        })
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        if let Ok(mut open) = self.watching.0.lock()
            && let Some(n) = open.get_mut(&self.client)
        {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_client_keeps_a_few_streams_and_gets_them_back() {
        let watching = Arc::new(Watching::default());
        let a = IpAddr::from([192, 0, 2, 1]);
        let seats: Vec<Seat> = (0..PER_CLIENT)
            .map(|_| Watching::take(&watching, a).unwrap())
            .collect();
        assert!(Watching::take(&watching, a).is_none(), "one past the cap");
        let b = IpAddr::from([192, 0, 2, 2]);
        let other = Watching::take(&watching, b).expect("another client has room");
        drop(seats);
        assert!(Watching::take(&watching, a).is_some(), "given back");
        drop(other);
        // Once every seat of a client is back, the client is forgotten.
        assert!(watching.0.lock().unwrap().get(&b).is_none());
    }

    #[test]
    fn the_site_keeps_at_most_its_streams() {
        let watching = Arc::new(Watching::default());
        let seats: Vec<Seat> = (0..MOST_STREAMS)
            .map(|n| {
                let client = IpAddr::from([10, 0, (n / 250) as u8, (n % 250) as u8]);
                Watching::take(&watching, client).unwrap()
            })
            .collect();
        assert!(Watching::take(&watching, IpAddr::from([10, 9, 9, 9])).is_none());
        drop(seats);
        assert!(Watching::take(&watching, IpAddr::from([10, 9, 9, 9])).is_some());
    }

    /// Screens of one event share one watcher, which reads the store and
    /// tells them all; it leaves once the last screen has gone.
    #[test]
    fn screens_of_one_event_share_a_watcher_that_leaves_with_the_last() {
        use crate::store::NewEvent;

        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let app = Arc::new(
                App::new(
                    crate::app::settings::Settings::load(None).unwrap(),
                    Arc::new(crate::store::SqliteStore::in_memory().unwrap()),
                )
                .unwrap(),
            );
            let token = "0123456789abcdef0123456789abcdef";
            let (seeds, commitments) = crate::app::event::commitment::new_rounds(
                "Watched",
                2,
                &crate::core::draw_rules::DrawRules::none(),
            )
            .unwrap();
            let event = app
                .store()
                .create_event(NewEvent {
                    guild_id: 9,
                    name: "Watched".into(),
                    spec: crate::core::roll::KeptSpec::try_from(("chess960", "placement", "d6"))
                        .unwrap(),
                    seeds,
                    commitments,
                    beacon: None,
                    created_by: 1,
                    created_at: 0,
                    exclude_standard: false,
                    pairs: false,
                    web_token: Some(token.into()),
                    rules: Some(crate::core::draw_rules::DrawRules::none()),
                })
                .await
                .unwrap()
                .unwrap();
            let watchers = Watchers::default();
            let closing = watch::Sender::new(false);
            // An hour's poll: only the store's first read and a wake can
            // change what the screens see.
            let hour = Duration::from_secs(3600);
            let mut a = watchers.subscribe(&app, token, hour, &closing);
            let mut b = watchers.subscribe(&app, token, hour, &closing);
            assert_eq!(watchers.0.by_token.lock().unwrap().len(), 1, "one watcher");
            a.wait_for(|c| *c == Some(0)).await.unwrap();
            b.wait_for(|c| *c == Some(0)).await.unwrap();

            let revealed = app.events().next_round(event).await.unwrap();
            let arbiter = crate::store::Who {
                user_id: 1,
                user_name: "arbiter".into(),
                guild_id: Some(9),
                channel_id: None,
            };
            app.events()
                .count_revealed(&revealed, &arbiter)
                .await
                .unwrap();
            a.wait_for(|c| *c == Some(1)).await.unwrap();
            b.wait_for(|c| *c == Some(1)).await.unwrap();

            // The watcher leaves the map once it sees no screen is left.
            let left = watchers.0.left.notified();
            tokio::pin!(left);
            left.as_mut().enable();
            drop((a, b));
            tokio::time::timeout(Duration::from_secs(60), left)
                .await
                .expect("the watcher leaves");
            assert!(watchers.0.by_token.lock().unwrap().is_empty());
        });
    }
}
