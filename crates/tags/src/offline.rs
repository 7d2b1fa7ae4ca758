//! Verification strings a referee checks with no network (`ARM2`): an
//! Ed25519 signature that the event's public key alone verifies.
//!
//! An `ARM1` string ([`super::signing`]) is checked with the event's secret,
//! which only the stations hold. An `ARM2` string is signed with the
//! event's private key and checked with its public key, which anyone may
//! hold: a phone with the verifier page, `armoury verify --public-key`,
//! OpenSSL. It also carries what a referee needs to judge it on the spot:
//!
//! ```text
//! ARM2:<K>:<EVENT>:<ID>:<KEY>:<EXPIRES>:<ITEM>:<OWNER>:<SIG>
//! ARM2:T:AN26:AN26-000012:1:20260712:ARMING+SWORD+92CM:KALEV+KAARIK:<103 characters>
//! ```
//!
//! - `K`, `EVENT`, `ID`: as in `ARM1` (what is covered, the event's code, the
//!   serial or id).
//! - `KEY`: the id of the event key that signed it, one byte (`0`–`255`,
//!   decimal without leading zeros); a new key after a lost one gets the
//!   next id.
//! - `EXPIRES`: the last valid day as `YYYYMMDD` (the event's end), or
//!   empty when the event has no end date.
//! - `ITEM`: a short description of what is covered, so a tag moved to
//!   another weapon is caught by eye (the kind and its main measurement:
//!   `ARMING+SWORD+92CM`), at most [`MAX_ITEM_LEN`] characters.
//! - `OWNER`: the character or player, at most [`MAX_OWNER_LEN`].
//!   `ITEM` and `OWNER` are folded to `A-Z 0-9 - .` with `+` for a space
//!   ([`plain`]); either may be empty.
//! - `SIG`: the 64-byte Ed25519 signature (RFC 8032) over the UTF-8 bytes
//!   of the string before its last colon, in RFC 4648 base32 without
//!   padding: 103 characters.
//!
//! Every character is in the QR alphanumeric set, so the code stays in
//! the compact mode. A string may follow a URL and `#` (`https://…/#ARM2:…`):
//! a phone's camera then opens the verifier page, and the string stays in
//! the fragment, which browsers never send to a server. Lower case is
//! accepted (some scanner apps change case) and read as upper case.

use std::fmt::Write as _;

use data_encoding::{BASE32_NOPAD, HEXLOWER};
use ed25519_dalek::pkcs8::spki::der::pem::LineEnding;
use ed25519_dalek::pkcs8::{DecodePublicKey, EncodePublicKey};
use ed25519_dalek::{Signature, Signer as _, SigningKey, Verifier as _, VerifyingKey};
use unicode_normalization::char::{decompose_canonical, is_combining_mark};

use super::signing::{
    Covers, Offline, Signed, SigningError, VerifyError, check_event, check_id, leading_parts,
};

/// The format tag every offline verification string starts with.
pub const PREFIX: &str = "ARM2";
/// Bytes of a private key's seed.
pub const SEED_BYTES: usize = 32;
/// Longest item description.
pub const MAX_ITEM_LEN: usize = 20;
/// Longest owner name.
pub const MAX_OWNER_LEN: usize = 16;
/// Characters of a base32 signature: 64 bytes are 512 bits, 103 characters of 5.
pub const SIGNATURE_CHARS: usize = 103;
/// Longest verifier page address a code may carry: with it, a tag from the
/// records with every part at its longest still fits a version 11 code at
/// level Q, which the 62 x 29 mm tag prints at 0.42 mm a module.
pub const MAX_BASE_URL_LEN: usize = 44;

/// What an `ARM2` string says, before it is signed.
#[derive(Clone, Copy, Debug)]
pub struct Statement<'a> {
    /// Tag, lammie, armour card or fail slip.
    pub covers: Covers,
    /// The event's code (its tag prefix).
    pub event: &'a str,
    /// Tag serial, item id, character id or inspection id.
    pub id: &'a str,
    /// The last valid day, `YYYY-MM-DD`, if any.
    pub expires: Option<&'a str>,
    /// What is covered, in words (folded here with [`plain`]).
    pub item: &'a str,
    /// Who owns it, in words (folded here with [`plain`]).
    pub owner: &'a str,
}

