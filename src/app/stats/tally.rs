//! A scope's rolls, counted: what `/stats` and `backrank stats` show.
//!
//! The store hands the rolls over a page at a time ([`PAGE`]), and each
//! page is folded into the tallies before the next is read, so a server
//! with a million rolls costs the tallies, not the rows.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;

use backrank_entropy::Die;
use serde::Serialize;

use super::Statistics;
use crate::app::error::AppError;
use crate::core::audit;
use crate::core::board::{Color, Role};
use crate::core::catalogue::MethodSpec;
use crate::core::position::Position;
use crate::core::replay::excludes_standard;
use crate::core::roll::KeptSpec;
use crate::core::stats::{Fit, face_counts, face_labels, file_of, followed_piece};
use crate::core::variant::{KeptVariant, Variant};
use crate::store::{Scope, SourceKind, StatRoll};

/// Rolls read from the store at a time.
pub const PAGE: i64 = 5_000;

/// The longest period asked for, in days (ten years); none is all time.
pub const MAX_DAYS: i64 = 3_653;

/// The first moment (Unix seconds) of the last `days` days before `now`;
/// all time when none.
pub fn since(now: i64, days: Option<i64>) -> i64 {
    match days {
        Some(d) => now.saturating_sub(d.saturating_mul(86_400)),
        None => i64::MIN,
    }
}

/// How many of something, by name, most first.
pub type Counts = Vec<(String, u64)>;

/// What a scope's rolls since a moment add up to.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stats {
    /// Rolls counted.
    pub rolls: u64,
    pub by_variant: Counts,
    pub by_method: Counts,
    pub by_device: Counts,
    pub by_source: Counts,
    /// Each source's throws of each device, against a fair device.
    pub faces: Vec<FaceStats>,
    /// Where each variant's followed piece stood, against its methods'
    /// exact chances.
    pub pieces: Vec<PieceStats>,
    /// Rolls that gave the variant's standard array (Chess960's 518).
    pub standard: u64,
    /// Rolls that gave a position already rolled in the period.
    pub repeats: u64,
    /// Rolls whose variant, method or faces could not be read back (a
    /// server's variant file removed since): counted, not tested.
    pub unread: u64,
}

/// One source's throws of one device.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FaceStats {
    /// The kind of source ([`SourceKind`]'s word: `os`, `tower`, `table`, …).
    pub source: String,
    pub dice: Die,
    pub fit: Fit,
}

/// Where one variant's followed piece stood.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PieceStats {
    pub variant: Variant,
    pub piece: Role,
    pub fit: Fit,
}

/// The tallies, as the pages are read.
#[derive(Default)]
struct Tally {
    rolls: u64,
    by_variant: HashMap<String, u64>,
    by_method: HashMap<String, u64>,
    by_device: HashMap<String, u64>,
    by_source: HashMap<String, u64>,
    /// (source, device) → count per face.
    faces: BTreeMap<(String, Die), Vec<u64>>,
    /// Per variant: (observed per file, expected per file).
    files: HashMap<Variant, (Vec<u64>, Vec<f64>)>,
    standard: u64,
    seen: HashSet<(Variant, u64)>,
    /// The followed piece's file of each position met, decoded once.
    decoded: HashMap<(Variant, u64), Option<u8>>,
    repeats: u64,
    unread: u64,
}

/// A kind of kept roll: its variant (in the version rolled), method and
/// device, and whether it threw the standard position again.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Kept {
    spec: KeptSpec,
    excludes_standard: bool,
}

/// What a kept (variant, method, device) reads as here, worked out once.
struct Resolved {
    variant: Variant,
    /// The chance of the followed piece on each file, by the method's
    /// exact distribution; none when the variant follows no piece.
    file_chances: Option<(Role, Vec<f64>)>,
    standard_number: Option<u64>,
    die: Die,
}

