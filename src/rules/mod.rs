//! The shared rules core.
//!
//! Pure code: no files, no clock, no threads, no GUI and no panics, so that a
//! referee's phone app can depend on it without eframe or serial ports.
//!
//! - [`units`]: measurement newtypes and unit conversion at the edge.
pub mod units;
