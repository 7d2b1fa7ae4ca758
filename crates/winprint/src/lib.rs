//! Printing through the Windows spooler with GDI: the printers, their
//! paper sizes, and jobs of page images.
//!
//! A PDF cannot be sent to a Windows printer as it is (only a PDF reader or
//! the printer's own PDF support could print it), so `armoury-tags` renders
//! each page itself and this crate draws the pixels on a printer device
//! context (`StretchDIBits`), which the printer's driver turns into what the
//! printer understands. The whole API is safe; the Win32 calls (through
//! `windows-sys`) are in the private `ffi` module, the workspace's only
//! `unsafe` code, each block with its `// SAFETY:` reason.
//!
//! - [`printers()`]: the installed printers and the default one.
//! - [`papers()`]: the paper sizes a printer's driver offers.
//! - [`Job`]: opened on a printer with a [`Paper`] choice, it reports the
//!   [`Device`] (resolution, paper, printable area, in device pixels) so the
//!   caller can place its pages; [`Job::page`] draws one [`Image`] into a
//!   [`Rect`]; [`Job::finish`] hands the job to the spooler, and dropping an
//!   unfinished job abandons it (`AbortDoc`).
//!
//! Errors are [`Error`]s: no such printer, no default printer, or the
//! spooler's refusal with the Win32 call, error code and message.
//!
//! Windows only: on other systems the crate is empty (and the links above
//! lead nowhere).
#![cfg_attr(not(windows), allow(rustdoc::broken_intra_doc_links))]
#![cfg(windows)]

mod ffi;

use windows_sys::Win32::Foundation::ERROR_INVALID_PRINTER_NAME;
use windows_sys::Win32::Graphics::Gdi::{
    HORZRES, LOGPIXELSX, LOGPIXELSY, PHYSICALHEIGHT, PHYSICALOFFSETX, PHYSICALOFFSETY,
    PHYSICALWIDTH, VERTRES,
};

/// The most bytes of pixels handed to one `StretchDIBits` call: a page is
/// sent in bands of rows so no driver gets one huge bitmap.
const BAND_BYTES: usize = 4 << 20;

/// Why printing failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No printer of that name is installed.
    #[error("there is no printer named \"{printer}\"")]
    NoSuchPrinter {
        /// The name asked for.
        printer: String,
    },
    /// No printer was named and Windows has no default printer.
    #[error("no printer was named and Windows has no default printer")]
    NoDefaultPrinter,
    /// A call to the spooler or the printer's driver failed.
    #[error(
        "the Windows spooler refused the job for \"{printer}\": {call} failed: {message} (error {code})"
    )]
    Spooler {
        /// The printer.
        printer: String,
        /// The Win32 function that failed.
        call: &'static str,
        /// Its error code (`GetLastError`; 0 when it gave none).
        code: u32,
        /// The system's text for the code.
        message: String,
    },
    /// The pixels do not match the image's size.
    #[error("a {width} x {height} page image needs {expected} bytes of pixels, not {actual}")]
    BadImage {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// The bytes such an image has.
        expected: usize,
        /// The bytes given.
        actual: usize,
    },
    /// The job was already abandoned after an earlier error.
    #[error("the job for \"{printer}\" was abandoned after an earlier error")]
    Abandoned {
        /// The printer.
        printer: String,
    },
}

/// The system's text for a Win32 error code.
fn message(code: u32) -> String {
    if code == 0 {
        return "no reason given".to_string();
    }
    let text = std::io::Error::from_raw_os_error(code as i32).to_string();
    // std adds " (os error N)"; the code is reported on its own.
    match text.rfind(" (os error ") {
        Some(end) => text[..end]
            .trim_end_matches(['.', ' ', '\r', '\n'])
            .to_string(),
        None => text,
    }
}

