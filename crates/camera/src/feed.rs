//! The feed: one thread owns one camera and talks to the window over
//! channels.
//!
//! [`Feed::start`] moves a [`Camera`] onto a thread of its own, which asks
//! it for frame after frame. Each frame, scaled so its longest side is at
//! most the preview side, goes into a channel that holds one: when the
//! window has not taken the last preview yet, the new one is dropped, so
//! previews never queue up ([`Feed::preview`]). [`Feed::capture`] asks for
//! the next frame at full size, which comes once through
//! [`Feed::captured`] (or why none came). When the camera fails for good
//! (unplugged, or no frame in [`MISSES_BEFORE_FAILURE`] waits in a row) the
//! thread says why once through [`Feed::failure`] and ends. The `wake`
//! callback (the GUI's `request_repaint`) runs after each preview, capture
//! and failure.
//!
//! No lock is shared: commands go in over one channel, previews, captures
//! and the failure come out over three, and a fourth, never sent on, closes
//! when the thread has ended (and the camera is closed), which is how
//! dropping a [`Feed`] waits for it within a bound.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError};
use std::thread::JoinHandle;
use std::time::Duration;

use image::RgbImage;

use crate::pixels::scaled;
use crate::{Camera, CameraError, FRAME_WAIT};

/// How many waits in a row may end without a frame (each up to
/// [`FRAME_WAIT`]) before the camera counts as failed.
pub const MISSES_BEFORE_FAILURE: u32 = 3;

/// How long dropping a [`Feed`] waits for its thread: one camera wait and
/// time to spare. A thread still inside its camera after that is left to
/// end on its own.
const STOP_WAIT: Duration = Duration::from_secs(FRAME_WAIT.as_secs() + 3);

/// What the window asks of the camera thread.
enum Command {
    /// Send the next frame at full size.
    Capture,
}

/// A thread that owns one camera: keeps the newest preview frame, takes a
/// full-size frame on request. Dropping it stops the thread.
pub struct Feed {
    /// To the thread; dropped to stop it.
    commands: Option<Sender<Command>>,
    /// The newest preview (the channel holds one).
    previews: Receiver<RgbImage>,
    /// One answer per capture.
    captures: Receiver<Result<RgbImage, CameraError>>,
    /// Why the camera stopped, once.
    failures: Receiver<CameraError>,
    /// Closes when the thread has ended.
    finished: Receiver<()>,
    /// The thread, joined on drop.
    thread: Option<JoinHandle<()>>,
    /// The thread could not be started: reported by `failure`.
    not_started: Option<CameraError>,
    /// The failure has been handed out.
    failure_reported: bool,
}

impl Feed {
    /// Starts the thread; `preview_side`: previews are scaled so the
    /// longest side is at most this; `wake` is called after each preview
    /// frame and after each capture or failure (the GUI's
    /// `request_repaint`).
    ///
    /// If the system cannot start a thread, the camera is closed and
    /// [`Feed::failure`] says so.
    pub fn start(
        camera: Box<dyn Camera>,
        preview_side: u32,
        wake: Arc<dyn Fn() + Send + Sync>,
    ) -> Feed {
        let (command_tx, command_rx) = mpsc::channel();
        let (preview_tx, preview_rx) = mpsc::sync_channel(1);
        let (capture_tx, capture_rx) = mpsc::channel();
        let (failure_tx, failure_rx) = mpsc::channel();
        let (finished_tx, finished_rx) = mpsc::channel::<()>();
        let worker = Worker {
            camera,
            preview_side,
            wake: Arc::clone(&wake),
            commands: command_rx,
            previews: preview_tx,
            captures: capture_tx,
            failures: failure_tx,
        };
        let spawned = std::thread::Builder::new()
            .name("camera".to_string())
            .spawn(move || {
                // Dropped last, after the worker has closed the camera.
                let _finished = finished_tx;
                worker.run();
            });
        let (thread, not_started) = match spawned {
            Ok(thread) => (Some(thread), None),
            Err(error) => {
                wake();
                let reason = format!("cannot be started: {error}");
                (None, Some(CameraError::Thread { reason }))
            }
        };
        Feed {
            commands: Some(command_tx),
            previews: preview_rx,
            captures: capture_rx,
            failures: failure_rx,
            finished: finished_rx,
            thread,
            not_started,
            failure_reported: false,
        }
    }

