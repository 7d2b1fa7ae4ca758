//! Windows: webcams through Media Foundation. The crate's only `unsafe`
//! code, each block with its `// SAFETY:` reason.
//!
//! Media Foundation's functions are looked up when first needed
//! (`LoadLibraryExW` from System32, `GetProcAddress`), not imported:
//! Windows "N" editions lack Media Foundation until the Media Feature Pack
//! is installed, and a program importing them would not start there at
//! all. Without it there are no cameras, and opening one says which
//! library is missing.
//!
//! [`cameras`] lists Media Foundation's video capture devices
//! (`MFEnumDeviceSources`), named by their friendly name and identified by
//! their symbolic link. Any failure while listing means no cameras (under
//! wine the list is simply empty). Listing runs on a short-lived thread
//! of its own, which initialises COM (multithreaded) and Media Foundation
//! and undoes both, so the caller's thread (the GUI's, an STA) is left as
//! it was; the caller waits at most [`LIST_WAIT`].
//!
//! [`MfCamera::open`] starts a reader thread, which initialises COM and
//! Media Foundation, activates the device with that symbolic link, makes a
//! source reader with `MF_SOURCE_READER_ENABLE_VIDEO_PROCESSING` (so Media
//! Foundation decodes and converts whatever the camera sends), chooses the
//! camera's 1280 × 720 type (or the largest no wider than 1920) and asks
//! for RGB32 out. The COM objects are not `Send`, so they never leave that
//! thread: [`MfCamera`] holds only channels, and each
//! [`frame`](Camera::frame) sends a request and waits for the answer at
//! most [`FRAME_WAIT`], which also bounds a synchronous `ReadSample` that
//! never returns (the reader thread is then left to end when it does).
//! Frames are copied out of the locked buffer (B, G, R, unused, top-down or
//! bottom-up by the sign of the stride) by [`bgrx_to_rgb`], which checks
//! every row against the buffer's length.
//!
//! Errors: `E_ACCESSDENIED` (the camera privacy setting) is not allowed;
//! a device in use elsewhere is busy; an invalidated or removed device is
//! disconnected; any other failure is a platform error with the call, the
//! HRESULT and the system's words for it.
#![allow(unsafe_code)]

use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::OnceLock;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use image::RgbImage;
use windows::Win32::Foundation::{
    E_ACCESSDENIED, E_POINTER, ERROR_PROC_NOT_FOUND, HMODULE, RPC_E_CHANGED_MODE,
};
use windows::Win32::Media::MediaFoundation::{
    IMF2DBuffer2, IMFActivate, IMFAttributes, IMFMediaSource, IMFMediaType, IMFSample,
    IMFSourceReader, MF_DEVSOURCE_ATTRIBUTE_FRIENDLY_NAME, MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE,
    MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE_VIDCAP_GUID,
    MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE_VIDCAP_SYMBOLIC_LINK, MF_E_HW_MFT_FAILED_START_STREAMING,
    MF_E_INVALIDMEDIATYPE, MF_E_NO_MORE_TYPES, MF_E_SHUTDOWN, MF_E_TOPO_CODEC_NOT_FOUND,
    MF_E_VIDEO_RECORDING_DEVICE_INVALIDATED, MF_E_VIDEO_RECORDING_DEVICE_PREEMPTED,
    MF_MT_DEFAULT_STRIDE, MF_MT_FRAME_RATE, MF_MT_FRAME_SIZE, MF_MT_MAJOR_TYPE, MF_MT_SUBTYPE,
    MF_SOURCE_READER_ALL_STREAMS, MF_SOURCE_READER_ENABLE_VIDEO_PROCESSING,
    MF_SOURCE_READER_FIRST_VIDEO_STREAM, MF_SOURCE_READERF_CURRENTMEDIATYPECHANGED,
    MF_SOURCE_READERF_ENDOFSTREAM, MF_SOURCE_READERF_ERROR, MF_VERSION, MF2DBuffer_LockFlags_Read,
    MFMediaType_Video, MFSTARTUP_NOSOCKET, MFVideoFormat_RGB32,
};
use windows::Win32::System::Com::{
    COINIT_MULTITHREADED, CoInitializeEx, CoTaskMemFree, CoUninitialize,
};
use windows::Win32::System::LibraryLoader::{
    GetProcAddress, LOAD_LIBRARY_SEARCH_SYSTEM32, LoadLibraryExW,
};
use windows::core::{GUID, HRESULT, Interface, PCSTR, PCWSTR, PWSTR, s, w};

