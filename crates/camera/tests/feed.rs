//! The test pattern, the camera list and `open`, and a `Feed` driven by the
//! test pattern and by fake cameras that fail: previews scaled and never
//! queued, a full-size capture, one failure and the thread's end, a drop
//! that returns within its bound. No test needs a real camera; waits are
//! bounded by channels with time-outs, never by how fast the machine is.

// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

use armoury_camera::{
    Camera, CameraError, Feed, MISSES_BEFORE_FAILURE, RgbImage, TEST_PATTERN, TestPattern, cameras,
    open,
};

/// How long a test waits for any one thing before it fails.
const PATIENCE: Duration = Duration::from_secs(20);

/// A waker that reports each call on a channel.
fn waker() -> (Arc<dyn Fn() + Send + Sync>, Receiver<()>) {
    let (tx, rx) = mpsc::channel();
    let wake = move || {
        let _ = tx.send(());
    };
    (Arc::new(wake), rx)
}

/// Polls `check` after each wake until it gives something.
fn wait_for<T>(wakes: &Receiver<()>, mut check: impl FnMut() -> Option<T>) -> T {
    for _ in 0..1000 {
        if let Some(found) = check() {
            return found;
        }
        wakes
            .recv_timeout(PATIENCE)
            .expect("the feed woke the window in time");
    }
    panic!("nothing came after 1000 wakes");
}

#[test]
fn test_pattern_is_deterministic_and_moves() {
    let first = TestPattern::picture(0);
    assert_eq!(first.dimensions(), (1280, 720));
    assert_eq!(first, TestPattern::picture(0));
    assert_eq!(TestPattern::picture(123_456), TestPattern::picture(123_456));
    assert_ne!(first, TestPattern::picture(1));
    assert_ne!(TestPattern::picture(9), TestPattern::picture(10));
    // Frames come in order from 0, and each differs from the one before.
    let mut pattern = TestPattern::new();
    let frames: Vec<RgbImage> = (0..3).map(|_| pattern.frame().unwrap()).collect();
    for (n, frame) in frames.iter().enumerate() {
        assert_eq!(frame, &TestPattern::picture(n as u64));
    }
    assert_ne!(frames[0], frames[1]);
    assert_ne!(frames[1], frames[2]);
}

#[test]
fn the_list_ends_with_the_test_pattern() {
    let list = cameras();
    let last = list.last().expect("the test pattern at least");
    assert_eq!(last.id, TEST_PATTERN);
    assert_eq!(last.name, "Test pattern (no camera)");
    assert_eq!(
        list.iter()
            .filter(|camera| camera.id == TEST_PATTERN)
            .count(),
        1
    );
}

#[test]
fn an_unknown_camera_is_not_found() {
    match open("no-such-camera") {
        Err(CameraError::NotFound { id }) => assert_eq!(id, "no-such-camera"),
        Err(other) => panic!("expected not found, got {other}"),
        Ok(_) => panic!("opened a camera that does not exist"),
    }
    let message = open("no-such-camera").err().unwrap().to_string();
    assert_eq!(message, "there is no camera \"no-such-camera\"");
}

#[test]
fn the_test_pattern_opens_by_its_id() {
    let mut camera = open(TEST_PATTERN).unwrap();
    assert_eq!(camera.frame().unwrap(), TestPattern::picture(0));
}

#[test]
fn previews_are_scaled_and_a_capture_is_full_size() {
    let (wake, wakes) = waker();
    let mut feed = Feed::start(open(TEST_PATTERN).unwrap(), 320, wake);
    let preview = wait_for(&wakes, || feed.preview());
    assert_eq!(preview.dimensions(), (320, 180));
    feed.capture();
    let captured = wait_for(&wakes, || feed.captured());
    let captured = captured.unwrap();
    assert_eq!(captured.dimensions(), (1280, 720));
    // One capture asked for, one given.
    assert!(feed.captured().is_none());
    // Previews keep coming after it.
    let later = wait_for(&wakes, || feed.preview());
    assert_eq!(later.dimensions(), (320, 180));
    assert!(feed.failure().is_none());
}

