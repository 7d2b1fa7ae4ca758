//! The SQLite file's schema, as numbered migrations applied at open.
//!
//! The file's `PRAGMA user_version` is the number of migrations applied.
//! [`apply`] refuses a database whose version is newer than [`MIGRATIONS`]
//! knows (before writing anything) and applies the missing ones in one
//! transaction together with the version bump: all of them or none. A new
//! file gets [`SCHEMA`], the schema all the migrations make, in one go
//! (replaying them rebuilds tables and drops columns, a few milliseconds
//! on every first start); a test keeps the two the same. Never edit a
//! shipped migration: add a new one, and change [`SCHEMA`] to match.

use rusqlite::Connection;

/// Migration `n` (1-based) is `MIGRATIONS[n - 1]`.
pub(crate) const MIGRATIONS: &[&str] = &[
    V1,
    V2,
    V3,
    V4_WALK_INS,
    V5_AWARDS,
    V6_STATIONS,
    V7_NAME_INDEX,
    V8_REFEREE_SESSIONS,
    V9_OFFLINE_TAGS,
    V10_FIGURES,
    V11_COUNTERS,
    V12_EVENT_LANGUAGE,
    V13_PHOTOS,
    V14_PHOTO_UPLOADS,
];

/// The schema version this build writes to a SQLite file (a server's
/// schema is counted apart).
pub fn latest() -> i64 {
    MIGRATIONS.len() as i64
}

/// What [`apply`] found.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum SchemaState {
    /// Up to date (possibly after applying migrations).
    Current,
    /// Written by a newer build: left untouched.
    Newer(i64),
}

/// Reads the schema version.
pub(crate) fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |row| row.get(0))
}

/// Applies missing migrations; refuses a newer schema without writing.
pub(crate) fn apply(conn: &mut Connection) -> rusqlite::Result<SchemaState> {
    let found = version(conn)?;
    if found > latest() {
        return Ok(SchemaState::Newer(found));
    }
    if found == latest() {
        return Ok(SchemaState::Current);
    }
    let tx = conn.transaction()?;
    let empty = tx.query_row("SELECT count(*) FROM sqlite_master", [], |row| {
        row.get::<_, i64>(0)
    })? == 0;
    if found == 0 && empty {
        tx.execute_batch(SCHEMA)?;
    } else {
        for sql in MIGRATIONS.iter().skip(found.max(0) as usize) {
            tx.execute_batch(sql)?;
        }
    }
    tx.pragma_update(None, "user_version", latest())?;
    tx.commit()?;
    Ok(SchemaState::Current)
}

/// The schema [`MIGRATIONS`] make, for a new file: each table as the
/// migrations leave it (columns added later come last, as `ALTER TABLE`
/// adds them).
const SCHEMA: &str = r#"
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE events (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    starts_on     TEXT,
    ends_on       TEXT,
    tag_prefix    TEXT NOT NULL UNIQUE,
    secret        BLOB NOT NULL CHECK (length(secret) = 32),
    created_at    TEXT NOT NULL,
    referee_token BLOB CHECK (referee_token IS NULL OR length(referee_token) >= 16),
    ruleset_id    TEXT NOT NULL DEFAULT 'ancalagon-2011',
    tag_seq       INTEGER NOT NULL DEFAULT 0,
    verifier_url  TEXT,
    organiser_token BLOB CHECK (organiser_token IS NULL OR length(organiser_token) >= 16),
    language      TEXT NOT NULL DEFAULT 'en' CHECK (length(language) BETWEEN 2 AND 3),
    photos        TEXT NOT NULL DEFAULT 'off' CHECK (photos IN ('off', 'optional', 'required')),
    page_url      TEXT
);

CREATE TABLE players (
    event_id TEXT NOT NULL REFERENCES events(id),
    id       TEXT NOT NULL,
    name     TEXT,
    PRIMARY KEY (event_id, id)
) WITHOUT ROWID;