use crate::pixels::{bgrx_to_rgb, choose_size};
use crate::{Camera, CameraError, CameraInfo, FRAME_WAIT};

/// How long [`cameras`] waits for the listing thread.
const LIST_WAIT: Duration = Duration::from_secs(10);
/// How long [`MfCamera::open`] waits for the camera to start (activating a
/// webcam's driver can take a few seconds).
const OPEN_WAIT: Duration = Duration::from_secs(15);

/// The source reader's first video stream.
const STREAM: u32 = MF_SOURCE_READER_FIRST_VIDEO_STREAM.0 as u32;
/// `HRESULT_FROM_WIN32(ERROR_DEVICE_NOT_CONNECTED)`.
const DEVICE_NOT_CONNECTED: HRESULT = HRESULT(0x8007_048F_u32 as i32);
/// `HRESULT_FROM_WIN32(ERROR_DEVICE_REMOVED)`.
const DEVICE_REMOVED: HRESULT = HRESULT(0x8007_0651_u32 as i32);

/// Media Foundation's functions, loaded when first needed.
///
/// They are looked up at run time, not imported: Windows "N" editions have
/// no Media Foundation until its Media Feature Pack is installed, and a
/// program that imported them would not start there at all. Without it,
/// this module finds no cameras and opening one says why.
struct Entry {
    startup: unsafe extern "system" fn(u32, u32) -> HRESULT,
    shutdown: unsafe extern "system" fn() -> HRESULT,
    create_attributes: unsafe extern "system" fn(*mut *mut c_void, u32) -> HRESULT,
    create_media_type: unsafe extern "system" fn(*mut *mut c_void) -> HRESULT,
    enum_device_sources:
        unsafe extern "system" fn(*mut c_void, *mut *mut *mut c_void, *mut u32) -> HRESULT,
    create_source_reader:
        unsafe extern "system" fn(*mut c_void, *mut c_void, *mut *mut c_void) -> HRESULT,
}

/// The loaded functions (once per process; the libraries stay loaded), or
/// the call that failed and its error code.
fn entry() -> Result<&'static Entry, Failure> {
    static ENTRY: OnceLock<Result<Entry, Failure>> = OnceLock::new();
    ENTRY.get_or_init(load).as_ref().map_err(|failure| *failure)
}

/// A failed call (`LoadLibraryExW(mf.dll)`) and its code.
#[derive(Clone, Copy, Debug)]
struct Failure {
    call: &'static str,
    code: HRESULT,
}

impl Failure {
    fn of(call: &'static str) -> impl FnOnce(windows::core::Error) -> Failure {
        move |error| Failure {
            call,
            code: error.code(),
        }
    }
}

/// A system library, from System32 only (never the working folder).
fn library(name: PCWSTR, call: &'static str) -> Result<HMODULE, Failure> {
    // SAFETY: a constant NUL-terminated name; the flag limits the search
    // to System32. The module is never freed (its functions are kept).
    unsafe { LoadLibraryExW(name, None, LOAD_LIBRARY_SEARCH_SYSTEM32) }.map_err(Failure::of(call))
}

/// A function of a loaded library.
fn function(
    module: HMODULE,
    name: PCSTR,
    call: &'static str,
) -> Result<unsafe extern "system" fn() -> isize, Failure> {
    // SAFETY: a module loaded above and never freed; a constant
    // NUL-terminated name.
    unsafe { GetProcAddress(module, name) }.ok_or(Failure {
        call,
        code: HRESULT::from_win32(ERROR_PROC_NOT_FOUND.0),
    })
}

