//! Simulated devices: a fake scale and a fake caliper that produce realistic
//! byte streams in any family's format, for tests and the `--demo` mode.
//!
//! [`Script`] is the pure part: a seeded generator of timed chunks (noise,
//! settling, items weighed one after another, unit switches, a partial first
//! line). [`Simulator`] runs a script on a thread and writes it to a port
//! whose path a [`DeviceHandle`](super::link::DeviceHandle) or `armoury
//! devices read` can open:
//! - on Unix, a new pseudo-terminal, so the real serial code reads it (and
//!   another process can); a USB HID scale (`hid-pos`) is simulated on Linux
//!   by a FIFO named `hidraw-sim` in a fresh temporary directory, standing
//!   in for `/dev/hidrawN`: one report per write, read by the same HID port
//!   code;
//! - elsewhere (Windows has no pseudo-terminals), and wherever
//!   [`Simulator::start_in_process`] is asked for, an in-process port
//!   ([`crate::loopback`], `sim:N`) that the port thread opens like any
//!   path, so the parsers, stability and the port thread's reconnects are
//!   the same; only the operating system's serial driver is left out.

#[cfg(unix)]
use std::io::{Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use super::loopback;
use super::profile::{Profile, StabilityPolicy};
use super::protocol::encode::{Sample, encode};
use super::protocol::{Family, Protocol};
use armoury_rules::units::{Dimension, Unit};

/// How often a simulated device sends.
pub const INTERVAL: Duration = Duration::from_millis(100);

/// A small seeded generator (xorshift64*), so streams are reproducible.
#[derive(Clone, Debug)]
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in [-1, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }
}

/// What is put on the device, one after another: value and display unit.
const SCALE_ITEMS: [(f64, Unit); 4] = [
    (245.6, Unit::Gram),
    (1.234, Unit::Kilogram),
    (0.85, Unit::Pound),
    (612.3, Unit::Gram),
];
/// A foam sword's caliper touches in the station's order: the former's
/// width, the padding on the striking surface, the padding on the tip. In
/// millimetres, because some caliper protocols (Sylvac) carry no unit.
const CALIPER_ITEMS: [(f64, Unit); 3] = [
    (22.5, Unit::Millimetre),
    (15.24, Unit::Millimetre),
    (55.5, Unit::Millimetre),
];

/// `value` in `unit` expressed in g or mm.
fn canonical(value: f64, unit: Unit) -> f64 {
    let dimension = if unit.measures(Dimension::Length) {
        Dimension::Length
    } else {
        Dimension::Mass
    };
    unit.to_quantity(value, dimension)
        .map_or(value, |q| q.canonical())
}

/// One phase of the scripted weighing cycle.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    Empty,
    Settling,
    Loaded,
}

/// A seeded, endless script of device output.
#[derive(Clone, Debug)]
pub struct Script {
    family: Family,
    /// Send only now and then (calipers that send on a button press).
    on_demand: bool,
    rng: Rng,
    item: usize,
    phase: Phase,
    tick: u32,
    shown: f64,
    first: bool,
    /// Silent until asked: each request gets the next item's value.
    answers_requests: bool,
}

impl Script {
    /// A script for `family`; `on_demand` devices send one value per press
    /// instead of a continuous stream.
    pub fn new(family: Family, on_demand: bool, seed: u64) -> Self {
        Script {
            family,
            on_demand,
            rng: Rng(seed | 1),
            item: 0,
            phase: Phase::Empty,
            tick: 0,
            shown: 0.0,
            first: true,
            answers_requests: false,
        }
    }

    /// The same device, silent until asked: each request (a line sent to it)
    /// gets the next item's settled value, as a duplex-cabled caliper answers
    /// `?` or a scale answers `SI`. The station's demo caliper works this
    /// way, so its touches arrive when the marshal asks (F6), in order.
    pub fn answering_requests(mut self) -> Self {
        self.answers_requests = true;
        self
    }

    /// Whether the device sends only when asked.
    pub fn answers_requests(&self) -> bool {
        self.answers_requests
    }

    /// The answer to one request: the next item's settled value.
    pub fn answer(&mut self) -> Vec<u8> {
        let items = self.items();
        let (value, unit) = items[self.item % items.len()];
        self.item += 1;
        encode(
            self.family,
            Sample::Value {
                value,
                unit,
                stable: true,
            },
        )
    }

