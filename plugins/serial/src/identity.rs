//! Which USB device a port belongs to, so a tower is found again when it
//! comes back under another name.
//!
//! Why: while a process holds `/dev/ttyACM0` open, a board unplugged and
//! plugged back in cannot get that name again and comes back as
//! `/dev/ttyACM1`. A bot configured with `/dev/ttyACM0` would then never
//! find it, and a different board that later takes `/dev/ttyACM0` would be
//! taken for the tower. So the first open notes the port's USB vendor,
//! product and serial number, and every later open goes where that device
//! is now, or refuses a port that has become another device.

use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A USB device's vendor, product and (where it has one) serial number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsbIdentity {
    pub vid: u16,
    pub pid: u16,
    pub serial: Option<String>,
}

impl std::fmt::Display for UsbIdentity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "USB {:04x}:{:04x}", self.vid, self.pid)?;
        if let Some(serial) = &self.serial {
            write!(f, " serial {serial}")?;
        }
        Ok(())
    }
}

/// A serial port on this machine and the USB device behind it, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Port {
    pub path: PathBuf,
    pub usb: Option<UsbIdentity>,
}

/// Lists the machine's serial ports (tests give their own).
pub type PortLister = Arc<dyn Fn() -> Vec<Port> + Send + Sync>;

/// The system's serial ports, from sysfs; none where they cannot be listed.
pub fn system_ports() -> Vec<Port> {
    // serialport's sysfs scan panics if this directory is missing (some
    // containers); no directory means no ports to list.
    if cfg!(target_os = "linux") && !Path::new("/sys/class/tty").is_dir() {
        return Vec::new();
    }
    serialport::available_ports()
        .unwrap_or_default()
        .into_iter()
        .map(|p| Port {
            path: PathBuf::from(p.port_name),
            usb: match p.port_type {
                serialport::SerialPortType::UsbPort(u) => Some(UsbIdentity {
                    vid: u.vid,
                    pid: u.pid,
                    serial: u.serial_number,
                }),
                _ => None,
            },
        })
        .collect()
}

/// The USB device behind `path` (a link such as `/dev/serial/by-id/…` is
/// followed).
pub fn identity_of(path: &Path, ports: &[Port]) -> Option<UsbIdentity> {
    let real = std::fs::canonicalize(path).ok()?;
    ports
        .iter()
        .find(|p| std::fs::canonicalize(&p.path).is_ok_and(|q| q == real))
        .and_then(|p| p.usb.clone())
}

/// Where the device `wanted` is now: the one port with that identity (two
/// boards without serial numbers cannot be told apart, so neither is
/// chosen).
pub fn find(wanted: &UsbIdentity, ports: &[Port]) -> Option<PathBuf> {
    let mut matching = ports.iter().filter(|p| p.usb.as_ref() == Some(wanted));
    let first = matching.next()?;
    matching.next().is_none().then(|| first.path.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn usb(pid: u16, serial: Option<&str>) -> Option<UsbIdentity> {
        Some(UsbIdentity {
            vid: 0x2341,
            pid,
            serial: serial.map(str::to_owned),
        })
    }

    #[test]
    fn a_device_is_found_where_it_is_now_and_only_if_unique() {
        let ports = vec![
            Port {
                path: "/dev/ttyACM1".into(),
                usb: usb(0x43, Some("8573")),
            },
            Port {
                path: "/dev/ttyACM2".into(),
                usb: usb(0x42, None),
            },
            Port {
                path: "/dev/ttyACM3".into(),
                usb: usb(0x42, None),
            },
        ];
        let tower = usb(0x43, Some("8573")).unwrap();
        assert_eq!(find(&tower, &ports), Some("/dev/ttyACM1".into()));
        assert_eq!(find(&usb(0x42, None).unwrap(), &ports), None);
        assert_eq!(find(&usb(0x43, Some("other")).unwrap(), &ports), None);
        assert_eq!(tower.to_string(), "USB 2341:0043 serial 8573");
    }
}
