use backrank::core::replay::ReplayCode;
use backrank::core::roll::{self, RollSpec};
use backrank::core::variant::Variant;
use backrank_entropy::{Die, EntropySource};
use backrank_os_rng::SeededSource;
use proptest::prelude::*;

/// Every variant × method × device: a seeded roll's replay code reproduces
/// the same position and the same record.
#[test]
fn every_roll_replays_exactly() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    for v in Variant::ALL {
        for m in v.methods() {
            for die in Die::ALL {
                let spec = RollSpec::new(v, m, die);
                let mut source = SeededSource::new(&format!("{v}-{}-{die}", m.method));
                let roll = rt.block_on(roll::draw(spec, &mut source, |_| {})).unwrap();
                let code: ReplayCode = roll.replay_code().parse().unwrap();
                let again = roll::run(spec, &code.faces).unwrap();
                assert_eq!(again.position, roll.position, "{v} {} {die}", m.method);
                assert_eq!(again.steps, roll.steps);
                assert_eq!(again.replay_code(), roll.replay_code());
            }
        }
    }
}

fn seeded_faces(seed: u64, die: Die, n: usize) -> Vec<backrank_entropy::Face> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let mut s = SeededSource::new(&seed.to_string());
    rt.block_on(async {
        let mut v = Vec::new();
        for _ in 0..n {
            v.push(s.throw(die).await.unwrap());
        }
        v
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any prefix of a face stream either makes a position, asks for more,
    /// or has faces left over; a completed roll replays from its code.
    #[test]
    fn any_faces_give_a_clear_answer(seed in any::<u64>(), v in 0usize..9, d in 0usize..7, n in 0usize..40) {
        let variant = Variant::ALL[v];
        let die = Die::ALL[d];
        let spec = RollSpec::new(variant, variant.default_method(), die);
        let faces = seeded_faces(seed, die, n);
        match roll::run(spec, &faces) {
            Ok(r) => {
                let code: ReplayCode = r.replay_code().parse().unwrap();
                prop_assert_eq!(roll::run(spec, &code.faces).unwrap().position, r.position);
            }
            Err(roll::RollError::NeedMore(need)) => prop_assert_eq!(need.die, die),
            Err(roll::RollError::LeftOver { used, total, .. }) => prop_assert!(used < total),
            Err(e) => prop_assert!(false, "unexpected error {e}"),
        }
    }
}
