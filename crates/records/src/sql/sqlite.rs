//! The embedded backend: statements on a `rusqlite` connection, through its
//! prepared-statement cache, and values as SQLite's own.

use rusqlite::Connection;
use rusqlite::types::{ToSqlOutput, ValueRef};

use super::{DbError, Row, Value};

impl rusqlite::ToSql for Value<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(match *self {
            Value::Null => ValueRef::Null,
            Value::Int(i) => ValueRef::Integer(i),
            Value::Real(r) => ValueRef::Real(r),
            Value::Text(t) => ValueRef::Text(t.as_bytes()),
            Value::Blob(b) => ValueRef::Blob(b),
        }))
    }
}

/// Column `index` of a row.
pub(super) fn value<'r>(row: &'r rusqlite::Row<'_>, index: usize) -> Result<Value<'r>, DbError> {
    Ok(match row.get_ref(index)? {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Int(i),
        ValueRef::Real(r) => Value::Real(r),
        ValueRef::Text(t) => Value::Text(std::str::from_utf8(t).map_err(|e| DbError::Column {
            index,
            message: e.to_string(),
        })?),
        ValueRef::Blob(b) => Value::Blob(b),
    })
}

pub(super) fn query<T>(
    conn: &Connection,
    sql: &str,
    params: &[Value<'_>],
    limit: usize,
    mut map: impl FnMut(&Row<'_>) -> Result<T, DbError>,
) -> Result<Vec<T>, DbError> {
    let mut stmt = conn.prepare_cached(sql)?;
    let mut rows = stmt.query(rusqlite::params_from_iter(params))?;
    let mut out = Vec::new();
    while out.len() < limit {
        let Some(row) = rows.next()? else { break };
        out.push(map(&Row::Sqlite(row))?);
    }
    Ok(out)
}

pub(super) fn execute(conn: &Connection, sql: &str, params: &[Value<'_>]) -> Result<u64, DbError> {
    let changed = conn
        .prepare_cached(sql)?
        .execute(rusqlite::params_from_iter(params))?;
    Ok(changed as u64)
}
