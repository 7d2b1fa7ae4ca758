//! Device profiles: how to talk to one kind of device, as TOML.
//!
//! A [`Profile`] holds the port settings ([`PortSettings`]), the protocol
//! family, the commands to send ([`Commands`]: poll, zero, tare, request) and
//! the stability policy ([`StabilitySettings`]). The profiles shipped in
//! `hardware/profiles/` are embedded in the binary ([`SHIPPED`]), so
//! `--profile mt-sics` works from anywhere; a path ending in `.toml` loads a
//! user's own file. A refused file is an [`InputError`] naming the file,
//! line, key and refused value; [`ProfileError`] adds a name that is neither
//! shipped nor a file.

use std::fmt;
use std::path::Path;
use std::time::Duration;

use serde::Deserialize;
use toml::Spanned;

use super::protocol::Protocol;
use armoury_rules::said;
use armoury_rules::saying::Said;
use armoury_rules::source::{InputError, Message, ReadError, SourceFile};
use armoury_rules::units::{Dimension, Quantity, Unit, parse_quantity_text};

/// The shipped profiles: name and TOML text.
pub const SHIPPED: [(&str, &str); 15] = [
    ("auto", include_str!("../../../hardware/profiles/auto.toml")),
    (
        "mt-sics",
        include_str!("../../../hardware/profiles/mt-sics.toml"),
    ),
    (
        "mettler-print",
        include_str!("../../../hardware/profiles/mettler-print.toml"),
    ),
    ("ad", include_str!("../../../hardware/profiles/ad.toml")),
    (
        "st-gs",
        include_str!("../../../hardware/profiles/st-gs.toml"),
    ),
    (
        "ohaus",
        include_str!("../../../hardware/profiles/ohaus.toml"),
    ),
    ("kern", include_str!("../../../hardware/profiles/kern.toml")),
    (
        "sartorius-sbi",
        include_str!("../../../hardware/profiles/sartorius-sbi.toml"),
    ),
    ("cas", include_str!("../../../hardware/profiles/cas.toml")),
    ("adam", include_str!("../../../hardware/profiles/adam.toml")),
    (
        "sylvac",
        include_str!("../../../hardware/profiles/sylvac.toml"),
    ),
    (
        "mitutoyo",
        include_str!("../../../hardware/profiles/mitutoyo.toml"),
    ),
    (
        "caliper-adapter",
        include_str!("../../../hardware/profiles/caliper-adapter.toml"),
    ),
    (
        "plain",
        include_str!("../../../hardware/profiles/plain.toml"),
    ),
    (
        "hid-pos",
        include_str!("../../../hardware/profiles/hid-pos.toml"),
    ),
];

/// Parity of a serial line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Parity {
    /// No parity bit.
    None,
    /// Even parity.
    Even,
    /// Odd parity.
    Odd,
}

/// Flow control of a serial line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FlowControl {
    /// No flow control.
    None,
    /// XON/XOFF.
    Software,
    /// RTS/CTS.
    Hardware,
}

/// Serial port settings (9600 8N1 when a profile has no `[port]`, as a HID
/// scale's has not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PortSettings {
    /// Bits per second (9600, 19200...).
    pub baud: u32,
    /// 5 to 8.
    pub data_bits: u8,
    /// The parity bit.
    pub parity: Parity,
    /// 1 or 2.
    pub stop_bits: u8,
    /// Flow control.
    pub flow_control: FlowControl,
}

/// Bytes to send to the device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Commands {
    /// Sent every `poll_interval` while the port is open (for devices that
    /// answer only when asked).
    pub poll: Option<Vec<u8>>,
    /// How often `poll` is sent.
    pub poll_interval: Duration,
    /// Sent when the device answers ACK (CAS: ENQ, ACK, then DC1).
    pub after_ack: Option<Vec<u8>>,
    /// Asks for one reading now.
    pub request: Option<Vec<u8>>,
    /// Sets the scale's zero.
    pub zero: Option<Vec<u8>>,
    /// Tares the scale (the load on it becomes zero).
    pub tare: Option<Vec<u8>>,
}

/// How a reading is judged stable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StabilityPolicy {
    /// Trust the device's stable flag; where a reading has none, use the window.
    Device,
    /// `readings` values within `tolerance` over `window`.
    Window,
    /// Every reading is final (a caliper that sends on a button press).
    Each,
}

/// Stability and auto-capture settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StabilitySettings {
    /// How a reading is judged stable.
    pub policy: StabilityPolicy,
    /// How many readings must agree (window policy).
    pub readings: usize,
    /// How far they may spread, in the device's dimension.
    pub tolerance: Quantity,
    /// The time they must fall within.
    pub window: Duration,
    /// A load within this of zero counts as empty: capture is re-armed.
    pub zero_band: Quantity,
}

