//! Answering an interaction within Discord's deadline, for both transports.
//!
//! Discord wants a first answer within three seconds. [`answer`] runs the
//! action and, if its [`Plan`] says it waits on hardware dice, or if the
//! work is still going when the budget (`[http] defer_after_ms`) runs out,
//! answers with a deferral instead and finishes through Discord's REST API
//! ([`Followup`]): progress lines while a tower throws, then the reply.
//!
//! Deferring fixes who sees the final message, so the deferral carries the
//! plan's ephemeral flag. A reply that turns out private after a public
//! deferral (an error, say) goes to the asker alone as an ephemeral
//! follow-up, and the public placeholder is removed.
//!
//! Work that only reads and draws (`/position`, say) does not wait for the
//! store to note that this is the interaction's first delivery: it starts
//! alongside the note and is dropped if the note finds a second delivery.
//!
//! Progress lines go through one [`Relay`]: the latest line wins, and the
//! relay is finished (its last edit done) before the reply is sent, so a
//! late "throw 5 of about 7…" can never overwrite the finished roll.

use std::sync::Arc;

use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio_util::task::AbortOnDropHandle;

use crate::bot::transport::deferred::{CutNotice, Pending};
use crate::bot::{Action, Bot, Caller, Plan, Reply, unplanned};
use crate::discord::delivery::About;
use crate::discord::rest::Followup;
use crate::i18n::{Lang, t};

/// Whether this is the first delivery of interaction `id`. When the store
/// cannot say, the interaction is answered: a rare double answer is better
/// than none.
async fn first_delivery(bot: &Bot, id: u64) -> bool {
    match bot.app().store().first_delivery(id, bot.app().now()).await {
        Ok(true) => true,
        Ok(false) => {
            tracing::info!(
                interaction = id,
                "a second delivery of an interaction: not answered again (its first delivery is)"
            );
            crate::app::metrics::duplicate_delivery();
            false
        }
        Err(e) => {
            tracing::warn!(interaction = id, error = %e, "could not check an interaction for a second delivery; answering it");
            true
        }
    }
}

/// The interaction's command, person and place, for the log of its calls.
pub(crate) fn about(action: &Action, caller: &Caller) -> About {
    About {
        command: action.name(),
        user: caller.who.user_id,
        guild: caller.who.guild_id,
        channel: caller.who.channel_id,
    }
}

/// How an interaction is first answered.
pub enum First {
    /// The reply itself, in time.
    Reply(Box<Reply>),
    /// A deferral: type 5 (a new message, `ephemeral` or not) or, for a
    /// control on a message, type 6. The reply follows through REST when
    /// `rest` runs; if a shutdown cuts it, `notice` tells the asker.
    Defer {
        ephemeral: bool,
        update: bool,
        rest: Pending,
        notice: Option<CutNotice>,
    },
    /// A second delivery: the first is answered, by this process or another
    /// host. Over HTTP, Discord still wants a response to the request: an
    /// empty deferral (`ephemeral`, `update` as the plan says). Over the
    /// gateway nothing is sent: a deferral from here could reach Discord
    /// before the first delivery's answer, which Discord would then refuse.
    Duplicate { ephemeral: bool, update: bool },
}

impl First {
    /// A deferral whose `rest` answers through `followup`, in `lang` if a
    /// shutdown cuts it.
    fn defer(
        ephemeral: bool,
        update: bool,
        rest: Pending,
        followup: &Followup,
        lang: Lang,
    ) -> First {
        let notice = CutNotice {
            followup: followup.clone(),
            ephemeral,
            update,
            lang,
        };
        First::Defer {
            ephemeral,
            update,
            rest,
            notice: Some(notice),
        }
    }
}

