//! The forbidden points of one colour kept from one position to the next (RULES.md §6,
//! issue 26): for a loop that asks for them after every move, as a vector environment's
//! action mask does.
//!
//! [`ForbiddenTracker`] remembers the board it last answered for. Asked again, it compares
//! that board with the new one stone by stone (a move, an undo, or any jump) and judges
//! again only the points whose verdict a changed stone can change; the answer is always
//! exactly [`Position::forbidden_points_for`]'s (a property test follows random games of
//! every rule set with restrictions, move by move and undo by undo).
//!
//! What is judged again (the rules of the line table only: no captures, no caro rule):
//!
//! - A point's verdict is read off its four line-table entries (`forbidden::swept`) —
//!   each entry the eleven cells around it along one line — except a double-three
//!   candidate's, which also reads the entries of its threes' straight-four points and,
//!   where those might be forbidden, the judge (whose recursion can reach any stone).
//! - A changed stone changes the entries of the points within five steps of it along its
//!   four lines: those points are judged again, and so is every double-three candidate,
//!   after every change (there are few).
//! - Under captures or the caro rule (where the table does not apply), other rules or
//!   another colour than last time, or more changed stones than are followed one by one:
//!   a fresh [`Position::forbidden_points_for`].

use crate::board::Board;
use crate::forbidden::ForbiddenPoints;
#[cfg(feature = "line-table")]
use crate::forbidden::{NoTrace, judge_traced};
#[cfg(feature = "line-table")]
use crate::line_table;
#[cfg(feature = "line-table")]
use crate::rules::{Forbidden, Restrictions};
#[cfg(feature = "line-table")]
use crate::threat_scan::{
    CELLS, FOURS, IN_THREE_THREE, IN_UNSURE, LINES, Lines, RUN, WINS, candidates, cell_of,
    classify, fill_entries, index, line_of, line_table,
};
use crate::{Color, Position, Rules};
#[cfg(feature = "line-table")]
use crate::{MAX_SIZE, Point, PointSet};

/// The most changed stones followed one by one; more, and the tracker starts afresh.
#[cfg(feature = "line-table")]
const FOLLOWED: usize = 12;

/// The forbidden points of a colour ([`Position::forbidden_points_for`]) kept up to date
/// from one position to the next: a loop that asks for them after every move (the action
/// mask of a learning environment, a bot's move generator) keeps one and asks it after
/// each move or undo, at a fraction of a fresh computation's cost (see the module text of
/// `forbidden_tracker.rs` for what is judged again). No allocation; about 8 kilobytes, so
/// a face boxes it.
///
/// The answer is always exactly the position's own; only the work differs. Asking about
/// an unrelated position, other rules or the other colour works too, at the price of a
/// fresh computation.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Forbidden, ForbiddenTracker, Move, Position, Rules};
///
/// let mut pos = Position::new(Rules::renju());
/// let mut tracker = ForbiddenTracker::new();
/// for m in ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"] {
///     pos.play(Move::Place(m.parse()?))?;
///     assert_eq!(tracker.forbidden_points(&pos), pos.forbidden_points());
/// }
/// // h8 would make two open threes for Black.
/// assert_eq!(
///     tracker.forbidden_points_for(&pos, Color::Black).get("h8".parse()?),
///     Some(Forbidden::DoubleThree)
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct ForbiddenTracker {
    /// The rules, board and colour of the last answer; `None` before the first question.
    at: Option<(Rules, Board, Color)>,
    /// The last answer.
    points: ForbiddenPoints,
    /// What is kept stone by stone, under the rules of the line table.
    #[cfg(feature = "line-table")]
    kept: Option<Kept>,
}

impl Default for ForbiddenTracker {
    fn default() -> ForbiddenTracker {
        ForbiddenTracker::new()
    }
}

impl core::fmt::Debug for ForbiddenTracker {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ForbiddenTracker")
            .field("at", &self.at.as_ref().map(|(r, _, c)| (r, c)))
            .field("points", &self.points)
            .finish_non_exhaustive()
    }
}

