//! An open HID scale, read one report at a time with a timeout.
//!
//! On Linux this is `/dev/hidrawN` opened with std file I/O (non-blocking)
//! and `poll(2)` for the timeout: each read returns one whole report. Any
//! node that behaves like one works, which is how tests stand a FIFO in for
//! a scale. Elsewhere (Windows, macOS) it is a `hidapi` device, opened by the
//! path `hidapi` lists. A read with no report in time is `TimedOut`, like a
//! serial port; end of file or any other error means the scale went away.

use std::io;
use std::time::Duration;

/// An open HID scale.
#[derive(Debug)]
pub struct HidPort {
    #[cfg(target_os = "linux")]
    file: std::fs::File,
    #[cfg(not(target_os = "linux"))]
    device: hidapi::HidDevice,
}

fn millis(timeout: Duration) -> i32 {
    i32::try_from(timeout.as_millis()).unwrap_or(i32::MAX)
}

#[cfg(target_os = "linux")]
impl HidPort {
    /// Opens the node at `path` for reading.
    pub fn open(path: &str) -> io::Result<HidPort> {
        use std::os::unix::fs::OpenOptionsExt;
        let file = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(nix::libc::O_NONBLOCK)
            .open(path)?;
        Ok(HidPort { file })
    }

    /// Reads one report into `buffer`, waiting up to `timeout` for it.
    pub fn read(&mut self, buffer: &mut [u8], timeout: Duration) -> io::Result<usize> {
        use nix::poll::{PollFd, PollFlags, poll};
        use std::io::Read;
        use std::os::fd::AsRawFd;
        let mut fds = [PollFd::new(self.file.as_raw_fd(), PollFlags::POLLIN)];
        match poll(&mut fds, millis(timeout)) {
            Ok(0) => return Err(io::ErrorKind::TimedOut.into()),
            Ok(_) => {}
            Err(nix::errno::Errno::EINTR) => return Err(io::ErrorKind::Interrupted.into()),
            Err(errno) => return Err(errno.into()),
        }
        match self.file.read(buffer) {
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => Err(io::ErrorKind::TimedOut.into()),
            other => other,
        }
    }
}

#[cfg(not(target_os = "linux"))]
impl HidPort {
    /// Opens the device `hidapi` lists at `path`.
    pub fn open(path: &str) -> io::Result<HidPort> {
        let api = hidapi::HidApi::new().map_err(io::Error::other)?;
        let path = std::ffi::CString::new(path)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
        let device = api
            .open_path(&path)
            .map_err(|e| io::Error::new(io::ErrorKind::NotFound, format!("{e}")))?;
        Ok(HidPort { device })
    }

    /// Reads one report into `buffer`, waiting up to `timeout` for it.
    pub fn read(&mut self, buffer: &mut [u8], timeout: Duration) -> io::Result<usize> {
        match self.device.read_timeout(buffer, millis(timeout)) {
            Ok(0) => Err(io::ErrorKind::TimedOut.into()),
            Ok(n) => Ok(n),
            Err(e) => Err(io::Error::other(e)),
        }
    }
}

/// The scales `hidapi` lists (usage page 0x8D), by their `hidapi` path.
#[cfg(not(target_os = "linux"))]
pub fn scales() -> Vec<crate::ports::PortInfo> {
    let Ok(api) = hidapi::HidApi::new() else {
        return Vec::new();
    };
    api.device_list()
        .filter(|d| d.usage_page() == super::SCALE_USAGE_PAGE)
        .map(|d| {
            let name = [d.manufacturer_string(), d.product_string()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" ");
            crate::ports::PortInfo {
                name: d.path().to_string_lossy().into_owned(),
                what: super::describe(d.vendor_id(), d.product_id(), &name),
            }
        })
        .collect()
}

/// What `hidapi` says the device at `path` is.
#[cfg(not(target_os = "linux"))]
pub fn node(path: &str) -> super::Node {
    let Ok(api) = hidapi::HidApi::new() else {
        return super::Node::NotHid;
    };
    let pages: Vec<u16> = api
        .device_list()
        .filter(|d| d.path().to_string_lossy() == path)
        .map(|d| d.usage_page())
        .collect();
    if pages.is_empty() {
        super::Node::NotHid
    } else if pages.contains(&super::SCALE_USAGE_PAGE) {
        super::Node::Scale
    } else {
        super::Node::OtherHid(pages)
    }
}
