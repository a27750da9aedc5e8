//! The value types of the C face: points, moves, outcomes, and the enums C passes as
//! integers, with their names.

use core::ffi::c_char;

use gomoku_referee::{
    Color, Forbidden, ForbiddenPolicy, Move, Outcome, Point, Preset, Termination,
};

use crate::boundary::{Buffer, Out, c_str, guard, guard_value};
use crate::status::gomoku_status;

/// A point: column `x` from the left and row `y` from the bottom, both 0-based (`h8` is
/// (7, 7)). Any integers may be passed; a point outside the board is refused with
/// `GOMOKU_STATUS_PLAY_OFF_BOARD` (or `GOMOKU_STATUS_SETUP_OFF_BOARD` in a setup).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_point {
    /// The column, 0 = `a`.
    pub x: i32,
    /// The row, 0 = the bottom row `1`.
    pub y: i32,
}

/// A move of a game's move list: a stone on `point`, or a pass.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_move {
    /// Where the stone went; `{-1, -1}` for a pass.
    pub point: gomoku_point,
    /// Whether the move is a pass.
    pub pass: bool,
}

/// A forbidden point and why it is forbidden.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_forbidden_point {
    /// The point.
    pub point: gomoku_point,
    /// A `GOMOKU_FORBIDDEN_*` value (never `GOMOKU_FORBIDDEN_NONE`).
    pub kind: i32,
}

/// The end of a game, or `termination == GOMOKU_TERMINATION_NONE` while it goes on.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_outcome {
    /// A `GOMOKU_TERMINATION_*` value; `GOMOKU_TERMINATION_NONE` while the game goes on.
    pub termination: i32,
    /// `GOMOKU_COLOR_BLACK` or `GOMOKU_COLOR_WHITE`; `GOMOKU_COLOR_NONE` for a draw or
    /// while the game goes on.
    pub winner: i32,
    /// For a five, the number of points of the winning line (5, or more for an overline
    /// that wins); 0 otherwise.
    pub line_len: u32,
    /// For a five, the first point of the line; `{-1, -1}` otherwise.
    pub line_start: gomoku_point,
    /// For a five, the last point of the line; `{-1, -1}` otherwise. The line runs in a
    /// straight step from `line_start` to `line_end`.
    pub line_end: gomoku_point,
}

/// A side. C passes colours as `int32_t`; anything but 0 and 1 is refused with
/// `GOMOKU_STATUS_INVALID_ENUM`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_color {
    /// No colour: an empty point, a draw, no pending offer. Never accepted as input.
    None = -1,
    /// The first player.
    Black = 0,
    /// The second player.
    White = 1,
}

/// Why a point is forbidden (RULES.md §6).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_forbidden {
    /// Not forbidden.
    None = -1,
    /// The move makes two or more threes.
    DoubleThree = 0,
    /// The move makes two or more fours.
    DoubleFour = 1,
    /// The move makes a line of six or more.
    Overline = 2,
}

/// Bits of a restriction set (`gomoku_rules_set_restrictions`): which kinds of points are
/// forbidden to a colour.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_restrict {
    /// Double-threes are forbidden.
    DoubleThree = 1,
    /// Double-fours are forbidden.
    DoubleFour = 2,
    /// Overlines are forbidden.
    Overline = 4,
    /// All three (Black under renju).
    Renju = 7,
}

/// How a game ended (RULES.md §3).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_termination {
    /// The game goes on.
    None = -1,
    /// The mover completed a winning line.
    Five = 0,
    /// The mover's captured pairs reached the target.
    Capture = 1,
    /// A restricted side played a forbidden point under the lose policy.
    Forbidden = 2,
    /// A side resigned.
    Resignation = 3,
    /// A side's time ran out.
    Timeout = 4,
    /// The board is full: a draw.
    BoardFull = 5,
    /// Under the reject policy the side to move has no legal point: a draw.
    NoLegalMove = 6,
    /// Two passes in a row: a draw.
    BothPassed = 7,
    /// The move limit was reached: a draw.
    MoveLimit = 8,
    /// A draw offer was accepted.
    Agreement = 9,
    /// One capture met both sides' win conditions at once: a draw.
    BothWon = 10,
}

