//! Referees' sessions on the web page, one per phone.
//!
//! A referee's phone logs in with the event's referee token and gets a
//! session: a random secret in its cookie, of which only the SHA-256 is
//! stored (a copy of the database logs nobody in). Each session names the
//! phone as its browser described itself and the address it came from, so
//! the station's Settings and `armoury event referee-sessions` can list the
//! phones signed in and revoke one that was lost, and the phone itself can
//! log out. A session ends at its expiry (the end of the event), when
//! revoked, or when the event's referee token is rotated, which revokes
//! them all.

use sha2::{Digest, Sha256};

use super::error::RecordsError;
use super::secrets::hex;
use super::sql::{Row, params};
use super::store::Store;
use super::time::{format_utc, now_utc};

/// Live sessions an event may have at once: far more phones than an
/// event's referees carry, and a bound on what a leaked login URL can fill.
/// A login past it signs the longest signed-in phone out.
pub const MAX_LIVE_SESSIONS: i64 = 500;

/// Characters of a session's id as shown and typed: the start of its
/// secret's hash, which tells nothing of the secret.
const SHOWN_ID_LEN: usize = 8;

/// Characters kept of what a phone's browser says it is.
const PHONE_LEN: usize = 80;

/// A signed-in phone.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RefereeSession {
    /// A short id to name it by when revoking (8 hex digits).
    pub id: String,
    /// The event it reads.
    pub event_id: String,
    /// What the phone's browser said it is (its `User-Agent`, cleaned).
    pub phone: String,
    /// The address it logged in from.
    pub address: String,
    /// When it logged in, UTC RFC 3339.
    pub created_at: String,
    /// When it ends by itself, seconds since 1970.
    pub expires_at: i64,
}

