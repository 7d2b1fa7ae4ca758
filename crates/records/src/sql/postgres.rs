//! The server backend: statements on a PostgreSQL connection
//! (`tokio-postgres` on a small runtime of the store's own), prepared once
//! per connection and kept, with `?N` placeholders written as PostgreSQL's
//! `$N`.
//!
//! Every wait is bounded on both ends:
//! - **Here.** Connecting, login included, gives up after
//!   [`CONNECT_TIMEOUT`]; every statement's answer after the store's answer
//!   bound ([`ANSWER_TIMEOUT`] unless [`Server::answer_within`] set
//!   another, which also bounds connecting when it is shorter). A connection that missed its bound is dropped (its socket
//!   closed), since a late answer could no longer be matched to its
//!   statement; the error is [`DbError::NoAnswer`]. TCP keepalives and a
//!   user timeout also turn a pulled cable into an error.
//! - **On the server.** Each session asks for [`SESSION_LIMITS`] at login:
//!   a statement may run 8 s, wait 6 s for a lock, and a transaction may sit
//!   idle 5 s; the server's keepalives find a vanished client within
//!   seconds. So a desk that vanishes mid-transaction holds its locks (the
//!   event's tag counter, say) at most 5 s after its last statement, and
//!   a desk waiting behind it gets them.
//!
//! The connection is TLS as the URL's `sslmode` asks ([`super::tls`]).
//!
//! A [`Server`] reconnects on its next statement after the connection broke
//! (the server restarted, the network came back), but never inside a
//! transaction: there the error stands and the transaction is rolled back,
//! so a change is whole or absent.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::error::Error;
use std::time::{Duration, Instant};

use bytes::BytesMut;
use tokio::runtime::Runtime;
use tokio::task::JoinHandle;
use tokio_postgres::binary_copy::BinaryCopyInWriter;
use tokio_postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use tokio_postgres::{Client, Config, Statement};

use super::super::address::ServerUrl;
use super::tls::{self, MakeRustls};
use super::{DbError, Row, Value};

/// How long connecting, login included, may take before the server counts
/// as not answering.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a statement's answer may take, unless the store set another
/// bound: longer than the server's own statement limit, so a slow
/// statement ends with the server's error, not with silence.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);

/// What each session asks of the server at login, so a vanished client's
/// session and locks go within seconds: statements end after 8 s, lock
/// waits after 6 s, a transaction left idle after 5 s (shorter than the
/// lock wait, so a desk blocked by a vanished one outlasts it), and the
/// server's keepalives and user timeout notice a dead connection within
/// about 11 s. Needs PostgreSQL 12 or later (`tcp_user_timeout`).
pub const SESSION_LIMITS: &str = "-c statement_timeout=8s -c lock_timeout=6s \
    -c idle_in_transaction_session_timeout=5s -c tcp_keepalives_idle=5 \
    -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3 -c tcp_user_timeout=10000";

/// How long sent data may go unacknowledged before the connection counts
/// as broken (a pulled cable, a router that rebooted).
const USER_TIMEOUT: Duration = Duration::from_secs(10);

/// After a failed connect or a statement without an answer, how long
/// statements fail at once instead of trying again (so a desk with the
/// server away does not wait [`CONNECT_TIMEOUT`] on every statement).
const RETRY_AFTER: Duration = Duration::from_secs(2);

/// Scheduler turns given to a connection's task before its next statement,
/// to read what the server sent meanwhile: one turn polls the socket, the
/// next runs the task that read it (found by a restarted server: one turn
/// was not enough, four were).
const SETTLE_TURNS: usize = 4;

/// An open connection: the client and the task that carries its messages.
struct Live {
    client: Client,
    connection: JoinHandle<()>,
}

/// A connection to a PostgreSQL server, remade when it breaks.
pub(crate) struct Server {
    config: Config,
    tls: MakeRustls,
    runtime: Runtime,
    live: RefCell<Option<Live>>,
    statements: RefCell<HashMap<String, Statement>>,
    in_transaction: Cell<bool>,
    /// When and why connecting last failed: the server's or the network's
    /// words, or silence for so long.
    failed: RefCell<Option<(Instant, Result<String, Duration>)>>,
    answer_within: Cell<Duration>,
}

