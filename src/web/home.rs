//! The front page: open a roll by its replay code, or a position by its
//! number, with plain forms (no script).

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::html;
use serde::Deserialize;

use super::extract::{Asking, Reader};
use super::html_page;
use super::language::languages;
use super::page::frame;
use crate::core::variant::Variant;
use crate::i18n::t;

/// The front page's forms, as their query arrives.
#[derive(Debug, Default, Deserialize)]
pub struct Opened {
    lang: Option<String>,
    code: Option<String>,
    variant: Option<String>,
    number: Option<String>,
}

/// `GET /`.
pub async fn home(_: Asking<Opened>, Reader(lang): Reader) -> Response {
    let title = t(lang, msg!("web-home-title"));
    let main = html! {
        h1 { (title) }
        p { (t(lang, msg!("web-home-intro"))) }
        form class="open" method="get" action="/r" {
            input type="hidden" name="lang" value=(lang.code());
            label for="code" { (t(lang, msg!("web-code-label"))) }
            input id="code" name="code" type="text" required maxlength="200"
                autocomplete="off" spellcheck="false" placeholder="960-nc-hhtttthtth-v";
            button type="submit" { (t(lang, msg!("web-open"))) }
        }
        form class="open" method="get" action="/r" {
            input type="hidden" name="lang" value=(lang.code());
            label for="variant" { (t(lang, msg!("web-variant-label"))) }
            select id="variant" name="variant" {
                @for v in Variant::known() {
                    option value=(v.id()) { (v.spec().name) }
                }
            }
            label for="number" { (t(lang, msg!("web-number-label"))) }
            input id="number" name="number" type="text" inputmode="numeric" required maxlength="20";
            button type="submit" { (t(lang, msg!("web-open"))) }
        }
        section aria-labelledby="along" {
            h2 id="along" { (t(lang, msg!("web-along-heading"))) }
            p { (t(lang, msg!("web-along-home"))) }
            ul class="variants" {
                @for v in Variant::known() {
                    li {
                        a href={ "/roll/" (v.id()) "?lang=" (lang.code()) } { (v.spec().name) }
                        " · "
                        a href={ "/v/" (v.id()) "?lang=" (lang.code()) } { (t(lang, msg!("web-variant-fairness"))) }
                    }
                }
            }
        }
        (languages("/", lang))
    };
    html_page(StatusCode::OK, lang, frame(lang, &title, main))
}

/// `GET /r?code=…` or `/r?variant=…&number=…`: the front page's forms,
/// sent on to the page's own address (303).
pub async fn open_code(Asking(asked): Asking<Opened>) -> Response {
    let lang = asked
        .lang
        .as_deref()
        .and_then(crate::i18n::Lang::from_locale)
        .map(|l| format!("?lang={}", l.code()))
        .unwrap_or_default();
    let to = match (&asked.code, &asked.variant, &asked.number) {
        (Some(code), _, _) => format!("/r/{}{lang}", path_part(code)),
        (None, Some(v), Some(n)) => format!("/p/{}/{}{lang}", path_part(v), path_part(n)),
        _ => format!("/{lang}"),
    };
    (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response()
}

/// `text` as one segment of a path: what is not a letter, a digit or
/// `-._~` is percent-encoded, so a typed `/` or `?` cannot lead elsewhere.
fn path_part(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.trim().bytes().take(200) {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::path_part;

    #[test]
    fn a_typed_code_stays_one_path_segment() {
        assert_eq!(path_part(" 960-nc-hhtttthtth-v "), "960-nc-hhtttthtth-v");
        assert_eq!(path_part("../x?y#z"), "..%2Fx%3Fy%23z");
        assert_eq!(path_part("ü"), "%C3%BC");
    }
}
