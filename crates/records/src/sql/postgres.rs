//! The server backend: statements on a PostgreSQL connection (the
//! synchronous `postgres` client), prepared once per connection and kept,
//! with `?N` placeholders written as PostgreSQL's `$N`.
//!
//! A [`Server`] reconnects on its next statement after the connection broke
//! (the server restarted, the network came back), but never inside a
//! transaction: there the error stands and the transaction is rolled back,
//! so a change is whole or absent. Connecting gives up after
//! [`CONNECT_TIMEOUT`]; TCP keepalives and a user timeout make a pulled
//! cable an error within seconds instead of a hang.

use std::cell::{Cell, RefCell, RefMut};
use std::collections::HashMap;
use std::error::Error;
use std::time::{Duration, Instant};

use bytes::BytesMut;
use postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use postgres::{Client, NoTls, Statement};

use super::super::address::ServerUrl;
use super::{DbError, Row, Value};

/// How long connecting may take before the server counts as unreachable.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// How long sent data may go unacknowledged before the connection counts
/// as broken (a pulled cable, a router that rebooted).
const USER_TIMEOUT: Duration = Duration::from_secs(10);

/// After a failed connect, how long statements fail at once instead of
/// trying again (so a desk with the server away does not wait
/// [`CONNECT_TIMEOUT`] on every statement).
const RETRY_AFTER: Duration = Duration::from_secs(2);

/// A connection to a PostgreSQL server, remade when it breaks.
pub(crate) struct Server {
    config: postgres::Config,
    client: RefCell<Option<Client>>,
    statements: RefCell<HashMap<String, Statement>>,
    in_transaction: Cell<bool>,
    /// When and why connecting last failed.
    failed: RefCell<Option<(Instant, String)>>,
}

impl Server {
    /// Connects to the server at `url`.
    pub(crate) fn connect(url: &ServerUrl) -> Result<Server, DbError> {
        let mut config: postgres::Config = url.secret().parse()?;
        config
            .application_name("armoury")
            .connect_timeout(CONNECT_TIMEOUT)
            .keepalives(true)
            .keepalives_idle(Duration::from_secs(15))
            .keepalives_interval(Duration::from_secs(5))
            .keepalives_retries(2)
            .tcp_user_timeout(USER_TIMEOUT);
        let client = config.connect(NoTls)?;
        Ok(Server {
            config,
            client: RefCell::new(Some(client)),
            statements: RefCell::new(HashMap::new()),
            in_transaction: Cell::new(false),
            failed: RefCell::new(None),
        })
    }

