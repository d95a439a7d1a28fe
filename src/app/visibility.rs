//! Who sees what the bot shows, and whether a roll's record is kept as
//! private: the person's choice, the server's settings, the place.

/// Who sees a reply, and whether a roll's record is kept as private.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Visibility {
    /// Everyone in the channel.
    #[default]
    Public,
    /// Only the person who asked (an ephemeral reply; a private record).
    Private,
}

impl Visibility {
    /// [`Visibility::Private`] when `private`.
    pub fn private_if(private: bool) -> Visibility {
        if private {
            Visibility::Private
        } else {
            Visibility::Public
        }
    }

    pub fn is_private(self) -> bool {
        self == Visibility::Private
    }
}
