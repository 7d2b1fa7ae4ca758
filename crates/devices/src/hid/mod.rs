//! USB HID point-of-sale scales: finding them and reading their reports.
//!
//! The reports themselves are parsed by
//! [`protocol::hid_pos`](crate::protocol::hid_pos); this module is
//! the I/O around it.
//!
//! - [`descriptor`]: the usage pages a HID report descriptor declares; a
//!   weighing device declares [`SCALE_USAGE_PAGE`] (0x8D).
//! - [`sysfs`] (Linux): the scales among `/sys/class/hidraw/*` with their
//!   vendor, product and name (`HID_ID`, `HID_NAME`), and whether a given
//!   `/dev/hidrawN` is one.
//! - [`port`]: an open scale, read one report at a time with a timeout, like
//!   a serial port: on Linux `/dev/hidraw*` with std file I/O, elsewhere
//!   through `hidapi`.
//!
//! The port thread ([`crate::link`]) uses [`port::HidPort`] instead
//! of a serial port when the profile's protocol is `hid-pos`, or when the
//! profile is `auto` and the path is a HID node whose descriptor declares
//! the scale usage page.

pub mod descriptor;
pub mod port;
#[cfg(target_os = "linux")]
pub mod sysfs;

use super::ports::PortInfo;

/// The "Weighing Devices" usage page of the HID Point of Sale Usage Tables.
pub const SCALE_USAGE_PAGE: u16 = 0x8D;

/// What the system knows about a path, for choosing how to open it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// A HID device that declares the scale usage page.
    Scale,
    /// A HID device that is not a scale (its usage pages).
    OtherHid(Vec<u16>),
    /// Not a HID device the system lists (a serial port, a FIFO, nothing).
    NotHid,
}

/// What `path` is, as far as the HID subsystem says.
pub fn node(path: &str) -> Node {
    #[cfg(target_os = "linux")]
    {
        sysfs::node(std::path::Path::new(sysfs::SYSFS_HIDRAW), path)
    }
    #[cfg(not(target_os = "linux"))]
    {
        // Enumerating HID devices is slow: only for paths of their form.
        if !looks_like_hid(path) {
            return Node::NotHid;
        }
        port::node(path)
    }
}

/// Whether `path` names a HID node by its form, even when the node is gone
/// (a scale that switched itself off): `/dev/hidraw3` on Linux, hidapi's
/// `\\?\HID#VID_0922...` on Windows and `DevSrvsID:...` on macOS.
pub fn looks_like_hid(path: &str) -> bool {
    let hidraw = std::path::Path::new(path)
        .file_name()
        .and_then(|name| name.to_str())
        .is_some_and(|name| name.starts_with("hidraw"));
    hidraw || path.to_ascii_lowercase().starts_with("\\\\?\\hid#") || path.starts_with("DevSrvsID:")
}

/// The HID scales this machine has.
pub fn scales() -> Vec<PortInfo> {
    #[cfg(target_os = "linux")]
    {
        sysfs::scales(std::path::Path::new(sysfs::SYSFS_HIDRAW))
    }
    #[cfg(not(target_os = "linux"))]
    {
        port::scales()
    }
}

/// How a scale is described in port lists: `HID scale 0922:8003 DYMO M10`.
pub fn describe(vendor: u16, product: u16, name: &str) -> String {
    format!("HID scale {vendor:04x}:{product:04x} {}", name.trim())
        .trim_end()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hid_paths_are_known_by_their_form() {
        assert!(looks_like_hid("/dev/hidraw3"));
        assert!(looks_like_hid(
            r"\\?\HID#VID_0922&PID_8003#7&1&0000#{4d1e55b2}"
        ));
        assert!(looks_like_hid("DevSrvsID:4294969463"));
        assert!(!looks_like_hid("/dev/ttyUSB0"));
        assert!(!looks_like_hid("COM3"));
    }
}