    /// The newest preview since the last call, if one came (older ones are
    /// dropped, never queued without bound).
    pub fn preview(&mut self) -> Option<RgbImage> {
        let mut newest = None;
        while let Ok(preview) = self.previews.try_recv() {
            newest = Some(preview);
        }
        newest
    }

    /// Asks for the next frame at full size. Asking again before it comes
    /// still gives one frame.
    pub fn capture(&self) {
        if let Some(commands) = &self.commands {
            // A thread that has ended has said why through `failure`.
            let _ = commands.send(Command::Capture);
        }
    }

    /// A captured full-size frame (or why none), once, after
    /// [`capture`](Feed::capture).
    pub fn captured(&mut self) -> Option<Result<RgbImage, CameraError>> {
        self.captures.try_recv().ok()
    }

    /// Why the camera stopped (it was unplugged, …), once; the thread has
    /// ended then.
    pub fn failure(&mut self) -> Option<CameraError> {
        if self.failure_reported {
            return None;
        }
        let failure = match self.not_started.take() {
            Some(failure) => failure,
            None => match self.failures.try_recv() {
                Ok(failure) => failure,
                Err(TryRecvError::Empty) => return None,
                // Ended without a word: only a panic inside the camera does.
                Err(TryRecvError::Disconnected) => CameraError::Thread {
                    reason: "stopped unexpectedly".to_string(),
                },
            },
        };
        self.failure_reported = true;
        Some(failure)
    }
}

impl Drop for Feed {
    /// Stops the thread and joins it, waiting at most about one camera wait
    /// ([`FRAME_WAIT`]) and a little more.
    fn drop(&mut self) {
        // The thread sees the closed channel before its next frame.
        self.commands = None;
        if let Some(thread) = self.thread.take() {
            match self.finished.recv_timeout(STOP_WAIT) {
                // Still inside a camera that does not answer: leave it.
                Err(RecvTimeoutError::Timeout) => {}
                Ok(()) | Err(RecvTimeoutError::Disconnected) => {
                    let _ = thread.join();
                }
            }
        }
    }
}

/// The camera thread's side.
struct Worker {
    camera: Box<dyn Camera>,
    preview_side: u32,
    wake: Arc<dyn Fn() + Send + Sync>,
    commands: Receiver<Command>,
    previews: SyncSender<RgbImage>,
    captures: Sender<Result<RgbImage, CameraError>>,
    failures: Sender<CameraError>,
}

impl Worker {
    /// Frames until the feed is dropped or the camera fails; the camera is
    /// closed on return.
    fn run(mut self) {
        let mut capture = false;
        let mut misses = 0;
        loop {
            if !self.take_commands(&mut capture) {
                return;
            }
            let frame = self.camera.frame();
            // A stop that came during the wait ends the thread now; a
            // capture asked for during it takes this frame.
            if !self.take_commands(&mut capture) {
                return;
            }
            match frame {
                Ok(frame) => {
                    misses = 0;
                    let mut woken = false;
                    let preview = if capture {
                        capture = false;
                        let preview = scaled(&frame, self.preview_side);
                        let preview = preview.unwrap_or_else(|| frame.clone());
                        woken |= self.captures.send(Ok(frame)).is_ok();
                        preview
                    } else {
                        scaled(&frame, self.preview_side).unwrap_or(frame)
                    };
                    woken |= self.previews.try_send(preview).is_ok();
                    if woken {
                        (self.wake)();
                    }
                }
                Err(error) if error.is_transient() && misses + 1 < MISSES_BEFORE_FAILURE => {
                    misses += 1;
                    if capture {
                        capture = false;
                        let _ = self.captures.send(Err(error));
                        (self.wake)();
                    }
                }
                Err(error) => {
                    if capture {
                        let _ = self.captures.send(Err(error.clone()));
                    }
                    let _ = self.failures.send(error);
                    (self.wake)();
                    return;
                }
            }
        }
    }

    /// Takes every command waiting; `false` when the feed is gone.
    fn take_commands(&self, capture: &mut bool) -> bool {
        loop {
            match self.commands.try_recv() {
                Ok(Command::Capture) => *capture = true,
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Disconnected) => return false,
            }
        }
    }
}
