//! A server's variant file, `/file/DIGEST/NAME`: the file an event round's
//! redo line and a club variant's replay line name with `--variant-file`,
//! served beside those lines so that each runs as printed once the file
//! is saved. It is found by its digest as a roll's page finds the variant
//! ([`Variants::served_file`]: any server's file the digest names, while
//! its rolls' pages are shown), and only under the name the lines give it,
//! which is also the name a browser or `curl -O` saves it as.
//!
//! [`Variants::served_file`]: crate::app::variants::Variants::served_file

use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;

use super::extract::{Asking, Reader, Segments};
use super::query::PageQuery;
use super::refusal::{Refusal, Subject, log_fault};
use super::{A_DAY, Web, cached};
use crate::app::view::links::variant_file_path;
use crate::i18n::{Lang, t_with};

/// A server's variant file, by its digest and name, as its refusals name
/// it.
const FILE: Subject = Subject {
    bad: msg!("web-file-missing-title"),
    fix: msg!("web-file-missing-fix"),
    down: msg!("web-file-down-title"),
};

/// A server's variant file as a page links it, beside the line that names
/// it.
#[derive(Clone, Debug)]
pub struct FileLink {
    /// The name the line gives it, and a browser saves it as.
    pub name: String,
    /// Its address on this site.
    pub href: String,
}

/// The link to the server's variant file of `digest` (a club variant's,
/// as a roll or an event keeps it), when this site serves it; none for a
/// built-in variant, a file this process read from disk, or with no store.
/// A store that fails leaves the link out (logged): the page is still
/// worth showing.
pub async fn file_link(web: &Web, digest: Option<&str>) -> Option<FileLink> {
    let (app, digest) = (web.app.as_ref()?, digest?);
    match app.variants().served_file(digest).await {
        Ok(served) => served.map(|s| FileLink {
            href: variant_file_path(digest, &s.name),
            name: s.name,
        }),
        Err(e) => {
            log_fault(
                &e,
                "a page left out its variant file's link: the store did not answer",
            );
            None
        }
    }
}

/// The file's media type: plain text, so a browser shows it when opened
/// and never runs it.
const TEXT: &str = "text/plain; charset=utf-8";

/// `GET /file/DIGEST/NAME`: the file, to save as `NAME`; a page that says
/// where to find it otherwise.
pub async fn file(
    State(web): State<Arc<Web>>,
    Segments((digest, name)): Segments<(String, String)>,
    _: Asking<PageQuery>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let missing = || missing(&digest, &name, lang);
    let Some(app) = &web.app else {
        return Err(missing());
    };
    let served = app.variants().served_file(&digest).await.map_err(|e| {
        Refusal::from_app(
            &e,
            lang,
            FILE,
            "a variant file's address could not read the store",
        )
    })?;
    let Some(served) = served.filter(|s| s.name == name) else {
        return Err(missing());
    };
    // A name is a variant's id and `.toml`: nothing a header cannot hold,
    // and nothing to quote.
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{}\"", served.name))
        .map_err(|_| missing())?;
    // The text of a digest is the same for ever, but whether it is shown
    // follows its rolls' pages (a file that no longer loads is not): a
    // day, as a club variant's board.
    let mut response = cached(TEXT, A_DAY, served.text);
    response
        .headers_mut()
        .insert(header::CONTENT_DISPOSITION, disposition);
    Ok(response)
}

/// The page of an address that names no file served here.
fn missing(digest: &str, name: &str, lang: Lang) -> Refusal {
    let short = |s: &str| s.chars().take(40).collect::<String>();
    Refusal {
        status: StatusCode::NOT_FOUND,
        lang,
        title: FILE.bad,
        why: t_with(
            lang,
            msg!("web-file-missing"),
            &[
                ("digest", short(digest).into()),
                ("name", short(name).into()),
            ],
        ),
        fix: FILE.fix,
    }
}