/// The named rule sets (RULES.md §4).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_preset {
    /// Five or more wins; nothing forbidden (15×15).
    Freestyle = 0,
    /// Exactly five wins (15×15).
    Standard = 1,
    /// RIF renju (15×15).
    Renju = 2,
    /// Caro, Gomocup rule 9 (15×15).
    Caro = 3,
    /// Caro with overlines, Gomocup rule 8 (15×15).
    CaroOverline = 4,
    /// Korean omok (15×15).
    Omok = 5,
    /// Ninuki-renju (15×15).
    NinukiRenju = 6,
    /// Pente (19×19).
    Pente = 7,
}

/// What happens when a restricted colour plays a forbidden point.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_forbidden_policy {
    /// The move is refused; the same side is still to move.
    Reject = 0,
    /// The move is played and its side loses.
    Lose = 1,
}

/// A colour from C.
pub(crate) fn color_in(c: i32) -> Result<Color, gomoku_status> {
    match c {
        0 => Ok(Color::Black),
        1 => Ok(Color::White),
        _ => Err(gomoku_status::InvalidEnum),
    }
}

/// A colour (or none) for C.
pub(crate) fn to_c_color(c: Option<Color>) -> i32 {
    match c {
        None => gomoku_color::None as i32,
        Some(Color::Black) => gomoku_color::Black as i32,
        Some(Color::White) => gomoku_color::White as i32,
    }
}

/// A forbidden kind (or none) for C.
pub(crate) fn to_c_forbidden(k: Option<Forbidden>) -> i32 {
    match k {
        None => gomoku_forbidden::None as i32,
        Some(Forbidden::DoubleThree) => gomoku_forbidden::DoubleThree as i32,
        Some(Forbidden::DoubleFour) => gomoku_forbidden::DoubleFour as i32,
        Some(Forbidden::Overline) => gomoku_forbidden::Overline as i32,
    }
}

fn forbidden_in(k: i32) -> Option<Forbidden> {
    Forbidden::ALL
        .into_iter()
        .find(|f| to_c_forbidden(Some(*f)) == k)
}

pub(crate) fn to_c_termination(t: Termination) -> i32 {
    (match t {
        Termination::Five => gomoku_termination::Five,
        Termination::Capture => gomoku_termination::Capture,
        Termination::Forbidden => gomoku_termination::Forbidden,
        Termination::Resignation => gomoku_termination::Resignation,
        Termination::Timeout => gomoku_termination::Timeout,
        Termination::BoardFull => gomoku_termination::BoardFull,
        Termination::NoLegalMove => gomoku_termination::NoLegalMove,
        Termination::BothPassed => gomoku_termination::BothPassed,
        Termination::MoveLimit => gomoku_termination::MoveLimit,
        Termination::Agreement => gomoku_termination::Agreement,
        Termination::BothWon => gomoku_termination::BothWon,
    }) as i32
}

fn termination_in(t: i32) -> Option<Termination> {
    Termination::ALL
        .into_iter()
        .find(|x| to_c_termination(*x) == t)
}

/// A preset from C.
pub(crate) fn preset_in(p: i32) -> Result<Preset, gomoku_status> {
    Preset::ALL
        .into_iter()
        .find(|x| to_c_preset(*x) == p)
        .ok_or(gomoku_status::InvalidEnum)
}

