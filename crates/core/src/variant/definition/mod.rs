//! Reading a variant file: TOML in, a checked [`Definition`] out, or a
//! [`DefinitionError`] naming the file, the line and the key.
//!
//! ```toml
//! id = "janus-random"
//! name = "Janus Random"
//! files = 10
//! ranks = 8
//! row = "RNJBQKBJNR"
//! rules = ["bishops-opposite-colours", "king-between-rooks"]
//!
//! [pieces.J]
//! name = "janus"
//! looks = ["B", "N"]
//! ```
//!
//! The built-in variants are files in the same format (`builtin/`), which
//! may also use a few keys for what only Backrank's own variants need
//! (Janggi's board and letters, fixed pieces, code procedures); a club's
//! file that uses them is told so.

mod error;
mod pieces;
mod raw;

use std::collections::BTreeMap;

use sha2::{Digest, Sha256};

use crate::board::fairy::FairyHolds;
use crate::board::{Role, Square};
use crate::i18n::Lang;
use crate::names;
use crate::text::thousands;
use crate::variant::{BlackSetup, BoardKind, Numbering, Rule, Variant, VariantSpec};
pub use error::{DefinitionError, Locator};
use pieces::Letters;
use raw::RawFile;
pub use raw::RawMethod;

/// The largest variant file read, in bytes.
pub const MAX_FILE_BYTES: usize = 16 * 1024;
/// The smallest and largest boards, in files and in ranks.
pub const MIN_BOARD: u8 = 6;
pub const MAX_BOARD: u8 = 12;
/// The most distinct arrangements of a row's pieces: the legal set is
/// counted by brute force over them, and every method audited exactly.
pub const MAX_ARRANGEMENTS: u64 = 500_000;
/// The most legal positions a club's file may have: every method's tree is
/// walked exactly when the file is read, and the walk grows with the legal
/// set (at this size `variants check` takes about 5 s in a release build).
/// Only files are held to it: the built-ins' trees are known and walked in
/// the test suite.
pub const MAX_LEGAL_POSITIONS: u64 = 100_000;
/// The most methods and steps a file may list.
pub const MAX_METHODS: usize = 8;
pub const MAX_STEPS: usize = 48;
/// How many hex digits of the SHA-256 a replay code carries.
pub const DIGEST_LEN: usize = 8;

/// Whose file it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// One of Backrank's own, compiled in.
    Builtin,
    /// A club's.
    File,
}

/// A variant file read and checked: the variant's [`VariantSpec`], and what
/// only the file's reader and checker need. Its `[[methods]]` are kept as
/// read, for the catalogue to read against the variant.
#[derive(Clone, Debug)]
pub struct Definition {
    pub file: String,
    pub origin: FileKind,
    /// The file's text, for the lines of what the methods' reader finds.
    pub text: String,
    pub raw_methods: Vec<toml::Spanned<RawMethod>>,
    /// What the file says about the variant, as every roll reads it.
    pub spec: VariantSpec,
    /// A variant file's whole SHA-256 (hex): what tells two files apart
    /// where the short digest could collide, by chance or by design.
    pub fingerprint: Option<String>,
    /// The distinct arrangements of the row's pieces.
    pub arrangements: u64,
    /// The line of the `row` key, for errors about the legal set.
    pub row_line: usize,
    /// The file's own pieces, held in the process's table until the
    /// definition is dropped, or kept when its variant is admitted.
    pub fairies: FairyHolds,
}

