//! Roll along on a phone, with no login and no script: pick a method and a
//! die, and whether the standard position is thrown again and the position
//! is for a pair of games (`/roll/VARIANT`), then each step says what to
//! throw and offers a link per face (`/roll/VARIANT/throw?method=…&dice=…
//! &exclude_standard=true&pair=true&f=FACES`). The address is read into the
//! same [`RollRequest`] as `/random`'s and `/roll-along`'s options. The
//! faces so far live in the address, so Back undoes a throw and a roll can
//! be shared half-way; the last face lands on the roll's page.

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use backrank_entropy::{Die, Face};
use maud::{Markup, html};
use serde::Deserialize;

use super::extract::{Asking, Reader, Segments};
use super::facts::{facts, labelled};
use super::language::languages;
use super::page::frame;
use super::refusal::Refusal;
use super::{NO_STORE, html_page, set_cache};
use crate::app::rolls::request::RollRequest;
use crate::app::rolls::roller::at_table;
use crate::app::view::roll::rules as view_rules;
use crate::core::replay::{ReplayError, decode_faces, encode_faces};
use crate::core::roll::text::throws_line;
use crate::core::roll::{Progress, RollSpec, StepKind};
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::{Lang, t, t_with};
use crate::store::GuildSettings;

/// The most faces a roll-along's address carries: the longest method
/// needs far fewer, and an address stays bounded.
const MOST_FACES: usize = 200;

/// A roll-along's address: the method, the die, the two rules (`true` or
/// `false`, as the form's boxes send them) and the faces so far.
#[derive(Debug, Default, Deserialize)]
pub struct Along {
    /// Read by [`Reader`]; here so the query is read whole.
    #[serde(rename = "lang")]
    _lang: Option<String>,
    method: Option<String>,
    dice: Option<String>,
    exclude_standard: Option<String>,
    pair: Option<String>,
    f: Option<String>,
}

/// The names of the two rules in the address and the form, as `/random`
/// names its options.
const EXCLUDE_STANDARD: &str = "exclude_standard";
const PAIR: &str = "pair";

/// A rule as the address gives it: `true` or `false` (left out, the
/// default: off).
fn rule(name: &str, given: Option<&str>, lang: Lang) -> Result<Option<bool>, Refusal> {
    match given {
        None => Ok(None),
        Some("true") => Ok(Some(true)),
        Some("false") => Ok(Some(false)),
        Some(other) => Err(refused(
            lang,
            t_with(
                lang,
                msg!("web-along-bad-rule"),
                &[
                    ("name", name.into()),
                    ("given", other.chars().take(20).collect::<String>().into()),
                ],
            ),
        )),
    }
}

fn refused(lang: Lang, why: String) -> Refusal {
    Refusal {
        status: StatusCode::BAD_REQUEST,
        lang,
        title: msg!("web-along-refused-title"),
        why,
        fix: msg!("web-along-refused-fix"),
    }
}

fn variant_of(text: &str, lang: Lang) -> Result<Variant, Refusal> {
    text.parse().map_err(|e: ParseVariantError| Refusal {
        status: StatusCode::NOT_FOUND,
        ..refused(lang, e.text().render(lang))
    })
}

/// `GET /roll/VARIANT`: the method and the die, then Start.
pub async fn choose(
    Segments(variant): Segments<String>,
    _: Asking<Along>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let variant = variant_of(&variant, lang)?;
    let name = variant.spec().name.to_string();
    let title = t_with(lang, msg!("web-along-title"), &[("variant", name.into())]);
    let main = html! {
        h1 { (title) }
        p { (t(lang, msg!("web-along-intro"))) }
        form class="open" method="get" action={ "/roll/" (variant.id()) "/throw" } {
            input type="hidden" name="lang" value=(lang.code());
            label for="method" { (t(lang, msg!("web-method-label"))) }
            select id="method" name="method" {
                @for m in variant.methods() {
                    option value=(m.method) { (m.described(lang)) }
                }
            }
            label for="dice" { (t(lang, msg!("web-dice-label"))) }
            select id="dice" name="dice" {
                @for die in Die::ALL {
                    option value=(die) selected[die == Die::D6] { (die.name()) }
                }
            }
            // Each box sends `true` when ticked and nothing when not, as
            // the address reads it.
            span class="rule" {
                input type="checkbox" id=(EXCLUDE_STANDARD) name=(EXCLUDE_STANDARD) value="true";
                label for=(EXCLUDE_STANDARD) { (t(lang, msg!("web-along-exclude-standard"))) }
            }
            span class="rule" {
                input type="checkbox" id=(PAIR) name=(PAIR) value="true";
                label for=(PAIR) { (t(lang, msg!("web-along-pair"))) }
            }
            button type="submit" { (t(lang, msg!("web-along-start"))) }
        }
        (languages(&format!("/roll/{}", variant.id()), lang))
    };
    Ok(html_page(StatusCode::OK, lang, frame(lang, &title, main)))
}

