//! A move: a stone on a point, or a pass.

use core::fmt;
use core::str::FromStr;

use crate::Point;
use crate::error::ParseError;

/// A move: put a stone on a point, or pass (only where the rules allow it).
///
/// # Examples
///
/// ```
/// use gomoku_core::{Move, Point};
///
/// let m: Move = "h8".parse()?;
/// assert_eq!(m, Move::Place("h8".parse()?));
/// assert_eq!("PASS".parse(), Ok(Move::Pass));
/// assert_eq!(Move::Pass.to_string(), "pass");
/// # Ok::<(), gomoku_core::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
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
    /// use gomoku_core::Move;
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

/// Reads a move list such as `"h8 h9 i8"`, `"h8,h9,i8"` or the packed `"h8h9i8"`
/// (moves separated by white space or commas, or not at all; `pass` spelled out).
///
/// # Errors
///
/// [`ParseError::InvalidMoveList`] with the index of the first move that does not parse.
///
/// # Examples
///
/// ```
/// use gomoku_core::{parse_moves, Move};
///
/// let moves: Vec<Move> = parse_moves("h8h9 i8, pass")
///     .collect::<Result<_, _>>()?;
/// assert_eq!(moves.len(), 4);
/// assert_eq!(moves[3], Move::Pass);
/// assert!(parse_moves("h8 z99").nth(1).unwrap().is_err());
/// # Ok::<(), gomoku_core::ParseError>(())
/// ```
pub fn parse_moves(text: &str) -> impl Iterator<Item = Result<Move, ParseError>> + '_ {
    let mut rest = text.as_bytes();
    let mut index = 0;
    let mut failed = false;
    core::iter::from_fn(move || {
        if failed {
            return None;
        }
        while let [b' ' | b'\t' | b'\n' | b'\r' | b',' | b';', tail @ ..] = rest {
            rest = tail;
        }
        if rest.is_empty() {
            return None;
        }
        let i = index;
        index += 1;
        if rest.len() >= 4 && rest[..4].eq_ignore_ascii_case(b"pass") {
            rest = &rest[4..];
            return Some(Ok(Move::Pass));
        }
        // A letter, then the digits that follow it.
        let digits = rest[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        let (token, tail) = rest.split_at(1 + digits);
        rest = tail;
        match Point::from_ascii(token) {
            Ok(p) => Some(Ok(Move::Place(p))),
            Err(_) => {
                failed = true;
                Some(Err(ParseError::InvalidMoveList { index: i }))
            }
        }
    })
}