/// An event's private key with its id: what signs `ARM2` strings.
pub struct EventKeyPair {
    key_id: u8,
    key: SigningKey,
}

impl std::fmt::Debug for EventKeyPair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the private key.
        f.debug_struct("EventKeyPair")
            .field("key_id", &self.key_id)
            .field("public", &self.public_key())
            .finish()
    }
}

impl EventKeyPair {
    /// The key pair of a 32-byte seed (RFC 8032's private key), as stored.
    pub fn from_seed(key_id: u8, seed: &[u8]) -> Result<Self, SigningError> {
        let seed: &[u8; SEED_BYTES] = seed
            .try_into()
            .map_err(|_| SigningError::KeyTooShort { len: seed.len() })?;
        Ok(EventKeyPair {
            key_id,
            key: SigningKey::from_bytes(seed),
        })
    }

    /// The key's id, carried in every string it signs.
    pub fn key_id(&self) -> u8 {
        self.key_id
    }

    /// The public half, which verifies what this key signs.
    pub fn public_key(&self) -> PublicKey {
        PublicKey(self.key.verifying_key())
    }

    /// The Ed25519 signature of `message` (the one signing path every
    /// `ARM2` string goes through).
    pub fn sign_bytes(&self, message: &[u8]) -> [u8; 64] {
        self.key.sign(message).to_bytes()
    }

    /// Signs a statement into an `ARM2` string.
    pub fn sign(&self, statement: &Statement<'_>) -> Result<String, SigningError> {
        check_event(statement.event)?;
        check_id(statement.id)?;
        let expires = match statement.expires {
            Some(date) => compact_date(date).ok_or_else(|| SigningError::BadPart {
                part: "expiry date",
                value: date.to_string(),
                reason: "expected YYYY-MM-DD",
            })?,
            None => String::new(),
        };
        let body = format!(
            "{PREFIX}:{}:{}:{}:{}:{expires}:{}:{}",
            statement.covers.letter(),
            statement.event,
            statement.id,
            self.key_id,
            plain(statement.item, MAX_ITEM_LEN),
            plain(statement.owner, MAX_OWNER_LEN),
        );
        let signature = BASE32_NOPAD.encode(&self.sign_bytes(body.as_bytes()));
        Ok(format!("{body}:{signature}"))
    }
}

/// An event's public key: verifies `ARM2` strings and nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicKey(VerifyingKey);

/// A public key that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not an Ed25519 public key: {reason}")]
pub struct KeyError {
    /// What is wrong with it.
    pub reason: String,
}

impl PublicKey {
    /// The key of 32 raw bytes (RFC 8032's encoding).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, KeyError> {
        let bytes: &[u8; 32] = bytes.try_into().map_err(|_| KeyError {
            reason: format!("{} bytes, not 32", bytes.len()),
        })?;
        VerifyingKey::from_bytes(bytes)
            .map(PublicKey)
            .map_err(|e| KeyError {
                reason: e.to_string(),
            })
    }

    /// The 32 raw bytes.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0.to_bytes()
    }

    /// The 32 raw bytes in lower-case hex (64 characters), as the verifier
    /// page's `keys.json` lists them.
    pub fn to_hex(&self) -> String {
        HEXLOWER.encode(&self.to_bytes())
    }

    /// PEM of the SubjectPublicKeyInfo (`-----BEGIN PUBLIC KEY-----`), as
    /// `openssl pkey -pubin` reads it.
    pub fn to_pem(&self) -> Result<String, KeyError> {
        self.0
            .to_public_key_pem(LineEnding::LF)
            .map_err(|e| KeyError {
                reason: e.to_string(),
            })
    }

    /// Reads a PEM SubjectPublicKeyInfo (what [`PublicKey::to_pem`] and
    /// `openssl pkey -pubout` write).
    pub fn from_pem(text: &str) -> Result<Self, KeyError> {
        VerifyingKey::from_public_key_pem(text.trim())
            .map(PublicKey)
            .map_err(|e| KeyError {
                reason: e.to_string(),
            })
    }

    /// Whether `signature` is this key's Ed25519 signature of `message`.
    pub fn verifies(&self, message: &[u8], signature: &[u8; 64]) -> bool {
        self.0
            .verify(message, &Signature::from_bytes(signature))
            .is_ok()
    }
}