CREATE TABLE characters (
    pk              INTEGER PRIMARY KEY,
    event_id        TEXT NOT NULL REFERENCES events(id),
    id              TEXT NOT NULL,
    name            TEXT NOT NULL,
    player_id       TEXT NOT NULL,
    group_name      TEXT,
    class           TEXT,
    height_cm       REAL,
    hit_points      INTEGER,
    walk_in_station TEXT,
    walk_in_at      TEXT CHECK ((walk_in_at IS NULL) = (walk_in_station IS NULL)),
    UNIQUE (event_id, id),
    FOREIGN KEY (event_id, player_id) REFERENCES players(event_id, id)
);
CREATE INDEX characters_by_player ON characters(event_id, player_id);

CREATE TABLE items (
    id           INTEGER PRIMARY KEY,
    event_id     TEXT NOT NULL REFERENCES events(id),
    character_pk INTEGER REFERENCES characters(pk),
    kind         TEXT NOT NULL,
    name         TEXT,
    description  TEXT,
    created_at   TEXT NOT NULL
);
CREATE INDEX items_by_character ON items(character_pk);

CREATE TABLE inspections (
    id              INTEGER PRIMARY KEY,
    item_id         INTEGER NOT NULL REFERENCES items(id),
    event_id        TEXT NOT NULL REFERENCES events(id),
    character_pk    INTEGER REFERENCES characters(pk),
    ruleset_id      TEXT NOT NULL,
    ruleset_version TEXT NOT NULL,
    category        TEXT,
    item_json       TEXT NOT NULL,
    verdict         TEXT NOT NULL CHECK (verdict IN ('approved', 'referred', 'rejected')),
    approved        INTEGER NOT NULL CHECK (approved IN (0, 1)),
    override_reason TEXT CHECK (override_reason IS NULL OR length(trim(override_reason)) > 0),
    findings_json   TEXT NOT NULL,
    inspector       TEXT NOT NULL,
    station         TEXT NOT NULL,
    recorded_at     TEXT NOT NULL,
    corrects        INTEGER REFERENCES inspections(id),
    request_key     TEXT,
    CHECK (approved = 0 OR verdict = 'approved' OR override_reason IS NOT NULL)
);
CREATE INDEX inspections_by_item ON inspections(item_id);
CREATE INDEX inspections_by_event ON inspections(event_id);
CREATE UNIQUE INDEX inspections_by_request_key ON inspections(request_key);
CREATE INDEX inspections_by_character ON inspections(event_id, character_pk);
CREATE INDEX inspections_by_outcome ON inspections(event_id, verdict, approved);
CREATE INDEX inspections_corrections ON inspections(event_id, item_id) WHERE corrects IS NOT NULL;
CREATE TRIGGER inspections_no_update BEFORE UPDATE ON inspections
BEGIN SELECT RAISE(ABORT, 'inspections are append-only: record a correction instead'); END;
CREATE TRIGGER inspections_no_delete BEFORE DELETE ON inspections
BEGIN SELECT RAISE(ABORT, 'inspections are append-only: record a correction instead'); END;

CREATE TABLE tags (
    serial        TEXT PRIMARY KEY,
    event_id      TEXT NOT NULL REFERENCES events(id),
    seq           INTEGER NOT NULL,
    inspection_id INTEGER NOT NULL UNIQUE REFERENCES inspections(id),
    valid_until   TEXT,
    issued_at     TEXT NOT NULL,
    UNIQUE (event_id, seq)
);

CREATE TABLE awards (
    id                 INTEGER PRIMARY KEY,
    character_pk       INTEGER NOT NULL REFERENCES characters(pk),
    ruleset_id         TEXT NOT NULL,
    ruleset_version    TEXT NOT NULL,
    award              TEXT CHECK (award IS NULL OR CASE WHEN json_valid(award)
        THEN json_extract(award, '$.ruleset.id') = ruleset_id
            AND json_extract(award, '$.ruleset.version') = ruleset_version
        ELSE 0 END),
    legacy_explanation TEXT,
    body_points        INTEGER NOT NULL,
    helmet_points      INTEGER NOT NULL,
    total              INTEGER NOT NULL,
    provisional        INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    gm_decided_by      TEXT,
    recorder           TEXT NOT NULL,
    recorded_at        TEXT NOT NULL,
    CHECK ((award IS NULL) <> (legacy_explanation IS NULL))
);
CREATE INDEX awards_by_character ON awards(character_pk, id);
CREATE TRIGGER awards_no_update BEFORE UPDATE ON awards
BEGIN SELECT RAISE(ABORT, 'awards are append-only: record a new award instead'); END;
CREATE TRIGGER awards_no_delete BEFORE DELETE ON awards
BEGIN SELECT RAISE(ABORT, 'awards are append-only: record a new award instead'); END;

