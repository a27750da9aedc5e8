//! How a game ends (RULES.md §3).

use core::fmt;
use core::str::FromStr;

use crate::{Color, ParseError, Point};

/// Why a game ended: one variant per row of RULES.md §3.
///
/// # Examples
///
/// ```
/// use gomoku_referee::Termination;
///
/// assert_eq!(Termination::BoardFull.to_string(), "board-full");
/// assert_eq!("five".parse(), Ok(Termination::Five));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Termination {
    /// The mover completed a winning line.
    Five = 0,
    /// The mover's captured pairs reached the target.
    Capture = 1,
    /// A restricted side played a forbidden point under the *lose* policy, and lost.
    Forbidden = 2,
    /// A side resigned.
    Resignation = 3,
    /// A side's time ran out (reported by the caller).
    Timeout = 4,
    /// No empty point is left: a draw.
    BoardFull = 5,
    /// Under the *reject* policy, the side to move has no point that is not forbidden: a draw.
    NoLegalMove = 6,
    /// Two passes in a row: a draw.
    BothPassed = 7,
    /// The move limit was reached without a win: a draw.
    MoveLimit = 8,
    /// A draw offer was accepted.
    Agreement = 9,
    /// One capture met both sides' win conditions at once (RULES.md §5: it left the
    /// opponent a five and reached the capturer's target): a draw.
    BothWon = 10,
}

impl Termination {
    /// Every termination, in the order of RULES.md §3.
    ///
    /// ```
    /// use gomoku_referee::Termination;
    /// assert_eq!(Termination::ALL.len(), 11);
    /// ```
    pub const ALL: [Termination; 11] = [
        Termination::Five,
        Termination::Capture,
        Termination::Forbidden,
        Termination::Resignation,
        Termination::Timeout,
        Termination::BoardFull,
        Termination::NoLegalMove,
        Termination::BothPassed,
        Termination::MoveLimit,
        Termination::Agreement,
        Termination::BothWon,
    ];