/// Checks the address of a verifier page that codes will carry before
/// their `#ARM2:…`: `https://` (or `http://` on this machine, for trying it
/// out), printable ASCII without spaces or `#`, at most
/// [`MAX_BASE_URL_LEN`] characters. Returns it trimmed, with a `/` after
/// a path that names a folder (`https://larp.example/v` → `…/v/`), so the
/// page's own files are found beside it.
pub fn check_base_url(url: &str) -> Result<String, SigningError> {
    let given = url.trim();
    let bad = |reason| {
        Err(SigningError::BadPart {
            part: "verifier page address",
            value: given.to_string(),
            reason,
        })
    };
    let local = ["http://localhost", "http://127.0.0.1", "http://[::1]"]
        .iter()
        .filter_map(|start| given.strip_prefix(start))
        .any(|rest| rest.is_empty() || rest.starts_with([':', '/']));
    if !given.starts_with("https://") && !local {
        return bad(
            "it must start with https:// (phones run the offline page only from a secure address)",
        );
    }
    if !given.bytes().all(|b| b.is_ascii_graphic() && b != b'#') {
        return bad("it may hold only printable ASCII, without spaces or '#'");
    }
    let url = as_folder(given);
    if url.len() > MAX_BASE_URL_LEN {
        return bad(
            "it is longer than 44 characters (with a '/' after a folder), too long for the code on a 62 x 29 mm tag",
        );
    }
    Ok(url)
}

/// `url` with a `/` after its last path segment when that segment names no
/// file (has no `.`) and no query follows.
fn as_folder(url: &str) -> String {
    let path = url.find("://").map_or(url, |at| &url[at + 3..]);
    let names_folder = match path.rsplit_once('/') {
        // The host alone.
        None => !path.is_empty(),
        Some((_, last)) => !last.is_empty() && !last.contains('.'),
    };
    if names_folder && !path.contains('?') {
        format!("{url}/")
    } else {
        url.to_string()
    }
}

/// Reads an `ARM2` string (after a URL and `#`, if any) without checking
/// its signature: what it claims, the bytes signed and the signature.
pub(crate) fn split(text: &str) -> Result<(Signed, String, [u8; 64]), VerifyError> {
    let code = code_of(text);
    let malformed = |reason: String| VerifyError::Malformed {
        value: code.clone(),
        reason,
    };
    let Some((body, signature)) = code.rsplit_once(':') else {
        return Err(malformed("it has no ':'".into()));
    };
    let parts: Vec<&str> = body.split(':').collect();
    let [prefix, letter, event, id, key_id, expires, item, owner] = parts.as_slice() else {
        return Err(malformed(format!(
            "expected 9 parts separated by ':' (ARM2:K:EVENT:ID:KEY:EXPIRES:ITEM:OWNER:SIG), found {}",
            parts.len() + 1
        )));
    };
    let covers = leading_parts(PREFIX, [*prefix, *letter, *event, *id]).map_err(malformed)?;
    let key_id = match key_id.parse::<u8>() {
        Ok(n) if n.to_string() == *key_id => n,
        _ => {
            return Err(malformed(format!(
                "the key id must be a number from 0 to 255, found {key_id:?}"
            )));
        }
    };
    let expires = if expires.is_empty() {
        None
    } else {
        Some(
            dashed_date(expires)
                .ok_or_else(|| malformed(format!("the expiry {expires:?} is not YYYYMMDD")))?,
        )
    };
    for (part, value, max) in [
        ("item", item, MAX_ITEM_LEN),
        ("owner", owner, MAX_OWNER_LEN),
    ] {
        if value.len() > max || !value.chars().all(plain_char) {
            return Err(malformed(format!(
                "the {part} {value:?} must be at most {max} of A-Z, 0-9, '-', '.' and '+'"
            )));
        }
    }
    let signature = (signature.len() == SIGNATURE_CHARS)
        .then(|| BASE32_NOPAD.decode(signature.as_bytes()).ok())
        .flatten()
        .and_then(|bytes| <[u8; 64]>::try_from(bytes).ok())
        .ok_or_else(|| {
            malformed(format!(
                "the signature must be {SIGNATURE_CHARS} characters of A-Z and 2-7, found {} characters",
                signature.len()
            ))
        })?;
    let signed = Signed {
        covers,
        event: (*event).to_string(),
        id: (*id).to_string(),
        offline: Some(Box::new(Offline {
            key_id,
            expires,
            item: item.replace('+', " "),
            owner: owner.replace('+', " "),
        })),
    };
    Ok((signed, body.to_string(), signature))
}

