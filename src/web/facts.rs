//! Facts as the pages list them: a description list's terms and details
//! (`dl`), codes as code, and a variant file's name as the link that
//! saves the file.

use maud::{Markup, html};

use super::file::FileLink;
use crate::app::view::Fact;
use crate::i18n::Lang;

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
