//! The verify answer with its photo: `armoury serve` (the built binary, a
//! child process) on an event of 2,000 approved swords, each with a stored
//! photo (one 1,600 × 1,200 JPEG made by `armoury-photos` from a
//! 12-megapixel picture, the same bytes in every row). 20 clients each
//! verify one tag every 200 ms (100 a second) for 15 s: `POST /verify`
//! with the serial, then `GET` of the photo the answer names, as a phone
//! shows it. Reports p50/p99/max of the page, of the photo and of the two
//! together, any answer that was not 200, and the server's memory. Then 5
//! clients each fetch a thumbnail every 250 ms for 5 s (made on request
//! from the stored photo). Figures, not assertions.
//!
//! `cargo bench --bench verify_photos`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::sync::Arc;
use std::time::{Duration, Instant};

mod common;

use axum::body::Bytes;
use common::event::{EVENT, make_event};
use common::{Serving, percentile, session_cookie};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;

const ITEMS: usize = 2_000;
const CLIENTS: usize = 20;
const PACE: Duration = Duration::from_millis(200);
const PACED_FOR: Duration = Duration::from_secs(15);
const THUMBNAIL_CLIENTS: usize = 5;
const THUMBNAIL_PACE: Duration = Duration::from_millis(250);
const THUMBNAILS_FOR: Duration = Duration::from_secs(5);

type Http = Client<HttpConnector, Full<Bytes>>;

/// A 12-megapixel picture with detail everywhere (as a photo of grass
/// has), made safe to keep as a desk would.
fn stored_photo() -> armoury_photos::Photo {
    let picture = image::RgbImage::from_fn(4000, 3000, |x, y| {
        let n = x.wrapping_mul(2_654_435_761) ^ y.wrapping_mul(40_503);
        image::Rgb([
            (x / 16 + n % 40) as u8,
            (y / 12 + n % 50) as u8,
            (n % 256) as u8,
        ])
    });
    armoury_photos::from_pixels(picture).expect("a photo to keep")
}

/// One request: latency, status, body.
async fn timed(client: &Http, request: hyper::Request<Full<Bytes>>) -> (Duration, u16, Bytes) {
    let start = Instant::now();
    match client.request(request).await {
        Ok(response) => {
            let status = response.status().as_u16();
            let body = response.into_body().collect().await.map(|b| b.to_bytes());
            match body {
                Ok(body) => (start.elapsed(), status, body),
                Err(_) => (start.elapsed(), 0, Bytes::new()),
            }
        }
        Err(_) => (start.elapsed(), 0, Bytes::new()),
    }
}

fn request(method: &str, url: String, cookie: &str, body: String) -> hyper::Request<Full<Bytes>> {
    hyper::Request::builder()
        .method(method)
        .uri(url)
        .header("cookie", cookie)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(Full::new(Bytes::from(body)))
        .expect("request")
}

