//! A desk and the PostgreSQL server parted by a network that goes silent:
//! it takes bytes and never answers, and tells nobody. Two kinds, as a
//! field's Wi-Fi going out of range looks from either end:
//! - [`FrozenProxy`]: the desk connects through a proxy that stops moving
//!   bytes (as a proxy stopped with SIGSTOP would): each end's kernel still
//!   acknowledges what it is sent, so TCP sees nothing wrong.
//! - [`SilentNetwork`] (Linux, as root): the desk and the server in a
//!   network namespace of the test's own, whose loopback gets a
//!   `blackhole` queue, which drops every packet and reports success to the
//!   sender (no local congestion, so TCP retransmits into silence).
//!
//! The same faults run on each: a lost request, a lost reply, a lost
//! COMMIT reply (to a desk, and to the command line), a desk vanishing
//! mid-transaction while another records, and a station recording into its
//! outbox while the server is silent. The server is reached "beside" the hole too (directly, or over
//! its Unix socket), to arrange a fault and to see what was kept. No test
//! measures time: each checks what a bounded wait leads to (an error
//! naming the silence, the other desk's record going through), which an
//! unbounded wait would not.
#![cfg(unix)]

use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use armoury_records::{
    NewInspection, OUTBOX_ANSWER_BOUND, Outbox, Outcome, Recorded, RecordsError, Store,
    StoreAddress,
};
use armoury_rules::{Item, Verdict, check, shipped};
use postgres::NoTls;

use super::stations::{sword, with_kalev_at};
use crate::common::server::PrivateServer;

const EVENT: &str = "default";

/// The answer bound the desks here use: short, so the tests are.
const BOUND: Duration = Duration::from_secs(3);

/// A path from a desk to the server that can go silent.
trait BlackHole {
    /// The event database's URL through the hole.
    fn url(&self) -> String;
    /// The same database by a way the hole does not touch.
    fn beside(&self) -> String;
    /// From now on nothing passes either way, and nobody is told.
    fn swallow(&self);
    /// Everything passes again.
    fn restore(&self);
}

/// A TCP proxy in front of a private server, which can freeze.
struct FrozenProxy {
    server: PrivateServer,
    port: u16,
    frozen: Arc<AtomicBool>,
}

impl FrozenProxy {
    fn start() -> FrozenProxy {
        let server = PrivateServer::start();
        server.create("event");
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let frozen = Arc::new(AtomicBool::new(false));
        let upstream = server.port();
        let flag = frozen.clone();
        thread::spawn(move || {
            for desk in listener.incoming() {
                let Ok(desk) = desk else { return };
                let Ok(server) = TcpStream::connect(("127.0.0.1", upstream)) else {
                    continue;
                };
                for (from, to) in [
                    (desk.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, desk),
                ] {
                    let flag = flag.clone();
                    thread::spawn(move || pump(from, to, &flag));
                }
            }
        });
        FrozenProxy {
            server,
            port,
            frozen,
        }
    }
}

/// Moves bytes from `from` to `to` while not frozen; frozen, it reads
/// nothing more, so what is sent waits in the kernels' buffers, and what it
/// had read waits with it.
fn pump(mut from: TcpStream, mut to: TcpStream, frozen: &AtomicBool) {
    from.set_read_timeout(Some(Duration::from_millis(20)))
        .unwrap();
    let mut buffer = [0; 16 * 1024];
    loop {
        if frozen.load(Ordering::SeqCst) {
            thread::sleep(Duration::from_millis(20));
            continue;
        }
        match from.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => {
                // Read as the freeze came: held, as a stopped process would.
                while frozen.load(Ordering::SeqCst) {
                    thread::sleep(Duration::from_millis(20));
                }
                if to.write_all(&buffer[..n]).is_err() {
                    break;
                }
            }
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => break,
        }
    }
    let _ = to.shutdown(Shutdown::Write);
}

