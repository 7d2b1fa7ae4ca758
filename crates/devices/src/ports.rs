//! The serial ports this machine has, each with what the system says it is
//! (`USB 0403:6001 FTDI FT232R USB UART`), then the USB HID scales
//! (`HID scale 0922:8003 DYMO M10`, from [`super::hid::scales`]), for
//! `armoury devices list` and the station's Devices panel.
//! Pseudo-terminals are not listed: give their path.

/// One serial port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortInfo {
    /// The path to open (`/dev/ttyUSB0`, `COM3`).
    pub name: String,
    /// What it is, when the system says (USB ids, maker and product).
    pub what: String,
}

/// The serial ports found, then the HID scales.
pub fn available() -> Result<Vec<PortInfo>, serialport::Error> {
    let mut ports: Vec<PortInfo> = serialport::available_ports()?
        .into_iter()
        .map(|port| PortInfo {
            what: describe(port.port_type),
            name: port.port_name,
        })
        .collect();
    ports.extend(super::hid::scales());
    Ok(ports)
}

fn describe(kind: serialport::SerialPortType) -> String {
    match kind {
        serialport::SerialPortType::UsbPort(usb) => {
            let mut what = format!("USB {:04x}:{:04x}", usb.vid, usb.pid);
            for part in [usb.manufacturer, usb.product].into_iter().flatten() {
                what.push(' ');
                what.push_str(part.trim());
            }
            what
        }
        serialport::SerialPortType::BluetoothPort => "Bluetooth".into(),
        serialport::SerialPortType::PciPort => "built in (PCI)".into(),
        serialport::SerialPortType::Unknown => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usb_ports_say_their_ids_maker_and_product() {
        let usb = serialport::UsbPortInfo {
            vid: 0x0403,
            pid: 0x6001,
            serial_number: None,
            manufacturer: Some("FTDI".into()),
            product: Some("FT232R USB UART ".into()),
        };
        assert_eq!(
            describe(serialport::SerialPortType::UsbPort(usb)),
            "USB 0403:6001 FTDI FT232R USB UART"
        );
        assert_eq!(describe(serialport::SerialPortType::Unknown), "");
    }
}
