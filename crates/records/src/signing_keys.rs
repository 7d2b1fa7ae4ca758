//! What lets a referee verify a tag with no network: each event's Ed25519
//! signing keys, its revoked tags, and its verifier page's address.
//!
//! A key is stored as its 32-byte seed (RFC 8032's private key) with a
//! one-byte id; its public half is derived where it is used (the records
//! do no cryptography). An event gets key [`FIRST_KEY_ID`] when it is made
//! (an event from before keys existed gets it on first use). A lost key is
//! not deleted but retired ([`Store::rotate_signing_key`]): the next key
//! takes the next id, and a tag the old one signed still verifies, saying
//! which key signed it and when that key was retired.
//!
//! A revoked tag ([`Store::revoke_tag`]) is refused by the referees' page
//! at once, and by the offline verifier page from its next copy. Keys and
//! revocations live beside the event's secret, in the same store (the file
//! is private to its owner; on a server, to the database's users), and go
//! with the event in `db copy`.

use super::error::RecordsError;
use super::secrets::random;
use super::sql::{Row, Sql, params};
use super::store::Store;
use super::tags::{format_serial, normalise_serial};
use super::time::now_utc;
use armoury_rules::said;

/// The id of an event's first key.
pub const FIRST_KEY_ID: u8 = 1;

/// One of an event's signing keys.
#[derive(Clone, PartialEq, Eq)]
pub struct SigningKey {
    /// The key's id, carried in every string it signs.
    pub key_id: u8,
    /// The 32-byte private seed. Never shown, never sent to a phone.
    pub seed: Vec<u8>,
    /// When it was made, UTC RFC 3339.
    pub created_at: String,
    /// When it was retired (lost), if it was.
    pub retired_at: Option<String>,
}

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SigningKey")
            .field("key_id", &self.key_id)
            .field("created_at", &self.created_at)
            .field("retired_at", &self.retired_at)
            .finish_non_exhaustive()
    }
}

/// A revoked tag.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Revoked {
    /// The tag's serial.
    pub serial: String,
    /// Why, as the organiser said it.
    pub reason: String,
    /// When, UTC RFC 3339.
    pub revoked_at: String,
}

fn key_from_row(row: &Row<'_>) -> Result<SigningKey, super::sql::DbError> {
    let key_id: i64 = row.get(0)?;
    Ok(SigningKey {
        key_id: u8::try_from(key_id).unwrap_or(u8::MAX),
        seed: row.get(1)?,
        created_at: row.get(2)?,
        retired_at: row.get(3)?,
    })
}

/// Gives the event key `key_id` with a fresh seed (nothing when it has one).
pub(crate) fn add_key(sql: Sql<'_>, event_id: &str, key_id: u8) -> Result<(), RecordsError> {
    let seed: [u8; 32] = random("signing key")?;
    sql.execute(
        "INSERT INTO signing_keys(event_id, key_id, seed, created_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT DO NOTHING",
        params![event_id, i64::from(key_id), &seed[..], now_utc()],
    )?;
    Ok(())
}

impl Store {
    /// Every signing key of the event, oldest first (none for an event from
    /// before keys existed that has signed nothing yet).
    pub fn signing_keys(&self, event_id: &str) -> Result<Vec<SigningKey>, RecordsError> {
        self.sql().query(
            "SELECT key_id, seed, created_at, retired_at FROM signing_keys
             WHERE event_id = ?1 ORDER BY key_id",
            params![event_id],
            key_from_row,
        )
    }

    /// The key that signs the event's new tags: its newest one not retired.
    /// An event without keys gets its first here.
    pub fn signing_key(&self, event_id: &str) -> Result<SigningKey, RecordsError> {
        let mut keys = self.signing_keys(event_id)?;
        if keys.is_empty() {
            let event = self.event(event_id)?;
            add_key(self.sql(), &event.id, FIRST_KEY_ID)?;
            keys = self.signing_keys(event_id)?;
        }
        keys.into_iter()
            .rfind(|key| key.retired_at.is_none())
            .ok_or_else(|| {
                RecordsError::invalid(
                    "signing key",
                    event_id,
                    said!(
                        "err-why-keys-retired",
                        "every key of this event is retired: make a new one"
                    ),
                )
            })
    }