impl Server {
    /// Connects to the server at `url`.
    pub(crate) fn connect(url: &ServerUrl) -> Result<Server, DbError> {
        let (url, mode) = tls::split_url(url.secret()).map_err(DbError::Tls)?;
        let tls = tls::connector(&mode).map_err(DbError::Tls)?;
        let mut config: Config = url.parse()?;
        config.ssl_mode(mode.ssl_mode());
        let options = match config.get_options() {
            Some(theirs) => format!("{theirs} {SESSION_LIMITS}"),
            None => SESSION_LIMITS.to_string(),
        };
        config
            .application_name("armoury")
            .options(&options)
            .keepalives(true)
            .keepalives_idle(Duration::from_secs(15))
            .keepalives_interval(Duration::from_secs(5))
            .keepalives_retries(2)
            .tcp_user_timeout(USER_TIMEOUT);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(DbError::Runtime)?;
        let server = Server {
            config,
            tls,
            runtime,
            live: RefCell::new(None),
            statements: RefCell::new(HashMap::new()),
            in_transaction: Cell::new(false),
            failed: RefCell::new(None),
            answer_within: Cell::new(ANSWER_TIMEOUT),
        };
        server.open()?;
        Ok(server)
    }

    /// Sets how long each statement's answer may take from now on.
    pub(crate) fn answer_within(&self, bound: Duration) {
        self.answer_within.set(bound);
    }

    /// Connects and logs in, within [`CONNECT_TIMEOUT`] or the answer
    /// bound if that is shorter.
    fn open(&self) -> Result<(), DbError> {
        let bound = CONNECT_TIMEOUT.min(self.answer_within.get());
        // A timer needs the runtime: it is made inside `block_on`.
        let connecting =
            async { tokio::time::timeout(bound, self.config.connect(self.tls.clone())).await };
        let (client, connection) = match self.runtime.block_on(connecting) {
            Ok(connected) => connected?,
            Err(_) => return Err(DbError::NoAnswer(bound)),
        };
        let connection = self.runtime.spawn(async move {
            // Its error reaches the client as a closed connection.
            let _ = connection.await;
        });
        self.statements.borrow_mut().clear();
        *self.live.borrow_mut() = Some(Live { client, connection });
        Ok(())
    }

    /// Closes the connection at once (its socket too).
    fn drop_connection(&self, live: Live) {
        drop(live.client);
        live.connection.abort();
        let _ = self.runtime.block_on(live.connection);
    }

    /// The connection, remade first if it broke outside a transaction.
    fn connected(&self) -> Result<Live, DbError> {
        let live = self.live.borrow_mut().take();
        if let Some(live) = live {
            // Between statements nothing reads the socket: let the
            // connection's task see what came meanwhile (the server closed
            // it, say, when it restarted), so a stale connection is made
            // again here rather than failing the statement.
            self.runtime.block_on(async {
                for _ in 0..SETTLE_TURNS {
                    tokio::task::yield_now().await;
                }
            });
            if !live.client.is_closed() {
                return Ok(live);
            }
            self.drop_connection(live);
        }
        if self.in_transaction.get() {
            return Err(closed());
        }
        if let Some((at, cause)) = &*self.failed.borrow()
            && at.elapsed() < RETRY_AFTER
        {
            return Err(match cause {
                Err(waited) => DbError::NoAnswer(*waited),
                Ok(cause) => DbError::NotAnswering(cause.clone()),
            });
        }
        match self.open() {
            Ok(()) => *self.failed.borrow_mut() = None,
            Err(e) => {
                let cause = match e {
                    DbError::NoAnswer(waited) => Err(waited),
                    ref other => Ok(other.to_string()),
                };
                *self.failed.borrow_mut() = Some((Instant::now(), cause));
                return Err(e);
            }
        }
        self.live.borrow_mut().take().ok_or_else(closed)
    }