impl BlackHole for FrozenProxy {
    fn url(&self) -> String {
        format!("postgres://armoury@127.0.0.1:{}/event", self.port)
    }
    fn beside(&self) -> String {
        self.server.url("event")
    }
    fn swallow(&self) {
        self.frozen.store(true, Ordering::SeqCst);
    }
    fn restore(&self) {
        self.frozen.store(false, Ordering::SeqCst);
    }
}

/// A private server in a network namespace of its own, whose loopback can
/// drop every packet. Made and used on one thread, the one that entered
/// the namespace (see [`in_a_silent_network`]).
#[cfg(target_os = "linux")]
struct SilentNetwork {
    server: PrivateServer,
}

#[cfg(target_os = "linux")]
fn tc(args: &str) {
    let status = std::process::Command::new("tc")
        .args(args.split(' '))
        .status()
        .unwrap();
    assert!(status.success(), "tc {args}");
}

#[cfg(target_os = "linux")]
impl BlackHole for SilentNetwork {
    fn url(&self) -> String {
        self.server.url("event")
    }
    fn beside(&self) -> String {
        self.server.socket_url("event")
    }
    fn swallow(&self) {
        tc("qdisc add dev lo root blackhole");
    }
    fn restore(&self) {
        tc("qdisc del dev lo root");
    }
}

/// Runs `fault` on a thread in a new network namespace, with a private
/// server started there. Threads it starts share the namespace.
#[cfg(target_os = "linux")]
fn in_a_silent_network(fault: fn(&dyn BlackHole)) {
    thread::spawn(move || {
        nix::sched::unshare(nix::sched::CloneFlags::CLONE_NEWNET)
            .expect("a network namespace of the test's own (needs root)");
        let up = std::process::Command::new("ip")
            .args(["link", "set", "lo", "up"])
            .status()
            .unwrap();
        assert!(up.success());
        let server = PrivateServer::start();
        server.create("event");
        fault(&SilentNetwork { server });
    })
    .join()
    .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
}

/// A desk's connection through the hole, with Kalev on the roster.
fn desk(hole: &dyn BlackHole) -> Store {
    with_kalev_at(&hole.url());
    let store = Store::connect(&StoreAddress::parse(&hole.url())).unwrap();
    store.answer_within(BOUND);
    store
}

/// Records an approved sword for Kalev with request key `key`.
fn approve(store: &mut Store, station: &str, key: &str) -> Result<Recorded, RecordsError> {
    let (item, verdict) = checked_sword();
    let kalev = store.characters(EVENT)?[0].pk;
    let mut decided = kalevs_sword(kalev, &item, &verdict, station).decide()?;
    decided.request_key = Some(key.to_string());
    store.record_decided(&decided)
}

/// The example sword and the shipped ruleset's verdict on it.
fn checked_sword() -> (Item, Verdict) {
    let item = sword();
    let verdict = check(&shipped::load(shipped::DEFAULT_ID).unwrap(), &item);
    (item, verdict)
}

/// Eve's inspection of that sword for Kalev (`kalev`) at `station`.
fn kalevs_sword<'a>(
    kalev: i64,
    item: &'a Item,
    verdict: &'a Verdict,
    station: &'a str,
) -> NewInspection<'a> {
    NewInspection {
        event_id: EVENT,
        character_pk: Some(kalev),
        item,
        verdict,
        inspector: "Eve",
        station,
        override_reason: None,
        corrects: None,
    }
}

/// A connection beside the hole.
fn beside(hole: &dyn BlackHole) -> postgres::Client {
    postgres::Client::connect(&hole.beside(), NoTls).unwrap()
}

fn count(hole: &dyn BlackHole, sql: &str) -> i64 {
    beside(hole).query_one(sql, &[]).unwrap().get(0)
}