    /// Retires the event's keys (one was lost) and makes a new one with
    /// the next id, which signs every tag from now on.
    pub fn rotate_signing_key(&self, event_id: &str) -> Result<SigningKey, RecordsError> {
        let newest = self
            .signing_keys(event_id)?
            .last()
            .map_or(0, |key| key.key_id);
        let Some(next) = newest.checked_add(1) else {
            return Err(RecordsError::invalid(
                "signing key",
                event_id,
                said!(
                    "err-why-keys-used-up",
                    "the event has used all 255 key ids: make a new event"
                ),
            ));
        };
        let tx = self.begin()?;
        let sql = tx.sql();
        sql.execute(
            "UPDATE signing_keys SET retired_at = ?1 WHERE event_id = ?2 AND retired_at IS NULL",
            params![now_utc(), event_id],
        )?;
        add_key(sql, event_id, next)?;
        tx.commit()?;
        self.signing_key(event_id)
    }

    /// Revokes a tag the event issued: the referees' page refuses it at
    /// once, the offline verifier page from its next copy. Revoking it
    /// again keeps the first reason.
    pub fn revoke_tag(
        &self,
        event_id: &str,
        serial: &str,
        reason: &str,
    ) -> Result<Revoked, RecordsError> {
        let not_issued = || RecordsError::NotFound {
            what: "tag of this event",
            value: serial.to_string(),
        };
        let (prefix, seq) = normalise_serial(serial).ok_or_else(not_issued)?;
        let serial = format_serial(&prefix, seq);
        let issued: bool = self.sql().query_value(
            "SELECT EXISTS(SELECT 1 FROM tags WHERE event_id = ?1 AND serial = ?2)",
            params![event_id, serial],
        )?;
        if !issued {
            return Err(not_issued());
        }
        let reason = match reason.trim() {
            "" => "revoked by the organiser",
            given => given,
        };
        self.sql().execute(
            "INSERT INTO revoked_tags(event_id, serial, reason, revoked_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT DO NOTHING",
            params![event_id, serial, reason, now_utc()],
        )?;
        self.revoked(event_id, &serial)?.ok_or_else(not_issued)
    }

    /// The revocation of one tag, if it was revoked.
    pub fn revoked(&self, event_id: &str, serial: &str) -> Result<Option<Revoked>, RecordsError> {
        self.sql().query_opt(
            "SELECT serial, reason, revoked_at FROM revoked_tags WHERE event_id = ?1 AND serial = ?2",
            params![event_id, serial],
            revoked_from_row,
        )
    }

    /// Every tag the event revoked, by serial.
    pub fn revoked_tags(&self, event_id: &str) -> Result<Vec<Revoked>, RecordsError> {
        self.sql().query(
            "SELECT serial, reason, revoked_at FROM revoked_tags WHERE event_id = ?1 ORDER BY serial",
            params![event_id],
            revoked_from_row,
        )
    }

    /// Records the offline verifier page's address (checked by the caller),
    /// or forgets it; tags printed from now on carry it.
    pub fn set_verifier_url(&self, event_id: &str, url: Option<&str>) -> Result<(), RecordsError> {
        let changed = self.sql().execute(
            "UPDATE events SET verifier_url = ?1 WHERE id = ?2",
            params![url, event_id],
        )?;
        if changed == 0 {
            return Err(RecordsError::NotFound {
                what: "event",
                value: event_id.to_string(),
            });
        }
        Ok(())
    }
}

fn revoked_from_row(row: &Row<'_>) -> Result<Revoked, super::sql::DbError> {
    Ok(Revoked {
        serial: row.get(0)?,
        reason: row.get(1)?,
        revoked_at: row.get(2)?,
    })
}