impl Statistics<'_> {
    /// The statistics of `scope`'s rolls made at `since` or later, of one
    /// kind of source or all.
    ///
    /// # Errors
    ///
    /// [`AppError`] when the store fails or the audit cannot be made.
    pub async fn of(
        &self,
        scope: Scope,
        since: i64,
        source: Option<SourceKind>,
    ) -> Result<Stats, AppError> {
        self.paged(scope, since, source, PAGE).await
    }

    /// [`Statistics::of`], reading `page` rolls at a time.
    async fn paged(
        &self,
        scope: Scope,
        since: i64,
        source: Option<SourceKind>,
        page: i64,
    ) -> Result<Stats, AppError> {
        let guild = match scope {
            Scope::Guild(g) => Some(g),
            Scope::User(_) => None,
        };
        let mut tally = Tally::default();
        let mut known: HashMap<Kept, Option<Arc<Resolved>>> = HashMap::new();
        let mut after = 0;
        loop {
            let mut rolls = self.store.stat_rolls(scope, since, after, page).await?;
            let Some(last) = rolls.last() else { break };
            after = last.record_no;
            let full = rolls.len() as i64 >= page;
            // The store reads by the scope's index; the kind is picked
            // here, from the rows read anyway.
            if let Some(kind) = source {
                rolls.retain(|r| r.source == kind);
            }
            let mut resolved = Vec::with_capacity(rolls.len());
            for roll in &rolls {
                // A row whose spec does not read is counted, as unread.
                let Some(spec) = &roll.spec else {
                    resolved.push(None);
                    continue;
                };
                let key = Kept {
                    spec: KeptSpec {
                        variant: version_rolled(&spec.variant, &roll.replay_code),
                        ..spec.clone()
                    },
                    excludes_standard: excludes_standard(&roll.replay_code),
                };
                if !known.contains_key(&key) {
                    let r = self.resolve(guild, &key).await.map(Arc::new);
                    known.insert(key.clone(), r);
                }
                resolved.push(known[&key].clone());
            }
            // Decoding positions is CPU work: off the async threads.
            tally = tokio::task::spawn_blocking(move || {
                for (roll, r) in rolls.iter().zip(&resolved) {
                    tally.add(roll, r.as_deref());
                }
                tally
            })
            .await
            .map_err(|e| AppError::internal(msg!("error-stats-failed"), e.to_string()))?;
            if !full {
                break;
            }
        }
        Ok(tally.finish())
    }

    /// How a kind of kept roll reads back, with the exact chances its
    /// statistics need; `None` when it no longer reads (its rolls are
    /// counted as unread).
    async fn resolve(&self, guild: Option<u64>, key: &Kept) -> Option<Resolved> {
        let spec = self
            .variants
            .kept_spec(guild, &key.spec, msg!("error-stats-failed"))
            .await
            .inspect_err(
                |e| tracing::warn!(error = %e, "a kept roll does not read back for /stats"),
            )
            .ok()?;
        let (variant, method, die) = (spec.variant, spec.method, spec.dice);
        let excluded = key.excludes_standard;
        let chances =
            tokio::task::spawn_blocking(move || file_chances(variant, method, die, excluded))
                .await
                .ok()?;
        let mut rows = variant.standard_rows().into_iter();
        let white = rows.next().unwrap_or_default();
        let standard_number = Position::new(variant, white, rows.next())
            .ok()
            .map(|p| p.number());
        Some(Resolved {
            variant,
            file_chances: chances,
            standard_number,
            die,
        })
    }
}

/// The variant a roll was made with, as its replay code pins it: a
/// server's own variant by its id and the digest of the file version
/// rolled (`small-random.b63ee418`), so each roll is judged against the
/// chances of its own version, not today's. Records kept only the id before
/// they kept the version; their codes still carry it.
fn version_rolled(variant: &KeptVariant, replay_code: &str) -> KeptVariant {
    if variant.digest.is_some() {
        return variant.clone();
    }
    let digest = replay_code
        .strip_prefix(variant.id.as_str())
        .and_then(|rest| rest.strip_prefix('.'))
        .and_then(|rest| rest.split('-').next())
        .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_hexdigit()));
    KeptVariant {
        id: variant.id.clone(),
        digest: digest.map(str::to_owned),
    }
}

/// The chance of `variant`'s followed piece on each file, by `method`'s
/// exact distribution with `die`; with the standard position thrown again
/// when `excluded` (White's rows' chances conditioned on the position not
/// being the standard one).
fn file_chances(
    variant: Variant,
    method: &MethodSpec,
    die: Die,
    excluded: bool,
) -> Option<(Role, Vec<f64>)> {
    let role = followed_piece(variant)?;
    let rows = audit::row_chances(variant, method, die)
        .inspect_err(|e| tracing::warn!(error = %e, "no exact chances for /stats"))
        .ok()?;
    let standard = variant.standard_rows();
    let chance_of = |wanted: &[Role]| {
        rows.iter()
            .find(|(row, _)| row == wanted)
            .map_or(0.0, |(_, c)| *c)
    };
    // The standard position's chance: White's standard row, times Black's
    // where Black draws its own.
    let thrown_again = if excluded {
        standard.iter().map(|row| chance_of(row)).product::<f64>()
    } else {
        0.0
    };
    let mut chances = vec![0.0; usize::from(variant.spec().files)];
    for (row, chance) in &rows {
        // White's standard row keeps only its chance with another Black row.
        let kept = if standard.first() == Some(row) {
            chance - thrown_again
        } else {
            *chance
        };
        if let Some(file) = file_of(variant, row, role) {
            chances[usize::from(file)] += kept / (1.0 - thrown_again);
        }
    }
    Some((role, chances))
}

