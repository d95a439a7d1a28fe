//! The controls on a roll-along's message (faces, the form, undo,
//! cancel): their ids, `g|SESSION|VERSION|what[|face]`, made and read back
//! side by side.

/// A press in a roll-along.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// One face, from a button or the select menu (its letter as the replay
    /// code writes it, or its number).
    Face(String),
    /// Several faces typed into the form.
    Typed(String),
    /// Open the form for several faces.
    OpenForm,
    Undo,
    /// "Cancel…": asks whether to, and changes nothing yet.
    Cancel,
    /// "Yes, cancel it", on the question [`Press::Cancel`] put.
    CancelConfirmed,
    /// "Keep rolling", on the same question.
    KeepRolling,
}

impl Press {
    /// The id of this control on roll-along `session`'s message, made when
    /// the roll was at `version`.
    pub fn id(&self, session: i64, version: i64) -> String {
        match self {
            Press::Face(f) => format!("g|{session}|{version}|face|{f}"),
            Press::Typed(_) => format!("g|{session}|{version}|typed"),
            Press::OpenForm => format!("g|{session}|{version}|form"),
            Press::Undo => format!("g|{session}|{version}|undo"),
            Press::Cancel => format!("g|{session}|{version}|cancel"),
            Press::CancelConfirmed => format!("g|{session}|{version}|cancel-yes"),
            Press::KeepRolling => format!("g|{session}|{version}|keep"),
        }
    }

    /// A [`Press::id`] read back, from the words after `g`: the session,
    /// the version and the press; `None` when they are no such id.
    pub fn read(words: &[&str]) -> Option<(i64, i64, Press)> {
        let [session, version, what, ref rest @ ..] = *words else {
            return None;
        };
        let press = match (what, rest) {
            ("face", [face]) => Press::Face((*face).to_owned()),
            ("face", []) => Press::Face(String::new()),
            ("typed", []) => Press::Typed(String::new()),
            ("form", []) => Press::OpenForm,
            ("undo", []) => Press::Undo,
            ("cancel", []) => Press::Cancel,
            ("cancel-yes", []) => Press::CancelConfirmed,
            ("keep", []) => Press::KeepRolling,
            _ => return None,
        };
        Some((session.parse().ok()?, version.parse().ok()?, press))
    }
}