fn load() -> Result<Entry, Failure> {
    let mfplat = library(w!("mfplat.dll"), "LoadLibraryExW(mfplat.dll)")?;
    let mf = library(w!("mf.dll"), "LoadLibraryExW(mf.dll)")?;
    let mfreadwrite = library(w!("mfreadwrite.dll"), "LoadLibraryExW(mfreadwrite.dll)")?;
    let startup = function(mfplat, s!("MFStartup"), "GetProcAddress(MFStartup)")?;
    let shutdown = function(mfplat, s!("MFShutdown"), "GetProcAddress(MFShutdown)")?;
    let create_attributes = function(
        mfplat,
        s!("MFCreateAttributes"),
        "GetProcAddress(MFCreateAttributes)",
    )?;
    let create_media_type = function(
        mfplat,
        s!("MFCreateMediaType"),
        "GetProcAddress(MFCreateMediaType)",
    )?;
    let enum_device_sources = function(
        mf,
        s!("MFEnumDeviceSources"),
        "GetProcAddress(MFEnumDeviceSources)",
    )?;
    let create_source_reader = function(
        mfreadwrite,
        s!("MFCreateSourceReaderFromMediaSource"),
        "GetProcAddress(MFCreateSourceReaderFromMediaSource)",
    )?;
    // SAFETY: (each transmute) the function pointer came from
    // `GetProcAddress` for that name, and the type it becomes is the
    // function's documented signature (mfapi.h, mfidl.h, mfreadwrite.h;
    // `extern "system"`, COM pointers as `*mut c_void`, HRESULT a
    // transparent i32), as the `windows` crate declares it.
    unsafe {
        Ok(Entry {
            startup: std::mem::transmute::<
                unsafe extern "system" fn() -> isize,
                unsafe extern "system" fn(u32, u32) -> HRESULT,
            >(startup),
            shutdown: std::mem::transmute::<
                unsafe extern "system" fn() -> isize,
                unsafe extern "system" fn() -> HRESULT,
            >(shutdown),
            create_attributes: std::mem::transmute::<
                unsafe extern "system" fn() -> isize,
                unsafe extern "system" fn(*mut *mut c_void, u32) -> HRESULT,
            >(create_attributes),
            create_media_type: std::mem::transmute::<
                unsafe extern "system" fn() -> isize,
                unsafe extern "system" fn(*mut *mut c_void) -> HRESULT,
            >(create_media_type),
            enum_device_sources: std::mem::transmute::<
                unsafe extern "system" fn() -> isize,
                unsafe extern "system" fn(*mut c_void, *mut *mut *mut c_void, *mut u32) -> HRESULT,
            >(enum_device_sources),
            create_source_reader: std::mem::transmute::<
                unsafe extern "system" fn() -> isize,
                unsafe extern "system" fn(*mut c_void, *mut c_void, *mut *mut c_void) -> HRESULT,
            >(create_source_reader),
        })
    }
}

/// A COM object an out-pointer received; an error if it is null.
///
/// # Safety
///
/// `raw` is null or an owned reference to an object of interface `T`,
/// which the result takes over (and releases when dropped).
unsafe fn owned<T: Interface>(raw: *mut c_void) -> windows::core::Result<T> {
    if raw.is_null() {
        return Err(E_POINTER.into());
    }
    // SAFETY: non-null, and an owned `T` reference by the contract above.
    Ok(unsafe { T::from_raw(raw) })
}

/// COM (multithreaded) and Media Foundation, started on this thread and
/// shut down in reverse when dropped. Declare it before any Media
/// Foundation object, so those are released first.
struct Session {
    /// Media Foundation's functions.
    mf: &'static Entry,
    /// Dropped after `MFShutdown` (fields drop after `Drop::drop`).
    _com: Com,
}

impl Session {
    fn start() -> Result<Session, Failure> {
        let mf = entry()?;
        // SAFETY: no reserved pointer; on success (S_OK or S_FALSE) it is
        // paired with `CoUninitialize` on this same thread by `Com`.
        let initialised = unsafe { CoInitializeEx(None, COINIT_MULTITHREADED) };
        if initialised.is_err() && initialised != RPC_E_CHANGED_MODE {
            return Err(Failure {
                call: "CoInitializeEx",
                code: initialised,
            });
        }
        let com = Com(initialised.is_ok());
        // SAFETY: the version this code was written against; paired with
        // `MFShutdown` in `drop` (a `Session` exists only if it succeeded;
        // on failure `com` uninitialises COM as it drops).
        unsafe { (mf.startup)(MF_VERSION, MFSTARTUP_NOSOCKET) }
            .ok()
            .map_err(Failure::of("MFStartup"))?;
        Ok(Session { mf, _com: com })
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // SAFETY: `MFStartup` succeeded on this thread (a `Session` exists
        // only then) and this thread's Media Foundation objects have been
        // released before (they are declared after the session).
        let _ = unsafe { (self.mf.shutdown)() };
    }
}

/// COM on this thread, uninitialised on drop when `.0` (it was
/// initialised here, not found already initialised another way).
struct Com(bool);

impl Drop for Com {
    fn drop(&mut self) {
        if self.0 {
            // SAFETY: pairs the successful `CoInitializeEx` of this thread.
            unsafe { CoUninitialize() };
        }
    }
}

