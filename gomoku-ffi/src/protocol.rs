//! The Gomocup protocol (RULES.md §13) for C: the core's parser of a manager's line
//! (`gomoku_protocol_parse`) and formatter of a brain's replies
//! (`gomoku_protocol_format_*`). Points are this library's (rows from the bottom); the
//! conversion from the protocol's rows counted from the top is the core's.

use core::ffi::c_char;

use gomoku_referee::protocol::{About, Command, CommandName, Info, Reply};
use gomoku_referee::{MAX_SIZE, MIN_SIZE, RulesError};

use crate::boundary::{Buffer, Out, c_str, guard, slice};
use crate::status::gomoku_status;
use crate::types::{gomoku_point, point_in, to_c_point};

/// The command of a parsed line (`gomoku_command.name`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_command_name {
    /// `START size`.
    Start = 0,
    /// `RECTSTART width,height`.
    RectStart = 1,
    /// `RESTART`.
    Restart = 2,
    /// `BEGIN`.
    Begin = 3,
    /// `TURN x,y`.
    Turn = 4,
    /// `BOARD`.
    Board = 5,
    /// A line `x,y,field` of a `BOARD` block.
    Stone = 6,
    /// A line `x,y` of a `SWAP2BOARD` block.
    Coords = 7,
    /// `DONE`.
    Done = 8,
    /// `TAKEBACK x,y`.
    Takeback = 9,
    /// `PLAY x,y`.
    Play = 10,
    /// `INFO key value`.
    Info = 11,
    /// `END`.
    End = 12,
    /// `ABOUT`.
    About = 13,
    /// `SWAP2BOARD`.
    Swap2Board = 14,
}

/// The key of an `INFO` line (`gomoku_command.info`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_info_key {
    /// Not an `INFO` line.
    None = -1,
    /// `timeout_turn`: `value` in milliseconds, 0 = as fast as possible.
    TimeoutTurn = 0,
    /// `timeout_match`: `value` in milliseconds, 0 = no limit.
    TimeoutMatch = 1,
    /// `time_left`: `value` in milliseconds, negative once out of time, 2147483647 = unlimited.
    TimeLeft = 2,
    /// `max_memory`: `value` in bytes, 0 = no limit.
    MaxMemory = 3,
    /// `game_type`: `value` 0 human, 1 brain, 2 tournament, 3 network tournament.
    GameType = 4,
    /// `rule`: `value` the code (0, 1, 2, 4, 5, 8 or 9: the others fail to parse).
    Rule = 5,
    /// `evaluate`: `point`.
    Evaluate = 6,
    /// `folder`: the folder is the rest of the line (not copied).
    Folder = 7,
    /// Any other key (to be ignored).
    Other = 8,
}

/// A line from a Gomocup manager, parsed by `gomoku_protocol_parse`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct gomoku_command {
    /// A `GOMOKU_COMMAND_NAME_*` value.
    pub name: i32,
    /// `START`: the board size; `RECTSTART`: the width; 0 otherwise.
    pub size: i32,
    /// `RECTSTART`: the height; 0 otherwise.
    pub height: i32,
    /// `TURN`, `TAKEBACK`, `PLAY`, the lines of `BOARD` and `SWAP2BOARD`, `INFO evaluate`:
    /// the point (this library's coordinates, rows from the bottom); `{-1, -1}` otherwise.
    pub point: gomoku_point,
    /// A line of `BOARD`: 1 the brain's stone, 2 the opponent's, 3 a continuous game's;
    /// 0 otherwise.
    pub field: i32,
    /// `INFO`: a `GOMOKU_INFO_KEY_*` value; `GOMOKU_INFO_KEY_NONE` otherwise.
    pub info: i32,
    /// `INFO`: the number of the keys that have one (`max_memory` saturates at
    /// `INT64_MAX`); 0 otherwise.
    pub value: i64,
}

const NO_POINT: gomoku_point = gomoku_point { x: -1, y: -1 };