/// Waits until a backend of the desks waits on `what` (`Lock` and a wait
/// event: `transactionid`, `tuple`, `advisory`); a fault is arranged only
/// once the desk's statement is at the server.
fn until_a_desk_waits_on(hole: &dyn BlackHole, event: &str) {
    let mut watch = beside(hole);
    for _ in 0..3_000 {
        let waiting: i64 = watch
            .query_one(
                "SELECT count(*) FROM pg_stat_activity
                 WHERE application_name = 'armoury' AND wait_event_type = 'Lock'
                   AND wait_event = $1",
                &[&event],
            )
            .unwrap()
            .get(0);
        if waiting > 0 {
            return;
        }
        thread::sleep(Duration::from_millis(20));
    }
    panic!("no desk ever waited on a {event} lock");
}

/// From now on an inspection's COMMIT waits for an advisory lock (42)
/// that `holder` takes here, so its answer can be lost on cue; `SELECT
/// pg_advisory_unlock(42)` lets it go.
fn hold_commits(holder: &mut postgres::Client) {
    holder
        .batch_execute(
            "CREATE FUNCTION hold_commit() RETURNS trigger LANGUAGE plpgsql AS
               $$ BEGIN PERFORM pg_advisory_xact_lock(42); RETURN NULL; END $$;
             CREATE CONSTRAINT TRIGGER hold_commit AFTER INSERT ON inspections
               DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hold_commit();
             SELECT pg_advisory_lock(42);",
        )
        .unwrap();
}

fn assert_not_answering(result: Result<impl std::fmt::Debug, RecordsError>, within: &str) {
    let err = result.unwrap_err();
    let text = err.to_string();
    assert!(err.is_unreachable(), "{text}");
    assert!(
        text.starts_with("server not answering: postgres://armoury@"),
        "{text}"
    );
    assert!(
        text.ends_with(&format!("no answer within {within}")),
        "{text}"
    );
}

/// Nothing reaches the server: a statement gives up at the bound, so does
/// connecting (the login exchange included), and the desk's store answers
/// again by itself once the network is back.
fn lost_request(hole: &dyn BlackHole) {
    let store = desk(hole);
    hole.swallow();
    assert_not_answering(store.characters(EVENT), "3 s");
    assert_not_answering(Store::connect(&StoreAddress::parse(&hole.url())), "5 s");
    hole.restore();
    assert_eq!(store.characters(EVENT).unwrap().len(), 1);
}

/// The server does the statement and its answer is lost, mid-transaction:
/// the desk gives up at the bound; the server drops the abandoned
/// transaction; sent again with its request key, the inspection is
/// recorded once (the resend waits for the abandoned one's key no longer
/// than the server keeps it).
fn lost_reply(hole: &dyn BlackHole) {
    let mut store = desk(hole);
    let mut holder = beside(hole);
    let mut counter = holder.transaction().unwrap();
    counter
        .execute("SELECT 1 FROM events WHERE id = $1 FOR UPDATE", &[&EVENT])
        .unwrap();
    let recording = thread::spawn(move || {
        let result = approve(&mut store, "desk 1", "lost-reply");
        (store, result)
    });
    until_a_desk_waits_on(hole, "transactionid");
    hole.swallow();
    counter.commit().unwrap();
    let (mut store, result) = recording.join().unwrap();
    assert_not_answering(result, "3 s");
    hole.restore();
    // For 2 s after a statement went unanswered the store does not try
    // again (a station's next sync is 5 s away).
    thread::sleep(Duration::from_secs(2));
    // The resend may wait for the abandoned transaction's key until the
    // server ends that transaction (5 s idle): more than this desk's bound.
    store.answer_within(Duration::from_secs(10));
    approve(&mut store, "desk 1", "lost-reply").unwrap();
    let sql = "SELECT count(*) FROM inspections WHERE request_key = 'lost-reply'";
    assert_eq!(count(hole, sql), 1);
}

