//! PSQ, the format of the Piskvork manager and the Gomocup archives (RULES.md §11).
//!
//! ```text
//! Piskvorky 15x15, 11:11, 0
//! 8,8,1000
//! 9,7,250
//! -1
//! engine-a.zip
//! ```
//!
//! The first line gives the size; then one line per move, `x,y,t`: `x` the column from
//! the left and `y` the row from the TOP, both 1-based (the Gomocup protocol's 0-based
//! coordinates plus one; `8,8` is h8 on 15×15, `1,1` is a15), `t` the milliseconds the
//! move took. The moves end at the first line that is not shaped as a move (`-1`, an
//! empty line, a name); every line from there on is kept as the trailer, as written. A
//! line shaped as a move — its first non-blank character a digit, or a sign and a digit,
//! and a comma in it — is a move or an error: `x,y` or `x,y,t`, each a decimal integer
//! of at most 12 digits with blanks around it allowed, `x` and `y` on the board, `t` in
//! 0..=4294967295 (`8,8,abc`, a 20-digit number, `8,8,0,1` are errors, not trailer).
//! Black moves first.

use alloc::string::String;
use alloc::vec::Vec;

use super::text::{lines, parse_int, trim};
use super::{Format, Record, RecordError, RecordErrorKind, RecordMove, Tree, WriteError};
use crate::{Color, MAX_SIZE, MIN_SIZE, Move, Point};

const MAGIC: &[u8] = b"Piskvorky ";

/// Reads a PSQ record.
///
/// # Errors
///
/// [`RecordError`] with the line and column: a missing or wrong first line
/// ([`RecordErrorKind::WrongHeader`], [`RecordErrorKind::UnexpectedEnd`] for an empty
/// input), a board that is not square or out of 5..=26, a move off the board
/// ([`RecordErrorKind::OffBoard`] in PSQ's coordinates made 0-based: column, row from the
/// top), a time that is negative or too large, text that is not UTF-8.
///
/// ```
/// use gomoku_referee::record::read_psq;
/// let record = read_psq("Piskvorky 15x15, 11:11, 0\n8,8,1000\n9,7,250\n-1\nA vs B\n")?;
/// let moves: Vec<_> = record.moves().collect();
/// assert_eq!(moves[0].mv.to_string(), "h8");
/// assert_eq!(moves[1].mv.to_string(), "i9");
/// assert_eq!(moves[1].time_ms, Some(250));
/// assert_eq!(record.trailer, ["-1", "A vs B"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_psq(input: impl AsRef<[u8]>) -> Result<Record, RecordError> {
    let input = input.as_ref();
    let err = |kind, at| RecordError::new(Format::Psq, kind, input, at);
    if let Err(e) = core::str::from_utf8(input) {
        return Err(err(RecordErrorKind::InvalidUtf8, e.valid_up_to()));
    }
    // Checked as UTF-8 above: every slice cut at ASCII bytes is UTF-8 too.
    let text = |b: &[u8]| String::from(core::str::from_utf8(b).unwrap_or_default());
    let mut lines = lines(input);
    let Some((_, header)) = lines.next() else {
        return Err(err(RecordErrorKind::UnexpectedEnd, 0));
    };
    let header = header.strip_prefix(b"\xef\xbb\xbf").unwrap_or(header);
    let bad_header = RecordErrorKind::WrongHeader {
        expected: "Piskvorky WxH",
    };
    let Some(rest) = header.strip_prefix(MAGIC) else {
        return Err(err(bad_header, 0));
    };
    let dims_end = rest.iter().position(|&b| b == b',').unwrap_or(rest.len());
    let (_, dims) = trim(&rest[..dims_end]);
    let Some(xpos) = dims.iter().position(|&b| b == b'x' || b == b'X') else {
        return Err(err(bad_header, 0));
    };
    let dim = |s: &[u8]| {
        parse_int(s)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| err(RecordErrorKind::InvalidNumber, MAGIC.len()))
    };
    let (width, height) = (dim(&dims[..xpos])?, dim(&dims[xpos + 1..])?);
    if width != height {
        return Err(err(
            RecordErrorKind::NotSquare { width, height },
            MAGIC.len(),
        ));
    }
    if !(u32::from(MIN_SIZE)..=u32::from(MAX_SIZE)).contains(&width) {
        return Err(err(RecordErrorKind::SizeOutOfRange(width), MAGIC.len()));
    }
    let size = width as u8;
    let mut record = Record::new(size);
    if dims_end < rest.len() {
        let tail = &rest[dims_end + 1..];
        let tail = tail.strip_prefix(b" ").unwrap_or(tail);
        record.psq_header = Some(text(tail));
    }
    let mut moves = Vec::new();
    let mut color = Color::Black;
    let mut trailer_started = false;
    for (at, line) in lines {
        if !trailer_started {
            match parse_move(line).map_err(|i| err(RecordErrorKind::InvalidNumber, at + i))? {
                Some(fields) => {
                    let (x, y, t) = fields;
                    let s = i64::from(size);
                    if !(1..=s).contains(&x) || !(1..=s).contains(&y) {
                        return Err(err(
                            RecordErrorKind::OffBoard {
                                x: x - 1,
                                y: y - 1,
                                size,
                            },
                            at,
                        ));
                    }
                    let time_ms = match t {
                        None => None,
                        Some(t) => Some(
                            u32::try_from(t)
                                .map_err(|_| err(RecordErrorKind::InvalidNumber, at))?,
                        ),
                    };
                    // In range 1..=size, checked above.
                    let p = Point::new((x - 1) as u8, (s - y) as u8).map(Move::Place);
                    let Some(mv) = p else {
                        return Err(err(RecordErrorKind::InvalidPoint, at));
                    };
                    moves.push(RecordMove { color, mv, time_ms });
                    color = !color;
                    continue;
                }
                None => trailer_started = true,
            }
        }
        record.trailer.push(text(line));
    }
    record.tree = Tree::from_line(moves);
    Ok(record)
}

