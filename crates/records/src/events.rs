//! Events: an [`Event`] has a slug id, a name, optional start and end dates,
//! a short tag prefix for serials (`AN11`) and a per-event secret of 32
//! random bytes for signed QR codes ([`Store::event_secret`]), and a
//! referee token for the referees' web page ([`Store::referee_token`],
//! [`Store::rotate_referee_token`]), an Ed25519 key for tags verified
//! offline (made with it: `signing_keys`), and the id of the ruleset it is run by
//! (its roster's classes and hit points come from it). A default
//! event ([`DEFAULT_EVENT`]) is made on first open; [`Store::current_event`]
//! is the one `--event` falls back to, set by [`Store::use_event`].

use super::error::RecordsError;
use super::secrets::{hex, random};
use super::signing_keys::FIRST_KEY_ID;
use super::sql::{DbError, Row, Sql, params};
use super::store::Store;
use super::time::{now_utc, parse_date};
use armoury_rules::said;
use armoury_rules::shipped;

/// The id of the event made on first open.
pub const DEFAULT_EVENT: &str = "default";
const DEFAULT_EVENT_NAME: &str = "Unnamed event";
const CURRENT_EVENT_KEY: &str = "current_event";

/// An event as stored (without its secret).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Event {
    /// The event's slug (`ancalagon-2026`), unique in the database.
    pub id: String,
    /// The event's name for people (`Ancalagon 2026`).
    pub name: String,
    /// The first day, `YYYY-MM-DD`, if set.
    pub starts_on: Option<String>,
    /// The last day, `YYYY-MM-DD`, if set; tags are valid until then.
    pub ends_on: Option<String>,
    /// What the event's tag serials start with (`AN26`), unique in the
    /// database.
    pub tag_prefix: String,
    /// When the event was created, UTC RFC 3339 (`2026-07-14T09:30:05Z`).
    pub created_at: String,
    /// The ruleset the event is run by (`ancalagon-2011`, `five-oaths`).
    pub ruleset_id: String,
    /// The offline verifier page's address, which the event's QR codes
    /// carry before their `ARM2` string; none until one is set.
    pub verifier_url: Option<String>,
    /// The event's language (`en`, `et`): its printed tags and cards, and
    /// the code page of a roster not in UTF-8.
    pub language: String,
    /// Whether its desks take a photo of each item.
    pub photos: PhotoPolicy,
    /// The referee page's address as `armoury serve` last announced it
    /// (`http://192.168.1.10:8080`); a desk's phone-upload link starts
    /// with it. Not copied with the event: it names where it is served.
    pub page_url: Option<String>,
}

/// Whether an event's desks take a photo of each item they inspect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PhotoPolicy {
    /// No photos are taken.
    #[default]
    Off,
    /// A desk may take one.
    Optional,
    /// An item is approved only with its photo.
    Required,
}

impl PhotoPolicy {
    /// Every policy, as `armoury event photos` and Settings offer them.
    pub const ALL: [PhotoPolicy; 3] = [
        PhotoPolicy::Off,
        PhotoPolicy::Optional,
        PhotoPolicy::Required,
    ];

    /// `off`, `optional`, `required`: as stored and typed.
    pub fn as_str(self) -> &'static str {
        match self {
            PhotoPolicy::Off => "off",
            PhotoPolicy::Optional => "optional",
            PhotoPolicy::Required => "required",
        }
    }

    /// The policy named `text` (as [`PhotoPolicy::as_str`] writes it).
    pub fn parse(text: &str) -> Result<PhotoPolicy, RecordsError> {
        PhotoPolicy::ALL
            .into_iter()
            .find(|p| p.as_str() == text.trim())
            .ok_or_else(|| {
                RecordsError::invalid(
                    "photos",
                    text,
                    said!("err-why-photo-policy", "use off, optional or required"),
                )
            })
    }
}

impl Event {
    /// The event in words: `Ancalagon 2026 (AN26, until 2026-07-12)`.
    pub fn describe(&self) -> String {
        match &self.ends_on {
            Some(end) => format!("{} ({}, until {end})", self.name, self.tag_prefix),
            None => format!("{} ({})", self.name, self.tag_prefix),
        }
    }
}

