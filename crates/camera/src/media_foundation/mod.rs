//! Windows: webcams through Media Foundation. The crate's only `unsafe`
//! code, each block with its `// SAFETY:` reason.
//!
//! Media Foundation's functions are looked up when first needed
//! (`LoadLibraryExW` from System32, `GetProcAddress`), not imported:
//! Windows "N" editions lack Media Foundation until the Media Feature Pack
//! is installed, and a program importing them would not start there at
//! all. Without it there are no cameras, and opening one says which
//! library is missing.
//!
//! [`cameras`] lists Media Foundation's video capture devices
//! (`MFEnumDeviceSources`), named by their friendly name and identified by
//! their symbolic link. Any failure while listing means no cameras (under
//! wine the list is simply empty). Listing runs on a short-lived thread
//! of its own, which initialises COM (multithreaded) and Media Foundation
//! and undoes both, so the caller's thread (the GUI's, an STA) is left as
//! it was; the caller waits at most `LIST_WAIT`.
//!
//! [`MfCamera::open`] starts a reader thread, which initialises COM and
//! Media Foundation, activates the device with that symbolic link, makes a
//! source reader with `MF_SOURCE_READER_ENABLE_VIDEO_PROCESSING` (so Media
//! Foundation decodes and converts whatever the camera sends), chooses the
//! camera's 1280 × 720 type (or the largest no wider than 1920) and asks
//! for RGB32 out. The COM objects are not `Send`, so they never leave that
//! thread: [`MfCamera`] holds only channels, and each
//! [`frame`](Camera::frame) sends a request and waits for the answer at
//! most [`FRAME_WAIT`], which also bounds a synchronous `ReadSample` that
//! never returns (the reader thread is then left to end when it does).
//! Frames are copied out of the locked buffer (B, G, R, unused, top-down or
//! bottom-up by the sign of the stride) by [`bgrx_to_rgb`](crate::pixels::bgrx_to_rgb), which checks
//! every row against the buffer's length.
//!
//! Errors: `E_ACCESSDENIED` (the camera privacy setting) is not allowed;
//! a device in use elsewhere is busy; an invalidated or removed device is
//! disconnected; any other failure is a platform error with the call, the
//! HRESULT and the system's words for it.
//!
//! Its parts: `platform` loads Media Foundation and holds a thread's COM
//! and Media Foundation session; `devices` lists the cameras; `reader`
//! sets up a camera's source reader and copies its frames; this module is
//! the `Send` handle and its reader thread.
#![allow(unsafe_code)]

mod devices;
mod platform;
mod reader;

pub(crate) use devices::cameras;

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use image::RgbImage;
use windows::Win32::Foundation::E_ACCESSDENIED;
use windows::Win32::Media::MediaFoundation::{
    MF_E_HW_MFT_FAILED_START_STREAMING, MF_E_SHUTDOWN, MF_E_VIDEO_RECORDING_DEVICE_INVALIDATED,
    MF_E_VIDEO_RECORDING_DEVICE_PREEMPTED,
};
use windows::core::HRESULT;

use crate::{Camera, CameraError, FRAME_WAIT};

use platform::Session;
use reader::Reader;

/// How long [`MfCamera::open`] waits for the camera to start (activating a
/// webcam's driver can take a few seconds).
const OPEN_WAIT: Duration = Duration::from_secs(15);
/// `HRESULT_FROM_WIN32(ERROR_DEVICE_NOT_CONNECTED)`.
const DEVICE_NOT_CONNECTED: HRESULT = HRESULT(0x8007_048F_u32 as i32);
/// `HRESULT_FROM_WIN32(ERROR_DEVICE_REMOVED)`.
const DEVICE_REMOVED: HRESULT = HRESULT(0x8007_0651_u32 as i32);

/// A Media Foundation camera: the `Send` handle of its reader thread.
pub(crate) struct MfCamera {
    /// The camera's friendly name, for errors.
    name: String,
    /// Frame requests; dropping it ends the reader thread.
    requests: Sender<()>,
    /// One answer per request.
    frames: Receiver<Result<RgbImage, CameraError>>,
}

