//! Device benchmarks: parser throughput per profile, and the latency from
//! the last byte of a line written to a pseudo-terminal to the `DeviceEvent`
//! arriving on the channel; for USB HID scales, the latency from a report
//! written to a FIFO standing in for `/dev/hidrawN` to its `DeviceEvent`.
//!
//! Lines through an in-process port (the simulators' port on Windows) are
//! timed the same way.
//!
//! Run: `cargo bench -p armoury-devices --bench devices`
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::io::Write;
use std::time::{Duration, Instant};

use armoury_devices::link::{DeviceEvent, DeviceHandle};
use armoury_devices::loopback;
use armoury_devices::profile::Profile;
use armoury_devices::protocol::{Family, Parsed, Parser, Protocol, all_families};
use armoury_devices::simulate::Script;
use armoury_rules::units::Unit;

const STREAM_BYTES: usize = 4 << 20;

/// A simulated stream and the number of frames in it (the first is cut:
/// a port opened mid-line).
fn stream(family: Family) -> (Vec<u8>, usize) {
    let mut script = Script::new(family, false, 11);
    let mut bytes = Vec::with_capacity(STREAM_BYTES + 64);
    let mut frames = 0;
    while bytes.len() < STREAM_BYTES {
        let chunk = script.next_chunk();
        frames += usize::from(!chunk.is_empty());
        bytes.extend(chunk);
    }
    (bytes, frames)
}

/// MB/s, best of 12; fails unless every frame but the cut first one gave
/// a reading and nothing else was an error.
fn throughput(protocol: Protocol, bytes: &[u8], frames: usize) -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..12 {
        let mut parser = Parser::new(protocol, Some(Unit::Millimetre));
        let mut out = Vec::with_capacity(1024);
        let (mut readings, mut errors) = (0, 0);
        let start = Instant::now();
        for chunk in bytes.chunks(4096) {
            parser.feed(chunk, &mut out);
            for parsed in out.drain(..) {
                match parsed {
                    Parsed::Reading(_) => readings += 1,
                    Parsed::FrameError(_) => errors += 1,
                }
            }
        }
        best = best.min(start.elapsed().as_secs_f64());
        assert!(
            readings + 1 >= frames && readings <= frames && errors <= 1,
            "{protocol:?}: {readings} readings and {errors} errors from {frames} frames"
        );
    }
    bytes.len() as f64 / best / 1e6
}

/// Waits for the device to connect.
fn connected(device: &DeviceHandle) -> Result<(), Box<dyn std::error::Error>> {
    loop {
        if let DeviceEvent::Connected { .. } =
            device.events().recv_timeout(Duration::from_secs(5))?
        {
            return Ok(());
        }
    }
}

/// Writes 2000 frames (`frame(i)`) one at a time and times each until its
/// reading arrives; prints the percentiles.
fn time_frames(
    what: &str,
    device: &DeviceHandle,
    port: &mut impl Write,
    frame: impl Fn(u16) -> Vec<u8>,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut samples = Vec::new();
    for i in 0..2000 {
        port.write_all(&frame(i))?;
        let written = Instant::now();
        match device.events().recv_timeout(Duration::from_secs(5))? {
            DeviceEvent::Reading { reading, .. }
                if reading.quantity.map(|q| q.canonical()) == Some(f64::from(i % 500)) => {}
            other => return Err(format!("{what} frame {i} gave {other:?}").into()),
        }
        samples.push(written.elapsed());
        // Lines on a real wire are ~18 ms apart at 9600 baud, HID reports
        // arrive every few ms at most; 1 ms keeps the run short.
        std::thread::sleep(Duration::from_millis(1));
    }
    samples.sort();
    let pct = |p: usize| samples[(samples.len() * p / 100).min(samples.len() - 1)];
    println!(
        "latency {what} -> DeviceEvent over {} frames: p50 {:?}, p99 {:?}, max {:?} (target p99 <= 2 ms)",
        samples.len(),
        pct(50),
        pct(99),
        samples[samples.len() - 1]
    );
    Ok(())
}

#[cfg(unix)]
fn latency() -> Result<(), Box<dyn std::error::Error>> {
    use serialport::{SerialPort, TTYPort};
    let (mut master, slave) = TTYPort::pair()?;
    master.set_timeout(Duration::from_secs(5))?;
    let path = slave.name().ok_or("pty without a name")?;
    let device = DeviceHandle::spawn(&path, Profile::resolve("st-gs")?, None)?;
    connected(&device)?;
    time_frames("pty line", &device, &mut master, |i| {
        format!("ST,GS,{:>9.1} g\r\n", f64::from(i % 500)).into_bytes()
    })?;
    drop(slave);
    Ok(())
}

/// Lines through an in-process port (`sim:N`, the simulators' port where
/// there are no pseudo-terminals).
fn in_process_latency() -> Result<(), Box<dyn std::error::Error>> {
    let mut port = loopback::Device::new();
    let device = DeviceHandle::spawn(port.name(), Profile::resolve("st-gs")?, None)?;
    connected(&device)?;
    time_frames("in-process line", &device, &mut port, |i| {
        format!("ST,GS,{:>9.1} g\r\n", f64::from(i % 500)).into_bytes()
    })
}

/// A HID scale's reports through a FIFO standing in for `/dev/hidrawN`.
#[cfg(target_os = "linux")]
fn hid_latency() -> Result<(), Box<dyn std::error::Error>> {
    use std::os::unix::fs::OpenOptionsExt;
    let dir = std::env::temp_dir().join(format!("armoury-bench-hid-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("hidraw0");
    nix::unistd::mkfifo(&path, nix::sys::stat::Mode::S_IRWXU)?;
    let mut scale = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .custom_flags(nix::libc::O_NONBLOCK)
        .open(&path)?;
    let device = DeviceHandle::spawn(
        path.to_str().ok_or("path")?,
        Profile::resolve("hid-pos")?,
        None,
    )?;
    connected(&device)?;
    let timed = time_frames("HID report (FIFO)", &device, &mut scale, |i| {
        let [low, high] = (i % 500).to_le_bytes();
        vec![0x03, 0x04, 0x02, 0x00, low, high]
    });
    drop(device);
    std::fs::remove_dir_all(&dir)?;
    timed
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!(
        "parser throughput ({} MiB of simulated stream per profile, best of 12):",
        STREAM_BYTES >> 20
    );
    for family in all_families() {
        let (bytes, frames) = stream(family);
        let fixed = throughput(Protocol::Family(family), &bytes, frames);
        // `auto` never reads HID reports from bytes: the port recognises them.
        let auto = if family == Family::HidPos {
            "   -".to_string()
        } else {
            format!("{:>7.1}", throughput(Protocol::Auto, &bytes, frames))
        };
        println!(
            "  {:<16} {fixed:>8.1} MB/s   (auto {auto} MB/s)  {frames} frames",
            family.name()
        );
    }
    #[cfg(unix)]
    latency()?;
    in_process_latency()?;
    #[cfg(target_os = "linux")]
    hid_latency()?;
    Ok(())
}
