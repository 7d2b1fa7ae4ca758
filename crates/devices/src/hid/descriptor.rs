//! The usage pages a HID report descriptor declares.
//!
//! A report descriptor is a list of items (HID 1.11, section 6.2.2): a short
//! item is a prefix byte (bits 0-1 the data size 0, 1, 2 or 4 bytes; bits
//! 2-3 the type; bits 4-7 the tag) and its data; a long item starts with
//! `0xFE`, then its data size and tag. A Usage Page is the global item with
//! tag 0 (prefix `0x05`, `0x06` or `0x07`). A scale's descriptor starts
//! `05 8D` (Usage Page: Weighing Devices).

/// Every usage page declared, in order, without repeats. A truncated
/// descriptor gives the pages before the cut.
pub fn usage_pages(descriptor: &[u8]) -> Vec<u16> {
    let mut pages = Vec::new();
    let mut rest = descriptor;
    while let Some((&prefix, after)) = rest.split_first() {
        if prefix == 0xFE {
            // Long item: size, tag, data.
            let size = after.first().map_or(0, |s| usize::from(*s));
            rest = after.get(2 + size..).unwrap_or_default();
            continue;
        }
        let size = match prefix & 0x03 {
            3 => 4,
            n => usize::from(n),
        };
        let Some(data) = after.get(..size) else { break };
        rest = &after[size..];
        let is_usage_page = prefix & 0xFC == 0x04;
        if is_usage_page {
            let mut value = [0u8; 4];
            value[..size].copy_from_slice(data);
            // Usage pages are 16 bits; a 4-byte item's upper half is unused.
            let page = u16::from_le_bytes([value[0], value[1]]);
            if !pages.contains(&page) {
                pages.push(page);
            }
        }
    }
    pages
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A scale's descriptor in the shape of the usage tables' example:
    /// Usage Page (Weighing Devices), Usage (Scale Device), Collection
    /// (Application), Report ID 3, the Scale Data Report's fields, and a
    /// vendor page (0xFF00) for a feature report.
    pub const SCALE: &[u8] = &[
        0x05, 0x8D, // Usage Page (Weighing Devices)
        0x09, 0x20, // Usage (Scale Device)
        0xA1, 0x01, // Collection (Application)
        0x85, 0x03, //   Report ID (3)
        0x09, 0x32, //   Usage (Scale Data Report)
        0x15, 0x00, //   Logical Minimum (0)
        0x26, 0xFF, 0x00, // Logical Maximum (255)
        0x75, 0x08, //   Report Size (8)
        0x95, 0x05, //   Report Count (5)
        0x81, 0x02, //   Input (Data, Variable, Absolute)
        0x06, 0x00, 0xFF, // Usage Page (vendor 0xFF00)
        0x09, 0x01, //   Usage (1)
        0xB1, 0x02, //   Feature (Data, Variable, Absolute)
        0xC0, // End Collection
    ];

    #[test]
    fn a_scale_declares_the_weighing_page() {
        assert_eq!(usage_pages(SCALE), [0x8D, 0xFF00]);
    }

    #[test]
    fn a_keyboard_does_not_and_odd_items_are_skipped() {
        // Usage Page (Generic Desktop) as a 4-byte item, a long item, Usage Page (Keyboard).
        let keyboard = [
            0x07, 0x01, 0x00, 0x00, 0x00, 0xFE, 0x02, 0x10, 0xAA, 0xBB, 0x05, 0x07,
        ];
        assert_eq!(usage_pages(&keyboard), [0x01, 0x07]);
        assert_eq!(usage_pages(&[0x06, 0x8D]), Vec::<u16>::new());
        assert_eq!(usage_pages(&[]), Vec::<u16>::new());
        assert_eq!(usage_pages(&[0xFE]), Vec::<u16>::new());
    }
}
