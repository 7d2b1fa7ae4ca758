//! The Win32 calls, each behind a safe function: the only `unsafe` code of
//! the workspace.
//!
//! Every function here takes Rust-owned buffers (wide strings with their
//! terminating NUL, `Vec`s sized from the size the API asked for) and hands
//! back owned values; handles are owned by types that release them on drop
//! ([`PrinterHandle`], [`Dc`]). Nothing here decides anything: `lib.rs`
//! maps errors and checks images.
#![allow(unsafe_code)]

use std::ptr::{null, null_mut};

use windows_sys::Win32::Foundation::{
    ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER, POINT,
};
use windows_sys::Win32::Graphics::Gdi::{
    BI_RGB, BITMAPINFO, BITMAPINFOHEADER, COLORONCOLOR, CreateDCW, DEVMODEW, DIB_RGB_COLORS,
    DM_FORMNAME, DM_IN_BUFFER, DM_ORIENTATION, DM_OUT_BUFFER, DM_PAPERLENGTH, DM_PAPERSIZE,
    DM_PAPERWIDTH, DMORIENT_LANDSCAPE, DMORIENT_PORTRAIT, DeleteDC, GDI_ERROR,
    GET_DEVICE_CAPS_INDEX, GetDeviceCaps, HDC, RGBQUAD, SRCCOPY, SetStretchBltMode, StretchDIBits,
};
use windows_sys::Win32::Graphics::Printing::{
    ClosePrinter, DocumentPropertiesW, EnumPrintersW, GetDefaultPrinterW, OpenPrinterW,
    PRINTER_ENUM_CONNECTIONS, PRINTER_ENUM_LOCAL, PRINTER_HANDLE, PRINTER_INFO_4W,
};
use windows_sys::Win32::Storage::Xps::{
    AbortDoc, DC_PAPERNAMES, DC_PAPERS, DC_PAPERSIZE, DOCINFOW, DeviceCapabilitiesW, EndDoc,
    EndPage, StartDocW, StartPage,
};

/// A failed call: its name and `GetLastError()` right after it (0 when the
/// call set none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OsError {
    /// The Win32 function that failed.
    pub call: &'static str,
    /// Its error code.
    pub code: u32,
}

fn last_error(call: &'static str) -> OsError {
    let code = std::io::Error::last_os_error()
        .raw_os_error()
        .and_then(|code| u32::try_from(code).ok())
        .unwrap_or(0);
    OsError { call, code }
}

/// `text` as a NUL-terminated UTF-16 string; `None` if it holds a NUL.
pub(crate) fn wide(text: &str) -> Option<Vec<u16>> {
    if text.contains('\0') {
        return None;
    }
    Some(text.encode_utf16().chain([0]).collect())
}

/// The NUL-terminated UTF-16 string at `text` (empty for a null pointer).
///
/// # Safety
///
/// `text` is null or points to a readable NUL-terminated UTF-16 string.
unsafe fn from_wide(text: *const u16) -> String {
    if text.is_null() {
        return String::new();
    }
    let mut len = 0;
    // SAFETY: the string is NUL-terminated (the caller's promise), so every
    // unit up to and including the NUL is readable.
    while unsafe { *text.add(len) } != 0 {
        len += 1;
    }
    // SAFETY: the `len` units before the NUL were just read.
    String::from_utf16_lossy(unsafe { std::slice::from_raw_parts(text, len) })
}

