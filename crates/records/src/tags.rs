//! Tag serials: a human-typable number for each approved inspection,
//! `<event prefix>-<6-digit sequence>` (`AN11-000123`), unique per database
//! (the prefix is unique per event, the sequence per event). A [`Tag`] also
//! carries its valid-until date, the event's end date by default.
//! `normalise_serial` accepts what a referee types (`an11 123`, `AN11000123`).

use serde::Serialize;

use super::error::RecordsError;
use super::events::Event;
use super::sql::{Sql, params};
use super::store::Store;

/// A tag allocated to an approved inspection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tag {
    /// `<event prefix>-<6-digit sequence>` (`AN11-000123`).
    pub serial: String,
    /// The tag's last valid day, `YYYY-MM-DD` (the event's end date); none
    /// when the event has no end date.
    pub valid_until: Option<String>,
}

/// Formats a serial: the event's tag prefix, a dash and six digits (`AN26-000042`).
pub fn format_serial(prefix: &str, seq: i64) -> String {
    format!("{prefix}-{seq:06}")
}

/// Allocates the event's next serial for an inspection inside a
/// transaction. The event's counter is bumped in one statement, which a
/// server runs one station at a time per event (the row stays locked until
/// the transaction ends), so serials stay unique and in order across every
/// station of the event.
pub(crate) fn allocate(
    sql: Sql<'_>,
    event: &Event,
    inspection_id: i64,
    now: &str,
) -> Result<Tag, RecordsError> {
    let seq: i64 = sql.query_value(
        "UPDATE events SET tag_seq = tag_seq + 1 WHERE id = ?1 RETURNING tag_seq",
        params![event.id],
    )?;
    insert(sql, event, seq, inspection_id, now)
}

/// Stores the tag with sequence `seq` (allocated, or reserved earlier by a
/// station) for an inspection.
pub(crate) fn insert(
    sql: Sql<'_>,
    event: &Event,
    seq: i64,
    inspection_id: i64,
    now: &str,
) -> Result<Tag, RecordsError> {
    let tag = Tag {
        serial: format_serial(&event.tag_prefix, seq),
        valid_until: event.ends_on.clone(),
    };
    sql.execute(
        "INSERT INTO tags(serial, event_id, seq, inspection_id, valid_until, issued_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            tag.serial,
            event.id,
            seq,
            inspection_id,
            tag.valid_until,
            now
        ],
    )?;
    Ok(tag)
}

/// A block of an event's tag serials set aside for one station, which
/// issues them while the server is out of reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub(crate) struct SerialBlock {
    /// The event the serials belong to.
    pub(crate) event_id: String,
    /// The event's tag prefix (`AN11`).
    pub(crate) prefix: String,
    /// The event's end date, the tags' valid-until date.
    pub(crate) valid_until: Option<String>,
    /// The first sequence number of the block not issued yet.
    pub(crate) next: i64,
    /// The block's last sequence number.
    pub(crate) last: i64,
}

impl SerialBlock {
    /// Serials left.
    pub(crate) fn left(&self) -> i64 {
        (self.last - self.next + 1).max(0)
    }

    /// Issues the next serial of the block, if one is left.
    pub(crate) fn issue(&mut self) -> Option<(i64, Tag)> {
        if self.left() == 0 {
            return None;
        }
        let seq = self.next;
        self.next += 1;
        Some((
            seq,
            Tag {
                serial: format_serial(&self.prefix, seq),
                valid_until: self.valid_until.clone(),
            },
        ))
    }
}

impl Store {
    /// Sets `count` of the event's next serials aside (no other station
    /// will allocate them) and returns them as a block.
    pub(crate) fn reserve_serials(
        &self,
        event_id: &str,
        count: i64,
    ) -> Result<SerialBlock, RecordsError> {
        let event = self.event(event_id)?;
        let last: i64 = self.sql().query_value(
            "UPDATE events SET tag_seq = tag_seq + ?2 WHERE id = ?1 RETURNING tag_seq",
            params![event.id, count.max(1)],
        )?;
        Ok(SerialBlock {
            event_id: event.id,
            prefix: event.tag_prefix,
            valid_until: event.ends_on,
            next: last - count.max(1) + 1,
            last,
        })
    }
}

/// Splits typed text into `(PREFIX, sequence)` if it looks like a serial:
/// letters and digits, optional dash or space, then digits.
pub fn normalise_serial(text: &str) -> Option<(String, i64)> {
    let compact: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, '-' | ' ' | '_'))
        .collect::<String>()
        .to_ascii_uppercase();
    if !compact.chars().all(|c| c.is_ascii_alphanumeric())
        || !compact.starts_with(|c: char| c.is_ascii_alphabetic())
    {
        return None;
    }
    // With a separator, the split is where it was typed; without, the prefix
    // is 2 to 6 characters and the sequence exactly 6 digits.
    let trimmed = text.trim();
    let (prefix, digits) = match trimmed.find(['-', ' ', '_']) {
        Some(at) => (
            trimmed[..at].to_ascii_uppercase(),
            trimmed[at + 1..]
                .trim_start_matches(['-', ' ', '_'])
                .to_string(),
        ),
        None if compact.len() >= 8 => {
            let at = compact.len() - 6;
            (compact[..at].to_string(), compact[at..].to_string())
        }
        None => return None,
    };
    if !(2..=6).contains(&prefix.len())
        || digits.is_empty()
        || !digits.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    Some((prefix, digits.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serials_format_and_parse_back() {
        assert_eq!(format_serial("AN11", 123), "AN11-000123");
        for typed in [
            "AN11-000123",
            "an11-123",
            "an11 000123",
            "AN11000123",
            " an11-000123 ",
        ] {
            assert_eq!(
                normalise_serial(typed),
                Some(("AN11".to_string(), 123)),
                "{typed}"
            );
        }
        for not in [
            "Kalev",
            "kalev käärik",
            "123",
            "AN11-",
            "A-1",
            "AN11-12x",
            "mari liis",
        ] {
            assert_eq!(normalise_serial(not), None, "{not}");
        }
    }
}
