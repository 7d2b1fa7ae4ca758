//! The inspection desk's USB webcam: a picture of the item at approval.
//!
//! A camera is anything that gives frames, behind the [`Camera`] trait:
//! its one method, [`Camera::frame`], waits (at most [`FRAME_WAIT`]) for
//! the next frame and returns it as an [`RgbImage`]. [`cameras()`] lists
//! the cameras the system offers, with the [`TestPattern`] last, and
//! [`open()`] opens one by its id (the id is what settings keep):
//!
//! - on Linux, V4L2 capture devices (`/dev/video*`, through the pure-Rust
//!   `linuxvideo`); the id is the device's stable `/dev/v4l/by-id/…` link
//!   where udev made one, else its `/dev/videoN` path. Frames come as
//!   Motion-JPEG or YUYV and are turned into RGB here.
//! - on Windows, Media Foundation's video capture devices; the id is the
//!   device's symbolic link. Frames come as RGB32 from Media Foundation's
//!   own converter.
//! - elsewhere, only the test pattern.
//!
//! [`TEST_PATTERN`] opens the [`TestPattern`]: colour bars with a moving
//! box and the frame number, paced like a webcam, for machines with no
//! camera (and for tests).
//!
//! A [`Feed`] is the GUI's side of a camera: a thread owns the camera,
//! keeps the newest preview (scaled down) for the window, and takes one
//! full-size frame on request; it talks to its owner over channels only.
//!
//! Errors are [`CameraError`]s, each naming the camera: not found, in use,
//! not allowed, no supported format, no frame in time, a frame that cannot
//! be read, disconnected, other OS or platform errors.
//!
//! The only `unsafe` code is the Windows backend's Media Foundation calls
//! (`media_foundation.rs`), each block with its `// SAFETY:` reason.

use std::time::Duration;

pub use image::RgbImage;

mod error;
mod feed;
mod pattern;
mod pixels;

#[cfg(target_os = "linux")]
mod v4l2;

#[cfg(windows)]
mod media_foundation;

pub use error::CameraError;
pub use feed::{Feed, MISSES_BEFORE_FAILURE};
pub use pattern::TestPattern;

/// The test source's id in settings.
pub const TEST_PATTERN: &str = "test-pattern";

/// The test source's name in lists.
pub const TEST_PATTERN_NAME: &str = "Test pattern (no camera)";

/// The longest a camera's [`Camera::frame`] waits for a frame before it
/// gives [`CameraError::NoFrame`].
pub const FRAME_WAIT: Duration = Duration::from_secs(2);

/// A camera the system offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CameraInfo {
    /// What [`open()`] takes and settings keep.
    pub id: String,
    /// What a person sees in a list (the device's own name).
    pub name: String,
}

/// Every camera found (errors while listing mean "none found"), then the
/// test pattern last (id [`TEST_PATTERN`], name [`TEST_PATTERN_NAME`]).
///
/// Listing opens each device briefly to ask its name; on Windows it runs
/// on a short-lived thread of its own, so the caller's COM apartment is
/// left as it is.
pub fn cameras() -> Vec<CameraInfo> {
    let mut found = system_cameras();
    found.push(CameraInfo {
        id: TEST_PATTERN.to_string(),
        name: TEST_PATTERN_NAME.to_string(),
    });
    found
}

/// Opens the camera with this id ([`TEST_PATTERN`] gives the test source).
///
/// A real camera is opened and set streaming before this returns (on
/// Windows its Media Foundation objects live on a thread of their own), so
/// a camera that is missing, in use or of no format this crate reads is
/// refused here, not at the first frame.
pub fn open(id: &str) -> Result<Box<dyn Camera>, CameraError> {
    if id == TEST_PATTERN {
        return Ok(Box::new(TestPattern::new()));
    }
    open_system(id)
}

/// One camera, owned by one thread.
pub trait Camera: Send {
    /// Waits for the next frame (bounded: at most about [`FRAME_WAIT`], then
    /// `Err(CameraError::NoFrame)`).
    fn frame(&mut self) -> Result<RgbImage, CameraError>;
}

#[cfg(target_os = "linux")]
fn system_cameras() -> Vec<CameraInfo> {
    v4l2::cameras()
}

#[cfg(target_os = "linux")]
fn open_system(id: &str) -> Result<Box<dyn Camera>, CameraError> {
    Ok(Box::new(v4l2::V4l2Camera::open(id)?))
}

#[cfg(windows)]
fn system_cameras() -> Vec<CameraInfo> {
    media_foundation::cameras()
}

#[cfg(windows)]
fn open_system(id: &str) -> Result<Box<dyn Camera>, CameraError> {
    Ok(Box::new(media_foundation::MfCamera::open(id)?))
}

#[cfg(not(any(target_os = "linux", windows)))]
fn system_cameras() -> Vec<CameraInfo> {
    Vec::new()
}

#[cfg(not(any(target_os = "linux", windows)))]
fn open_system(id: &str) -> Result<Box<dyn Camera>, CameraError> {
    Err(CameraError::NotFound { id: id.to_string() })
}
