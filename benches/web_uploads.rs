//! Referees' page under load that could exhaust it: `armoury serve` (the
//! built binary, as a child process, on 127.0.0.1) on a small database.
//!
//! 1. 100 photo uploads at once, from ten client addresses (127.0.0.10 to
//!    .19, as ten phones): 90 of 12 MB (incompressible grey pixels, a
//!    picture of 3,464 × 3,464, in which no code is found) and 10 small PNGs
//!    of 8,000 × 8,000 grey-and-alpha pixels (128 MB decoded). Meanwhile another address
//!    (127.0.0.2) looks a character up every 100 ms. Reports how the
//!    uploads were answered, the lookups' latency and failures, and the
//!    server's peak resident memory (VmHWM) after this phase.
//! 2. 1,000 idle connections from 127.0.0.1 while 127.0.0.2 looks up
//!    every 100 ms for 5 s: how many stayed open, and the lookups.
//!
//! Figures, not assertions. Linux (client addresses in 127.0.0.0/8).
//!
//! `cargo bench --bench web_uploads`
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::io::Cursor;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

mod common;

use armoury_records::RosterEntry;
use common::{BENCH_EVENT, Serving, bench_event_db, percentile};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const UPLOADS: usize = 100;
const BOMBS: usize = 10;
const PHONES: u8 = 10;
const BOUNDARY: &str = "----armourybench";

/// A PNG of `width` × `height` pixels of `colour`, from `pixel(i)`,
/// compressed as well as it goes.
fn png(width: u32, height: u32, colour: image::ColorType, pixel: impl Fn(usize) -> u8) -> Vec<u8> {
    let channels = usize::from(colour.channel_count());
    let bytes: Vec<u8> = (0..width as usize * height as usize * channels)
        .map(pixel)
        .collect();
    let mut out = Vec::new();
    image::ImageEncoder::write_image(
        image::codecs::png::PngEncoder::new_with_quality(
            Cursor::new(&mut out),
            image::codecs::png::CompressionType::Best,
            image::codecs::png::FilterType::Adaptive,
        ),
        &bytes,
        width,
        height,
        colour.into(),
    )
    .unwrap();
    out
}

/// One HTTP/1.1 exchange from `from` to `server` (`Connection: close`):
/// the status code (0 when the connection failed) and the time it took.
async fn exchange(from: IpAddr, server: SocketAddr, request: Arc<Vec<u8>>) -> (u16, Duration) {
    let start = Instant::now();
    let status = async {
        let socket = tokio::net::TcpSocket::new_v4().ok()?;
        socket.bind(SocketAddr::new(from, 0)).ok()?;
        let mut stream = socket.connect(server).await.ok()?;
        stream.write_all(&request).await.ok()?;
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.ok()?;
        let head = String::from_utf8_lossy(&answer[..answer.len().min(12)]).into_owned();
        head.get(9..12)?.parse().ok()
    }
    .await
    .unwrap_or(0);
    (status, start.elapsed())
}

fn upload(cookie: &str, photo: &[u8]) -> Vec<u8> {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"tag\"\r\nContent-Type: image/png\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(photo);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    let mut request = format!(
        "POST /verify HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary={BOUNDARY}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    request.extend_from_slice(&body);
    request
}

/// Lookups from 127.0.0.2 every 100 ms until `stop` is set: their
/// latencies and how many did not answer 200.
async fn lookups(
    server: SocketAddr,
    cookie: String,
    stop: Arc<AtomicBool>,
) -> (Vec<Duration>, usize) {
    let request = Arc::new(
        format!("GET /lookup?q=kalev HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n")
            .into_bytes(),
    );
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    let (mut times, mut failed) = (Vec::new(), 0);
    while !stop.load(Ordering::Relaxed) {
        tick.tick().await;
        let (status, took) = exchange([127, 0, 0, 2].into(), server, request.clone()).await;
        times.push(took);
        failed += usize::from(status != 200);
    }
    times.sort();
    (times, failed)
}

