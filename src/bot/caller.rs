//! Who acted, where, and what Discord says they may do there.

use crate::app::people::look::server_lang;
use crate::i18n::Lang;
use crate::store::{GuildSettings, Who};

/// Who acted, where, and what they may do there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Caller {
    pub who: Who,
    /// The member's roles in the server.
    pub roles: Vec<u64>,
    /// The member's permissions in the channel, as Discord computed them
    /// for this interaction (0 outside servers, or when Discord sent none).
    pub permissions: u64,
    /// The language of the person's Discord, when it is one Backrank
    /// speaks (the interaction's `locale`).
    pub locale: Option<Lang>,
    /// The server's language, as its community settings give it
    /// (`guild_locale`).
    pub guild_locale: Option<Lang>,
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
            locale: None,
            guild_locale: None,
        }
    }

    /// The language to answer in when the person chose none with /prefs:
    /// their Discord's, else the one the server set, else the server's
    /// community language, else English.
    pub fn lang(&self, server: Option<Lang>) -> Lang {
        self.locale
            .or(server)
            .or(self.guild_locale)
            .unwrap_or_default()
    }

    /// [`Caller::lang`] in a server with these settings.
    pub fn lang_in(&self, guild: &GuildSettings) -> Lang {
        self.lang(server_lang(guild))
    }

    /// Whether Discord says the caller may manage the server.
    pub fn manages_server(&self) -> bool {
        self.permissions & (permissions::MANAGE_GUILD | permissions::ADMINISTRATOR) != 0
    }
}
