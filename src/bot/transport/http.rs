//! The HTTP interactions endpoint (`backrank serve --http ADDR`).
//!
//! Discord POSTs each interaction here, signed with the application's key.
//! Every request is verified (Ed25519 over timestamp + raw body) and answered
//! 401 on any failure; Discord sends bad signatures on purpose to check.
//! Quick replies go back in the HTTP response (multipart when there is an
//! image); slow ones are deferred and finished through Discord's REST API
//! ([`crate::bot::transport::relay`]). The endpoint keeps no state between requests,
//! so several can run behind a load balancer.
//!
//! The endpoint is on the open internet, so it holds against hostile and
//! careless clients: the accept loop and the `[http]` limits it shares with
//! the web pages ([`crate::http`]: header timeout, whole-request timeout,
//! connection cap, requests in flight), and bodies over [`MAX_BODY`] are
//! refused (413).

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use serenity::all::Interaction;
use serenity::http::Http;
use serenity::interactions_endpoint::Verifier;
use tokio::net::TcpListener;

use crate::bot::transport::deferred::{Deferred, Signalled};
use crate::bot::transport::incoming::{self, Incoming};
use crate::bot::transport::relay::{self, First};
use crate::bot::{Bot, Reply, autocomplete};
use crate::discord::rest::Followup;
use crate::discord::{builders, delivery};
use crate::http::{Limits, LimitsError, serve_router, with_request_limits};

/// How far a request's timestamp may be from our clock.
pub const MAX_SKEW: Duration = Duration::from_secs(300);

/// The largest request body read: interactions are a few kilobytes.
pub const MAX_BODY: usize = 256 * 1024;

/// The endpoint's shared state.
pub struct Endpoint {
    bot: Arc<Bot>,
    verifier: Verifier,
    /// Discord's REST API, for finishing deferred replies.
    rest: Option<Arc<Http>>,
    limits: Limits,
    /// The rest of each deferred interaction, drained on shutdown.
    deferred: Deferred,
}

/// Why the endpoint could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum EndpointError {
    #[error(
        "[discord] public_key is not a public key: copy the application's Public Key (64 hex \
         digits, under General Information in Discord's developer portal)"
    )]
    PublicKey,
    #[error(
        "no public key is set, and HTTP mode checks every request with it: put [discord] \
         public_key (the application's Public Key, under General Information in Discord's \
         developer portal) in your settings file, or BACKRANK__DISCORD__PUBLIC_KEY"
    )]
    NoPublicKey,
    #[error(transparent)]
    Limits(#[from] LimitsError),
}

/// The signature check for an application's public key (64 hex digits,
/// a point on the curve).
///
/// # Errors
///
/// [`EndpointError::PublicKey`] when it is not one.
pub fn verifier(public_key_hex: &str) -> Result<Verifier, EndpointError> {
    if public_key_hex.trim().is_empty() {
        return Err(EndpointError::NoPublicKey);
    }
    let bytes: [u8; 32] = hex::decode(public_key_hex.trim())
        .ok()
        .and_then(|b| b.try_into().ok())
        .ok_or(EndpointError::PublicKey)?;
    Verifier::try_new(bytes).map_err(|_| EndpointError::PublicKey)
}

impl Endpoint {
    /// Lets the deferred work under way finish, until `[http] drain_secs`
    /// after the signal; cuts the rest, telling each asker to try again.
    /// Logs what it did.
    pub async fn drain(&self, signalled: &Signalled) {
        let drain_secs = self.bot.app().settings().http.drain_secs;
        self.deferred.drain(signalled.drain_until(drain_secs)).await;
    }

