//! Media Foundation loaded at run time, and a thread's COM and Media
//! Foundation session: [`Session`] starts both and undoes them when
//! dropped; [`owned`] takes over a COM object an out-pointer received;
//! [`attributes`] makes an attribute store.

use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::OnceLock;

use windows::Win32::Foundation::{E_POINTER, ERROR_PROC_NOT_FOUND, HMODULE, RPC_E_CHANGED_MODE};
use windows::Win32::Media::MediaFoundation::{IMFAttributes, MF_VERSION, MFSTARTUP_NOSOCKET};
use windows::Win32::System::Com::{COINIT_MULTITHREADED, CoInitializeEx, CoUninitialize};
use windows::Win32::System::LibraryLoader::{
    GetProcAddress, LOAD_LIBRARY_SEARCH_SYSTEM32, LoadLibraryExW,
};
use windows::core::{HRESULT, Interface, PCSTR, PCWSTR, s, w};

/// Media Foundation's functions, loaded when first needed.
///
/// They are looked up at run time, not imported: Windows "N" editions have
/// no Media Foundation until its Media Feature Pack is installed, and a
/// program that imported them would not start there at all. Without it,
/// this module finds no cameras and opening one says why.
pub(super) struct Entry {
    startup: unsafe extern "system" fn(u32, u32) -> HRESULT,
    shutdown: unsafe extern "system" fn() -> HRESULT,
    create_attributes: unsafe extern "system" fn(*mut *mut c_void, u32) -> HRESULT,
    pub(super) create_media_type: unsafe extern "system" fn(*mut *mut c_void) -> HRESULT,
    pub(super) enum_device_sources:
        unsafe extern "system" fn(*mut c_void, *mut *mut *mut c_void, *mut u32) -> HRESULT,
    pub(super) create_source_reader:
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
pub(super) struct Failure {
    pub(super) call: &'static str,
    pub(super) code: HRESULT,
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
pub(super) unsafe fn owned<T: Interface>(raw: *mut c_void) -> windows::core::Result<T> {
    if raw.is_null() {
        return Err(E_POINTER.into());
    }
    // SAFETY: non-null, and an owned `T` reference by the contract above.
    Ok(unsafe { T::from_raw(raw) })
}

/// COM (multithreaded) and Media Foundation, started on this thread and
/// shut down in reverse when dropped. Declare it before any Media
/// Foundation object, so those are released first.
pub(super) struct Session {
    /// Media Foundation's functions.
    pub(super) mf: &'static Entry,
    /// Dropped after `MFShutdown` (fields drop after `Drop::drop`).
    _com: Com,
}

impl Session {
    pub(super) fn start() -> Result<Session, Failure> {
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
pub(super) struct Com(bool);

impl Drop for Com {
    fn drop(&mut self) {
        if self.0 {
            // SAFETY: pairs the successful `CoInitializeEx` of this thread.
            unsafe { CoUninitialize() };
        }
    }
}

/// An empty attribute store with room for `size` entries.
pub(super) fn attributes(session: &Session, size: u32) -> windows::core::Result<IMFAttributes> {
    let mut raw = null_mut();
    // SAFETY: an out-pointer to a local, which on success holds an owned
    // `IMFAttributes` reference, taken over by `owned`.
    unsafe {
        (session.mf.create_attributes)(&mut raw, size).ok()?;
        owned(raw)
    }
}
