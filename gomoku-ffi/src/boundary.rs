//! The C boundary: one helper runs every exported body inside `catch_unwind`, and small
//! helpers turn raw pointers into references (NULL gives a status) and fill buffers.
//!
//! This module holds the crate's only `unsafe` code: the conversion of the raw pointers a
//! C caller passes into checked references, once, at the entry of each exported function
//! (as rustls-ffi does). The exported functions are safe `extern "C" fn`s: their C
//! contract (the header's "# Safety" sections) is what makes the conversions sound — each
//! pointer is NULL or valid as the header says — and a Rust caller of them takes on the
//! same contract. Being safe functions, they are also seen by cargo-mutants, which skips
//! `unsafe fn` (scripts/mutants.sh).
//!
//! An exported function converts each pointer argument here, before doing anything else:
//! [`arg`]/[`arg_mut`] for a handle, [`Out::new`] for an out-parameter, [`Buffer::new`]
//! for `(buf, len, out_n)`, [`slice`] for `(ptr, n)`, [`c_str`] for text, [`free`] for a
//! `_free`, [`optional_arg`] and [`Out::optional`] for a pointer that may be NULL; nothing
//! else in the crate dereferences a pointer. A C function pointer the caller handed over
//! is called through [`call_read`] only.

use core::ffi::{c_char, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::status::gomoku_status;

/// The result of an exported body: `Ok(())` or the status to return.
pub(crate) type FfiResult = Result<(), gomoku_status>;

/// Runs `body`, turning its error into a status and a panic into `GOMOKU_STATUS_PANIC`.
/// Every exported function that returns a status goes through here.
pub(crate) fn guard(body: impl FnOnce() -> FfiResult) -> gomoku_status {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => gomoku_status::Ok,
        Ok(Err(status)) => status,
        Err(_) => gomoku_status::Panic,
    }
}

/// Like [`guard`] for the few functions that return a plain value: `fallback` on a panic.
pub(crate) fn guard_value<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// The object behind a pointer argument.
///
/// The C contract of the exported function that calls this: `ptr` is NULL or points to a
/// valid `T` that outlives the call and is not mutated meanwhile.
pub(crate) fn arg<'a, T>(ptr: *const T) -> Result<&'a T, gomoku_status> {
    // SAFETY: the C caller's promise; NULL is checked by `as_ref`.
    unsafe { ptr.as_ref() }.ok_or(gomoku_status::NullPointer)
}

/// The object behind an optional pointer argument: `None` for NULL.
///
/// The C contract of the exported function that calls this: `ptr` is NULL or points to a
/// valid `T` that outlives the call and is not mutated meanwhile.
pub(crate) fn optional_arg<'a, T>(ptr: *const T) -> Option<&'a T> {
    // SAFETY: the C caller's promise; NULL is checked by `as_ref`.
    unsafe { ptr.as_ref() }
}

/// The object behind a mutable pointer argument.
///
/// The C contract of the exported function that calls this: `ptr` is NULL or points to a
/// valid `T` that outlives the call and is not otherwise accessed meanwhile.
pub(crate) fn arg_mut<'a, T>(ptr: *mut T) -> Result<&'a mut T, gomoku_status> {
    // SAFETY: the C caller's promise; NULL is checked by `as_mut`.
    unsafe { ptr.as_mut() }.ok_or(gomoku_status::NullPointer)
}

/// The `n` elements of a C array `(ptr, n)`; NULL is allowed (and gives the empty slice)
/// only when `n` is 0.
///
/// The C contract of the exported function that calls this: `ptr` is valid for reads of
/// `n` elements that outlive the call.
pub(crate) fn slice<'a, T>(ptr: *const T, n: usize) -> Result<&'a [T], gomoku_status> {
    if n == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(gomoku_status::NullPointer);
    }
    // SAFETY: not NULL, and valid for `n` reads (the C caller's promise).
    Ok(unsafe { core::slice::from_raw_parts(ptr, n) })
}

/// An output parameter: checked for NULL up front, written only on success.
pub(crate) struct Out<T>(*mut T);

impl<T> Out<T> {
    /// Checks `ptr` for NULL.
    ///
    /// The C contract of the exported function that calls this: `ptr` is NULL or valid
    /// for a write of a `T`.
    pub(crate) fn new(ptr: *mut T) -> Result<Out<T>, gomoku_status> {
        if ptr.is_null() {
            Err(gomoku_status::NullPointer)
        } else {
            Ok(Out(ptr))
        }
    }

    /// An optional output parameter: `None` for NULL.
    ///
    /// The C contract of the exported function that calls this: `ptr` is NULL or valid
    /// for a write of a `T`.
    pub(crate) fn optional(ptr: *mut T) -> Option<Out<T>> {
        (!ptr.is_null()).then_some(Out(ptr))
    }

    /// Writes the result.
    pub(crate) fn write(self, value: T) {
        // SAFETY: non-NULL (checked in `new`) and valid (the C caller's promise). `write`
        // does not drop the old contents, which may be uninitialised.
        unsafe { self.0.write(value) }
    }
}

/// A caller buffer `(ptr, len)` with its `out_n`.
pub(crate) struct Buffer<T> {
    ptr: *mut T,
    len: usize,
    out_n: Out<usize>,
}

