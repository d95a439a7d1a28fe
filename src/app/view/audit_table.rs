//! Several audits at once, methods against devices (`/fairness` with
//! `all`, a variant's web page): a row a method, a column a device, each
//! cell the expected throws, marked where the method is not uniform.

use backrank_entropy::Die;

use crate::core::audit::{Audit, decimal};
use crate::core::catalogue::MethodSpec;
use crate::core::variant::Variant;
use crate::i18n::Text;

/// Methods against devices, as every face lays them out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditTable {
    pub variant: Variant,
    /// Positions in the variant's legal set.
    pub positions: u64,
    /// The devices audited, a column each, in the order of [`Die::ALL`].
    pub dice: Vec<Die>,
    /// A method each, in the order they were audited.
    pub rows: Vec<AuditRow>,
}

/// One method's audits, a cell a device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditRow {
    pub method: String,
    /// Where the method was published, in the reader's language.
    pub reference: Text,
    /// A cell for each of the table's devices: none where that pair was
    /// not audited.
    pub cells: Vec<Option<AuditCell>>,
}

/// One audit in a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditCell {
    /// The expected throws to two places, which keeps the table narrow
    /// enough for a phone (one audit's own figures are to four, as
    /// `backrank audit` gives them).
    pub expected: String,
    pub uniform: bool,
}

impl AuditTable {
    /// The audits of `v`, each with its method, as a table.
    #[must_use]
    pub fn new(v: Variant, audits: &[(Audit, &MethodSpec)]) -> AuditTable {
        let methods: Vec<&MethodSpec> = audits.iter().fold(Vec::new(), |mut seen, (_, m)| {
            if !seen.iter().any(|s| std::ptr::eq(*s, *m)) {
                seen.push(m);
            }
            seen
        });
        let dice: Vec<Die> = Die::ALL
            .into_iter()
            .filter(|d| audits.iter().any(|(a, _)| a.dice == *d))
            .collect();
        let rows = methods
            .iter()
            .map(|m| AuditRow {
                method: m.method.to_string(),
                reference: m.reference_text(),
                cells: dice
                    .iter()
                    .map(|d| {
                        audits
                            .iter()
                            .find(|(a, am)| std::ptr::eq(*am, *m) && a.dice == *d)
                            .map(|(a, _)| AuditCell {
                                expected: format!("{:.2}", decimal(&a.expected_throws)),
                                uniform: a.uniform,
                            })
                    })
                    .collect(),
            })
            .collect();
        AuditTable {
            variant: v,
            positions: v.legal_positions(),
            dice,
            rows,
        }
    }

    /// The methods that are not uniform with some device.
    #[must_use]
    pub fn biased(&self) -> Vec<&str> {
        self.rows
            .iter()
            .filter(|r| !r.uniform())
            .map(|r| r.method.as_str())
            .collect()
    }
}

impl AuditRow {
    /// Whether the method is uniform with every device audited.
    #[must_use]
    pub fn uniform(&self) -> bool {
        self.cells.iter().flatten().all(|c| c.uniform)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::audit::audit;

    /// Chess960's uniform placement and biased king-first with a d6 and a
    /// coin: a row each, in the order audited, a column a device in the
    /// dice's order, the biased method named as such; a pair not audited
    /// leaves its cell empty.
    #[test]
    fn a_table_has_a_row_a_method_and_a_column_a_device() {
        let v = Variant::Chess960;
        let [placement, king_first] = [&v.methods()[0], &v.methods()[1]];
        let audits: Vec<(Audit, &MethodSpec)> = [
            (king_first, Die::D6),
            (king_first, Die::Coin),
            (placement, Die::D6),
        ]
        .into_iter()
        .map(|(m, d)| (audit(v, m, d).unwrap(), m))
        .collect();
        let table = AuditTable::new(v, &audits);
        assert_eq!(table.positions, 960);
        assert_eq!(table.dice, [Die::Coin, Die::D6]);
        let methods: Vec<&str> = table.rows.iter().map(|r| r.method.as_str()).collect();
        assert_eq!(methods, ["king-first", "placement"]);
        assert_eq!(table.biased(), ["king-first"]);
        let d6 = &audits[0].0;
        assert_eq!(
            table.rows[0].cells[1],
            Some(AuditCell {
                expected: format!("{:.2}", decimal(&d6.expected_throws)),
                uniform: false,
            })
        );
        assert_eq!(table.rows[1].cells[0], None);
        assert!(table.rows[1].uniform() && !table.rows[0].uniform());
    }
}
