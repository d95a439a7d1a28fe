//! A variant's page, `/v/VARIANT`: its board, its legal set, and each of
//! its methods with the exact audit for every device (how many throws on
//! average, and whether every position is equally likely), as `/fairness`
//! gives them; with links to roll along and to a position by number.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use backrank_entropy::Die;
use maud::html;
use tokio::sync::OnceCell;

use super::extract::{Asking, Reader, Segments};
use super::language::languages;
use super::page::{frame, sideways};
use super::query::PageQuery;
use super::refusal::Refusal;
use super::{Web, html_page};
use crate::app::view::audit_table::AuditTable;
use crate::core::audit;
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::{t, t_with};

/// Every method's audit on every device, per variant: worked out once, on
/// the first visit (a second or two for the largest variant), as the table
/// every face lays out (in any language: a table has no words).
#[derive(Default)]
pub struct Audits {
    by_variant: Mutex<HashMap<Variant, Arc<OnceCell<Arc<AuditTable>>>>>,
}

/// Why a variant's audits could not be worked out (not remembered: the
/// next visit tries again).
#[derive(Debug, thiserror::Error)]
enum AuditsError {
    /// A method's audit failed.
    #[error(transparent)]
    Audit(#[from] audit::AuditError),
    /// The task working them out panicked or was cancelled.
    #[error(transparent)]
    Task(#[from] tokio::task::JoinError),
}

impl Audits {
    async fn of(&self, v: Variant) -> Result<Arc<AuditTable>, AuditsError> {
        let cell = {
            let mut by_variant = self
                .by_variant
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            by_variant
                .entry(v)
                .or_insert_with(|| Arc::new(OnceCell::new()))
                .clone()
        };
        cell.get_or_try_init(|| async move {
            tokio::task::spawn_blocking(move || {
                let audits = v
                    .methods()
                    .iter()
                    .flat_map(|m| Die::ALL.map(|d| audit::audit(v, m, d).map(|a| (a, m))))
                    .collect::<Result<Vec<_>, audit::AuditError>>()?;
                Ok(Arc::new(AuditTable::new(v, &audits)))
            })
            .await?
        })
        .await
        .cloned()
    }
}

/// `GET /v/VARIANT`.
pub async fn page(
    State(web): State<Arc<Web>>,
    Segments(variant): Segments<String>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let v: Variant = variant.parse().map_err(|e: ParseVariantError| Refusal {
        status: StatusCode::NOT_FOUND,
        lang,
        title: msg!("web-bad-variant-title"),
        why: e.text().render(lang),
        fix: msg!("web-bad-variant-fix"),
    })?;
    // Not the app's error ([`Refusal::from_app`]): the core's audit failed
    // on this site, a fault with no words of its own in the message files,
    // so its English reason, under the audit's title, logged as an error.
    let table = web.audits.of(v).await.map_err(|e| {
        tracing::error!(variant = %v, error = %e, "a variant's audits failed");
        Refusal {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            lang,
            title: msg!("web-audit-failed-title"),
            why: e.to_string(),
            fix: msg!("web-audit-failed-fix"),
        }
    })?;
    let spec = v.spec();
    let title = spec.name.to_string();
    let main = html! {
        h1 { (title) }
        p {
            (t_with(lang, msg!("web-variant-board"), &[
                ("files", spec.files.into()),
                ("ranks", spec.ranks.into()),
                ("positions", table.positions.into()),
            ]))
        }
        ul class="links" {
            li { a href={ "/roll/" (v.id()) "?lang=" (lang.code()) } { (t(lang, msg!("web-along-heading"))) } }
            li { a href={ "/p/" (v.id()) "/0?lang=" (lang.code()) } { (t(lang, msg!("web-variant-first"))) } }
        }
        h2 { (t(lang, msg!("web-variant-methods"))) }
        p { (t(lang, msg!("web-variant-audit"))) }
        // The table's name above its region, not its caption: a caption
        // is as wide as the table, and would scroll out of sight with it.
        @let caption = t(lang, msg!("web-variant-caption"));
        p id="audit-caption" class="caption" { (caption) }
        (sideways(&caption, html! {
            table class="audit" aria-labelledby="audit-caption" {
                thead {
                    tr {
                        th scope="col" { (t(lang, msg!("field-method"))) }
                        @for d in &table.dice { th scope="col" { (d.name()) } }
                    }
                }
                tbody {
                    @for row in &table.rows {
                        tr {
                            th scope="row" { (row.method) br; small { (row.reference.render(lang)) } }
                            @for cell in &row.cells {
                                td {
                                    @if let Some(cell) = cell {
                                        (cell.expected)
                                        @if !cell.uniform {
                                            " " abbr title=(t(lang, msg!("web-variant-not-uniform"))) { "*" }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }))
        @if !table.biased().is_empty() {
            p class="note" { "* " (t(lang, msg!("web-variant-not-uniform"))) }
        }
        (languages(&format!("/v/{}", v.id()), lang))
    };
    Ok(html_page(StatusCode::OK, lang, frame(lang, &title, main)))
}
