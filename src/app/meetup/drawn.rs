//! A night's pairings as drawn at its start: the key from round 1's
//! randomness (its seed, or its verified beacon round, [`super::pairing`]),
//! the boards and colours it gives the players, and the line that redoes
//! them offline.

use super::pairing::{
    BeaconPairingCheck, beacon_check_command, beacon_purpose, seed_check_command, seed_key,
};
use crate::app::error::AppError;
use crate::app::event::round::{Decided, Revealed};
use crate::app::settings::BeaconSettings;
use crate::core::pairings::{Pairing, pair};

/// A night's pairings, and how to check them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightPairing {
    pub pairing: Pairing,
    /// The command that redoes them with no network.
    pub check: String,
}

impl NightPairing {
    /// The pairings round 1 (`round`) gives `players`.
    ///
    /// # Errors
    ///
    /// A beacon round whose kept signature no longer verifies, or a chain
    /// the settings no longer name (the round is never shown then either).
    pub fn of(
        round: &Revealed,
        players: &[u64],
        beacon: &BeaconSettings,
    ) -> Result<NightPairing, AppError> {
        let (key, check) = match &round.decided {
            Decided::Seed { seed, .. } => (seed_key(seed), seed_check_command(seed, players)),
            Decided::Beacon(b) => beacon_pairing(round, b, players, beacon)?,
        };
        Ok(NightPairing {
            pairing: pair(&key, players),
            check,
        })
    }

    /// Everyone paired, the bye included: whom the start post pings.
    #[must_use]
    pub fn players(&self) -> Vec<u64> {
        self.pairing
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(self.pairing.bye)
            .collect()
    }
}

/// The key and check line of a beacon night: round 1's beacon round,
/// verified again from its kept signature, for the pairings' purpose.
#[cfg(feature = "beacon")]
fn beacon_pairing(
    round: &Revealed,
    b: &crate::app::event::round::BeaconRevealed,
    players: &[u64],
    settings: &BeaconSettings,
) -> Result<([u8; 32], String), AppError> {
    use crate::app::source::beacon;

    let broken = |why: String| {
        AppError::internal(
            msg!("error-meetup-unreadable"),
            format!(
                "event {} round 1's beacon round {}: {why}",
                round.event.id, b.fixed.beacon_round
            ),
        )
    };
    let chain = beacon::chain(settings, Some(&b.chain)).map_err(|e| broken(e.to_string()))?;
    let signature = b.fixed.signature.as_deref().unwrap_or_default();
    let previous = b.fixed.previous_signature.as_deref();
    let kept = backrank_beacon::Round {
        number: b.fixed.beacon_round,
        signature: hex::decode(signature).map_err(|e| broken(e.to_string()))?,
        previous_signature: hex::decode(previous.unwrap_or_default())
            .map_err(|e| broken(e.to_string()))?,
    };
    let verified = chain.verify(&kept).map_err(|e| broken(e.to_string()))?;
    let e = &round.event.event;
    let purpose = beacon_purpose(e.guild_id, &e.name);
    let key = super::pairing::beacon_key(&verified, &purpose).map_err(|e| broken(e.to_string()))?;
    let check = beacon_check_command(&BeaconPairingCheck {
        chain: &b.chain,
        round: b.fixed.beacon_round,
        signature,
        previous_signature: previous,
        purpose: &purpose,
        players,
    });
    Ok((key, check))
}

#[cfg(not(feature = "beacon"))]
fn beacon_pairing(
    _: &Revealed,
    _: &crate::app::event::round::BeaconRevealed,
    _: &[u64],
    _: &BeaconSettings,
) -> Result<([u8; 32], String), AppError> {
    Err(crate::app::source::spec::BEACON_NOT_BUILT.into())
}
