//! What signs a label's QR code: [`Signer::Shared`], the event's secret
//! (`ARM1`, checked by whoever holds the secret: a station, the referees'
//! page), or [`Signer::Offline`], the event's key pair (`ARM2`, checked with
//! the public key alone), with the expiry and the verifier page's address
//! that go into every code it makes.

use super::content::Content;
use super::offline::{EventKeyPair, MAX_ITEM_LEN, Statement, plain};
use super::signing::{SigningError, sign};

/// Signs the codes of a batch of labels.
#[derive(Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "one signer serves a whole batch of labels"
)]
pub enum Signer {
    /// HMAC with the event's secret (at least 16 bytes): `ARM1`.
    Shared(Vec<u8>),
    /// Ed25519 with the event's key pair: `ARM2`.
    Offline {
        /// The event's current key pair.
        pair: EventKeyPair,
        /// The last valid day, `YYYY-MM-DD` (the event's end), if any.
        expires: Option<String>,
        /// The verifier page's address: the code becomes `URL#ARM2:…`,
        /// which a phone's camera opens.
        base_url: Option<String>,
    },
}

impl Signer {
    /// The text of `item`'s QR code.
    pub fn code<C: Content>(&self, item: &C) -> Result<String, SigningError> {
        let (covers, event, id) = item.identity();
        match self {
            Signer::Shared(key) => sign(covers, event, id, key),
            Signer::Offline {
                pair,
                expires,
                base_url,
            } => {
                let words = item.description();
                let measure = plain(&words.measure, MAX_ITEM_LEN);
                let item_text = if measure.is_empty() {
                    plain(&words.item, MAX_ITEM_LEN)
                } else {
                    let room = MAX_ITEM_LEN.saturating_sub(measure.len() + 1);
                    match plain(&words.item, room) {
                        kind if kind.is_empty() => measure,
                        kind => format!("{kind}+{measure}"),
                    }
                };
                let code = pair.sign(&Statement {
                    covers,
                    event,
                    id,
                    expires: expires.as_deref(),
                    item: &item_text,
                    owner: &words.owner,
                })?;
                Ok(match base_url {
                    Some(url) => format!("{url}#{code}"),
                    None => code,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::offline::verify;
    use crate::{Covers, TagContent};
    use armoury_rules::units::Millimetres;

    fn tag(kind: &str) -> TagContent {
        TagContent {
            serial: "AN26-000012".into(),
            event: "Ancalagon 2026".into(),
            event_code: "AN26".into(),
            kind: kind.into(),
            length_category: String::new(),
            length: Some(Millimetres(921.0)),
            weight: None,
            player: "Jaan Tamm".into(),
            character: "Kalev Käärik".into(),
            inspector: "Eve".into(),
            date: "2026-07-10".into(),
            valid_until: "2026-07-12".into(),
            decimal_separator: '.',
            length_unit: armoury_rules::units::Unit::Millimetre,
            weight_unit: armoury_rules::units::Unit::Gram,
        }
    }

    fn offline(base_url: Option<&str>) -> Signer {
        Signer::Offline {
            pair: EventKeyPair::from_seed(3, &[5; 32]).unwrap(),
            expires: Some("2026-07-12".into()),
            base_url: base_url.map(str::to_string),
        }
    }

    #[test]
    fn an_offline_code_keeps_the_measurement_when_the_kind_is_long() {
        let signer = offline(None);
        let code = signer.code(&tag("Arming sword")).unwrap();
        assert!(
            code.contains(":3:20260712:ARMING+SWORD+92CM:KALEV+KAARIK:"),
            "{code}"
        );
        let long = signer
            .code(&tag("Two-handed weapon with a very long name"))
            .unwrap();
        assert!(long.contains(":TWO-HANDED+92CM:"), "{long}");
        let Signer::Offline { pair, .. } = &signer else {
            unreachable!()
        };
        let signed = verify(&long, &pair.public_key(), "2026-07-01").unwrap();
        assert_eq!(signed.covers, Covers::Tag);
    }

    #[test]
    fn a_base_url_goes_before_the_code() {
        let code = offline(Some("https://larp.example/v/"))
            .code(&tag("Arming sword"))
            .unwrap();
        assert!(
            code.starts_with("https://larp.example/v/#ARM2:T:AN26:"),
            "{code}"
        );
    }

    #[test]
    fn a_shared_secret_makes_arm1() {
        let code = Signer::Shared(b"an event secret of 32 bytes ....".to_vec())
            .code(&tag("Arming sword"))
            .unwrap();
        assert!(code.starts_with("ARM1:T:AN26:AN26-000012:"), "{code}");
    }
}
