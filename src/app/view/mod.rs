//! What people are shown, built once as data in the reader's language;
//! every face only lays it out.
//!
//! A roll ([`roll::RollView`]), an event round ([`round::RoundView`]), a
//! position by its number ([`position::PositionView`]), an audit
//! ([`audit::AuditView`]) and a table of them ([`audit_table::AuditTable`])
//! are each made here from what is known of them: their facts as (message
//! id, value) in one order, the steps of the record, the links and the
//! warnings. The faces (the bot's reply and its `record.txt`, the console,
//! the command line's text and JSON, the web page and the API, PGN, alt
//! text) format a view and add nothing of their own, so a fact or a check
//! made for one face is made for all.
//! [`crate::app::stats::view`] does the same for statistics.
//!
//! [`Views`] makes the views that need the process: a roll's (its
//! source named as the settings name it, its page where the club serves
//! pages), an event round's and an event's (its rounds checked again).

pub mod audit;
pub mod audit_table;
pub mod board;
pub mod doc;
pub mod links;
pub mod play;
pub mod position;
pub mod roll;
pub mod round;
pub mod text;

use crate::app::event::Events;
use crate::app::settings::Settings;
use crate::i18n::{Lang, Msg, t, t_with};

/// The views made with the process: its settings (how sources are named,
/// where pages are served) and its events (rounds checked again).
#[derive(Clone, Copy)]
pub struct Views<'a> {
    settings: &'a Settings,
    events: Events<'a>,
}

impl<'a> Views<'a> {
    /// Views with these parts of the process.
    #[must_use]
    pub fn new(settings: &'a Settings, events: Events<'a>) -> Views<'a> {
        Views { settings, events }
    }
}

/// How a fact's value is best shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Words.
    Words,
    /// Something people copy exactly (a FEN, a replay code, a row of
    /// letters): in a fixed-width font where the face has one.
    Code,
}

/// One fact: its label's message id and its value in the view's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    pub label: Msg,
    pub value: String,
    pub form: Form,
}

impl Fact {
    #[must_use]
    pub fn words(label: Msg, value: impl Into<String>) -> Fact {
        Fact {
            label,
            value: value.into(),
            form: Form::Words,
        }
    }

    #[must_use]
    pub fn code(label: Msg, value: impl Into<String>) -> Fact {
        Fact {
            label,
            value: value.into(),
            form: Form::Code,
        }
    }

    /// Its label in `lang`.
    #[must_use]
    pub fn name(&self, lang: Lang) -> String {
        t(lang, self.label)
    }

    /// "Label: value" in `lang`, as a line of its own.
    #[must_use]
    pub fn line(&self, lang: Lang) -> String {
        t_with(
            lang,
            msg!("fact-line"),
            &[
                ("label", self.name(lang).into()),
                ("value", self.value.as_str().into()),
            ],
        )
    }
}