/// The printers installed for this user (local ones and connections to
/// shared ones), by name, in the spooler's order.
pub(crate) fn enum_printers() -> Result<Vec<String>, OsError> {
    const FLAGS: u32 = PRINTER_ENUM_LOCAL | PRINTER_ENUM_CONNECTIONS;
    let mut needed = 0u32;
    let mut returned = 0u32;
    // SAFETY: no buffer (null, 0 bytes): the call only writes the two counts,
    // which point to live locals.
    let ok = unsafe { EnumPrintersW(FLAGS, null(), 4, null_mut(), 0, &mut needed, &mut returned) };
    if ok != 0 {
        return Ok(Vec::new());
    }
    // Printers may be added between the calls: ask again with the new size.
    for _ in 0..4 {
        let error = last_error("EnumPrintersW");
        if error.code != ERROR_INSUFFICIENT_BUFFER {
            return Err(error);
        }
        // u64s: aligned for PRINTER_INFO_4W (pointers and a u32).
        let mut buffer = vec![0u64; (needed as usize).div_ceil(8)];
        let size = u32::try_from(buffer.len() * 8).unwrap_or(u32::MAX);
        // SAFETY: `buffer` is `size` writable bytes, 8-byte aligned; the
        // counts point to live locals.
        let ok = unsafe {
            EnumPrintersW(
                FLAGS,
                null(),
                4,
                buffer.as_mut_ptr().cast(),
                size,
                &mut needed,
                &mut returned,
            )
        };
        if ok == 0 {
            continue;
        }
        let infos = buffer.as_ptr().cast::<PRINTER_INFO_4W>();
        let names = (0..returned as usize)
            .map(|index| {
                // SAFETY: the call wrote `returned` PRINTER_INFO_4W at the
                // start of `buffer` (aligned, in bounds), and their names
                // point to NUL-terminated strings further on in `buffer`,
                // which is still alive.
                unsafe { from_wide((*infos.add(index)).pPrinterName) }
            })
            .collect();
        return Ok(names);
    }
    Err(last_error("EnumPrintersW"))
}

/// The user's default printer, if one is set.
pub(crate) fn default_printer() -> Result<Option<String>, OsError> {
    let mut len = 0u32;
    // SAFETY: a null buffer asks for the length only, written to a live local.
    let ok = unsafe { GetDefaultPrinterW(null_mut(), &mut len) };
    if ok == 0 {
        let error = last_error("GetDefaultPrinterW");
        if error.code == ERROR_FILE_NOT_FOUND {
            return Ok(None);
        }
        if error.code != ERROR_INSUFFICIENT_BUFFER {
            return Err(error);
        }
    }
    let mut buffer = vec![0u16; len as usize + 1];
    let mut len = u32::try_from(buffer.len()).unwrap_or(u32::MAX);
    // SAFETY: `buffer` holds `len` writable UTF-16 units.
    let ok = unsafe { GetDefaultPrinterW(buffer.as_mut_ptr(), &mut len) };
    if ok == 0 {
        let error = last_error("GetDefaultPrinterW");
        return if error.code == ERROR_FILE_NOT_FOUND {
            Ok(None)
        } else {
            Err(error)
        };
    }
    let end = buffer
        .iter()
        .position(|&unit| unit == 0)
        .unwrap_or(buffer.len());
    Ok(Some(String::from_utf16_lossy(&buffer[..end])).filter(|name| !name.is_empty()))
}

/// An open printer (`OpenPrinterW`), closed when dropped.
struct PrinterHandle(PRINTER_HANDLE);

impl PrinterHandle {
    fn open(name: &[u16]) -> Result<Self, OsError> {
        let mut handle = PRINTER_HANDLE::default();
        // SAFETY: `name` is NUL-terminated (from `wide`); the handle is
        // written to a live local; no defaults (null).
        let ok = unsafe { OpenPrinterW(name.as_ptr(), &mut handle, null()) };
        if ok == 0 {
            return Err(last_error("OpenPrinterW"));
        }
        Ok(PrinterHandle(handle))
    }
}

impl Drop for PrinterHandle {
    fn drop(&mut self) {
        // SAFETY: the handle came from a successful OpenPrinterW and is closed once.
        unsafe { ClosePrinter(self.0) };
    }
}

/// What to set in the printer's default DEVMODE.
#[derive(Clone, Copy, Debug)]
pub(crate) enum PaperSetting {
    /// A paper size the driver lists (`DC_PAPERS`), and the orientation.
    Form { id: i16, landscape: bool },
    /// A size of the user's, in tenths of a millimetre.
    Custom { width: i16, length: i16 },
}

