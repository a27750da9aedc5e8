//! Captures (RULES.md §5): the eight directions, the stones one move takes
//! ([`Captures`], [`captures_of`]), and the pending five of the perfect-five rule — whether
//! the opponent can break it by a capture, whether a move breaks it, and what of it still
//! stands after his reply.

use core::fmt;

use crate::board::{Board, DIRS, Dir};
use crate::outcome::Line;
use crate::rules::Rules;
use crate::{Color, Point};

/// The eight directions of a capture.
const CAPTURE_DIRS: [Dir; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// The stones captured by one move: at most two in each of eight directions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Captures {
    points: [Option<Point>; 16],
    len: u8,
}

impl Captures {
    /// No capture.
    pub(crate) const NONE: Captures = Captures {
        points: [None; 16],
        len: 0,
    };

    /// Adds a captured point (beyond sixteen, none is kept: a move takes at most sixteen).
    pub(crate) fn push(&mut self, p: Point) {
        if let Some(slot) = self.points.get_mut(usize::from(self.len)) {
            *slot = Some(p);
            self.len += 1;
        }
    }

    /// The captured points, in the order found.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let pos = Position::new(Rules::pente());
    /// assert_eq!(pos.last_captures().iter().count(), 0);
    /// ```
    pub fn iter(&self) -> impl ExactSizeIterator<Item = Point> + '_ {
        self.points[..usize::from(self.len)]
            .iter()
            .map(|p| p.unwrap_or_else(|| unreachable!()))
    }

    /// The number of captured stones (twice the number of pairs).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert_eq!(Position::new(Rules::pente()).last_captures().len(), 0);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether nothing was captured.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert!(Position::new(Rules::pente()).last_captures().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Debug for Captures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The stones of the opponent that a stone of `color` at `p` (already on `board`) captures:
/// exactly two opponent stones flanked by `p` and another stone of `color`.
pub(crate) fn captures_of(board: &Board, color: Color, p: Point) -> Captures {
    let mut out = Captures::default();
    let opp = color.other();
    for d in CAPTURE_DIRS {
        let (Some(a), Some(b), Some(c)) = (
            board.step(p, d, 1),
            board.step(p, d, 2),
            board.step(p, d, 3),
        ) else {
            continue;
        };
        if board.get(a) == Some(opp) && board.get(b) == Some(opp) && board.get(c) == Some(color) {
            out.push(a);
            out.push(b);
        }
    }
    out
}

/// The whole run of `color` through its stone at `p` along `d`, as a line.
pub(crate) fn run_line(board: &Board, color: Color, p: Point, d: Dir) -> Line {
    let (back, fwd) = board.run(color, p, d);
    let at = |k| board.step(p, d, k).unwrap_or(p);
    // A run through a stone on the board has both ends on the board, in one line.
    Line::new(at(-back), at(fwd)).unwrap_or_else(|| unreachable!())
}

/// A line that wins for `owner` through a stone next to one of the points `taken`
/// (just emptied by a capture): the five a capture leaves when it cuts a longer line.
pub(crate) fn five_left_by(
    board: &Board,
    rules: &Rules,
    owner: Color,
    taken: &Captures,
) -> Option<Line> {
    taken.iter().find_map(|q| {
        DIRS.iter().find_map(|&d| {
            [1, -1]
                .into_iter()
                .filter_map(|k| board.step(q, d, k))
                .filter(|&s| board.get(s) == Some(owner))
                .find(|&s| rules.line_wins(board, owner, s, d))
                .map(|s| run_line(board, owner, s, d))
        })
    })
}

/// Whether the opponent of `owner` (to move now) can capture a stone of `line` (such a
/// capture is never forbidden).
pub(crate) fn can_break(board: &Board, owner: Color, line: &Line) -> bool {
    let opp = owner.other();
    for s in line.points() {
        for d in CAPTURE_DIRS {
            // The pair (s, s+d) flanked by s-d and s+2d.
            let Some(mate) = board.step(s, d, 1) else {
                continue;
            };
            if board.get(mate) != Some(owner) {
                continue;
            }
            let a = board.step(s, d, -1);
            let b = board.step(s, d, 2);
            let (Some(a), Some(b)) = (a, b) else { continue };
            let (ca, cb) = (board.get(a), board.get(b));
            // One end the opponent's, the other empty: a capture there takes the pair.
            // It is never forbidden (RULES.md §5), so the opponent can play it.
            if matches!((ca, cb), (Some(c), None) | (None, Some(c)) if c == opp) {
                return true;
            }
        }
    }
    false
}

/// What stands of `owner`'s pending five (`line`) after the opponent's move: the line
/// itself when every stone of it is still there, else a line that still wins for `owner`
/// through one of its remaining stones; `None` when the move broke it.
pub(crate) fn standing_five(
    board: &Board,
    rules: &Rules,
    owner: Color,
    line: Line,
) -> Option<Line> {
    if line.points().all(|q| board.get(q) == Some(owner)) {
        return Some(line);
    }
    // The same move may have made another five (through a point of this line) that
    // this move did not break: it still stands, and wins (RULES.md §5).
    line.points()
        .filter(|&q| board.get(q) == Some(owner))
        .find_map(|q| {
            DIRS.iter()
                .find(|&&d| rules.line_wins(board, owner, q, d))
                .map(|&d| run_line(board, owner, q, d))
        })
}

/// Whether a stone of `color` on the empty point `p` captures a stone of `line` (the
/// opponent's pending five).
pub(crate) fn breaks_five(board: &Board, color: Color, p: Point, line: &Line) -> bool {
    captures_of(board, color, p)
        .iter()
        .any(|q| line.contains(q))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Rng, SIZES, any_grid, draw, points};
    use std::vec::Vec;

    #[test]
    fn captures_of_agrees_with_plain_loops() {
        let mut rng = Rng::new(30);
        for size in SIZES {
            for _ in 0..20 {
                let g = any_grid(&mut rng, size);
                let board = g.board();
                for q in points(size) {
                    let (x, y) = (i32::from(q.x()), i32::from(q.y()));
                    for color in Color::ALL {
                        let mut expected = Vec::new();
                        for (dx, dy) in CAPTURE_DIRS {
                            let at = |k: i32| g.at(x + k * dx, y + k * dy);
                            if at(1) == Some(Some(!color))
                                && at(2) == Some(Some(!color))
                                && at(3) == Some(Some(color))
                            {
                                expected.push(Point::new((x + dx) as u8, (y + dy) as u8).unwrap());
                                expected.push(
                                    Point::new((x + 2 * dx) as u8, (y + 2 * dy) as u8).unwrap(),
                                );
                            }
                        }
                        let got: Vec<Point> = captures_of(&board, color, q).iter().collect();
                        assert_eq!(got, expected, "{color} at {q}\n{}", draw(&board));
                    }
                }
            }
        }
    }
}