    /// The connection, remade first if it broke outside a transaction.
    fn client(&self) -> Result<RefMut<'_, Client>, DbError> {
        let mut slot = self.client.borrow_mut();
        let broken = slot.as_ref().is_none_or(Client::is_closed);
        if broken {
            if self.in_transaction.get() {
                return Err(closed());
            }
            if let Some((at, cause)) = &*self.failed.borrow()
                && at.elapsed() < RETRY_AFTER
            {
                return Err(DbError::NotAnswering(cause.clone()));
            }
            self.statements.borrow_mut().clear();
            *slot = None;
            match self.config.connect(NoTls) {
                Ok(client) => {
                    *slot = Some(client);
                    *self.failed.borrow_mut() = None;
                }
                Err(e) => {
                    *self.failed.borrow_mut() =
                        Some((Instant::now(), super::super::db_error::describe(&e)));
                    return Err(e.into());
                }
            }
        }
        RefMut::filter_map(slot, Option::as_mut).map_err(|_| closed())
    }

    fn statement(&self, client: &mut Client, sql: &str) -> Result<Statement, DbError> {
        if let Some(statement) = self.statements.borrow().get(sql) {
            return Ok(statement.clone());
        }
        let statement = client.prepare(&placeholders(sql))?;
        self.statements
            .borrow_mut()
            .insert(sql.to_string(), statement.clone());
        Ok(statement)
    }

    pub(super) fn query<T>(
        &self,
        sql: &str,
        params: &[Value<'_>],
        limit: usize,
        mut map: impl FnMut(&Row<'_>) -> Result<T, DbError>,
    ) -> Result<Vec<T>, DbError> {
        let rows = {
            let mut client = self.client()?;
            let statement = self.statement(&mut client, sql)?;
            client.query(&statement, &refs(params))?
        };
        rows.iter()
            .take(limit)
            .map(|row| map(&Row::Postgres(row)))
            .collect()
    }

    pub(super) fn execute(&self, sql: &str, params: &[Value<'_>]) -> Result<u64, DbError> {
        let mut client = self.client()?;
        let statement = self.statement(&mut client, sql)?;
        Ok(client.execute(&statement, &refs(params))?)
    }

    pub(super) fn batch(&self, sql: &str) -> Result<(), DbError> {
        Ok(self.client()?.batch_execute(sql)?)
    }

    /// Begins, commits or rolls back; a reconnect is refused in between.
    pub(super) fn control(&self, sql: &str, begins: bool) -> Result<(), DbError> {
        let done = self.batch(sql);
        self.in_transaction.set(begins && done.is_ok());
        done
    }
}

fn closed() -> DbError {
    DbError::BrokenTransaction
}

fn refs<'a>(params: &'a [Value<'a>]) -> Vec<&'a (dyn ToSql + Sync)> {
    params.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

/// `?1` → `$1`: the statements are written once, in SQLite's numbering.
fn placeholders(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '?' && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push('$');
        } else {
            out.push(c);
        }
    }
    out
}

/// Column `index` of a row, by the column's type.
pub(super) fn value(row: &postgres::Row, index: usize) -> Result<Value<'_>, String> {
    let ty = row
        .columns()
        .get(index)
        .map(|c| c.type_().clone())
        .ok_or_else(|| "no such column".to_string())?;
    let read = |e: postgres::Error| super::super::db_error::describe(&e);
    Ok(match ty {
        Type::INT8 => row
            .try_get::<_, Option<i64>>(index)
            .map_err(read)?
            .map(Value::Int),
        Type::INT4 => row
            .try_get::<_, Option<i32>>(index)
            .map_err(read)?
            .map(|i| Value::Int(i.into())),
        Type::INT2 => row
            .try_get::<_, Option<i16>>(index)
            .map_err(read)?
            .map(|i| Value::Int(i.into())),
        Type::BOOL => row
            .try_get::<_, Option<bool>>(index)
            .map_err(read)?
            .map(|b| Value::Int(b.into())),
        Type::FLOAT8 => row
            .try_get::<_, Option<f64>>(index)
            .map_err(read)?
            .map(Value::Real),
        Type::FLOAT4 => row
            .try_get::<_, Option<f32>>(index)
            .map_err(read)?
            .map(|r| Value::Real(r.into())),
        Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME => row
            .try_get::<_, Option<&str>>(index)
            .map_err(read)?
            .map(Value::Text),
        Type::BYTEA => row
            .try_get::<_, Option<&[u8]>>(index)
            .map_err(read)?
            .map(Value::Blob),
        other => return Err(format!("a column of type {other} cannot be read")),
    }
    .unwrap_or(Value::Null))
}

impl ToSql for Value<'_> {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        match (*self, ty) {
            (Value::Null, _) => Ok(IsNull::Yes),
            (Value::Int(i), &Type::INT8) => i.to_sql(ty, out),
            (Value::Int(i), &Type::INT4) => i32::try_from(i)?.to_sql(ty, out),
            (Value::Int(i), &Type::INT2) => i16::try_from(i)?.to_sql(ty, out),
            (Value::Int(i), &Type::BOOL) => (i != 0).to_sql(ty, out),
            (Value::Int(i), &Type::FLOAT8) => (i as f64).to_sql(ty, out),
            (Value::Real(r), &Type::FLOAT8) => r.to_sql(ty, out),
            (Value::Real(r), &Type::FLOAT4) => (r as f32).to_sql(ty, out),
            (Value::Text(t), &(Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME)) => {
                t.to_sql(ty, out)
            }
            (Value::Blob(b), &Type::BYTEA) => b.to_sql(ty, out),
            (value, ty) => Err(format!("cannot send {value:?} as a {ty} parameter").into()),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_become_dollars() {
        assert_eq!(
            placeholders("SELECT a FROM t WHERE b = ?1 AND c IN (?2, ?13)"),
            "SELECT a FROM t WHERE b = $1 AND c IN ($2, $13)"
        );
        assert_eq!(placeholders("SELECT '?' || ?1"), "SELECT '?' || $1");
    }
}