/// A DEVMODEW with the driver's private bytes after it, in an aligned buffer.
pub(crate) struct DevMode {
    buffer: Vec<u64>,
}

impl DevMode {
    fn sized(bytes: usize) -> Self {
        DevMode {
            buffer: vec![0; bytes.max(size_of::<DEVMODEW>()).div_ceil(8)],
        }
    }

    fn as_ptr(&self) -> *const DEVMODEW {
        self.buffer.as_ptr().cast()
    }

    fn as_mut_ptr(&mut self) -> *mut DEVMODEW {
        self.buffer.as_mut_ptr().cast()
    }
}

/// The printer's default settings (`DocumentPropertiesW`), with `paper`
/// set and merged by the driver (which may adjust or ignore it).
pub(crate) fn devmode(name: &[u16], paper: Option<PaperSetting>) -> Result<DevMode, OsError> {
    let printer = PrinterHandle::open(name)?;
    // SAFETY: no output buffer and mode 0: the call returns the size needed;
    // `name` is NUL-terminated; the handle is open.
    let size =
        unsafe { DocumentPropertiesW(null_mut(), printer.0, name.as_ptr(), null_mut(), null(), 0) };
    let Ok(size) = usize::try_from(size) else {
        return Err(last_error("DocumentPropertiesW"));
    };
    let mut defaults = DevMode::sized(size);
    // SAFETY: the buffer holds at least `size` bytes, as the driver asked,
    // 8-byte aligned; no input.
    let ok = unsafe {
        DocumentPropertiesW(
            null_mut(),
            printer.0,
            name.as_ptr(),
            defaults.as_mut_ptr(),
            null(),
            DM_OUT_BUFFER,
        )
    };
    if ok < 0 {
        return Err(last_error("DocumentPropertiesW"));
    }
    let Some(paper) = paper else {
        return Ok(defaults);
    };
    {
        // SAFETY: the driver just wrote a DEVMODEW at the start of the
        // buffer, which is aligned and at least that big; the reference is
        // the only one to it and ends with this block.
        let mode = unsafe { &mut *defaults.as_mut_ptr() };
        // A form name would take precedence over the size on NT drivers.
        mode.dmFields &= !(DM_FORMNAME | DM_PAPERSIZE | DM_PAPERWIDTH | DM_PAPERLENGTH);
        match paper {
            PaperSetting::Form { id, landscape } => {
                mode.dmFields |= DM_PAPERSIZE | DM_ORIENTATION;
                mode.Anonymous1.Anonymous1.dmPaperSize = id;
                let orientation = if landscape {
                    DMORIENT_LANDSCAPE
                } else {
                    DMORIENT_PORTRAIT
                };
                mode.Anonymous1.Anonymous1.dmOrientation = orientation as i16;
            }
            PaperSetting::Custom { width, length } => {
                // Width and length without DM_PAPERSIZE: "overrides the
                // paper size" (DEVMODEW). Not DMPAPER_USER: drivers number
                // their own forms from it (wine's PostScript driver took it
                // for the first such form of the printer's PPD).
                mode.dmFields |= DM_PAPERWIDTH | DM_PAPERLENGTH | DM_ORIENTATION;
                mode.Anonymous1.Anonymous1.dmPaperSize = 0;
                mode.Anonymous1.Anonymous1.dmPaperWidth = width;
                mode.Anonymous1.Anonymous1.dmPaperLength = length;
                mode.Anonymous1.Anonymous1.dmOrientation = DMORIENT_PORTRAIT as i16;
            }
        }
    }
    let mut merged = DevMode::sized(size);
    // SAFETY: both buffers hold `size` bytes (the driver's size), aligned;
    // the input is the driver's own DEVMODE with paper fields changed.
    let ok = unsafe {
        DocumentPropertiesW(
            null_mut(),
            printer.0,
            name.as_ptr(),
            merged.as_mut_ptr(),
            defaults.as_ptr(),
            DM_IN_BUFFER | DM_OUT_BUFFER,
        )
    };
    if ok < 0 {
        return Err(last_error("DocumentPropertiesW"));
    }
    Ok(merged)
}