    /// A script for a profile (`auto` simulates an MT-SICS scale).
    pub fn for_profile(profile: &Profile, seed: u64) -> Self {
        let family = match profile.protocol {
            Protocol::Family(family) => family,
            Protocol::Auto => Family::MtSics,
        };
        Script::new(
            family,
            profile.stability.policy == StabilityPolicy::Each,
            seed,
        )
    }

    fn items(&self) -> &'static [(f64, Unit)] {
        if self.family.is_caliper() {
            &CALIPER_ITEMS
        } else {
            &SCALE_ITEMS
        }
    }

    /// The next sample the device shows, advancing the script by one interval.
    pub fn next_sample(&mut self) -> Sample {
        let items = self.items();
        let (shown_as, unit) = items[self.item % items.len()];
        // The script moves in canonical units (g, mm); the device shows its unit.
        let target = canonical(shown_as, unit);
        let noise_scale = if self.family.is_caliper() {
            0.005
        } else {
            0.04
        };
        self.tick += 1;
        let (goal, settling) = match self.phase {
            Phase::Empty => (0.0, false),
            Phase::Settling => (target, true),
            Phase::Loaded => (target, false),
        };
        // First-order approach to the goal, with noise that fades when settled.
        self.shown += (goal - self.shown) * 0.5;
        let noise = self.rng.unit()
            * if settling {
                noise_scale * 20.0
            } else {
                noise_scale
            };
        let value = self.shown + noise * (goal.abs() / 100.0).max(0.05);
        let stable = !settling && (goal - self.shown).abs() < 0.01 * goal.abs().max(1.0);
        match (self.phase, self.tick) {
            (Phase::Empty, 10..) => (self.phase, self.tick) = (Phase::Settling, 0),
            (Phase::Settling, 8..) => (self.phase, self.tick) = (Phase::Loaded, 0),
            (Phase::Loaded, 15..) => {
                (self.phase, self.tick) = (Phase::Empty, 0);
                self.item += 1;
            }
            _ => {}
        }
        let unit = if self.phase == Phase::Empty && self.shown.abs() < 0.5 {
            self.items()[0].1
        } else {
            unit
        };
        Sample::Value {
            value: value / canonical(1.0, unit),
            unit,
            stable,
        }
    }

    /// The next chunk of bytes to write (possibly empty), one per interval.
    pub fn next_chunk(&mut self) -> Vec<u8> {
        let sample = self.next_sample();
        if self.on_demand && !(self.phase == Phase::Loaded && self.tick == 5) {
            return Vec::new();
        }
        let mut bytes = encode(self.family, sample);
        // A HID node gives whole reports; a serial port may start mid-line.
        if self.first && self.family != Family::HidPos {
            // A port opened mid-line sees the tail of a line first.
            self.first = false;
            bytes.drain(..bytes.len() / 2);
        }
        bytes
    }
}

