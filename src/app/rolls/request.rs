//! What a person asks to roll, typed once for every way of asking: the
//! slash commands' options (`/random`, `/roll-along`, `/event start`,
//! `/settings set`), a "Roll again" button, the CLI's flags. Each front end
//! only reads its request; the app resolves it, once, against the server's
//! defaults into a checked [`RollSpec`] (as ripgrep's low-level arguments
//! become its high-level ones).

use backrank_entropy::Die;

use super::Rolls;
use crate::app::error::AppError;
use crate::core::roll::RollSpec;
use crate::core::variant::Variant;
use crate::i18n::Text;
use crate::store::{GuildSettings, RollAlong, Who};

/// The variant rolled when neither the person nor the server names one.
pub const DEFAULT_VARIANT: Variant = Variant::Chess960;

/// A roll as asked; each part left out takes the server's default, else
/// Backrank's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RollRequest {
    /// A variant's id or alias, or a server's own variant.
    pub variant: Option<String>,
    /// A method's id, among the variant's.
    pub method: Option<String>,
    pub dice: Option<Die>,
    /// Throw again on the standard position.
    pub exclude_standard: Option<bool>,
    /// The position is for a pair of games, colours swapped.
    pub pair: Option<bool>,
}

impl RollRequest {
    /// The spec this request asks of `variant` (found where the person
    /// is), with the server's defaults for what it leaves out: its method
    /// only where the variant has it, its device, else `default_die` (the
    /// source's), its rules on the standard position and pairs.
    ///
    /// # Errors
    ///
    /// A method the variant does not have, named.
    pub fn resolve(
        &self,
        variant: Variant,
        server: &GuildSettings,
        default_die: Die,
    ) -> Result<RollSpec, Text> {
        let method = match (&self.method, &server.method) {
            (Some(m), _) => variant.method_named(m).map_err(|e| e.text())?,
            (None, Some(m)) => variant
                .method_named(m)
                .unwrap_or_else(|_| variant.default_method()),
            (None, None) => variant.default_method(),
        };
        let dice = self.dice.or(server.dice).unwrap_or(default_die);
        Ok(RollSpec::new(variant, method, dice)
            .excluding_standard(self.exclude_standard.unwrap_or(server.exclude_standard))
            .paired(self.pair.unwrap_or(server.pairs)))
    }
}

impl Rolls<'_> {
    /// The spec `request` asks for where `who` is: its variant (else the
    /// server's, else [`DEFAULT_VARIANT`]) among those known there, a
    /// server's own included, resolved by [`RollRequest::resolve`].
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming the unknown variant or method; a store
    /// failure.
    pub async fn pick(
        &self,
        request: &RollRequest,
        server: &GuildSettings,
        default_die: Die,
        who: &Who,
    ) -> Result<RollSpec, AppError> {
        let variant = match request.variant.as_deref().or(server.variant.as_deref()) {
            Some(v) => self.variants.named(who.guild_id, v).await?,
            None => DEFAULT_VARIANT,
        };
        Ok(request.resolve(variant, server, default_die)?)
    }
}

impl Rolls<'_> {
    /// What a roll-along rolls: the variant, method and device it was
    /// started with (a server's own variant as its file was then), by the
    /// rules it keeps.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when what was kept no longer reads.
    pub async fn roll_along_spec(&self, session: &RollAlong) -> Result<RollSpec, AppError> {
        let s = session;
        Ok(self
            .variants
            .kept_spec(
                s.owner.guild_id,
                &s.spec,
                msg!("error-roll-along-unreadable"),
            )
            .await?
            .excluding_standard(s.exclude_standard)
            .paired(s.pairs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::catalogue::Method;

    /// What is asked wins; what is left out is the server's; the server's
    /// method applies only to a variant that has it.
    #[test]
    fn a_request_takes_the_servers_defaults_for_what_it_leaves_out() {
        let server = GuildSettings {
            method: Some("king-first".into()),
            dice: Some(Die::Coin),
            exclude_standard: true,
            pairs: true,
            ..GuildSettings::default()
        };
        let spec = RollRequest::default()
            .resolve(Variant::Chess960, &server, Die::D6)
            .unwrap();
        assert_eq!(spec.method.method, Method::KingFirst);
        assert_eq!(spec.dice, Die::Coin);
        assert!(spec.exclude_standard && spec.pair);

        let asked = RollRequest {
            method: Some("number".into()),
            dice: Some(Die::D8),
            exclude_standard: Some(false),
            pair: Some(false),
            ..RollRequest::default()
        };
        let spec = asked.resolve(Variant::Chess960, &server, Die::D6).unwrap();
        assert_eq!(
            (
                spec.method.method,
                spec.dice,
                spec.exclude_standard,
                spec.pair
            ),
            (Method::Number, Die::D8, false, false)
        );

        let korean = RollRequest::default()
            .resolve(Variant::KoreanRandom, &server, Die::D6)
            .unwrap();
        assert_eq!(
            korean.method.method,
            Variant::KoreanRandom.default_method().method
        );
        assert!(
            RollRequest {
                method: Some("king-first".into()),
                ..RollRequest::default()
            }
            .resolve(Variant::KoreanRandom, &server, Die::D6)
            .is_err()
        );
        let plain = RollRequest::default()
            .resolve(Variant::Chess960, &GuildSettings::default(), Die::D4)
            .unwrap();
        assert_eq!(plain.dice, Die::D4);
        assert!(!plain.exclude_standard && !plain.pair);
    }
}
