//! The link: one thread per device owns the port: a serial port, or a USB
//! HID scale ([`HidPort`]).
//!
//! [`DeviceHandle::spawn`] starts the thread for a port path and a
//! [`Profile`] and returns the command sender ([`DeviceCommand`]: open, close,
//! zero, tare, request a reading, shut down) and the event receiver
//! ([`DeviceEvent`]: connected, reading (with its auto-capture), frame error,
//! disconnected with the reason). Channels are std `mpsc`; no lock is shared with the
//! receiver. An optional [`Waker`] is called after every event (the GUI passes
//! `ctx.request_repaint()`).
//!
//! The thread reads with a short timeout: a timeout means "no data"; any
//! other error (or end of file) is a disconnect, followed by reopening the
//! same path with backoff from 100 ms doubling up to 2 s. Bytes go through the
//! profile's [`Parser`] and a [`Stabiliser`] for auto-capture.
//!
//! A path named `sim:N` is an in-process simulated device ([`loopback`]).
//! A path is opened as a HID scale when the profile's protocol is `hid-pos`,
//! or when it is `auto` and the node declares the scale usage page (the
//! parser then switches to `hid-pos`). A HID scale that goes away (they
//! switch themselves off after a few minutes) is reported as
//! [`DeviceEvent::Asleep`], not as an error, and looked for again with the
//! same backoff: readings resume when it wakes. HID scales take no commands.

use std::io::{self, Read, Write};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serialport::SerialPort;

use super::hid::{self, Node, port::HidPort};
use super::loopback;
use super::profile::{FlowControl, Parity, PortSettings, Profile};
use super::protocol::{Family, Parsed, Parser, Protocol};
use super::reading::{FrameError, Reading};
use super::stability::Stabiliser;
use armoury_rules::units::Quantity;

/// Called after each event is sent, to wake a GUI.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// How long one read waits for bytes; also bounds the command latency.
pub const READ_TIMEOUT: Duration = Duration::from_millis(20);
/// The first reconnect delay.
pub const BACKOFF_START: Duration = Duration::from_millis(100);
/// The longest reconnect delay.
pub const BACKOFF_MAX: Duration = Duration::from_secs(2);

/// What the port thread is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceCommand {
    /// Open the port (a new path if given); reconnects from then on.
    Open {
        /// The port to open instead of the current one; `None` keeps it.
        port: Option<String>,
    },
    /// Close the port and stop reconnecting until `Open`.
    Close,
    /// Send the profile's zero command.
    Zero,
    /// Send the profile's tare command.
    Tare,
    /// Send the profile's request command (one reading now).
    RequestReading,
    /// End the thread.
    Shutdown,
}

/// What the port thread reports.
#[derive(Clone, Debug, PartialEq)]
pub enum DeviceEvent {
    /// The port is open.
    Connected {
        /// The port's path.
        port: String,
    },
    /// A reading; whether it counts as stable under the profile's policy;
    /// and the value it captured, when it completed an auto-capture.
    Reading {
        /// The reading as the device sent it.
        reading: Reading,
        /// Whether it counts as stable under the profile's policy.
        stable: bool,
        /// The value captured, when this reading completed an auto-capture.
        captured: Option<Quantity>,
    },
    /// Bytes that were not a reading.
    FrameError(FrameError),
    /// The port is closed or lost; `retry_in` is when it is tried again
    /// (`None` after a `Close` command).
    Disconnected {
        /// Why, in words (`closed on request`, `cannot open …: …`).
        reason: String,
        /// When the port is tried again; `None` after a `Close` command.
        retry_in: Option<Duration>,
    },
    /// A HID scale is gone: switched off or asleep (or unplugged). It is
    /// looked for again after `retry_in`; readings resume when it wakes.
    Asleep {
        /// When the scale is looked for again.
        retry_in: Duration,
    },
    /// A command could not be carried out.
    CommandFailed {
        /// The command (`zero`, `tare`, `request`).
        command: String,
        /// Why it failed, in words.
        reason: String,
    },
}