/// A simulator could not start.
#[derive(Debug, thiserror::Error)]
pub enum SimulatorError {
    /// The pseudo-terminal pair could not be created.
    #[error("cannot create a pseudo-terminal: {0}")]
    Pty(#[source] serialport::Error),
    /// The writer thread could not be started.
    #[error("cannot start the simulator thread: {0}")]
    Thread(#[source] std::io::Error),
    /// The FIFO standing in for a HID scale could not be made.
    #[error("cannot make a FIFO for the simulated HID scale: {0}")]
    Fifo(#[source] std::io::Error),
}

impl SimulatorError {
    /// The error as `(english, Said)`, the English as its `Display`; the
    /// operating system's reason stays as it says it.
    pub fn said(&self) -> (String, armoury_rules::saying::Said) {
        match self {
            SimulatorError::Pty(error) => armoury_rules::said!(
                "dev-simulator-pty",
                "cannot create a pseudo-terminal: {error}",
                error = error
            ),
            SimulatorError::Thread(error) => armoury_rules::said!(
                "dev-simulator-thread",
                "cannot start the simulator thread: {error}",
                error = error
            ),
            SimulatorError::Fifo(error) => armoury_rules::said!(
                "dev-simulator-fifo",
                "cannot make a FIFO for the simulated HID scale: {error}",
                error = error
            ),
        }
    }
}

/// How long a device that answers requests waits for one at a time.
const REQUEST_WAIT: Duration = Duration::from_millis(50);

/// The device's end of a simulated port.
trait DeviceEnd {
    /// Reads what the reader sent, waiting up to [`REQUEST_WAIT`].
    fn request(&mut self, buffer: &mut [u8]) -> std::io::Result<usize>;
    /// Sends bytes; with nobody reading they are lost, as with a real device.
    fn send(&mut self, bytes: &[u8]);
}

/// A pseudo-terminal's master, with its slave kept open so the pty
/// survives readers coming and going.
#[cfg(unix)]
struct Pty {
    master: serialport::TTYPort,
    _slave: serialport::TTYPort,
}

#[cfg(unix)]
impl DeviceEnd for Pty {
    fn request(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        self.master.read(buffer)
    }

    fn send(&mut self, bytes: &[u8]) {
        let _ = self.master.write_all(bytes);
    }
}

impl DeviceEnd for loopback::Device {
    fn request(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        self.receive(buffer, REQUEST_WAIT)
    }

    fn send(&mut self, bytes: &[u8]) {
        loopback::Device::send(self, bytes);
    }
}

/// A simulated device on a pseudo-terminal (or, for a HID scale, a FIFO),
/// or on an in-process port, fed by a thread until dropped.
pub struct Simulator {
    path: String,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    /// The temporary directory holding a HID scale's FIFO, removed on drop.
    fifo_dir: Option<std::path::PathBuf>,
}

impl Simulator {
    /// Starts `script` on a new port: a pseudo-terminal (a FIFO for a HID
    /// scale on Linux) on Unix, an in-process port elsewhere. A script that
    /// [answers requests](Script::answering_requests) answers each line
    /// written to the device; any other writes a chunk every [`INTERVAL`].
    pub fn start(script: Script) -> Result<Self, SimulatorError> {
        #[cfg(unix)]
        {
            if script.family == Family::HidPos {
                return Simulator::start_hid(script);
            }
            Simulator::start_pty(script)
        }
        #[cfg(not(unix))]
        {
            Simulator::start_in_process(script)
        }
    }

    /// Starts `script` on an in-process port (`sim:N`), on any system.
    pub fn start_in_process(script: Script) -> Result<Self, SimulatorError> {
        let device = loopback::Device::new();
        let path = device.name().to_string();
        Simulator::run(path, script, device)
    }

    /// A pseudo-terminal pair: the device writes to the master, a reader
    /// opens the slave by its path.
    #[cfg(unix)]
    fn start_pty(script: Script) -> Result<Self, SimulatorError> {
        use serialport::{SerialPort, TTYPort};
        let (mut master, slave) = TTYPort::pair().map_err(SimulatorError::Pty)?;
        let path = slave.name().ok_or_else(|| {
            SimulatorError::Pty(serialport::Error::new(
                serialport::ErrorKind::Unknown,
                "the pty has no name",
            ))
        })?;
        master
            .set_timeout(REQUEST_WAIT)
            .map_err(SimulatorError::Pty)?;
        Simulator::run(
            path,
            script,
            Pty {
                master,
                _slave: slave,
            },
        )
    }

    /// Feeds `script` to `device` on a thread until the simulator is dropped.
    fn run(
        path: String,
        mut script: Script,
        mut device: impl DeviceEnd + Send + 'static,
    ) -> Result<Self, SimulatorError> {
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("device simulator".to_string())
            .spawn(move || {
                let mut request = [0u8; 64];
                while !stopped.load(Ordering::Relaxed) {
                    if script.answers_requests() {
                        // Waits up to REQUEST_WAIT for a request.
                        match device.request(&mut request) {
                            Ok(n) if request[..n].iter().any(|b| matches!(b, b'\r' | b'\n')) => {
                                device.send(&script.answer());
                            }
                            Ok(_) => {}
                            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
                            Err(_) => std::thread::sleep(INTERVAL),
                        }
                        continue;
                    }
                    device.send(&script.next_chunk());
                    std::thread::sleep(INTERVAL);
                }
            })
            .map_err(SimulatorError::Thread)?;
        Ok(Simulator {
            path,
            stop,
            thread: Some(thread),
            fifo_dir: None,
        })
    }

    /// A HID scale: a FIFO `hidraw-sim` in a new temporary directory, fed
    /// one report per [`INTERVAL`]. The simulator holds the FIFO open for
    /// reading and writing without blocking, so readers may come and go and
    /// a write never blocks or raises SIGPIPE; reports nobody read by the
    /// next interval are dropped, as a real scale's are.
    #[cfg(target_os = "linux")]
    fn start_hid(mut script: Script) -> Result<Self, SimulatorError> {
        use std::os::unix::fs::OpenOptionsExt;
        static COUNT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "armoury-hid-{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).map_err(SimulatorError::Fifo)?;
        let fifo = dir.join("hidraw-sim");
        let opened = nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU)
            .map_err(std::io::Error::from)
            .and_then(|()| {
                std::fs::OpenOptions::new()
                    .read(true)
                    .write(true)
                    .custom_flags(nix::libc::O_NONBLOCK)
                    .open(&fifo)
            });
        let mut node = match opened {
            Ok(node) => node,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&dir);
                return Err(SimulatorError::Fifo(e));
            }
        };
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("HID scale simulator".to_string())
            .spawn(move || {
                let mut stale = [0u8; 512];
                while !stopped.load(Ordering::Relaxed) {
                    // What nobody read since the last interval is dropped.
                    while matches!(node.read(&mut stale), Ok(n) if n > 0) {}
                    let _ = node.write_all(&script.next_chunk());
                    std::thread::sleep(INTERVAL);
                }
            });
        let thread = match thread {
            Ok(thread) => thread,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&dir);
                return Err(SimulatorError::Thread(e));
            }
        };
        Ok(Simulator {
            path: fifo.display().to_string(),
            stop,
            thread: Some(thread),
            fifo_dir: Some(dir),
        })
    }

    #[cfg(all(unix, not(target_os = "linux")))]
    fn start_hid(_script: Script) -> Result<Self, SimulatorError> {
        Err(SimulatorError::Fifo(std::io::Error::new(
            std::io::ErrorKind::Unsupported,
            "a simulated HID scale needs Linux (a FIFO stands in for /dev/hidraw)",
        )))
    }

    /// The path of the simulated device.
    pub fn path(&self) -> &str {
        &self.path
    }
}

