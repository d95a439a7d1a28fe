//! Facts as the pages list them: a description list's terms and details
//! (`dl`), codes as code, and a variant file's name as the link that
//! saves the file.

use maud::{Markup, html};

use super::file::FileLink;
use crate::app::view::Fact;
use crate::i18n::{Lang, t_with};

/// Facts as a description list's terms and details, codes as code.
pub fn facts<'a>(facts: impl IntoIterator<Item = &'a Fact>, lang: Lang) -> Markup {
    facts_linking(facts, lang, None)
}

/// [`facts`], the variant file's fact (the name the lines beside it give
/// the file) a link that saves `file` under that name.
pub fn facts_linking<'a>(
    facts: impl IntoIterator<Item = &'a Fact>,
    lang: Lang,
    file: Option<&FileLink>,
) -> Markup {
    html! {
        @for fact in facts {
            dt { (fact.name(lang)) }
            dd {
                @if let Some(file) = file.filter(|f| fact.label == msg!("round-file") && fact.value == f.name) {
                    a href=(file.href) download=(file.name) { code { (fact.value) } }
                } @else if fact.is_code() { code { (fact.value) } } @else { (fact.value) }
            }
        }
    }
}

/// "Label: value" as `lang` writes it (French puts a space before the
/// colon), its label and value set as the page sets them (a label in
/// bold, a time the page's script shows in the reader's zone).
pub fn labelled(label: Markup, value: Markup, lang: Lang) -> Markup {
    const LABEL: &str = "\u{1}";
    const VALUE: &str = "\u{2}";
    let line = t_with(
        lang,
        msg!("fact-line"),
        &[("label", LABEL.into()), ("value", VALUE.into())],
    );
    let (before, rest) = line.split_once(LABEL).unwrap_or(("", &line));
    let (between, after) = rest.split_once(VALUE).unwrap_or((rest, ""));
    html! { (before) (label) (between) (value) (after) }
}