/// What is needed to create an event.
#[derive(Clone, Debug, Default)]
pub struct NewEvent {
    /// A slug: lower-case letters, digits and dashes (`ancalagon-2026`).
    pub id: String,
    /// The event's name for people (must not be empty).
    pub name: String,
    /// `YYYY-MM-DD`.
    pub starts_on: Option<String>,
    /// `YYYY-MM-DD`; tags are valid until this date by default.
    pub ends_on: Option<String>,
    /// Upper-case letters and digits, 2 to 6; derived from the id when absent.
    pub tag_prefix: Option<String>,
    /// The ruleset's id; [`shipped::DEFAULT_ID`] when absent.
    pub ruleset_id: Option<String>,
    /// A language tag, two or three lower-case letters; `en` when absent.
    pub language: Option<String>,
}

const EVENT_COLUMNS: &str = "id, name, starts_on, ends_on, tag_prefix, created_at, ruleset_id, \
     verifier_url, language, photos, page_url";

fn event_from_row(row: &Row<'_>) -> Result<Event, DbError> {
    Ok(Event {
        id: row.get(0)?,
        name: row.get(1)?,
        starts_on: row.get(2)?,
        ends_on: row.get(3)?,
        tag_prefix: row.get(4)?,
        created_at: row.get(5)?,
        ruleset_id: row.get(6)?,
        verifier_url: row.get(7)?,
        language: row.get(8)?,
        photos: {
            let stored: String = row.get(9)?;
            // The table's check admits only the three.
            PhotoPolicy::parse(&stored).unwrap_or_default()
        },
        page_url: row.get(10)?,
    })
}

/// An event id made from its name: folded to lower-case ASCII letters and
/// digits, words joined by dashes, at most 40 characters
/// (`"Ancalagon Õhtu 2026"` → `ancalagon-ohtu-2026`); empty when the name
/// has no letters or digits.
pub fn slug(name: &str) -> String {
    let folded = super::fold::fold(name);
    let mut id = String::new();
    for word in folded.split(' ') {
        let word: String = word.chars().filter(char::is_ascii_alphanumeric).collect();
        if word.is_empty() {
            continue;
        }
        if !id.is_empty() {
            id.push('-');
        }
        id.push_str(&word);
    }
    id.truncate(40);
    id.trim_end_matches('-').to_string()
}

fn check_slug(id: &str) -> Result<(), RecordsError> {
    let ok = !id.is_empty()
        && id.len() <= 40
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !id.starts_with('-');
    if ok {
        Ok(())
    } else {
        Err(RecordsError::invalid(
            "event id",
            id,
            said!(
                "err-why-event-id",
                "use 1 to 40 lower-case letters, digits and dashes, e.g. ancalagon-2026"
            ),
        ))
    }
}

fn check_prefix(prefix: &str) -> Result<(), RecordsError> {
    let ok = (2..=6).contains(&prefix.len())
        && prefix
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    if ok {
        Ok(())
    } else {
        Err(RecordsError::invalid(
            "tag prefix",
            prefix,
            said!(
                "err-why-tag-prefix",
                "use 2 to 6 upper-case letters and digits, e.g. AN26"
            ),
        ))
    }
}

fn check_language(language: &str) -> Result<(), RecordsError> {
    if armoury_rules::names::is_language_tag(language) {
        Ok(())
    } else {
        Err(RecordsError::invalid(
            "event language",
            language,
            said!(
                "err-why-language",
                "use a language tag of two or three lower-case letters, e.g. et"
            ),
        ))
    }
}

fn check_date(field: &'static str, date: Option<&str>) -> Result<Option<String>, RecordsError> {
    date.map(|d| {
        parse_date(d).ok_or_else(|| {
            RecordsError::invalid(field, d, said!("err-why-date", "expected YYYY-MM-DD"))
        })
    })
    .transpose()
}