/// The server commits and the answer to COMMIT is lost: the outcome is
/// unknown to the desk, which gives up at the bound; sent again with the
/// same request key, it is answered with what was recorded, not twice.
fn lost_commit_reply(hole: &dyn BlackHole) {
    let mut store = desk(hole);
    let mut holder = beside(hole);
    hold_commits(&mut holder);
    let recording = thread::spawn(move || {
        let result = approve(&mut store, "desk 1", "lost-commit");
        (store, result)
    });
    until_a_desk_waits_on(hole, "advisory");
    hole.swallow();
    holder
        .batch_execute("SELECT pg_advisory_unlock(42)")
        .unwrap();
    let (mut store, result) = recording.join().unwrap();
    assert_not_answering(result, "3 s");
    hole.restore();
    holder
        .batch_execute("DROP TRIGGER hold_commit ON inspections")
        .unwrap();
    let sql = "SELECT count(*) FROM inspections WHERE request_key = 'lost-commit'";
    assert_eq!(count(hole, sql), 1, "the COMMIT went through");
    thread::sleep(Duration::from_secs(2));
    let again = approve(&mut store, "desk 1", "lost-commit").unwrap();
    assert_eq!(count(hole, sql), 1, "recorded once");
    let kept: i64 = beside(hole)
        .query_one(
            "SELECT id FROM inspections WHERE request_key = 'lost-commit'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(again.inspection_id, kept);
}

/// A desk vanishes mid-transaction holding the event's tag counter, and
/// another desk records an approval: the server ends the vanished desk's
/// idle transaction within seconds, and the other desk's record goes
/// through (PostgreSQL's defaults would block it for hours).
fn vanished_desk(hole: &dyn BlackHole) {
    let mut store = desk(hole);
    let mut holder = beside(hole);
    // The desk's tag insert waits for a lock the test holds, so the desk
    // is mid-transaction, holding the counter, when the network goes.
    holder
        .batch_execute(
            "CREATE FUNCTION hold_tag() RETURNS trigger LANGUAGE plpgsql AS
               $$ BEGIN PERFORM pg_advisory_xact_lock(43); RETURN NEW; END $$;
             CREATE TRIGGER hold_tag BEFORE INSERT ON tags
               FOR EACH ROW EXECUTE FUNCTION hold_tag();
             SELECT pg_advisory_lock(43);",
        )
        .unwrap();
    let recording = thread::spawn(move || approve(&mut store, "desk 1", "vanished"));
    until_a_desk_waits_on(hole, "advisory");
    hole.swallow();
    holder
        .batch_execute("SELECT pg_advisory_unlock(43)")
        .unwrap();
    assert_not_answering(recording.join().unwrap(), "3 s");
    let idle = "SELECT count(*) FROM pg_stat_activity
                WHERE application_name = 'armoury' AND state = 'idle in transaction'";
    assert_eq!(count(hole, idle), 1, "the vanished desk holds the counter");
    // The other desk reaches the server beside the hole, with the usual bound.
    let mut other = Store::connect(&StoreAddress::parse(&hole.beside())).unwrap();
    let started = std::time::Instant::now();
    let recorded = approve(&mut other, "desk 2", "other").unwrap();
    eprintln!(
        "the other desk waited {:?} for the vanished one",
        started.elapsed()
    );
    assert!(recorded.tag.is_some());
    assert_eq!(count(hole, idle), 0);
    let vanished = "SELECT count(*) FROM inspections WHERE request_key = 'vanished'";
    assert_eq!(
        count(hole, vanished),
        0,
        "none of the vanished desk's record"
    );
    hole.restore();
}

/// `armoury check --record` through the hole, keeping its pending request
/// keys in `data` (its local data folder).
fn check_record(hole: &dyn BlackHole, data: &std::path::Path) -> std::process::Child {
    let sword = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml");
    crate::common::command()
        .args(["check", "--record", "--character", "Kalev"])
        .arg(sword)
        .env("ARMOURY_DB", hole.url())
        .env("XDG_DATA_HOME", data)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

/// The command line's answer to COMMIT is lost: it gives up at its bound
/// (10 s) with "server not answering" and exit 2, saying the outcome is
/// unknown; the same command again says the inspection was already
/// recorded, and records nothing more; once more, it records a new one.
fn cli_lost_commit_reply(hole: &dyn BlackHole) {
    drop(desk(hole));
    let data = tempfile::tempdir().unwrap();
    let mut holder = beside(hole);
    hold_commits(&mut holder);
    let first = check_record(hole, data.path());
    until_a_desk_waits_on(hole, "advisory");
    hole.swallow();
    holder
        .batch_execute("SELECT pg_advisory_unlock(42)")
        .unwrap();
    let out = first.wait_with_output().unwrap();
    hole.restore();
    holder
        .batch_execute("DROP TRIGGER hold_commit ON inspections")
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("error: server not answering: postgres://armoury@"),
        "{stderr}"
    );
    assert!(stderr.contains("no answer within 10 s"), "{stderr}");
    assert!(
        stderr.contains(
            "hint: whether the inspection was recorded is unknown: run the same command again"
        ),
        "{stderr}"
    );
    let recorded = "SELECT count(*) FROM inspections";
    assert_eq!(count(hole, recorded), 1, "the COMMIT went through");

    let again = check_record(hole, data.path()).wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&again.stdout);
    assert!(again.status.success(), "{stdout}");
    assert!(
        stdout.contains(
            "already recorded (an earlier run's answer was lost) inspection #1 for Kalev Käärik"
        ),
        "{stdout}"
    );
    assert_eq!(count(hole, recorded), 1, "recorded once");

    let third = check_record(hole, data.path()).wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&third.stdout);
    assert!(stdout.contains("recorded inspection #2"), "{stdout}");
    assert_eq!(
        count(hole, recorded),
        2,
        "a new inspection after a settled one"
    );
}