/// The stored hash of a session secret.
fn hash(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

/// Whether `secret` looks like one this module makes (64 hex digits):
/// anything else is refused without a database read.
fn well_formed(secret: &str) -> bool {
    secret.len() == 64 && secret.bytes().all(|b| b.is_ascii_hexdigit())
}

/// What a browser says it is, as kept: printable, one line, at most
/// [`PHONE_LEN`] characters.
fn cleaned(phone: &str) -> String {
    let kept: String = phone
        .chars()
        .filter(|&c| !armoury_rules::names::is_forbidden(c) && c != '\t')
        .take(PHONE_LEN)
        .collect();
    match kept.trim() {
        "" => "unknown browser".to_string(),
        text => text.to_string(),
    }
}

fn session_from_row(row: &Row<'_>) -> Result<RefereeSession, super::sql::DbError> {
    let hash: String = row.get(0)?;
    Ok(RefereeSession {
        id: hash.chars().take(SHOWN_ID_LEN).collect(),
        event_id: row.get(1)?,
        phone: row.get(2)?,
        address: row.get(3)?,
        created_at: row.get(4)?,
        expires_at: row.get(5)?,
    })
}

const COLUMNS: &str = "id_hash, event_id, phone, address, created_at, expires_at";

impl Store {
    /// Opens a session for a phone on `event_id` at `now` until
    /// `expires_at` (seconds since 1970); returns its secret, for the
    /// phone's cookie.
    /// With [`MAX_LIVE_SESSIONS`] live already, the oldest is signed out.
    pub fn open_referee_session(
        &self,
        event_id: &str,
        phone: &str,
        address: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<String, RecordsError> {
        self.event(event_id)?;
        let tx = self.begin()?;
        let sql = tx.sql();
        // Sessions that ended long ago are of no use to anyone.
        sql.execute(
            "DELETE FROM referee_sessions WHERE expires_at <= ?1 OR revoked_at IS NOT NULL",
            params![now - 7 * 24 * 3600],
        )?;
        let live: i64 = sql.query_value(
            "SELECT count(*) FROM referee_sessions
             WHERE event_id = ?1 AND revoked_at IS NULL AND expires_at > ?2",
            params![event_id, now],
        )?;
        if live >= MAX_LIVE_SESSIONS {
            // The right token is never refused: the longest signed-in phone
            // is signed out instead.
            sql.execute(
                "UPDATE referee_sessions SET revoked_at = ?1 WHERE id_hash IN (
                     SELECT id_hash FROM referee_sessions
                     WHERE event_id = ?2 AND revoked_at IS NULL AND expires_at > ?3
                     ORDER BY created_at, id_hash LIMIT ?4)",
                params![now_utc(), event_id, now, live - MAX_LIVE_SESSIONS + 1],
            )?;
        }
        let secret = hex(&super::secrets::random::<32>("session secret")?);
        sql.execute(
            "INSERT INTO referee_sessions(id_hash, event_id, phone, address, created_at, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                hash(&secret),
                event_id,
                cleaned(phone),
                address,
                format_utc(now).unwrap_or_else(now_utc),
                expires_at
            ],
        )?;
        tx.commit()?;
        Ok(secret)
    }

    /// The live session whose secret a phone's cookie holds, if it is one
    /// of `event_id`'s: not revoked, not expired at `now`.
    pub fn referee_session(
        &self,
        event_id: &str,
        secret: &str,
        now: i64,
    ) -> Result<Option<RefereeSession>, RecordsError> {
        if !well_formed(secret) {
            return Ok(None);
        }
        self.sql().query_opt(
            &format!(
                "SELECT {COLUMNS} FROM referee_sessions
                 WHERE id_hash = ?1 AND event_id = ?2 AND revoked_at IS NULL AND expires_at > ?3"
            ),
            params![hash(secret), event_id, now],
            session_from_row,
        )
    }

    /// The event's live sessions at `now`, newest first.
    pub fn referee_sessions(
        &self,
        event_id: &str,
        now: i64,
    ) -> Result<Vec<RefereeSession>, RecordsError> {
        self.event(event_id)?;
        self.sql().query(
            &format!(
                "SELECT {COLUMNS} FROM referee_sessions
                 WHERE event_id = ?1 AND revoked_at IS NULL AND expires_at > ?2
                 ORDER BY created_at DESC, id_hash"
            ),
            params![event_id, now],
            session_from_row,
        )
    }

    /// Revokes the live session of `event_id` named by `id` (its shown id,
    /// or a longer start of its hash); returns it.
    pub fn revoke_referee_session(
        &self,
        event_id: &str,
        id: &str,
        now: i64,
    ) -> Result<RefereeSession, RecordsError> {
        let wanted = id.trim().to_ascii_lowercase();
        let not_found = || RecordsError::NotFound {
            what: "referee session",
            value: id.to_string(),
        };
        // Hex only, so the LIKE pattern holds no wildcard of the caller's.
        if wanted.len() < SHOWN_ID_LEN || !wanted.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(not_found());
        }
        let matching = self.sql().query(
            &format!(
                "SELECT {COLUMNS} FROM referee_sessions
                 WHERE event_id = ?1 AND revoked_at IS NULL AND expires_at > ?2
                   AND id_hash LIKE ?3"
            ),
            params![event_id, now, format!("{wanted}%")],
            |row| Ok((row.get::<String>(0)?, session_from_row(row)?)),
        )?;
        let [(hash, session)] = matching.as_slice() else {
            return Err(not_found());
        };
        self.sql().execute(
            "UPDATE referee_sessions SET revoked_at = ?1 WHERE id_hash = ?2",
            params![now_utc(), hash],
        )?;
        Ok(session.clone())
    }

    /// Ends the session whose secret a phone's cookie holds (its logout).
    pub fn end_referee_session(&self, event_id: &str, secret: &str) -> Result<(), RecordsError> {
        if well_formed(secret) {
            self.sql().execute(
                "UPDATE referee_sessions SET revoked_at = ?1
                 WHERE id_hash = ?2 AND event_id = ?3 AND revoked_at IS NULL",
                params![now_utc(), hash(secret), event_id],
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_is_named_in_printable_text_of_bounded_length() {
        assert_eq!(
            cleaned("Mozilla/5.0 (Linux; Android 14)"),
            "Mozilla/5.0 (Linux; Android 14)"
        );
        assert_eq!(cleaned("evil\u{1b}[31m\u{202e}name"), "evil[31mname");
        assert_eq!(cleaned(""), "unknown browser");
        assert_eq!(cleaned(&"x".repeat(500)).len(), PHONE_LEN);
    }

    #[test]
    fn only_well_formed_secrets_are_looked_up() {
        assert!(well_formed(&"a1".repeat(32)));
        assert!(!well_formed(&"a1".repeat(31)));
        assert!(!well_formed(&"zz".repeat(32)));
    }
}