/// A preset for C.
pub(crate) fn to_c_preset(p: Preset) -> i32 {
    (match p {
        Preset::Freestyle => gomoku_preset::Freestyle,
        Preset::Standard => gomoku_preset::Standard,
        Preset::Renju => gomoku_preset::Renju,
        Preset::Caro => gomoku_preset::Caro,
        Preset::CaroOverline => gomoku_preset::CaroOverline,
        Preset::Omok => gomoku_preset::Omok,
        Preset::NinukiRenju => gomoku_preset::NinukiRenju,
        Preset::Pente => gomoku_preset::Pente,
    }) as i32
}

/// A forbidden policy from C.
pub(crate) fn policy_in(p: i32) -> Result<ForbiddenPolicy, gomoku_status> {
    match p {
        0 => Ok(ForbiddenPolicy::Reject),
        1 => Ok(ForbiddenPolicy::Lose),
        _ => Err(gomoku_status::InvalidEnum),
    }
}

/// A forbidden policy for C.
pub(crate) fn to_c_policy(p: ForbiddenPolicy) -> i32 {
    (match p {
        ForbiddenPolicy::Reject => gomoku_forbidden_policy::Reject,
        ForbiddenPolicy::Lose => gomoku_forbidden_policy::Lose,
    }) as i32
}

/// A point for C.
pub(crate) fn to_c_point(p: Point) -> gomoku_point {
    gomoku_point {
        x: i32::from(p.x()),
        y: i32::from(p.y()),
    }
}

const NO_POINT: gomoku_point = gomoku_point { x: -1, y: -1 };

/// A point from C on a board of `size`, or `off_board`.
pub(crate) fn point_in(
    p: gomoku_point,
    size: u8,
    off_board: gomoku_status,
) -> Result<Point, gomoku_status> {
    Point::from_coords(i64::from(p.x), i64::from(p.y))
        .filter(|q| q.is_on_board(size))
        .ok_or(off_board)
}

/// A move for C.
pub(crate) fn to_c_move(m: Move) -> gomoku_move {
    match m {
        Move::Place(p) => gomoku_move {
            point: to_c_point(p),
            pass: false,
        },
        Move::Pass => gomoku_move {
            point: NO_POINT,
            pass: true,
        },
    }
}

/// An outcome (or none) for C.
pub(crate) fn to_c_outcome(o: Option<Outcome>) -> gomoku_outcome {
    let Some(o) = o else {
        return gomoku_outcome {
            termination: gomoku_termination::None as i32,
            winner: gomoku_color::None as i32,
            line_len: 0,
            line_start: NO_POINT,
            line_end: NO_POINT,
        };
    };
    let (line_len, line_start, line_end) = match o.line {
        Some(l) => (
            u32::try_from(l.len()).unwrap_or(u32::MAX),
            to_c_point(l.start()),
            to_c_point(l.end()),
        ),
        None => (0, NO_POINT, NO_POINT),
    };
    gomoku_outcome {
        termination: to_c_termination(o.termination),
        winner: to_c_color(o.winner),
        line_len,
        line_start,
        line_end,
    }
}

/// Makes an outcome without a line into `*outcome_out`: `winner` a `GOMOKU_COLOR_*` value
/// (`GOMOKU_COLOR_NONE` for a draw) and `termination` a `GOMOKU_TERMINATION_*` value other
/// than `GOMOKU_TERMINATION_NONE`, checked as the core checks them.
///
/// Returns `GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH` when the winner does not fit the
/// termination (a draw has none, every other end has one), `GOMOKU_STATUS_INVALID_ENUM`
/// for a value that is no colour or no termination.
///
/// # Safety
///
/// `outcome_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_outcome_new(
    winner: i32,
    termination: i32,
    outcome_out: *mut gomoku_outcome,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(outcome_out)?;
        let winner = match winner {
            w if w == gomoku_color::None as i32 => None,
            w => Some(color_in(w)?),
        };
        let termination = termination_in(termination).ok_or(gomoku_status::InvalidEnum)?;
        let outcome = Outcome::new(winner, termination)?;
        out.write(to_c_outcome(Some(outcome)));
        Ok(())
    })
}

