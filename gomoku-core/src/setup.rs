//! An unvalidated position: stone lists and the side to move, for problem diagrams and
//! analysis. [`Position::from_setup`](crate::Position::from_setup) validates it, and
//! [`SetupError`] says why it refused one.

use crate::{Color, ParseError, Point, PointSet, moves::parse_moves};

/// Stones, the side to move and captured pairs, not yet checked against any rules.
///
/// Stone counts need not match the side to move: problem diagrams and analysis positions
/// often do not.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup};
///
/// let setup = Setup::from_text("h8 i9", "h9")?.with_turn(Color::White);
/// let pos = Position::from_setup(Rules::renju(), &setup)?;
/// assert_eq!(pos.turn(), Color::White);
/// assert_eq!(pos.stone_at("i9".parse()?), Some(Color::Black));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Setup {
    /// Black's stones.
    pub black: PointSet,
    /// White's stones.
    pub white: PointSet,
    /// The side to move (Black by default).
    pub turn: Color,
    /// Captured pairs, Black's then White's (capture rules only; each below the capture
    /// target).
    pub captures: [u32; 2],
}

impl Default for Color {
    /// Black, who moves first.
    fn default() -> Color {
        Color::Black
    }
}

impl Setup {
    /// An empty board, Black to move.
    ///
    /// ```
    /// use gomoku_referee::Setup;
    /// assert!(Setup::new().black.is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> Setup {
        Setup {
            black: PointSet::new(),
            white: PointSet::new(),
            turn: Color::Black,
            captures: [0, 0],
        }
    }

    /// Black's and White's stones from move-list text such as `"h8 i9"` or `"h8,i9"` (RULES.md §11).
    ///
    /// # Errors
    ///
    /// [`ParseError::InvalidMoveList`] if a point does not parse (a `pass` counts as one).
    ///
    /// ```
    /// use gomoku_referee::Setup;
    /// let s = Setup::from_text("h8,i9", "")?;
    /// assert_eq!(s.black.len(), 2);
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    pub fn from_text(black: &str, white: &str) -> Result<Setup, ParseError> {
        fn points(text: &str) -> Result<PointSet, ParseError> {
            let mut set = PointSet::new();
            for (index, m) in parse_moves(text).enumerate() {
                match m?.point() {
                    Some(p) => set.insert(p),
                    None => {
                        let token = crate::Snippet::new("pass");
                        return Err(ParseError::InvalidMoveList { index, token });
                    }
                };
            }
            Ok(set)
        }
        Ok(Setup {
            black: points(black)?,
            white: points(white)?,
            ..Setup::new()
        })
    }

    /// The setup with a stone of `color` added at `p`.
    ///
    /// ```
    /// use gomoku_referee::{Color, Setup};
    /// let s = Setup::new().with_stone("h8".parse()?, Color::White);
    /// assert_eq!(s.white.len(), 1);
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    #[must_use]
    pub fn with_stone(mut self, p: Point, color: Color) -> Setup {
        match color {
            Color::Black => self.black.insert(p),
            Color::White => self.white.insert(p),
        };
        self
    }

    /// The setup with `turn` to move.
    ///
    /// ```
    /// use gomoku_referee::{Color, Setup};
    /// assert_eq!(Setup::new().with_turn(Color::White).turn, Color::White);
    /// ```
    #[must_use]
    pub const fn with_turn(mut self, turn: Color) -> Setup {
        self.turn = turn;
        self
    }

    /// The stones of `color`.
    ///
    /// ```
    /// use gomoku_referee::{Color, Setup};
    /// assert!(Setup::new().stones(Color::Black).is_empty());
    /// ```
    #[must_use]
    pub const fn stones(&self, color: Color) -> &PointSet {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// Why a position could not be set up from stone lists.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Setup, SetupError};
///
/// let h8 = "h8".parse()?;
/// let setup = Setup::new().with_stone(h8, Color::Black).with_stone(h8, Color::White);
/// assert_eq!(Position::from_setup(Rules::renju(), &setup).unwrap_err(),
///            SetupError::Overlap { point: h8 });
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum SetupError {
    /// A stone lies outside the board.
    #[error("{point} is off the {size}x{size} board")]
    OffBoard {
        /// The stone's point.
        point: Point,
        /// The board size.
        size: u8,
    },
    /// Both colours have a stone on the same point.
    #[error("{point} holds both a black and a white stone")]
    Overlap {
        /// The point.
        point: Point,
    },
    /// The position already holds a line that wins.
    #[error("{color} already has a winning line at {point}")]
    AlreadyWon {
        /// Whose line.
        color: Color,
        /// A point of the line.
        point: Point,
    },
    /// Captured pairs given for rules without captures, or at or above the target.
    #[error("{color} has {pairs} captured pairs, which these rules do not allow")]
    Captures {
        /// Whose count.
        color: Color,
        /// The count given.
        pairs: u32,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::p;

    fn set(points: &[&str]) -> PointSet {
        points.iter().map(|s| p(s)).collect()
    }

    #[test]
    fn stones_from_text() {
        let s = Setup::from_text("h8 i9", "h9").unwrap();
        assert_eq!(s.black, set(&["h8", "i9"]));
        assert_eq!(s.white, set(&["h9"]));
        assert_eq!((s.turn, s.captures), (Color::Black, [0, 0]));
        assert_eq!(s.stones(Color::Black), &s.black);
        assert_eq!(s.stones(Color::White), &s.white);
        // Repeated, or off a small board: the setup does not judge.
        let s = Setup::from_text("h8 i9,h8", "z26,a1").unwrap();
        assert_eq!(s.black, set(&["h8", "i9"]));
        assert_eq!(s.white, set(&["a1", "z26"]));
        // The same point for both is left to `Position::from_setup` to refuse.
        let s = Setup::from_text("h8", "h8").unwrap();
        assert!(s.black.contains(p("h8")) && s.white.contains(p("h8")));
        assert_eq!(Setup::from_text("", ""), Ok(Setup::new()));
    }

    #[test]
    fn bad_text_names_the_move() {
        let bad = |index, token| {
            Err(ParseError::InvalidMoveList {
                index,
                token: crate::Snippet::new(token),
            })
        };
        assert_eq!(Setup::from_text("h8 x", ""), bad(1, "x"));
        assert_eq!(Setup::from_text("z99", ""), bad(0, "z99"));
        assert_eq!(Setup::from_text("h8", "h9 i9 j"), bad(2, "j"));
        // A pass is no stone.
        assert_eq!(Setup::from_text("h8 pass", ""), bad(1, "pass"));
        assert_eq!(Setup::from_text("", "PASS"), bad(0, "pass"));
        // Black's list is read first.
        assert_eq!(Setup::from_text("h8 ?", "?"), bad(1, "?"));
    }

    #[test]
    fn building_by_hand() {
        assert_eq!(Setup::default(), Setup::new());
        assert_eq!(Color::default(), Color::Black);
        let s = Setup::new()
            .with_stone(p("h8"), Color::Black)
            .with_stone(p("h9"), Color::White)
            .with_stone(p("h8"), Color::Black)
            .with_turn(Color::White);
        assert_eq!(
            s,
            Setup::from_text("h8", "h9")
                .unwrap()
                .with_turn(Color::White)
        );
        assert_eq!(s.black.len() + s.white.len(), 2);
        assert_eq!(s.with_turn(Color::Black).turn, Color::Black);
    }

    #[test]
    fn every_setup_error_message_is_exact() {
        let h8 = p("h8");
        crate::testing::assert_messages(&[
            (
                &SetupError::OffBoard {
                    point: p("j10"),
                    size: 9,
                },
                "j10 is off the 9x9 board",
            ),
            (
                &SetupError::Overlap { point: h8 },
                "h8 holds both a black and a white stone",
            ),
            (
                &SetupError::AlreadyWon {
                    color: Color::White,
                    point: h8,
                },
                "white already has a winning line at h8",
            ),
            (
                &SetupError::Captures {
                    color: Color::Black,
                    pairs: 5,
                },
                "black has 5 captured pairs, which these rules do not allow",
            ),
        ]);
    }
}