/// A video capture device as Media Foundation lists it.
struct Found {
    name: String,
    link: String,
    activate: IMFActivate,
}

/// The cameras found; any failure means none.
pub(crate) fn cameras() -> Vec<CameraInfo> {
    let (found_tx, found_rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("camera list".to_string())
        .spawn(move || {
            let _ = found_tx.send(list());
        });
    if spawned.is_err() {
        return Vec::new();
    }
    let mut found = found_rx.recv_timeout(LIST_WAIT).unwrap_or_default();
    // Two cameras of one model: tell them apart.
    for index in 1..found.len() {
        let (before, after) = found.split_at_mut(index);
        if before.iter().any(|camera| camera.name == after[0].name) {
            after[0].name = format!("{} ({})", after[0].name, index + 1);
        }
    }
    found
}

/// The cameras found, on this thread (which has no session yet).
fn list() -> Vec<CameraInfo> {
    let Ok(session) = Session::start() else {
        return Vec::new();
    };
    // Declared after the session: released before it ends.
    let found = devices(&session).unwrap_or_default();
    found
        .into_iter()
        .map(|found| CameraInfo {
            id: found.link,
            name: found.name,
        })
        .collect()
}

/// Media Foundation's video capture devices, on a thread with a session.
fn devices(session: &Session) -> windows::core::Result<Vec<Found>> {
    let filter = attributes(session, 1)?;
    // SAFETY: both GUIDs are constants that outlive the call.
    unsafe {
        filter.SetGUID(
            &MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE,
            &MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE_VIDCAP_GUID,
        )
    }?;
    let mut array: *mut *mut c_void = null_mut();
    let mut count = 0u32;
    // SAFETY: a live attribute store and out-pointers to locals; on
    // success the array is a CoTaskMem block of `count` activation objects
    // that `take_array` takes over.
    unsafe { (session.mf.enum_device_sources)(filter.as_raw(), &mut array, &mut count) }.ok()?;
    let activates = take_array(array, count);
    Ok(activates
        .into_iter()
        .filter_map(|activate| {
            let name = allocated_string(&activate, &MF_DEVSOURCE_ATTRIBUTE_FRIENDLY_NAME).ok()?;
            let link = allocated_string(
                &activate,
                &MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE_VIDCAP_SYMBOLIC_LINK,
            )
            .ok()?;
            Some(Found {
                name,
                link,
                activate,
            })
        })
        .collect())
}

/// The objects of an array `MFEnumDeviceSources` allocated, the array
/// freed.
fn take_array(array: *mut *mut c_void, count: u32) -> Vec<IMFActivate> {
    if array.is_null() {
        return Vec::new();
    }
    // SAFETY: `MFEnumDeviceSources` succeeded and gave `count` entries at
    // `array`, each null or an owned `IMFActivate` reference.
    let slots = unsafe { std::slice::from_raw_parts(array, count as usize) };
    let taken = slots
        .iter()
        // SAFETY: each entry is read once and taken over once, so each
        // object is released exactly once, by its new owner.
        .filter_map(|&raw| unsafe { owned::<IMFActivate>(raw) }.ok())
        .collect();
    // SAFETY: the block was allocated with CoTaskMemAlloc by
    // `MFEnumDeviceSources`; nothing refers to it any more (`slots` ends
    // here; its objects have new owners).
    unsafe { CoTaskMemFree(Some(array as *const c_void)) };
    taken
}

/// A string attribute (`GetAllocatedString`), its memory freed.
fn allocated_string(attributes: &IMFAttributes, key: &GUID) -> windows::core::Result<String> {
    let mut text = PWSTR::null();
    let mut length = 0u32;
    // SAFETY: out-pointers to locals; on success `text` is a CoTaskMem
    // string of `length` UTF-16 units (and a NUL), freed below.
    unsafe { attributes.GetAllocatedString(key, &mut text, &mut length) }?;
    if text.is_null() {
        return Err(E_POINTER.into());
    }
    // SAFETY: `text` holds `length` UTF-16 units, valid until freed below.
    let units = unsafe { std::slice::from_raw_parts(text.0, length as usize) };
    let value = String::from_utf16_lossy(units);
    // SAFETY: allocated by `GetAllocatedString` with CoTaskMemAlloc; not
    // used after (`units` was copied into `value`).
    unsafe { CoTaskMemFree(Some(text.0 as *const c_void)) };
    Ok(value)
}

/// An empty attribute store with room for `size` entries.
fn attributes(session: &Session, size: u32) -> windows::core::Result<IMFAttributes> {
    let mut raw = null_mut();
    // SAFETY: an out-pointer to a local, which on success holds an owned
    // `IMFAttributes` reference, taken over by `owned`.
    unsafe {
        (session.mf.create_attributes)(&mut raw, size).ok()?;
        owned(raw)
    }
}

/// A Media Foundation camera: the `Send` handle of its reader thread.
pub(crate) struct MfCamera {
    /// The camera's friendly name, for errors.
    name: String,
    /// Frame requests; dropping it ends the reader thread.
    requests: Sender<()>,
    /// One answer per request.
    frames: Receiver<Result<RgbImage, CameraError>>,
}

impl MfCamera {
    /// Opens the camera whose symbolic link is `id` on a reader thread of
    /// its own and waits (at most [`OPEN_WAIT`]) until it streams.
    pub(crate) fn open(id: &str) -> Result<MfCamera, CameraError> {
        let (opened_tx, opened_rx) = mpsc::channel();
        let (request_tx, request_rx) = mpsc::channel();
        let (frame_tx, frame_rx) = mpsc::channel();
        let link = id.to_string();
        std::thread::Builder::new()
            .name("camera reader".to_string())
            .spawn(move || read_frames(&link, &opened_tx, &request_rx, &frame_tx))
            .map_err(|error| CameraError::Thread {
                reason: format!("cannot be started: {error}"),
            })?;
        let name = match opened_rx.recv_timeout(OPEN_WAIT) {
            Ok(Ok(name)) => name,
            Ok(Err(error)) => return Err(error),
            Err(RecvTimeoutError::Timeout) => {
                return Err(CameraError::NoFrame {
                    camera: id.to_string(),
                });
            }
            Err(RecvTimeoutError::Disconnected) => return Err(stopped()),
        };
        Ok(MfCamera {
            name,
            requests: request_tx,
            frames: frame_rx,
        })
    }
}

impl Camera for MfCamera {
    fn frame(&mut self) -> Result<RgbImage, CameraError> {
        // Answers to requests given up on (they came after FRAME_WAIT):
        // dropped, unless one says the camera is gone.
        while let Ok(late) = self.frames.try_recv() {
            if let Err(error) = late
                && !error.is_transient()
            {
                return Err(error);
            }
        }
        if self.requests.send(()).is_err() {
            return Err(stopped());
        }
        match self.frames.recv_timeout(FRAME_WAIT) {
            Ok(frame) => frame,
            Err(RecvTimeoutError::Timeout) => Err(CameraError::NoFrame {
                camera: self.name.clone(),
            }),
            Err(RecvTimeoutError::Disconnected) => Err(stopped()),
        }
    }
}

/// The reader thread stopped without saying why.
fn stopped() -> CameraError {
    CameraError::Thread {
        reason: "stopped unexpectedly".to_string(),
    }
}

/// The reader thread: opens the camera, says how that went through
/// `opened`, then answers each request with a frame until the requests
/// stop (the [`MfCamera`] is dropped) or the camera fails for good.
fn read_frames(
    link: &str,
    opened: &Sender<Result<String, CameraError>>,
    requests: &Receiver<()>,
    frames: &Sender<Result<RgbImage, CameraError>>,
) {
    // Declared first: released last, after the reader.
    let session = match Session::start() {
        Ok(session) => session,
        Err(failure) => {
            let error = windows::core::Error::from(failure.code);
            let _ = opened.send(Err(mf_error(link, failure.call, &error)));
            return;
        }
    };
    let mut reader = match Reader::open(&session, link) {
        Ok(reader) => reader,
        Err(error) => {
            let _ = opened.send(Err(error));
            return;
        }
    };
    if opened.send(Ok(reader.name.clone())).is_err() {
        return;
    }
    while requests.recv().is_ok() {
        let frame = reader.frame();
        let gone = matches!(&frame, Err(error) if !error.is_transient());
        if frames.send(frame).is_err() || gone {
            return;
        }
    }
}

/// How RGB32 frames are laid out.
#[derive(Clone, Copy)]
struct Layout {
    width: u32,
    height: u32,
    /// Bytes from one row to the next in a contiguous buffer; negative:
    /// bottom-up.
    stride: isize,
}

/// A source reader giving RGB32, on the thread that made it.
struct Reader {
    name: String,
    reader: IMFSourceReader,
    layout: Layout,
}

impl Reader {
    /// Activates the device with symbolic link `link` and sets it up.
    fn open(session: &Session, link: &str) -> Result<Reader, CameraError> {
        let found = devices(session)
            .map_err(|error| mf_error(link, "MFEnumDeviceSources", &error))?
            .into_iter()
            .find(|found| found.link == link)
            .ok_or_else(|| CameraError::NotFound {
                id: link.to_string(),
            })?;
        let name = found.name;
        let fail = |call: &'static str| {
            let name = name.clone();
            move |error: windows::core::Error| mf_error(&name, call, &error)
        };
        // SAFETY: a COM call on an object of this thread; the source is
        // released with the reader that takes it over.
        let source = unsafe { found.activate.ActivateObject::<IMFMediaSource>() }
            .map_err(fail("IMFActivate::ActivateObject"))?;
        let settings = attributes(session, 1).map_err(fail("MFCreateAttributes"))?;
        // SAFETY: a constant GUID key and a plain value.
        unsafe { settings.SetUINT32(&MF_SOURCE_READER_ENABLE_VIDEO_PROCESSING, 1) }
            .map_err(fail("IMFAttributes::SetUINT32"))?;
        let mut raw = null_mut();
        // SAFETY: both objects belong to this thread and outlive the call;
        // on success `raw` holds an owned `IMFSourceReader` reference,
        // taken over by `owned`.
        let created = unsafe {
            (session.mf.create_source_reader)(source.as_raw(), settings.as_raw(), &mut raw)
                .ok()
                .and_then(|()| owned::<IMFSourceReader>(raw))
        };
        let reader = match created {
            Ok(reader) => reader,
            Err(error) => {
                // SAFETY: the source was activated above and is not used
                // again; shutting it down releases the device.
                let _ = unsafe { source.Shutdown() };
                return Err(mf_error(
                    &name,
                    "MFCreateSourceReaderFromMediaSource",
                    &error,
                ));
            }
        };
        let natives = native_types(&reader).map_err(fail("IMFSourceReader::GetNativeMediaType"))?;
        if let Some(native) = best_type(&natives) {
            // SAFETY: a media type the reader itself offered, for its
            // first video stream; no reserved pointer.
            unsafe { reader.SetCurrentMediaType(STREAM, None, native) }
                .map_err(fail("IMFSourceReader::SetCurrentMediaType"))?;
        }
        let output = rgb32_type(session).map_err(fail("MFCreateMediaType"))?;
        // SAFETY: as above, with a media type made here.
        if let Err(error) = unsafe { reader.SetCurrentMediaType(STREAM, None, &output) } {
            let code = error.code();
            if code == MF_E_INVALIDMEDIATYPE || code == MF_E_TOPO_CODEC_NOT_FOUND {
                return Err(CameraError::NoFormat {
                    camera: name,
                    offered: offered(&natives),
                });
            }
            return Err(mf_error(
                &name,
                "IMFSourceReader::SetCurrentMediaType",
                &error,
            ));
        }
        // SAFETY: stream selection on the reader's own stream numbers.
        unsafe {
            reader
                .SetStreamSelection(MF_SOURCE_READER_ALL_STREAMS.0 as u32, false)
                .and_then(|()| reader.SetStreamSelection(STREAM, true))
        }
        .map_err(fail("IMFSourceReader::SetStreamSelection"))?;
        let layout = layout(&reader).map_err(fail("IMFSourceReader::GetCurrentMediaType"))?;
        Ok(Reader {
            name,
            reader,
            layout,
        })
    }

    /// The next frame, waiting at most about [`FRAME_WAIT`] over stream
    /// ticks and empty reads.
    fn frame(&mut self) -> Result<RgbImage, CameraError> {
        let deadline = Instant::now() + FRAME_WAIT;
        loop {
            let mut flags = 0u32;
            let mut sample: Option<IMFSample> = None;
            // SAFETY: a synchronous read; the out-pointers are locals that
            // live across the call.
            unsafe {
                self.reader
                    .ReadSample(STREAM, 0, None, Some(&mut flags), None, Some(&mut sample))
            }
            .map_err(|error| mf_error(&self.name, "IMFSourceReader::ReadSample", &error))?;
            let flagged = |flag: i32| flags & flag as u32 != 0;
            if flagged(MF_SOURCE_READERF_ERROR.0) || flagged(MF_SOURCE_READERF_ENDOFSTREAM.0) {
                return Err(CameraError::Disconnected {
                    camera: self.name.clone(),
                    reason: "its stream stopped".to_string(),
                });
            }
            if flagged(MF_SOURCE_READERF_CURRENTMEDIATYPECHANGED.0) {
                self.layout = layout(&self.reader).map_err(|error| {
                    mf_error(&self.name, "IMFSourceReader::GetCurrentMediaType", &error)
                })?;
            }
            if let Some(sample) = sample {
                return self.picture(&sample);
            }
            if Instant::now() >= deadline {
                return Err(CameraError::NoFrame {
                    camera: self.name.clone(),
                });
            }
        }
    }

    /// A sample's pixels as RGB.
    fn picture(&self, sample: &IMFSample) -> Result<RgbImage, CameraError> {
        let Layout {
            width,
            height,
            stride,
        } = self.layout;
        let fail = |call: &'static str| {
            move |error: windows::core::Error| mf_error(&self.name, call, &error)
        };
        let bad = |reason: String| CameraError::BadFrame {
            camera: self.name.clone(),
            reason,
        };
        // SAFETY: a COM call on a sample this thread received.
        let buffer = unsafe { sample.ConvertToContiguousBuffer() }
            .map_err(fail("IMFSample::ConvertToContiguousBuffer"))?;
        if let Ok(buffer) = buffer.cast::<IMF2DBuffer2>() {
            let mut top: *mut u8 = null_mut();
            let mut pitch = 0i32;
            let mut start: *mut u8 = null_mut();
            let mut length = 0u32;
            // SAFETY: out-pointers to locals; on success the buffer stays
            // locked (its memory valid and unchanging) until `Unlock2D`.
            unsafe {
                buffer.Lock2DSize(
                    MF2DBuffer_LockFlags_Read,
                    &mut top,
                    &mut pitch,
                    &mut start,
                    &mut length,
                )
            }
            .map_err(fail("IMF2DBuffer2::Lock2DSize"))?;
            let offset = (top as usize).checked_sub(start as usize);
            let picture = match offset {
                Some(offset) if !start.is_null() => {
                    // SAFETY: while locked, `start` points at `length`
                    // readable bytes; the slice ends before `Unlock2D`.
                    let bytes = unsafe { std::slice::from_raw_parts(start, length as usize) };
                    bgrx_to_rgb(bytes, width, height, offset, pitch as isize)
                }
                _ => Err("the buffer's first row is outside it".to_string()),
            };
            // SAFETY: pairs the successful `Lock2DSize` above; the bytes
            // are not used after.
            let _ = unsafe { buffer.Unlock2D() };
            return picture.map_err(bad);
        }
        let mut start: *mut u8 = null_mut();
        let mut length = 0u32;
        // SAFETY: out-pointers to locals; on success the buffer stays
        // locked until `Unlock`.
        unsafe { buffer.Lock(&mut start, None, Some(&mut length)) }
            .map_err(fail("IMFMediaBuffer::Lock"))?;
        let picture = if start.is_null() {
            Err("the buffer is empty".to_string())
        } else {
            // SAFETY: while locked, `start` points at `length` valid bytes
            // (its current length); the slice ends before `Unlock`.
            let bytes = unsafe { std::slice::from_raw_parts(start, length as usize) };
            let rows = (height as usize).saturating_sub(1);
            let top = if stride < 0 {
                rows * stride.unsigned_abs()
            } else {
                0
            };
            bgrx_to_rgb(bytes, width, height, top, stride)
        };
        // SAFETY: pairs the successful `Lock` above.
        let _ = unsafe { buffer.Unlock() };
        picture.map_err(bad)
    }
}

