//! The reader's language on the web: which one a request asks for
//! ([`language`]: `?lang=`, then the browser's `Accept-Language`), and the
//! links that show the same page in each of the others ([`languages`]).
//!
//! It sits below every other file of the web: the extractors read it
//! ([`super::extract::Reader`]), and so do the error pages
//! ([`super::page`]) that a refusal ([`super::refusal`]) is shown as.

use axum::http::{HeaderMap, header};
use maud::{Markup, html};

use crate::i18n::Lang;

/// The reader's language: `?lang=` first (`asked`), then the browser's
/// `Accept-Language` by its weights, else English.
pub fn language(asked: Option<&str>, headers: &HeaderMap) -> Lang {
    if let Some(lang) = asked.and_then(Lang::from_locale) {
        return lang;
    }
    let Some(accept) = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
    else {
        return Lang::En;
    };
    let mut best: Option<(f32, Lang)> = None;
    // At most a few dozen entries are read: the header is the client's.
    for entry in accept.split(',').take(32) {
        let mut parts = entry.split(';');
        let tag = parts.next().unwrap_or_default().trim();
        let weight = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .find_map(|q| q.parse::<f32>().ok())
            .unwrap_or(1.0);
        if let Some(lang) = Lang::from_locale(tag)
            && weight > 0.0
            && best.is_none_or(|(w, _)| weight > w)
        {
            best = Some((weight, lang));
        }
    }
    best.map_or(Lang::En, |(_, lang)| lang)
}

/// Links to the same page in each language (`path` may hold a query).
pub fn languages(path: &str, current: Lang) -> Markup {
    let then = if path.contains('?') { '&' } else { '?' };
    html! {
        nav class="languages" aria-label="Language / Sprache / Langue / Idioma / 언어" {
            ul {
                @for lang in Lang::ALL {
                    li {
                        @if lang == current {
                            span lang=(lang.code()) aria-current="page" { (lang.name()) }
                        } @else {
                            a lang=(lang.code()) hreflang=(lang.code()) href={ (path) (then) "lang=" (lang.code()) } { (lang.name()) }
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn accept(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_str(value).unwrap(),
        );
        h
    }

    #[test]
    fn the_language_is_the_query_then_the_heaviest_spoken_one() {
        assert_eq!(language(Some("ko"), &accept("de")), Lang::Ko);
        assert_eq!(language(Some("xx"), &accept("de")), Lang::De);
        assert_eq!(
            language(None, &accept("nl-NL, fr;q=0.4, es-419;q=0.8")),
            Lang::Es
        );
        assert_eq!(language(None, &accept("nl, pt;q=0.9")), Lang::En);
        assert_eq!(language(None, &accept("de;q=0, fr;q=0.1")), Lang::Fr);
        assert_eq!(language(None, &HeaderMap::new()), Lang::En);
    }
}