impl ForbiddenTracker {
    /// A tracker that has seen no position yet (its first question judges the board
    /// afresh).
    ///
    /// ```
    /// use gomoku_referee::{ForbiddenTracker, Position, Rules};
    /// let pos = Position::new(Rules::renju());
    /// assert!(ForbiddenTracker::new().forbidden_points(&pos).is_empty());
    /// ```
    #[must_use]
    pub fn new() -> ForbiddenTracker {
        ForbiddenTracker {
            at: None,
            points: ForbiddenPoints::new(),
            #[cfg(feature = "line-table")]
            kept: None,
        }
    }

    /// The forbidden points of the side to move in `pos`: exactly
    /// [`Position::forbidden_points`], brought up to date from the last position asked
    /// about.
    ///
    /// ```
    /// use gomoku_referee::{ForbiddenTracker, Move, Position, Rules};
    /// let mut pos = Position::new(Rules::renju());
    /// let mut tracker = ForbiddenTracker::new();
    /// for m in ["h8", "h9", "i8", "a1"] {
    ///     pos.play(Move::Place(m.parse()?))?;
    ///     assert_eq!(tracker.forbidden_points(&pos), pos.forbidden_points());
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn forbidden_points(&mut self, pos: &Position) -> ForbiddenPoints {
        self.forbidden_points_for(pos, pos.turn())
    }

    /// The forbidden points of `color` in `pos`: exactly
    /// [`Position::forbidden_points_for`], brought up to date from the last position
    /// asked about (asking about the other colour than last time starts afresh).
    ///
    /// ```
    /// use gomoku_referee::{Color, ForbiddenTracker, Move, Position, Rules};
    /// let mut pos = Position::new(Rules::omok());
    /// let mut tracker = ForbiddenTracker::new();
    /// pos.play(Move::Place("h8".parse()?))?;
    /// assert!(tracker.forbidden_points_for(&pos, Color::White).is_empty()); // White is free
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn forbidden_points_for(&mut self, pos: &Position, color: Color) -> ForbiddenPoints {
        let (board, rules) = (pos.board(), pos.rules());
        if rules.restrictions(color).is_empty() {
            return ForbiddenPoints::new();
        }
        match &self.at {
            Some((r, b, c)) if r == rules && *c == color && b.size() == board.size() => {
                if b == board {
                    return self.points;
                }
            }
            _ => return self.restart(pos, color),
        }
        #[cfg(feature = "line-table")]
        if self.kept.is_some() {
            let mut changed = [Point::MIN; FOLLOWED];
            let Some(count) = self.changes(board, &mut changed) else {
                return self.restart(pos, color);
            };
            let kept = self.kept.as_mut().expect("kept");
            kept.update(board, rules, color, &changed[..count]);
            self.points = kept.points;
            self.at = Some((*rules, *board, color));
            return self.points;
        }
        self.restart(pos, color)
    }

    /// The points whose stone differs between the last board and `board` (at most
    /// [`FOLLOWED`], else `None`), written into `changed`; their number.
    #[cfg(feature = "line-table")]
    fn changes(&self, board: &Board, changed: &mut [Point; FOLLOWED]) -> Option<usize> {
        let (_, at, _) = self.at.as_ref()?;
        let mut count = 0;
        let (was, now) = (
            at.stones(Color::Black).rows(),
            board.stones(Color::Black).rows(),
        );
        let (was2, now2) = (
            at.stones(Color::White).rows(),
            board.stones(Color::White).rows(),
        );
        for y in 0..usize::from(board.size()) {
            let mut diff = (was[y] ^ now[y]) | (was2[y] ^ now2[y]);
            while diff != 0 {
                let x = diff.trailing_zeros();
                diff &= diff - 1;
                if count == FOLLOWED {
                    return None;
                }
                changed[count] = Point::new(x as u8, y as u8).expect("a point of the board");
                count += 1;
            }
        }
        Some(count)
    }