CREATE TABLE referee_sessions (
    id_hash    TEXT PRIMARY KEY,
    event_id   TEXT NOT NULL REFERENCES events(id),
    phone      TEXT NOT NULL,
    address    TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at TEXT
);
CREATE INDEX referee_sessions_by_event ON referee_sessions(event_id);

CREATE TABLE signing_keys (
    event_id   TEXT NOT NULL REFERENCES events(id),
    key_id     INTEGER NOT NULL CHECK (key_id BETWEEN 0 AND 255),
    seed       BLOB NOT NULL CHECK (length(seed) = 32),
    created_at TEXT NOT NULL,
    retired_at TEXT,
    PRIMARY KEY (event_id, key_id)
) WITHOUT ROWID;

CREATE TABLE revoked_tags (
    event_id   TEXT NOT NULL REFERENCES events(id),
    serial     TEXT NOT NULL,
    reason     TEXT NOT NULL,
    revoked_at TEXT NOT NULL,
    PRIMARY KEY (event_id, serial)
) WITHOUT ROWID;

CREATE TABLE flagged_findings (
    id            INTEGER PRIMARY KEY,
    inspection_id INTEGER NOT NULL REFERENCES inspections(id),
    event_id      TEXT NOT NULL REFERENCES events(id),
    rule          TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('pass', 'fail', 'referred', 'unmeasured')),
    provisional   INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    approved      INTEGER NOT NULL CHECK (approved IN (0, 1)),
    UNIQUE (inspection_id, rule, status)
);
CREATE INDEX flagged_findings_by_rule ON flagged_findings(event_id, status, rule, inspection_id);
CREATE INDEX flagged_findings_provisional
    ON flagged_findings(event_id, provisional, approved, inspection_id);
CREATE TRIGGER flagged_findings_no_update BEFORE UPDATE ON flagged_findings
BEGIN SELECT RAISE(ABORT, 'flagged findings are append-only, as inspections are'); END;
CREATE TRIGGER flagged_findings_no_delete BEFORE DELETE ON flagged_findings
BEGIN SELECT RAISE(ABORT, 'flagged findings are append-only, as inspections are'); END;
CREATE TABLE inspection_hours (
    event_id    TEXT NOT NULL REFERENCES events(id),
    station     TEXT NOT NULL,
    hour        TEXT NOT NULL,
    verdict     TEXT NOT NULL,
    approved    INTEGER NOT NULL CHECK (approved IN (0, 1)),
    provisional INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    inspections INTEGER NOT NULL CHECK (inspections >= 0),
    PRIMARY KEY (event_id, station, hour, verdict, approved, provisional)
) WITHOUT ROWID;
CREATE TABLE characters_seen (
    event_id     TEXT NOT NULL REFERENCES events(id),
    character_pk INTEGER NOT NULL REFERENCES characters(pk),
    PRIMARY KEY (event_id, character_pk)
) WITHOUT ROWID;
CREATE TABLE photos (
    inspection_id INTEGER PRIMARY KEY REFERENCES inspections(id),
    event_id      TEXT NOT NULL REFERENCES events(id),
    jpeg          BLOB NOT NULL CHECK (length(jpeg) > 0),
    width         INTEGER NOT NULL CHECK (width BETWEEN 1 AND 4096),
    height        INTEGER NOT NULL CHECK (height BETWEEN 1 AND 4096),
    sha256        TEXT NOT NULL CHECK (length(sha256) = 64)
);
CREATE INDEX photos_by_event ON photos(event_id);
CREATE TRIGGER photos_no_update BEFORE UPDATE ON photos
BEGIN SELECT RAISE(ABORT, 'photos are append-only, as inspections are'); END;
CREATE TRIGGER photos_no_delete BEFORE DELETE ON photos
BEGIN SELECT RAISE(ABORT, 'photos are append-only, as inspections are'); END;
CREATE TABLE photo_uploads (
    token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
    event_id   TEXT NOT NULL REFERENCES events(id),
    station    TEXT NOT NULL,
    opened_at  INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    state      TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'received', 'closed')),
    jpeg       BLOB,
    width      INTEGER,
    height     INTEGER
);
"#;