/// A paper size the driver offers: its id, size in tenths of a millimetre
/// (width, length) and name.
pub(crate) type PaperEntry = (u16, (i32, i32), String);

/// The paper sizes the printer's driver offers (`DeviceCapabilitiesW`).
pub(crate) fn papers(name: &[u16]) -> Result<Vec<PaperEntry>, OsError> {
    // SAFETY: a null output asks for the count; `name` is NUL-terminated.
    let count =
        unsafe { DeviceCapabilitiesW(name.as_ptr(), null(), DC_PAPERS, null_mut(), null()) };
    let Ok(count) = usize::try_from(count) else {
        return Err(last_error("DeviceCapabilitiesW"));
    };
    if count == 0 {
        return Ok(Vec::new());
    }
    let mut ids = vec![0u16; count];
    let mut sizes = vec![POINT { x: 0, y: 0 }; count];
    let mut names = vec![0u16; count * 64];
    // SAFETY: each buffer holds `count` entries of the documented size (a
    // WORD, a POINT, 64 WCHARs), the count the driver just gave.
    let ok = unsafe {
        DeviceCapabilitiesW(name.as_ptr(), null(), DC_PAPERS, ids.as_mut_ptr(), null()) >= 0
            && DeviceCapabilitiesW(
                name.as_ptr(),
                null(),
                DC_PAPERSIZE,
                sizes.as_mut_ptr().cast(),
                null(),
            ) >= 0
            && DeviceCapabilitiesW(
                name.as_ptr(),
                null(),
                DC_PAPERNAMES,
                names.as_mut_ptr(),
                null(),
            ) >= 0
    };
    if !ok {
        return Err(last_error("DeviceCapabilitiesW"));
    }
    Ok(ids
        .iter()
        .zip(&sizes)
        .zip(names.chunks_exact(64))
        .map(|((&id, size), name)| {
            let end = name.iter().position(|&unit| unit == 0).unwrap_or(64);
            (id, (size.x, size.y), String::from_utf16_lossy(&name[..end]))
        })
        .collect())
}

/// A printer device context (`CreateDCW`), deleted when dropped.
pub(crate) struct Dc(HDC);

/// The bitmap header and a 256-grey palette, laid out as GDI reads a
/// BITMAPINFO with `biClrUsed = 256`.
#[repr(C)]
struct GreyBitmapInfo {
    header: BITMAPINFOHEADER,
    colours: [RGBQUAD; 256],
}

impl Dc {
    /// A device context for printer `name` with the settings `mode`.
    pub(crate) fn create(name: &[u16], mode: &DevMode) -> Result<Self, OsError> {
        // SAFETY: `name` is NUL-terminated; `mode` is a DEVMODE the driver
        // filled in (with its private bytes); no driver or port name (GDI
        // ignores them for printers).
        let dc = unsafe { CreateDCW(null(), name.as_ptr(), null(), mode.as_ptr()) };
        if dc.is_null() {
            return Err(last_error("CreateDCW"));
        }
        Ok(Dc(dc))
    }

    /// `GetDeviceCaps(index)`.
    pub(crate) fn caps(&self, index: GET_DEVICE_CAPS_INDEX) -> i32 {
        // SAFETY: the DC is alive; an unknown index returns 0.
        unsafe { GetDeviceCaps(self.0, index as i32) }
    }

    /// Starts the print job; its id.
    pub(crate) fn start_doc(&self, document: &[u16]) -> Result<i32, OsError> {
        let info = DOCINFOW {
            cbSize: size_of::<DOCINFOW>() as i32,
            lpszDocName: document.as_ptr(),
            lpszOutput: null(),
            lpszDatatype: null(),
            fwType: 0,
        };
        // SAFETY: `info` and the NUL-terminated `document` outlive the call.
        let id = unsafe { StartDocW(self.0, &info) };
        if id <= 0 {
            return Err(last_error("StartDocW"));
        }
        Ok(id)
    }