    /// Judges `pos` afresh for `color` (restricted).
    fn restart(&mut self, pos: &Position, color: Color) -> ForbiddenPoints {
        let (board, rules) = (pos.board(), pos.rules());
        self.at = Some((*rules, *board, color));
        #[cfg(feature = "line-table")]
        {
            self.kept = Kept::new(board, rules, color);
            if let Some(kept) = &self.kept {
                self.points = kept.points;
                return self.points;
            }
        }
        self.points = pos.forbidden_points_for(color);
        self.points
    }
}

/// The line words, the colour's line-table entries of every point and the verdicts, kept
/// up to date as stones come and go (see the module text).
#[cfg(feature = "line-table")]
#[derive(Clone)]
struct Kept {
    lines: Lines,
    entries: [u64; CELLS],
    /// Per direction, the line words of the points whose entry along it is not 0.
    nonzero: [[u32; LINES]; 4],
    /// The forbidden points.
    points: ForbiddenPoints,
    /// The double-three candidates (see `forbidden::swept`): judged again after every
    /// change.
    threes: PointSet,
}

#[cfg(feature = "line-table")]
impl Kept {
    /// The verdicts of `board` for the restricted `color`; `None` where the table does not
    /// apply.
    fn new(board: &Board, rules: &Rules, color: Color) -> Option<Kept> {
        if rules.caro_rule() || rules.capture().is_some() {
            return None;
        }
        let mut kept = Kept {
            lines: Lines::new(board),
            entries: [0; CELLS],
            nonzero: [[0; LINES]; 4],
            points: ForbiddenPoints::new(),
            threes: PointSet::new(),
        };
        let mut touched = [0u32; MAX_SIZE as usize];
        fill_entries(rules, &kept.lines, color, &mut kept.entries, &mut touched);
        let mut dirty = PointSet::new();
        for (y, &row) in touched.iter().enumerate().take(kept.lines.n) {
            let mut row = row;
            while row != 0 {
                let x = row.trailing_zeros();
                row &= row - 1;
                dirty.insert(Point::new(x as u8, y as u8).expect("a cell of the board"));
                let all = kept.entries[y * kept.lines.n + x as usize];
                for d in 0..4 {
                    if all >> (16 * d) & 0xFFFF != 0 {
                        let (l, pos) = line_of(kept.lines.n, d, x as usize, y);
                        kept.nonzero[d][l] |= 1 << (pos + 5);
                    }
                }
            }
        }
        kept.judge(board, rules, color, dirty);
        Some(kept)
    }

    /// Judges the points of `dirty` and the double-three candidates again.
    fn judge(&mut self, board: &Board, rules: &Rules, color: Color, dirty: PointSet) {
        let n = self.lines.n;
        let r = rules.restrictions(color);
        let mut scratch: Option<Board> = None;
        for p in dirty.union(&self.threes).iter() {
            let (x, y) = (usize::from(p.x()), usize::from(p.y()));
            let (verdict, three) = if board.get(p).is_some() {
                (Swept::Allowed, false)
            } else {
                swept(&self.entries, n, x, y, r)
            };
            let kind = match verdict {
                Swept::Allowed => None,
                Swept::Forbidden(kind) => Some(kind),
                Swept::Unsure => {
                    let scratch = scratch.get_or_insert(*board);
                    judge_traced(scratch, rules, color, p, &mut NoTrace)
                }
            };
            self.points.set(p, kind);
            if three {
                self.threes.insert(p);
            } else {
                self.threes.remove(p);
            }
        }
    }