const V1: &str = r#"
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE events (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    starts_on  TEXT,
    ends_on    TEXT,
    tag_prefix TEXT NOT NULL UNIQUE,
    secret     BLOB NOT NULL CHECK (length(secret) = 32),
    created_at TEXT NOT NULL
);

CREATE TABLE players (
    event_id    TEXT NOT NULL REFERENCES events(id),
    id          TEXT NOT NULL,
    name        TEXT,
    folded_name TEXT,
    PRIMARY KEY (event_id, id)
) WITHOUT ROWID;

CREATE TABLE characters (
    pk          INTEGER PRIMARY KEY,
    event_id    TEXT NOT NULL REFERENCES events(id),
    id          TEXT NOT NULL,
    name        TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    player_id   TEXT NOT NULL,
    group_name  TEXT,
    class       TEXT,
    height_cm   REAL,
    hit_points  INTEGER,
    UNIQUE (event_id, id),
    FOREIGN KEY (event_id, player_id) REFERENCES players(event_id, id)
);
CREATE INDEX characters_by_player ON characters(event_id, player_id);

-- Every folded word of a character's and its player's name, and the whole
-- folded names, for prefix lookup through the index.
CREATE TABLE name_tokens (
    event_id     TEXT NOT NULL,
    token        TEXT NOT NULL,
    character_pk INTEGER NOT NULL REFERENCES characters(pk),
    PRIMARY KEY (event_id, token, character_pk)
) WITHOUT ROWID;

CREATE TABLE items (
    id           INTEGER PRIMARY KEY,
    event_id     TEXT NOT NULL REFERENCES events(id),
    character_pk INTEGER REFERENCES characters(pk),
    kind         TEXT NOT NULL,
    name         TEXT,
    description  TEXT,
    created_at   TEXT NOT NULL
);
CREATE INDEX items_by_character ON items(character_pk);

-- Append-only: a correction is a new row whose `corrects` names the old one.
CREATE TABLE inspections (
    id              INTEGER PRIMARY KEY,
    item_id         INTEGER NOT NULL REFERENCES items(id),
    event_id        TEXT NOT NULL REFERENCES events(id),
    character_pk    INTEGER REFERENCES characters(pk),
    ruleset_id      TEXT NOT NULL,
    ruleset_version TEXT NOT NULL,
    category        TEXT,
    item_json       TEXT NOT NULL,
    verdict         TEXT NOT NULL CHECK (verdict IN ('approved', 'referred', 'rejected')),
    approved        INTEGER NOT NULL CHECK (approved IN (0, 1)),
    override_reason TEXT CHECK (override_reason IS NULL OR length(trim(override_reason)) > 0),
    findings_json   TEXT NOT NULL,
    inspector       TEXT NOT NULL,
    station         TEXT NOT NULL,
    recorded_at     TEXT NOT NULL,
    corrects        INTEGER REFERENCES inspections(id),
    CHECK (approved = 0 OR verdict = 'approved' OR override_reason IS NOT NULL)
);
CREATE INDEX inspections_by_item ON inspections(item_id);
CREATE INDEX inspections_by_event ON inspections(event_id);
CREATE TRIGGER inspections_no_update BEFORE UPDATE ON inspections
BEGIN SELECT RAISE(ABORT, 'inspections are append-only: record a correction instead'); END;
CREATE TRIGGER inspections_no_delete BEFORE DELETE ON inspections
BEGIN SELECT RAISE(ABORT, 'inspections are append-only: record a correction instead'); END;