#[test]
fn a_preview_side_larger_than_the_frame_keeps_its_size() {
    let (wake, wakes) = waker();
    let mut feed = Feed::start(Box::new(TestPattern::new()), 4000, wake);
    let preview = wait_for(&wakes, || feed.preview());
    assert_eq!(preview.dimensions(), (1280, 720));
}

/// What a fake camera does on each call to `frame`.
enum Step {
    Frame,
    Fail(CameraError),
    /// Waits until the test sends a step, then does it.
    Gate(Receiver<Step>),
    /// Says it is waiting, then waits as [`Step::Gate`] does.
    SaidGate(Sender<()>, Receiver<Step>),
}

/// A camera that follows a script, then fails with `Disconnected`; it says
/// when it is dropped (closed).
struct Fake {
    script: Vec<Step>,
    dropped: Sender<()>,
}

impl Fake {
    fn scripted(script: Vec<Step>) -> (Box<dyn Camera>, Receiver<()>) {
        let (dropped, closed) = mpsc::channel();
        let mut script = script;
        script.reverse();
        (Box::new(Fake { script, dropped }), closed)
    }
}

fn unplugged() -> CameraError {
    CameraError::Disconnected {
        camera: "Fake".to_string(),
        reason: "No such device (os error 19)".to_string(),
    }
}

fn do_step(step: Step) -> Result<RgbImage, CameraError> {
    match step {
        Step::Frame => Ok(RgbImage::new(64, 48)),
        Step::Fail(error) => Err(error),
        Step::Gate(gate) => match gate.recv() {
            Ok(step) => do_step(step),
            Err(_) => Err(unplugged()),
        },
        Step::SaidGate(waiting, gate) => {
            let _ = waiting.send(());
            do_step(Step::Gate(gate))
        }
    }
}

impl Camera for Fake {
    fn frame(&mut self) -> Result<RgbImage, CameraError> {
        std::thread::sleep(Duration::from_millis(5));
        match self.script.pop() {
            Some(step) => do_step(step),
            None => Err(unplugged()),
        }
    }
}

impl Drop for Fake {
    fn drop(&mut self) {
        let _ = self.dropped.send(());
    }
}

#[test]
fn a_camera_that_fails_is_reported_once_and_the_thread_ends() {
    let (camera, closed) = Fake::scripted(vec![Step::Frame, Step::Frame, Step::Frame]);
    let (wake, wakes) = waker();
    let mut feed = Feed::start(camera, 32, wake);
    let failure = wait_for(&wakes, || feed.failure());
    assert_eq!(failure, unplugged());
    assert_eq!(
        failure.to_string(),
        "the camera \"Fake\" was disconnected: No such device (os error 19)"
    );
    // The thread has ended and closed the camera.
    closed
        .recv_timeout(PATIENCE)
        .expect("the camera was closed");
    // Once only.
    assert!(feed.failure().is_none());
    // Previews came before it, scaled to 32 on the longest side.
    let preview = feed.preview().expect("the last preview is kept");
    assert_eq!(preview.dimensions(), (32, 24));
    assert!(feed.preview().is_none());
    // A capture asked for now gets no answer and does not block.
    feed.capture();
    assert!(feed.captured().is_none());
}

#[test]
fn a_capture_waiting_when_the_camera_fails_gets_the_reason() {
    let (gate, gated) = mpsc::channel();
    let (camera, _closed) = Fake::scripted(vec![Step::Frame, Step::Gate(gated)]);
    let (wake, wakes) = waker();
    let mut feed = Feed::start(camera, 32, wake);
    wait_for(&wakes, || feed.preview());
    feed.capture();
    // The thread is inside `frame` (the gate) or about to be: the capture
    // is seen when the frame comes back.
    gate.send(Step::Fail(unplugged())).unwrap();
    let captured = wait_for(&wakes, || feed.captured());
    assert_eq!(captured.unwrap_err(), unplugged());
    assert_eq!(wait_for(&wakes, || feed.failure()), unplugged());
}

