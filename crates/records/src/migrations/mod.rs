//! The schema, as numbered migrations per backend, applied when a store
//! opens: `sqlite` for the embedded file, `postgres` for a server. Each
//! backend counts its own migrations; both refuse a newer schema before
//! writing anything. Never edit a shipped migration: add a new one.

pub(crate) mod postgres;
pub(crate) mod sqlite;

pub(crate) use sqlite::SchemaState;
pub use sqlite::latest;

use super::address::StoreAddress;
use super::error::RecordsError;
use super::sql::{Sql, Tx, params};

/// Brings a server's schema up to date, under an advisory lock so that
/// stations connecting together migrate once; refuses a newer schema and a
/// database with tables that are not Armoury's.
pub(crate) fn apply_on_server(sql: Sql<'_>, location: &StoreAddress) -> Result<(), RecordsError> {
    let tx = Tx::begin(sql)?;
    sql.execute(
        "SELECT pg_advisory_xact_lock(?1)",
        params![postgres::MIGRATION_LOCK],
    )?;
    let tables: Vec<String> = sql.query(
        "SELECT tablename::text FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1",
        &[],
        |row| row.get(0),
    )?;
    if !tables.is_empty() && !tables.iter().any(|t| t == "armoury_schema") {
        return Err(RecordsError::ForeignSchema {
            location: location.clone(),
            tables: tables.join(", "),
        });
    }
    sql.batch(postgres::VERSION_TABLE)?;
    let found: Option<i64> =
        sql.query_opt("SELECT version FROM armoury_schema", &[], |row| row.get(0))?;
    let found = match found {
        Some(found) => found,
        None => {
            sql.execute("INSERT INTO armoury_schema(version) VALUES (0)", &[])?;
            0
        }
    };
    if found > postgres::latest() {
        return Err(RecordsError::NewerSchema {
            location: location.clone(),
            found,
            supported: postgres::latest(),
        });
    }
    for (index, migration) in postgres::MIGRATIONS
        .iter()
        .enumerate()
        .skip(found.max(0) as usize)
    {
        sql.batch(migration)?;
        sql.execute(
            "UPDATE armoury_schema SET version = ?1",
            params![index as i64 + 1],
        )?;
    }
    tx.commit()
}