fn board_size(size: i32) -> Result<u8, gomoku_status> {
    u8::try_from(size)
        .ok()
        .filter(|s| (MIN_SIZE..=MAX_SIZE).contains(s))
        .ok_or(
            RulesError::SizeOutOfRange {
                size: u32::try_from(size).unwrap_or(u32::MAX),
            }
            .into(),
        )
}

fn to_c_command(cmd: &Command<'_>) -> gomoku_command {
    let name = match cmd.name() {
        CommandName::Start => gomoku_command_name::Start,
        CommandName::RectStart => gomoku_command_name::RectStart,
        CommandName::Restart => gomoku_command_name::Restart,
        CommandName::Begin => gomoku_command_name::Begin,
        CommandName::Turn => gomoku_command_name::Turn,
        CommandName::Board => gomoku_command_name::Board,
        CommandName::Stone => gomoku_command_name::Stone,
        CommandName::Coords => gomoku_command_name::Coords,
        CommandName::Done => gomoku_command_name::Done,
        CommandName::Takeback => gomoku_command_name::Takeback,
        CommandName::Play => gomoku_command_name::Play,
        CommandName::Info => gomoku_command_name::Info,
        CommandName::End => gomoku_command_name::End,
        CommandName::About => gomoku_command_name::About,
        CommandName::Swap2Board => gomoku_command_name::Swap2Board,
    };
    let mut out = gomoku_command {
        name: name as i32,
        size: 0,
        height: 0,
        point: NO_POINT,
        field: 0,
        info: gomoku_info_key::None as i32,
        value: 0,
    };
    let clip = |v: u32| i32::try_from(v).unwrap_or(i32::MAX);
    match *cmd {
        Command::Start(n) => out.size = i32::from(n),
        Command::RectStart { width, height } => {
            out.size = clip(width);
            out.height = clip(height);
        }
        Command::Turn(p) | Command::Takeback(p) | Command::Play(p) | Command::Coords(p) => {
            out.point = to_c_point(p);
        }
        Command::Stone { point, field } => {
            out.point = to_c_point(point);
            out.field = i32::from(field.number());
        }
        Command::Info(info) => {
            let (key, value) = match info {
                Info::TimeoutTurn(ms) => (gomoku_info_key::TimeoutTurn, i64::from(ms)),
                Info::TimeoutMatch(ms) => (gomoku_info_key::TimeoutMatch, i64::from(ms)),
                Info::TimeLeft(ms) => (gomoku_info_key::TimeLeft, ms),
                Info::MaxMemory(b) => (
                    gomoku_info_key::MaxMemory,
                    i64::try_from(b).unwrap_or(i64::MAX),
                ),
                Info::GameType(t) => (gomoku_info_key::GameType, i64::from(t.number())),
                Info::Rule { code, .. } => (gomoku_info_key::Rule, i64::from(code)),
                Info::Evaluate(p) => {
                    out.point = to_c_point(p);
                    (gomoku_info_key::Evaluate, 0)
                }
                Info::Folder(_) => (gomoku_info_key::Folder, 0),
                Info::Other { .. } => (gomoku_info_key::Other, 0),
            };
            out.info = key as i32;
            out.value = value;
        }
        _ => {}
    }
    out
}

/// Parses one line from a Gomocup manager (`len` bytes at `line`, no NUL needed; a final
/// CR LF is ignored), points read on a board of `size`.
///
/// Fails with `GOMOKU_STATUS_PROTOCOL_*` for a line that is not a command (empty, not
/// UTF-8, unknown, malformed, a point off the board), or the `GOMOKU_STATUS_RULES_*`
/// status of a `START` size or `INFO rule` code the library cannot honour; a `size`
/// outside 5..=26 gives `GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE`.
///
/// # Safety
///
/// `line` is valid for reads of `len` bytes (it may be NULL if `len` is 0);
/// `command_out` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_protocol_parse(
    line: *const c_char,
    len: usize,
    size: i32,
    command_out: *mut gomoku_command,
) -> gomoku_status {
    guard(|| {
        let out = Out::new(command_out)?;
        let bytes: &[u8] = slice(line.cast::<u8>(), len)?;
        let size = board_size(size)?;
        let cmd = Command::parse_bytes(bytes, size)?;
        out.write(to_c_command(&cmd));
        Ok(())
    })
}

