//! The frame every page shares (language, style sheet, header), the style
//! sheet itself, and the error pages (a refusal's, [`super::refusal`], and
//! the fallback's).

use std::sync::LazyLock;

use axum::extract::Path;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, Markup, html};
use sha2::{Digest, Sha256};

use super::language::language;
use super::{forever, html_page};
use crate::i18n::{Lang, t};

/// A file served as it is, under a name with a digest of its text: it is
/// kept forever, and a new text gets a new name.
pub struct Asset {
    text: &'static str,
    content_type: &'static str,
    name: LazyLock<String>,
}

macro_rules! asset {
    ($file:literal, $stem:literal, $extension:literal, $content_type:literal) => {
        Asset {
            text: include_str!($file),
            content_type: $content_type,
            name: LazyLock::new(|| {
                let digest = hex::encode(Sha256::digest(include_str!($file).as_bytes()));
                format!("{}-{}.{}", $stem, &digest[..12], $extension)
            }),
        }
    };
}

/// The style sheet of every page.
pub static STYLE: Asset = asset!("web.css", "web", "css", "text/css; charset=utf-8");
/// The arbiter's screen's script: a new round shown the moment it is
/// revealed.
pub static LIVE: Asset = asset!("live.js", "live", "js", "text/javascript; charset=utf-8");
/// When play starts, in the reader's time zone, and the arbiter's
/// screen's countdown to it.
pub static CLOCK: Asset = asset!("clock.js", "clock", "js", "text/javascript; charset=utf-8");

impl Asset {
    /// Its address.
    pub fn path(&self) -> String {
        format!("/static/{}", *self.name)
    }
}

/// `GET /static/{name}`: an asset, under its current name only.
pub async fn asset(Path(name): Path<String>, headers: HeaderMap) -> Response {
    match [&STYLE, &LIVE, &CLOCK]
        .into_iter()
        .find(|a| *a.name == name)
    {
        Some(a) => forever(a.content_type, a.text),
        None => not_found(headers).await,
    }
}

/// What may be wider than a phone (a table of figures), in a region that
/// scrolls sideways on its own: reached with Tab (a region that scrolls
/// must be, for people who cannot swipe or use a mouse; axe-core's
/// `scrollable-region-focusable`), shown with a ring when it is, and named
/// by `label` for screen readers. Every wide table goes in one.
pub fn sideways(label: &str, content: Markup) -> Markup {
    html! {
        div class="scroll" tabindex="0" role="region" aria-label=(label) { (content) }
    }
}

/// A whole page: `title` in the tab, `main` as its content.
pub fn frame(lang: Lang, title: &str, main: Markup) -> String {
    frame_with(lang, title, main, &Head::default())
}

/// What a page may add to the frame.
#[derive(Default)]
pub struct Head {
    /// Scripts of the site's own, by address.
    pub scripts: Vec<String>,
    /// Seconds after which a browser with no script reloads the page.
    pub reload_without_script: Option<u32>,
    /// A class on `body`, for a page laid out its own way.
    pub body_class: Option<&'static str>,
    /// What the arbiter's screen's script reads from `main`.
    pub live: Option<Live>,
}

/// What the arbiter's screen's script reads (`main`'s `data-` attributes).
pub struct Live {
    /// The rounds revealed as the page shows them.
    pub revealed: i64,
    /// The stream that says when that changes.
    pub stream: String,
    /// Seconds after which to ask again for a round not checked yet.
    pub retry: Option<u32>,
}

/// [`frame`], with what `head` adds.
pub fn frame_with(lang: Lang, title: &str, main: Markup, head: &Head) -> String {
    let live = head.live.as_ref();
    // A name kept from before names were checked may hold a direction
    // character (U+202E turns what follows around, and its own U+2069 would
    // close an isolate early): the tab's title is plain text, so they are
    // dropped, and the name isolated (U+2068 … U+2069), so nothing in it
    // can turn " · Backrank" after it.
    let title = if title.chars().any(crate::core::names::sets_direction) {
        let kept: String = title
            .chars()
            .filter(|&c| !crate::core::names::sets_direction(c))
            .collect();
        format!("\u{2068}{kept}\u{2069}")
    } else {
        title.to_owned()
    };
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Backrank" }
                link rel="stylesheet" href=(STYLE.path());
                @for script in &head.scripts { script src=(script) defer {} }
                @if let Some(seconds) = head.reload_without_script {
                    noscript { meta http-equiv="refresh" content=(seconds); }
                }
            }
            body class=[head.body_class] {
                header class="site" {
                    a href={ "/?lang=" (lang.code()) } { "Backrank" }
                }
                main data-revealed=[live.map(|l| l.revealed)]
                    data-live=[live.map(|l| &l.stream)]
                    data-retry=[live.and_then(|l| l.retry)] { (main) }
            }
        }
    }
    .into_string()
}

/// A page that says what went wrong and what to do.
pub fn error(status: StatusCode, lang: Lang, title: &str, why: &str, what_to_do: &str) -> Response {
    let home = html! {
        p { a href={ "/?lang=" (lang.code()) } { (t(lang, msg!("web-home-link"))) } }
    };
    error_with(status, lang, (title, why, what_to_do), home)
}

/// The same, with `ways` on from it (its links) after the words.
pub fn error_with(
    status: StatusCode,
    lang: Lang,
    (title, why, what_to_do): (&str, &str, &str),
    ways: Markup,
) -> Response {
    let main = html! {
        h1 { (title) }
        p { (why) }
        p { (what_to_do) }
        (ways)
    };
    html_page(status, lang, frame(lang, title, main))
}

/// The fallback: no page at this address, in the browser's language
/// (`Accept-Language`; a `?lang=` is not read here).
pub async fn not_found(headers: HeaderMap) -> Response {
    let lang = language(None, &headers);
    error(
        StatusCode::NOT_FOUND,
        lang,
        &t(lang, msg!("web-not-found-title")),
        &t(lang, msg!("web-not-found")),
        &t(lang, msg!("web-not-found-fix")),
    )
}

/// A status with a line of text, for what is not a page (a board, a QR
/// code) and cannot be made.
pub fn plain(status: StatusCode, text: String) -> Response {
    (status, text).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An event kept from before names were checked may be called
    /// `Cup`, U+202E, `nepO`: in the tab its direction characters are
    /// dropped and the name isolated, so the page's own
    /// words after it read as written; other titles are as they are.
    #[test]
    fn a_title_that_turns_the_text_around_is_isolated() {
        for (name, shown) in [
            ("Cup\u{202E}nepO", "CupnepO"),
            // Its own U+2069 would close the isolate before the U+202E.
            ("X\u{2069}\u{202E}nepO", "XnepO"),
        ] {
            let page = frame(Lang::En, name, html! {});
            assert!(
                page.contains(&format!(
                    "<title>\u{2068}{shown}\u{2069} · Backrank</title>"
                )),
                "{page}"
            );
        }
        let page = frame(Lang::En, "Club Open", html! {});
        assert!(
            page.contains("<title>Club Open · Backrank</title>"),
            "{page}"
        );
    }
}
