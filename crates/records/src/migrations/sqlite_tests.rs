//! The SQLite migrations: applied once, newer refused, older data carried.

use super::*;

/// One column of every event, by id.
fn column<T: rusqlite::types::FromSql>(conn: &Connection, column: &str) -> Vec<T> {
    conn.prepare(&format!("SELECT {column} FROM events ORDER BY id"))
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn migrations_apply_once_and_refuse_newer() {
    let mut conn = Connection::open_in_memory().unwrap();
    assert_eq!(apply(&mut conn).unwrap(), SchemaState::Current);
    assert_eq!(version(&conn).unwrap(), latest());
    assert_eq!(apply(&mut conn).unwrap(), SchemaState::Current);
    conn.pragma_update(None, "user_version", latest() + 1)
        .unwrap();
    assert_eq!(apply(&mut conn).unwrap(), SchemaState::Newer(latest() + 1));
}

#[test]
fn older_events_get_a_referee_token_and_the_ancalagon_ruleset() {
    // A database as the first schema made it, with two events.
    let mut conn = Connection::open_in_memory().unwrap();
    conn.execute_batch(V1).unwrap();
    conn.pragma_update(None, "user_version", 1).unwrap();
    for (id, prefix) in [("a", "AA"), ("b", "BB")] {
        conn.execute(
            "INSERT INTO events(id, name, tag_prefix, secret, created_at)
             VALUES (?1, ?1, ?2, zeroblob(32), '2026-01-01T00:00:00Z')",
            [id, prefix],
        )
        .unwrap();
    }
    assert_eq!(apply(&mut conn).unwrap(), SchemaState::Current);
    assert_eq!(version(&conn).unwrap(), latest());
    let rulesets: Vec<String> = column(&conn, "ruleset_id");
    assert_eq!(rulesets, ["ancalagon-2011", "ancalagon-2011"]);
    let tokens: Vec<Vec<u8>> = column(&conn, "referee_token");
    assert_eq!(tokens.len(), 2);
    assert!(tokens.iter().all(|t| t.len() == 20), "{tokens:?}");
    assert_ne!(tokens[0], tokens[1]);
    // Too short a token is refused.
    assert!(
        conn.execute("UPDATE events SET referee_token = x'00' WHERE id = 'a'", [])
            .is_err()
    );
}

/// Every object of a database's schema, its SQL with the spacing and
/// quotes that `ALTER TABLE` leaves taken out, by name.
fn schema_of(conn: &Connection) -> Vec<(String, String, String)> {
    let mut statement = conn
        .prepare("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
        .unwrap();
    statement
        .query_map([], |row| {
            let sql: String = row.get(2)?;
            let sql: String = sql
                .chars()
                .filter(|c| !c.is_whitespace() && *c != '"')
                .collect();
            Ok((row.get(0)?, row.get(1)?, sql))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn a_new_file_gets_the_schema_the_migrations_make() {
    let mut new = Connection::open_in_memory().unwrap();
    assert_eq!(apply(&mut new).unwrap(), SchemaState::Current);
    assert_eq!(version(&new).unwrap(), latest());
    let mut replayed = Connection::open_in_memory().unwrap();
    let tx = replayed.transaction().unwrap();
    for migration in MIGRATIONS {
        tx.execute_batch(migration).unwrap();
    }
    tx.commit().unwrap();
    let (new, replayed) = (schema_of(&new), schema_of(&replayed));
    assert_eq!(new.len(), replayed.len(), "{new:#?}");
    for (made, migrated) in new.iter().zip(&replayed) {
        assert_eq!(made, migrated);
    }
}
