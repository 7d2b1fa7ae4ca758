//! Device benchmarks: parser throughput per profile, and the latency from
//! the last byte of a line written to a pseudo-terminal to the `DeviceEvent`
//! arriving on the channel.
//!
//! Run: `cargo bench --no-default-features --features cli,devices --bench devices`

use std::io::Write;
use std::time::{Duration, Instant};

use armoury::devices::link::{DeviceEvent, DeviceHandle};
use armoury::devices::profile::Profile;
use armoury::devices::protocol::{AUTO_ORDER, Family, Parser, Protocol};
use armoury::devices::simulate::Script;
use armoury::rules::units::Unit;
use serialport::{SerialPort, TTYPort};

const STREAM_BYTES: usize = 4 << 20;

fn stream(family: Family) -> Vec<u8> {
    let mut script = Script::new(family, false, 11);
    let mut bytes = Vec::with_capacity(STREAM_BYTES + 64);
    while bytes.len() < STREAM_BYTES {
        bytes.extend(script.next_chunk());
    }
    bytes
}

fn throughput(protocol: Protocol, bytes: &[u8]) -> (f64, usize) {
    let mut best = f64::INFINITY;
    let mut count = 0;
    for _ in 0..12 {
        let mut parser = Parser::new(protocol, Some(Unit::Millimetre));
        let mut out = Vec::with_capacity(1024);
        count = 0;
        let start = Instant::now();
        for chunk in bytes.chunks(4096) {
            parser.feed(chunk, &mut out);
            count += out.len();
            out.clear();
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    (bytes.len() as f64 / best / 1e6, count)
}

fn latency() -> Result<(), Box<dyn std::error::Error>> {
    let (mut master, slave) = TTYPort::pair()?;
    master.set_timeout(Duration::from_secs(5))?;
    let path = slave.name().ok_or("pty without a name")?;
    let device = DeviceHandle::spawn(&path, Profile::resolve("st-gs")?, None)?;
    loop {
        if let DeviceEvent::Connected { .. } =
            device.events().recv_timeout(Duration::from_secs(5))?
        {
            break;
        }
    }
    let mut samples = Vec::new();
    for i in 0..2000 {
        let line = format!("ST,GS,{:>9.1} g\r\n", f64::from(i % 500));
        master.write_all(line.as_bytes())?;
        let written = Instant::now();
        loop {
            match device.events().recv_timeout(Duration::from_secs(5))? {
                DeviceEvent::Reading { .. } => break,
                other => eprintln!("unexpected event {other:?}"),
            }
        }
        samples.push(written.elapsed());
        // Lines on a real wire are ~18 ms apart at 9600 baud; 1 ms keeps the run short.
        std::thread::sleep(Duration::from_millis(1));
    }
    samples.sort();
    let pct = |p: usize| samples[(samples.len() * p / 100).min(samples.len() - 1)];
    println!(
        "latency pty -> DeviceEvent over {} lines: p50 {:?}, p99 {:?}, max {:?} (target p99 <= 2 ms)",
        samples.len(),
        pct(50),
        pct(99),
        samples[samples.len() - 1]
    );
    drop(slave);
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!(
        "parser throughput ({} MiB of simulated stream per profile, best of 12):",
        STREAM_BYTES >> 20
    );
    for family in AUTO_ORDER {
        let bytes = stream(family);
        let (fixed, n) = throughput(Protocol::Family(family), &bytes);
        let (auto, _) = throughput(Protocol::Auto, &bytes);
        println!(
            "  {:<16} {fixed:>8.1} MB/s   (auto {auto:>7.1} MB/s)  {n} frames",
            family.name()
        );
    }
    latency()
}