impl Definition {
    /// Refuses a file whose words shown in Discord and on the web would
    /// not show as themselves (see [`names::shows_as_itself`]): the
    /// variant's name and summary, its methods' names and summaries, its
    /// pieces' names. Checked where a file is accepted (`/variant add`,
    /// `backrank variants check`), not where one is read again: a file a
    /// server added before the check keeps loading, so its rolls, events
    /// and daily challenges go on working.
    ///
    /// # Errors
    ///
    /// A [`DefinitionError`] at the first such text's line, naming its key,
    /// the character and what to write instead.
    pub fn check_shown_text(&self) -> Result<(), DefinitionError> {
        let at = self.locator();
        // The file was read once already; its spans are read again here,
        // where a file is accepted, rather than kept on every definition.
        let raw: RawFile = toml::from_str(&self.text).map_err(|e| at.toml(&e))?;
        let mut shown: Vec<(String, &toml::Spanned<String>)> = vec![("name".to_owned(), &raw.name)];
        shown.extend(raw.summary.iter().map(|s| ("summary".to_owned(), s)));
        for method in raw.methods.iter().flatten().map(toml::Spanned::get_ref) {
            let id = method.id.get_ref();
            shown.extend(
                method
                    .name
                    .iter()
                    .map(|s| (format!("methods.{id}.name"), s)),
            );
            shown.extend(
                method
                    .summary
                    .iter()
                    .map(|s| (format!("methods.{id}.summary"), s)),
            );
        }
        for (letter, piece) in raw.pieces.iter().flatten() {
            shown.push((format!("pieces.{letter}.name"), &piece.get_ref().name));
        }
        for (key, text) in shown {
            if let Some(c) = names::hidden_char(text.get_ref()) {
                return Err(at.at(
                    text.span(),
                    &key,
                    format!(
                        "the text may not hold {} (U+{:04X}): invisible and direction \
                         characters and Discord's formatting characters (`` {} ``, and {} at \
                         the start) change how it and the text around it show; write it with \
                         letters, digits, spaces, punctuation such as ( ) - ' . , : / + and \
                         emoji",
                        names::described(c),
                        u32::from(c),
                        names::FORMATTING,
                        names::FORMATTING_AT_START,
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The variant's spec, with nothing yet worked out from it.
    pub fn build(&self) -> VariantSpec {
        VariantSpec {
            legal_rows: Default::default(),
            side_range: Default::default(),
            ..self.spec.clone()
        }
    }

    /// Where `offset` of the file is, for errors.
    pub fn locator(&self) -> Locator<'_> {
        Locator {
            file: &self.file,
            text: &self.text,
        }
    }
}

/// Reads the variant file `text`, called `file` in messages.
///
/// # Errors
///
/// The first [`DefinitionError`] found, with its line and key.
pub fn parse(file: &str, text: &str, origin: FileKind) -> Result<Definition, DefinitionError> {
    let at = Locator { file, text };
    if text.len() > MAX_FILE_BYTES {
        return Err(at.whole(format!(
            "the file is {} bytes; a variant file is at most {} bytes",
            thousands(text.len() as u64, Lang::En),
            thousands(MAX_FILE_BYTES as u64, Lang::En)
        )));
    }
    let raw: RawFile = toml::from_str(text).map_err(|e| at.toml(&e))?;
    if origin == FileKind::File {
        raw.refuse_builtin_keys(&at)?;
    }
    Reader { at, origin }.read(raw)
}

struct Reader<'a> {
    at: Locator<'a>,
    origin: FileKind,
}

impl Reader<'_> {
    fn read(&self, raw: RawFile) -> Result<Definition, DefinitionError> {
        let definition = self.read_ref(&raw)?;
        Ok(Definition {
            raw_methods: raw.methods.unwrap_or_default(),
            ..definition
        })
    }

    fn read_ref(&self, raw: &RawFile) -> Result<Definition, DefinitionError> {
        let at = &self.at;
        let (id, name, aliases) = self.names(raw)?;
        let files = self.size(&raw.files, "files")?;
        let ranks = self.size(&raw.ranks, "ranks")?;
        let mut letters = Letters::read(at, raw)?;
        let standard = letters.row(at, &raw.row)?;
        let (row, row_rank) = self.squares(raw, files, ranks, standard.len())?;
        let pawns = raw.pawns.as_ref().is_none_or(|p| *p.get_ref());
        let pawn_rank = pawns.then_some(row_rank + 1);
        let black = self.black(raw)?;
        let rules = self.rules(raw, &standard, pawns)?;
        let castling = self.castling(raw, &rules)?;
        let arrangements = self.arrangements(raw, &standard)?;
        let fixed = letters.fixed(at, raw, files, ranks)?;
        let halves = raw.halves.as_ref().map(|h| *h.get_ref());
        let board = self.board(raw)?;
        let summary = match &raw.summary {
            Some(s) => s.get_ref().trim().to_owned(),
            None => variant_summary(&rules, black),
        };
        if let Some(list) = &raw.methods
            && list.len() > MAX_METHODS
        {
            return Err(at.at(
                list[MAX_METHODS].span(),
                "methods",
                format!("at most {MAX_METHODS} methods"),
            ));
        }
        if self.origin == FileKind::Builtin && raw.methods.is_none() {
            return Err(at.whole("a built-in variant lists its methods"));
        }
        let numbering = self.numbering(raw)?;
        let fingerprint = (self.origin == FileKind::File).then(|| fingerprint(raw));
        let digest = fingerprint.as_ref().map(|f| f[..DIGEST_LEN].to_owned());
        let code = match (&raw.replay_code, &digest) {
            (Some(c), _) => c.get_ref().clone(),
            (None, Some(d)) => format!("{id}.{d}"),
            (None, None) => id.clone(),
        };
        Ok(Definition {
            file: at.file.to_owned(),
            spec: VariantSpec {
                id,
                name,
                aliases,
                files,
                ranks,
                board,
                row,
                row_rank,
                standard,
                rules,
                black,
                pawn_rank,
                fixed,
                castling,
                halves,
                summary,
                numbering,
                code,
                digest,
                legal_rows: Default::default(),
                side_range: Default::default(),
            },
            fingerprint,
            arrangements,
            row_line: at.line(raw.row.span().start),
            origin: self.origin,
            text: at.text.to_owned(),
            raw_methods: Vec::new(),
            fairies: std::mem::take(&mut letters.holds),
        })
    }

    /// The distinct arrangements of the row's pieces, within
    /// [`MAX_ARRANGEMENTS`].
    fn arrangements(&self, raw: &RawFile, standard: &[Role]) -> Result<u64, DefinitionError> {
        let n = arrangements(standard);
        if n > MAX_ARRANGEMENTS {
            return Err(self.at.at(
                raw.row.span(),
                "row",
                format!(
                    "the row's pieces can be arranged {} ways; Backrank counts and audits up to \
                     {} (for example 10 squares with two pairs of identical pieces): use fewer \
                     squares or more identical pieces",
                    thousands(n, Lang::En),
                    thousands(MAX_ARRANGEMENTS, Lang::En)
                ),
            ));
        }
        Ok(n)
    }

    /// The id, the name (see [`shows_as_itself`]) and the aliases.
    fn names(&self, raw: &RawFile) -> Result<(String, String, Vec<String>), DefinitionError> {
        let at = &self.at;
        let id = self.id(&raw.id, "id")?;
        let name = raw.name.get_ref().trim().to_owned();
        if name.is_empty() || name.chars().count() > 60 {
            return Err(at.at(
                raw.name.span(),
                "name",
                "the name must be 1 to 60 characters",
            ));
        }
        let mut aliases = Vec::new();
        if let Some(list) = &raw.aliases {
            if list.get_ref().len() > 8 {
                return Err(at.at(list.span(), "aliases", "at most 8 aliases"));
            }
            for a in list.get_ref() {
                aliases.push(self.id(a, "aliases")?);
            }
        }
        Ok((id, name, aliases))
    }

    /// The built-in numbering the file names, if any (only a built-in file
    /// may name one).
    fn numbering(&self, raw: &RawFile) -> Result<Option<Numbering>, DefinitionError> {
        let Some(name) = &raw.numbering else {
            return Ok(None);
        };
        match Numbering::named(name.get_ref()) {
            Some(n) => Ok(Some(n)),
            None => {
                let known: Vec<&str> = Numbering::ALL.iter().map(|n| n.name()).collect();
                Err(self.at.at(
                    name.span(),
                    "numbering",
                    format!(
                        "unknown numbering '{}': use one of {}",
                        name.get_ref(),
                        known.join(", ")
                    ),
                ))
            }
        }
    }

    fn board(&self, raw: &RawFile) -> Result<BoardKind, DefinitionError> {
        match raw.board.as_ref().map(|b| b.get_ref().as_str()) {
            Some("janggi-points") => Ok(BoardKind::JanggiPoints),
            Some("chequered") | None => Ok(BoardKind::Chequered),
            Some(other) => {
                let span = raw
                    .board
                    .as_ref()
                    .map(toml::Spanned::span)
                    .unwrap_or_default();
                Err(self
                    .at
                    .at(span, "board", format!("unknown board '{other}'")))
            }
        }
    }

    /// An id: lowercase letters, digits and `-`, 2 to 32 of them, starting
    /// with a letter.
    fn id(&self, raw: &toml::Spanned<String>, key: &str) -> Result<String, DefinitionError> {
        let id = raw.get_ref();
        let ok = is_id(id) && id.starts_with(|c: char| c.is_ascii_alphanumeric());
        let taken = self.origin == FileKind::File
            && Variant::ALL
                .iter()
                .any(|v| v.id() == id || v.spec().aliases.iter().any(|a| a == id));
        if taken {
            return Err(self.at.at(
                raw.span(),
                key,
                format!("'{id}' names a built-in variant: choose another"),
            ));
        }
        if ok {
            Ok(id.clone())
        } else {
            Err(self.at.at(
                raw.span(),
                key,
                format!(
                    "'{}' is not an id: use 2 to 32 lowercase letters, digits and '-' (like \
                     \"janus-random\")",
                    id.chars().take(40).collect::<String>()
                ),
            ))
        }
    }

    fn size(&self, raw: &toml::Spanned<i64>, key: &str) -> Result<u8, DefinitionError> {
        u8::try_from(*raw.get_ref())
            .ok()
            .filter(|n| (MIN_BOARD..=MAX_BOARD).contains(n))
            .ok_or_else(|| {
                self.at.at(
                    raw.span(),
                    key,
                    format!(
                        "{} {key}: a board has {MIN_BOARD} to {MAX_BOARD} {key}",
                        raw.get_ref()
                    ),
                )
            })
    }

    /// The files of the row's squares and their rank.
    fn squares(
        &self,
        raw: &RawFile,
        files: u8,
        ranks: u8,
        len: usize,
    ) -> Result<(Vec<u8>, u8), DefinitionError> {
        let at = &self.at;
        if let Some(list) = &raw.row_files {
            if list.get_ref().len() != len || list.get_ref().iter().any(|&f| f >= files) {
                return Err(at.at(list.span(), "row_files", "one file on the board per piece"));
            }
            return Ok((list.get_ref().clone(), 0));
        }
        let first = match &raw.first_square {
            Some(s) => parse_square(s.get_ref())
                .filter(|sq| sq.file < files && sq.rank < ranks)
                .ok_or_else(|| {
                    at.at(
                        s.span(),
                        "first_square",
                        format!(
                            "'{}' is not a square of the board: write a file letter and a rank, \
                             like \"b2\"",
                            s.get_ref().chars().take(10).collect::<String>()
                        ),
                    )
                })?,
            None => Square::new(0, 0),
        };
        if usize::from(first.file) + len > usize::from(files) {
            return Err(at.at(
                raw.row.span(),
                "row",
                format!(
                    "the row has {len} pieces but only {} files from {first}: shorten the row, \
                     widen the board or move first_square",
                    files - first.file
                ),
            ));
        }
        // White's row and pawns, then Black's pawns and row, must not meet.
        let pawns = u8::from(raw.pawns.as_ref().is_none_or(|p| *p.get_ref()));
        if 2 * (first.rank + pawns) + 1 >= ranks {
            let span = raw
                .first_square
                .as_ref()
                .map_or(raw.ranks.span(), toml::Spanned::span);
            return Err(at.at(
                span,
                "first_square",
                format!(
                    "a row on rank {} leaves no room between the armies",
                    first.rank + 1
                ),
            ));
        }
        let row = (first.file..first.file + len as u8).collect();
        Ok((row, first.rank))
    }

    fn black(&self, raw: &RawFile) -> Result<BlackSetup, DefinitionError> {
        let Some(b) = &raw.black else {
            return Ok(BlackSetup::Mirror);
        };
        match b.get_ref().as_str() {
            "mirror" => Ok(BlackSetup::Mirror),
            "reversed" => Ok(BlackSetup::Reversed),
            "independent" => Ok(BlackSetup::Independent),
            other => Err(self.at.at(
                b.span(),
                "black",
                format!(
                    "'{}' is not a way to set Black: use mirror (each piece faces its own \
                     kind), reversed (White's row read backwards) or independent (Black draws \
                     its own row)",
                    other.chars().take(20).collect::<String>()
                ),
            )),
        }
    }

    fn rules(
        &self,
        raw: &RawFile,
        standard: &[Role],
        pawns: bool,
    ) -> Result<Vec<Rule>, DefinitionError> {
        let Some(list) = &raw.rules else {
            return Ok(Vec::new());
        };
        let mut rules = Vec::new();
        for r in list.get_ref() {
            let rule = Rule::from_name(r.get_ref())
                .filter(|rule| self.origin == FileKind::Builtin || !rule.is_builtin_only())
                .ok_or_else(|| {
                    self.at.at(
                        r.span(),
                        "rules",
                        format!(
                            "unknown rule '{}': the rules are {}",
                            r.get_ref().chars().take(40).collect::<String>(),
                            Rule::FILE_RULES.map(Rule::name).join(", ")
                        ),
                    )
                })?;
            if rules.contains(&rule) {
                return Err(self.at.at(
                    r.span(),
                    "rules",
                    format!("{} is listed twice", rule.name()),
                ));
            }
            if let Err(need) = rule.applies_to(standard, pawns) {
                return Err(self
                    .at
                    .at(r.span(), "rules", format!("{}: {need}", rule.name())));
            }
            rules.push(rule);
        }
        Ok(rules)
    }

    fn castling(&self, raw: &RawFile, rules: &[Rule]) -> Result<bool, DefinitionError> {
        let between = rules.contains(&Rule::KingBetweenRooks);
        match &raw.castling {
            None => Ok(between),
            Some(c) if *c.get_ref() && !between && self.origin == FileKind::File => {
                Err(self.at.at(
                    c.span(),
                    "castling",
                    "castling rights need the rule king-between-rooks (the king castles with the \
                 rook on each side): add it, or set castling = false",
                ))
            }
            Some(c) => Ok(*c.get_ref()),
        }
    }
}

/// Whether `text` is an id as files spell them: 2 to 32 lowercase letters,
/// digits and `-` (variant aliases may start with a digit, like `960`;
/// method ids start with a letter).
pub fn is_id(text: &str) -> bool {
    (2..=32).contains(&text.len())
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// The legal set in one line, from the rules.
fn variant_summary(rules: &[Rule], black: BlackSetup) -> String {
    let mut text = if rules.is_empty() {
        "no restriction".to_owned()
    } else {
        rules
            .iter()
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match black {
        BlackSetup::Mirror => {}
        BlackSetup::Reversed => text.push_str("; Black's rank is White's read backwards"),
        BlackSetup::Independent => text.push_str("; Black draws its own row"),
    }
    text
}

/// "b2" → the square b2.
fn parse_square(text: &str) -> Option<Square> {
    let mut chars = text.trim().chars();
    let file = chars.next().filter(char::is_ascii_lowercase)?;
    let rank: u8 = chars.as_str().parse().ok()?;
    Some(Square::new(file as u8 - b'a', rank.checked_sub(1)?))
}

/// The number of distinct arrangements of `row`'s pieces: n! over the
/// product of each kind's count factorial, saturating.
fn arrangements(row: &[Role]) -> u64 {
    let mut counts: BTreeMap<Role, u64> = BTreeMap::new();
    for &r in row {
        *counts.entry(r).or_default() += 1;
    }
    // Multiply by n, n-1, … and divide as soon as each kind allows, so the
    // intermediate never exceeds the answer by much.
    let mut result: u128 = 1;
    let mut placed = 0u128;
    for (_, count) in counts {
        for k in 1..=u128::from(count) {
            placed += 1;
            result = result * placed / k;
        }
    }
    u64::try_from(result).unwrap_or(u64::MAX)
}

/// The SHA-256 (hex) of the definition as read (keys and values, not
/// spacing or comments). Its first [`DIGEST_LEN`] digits are the digest a
/// replay code pins.
fn fingerprint(raw: &RawFile) -> String {
    let canonical = serde_json::to_string(raw).unwrap_or_default();
    hex::encode(Sha256::digest(canonical.as_bytes()))
}
