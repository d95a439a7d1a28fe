//! Roll along on a phone, with no login and no script: pick a method and a
//! die, and whether the standard position is thrown again and the position
//! is for a pair of games (`/roll/VARIANT`), then each step says what to
//! throw and offers a link per face (`/roll/VARIANT/throw?method=…&dice=…
//! &exclude_standard=true&pair=true&f=FACES`). The address is read into the
//! same [`RollRequest`] as `/random`'s and `/roll-along`'s options. The
//! faces so far live in the address, so Back undoes a throw and a roll can
//! be shared half-way; the last face lands on the roll's page.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::extract::State;
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use backrank_entropy::{Die, Face};
use maud::{Markup, html};
use serde::Deserialize;

use super::extract::{Asking, Reader, Segments};
use super::facts::{facts, labelled};
use super::language::languages;
use super::page::frame;
use super::refusal::Refusal;
use super::{NO_STORE, Web, html_page, set_cache};
use crate::app::rolls::request::RollRequest;
use crate::app::rolls::roller::{at_table, step_in_attempt};
use crate::app::view::roll::{StepView, rules as view_rules, steps as view_steps};
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
    /// When the page that sent this throw was served (milliseconds since
    /// 1970, the server's clock): a second press of the same face within
    /// a moment of it is a double tap ([`Web::moment`]).
    at: Option<u64>,
    /// The face a double tap pressed again and that was not taken, for
    /// the page to say so.
    repeat: Option<String>,
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
                    option value=(die) selected[die == Die::D6] { (die_name(die, lang)) }
                }
            }
            // Each box sends `true` when ticked and nothing when not, as
            // the address reads it.
            // The whole line is the box's label: a thumb's target.
            label class="rule" for=(EXCLUDE_STANDARD) {
                input type="checkbox" id=(EXCLUDE_STANDARD) name=(EXCLUDE_STANDARD) value="true";
                span { (t(lang, msg!("web-along-exclude-standard"))) }
            }
            label class="rule" for=(PAIR) {
                input type="checkbox" id=(PAIR) name=(PAIR) value="true";
                span { (t(lang, msg!("web-along-pair"))) }
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

/// How soon after a roll-along's page is served a press of the face just
/// pressed is taken for a double tap (issue 63): a die is thrown, read
/// and pressed in more than a second, a finger's second tap comes within
/// a few hundred milliseconds.
pub const MOMENT: Duration = Duration::from_millis(1000);

/// The server's clock in milliseconds since 1970, as a page's `at` holds
/// it.
fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Whether the last face of `faces` is the one before it pressed again
/// within `moment` of the page (served `at`) that offered it: a double
/// tap, not a throw.
fn double_tap(faces: &[Face], at: Option<u64>, now: u64, moment: Duration) -> bool {
    let repeated = matches!(faces, [.., a, b] if a == b);
    let soon = at.is_some_and(|at| u128::from(now.saturating_sub(at)) < moment.as_millis());
    repeated && soon
}

/// A face as its button names it: a coin's side in the reader's words, a
/// die's number.
fn face_name(face: Face, lang: Lang) -> String {
    match (face.die(), face.value()) {
        (Die::Coin, 1) => t(lang, msg!("button-heads")),
        (Die::Coin, _) => t(lang, msg!("button-tails")),
        (_, v) => v.to_string(),
    }
}

/// `GET /roll/VARIANT/throw?method=M&dice=D&f=FACES` (and
/// `&exclude_standard=true`, `&pair=true` when asked): the next throw, or
/// the finished roll's page (303). A double tap is answered with the
/// page of the faces before it (303), saying the second press was not
/// taken.
pub async fn throw(
    State(web): State<Arc<Web>>,
    Segments(variant): Segments<String>,
    Asking(asked): Asking<Along>,
    Reader(lang): Reader,
    uri: Uri,
) -> Result<Response, Response> {
    let lost = |refusal: Refusal| lost_along(refusal, &variant, &asked, &uri, lang);
    let (spec, faces) = asked_roll(&variant, &asked, lang).map_err(&lost)?;
    // The rules asked for, as the address carries them on.
    let rules = [(spec.exclude_standard, EXCLUDE_STANDARD), (spec.pair, PAIR)]
        .into_iter()
        .filter_map(|(on, name)| on.then_some((name, "true")));
    let method = spec.method.method.to_string();
    let dice = spec.dice.to_string();
    // The address with these faces, in any language and in the reader's.
    let address = |faces: &[Face]| {
        let rules: String = rules.clone().map(|(n, v)| format!("&{n}={v}")).collect();
        format!(
            "/roll/{}/throw?method={method}&dice={dice}{rules}&f={}",
            spec.variant.id(),
            encode_faces(faces)
        )
    };
    let here = |faces: &[Face]| format!("{}&lang={}", address(faces), lang.code());
    let now = now_millis();
    if let Some((&last, before)) = faces.split_last()
        && double_tap(&faces, asked.at, now, web.moment)
    {
        tracing::debug!(face = %last, "a roll-along's double tap not taken");
        let to = format!("{}&repeat={}", here(before), encode_faces(&[last]));
        return Ok((StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response());
    }
    let repeat = repeat_of(asked.repeat.as_deref(), spec.dice, lang).map_err(&lost)?;
    let waiting = match at_table(spec, &faces) {
        Ok(Progress::Done(done)) => {
            let to = format!("/r/{}?lang={}", done.replay_code(), lang.code());
            return Ok((StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response());
        }
        Ok(Progress::Waiting(waiting)) => waiting,
        Err(e) => return Err(lost(refused(lang, e.text().render(lang)))),
    };
    let need = &waiting.need;
    // The standard position just came and is thrown again: said, since
    // the next step is the first one again.
    let again = waiting
        .steps
        .last()
        .filter(|s| s.kind == StepKind::StartOver)
        .map(|s| s.text.render(lang));
    let rules_asked = view_rules(spec.exclude_standard, spec.pair, lang);
    let name = spec.variant.spec().name.to_string();
    let title = t_with(lang, msg!("web-along-title"), &[("variant", name.into())]);
    let so_far = view_steps(&waiting.steps, spec.variant, lang);
    // The step being thrown, when it has throws already.
    let current = (!need.throws.is_empty())
        .then(|| (need.title.render(lang), throws_line(&need.throws, lang)));
    let fields = [("lang", lang.code()), ("method", &method), ("dice", &dice)];
    let faces_form = FacesForm::new(spec.variant, fields.into_iter().chain(rules.clone()), now);
    let main = html! {
        h1 { (title) }
        p class="progress" {
            (t_with(lang, msg!("web-along-progress"), &[("step", step_in_attempt(&waiting.steps).into()), ("throws", faces.len().into())]))
        }
        @if !rules_asked.is_empty() { dl class="facts" { (facts(&rules_asked, lang)) } }
        @if let Some(again) = &again { p class="again" { "↺ " (again) } }
        @if let Some(face) = repeat {
            p class="notice" role="status" {
                (t_with(lang, msg!("web-along-double-tap"), &[("face", face_name(face, lang).into())]))
            }
        }
        section class="step" aria-labelledby="step" {
            h2 id="step" { (need.title.render(lang)) }
            p { (need.instruction.render(lang)) }
            @if need.die == Die::Coin { p class="coin-key" { (t(lang, msg!("web-coin-key"))) } }
            @if !need.throws.is_empty() {
                p { (labelled(html! { (t(lang, msg!("web-along-this-step"))) }, html! { strong { (throws_line(&need.throws, lang)) } }, lang)) }
            }
        }
        (face_buttons(need.die, &faces, &faces_form, lang))
        @if let Some((_, before)) = faces.split_last() {
            (so_far_section(&so_far, current.as_ref(), &here(before), lang))
        }
        (languages(&address(&faces), lang))
    };
    let mut page = html_page(StatusCode::OK, lang, frame(lang, &title, main));
    // A half-done roll-along changes with every throw: not kept.
    set_cache(&mut page, NO_STORE);
    Ok(page)
}

/// The steps so far, the one being thrown last (its title and throws,
/// when it has some), and Undo (`undo`, the address one throw back): a
/// stray tap is seen here, and taken back.
fn so_far_section(
    so_far: &[StepView],
    current: Option<&(String, String)>,
    undo: &str,
    lang: Lang,
) -> Markup {
    html! {
        section class="so-far" aria-labelledby="so-far" {
            h2 id="so-far" { (t(lang, msg!("web-along-so-far"))) }
            ol {
                @for step in so_far {
                    li {
                        @match step.kind {
                            StepKind::StartOver => { "↺ " (step.title) }
                            _ => {
                                strong { @if let Some(side) = &step.side { (side) " · " } (step.title) }
                                @if !step.throws.is_empty() {
                                    ": " span class="throws" { (throws_line(&step.throws, lang)) }
                                    @if let Some(choice) = &step.choice { " → " (choice) }
                                }
                                @for result in &step.results { " " (result) }
                            }
                        }
                    }
                }
                @if let Some((title, throws)) = current {
                    li { strong { (title) } ": " span class="throws" { (throws) } " …" }
                }
            }
            p { a class="undo" href=(undo) { (t(lang, msg!("web-along-undo"))) } }
        }
    }
}

/// What the faces' form carries besides the face: its address and the
/// fields the next page reads.
struct FacesForm {
    action: String,
    hidden: Vec<(String, String)>,
}

impl FacesForm {
    /// The form of `variant`'s roll-along with `fields`, and `at`, when
    /// the page was served.
    fn new<'a>(
        variant: Variant,
        fields: impl Iterator<Item = (&'a str, &'a str)>,
        at: u64,
    ) -> FacesForm {
        FacesForm {
            action: format!("/roll/{}/throw", variant.id()),
            hidden: fields
                .map(|(n, v)| (n.to_owned(), v.to_owned()))
                .chain([("at".to_owned(), at.to_string())])
                .collect(),
        }
    }
}

/// The face a double tap pressed again (`?repeat=`), for the page to say
/// it was not taken.
fn repeat_of(given: Option<&str>, dice: Die, lang: Lang) -> Result<Option<Face>, Refusal> {
    let Some(text) = given else {
        return Ok(None);
    };
    let faces = decode_faces(dice, text).map_err(|e| refused(lang, e.text().render(lang)))?;
    Ok(match faces[..] {
        [face] => Some(face),
        _ => None,
    })
}

/// A button per face of `die`, each sending the faces so far and that
/// one: a button, so Space presses it as Enter does; the face pressed last
/// (the first, at the start) has the focus when the page comes, so the
/// keyboard stays on the faces from throw to throw. A coin's button shows
/// the letter the record writes it with.
fn face_buttons(die: Die, faces: &[Face], form: &FacesForm, lang: Lang) -> Markup {
    let ask = match die {
        Die::Coin => t(lang, msg!("along-toss-coin")),
        _ => t(lang, msg!("along-press-face")),
    };
    let focused = faces
        .last()
        .filter(|f| f.die() == die)
        .map_or(1, |f| f.value());
    html! {
        form class="faces" method="get" action=(form.action)
            aria-label=(t_with(lang, msg!("web-along-faces"), &[("die", die_name(die, lang).into())])) {
            @for (name, value) in &form.hidden {
                input type="hidden" name=(name) value=(value);
            }
            p { (ask) }
            ul {
                @for value in 1..=die.sides() {
                    @if let Ok(face) = Face::new(die, value) {
                        @let with: Vec<Face> = faces.iter().copied().chain([face]).collect();
                        li {
                            button class="face" type="submit" name="f" value=(encode_faces(&with))
                                autofocus[value == focused] {
                                (face_name(face, lang))
                                @if die == Die::Coin { " " span class="letter" aria-hidden="true" { "(" (face) ")" } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A die's name in the reader's words: a coin is named, the dice are
/// written as everywhere (d6).
pub fn die_name(die: Die, lang: Lang) -> String {
    match die {
        Die::Coin => t(lang, msg!("web-die-coin")),
        _ => die.to_string(),
    }
}

/// A roll-along's refusal, with the ways on: the variant's roll-along
/// from the start and its page, one throw back where the faces read, and
/// the same address in each language.
fn lost_along(refusal: Refusal, variant: &str, asked: &Along, uri: &Uri, lang: Lang) -> Response {
    let known = variant.parse::<Variant>().ok();
    let faces = asked.f.as_deref().unwrap_or_default();
    // One throw back: the address with its last face taken off, where the
    // variant and faces read (each face is one character).
    let back = known.filter(|_| !faces.is_empty()).map(|_| {
        let kept: String = faces.chars().take(faces.chars().count() - 1).collect();
        let query = other_fields(uri, &["f", "lang", "at", "repeat"]);
        format!("{}?{query}&f={kept}&lang={}", uri.path(), lang.code())
    });
    let own = other_fields(uri, &["lang"]);
    let path = if own.is_empty() {
        uri.path().to_owned()
    } else {
        format!("{}?{own}", uri.path())
    };
    let ways = html! {
        ul class="links" {
            @if let Some(v) = known {
                li { a href={ "/roll/" (v.id()) "?lang=" (lang.code()) } { (t(lang, msg!("web-along-start-again"))) } }
                @if let Some(back) = &back {
                    li { a href=(back) { (t(lang, msg!("web-along-undo"))) } }
                }
                li { a href={ "/v/" (v.id()) "?lang=" (lang.code()) } { (v.spec().name.to_string()) } }
            }
            li { a href={ "/?lang=" (lang.code()) } { (t(lang, msg!("web-home-link"))) } }
        }
        (languages(&path, lang))
    };
    refusal.with_ways(ways)
}

/// The fields of `uri`'s query but `left_out`, as written.
fn other_fields(uri: &Uri, left_out: &[&str]) -> String {
    uri.query()
        .unwrap_or_default()
        .split('&')
        .filter(|part| {
            let name = part.split('=').next().unwrap_or_default();
            !part.is_empty() && !left_out.contains(&name)
        })
        .collect::<Vec<_>>()
        .join("&")
}