/// One device profile.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// The profile's id (`mt-sics`), as `--profile` and the station's preferences name it.
    pub name: String,
    /// One line on which devices it is for.
    pub description: String,
    /// How the device's bytes are read: one family, or `auto`.
    pub protocol: Protocol,
    /// The unit for lines that carry none.
    pub default_unit: Option<Unit>,
    /// The serial line's settings.
    pub port: PortSettings,
    /// The bytes sent to the device.
    pub commands: Commands,
    /// When a reading counts as stable and is captured.
    pub stability: StabilitySettings,
    /// Where it came from: `built-in` or the file path.
    pub source: String,
}

/// A profile that could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    /// Neither a shipped profile nor a file.
    #[error(
        "{name}: no such profile (built-in: {}; or give a path to a .toml file)",
        shipped_names().join(", ")
    )]
    NotFound {
        /// The name or path asked for.
        name: String,
    },
    /// The file could not be read, or its contents were refused.
    #[error(transparent)]
    Read(#[from] ReadError),
}

impl ProfileError {
    /// The error as `(english, Said)`, the English as its `Display`; `None`
    /// for a refused file, whose [`InputError`] says itself. The operating
    /// system's reason for a failed read stays as it says it.
    pub fn said(&self) -> Option<(String, Said)> {
        match self {
            ProfileError::NotFound { name } => Some(said!(
                "dev-profile-not-found",
                "{name}: no such profile (built-in: {known}; or give a path to a .toml file)",
                name = name,
                known = shipped_names().join(", ")
            )),
            ProfileError::Read(ReadError::Io { file, source }) => Some(said!(
                "dev-profile-cannot-read",
                "{file}: cannot read: {error}",
                file = file,
                error = source
            )),
            ProfileError::Read(ReadError::Input(_)) => None,
        }
    }
}

impl From<InputError> for ProfileError {
    fn from(error: InputError) -> Self {
        ProfileError::Read(error.into())
    }
}

