//! The stones on the board, with the line scans every rule is built on.

use crate::{Color, Point, PointSet};

/// One of the four line directions: horizontal, vertical and both diagonals.
pub(crate) type Dir = (i32, i32);

/// The four directions of a line (RULES.md §1).
pub(crate) const DIRS: [Dir; 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// What lies at a coordinate, the edge included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cell {
    Empty,
    Stone(Color),
    Edge,
}

/// The stones of both colours on a `size` × `size` board.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    stones: [PointSet; 2],
    /// The number of stones on the board, kept so that a full board is seen at once.
    count: u16,
    size: u8,
}

impl Board {
    pub(crate) const fn empty(size: u8) -> Board {
        Board {
            stones: [PointSet::new(), PointSet::new()],
            count: 0,
            size,
        }
    }

    #[inline]
    pub(crate) const fn size(&self) -> u8 {
        self.size
    }

    #[inline]
    pub(crate) const fn stones(&self, color: Color) -> &PointSet {
        &self.stones[color.index()]
    }

    #[inline]
    pub(crate) fn get(&self, p: Point) -> Option<Color> {
        if self.stones[0].contains(p) {
            Some(Color::Black)
        } else if self.stones[1].contains(p) {
            Some(Color::White)
        } else {
            None
        }
    }

    #[inline]
    pub(crate) fn set(&mut self, p: Point, color: Color) {
        if self.stones[color.index()].insert(p) {
            self.count += 1;
        }
    }

    #[inline]
    pub(crate) fn clear(&mut self, p: Point) {
        let removed = u16::from(self.stones[0].remove(p)) + u16::from(self.stones[1].remove(p));
        self.count -= removed;
    }

    /// What lies at (x, y): `Edge` off the board.
    #[inline]
    pub(crate) fn cell(&self, x: i32, y: i32) -> Cell {
        let n = i32::from(self.size);
        if x < 0 || y < 0 || x >= n || y >= n {
            return Cell::Edge;
        }
        let (x, y) = (x as u32, y as u32);
        if self.stones[0].row(y as usize) >> x & 1 != 0 {
            Cell::Stone(Color::Black)
        } else if self.stones[1].row(y as usize) >> x & 1 != 0 {
            Cell::Stone(Color::White)
        } else {
            Cell::Empty
        }
    }

    /// The point at `p + k·d`, if it is on the board.
    #[inline]
    pub(crate) fn step(&self, p: Point, d: Dir, k: i32) -> Option<Point> {
        let x = i32::from(p.x()) + d.0 * k;
        let y = i32::from(p.y()) + d.1 * k;
        let n = i32::from(self.size);
        if x < 0 || y < 0 || x >= n || y >= n {
            None
        } else {
            Point::new(x as u8, y as u8)
        }
    }

    /// How many stones of `color` follow `p` contiguously, backwards and forwards along `d`
    /// (`p` itself not counted).
    #[inline]
    pub(crate) fn run(&self, color: Color, p: Point, d: Dir) -> (i32, i32) {
        let set = &self.stones[color.index()];
        let (px, py) = (u32::from(p.x()), u32::from(p.y()));
        if d == (1, 0) {
            // Along a row the bits themselves are the line.
            let row = set.row(py as usize);
            let fwd = (row >> (px + 1)).trailing_ones();
            let back = if px == 0 {
                0
            } else {
                (row << (32 - px)).leading_ones()
            };
            return (back as i32, fwd as i32);
        }
        // Bits off the board are never set, so only the bounds of the bitboard need a
        // check: a negative row wraps to a large number, which it refuses, and the column
        // is a one-bit mask that shifts out of the word (to 0) past either side.
        let rows = set.rows();
        let count = |sx: i32, sy: i32| {
            let mut y = py as i32 + sy;
            let mut bit = 1u32 << px;
            let mut k = 0;
            loop {
                bit = match sx {
                    1 => bit << 1,
                    -1 => bit >> 1,
                    _ => bit,
                };
                if (y as usize) >= rows.len() || rows[y as usize] & bit == 0 {
                    return k;
                }
                k += 1;
                y += sy;
            }
        };
        (count(-d.0, -d.1), count(d.0, d.1))
    }

    /// The nine cells `p + k·d`, k = -4..=4, of each direction of [`DIRS`] (in that order)
    /// as bit masks (bit `k + 4`): the stones of `color` (`own`, as [`Board::lines`] gives
    /// them), and the cells that block a line of `color` (an opponent stone or the edge).
    #[inline]
    pub(crate) fn windows(&self, color: Color, p: Point, own: [u32; 4]) -> [Window; 4] {
        let opp = self.lines(color.other(), p);
        let n = i32::from(self.size);
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        // The bits k + 4 of the steps k in lo..=hi (and in -4..=4).
        let steps = |lo: i32, hi: i32| -> u32 {
            let (lo, hi) = (lo.max(-4), hi.min(4));
            if lo > hi {
                0
            } else {
                ((1 << (hi + 5)) - 1) & !((1 << (lo + 4)) - 1)
            }
        };
        // The steps that stay on the board: 0 <= x + k < n, 0 <= y + k < n, 0 <= y - k < n.
        let (xs, ys, ys_down) = (
            steps(-x, n - 1 - x),
            steps(-y, n - 1 - y),
            steps(y - n + 1, y),
        );
        let on_board = [xs, ys, xs & ys, xs & ys_down];
        core::array::from_fn(|i| Window {
            own: own[i],
            block: opp[i] | (!on_board[i] & 0x1FF),
        })
    }

