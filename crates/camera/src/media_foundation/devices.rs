//! The cameras Media Foundation lists (`MFEnumDeviceSources`): friendly
//! names and symbolic links, on a short-lived thread of their own.

use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::mpsc;
use std::time::Duration;

use windows::Win32::Foundation::E_POINTER;
use windows::Win32::Media::MediaFoundation::{
    IMFActivate, IMFAttributes, MF_DEVSOURCE_ATTRIBUTE_FRIENDLY_NAME,
    MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE, MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE_VIDCAP_GUID,
    MF_DEVSOURCE_ATTRIBUTE_SOURCE_TYPE_VIDCAP_SYMBOLIC_LINK,
};
use windows::Win32::System::Com::CoTaskMemFree;
use windows::core::{GUID, Interface, PWSTR};

use crate::CameraInfo;

use super::platform::{Session, attributes, owned};

/// How long [`cameras`] waits for the listing thread.
const LIST_WAIT: Duration = Duration::from_secs(10);

/// A video capture device as Media Foundation lists it.
pub(super) struct Found {
    pub(super) name: String,
    pub(super) link: String,
    pub(super) activate: IMFActivate,
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
pub(super) fn devices(session: &Session) -> windows::core::Result<Vec<Found>> {
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