fn spooler(printer: &str, error: ffi::OsError) -> Error {
    if error.code == ERROR_INVALID_PRINTER_NAME {
        return Error::NoSuchPrinter {
            printer: printer.to_string(),
        };
    }
    Error::Spooler {
        printer: printer.to_string(),
        call: error.call,
        code: error.code,
        message: message(error.code),
    }
}

fn wide_name(printer: &str) -> Result<Vec<u16>, Error> {
    ffi::wide(printer).ok_or_else(|| Error::NoSuchPrinter {
        printer: printer.to_string(),
    })
}

/// The installed printers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Printers {
    /// Their names, in the spooler's order (local printers and connections
    /// to shared ones).
    pub names: Vec<String>,
    /// The user's default printer, if one is set.
    pub default: Option<String>,
}

/// The installed printers and the default one.
pub fn printers() -> Result<Printers, Error> {
    let names = ffi::enum_printers().map_err(|error| spooler("", error))?;
    let default = ffi::default_printer().map_err(|error| spooler("", error))?;
    Ok(Printers { names, default })
}

/// A paper size a printer's driver offers.
#[derive(Clone, Debug, PartialEq)]
pub struct PaperSize {
    /// The driver's id for it (`DMPAPER_*` or its own), for [`Paper::Form`].
    pub id: u16,
    /// Its name ("A4", "62mm x 29mm").
    pub name: String,
    /// Width in millimetres (portrait).
    pub width_mm: f64,
    /// Height (length) in millimetres (portrait).
    pub height_mm: f64,
}

/// The paper sizes the driver of `printer` offers.
pub fn papers(printer: &str) -> Result<Vec<PaperSize>, Error> {
    let name = wide_name(printer)?;
    let entries = ffi::papers(&name).map_err(|error| spooler(printer, error))?;
    Ok(entries
        .into_iter()
        .map(|(id, (width, height), name)| PaperSize {
            id,
            name,
            width_mm: f64::from(width) / 10.0,
            height_mm: f64::from(height) / 10.0,
        })
        .collect())
}

/// The paper to ask the driver for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Paper {
    /// Whatever the printer's settings say.
    Default,
    /// One of the driver's [`PaperSize`]s, portrait or landscape.
    Form {
        /// Its id.
        id: u16,
        /// Turned a quarter (the page is wider than the paper's width).
        landscape: bool,
    },
    /// A size of our own (`dmPaperWidth`, `dmPaperLength`): label and roll printers take
    /// one; other drivers may ignore it (see [`Job::device`]).
    Custom {
        /// Width in millimetres.
        width_mm: f64,
        /// Height (length) in millimetres.
        height_mm: f64,
    },
}

impl Paper {
    fn setting(self) -> Option<ffi::PaperSetting> {
        let tenths = |mm: f64| (mm * 10.0).round().clamp(1.0, f64::from(i16::MAX)) as i16;
        match self {
            Paper::Default => None,
            Paper::Form { id, landscape } => i16::try_from(id)
                .ok()
                .map(|id| ffi::PaperSetting::Form { id, landscape }),
            Paper::Custom {
                width_mm,
                height_mm,
            } => Some(ffi::PaperSetting::Custom {
                width: tenths(width_mm),
                length: tenths(height_mm),
            }),
        }
    }
}

/// What the driver reports for the paper a job prints on
/// (`GetDeviceCaps`), in device pixels. GDI's origin (0, 0) is the top-left
/// corner of the printable area, `offset` from the paper's corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Device {
    /// Resolution across and down (`LOGPIXELSX`, `LOGPIXELSY`).
    pub dpi: (i32, i32),
    /// The whole paper (`PHYSICALWIDTH`, `PHYSICALHEIGHT`).
    pub paper: (i32, i32),
    /// The printable area's corner on the paper (`PHYSICALOFFSETX`, `PHYSICALOFFSETY`).
    pub offset: (i32, i32),
    /// The printable area (`HORZRES`, `VERTRES`).
    pub printable: (i32, i32),
}