fn report(label: &str, (times, failed): &(Vec<Duration>, usize)) {
    println!(
        "{label}: {} lookups, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, {failed} not 200",
        times.len(),
        percentile(times, 0.50).as_secs_f64() * 1e3,
        percentile(times, 0.99).as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
}

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("bench.db");
    {
        let mut store = bench_event_db(&db);
        let kalev = RosterEntry {
            id: "17".into(),
            name: "Kalev Käärik".into(),
            ..RosterEntry::default()
        };
        store.upsert_character(BENCH_EVENT, &kalev).expect("roster");
    }
    let serving = Serving::start(&db, BENCH_EVENT);
    let rest = serving.login.trim_start_matches("http://");
    let (address, path) = rest.split_once('/').expect("a path");
    let server: SocketAddr = address.parse().expect("address");
    let path = format!("/{path}");
    println!(
        "server pid {} at {server}; memory at start: VmRSS {} kB",
        serving.pid,
        serving.memory_kb("VmRSS:")
    );

    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let noise: Vec<u8> = (0..3464 * 3464)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed as u8
        })
        .collect();
    let big = png(3464, 3464, image::ColorType::L8, |i| noise[i]);
    let bomb = png(8000, 8000, image::ColorType::La8, |_| 255);
    println!(
        "photos: {} bytes (noise), {} bytes (8,000 x 8,000 grey and alpha)",
        big.len(),
        bomb.len()
    );

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let watched = &serving;
    runtime.block_on(async move {
        let login = format!("GET {path} HTTP/1.1\r\nHost: armoury\r\nConnection: close\r\n\r\n");
        let mut stream = tokio::net::TcpStream::connect(server).await.unwrap();
        stream.write_all(login.as_bytes()).await.unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        let cookie = answer
            .lines()
            .find_map(|l| l.strip_prefix("set-cookie: "))
            .and_then(|c| c.split(';').next())
            .expect("a session cookie")
            .to_string();

        // 1. A hundred uploads at once.
        let (big, bomb) = (Arc::new(upload(&cookie, &big)), Arc::new(upload(&cookie, &bomb)));
        let start = Instant::now();
        let stop = Arc::new(AtomicBool::new(false));
        let watching = tokio::spawn(lookups(server, cookie.clone(), stop.clone()));
        let uploads: Vec<_> = (0..UPLOADS)
            .map(|n| {
                let from: IpAddr = [127, 0, 0, 10 + (n % usize::from(PHONES)) as u8].into();
                let request = if n % (UPLOADS / BOMBS) == 0 { bomb.clone() } else { big.clone() };
                tokio::spawn(exchange(from, server, request))
            })
            .collect();
        let mut answers = std::collections::BTreeMap::<u16, usize>::new();
        let mut times = Vec::new();
        for upload in uploads {
            let (status, took) = upload.await.unwrap();
            *answers.entry(status).or_default() += 1;
            times.push(took);
        }
        let took = start.elapsed();
        stop.store(true, Ordering::Relaxed);
        times.sort();
        println!(
            "{UPLOADS} uploads at once from {PHONES} addresses: answered {answers:?} in {:.1} s (p50 {:.1} s, max {:.1} s)",
            took.as_secs_f64(),
            percentile(&times, 0.5).as_secs_f64(),
            times.last().copied().unwrap_or_default().as_secs_f64()
        );
        report("lookups from another address meanwhile", &watching.await.unwrap());
        println!(
            "server memory after the uploads: VmRSS {} kB, peak VmHWM {} kB",
            watched.memory_kb("VmRSS:"),
            watched.memory_kb("VmHWM:")
        );

        // 2. A thousand idle connections from one address.
        let mut idle = Vec::new();
        for _ in 0..1_000 {
            if let Ok(stream) = tokio::net::TcpStream::connect(server).await {
                idle.push(stream);
            }
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        let mut open = 0;
        for stream in &mut idle {
            let mut byte = [0];
            let read = tokio::time::timeout(Duration::from_millis(5), stream.read(&mut byte));
            if read.await.is_err() {
                open += 1;
            }
        }
        println!("1,000 idle connections from 127.0.0.1: {open} held open by the server, the rest closed");
        let stop = Arc::new(AtomicBool::new(false));
        let watching = tokio::spawn(lookups(server, cookie, stop.clone()));
        tokio::time::sleep(Duration::from_secs(5)).await;
        stop.store(true, Ordering::Relaxed);
        report("lookups from 127.0.0.2 meanwhile (5 s)", &watching.await.unwrap());
        drop(idle);
    });
    println!(
        "server memory at the end: VmRSS {} kB, peak VmHWM {} kB",
        serving.memory_kb("VmRSS:"),
        serving.memory_kb("VmHWM:")
    );
}
