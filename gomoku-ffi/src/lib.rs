//! # gomoku-ffi: the C face of `gomoku-referee`
//!
//! The C ABI declared in `include/gomoku.h` (generated from this crate by cbindgen). It
//! translates: every rule is decided by `gomoku-referee`.
//!
//! Conventions (as rustls-ffi and hyper's C API):
//!
//! - Names `gomoku_<noun>_<verb>`; opaque handles (`gomoku_rules`, `gomoku_game`) made by
//!   `_new`/`_from_*`/`_clone` and released by `_free`, which accepts NULL.
//! - Every function returns a `gomoku_status` (`GOMOKU_STATUS_OK` = 0) or a plain value.
//!   Results go to `*_out` parameters, written only on success.
//! - Buffers are `(buf, len, out_n)`: on success `*out_n` is the number of elements
//!   written (for text, bytes including the terminating NUL); when `len` is too small the
//!   call fails with `GOMOKU_STATUS_BUFFER_TOO_SMALL` and `*out_n` is the number needed.
//!   `(NULL, 0, &n)` asks for the size.
//! - Enums come in as `int32_t` and are checked (`GOMOKU_STATUS_INVALID_ENUM`); NULL
//!   pointers give `GOMOKU_STATUS_NULL_POINTER`; points are plain `int32_t` pairs and any
//!   value off the board gives the off-board status. A panic inside the library becomes
//!   `GOMOKU_STATUS_PANIC`: every exported body runs in `catch_unwind` (see `boundary`).
//! - Each core error variant has its own stable status number (`STATUS.md`).

// The exported functions are safe `extern "C" fn`s (see `boundary`): their `# Safety`
// sections are the C caller's contract, which the header shows.

use core::ffi::c_char;

pub mod analysis;
pub mod bot;
mod boundary;
pub mod brain;
pub mod game;
pub mod opening;
pub mod playout;
pub mod protocol;
pub mod record;
pub mod rules;
pub mod status;
pub mod symmetry;
pub mod types;

pub use bot::{gomoku_bot_decision, gomoku_bot_reason, gomoku_bot_step, gomoku_reference_bot};
pub use brain::{gomoku_brain, gomoku_step, gomoku_step_kind};
pub use game::gomoku_game;
pub use opening::{
    gomoku_area, gomoku_clock, gomoku_expected, gomoku_expecting, gomoku_match, gomoku_match_game,
    gomoku_opening, gomoku_player, gomoku_symmetric_offer,
};
pub use playout::gomoku_playout;
pub use protocol::{gomoku_command, gomoku_command_name, gomoku_info_key, gomoku_reply_kind};
pub use record::{gomoku_location, gomoku_record, gomoku_record_options, gomoku_renjunet};
pub use rules::gomoku_rules;
pub use status::gomoku_status;
pub use symmetry::gomoku_symmetry;
pub use types::{
    gomoku_color, gomoku_forbidden, gomoku_forbidden_point, gomoku_forbidden_policy, gomoku_move,
    gomoku_outcome, gomoku_point, gomoku_preset, gomoku_restrict, gomoku_termination,
};

/// The major version of the library this header belongs to.
pub const GOMOKU_VERSION_MAJOR: u32 = 0;
/// The minor version of the library this header belongs to.
pub const GOMOKU_VERSION_MINOR: u32 = 1;
/// The patch version of the library this header belongs to.
pub const GOMOKU_VERSION_PATCH: u32 = 0;

/// The version of the library as `"MAJOR.MINOR.PATCH"`: a static string. Compare it with
/// the `GOMOKU_VERSION_*` macros of the header to detect a mismatch.
///
/// # Safety
///
/// Always safe to call; the string is static and must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_version() -> *const c_char {
    const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "\0");
    boundary::guard_value(c"".as_ptr(), || VERSION.as_ptr().cast())
}

/// A static message for a status, such as `"the point is occupied"`; `"unknown status"`
/// for a number that is no status. Never NULL.
///
/// # Safety
///
/// Always safe to call, with any number; the string is static and must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_status_str(status: i32) -> *const c_char {
    boundary::guard_value(
        c"unknown status".as_ptr(),
        || match gomoku_status::from_number(status) {
            Some(s) => s.message_nul().as_ptr().cast(),
            None => c"unknown status".as_ptr(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_constants_are_the_crate_version() {
        let parts = [
            env!("CARGO_PKG_VERSION_MAJOR"),
            env!("CARGO_PKG_VERSION_MINOR"),
            env!("CARGO_PKG_VERSION_PATCH"),
        ];
        let numbers: Vec<u32> = parts.iter().map(|p| p.parse().unwrap()).collect();
        assert_eq!(
            numbers,
            [
                GOMOKU_VERSION_MAJOR,
                GOMOKU_VERSION_MINOR,
                GOMOKU_VERSION_PATCH
            ]
        );
        // SAFETY: a static NUL-terminated string.
        let v = unsafe { core::ffi::CStr::from_ptr(gomoku_version()) };
        assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    }

    #[test]
    fn status_str_of_every_status() {
        for s in gomoku_status::ALL {
            // SAFETY: static NUL-terminated strings.
            let m = unsafe { core::ffi::CStr::from_ptr(gomoku_status_str(s as i32)) };
            assert_eq!(m.to_str().unwrap(), s.message());
        }
        // SAFETY: as above.
        let m = unsafe { core::ffi::CStr::from_ptr(gomoku_status_str(-7)) };
        assert_eq!(m.to_str().unwrap(), "unknown status");
    }
}