#[test]
fn missing_frames_fail_a_capture_then_the_camera() {
    let no_frame = || CameraError::NoFrame {
        camera: "Fake".to_string(),
    };
    let (gate, gated) = mpsc::channel();
    let mut script = vec![Step::Frame, Step::Gate(gated)];
    script.extend((1..MISSES_BEFORE_FAILURE).map(|_| Step::Fail(no_frame())));
    let (camera, _closed) = Fake::scripted(script);
    let (wake, wakes) = waker();
    let mut feed = Feed::start(camera, 32, wake);
    wait_for(&wakes, || feed.preview());
    feed.capture();
    gate.send(Step::Fail(no_frame())).unwrap();
    // The first miss answers the capture; the camera goes on.
    let captured = wait_for(&wakes, || feed.captured());
    assert_eq!(captured.unwrap_err(), no_frame());
    // Misses in a row, up to the limit, then it counts as failed.
    assert_eq!(wait_for(&wakes, || feed.failure()), no_frame());
}

#[test]
fn a_frame_after_a_miss_resets_the_count() {
    let no_frame = || CameraError::NoFrame {
        camera: "Fake".to_string(),
    };
    let mut script = Vec::new();
    for _ in 0..3 {
        script.extend((1..MISSES_BEFORE_FAILURE).map(|_| Step::Fail(no_frame())));
        script.push(Step::Frame);
    }
    let (camera, closed) = Fake::scripted(script);
    let (wake, wakes) = waker();
    let mut feed = Feed::start(camera, 32, wake);
    // The script's end is the first failure: a disconnect, not a miss.
    assert_eq!(wait_for(&wakes, || feed.failure()), unplugged());
    closed.recv_timeout(PATIENCE).unwrap();
}

/// Drops `feed` on another thread; says when the drop has returned.
fn drop_elsewhere(feed: Feed) -> Receiver<()> {
    let (done, dropped) = mpsc::channel();
    std::thread::spawn(move || {
        drop(feed);
        let _ = done.send(());
    });
    dropped
}

#[test]
fn dropping_a_feed_stops_it() {
    let (wake, wakes) = waker();
    let mut feed = Feed::start(open(TEST_PATTERN).unwrap(), 320, wake);
    wait_for(&wakes, || feed.preview());
    drop_elsewhere(feed)
        .recv_timeout(PATIENCE)
        .expect("the drop returned");
}

#[test]
fn dropping_a_feed_closes_its_camera() {
    let (camera, closed) = Fake::scripted((0..100_000).map(|_| Step::Frame).collect());
    let (wake, _wakes) = waker();
    let feed = Feed::start(camera, 32, wake);
    drop_elsewhere(feed)
        .recv_timeout(PATIENCE)
        .expect("the drop returned");
    // Joined: the camera was closed before the drop returned.
    closed.try_recv().expect("the camera was closed");
}

#[test]
fn dropping_a_feed_whose_camera_hangs_returns() {
    let (gate, gated) = mpsc::channel();
    let (waiting, inside) = mpsc::channel();
    let (camera, closed) = Fake::scripted(vec![Step::SaidGate(waiting, gated)]);
    let (wake, _wakes) = waker();
    let feed = Feed::start(camera, 32, wake);
    // The camera is inside `frame` and never answers while the feed is
    // dropped: the drop gives up on it after its bound instead of hanging.
    inside
        .recv_timeout(PATIENCE)
        .expect("the camera was asked for a frame");
    drop_elsewhere(feed)
        .recv_timeout(PATIENCE)
        .expect("the drop returned");
    // Let the camera answer: the left-behind thread then ends and closes it.
    gate.send(Step::Frame).unwrap();
    closed
        .recv_timeout(PATIENCE)
        .expect("the camera was closed");
}