/// What `gomoku_protocol_format_reply` writes.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum gomoku_reply_kind {
    /// `OK`.
    Ok = 0,
    /// `ERROR text`.
    Error = 1,
    /// `UNKNOWN text`.
    Unknown = 2,
    /// `MESSAGE text`.
    Message = 3,
    /// `DEBUG text`.
    Debug = 4,
    /// `SWAP`.
    Swap = 5,
}

/// Writes a reply line of a brain, NUL-terminated, without a line end: `kind` is a
/// `GOMOKU_REPLY_KIND_*` value; `text` (NUL-terminated, or NULL for none) follows `ERROR`,
/// `UNKNOWN`, `MESSAGE` and `DEBUG`, on one line (line breaks become spaces).
///
/// # Safety
///
/// `text` is NULL or NUL-terminated; `buf` is valid for `len` bytes (NULL if `len` is 0);
/// `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_protocol_format_reply(
    kind: i32,
    text: *const c_char,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let buffer = Buffer::new(buf, len, out_n)?;
        let text = if text.is_null() {
            ""
        } else {
            let bytes = c_str(text)?;
            core::str::from_utf8(bytes).map_err(|_| gomoku_status::ProtocolInvalidUtf8)?
        };
        let reply = match kind {
            0 => Reply::Ok,
            1 => Reply::Error(text),
            2 => Reply::Unknown(text),
            3 => Reply::Message(text),
            4 => Reply::Debug(text),
            5 => Reply::Swap,
            _ => return Err(gomoku_status::InvalidEnum),
        };
        buffer.fill_text(&reply.display(MAX_SIZE).to_string())
    })
}

/// Writes the brain's move `point` as the protocol's `x,y` (rows counted from the top of a
/// board of `size`), NUL-terminated. A point off that board gives
/// `GOMOKU_STATUS_PLAY_OFF_BOARD`.
///
/// # Safety
///
/// `buf` is valid for `len` bytes (NULL if `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_protocol_format_move(
    point: gomoku_point,
    size: i32,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let buffer = Buffer::new(buf, len, out_n)?;
        let size = board_size(size)?;
        let p = point_in(point, size, gomoku_status::PlayOffBoard)?;
        buffer.fill_text(&Reply::Move(p).display(size).to_string())
    })
}

