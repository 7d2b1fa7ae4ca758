//! In-process ports: a simulated device that lives inside this process, for
//! systems without pseudo-terminals (Windows) and for
//! `armoury devices simulate --in-process`.
//!
//! [`Device::new`] makes a device end and registers the port end under a
//! name, `sim:N`, which the port thread opens like any path
//! ([`open`], from [`crate::link`]). Bytes travel as chunks: one read never
//! returns more than one write, so a HID scale's reports arrive whole, as
//! from `/dev/hidraw`. The port end behaves as a serial port does: it opens
//! exclusively (a second open is refused while the first is held), a read
//! with nothing to read waits up to its timeout and then says `TimedOut`,
//! and once the device is gone a read says end of file. What the device
//! sends while no port is open is lost, as with a real device, and a port
//! that reads too slowly loses the oldest chunks beyond [`QUEUE_CHUNKS`].

use std::collections::{BTreeMap, VecDeque};
use std::io;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The prefix of an in-process port's name.
pub const PREFIX: &str = "sim:";

/// How many unread chunks a direction keeps before dropping the oldest.
pub const QUEUE_CHUNKS: usize = 256;

/// Whether `path` names an in-process port.
pub fn is_loopback(path: &str) -> bool {
    path.starts_with(PREFIX)
}

/// One direction of the pair: chunks waiting to be read.
#[derive(Default)]
struct Pipe {
    state: Mutex<PipeState>,
    ready: Condvar,
}

#[derive(Default)]
struct PipeState {
    chunks: VecDeque<Vec<u8>>,
    /// The writing side is gone: reads say end of file once drained.
    closed: bool,
}

impl Pipe {
    fn lock(&self) -> MutexGuard<'_, PipeState> {
        // A panic elsewhere cannot leave a queue of bytes inconsistent.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn push(&self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let mut state = self.lock();
        if state.chunks.len() >= QUEUE_CHUNKS {
            state.chunks.pop_front();
        }
        state.chunks.push_back(bytes.to_vec());
        self.ready.notify_all();
    }

    fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_all();
    }

    fn clear(&self) {
        self.lock().chunks.clear();
    }

    /// Reads from the first chunk, waiting up to `timeout` for one.
    fn read(&self, buffer: &mut [u8], timeout: Duration) -> io::Result<usize> {
        let deadline = Instant::now() + timeout;
        let mut state = self.lock();
        loop {
            if let Some(chunk) = state.chunks.front_mut() {
                let n = chunk.len().min(buffer.len());
                buffer[..n].copy_from_slice(&chunk[..n]);
                chunk.drain(..n);
                if chunk.is_empty() {
                    state.chunks.pop_front();
                }
                return Ok(n);
            }
            if state.closed {
                return Ok(0);
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(io::ErrorKind::TimedOut.into());
            }
            state = self
                .ready
                .wait_timeout(state, deadline - now)
                .map(|(state, _)| state)
                .unwrap_or_else(|poisoned| poisoned.into_inner().0);
        }
    }
}

/// A registered port: its two directions and whether it is open.
struct Slot {
    /// Device → port.
    to_port: Arc<Pipe>,
    /// Port → device.
    to_device: Arc<Pipe>,
    open: bool,
}

fn registry() -> MutexGuard<'static, BTreeMap<String, Slot>> {
    static PORTS: Mutex<BTreeMap<String, Slot>> = Mutex::new(BTreeMap::new());
    PORTS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The simulated device's end: what it sends reaches the port, what the
/// port sends reaches it. Dropping it unregisters the port and ends it.
pub struct Device {
    name: String,
    to_port: Arc<Pipe>,
    to_device: Arc<Pipe>,
}

impl Device {
    /// A new device, its port registered as `sim:N`.
    pub fn new() -> Device {
        static NEXT: AtomicU32 = AtomicU32::new(1);
        let name = format!("{PREFIX}{}", NEXT.fetch_add(1, Ordering::Relaxed));
        let (to_port, to_device) = (Arc::new(Pipe::default()), Arc::new(Pipe::default()));
        registry().insert(
            name.clone(),
            Slot {
                to_port: Arc::clone(&to_port),
                to_device: Arc::clone(&to_device),
                open: false,
            },
        );
        Device {
            name,
            to_port,
            to_device,
        }
    }

    /// The port's name, to open as a path.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Sends `bytes` to the port as one chunk; lost if no port is open.
    pub fn send(&self, bytes: &[u8]) {
        let open = registry().get(&self.name).is_some_and(|slot| slot.open);
        if open {
            self.to_port.push(bytes);
        }
    }

    /// Reads what the port sent, waiting up to `timeout`.
    pub fn receive(&self, buffer: &mut [u8], timeout: Duration) -> io::Result<usize> {
        self.to_device.read(buffer, timeout)
    }
}

