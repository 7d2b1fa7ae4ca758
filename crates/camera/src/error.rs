//! Why a camera cannot be opened or gave no frame: [`CameraError`].
//!
//! Each error names the camera (its name as the system gives it, or the id
//! asked for when there is none) and, where the operating system said why,
//! its words. The errors hold text, not the OS error values, so they can be
//! cloned: a [`Feed`](crate::Feed) hands the same reason to a waiting
//! capture and to [`Feed::failure`](crate::Feed::failure).

/// Why a camera cannot be opened or gave no frame.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CameraError {
    /// No camera has this id (unplugged since it was listed, or never there).
    #[error("there is no camera \"{id}\"")]
    NotFound {
        /// The id asked for.
        id: String,
    },
    /// Another program is using the camera.
    #[error("the camera \"{camera}\" is in use by another program")]
    Busy {
        /// The camera's name.
        camera: String,
    },
    /// The system does not let this program use the camera (Linux: the
    /// device's permissions; Windows: the camera privacy settings).
    #[error("the camera \"{camera}\" may not be used: {reason}")]
    Denied {
        /// The camera's name.
        camera: String,
        /// The operating system's words.
        reason: String,
    },
    /// The camera offers no picture format this crate reads.
    #[error(
        "the camera \"{camera}\" offers no picture format Armoury can read (it offers {offered})"
    )]
    NoFormat {
        /// The camera's name.
        camera: String,
        /// What it offers, in the system's words (`YU12, NV12`).
        offered: String,
    },
    /// No frame came within [`FRAME_WAIT`](crate::FRAME_WAIT).
    #[error("the camera \"{camera}\" gave no picture in time")]
    NoFrame {
        /// The camera's name.
        camera: String,
    },
    /// Frames came, but none could be read (a damaged Motion-JPEG frame, a
    /// buffer smaller than its picture).
    #[error("the camera \"{camera}\" sent a picture that cannot be read: {reason}")]
    BadFrame {
        /// The camera's name.
        camera: String,
        /// What was wrong with it.
        reason: String,
    },
    /// The camera went away (unplugged, or its driver gave up).
    #[error("the camera \"{camera}\" was disconnected: {reason}")]
    Disconnected {
        /// The camera's name.
        camera: String,
        /// The operating system's words.
        reason: String,
    },
    /// Another error from the operating system.
    #[error("the camera \"{camera}\" cannot be read: {reason}")]
    Io {
        /// The camera's name.
        camera: String,
        /// The operating system's words.
        reason: String,
    },
    /// A Media Foundation call failed (Windows).
    #[error("the camera \"{camera}\" cannot be used: {call} failed with {code:#010x}: {message}")]
    Platform {
        /// The camera's name (or the id asked for).
        camera: String,
        /// The call that failed (`MFCreateDeviceSource`).
        call: &'static str,
        /// Its HRESULT.
        code: u32,
        /// The system's words for the code.
        message: String,
    },
    /// The camera's thread could not be started, or ended without saying why.
    #[error("the camera's thread {reason}")]
    Thread {
        /// What happened to it (`cannot be started: …`, `stopped unexpectedly`).
        reason: String,
    },
}

impl CameraError {
    /// Whether the camera may still give frames after this error: no frame
    /// in time, or a frame that could not be read. Every other error means
    /// the camera is unusable until it is opened again.
    pub fn is_transient(&self) -> bool {
        matches!(
            self,
            CameraError::NoFrame { .. } | CameraError::BadFrame { .. }
        )
    }
}