/// The reader's native media types with their frame sizes.
fn native_types(
    reader: &IMFSourceReader,
) -> windows::core::Result<Vec<((u32, u32), IMFMediaType)>> {
    let mut natives = Vec::new();
    // A webcam lists tens of types; the bound only guards the loop.
    for index in 0..1000 {
        // SAFETY: a COM call with the reader's own stream number.
        match unsafe { reader.GetNativeMediaType(STREAM, index) } {
            Ok(native) => {
                // SAFETY: a constant GUID key.
                if let Ok(size) = unsafe { native.GetUINT64(&MF_MT_FRAME_SIZE) } {
                    natives.push((split(size), native));
                }
            }
            Err(error) if error.code() == MF_E_NO_MORE_TYPES => break,
            Err(error) => return Err(error),
        }
    }
    Ok(natives)
}

/// Of the native types, one of the size [`choose_size`] picks, with the
/// highest frame rate up to 30 a second.
fn best_type(natives: &[((u32, u32), IMFMediaType)]) -> Option<&IMFMediaType> {
    let size = choose_size(natives.iter().map(|(size, _)| *size))?;
    natives
        .iter()
        .filter(|(each, _)| *each == size)
        .max_by_key(|(_, native)| {
            // SAFETY: a constant GUID key.
            let rate = unsafe { native.GetUINT64(&MF_MT_FRAME_RATE) }.unwrap_or(0);
            let (frames, seconds) = split(rate);
            (u64::from(frames) * 1000 / u64::from(seconds.max(1))).min(30_000)
        })
        .map(|(_, native)| native)
}

