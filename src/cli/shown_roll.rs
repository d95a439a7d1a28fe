//! A roll as the command line shows it, as text or JSON (`roll`, `replay`,
//! `verify-event`): what every face shows of a roll, and, when its throws
//! are a beacon round's draw, that round and how to check it.

use crate::app::json;
use crate::app::settings::Settings;
use crate::app::source::names::{ThrownWith, kept_source};
use crate::app::source::spec::SourceSpec;
use crate::app::view::doc::RollDoc;
use crate::app::view::roll::{Known, RollView};
#[cfg(feature = "beacon")]
use crate::cli::beacon;
use crate::cli::shared_args::Format;
use crate::core::roll::Roll;
use crate::i18n::Lang;

/// A roll's beacon draw, to show and check (none without the feature).
#[cfg(feature = "beacon")]
pub type VerifiedDraw = crate::app::source::beacon::VerifiedDraw;
#[cfg(not(feature = "beacon"))]
pub enum VerifiedDraw {}

/// An event round's beacon draw checked under the event's rules.
#[cfg(feature = "beacon")]
pub type Ruled = beacon::Ruled;
#[cfg(not(feature = "beacon"))]
pub enum Ruled {}

/// What the command line knows of a roll, from its source (none: opened
/// from its replay code alone), as every face shows it.
pub fn roll_view(
    settings: &Settings,
    roll: &Roll,
    source: Option<&SourceSpec>,
    lang: Lang,
) -> RollView {
    let kept = source.map(kept_source);
    let origin = kept
        .as_ref()
        .map_or(ThrownWith::ReplayCode, ThrownWith::Kept);
    let known = Known::by(settings, origin, None, &roll.replay_code());
    RollView::new(roll, known, lang)
}

/// A roll as the command line shows it, from its source (none: opened from
/// its replay code alone).
pub fn show_roll(
    settings: &Settings,
    roll: &Roll,
    source: Option<&SourceSpec>,
    format: Format,
    lang: Lang,
) -> String {
    show_drawn(settings, roll, source, (None, None), format, lang)
}

/// A roll with, when its throws are a beacon round's draw, that round and
/// how to check it.
#[cfg_attr(
    not(feature = "beacon"),
    allow(unused_mut, unused_variables, reason = "no draw without the beacon")
)]
pub fn show_drawn(
    settings: &Settings,
    roll: &Roll,
    source: Option<&SourceSpec>,
    (drawn, ruled): (Option<&VerifiedDraw>, Option<&Ruled>),
    format: Format,
    lang: Lang,
) -> String {
    let view = roll_view(settings, roll, source, lang);
    match format {
        Format::Text => {
            let mut out = crate::app::view::text::roll(&view);
            #[cfg(feature = "beacon")]
            if let Some(drawn) = drawn {
                out.push_str(&beacon::text(drawn, &roll.replay_code(), ruled, lang));
            }
            out
        }
        Format::Json => {
            let mut value = json::value(&RollDoc::of(&view));
            #[cfg(feature = "beacon")]
            if let (Some(drawn), Some(object)) = (drawn, value.as_object_mut()) {
                object.insert(
                    "beacon".to_owned(),
                    beacon::json(drawn, &roll.replay_code(), ruled, lang),
                );
            }
            json::to_string(&value)
        }
    }
}
