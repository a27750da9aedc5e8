//! Move text (RULES.md §11): points in the notation of §2 (column letter, row number from 1
//! at the bottom), `pass` for a pass, separated by white space or commas. Black moves
//! first; the colours alternate.

use alloc::string::String;
use alloc::vec::Vec;

use super::{Format, Record, RecordError, RecordErrorKind, RecordMove, Tree, WriteError};
use crate::{Color, MAX_SIZE, MIN_SIZE, Move, Point};

/// Reads move text on a board of `size` (the text does not say the size).
///
/// # Errors
///
/// [`RecordError`] with the byte offset, line and column of the first token that is not a
/// point or `pass` ([`RecordErrorKind::InvalidPoint`]), a point off the board
/// ([`RecordErrorKind::OffBoard`], in the coordinates of §2), text that is not UTF-8, or a
/// size out of range.
///
/// ```
/// use gomoku_referee::record::{read_moves, RecordErrorKind};
/// let record = read_moves("h8, h9 pass", 15)?;
/// assert_eq!(record.moves().count(), 3);
/// let err = read_moves("h8 h99", 15).unwrap_err();
/// assert_eq!((err.kind, err.location.column), (RecordErrorKind::InvalidPoint, 4));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_moves(input: impl AsRef<[u8]>, size: u8) -> Result<Record, RecordError> {
    let input = input.as_ref();
    let err = |kind, at| RecordError::new(Format::Moves, kind, input, at);
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(err(RecordErrorKind::SizeOutOfRange(u32::from(size)), 0));
    }
    if let Err(e) = core::str::from_utf8(input) {
        return Err(err(RecordErrorKind::InvalidUtf8, e.valid_up_to()));
    }
    let mut moves = Vec::new();
    let mut color = Color::Black;
    let mut at = 0;
    let is_sep = |b: u8| b.is_ascii_whitespace() || b == b',';
    while at < input.len() {
        if is_sep(input[at]) {
            at += 1;
            continue;
        }
        let start = at;
        while at < input.len() && !is_sep(input[at]) {
            at += 1;
        }
        let mv = parse_token(&input[start..at], size).map_err(|kind| err(kind, start))?;
        moves.push(RecordMove::new(color, mv));
        color = !color;
    }
    let mut record = Record::new(size);
    record.tree = Tree::from_line(moves);
    Ok(record)
}

/// One move of move text, on the board of `size`.
pub(crate) fn parse_token(token: &[u8], size: u8) -> Result<Move, RecordErrorKind> {
    if token.eq_ignore_ascii_case(b"pass") {
        return Ok(Move::Pass);
    }
    let p = Point::from_ascii(token).map_err(|_| RecordErrorKind::InvalidPoint)?;
    if !p.is_on_board(size) {
        return Err(RecordErrorKind::OffBoard {
            x: i64::from(p.x()),
            y: i64::from(p.y()),
            size,
        });
    }
    Ok(Move::Place(p))
}

pub(super) fn write(record: &Record) -> Result<String, WriteError> {
    let moves = record.alternating_moves()?;
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        core::fmt::write(&mut out, format_args!("{}", m.mv)).ok();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_board_names_the_point() {
        let err = read_moves("h8 p1", 15).unwrap_err();
        assert_eq!(
            err.kind,
            RecordErrorKind::OffBoard {
                x: 15,
                y: 0,
                size: 15
            }
        );
        assert_eq!(err.location.offset, 3);
    }

    #[test]
    fn packed_moves_are_one_bad_token() {
        // RULES.md §11: only white space and commas separate moves.
        assert_eq!(
            read_moves("h8h9", 15).unwrap_err().kind,
            RecordErrorKind::InvalidPoint
        );
    }

    /// The record reader and [`crate::parse_moves`] (behind `Game::play_text` and the C
    /// and Python move-text functions) read one language: the same moves, the same first
    /// bad token.
    #[test]
    fn the_two_move_text_readers_agree() {
        for text in [
            "h8 h9 i8",
            "h8,h9,i8",
            " ,h8,,\th9\r\n",
            "pass PASS h8",
            "h8h9",
            "h8 h9i8",
            "h8passh9",
            "passpass",
            "h8;h9",
            "h8 ;h9",
            "h8-h9",
            "z26 a1",
            "h08",
            "h0",
            "é8",
            "h8 h9!",
            "",
            ",",
        ] {
            let parsed: Result<Vec<Move>, _> = crate::parse_moves(text).collect();
            match (parsed, read_moves(text, 26)) {
                (Ok(moves), Ok(record)) => {
                    let read: Vec<Move> = record.moves().map(|m| m.mv).collect();
                    assert_eq!(moves, read, "{text:?}");
                }
                (Err(crate::ParseError::InvalidMoveList { token, .. }), Err(e)) => {
                    let at = e.location.offset;
                    assert!(text[at..].starts_with(token.as_str()), "{text:?}: {e}");
                }
                (parsed, read) => panic!("{text:?}: {parsed:?} against {read:?}"),
            }
        }
    }

    #[test]
    fn invalid_utf8_is_reported_where_it_starts() {
        let err = read_moves(b"h8 \xff", 15).unwrap_err();
        assert_eq!(
            (err.kind, err.location.offset),
            (RecordErrorKind::InvalidUtf8, 3)
        );
    }
}