/// Answers an action in time. With `followup` (a REST client and the
/// interaction's token) it may defer: at once when the plan says the work
/// waits on hardware, else when the work is still going at `deadline` (the
/// request's arrival plus the budget). Without one it can only wait for
/// the reply.
///
/// Discord may deliver interaction `id` twice, to this process or to
/// another host: only the first delivery (as the store records it) is
/// answered; a later one is [`First::Duplicate`], so no roll is made twice.
pub async fn answer(
    bot: &Arc<Bot>,
    id: u64,
    action: Action,
    caller: Caller,
    followup: Option<Followup>,
    deadline: tokio::time::Instant,
) -> First {
    // A call that fails is logged with whom and where its reply is for.
    let mut followup = followup.map(|f| f.about(about(&action, &caller)));
    // Both ask the store; neither waits for the other. With a way to finish
    // later, the store has until the deadline: a store that hangs must not
    // cost the three seconds Discord gives the first answer. Noting the
    // delivery is a write, which goes on when waiting for it stops: it is
    // its own task, so a deferral waits for that same note (a second one
    // would find the first and take this for a second delivery).
    let mut delivery = tokio::spawn({
        let bot = bot.clone();
        async move { first_delivery(&bot, id).await }
    });
    // Work that only reads and draws needs nothing from the note: it starts
    // alongside it, and is dropped (aborted) unless this is the first
    // delivery, so a /position costs the longer of the two, not their sum.
    // It outlives the checks: if they run past the deadline, the deferred
    // reply is this same work's.
    let mut early = None;
    let checks = async {
        let plan = bot.plan(&action, &caller).await;
        if let Ok(plan) = &plan
            && runs_early(&action, plan)
        {
            let work = start(bot, plan, action.clone(), caller.clone());
            early = Some(AbortOnDropHandle::new(work));
        }
        let first = (&mut delivery).await.unwrap_or(true);
        (plan, first)
    };
    let (plan, first) = match followup.take() {
        Some(later) => match tokio::time::timeout_at(deadline, checks).await {
            Ok(checked) => {
                followup = Some(later);
                checked
            }
            Err(_) => {
                tracing::warn!(
                    interaction = id,
                    "the store did not answer within the deferral budget; deferred"
                );
                return defer_unchecked(bot.clone(), delivery, early, action, caller, later);
            }
        },
        None => checks.await,
    };
    let plan = match plan {
        Ok(plan) => plan,
        Err(e) => return First::Reply(Box::new(unplanned(&action, &caller, &e))),
    };
    if !first {
        return First::Duplicate {
            ephemeral: plan.ephemeral,
            update: plan.update,
        };
    }
    let lang = caller.lang(None);
    let Some(followup) = followup else {
        let reply = match early {
            Some(work) => finished(work.await, lang),
            None => bot.handle_planned(&plan, action, &caller, &|_| {}).await,
        };
        return First::Reply(Box::new(reply));
    };
    let (ephemeral, update) = (plan.ephemeral, plan.update);
    if plan.slow {
        crate::app::metrics::deferral(plan.slow_because(&action));
        let rest = Box::pin(complete(
            bot.clone(),
            plan,
            action,
            caller,
            followup.clone(),
        ));
        return First::defer(ephemeral, update, rest, &followup, lang);
    }
    // From here the work is the answer's, started early or now: a deferral
    // lets it finish.
    let work = match early {
        Some(work) => work.detach(),
        None => start(bot, &plan, action, caller),
    };
    in_time(work, plan, followup, deadline, lang).await
}

/// The reply if `work` is done by `deadline`, else a deferral whose rest
/// delivers it through `followup` when it is.
async fn in_time(
    mut work: JoinHandle<Reply>,
    plan: Plan,
    followup: Followup,
    deadline: tokio::time::Instant,
    lang: Lang,
) -> First {
    let (ephemeral, update) = (plan.ephemeral, plan.update);
    tokio::select! {
        done = &mut work => First::Reply(Box::new(finished(done, lang))),
        () = tokio::time::sleep_until(deadline) => {
            tracing::debug!("deferred: the work took longer than the budget");
            crate::app::metrics::deferral("budget");
            let notice = followup.clone();
            let rest = Box::pin(async move {
                deliver(&followup, &plan, finished(work.await, lang), lang).await;
            });
            First::defer(ephemeral, update, rest, &notice, lang)
        }
    }
}

/// Whether the action's work may start before its delivery is known to
/// be the first: work that only reads and draws, and is not deferred at
/// once anyway.
fn runs_early(action: &Action, plan: &Plan) -> bool {
    action.rules().read_only && !plan.slow
}

/// Starts an action's planned work as a task of its own, with no progress
/// lines.
fn start(bot: &Arc<Bot>, plan: &Plan, action: Action, caller: Caller) -> JoinHandle<Reply> {
    let bot = bot.clone();
    let plan = plan.clone();
    tokio::spawn(async move { bot.handle_planned(&plan, action, &caller, &|_| {}).await })
}

