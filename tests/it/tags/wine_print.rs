//! Printing from Windows, end to end, under wine: `armoury.exe tag --print`
//! prints a tag through the Windows spooler (the pages rendered and drawn
//! through GDI), wine's PostScript driver hands the job to CUPS, a cups-pdf
//! queue turns it into a PDF, and the QR code read from that PDF is the one
//! in the PDF armoury wrote.
//!
//! Windows only, and ignored: the scheduler and its queue run on the Linux
//! host, which a test under wine cannot start, so `scripts/wine/print-e2e`
//! starts a private `cupsd` with a cups-pdf queue (as root; Debian packages
//! cups, cups-client, printer-driver-cups-pdf), points wine at it
//! (`CUPS_SERVER`), and runs this test with `--ignored`, telling it the
//! queue (`ARMOURY_PRINT_QUEUE`) and the folder cups-pdf writes to
//! (`ARMOURY_CUPS_PDF_DIR`, a Z: path). Run by hand without them, it fails
//! saying so.
#![cfg(windows)]

use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::Duration;

use crate::common::pdf;

fn setting(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| {
        panic!("${name} is not set: run this test through scripts/wine/print-e2e")
    })
}

/// The PDF cups-pdf wrote for the job titled `title` (its name starts with it).
fn find_output(folder: &Path, title: &str) -> Option<PathBuf> {
    std::fs::read_dir(folder)
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .find(|path| {
            path.file_name()
                .is_some_and(|name| name.to_string_lossy().starts_with(title))
                && path.extension().is_some_and(|ext| ext == "pdf")
        })
}

#[test]
#[ignore = "needs wine's CUPS bridge and a cups-pdf queue"]
fn a_tag_printed_from_windows_reaches_a_cups_pdf_queue() {
    let queue = setting("ARMOURY_PRINT_QUEUE");
    let folder = PathBuf::from(setting("ARMOURY_CUPS_PDF_DIR"));
    let started = crate::common::command().arg("--version").output().unwrap();
    assert!(started.status.success(), "armoury.exe does not start");
    // The Windows spooler lists the queue (wine shows CUPS's queues as printers).
    let listed = crate::common::command().arg("printers").output().unwrap();
    let stdout = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.status.success(), "{listed:?}");
    assert!(
        stdout.lines().any(|line| line.starts_with(queue.as_str())),
        "{stdout}"
    );

    // The job's title is the PDF's stem: unique, to find cups-pdf's file.
    let title = format!("wine-print-{}", std::process::id());
    let dir = tempfile::tempdir().unwrap();
    let written = dir.path().join(format!("{title}.pdf"));
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tags");
    let output = crate::common::command()
        .arg("tag")
        .arg("--content")
        .arg(fixtures.join("tag.toml"))
        .arg("--key-file")
        .arg(fixtures.join("event.key"))
        .arg("--out")
        .arg(&written)
        .args(["--print", "--printer", &queue])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains(&format!(" on {queue} (")), "{stdout}");

    let expected = pdf::qr_codes(pdf::pages(&std::fs::read(&written).unwrap()).remove(0));
    assert_eq!(expected.len(), 1, "one QR code on the tag: {expected:?}");
    assert!(
        expected[0].starts_with("ARM1:T:FO26-2:T-000123:"),
        "{expected:?}"
    );

    for _ in 0..300 {
        if let Some(printed) = find_output(&folder, &title) {
            // cups-pdf may still be writing it: give it a moment.
            sleep(Duration::from_millis(500));
            let pages = pdf::pages(&std::fs::read(&printed).unwrap());
            assert_eq!(pages.len(), 1, "one page printed");
            let found = pdf::qr_codes(pages.into_iter().next().unwrap());
            assert_eq!(
                found,
                expected,
                "the printed QR code ({})",
                printed.display()
            );
            let _ = std::fs::remove_file(&printed);
            return;
        }
        sleep(Duration::from_millis(100));
    }
    panic!(
        "cups-pdf wrote no {title}*.pdf in {} within 30 s (the scheduler's log is in the \
         folder scripts/wine/print-e2e names)",
        folder.display()
    );
}
