//! The eight symmetries of the board and position identity (RULES.md §10): keys,
//! images, canonical forms and stabilisers. Each function calls the core's `Symmetry`,
//! `Position` or `Game` and translates its result.

use core::ffi::c_char;

use gomoku_referee::{Point, Symmetry};

use crate::boundary::{Buffer, Out, arg, guard};
use crate::game::{gomoku_game, make_game};
use crate::status::gomoku_status;
use crate::types::{gomoku_point, parse_name, point_in, static_name, to_c_point};

/// The symmetries of the board (RULES.md §10), numbered as the core numbers them; the
/// numbering is also the order in which `gomoku_game_canonical` breaks ties. C passes
/// them as `int32_t`; anything outside 0–7 is refused with `GOMOKU_STATUS_INVALID_ENUM`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_symmetry {
    /// (x, y) → (x, y).
    Identity = 0,
    /// A quarter turn counter-clockwise: (x, y) → (n-y, x), n = size - 1.
    Rotate_90 = 1,
    /// A half turn: (x, y) → (n-x, n-y).
    Rotate_180 = 2,
    /// Three quarter turns counter-clockwise: (x, y) → (y, n-x).
    Rotate_270 = 3,
    /// The mirror left–right: (x, y) → (n-x, y).
    MirrorLeftRight = 4,
    /// The mirror top–bottom: (x, y) → (x, n-y).
    MirrorTopBottom = 5,
    /// The reflection in the diagonal through a1: (x, y) → (y, x).
    Diagonal = 6,
    /// The reflection in the other diagonal: (x, y) → (n-y, n-x).
    AntiDiagonal = 7,
}

/// A symmetry from C.
pub(crate) fn symmetry_in(s: i32) -> Result<Symmetry, gomoku_status> {
    usize::try_from(s)
        .ok()
        .and_then(Symmetry::from_index)
        .ok_or(gomoku_status::InvalidEnum)
}

/// A symmetry for C.
pub(crate) fn to_c_symmetry(s: Symmetry) -> i32 {
    // The discriminants are the C numbers (checked by a test).
    s.index() as i32
}

/// Parses a symmetry name such as `rotate-90` or `anti-diagonal`, case-insensitive.
///
/// Returns `GOMOKU_STATUS_PARSE_INVALID_SYMMETRY` for anything else.
///
/// # Safety
///
/// `text` is NULL or a NUL-terminated string; `symmetry_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_symmetry_from_str(
    text: *const c_char,
    symmetry_out: *mut i32,
) -> gomoku_status {
    parse_name(
        text,
        symmetry_out,
        str::parse::<Symmetry>,
        to_c_symmetry,
        gomoku_status::ParseInvalidSymmetry,
    )
}

/// The name of a symmetry (`"identity"`, `"rotate-90"`, …), or NULL for any other value.
/// The string is static.
///
/// # Safety
///
/// Always safe to call, with any number; the string is static and must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_symmetry_name(symmetry: i32) -> *const c_char {
    static_name(symmetry_in(symmetry).ok().map(Symmetry::name))
}

/// The symmetry that undoes `symmetry`, into `*inverse_out`.
///
/// # Safety
///
/// `inverse_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_symmetry_inverse(symmetry: i32, inverse_out: *mut i32) -> gomoku_status {
    guard(|| {
        let out = Out::new(inverse_out)?;
        let s = symmetry_in(symmetry)?;
        out.write(to_c_symmetry(s.inverse()));
        Ok(())
    })
}

/// The composition "`first`, then `next`" into `*symmetry_out`: applying it to a point
/// is applying `first`, then `next`.
///
/// # Safety
///
/// `symmetry_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_symmetry_then(
    first: i32,
    next: i32,
    symmetry_out: *mut i32,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(symmetry_out)?;
        let (a, b) = (symmetry_in(first)?, symmetry_in(next)?);
        out.write(to_c_symmetry(a.then(b)));
        Ok(())
    })
}

/// The image of `point` under `symmetry` on a `size` × `size` board, into `*point_out`.
///
/// Returns `GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE` for a size outside 5–26 and
/// `GOMOKU_STATUS_PLAY_OFF_BOARD` for a point not on that board.
///
/// # Safety
///
/// `point_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_symmetry_apply(
    symmetry: i32,
    point: gomoku_point,
    size: u32,
    point_out: *mut gomoku_point,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(point_out)?;
        let s = symmetry_in(symmetry)?;
        let size = u8::try_from(size)
            .ok()
            .filter(|n| (gomoku_referee::MIN_SIZE..=gomoku_referee::MAX_SIZE).contains(n))
            .ok_or(gomoku_status::RulesSizeOutOfRange)?;
        let p = point_in(point, size, gomoku_status::PlayOffBoard)?;
        let image = s.apply(p, size).ok_or(gomoku_status::PlayOffBoard)?;
        out.write(to_c_point(image));
        Ok(())
    })
}

