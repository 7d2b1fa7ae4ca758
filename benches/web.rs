//! Referees' page benchmark: `armoury serve` (the built binary, as a child
//! process) on a fresh database of 10,000 characters, on 127.0.0.1 only.
//! 20 clients each send one lookup every 100 ms (200 a second) for 15 s,
//! with a session cookie, over keep-alive connections; then the same 20
//! clients send back to back for 5 s. Reports p50/p99/max latency, the rate
//! reached, any non-200 answer, and the server's resident memory (VmRSS and
//! its peak VmHWM). Figures, not assertions. Bounded: 3,000 paced requests
//! plus at most 5 s of unpaced ones, then the server is stopped.
//!
//! `cargo bench --bench web`; `ARMOURY_BENCH_CHARACTERS=100000 cargo bench
//! --bench web` on 100,000 characters (the same number of distinct queries,
//! spread over them).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::sync::Arc;
use std::time::{Duration, Instant};

mod common;

use armoury_records::parse_roster;
use axum::body::Bytes;
use common::{BENCH_EVENT, Serving, bench_event_db, percentile, session_cookie};
use http_body_util::{BodyExt, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;

/// The roster's size unless `ARMOURY_BENCH_CHARACTERS` says another.
const CHARACTERS: usize = 10_000;
const CLIENTS: usize = 20;
const PACE: Duration = Duration::from_millis(100);
const PACED_FOR: Duration = Duration::from_secs(15);
const FLOOD_FOR: Duration = Duration::from_secs(5);

const FIRST: &[&str] = &[
    "Kalev", "Mari", "Tõnu", "Jüri", "Ülle", "Ants", "Liis", "Märt", "Sigrid", "Aino", "Peeter",
    "Kätlin", "Rasmus", "Õie", "Toomas", "Helje",
];
const LAST: &[&str] = &[
    "Käärik", "Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves", "Pärn", "Koppel",
    "Lepik", "Kõiv", "Raudsepp", "Vaher", "Lõhmus", "Jõgi", "Org", "Põder", "Kuusk",
];

fn queries(characters: usize) -> Vec<String> {
    let mut out = Vec::new();
    for i in (0..characters).step_by(97 * characters.div_ceil(CHARACTERS)) {
        let first = FIRST[i % FIRST.len()];
        let last = LAST[(i / FIRST.len()) % LAST.len()];
        out.push(format!("C{i}"));
        out.push(format!("{} {}{}", first.to_lowercase(), last, i));
        out.push(last.replace(['ä', 'õ', 'ö', 'ü'], "a"));
        out.push(format!("{first} {}", &last[..last.len().min(3)]));
    }
    out
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn main() {
    let characters = common::bench_characters(CHARACTERS);
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("bench.db");
    {
        let mut csv = String::from("id;character;player;class\n");
        for i in 0..characters {
            csv.push_str(&format!(
                "C{i};{} {}{i};Player {i};Warrior\n",
                FIRST[i % FIRST.len()],
                LAST[(i / FIRST.len()) % LAST.len()]
            ));
        }
        let mut store = bench_event_db(&db);
        let parsed =
            parse_roster("roster.csv", csv.as_bytes(), &[], Default::default()).expect("parse");
        store
            .import_roster(BENCH_EVENT, &parsed, false, false)
            .expect("import");
    }

    let serving = Serving::start(&db, BENCH_EVENT);
    let (pid, login) = (serving.pid, serving.login.clone());
    let base = serving.base();
    assert!(base.starts_with("http://127.0.0.1:"), "{base}");
    println!("server pid {pid} at {base}; {characters} characters");

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async move {
        let client: Client<HttpConnector, Empty<Bytes>> =
            Client::builder(TokioExecutor::new()).build_http();
        let response = client
            .get(login.parse().expect("login url"))
            .await
            .expect("login");
        let cookie = session_cookie(&response.headers()["set-cookie"]);
        let queries = Arc::new(queries(characters));
        let client = Arc::new(client);
        let (base, cookie) = (Arc::new(base), Arc::new(cookie));

        // One lookup: latency, and whether it answered 200.
        let lookup = {
            move |client: Arc<Client<HttpConnector, Empty<Bytes>>>, url: String, cookie: Arc<String>| async move {
                let request = hyper::Request::get(url)
                    .header("cookie", cookie.as_str())
                    .body(Empty::<Bytes>::new())
                    .expect("request");
                let start = Instant::now();
                let ok = match client.request(request).await {
                    Ok(response) => {
                        let ok = response.status() == 200;
                        ok & response.into_body().collect().await.is_ok()
                    }
                    Err(_) => false,
                };
                (start.elapsed(), ok)
            }
        };

        for (label, paced, duration) in [("paced 200/s", true, PACED_FOR), ("back to back", false, FLOOD_FOR)] {
            let start = Instant::now();
            let mut tasks = Vec::new();
            for c in 0..CLIENTS {
                let (client, base, cookie, queries) =
                    (client.clone(), base.clone(), cookie.clone(), queries.clone());
                tasks.push(tokio::spawn(async move {
                    let mut times = Vec::new();
                    let mut failed = 0usize;
                    let mut tick = tokio::time::interval(PACE);
                    // Spread the clients over the first 100 ms.
                    tokio::time::sleep(PACE * c as u32 / CLIENTS as u32).await;
                    let mut n = c;
                    while start.elapsed() < duration {
                        if paced {
                            tick.tick().await;
                        }
                        let query = &queries[n % queries.len()];
                        n += CLIENTS;
                        let url = format!("{base}/lookup?q={}", encode(query));
                        let (took, ok) = lookup(client.clone(), url, cookie.clone()).await;
                        times.push(took);
                        failed += usize::from(!ok);
                    }
                    (times, failed)
                }));
            }
            let mut times = Vec::new();
            let mut failed = 0;
            for task in tasks {
                let (t, f) = task.await.expect("client task");
                times.extend(t);
                failed += f;
            }
            let elapsed = start.elapsed();
            times.sort();
            println!(
                "{label:>13}: {} lookups from {CLIENTS} clients in {:.1} s = {:.0}/s; p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {failed} not 200",
                times.len(),
                elapsed.as_secs_f64(),
                times.len() as f64 / elapsed.as_secs_f64(),
                percentile(&times, 0.50).as_secs_f64() * 1e3,
                percentile(&times, 0.99).as_secs_f64() * 1e3,
                times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
            );
        }
    });
    println!(
        "server memory: VmRSS {} kB, peak VmHWM {} kB",
        serving.memory_kb("VmRSS:"),
        serving.memory_kb("VmHWM:")
    );
    drop(serving);
}