/// Writes the answer to `ABOUT`: `name="..", version="..", author="..", country=".."`,
/// NUL-terminated. NULL strings are empty.
///
/// # Safety
///
/// The four strings are NULL or NUL-terminated; `buf` is valid for `len` bytes (NULL if
/// `len` is 0); `out_n` is NULL or valid for a write.
#[unsafe(no_mangle)]
pub extern "C" fn gomoku_protocol_format_about(
    name: *const c_char,
    version: *const c_char,
    author: *const c_char,
    country: *const c_char,
    buf: *mut c_char,
    len: usize,
    out_n: *mut usize,
) -> gomoku_status {
    guard(|| {
        let buffer = Buffer::new(buf, len, out_n)?;
        let text = |p: *const c_char| -> Result<&str, gomoku_status> {
            if p.is_null() {
                return Ok("");
            }
            let bytes = c_str(p)?;
            core::str::from_utf8(bytes).map_err(|_| gomoku_status::ProtocolInvalidUtf8)
        };
        let about = About {
            name: text(name)?,
            version: text(version)?,
            author: text(author)?,
            country: text(country)?,
        };
        buffer.fill_text(&Reply::About(about).display(MAX_SIZE).to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str, size: i32) -> Result<gomoku_command, gomoku_status> {
        let mut out = gomoku_command {
            name: -9,
            size: 0,
            height: 0,
            point: NO_POINT,
            field: 0,
            info: 0,
            value: 0,
        };
        let status = gomoku_protocol_parse(line.as_ptr().cast(), line.len(), size, &mut out);
        if status == gomoku_status::Ok {
            Ok(out)
        } else {
            Err(status)
        }
    }

    fn text(f: impl FnOnce(*mut c_char, usize, *mut usize) -> gomoku_status) -> String {
        let mut buf = [0 as c_char; 128];
        let mut n = 0;
        assert_eq!(f(buf.as_mut_ptr(), buf.len(), &mut n), gomoku_status::Ok);
        let bytes: Vec<u8> = buf[..n - 1].iter().map(|&c| c as u8).collect();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn parses_as_the_core_does() {
        let turn = parse("TURN 0,0\r\n", 15).unwrap();
        assert_eq!(turn.name, gomoku_command_name::Turn as i32);
        assert_eq!(turn.point, gomoku_point { x: 0, y: 14 });
        let info = parse("INFO time_left -1", 20).unwrap();
        assert_eq!(
            (info.info, info.value),
            (gomoku_info_key::TimeLeft as i32, -1)
        );
        let rule = parse("INFO rule 9", 20).unwrap();
        assert_eq!((rule.info, rule.value), (gomoku_info_key::Rule as i32, 9));
        let stone = parse("1,2,2", 15).unwrap();
        assert_eq!(
            (stone.name, stone.field),
            (gomoku_command_name::Stone as i32, 2)
        );
        assert_eq!(
            parse("HELLO", 15),
            Err(gomoku_status::ProtocolUnknownCommand)
        );
        assert_eq!(parse("TURN 1", 15), Err(gomoku_status::ProtocolMalformed));
        assert_eq!(parse("TURN 15,0", 15), Err(gomoku_status::ProtocolOffBoard));
        assert_eq!(parse("", 15), Err(gomoku_status::ProtocolEmptyLine));
        assert_eq!(
            parse("INFO rule 6", 15),
            Err(gomoku_status::RulesUnsupportedGomocupCode)
        );
        assert_eq!(
            parse("START 40", 15),
            Err(gomoku_status::RulesSizeOutOfRange)
        );
        assert_eq!(parse("BEGIN", 99), Err(gomoku_status::RulesSizeOutOfRange));
        let bad = [b'T', 0xff];
        let mut out = parse("END", 15).unwrap();
        let status = gomoku_protocol_parse(bad.as_ptr().cast(), 2, 15, &mut out);
        assert_eq!(status, gomoku_status::ProtocolInvalidUtf8);
        let status = gomoku_protocol_parse(core::ptr::null(), 3, 15, &mut out);
        assert_eq!(status, gomoku_status::NullPointer);
    }

    #[test]
    fn formats_as_the_core_does() {
        let s =
            text(|b, l, n| gomoku_protocol_format_move(gomoku_point { x: 0, y: 0 }, 15, b, l, n));
        assert_eq!(s, "0,14");
        let s = text(|b, l, n| gomoku_protocol_format_reply(1, c"no\nway".as_ptr(), b, l, n));
        assert_eq!(s, "ERROR no way");
        let s = text(|b, l, n| {
            gomoku_protocol_format_about(
                c"x".as_ptr(),
                c"1".as_ptr(),
                core::ptr::null(),
                c"CZ".as_ptr(),
                b,
                l,
                n,
            )
        });
        assert_eq!(s, r#"name="x", version="1", author="", country="CZ""#);
        let mut n = 0;
        let status =
            gomoku_protocol_format_reply(0, core::ptr::null(), core::ptr::null_mut(), 0, &mut n);
        assert_eq!((status, n), (gomoku_status::BufferTooSmall, 3));
        let status =
            gomoku_protocol_format_reply(9, core::ptr::null(), core::ptr::null_mut(), 0, &mut n);
        assert_eq!(status, gomoku_status::InvalidEnum);
    }
}