/// The words for [`DeviceEvent::Asleep`].
pub const ASLEEP: &str = "scale off or asleep";

/// The port thread could not be started.
#[derive(Debug, thiserror::Error)]
#[error("cannot start the device thread: {0}")]
pub struct SpawnError(#[source] pub io::Error);

impl SpawnError {
    /// The error as `(english, Said)`, the English as its `Display`; the
    /// operating system's reason stays as it says it.
    pub fn said(&self) -> (String, armoury_rules::saying::Said) {
        armoury_rules::said!(
            "dev-cannot-start-thread",
            "cannot start the device thread: {error}",
            error = &self.0
        )
    }
}

/// The owner's side of a port thread. Dropping it shuts the thread down.
pub struct DeviceHandle {
    commands: Sender<DeviceCommand>,
    events: Receiver<DeviceEvent>,
    thread: Option<JoinHandle<()>>,
}

impl DeviceHandle {
    /// Starts a thread that opens `port` with `profile` and keeps it open.
    pub fn spawn(port: &str, profile: Profile, waker: Option<Waker>) -> Result<Self, SpawnError> {
        let (command_tx, command_rx) = mpsc::channel();
        let (event_tx, event_rx) = mpsc::channel();
        let link = Link::new(port.to_string(), profile, command_rx, event_tx, waker);
        let thread = std::thread::Builder::new()
            .name(format!("device {port}"))
            .spawn(move || link.run())
            .map_err(SpawnError)?;
        Ok(DeviceHandle {
            commands: command_tx,
            events: event_rx,
            thread: Some(thread),
        })
    }

    /// Sends a command; `false` when the thread has ended.
    pub fn send(&self, command: DeviceCommand) -> bool {
        self.commands.send(command).is_ok()
    }

    /// A sender to clone into other parts of the program.
    pub fn commands(&self) -> Sender<DeviceCommand> {
        self.commands.clone()
    }

    /// The event receiver (drain it with `try_recv` or wait with `recv_timeout`).
    pub fn events(&self) -> &Receiver<DeviceEvent> {
        &self.events
    }
}

impl Drop for DeviceHandle {
    fn drop(&mut self) {
        let _ = self.commands.send(DeviceCommand::Shutdown);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Opens a serial port with a profile's settings and the link's read timeout.
pub fn open_port(path: &str, settings: &PortSettings) -> serialport::Result<Box<dyn SerialPort>> {
    let data_bits = match settings.data_bits {
        5 => serialport::DataBits::Five,
        6 => serialport::DataBits::Six,
        7 => serialport::DataBits::Seven,
        _ => serialport::DataBits::Eight,
    };
    let parity = match settings.parity {
        Parity::None => serialport::Parity::None,
        Parity::Even => serialport::Parity::Even,
        Parity::Odd => serialport::Parity::Odd,
    };
    let stop_bits = match settings.stop_bits {
        2 => serialport::StopBits::Two,
        _ => serialport::StopBits::One,
    };
    let flow = match settings.flow_control {
        FlowControl::None => serialport::FlowControl::None,
        FlowControl::Software => serialport::FlowControl::Software,
        FlowControl::Hardware => serialport::FlowControl::Hardware,
    };
    serialport::new(path, settings.baud)
        .data_bits(data_bits)
        .parity(parity)
        .stop_bits(stop_bits)
        .flow_control(flow)
        .timeout(READ_TIMEOUT)
        .open()
}

/// An open device.
enum Port {
    Serial(Box<dyn SerialPort>),
    Hid(HidPort),
    InProcess(loopback::Port),
}

impl Port {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        match self {
            Port::Serial(port) => port.read(buffer),
            Port::Hid(port) => port.read(buffer, READ_TIMEOUT),
            Port::InProcess(port) => port.read(buffer, READ_TIMEOUT),
        }
    }

    /// Where commands are written; `None` for a HID scale, which takes none.
    fn commands(&mut self) -> Option<&mut dyn Write> {
        match self {
            Port::Serial(port) => Some(port),
            Port::Hid(_) => None,
            Port::InProcess(port) => Some(port),
        }
    }
}

/// Why a port could not be opened.
struct OpenFailure {
    /// The path does not exist (a HID scale that is off).
    missing: bool,
    message: String,
}

/// Whether a read error means the HID node went away: Linux's hidraw
/// answers EIO once its device is gone (ENODEV on some paths); hidapi on
/// other systems does not say, so every read error counts.
fn is_gone(error: &io::Error) -> bool {
    const EIO: i32 = 5;
    const ENODEV: i32 = 19;
    !cfg!(target_os = "linux") || matches!(error.raw_os_error(), Some(EIO | ENODEV))
}

/// Whether the thread goes on.
#[derive(PartialEq)]
enum Flow {
    Continue,
    Stop,
}

struct Link {
    path: String,
    profile: Profile,
    commands: Receiver<DeviceCommand>,
    events: Sender<DeviceEvent>,
    waker: Option<Waker>,
    port: Option<Port>,
    /// The path is a HID scale (decided at the first open, kept while it sleeps).
    hid: bool,
    parser: Parser,
    stabiliser: Stabiliser,
    parsed: Vec<Parsed>,
    want_open: bool,
    backoff: Duration,
    next_attempt: Instant,
    next_poll: Instant,
}

impl Link {
    fn new(
        path: String,
        profile: Profile,
        commands: Receiver<DeviceCommand>,
        events: Sender<DeviceEvent>,
        waker: Option<Waker>,
    ) -> Self {
        let now = Instant::now();
        Link {
            parser: Parser::new(profile.protocol, profile.default_unit),
            stabiliser: Stabiliser::new(profile.stability),
            path,
            profile,
            commands,
            events,
            waker,
            port: None,
            hid: false,
            parsed: Vec::new(),
            want_open: true,
            backoff: BACKOFF_START,
            next_attempt: now,
            next_poll: now,
        }
    }

    fn run(mut self) {
        let mut buffer = [0u8; 4096];
        loop {
            if self.take_commands() == Flow::Stop {
                return;
            }
            if self.port.is_none() {
                if self.want_open
                    && Instant::now() >= self.next_attempt
                    && self.try_open() == Flow::Stop
                {
                    return;
                }
                continue;
            }
            if self.read(&mut buffer) == Flow::Stop || self.poll() == Flow::Stop {
                return;
            }
        }
    }

    /// Handles waiting commands. While closed it waits for one until the
    /// next reconnect attempt is due (for ever when not reconnecting).
    fn take_commands(&mut self) -> Flow {
        loop {
            let command = if self.port.is_some() {
                match self.commands.try_recv() {
                    Ok(command) => command,
                    Err(TryRecvError::Empty) => return Flow::Continue,
                    Err(TryRecvError::Disconnected) => return Flow::Stop,
                }
            } else if self.want_open {
                let wait = self.next_attempt.saturating_duration_since(Instant::now());
                match self.commands.recv_timeout(wait) {
                    Ok(command) => command,
                    Err(RecvTimeoutError::Timeout) => return Flow::Continue,
                    Err(RecvTimeoutError::Disconnected) => return Flow::Stop,
                }
            } else {
                match self.commands.recv() {
                    Ok(command) => command,
                    Err(_) => return Flow::Stop,
                }
            };
            if self.command(command) == Flow::Stop {
                return Flow::Stop;
            }
        }
    }

    fn command(&mut self, command: DeviceCommand) -> Flow {
        let (name, bytes) = match command {
            DeviceCommand::Shutdown => return Flow::Stop,
            DeviceCommand::Open { port } => {
                if let Some(path) = port
                    && path != self.path
                {
                    self.path = path;
                    if self.port.is_some() {
                        self.close_port();
                    }
                    // Another device: whether it is a HID scale is decided again.
                    self.hid = false;
                    self.parser = Parser::new(self.profile.protocol, self.profile.default_unit);
                }
                self.want_open = true;
                self.backoff = BACKOFF_START;
                self.next_attempt = Instant::now();
                return Flow::Continue;
            }
            DeviceCommand::Close => {
                self.want_open = false;
                self.close_port();
                return self.emit(DeviceEvent::Disconnected {
                    reason: "closed on request".to_string(),
                    retry_in: None,
                });
            }
            DeviceCommand::Zero => ("zero", self.profile.commands.zero.clone()),
            DeviceCommand::Tare => ("tare", self.profile.commands.tare.clone()),
            DeviceCommand::RequestReading => ("request", self.profile.commands.request.clone()),
        };
        let Some(bytes) = bytes else {
            return self.emit(DeviceEvent::CommandFailed {
                command: name.to_string(),
                reason: format!("profile `{}` has no {name} command", self.profile.name),
            });
        };
        self.write(name, &bytes)
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Flow {
        let port = match self.port.as_mut().map(Port::commands) {
            Some(Some(port)) => port,
            Some(None) => {
                return self.emit(DeviceEvent::CommandFailed {
                    command: name.to_string(),
                    reason: "a HID scale takes no commands".to_string(),
                });
            }
            None => {
                return self.emit(DeviceEvent::CommandFailed {
                    command: name.to_string(),
                    reason: "the port is not open".to_string(),
                });
            }
        };
        match port.write_all(bytes).and_then(|()| port.flush()) {
            Ok(()) => Flow::Continue,
            Err(error) => self.lost(format!("write failed: {error}"), false),
        }
    }

    /// Decides whether the path is a HID scale: the profile says so, or it
    /// is `auto` and the node declares the scale usage page. A HID node that
    /// is not a scale is refused.
    fn recognise(&mut self) -> Result<(), OpenFailure> {
        if self.hid {
            return Ok(());
        }
        match self.profile.protocol {
            Protocol::Family(Family::HidPos) => self.hid = true,
            Protocol::Auto => match hid::node(&self.path) {
                Node::Scale => {
                    self.hid = true;
                    self.parser = Parser::new(Protocol::Family(Family::HidPos), None);
                }
                Node::OtherHid(pages) => {
                    return Err(OpenFailure {
                        missing: false,
                        message: format!(
                            "a HID device but not a scale (usage pages {pages:#x?}; a scale declares {:#x})",
                            hid::SCALE_USAGE_PAGE
                        ),
                    });
                }
                Node::NotHid => {}
            },
            Protocol::Family(_) => {}
        }
        Ok(())
    }

    fn open(&mut self) -> Result<Port, OpenFailure> {
        if loopback::is_loopback(&self.path) {
            return loopback::open(&self.path)
                .map(Port::InProcess)
                .map_err(|error| OpenFailure {
                    missing: error.kind() == io::ErrorKind::NotFound,
                    message: error.to_string(),
                });
        }
        self.recognise()?;
        if self.hid {
            return HidPort::open(&self.path)
                .map(Port::Hid)
                .map_err(|error| OpenFailure {
                    missing: error.kind() == io::ErrorKind::NotFound,
                    message: if error.kind() == io::ErrorKind::PermissionDenied {
                        format!("{error} (install the udev rule for HID scales: docs/devices.md)")
                    } else {
                        error.to_string()
                    },
                });
        }
        open_port(&self.path, &self.profile.port)
            .map(Port::Serial)
            .map_err(|error| OpenFailure {
                missing: error.kind == serialport::ErrorKind::Io(io::ErrorKind::NotFound),
                message: error.to_string(),
            })
    }

    fn try_open(&mut self) -> Flow {
        match self.open() {
            Ok(port) => {
                self.port = Some(port);
                self.backoff = BACKOFF_START;
                self.next_poll = Instant::now();
                self.emit(DeviceEvent::Connected {
                    port: self.path.clone(),
                })
            }
            Err(failure) => {
                let retry_in = self.schedule_retry();
                if failure.missing && (self.hid || hid::looks_like_hid(&self.path)) {
                    return self.emit(DeviceEvent::Asleep { retry_in });
                }
                self.emit(DeviceEvent::Disconnected {
                    reason: format!("cannot open {}: {}", self.path, failure.message),
                    retry_in: Some(retry_in),
                })
            }
        }
    }

    /// Schedules the next open with backoff; returns the wait.
    fn schedule_retry(&mut self) -> Duration {
        let retry_in = self.backoff;
        self.next_attempt = Instant::now() + retry_in;
        self.backoff = (self.backoff * 2).min(BACKOFF_MAX);
        retry_in
    }

    fn read(&mut self, buffer: &mut [u8]) -> Flow {
        let Some(port) = self.port.as_mut() else {
            return Flow::Continue;
        };
        match port.read(buffer) {
            Ok(0) => {
                let gone = self.hid;
                self.lost("end of file".to_string(), gone)
            }
            Ok(n) => {
                let bytes = &buffer[..n];
                if let Some(after_ack) = self.profile.commands.after_ack.clone()
                    && bytes.contains(&0x06)
                    && self.write("after_ack", &after_ack) == Flow::Stop
                {
                    return Flow::Stop;
                }
                self.parser.feed(bytes, &mut self.parsed);
                self.dispatch()
            }
            Err(error)
                if matches!(
                    error.kind(),
                    io::ErrorKind::TimedOut | io::ErrorKind::Interrupted
                ) =>
            {
                Flow::Continue
            }
            Err(error) => {
                let gone = self.hid && is_gone(&error);
                self.lost(error.to_string(), gone)
            }
        }
    }

    fn dispatch(&mut self) -> Flow {
        let now = Instant::now();
        let parsed = std::mem::take(&mut self.parsed);
        for item in &parsed {
            let flow = match item {
                Parsed::Reading(reading) => {
                    let judgement = self.stabiliser.judge(reading, now);
                    self.emit(DeviceEvent::Reading {
                        reading: reading.clone(),
                        stable: judgement.stable,
                        captured: judgement.captured,
                    })
                }
                Parsed::FrameError(error) => self.emit(DeviceEvent::FrameError(error.clone())),
            };
            if flow == Flow::Stop {
                return Flow::Stop;
            }
        }
        self.parsed = parsed;
        self.parsed.clear();
        Flow::Continue
    }

    fn poll(&mut self) -> Flow {
        let Some(poll) = self.profile.commands.poll.clone() else {
            return Flow::Continue;
        };
        let now = Instant::now();
        if now < self.next_poll {
            return Flow::Continue;
        }
        self.next_poll = now + self.profile.commands.poll_interval;
        self.write("poll", &poll)
    }

    fn close_port(&mut self) {
        self.port = None;
        // A half line from the old connection must not join the next one.
        self.parsed.clear();
        self.parser.end_of_stream(&mut self.parsed);
        self.parsed.clear();
    }

    /// The port failed: report, close, schedule the reconnect.
    /// `gone`: a HID scale left the bus (switched off, asleep, unplugged).
    fn lost(&mut self, reason: String, gone: bool) -> Flow {
        self.port = None;
        self.parser.end_of_stream(&mut self.parsed);
        if self.dispatch() == Flow::Stop {
            return Flow::Stop;
        }
        let retry_in = self.schedule_retry();
        if gone {
            return self.emit(DeviceEvent::Asleep { retry_in });
        }
        self.emit(DeviceEvent::Disconnected {
            reason,
            retry_in: Some(retry_in),
        })
    }

    fn emit(&self, event: DeviceEvent) -> Flow {
        if self.events.send(event).is_err() {
            return Flow::Stop;
        }
        if let Some(waker) = &self.waker {
            waker();
        }
        Flow::Continue
    }
}
