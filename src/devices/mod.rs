//! Serial scales and calipers.
//!
//! - [`reading`]: what a device reports ([`reading::Reading`], [`reading::FrameError`]).
//! - [`protocol`]: sans-I/O parsers, one module per device family, plus `auto`.
pub mod link;
pub mod profile;
pub mod protocol;
pub mod reading;
pub mod simulate;
pub mod stability;
