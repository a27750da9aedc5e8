//! A move: a stone on a point, or a pass.

use core::fmt;
use core::str::FromStr;

use crate::error::ParseError;
use crate::{Point, Snippet};

/// A move: put a stone on a point, or pass (only where the rules allow it).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Move, Point};
///
/// let m: Move = "h8".parse()?;
/// assert_eq!(m, Move::Place("h8".parse()?));
/// assert_eq!("PASS".parse(), Ok(Move::Pass));
/// assert_eq!(Move::Pass.to_string(), "pass");
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
// Serialize/Deserialize: in serde_impls.rs, as the text "h8" or "pass".
pub enum Move {
    /// A stone of the side to move on this point.
    Place(Point),
    /// No stone (RULES.md §4.1, the pass option).
    Pass,
}

impl Move {
    /// The point of a placement, `None` for a pass.
    ///
    /// ```
    /// use gomoku_referee::Move;
    /// assert_eq!(Move::Pass.point(), None);
    /// ```
    #[must_use]
    pub const fn point(self) -> Option<Point> {
        match self {
            Move::Place(p) => Some(p),
            Move::Pass => None,
        }
    }
}

impl From<Point> for Move {
    fn from(p: Point) -> Move {
        Move::Place(p)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(p) => fmt::Display::fmt(p, f),
            Move::Pass => f.pad("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Move, ParseError> {
        if s.eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            s.parse()
                .map(Move::Place)
                .map_err(|_| ParseError::InvalidMove)
        }
    }
}