    /// The kebab-case name.
    ///
    /// ```
    /// use gomoku_referee::Termination;
    /// assert_eq!(Termination::NoLegalMove.name(), "no-legal-move");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Five => "five",
            Termination::Capture => "capture",
            Termination::Forbidden => "forbidden",
            Termination::Resignation => "resignation",
            Termination::Timeout => "timeout",
            Termination::BoardFull => "board-full",
            Termination::NoLegalMove => "no-legal-move",
            Termination::BothPassed => "both-passed",
            Termination::MoveLimit => "move-limit",
            Termination::Agreement => "agreement",
            Termination::BothWon => "both-won",
        }
    }

    /// Whether this way of ending is a draw.
    ///
    /// ```
    /// use gomoku_referee::Termination;
    /// assert!(Termination::Agreement.is_draw());
    /// assert!(!Termination::Timeout.is_draw());
    /// ```
    #[must_use]
    pub const fn is_draw(self) -> bool {
        matches!(
            self,
            Termination::BoardFull
                | Termination::NoLegalMove
                | Termination::BothPassed
                | Termination::MoveLimit
                | Termination::Agreement
                | Termination::BothWon
        )
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Termination {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Termination, ParseError> {
        Termination::ALL
            .into_iter()
            .find(|t| crate::name_matches(s, t.name()))
            .ok_or(ParseError::InvalidTermination)
    }
}

/// A straight line of points on the board, from `start` to `end` inclusive: the line of a
/// winning five.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Line, Point};
///
/// let line = Line::new("d4".parse()?, "h8".parse()?).unwrap();
/// assert_eq!(line.len(), 5);
/// let text: Vec<String> = line.points().map(|p| p.to_string()).collect();
/// assert_eq!(text, ["d4", "e5", "f6", "g7", "h8"]);
/// assert!(line.contains("f6".parse()?));
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// Serialize/Deserialize: in serde_impls.rs (checked like the API).
pub struct Line {
    start: Point,
    end: Point,
}

impl Line {
    /// The line from `start` to `end`, or `None` if they are not on one row, column or
    /// diagonal.
    ///
    /// ```
    /// use gomoku_referee::{Line, Point};
    /// assert!(Line::new(Point::new(0, 0).unwrap(), Point::new(1, 2).unwrap()).is_none());
    /// ```
    #[must_use]
    pub fn new(start: Point, end: Point) -> Option<Line> {
        let dx = i32::from(end.x()) - i32::from(start.x());
        let dy = i32::from(end.y()) - i32::from(start.y());
        if dx == 0 || dy == 0 || dx.abs() == dy.abs() {
            Some(Line { start, end })
        } else {
            None
        }
    }

    /// The first point.
    ///
    /// ```
    /// use gomoku_referee::{Line, Point};
    /// let p = Point::new(2, 2).unwrap();
    /// assert_eq!(Line::new(p, p).unwrap().start(), p);
    /// ```
    #[must_use]
    pub const fn start(&self) -> Point {
        self.start
    }

    /// The last point.
    ///
    /// ```
    /// use gomoku_referee::{Line, Point};
    /// let p = Point::new(2, 2).unwrap();
    /// assert_eq!(Line::new(p, p).unwrap().end(), p);
    /// ```
    #[must_use]
    pub const fn end(&self) -> Point {
        self.end
    }

    fn step(&self) -> (i32, i32) {
        (
            (i32::from(self.end.x()) - i32::from(self.start.x())).signum(),
            (i32::from(self.end.y()) - i32::from(self.start.y())).signum(),
        )
    }

    /// The number of points.
    ///
    /// ```
    /// use gomoku_referee::{Line, Point};
    /// let l = Line::new(Point::new(0, 0).unwrap(), Point::new(0, 5).unwrap()).unwrap();
    /// assert_eq!(l.len(), 6);
    /// ```
    #[must_use]
    #[allow(clippy::len_without_is_empty)] // a line holds at least one point
    pub fn len(&self) -> usize {
        let dx = (i32::from(self.end.x()) - i32::from(self.start.x())).unsigned_abs();
        let dy = (i32::from(self.end.y()) - i32::from(self.start.y())).unsigned_abs();
        dx.max(dy) as usize + 1
    }

    /// The points from `start` to `end`.
    ///
    /// ```
    /// use gomoku_referee::{Line, Point};
    /// let l = Line::new(Point::new(0, 0).unwrap(), Point::new(2, 0).unwrap()).unwrap();
    /// assert_eq!(l.points().count(), 3);
    /// ```
    pub fn points(&self) -> impl ExactSizeIterator<Item = Point> + '_ {
        let (dx, dy) = self.step();
        let (x0, y0) = (i32::from(self.start.x()), i32::from(self.start.y()));
        (0..self.len() as i32).map(move |k| {
            // Every point between two board points is a board point.
            Point::from_coords(i64::from(x0 + dx * k), i64::from(y0 + dy * k)).unwrap_or(self.start)
        })
    }

    /// Whether `p` lies on the line.
    ///
    /// ```
    /// use gomoku_referee::{Line, Point};
    /// let l = Line::new(Point::new(0, 0).unwrap(), Point::new(2, 2).unwrap()).unwrap();
    /// assert!(l.contains(Point::new(1, 1).unwrap()));
    /// assert!(!l.contains(Point::new(1, 0).unwrap()));
    /// ```
    #[must_use]
    pub fn contains(&self, p: Point) -> bool {
        self.points().any(|q| q == p)
    }
}

/// The end of a game: who won (or a draw), how, and for a five the points of its line.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Game, Rules, Termination};
///
/// let mut game = Game::new(Rules::freestyle());
/// game.resign(Color::White)?;
/// let outcome = game.outcome().unwrap();
/// assert_eq!(outcome.winner, Some(Color::Black));
/// assert_eq!(outcome.termination, Termination::Resignation);
/// assert_eq!(outcome.result(), "1-0");
/// assert_eq!(outcome.line, None);
/// # Ok::<(), gomoku_referee::GameError>(())
/// ```
///
/// An outcome is made by the game, or by [`Outcome::new`], which refuses what RULES.md §3
/// rules out (a winner of a draw, a win without a winner); it cannot be written as a
/// struct literal outside this crate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "OutcomeData"))]
#[non_exhaustive]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
    /// For [`Termination::Five`], the winning line; otherwise `None`.
    pub line: Option<Line>,
}

impl Outcome {
    /// An outcome without a line.
    ///
    /// # Errors
    ///
    /// [`OutcomeError::WinnerMismatch`] when `winner` does not fit `termination`: a draw
    /// ([`Termination::is_draw`]) has no winner, every other end has one.
    ///
    /// ```
    /// use gomoku_referee::{Color, Outcome, Termination};
    /// assert!(Outcome::new(None, Termination::Agreement)?.is_draw());
    /// assert!(Outcome::new(None, Termination::Five).is_err());
    /// assert!(Outcome::new(Some(Color::Black), Termination::BoardFull).is_err());
    /// # Ok::<(), gomoku_referee::OutcomeError>(())
    /// ```
    pub const fn new(
        winner: Option<Color>,
        termination: Termination,
    ) -> Result<Outcome, OutcomeError> {
        if termination.is_draw() != winner.is_none() {
            return Err(OutcomeError::WinnerMismatch {
                winner,
                termination,
            });
        }
        Ok(Outcome::decided(winner, termination))
    }

