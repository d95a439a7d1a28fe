//! [`answer`] with the delivery note held: work that only reads and draws
//! goes on meanwhile; a second delivery still gets no answer.

use std::sync::Arc;

use async_trait::async_trait;
use backrank_entropy::HealthState;
use tokio::sync::{Semaphore, watch};

use super::*;
use crate::app::settings::Settings;
use crate::bot::Command;
use crate::bot::commands::position::PositionArgs;
use crate::bot::commands::random::RandomArgs;
use crate::store::*;

/// A store whose delivery notes wait until the test opens the gate, and
/// which tells the test each call it is asked to make.
struct Gated {
    store: Arc<dyn Store>,
    gate: Arc<Semaphore>,
    calls: watch::Sender<Vec<&'static str>>,
}

/// Forwards every [`Store`] method, noting its name first; a delivery note
/// waits for the gate.
macro_rules! gated {
    ($($(#[$doc:meta])* $kind:ident fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $out:ty
        = $module:ident :: $function:ident ($($call:tt)*);)+) => {
        #[async_trait]
        impl Store for Gated {
            $(async fn $name(&self, $($arg: $ty),*) -> Result<$out, StoreError> {
                self.calls.send_modify(|c| c.push(stringify!($name)));
                if stringify!($name) == "first_delivery" {
                    let _open = self.gate.acquire().await;
                }
                self.store.$name($($arg),*).await
            })+
        }
    };
}

crate::store::store_methods!(gated);

/// A bot on a gated in-memory store, the gate closed.
fn gated_bot() -> (Arc<Bot>, Arc<Semaphore>, watch::Receiver<Vec<&'static str>>) {
    let gate = Arc::new(Semaphore::new(0));
    let (calls, seen) = watch::channel(Vec::new());
    let store = Gated {
        store: crate::bot::tests::temp_store(),
        gate: gate.clone(),
        calls,
    };
    let mut settings = Settings::load(None).unwrap();
    // The gate, not the store's own time limit, ends the wait for a note.
    settings.store.call_timeout_secs = 3600;
    let bot = Bot::new(settings, Arc::new(store)).unwrap();
    (Arc::new(bot), gate, seen)
}

fn position() -> Action {
    Action::Command(Command::Position(PositionArgs {
        variant: "chess960".into(),
        number: 518,
    }))
}

fn far() -> tokio::time::Instant {
    tokio::time::Instant::now() + std::time::Duration::from_secs(600)
}

/// /position reads the person's language while its delivery is still
/// being noted, and answers with its board once the note is made; it asks
/// the store nothing else.
#[tokio::test]
async fn read_only_work_goes_on_while_the_delivery_is_noted() {
    let (bot, gate, mut seen) = gated_bot();
    let answering = tokio::spawn({
        let bot = bot.clone();
        async move { answer(&bot, 7, position(), Caller::console(), None, far()).await }
    });
    // The gate is still closed: the note cannot have been made.
    let started = seen.wait_for(|c| c.contains(&"first_delivery") && c.contains(&"user_prefs"));
    tokio::time::timeout(std::time::Duration::from_secs(60), started)
        .await
        .expect("the work waited for the delivery note")
        .unwrap();
    gate.add_permits(1);
    let First::Reply(reply) = answering.await.unwrap() else {
        panic!("a deferral, not the reply");
    };
    assert_eq!(reply.files.len(), 1, "{reply:?}");
    assert_eq!(reply.files[0].name, crate::discord::present::BOARD_FILE);
    // All it asked of the store: the note and the language. A built-in
    // variant is found without reading the server's own.
    let mut calls = seen.borrow().clone();
    calls.sort_unstable();
    assert_eq!(calls, ["first_delivery", "user_prefs"]);
}

/// A second delivery of /position is not answered (the first is), though
/// its work had started alongside the note.
#[tokio::test]
async fn a_second_delivery_of_read_only_work_is_not_answered() {
    let (bot, gate, _seen) = gated_bot();
    gate.add_permits(2);
    let now = bot.app().now();
    assert!(bot.app().store().first_delivery(8, now).await.unwrap());
    let again = answer(&bot, 8, position(), Caller::console(), None, far()).await;
    let First::Duplicate { .. } = again else {
        panic!("the second delivery was answered");
    };
}

/// Only work that cannot change anything starts before the note: a roll
/// (which is saved) waits for it, as does slow work.
#[test]
fn only_read_only_work_runs_early() {
    let plan = |slow| Plan {
        slow,
        ..Plan::without_store(&position())
    };
    assert!(runs_early(&position(), &plan(false)));
    assert!(!runs_early(&position(), &plan(true)));
    let roll = RandomArgs {
        request: crate::app::rolls::request::RollRequest {
            variant: Some("chess960".into()),
            ..crate::app::rolls::request::RollRequest::default()
        },
        source: None,
        rolls: None,
        private: false,
        text: false,
    };
    assert!(!runs_early(
        &Action::Command(Command::Random(roll.clone())),
        &plan(false)
    ));
    assert!(!runs_early(&Action::RollAgain(roll), &plan(false)));
}