/// Parses a point in text notation (`h8`, case-insensitive).
///
/// Returns `GOMOKU_STATUS_PARSE_INVALID_POINT` unless `text` is a letter `a`–`z` and a row
/// 1–26; whether the point lies on a particular board is checked where it is used.
///
/// # Safety
///
/// `text` is NULL or a NUL-terminated string; `point_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_point_from_str(
    text: *const c_char,
    point_out: *mut gomoku_point,
) -> gomoku_status {
    guard(|| {
        let text = c_str(text)?;
        let out = Out::new(point_out)?;
        let p = Point::from_ascii(text)?;
        out.write(to_c_point(p));
        Ok(())
    })
}

/// Writes a point in text notation (`h8`) and a terminating NUL into `buf`.
///
/// `*out_n` receives the bytes the text takes, NUL included (at most 4); when `len` is
/// smaller, the call fails with `GOMOKU_STATUS_BUFFER_TOO_SMALL`, writes only `*out_n`.
/// A point outside the largest board (26×26) gives `GOMOKU_STATUS_PLAY_OFF_BOARD`.
///
/// # Safety
///
/// `buf` is valid for `len` bytes (it may be NULL if `len` is 0); `out_n` is NULL or
/// valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_point_to_str(
    point: gomoku_point,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let buffer = Buffer::new(buf, len, out_n)?;
        let p = point_in(point, gomoku_referee::MAX_SIZE, gomoku_status::PlayOffBoard)?;
        buffer.fill_text(&p.to_string())
    })
}

/// Parses a NUL-terminated name with `parse`, writing the C value.
pub(crate) fn parse_name<T>(
    text: *const c_char,
    out: *mut i32,
    parse: impl FnOnce(&str) -> Result<T, gomoku_referee::ParseError>,
    to_c: impl FnOnce(T) -> i32,
    invalid: gomoku_status,
) -> gomoku_status {
    guard(|| {
        let text = c_str(text)?;
        let out = Out::new(out)?;
        let text = core::str::from_utf8(text).map_err(|_| invalid)?;
        let value = parse(text)?;
        out.write(to_c(value));
        Ok(())
    })
}

/// Parses a colour name: `black` or `white` (also `b`/`w`, `x`/`o`), case-insensitive.
///
/// Returns `GOMOKU_STATUS_PARSE_INVALID_COLOR` for anything else.
///
/// # Safety
///
/// `text` is NULL or a NUL-terminated string; `color_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_color_from_str(text: *const c_char, color_out: *mut i32) -> gomoku_status {
    parse_name(
        text,
        color_out,
        str::parse::<Color>,
        |c| to_c_color(Some(c)),
        gomoku_status::ParseInvalidColor,
    )
}

/// Parses a forbidden kind: `double-three`, `double-four` or `overline`, case-insensitive.
///
/// Returns `GOMOKU_STATUS_PARSE_INVALID_FORBIDDEN` for anything else.
///
/// # Safety
///
/// `text` is NULL or a NUL-terminated string; `kind_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_forbidden_from_str(
    text: *const c_char,
    kind_out: *mut i32,
) -> gomoku_status {
    parse_name(
        text,
        kind_out,
        str::parse::<Forbidden>,
        |k| to_c_forbidden(Some(k)),
        gomoku_status::ParseInvalidForbidden,
    )
}

/// Parses a termination name such as `five` or `board-full`, case-insensitive.
///
/// Returns `GOMOKU_STATUS_PARSE_INVALID_TERMINATION` for anything else.
///
/// # Safety
///
/// `text` is NULL or a NUL-terminated string; `termination_out` is NULL or valid for a
/// write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_termination_from_str(
    text: *const c_char,
    termination_out: *mut i32,
) -> gomoku_status {
    parse_name(
        text,
        termination_out,
        str::parse::<Termination>,
        to_c_termination,
        gomoku_status::ParseInvalidTermination,
    )
}

