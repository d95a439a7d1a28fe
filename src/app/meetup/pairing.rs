//! SKELETON: replaced by the meetup work's pairing.

use crate::app::error::AppError;
use crate::app::event::round::Revealed;
use crate::app::settings::BeaconSettings;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightPairing {
    pub boards: Vec<(u64, u64)>,
    pub bye: Option<u64>,
    pub check: String,
}

impl NightPairing {
    pub fn of(_: &Revealed, players: &[u64], _: &BeaconSettings) -> Result<NightPairing, AppError> {
        let boards = players.chunks_exact(2).map(|p| (p[0], p[1])).collect();
        let bye = (players.len() % 2 == 1).then(|| players[players.len() - 1]);
        Ok(NightPairing {
            boards,
            bye,
            check: String::new(),
        })
    }
}