    /// Starts a page.
    pub(crate) fn start_page(&self) -> Result<(), OsError> {
        // SAFETY: the DC is alive.
        if unsafe { StartPage(self.0) } <= 0 {
            return Err(last_error("StartPage"));
        }
        Ok(())
    }

    /// Ends a page.
    pub(crate) fn end_page(&self) -> Result<(), OsError> {
        // SAFETY: the DC is alive.
        if unsafe { EndPage(self.0) } <= 0 {
            return Err(last_error("EndPage"));
        }
        Ok(())
    }

    /// Ends the job: the spooler prints it.
    pub(crate) fn end_doc(&self) -> Result<(), OsError> {
        // SAFETY: the DC is alive.
        if unsafe { EndDoc(self.0) } <= 0 {
            return Err(last_error("EndDoc"));
        }
        Ok(())
    }

    /// Abandons the job: the spooler deletes what it has.
    pub(crate) fn abort_doc(&self) {
        // SAFETY: the DC is alive.
        unsafe { AbortDoc(self.0) };
    }

    /// Draws `rows` rows of `width` pixels from `bits` (top row first; grey
    /// bytes, or B, G, R bytes as GDI wants them; each row padded to 4 bytes) into the device
    /// rectangle `dest` (x, y, width, height), scaled without smoothing.
    pub(crate) fn stretch(
        &self,
        dest: [i32; 4],
        width: i32,
        rows: i32,
        bits: &[u8],
        grey: bool,
    ) -> Result<(), OsError> {
        let bytes_per_pixel = if grey { 1 } else { 3 };
        let stride = (i64::from(width) * bytes_per_pixel + 3) / 4 * 4;
        if width <= 0 || rows <= 0 || (bits.len() as i64) < stride * i64::from(rows) {
            return Err(OsError {
                call: "StretchDIBits",
                code: ERROR_INVALID_PARAMETER,
            });
        }
        let header = BITMAPINFOHEADER {
            biSize: size_of::<BITMAPINFOHEADER>() as u32,
            biWidth: width,
            biHeight: -rows, // top-down
            biPlanes: 1,
            biBitCount: if grey { 8 } else { 24 },
            biCompression: BI_RGB,
            biSizeImage: 0,
            biXPelsPerMeter: 0,
            biYPelsPerMeter: 0,
            biClrUsed: if grey { 256 } else { 0 },
            biClrImportant: 0,
        };
        let mut info = GreyBitmapInfo {
            header,
            colours: [RGBQUAD::default(); 256],
        };
        for (level, colour) in info.colours.iter_mut().enumerate() {
            let level = level as u8;
            *colour = RGBQUAD {
                rgbBlue: level,
                rgbGreen: level,
                rgbRed: level,
                rgbReserved: 0,
            };
        }
        // SAFETY: the DC is alive.
        unsafe { SetStretchBltMode(self.0, COLORONCOLOR) };
        let [x, y, w, h] = dest;
        // SAFETY: `bits` holds `rows` rows of `stride` bytes (checked above),
        // the layout the header describes; `info` starts with the header and
        // holds the 256 colours `biClrUsed` announces (a 24-bit bitmap reads
        // none); both outlive the call.
        let drawn = unsafe {
            StretchDIBits(
                self.0,
                x,
                y,
                w,
                h,
                0,
                0,
                width,
                rows,
                bits.as_ptr().cast(),
                (&raw const info).cast::<BITMAPINFO>(),
                DIB_RGB_COLORS,
                SRCCOPY,
            )
        };
        if drawn == 0 || drawn == GDI_ERROR {
            return Err(last_error("StretchDIBits"));
        }
        Ok(())
    }
}

impl Drop for Dc {
    fn drop(&mut self) {
        // SAFETY: the DC came from a successful CreateDCW and is deleted once.
        unsafe { DeleteDC(self.0) };
    }
}