/// The Zobrist key of the game's current position (RULES.md §10) into `*key_out`: the
/// same number in every face, run and version for the same board size, stones, side to
/// move and captured pairs.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `key_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_key(game: *const gomoku_game, key_out: *mut u64) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(key_out)?;
        out.write(game.inner.key());
        Ok(())
    })
}

/// The keys of the eight images of the current position, in symmetry order, into `buf`
/// (8 entries are needed: `*out_n` is set to 8, and a shorter buffer gives
/// `GOMOKU_STATUS_BUFFER_TOO_SMALL`).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `buf` is valid for `len` elements (NULL allowed
/// when `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_symmetric_keys(
    game: *const gomoku_game,
    buf: *mut u64,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let buffer = Buffer::new(buf, len, out_n)?;
        let keys = game.inner.position().symmetric_keys();
        buffer.fill(&keys)
    })
}

/// The same game seen through `symmetry`, history and all, into a new `*game_out`, to be
/// freed with `gomoku_game_free`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `game_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_transform(
    game: *const gomoku_game,
    symmetry: i32,
    game_out: *mut *mut gomoku_game,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(game_out)?;
        let s = symmetry_in(symmetry)?;
        make_game(game.inner.transform(s), out);
        Ok(())
    })
}

/// The canonical form (RULES.md §10): the game seen through the symmetry whose image of
/// the current position has the smallest key (ties to the lower symmetry number), into a
/// new `*game_out` (free it with `gomoku_game_free`), and that symmetry into
/// `*symmetry_out`.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `game_out` and `symmetry_out` are NULL or valid
/// for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_canonical(
    game: *const gomoku_game,
    game_out: *mut *mut gomoku_game,
    symmetry_out: *mut i32,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(game_out)?;
        let sym_out = Out::new(symmetry_out)?;
        let (canonical, s) = game.inner.canonical();
        sym_out.write(to_c_symmetry(s));
        make_game(canonical, out);
        Ok(())
    })
}

/// The symmetries that map the current position onto itself (its stabiliser), as bits:
/// bit `i` of `*bits_out` is set when the symmetry numbered `i` is one of them (bit 0, the
/// identity, always is).
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `bits_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_stabilizer(
    game: *const gomoku_game,
    bits_out: *mut u32,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(bits_out)?;
        let bits = game.inner.position().stabilizer().bits();
        out.write(u32::from(bits));
        Ok(())
    })
}

/// Whether the moves `a` and `b` are symmetric in the current position (a symmetry of its
/// stabiliser maps one onto the other) into `*symmetric_out`; false when either point is
/// off the board.
///
/// # Safety
///
/// `game` is NULL or a live `gomoku_game`; `symmetric_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_game_moves_are_symmetric(
    game: *const gomoku_game,
    a: gomoku_point,
    b: gomoku_point,
    symmetric_out: *mut bool,
) -> gomoku_status {
    guard(|| {
        let game = arg(game)?;
        let out = Out::new(symmetric_out)?;
        let point = |p: gomoku_point| Point::from_coords(i64::from(p.x), i64::from(p.y));
        let answer = match (point(a), point(b)) {
            (Some(a), Some(b)) => game.inner.position().moves_are_symmetric(a, b),
            _ => false,
        };
        out.write(answer);
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_and_names_match_the_core() {
        for s in Symmetry::ALL {
            assert_eq!(symmetry_in(to_c_symmetry(s)), Ok(s));
            assert!(!gomoku_symmetry_name(to_c_symmetry(s)).is_null());
        }
        for (c, s) in [
            (gomoku_symmetry::Identity, Symmetry::Identity),
            (gomoku_symmetry::Rotate_90, Symmetry::Rotate90),
            (gomoku_symmetry::Rotate_180, Symmetry::Rotate180),
            (gomoku_symmetry::Rotate_270, Symmetry::Rotate270),
            (gomoku_symmetry::MirrorLeftRight, Symmetry::MirrorLeftRight),
            (gomoku_symmetry::MirrorTopBottom, Symmetry::MirrorTopBottom),
            (gomoku_symmetry::Diagonal, Symmetry::Diagonal),
            (gomoku_symmetry::AntiDiagonal, Symmetry::AntiDiagonal),
        ] {
            assert_eq!(c as i32, to_c_symmetry(s));
        }
        for bad in [-1, 8, i32::MAX, i32::MIN] {
            assert_eq!(symmetry_in(bad), Err(gomoku_status::InvalidEnum));
            assert!(gomoku_symmetry_name(bad).is_null());
        }
    }
}