/// The photo address a verify answer names.
fn photo_src(page: &[u8]) -> Option<String> {
    let page = std::str::from_utf8(page).ok()?;
    let at = page.find(r#"class="photo" src=""#)? + r#"class="photo" src=""#.len();
    Some(page[at..].split('"').next()?.to_string())
}

fn report(label: &str, times: &mut [Duration], elapsed: Duration, failed: usize) {
    times.sort();
    println!(
        "{label:>18}: {} in {:.1} s = {:.0}/s; p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {failed} not 200",
        times.len(),
        elapsed.as_secs_f64(),
        times.len() as f64 / elapsed.as_secs_f64(),
        percentile(times, 0.50).as_secs_f64() * 1e3,
        percentile(times, 0.99).as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
}

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("bench.db");
    make_event(&db, ITEMS, ITEMS);
    let photo = stored_photo();
    let serials: Vec<String> = {
        let store = armoury_records::Store::open(&db).expect("open");
        let conn = store.sqlite_connection().expect("a file");
        let sha = armoury_records::StoredPhoto {
            jpeg: photo.jpeg.clone(),
            width: photo.width,
            height: photo.height,
        }
        .sha256();
        conn.execute(
            "INSERT INTO photos (inspection_id, event_id, jpeg, width, height, sha256)
             SELECT id, event_id, ?1, ?2, ?3, ?4 FROM inspections",
            (&photo.jpeg[..], photo.width, photo.height, &sha),
        )
        .expect("photograph every inspection");
        let mut select = conn.prepare("SELECT serial FROM tags").expect("tags");
        select
            .query_map([], |row| row.get(0))
            .expect("serials")
            .collect::<Result<_, _>>()
            .expect("serials")
    };
    println!(
        "{} tags, each with a {} × {} photo of {} kB",
        serials.len(),
        photo.width,
        photo.height,
        photo.jpeg.len() / 1024
    );

    let serving = Serving::start(&db, EVENT);
    let login = serving.login.clone();
    let base = serving.base();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async move {
        let client: Http = Client::builder(TokioExecutor::new()).build_http();
        let response = client
            .request(request("GET", login, "", String::new()))
            .await
            .expect("login");
        let cookie = session_cookie(&response.headers()["set-cookie"]);
        let (client, base, cookie, serials) = (
            Arc::new(client),
            Arc::new(base),
            Arc::new(cookie),
            Arc::new(serials),
        );

        let start = Instant::now();
        let mut tasks = Vec::new();
        for c in 0..CLIENTS {
            let (client, base, cookie, serials) = (
                client.clone(),
                base.clone(),
                cookie.clone(),
                serials.clone(),
            );
            tasks.push(tokio::spawn(async move {
                let (mut pages, mut photos, mut both, mut failed) = (vec![], vec![], vec![], 0);
                let mut tick = tokio::time::interval(PACE);
                tokio::time::sleep(PACE * c as u32 / CLIENTS as u32).await;
                let mut n = c * 97;
                while start.elapsed() < PACED_FOR {
                    tick.tick().await;
                    let serial = &serials[n % serials.len()];
                    n += CLIENTS;
                    let verify = request(
                        "POST",
                        format!("{base}/verify"),
                        &cookie,
                        format!("code={serial}"),
                    );
                    let (page, status, body) = timed(&client, verify).await;
                    let Some(src) = photo_src(&body).filter(|_| status == 200) else {
                        failed += 1;
                        continue;
                    };
                    let get = request("GET", format!("{base}{src}"), &cookie, String::new());
                    let (took, status, jpeg) = timed(&client, get).await;
                    failed += usize::from(status != 200 || !jpeg.starts_with(&[0xFF, 0xD8]));
                    pages.push(page);
                    photos.push(took);
                    both.push(page + took);
                }
                (pages, photos, both, failed)
            }));
        }
        let (mut pages, mut photos, mut both, mut failed) = (vec![], vec![], vec![], 0);
        for task in tasks {
            let (p, ph, b, f) = task.await.expect("client");
            pages.extend(p);
            photos.extend(ph);
            both.extend(b);
            failed += f;
        }
        let elapsed = start.elapsed();
        report("verify page", &mut pages, elapsed, failed);
        report("its photo", &mut photos, elapsed, failed);
        report("page + photo", &mut both, elapsed, failed);

        let start = Instant::now();
        let mut tasks = Vec::new();
        for c in 0..THUMBNAIL_CLIENTS {
            let (client, base, cookie) = (client.clone(), base.clone(), cookie.clone());
            tasks.push(tokio::spawn(async move {
                let (mut times, mut failed) = (vec![], 0);
                let mut tick = tokio::time::interval(THUMBNAIL_PACE);
                let mut id = c + 1;
                while start.elapsed() < THUMBNAILS_FOR {
                    tick.tick().await;
                    let get = request(
                        "GET",
                        format!("{base}/photo/{id}/small"),
                        &cookie,
                        String::new(),
                    );
                    id += THUMBNAIL_CLIENTS;
                    let (took, status, _) = timed(&client, get).await;
                    times.push(took);
                    failed += usize::from(status != 200);
                }
                (times, failed)
            }));
        }
        let (mut times, mut failed) = (vec![], 0);
        for task in tasks {
            let (t, f) = task.await.expect("client");
            times.extend(t);
            failed += f;
        }
        report("thumbnail", &mut times, start.elapsed(), failed);
    });
    println!(
        "server memory: VmRSS {} kB, peak VmHWM {} kB",
        serving.memory_kb("VmRSS:"),
        serving.memory_kb("VmHWM:")
    );
    drop(serving);
}
