//! A referee's phone for the page tests: headless Chromium at 390 × 844
//! CSS pixels, driven through chromedriver (WebDriver) on a free loopback
//! port, with a profile of its own that is deleted afterwards. The tests
//! that use it are `#[ignore]`d "needs chromium and chromedriver".

#![cfg(unix)]

use std::path::PathBuf;
use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};

/// chromedriver, stopped when dropped.
struct Driver(std::process::Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A browser session; [`Phone::close`] ends it.
pub struct Phone {
    pub browser: Client,
    _driver: Driver,
    _profile: tempfile::TempDir,
    shots: Option<PathBuf>,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Phone {
    /// Starts chromedriver and a phone-sized headless Chromium. With
    /// `ARMOURY_SCREENSHOTS=DIR`, [`Phone::shoot`] saves pictures there.
    pub async fn start() -> Phone {
        Phone::start_speaking(None).await
    }

    /// [`Phone::start`] with the phone's language set to `lang` (`et`):
    /// its `navigator.languages` and `Accept-Language`.
    pub async fn start_speaking(lang: Option<&str>) -> Phone {
        let port = free_port();
        let driver = Driver(
            std::process::Command::new("chromedriver")
                .arg(format!("--port={port}"))
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("chromedriver (Debian chromium-driver) must be installed"),
        );
        let profile = tempfile::tempdir().unwrap();
        let mut capabilities = serde_json::Map::new();
        let mut args = vec![
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--no-first-run".into(),
            "--hide-scrollbars".into(),
            format!("--user-data-dir={}", profile.path().display()),
        ];
        args.extend(lang.map(|lang| format!("--lang={lang}")));
        capabilities.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({
                "args": args,
                "prefs": { "intl.accept_languages": lang.unwrap_or("en-US") },
                // A phone's screen: 390 × 844 CSS pixels.
                "mobileEmulation": {
                    "deviceMetrics": { "width": 390, "height": 844, "pixelRatio": 1.0, "mobile": true, "touch": true }
                }
            }),
        );
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        for _ in 0..50 {
            if let Ok(browser) = ClientBuilder::new(connector.clone())
                .capabilities(capabilities.clone())
                .connect(&format!("http://127.0.0.1:{port}"))
                .await
            {
                return Phone {
                    browser,
                    _driver: driver,
                    _profile: profile,
                    shots: std::env::var_os("ARMOURY_SCREENSHOTS").map(PathBuf::from),
                };
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        panic!("chromedriver did not start");
    }

    /// Saves the screen as `name` in `$ARMOURY_SCREENSHOTS`, if set.
    pub async fn shoot(&self, name: &str) {
        if let Some(dir) = &self.shots {
            std::fs::create_dir_all(dir).unwrap();
            let png = self.browser.screenshot().await.unwrap();
            std::fs::write(dir.join(name), png).unwrap();
        }
    }

    /// Clicks what `locator` finds and waits (at most 10 s) until the
    /// browser has gone to another address.
    pub async fn click_and_wait(&self, locator: Locator<'_>) {
        let before = self.browser.current_url().await.unwrap();
        self.browser
            .find(locator)
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        for _ in 0..100 {
            if self.browser.current_url().await.unwrap() != before {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the click did not leave {before}");
    }

    /// The text of the first element `css` finds once there is one (at
    /// most 10 s).
    pub async fn text_of(&self, css: &str) -> String {
        self.browser
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css}: {e}"))
            .text()
            .await
            .unwrap()
    }

    /// Ends the browser session (and then chromedriver).
    pub async fn close(self) {
        self.browser.close().await.unwrap();
    }
}