/// A line in the shape of a move: its first non-blank character is a digit, or a sign
/// followed by a digit, and it holds a comma. Such a line is a move or an error; `-1`, an
/// empty line and any other line end the moves.
fn is_move_shaped(line: &[u8]) -> bool {
    let (_, t) = trim(line);
    let digits = match t {
        [b'-' | b'+', rest @ ..] => rest,
        _ => t,
    };
    digits.first().is_some_and(u8::is_ascii_digit) && t.contains(&b',')
}

/// `x,y,t` or `x,y` as integers; `Ok(None)` if the line is not shaped as a move, and the
/// offset in the line of the field in error for a move-shaped line that is not one (a
/// field that is not a decimal integer of at most 12 digits, or a field too many).
fn parse_move(line: &[u8]) -> Result<Option<(i64, i64, Option<i64>)>, usize> {
    if !is_move_shaped(line) {
        return Ok(None);
    }
    let mut fields = Vec::with_capacity(3);
    let mut start = 0;
    for field in line.split(|&b| b == b',') {
        let (cut, f) = trim(field);
        if fields.len() == 3 {
            return Err(start);
        }
        fields.push(parse_int(f).ok_or(start + cut)?);
        start += field.len() + 1;
    }
    match fields[..] {
        [x, y] => Ok(Some((x, y, None))),
        [x, y, t] => Ok(Some((x, y, Some(t)))),
        // A comma makes two fields at least.
        _ => Err(0),
    }
}

pub(super) fn write(record: &Record) -> Result<String, WriteError> {
    let moves = record.alternating_moves()?;
    let size = record.size;
    let mut out = String::new();
    let header = record.psq_header.as_deref().unwrap_or("11:11, 0");
    let w = |out: &mut String, args: core::fmt::Arguments<'_>| {
        core::fmt::write(out, args).ok();
    };
    w(
        &mut out,
        format_args!("Piskvorky {size}x{size}, {header}\n"),
    );
    for m in &moves {
        let Move::Place(p) = m.mv else {
            return Err(WriteError::Pass);
        };
        let x = u32::from(p.x()) + 1;
        let y = u32::from(size) - u32::from(p.y());
        w(
            &mut out,
            format_args!("{x},{y},{}\n", m.time_ms.unwrap_or(0)),
        );
    }
    for line in &record.trailer {
        out.push_str(line);
        out.push('\n');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn the_moves_end_at_the_first_line_that_is_not_one() {
        let r = read_psq("Piskvorky 20x20, 11:11, 0\n1,1,0\nfree text\n2,2,0\n").unwrap();
        assert_eq!(r.moves().count(), 1);
        assert_eq!(r.trailer, ["free text", "2,2,0"]);
        // 1,1 is the top-left corner: a20 on 20x20.
        assert_eq!(r.moves().next().unwrap().mv.to_string(), "a20");
    }

    #[test]
    fn bad_headers() {
        let kind = |s: &str| read_psq(s).unwrap_err().kind;
        assert_eq!(kind(""), RecordErrorKind::UnexpectedEnd);
        assert!(matches!(
            kind("Renju 15x15\n"),
            RecordErrorKind::WrongHeader { .. }
        ));
        assert_eq!(
            kind("Piskvorky 15x20, 0\n"),
            RecordErrorKind::NotSquare {
                width: 15,
                height: 20
            }
        );
        assert_eq!(
            kind("Piskvorky 30x30\n"),
            RecordErrorKind::SizeOutOfRange(30)
        );
    }

    #[test]
    fn off_board_moves_give_the_line() {
        let err = read_psq("Piskvorky 15x15, 0\n8,8,0\n16,1,0\n").unwrap_err();
        assert_eq!(
            err.kind,
            RecordErrorKind::OffBoard {
                x: 15,
                y: 0,
                size: 15
            }
        );
        assert_eq!(err.location.line, 3);
    }

    #[test]
    fn a_line_shaped_as_a_move_is_a_move_or_an_error() {
        let text = "Piskvorky 15x15, 0\n8,8,0\n";
        for (bad, column) in [
            ("12345678901234567890,8,0", 1),
            ("8,8,abc", 5),
            ("8, x,0", 4),
            ("8,8,0,1", 7),
            ("8,8,", 5),
            ("-3,8,0", 1),
        ] {
            let err = read_psq(alloc::format!("{text}{bad}\n9,9,0\n-1\n")).unwrap_err();
            assert!(
                matches!(
                    err.kind,
                    RecordErrorKind::InvalidNumber | RecordErrorKind::OffBoard { .. }
                ),
                "{bad}: {err}"
            );
            assert_eq!(
                (err.location.line, err.location.column),
                (3, column),
                "{bad}"
            );
        }
        // What is not shaped as a move ends the moves.
        for end in ["-1", "", "x,1,1", ",8,8", "pbrain.zip", "1"] {
            let r = read_psq(alloc::format!("{text}{end}\n9,9,0\n")).unwrap();
            assert_eq!(r.moves().count(), 1, "{end}");
            assert_eq!(r.trailer, [end, "9,9,0"]);
        }
    }

    #[test]
    fn negative_times_are_refused() {
        let err = read_psq("Piskvorky 15x15, 0\n8,8,-5\n").unwrap_err();
        assert_eq!(err.kind, RecordErrorKind::InvalidNumber);
    }
}
