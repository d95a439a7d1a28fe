use backrank::core::audit::{audit, decimal, show};
use backrank::core::text::thousands;
use backrank::core::variant::Variant;
use backrank_entropy::Die;

/// The README's table of variants and methods is the audit's output: every
/// row matches, and every offered method has a row.
#[test]
fn the_readme_audit_table_matches_the_audit() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    // The audit table: the rows after its header line, up to the first line
    // that is not part of a table.
    let rows: Vec<Vec<String>> = readme
        .lines()
        .skip_while(|l| !l.starts_with("| variant | method | positions |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect()
        })
        .collect();
    let mut checked = 0;
    for v in Variant::ALL {
        for (i, m) in v.methods().iter().enumerate() {
            let name = if i == 0 {
                format!("{} *", m.method)
            } else {
                m.method.to_string()
            };
            let row = rows
                .iter()
                .find(|r| r[0] == format!("`{}`", v.id()) && r[1] == name)
                .unwrap_or_else(|| panic!("README has no row for {v} {name}"));
            let d6 = audit(v, m, Die::D6).unwrap();
            let coin = audit(v, m, Die::Coin).unwrap();
            let uniform = if d6.uniform {
                "yes".to_owned()
            } else {
                format!("no ({})", show(&d6.max_min_ratio))
            };
            let expected = [
                thousands(d6.positions),
                uniform,
                format!("{:.2}", decimal(&d6.expected_throws)),
                format!("{:.2}", d6.lower_bound_throws),
                format!("{:.2}", decimal(&coin.expected_throws)),
                format!("{:.2}", coin.lower_bound_throws),
            ];
            assert_eq!(&row[2..8], &expected, "{v} {name}");
            checked += 1;
        }
    }
    assert_eq!(
        checked,
        rows.len(),
        "the README has rows for methods that do not exist"
    );
}