    /// Runs one exchange with the server within the answer bound. A
    /// connection that missed it is closed: what it answers late could no
    /// longer be told from the next statement's answer.
    fn call<T>(
        &self,
        exchange: impl AsyncFnOnce(&Client) -> Result<T, tokio_postgres::Error>,
    ) -> Result<T, DbError> {
        let live = self.connected()?;
        let bound = self.answer_within.get();
        let answered = self
            .runtime
            .block_on(async { tokio::time::timeout(bound, exchange(&live.client)).await });
        match answered {
            Ok(result) => {
                *self.live.borrow_mut() = Some(live);
                Ok(result?)
            }
            Err(_) => {
                self.drop_connection(live);
                // What waits behind this statement hears at once for a
                // moment, rather than each waiting out its own bound.
                *self.failed.borrow_mut() = Some((Instant::now(), Err(bound)));
                Err(DbError::NoAnswer(bound))
            }
        }
    }

    /// Runs `exchange` with the statement for `sql`, prepared on this
    /// connection once and kept (looked up after connecting, since a new
    /// connection has none of the old one's).
    fn prepared<T>(
        &self,
        sql: &str,
        exchange: impl AsyncFnOnce(&Client, &Statement) -> Result<T, tokio_postgres::Error>,
    ) -> Result<T, DbError> {
        self.call(async |client| {
            let cached = self.statements.borrow().get(sql).cloned();
            let statement = match cached {
                Some(statement) => statement,
                None => {
                    let statement = client.prepare(&placeholders(sql)).await?;
                    self.statements
                        .borrow_mut()
                        .insert(sql.to_string(), statement.clone());
                    statement
                }
            };
            exchange(client, &statement).await
        })
    }

    pub(super) fn query<T>(
        &self,
        sql: &str,
        params: &[Value<'_>],
        limit: usize,
        mut map: impl FnMut(&Row<'_>) -> Result<T, DbError>,
    ) -> Result<Vec<T>, DbError> {
        let rows = self.prepared(sql, async |client, statement| {
            client.query(statement, &refs(params)).await
        })?;
        rows.iter()
            .take(limit)
            .map(|row| map(&Row::Postgres(row)))
            .collect()
    }

    pub(super) fn execute(&self, sql: &str, params: &[Value<'_>]) -> Result<u64, DbError> {
        self.prepared(sql, async |client, statement| {
            client.execute(statement, &refs(params)).await
        })
    }

    /// Writes rows of `columns.len()` values each (`values` one after the
    /// other) into `table` with one binary `COPY … FROM STDIN`, within the
    /// answer bound. The columns' types come from preparing a query of
    /// them, which the server answers without reading a row.
    pub(super) fn copy_in(
        &self,
        table: &str,
        columns: &[&str],
        values: &[Value<'_>],
    ) -> Result<u64, DbError> {
        let listed = columns.join(", ");
        let probe = format!("SELECT {listed} FROM {table} LIMIT 0");
        let copy = format!("COPY {table} ({listed}) FROM STDIN (FORMAT binary)");
        self.prepared(&probe, async |client, statement| {
            let types: Vec<Type> = statement
                .columns()
                .iter()
                .map(|c| c.type_().clone())
                .collect();
            let sink = client.copy_in(&copy).await?;
            let mut writer = std::pin::pin!(BinaryCopyInWriter::new(sink, &types));
            // `columns` and `types` have the same length, as the writer needs.
            for row in values.chunks_exact(types.len().max(1)) {
                writer.as_mut().write(&refs(row)).await?;
            }
            writer.as_mut().finish().await
        })
    }

    pub(super) fn batch(&self, sql: &str) -> Result<(), DbError> {
        self.call(async |client| client.batch_execute(sql).await)
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
pub(super) fn value(row: &tokio_postgres::Row, index: usize) -> Result<Value<'_>, String> {
    let ty = row
        .columns()
        .get(index)
        .map(|c| c.type_().clone())
        .ok_or_else(|| "no such column".to_string())?;
    let read = |e: tokio_postgres::Error| super::super::db_error::describe(&e);
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
