//! Links a desk opens for one photo from a phone.
//!
//! The marshal's phone has no session: the desk opens an upload link for
//! the inspection it is about to record ([`Store::open_photo_upload`]) and
//! shows it as a QR code; the link's random token is the phone's only
//! right, to send a photo for that one inspection until the link expires
//! ([`UPLOAD_FOR`]) or the desk closes it (the inspection was recorded,
//! or the marshal moved on). `armoury serve` takes the photo
//! ([`Store::receive_photo_upload`], already made safe to keep by
//! `armoury-photos`), the desk reads it back ([`Store::uploaded_photo`]).
//! A second photo before the desk records replaces the first (a retake).
//! Only the token's SHA-256 is stored: a copy of the database opens no
//! link. Links past their use are deleted a day later.

use sha2::{Digest, Sha256};

use super::error::RecordsError;
use super::photos::{StoredPhoto, side};
use super::secrets::hex;
use super::sql::params;
use super::store::Store;

/// How long a desk's upload link takes photos, in seconds: a marshal
/// scans, frames and shoots in one or two minutes.
pub const UPLOAD_FOR: i64 = 5 * 60;

/// Seconds a finished link's row is kept before it is deleted.
const KEPT_FOR: i64 = 24 * 3600;

/// What became of an upload link, as the phone's page tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UploadLink {
    /// It takes a photo (until the moment given, Unix seconds); `received`
    /// when one came already.
    Open {
        /// When it stops taking photos.
        expires_at: i64,
        /// Whether a photo came already (another replaces it).
        received: bool,
    },
    /// Its time ran out.
    Expired,
    /// The desk recorded the inspection, or moved on: no photo is taken.
    Closed,
    /// No such link (mistyped, or deleted long after its use).
    Unknown,
}

fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

impl Store {
    /// Opens an upload link for an inspection `station` is about to record
    /// in event `event_id`, taking photos for [`UPLOAD_FOR`] from `now`
    /// (Unix seconds); its token, to put in the link.
    pub fn open_photo_upload(
        &self,
        event_id: &str,
        station: &str,
        now: i64,
    ) -> Result<String, RecordsError> {
        self.event(event_id)?;
        let token = hex(&super::secrets::random::<16>("upload token")?);
        let tx = self.begin()?;
        let sql = tx.sql();
        sql.execute(
            "DELETE FROM photo_uploads WHERE expires_at <= ?1",
            params![now - KEPT_FOR],
        )?;
        sql.execute(
            "INSERT INTO photo_uploads(token_hash, event_id, station, opened_at, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![hash(&token), event_id, station, now, now + UPLOAD_FOR],
        )?;
        tx.commit()?;
        Ok(token)
    }

    /// What the link of `token` is at `now`.
    pub fn photo_upload_link(&self, token: &str, now: i64) -> Result<UploadLink, RecordsError> {
        let row: Option<(String, i64)> = self.sql().query_opt(
            "SELECT state, expires_at FROM photo_uploads WHERE token_hash = ?1",
            params![hash(token)],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )?;
        Ok(match row {
            None => UploadLink::Unknown,
            Some((state, _)) if state == "closed" => UploadLink::Closed,
            Some((_, expires_at)) if expires_at <= now => UploadLink::Expired,
            Some((state, expires_at)) => UploadLink::Open {
                expires_at,
                received: state == "received",
            },
        })
    }

    /// Keeps `photo` as the one sent through the link of `token`, if the
    /// link is open at `now`; what the link is after (open and received
    /// when kept; expired, closed or unknown, with nothing kept, if not).
    pub fn receive_photo_upload(
        &self,
        token: &str,
        photo: &StoredPhoto,
        now: i64,
    ) -> Result<UploadLink, RecordsError> {
        photo.check()?;
        self.sql().execute(
            "UPDATE photo_uploads SET state = 'received', jpeg = ?1, width = ?2, height = ?3
             WHERE token_hash = ?4 AND state <> 'closed' AND expires_at > ?5",
            params![
                &photo.jpeg[..],
                i64::from(photo.width),
                i64::from(photo.height),
                hash(token),
                now
            ],
        )?;
        self.photo_upload_link(token, now)
    }

    /// The photo sent through the link of `token`, if one came (the link
    /// stays as it is).
    pub fn uploaded_photo(&self, token: &str) -> Result<Option<StoredPhoto>, RecordsError> {
        let row: Option<Option<(Vec<u8>, i64, i64)>> = self.sql().query_opt(
            "SELECT jpeg, width, height FROM photo_uploads WHERE token_hash = ?1",
            params![hash(token)],
            |row| {
                let jpeg: Option<Vec<u8>> = row.get(0)?;
                let width: Option<i64> = row.get(1)?;
                let height: Option<i64> = row.get(2)?;
                Ok(jpeg.zip(width).zip(height).map(|((j, w), h)| (j, w, h)))
            },
        )?;
        Ok(row.flatten().map(|(jpeg, width, height)| StoredPhoto {
            jpeg,
            width: side(width),
            height: side(height),
        }))
    }

    /// Closes the link of `token`: a photo sent after is refused. Its
    /// photo, if one came, is dropped (the inspection keeps its own copy).
    pub fn close_photo_upload(&self, token: &str) -> Result<(), RecordsError> {
        self.sql().execute(
            "UPDATE photo_uploads SET state = 'closed', jpeg = NULL, width = NULL, height = NULL
             WHERE token_hash = ?1",
            params![hash(token)],
        )?;
        Ok(())
    }
}
