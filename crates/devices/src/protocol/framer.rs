//! Cuts a byte stream into frames: lines ended by CR and/or LF, and (when
//! enabled) CAS binary frames that start with SOH and have a fixed length.
//!
//! Memory is bounded: a line longer than [`MAX_LINE`] bytes is reported once
//! as a `TooLong` frame error and the rest of it is dropped up to the next
//! line end. Blank lines (the empty piece between CR and LF) are skipped.

use super::cas;
use crate::reading::{FrameError, FrameErrorKind};

/// The longest line kept, in bytes. Real scale lines are under 40.
pub const MAX_LINE: usize = 256;
/// How many bytes of an overlong line the error shows.
const SHOWN: usize = 32;
const ACK: u8 = 0x06;
const NAK: u8 = 0x15;

/// One complete frame.
#[derive(Debug)]
pub enum Frame<'a> {
    /// A line without its terminator.
    Line(&'a [u8]),
    /// A CAS binary frame, SOH to EOT.
    Cas(&'a [u8]),
    /// Bytes the framer itself refused.
    Error(FrameError),
}

/// The framing state between calls.
#[derive(Clone, Debug)]
pub struct Framer {
    buffer: Vec<u8>,
    /// Dropping the tail of an overlong line until the next line end.
    discarding: bool,
    /// Recognise CAS frames (for the `cas` and `auto` protocols).
    binary: bool,
    /// Inside a CAS frame.
    in_frame: bool,
}

impl Framer {
    /// A framer; `binary` enables CAS frame detection.
    pub fn new(binary: bool) -> Self {
        Framer {
            buffer: Vec::with_capacity(64),
            discarding: false,
            binary,
            in_frame: false,
        }
    }

    /// Feeds bytes, calling `emit` for each complete frame.
    pub fn feed(&mut self, mut bytes: &[u8], mut emit: impl FnMut(Frame<'_>)) {
        while !bytes.is_empty() {
            if self.in_frame {
                let take = (cas::FRAME_LEN - self.buffer.len()).min(bytes.len());
                self.buffer.extend_from_slice(&bytes[..take]);
                bytes = &bytes[take..];
                if self.buffer.len() == cas::FRAME_LEN {
                    emit(Frame::Cas(&self.buffer));
                    self.buffer.clear();
                    self.in_frame = false;
                }
                continue;
            }
            let binary = self.binary;
            let stop = bytes
                .iter()
                .position(|&b| b == b'\r' || b == b'\n' || (binary && is_binary_marker(b)));
            let (chunk, terminator) = match stop {
                Some(at) => (&bytes[..at], Some(bytes[at])),
                None => (bytes, None),
            };
            self.push_chunk(chunk, &mut emit);
            bytes = &bytes[chunk.len()..];
            let Some(terminator) = terminator else { break };
            bytes = &bytes[1..];
            if binary && is_binary_marker(terminator) {
                self.end_line(&mut emit);
                if terminator == cas::SOH {
                    self.buffer.push(terminator);
                    self.in_frame = true;
                }
            } else {
                self.end_line(&mut emit);
            }
        }
    }

    /// Drops a half-received frame (the connection ended), returning its bytes.
    pub fn discard(&mut self) -> Option<Vec<u8>> {
        let partial = (!self.buffer.is_empty() && !self.discarding).then(|| self.buffer.clone());
        self.buffer.clear();
        self.discarding = false;
        self.in_frame = false;
        partial
    }

    fn push_chunk(&mut self, chunk: &[u8], emit: &mut impl FnMut(Frame<'_>)) {
        if self.discarding {
            return;
        }
        let room = MAX_LINE - self.buffer.len();
        if chunk.len() <= room {
            self.buffer.extend_from_slice(chunk);
            return;
        }
        self.buffer.extend_from_slice(&chunk[..room]);
        let shown = &self.buffer[..SHOWN.min(self.buffer.len())];
        emit(Frame::Error(FrameError::new(
            FrameErrorKind::TooLong,
            armoury_rules::said!(
                "dev-frame-too-long",
                "line longer than {max} bytes without a line end; dropped up to the next line end",
                max = MAX_LINE
            ),
            shown,
        )));
        self.buffer.clear();
        self.discarding = true;
    }

    fn end_line(&mut self, emit: &mut impl FnMut(Frame<'_>)) {
        if self.discarding {
            self.discarding = false;
        } else if !self.buffer.is_empty() {
            emit(Frame::Line(&self.buffer));
        }
        self.buffer.clear();
    }
}

/// SOH starts a CAS frame; ACK and NAK are replies to ENQ and end any garbage.
fn is_binary_marker(b: u8) -> bool {
    b == cas::SOH || b == ACK || b == NAK
}
