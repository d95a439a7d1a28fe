//! Loading a club's variant file: read it, audit every method exactly, and
//! refuse a method that can end outside the legal set, with a sequence of
//! throws that shows it. What `backrank variants check` prints and what
//! `/variant add` stores both come from here.

use std::ops::ControlFlow;

use backrank_entropy::{Die, Face};

use crate::audit::{self, Audit, AuditError};
use crate::board::Color;
use crate::catalogue::draft::MethodDraft;
use crate::catalogue::file;
use crate::catalogue::{self, MethodSpec, Uniformity};
use crate::i18n::Lang;
use crate::method::explore::explore;
use crate::method::{DeviceRule, Table, Technique, Verdict};
use crate::text::{faces_text, thousands};
use crate::variant::Variant;
use crate::variant::definition::{self, DefinitionError, FileKind};
use crate::variant::registry::{self, Owner, RegistryFull};

/// The most paths the exact audits of one variant file may walk, all its
/// methods and devices together: about two seconds of one core. Every
/// built-in method fits three times over (the largest walks 604,800).
pub const MAX_FILE_AUDIT_PATHS: u64 = 2_000_000;

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

/// Reads and audits a club's variant file for `owner`, and keeps it in
/// this process's table if it passes; the same file read again is found,
/// not audited again. A refused file leaves no variant and no piece
/// behind (see [`registry`]), and its audits stop within
/// [`MAX_FILE_AUDIT_PATHS`].
///
/// # Errors
///
/// [`LoadError`] naming the file, the line and what to fix.
pub fn load(file: &str, text: &str, owner: Owner) -> Result<Variant, LoadError> {
    load_with(file, text, owner, None)
}

/// As [`load`], taking each method's verdict from `judged` (what an
/// earlier [`load`] of the very same text found, by [`verdicts`]) instead
/// of auditing it again. Verdicts that do not fit the file's methods (not
/// one for each) are not used: the file is audited.
///
/// # Errors
///
/// [`LoadError`] naming the file, the line and what to fix.
pub fn load_judged(
    file: &str,
    text: &str,
    owner: Owner,
    judged: &[Uniformity],
) -> Result<Variant, LoadError> {
    load_with(file, text, owner, Some(judged))
}

/// The audit's verdicts on a loaded variant's methods, in their order, for
/// [`load_judged`].
pub fn verdicts(variant: Variant) -> Vec<Uniformity> {
    variant.methods().iter().map(|m| m.uniformity).collect()
}

fn load_with(
    file: &str,
    text: &str,
    owner: Owner,
    judged: Option<&[Uniformity]>,
) -> Result<Variant, LoadError> {
    let definition = definition::parse(file, text, FileKind::File)?;
    // Kept by the whole hash: two files whose short digests collide
    // (8 hex digits can be forced) stay two variants.
    let key = definition.fingerprint.clone().unwrap_or_default();
    if let Some(known) = registry::lookup(&key) {
        return Ok(known);
    }
    let pending = registry::reserve(owner, definition.build(), forget)?;
    let variant = pending.variant();
    let legal = variant.legal_positions();
    if legal > definition::MAX_LEGAL_POSITIONS {
        return Err(LoadError::Definition(DefinitionError {
            file: definition.file.clone(),
            line: definition.row_line,
            key: "row".to_owned(),
            message: format!(
                "the rules leave {} legal positions; Backrank audits files with up to {}: add a \
                 rule, or use more identical pieces or fewer squares",
                thousands(legal, Lang::En),
                thousands(definition::MAX_LEGAL_POSITIONS, Lang::En)
            ),
        }));
    }
    let drafts = file::read(&definition, variant)?;
    let judged = judged.filter(|j| j.len() == drafts.len());
    let mut paths_left = MAX_FILE_AUDIT_PATHS;
    let mut methods = Vec::new();
    for (i, draft) in drafts.iter().enumerate() {
        let verdict = match judged {
            Some(j) => j[i],
            None => judge(&definition.file, variant, draft, &mut paths_left)?,
        };
        methods.push(draft.build(verdict));
    }
    catalogue::register(variant, methods);
    let kept = pending.admit(&key, owner)?;
    definition.fairies.admit();
    Ok(kept)
}