/// The store did not answer in time: defer on what the action itself says
/// (a private roll, a press on a message), and make the checks afterwards.
/// If the server turns out to want the reply private, [`deliver`] sends it
/// privately and removes the public placeholder. Work already started
/// (`early`, [`runs_early`]) is delivered once the note says this is the
/// first delivery, not done again.
fn defer_unchecked(
    bot: Arc<Bot>,
    delivery: tokio::task::JoinHandle<bool>,
    early: Option<AbortOnDropHandle<Reply>>,
    action: Action,
    caller: Caller,
    followup: Followup,
) -> First {
    crate::app::metrics::deferral("store");
    let guess = Plan::without_store(&action);
    let (ephemeral, update) = (guess.ephemeral, guess.update);
    let (notice, lang) = (followup.clone(), caller.lang(None));
    let rest = Box::pin(async move {
        let (plan, first) = tokio::join!(bot.plan(&action, &caller), delivery);
        // A note that panicked is answered: no roll is lost for it.
        if !first.unwrap_or(true) {
            return;
        }
        match plan {
            Ok(plan) => {
                // The deferral fixed who sees the answer.
                let plan = Plan {
                    ephemeral,
                    update,
                    ..plan
                };
                match early {
                    Some(work) => {
                        let reply = finished(work.await, lang);
                        deliver(&followup, &plan, reply, lang).await;
                    }
                    None => complete(bot, plan, action, caller, followup).await,
                }
            }
            Err(e) => {
                let reply = unplanned(&action, &caller, &e);
                deliver(&followup, &guess, reply, caller.lang(None)).await;
            }
        }
    });
    First::defer(ephemeral, update, rest, &notice, lang)
}

/// The reply of a finished task; a task that panicked answers as an error,
/// in `lang`.
fn finished(done: Result<Reply, tokio::task::JoinError>, lang: Lang) -> Reply {
    done.unwrap_or_else(|e| {
        tracing::error!(error = %e, "an action panicked");
        Reply::error(t(lang, msg!("error-panicked")))
    })
}

/// Runs a deferred action with a progress relay, then delivers its reply.
pub async fn complete(
    bot: Arc<Bot>,
    plan: Plan,
    action: Action,
    caller: Caller,
    followup: Followup,
) {
    let relay = Relay::start(followup.clone());
    let reply = bot
        .handle_planned(&plan, action, &caller, &|line| relay.line(line))
        .await;
    relay.finish().await;
    deliver(&followup, &plan, reply, caller.lang(None)).await;
}

/// Sends a deferred action's reply where it belongs (`lang`: the asker's,
/// for a form that can no longer open).
pub async fn deliver(followup: &Followup, plan: &Plan, reply: Reply, lang: Lang) {
    if reply.form.is_some() {
        // A form can only be a first answer, and the deferral was.
        let again = Reply::error(t(lang, msg!("error-form-too-late")));
        followup.ephemeral(&again).await;
    } else if reply.ephemeral && !plan.ephemeral {
        // A public deferral that ends in something for the asker alone: tell
        // them privately, and take the public placeholder away (a message a
        // control is on stays as it is).
        followup.ephemeral(&reply).await;
        if !plan.update {
            followup.delete_original().await;
        }
    } else {
        followup.edit(&reply).await;
    }
}

/// Progress lines to the original response while the work goes on.
pub struct Relay {
    /// The latest line not yet sent: a watch keeps only the newest.
    lines: watch::Sender<String>,
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl Relay {
    /// Starts relaying lines to `followup`'s original response.
    pub fn start(followup: Followup) -> Relay {
        let (lines, mut latest) = watch::channel(String::new());
        let (stop, mut stopped) = watch::channel(false);
        let task = tokio::spawn(async move {
            loop {
                tokio::select! {
                    biased;
                    _ = stopped.changed() => return,
                    changed = latest.changed() => if changed.is_err() {
                        return;
                    },
                }
                let line = latest.borrow_and_update().clone();
                followup.progress(line).await;
            }
        });
        Relay { lines, stop, task }
    }

    /// Queues a line in place of any not yet sent; an edit under way is not
    /// waited for.
    pub fn line(&self, line: String) {
        self.lines.send_replace(line);
    }

    /// Stops relaying: lines not yet sent are dropped, and an edit under way
    /// is waited for, so whatever is sent next comes after it.
    pub async fn finish(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }
}

#[cfg(test)]
#[path = "relay_tests.rs"]
mod tests;