/// Reads a move list such as `"h8 h9 i8"` or `"h8,h9,i8"`: moves separated by white space
/// or commas, `pass` spelled out. Nothing else separates moves (RULES.md §11): `"h8;h9"`
/// and the packed `"h8h9"` are each one bad move.
///
/// # Errors
///
/// [`ParseError::InvalidMoveList`] with the index of the first move that does not parse
/// and its text (up to the next separator, at most [`Snippet::CAPACITY`] bytes of it).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{parse_moves, Move, ParseError, Snippet};
///
/// let moves: Vec<Move> = parse_moves("h8 h9 i8, pass")
///     .collect::<Result<_, _>>()?;
/// assert_eq!(moves.len(), 4);
/// assert_eq!(moves[3], Move::Pass);
/// assert!(parse_moves("h8 z99").nth(1).unwrap().is_err());
/// assert_eq!(
///     parse_moves("h8h9").next(),
///     Some(Err(ParseError::InvalidMoveList { index: 0, token: Snippet::new("h8h9") }))
/// );
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
pub fn parse_moves(text: &str) -> impl Iterator<Item = Result<Move, ParseError>> + '_ {
    const fn is_separator(b: u8) -> bool {
        matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b',')
    }
    let bytes = text.as_bytes();
    let mut at = 0;
    let mut index = 0;
    let mut failed = false;
    core::iter::from_fn(move || {
        if failed {
            return None;
        }
        while at < bytes.len() && is_separator(bytes[at]) {
            at += 1;
        }
        if at == bytes.len() {
            return None;
        }
        let start = at;
        while at < bytes.len() && !is_separator(bytes[at]) {
            at += 1;
        }
        let i = index;
        index += 1;
        // Separators are ASCII, so `start..at` lies on character boundaries of `text`.
        let token = text.get(start..at).unwrap_or("");
        match token.parse::<Move>() {
            Ok(m) => Some(Ok(m)),
            Err(_) => {
                failed = true;
                let token = Snippet::new(token);
                Some(Err(ParseError::InvalidMoveList { index: i, token }))
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::{String, ToString};
    use std::vec::Vec;

    /// What `parse_moves` yields, the moves as text and an error as `!index`.
    fn read(text: &str) -> Vec<String> {
        parse_moves(text)
            .map(|m| match m {
                Ok(m) => m.to_string(),
                Err(ParseError::InvalidMoveList { index, .. }) => format!("!{index}"),
                Err(e) => std::panic!("unexpected error {e:?}"),
            })
            .collect()
    }

    #[test]
    fn separators() {
        for text in [
            "h8 h9 i8",
            "h8,h9,i8",
            "h8, h9 ,i8",
            "  h8\t\th9\r\ni8  ",
            ",h8,,h9,,i8,",
            "H8 h9 I8",
        ] {
            assert_eq!(read(text), ["h8", "h9", "i8"], "{text:?}");
        }
        assert_eq!(read("a1 z26,o15"), ["a1", "z26", "o15"]);
        // RULES.md §11: spaces or commas only; nothing else separates moves, so the bad
        // move is the whole run up to the next separator.
        assert_eq!(read("h8;h9;i8"), ["!0"]);
        assert_eq!(read("h8 ;h9"), ["h8", "!1"]);
        assert_eq!(read(";"), ["!0"]);
    }

    /// RULES.md §11: "Nothing else separates moves" — not even nothing. A packed list
    /// is one bad move, named whole.
    #[test]
    fn packed_moves_are_refused() {
        assert_eq!(read("h8h9"), ["!0"]);
        assert_eq!(read("h8h9i8"), ["!0"]);
        assert_eq!(read("a1z26o15"), ["!0"]);
        assert_eq!(read("h8 h9i8"), ["h8", "!1"]);
        assert_eq!(read("h8passh9"), ["!0"]);
        assert_eq!(read("passpass"), ["!0"]);
        assert_eq!(read("h8 passh9"), ["h8", "!1"]);
        assert_eq!(
            parse_moves("h8 h9i8 j8").find_map(Result::err),
            Some(ParseError::InvalidMoveList {
                index: 1,
                token: Snippet::new("h9i8")
            })
        );
    }

    /// The error names the offending token (up to the next separator), and quotes at
    /// most a short prefix of it, however long the input.
    #[test]
    fn the_error_names_the_token() {
        let err = |text: &str| parse_moves(text).find_map(Result::err).unwrap();
        let e = err("h8 z99 h9");
        assert_eq!(
            e,
            ParseError::InvalidMoveList {
                index: 1,
                token: Snippet::new("z99")
            }
        );
        assert_eq!(
            e.to_string(),
            r#"move 1 of the move list is invalid: "z99""#
        );
        assert_eq!(
            err("h8;h9").to_string(),
            r#"move 0 of the move list is invalid: "h8;h9""#
        );
        assert_eq!(
            err("h8-h9, i8").to_string(),
            r#"move 0 of the move list is invalid: "h8-h9""#
        );
        assert_eq!(
            err("é8").to_string(),
            r#"move 0 of the move list is invalid: "é8""#
        );
        let long = "x".repeat(100_000);
        let msg = err(&format!("h8 {long}")).to_string();
        assert!(msg.len() < 80, "{msg}");
        assert!(
            msg.ends_with(r#"move 1 of the move list is invalid: "xxxxxxxxxxxxxxxx"…"#),
            "{msg}"
        );
    }

    #[test]
    fn pass_is_spelled_out_in_any_case() {
        assert_eq!(read("h8 pass h9"), ["h8", "pass", "h9"]);
        assert_eq!(read("PASS,Pass pAsS"), ["pass", "pass", "pass"]);
        // Not quite "pass": `p` is no point.
        assert_eq!(read("pas"), ["!0"]);
        assert_eq!(read("h8 pas"), ["h8", "!1"]);
    }

    #[test]
    fn nothing_to_read() {
        for text in ["", " ", ",", " ,\t\r\n ,"] {
            assert_eq!(read(text), Vec::<String>::new(), "{text:?}");
        }
    }

    #[test]
    fn the_first_bad_move_ends_the_list() {
        assert_eq!(read("z99"), ["!0"]);
        assert_eq!(read("h"), ["!0"]);
        assert_eq!(read("h8 z99 h9 i9"), ["h8", "!1"]);
        assert_eq!(read("h8 h"), ["h8", "!1"]);
        assert_eq!(read("h8 h9!"), ["h8", "!1"]);
        assert_eq!(read("h8 h9 garbage"), ["h8", "h9", "!2"]);
        assert_eq!(read("pass h8 8"), ["pass", "h8", "!2"]);
        assert_eq!(read("h8-h9"), ["!0"]);
        assert_eq!(read("h08"), ["!0"]);
        assert_eq!(read("h0 h8"), ["!0"]);
        assert_eq!(read("h100"), ["!0"]);
        assert_eq!(read("h27"), ["!0"]);
        // Bytes of a multi-byte character are not letters.
        assert_eq!(read("h8 é8 h9"), ["h8", "!1"]);
        // After the error the iterator stays finished.
        let mut it = parse_moves("x h8");
        assert_eq!(
            it.next(),
            Some(Err(ParseError::InvalidMoveList {
                index: 0,
                token: Snippet::new("x")
            }))
        );
        assert_eq!(it.next(), None);
        assert_eq!(it.next(), None);
    }

    #[test]
    fn one_move() {
        let h8: Point = "h8".parse().unwrap();
        assert_eq!("h8".parse(), Ok(Move::Place(h8)));
        assert_eq!("H8".parse(), Ok(Move::Place(h8)));
        assert_eq!("pass".parse(), Ok(Move::Pass));
        assert_eq!("Pass".parse(), Ok(Move::Pass));
        for bad in ["", "z99", "h", "passs", " pass", "h8 h9"] {
            assert_eq!(bad.parse::<Move>(), Err(ParseError::InvalidMove), "{bad:?}");
        }
        assert_eq!(Move::from(h8), Move::Place(h8));
        assert_eq!(Move::Place(h8).point(), Some(h8));
        assert_eq!(Move::Pass.point(), None);
        assert_eq!(
            format!("{:>5}|{:<5}|", Move::Place(h8), Move::Pass),
            "   h8|pass |"
        );
    }
}
