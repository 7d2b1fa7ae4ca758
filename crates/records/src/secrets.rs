//! Fresh secrets: random bytes from the operating system, and the
//! lower-case hex that tokens are shown in.

use super::error::RecordsError;
use armoury_rules::said;

/// Fresh random bytes from the operating system.
pub(crate) fn random<const N: usize>(what: &'static str) -> Result<[u8; N], RecordsError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| {
        RecordsError::invalid(
            what,
            "",
            said!("err-why-no-random", "no random source: {cause}", cause = e),
        )
    })?;
    Ok(bytes)
}

/// Lower-case hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes lower- or upper-case hex text stands for; `None` for an odd
/// length or a character that is not a hex digit.
pub(crate) fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(text.get(at..at + 2)?, 16).ok())
        .collect()
}