/// What a refused file's check left under its handle.
fn forget(variant: Variant) {
    audit::forget(variant);
    catalogue::forget(variant);
}

/// [`load`], then every method audited with a d6 and with a coin; a file
/// being accepted also needs a name that shows as itself
/// ([`definition::Definition::check_shown_text`]).
///
/// # Errors
///
/// As [`load`].
pub fn check(file: &str, text: &str, owner: Owner) -> Result<Report, LoadError> {
    // A file being accepted must also have words that show as themselves.
    definition::parse(file, text, FileKind::File)?.check_shown_text()?;
    report(file, load(file, text, owner)?)
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
/// Its walks (with a d6, and with a coin where the tree differs) are
/// taken from the file's budget, `paths_left`.
fn judge(
    file: &str,
    variant: Variant,
    draft: &MethodDraft,
    paths_left: &mut u64,
) -> Result<Uniformity, LoadError> {
    let spec = draft.build(Uniformity::Uniform);
    let refuse = |reason: String| LoadError::Method {
        file: file.to_owned(),
        line: draft.line,
        method: spec.method.id().to_owned(),
        reason,
    };
    let alone = *paths_left == MAX_FILE_AUDIT_PATHS;
    // Kept: `check` audits the registered method next, and finds these
    // walks (the coin's is the d6's unless the tree depends on the device).
    let audit = audit::audit_within(variant, &spec, Die::D6, paths_left)
        .and_then(|a| audit::audit_within(variant, &spec, Die::Coin, paths_left).map(|_| a));
    let audit = match audit {
        Ok(a) => a,
        Err(AuditError::NeverFinishes { .. }) => {
            return Err(refuse(
                "never finishes: every way through it starts over".to_owned(),
            ));
        }
        Err(AuditError::TooBig { .. }) => return Err(refuse(too_big(&spec, alone))),
        Err(e) => {
            return Err(refuse(format!(
                "cannot be followed on every throw ({e}); for example after the throws {}",
                example(variant, &spec, Example::Stuck).unwrap_or_else(|| "…".to_owned())
            )));
        }
    };
    // A method that reaches exactly the legal set ends on no other row:
    // only otherwise is there an example to look for (another walk).
    if !audit.whole_set
        && let Some(throws) = example(variant, &spec, Example::Illegal)
    {
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

/// Why a method is too big to audit (`alone`, or with the file's methods
/// before it), and what to change.
fn too_big(spec: &MethodSpec, alone: bool) -> String {
    let cure = if spec.method == crate::catalogue::Method::Placement {
        "Backrank's own placement method throws for every piece the rules leave free, one at a \
         time: use a shorter row, or rules that fix more of it (king-between-rooks places three \
         pieces at once)"
    } else {
        "place fewer pieces by single throws (rook-king-rook places three at once, fill the \
         last ones), use a shorter row, or drop a method"
    };
    let with = if alone {
        ""
    } else {
        "together with the methods before it, "
    };
    format!(
        "has too many ways through it to audit exactly: {with}more than {} sequences of \
         choices, Backrank's bound for one file (about two seconds of work); {cure}",
        thousands(MAX_FILE_AUDIT_PATHS, Lang::En)
    )
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
                (Example::Stuck, Err(crate::method::Stop::Bug(_))) => true,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A name that would not show as itself is refused where a file is
    /// accepted, and still loads where a file kept before is read again
    /// (its rolls and events go on working).
    #[test]
    fn a_hidden_name_is_refused_on_check_and_kept_files_still_load() {
        let text = BASE.replace("Unit Random", "Unit_Random #2");
        let e = check("unit.toml", &text, Owner::Operator).unwrap_err();
        let said = e.to_string();
        assert!(
            said.starts_with("unit.toml:2: name: the text may not hold `` _ ``"),
            "{said}"
        );
        assert!(load("unit.toml", &text, Owner::Operator).is_ok());
    }

    /// The summary, a method's name and summary and a piece's name reach
    /// Discord as the name does, and are held to the same rule, each
    /// error naming its line and key.
    #[test]
    fn every_shown_text_of_a_file_is_held_to_the_names_rule() {
        for (replace, by, said) in [
            (
                "summary = \"bishops apart",
                "summary = \"**bishops** apart",
                "unit.toml:12: summary: the text may not hold `` * ``",
            ),
            (
                "name = \"Our dice\"",
                "name = \"Our [dice](http://x)\"",
                "unit.toml:20: methods.dice.name: the text may not hold `` [ ``",
            ),
            (
                "summary = \"bishops, the jester",
                "summary = \"bishops,\u{202E} the jester",
                "unit.toml:21: methods.dice.summary: the text may not hold an invisible character (U+202E)",
            ),
            (
                "name = \"jester\"",
                "name = \"jes\u{200B}ter\"",
                "unit.toml:15: pieces.J.name: the text may not hold an invisible character (U+200B)",
            ),
        ] {
            let text = with(replace, by);
            let e = check("unit.toml", &text, Owner::Operator).unwrap_err();
            let e = e.to_string();
            assert!(e.starts_with(said), "{by}: {e}");
            assert!(load("unit.toml", &text, Owner::Operator).is_ok(), "{by}");
        }
        assert!(check("unit.toml", BASE, Owner::Operator).is_ok());
    }

    /// A file using every key a club's file may use, one per line (the
    /// line numbers below count on it).
    const BASE: &str = r#"id = "unit-random"
name = "Unit Random"
aliases = ["unit"]
files = 6
ranks = 6
row = "RBJKBR"
pawns = true
black = "mirror"
castling = true
rules = ["bishops-opposite-colours", "king-between-rooks"]
first_square = "a1"
summary = "bishops apart, the king between the rooks"

[pieces.J]
name = "jester"
looks = ["N"]

[[methods]]
id = "dice"
name = "Our dice"
summary = "bishops, the jester, then rook-king-rook"
technique = "published"
steps = ["bishops-opposite-colours", "J", "rook-king-rook"]
"#;

    /// A file with the twelve-square row from the issue that found the
    /// audit unbounded: every method throws for one piece at a time.
    fn twelve_squares(steps: &str) -> String {
        format!(
            "id = \"hostile\"\nname = \"Hostile\"\nfiles = 12\nranks = 8\nrow = \
             \"RRKNNNNAAAAC\"\nrules = [\"king-between-rooks\", \"no-unprotected-pawn\"]\n\
             {steps}"
        )
    }

    fn with(replace: &str, by: &str) -> String {
        assert!(BASE.contains(replace), "{replace}");
        BASE.replacen(replace, by, 1)
    }

    #[test]
    fn every_key_of_a_club_file_takes_effect() {
        let v = load("unit.toml", BASE, Owner::Operator).unwrap();
        let spec = v.spec();
        assert_eq!(
            (spec.id.as_str(), spec.name.as_str()),
            ("unit-random", "Unit Random")
        );
        assert_eq!(crate::variant::find("unit", &[v]), Ok(v));
        assert_eq!((spec.files, spec.ranks), (6, 6));
        let row: String = spec.standard.iter().map(|r| r.char()).collect();
        assert_eq!(row, "RBJKBR");
        assert_eq!(spec.pawn_rank, Some(1), "pawns on the second rank (from 0)");
        assert!(spec.castling);
        assert_eq!(spec.rules.len(), 2);
        assert_eq!(spec.summary, "bishops apart, the king between the rooks");
        assert_eq!(spec.row_rank, 0, "first_square a1: the first rank");
        // 6!/(2! 2!) arrangements; bishops apart and the king between the
        // rooks leave 3 × 3 (bishops) × 4 (J) × 1 (R K R): 36.
        assert_eq!(v.legal_positions(), 36);
        let ids: Vec<&str> = v.methods().iter().map(|m| m.method.id()).collect();
        assert_eq!(
            ids,
            ["placement", "dice", "number"],
            "the derived one is the default"
        );
        let dice = &v.methods()[1];
        assert_eq!(
            dice.reference, "Our dice",
            "shown beside the method, as a source is"
        );
        assert_eq!(dice.summary, "bishops, the jester, then rook-king-rook");
        assert_eq!(dice.technique, crate::method::Technique::Published);
        let jester = spec.standard.iter().find(|r| r.char() == 'J').unwrap();
        assert_eq!(jester.name(), "jester");
    }

    #[test]
    fn every_error_names_its_line_and_key() {
        let twelve = "RBBQKRNMJWXY";
        let fairies = "\n[pieces.W]\nname = \"w\"\nlooks = [\"K\"]\n[pieces.X]\nname = \"x\"\n\
                       looks = [\"K\"]\n[pieces.Y]\nname = \"y\"\nlooks = [\"K\"]\n";
        let many_methods = (0..8).fold(BASE.to_owned(), |text, n| {
            text + &format!("\n[[methods]]\nid = \"m{n}\"\nsteps = [\"bishops-opposite-colours\", \"J\", \"rook-king-rook\"]\n")
        });
        let cases: Vec<(String, &str, &str)> = vec![
            (
                with("\"unit-random\"", "\"Unit\""),
                "1: id: ",
                "is not an id",
            ),
            (
                with("\"unit-random\"", "\"chess960\""),
                "1: id: ",
                "names a built-in variant",
            ),
            (
                with("\"Unit Random\"", "\"\""),
                "2: name: ",
                "1 to 60 characters",
            ),
            (
                with(
                    "[\"unit\"]",
                    "[\"a1\",\"a2\",\"a3\",\"a4\",\"a5\",\"a6\",\"a7\",\"a8\",\"a9\"]",
                ),
                "3: aliases: ",
                "at most 8 aliases",
            ),
            (
                with("[\"unit\"]", "[\"U nit\"]"),
                "3: aliases: ",
                "is not an id",
            ),
            (
                with("files = 6", "files = 13"),
                "4: files: ",
                "a board has 6 to 12 files",
            ),
            (
                with("ranks = 6", "ranks = 5"),
                "5: ranks: ",
                "a board has 6 to 12 ranks",
            ),
            (
                with("\"RBJKBR\"", "\"RBZKBR\""),
                "6: row: ",
                "'Z' is not a piece",
            ),
            (with("\"RBJKBR\"", "\"K\""), "6: row: ", "a row has 2 to 12"),
            (with("\"a1\"", "\"c1\""), "6: row: ", "only 4 files from c1"),
            (
                with("\"a1\"", "\"z9\""),
                "11: first_square: ",
                "is not a square of the board",
            ),
            (
                with("\"a1\"", "\"a3\""),
                "11: first_square: ",
                "leaves no room between the armies",
            ),
            (
                with("pawns = true", "pawns = 1"),
                "7: pawns: ",
                "invalid type",
            ),
            (
                with("\"mirror\"", "\"sideways\""),
                "8: black: ",
                "is not a way to set Black",
            ),
            (
                with("\"king-between-rooks\"]", "\"queens-apart\"]"),
                "10: rules: ",
                "unknown rule 'queens-apart'",
            ),
            (
                with("\"king-between-rooks\"]", "\"bishops-opposite-colours\"]"),
                "10: rules: ",
                "bishops-opposite-colours is listed twice",
            ),
            (
                with(
                    "\"king-between-rooks\"]",
                    "\"king-between-rooks\", \"queen-archbishop-opposite-colours\"]",
                ),
                "10: rules: ",
                "queen-archbishop-opposite-colours: ",
            ),
            (
                with(", \"king-between-rooks\"]", "]"),
                "9: castling: ",
                "castling rights need the rule king-between-rooks",
            ),
            (
                with("pawns = true", "pawns = true\ncolour = \"red\""),
                "8: colour: ",
                "unknown field `colour`",
            ),
            (
                with("pawns = true", "pawns = true\nhalves = 2"),
                "8: halves: ",
                "only Backrank's own variants use this key",
            ),
            (
                with("name = \"Unit Random\"\n", ""),
                "1: (file): ",
                "missing field `name`",
            ),
            (
                with("looks = [\"N\"]\n", ""),
                "14: pieces.J: ",
                "missing field `looks`",
            ),
            (
                with("[pieces.J]", "[pieces.JJ]"),
                "14: pieces.JJ: ",
                "is not one letter",
            ),
            (
                with("\"jester\"", "\"\""),
                "15: pieces.J.name: ",
                "1 to 30 characters",
            ),
            (
                with("[\"N\"]", "[\"Z\"]"),
                "16: pieces.J.looks: ",
                "is not a piece to draw it as",
            ),
            (
                with("[\"N\"]", "[\"B\", \"N\", \"R\"]"),
                "16: pieces.J.looks: ",
                "draw it as one piece, or two fused",
            ),
            (
                with("\"RBJKBR\"", "\"RBNKBR\""),
                "6: row: ",
                "is defined but not in the row",
            ),
            (
                with("\"RBJKBR\"", &format!("\"{twelve}\"")).replace("files = 6", "files = 12")
                    + fairies,
                "6: row: ",
                "can be arranged 119,750,400 ways",
            ),
            (many_methods, "", "at most 8 methods"),
            (
                BASE.to_owned()
                    + "\n[[methods]]\nid = \"dice\"\nsteps = [\"bishops-opposite-colours\", \"J\", \"rook-king-rook\"]\n",
                "26: methods[1].id: ",
                "two methods are called 'dice'",
            ),
            (
                with("id = \"dice\"", "id = \"placement\""),
                "19: methods[0].id: ",
                "makes the 'placement' method",
            ),
            (
                with("id = \"dice\"", "id = \"Dice!\""),
                "19: methods[0].id: ",
                "is not a method id",
            ),
            (
                with("\"published\"", "\"lucky\""),
                "22: methods[0].technique: ",
                "is not a technique",
            ),
            (
                with(
                    "steps = [\"bishops-opposite-colours\", \"J\", \"rook-king-rook\"]\n",
                    "",
                ),
                "18: methods[0].steps: ",
                "a method lists its steps",
            ),
            (
                with("technique = \"published\"", "procedure = \"korean\""),
                "22: methods[0].procedure: ",
                "only Backrank's own variants use this key",
            ),
            (
                with(
                    "\"J\", \"rook",
                    &format!("{}\"J\", \"rook", "\"fill\", ".repeat(48)),
                ),
                "23: methods[0].steps: ",
                "at most 48 steps",
            ),
            (
                with("\"J\", \"rook", "\"shuffle\", \"J\", \"rook"),
                "23: methods[0].steps: ",
                "step 'shuffle'",
            ),
            (
                with(", \"rook-king-rook\"]", "]"),
                "23: methods[0].steps: ",
                "the steps leave",
            ),
            (
                with("\"J\", \"rook-king-rook\"", "\"fill\""),
                "23: methods[0].steps: ",
                "step 'fill'",
            ),
            (
                with("\"bishops-opposite-colours\", \"J\"", "\"B\", \"B\", \"J\""),
                "18: methods: ",
                "can end on a row outside the legal set",
            ),
            (with("files = 6", "files = = 6"), "4: files: ", "extra `=`"),
            (with("files = 6", "files 6"), "4: (syntax): ", "expected"),
            (
                "#".repeat(definition::MAX_FILE_BYTES + 1),
                "1: (file): ",
                "a variant file is at most",
            ),
        ];
        for (text, at, message) in cases {
            let e = load("unit.toml", &text, Owner::Operator)
                .unwrap_err()
                .to_string();
            assert!(
                e.starts_with(&format!("unit.toml:{at}")) && e.contains(message),
                "wanted unit.toml:{at}…{message}, got: {e}"
            );
        }
    }

    #[test]
    fn a_method_too_big_to_audit_is_refused_by_name_within_the_bound() {
        // Placement alone throws for nine free pieces on 12, 11, … 4 empty
        // squares: 79.8 million paths, minutes of work unbounded.
        let e = load("h.toml", &twelve_squares(""), Owner::Operator)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("h.toml:1: methods: the method 'placement' has too many ways")
                && e.contains("more than 2,000,000 sequences")
                && e.contains("use a shorter row"),
            "{e}"
        );
        // On ten squares placement fits, and the club's own method, which
        // also throws for the rooks and the king, takes the rest.
        let ten = twelve_squares("")
            .replace("files = 12", "files = 10")
            .replace("RRKNNNNAAAAC", "RRKNNNAAAC")
            + "[[methods]]\nid = \"slow\"\nsteps = [\"R\", \"R\", \"K\", \"N\", \"N\", \"N\", \
               \"A\", \"A\", \"A\", \"C\", \"start-over-unless-legal\"]\n";
        let e = load("h.toml", &ten, Owner::Operator)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("h.toml:7: methods: the method 'slow' has too many ways")
                && e.contains("together with the methods before it")
                && e.contains("rook-king-rook places three at once"),
            "{e}"
        );
    }

    /// `BASE` made a different file by its name, with `fairies` pieces of
    /// its own (named after `n`), and a method that can end on an illegal
    /// row unless `legal`.
    fn numbered(n: usize, fairies: usize, legal: bool) -> String {
        let letters: Vec<char> = ('S'..='Z').take(fairies).collect();
        let row: String = "RBJKBR".chars().chain(letters.iter().copied()).collect();
        let mut text = with("\"RBJKBR\"", &format!("\"{row}\""))
            .replace("files = 6", &format!("files = {}", row.len()))
            .replace("Unit Random", &format!("Unit Random {n}"));
        if !legal {
            text = text.replace("\"bishops-opposite-colours\", \"J\"", "\"B\", \"B\", \"J\"");
        }
        let fill = "\"J\", \"rook-king-rook\"";
        let placed: String = letters.iter().map(|c| format!("\"{c}\", ")).collect();
        text = text.replace(fill, &format!("{placed}{fill}"));
        for c in letters {
            text += &format!("\n[pieces.{c}]\nname = \"piece {n} {c}\"\nlooks = [\"N\"]\n");
        }
        text
    }

    #[test]
    fn refused_files_leave_no_variant_and_no_piece_behind() {
        use crate::board::fairy;
        // A server of this test's own: the registry is the process's, and
        // other tests (the console's) add files for theirs meanwhile.
        let server = Owner::Server(0x5eed_0001);
        let pieces = fairy::occupancy();
        // More refused files than the table has places, each with a piece
        // of its own: before, the 2,049th file was refused for a full
        // table whatever it held.
        for n in 0..registry::MAX_CUSTOM_VARIANTS + 16 {
            let e = load("bad.toml", &numbered(n, 1, false), server)
                .unwrap_err()
                .to_string();
            assert!(e.contains("can end on a row outside the legal set"), "{e}");
        }
        assert_eq!(registry::admitted_by(server), 0);
        // Other tests read pieces meanwhile: a few, not thousands.
        assert!(
            fairy::occupancy() < pieces + 100,
            "{pieces} → {} pieces",
            fairy::occupancy()
        );
        // Likely in a slot a refused file used: nothing of theirs is left
        // in it, neither methods nor the audits' kept walks.
        let v = load("good.toml", &numbered(1, 1, true), server).unwrap();
        assert_eq!(v.methods().len(), 3);
        assert_eq!(v.spec().standard.len(), 7);
        for m in v.methods() {
            let kept = audit::audit(v, m, Die::D6).unwrap();
            let fresh = audit::audit_uncached(v, m, Die::D6).unwrap();
            assert_eq!(kept, fresh, "{}", m.method);
            assert!(kept.whole_set, "{}", m.method);
        }
    }

    #[test]
    fn one_server_cannot_fill_the_table_for_the_others() {
        let server = Owner::Server(u64::MAX);
        for n in 0..registry::MAX_PER_OWNER {
            load("ok.toml", &numbered(10_000 + n, 0, true), server).unwrap();
        }
        let e = load("ok.toml", &numbered(20_000, 0, true), server).unwrap_err();
        assert_eq!(e, LoadError::Full(RegistryFull::Owner));
        assert!(
            e.to_string()
                .contains("this server has added 64 different variant files")
        );
        // The same files again cost nothing new, and other servers (and
        // the operator) still add theirs.
        load("ok.toml", &numbered(10_000, 0, true), server).unwrap();
        load("ok.toml", &numbered(20_000, 0, true), Owner::Server(7)).unwrap();
        load("ok.toml", &numbered(20_001, 0, true), Owner::Operator).unwrap();
    }
}
