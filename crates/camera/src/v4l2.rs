//! Linux: webcams through V4L2 (`linuxvideo`, pure Rust).
//!
//! [`cameras`] lists the `/dev/video*` nodes that capture video (a UVC
//! webcam also has a metadata node, which is skipped), named by their
//! driver's card name and identified by their `/dev/v4l/by-id/…` link when
//! udev made one (it survives replugging and reboots; `/dev/videoN` may
//! not), else by their path.
//!
//! [`V4l2Camera::open`] asks for Motion-JPEG if the camera offers it (a
//! USB 2 webcam sends 1280 × 720 uncompressed at only a few frames a
//! second), else YUYV, at 1280 × 720 or the largest size no wider than
//! 1920 it lists, and starts streaming (memory-mapped buffers; `linuxvideo`
//! allocates two). [`V4l2Camera::frame`] waits for a filled buffer by
//! asking the driver every few milliseconds (`linuxvideo`'s dequeue blocks
//! with no time limit, so it is called only once a buffer is ready), up to
//! [`FRAME_WAIT`], and converts it ([`crate::pixels`]). Errors: `ENOENT`
//! is not found, `EBUSY` in use, `EACCES` not allowed, `ENODEV`, `ENXIO`
//! and `EIO` disconnected; anything else is an I/O error, in the system's
//! words.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use image::RgbImage;
use linuxvideo::format::{FrameSizes, PixFormat, PixelFormat};
use linuxvideo::stream::ReadStream;
use linuxvideo::{BufType, CapabilityFlags, Device};

use crate::pixels::{PREFERRED_SIZE, choose_size, mjpeg_to_rgb, yuyv_to_rgb};
use crate::{Camera, CameraError, CameraInfo, FRAME_WAIT};

/// How often a waiting frame asks the driver whether a buffer is ready.
const POLL: Duration = Duration::from_millis(4);

/// Linux error numbers (the same on every Linux architecture).
const ENOENT: i32 = 2;
const EIO: i32 = 5;
const ENXIO: i32 = 6;
const EACCES: i32 = 13;
const EBUSY: i32 = 16;
const ENODEV: i32 = 19;
const ENOTTY: i32 = 25;

/// Where udev puts stable links to cameras.
const BY_ID: &str = "/dev/v4l/by-id";

/// The capture devices found; any error while listing leaves a device
/// (or all of them) out.
pub(crate) fn cameras() -> Vec<CameraInfo> {
    let Ok(entries) = fs::read_dir("/dev") else {
        return Vec::new();
    };
    let mut nodes: Vec<(u32, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name();
            let number = name.to_str()?.strip_prefix("video")?.parse().ok()?;
            Some((number, entry.path()))
        })
        .collect();
    nodes.sort();
    let links = stable_links();
    let mut found: Vec<CameraInfo> = Vec::new();
    for (_, path) in nodes {
        let Ok(device) = Device::open(&path) else {
            continue;
        };
        let Ok(capabilities) = device.capabilities() else {
            continue;
        };
        if !capabilities
            .device_capabilities()
            .contains(CapabilityFlags::VIDEO_CAPTURE)
        {
            continue;
        }
        let id = links
            .iter()
            .find(|(_, target)| *target == path)
            .map_or(&path, |(link, _)| link);
        let mut name = capabilities.card().trim().to_string();
        if name.is_empty() {
            name = path.display().to_string();
        }
        // Two cameras of one model: tell them apart by their node.
        if found.iter().any(|camera| camera.name == name) {
            name = format!("{name} ({})", path.display());
        }
        found.push(CameraInfo {
            id: id.display().to_string(),
            name,
        });
    }
    found
}

/// udev's stable links and the device nodes they point to.
fn stable_links() -> Vec<(PathBuf, PathBuf)> {
    let Ok(entries) = fs::read_dir(BY_ID) else {
        return Vec::new();
    };
    let mut links: Vec<(PathBuf, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let link = entry.path();
            let target = fs::canonicalize(&link).ok()?;
            Some((link, target))
        })
        .collect();
    links.sort();
    links
}

/// A V4L2 camera, streaming.
pub(crate) struct V4l2Camera {
    /// The card name, for errors.
    name: String,
    stream: ReadStream,
    format: Format,
}

/// What the driver agreed to send.
#[derive(Clone, Copy)]
struct Format {
    pixels: PixelFormat,
    width: u32,
    height: u32,
    bytes_per_line: u32,
}