/// Checks an `ARM2` string against an event's public key, and its expiry
/// against `today` (`YYYY-MM-DD`): the whole check a referee can make with
/// nothing but the key.
pub fn verify(text: &str, key: &PublicKey, today: &str) -> Result<Signed, VerifyError> {
    let (signed, body, signature) = split(text)?;
    if !key.verifies(body.as_bytes(), &signature) {
        return Err(VerifyError::BadSignature { signed });
    }
    if let Some(on) = signed.expires().filter(|on| *on < today) {
        return Err(VerifyError::Expired {
            on: on.to_string(),
            signed,
        });
    }
    Ok(signed)
}

/// Whether `text` is an `ARM2` string (after a URL and `#`, if any).
pub fn is_offline(text: &str) -> bool {
    code_of(text).starts_with("ARM2:")
}

/// The `ARM2` part of `text`, upper case: what follows a URL's `#`, or the
/// whole text.
fn code_of(text: &str) -> String {
    let text = text.trim();
    let code = match text.rfind('#') {
        Some(at) => &text[at + 1..],
        None => text,
    };
    code.to_ascii_uppercase()
}

fn plain_char(c: char) -> bool {
    c.is_ascii_uppercase() || c.is_ascii_digit() || matches!(c, '-' | '.' | '+')
}