CREATE TABLE tags (
    serial        TEXT PRIMARY KEY,
    event_id      TEXT NOT NULL REFERENCES events(id),
    seq           INTEGER NOT NULL,
    inspection_id INTEGER NOT NULL UNIQUE REFERENCES inspections(id),
    valid_until   TEXT,
    issued_at     TEXT NOT NULL,
    UNIQUE (event_id, seq)
);

CREATE TABLE awards (
    id              INTEGER PRIMARY KEY,
    character_pk    INTEGER NOT NULL REFERENCES characters(pk),
    ruleset_id      TEXT NOT NULL,
    ruleset_version TEXT NOT NULL,
    body_points     INTEGER NOT NULL,
    helmet_points   INTEGER NOT NULL,
    total           INTEGER NOT NULL,
    provisional     INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    gm_decided_by   TEXT,
    explanation     TEXT NOT NULL,
    recorder        TEXT NOT NULL,
    recorded_at     TEXT NOT NULL
);
CREATE INDEX awards_by_character ON awards(character_pk, id);
"#;

/// The referee token: per event, beside its signing secret, for the
/// referees' web page (`armoury serve`). Events made before it get one from
/// SQLite's `randomblob` (ChaCha20, seeded by the operating system); new
/// and rotated tokens come from the operating system directly.
const V2: &str = r#"
ALTER TABLE events ADD COLUMN referee_token BLOB
    CHECK (referee_token IS NULL OR length(referee_token) >= 16);
UPDATE events SET referee_token = randomblob(20);
"#;

/// The ruleset each event is run by: its roster's classes and hit points
/// come from it. Every event before it was treated as Ancalagon's.
const V3: &str = r#"
ALTER TABLE events ADD COLUMN ruleset_id TEXT NOT NULL DEFAULT 'ancalagon-2011';
"#;

/// Walk-ins: characters added at the desk rather than by a roster import
/// keep the station that added them and when (UTC, RFC 3339); both are
/// NULL for characters from a roster. A later import merges a walk-in with
/// the same player and character names ([`super::walk_ins`]).
const V4_WALK_INS: &str = r#"
ALTER TABLE characters ADD COLUMN walk_in_station TEXT;
ALTER TABLE characters ADD COLUMN walk_in_at TEXT
    CHECK ((walk_in_at IS NULL) = (walk_in_station IS NULL));
"#;

/// Awards keep the rules core's award itself, whatever the game: the
/// serialized `rules::armour::Award` (Ancalagon points or Five Oaths hits
/// per location) in `award` is the source of truth; body, helmet, total,
/// provisional and who decided are summaries written from it in the same
/// insert, for the lookup, the export and the referees' page. The table is
/// rebuilt (the `NOT NULL` explanation becomes the nullable legacy column,
/// and a table check says a row has exactly one of the two) and becomes
/// append-only, as inspections are.
///
/// Before V5 the whole award was already written as `explanation` by
/// `record_armour_award`: such rows keep it as their `award`. A row whose
/// explanation is not an award of its own ruleset (recorded through the
/// removed generic `record_award`) keeps its numbers and its text, verbatim,
/// as `legacy_explanation`, with no `award`.
const V5_AWARDS: &str = r#"
CREATE TABLE awards_v5 (
    id                 INTEGER PRIMARY KEY,
    character_pk       INTEGER NOT NULL REFERENCES characters(pk),
    ruleset_id         TEXT NOT NULL,
    ruleset_version    TEXT NOT NULL,
    award              TEXT CHECK (award IS NULL OR CASE WHEN json_valid(award)
        THEN json_extract(award, '$.ruleset.id') = ruleset_id
            AND json_extract(award, '$.ruleset.version') = ruleset_version
        ELSE 0 END),
    legacy_explanation TEXT,
    body_points        INTEGER NOT NULL,
    helmet_points      INTEGER NOT NULL,
    total              INTEGER NOT NULL,
    provisional        INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    gm_decided_by      TEXT,
    recorder           TEXT NOT NULL,
    recorded_at        TEXT NOT NULL,
    CHECK ((award IS NULL) <> (legacy_explanation IS NULL))
);
INSERT INTO awards_v5
SELECT id, character_pk, ruleset_id, ruleset_version,
       CASE WHEN is_award THEN explanation END,
       CASE WHEN is_award THEN NULL ELSE explanation END,
       body_points, helmet_points, total, provisional, gm_decided_by, recorder, recorded_at