    /// An outcome the library decided, right by construction.
    pub(crate) const fn decided(winner: Option<Color>, termination: Termination) -> Outcome {
        Outcome {
            winner,
            termination,
            line: None,
        }
    }

    /// Whether the game is drawn.
    ///
    /// ```
    /// use gomoku_referee::{Color, Outcome, Termination};
    /// assert!(!Outcome::new(Some(Color::Black), Termination::Timeout)?.is_draw());
    /// # Ok::<(), gomoku_referee::OutcomeError>(())
    /// ```
    #[must_use]
    pub const fn is_draw(&self) -> bool {
        self.winner.is_none()
    }

    /// The result in PGN style: `1-0` (Black won), `0-1` (White won) or `1/2-1/2`.
    ///
    /// ```
    /// use gomoku_referee::{Color, Outcome, Termination};
    /// assert_eq!(Outcome::new(Some(Color::White), Termination::Five)?.result(), "0-1");
    /// # Ok::<(), gomoku_referee::OutcomeError>(())
    /// ```
    #[must_use]
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::Black) => "1-0",
            Some(Color::White) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    /// `1-0 (five)`, `1/2-1/2 (agreement)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result(), self.termination)
    }
}

/// Why an outcome could not be built: RULES.md §3 fixes, for each termination, whether the
/// game has a winner.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Outcome, OutcomeError, Termination};
///
/// assert_eq!(
///     Outcome::new(Some(Color::Black), Termination::BoardFull),
///     Err(OutcomeError::WinnerMismatch {
///         winner: Some(Color::Black),
///         termination: Termination::BoardFull,
///     })
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum OutcomeError {
    /// A winner for a termination that is a draw, or none for one that has a winner.
    #[error("a game ended by {termination} {}", if .termination.is_draw() { "is a draw: it has no winner" } else { "has a winner" })]
    WinnerMismatch {
        /// The winner given (`None` for a draw).
        winner: Option<Color>,
        /// The termination given.
        termination: Termination,
    },
}

/// The fields of an [`Outcome`] as they arrive from serde, checked on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct OutcomeData {
    winner: Option<Color>,
    termination: Termination,
    line: Option<Line>,
}