impl io::Write for Device {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.send(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Default for Device {
    fn default() -> Self {
        Device::new()
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        registry().remove(&self.name);
        self.to_port.close();
        self.to_device.close();
    }
}

/// The port thread's end of an in-process device.
pub struct Port {
    name: String,
    to_port: Arc<Pipe>,
    to_device: Arc<Pipe>,
}

/// Opens the in-process port `name`: `NotFound` when no device has it
/// (gone, or never made), `ResourceBusy` while another holds it open.
pub fn open(name: &str) -> io::Result<Port> {
    let mut ports = registry();
    let slot = ports.get_mut(name).ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::NotFound,
            format!("no in-process device {name}"),
        )
    })?;
    if slot.open {
        return Err(io::Error::new(
            io::ErrorKind::ResourceBusy,
            format!("{name} is already open"),
        ));
    }
    slot.open = true;
    // A port opened now starts with what the device sends from now on.
    slot.to_port.clear();
    Ok(Port {
        name: name.to_string(),
        to_port: Arc::clone(&slot.to_port),
        to_device: Arc::clone(&slot.to_device),
    })
}

impl Port {
    /// Reads one chunk (or its first `buffer.len()` bytes), waiting up to
    /// `timeout`: `TimedOut` when nothing came, `Ok(0)` once the device is
    /// gone.
    pub fn read(&mut self, buffer: &mut [u8], timeout: Duration) -> io::Result<usize> {
        self.to_port.read(buffer, timeout)
    }
}

impl io::Write for Port {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.to_port.lock().closed {
            return Err(io::ErrorKind::BrokenPipe.into());
        }
        self.to_device.push(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Drop for Port {
    fn drop(&mut self) {
        if let Some(slot) = registry().get_mut(&self.name) {
            slot.open = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    const SHORT: Duration = Duration::from_millis(10);

    #[test]
    fn chunks_arrive_whole_in_order_and_a_small_buffer_takes_the_rest_next() {
        let device = Device::new();
        let mut port = open(device.name()).unwrap();
        device.send(b"12.5 g\r\n");
        device.send(b"13.0 g\r\n");
        let mut buffer = [0u8; 64];
        let n = port.read(&mut buffer, SHORT).unwrap();
        assert_eq!(&buffer[..n], b"12.5 g\r\n");
        let mut small = [0u8; 4];
        assert_eq!(port.read(&mut small, SHORT).unwrap(), 4);
        assert_eq!(&small, b"13.0");
        let n = port.read(&mut buffer, SHORT).unwrap();
        assert_eq!(&buffer[..n], b" g\r\n");
    }

    #[test]
    fn nothing_to_read_times_out_and_a_gone_device_is_end_of_file() {
        let device = Device::new();
        let mut port = open(device.name()).unwrap();
        let mut buffer = [0u8; 8];
        let error = port.read(&mut buffer, SHORT).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        device.send(b"last");
        drop(device);
        assert_eq!(port.read(&mut buffer, SHORT).unwrap(), 4);
        assert_eq!(port.read(&mut buffer, SHORT).unwrap(), 0);
        assert_eq!(
            port.write(b"Z\r\n").unwrap_err().kind(),
            io::ErrorKind::BrokenPipe
        );
    }

    #[test]
    fn a_port_opens_once_at_a_time_and_an_unknown_name_is_not_found() {
        let device = Device::new();
        let port = open(device.name()).unwrap();
        let busy = open(device.name()).err().unwrap();
        assert_eq!(busy.kind(), io::ErrorKind::ResourceBusy);
        drop(port);
        assert!(open(device.name()).is_ok());
        let name = device.name().to_string();
        drop(device);
        assert_eq!(open(&name).err().unwrap().kind(), io::ErrorKind::NotFound);
        assert!(is_loopback(&name) && !is_loopback("COM3"));
    }

    #[test]
    fn what_is_sent_while_no_port_is_open_is_lost_and_commands_reach_the_device() {
        let device = Device::new();
        device.send(b"before anyone listened\r\n");
        let mut port = open(device.name()).unwrap();
        let mut buffer = [0u8; 64];
        assert_eq!(
            port.read(&mut buffer, SHORT).unwrap_err().kind(),
            io::ErrorKind::TimedOut
        );
        port.write_all(b"SI\r\n").unwrap();
        let n = device.receive(&mut buffer, SHORT).unwrap();
        assert_eq!(&buffer[..n], b"SI\r\n");
    }

    #[test]
    fn a_slow_reader_keeps_only_the_newest_chunks() {
        let device = Device::new();
        let mut port = open(device.name()).unwrap();
        for i in 0..QUEUE_CHUNKS + 10 {
            device.send(format!("{i}\n").as_bytes());
        }
        let mut buffer = [0u8; 16];
        let n = port.read(&mut buffer, SHORT).unwrap();
        assert_eq!(&buffer[..n], b"10\n");
    }
}