impl Store {
    /// Creates an event with a fresh secret.
    pub fn create_event(&mut self, new: &NewEvent) -> Result<Event, RecordsError> {
        check_slug(&new.id)?;
        if new.name.trim().is_empty() {
            return Err(RecordsError::invalid(
                "event name",
                &new.name,
                said!("err-why-empty", "must not be empty"),
            ));
        }
        let ruleset_id = new.ruleset_id.as_deref().unwrap_or(shipped::DEFAULT_ID);
        if ruleset_id.trim().is_empty() || ruleset_id.trim() != ruleset_id {
            return Err(RecordsError::invalid(
                "ruleset",
                ruleset_id,
                said!(
                    "err-why-ruleset",
                    "must be a ruleset id without surrounding spaces, e.g. ancalagon-2011"
                ),
            ));
        }
        let language = new.language.as_deref().unwrap_or("en");
        check_language(language)?;
        let starts_on = check_date("start date", new.starts_on.as_deref())?;
        let ends_on = check_date("end date", new.ends_on.as_deref())?;
        if let (Some(s), Some(e)) = (&starts_on, &ends_on)
            && e < s
        {
            return Err(RecordsError::invalid(
                "end date",
                e,
                said!(
                    "err-why-before-start",
                    "is before the start date {start}",
                    start = s
                ),
            ));
        }
        let secret: [u8; 32] = random("event secret")?;
        let referee_token: [u8; TOKEN_BYTES] = random("referee token")?;
        let tx = self.begin()?;
        let sql = tx.sql();
        let exists: bool = sql.query_value(
            "SELECT EXISTS(SELECT 1 FROM events WHERE id = ?1)",
            params![new.id],
        )?;
        if exists {
            return Err(RecordsError::invalid(
                "event id",
                &new.id,
                said!("err-why-event-exists", "an event with this id exists"),
            ));
        }
        let prefix = match &new.tag_prefix {
            Some(p) => {
                check_prefix(p)?;
                p.clone()
            }
            None => {
                let taken = |p: &str| -> Result<bool, RecordsError> {
                    sql.query_value(
                        "SELECT EXISTS(SELECT 1 FROM events WHERE tag_prefix = ?1)",
                        params![p],
                    )
                };
                let base = derive_prefix(&new.id);
                let mut candidate = base.clone();
                let mut n = 2;
                while taken(&candidate)? {
                    candidate = format!("{}{n}", &base[..base.len().min(4)]);
                    n += 1;
                }
                candidate
            }
        };
        sql.try_execute(
            "INSERT INTO events(id, name, starts_on, ends_on, tag_prefix, secret, created_at,
                                referee_token, ruleset_id, language)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                new.id,
                new.name.trim(),
                starts_on,
                ends_on,
                prefix,
                &secret[..],
                now_utc(),
                &referee_token[..],
                ruleset_id,
                language,
            ],
        )
        .map_err(|e| {
            if e.is_constraint() {
                RecordsError::invalid(
                    "tag prefix",
                    &prefix,
                    said!("err-why-prefix-used", "another event uses this prefix"),
                )
            } else {
                sql.error(e)
            }
        })?;
        super::signing_keys::add_key(sql, &new.id, FIRST_KEY_ID)?;
        tx.commit()?;
        self.event(&new.id)
    }

    /// The event with this id; `NotFound` if there is none.
    pub fn event(&self, id: &str) -> Result<Event, RecordsError> {
        self.sql()
            .query_opt(
                &format!("SELECT {EVENT_COLUMNS} FROM events WHERE id = ?1"),
                params![id],
                event_from_row,
            )?
            .ok_or_else(|| RecordsError::NotFound {
                what: "event",
                value: id.to_string(),
            })
    }

    /// The event whose tag prefix (the event code in signed QR codes) is `prefix`.
    pub fn event_by_prefix(&self, prefix: &str) -> Result<Event, RecordsError> {
        self.sql()
            .query_opt(
                &format!("SELECT {EVENT_COLUMNS} FROM events WHERE tag_prefix = ?1"),
                params![prefix],
                event_from_row,
            )?
            .ok_or_else(|| RecordsError::NotFound {
                what: "event with tag prefix",
                value: prefix.to_string(),
            })
    }

    /// Every event, oldest first.
    pub fn events(&self) -> Result<Vec<Event>, RecordsError> {
        self.sql().query(
            &format!("SELECT {EVENT_COLUMNS} FROM events ORDER BY created_at, id"),
            &[],
            event_from_row,
        )
    }

    /// The event's 32-byte secret (for HMAC-signed QR codes).
    pub fn event_secret(&self, event_id: &str) -> Result<Vec<u8>, RecordsError> {
        self.sql()
            .query_opt(
                "SELECT secret FROM events WHERE id = ?1",
                params![event_id],
                |r| r.get(0),
            )?
            .ok_or_else(|| RecordsError::NotFound {
                what: "event",
                value: event_id.to_string(),
            })
    }

    /// The event's referee token, as the lower-case hex the login URL of
    /// `armoury serve` carries. Kept beside the signing secret; never shown
    /// on a page.
    pub fn referee_token(&self, event_id: &str) -> Result<String, RecordsError> {
        match token_of(self.sql(), "referee_token", event_id)? {
            Some(token) => Ok(hex(&token)),
            // Not after migration 2, which gives every event one.
            None => Err(RecordsError::invalid(
                "referee token",
                event_id,
                said!(
                    "err-why-no-token",
                    "this event has none: rotating it makes one"
                ),
            )),
        }
    }

    /// Gives the event a new referee token and returns it; every referee's
    /// session ends with the old one.
    pub fn rotate_referee_token(&self, event_id: &str) -> Result<String, RecordsError> {
        let tx = self.begin()?;
        let sql = tx.sql();
        let token = new_token(sql, "referee_token", event_id)?;
        sql.execute(
            "UPDATE referee_sessions SET revoked_at = ?1
             WHERE event_id = ?2 AND revoked_at IS NULL",
            params![now_utc(), event_id],
        )?;
        tx.commit()?;
        Ok(token)
    }

    /// The event's organiser token (the organiser page of `armoury serve`:
    /// `/organiser/login/TOKEN`), as lower-case hex; made the first time
    /// it is asked for. Separate from the referee token: neither opens the
    /// other's pages.
    pub fn organiser_token(&self, event_id: &str) -> Result<String, RecordsError> {
        let tx = self.begin()?;
        let token = match token_of(tx.sql(), "organiser_token", event_id)? {
            Some(token) => hex(&token),
            None => new_token(tx.sql(), "organiser_token", event_id)?,
        };
        tx.commit()?;
        Ok(token)
    }

    /// Gives the event a new organiser token and returns it: the old one's
    /// address and the organisers' logins stop working.
    pub fn rotate_organiser_token(&self, event_id: &str) -> Result<String, RecordsError> {
        new_token(self.sql(), "organiser_token", event_id)
    }

    /// The event in use: the one last chosen with [`Store::use_event`], else the default.
    pub fn current_event(&self) -> Result<Event, RecordsError> {
        let id = self
            .setting(CURRENT_EVENT_KEY)?
            .unwrap_or_else(|| DEFAULT_EVENT.to_string());
        self.event(&id)
    }

    /// Makes `id` the event in use.
    pub fn use_event(&self, id: &str) -> Result<Event, RecordsError> {
        let event = self.event(id)?;
        self.set_setting(CURRENT_EVENT_KEY, id)?;
        Ok(event)
    }

    /// Sets an event's language (`et`): its printed tags and cards, and
    /// the code page of its rosters not in UTF-8.
    pub fn set_event_language(&self, id: &str, language: &str) -> Result<Event, RecordsError> {
        check_language(language)?;
        self.update_event_column(id, "language", language)
    }

    /// Sets whether an event's desks take photos.
    pub fn set_event_photos(&self, id: &str, photos: PhotoPolicy) -> Result<Event, RecordsError> {
        self.update_event_column(id, "photos", photos.as_str())
    }

    /// Records the address `armoury serve` serves an event's page at, for
    /// the desks' phone-upload links.
    pub fn announce_page_url(&self, id: &str, url: &str) -> Result<Event, RecordsError> {
        self.update_event_column(id, "page_url", url)
    }

    fn update_event_column(
        &self,
        id: &str,
        column: &'static str,
        value: &str,
    ) -> Result<Event, RecordsError> {
        let changed = self.sql().execute(
            &format!("UPDATE events SET {column} = ?1 WHERE id = ?2"),
            params![value, id],
        )?;
        if changed == 0 {
            return Err(RecordsError::NotFound {
                what: "event",
                value: id.to_string(),
            });
        }
        self.event(id)
    }

    /// `Some(id)` as given, else the current event.
    pub fn event_or_current(&self, id: Option<&str>) -> Result<Event, RecordsError> {
        match id {
            Some(id) => self.event(id),
            None => self.current_event(),
        }
    }

    pub(crate) fn ensure_default_event(&mut self) -> Result<(), RecordsError> {
        let any: bool = self
            .sql()
            .query_value("SELECT EXISTS(SELECT 1 FROM events)", &[])?;
        if !any {
            let made = self.create_event(&NewEvent {
                id: DEFAULT_EVENT.into(),
                name: DEFAULT_EVENT_NAME.into(),
                tag_prefix: Some("AR".into()),
                ruleset_id: None,
                ..NewEvent::default()
            });
            // Another station on the same server may have made it first.
            if let Err(e) = made
                && self.event(DEFAULT_EVENT).is_err()
            {
                return Err(e);
            }
        }
        Ok(())
    }
}