    /// The stones of `color` on the nine cells `p + k·d`, k = -4..=4, of each direction of
    /// [`DIRS`] (in that order), as bit masks (bit `k + 4`).
    #[inline]
    pub(crate) fn lines(&self, color: Color, p: Point) -> [u32; 4] {
        let set = &self.stones[color.index()];
        // A negative row becomes a large index, for which `row` gives 0.
        gather(p, |y| set.row(y as usize))
    }

    /// The directions of [`DIRS`] (bit `i` for `DIRS[i]`) along which the two cells on one
    /// side of `p`, one and two steps away, both hold a stone of `color`: a line of five or
    /// more through `p` needs that (four more stones, so two on one side).
    #[inline]
    pub(crate) fn pairs_near(&self, color: Color, p: Point) -> u32 {
        let set = &self.stones[color.index()];
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        // Bit j of s(m): the cell (x - 2 + j, y + m); off the board, negative rows and
        // columns included, is 0 (a negative row becomes a large index).
        let s = |m: i32| (u64::from(set.row((y + m) as usize)) << 8 >> (x + 6)) as u32 & 31;
        let (s2, s1, s0, t1, t2) = (s(-2), s(-1), s(0), s(1), s(2));
        let bit = |v: u32, j: u32| v >> j & 1;
        let horizontal = (s0 & 0b11 == 0b11) | (s0 & 0b11000 == 0b11000);
        let vertical = bit(s1, 2) & bit(s2, 2) | bit(t1, 2) & bit(t2, 2);
        let diagonal = bit(s1, 1) & bit(s2, 0) | bit(t1, 3) & bit(t2, 4);
        let anti = bit(t1, 1) & bit(t2, 0) | bit(s1, 3) & bit(s2, 4);
        u32::from(horizontal) | vertical << 1 | diagonal << 2 | anti << 3
    }

    /// The empty points of the board.
    pub(crate) fn empties(&self) -> PointSet {
        PointSet::full(self.size).difference(&self.stones[0].union(&self.stones[1]))
    }

    /// Whether no point of the board is empty.
    #[inline]
    pub(crate) fn is_full(&self) -> bool {
        // `count` is kept equal to the number of stones by `set` and `clear`.
        usize::from(self.count) == usize::from(self.size) * usize::from(self.size)
    }
}

/// The nine cells `p + k·d`, k = -4..=4, of each direction of [`DIRS`], as bit masks (bit
/// `k + 4`), from the bits of the rows (`row(y)`: bit `x` is the cell (x, y); 0 off the
/// board, negative `y` included).
#[inline(always)]
fn gather(p: Point, row: impl Fn(i32) -> u32) -> [u32; 4] {
    let (x, y) = (i32::from(p.x()), i32::from(p.y()));
    let mut lines = [0u32; 4];
    for i in 0..9u32 {
        let m = i as i32 - 4;
        // Bit j of t: the cell (x - 4 + j, y + m). The row (26 bits at most) is moved up by
        // 4 bits first so that columns down to -4 have a place (always 0).
        let t = (row(y + m) << 4) >> x;
        if m == 0 {
            lines[0] = t & 0x1FF;
        }
        // (x, y + m) is m steps along (0, 1), (x + m, y + m) m steps along (1, 1), and
        // (x - m, y + m) is -m steps along (1, -1): bit 8 - i.
        lines[1] |= (t >> 4 & 1) << i;
        lines[2] |= t & 1 << i;
        lines[3] |= t & 1 << (8 - i);
    }
    lines
}

/// The length of the run of own stones through the centre of a nine-cell line (bit `k + 4`
/// is the cell `k` steps away), counting at most four on each side and the centre as one,
/// whatever it holds. A run of five or more always gives at least 5.
#[inline]
pub(crate) const fn capped_run(own: u32) -> u32 {
    let fwd = (own >> 5).trailing_ones();
    let back = (own << 28).leading_ones();
    1 + if fwd > 4 { 4 } else { fwd } + if back > 4 { 4 } else { back }
}

/// Nine cells of one line centred on a point (see [`Board::windows`]): bit `k + 4` is the
/// cell `k` steps away.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Window {
    own: u32,
    block: u32,
}

impl Window {
    /// The own stones: bit `k + 4` is the cell `k` steps away.
    #[inline]
    pub(crate) const fn own(self) -> u32 {
        self.own
    }

    /// How many own stones lie within `reach` (1..=4) steps of the centre, on either side,
    /// before a blocking cell.
    #[inline]
    pub(crate) fn own_near(self, reach: u32) -> u32 {
        // Forwards: cells 5.., stopping before the first block.
        let fwd_free = (self.block >> 5).trailing_zeros().min(reach);
        let fwd = (self.own >> 5) & ((1 << fwd_free) - 1);
        // Backwards: cells 3, 2, … down; bit 3 moved to bit 31 so that leading zeros count
        // the free steps.
        let back_free = (self.block << 28).leading_zeros().min(reach);
        let back = (self.own << 28) & !(u32::MAX >> back_free);
        fwd.count_ones() + back.count_ones()
    }

    /// The length of the own run through the centre counting at most four stones on each
    /// side (the centre itself counted, whatever it holds).
    #[inline]
    pub(crate) fn capped_run(self) -> u32 {
        capped_run(self.own)
    }
}
