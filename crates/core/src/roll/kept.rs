//! What a record keeps of how a roll is made (variant, method, device), as
//! data read back through one checked conversion: kept text becomes a
//! [`KeptSpec`] (unchecked against what this process knows, like
//! shakmaty's `Setup`), and a kept spec with its variant found becomes a
//! [`RollSpec`] (checked, like a `Position`).

use backrank_entropy::{Die, ParseDieError};

use crate::catalogue::UnknownMethod;
use crate::roll::RollSpec;
use crate::variant::{KeptVariant, ParseKeptVariantError, Variant};

/// A roll's variant, method and device as kept.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KeptSpec {
    pub variant: KeptVariant,
    /// The method's id (`king-first`, or a name a variant file gives).
    pub method: String,
    pub dice: Die,
}

impl RollSpec {
    /// How a record keeps this spec's variant, method and device (the
    /// standard position and pairs are kept beside it, where a record
    /// keeps them at all).
    pub fn kept(&self) -> KeptSpec {
        KeptSpec {
            variant: self.variant.kept(),
            method: self.method.method.id().to_owned(),
            dice: self.dice,
        }
    }
}

/// Why kept data does not make a spec.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeptSpecError {
    #[error(transparent)]
    Variant(#[from] ParseKeptVariantError),
    #[error("the kept device: {0}")]
    Dice(#[from] ParseDieError),
    #[error("the kept method is empty")]
    NoMethod,
    /// The variant found is not the one kept (another file's version).
    #[error("the kept variant is {kept}, not {found}")]
    OtherVariant { kept: KeptVariant, found: String },
    #[error("the kept method: {0}")]
    Method(#[from] UnknownMethod),
}

impl TryFrom<(&str, &str, &str)> for KeptSpec {
    type Error = KeptSpecError;

    /// Reads the variant, method and device columns a store keeps.
    fn try_from((variant, method, dice): (&str, &str, &str)) -> Result<KeptSpec, KeptSpecError> {
        if method.trim().is_empty() {
            return Err(KeptSpecError::NoMethod);
        }
        Ok(KeptSpec {
            variant: variant.parse()?,
            method: method.to_owned(),
            dice: dice.parse()?,
        })
    }
}

impl TryFrom<(&KeptSpec, Variant)> for RollSpec {
    type Error = KeptSpecError;

    /// The spec a kept one names, given its variant as found where it was
    /// kept: the exact version kept, and a method it still has.
    fn try_from((kept, variant): (&KeptSpec, Variant)) -> Result<RollSpec, KeptSpecError> {
        if !kept.variant.is(variant) {
            return Err(KeptSpecError::OtherVariant {
                kept: kept.variant.clone(),
                found: variant.kept().to_string(),
            });
        }
        let method = variant.method_named(&kept.method)?;
        Ok(RollSpec::new(variant, method, kept.dice))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_spec_reads_back_into_the_spec_it_came_from() {
        for v in Variant::ALL {
            for m in v.methods() {
                let spec = RollSpec::new(v, m, Die::D6);
                let kept = spec.kept();
                let (variant, dice) = (kept.variant.to_string(), kept.dice.name());
                let read = KeptSpec::try_from((variant.as_str(), kept.method.as_str(), dice));
                assert_eq!(read.as_ref(), Ok(&kept));
                let back = RollSpec::try_from((&kept, v)).unwrap();
                assert_eq!((back.variant, back.method.method), (v, m.method));
            }
        }
    }

    #[test]
    fn bad_kept_data_says_which_part_is_bad() {
        let read = |v: &str, m: &str, d: &str| KeptSpec::try_from((v, m, d)).unwrap_err();
        assert!(matches!(
            read("a b", "number", "d6"),
            KeptSpecError::Variant(_)
        ));
        assert!(matches!(
            read("chess960", "", "d6"),
            KeptSpecError::NoMethod
        ));
        assert!(matches!(
            read("chess960", "number", "d7"),
            KeptSpecError::Dice(_)
        ));
        let kept = KeptSpec::try_from(("chess960", "carrillo", "d6")).unwrap();
        assert!(matches!(
            RollSpec::try_from((&kept, Variant::Chess960)),
            Err(KeptSpecError::Method(_))
        ));
        assert!(matches!(
            RollSpec::try_from((&kept, Variant::Crc)),
            Err(KeptSpecError::OtherVariant { .. })
        ));
    }
}