impl Tally {
    fn add(&mut self, roll: &StatRoll, resolved: Option<&Resolved>) {
        self.rolls += 1;
        // Every version of a server's variant counts under its id.
        if let Some(spec) = &roll.spec {
            *self.by_variant.entry(spec.variant.id.clone()).or_default() += 1;
            *self.by_method.entry(spec.method.clone()).or_default() += 1;
            *self
                .by_device
                .entry(spec.dice.name().to_owned())
                .or_default() += 1;
        }
        *self
            .by_source
            .entry(roll.source.as_str().to_owned())
            .or_default() += 1;
        let Some(r) = resolved else {
            self.unread += 1;
            return;
        };
        let faces = self
            .faces
            .entry((roll.source.as_str().to_owned(), r.die))
            .or_insert_with(|| vec![0; usize::from(r.die.sides())]);
        if face_counts(r.die, &roll.faces, faces).is_err() {
            self.unread += 1;
            return;
        }
        let v = r.variant;
        if !self.seen.insert((v, roll.number)) {
            self.repeats += 1;
        }
        if r.standard_number == Some(roll.number) {
            self.standard += 1;
        }
        let Some((role, chances)) = &r.file_chances else {
            return;
        };
        let files = usize::from(v.spec().files);
        let (seen, expected) = self
            .files
            .entry(v)
            .or_insert_with(|| (vec![0; files], vec![0.0; files]));
        for (e, c) in expected.iter_mut().zip(chances) {
            *e += c;
        }
        let file = *self.decoded.entry((v, roll.number)).or_insert_with(|| {
            Position::from_number(v, roll.number)
                .ok()
                .and_then(|p| file_of(v, p.row(Color::White), *role))
        });
        if let Some(f) = file {
            seen[usize::from(f)] += 1;
        }
    }

    fn finish(self) -> Stats {
        let sorted = |m: HashMap<String, u64>| {
            let mut v: Counts = m.into_iter().collect();
            v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            v
        };
        let faces = self
            .faces
            .into_iter()
            .filter(|(_, counts)| counts.iter().any(|&n| n > 0))
            .map(|((source, dice), counts)| FaceStats {
                source,
                dice,
                fit: Fit::uniform(face_labels(dice), &counts),
            })
            .collect();
        let mut pieces: Vec<PieceStats> = self
            .files
            .into_iter()
            .filter_map(|(variant, (seen, expected))| {
                let piece = followed_piece(variant)?;
                let labels = (0..seen.len())
                    .map(|f| char::from(b'a' + f as u8).to_string())
                    .collect();
                Some(PieceStats {
                    variant,
                    piece,
                    fit: Fit::new(labels, &seen, &expected),
                })
            })
            .collect();
        pieces.sort_by_key(|p| std::cmp::Reverse(p.fit.total));
        Stats {
            rolls: self.rolls,
            by_variant: sorted(self.by_variant),
            by_method: sorted(self.by_method),
            by_device: sorted(self.by_device),
            by_source: sorted(self.by_source),
            faces,
            pieces,
            standard: self.standard,
            repeats: self.repeats,
            unread: self.unread,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::App;
    use crate::app::settings::Settings;
    use crate::store::{NewRoll, RollKind, SqliteStore, Who};

    #[test]
    fn a_roll_is_judged_by_the_version_its_code_pins() {
        let v = |variant: &str, code| version_rolled(&variant.parse().unwrap(), code).to_string();
        assert_eq!(
            v("small-random", "small-random.b63ee418-p6-123-x"),
            "small-random.b63ee418"
        );
        assert_eq!(
            v("small-random.b63ee418", "anything"),
            "small-random.b63ee418"
        );
        assert_eq!(v("chess960", "960-nc-hhtttthtth-v"), "chess960");
        // A code of another variant, or no digest, pins nothing.
        assert_eq!(v("small", "small-random.b63ee418-p6"), "small");
        assert_eq!(v("small-random", "small-random.-p6"), "small-random");
    }

    /// Pages of 7 count what one page counts: no roll skipped or counted
    /// twice where a page ends.
    #[tokio::test]
    async fn pages_add_up_to_the_whole() {
        let store = Arc::new(SqliteStore::in_memory().unwrap());
        let app = App::new(Settings::load(None).unwrap(), store).unwrap();
        for n in 0..20u64 {
            let roll = NewRoll {
                made_at: 100,
                kind: RollKind::Random,
                who: Who {
                    user_id: 1,
                    user_name: "ada".into(),
                    guild_id: Some(9),
                    channel_id: None,
                },
                spec: crate::core::roll::KeptSpec::try_from(("chess960", "placement", "d6"))
                    .unwrap(),
                source: crate::store::KeptSource::of(SourceKind::Os),
                faces: format!("{}", n % 6 + 1),
                number: n * 37 % 960,
                fen: String::new(),
                replay_code: String::new(),
                private: false,
                event: None,
                play_at: None,
            };
            app.store().save_roll(roll).await.unwrap();
        }
        let whole = app
            .stats()
            .paged(Scope::Guild(9), 0, None, PAGE)
            .await
            .unwrap();
        for page in [1, 7, 19, 20, 21] {
            assert_eq!(
                app.stats()
                    .paged(Scope::Guild(9), 0, None, page)
                    .await
                    .unwrap(),
                whole,
                "{page}"
            );
        }
        assert_eq!((whole.rolls, whole.faces[0].fit.total), (20, 20));
    }
}
