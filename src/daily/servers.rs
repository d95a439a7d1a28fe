//! Whose posts a scheduler makes. The console's pretend server shares a
//! store with the bot's real ones when both run on it: each runs only its
//! own, so neither takes the other's posts (club nights' and the daily
//! challenges' schedulers alike).

/// The servers a scheduler runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Servers {
    All,
    Only(u64),
    AllBut(u64),
}

impl Servers {
    #[must_use]
    pub fn runs(self, guild: u64) -> bool {
        match self {
            Servers::All => true,
            Servers::Only(only) => guild == only,
            Servers::AllBut(not) => guild != not,
        }
    }
}