FROM (
    SELECT *, CASE WHEN json_valid(explanation)
        THEN json_extract(explanation, '$.system') IN ('points', 'hits')
            AND json_extract(explanation, '$.ruleset.id') IS ruleset_id
            AND json_extract(explanation, '$.ruleset.version') IS ruleset_version
        ELSE 0 END AS is_award
    FROM awards
);
DROP TABLE awards;
ALTER TABLE awards_v5 RENAME TO awards;
CREATE INDEX awards_by_character ON awards(character_pk, id);
CREATE TRIGGER awards_no_update BEFORE UPDATE ON awards
BEGIN SELECT RAISE(ABORT, 'awards are append-only: record a new award instead'); END;
CREATE TRIGGER awards_no_delete BEFORE DELETE ON awards
BEGIN SELECT RAISE(ABORT, 'awards are append-only: record a new award instead'); END;
"#;

/// Many stations: each event counts the tag serials it has handed out
/// (`tag_seq`), so allocating one is a single `UPDATE … RETURNING` that a
/// server serialises per event; and an inspection may carry the key its
/// station gave it (`request_key`), unique, so one sent again after a lost
/// acknowledgement is recognised instead of recorded twice.
const V6_STATIONS: &str = r#"
ALTER TABLE events ADD COLUMN tag_seq INTEGER NOT NULL DEFAULT 0;
UPDATE events SET tag_seq = (SELECT coalesce(max(seq), 0) FROM tags WHERE tags.event_id = events.id);
ALTER TABLE inspections ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX inspections_by_request_key ON inspections(request_key);
"#;

/// The lookup's name index is built in memory from the characters' and
/// players' names (`records::vocabulary`): the `name_tokens` table, about
/// seven rows per character that every roster import wrote and indexed,
/// goes, and so do the stored folded names (the index and the roster's
/// order fold the names as they read them).
const V7_NAME_INDEX: &str = r#"
DROP TABLE name_tokens;
ALTER TABLE characters DROP COLUMN folded_name;
ALTER TABLE players DROP COLUMN folded_name;
"#;

/// One session per referee's phone (see `referee_sessions.rs`): the
/// SHA-256 of its cookie's secret, never the secret.
const V8_REFEREE_SESSIONS: &str = r#"
CREATE TABLE referee_sessions (
    id_hash    TEXT PRIMARY KEY,
    event_id   TEXT NOT NULL REFERENCES events(id),
    phone      TEXT NOT NULL,
    address    TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at TEXT
);
CREATE INDEX referee_sessions_by_event ON referee_sessions(event_id);
"#;

/// Tags a referee verifies offline (see `signing_keys.rs`): each event's
/// Ed25519 key seeds by key id (a lost key is retired, not deleted, so
/// the tags it signed can say so), the serials it revoked, and the
/// verifier page's address its QR codes carry.
const V9_OFFLINE_TAGS: &str = r#"
CREATE TABLE signing_keys (
    event_id   TEXT NOT NULL REFERENCES events(id),
    key_id     INTEGER NOT NULL CHECK (key_id BETWEEN 0 AND 255),
    seed       BLOB NOT NULL CHECK (length(seed) = 32),
    created_at TEXT NOT NULL,
    retired_at TEXT,
    PRIMARY KEY (event_id, key_id)
) WITHOUT ROWID;
CREATE TABLE revoked_tags (
    event_id   TEXT NOT NULL REFERENCES events(id),
    serial     TEXT NOT NULL,
    reason     TEXT NOT NULL,
    revoked_at TEXT NOT NULL,
    PRIMARY KEY (event_id, serial)
) WITHOUT ROWID;
ALTER TABLE events ADD COLUMN verifier_url TEXT;
"#;

