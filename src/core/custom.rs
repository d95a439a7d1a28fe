//! Loading a club's variant file: read it, audit every method exactly, and
//! refuse a method that can end outside the legal set, with a sequence of
//! throws that shows it. What `backrank variants check` prints and what
//! `/variant add` stores both come from here.

use std::ops::ControlFlow;

use backrank_entropy::{Die, Face};

use crate::core::audit::{self, Audit, AuditError};
use crate::core::board::Color;
use crate::core::catalogue::file::{self, MethodDraft};
use crate::core::catalogue::{self, MethodSpec, Uniformity};
use crate::core::method::explore::explore;
use crate::core::method::{DeviceRule, Table, Technique, Verdict};
use crate::core::text::faces_text;
use crate::core::variant::Variant;
use crate::core::variant::definition::{self, DefinitionError, Origin};
use crate::core::variant::registry::{self, RegistryFull};

/// Why a variant file was not loaded. Nothing is changed by one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error(transparent)]
    Definition(#[from] DefinitionError),
    /// A method can end on a row outside the legal set, or cannot finish.
    #[error("{file}:{line}: methods: the method '{method}' {reason}")]
    Method {
        file: String,
        line: usize,
        method: String,
        reason: String,
    },
    #[error(transparent)]
    Full(#[from] RegistryFull),
}

/// One method's audits: with a d6, and with a coin.
#[derive(Clone, Debug)]
pub struct MethodAudit {
    pub spec: &'static MethodSpec,
    pub d6: Audit,
    pub coin: Audit,
}

/// What `variants check` reports.
#[derive(Clone, Debug)]
pub struct Report {
    pub variant: Variant,
    pub legal_positions: u64,
    pub methods: Vec<MethodAudit>,
}

/// Reads, audits and interns a club's variant file; the same file read
/// again is found, not audited again.
///
/// # Errors
///
/// [`LoadError`] naming the file, the line and what to fix.
pub fn load(file: &str, text: &str) -> Result<Variant, LoadError> {
    let definition = definition::parse(file, text, Origin::File)?;
    // Interned by the whole hash: two files whose short digests collide
    // (8 hex digits can be forced) stay two variants.
    let key = definition.fingerprint.clone().unwrap_or_default();
    let variant = registry::intern(&key, |v| definition.build(v))?;
    if !variant.methods().is_empty() {
        return Ok(variant);
    }
    let drafts = file::read(&definition, variant)?;
    let mut methods = Vec::new();
    for draft in &drafts {
        let verdict = judge(&definition.file, variant, draft)?;
        methods.push(draft.build(verdict));
    }
    catalogue::register(variant, methods);
    Ok(variant)
}

/// [`load`], then every method audited with a d6 and with a coin.
///
/// # Errors
///
/// As [`load`].
pub fn check(file: &str, text: &str) -> Result<Report, LoadError> {
    report(file, load(file, text)?)
}

/// Every method of a loaded variant audited with a d6 and with a coin (the
/// walks are kept, so a variant audited before costs little).
///
/// # Errors
///
/// [`LoadError::Method`] when an audit fails (a file loads only when its
/// audits pass, so not for a loaded file's).
pub fn report(file: &str, variant: Variant) -> Result<Report, LoadError> {
    let mut methods = Vec::new();
    for spec in variant.methods() {
        let audit_with = |die| {
            audit::audit(variant, spec, die).map_err(|e| LoadError::Method {
                file: file.to_owned(),
                line: 1,
                method: spec.method.id().to_owned(),
                reason: e.to_string(),
            })
        };
        methods.push(MethodAudit {
            spec,
            d6: audit_with(Die::D6)?,
            coin: audit_with(Die::Coin)?,
        });
    }
    Ok(Report {
        variant,
        legal_positions: variant.legal_positions(),
        methods,
    })
}

/// The audit's verdict on one method: uniform or its ratio, or refused.
fn judge(file: &str, variant: Variant, draft: &MethodDraft) -> Result<Uniformity, LoadError> {
    let spec = draft.build(Uniformity::Uniform);
    let refuse = |reason: String| LoadError::Method {
        file: file.to_owned(),
        line: draft.line,
        method: spec.method.id().to_owned(),
        reason,
    };
    let audit = match audit::audit_uncached(variant, &spec, Die::D6) {
        Ok(a) => a,
        Err(AuditError::NeverFinishes { .. }) => {
            return Err(refuse(
                "never finishes: every way through it starts over".to_owned(),
            ));
        }
        Err(e) => {
            return Err(refuse(format!(
                "cannot be followed on every throw ({e}); for example after the throws {}",
                example(variant, &spec, Example::Stuck).unwrap_or_else(|| "…".to_owned())
            )));
        }
    };
    if let Some(throws) = example(variant, &spec, Example::Illegal) {
        return Err(refuse(format!(
            "can end on a row outside the legal set, for example with a d6 throwing {throws}: \
             add the steps the rules need (bishops-opposite-colours, rook-king-rook), or end \
             with start-over-unless-legal"
        )));
    }
    if audit.uniform {
        Ok(Uniformity::Uniform)
    } else {
        let ratio = audit.max_min_ratio;
        Ok(Uniformity::NotUniform(
            u32::try_from(*ratio.numer()).unwrap_or(u32::MAX),
            u32::try_from(*ratio.denom()).unwrap_or(u32::MAX),
        ))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Example {
    /// A path that ends on a row outside the legal set.
    Illegal,
    /// A path on which the procedure cannot go on.
    Stuck,
}

/// The choices (and their option counts and technique) of the first path
/// of the method's tree that ends as `wanted`.
fn first_path(
    variant: Variant,
    spec: &MethodSpec,
    wanted: Example,
) -> Option<Vec<(u32, u32, Technique)>> {
    let geo = variant.side_geometry(Color::White);
    let mut found = None;
    explore(
        Die::D6,
        |ch| {
            let mut t = Table::new(variant, &geo, spec.technique);
            spec.procedure.run(&mut t, ch)?;
            Ok(t.check().is_ok())
        },
        |path, result| {
            let hit = match (wanted, result) {
                (Example::Illegal, Ok(legal)) => !legal,
                (Example::Stuck, Err(crate::core::method::Stop::Bug(_))) => true,
                _ => false,
            };
            if hit {
                found = Some(
                    path.choices()
                        .iter()
                        .zip(path.asks())
                        .map(|(&c, &(k, t))| (c, k, t))
                        .collect(),
                );
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        },
    );
    found
}

/// The d6 throws that make the first such path's choices, as a person
/// would throw them.
fn example(variant: Variant, spec: &MethodSpec, wanted: Example) -> Option<String> {
    let choices = first_path(variant, spec, wanted)?;
    let mut faces = Vec::new();
    for (choice, k, technique) in choices {
        faces.extend(throws_for(DeviceRule::new(Die::D6, k, technique), choice)?);
    }
    Some(faces_text(&faces))
}

/// The fewest throws of one attempt that the rule reads as `choice`.
fn throws_for(rule: DeviceRule, choice: u32) -> Option<Vec<Face>> {
    let n = rule.throws_per_attempt();
    let sides = u64::from(Die::D6.sides());
    (0..sides.pow(n)).find_map(|i| {
        let faces: Vec<Face> = (0..n)
            .rev()
            .map(|d| Face::new(Die::D6, (i / sides.pow(d) % sides) as u8 + 1))
            .collect::<Result<_, _>>()
            .ok()?;
        (rule.judge(&faces) == Verdict::Accept(choice)).then_some(faces)
    })
}
