//! An answer from a drand relay (anyone's server): a verified round or a
//! refusal, never a panic, whatever the bytes. Nothing but a round the
//! chain's key signed is accepted: with no signing key here, every answer
//! that is not one of the chain's real rounds must be refused.
#![no_main]

use backrank_beacon::Chain;
use backrank_beacon::relay::read_round;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|body: &[u8]| {
    let quicknet = Chain::quicknet();
    for wanted in [None, Some(1000)] {
        if let Ok(round) = read_round(&quicknet, body, wanted) {
            // Only a published round can verify: its randomness is its
            // signature's hash, and it is the round asked for.
            assert!(wanted.is_none_or(|w| w == round.number()));
        }
    }
    let _ = read_round(&Chain::default_chain(), body, None);
});
