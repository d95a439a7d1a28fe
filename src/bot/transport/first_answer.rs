//! Sending an interaction's first answer over the gateway transport's REST
//! callback (`POST /interactions/ID/TOKEN/callback`), so that one failed
//! call does not lose the reply.
//!
//! Discord takes the first answer for three seconds after the interaction.
//! A call that failed in a way that can pass (5xx, 429, a connection that
//! broke, no answer) is sent again within them, after a short wait. A call
//! Discord refuses because the interaction was already acknowledged (400,
//! code 40060) is no failure of the reply: another host, or an earlier
//! attempt of this one that Discord applied but did not confirm, answered
//! first, and the caller edits the original message instead.

use std::time::Duration;

use serenity::all::{Context, CreateInteractionResponse, Interaction};
use serenity::http::HttpError;
use tokio::time::Instant;

/// How long after an interaction Discord takes its first answer.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(3);

/// Discord's code for a second first answer to one interaction.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// The first wait between attempts; it doubles.
const FIRST_WAIT: Duration = Duration::from_millis(150);

/// What came of the first answer.
#[derive(Debug)]
pub enum Sent {
    /// Discord has it.
    Answered,
    /// Discord already had a first answer (40060): the original message
    /// exists, and edits of it reach the person.
    AlreadyAcknowledged,
    /// It did not get through by the deadline, or Discord refused it;
    /// Discord's answer or the fault, for the log.
    Failed(String),
}

/// How one attempt failed.
enum Fault {
    AlreadyAcknowledged,
    /// Worth another try.
    Passing(String),
    /// It will not get through.
    Refused(String),
}

/// Sends `response` as the first answer to `interaction`, trying again
/// until `answer_by` while Discord fails it in a way that can pass.
pub async fn send(
    ctx: &Context,
    interaction: &Interaction,
    response: CreateInteractionResponse,
    answer_by: Instant,
) -> Sent {
    let mut wait = FIRST_WAIT;
    loop {
        let attempt = tokio::time::timeout_at(answer_by, once(ctx, interaction, response.clone()));
        let why = match attempt.await {
            Ok(Ok(())) => return Sent::Answered,
            Ok(Err(Fault::AlreadyAcknowledged)) => return Sent::AlreadyAcknowledged,
            Ok(Err(Fault::Refused(why))) => return Sent::Failed(why),
            Ok(Err(Fault::Passing(why))) => why,
            Err(_) => return Sent::Failed("no answer from Discord in time".to_owned()),
        };
        if Instant::now() + wait >= answer_by {
            return Sent::Failed(why);
        }
        tracing::debug!(interaction = %interaction.id(), error = %why, "a first answer failed; sending it again");
        crate::app::metrics::rest_retry("callback");
        tokio::time::sleep(wait).await;
        wait *= 2;
    }
}

/// One attempt.
async fn once(
    ctx: &Context,
    interaction: &Interaction,
    response: CreateInteractionResponse,
) -> Result<(), Fault> {
    let http = &ctx.http;
    let sent = match interaction {
        Interaction::Command(c) => c.create_response(http, response).await,
        Interaction::Component(c) => c.create_response(http, response).await,
        Interaction::Autocomplete(a) => a.create_response(http, response).await,
        Interaction::Modal(m) => m.create_response(http, response).await,
        _ => Ok(()),
    };
    sent.map_err(sort)
}

/// Sorts Discord's answer: 40060 means answered already; a 5xx, a 429 or
/// a connection fault may pass; any other 4xx will not.
fn sort(e: serenity::Error) -> Fault {
    match &e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            if r.error.code == ALREADY_ACKNOWLEDGED {
                return Fault::AlreadyAcknowledged;
            }
            let status = r.status_code;
            let what = format!(
                "{status}: {} (Discord error {})",
                r.error.message, r.error.code
            );
            if status.is_server_error() || status.as_u16() == 429 {
                Fault::Passing(what)
            } else {
                Fault::Refused(what)
            }
        }
        serenity::Error::Http(HttpError::Request(_)) => Fault::Passing(e.to_string()),
        _ => Fault::Refused(e.to_string()),
    }
}