/// Bytes in a referee or organiser token (160 bits).
const TOKEN_BYTES: usize = 20;

/// An event's token in `column` (`referee_token`, `organiser_token`), if
/// it has one; `NotFound` without the event.
fn token_of(
    sql: Sql<'_>,
    column: &'static str,
    event_id: &str,
) -> Result<Option<Vec<u8>>, RecordsError> {
    sql.query_opt(
        &format!("SELECT {column} FROM events WHERE id = ?1"),
        params![event_id],
        |r| r.get(0),
    )?
    .ok_or_else(|| RecordsError::NotFound {
        what: "event",
        value: event_id.to_string(),
    })
}

/// Gives the event a new random token in `column`; returns it as hex.
fn new_token(sql: Sql<'_>, column: &'static str, event_id: &str) -> Result<String, RecordsError> {
    let token: [u8; TOKEN_BYTES] = random("token")?;
    let changed = sql.execute(
        &format!("UPDATE events SET {column} = ?1 WHERE id = ?2"),
        params![&token[..], event_id],
    )?;
    if changed == 0 {
        return Err(RecordsError::NotFound {
            what: "event",
            value: event_id.to_string(),
        });
    }
    Ok(hex(&token))
}

/// `ancalagon-2026` → `AN26`: two letters of the first word and the last
/// two digits, or the first four letters and digits.
fn derive_prefix(id: &str) -> String {
    let letters: String = id
        .chars()
        .filter(char::is_ascii_alphabetic)
        .take(2)
        .collect::<String>()
        .to_ascii_uppercase();
    let digits: String = id.chars().filter(char::is_ascii_digit).collect();
    let prefix = if letters.len() == 2 && digits.len() >= 2 {
        format!("{letters}{}", &digits[digits.len() - 2..])
    } else {
        id.chars()
            .filter(char::is_ascii_alphanumeric)
            .take(4)
            .collect::<String>()
            .to_ascii_uppercase()
    };
    if prefix.len() < 2 {
        "EV".to_string()
    } else {
        prefix
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_derive_from_ids() {
        assert_eq!(derive_prefix("ancalagon-2011"), "AN11");
        assert_eq!(derive_prefix("summer-camp"), "SUMM");
        assert_eq!(derive_prefix("x"), "EV");
    }

    #[test]
    fn names_make_valid_slugs() {
        assert_eq!(slug("Ancalagon Õhtu 2026"), "ancalagon-ohtu-2026");
        assert_eq!(slug("  Gate -- 2! "), "gate-2");
        assert_eq!(slug("Зима"), "");
        assert_eq!(slug(&"word ".repeat(20)).len(), 39);
        for name in [
            "Ancalagon Õhtu 2026",
            "Midsummer's Eve",
            &"word ".repeat(20),
        ] {
            assert!(check_slug(&slug(name)).is_ok(), "{name}");
        }
    }

    #[test]
    fn slugs_and_prefixes_are_checked() {
        assert!(check_slug("ancalagon-2026").is_ok());
        for bad in ["", "Ancalagon", "a b", "-x", "ä"] {
            assert!(check_slug(bad).is_err(), "{bad}");
        }
        assert!(check_prefix("AN26").is_ok());
        for bad in ["A", "an26", "ABCDEFG", "A-1"] {
            assert!(check_prefix(bad).is_err(), "{bad}");
        }
    }
}
