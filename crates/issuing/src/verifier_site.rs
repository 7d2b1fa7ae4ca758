//! The offline verifier page: a static site that checks an event's `ARM2`
//! codes in a phone's browser, with no server once it has been opened.
//!
//! `armoury event verifier --out DIR` writes [`site`]'s files for the
//! organiser to put on any HTTPS host; `armoury serve` serves the same
//! files under `/v/`, with the revocation list read at each request. The
//! page's own files (`index.html`, `verifier.js`, `ed25519.js`,
//! `style.css`, and `words.js`, their words in every language, made from
//! the `ver-*` Fluent messages) are the same for every event; `sw.js`, the
//! service worker
//! that keeps them on the phone, names its store after a hash of them, so a
//! new version reaches phones that had the old one. `keys.json` is the
//! event's part: its name and code, its public keys by id with the day each
//! was retired, and the revoked tags with the time the list was written.
//! The page verifies the code in the address's fragment against it (see
//! `verifier.js`), and the fragment never reaches a server.

use armoury_records::Store;
use armoury_records::time::now_utc;

use crate::{IssueError, public_keys};
use armoury_l10n::{L10n, Lang};

/// One file of the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteFile {
    /// Its name in the site's folder.
    pub name: &'static str,
    /// Its media type, as a server sends it.
    pub content_type: &'static str,
    /// What it holds.
    pub bytes: Vec<u8>,
}

/// The page's files that are the same for every event, with their types.
const PAGE_FILES: [(&str, &str, &str); 4] = [
    (
        "index.html",
        "text/html; charset=utf-8",
        include_str!("verifier_site/index.html"),
    ),
    (
        "verifier.js",
        "text/javascript; charset=utf-8",
        include_str!("verifier_site/verifier.js"),
    ),
    (
        "ed25519.js",
        "text/javascript; charset=utf-8",
        include_str!("verifier_site/ed25519.js"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("verifier_site/style.css"),
    ),
];

/// The service worker, before its store's name is filled in.
const SERVICE_WORKER: &str = include_str!("verifier_site/sw.js");

/// The name of the file with the event's keys and revocation list.
pub const KEYS_FILE: &str = "keys.json";

/// The name of the file with the page's words in every language.
pub const WORDS_FILE: &str = "words.js";

/// Every file name of the site.
pub const FILE_NAMES: [&str; 7] = [
    "index.html",
    "verifier.js",
    "ed25519.js",
    "style.css",
    WORDS_FILE,
    "sw.js",
    KEYS_FILE,
];

/// What the site shows about an event's keys, in numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SiteSummary {
    /// Public keys the page knows (the current one and those retired).
    pub keys: usize,
    /// Tags on its revocation list.
    pub revoked: usize,
}

/// Every file of event `event_id`'s verifier page, its revocation list as
/// the records hold it now.
pub fn site(store: &Store, event_id: &str) -> Result<(Vec<SiteFile>, SiteSummary), IssueError> {
    let (keys, summary) = keys_file(store, event_id)?;
    let mut files: Vec<SiteFile> = FILE_NAMES
        .iter()
        .filter(|name| **name != KEYS_FILE)
        .filter_map(|name| page_file(name))
        .collect();
    files.push(keys);
    Ok((files, summary))
}

/// A file that is the same for every event, by name; `None` for a name
/// that is not one ([`KEYS_FILE`] is the event's, from [`keys_file`]).
pub fn page_file(name: &str) -> Option<SiteFile> {
    let script = |name, text: String| SiteFile {
        name,
        content_type: "text/javascript; charset=utf-8",
        bytes: text.into_bytes(),
    };
    match name {
        "sw.js" => return Some(script("sw.js", service_worker())),
        WORDS_FILE => return Some(script(WORDS_FILE, words())),
        _ => {}
    }
    PAGE_FILES
        .iter()
        .find(|(file, ..)| *file == name)
        .map(|(name, content_type, text)| SiteFile {
            name,
            content_type,
            bytes: text.as_bytes().to_vec(),
        })
}

/// The service worker, its store named after the page's files.
fn service_worker() -> String {
    SERVICE_WORKER.replace("__VERSION__", &format!("{:016x}", page_version()))
}

