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