/// A media type asking for RGB32 video.
fn rgb32_type(session: &Session) -> windows::core::Result<IMFMediaType> {
    let mut raw = null_mut();
    // SAFETY: an out-pointer to a local, which on success holds an owned
    // `IMFMediaType` reference, taken over by `owned`.
    let output: IMFMediaType = unsafe {
        (session.mf.create_media_type)(&mut raw).ok()?;
        owned(raw)?
    };
    // SAFETY: constant GUID keys and values.
    unsafe {
        output.SetGUID(&MF_MT_MAJOR_TYPE, &MFMediaType_Video)?;
        output.SetGUID(&MF_MT_SUBTYPE, &MFVideoFormat_RGB32)?;
    }
    Ok(output)
}

/// The size and stride of the reader's current (RGB32) output.
fn layout(reader: &IMFSourceReader) -> windows::core::Result<Layout> {
    // SAFETY: a COM call with the reader's own stream number.
    let current = unsafe { reader.GetCurrentMediaType(STREAM) }?;
    // SAFETY: a constant GUID key.
    let (width, height) = split(unsafe { current.GetUINT64(&MF_MT_FRAME_SIZE) }?);
    // The attribute holds a signed stride in an unsigned 32-bit value;
    // without it, RGB32 rows are packed top-down (what
    // `MFGetStrideForBitmapInfoHeader` gives for RGB32).
    // SAFETY: a constant GUID key.
    let stride = match unsafe { current.GetUINT32(&MF_MT_DEFAULT_STRIDE) } {
        Ok(stride) => stride as i32 as isize,
        Err(_) => width as isize * 4,
    };
    Ok(Layout {
        width,
        height,
        stride,
    })
}

