//! Photos of inspected items, kept with their inspections.
//!
//! A photo is taken at the desk before the marshal decides and travels with
//! the decided inspection ([`super::Decided::photo`]): written in the same
//! transaction as the inspection, carried by a station's outbox while the
//! server is away, and copied and checksummed with the event by `db copy`.
//! The bytes are a JPEG already made safe to keep (scaled down, metadata
//! dropped: `armoury-photos` does that before a photo reaches here); this
//! module only refuses what cannot be such a JPEG. Photos are append-only,
//! as inspections are.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::error::RecordsError;
use super::secrets::{hex, unhex};
use super::sql::{Sql, params};
use super::store::Store;
use armoury_rules::said;

/// The largest side a stored photo may have, in pixels (what the photo
/// library makes is smaller; this is the database's own bound).
pub const MAX_STORED_SIDE: u32 = 4_096;
/// The most bytes a stored photo may have.
pub const MAX_STORED_BYTES: usize = 4 * 1024 * 1024;

/// A photo as stored: JPEG bytes and their size in pixels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPhoto {
    /// The JPEG file (hex in an outbox's JSON).
    #[serde(with = "hex_bytes")]
    pub jpeg: Vec<u8>,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

/// A stored photo's size in pixels: what a page needs to lay it out
/// before its bytes arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PhotoSize {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

impl PhotoSize {
    /// The size scaled to fit `side` pixels on its longest side (never
    /// larger than it is, never a side of 0).
    pub fn within(self, side: u32) -> PhotoSize {
        let longest = self.width.max(self.height).max(1);
        if longest <= side {
            return self;
        }
        let scaled = |n: u32| {
            let n = (u64::from(n) * u64::from(side) + u64::from(longest) / 2) / u64::from(longest);
            u32::try_from(n).unwrap_or(side).max(1)
        };
        PhotoSize {
            width: scaled(self.width),
            height: scaled(self.height),
        }
    }
}

impl StoredPhoto {
    /// The SHA-256 of the JPEG, as lower-case hex: stored beside it, so a
    /// copy or a referee's page can tell it is the one recorded.
    pub fn sha256(&self) -> String {
        hex(&Sha256::digest(&self.jpeg))
    }

    /// Refuses what cannot be a stored photo: not a JPEG, empty, too large.
    pub fn check(&self) -> Result<(), RecordsError> {
        let refuse = |why: (String, armoury_rules::saying::Said)| {
            Err(RecordsError::invalid(
                "photo",
                format!(
                    "{} bytes, {} × {}",
                    self.jpeg.len(),
                    self.width,
                    self.height
                ),
                why,
            ))
        };
        if !self.jpeg.starts_with(&[0xFF, 0xD8, 0xFF]) {
            return refuse(said!("err-why-photo-not-jpeg", "not a JPEG"));
        }
        if self.jpeg.len() > MAX_STORED_BYTES {
            return refuse(said!(
                "err-why-photo-too-large",
                "more than {max} bytes",
                max = MAX_STORED_BYTES
            ));
        }
        let sides = 1..=MAX_STORED_SIDE;
        if !sides.contains(&self.width) || !sides.contains(&self.height) {
            return refuse(said!(
                "err-why-photo-sides",
                "each side must be 1 to {max} pixels",
                max = MAX_STORED_SIDE
            ));
        }
        Ok(())
    }
}

/// Writes an inspection's photo (inside the inspection's transaction).
pub(crate) fn insert(
    sql: Sql<'_>,
    inspection_id: i64,
    event_id: &str,
    photo: &StoredPhoto,
) -> Result<(), RecordsError> {
    photo.check()?;
    sql.execute(
        "INSERT INTO photos(inspection_id, event_id, jpeg, width, height, sha256)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            inspection_id,
            event_id,
            &photo.jpeg[..],
            i64::from(photo.width),
            i64::from(photo.height),
            photo.sha256()
        ],
    )?;
    Ok(())
}

impl Store {
    /// The ids of an event's inspections that have a photo.
    pub fn photographed(&self, event_id: &str) -> Result<HashSet<i64>, RecordsError> {
        let ids: Vec<i64> = self.sql().query(
            "SELECT inspection_id FROM photos WHERE event_id = ?1",
            params![event_id],
            |row| row.get(0),
        )?;
        Ok(ids.into_iter().collect())
    }