#[cfg(feature = "serde")]
impl TryFrom<OutcomeData> for Outcome {
    type Error = OutcomeError;
    fn try_from(d: OutcomeData) -> Result<Outcome, OutcomeError> {
        Ok(Outcome {
            line: d.line,
            ..Outcome::new(d.winner, d.termination)?
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::p;
    use std::string::{String, ToString};
    use std::vec::Vec;

    fn texts(line: &Line) -> Vec<String> {
        line.points().map(|q| q.to_string()).collect()
    }

    #[test]
    fn display_and_result() {
        let five = Outcome::new(Some(Color::Black), Termination::Five).unwrap();
        assert_eq!(five.to_string(), "1-0 (five)");
        assert_eq!(five.result(), "1-0");
        assert!(!five.is_draw());
        let timeout = Outcome::new(Some(Color::White), Termination::Timeout).unwrap();
        assert_eq!(timeout.to_string(), "0-1 (timeout)");
        let agreement = Outcome::new(None, Termination::Agreement).unwrap();
        assert_eq!(agreement.to_string(), "1/2-1/2 (agreement)");
        assert_eq!(agreement.result(), "1/2-1/2");
        assert!(agreement.is_draw());
        assert_eq!(agreement.line, None);
        assert_eq!(
            Outcome::new(None, Termination::NoLegalMove)
                .unwrap()
                .to_string(),
            "1/2-1/2 (no-legal-move)"
        );
        // The line does not show in the text.
        let with_line = Outcome {
            line: Line::new(p("a1"), p("e1")),
            ..five
        };
        assert_eq!(with_line.to_string(), "1-0 (five)");
    }

    /// RULES.md §3 fixes for each termination whether there is a winner: the other
    /// combinations are refused (issue 11, item 5), in `new` and on the way in from serde.
    #[test]
    fn a_termination_fixes_whether_there_is_a_winner() {
        for t in Termination::ALL {
            for w in [None, Some(Color::Black), Some(Color::White)] {
                let made = Outcome::new(w, t);
                if t.is_draw() == w.is_none() {
                    let o = made.unwrap();
                    assert_eq!((o.winner, o.termination, o.line), (w, t, None));
                } else {
                    assert_eq!(
                        made,
                        Err(OutcomeError::WinnerMismatch {
                            winner: w,
                            termination: t
                        })
                    );
                }
            }
        }
        assert_eq!(
            Outcome::new(Some(Color::Black), Termination::BoardFull)
                .unwrap_err()
                .to_string(),
            "a game ended by board-full is a draw: it has no winner"
        );
        assert_eq!(
            Outcome::new(None, Termination::Five)
                .unwrap_err()
                .to_string(),
            "a game ended by five has a winner"
        );
    }

    #[test]
    fn terminations() {
        let names: Vec<&str> = Termination::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(
            names,
            [
                "five",
                "capture",
                "forbidden",
                "resignation",
                "timeout",
                "board-full",
                "no-legal-move",
                "both-passed",
                "move-limit",
                "agreement",
                "both-won"
            ]
        );
        for (i, t) in Termination::ALL.into_iter().enumerate() {
            assert_eq!(t as usize, i);
            assert_eq!(t.to_string(), t.name());
            assert_eq!(t.name().parse(), Ok(t));
            assert_eq!(t.name().to_uppercase().replace('-', "_").parse(), Ok(t));
            assert_eq!(t.name().replace('-', " ").parse(), Ok(t));
            // RULES.md §3: the last five rows are the draws.
            assert_eq!(t.is_draw(), i >= 5, "{t}");
        }
        for bad in ["", "fives", "board--full", "boardfull", "draw", "five "] {
            assert_eq!(
                bad.parse::<Termination>(),
                Err(ParseError::InvalidTermination),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn lines_in_every_direction() {
        let centre = p("h8");
        for (dx, dy) in [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (-1, -1),
            (1, -1),
            (-1, 1),
        ] {
            let at = |k: i32| {
                Point::new(
                    (i32::from(centre.x()) + dx * k) as u8,
                    (i32::from(centre.y()) + dy * k) as u8,
                )
                .unwrap()
            };
            let line = Line::new(centre, at(4)).unwrap();
            assert_eq!((line.start(), line.end(), line.len()), (centre, at(4), 5));
            let expected: Vec<Point> = (0..5).map(at).collect();
            assert_eq!(line.points().collect::<Vec<_>>(), expected, "({dx}, {dy})");
            assert_eq!(line.points().len(), 5);
            for q in &expected {
                assert!(line.contains(*q));
            }
            assert!(!line.contains(at(5)));
            assert!(!line.contains(at(-1)));
            // Backwards, the same points in the other order.
            let back = Line::new(at(4), centre).unwrap();
            let mut reversed: Vec<Point> = back.points().collect();
            reversed.reverse();
            assert_eq!(reversed, expected);
        }
        assert_eq!(
            texts(&Line::new(p("d4"), p("d8")).unwrap()),
            ["d4", "d5", "d6", "d7", "d8"]
        );
        assert_eq!(
            texts(&Line::new(p("e1"), p("a5")).unwrap()),
            ["e1", "d2", "c3", "b4", "a5"]
        );
        // One point is a line of one; the longest line crosses the largest board.
        let one = Line::new(centre, centre).unwrap();
        assert_eq!((one.len(), texts(&one)), (1, std::vec![String::from("h8")]));
        let long = Line::new(p("a1"), p("z26")).unwrap();
        assert_eq!(long.len(), 26);
        assert_eq!(long.points().last(), Some(p("z26")));
        assert!(long.contains(p("m13")) && !long.contains(p("m14")));
    }

    #[test]
    fn non_lines_are_refused() {
        for (a, b) in [
            ("h8", "i10"),
            ("h8", "j9"),
            ("a1", "c2"),
            ("a1", "z25"),
            ("h8", "e9"),
        ] {
            assert_eq!(Line::new(p(a), p(b)), None, "{a}-{b}");
            assert_eq!(Line::new(p(b), p(a)), None, "{b}-{a}");
        }
    }

    #[test]
    fn every_outcome_error_message_is_exact() {
        crate::testing::assert_messages(&[
            (
                &OutcomeError::WinnerMismatch {
                    winner: Some(Color::White),
                    termination: Termination::Agreement,
                },
                "a game ended by agreement is a draw: it has no winner",
            ),
            (
                &OutcomeError::WinnerMismatch {
                    winner: None,
                    termination: Termination::Capture,
                },
                "a game ended by capture has a winner",
            ),
        ]);
    }
}