/// A static NUL-terminated name, or NULL.
pub(crate) fn static_name(name: Option<&'static str>) -> *const c_char {
    guard_value(core::ptr::null(), || match name {
        // The names are short ASCII constants; a NUL-terminated copy of each is interned
        // once below.
        Some(n) => names::lookup(n),
        None => core::ptr::null(),
    })
}

mod names {
    use core::ffi::c_char;

    /// Every name the name functions return, NUL-terminated.
    const NAMES: &[&str] = &[
        "black\0",
        "white\0",
        "double-three\0",
        "double-four\0",
        "overline\0",
        "five\0",
        "capture\0",
        "forbidden\0",
        "resignation\0",
        "timeout\0",
        "board-full\0",
        "no-legal-move\0",
        "both-passed\0",
        "move-limit\0",
        "agreement\0",
        "both-won\0",
        "identity\0",
        "rotate-90\0",
        "rotate-180\0",
        "rotate-270\0",
        "mirror-left-right\0",
        "mirror-top-bottom\0",
        "diagonal\0",
        "anti-diagonal\0",
    ];

    /// The NUL-terminated copy of `name`, or NULL if there is none (a bug caught by tests).
    pub(super) fn lookup(name: &str) -> *const c_char {
        NAMES
            .iter()
            .find(|n| &n[..n.len() - 1] == name)
            .map_or(core::ptr::null(), |n| n.as_ptr().cast())
    }
}

/// The name of a colour (`"black"`, `"white"`), or NULL for any other value. The string
/// is static.
///
/// # Safety
///
/// Always safe to call, with any number; the string is static and must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_color_name(color: i32) -> *const c_char {
    static_name(color_in(color).ok().map(Color::name))
}

/// The name of a forbidden kind (`"double-three"`, `"double-four"`, `"overline"`), or
/// NULL for any other value. The string is static.
///
/// # Safety
///
/// Always safe to call, with any number; the string is static and must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_forbidden_name(kind: i32) -> *const c_char {
    static_name(forbidden_in(kind).map(Forbidden::name))
}

/// The name of a termination (`"five"`, `"board-full"`, …), or NULL for any other value.
/// The string is static.
///
/// # Safety
///
/// Always safe to call, with any number; the string is static and must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_termination_name(termination: i32) -> *const c_char {
    static_name(termination_in(termination).map(Termination::name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_is_interned() {
        for c in Color::ALL {
            assert!(!names::lookup(c.name()).is_null());
        }
        for k in Forbidden::ALL {
            assert!(!names::lookup(k.name()).is_null());
            assert_eq!(forbidden_in(to_c_forbidden(Some(k))), Some(k));
        }
        for t in Termination::ALL {
            assert!(!names::lookup(t.name()).is_null());
            assert_eq!(termination_in(to_c_termination(t)), Some(t));
        }
        for p in Preset::ALL {
            assert_eq!(preset_in(to_c_preset(p)), Ok(p));
        }
    }

    /// The C numbering of colours, kinds, terminations and presets is the core's.
    #[test]
    fn numbering_matches_the_core() {
        for c in Color::ALL {
            assert_eq!(to_c_color(Some(c)), c as i32);
        }
        for k in Forbidden::ALL {
            assert_eq!(to_c_forbidden(Some(k)), k as i32);
        }
        for t in Termination::ALL {
            assert_eq!(to_c_termination(t), t as i32);
        }
        for p in Preset::ALL {
            assert_eq!(to_c_preset(p), p as i32);
        }
        for r in [
            gomoku_restrict::DoubleThree,
            gomoku_restrict::DoubleFour,
            gomoku_restrict::Overline,
            gomoku_restrict::Renju,
        ] {
            assert!(gomoku_referee::Restrictions::from_bits(r as u32).is_some());
        }
        assert_eq!(
            gomoku_restrict::Renju as u32,
            u32::from(gomoku_referee::Restrictions::RENJU.bits())
        );
    }
}