    /// Follows the change of the points `changed` (each now empty, or holding the stone
    /// `board` gives) to reach `board`.
    fn update(&mut self, board: &Board, rules: &Rules, color: Color, changed: &[Point]) {
        let n = self.lines.n;
        let i = color.index();
        for &s in changed {
            let (x, y) = (usize::from(s.x()), usize::from(s.y()));
            let now = board.get(s);
            self.lines.set(x, y, now);
        }
        let overline_wins = rules.overline_wins(color);
        let table = line_table(overline_wins);
        let outer = if overline_wins { 0 } else { 0b11 };
        let mut dirty = PointSet::new();
        for &s in changed {
            let (x, y) = (usize::from(s.x()), usize::from(s.y()));
            // The stone's own point: its entries are cleared below if it holds a stone.
            dirty.insert(s);
            for d in 0..4 {
                let (l, pos) = line_of(n, d, x, y);
                let o = self.lines.own[i][d][l];
                let e = self.lines.empty[d][l];
                let cand = if o.count_ones() < 2 {
                    0
                } else {
                    candidates(o) & e
                };
                // The cells within five steps of `s` (bits `pos..=pos + 10`) whose entry
                // is or was not 0 (elsewhere it was 0 and stays 0).
                let nonzero = &mut self.nonzero[d][l];
                let mut cells = (0x7FFu32 << pos) & (cand | *nonzero);
                while cells != 0 {
                    let bit = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    let at = bit - 5;
                    let (qx, qy) = cell_of(n, d, l, at);
                    let slot = &mut self.entries[qy * n + qx];
                    let old = (*slot >> (16 * d)) as u16;
                    let entry = if cand >> bit & 1 != 0 {
                        table[index(o >> at & 0x7FF, e >> at & 0x7FF, outer)]
                    } else {
                        0
                    };
                    if old != entry {
                        *slot = (*slot & !(0xFFFF << (16 * d))) | u64::from(entry) << (16 * d);
                        if entry != 0 {
                            *nonzero |= 1 << bit;
                        } else {
                            *nonzero &= !(1 << bit);
                        }
                        dirty.insert(Point::new(qx as u8, qy as u8).expect("a cell of the board"));
                    }
                }
            }
        }
        self.judge(board, rules, color, dirty);
    }
}

#[cfg(feature = "line-table")]
/// What the line table says of one point for a restricted colour (see [`swept`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Swept {
    /// Not forbidden.
    Allowed,
    /// Forbidden, of this kind.
    Forbidden(Forbidden),
    /// A double-three candidate whose three rests on a straight-four point that might be
    /// forbidden itself: for the judge.
    Unsure,
}

#[cfg(feature = "line-table")]
/// The forbidden verdict at the empty point (x, y) for a colour with the restrictions
/// `r`, read off its four line-table entries in `entries` (as `threat_scan::fill_entries`
/// writes them, for that colour) and, for a double-three candidate, off the entries of its
/// threes' straight-four points (`threat_scan::classify`): the decisions of
/// the judge's (`forbidden.rs`) in the same order — a five first (never forbidden), then an
/// overline, two fours, two threes. A three whose straight-four points might be forbidden
/// (the recursion of RULES.md §6) is left [`Swept::Unsure`].
///
/// Also says whether the point is a double-three candidate (two lines with a three shape
/// and no four, no five, no forbidden overline or double-four): only then does its verdict
/// read more than its own four entries.
#[inline(always)]
fn swept(entries: &[u64; CELLS], n: usize, x: usize, y: usize, r: Restrictions) -> (Swept, bool) {
    let all = entries[y * n + x];
    let es: [u16; 4] = core::array::from_fn(|d| (all >> (16 * d)) as u16);
    if es.iter().any(|&e| e & WINS != 0) {
        // Five has priority (RIF §9.2).
        return (Swept::Allowed, false);
    }
    if r.contains(Forbidden::Overline) && es.iter().any(|&e| e & RUN != 0) {
        return (Swept::Forbidden(Forbidden::Overline), false);
    }
    let fours: u16 = es.iter().map(|&e| e & FOURS).sum();
    if r.contains(Forbidden::DoubleFour) && fours >= 2 {
        return (Swept::Forbidden(Forbidden::DoubleFour), false);
    }
    if !r.contains(Forbidden::DoubleThree) {
        return (Swept::Allowed, false);
    }
    let threes = es
        .iter()
        .filter(|&&e| e & FOURS == 0 && line_table::straight_four_points(e) != 0)
        .count();
    if threes < 2 {
        return (Swept::Allowed, false);
    }
    let bits = classify(entries, n, x, y, true);
    let verdict = if bits & IN_UNSURE != 0 {
        Swept::Unsure
    } else if bits & IN_THREE_THREE != 0 {
        Swept::Forbidden(Forbidden::DoubleThree)
    } else {
        Swept::Allowed
    };
    (verdict, true)
}