impl MfCamera {
    /// Opens the camera whose symbolic link is `id` on a reader thread of
    /// its own and waits (at most [`OPEN_WAIT`]) until it streams.
    pub(crate) fn open(id: &str) -> Result<MfCamera, CameraError> {
        let (opened_tx, opened_rx) = mpsc::channel();
        let (request_tx, request_rx) = mpsc::channel();
        let (frame_tx, frame_rx) = mpsc::channel();
        let link = id.to_string();
        std::thread::Builder::new()
            .name("camera reader".to_string())
            .spawn(move || read_frames(&link, &opened_tx, &request_rx, &frame_tx))
            .map_err(|error| CameraError::Thread {
                reason: format!("cannot be started: {error}"),
            })?;
        let name = match opened_rx.recv_timeout(OPEN_WAIT) {
            Ok(Ok(name)) => name,
            Ok(Err(error)) => return Err(error),
            Err(RecvTimeoutError::Timeout) => {
                return Err(CameraError::NoFrame {
                    camera: id.to_string(),
                });
            }
            Err(RecvTimeoutError::Disconnected) => return Err(stopped()),
        };
        Ok(MfCamera {
            name,
            requests: request_tx,
            frames: frame_rx,
        })
    }
}

impl Camera for MfCamera {
    fn frame(&mut self) -> Result<RgbImage, CameraError> {
        // Answers to requests given up on (they came after FRAME_WAIT):
        // dropped, unless one says the camera is gone.
        while let Ok(late) = self.frames.try_recv() {
            if let Err(error) = late
                && !error.is_transient()
            {
                return Err(error);
            }
        }
        if self.requests.send(()).is_err() {
            return Err(stopped());
        }
        match self.frames.recv_timeout(FRAME_WAIT) {
            Ok(frame) => frame,
            Err(RecvTimeoutError::Timeout) => Err(CameraError::NoFrame {
                camera: self.name.clone(),
            }),
            Err(RecvTimeoutError::Disconnected) => Err(stopped()),
        }
    }
}

/// The reader thread stopped without saying why.
fn stopped() -> CameraError {
    CameraError::Thread {
        reason: "stopped unexpectedly".to_string(),
    }
}

/// The reader thread: opens the camera, says how that went through
/// `opened`, then answers each request with a frame until the requests
/// stop (the [`MfCamera`] is dropped) or the camera fails for good.
fn read_frames(
    link: &str,
    opened: &Sender<Result<String, CameraError>>,
    requests: &Receiver<()>,
    frames: &Sender<Result<RgbImage, CameraError>>,
) {
    // Declared first: released last, after the reader.
    let session = match Session::start() {
        Ok(session) => session,
        Err(failure) => {
            let error = windows::core::Error::from(failure.code);
            let _ = opened.send(Err(mf_error(link, failure.call, &error)));
            return;
        }
    };
    let mut reader = match Reader::open(&session, link) {
        Ok(reader) => reader,
        Err(error) => {
            let _ = opened.send(Err(error));
            return;
        }
    };
    if opened.send(Ok(reader.name.clone())).is_err() {
        return;
    }
    while requests.recv().is_ok() {
        let frame = reader.frame();
        let gone = matches!(&frame, Err(error) if !error.is_transient());
        if frames.send(frame).is_err() || gone {
            return;
        }
    }
}

/// A failed Media Foundation call on the camera `camera` as a
/// [`CameraError`].
pub(super) fn mf_error(
    camera: &str,
    call: &'static str,
    error: &windows::core::Error,
) -> CameraError {
    let code = error.code();
    let camera = camera.to_string();
    let mut message = error.message();
    if message.is_empty() {
        message = "no description".to_string();
    }
    if code == E_ACCESSDENIED {
        CameraError::Denied {
            camera,
            reason: message,
        }
    } else if code == MF_E_HW_MFT_FAILED_START_STREAMING
        || code == MF_E_VIDEO_RECORDING_DEVICE_PREEMPTED
    {
        CameraError::Busy { camera }
    } else if code == MF_E_VIDEO_RECORDING_DEVICE_INVALIDATED
        || code == MF_E_SHUTDOWN
        || code == DEVICE_NOT_CONNECTED
        || code == DEVICE_REMOVED
    {
        CameraError::Disconnected {
            camera,
            reason: message,
        }
    } else {
        CameraError::Platform {
            camera,
            call,
            code: code.0 as u32,
            message,
        }
    }
}
