//! Linux: HID scales through sysfs. Each `/sys/class/hidraw/hidrawN` has a
//! `device/uevent` (`HID_ID=0003:00000922:00008003`: bus, vendor, product;
//! `HID_NAME=...`) and a `device/report_descriptor` whose usage pages tell a
//! scale from a keyboard. The root is a parameter so tests can build a tree.

use std::path::Path;

use super::{Node, SCALE_USAGE_PAGE, describe, descriptor};
use crate::ports::PortInfo;

/// Where the kernel lists hidraw nodes.
pub const SYSFS_HIDRAW: &str = "/sys/class/hidraw";

/// Vendor, product and name from a `uevent` file's text.
fn identity(uevent: &str) -> (u16, u16, String) {
    let mut ids = (0, 0);
    let mut name = String::new();
    for line in uevent.lines() {
        if let Some(id) = line.strip_prefix("HID_ID=") {
            // bus:vendor:product, each hex (vendor and product 8 digits).
            let mut parts = id
                .split(':')
                .map(|p| u32::from_str_radix(p, 16).unwrap_or(0));
            let _bus = parts.next();
            let vendor = parts.next().unwrap_or(0);
            let product = parts.next().unwrap_or(0);
            ids = (
                u16::try_from(vendor).unwrap_or(0),
                u16::try_from(product).unwrap_or(0),
            );
        } else if let Some(n) = line.strip_prefix("HID_NAME=") {
            name = n.to_string();
        }
    }
    (ids.0, ids.1, name)
}

/// The usage pages of `hidrawN` under `root`, `None` when it is not listed.
fn pages(root: &Path, name: &str) -> Option<Vec<u16>> {
    let bytes = std::fs::read(root.join(name).join("device/report_descriptor")).ok()?;
    Some(descriptor::usage_pages(&bytes))
}

/// What the node at `path` (`/dev/hidrawN`) is, looked up under `root`.
pub fn node(root: &Path, path: &str) -> Node {
    let Some(name) = Path::new(path).file_name().and_then(|n| n.to_str()) else {
        return Node::NotHid;
    };
    match pages(root, name) {
        Some(pages) if pages.contains(&SCALE_USAGE_PAGE) => Node::Scale,
        Some(pages) => Node::OtherHid(pages),
        None => Node::NotHid,
    }
}

/// The scales listed under `root`, as `/dev/hidrawN` with what each is.
pub fn scales(root: &Path) -> Vec<PortInfo> {
    let Ok(entries) = std::fs::read_dir(root) else {
        return Vec::new();
    };
    let mut found: Vec<PortInfo> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().to_str()?.to_string();
            if !pages(root, &name)?.contains(&SCALE_USAGE_PAGE) {
                return None;
            }
            let uevent =
                std::fs::read_to_string(entry.path().join("device/uevent")).unwrap_or_default();
            let (vendor, product, what) = identity(&uevent);
            Some(PortInfo {
                name: format!("/dev/{name}"),
                what: describe(vendor, product, &what),
            })
        })
        .collect();
    found.sort_by(|a, b| a.name.cmp(&b.name));
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hid::descriptor::tests::SCALE;

    fn node_dir(root: &Path, name: &str, uevent: &str, descriptor: &[u8]) {
        let device = root.join(name).join("device");
        std::fs::create_dir_all(&device).unwrap();
        std::fs::write(device.join("uevent"), uevent).unwrap();
        std::fs::write(device.join("report_descriptor"), descriptor).unwrap();
    }

    #[test]
    fn scales_are_found_by_usage_page_with_their_ids_and_name() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        node_dir(
            root,
            "hidraw3",
            "DRIVER=hid-generic\nHID_ID=0003:00000922:00008003\nHID_NAME=DYMO M10 10 lb Digital Postal Scale\nHID_PHYS=usb-0000:00:14.0-2/input0\n",
            SCALE,
        );
        node_dir(
            root,
            "hidraw0",
            "HID_ID=0003:0000046D:0000C31C\nHID_NAME=Logitech Keyboard\n",
            &[0x05, 0x01, 0x09, 0x06, 0xA1, 0x01, 0x05, 0x07],
        );
        assert_eq!(
            scales(root),
            [PortInfo {
                name: "/dev/hidraw3".into(),
                what: "HID scale 0922:8003 DYMO M10 10 lb Digital Postal Scale".into(),
            }]
        );
        assert_eq!(node(root, "/dev/hidraw3"), Node::Scale);
        assert_eq!(node(root, "/dev/hidraw0"), Node::OtherHid(vec![0x01, 0x07]));
        assert_eq!(node(root, "/dev/ttyUSB0"), Node::NotHid);
        assert_eq!(scales(&root.join("missing")), []);
    }
}