/// A station with an outbox records while the server goes silent: each
/// decision waits in the outbox after at most the station's bound (the
/// first), or at once (those after it, behind it), with a serial from the
/// station's block; all arrive once when the network is back. The times
/// are printed (`--nocapture`) for the record, not checked.
fn a_station_queues_in_silence(hole: &dyn BlackHole) {
    let (item, verdict) = checked_sword();
    let mut store = desk(hole);
    store.answer_within(OUTBOX_ANSWER_BOUND);
    let kalev = store.characters(EVENT).unwrap()[0].pk;
    let dir = tempfile::tempdir().unwrap();
    let mut outbox = Outbox::open(dir.path().join("outbox.db")).unwrap();
    let new = kalevs_sword(kalev, &item, &verdict, "desk 1");
    let first = outbox.record(&mut store, &new).unwrap();
    assert!(matches!(first, Outcome::Recorded(_)), "{first:?}");
    hole.swallow();
    for waiting in 1..=3 {
        let started = std::time::Instant::now();
        let outcome = outbox.record(&mut store, &new).unwrap();
        eprintln!("decision {waiting} in silence: {:?}", started.elapsed());
        assert!(
            matches!(&outcome, Outcome::Queued { tag: Some(_), waiting: w } if *w == waiting),
            "{outcome:?}"
        );
    }
    hole.restore();
    // For 2 s after a failed connect or an unanswered statement the store
    // does not try again (the station's sync every 5 s would not notice).
    thread::sleep(Duration::from_secs(2));
    let sent = outbox.send(&mut store).unwrap();
    assert_eq!((sent.sent, sent.waiting), (3, 0));
    assert_eq!(count(hole, "SELECT count(*) FROM inspections"), 4);
}

/// `armoury serve` on the records at `url`, stopped when dropped.
struct Serving {
    child: std::process::Child,
    address: std::net::SocketAddr,
    login: String,
}

impl Serving {
    fn start(url: &str) -> Serving {
        use std::io::BufRead;
        let mut child = crate::common::command()
            .args(["serve", "--listen", "127.0.0.1:0", "--db", url])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let login = line.trim().strip_prefix("referee login: ").unwrap();
        let (address, path) = login.trim_start_matches("http://").split_once('/').unwrap();
        Serving {
            child,
            address: address.parse().unwrap(),
            login: format!("/{path}"),
        }
    }

    /// `GET path` (with the session cookie); the whole answer.
    fn get(&self, path: &str, cookie: Option<&str>) -> String {
        http_get(self.address, path, cookie)
    }