/// A rectangle in device pixels, from GDI's origin (the printable area's
/// corner); it may start left of or above it (negative) to reach the
/// paper's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left edge.
    pub x: i32,
    /// Top edge.
    pub y: i32,
    /// Width.
    pub width: i32,
    /// Height.
    pub height: i32,
}

/// An image's pixels, row by row from the top, rows not padded.
#[derive(Clone, Copy, Debug)]
pub enum Pixels<'a> {
    /// One byte a pixel, 0 black to 255 white.
    Grey(&'a [u8]),
    /// Three bytes a pixel: red, green, blue.
    Rgb(&'a [u8]),
}

/// A page as pixels.
#[derive(Clone, Copy, Debug)]
pub struct Image<'a> {
    width: u32,
    height: u32,
    pixels: Pixels<'a>,
}

impl<'a> Image<'a> {
    /// An image of `width` x `height` pixels; the pixels must be exactly that many.
    pub fn new(width: u32, height: u32, pixels: Pixels<'a>) -> Result<Self, Error> {
        let (bytes, per_pixel) = match pixels {
            Pixels::Grey(bytes) => (bytes, 1),
            Pixels::Rgb(bytes) => (bytes, 3),
        };
        let expected = (width as usize)
            .checked_mul(height as usize)
            .and_then(|n| n.checked_mul(per_pixel));
        let fits = i32::try_from(width).is_ok() && i32::try_from(height).is_ok();
        if width == 0 || height == 0 || !fits || expected != Some(bytes.len()) {
            return Err(Error::BadImage {
                width,
                height,
                expected: expected.unwrap_or(usize::MAX),
                actual: bytes.len(),
            });
        }
        Ok(Image {
            width,
            height,
            pixels,
        })
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// No page yet: no job at the spooler.
    Open,
    /// `StartDoc` done.
    Started,
    /// Ended or abandoned.
    Closed,
}

/// A finished job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The printer.
    pub printer: String,
    /// The spooler's job id (`None` when there were no pages: nothing was sent).
    pub job: Option<u32>,
    /// Pages printed.
    pub pages: u32,
}

/// A print job on one printer. Opening it reads the printer's settings;
/// the job reaches the spooler with its first page; [`Job::finish`] lets
/// it print. Dropped before that, it is abandoned and nothing prints.
pub struct Job {
    dc: ffi::Dc,
    printer: String,
    document: Vec<u16>,
    device: Device,
    state: State,
    id: u32,
    pages: u32,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job")
            .field("printer", &self.printer)
            .field("device", &self.device)
            .field("state", &self.state)
            .field("pages", &self.pages)
            .finish_non_exhaustive()
    }
}

impl Job {
    /// Opens a job called `document` (the name the print queue shows) on
    /// `printer` (the default printer for `None`) with `paper`.
    pub fn open(printer: Option<&str>, document: &str, paper: Paper) -> Result<Job, Error> {
        let printer = match printer {
            Some(printer) => printer.to_string(),
            None => ffi::default_printer()
                .map_err(|error| spooler("", error))?
                .ok_or(Error::NoDefaultPrinter)?,
        };
        let name = wide_name(&printer)?;
        let mode = ffi::devmode(&name, paper.setting()).map_err(|e| spooler(&printer, e))?;
        let dc = ffi::Dc::create(&name, &mode).map_err(|e| spooler(&printer, e))?;
        let device = Device {
            dpi: (dc.caps(LOGPIXELSX), dc.caps(LOGPIXELSY)),
            paper: (dc.caps(PHYSICALWIDTH), dc.caps(PHYSICALHEIGHT)),
            offset: (dc.caps(PHYSICALOFFSETX), dc.caps(PHYSICALOFFSETY)),
            printable: (dc.caps(HORZRES), dc.caps(VERTRES)),
        };
        let document: String = document
            .chars()
            .map(|c| if c == '\0' { ' ' } else { c })
            .collect();
        Ok(Job {
            dc,
            printer,
            document: document.encode_utf16().chain([0]).collect(),
            device,
            state: State::Open,
            id: 0,
            pages: 0,
        })
    }