/// `text` as an `ITEM` or `OWNER` part: accents and apostrophes dropped
/// (`Käärik` → `KAARIK`), upper case, each run of other characters one `+`, at most
/// `max` characters (cut at a word where one ends late enough).
pub fn plain(text: &str, max: usize) -> String {
    let mut out = String::new();
    let mut push = |c: char| {
        let c = c.to_ascii_uppercase();
        if plain_char(c) && c != '+' {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('+') {
            out.push('+');
        }
    };
    for c in text.chars() {
        if c.is_ascii() {
            // An apostrophe joins its word (`Kalev's` → `KALEVS`).
            if c != '\'' {
                push(c);
            }
            continue;
        }
        match c {
            '’' => {}
            'ß' => "SS".chars().for_each(&mut push),
            'æ' | 'Æ' => "AE".chars().for_each(&mut push),
            'ø' | 'Ø' => push('O'),
            'ð' | 'Ð' => push('D'),
            'þ' | 'Þ' => "TH".chars().for_each(&mut push),
            'ł' | 'Ł' => push('L'),
            _ => decompose_canonical(c, |d| {
                if !is_combining_mark(d) {
                    push(d);
                }
            }),
        }
    }
    let trimmed = out.trim_matches('+');
    if trimmed.len() <= max {
        return trimmed.to_string();
    }
    let cut = &trimmed[..max];
    match cut.rfind('+') {
        Some(at) if at >= max / 2 => cut[..at].to_string(),
        _ => cut.trim_end_matches('+').to_string(),
    }
}

/// `2026-07-12` → `20260712`.
fn compact_date(date: &str) -> Option<String> {
    let ok = date.len() == 10
        && date.bytes().enumerate().all(|(i, b)| match i {
            4 | 7 => b == b'-',
            _ => b.is_ascii_digit(),
        });
    ok.then(|| date.replace('-', ""))
}

/// `20260712` → `2026-07-12`.
fn dashed_date(date: &str) -> Option<String> {
    if date.len() != 8 || !date.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut out = String::with_capacity(10);
    let _ = write!(out, "{}-{}-{}", &date[..4], &date[4..6], &date[6..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: [u8; 32] = [7; 32];
    const TODAY: &str = "2026-07-10";

    fn pair() -> EventKeyPair {
        EventKeyPair::from_seed(1, &SEED).unwrap()
    }

    fn tag() -> Statement<'static> {
        Statement {
            covers: Covers::Tag,
            event: "AN26",
            id: "AN26-000012",
            expires: Some("2026-07-12"),
            item: "Arming sword 92 cm",
            owner: "Kalev Käärik",
        }
    }

    fn hex(text: &str) -> Vec<u8> {
        (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
            .collect()
    }

    /// RFC 8032 §7.1, tests 1, 2 and 3: the secret key, the public key it
    /// gives, the message and the signature, through [`EventKeyPair`].
    #[test]
    fn rfc_8032_test_vectors_pass_through_the_signing_path() {
        let vectors = [
            (
                "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
                "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
                "",
                "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
            ),
            (
                "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
                "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
                "72",
                "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00",
            ),
            (
                "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
                "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
                "af82",
                "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a",
            ),
        ];
        for (secret, public, message, signature) in vectors {
            let pair = EventKeyPair::from_seed(1, &hex(secret)).unwrap();
            assert_eq!(pair.public_key().to_bytes().to_vec(), hex(public));
            let signed = pair.sign_bytes(&hex(message));
            assert_eq!(signed.to_vec(), hex(signature));
            let key = PublicKey::from_bytes(&hex(public)).unwrap();
            assert_eq!(key.to_hex(), public);
            assert!(key.verifies(&hex(message), &signed));
            let mut changed = hex(message);
            changed.push(0);
            assert!(!key.verifies(&changed, &signed));
        }
    }

    #[test]
    fn a_signed_tag_verifies_and_says_what_it_covers() {
        let text = pair().sign(&tag()).unwrap();
        assert!(
            text.starts_with("ARM2:T:AN26:AN26-000012:1:20260712:ARMING+SWORD+92+CM:KALEV+KAARIK:"),
            "{text}"
        );
        let signature = text.rsplit(':').next().unwrap();
        assert_eq!(signature.len(), SIGNATURE_CHARS);
        let set = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
        assert!(text.chars().all(|c| set.contains(c)), "{text}");

        let signed = verify(&text, &pair().public_key(), TODAY).unwrap();
        assert_eq!(
            (signed.covers, signed.id.as_str()),
            (Covers::Tag, "AN26-000012")
        );
        let offline = signed.offline.as_ref().unwrap();
        assert_eq!(offline.key_id, 1);
        assert_eq!(offline.expires.as_deref(), Some("2026-07-12"));
        assert_eq!(offline.item, "ARMING SWORD 92 CM");
        assert_eq!(offline.owner, "KALEV KAARIK");
        // Behind a URL, in lower case, with a scanner's newline.
        let url = format!("https://larp.example/v/#{}\n", text.to_lowercase());
        assert_eq!(verify(&url, &pair().public_key(), TODAY), Ok(signed));
    }

    #[test]
    fn every_changed_character_is_refused() {
        let text = pair().sign(&tag()).unwrap();
        let key = pair().public_key();
        for (at, c) in text.char_indices() {
            let other = match c {
                'A' => 'B',
                ':' => continue,
                '9' => '8',
                _ if c.is_ascii_digit() => '9',
                _ => 'A',
            };
            let mut changed = text.clone();
            changed.replace_range(at..at + 1, &other.to_string());
            assert!(verify(&changed, &key, TODAY).is_err(), "{changed}");
        }
    }

    #[test]
    fn another_key_and_an_expired_tag_are_refused_with_the_reason() {
        let text = pair().sign(&tag()).unwrap();
        let other = EventKeyPair::from_seed(1, &[8; 32]).unwrap().public_key();
        assert!(matches!(
            verify(&text, &other, TODAY),
            Err(VerifyError::BadSignature { .. })
        ));
        // Valid through its last day, refused the day after.
        let key = pair().public_key();
        assert!(verify(&text, &key, "2026-07-12").is_ok());
        let expired = verify(&text, &key, "2026-07-13").unwrap_err();
        assert!(
            matches!(&expired, VerifyError::Expired { on, .. } if on == "2026-07-12"),
            "{expired:?}"
        );
        assert!(
            expired.to_string().contains("expired on 2026-07-12"),
            "{expired}"
        );
        // No end date: no expiry.
        let open = pair()
            .sign(&Statement {
                expires: None,
                ..tag()
            })
            .unwrap();
        assert!(open.contains(":1::ARMING"), "{open}");
        assert!(verify(&open, &key, "2099-01-01").is_ok());
    }

    #[test]
    fn malformed_strings_say_why() {
        let good = pair().sign(&tag()).unwrap();
        let signature = good.rsplit(':').next().unwrap();
        for bad in [
            "ARM2".to_string(),
            format!("ARM2:T:AN26:1:1:20260712:X:Y:Z:{signature}"),
            format!("ARM2:X:AN26:1:1:20260712:X:Y:{signature}"),
            format!("ARM2:T:AN26:1:256:20260712:X:Y:{signature}"),
            format!("ARM2:T:AN26:1:01:20260712:X:Y:{signature}"),
            format!("ARM2:T:AN26:1:1:2026-07-12:X:Y:{signature}"),
            format!("ARM2:T:AN26:1:1:20260712:X Y:Y:{signature}"),
            format!("ARM2:T:AN26:1:1:20260712:{}:Y:{signature}", "X".repeat(21)),
            "ARM2:T:AN26:1:1:20260712:X:Y:AAAA".to_string(),
        ] {
            assert!(
                matches!(split(&bad), Err(VerifyError::Malformed { .. })),
                "{bad}: {:?}",
                split(&bad).map(|s| s.0)
            );
        }
    }

    #[test]
    fn public_keys_round_trip_through_pem() {
        let key = pair().public_key();
        let pem = key.to_pem().unwrap();
        assert!(pem.starts_with("-----BEGIN PUBLIC KEY-----\n"), "{pem}");
        assert_eq!(PublicKey::from_pem(&pem), Ok(key));
        assert!(
            PublicKey::from_pem("-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----")
                .is_err()
        );
        assert!(PublicKey::from_bytes(&[1; 31]).is_err());
    }

    #[test]
    fn verifier_addresses_are_checked() {
        assert_eq!(
            check_base_url(" https://larp.example/v/ ").as_deref(),
            Ok("https://larp.example/v/")
        );
        assert!(check_base_url("http://127.0.0.1:8080/v/").is_ok());
        assert!(check_base_url("http://localhost/").is_ok());
        for (given, kept) in [
            ("https://larp.example", "https://larp.example/"),
            ("https://larp.example/v", "https://larp.example/v/"),
            ("https://larp.example/v/", "https://larp.example/v/"),
            (
                "https://larp.example/v/index.html",
                "https://larp.example/v/index.html",
            ),
            ("https://larp.example/v/?e=1", "https://larp.example/v/?e=1"),
        ] {
            assert_eq!(check_base_url(given).as_deref(), Ok(kept), "{given}");
        }
        let longest = format!("https://{}/", "a".repeat(MAX_BASE_URL_LEN - 9));
        assert!(check_base_url(&longest).is_ok());
        for bad in [
            "http://larp.example/",
            "http://localhost.evil.example/",
            "ftp://x/",
            "https://x/#a",
            "https://x/a b",
            "https://x/õ",
            &format!("{longest}a"),
        ] {
            assert!(check_base_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn descriptions_fold_to_the_qr_alphabet() {
        assert_eq!(plain("Kalev Käärik", 16), "KALEV+KAARIK");
        assert_eq!(plain("Kalev's arming sword", 20), "KALEVS+ARMING+SWORD");
        assert_eq!(plain("Ó Briain’s", 20), "O+BRIAINS");
        assert_eq!(plain("  Õie-Liis, Ørn ß ", 20), "OIE-LIIS+ORN+SS");
        assert_eq!(plain("Одеяло", 10), "");
        assert_eq!(
            plain("Two-handed great sword 150 cm", 20),
            "TWO-HANDED+GREAT"
        );
        assert_eq!(plain("Supercalifragilistic", 10), "SUPERCALIF");
        assert!(plain("a b c d e f g h i j k", 16).len() <= 16);
    }
}
