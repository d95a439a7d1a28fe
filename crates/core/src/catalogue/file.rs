//! A variant file's `[[methods]]`, read against the variant they belong to:
//! the methods as listed, and for a club's file the `placement` and
//! `number` methods Backrank works out itself.

use toml::Spanned;

use crate::catalogue::draft::MethodDraft;
use crate::catalogue::{Method, Uniformity, derive, steps};
use crate::method::{Procedure, Technique};
use crate::variant::Variant;
use crate::variant::definition::{
    Definition, DefinitionError, FileKind, Locator, RawMethod, is_id,
};

/// The methods of `variant`, read from its file `definition`, the default
/// first.
///
/// # Errors
///
/// The first [`DefinitionError`], with its line and key.
pub fn read(
    definition: &Definition,
    variant: Variant,
) -> Result<Vec<MethodDraft>, DefinitionError> {
    let at = definition.locator();
    let spec = variant.spec();
    let shape = steps::Shape {
        standard: &spec.standard,
    };
    let mut out = Vec::new();
    if definition.origin == FileKind::File {
        out.push(derive::placement(&spec.standard, &spec.rules));
    }
    // A file's own methods get the letters p and n leave free.
    let letters = "abdefghijklm".chars();
    for (i, (m, letter)) in definition.raw_methods.iter().zip(letters).enumerate() {
        let draft = method(&at, definition.origin, i, m, &shape, letter)?;
        if out
            .iter()
            .any(|d: &MethodDraft| d.method.id() == draft.method.id())
        {
            return Err(at.at(
                m.get_ref().id.span(),
                &format!("methods[{i}].id"),
                format!("two methods are called '{}'", draft.method.id()),
            ));
        }
        out.push(draft);
    }
    if definition.origin == FileKind::File {
        out.push(derive::number());
    }
    Ok(out)
}

fn method(
    at: &Locator<'_>,
    origin: FileKind,
    i: usize,
    m: &Spanned<RawMethod>,
    shape: &steps::Shape<'_>,
    letter: char,
) -> Result<MethodDraft, DefinitionError> {
    let key = |k: &str| format!("methods[{i}].{k}");
    let raw = m.get_ref();
    let id = method_id(at, &raw.id, &key("id"))?;
    let builtin = Method::ALL.into_iter().find(|b| b.id() == id);
    let method = match (origin, builtin) {
        (FileKind::Builtin, Some(b)) => b,
        (FileKind::File, _) if id == "placement" || id == "number" => {
            return Err(at.at(
                raw.id.span(),
                &key("id"),
                format!(
                    "Backrank makes the '{id}' method of every file itself; call yours something \
                     else"
                ),
            ));
        }
        // Leaked like the variant it belongs to (see variant::registry):
        // a method's id is handed out as `&'static str`.
        _ => Method::Custom(Box::leak(id.clone().into_boxed_str())),
    };
    let technique = technique(at, raw, &key("technique"))?;
    let procedure = procedure(at, m, shape, &key("steps"), &key("procedure"))?;
    let summary = match (&raw.summary, &procedure) {
        (Some(s), _) => s.get_ref().trim().to_owned(),
        (None, Procedure::Steps(steps)) => derive::method_summary(steps),
        (None, Procedure::Code(_)) if method == Method::Number => derive::NUMBER_SUMMARY.to_owned(),
        (None, Procedure::Code(_)) => String::new(),
    };
    let declared =
        match &raw.uniformity {
            Some(u) => Some(parse_uniformity(u.get_ref()).ok_or_else(|| {
                at.at(u.span(), &key("uniformity"), "uniform, or a ratio like 3/2")
            })?),
            None => None,
        };
    let reference = raw
        .reference
        .as_ref()
        .or(raw.name.as_ref())
        .map_or_else(|| id.clone(), |r| r.get_ref().trim().to_owned());
    // A built-in file's words are Backrank's, with a message in every
    // language; a club's stay as its file writes them.
    let reference_msg = match origin {
        FileKind::Builtin => super::reference::message(&reference),
        FileKind::File => None,
    };
    Ok(MethodDraft {
        reference_msg,
        code: match method {
            Method::Custom(_) => letter,
            builtin => builtin.letter(),
        },
        method,
        reference,
        summary,
        technique,
        procedure,
        declared,
        line: at.line(m.span().start),
    })
}

/// A method's id: as a variant's, 2 to 32 lowercase letters, digits, `-`.
fn method_id(
    at: &Locator<'_>,
    raw: &Spanned<String>,
    key: &str,
) -> Result<String, DefinitionError> {
    let id = raw.get_ref();
    let ok = is_id(id) && id.starts_with(|c: char| c.is_ascii_lowercase());
    if ok {
        Ok(id.clone())
    } else {
        Err(at.at(
            raw.span(),
            key,
            format!(
                "'{}' is not a method id: use 2 to 32 lowercase letters, digits and '-', starting \
                 with a letter (like \"dice\")",
                id.chars().take(40).collect::<String>()
            ),
        ))
    }
}

fn parse_uniformity(text: &str) -> Option<Uniformity> {
    if text == "uniform" {
        return Some(Uniformity::Uniform);
    }
    let (a, b) = text.split_once('/')?;
    Some(Uniformity::NotUniform(
        a.trim().parse().ok()?,
        b.trim().parse().ok()?,
    ))
}

fn technique(at: &Locator<'_>, raw: &RawMethod, key: &str) -> Result<Technique, DefinitionError> {
    match raw.technique.as_ref().map(|t| t.get_ref().as_str()) {
        None | Some("efficient") => Ok(Technique::Efficient),
        Some("published") => Ok(Technique::Published),
        Some(other) => {
            let span = raw
                .technique
                .as_ref()
                .map(Spanned::span)
                .unwrap_or_default();
            Err(at.at(
                span,
                key,
                format!(
                    "'{}' is not a technique: use efficient (the fewest throws) or published \
                     (the die read as the author wrote)",
                    other.chars().take(20).collect::<String>()
                ),
            ))
        }
    }
}

fn procedure(
    at: &Locator<'_>,
    m: &Spanned<RawMethod>,
    shape: &steps::Shape<'_>,
    steps_key: &str,
    procedure_key: &str,
) -> Result<Procedure, DefinitionError> {
    let raw = m.get_ref();
    match (&raw.steps, &raw.procedure) {
        (Some(list), None) => Ok(Procedure::Steps(steps::read(at, steps_key, list, shape)?)),
        (None, Some(p)) if p.get_ref() == "number" => {
            Ok(Procedure::Code(crate::catalogue::number::procedure))
        }
        (None, Some(p)) => Ok(Procedure::Code(
            crate::procedures::builtin(p.get_ref())
                .ok_or_else(|| at.at(p.span(), procedure_key, "unknown procedure"))?,
        )),
        _ => Err(at.at(
            m.span(),
            steps_key,
            "a method lists its steps: steps = [\"bishops-opposite-colours\", \"Q\", …]",
        )),
    }
}
