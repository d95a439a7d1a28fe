//! The HTTP interactions endpoint (`backrank serve --http ADDR`).
//!
//! Discord POSTs each interaction here, signed with the application's key.
//! Every request is verified (Ed25519 over timestamp + raw body) and answered
//! 401 on any failure; Discord sends bad signatures on purpose to check.
//! Quick replies go back in the HTTP response (multipart when there is an
//! image); replies that wait on hardware dice are deferred and completed
//! through Discord's REST API, with a progress line while the tower works.
//! The endpoint keeps no state between requests, so several can run behind
//! a load balancer.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use serenity::all::{EditInteractionResponse, Interaction};
use serenity::builder::Builder;
use serenity::http::Http;
use serenity::interactions_endpoint::Verifier;

use crate::bot::discord::{self, Incoming};
use crate::bot::{Bot, Reply};

/// How far a request's timestamp may be from our clock.
pub const MAX_SKEW: Duration = Duration::from_secs(300);

/// The largest request body read: interactions are a few kilobytes.
pub const MAX_BODY: usize = 256 * 1024;

/// The endpoint's shared state.
pub struct Endpoint {
    bot: Arc<Bot>,
    verifier: Verifier,
    /// Discord's REST API, for completing deferred replies.
    rest: Option<Arc<Http>>,
}

/// Why the endpoint could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum EndpointError {
    #[error("[discord] public_key must be the application's public key: 64 hex digits")]
    PublicKey,
}

impl Endpoint {
    /// # Errors
    ///
    /// [`EndpointError::PublicKey`] when the key is not a valid Ed25519 key.
    pub fn new(
        bot: Arc<Bot>,
        public_key_hex: &str,
        rest: Option<Arc<Http>>,
    ) -> Result<Endpoint, EndpointError> {
        let bytes: [u8; 32] = hex::decode(public_key_hex.trim())
            .ok()
            .and_then(|b| b.try_into().ok())
            .ok_or(EndpointError::PublicKey)?;
        let verifier = Verifier::try_new(bytes).map_err(|_| EndpointError::PublicKey)?;
        Ok(Endpoint {
            bot,
            verifier,
            rest,
        })
    }

    fn check(&self, headers: &HeaderMap, body: &[u8]) -> Result<(), &'static str> {
        let get = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let signature = get("x-signature-ed25519").ok_or("missing signature")?;
        let timestamp = get("x-signature-timestamp").ok_or("missing timestamp")?;
        let sent: u64 = timestamp.parse().map_err(|_| "bad timestamp")?;
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        if now.abs_diff(sent) > MAX_SKEW.as_secs() {
            return Err("stale timestamp");
        }
        self.verifier
            .verify(signature, timestamp, body)
            .map_err(|()| "bad signature")
    }
}

/// The endpoint's routes: `POST /` and `POST /interactions`.
pub fn router(endpoint: Arc<Endpoint>) -> Router {
    Router::new()
        .route("/", post(interactions))
        .route("/interactions", post(interactions))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(endpoint)
}

fn json(body: Vec<u8>) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

async fn interactions(
    State(ep): State<Arc<Endpoint>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(why) = ep.check(&headers, &body) {
        return (
            StatusCode::UNAUTHORIZED,
            format!("invalid request signature: {why}"),
        )
            .into_response();
    }
    let interaction: Interaction = match serde_json::from_slice(&body) {
        Ok(i) => i,
        Err(e) => {
            return (StatusCode::BAD_REQUEST, format!("not an interaction: {e}")).into_response();
        }
    };
    match discord::incoming(&interaction) {
        Incoming::Ping => json(br#"{"type":1}"#.to_vec()),
        Incoming::Refused(message) => respond(&Reply::error(message)),
        Incoming::Autocomplete {
            option,
            typed,
            variant,
        } => {
            let choices = ep.bot.autocomplete(&option, &typed, variant.as_deref());
            json(serde_json::to_vec(&discord::autocomplete(choices)).unwrap_or_default())
        }
        Incoming::Action(action, caller) => {
            // Hardware dice take longer than Discord's three seconds:
            // defer, and complete the reply through the REST API.
            if let (Some(rest), Some(token)) = (ep.rest.clone(), interaction_token(&interaction))
                && ep.bot.is_slow(&action, &caller).await
            {
                tokio::spawn(complete_deferred(
                    ep.bot.clone(),
                    rest,
                    token,
                    *action,
                    caller,
                ));
                return json(br#"{"type":5}"#.to_vec());
            }
            let reply = ep.bot.handle(*action, &caller, &|_| {}).await;
            respond(&reply)
        }
    }
}

fn interaction_token(i: &Interaction) -> Option<String> {
    match i {
        Interaction::Command(c) => Some(c.token.clone()),
        Interaction::Component(c) => Some(c.token.clone()),
        _ => None,
    }
}

/// Handles a slow action after the deferral, showing progress in the
/// original response and then the reply.
async fn complete_deferred(
    bot: Arc<Bot>,
    rest: Arc<Http>,
    token: String,
    action: crate::bot::Action,
    caller: crate::bot::Caller,
) {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    let progress_rest = rest.clone();
    let progress_token = token.clone();
    // Progress edits run beside the roll; the latest line wins.
    let progress = tokio::spawn(async move {
        while let Some(mut line) = rx.recv().await {
            while let Ok(newer) = rx.try_recv() {
                line = newer;
            }
            let _ = EditInteractionResponse::new()
                .content(line)
                .execute(&progress_rest, &progress_token)
                .await;
        }
    });
    let reply = bot
        .handle(action, &caller, &|line| drop(tx.send(line)))
        .await;
    drop(progress);
    let _ = discord::edit(&reply).execute(&rest, &token).await;
}

/// The reply as an HTTP response: JSON, or multipart with the files.
pub fn respond(reply: &Reply) -> Response {
    let payload = serde_json::to_vec(&discord::response(reply)).unwrap_or_default();
    if reply.files.is_empty() {
        return json(payload);
    }
    let boundary = boundary();
    let mut body = Vec::with_capacity(
        payload.len()
            + reply
                .files
                .iter()
                .map(|f| f.bytes.len() + 200)
                .sum::<usize>(),
    );
    body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json\r\n\r\n").as_bytes());
    body.extend_from_slice(&payload);
    for (i, f) in reply.files.iter().enumerate() {
        let kind = if f.name.ends_with(".png") {
            "image/png"
        } else {
            "text/plain; charset=utf-8"
        };
        body.extend_from_slice(
            format!(
                "\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"files[{i}]\"; filename=\"{}\"\r\nContent-Type: {kind}\r\n\r\n",
                f.name
            )
            .as_bytes(),
        );
        body.extend_from_slice(&f.bytes);
    }
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    Response::builder()
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(Body::from(body))
        .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
}

/// A multipart boundary no PNG or record will contain by chance: 128 random
/// bits.
fn boundary() -> String {
    let mut bytes = [0u8; 16];
    let _ = rand::rand_core::TryRng::try_fill_bytes(&mut rand::rngs::SysRng, &mut bytes);
    format!("backrank-{}", hex::encode(bytes))
}

/// Serves the endpoint until `shutdown` resolves.
///
/// # Errors
///
/// If the address cannot be bound or the server fails.
pub async fn serve(
    addr: std::net::SocketAddr,
    endpoint: Arc<Endpoint>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, router(endpoint))
        .with_graceful_shutdown(shutdown)
        .await
}