    /// The printer's name.
    pub fn printer(&self) -> &str {
        &self.printer
    }

    /// The resolution and paper the driver chose (it may have adjusted or
    /// ignored the [`Paper`] asked for).
    pub fn device(&self) -> Device {
        self.device
    }

    /// Prints `image` as one page, stretched to fill `at`. On an error the
    /// job is abandoned (nothing of it prints).
    pub fn page(&mut self, image: &Image<'_>, at: Rect) -> Result<(), Error> {
        let result = self.try_page(image, at);
        if result.is_err() && self.state == State::Started {
            self.dc.abort_doc();
            self.state = State::Closed;
        }
        result
    }

    fn try_page(&mut self, image: &Image<'_>, at: Rect) -> Result<(), Error> {
        let printer = self.printer.clone();
        let fail = |error| spooler(&printer, error);
        match self.state {
            State::Closed => {
                return Err(Error::Abandoned {
                    printer: self.printer.clone(),
                });
            }
            State::Open => {
                let id = self.dc.start_doc(&self.document).map_err(fail)?;
                self.id = u32::try_from(id).unwrap_or(0);
                self.state = State::Started;
            }
            State::Started => {}
        }
        self.dc.start_page().map_err(fail)?;
        let (grey, source, per_pixel) = match image.pixels {
            Pixels::Grey(bytes) => (true, bytes, 1),
            Pixels::Rgb(bytes) => (false, bytes, 3),
        };
        let width = image.width as usize;
        let height = image.height as usize;
        let row = width * per_pixel;
        let stride = row.div_ceil(4) * 4;
        // Every band covers at least one row of the device.
        let at_least = height.div_ceil(at.height.max(1) as usize);
        let band_rows = (BAND_BYTES / stride).max(at_least).clamp(1, height);
        let mut band = vec![0u8; stride * band_rows];
        let dest_y =
            |r: usize| i64::from(at.y) + (r as i64 * i64::from(at.height)) / image.height as i64;
        let mut first = 0;
        while first < height {
            let rows = band_rows.min(height - first);
            for (index, line) in source[first * row..(first + rows) * row]
                .chunks_exact(row)
                .enumerate()
            {
                let target = &mut band[index * stride..index * stride + row];
                if grey {
                    target.copy_from_slice(line);
                } else {
                    for (out, rgb) in target.chunks_exact_mut(3).zip(line.chunks_exact(3)) {
                        out.copy_from_slice(&[rgb[2], rgb[1], rgb[0]]);
                    }
                }
            }
            let top = dest_y(first);
            let bottom = dest_y(first + rows);
            let dest = [at.x, top as i32, at.width, (bottom - top) as i32];
            self.dc
                .stretch(
                    dest,
                    image.width as i32,
                    rows as i32,
                    &band[..stride * rows],
                    grey,
                )
                .map_err(fail)?;
            first += rows;
        }
        self.dc.end_page().map_err(fail)?;
        self.pages += 1;
        Ok(())
    }

    /// Ends the job: the spooler prints its pages. A job with no pages
    /// sends nothing.
    pub fn finish(mut self) -> Result<Printed, Error> {
        let state = std::mem::replace(&mut self.state, State::Closed);
        match state {
            State::Closed => Err(Error::Abandoned {
                printer: self.printer.clone(),
            }),
            State::Open => Ok(Printed {
                printer: self.printer.clone(),
                job: None,
                pages: 0,
            }),
            State::Started => match self.dc.end_doc() {
                Ok(()) => Ok(Printed {
                    printer: self.printer.clone(),
                    job: Some(self.id),
                    pages: self.pages,
                }),
                Err(error) => {
                    self.dc.abort_doc();
                    Err(spooler(&self.printer, error))
                }
            },
        }
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        if self.state == State::Started {
            self.dc.abort_doc();
        }
    }
}