impl Drop for Simulator {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        if let Some(dir) = self.fifo_dir.take() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{AUTO_ORDER, Parsed, Parser};

    #[test]
    fn every_family_script_parses_with_only_the_partial_first_line_refused() {
        for family in AUTO_ORDER {
            let mut script = Script::new(family, false, 7);
            let mut parser = Parser::new(Protocol::Family(family), Some(Unit::Millimetre));
            let mut out = Vec::new();
            for _ in 0..200 {
                parser.feed(&script.next_chunk(), &mut out);
            }
            let errors = out
                .iter()
                .filter(|p| matches!(p, Parsed::FrameError(_)))
                .count();
            let readings = out.len() - errors;
            assert!(errors <= 1, "{family}: {out:?}");
            assert!(readings >= 195, "{family}: {readings}");
        }
    }

    #[test]
    fn a_device_that_answers_requests_gives_each_item_in_order() {
        let mut script = Script::new(Family::Sylvac, true, 7).answering_requests();
        let mut parser = Parser::new(Protocol::Family(Family::Sylvac), Some(Unit::Millimetre));
        let mut out = Vec::new();
        for _ in 0..4 {
            parser.feed(&script.answer(), &mut out);
        }
        let values: Vec<Option<f64>> = out
            .iter()
            .map(|p| match p {
                Parsed::Reading(r) => r.quantity.map(|q| q.canonical()),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(values, [Some(22.5), Some(15.24), Some(55.5), Some(22.5)]);
    }

    #[test]
    fn scripts_are_reproducible() {
        let mut a = Script::new(Family::Ohaus, false, 42);
        let mut b = Script::new(Family::Ohaus, false, 42);
        for _ in 0..50 {
            assert_eq!(a.next_chunk(), b.next_chunk());
        }
    }
}