/// The organiser's figures (`records::figures`): indexes that let them be
/// counted from the index alone, never the inspections' wide rows; each
/// inspection's flagged findings as rows (`records::flagged`) and the
/// inspections per station, hour and outcome as counters
/// (`records::counters`), both filled from the stored inspections here
/// and written with each new inspection after; the organiser page's own
/// token, made when it is first asked for.
const V10_FIGURES: &str = r#"
CREATE INDEX inspections_by_character ON inspections(event_id, character_pk);
CREATE INDEX inspections_by_outcome ON inspections(event_id, verdict, approved);
CREATE INDEX inspections_corrections ON inspections(event_id, item_id) WHERE corrects IS NOT NULL;
CREATE TABLE flagged_findings (
    id            INTEGER PRIMARY KEY,
    inspection_id INTEGER NOT NULL REFERENCES inspections(id),
    event_id      TEXT NOT NULL REFERENCES events(id),
    rule          TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('pass', 'fail', 'referred', 'unmeasured')),
    provisional   INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    approved      INTEGER NOT NULL CHECK (approved IN (0, 1)),
    UNIQUE (inspection_id, rule, status)
);
CREATE INDEX flagged_findings_by_rule ON flagged_findings(event_id, status, rule, inspection_id);
CREATE INDEX flagged_findings_provisional
    ON flagged_findings(event_id, provisional, approved, inspection_id);
CREATE TRIGGER flagged_findings_no_update BEFORE UPDATE ON flagged_findings
BEGIN SELECT RAISE(ABORT, 'flagged findings are append-only, as inspections are'); END;
CREATE TRIGGER flagged_findings_no_delete BEFORE DELETE ON flagged_findings
BEGIN SELECT RAISE(ABORT, 'flagged findings are append-only, as inspections are'); END;
CREATE TABLE inspection_hours (
    event_id    TEXT NOT NULL REFERENCES events(id),
    station     TEXT NOT NULL,
    hour        TEXT NOT NULL,
    verdict     TEXT NOT NULL,
    approved    INTEGER NOT NULL CHECK (approved IN (0, 1)),
    inspections INTEGER NOT NULL CHECK (inspections >= 0),
    PRIMARY KEY (event_id, station, hour, verdict, approved)
) WITHOUT ROWID;
INSERT INTO inspection_hours(event_id, station, hour, verdict, approved, inspections)
    SELECT event_id, station, substr(recorded_at, 1, 13), verdict, approved, count(*)
    FROM inspections GROUP BY event_id, station, substr(recorded_at, 1, 13), verdict, approved;
WITH found AS (
    SELECT i.id, i.event_id, i.approved, f.key AS at, json_extract(f.value, '$.rule') AS rule,
           json_extract(f.value, '$.status') AS status,
           coalesce(json_extract(f.value, '$.provisional'), 0) AS provisional
    FROM inspections i, json_each(i.findings_json) f
    WHERE json_valid(i.findings_json) AND json_type(i.findings_json) = 'array'),
first AS (SELECT id, min(at) AS at FROM found WHERE provisional = 1 GROUP BY id)
INSERT OR IGNORE INTO flagged_findings(inspection_id, event_id, rule, status, provisional, approved)
    SELECT found.id, found.event_id, found.rule, found.status,
           coalesce(first.at = found.at, 0), found.approved
    FROM found LEFT JOIN first ON first.id = found.id
    WHERE found.rule IS NOT NULL
      AND found.status IN ('pass', 'fail', 'referred', 'unmeasured')
      AND (found.status IN ('fail', 'referred') OR first.at = found.at)
    ORDER BY found.id, found.at;
ALTER TABLE events ADD COLUMN organiser_token BLOB
    CHECK (organiser_token IS NULL OR length(organiser_token) >= 16);
"#;