/// A packed pair of 32-bit values (frame size, frame rate): high, low.
fn split(packed: u64) -> (u32, u32) {
    ((packed >> 32) as u32, packed as u32)
}

/// The native types' subtypes in words (`MJPG, YUY2`).
fn offered(natives: &[((u32, u32), IMFMediaType)]) -> String {
    let mut names: Vec<String> = Vec::new();
    for (_, native) in natives {
        // SAFETY: a constant GUID key.
        let Ok(subtype) = (unsafe { native.GetGUID(&MF_MT_SUBTYPE) }) else {
            continue;
        };
        let code = subtype.data1.to_le_bytes();
        let name = if code.iter().all(u8::is_ascii_alphanumeric) {
            String::from_utf8_lossy(&code).into_owned()
        } else {
            format!("{subtype:?}")
        };
        if !names.contains(&name) {
            names.push(name);
        }
    }
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

/// A failed Media Foundation call on the camera `camera` as a
/// [`CameraError`].
fn mf_error(camera: &str, call: &'static str, error: &windows::core::Error) -> CameraError {
    let code = error.code();
    let camera = camera.to_string();
    let mut message = error.message();
    if message.is_empty() {
        message = "no description".to_string();
    }
    if code == E_ACCESSDENIED {
        CameraError::Denied {
            camera,
            reason: message,
        }
    } else if code == MF_E_HW_MFT_FAILED_START_STREAMING
        || code == MF_E_VIDEO_RECORDING_DEVICE_PREEMPTED
    {
        CameraError::Busy { camera }
    } else if code == MF_E_VIDEO_RECORDING_DEVICE_INVALIDATED
        || code == MF_E_SHUTDOWN
        || code == DEVICE_NOT_CONNECTED
        || code == DEVICE_REMOVED
    {
        CameraError::Disconnected {
            camera,
            reason: message,
        }
    } else {
        CameraError::Platform {
            camera,
            call,
            code: code.0 as u32,
            message,
        }
    }
}
