use backrank::core::audit::{audit, show};
use backrank::core::custom::MAX_FILE_AUDIT_PATHS;
use backrank::core::variant::Variant;
use backrank_entropy::Die;

/// Every offered variant × method × device audits exactly as recorded in
/// `audits.golden`: positions, uniformity, the max/min ratio, the exact
/// expected throws and the chance of starting over. (Uniformity and the
/// ratio are also checked against each method's declaration in the unit
/// tests; this pins the throws too, so a change to a device rule or a
/// procedure shows up as a diff.)
#[test]
fn every_offered_pair_audits_as_recorded() {
    let golden = include_str!("audits.golden");
    let mut expected: Vec<String> = golden
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(str::to_owned)
        .collect();
    let mut actual = Vec::new();
    for v in Variant::ALL {
        for m in v.methods() {
            for die in Die::ALL {
                let a = audit(v, m, die).unwrap();
                // The bound a club's file is held to leaves room for
                // methods three times the size of the largest built-in.
                assert!(
                    a.paths * 3 <= MAX_FILE_AUDIT_PATHS,
                    "{v} {}: {}",
                    m.method,
                    a.paths
                );
                actual.push(format!(
                    "{} {} {} {} {} {} {} {}",
                    v.id(),
                    m.method,
                    die,
                    a.positions,
                    a.uniform,
                    show(&a.max_min_ratio),
                    show(&a.expected_throws),
                    show(&a.start_over)
                ));
            }
        }
    }
    expected.sort();
    actual.sort();
    assert_eq!(actual, expected);
}