    /// The photo of one of an event's inspections, if one was taken (an
    /// inspection of another event has none here).
    pub fn photo(
        &self,
        event_id: &str,
        inspection_id: i64,
    ) -> Result<Option<StoredPhoto>, RecordsError> {
        self.sql().query_opt(
            "SELECT jpeg, width, height FROM photos WHERE inspection_id = ?1 AND event_id = ?2",
            params![inspection_id, event_id],
            |row| {
                Ok(StoredPhoto {
                    jpeg: row.get(0)?,
                    width: side(row.get(1)?),
                    height: side(row.get(2)?),
                })
            },
        )
    }

    /// The size of an inspection's photo, if one was taken.
    pub fn photo_size(&self, inspection_id: i64) -> Result<Option<PhotoSize>, RecordsError> {
        self.sql().query_opt(
            "SELECT width, height FROM photos WHERE inspection_id = ?1",
            params![inspection_id],
            |row| {
                Ok(PhotoSize {
                    width: side(row.get(0)?),
                    height: side(row.get(1)?),
                })
            },
        )
    }
}

/// A side as stored (the table's check keeps it within 1 to
/// [`MAX_STORED_SIDE`]).
pub(crate) fn side(stored: i64) -> u32 {
    u32::try_from(stored).unwrap_or(0)
}

/// Bytes as a hex string in JSON (an outbox keeps decided inspections as
/// JSON text).
mod hex_bytes {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub(super) fn serialize<S: Serializer>(bytes: &[u8], to: S) -> Result<S::Ok, S::Error> {
        to.serialize_str(&super::hex(bytes))
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<Vec<u8>, D::Error> {
        let text = String::deserialize(from)?;
        super::unhex(&text).ok_or_else(|| D::Error::custom("not an even number of hex digits"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn photo(jpeg: &[u8], width: u32, height: u32) -> StoredPhoto {
        StoredPhoto {
            jpeg: jpeg.to_vec(),
            width,
            height,
        }
    }

    #[test]
    fn only_a_jpeg_of_sensible_size_is_kept() {
        assert!(photo(&[0xFF, 0xD8, 0xFF, 0xE0], 10, 10).check().is_ok());
        assert!(photo(b"\x89PNG", 10, 10).check().is_err());
        assert!(photo(&[], 10, 10).check().is_err());
        assert!(photo(&[0xFF, 0xD8, 0xFF], 0, 10).check().is_err());
        assert!(
            photo(&[0xFF, 0xD8, 0xFF], 10, MAX_STORED_SIDE + 1)
                .check()
                .is_err()
        );
        assert!(
            photo(&[0xFF, 0xD8, 0xFF], MAX_STORED_SIDE, 1)
                .check()
                .is_ok()
        );
    }

    #[test]
    fn a_size_fits_within_a_side_keeping_its_shape() {
        let size = |width, height| PhotoSize { width, height };
        assert_eq!(size(1600, 1200).within(240), size(240, 180));
        assert_eq!(size(1200, 1600).within(240), size(180, 240));
        assert_eq!(size(200, 100).within(240), size(200, 100));
        assert_eq!(size(240, 1).within(240), size(240, 1));
        assert_eq!(size(4000, 1).within(240), size(240, 1));
    }

    #[test]
    fn an_outbox_carries_the_bytes_as_hex_and_reads_them_back() {
        let original = photo(&[0xFF, 0xD8, 0xFF, 0x00, 0x7F], 3, 4);
        let json = serde_json::to_string(&original).unwrap();
        assert!(json.contains("\"ffd8ff007f\""), "{json}");
        assert_eq!(
            serde_json::from_str::<StoredPhoto>(&json).unwrap(),
            original
        );
        for bad in [
            r#"{"jpeg":"f","width":1,"height":1}"#,
            r#"{"jpeg":"zz","width":1,"height":1}"#,
        ] {
            assert!(serde_json::from_str::<StoredPhoto>(bad).is_err());
        }
    }
}