impl V4l2Camera {
    /// Opens the device at `id` (a path under `/dev`) and starts streaming.
    pub(crate) fn open(id: &str) -> Result<V4l2Camera, CameraError> {
        // Only device nodes: an id is never a file in the working folder.
        if !id.starts_with("/dev/") {
            return Err(CameraError::NotFound { id: id.to_string() });
        }
        let device = Device::open(Path::new(id)).map_err(|error| match error.raw_os_error() {
            Some(ENOTTY) => CameraError::NotFound { id: id.to_string() },
            _ => os_error(id, &error),
        })?;
        let capabilities = device
            .capabilities()
            .map_err(|error| os_error(id, &error))?;
        let name = match capabilities.card().trim() {
            "" => id.to_string(),
            card => card.to_string(),
        };
        if !capabilities
            .device_capabilities()
            .contains(CapabilityFlags::VIDEO_CAPTURE)
        {
            return Err(CameraError::NotFound { id: id.to_string() });
        }
        let offered: Vec<PixelFormat> = device
            .formats(BufType::VIDEO_CAPTURE)
            .collect::<io::Result<Vec<_>>>()
            .map_err(|error| os_error(&name, &error))?
            .iter()
            .map(|format| format.pixel_format())
            .collect();
        let Some(pixels) = [PixelFormat::MJPG, PixelFormat::JPEG, PixelFormat::YUYV]
            .into_iter()
            .find(|format| offered.contains(format))
        else {
            return Err(no_format(&name, &offered));
        };
        let (width, height) = match device.frame_sizes(pixels) {
            Ok(FrameSizes::Discrete(sizes)) => {
                choose_size(sizes.iter().map(|size| (size.width(), size.height())))
                    .unwrap_or(PREFERRED_SIZE)
            }
            // A range: the driver picks the nearest it can.
            _ => PREFERRED_SIZE,
        };
        let capture = device
            .video_capture(PixFormat::new(width, height, pixels))
            .map_err(|error| os_error(&name, &error))?;
        let agreed = capture.format();
        let format = Format {
            pixels: agreed.pixel_format(),
            width: agreed.width(),
            height: agreed.height(),
            bytes_per_line: agreed.bytes_per_line(),
        };
        if ![PixelFormat::MJPG, PixelFormat::JPEG, PixelFormat::YUYV].contains(&format.pixels) {
            return Err(no_format(&name, &[format.pixels]));
        }
        let stream = capture
            .into_stream()
            .map_err(|error| os_error(&name, &error))?;
        Ok(V4l2Camera {
            name,
            stream,
            format,
        })
    }
}

impl Camera for V4l2Camera {
    fn frame(&mut self) -> Result<RgbImage, CameraError> {
        let deadline = Instant::now() + FRAME_WAIT;
        let mut damaged = None;
        loop {
            let waiting = self
                .stream
                .will_block()
                .map_err(|error| os_error(&self.name, &error))?;
            if waiting {
                if Instant::now() >= deadline {
                    let camera = self.name.clone();
                    return Err(match damaged {
                        Some(reason) => CameraError::BadFrame { camera, reason },
                        None => CameraError::NoFrame { camera },
                    });
                }
                std::thread::sleep(POLL);
                continue;
            }
            let format = self.format;
            let converted = self
                .stream
                .dequeue(|buffer| {
                    if buffer.is_error() {
                        return Ok(Err("the driver marked it as damaged".to_string()));
                    }
                    Ok(convert(&buffer, format))
                })
                .map_err(|error| os_error(&self.name, &error))?;
            match converted {
                Ok(picture) => return Ok(picture),
                // Webcams send the odd broken frame: try the next one.
                Err(reason) => damaged = Some(reason),
            }
        }
    }
}

/// One filled buffer as RGB.
fn convert(bytes: &[u8], format: Format) -> Result<RgbImage, String> {
    if format.pixels == PixelFormat::YUYV {
        let stride = format.bytes_per_line as usize;
        yuyv_to_rgb(bytes, format.width, format.height, stride)
    } else {
        mjpeg_to_rgb(bytes)
    }
}

/// An OS error on the camera `camera` as a [`CameraError`].
fn os_error(camera: &str, error: &io::Error) -> CameraError {
    let camera = camera.to_string();
    let reason = error.to_string();
    match error.raw_os_error() {
        Some(ENOENT) => CameraError::NotFound { id: camera },
        Some(EBUSY) => CameraError::Busy { camera },
        Some(EACCES) => CameraError::Denied { camera, reason },
        Some(ENODEV | ENXIO | EIO) => CameraError::Disconnected { camera, reason },
        _ => CameraError::Io { camera, reason },
    }
}

/// No format this crate reads, among `offered`.
fn no_format(camera: &str, offered: &[PixelFormat]) -> CameraError {
    let offered = if offered.is_empty() {
        "none".to_string()
    } else {
        offered
            .iter()
            .map(|format| format.to_string().trim().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    CameraError::NoFormat {
        camera: camera.to_string(),
        offered,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn os_errors_by_number() {
        let error = |number| os_error("Cam", &io::Error::from_raw_os_error(number));
        assert!(matches!(error(ENODEV), CameraError::Disconnected { .. }));
        assert!(matches!(error(EIO), CameraError::Disconnected { .. }));
        assert!(matches!(error(EBUSY), CameraError::Busy { .. }));
        assert!(matches!(error(EACCES), CameraError::Denied { .. }));
        assert!(matches!(error(ENOENT), CameraError::NotFound { .. }));
        let other = error(22);
        assert!(matches!(other, CameraError::Io { .. }));
        // The OS's words are kept.
        assert!(
            error(ENODEV).to_string().contains("No such device"),
            "{}",
            error(ENODEV)
        );
    }

    #[test]
    fn not_a_device_path_is_not_found() {
        assert!(matches!(
            V4l2Camera::open("video0"),
            Err(CameraError::NotFound { .. })
        ));
        assert!(matches!(
            V4l2Camera::open("/dev/no-such-camera"),
            Err(CameraError::NotFound { .. })
        ));
        // A device node that is not V4L2.
        assert!(matches!(
            V4l2Camera::open("/dev/null"),
            Err(CameraError::NotFound { .. })
        ));
    }

    #[test]
    fn no_format_lists_what_is_offered() {
        let error = no_format("Cam", &[PixelFormat::from_fourcc(*b"NV12")]);
        assert_eq!(
            error.to_string(),
            "the camera \"Cam\" offers no picture format Armoury can read (it offers NV12)"
        );
    }
}
