//! Who acted, where, and what Discord says they may do there.

use crate::store::Who;

/// Who acted, where, and what they may do there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Caller {
    pub who: Who,
    /// The member's roles in the server.
    pub roles: Vec<u64>,
    /// The member's permissions in the channel, as Discord computed them
    /// for this interaction (0 outside servers, or when Discord sent none).
    pub permissions: u64,
}

/// Discord's permission bits the bot checks.
pub mod permissions {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_GUILD: u64 = 1 << 5;
}

impl Caller {
    /// The person at the local console: one pretend server and channel
    /// (id 1), with every permission, so server settings and roll-alongs
    /// work as in Discord.
    pub fn console() -> Caller {
        Caller {
            who: Who {
                user_id: 1,
                user_name: "console".to_owned(),
                guild_id: Some(1),
                channel_id: Some(1),
            },
            roles: Vec::new(),
            permissions: u64::MAX,
        }
    }

    /// Whether Discord says the caller may manage the server.
    pub fn manages_server(&self) -> bool {
        self.permissions & (permissions::MANAGE_GUILD | permissions::ADMINISTRATOR) != 0
    }
}