/// The names of the shipped profiles.
fn shipped_names() -> Vec<&'static str> {
    SHIPPED.iter().map(|(name, _)| *name).collect()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileFile {
    name: String,
    #[serde(default)]
    description: String,
    protocol: Spanned<String>,
    default_unit: Option<Spanned<String>>,
    port: Option<PortFile>,
    #[serde(default)]
    commands: CommandsFile,
    #[serde(default)]
    stability: StabilityFile,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PortFile {
    baud: Spanned<u32>,
    #[serde(default = "eight")]
    data_bits: Spanned<u8>,
    #[serde(default = "no_parity")]
    parity: Parity,
    #[serde(default = "one")]
    stop_bits: Spanned<u8>,
    #[serde(default = "no_flow")]
    flow_control: FlowControl,
}

fn eight() -> Spanned<u8> {
    Spanned::new(0..0, 8)
}
fn one() -> Spanned<u8> {
    Spanned::new(0..0, 1)
}
fn no_parity() -> Parity {
    Parity::None
}
fn no_flow() -> FlowControl {
    FlowControl::None
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandsFile {
    poll: Option<String>,
    poll_interval_ms: Option<u64>,
    after_ack: Option<String>,
    request: Option<String>,
    zero: Option<String>,
    tare: Option<String>,
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StabilityFile {
    policy: Option<StabilityPolicy>,
    readings: Option<Spanned<usize>>,
    tolerance: Option<Spanned<String>>,
    window_ms: Option<u64>,
    zero_band: Option<Spanned<String>>,
}

impl Profile {
    /// A shipped profile by name, or a user file when `name_or_path` ends in
    /// `.toml` or names an existing file.
    pub fn resolve(name_or_path: &str) -> Result<Profile, ProfileError> {
        if let Some((_, text)) = SHIPPED.iter().find(|(name, _)| *name == name_or_path) {
            return Ok(Profile::parse(
                text,
                &format!("built-in profile `{name_or_path}`"),
            )?);
        }
        let path = Path::new(name_or_path);
        if name_or_path.ends_with(".toml") || path.is_file() {
            return Ok(Profile::load(path)?);
        }
        Err(ProfileError::NotFound {
            name: name_or_path.to_string(),
        })
    }

    /// Every shipped profile, parsed.
    pub fn shipped() -> Result<Vec<Profile>, InputError> {
        SHIPPED
            .iter()
            .map(|(name, text)| Profile::parse(text, &format!("built-in profile `{name}`")))
            .collect()
    }

    /// Loads a profile file.
    pub fn load(path: &Path) -> Result<Profile, ReadError> {
        let text = std::fs::read_to_string(path).map_err(|e| ReadError::io(path.display(), e))?;
        Ok(Profile::parse(&text, &path.display().to_string())?)
    }

    /// Parses profile text; `name` names the file in errors.
    pub fn parse(text: &str, name: &str) -> Result<Profile, InputError> {
        let file = SourceFile::new(name, text);
        let raw: ProfileFile = file.deserialize()?;
        let protocol: Protocol =
            raw.protocol
                .get_ref()
                .parse()
                .map_err(|e: super::protocol::UnknownProtocol| {
                    spanned_error(&file, "protocol", &raw.protocol, e.said())
                })?;
        let default_unit = match &raw.default_unit {
            None => None,
            Some(unit) => Some(
                unit.get_ref()
                    .parse::<Unit>()
                    .map_err(|e| spanned_error(&file, "default_unit", unit, e.said()))?,
            ),
        };
        let port = match &raw.port {
            Some(port) => port_settings(&file, port)?,
            None => PortSettings {
                baud: 9600,
                data_bits: 8,
                parity: Parity::None,
                stop_bits: 1,
                flow_control: FlowControl::None,
            },
        };
        let caliper = match protocol {
            Protocol::Family(family) => family.is_caliper(),
            Protocol::Auto => false,
        } || default_unit.is_some_and(|u| u.measures(Dimension::Length));
        let stability = stability_settings(&file, &raw.stability, caliper)?;
        let command = |c: &Option<String>| c.as_ref().map(|s| s.as_bytes().to_vec());
        Ok(Profile {
            name: raw.name,
            description: raw.description,
            protocol,
            default_unit,
            port,
            commands: Commands {
                poll: command(&raw.commands.poll),
                poll_interval: Duration::from_millis(raw.commands.poll_interval_ms.unwrap_or(500)),
                after_ack: command(&raw.commands.after_ack),
                request: command(&raw.commands.request),
                zero: command(&raw.commands.zero),
                tare: command(&raw.commands.tare),
            },
            stability,
            source: name.to_string(),
        })
    }
}

/// The file's refusal of the value written at `spanned` for `key`.
fn spanned_error<T: fmt::Display>(
    file: &SourceFile<'_>,
    key: &str,
    spanned: &Spanned<T>,
    message: impl Into<Message>,
) -> InputError {
    file.error(
        spanned.span(),
        key,
        Some(spanned.get_ref().to_string()),
        message,
    )
}

fn port_settings(file: &SourceFile<'_>, raw: &PortFile) -> Result<PortSettings, InputError> {
    if *raw.baud.get_ref() == 0 {
        return Err(spanned_error(
            file,
            "port.baud",
            &raw.baud,
            said!("dev-baud", "baud must be above 0"),
        ));
    }
    if !(5..=8).contains(raw.data_bits.get_ref()) {
        return Err(spanned_error(
            file,
            "port.data_bits",
            &raw.data_bits,
            said!("dev-data-bits", "data_bits must be 5, 6, 7 or 8"),
        ));
    }
    if !(1..=2).contains(raw.stop_bits.get_ref()) {
        return Err(spanned_error(
            file,
            "port.stop_bits",
            &raw.stop_bits,
            said!("dev-stop-bits", "stop_bits must be 1 or 2"),
        ));
    }
    Ok(PortSettings {
        baud: *raw.baud.get_ref(),
        data_bits: *raw.data_bits.get_ref(),
        parity: raw.parity,
        stop_bits: *raw.stop_bits.get_ref(),
        flow_control: raw.flow_control,
    })
}

fn stability_settings(
    file: &SourceFile<'_>,
    raw: &StabilityFile,
    caliper: bool,
) -> Result<StabilitySettings, InputError> {
    let dimension = if caliper {
        Dimension::Length
    } else {
        Dimension::Mass
    };
    let (tolerance, zero_band) = if caliper {
        ("0.02 mm", "0.5 mm")
    } else {
        ("0.5 g", "2 g")
    };
    // A value the file gives is refused at its line; a default never is.
    let quantity = |key: &str, field: &Option<Spanned<String>>, default: &str| {
        let (value, span) = match field {
            Some(s) => (s.get_ref().as_str(), Some(s.span())),
            None => (default, None),
        };
        let refuse = |message: Message| match &span {
            Some(span) => file.error(span.clone(), key, Some(value.to_string()), message),
            None => file.error_in_file(key, Some(value.to_string()), message),
        };
        let (number, unit) =
            parse_quantity_text(value).map_err(|e| refuse(Message::from(e.said())))?;
        unit.to_quantity(number, dimension).ok_or_else(|| {
            refuse(Message::from(said!(
                "dev-not-a-dimension",
                "`{value}` is not a {dimension} for this device",
                value = value,
                dimension = dimension
            )))
        })
    };
    let readings = raw.readings.as_ref().map_or(5, |r| *r.get_ref());
    if let Some(spanned) = &raw.readings
        && readings < 2
    {
        return Err(spanned_error(
            file,
            "stability.readings",
            spanned,
            said!("dev-readings", "readings must be at least 2"),
        ));
    }
    Ok(StabilitySettings {
        policy: raw.policy.unwrap_or(StabilityPolicy::Device),
        readings,
        tolerance: quantity("stability.tolerance", &raw.tolerance, tolerance)?,
        window: Duration::from_millis(raw.window_ms.unwrap_or(1500)),
        zero_band: quantity("stability.zero_band", &raw.zero_band, zero_band)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Family;
    use armoury_rules::units::Grams;

    #[test]
    fn every_shipped_profile_loads() {
        let profiles = Profile::shipped().unwrap();
        assert_eq!(profiles.len(), SHIPPED.len());
        for (profile, (name, _)) in profiles.iter().zip(SHIPPED) {
            assert_eq!(profile.name, name);
            assert_eq!(profile.protocol.name(), name);
        }
        let cas = Profile::resolve("cas").unwrap();
        assert_eq!(cas.commands.poll.as_deref(), Some(&[0x05][..]));
        assert_eq!(cas.commands.after_ack.as_deref(), Some(&[0x11][..]));
        let sylvac = Profile::resolve("sylvac").unwrap();
        assert_eq!(sylvac.port.data_bits, 7);
        assert_eq!(sylvac.port.parity, Parity::Even);
        assert_eq!(sylvac.protocol, Protocol::Family(Family::Sylvac));
    }

    const USER: &str = "name = \"mine\"\nprotocol = \"st-gs\"\n[port]\nbaud = 9600\n[stability]\npolicy = \"window\"\ntolerance = \"0.2 g\"\n";

    #[test]
    fn a_user_profile_fills_defaults() {
        let p = Profile::parse(USER, "mine.toml").unwrap();
        assert_eq!(p.port.data_bits, 8);
        assert_eq!(p.stability.policy, StabilityPolicy::Window);
        assert_eq!(p.stability.tolerance, Quantity::Mass(Grams(0.2)));
        assert_eq!(p.stability.zero_band, Quantity::Mass(Grams(2.0)));
    }

    /// Line, key and value of a refused profile.
    fn refusal(text: &str) -> (InputError, Option<usize>, Option<String>, Option<String>) {
        let e = Profile::parse(text, "mine.toml").unwrap_err();
        let (line, key, value) = (e.location.line, e.key.clone(), e.value.clone());
        (e, line, key, value)
    }

    #[test]
    fn errors_name_file_line_key_and_value() {
        let (e, line, key, value) = refusal(&USER.replace("\"st-gs\"", "\"st-gz\""));
        assert_eq!(
            (line, key.as_deref(), value.as_deref()),
            (Some(2), Some("protocol"), Some("st-gz"))
        );
        assert!(
            e.to_string()
                .starts_with("mine.toml:2: protocol: unknown protocol `st-gz` (known: auto, "),
            "{e}"
        );

        let (e, line, _, value) = refusal(&USER.replace("baud = 9600", "baud = \"fast\""));
        assert_eq!(
            (line, value.as_deref()),
            (Some(4), Some("baud = \"fast\"")),
            "{e}"
        );

        let (e, line, key, value) = refusal(&USER.replace("0.2 g", "0.2 mm"));
        assert_eq!(
            (line, key.as_deref(), value.as_deref()),
            (Some(7), Some("stability.tolerance"), Some("0.2 mm")),
            "{e}"
        );

        let (e, line, ..) = refusal(&USER.replace("[stability]", "[stability]\nreadinsg = 3"));
        assert_eq!(line, Some(6), "{e}");
        assert!(e.message.contains("readinsg"), "{e}");

        let (e, line, key, value) = refusal(&USER.replace("baud = 9600", "baud = 0"));
        assert_eq!(
            (line, key.as_deref(), value.as_deref()),
            (Some(4), Some("port.baud"), Some("0")),
            "{e}"
        );

        let bad = format!("{USER}parity = \"mark\"\n").replace(
            "[stability]\npolicy = \"window\"\ntolerance = \"0.2 g\"\n",
            "",
        );
        let (e, line, _, value) = refusal(&bad);
        assert_eq!(
            (line, value.as_deref()),
            (Some(5), Some("parity = \"mark\"")),
            "{e}"
        );
    }

    #[test]
    fn an_unreadable_file_says_so() {
        let e = Profile::resolve("/nonexistent/mine.toml").unwrap_err();
        assert!(
            matches!(e, ProfileError::Read(ReadError::Io { .. })),
            "{e:?}"
        );
        assert!(
            e.to_string()
                .starts_with("/nonexistent/mine.toml: cannot read"),
            "{e}"
        );
    }

    #[test]
    fn unknown_names_list_the_shipped_ones() {
        let e = Profile::resolve("mt-sic").unwrap_err();
        assert!(e.to_string().contains("mt-sics"), "{e}");
    }
}