    /// An endpoint for `bot`, with the limits of its `[http]` settings.
    ///
    /// # Errors
    ///
    /// [`EndpointError::PublicKey`] when the key is not a valid Ed25519 key;
    /// [`EndpointError::Limits`] naming an `[http]` setting that is 0.
    pub fn new(
        bot: Arc<Bot>,
        public_key_hex: &str,
        rest: Option<Arc<Http>>,
    ) -> Result<Endpoint, EndpointError> {
        let verifier = verifier(public_key_hex)?;
        let limits = Limits::from_settings(&bot.app().settings().http)?;
        Ok(Endpoint {
            bot,
            verifier,
            rest,
            limits,
            deferred: Deferred::default(),
        })
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
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

/// The endpoint's routes, `POST /` and `POST /interactions`, with the
/// request limits: body size, whole-request timeout, requests in flight.
pub fn router(endpoint: Arc<Endpoint>) -> Router {
    let limits = endpoint.limits.clone();
    let routes = Router::new()
        .route("/", post(interactions))
        .route("/interactions", post(interactions))
        .layer(DefaultBodyLimit::max(MAX_BODY));
    with_request_limits(routes, &limits).with_state(endpoint)
}

fn json(body: Vec<u8>) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

async fn interactions(
    State(ep): State<Arc<Endpoint>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    // Discord's three seconds run from here on our side.
    let arrived = tokio::time::Instant::now();
    let deadline = arrived + ep.limits.defer_after;
    let response = answer(&ep, &headers, &body, deadline).await;
    crate::app::metrics::first_response(arrived.elapsed());
    response
}

async fn answer(
    ep: &Arc<Endpoint>,
    headers: &HeaderMap,
    body: &Bytes,
    deadline: tokio::time::Instant,
) -> Response {
    if let Err(why) = ep.check(headers, body) {
        return (
            StatusCode::UNAUTHORIZED,
            format!("invalid request signature: {why}"),
        )
            .into_response();
    }
    let interaction: Interaction = match serde_json::from_slice(body) {
        Ok(i) => i,
        Err(e) => {
            return (StatusCode::BAD_REQUEST, format!("not an interaction: {e}")).into_response();
        }
    };
    match incoming::incoming(&interaction) {
        Incoming::Ping => json(br#"{"type":1}"#.to_vec()),
        Incoming::Refused(message) => respond(&Reply::error(message)),
        Incoming::Autocomplete {
            guild,
            command,
            option,
            typed,
            variant,
            lang,
        } => {
            let typing = autocomplete::Typing {
                command,
                option,
                typed,
                variant,
                lang,
            };
            let choices = autocomplete::off_thread(ep.bot.app(), guild, typing).await;
            json(serde_json::to_vec(&builders::autocomplete(choices)).unwrap_or_default())
        }
        Incoming::Action(action, caller) => {
            let followup =
                ep.rest
                    .clone()
                    .zip(incoming::token(&interaction))
                    .map(|(http, token)| {
                        Followup::new(http, token)
                            .with_policy(delivery::policy(&ep.bot.app().settings().discord))
                    });
            match relay::answer(
                &ep.bot,
                interaction.id().get(),
                *action,
                caller,
                followup,
                deadline,
            )
            .await
            {
                First::Reply(reply) => respond(&reply),
                First::Defer {
                    ephemeral,
                    update,
                    rest,
                    notice,
                } => {
                    // The deferral is this response; Discord has it before
                    // the REST calls the rest of the work makes.
                    ep.deferred.spawn(rest, notice);
                    deferral(ephemeral, update)
                }
                // The request still wants a response: an empty deferral.
                First::Duplicate { ephemeral, update } => deferral(ephemeral, update),
            }
        }
    }
}

/// A deferral as an HTTP response.
fn deferral(ephemeral: bool, update: bool) -> Response {
    let mut deferral =
        serde_json::to_value(builders::deferral(ephemeral, update)).unwrap_or_default();
    // serenity writes `"data": null` for type 6; leave it out.
    if let Some(o) = deferral.as_object_mut() {
        o.retain(|_, v| !v.is_null());
    }
    json(serde_json::to_vec(&deferral).unwrap_or_default())
}

/// The reply as an HTTP response: JSON, or multipart with the files.
pub fn respond(reply: &Reply) -> Response {
    let payload = serde_json::to_vec(&builders::response(reply)).unwrap_or_default();
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

/// Serves the endpoint on a bound listener until `shutdown` resolves, then
/// stops accepting, lets requests under way finish (for a while), and
/// drains the deferred work ([`Endpoint::drain`]).
pub async fn serve_on(
    listener: TcpListener,
    endpoint: Arc<Endpoint>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let limits = endpoint.limits.clone();
    let signalled = Signalled::default();
    let shutdown = signalled.watch(shutdown);
    serve_router(listener, router(endpoint.clone()), limits, shutdown).await;
    endpoint.drain(&signalled).await;
}