    /// Logs in; the session cookie.
    fn log_in(&self) -> String {
        let answer = self.get(&self.login, None);
        let cookie = answer
            .lines()
            .find_map(|l| l.strip_prefix("set-cookie: "))
            .unwrap_or_else(|| panic!("{answer}"));
        cookie.split(';').next().unwrap().to_string()
    }
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn http_get(address: std::net::SocketAddr, path: &str, cookie: Option<&str>) -> String {
    let mut stream = TcpStream::connect(address).unwrap();
    let cookie = cookie
        .map(|c| format!("Cookie: {c}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: armoury\r\nConnection: close\r\n{cookie}\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

/// The referee page while its database is silent: pages that need none
/// (the login notice on any page without a session) answer while lookups
/// wait for it;
/// the lookups answer "not answering, try again" (503) at the bound; with
/// the network back, the next lookup answers by itself.
#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn the_referee_page_answers_while_its_database_is_silent() {
    let proxy = FrozenProxy::start();
    drop(desk(&proxy));
    let serving = Serving::start(&proxy.url());
    let cookie = serving.log_in();
    let found = serving.get("/lookup?q=Kalev", Some(&cookie));
    assert!(found.contains("Kalev Käärik"), "{found}");
    proxy.swallow();
    let lookups: Vec<_> = (0..3)
        .map(|_| {
            let (address, cookie) = (serving.address, cookie.clone());
            thread::spawn(move || http_get(address, "/lookup?q=Kalev", Some(&cookie)))
        })
        .collect();
    // Let the lookups reach the database call before the other pages.
    thread::sleep(Duration::from_millis(300));
    let login_needed = serving.get("/lookup?q=Kalev", None);
    assert!(login_needed.starts_with("HTTP/1.1 401"), "{login_needed}");
    let missing = serving.get("/nowhere", None);
    assert!(missing.starts_with("HTTP/1.1 401"), "{missing}");
    assert!(
        lookups.iter().all(|l| !l.is_finished()),
        "the other pages answered only after the lookups"
    );
    for lookup in lookups {
        let answer = lookup.join().unwrap();
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
        assert!(answer.contains("retry-after: 5"), "{answer}");
        assert!(
            answer.contains("The records server is not answering"),
            "{answer}"
        );
    }
    proxy.restore();
    // As the page asks: try again after 5 s.
    thread::sleep(Duration::from_secs(5));
    let found = serving.get("/lookup?q=Kalev", Some(&cookie));
    assert!(found.starts_with("HTTP/1.1 200"), "{found}");
}

/// The database server restarts under `armoury serve`: the first lookup
/// after it answers, on connections made again (not the stale ones).
#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn the_first_page_after_a_server_restart_answers() {
    let server = PrivateServer::start();
    let url = server.create("event");
    with_kalev_at(&url);
    let serving = Serving::start(&url);
    let cookie = serving.log_in();
    for _ in 0..3 {
        assert!(
            serving
                .get("/lookup?q=Kalev", Some(&cookie))
                .starts_with("HTTP/1.1 200")
        );
    }
    server.crash();
    server.start_again();
    for _ in 0..3 {
        let found = serving.get("/lookup?q=Kalev", Some(&cookie));
        assert!(found.starts_with("HTTP/1.1 200"), "{found}");
    }
}

macro_rules! through_both_holes {
    ($($fault:ident),* $(,)?) => {
        mod frozen_proxy {
            $(
                #[test]
                #[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
                fn $fault() {
                    super::$fault(&super::FrozenProxy::start());
                }
            )*
        }
        #[cfg(target_os = "linux")]
        mod silent_network {
            $(
                #[test]
                #[ignore = "needs root (a network namespace, tc) and the PostgreSQL server programs"]
                fn $fault() {
                    super::in_a_silent_network(super::$fault);
                }
            )*
        }
    };
}

through_both_holes!(
    lost_request,
    lost_reply,
    lost_commit_reply,
    vanished_desk,
    cli_lost_commit_reply,
    a_station_queues_in_silence,
);