impl<T: Copy> Buffer<T> {
    /// Checks the pointers: `out_n` may not be NULL; `ptr` may be NULL only if `len` is 0.
    ///
    /// The C contract of the exported function that calls this: `ptr` is valid for writes
    /// of `len` elements and `out_n` for a write of a `usize`.
    pub(crate) fn new(ptr: *mut T, len: usize, out_n: *mut usize) -> Result<Self, gomoku_status> {
        let out_n = Out::new(out_n)?;
        if ptr.is_null() && len != 0 {
            return Err(gomoku_status::NullPointer);
        }
        Ok(Buffer { ptr, len, out_n })
    }

    /// Fails with `BUFFER_TOO_SMALL`, writing the `n` elements needed into `*out_n`.
    pub(crate) fn too_small(self, n: usize) -> FfiResult {
        self.out_n.write(n);
        Err(gomoku_status::BufferTooSmall)
    }

    /// Copies `items` into the buffer and their number into `*out_n`; if they do not fit,
    /// writes only the number needed into `*out_n` and fails with `BUFFER_TOO_SMALL`.
    pub(crate) fn fill(self, items: &[T]) -> FfiResult {
        let n = items.len();
        if n > self.len {
            self.out_n.write(n);
            return Err(gomoku_status::BufferTooSmall);
        }
        if n > 0 {
            // SAFETY: `ptr` is not NULL (len >= n > 0), valid for `len >= n` writes (the
            // C caller's promise), and cannot overlap `items`, which Rust owns.
            unsafe { core::ptr::copy_nonoverlapping(items.as_ptr(), self.ptr, n) };
        }
        self.out_n.write(n);
        Ok(())
    }
}

impl Buffer<c_char> {
    /// Copies `text` and a terminating NUL; `*out_n` counts the NUL too.
    pub(crate) fn fill_text(self, text: &str) -> FfiResult {
        let bytes: Vec<c_char> = text
            .bytes()
            .chain(core::iter::once(0))
            .map(|b| b as c_char)
            .collect();
        self.fill(&bytes)
    }
}

/// The bytes of a NUL-terminated C string.
///
/// The C contract of the exported function that calls this: `ptr` is NULL or points to a
/// NUL-terminated string that outlives the call.
pub(crate) fn c_str<'a>(ptr: *const c_char) -> Result<&'a [u8], gomoku_status> {
    if ptr.is_null() {
        return Err(gomoku_status::NullPointer);
    }
    // SAFETY: not NULL, and NUL-terminated (the C caller's promise).
    Ok(unsafe { core::ffi::CStr::from_ptr(ptr) }.to_bytes())
}

/// A C read callback (the non-NULL `gomoku_read_fn`): `read(user_data, buf, len, &n)`
/// copies up to `len` bytes to `buf`, writes how many into `n` and returns 0 on success.
pub(crate) type ReadCallback = unsafe extern "C" fn(*mut c_void, *mut u8, usize, *mut usize) -> i32;

/// Calls `read(user_data, buf, buf.len(), &n)` and gives its return value and `n` (0 if the
/// callback did not write it). The caller checks both: a non-zero status or an `n` above
/// `buf.len()` is the callback's error.
///
/// The C contract of the exported function that took `read`: it may be called with
/// `user_data` (and a buffer valid for `len` bytes) until the object holding it is freed.
pub(crate) fn call_read(
    read: ReadCallback,
    user_data: *mut c_void,
    buf: &mut [u8],
) -> (i32, usize) {
    let mut n = 0usize;
    // SAFETY: the C caller's promise for `read` and `user_data`; `buf` is valid for its
    // length and `n` is a local.
    let status = unsafe { read(user_data, buf.as_mut_ptr(), buf.len(), &raw mut n) };
    (status, n)
}

/// A Rust box handed to C as a pointer.
pub(crate) fn into_raw<T>(value: T) -> *mut T {
    Box::into_raw(Box::new(value))
}

/// Frees a pointer made by [`into_raw`]; NULL is ignored.
///
/// The C contract of the exported function that calls this: `ptr` is NULL or came from
/// [`into_raw`] and has not been freed.
pub(crate) fn free<T>(ptr: *mut T) {
    if !ptr.is_null() {
        // SAFETY: the C caller's promise.
        drop(unsafe { Box::from_raw(ptr) });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_a_status() {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let status = guard(|| panic!("boom"));
        let value = guard_value(7, || -> i32 { panic!("boom") });
        std::panic::set_hook(previous);
        assert_eq!(status, gomoku_status::Panic);
        assert_eq!(value, 7);
        assert_eq!(guard(|| Ok(())), gomoku_status::Ok);
        assert_eq!(
            guard(|| Err(gomoku_status::PlayOccupied)),
            gomoku_status::PlayOccupied
        );
    }

    #[test]
    fn buffers() {
        let mut n = 99usize;
        // NULL out_n, NULL buffer with a length.
        assert!(Buffer::<u8>::new(core::ptr::null_mut(), 0, core::ptr::null_mut()).is_err());
        assert!(Buffer::<u8>::new(core::ptr::null_mut(), 3, &mut n).is_err());
        // Size query.
        let b = Buffer::<u8>::new(core::ptr::null_mut(), 0, &mut n).unwrap();
        assert_eq!(b.fill(&[1, 2]), Err(gomoku_status::BufferTooSmall));
        assert_eq!(n, 2);
        let mut buf = [0u8; 2];
        let b = Buffer::new(buf.as_mut_ptr(), 2, &mut n).unwrap();
        assert_eq!(b.fill(&[1, 2]), Ok(()));
        assert_eq!((buf, n), ([1, 2], 2));
    }
}
