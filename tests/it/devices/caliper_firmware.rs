//! Compiles the caliper adapter's decoder and its host test with the
//! machine's C compiler (`$CC`, else `cc`) and runs it: the firmware's
//! decoding logic is tested on every `cargo test` on Unix (the host C
//! compiler it needs is not part of a Windows test run).
#![cfg(unix)]

use std::path::Path;
use std::process::Command;

#[test]
fn caliper_decoder_passes_its_host_test() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("hardware/caliper-adapter");
    let out = tempfile::tempdir().unwrap();
    let binary = out.path().join("test_caliper_decoder");
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let compiled = Command::new(&compiler)
        .args([
            "-std=c99",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-O1",
            "-o",
        ])
        .arg(&binary)
        .arg(dir.join("test_caliper_decoder.c"))
        .arg(dir.join("caliper_decoder.c"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run the C compiler `{compiler}`: {e}"));
    assert!(
        compiled.status.success(),
        "the decoder does not compile:\n{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let run = Command::new(&binary).output().unwrap();
    let report = String::from_utf8_lossy(&run.stdout);
    println!("{report}");
    assert!(run.status.success(), "the C test failed:\n{report}");
    assert!(report.contains(" passed, 0 failed"), "{report}");
}