/// The organiser's counters (`records::counters`) count provisional
/// approvals and overrides too (`inspection_hours` gains `provisional`),
/// and the characters seen (`characters_seen`): made again from the stored
/// rows here, written with each inspection and award after.
const V11_COUNTERS: &str = r#"
DROP TABLE inspection_hours;
CREATE TABLE inspection_hours (
    event_id    TEXT NOT NULL REFERENCES events(id),
    station     TEXT NOT NULL,
    hour        TEXT NOT NULL,
    verdict     TEXT NOT NULL,
    approved    INTEGER NOT NULL CHECK (approved IN (0, 1)),
    provisional INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    inspections INTEGER NOT NULL CHECK (inspections >= 0),
    PRIMARY KEY (event_id, station, hour, verdict, approved, provisional)
) WITHOUT ROWID;
CREATE TABLE characters_seen (
    event_id     TEXT NOT NULL REFERENCES events(id),
    character_pk INTEGER NOT NULL REFERENCES characters(pk),
    PRIMARY KEY (event_id, character_pk)
) WITHOUT ROWID;
INSERT INTO inspection_hours(event_id, station, hour, verdict, approved, provisional,
        inspections)
    SELECT i.event_id, i.station, substr(i.recorded_at, 1, 13), i.verdict, i.approved,
           CASE WHEN EXISTS (SELECT 1 FROM flagged_findings f
                             WHERE f.inspection_id = i.id AND f.provisional = 1)
                THEN 1 ELSE 0 END,
           count(*)
    FROM inspections i GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO characters_seen(event_id, character_pk)
    SELECT event_id, character_pk FROM inspections WHERE character_pk IS NOT NULL
    UNION
    SELECT c.event_id, c.pk FROM characters c
    WHERE EXISTS (SELECT 1 FROM awards a WHERE a.character_pk = c.pk);
"#;

/// Each event's language (`en`, `et`): what its tags, fail slips and
/// cards are printed in, and the code page a roster without UTF-8 is read
/// in. Events made before it are English.
const V12_EVENT_LANGUAGE: &str = r#"
ALTER TABLE events ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (length(language) BETWEEN 2 AND 3);
"#;

/// Photos of inspected items, kept with their inspections.
const V13_PHOTOS: &str = r#"
CREATE TABLE photos (
    inspection_id INTEGER PRIMARY KEY REFERENCES inspections(id),
    event_id      TEXT NOT NULL REFERENCES events(id),
    jpeg          BLOB NOT NULL CHECK (length(jpeg) > 0),
    width         INTEGER NOT NULL CHECK (width BETWEEN 1 AND 4096),
    height        INTEGER NOT NULL CHECK (height BETWEEN 1 AND 4096),
    sha256        TEXT NOT NULL CHECK (length(sha256) = 64)
);
CREATE INDEX photos_by_event ON photos(event_id);
CREATE TRIGGER photos_no_update BEFORE UPDATE ON photos
BEGIN SELECT RAISE(ABORT, 'photos are append-only, as inspections are'); END;
CREATE TRIGGER photos_no_delete BEFORE DELETE ON photos
BEGIN SELECT RAISE(ABORT, 'photos are append-only, as inspections are'); END;
"#;

/// Whether an event's desks take photos (`off`, `optional`, `required`
/// for an approval); the referee page's address as `armoury serve` last
/// announced it (the phone-upload links start with it); and the links a
/// desk opens for one photo from a phone, expiring, of which only the
/// token's SHA-256 is kept.
const V14_PHOTO_UPLOADS: &str = r#"
ALTER TABLE events ADD COLUMN photos TEXT NOT NULL DEFAULT 'off'
    CHECK (photos IN ('off', 'optional', 'required'));
ALTER TABLE events ADD COLUMN page_url TEXT;
CREATE TABLE photo_uploads (
    token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
    event_id   TEXT NOT NULL REFERENCES events(id),
    station    TEXT NOT NULL,
    opened_at  INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    state      TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'received', 'closed')),
    jpeg       BLOB,
    width      INTEGER,
    height     INTEGER
);
"#;

#[cfg(test)]
#[path = "sqlite_tests.rs"]
mod tests;
