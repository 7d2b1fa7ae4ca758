//! No English left where a person reads Armoury's words: every string
//! literal of the station's, the web pages' and the command line's code
//! that reads as English words is listed, and must be one of the known
//! exceptions below (data, markup, ids, an error's `Display` that the front
//! end words otherwise). The words live in `crates/l10n/locales`.
//!
//! `cargo test --test it english_left -- --nocapture` lists what is left.

use std::path::{Path, PathBuf};

/// Literals that read as English but are not words for a person, by file
/// and the literal's start, with why.
const NOT_WORDS: &[(&str, &str, &str)] = &[
    ("src/station/app.rs", "drop hint", "an egui layer id"),
    (
        "src/web/item_photo.rs",
        "private, max-age",
        "a Cache-Control header's value",
    ),
    ("src/cli/devices.rs", "USB HID", "a product name"),
    (
        "src/cli/hint.rs",
        "column mapping",
        "a records error's field, matched",
    ),
    (
        "src/cli/hint.rs",
        "referee token",
        "a records error's field, matched",
    ),
    (
        "src/station/bench.rs",
        "first frame",
        "the frame bench's report, for developers",
    ),
    (
        "src/station/demo.rs",
        "Northern Watch",
        "the demo roster's data",
    ),
    (
        "src/station/demo.rs",
        "Free Company",
        "the demo roster's data",
    ),
    (
        "src/station/demo.rs",
        "Forest Folk",
        "the demo roster's data",
    ),
    (
        "src/station/worker/mod.rs",
        "station worker",
        "a thread's name",
    ),
    (
        "src/station/worker/open.rs",
        "file dialog",
        "a thread's name",
    ),
    (
        "src/station/worker/print.rs",
        "fail slip #",
        "Document::describe, for error Display",
    ),
    (
        "src/station/worker/print.rs",
        "cannot render",
        "PrintError's Display; the station shows words()",
    ),
    (
        "src/station/worker/print.rs",
        "cannot write",
        "PrintError's Display; the station shows words()",
    ),
    (
        "src/station/devices/port_device.rs",
        "{}: type the port",
        "PortDeviceError's Display; the station shows words()",
    ),
    (
        "src/station/devices/port_device.rs",
        "device profile",
        "PortDeviceError's Display; the station shows words()",
    ),
    (
        "src/station/devices/port_device.rs",
        "simulated device",
        "PortDeviceError's Display; the station shows words()",
    ),
    (
        "src/web/mod.rs",
        "default-src",
        "a Content-Security-Policy header",
    ),
    (
        "src/web/verifier.rs",
        "default-src",
        "a Content-Security-Policy header",
    ),
    ("src/web/mod.rs", "GET, HEAD", "an Allow header"),
    (
        "src/web/pages.rs",
        "\n*{box-sizing",
        "the pages' style sheet",
    ),
    (
        "src/web/organiser_page.rs",
        "\n.tiles",
        "the organiser page's style sheet",
    ),
    (
        "src/web/photo.rs",
        "the photo must",
        "PhotoError's Display; pages show words()",
    ),
    (
        "src/web/photo.rs",
        "the photo cannot",
        "PhotoError's Display; pages show words()",
    ),
    (
        "src/web/photo.rs",
        "no QR code",
        "PhotoError's Display; pages show words()",
    ),
    (
        "src/web/tls.rs",
        "holds no certificate",
        "serve's start-up error, on the command line",
    ),
    (
        "src/web/tls.rs",
        "making a certificate",
        "serve's start-up error, on the command line",
    ),
    ("src/web/tls.rs", "PRIVATE KEY", "a PEM label"),
    (
        "src/web/verifier.rs",
        "no such file",
        "a bare 404 body for a static file",
    ),
    (
        "src/web/card.rs",
        "the card's font",
        "CardError's Display, on the command line",
    ),
];

/// A string literal and the line it starts on.
struct Literal {
    line: usize,
    text: String,
}