/// FNV-1a over the page's files: changes whenever one of them does.
fn page_version() -> u64 {
    let words = words();
    PAGE_FILES
        .iter()
        .flat_map(|(_, _, text)| text.bytes())
        .chain(words.bytes())
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

/// [`WORDS_FILE`]: the page's words (the `ver-*` messages) in every
/// language, each `{name}` for the script to fill in.
fn words() -> String {
    let languages: serde_json::Map<String, serde_json::Value> = Lang::ALL
        .into_iter()
        .map(|lang| {
            let words: serde_json::Map<String, serde_json::Value> = L10n::new(lang)
                .templates("ver-")
                .into_iter()
                .map(|(id, text)| (id, text.into()))
                .collect();
            (lang.tag().to_string(), words.into())
        })
        .collect();
    format!(
        "// The page's words in every language (made from Armoury's Fluent files).\nself.ArmouryWords = {};\n",
        serde_json::Value::Object(languages)
    )
}

/// [`KEYS_FILE`]: the event, its public keys (hex) and its revoked tags,
/// as the records hold them now.
pub fn keys_file(store: &Store, event_id: &str) -> Result<(SiteFile, SiteSummary), IssueError> {
    let event = store.event(event_id)?;
    let keys: Vec<serde_json::Value> = public_keys(store, event_id)?
        .into_iter()
        .map(|(id, key, retired_at)| {
            serde_json::json!({ "id": id, "public_key": key.to_hex(), "retired_at": retired_at })
        })
        .collect();
    let revoked: Vec<serde_json::Value> = store
        .revoked_tags(event_id)?
        .into_iter()
        .map(|r| {
            serde_json::json!({ "serial": r.serial, "reason": r.reason, "revoked_at": r.revoked_at })
        })
        .collect();
    let summary = SiteSummary {
        keys: keys.len(),
        revoked: revoked.len(),
    };
    let json = serde_json::json!({
        "format": "armoury-verifier-1",
        "event": {
            "id": event.id,
            "name": event.name,
            "code": event.tag_prefix,
            "ends_on": event.ends_on,
            "language": event.language,
        },
        "keys": keys,
        "revoked": revoked,
        "written_at": now_utc(),
    });
    Ok((
        SiteFile {
            name: KEYS_FILE,
            content_type: "application/json",
            bytes: format!("{json:#}\n").into_bytes(),
        },
        summary,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_records::NewEvent;

    fn store_with_event() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("records.db")).unwrap();
        store
            .create_event(&NewEvent {
                id: "an26".into(),
                name: "Ancalagon <2026>".into(),
                starts_on: None,
                ends_on: Some("2026-07-12".into()),
                tag_prefix: Some("AN26".into()),
                ruleset_id: None,
                language: None,
            })
            .unwrap();
        (dir, store)
    }

    #[test]
    fn the_site_has_every_file_once_and_names_the_store_after_the_page() {
        let (_dir, store) = store_with_event();
        let (files, summary) = site(&store, "an26").unwrap();
        let names: Vec<&str> = files.iter().map(|f| f.name).collect();
        let mut expected = FILE_NAMES.to_vec();
        expected.sort_unstable();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, expected);
        assert_eq!(
            summary,
            SiteSummary {
                keys: 1,
                revoked: 0
            }
        );
        let worker = String::from_utf8(page_file("sw.js").unwrap().bytes).unwrap();
        assert!(!worker.contains("__VERSION__"));
        assert!(worker.contains(&format!("armoury-verifier-{:016x}", page_version())));
        for not_one in ["../secret", "", KEYS_FILE, "INDEX.HTML"] {
            assert_eq!(page_file(not_one), None, "{not_one}");
        }
    }

    #[test]
    fn keys_json_lists_every_key_and_revoked_tag_as_json_text() {
        let (_dir, store) = store_with_event();
        store.rotate_signing_key("an26").unwrap();
        let (keys, summary) = keys_file(&store, "an26").unwrap();
        assert_eq!(
            summary,
            SiteSummary {
                keys: 2,
                revoked: 0
            }
        );
        let json: serde_json::Value = serde_json::from_slice(&keys.bytes).unwrap();
        assert_eq!(json["event"]["name"], "Ancalagon <2026>");
        assert_eq!(json["event"]["code"], "AN26");
        let listed: Vec<(u64, bool)> = json["keys"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| (k["id"].as_u64().unwrap(), k["retired_at"].is_string()))
            .collect();
        assert_eq!(listed, [(1, true), (2, false)]);
        let public = json["keys"][1]["public_key"].as_str().unwrap();
        assert_eq!(public.len(), 64);
        assert!(public.bytes().all(|b| b.is_ascii_hexdigit()));
    }

    #[test]
    fn the_pages_words_are_in_every_language_with_their_placeholders() {
        let words = String::from_utf8(page_file(WORDS_FILE).unwrap().bytes).unwrap();
        let json = words
            .split_once("self.ArmouryWords = ")
            .and_then(|(_, rest)| rest.trim_end().strip_suffix(';'))
            .unwrap();
        let words: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(words["en"]["ver-genuine"], "GENUINE");
        assert_eq!(words["et"]["ver-genuine"], "EHTNE");
        assert_eq!(words["et"]["ver-event"], "Sildi kontroll: {event}");
        let count = |lang: &str| words[lang].as_object().unwrap().len();
        assert_eq!(count("en"), count("et"));
        assert!(count("en") > 30);
        // Every reason the script gives why a text is not a code has words.
        let script = include_str!("verifier_site/verifier.js");
        let reasons: Vec<&str> = script
            .split("notCode(\"")
            .skip(1)
            .filter_map(|rest| rest.split_once('"').map(|(id, _)| id))
            .collect();
        assert!(reasons.len() >= 11, "{reasons:?}");
        for id in reasons {
            for lang in ["en", "et"] {
                let text = &words[lang][format!("ver-code-{id}")];
                assert!(text.is_string(), "ver-code-{id} in {lang}");
            }
        }
        assert_eq!(
            words["et"]["ver-code-parts"],
            "oodati 9 koolonitega eraldatud osa, leiti {found}"
        );
    }
}
