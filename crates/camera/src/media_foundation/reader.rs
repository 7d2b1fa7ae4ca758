//! A camera's source reader on the thread that made it: the camera's best
//! native type, RGB32 out through Media Foundation's converter, and each
//! sample copied out as RGB.

use std::ptr::null_mut;
use std::time::Instant;

use image::RgbImage;
use windows::Win32::Media::MediaFoundation::{
    IMF2DBuffer2, IMFMediaSource, IMFMediaType, IMFSample, IMFSourceReader, MF_E_INVALIDMEDIATYPE,
    MF_E_NO_MORE_TYPES, MF_E_TOPO_CODEC_NOT_FOUND, MF_MT_DEFAULT_STRIDE, MF_MT_FRAME_RATE,
    MF_MT_FRAME_SIZE, MF_MT_MAJOR_TYPE, MF_MT_SUBTYPE, MF_SOURCE_READER_ALL_STREAMS,
    MF_SOURCE_READER_ENABLE_VIDEO_PROCESSING, MF_SOURCE_READER_FIRST_VIDEO_STREAM,
    MF_SOURCE_READERF_CURRENTMEDIATYPECHANGED, MF_SOURCE_READERF_ENDOFSTREAM,
    MF_SOURCE_READERF_ERROR, MF2DBuffer_LockFlags_Read, MFMediaType_Video, MFVideoFormat_RGB32,
};
use windows::core::Interface;

use crate::pixels::{bgrx_to_rgb, choose_size};
use crate::{CameraError, FRAME_WAIT};

use super::devices::devices;
use super::mf_error;
use super::platform::{Session, attributes, owned};

/// The source reader's first video stream.
const STREAM: u32 = MF_SOURCE_READER_FIRST_VIDEO_STREAM.0 as u32;

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
pub(super) struct Reader {
    pub(super) name: String,
    reader: IMFSourceReader,
    layout: Layout,
}

impl Reader {
    /// Activates the device with symbolic link `link` and sets it up.
    pub(super) fn open(session: &Session, link: &str) -> Result<Reader, CameraError> {
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
    pub(super) fn frame(&mut self) -> Result<RgbImage, CameraError> {
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