/// The string literals of Rust source, outside comments (a rough lexer:
/// enough for our own code, which the compiler has already accepted).
fn literals(source: &str) -> Vec<Literal> {
    let chars: Vec<char> = source.chars().collect();
    let (mut i, mut line, mut found) = (0, 1, Vec::new());
    let starts_with = |i: usize, s: &str| {
        s.chars()
            .enumerate()
            .all(|(k, c)| chars.get(i + k) == Some(&c))
    };
    let count_lines = |from: usize, to: usize| {
        chars[from..to.min(chars.len())]
            .iter()
            .filter(|c| **c == '\n')
            .count()
    };
    while i < chars.len() {
        let c = chars[i];
        let word_before = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        if starts_with(i, "//") {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if starts_with(i, "/*") {
            let end = (i + 2..chars.len())
                .find(|&k| starts_with(k, "*/"))
                .unwrap_or(chars.len());
            line += count_lines(i, end);
            i = end + 2;
        } else if (c == 'r' || (c == 'b' && chars.get(i + 1) == Some(&'r'))) && !word_before {
            let mut k = i + if c == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while chars.get(k) == Some(&'#') {
                hashes += 1;
                k += 1;
            }
            if chars.get(k) != Some(&'"') {
                i += 1;
                continue;
            }
            let closing: String = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            let end = (k + 1..chars.len())
                .find(|&e| starts_with(e, &closing))
                .unwrap_or(chars.len());
            found.push(Literal {
                line,
                text: chars[k + 1..end].iter().collect(),
            });
            line += count_lines(i, end);
            i = end + closing.chars().count();
        } else if c == '"' {
            let mut k = i + 1;
            let mut text = String::new();
            while k < chars.len() && chars[k] != '"' {
                if chars[k] == '\\' {
                    k += 1;
                }
                if let Some(&ch) = chars.get(k) {
                    text.push(ch);
                }
                k += 1;
            }
            found.push(Literal { line, text });
            line += count_lines(i, k);
            i = k + 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '"'), else a lifetime ('a).
            i += match (chars.get(i + 1), chars.get(i + 2)) {
                (Some('\\'), _) => (i + 2..chars.len())
                    .find(|&k| chars[k] == '\'')
                    .map_or(1, |k| k - i + 1),
                (Some(_), Some('\'')) => 3,
                _ => 1,
            };
        } else {
            if c == '\n' {
                line += 1;
            }
            i += 1;
        }
    }
    found
}

/// Whether a literal reads as English: two words or more once its
/// `{placeholders}` are out.
fn reads_as_english(text: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            c if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let word = |t: &&str| {
        let t = t.trim_matches(|c: char| ".,:;!?()\"“”`".contains(c));
        t.len() >= 2 && t.chars().all(|c| c.is_ascii_alphabetic() || c == '\'')
    };
    plain.split_whitespace().filter(word).count() >= 2
}

/// A test module in a file of its own (`tests.rs`, `NAME_tests.rs`): test
/// data, not words for a person.
fn is_test_module(path: &Path) -> bool {
    path.file_stem()
        .and_then(|s| s.to_str())
        .is_some_and(|s| s == "tests" || s.ends_with("_tests"))
}

/// The English literals of the `.rs` files under `dir`, before their tests.
fn english_in(dir: &str) -> Vec<(String, usize, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    let mut dirs = vec![root.join(dir)];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path: PathBuf = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") && !is_test_module(&path) {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        let name = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for literal in literals(code)
            .into_iter()
            .filter(|l| reads_as_english(&l.text))
        {
            found.push((name.clone(), literal.line, literal.text));
        }
    }
    found
}

#[test]
fn the_lexer_finds_literals_and_skips_comments_and_characters() {
    let source = "// \"not this\"\nlet a = 'x'; let q = '\"'; fn f<'a>() {}\n/* \"nor\nthis\" */ let s = \"two words\"; let r = r#\"raw \"words\" here\"#;";
    let found: Vec<(usize, String)> = literals(source)
        .into_iter()
        .map(|l| (l.line, l.text))
        .collect();
    assert_eq!(
        found,
        [(4, "two words".into()), (4, "raw \"words\" here".into())]
    );
    assert!(reads_as_english("cannot save {what}: {why}"));
    assert!(!reads_as_english("{tag}  {kind} {category}"));
    assert!(!reads_as_english("chk-verdict-approved"));
}

#[test]
fn no_english_is_left_in_the_station_the_web_pages_and_the_command_line() {
    let mut left = Vec::new();
    let mut used = vec![false; NOT_WORDS.len()];
    for dir in ["src/station", "src/web", "src/cli"] {
        for (file, line, text) in english_in(dir) {
            let known = NOT_WORDS
                .iter()
                .position(|(f, start, _)| *f == file && text.starts_with(start));
            match known {
                Some(at) => used[at] = true,
                None => left.push(format!("{file}:{line}: {text:?}")),
            }
        }
    }
    let stale: Vec<_> = NOT_WORDS.iter().zip(&used).filter(|(_, u)| !**u).collect();
    assert!(
        stale.is_empty(),
        "NOT_WORDS lists what is no longer there: {stale:?}"
    );
    assert!(
        left.is_empty(),
        "English words outside the Fluent files (put them in crates/l10n/locales, or list them in NOT_WORDS with why):\n{}",
        left.join("\n")
    );
}