/// What a roll-along's address asks for: its spec and its faces so far.
fn asked_roll(variant: &str, asked: &Along, lang: Lang) -> Result<(RollSpec, Vec<Face>), Refusal> {
    let variant = variant_of(variant, lang)?;
    let dice = match asked.dice.as_deref() {
        Some(d) => Some(d.parse::<Die>().map_err(|e| refused(lang, e.to_string()))?),
        None => None,
    };
    let request = RollRequest {
        variant: None,
        method: asked.method.clone(),
        dice,
        exclude_standard: rule(EXCLUDE_STANDARD, asked.exclude_standard.as_deref(), lang)?,
        pair: rule(PAIR, asked.pair.as_deref(), lang)?,
    };
    let spec = request
        .resolve(variant, &GuildSettings::default(), Die::D6)
        .map_err(|text| refused(lang, text.render(lang)))?;
    let faces_text = asked.f.as_deref().unwrap_or_default();
    if faces_text.chars().count() > MOST_FACES {
        return Err(refused(
            lang,
            t_with(
                lang,
                msg!("web-along-too-many"),
                &[("most", MOST_FACES.into())],
            ),
        ));
    }
    let faces = decode_faces(spec.dice, faces_text)
        .map_err(|e: ReplayError| refused(lang, e.text().render(lang)))?;
    Ok((spec, faces))
}

/// `GET /roll/VARIANT/throw?method=M&dice=D&f=FACES` (and
/// `&exclude_standard=true`, `&pair=true` when asked): the next throw, or
/// the finished roll's page (303).
pub async fn throw(
    Segments(variant): Segments<String>,
    Asking(asked): Asking<Along>,
    Reader(lang): Reader,
) -> Result<Response, Refusal> {
    let (spec, faces) = asked_roll(&variant, &asked, lang)?;
    let (need, steps) = match at_table(spec, &faces) {
        Ok(Progress::Done(done)) => {
            let to = format!("/r/{}?lang={}", done.replay_code(), lang.code());
            return Ok((StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response());
        }
        Ok(Progress::Waiting(waiting)) => (waiting.need, waiting.steps),
        Err(e) => return Err(refused(lang, e.text().render(lang))),
    };
    // The standard position just came and is thrown again: said, since
    // the next step is the first one again.
    let again = steps
        .last()
        .filter(|s| s.kind == StepKind::StartOver)
        .map(|s| s.text.render(lang));
    let rules_asked = view_rules(spec.exclude_standard, spec.pair, lang);
    // The rules asked for, as the address carries them on.
    let rules: String = [(spec.exclude_standard, EXCLUDE_STANDARD), (spec.pair, PAIR)]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, name)| format!("&{name}=true"))
        .collect();
    // The address with these faces, in any language and in the reader's.
    let address = |faces: &[Face]| {
        format!(
            "/roll/{}/throw?method={}&dice={}{rules}&f={}",
            spec.variant.id(),
            spec.method.method,
            spec.dice,
            encode_faces(faces)
        )
    };
    let here = |faces: &[Face]| format!("{}&lang={}", address(faces), lang.code());
    let name = spec.variant.spec().name.to_string();
    let title = t_with(lang, msg!("web-along-title"), &[("variant", name.into())]);
    let main = html! {
        h1 { (title) }
        p class="progress" {
            (t_with(lang, msg!("web-along-progress"), &[("step", need.step.into()), ("throws", faces.len().into())]))
        }
        @if !rules_asked.is_empty() { dl class="facts" { (facts(&rules_asked, lang)) } }
        @if let Some(again) = &again { p class="again" { "↺ " (again) } }
        section class="step" aria-labelledby="step" {
            h2 id="step" { (need.title.render(lang)) }
            p { (need.instruction.render(lang)) }
            @if !need.throws.is_empty() {
                p { (labelled(html! { (t(lang, msg!("web-along-this-step"))) }, html! { strong { (throws_line(&need.throws, lang)) } }, lang)) }
            }
        }
        (face_links(need.die, &faces, &here, lang))
        @if let Some((_, before)) = faces.split_last() {
            p { a href=(here(before)) { (t(lang, msg!("web-along-undo"))) } }
        }
        (languages(&address(&faces), lang))
    };
    let mut page = html_page(StatusCode::OK, lang, frame(lang, &title, main));
    // A half-done roll-along changes with every throw: not kept.
    set_cache(&mut page, NO_STORE);
    Ok(page)
}

/// A link per face of `die`, each adding that face to the address.
fn face_links(die: Die, faces: &[Face], here: &impl Fn(&[Face]) -> String, lang: Lang) -> Markup {
    let ask = match die {
        Die::Coin => t(lang, msg!("along-toss-coin")),
        _ => t(lang, msg!("along-press-face")),
    };
    html! {
        nav class="faces" aria-label=(t_with(lang, msg!("web-along-faces"), &[("die", die.to_string().into())])) {
            p { (ask) }
            ul {
                @for value in 1..=die.sides() {
                    @if let Ok(face) = Face::new(die, value) {
                        @let with: Vec<Face> = faces.iter().copied().chain([face]).collect();
                        li {
                            a class="face" href=(here(&with)) {
                                @match die {
                                    Die::Coin if value == 1 => (t(lang, msg!("button-heads"))),
                                    Die::Coin => (t(lang, msg!("button-tails"))),
                                    _ => (value),
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
