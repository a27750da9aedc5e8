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

    /// Whether `p` holds no stone: one read of its row.
    #[inline]
    pub(crate) fn is_empty_at(&self, p: Point) -> bool {
        let y = usize::from(p.y());
        (self.stones[0].row(y) | self.stones[1].row(y)) >> p.x() & 1 == 0
    }

    #[inline]
    pub(crate) fn set(&mut self, p: Point, color: Color) {
        if self.stones[color.index()].insert(p) {
            self.count += 1;
        }
    }

    /// [`Board::set`] on a point known to be empty: no test of what was there.
    #[inline]
    pub(crate) fn put(&mut self, p: Point, color: Color) {
        debug_assert!(self.is_empty_at(p));
        self.stones[color.index()].insert(p);
        self.count += 1;
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

    /// The stones of `color` on the nine cells `p + k·d`, k = -4..=4, of each direction of
    /// [`DIRS`] (in that order), as bit masks (bit `k + 4`).
    // Inlined where speed counts: the referee's move reads them once per move of a side
    // with forbidden points, and the copy out of a call costs more than the reading.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline)]
    pub(crate) fn lines(&self, color: Color, p: Point) -> [u32; 4] {
        let set = &self.stones[color.index()];
        // All nine rows within the bitboard: read them without a check each (not in
        // WebAssembly, whose build favours size over a second copy of the loop).
        #[cfg(not(target_arch = "wasm32"))]
        {
            let y = i32::from(p.y());
            if let Some(rows) = set.rows().get((y - 4) as usize..(y + 5) as usize) {
                return gather(p, |r| rows[(r - y + 4) as usize]);
            }
            // Near the first row (a move in four of fifteen): the rows below it read 0,
            // the others, at most 7, from the first eight without a check each.
            if y < 4 {
                let low = &set.rows()[..8];
                return gather(p, |r| if r < 0 { 0 } else { low[r as usize & 7] });
            }
        }
        // A negative row becomes a large index, for which `row` gives 0.
        gather(p, |r| set.row(r as usize))
    }

    /// [`Board::cells`] of every direction of [`DIRS`] (in that order), read in one pass
    /// over the eleven rows around `p`.
    #[inline]
    pub(crate) fn around(&self, color: Color, p: Point) -> [LineCells; 4] {
        let own = &self.stones[color.index()];
        let opp = &self.stones[color.other().index()];
        let n = i32::from(self.size);
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        // Both colours at once in a 64-bit word: the own row at bit 8 (so that columns
        // down to -5 read 0), the opponent's at bit 36; moved down by x + 3, the cells
        // x - 5 ..= x + 5 are bits 0..=10 (own) and 28..=38 (opponent). A stone of the
        // other colour can show there only at columns off the board, masked below.
        #[cfg_attr(target_arch = "wasm32", allow(unused_labels))]
        let lines = 'read: {
            // All eleven rows within the bitboards: read them without a check each (not in
            // WebAssembly, whose build favours size over a second copy of the loop).
            #[cfg(not(target_arch = "wasm32"))]
            if let Some(own_rows) = own.rows().get((y - 5) as usize..(y + 6) as usize) {
                let opp_rows = &opp.rows()[(y - 5) as usize..(y + 6) as usize];
                break 'read lines_around(x, |i| (own_rows[i], opp_rows[i]));
            }
            // Near the first row (a point in three of fifteen): the rows below it read 0,
            // the others, at most 9, from the first sixteen without a check each.
            #[cfg(not(target_arch = "wasm32"))]
            if y < 5 {
                let (own_low, opp_low) = (&own.rows()[..16], &opp.rows()[..16]);
                break 'read lines_around(x, |i| match y + i as i32 - 5 {
                    ..0 => (0, 0),
                    r => (own_low[r as usize & 15], opp_low[r as usize & 15]),
                });
            }
            // A row off the board (a negative one becomes a large index) reads 0.
            lines_around(x, |i| {
                let row = (y + i as i32 - 5) as usize;
                (own.row(row), opp.row(row))
            })
        };
        // The steps k in -5..=5 (bits k + 5) that stay on the board along a coordinate.
        let steps = |lo: i32, hi: i32| -> u32 {
            let (lo, hi) = (lo.max(-5), hi.min(5));
            if lo > hi {
                0
            } else {
                ((1 << (hi + 6)) - 1) & !((1 << (lo + 5)) - 1)
            }
        };
        let (xs, ys, ys_down) = (
            steps(-x, n - 1 - x),
            steps(-y, n - 1 - y),
            steps(y - n + 1, y),
        );
        let on = [xs, ys, xs & ys, xs & ys_down];
        core::array::from_fn(|i| LineCells {
            own: lines[i] as u32 & on[i],
            opp: (lines[i] >> 28) as u32 & on[i],
            off: !on[i] & 0x7FF,
        })
    }

    /// The eleven cells `p + k·d`, k = -5..=5, along `d` = `DIRS[i]`, as bit masks (bit
    /// `k + 5`): the stones of `color`, the opponent's stones and the cells off the board.
    /// What the judge reads to decide a run of five and the cells just beyond it at once.
    #[inline]
    pub(crate) fn cells(&self, color: Color, p: Point, i: usize) -> LineCells {
        let own = &self.stones[color.index()];
        let opp = &self.stones[color.other().index()];
        let n = i32::from(self.size);
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        if i == 0 {
            // Along a row the bits themselves are the line: columns x - 5 ..= x + 5, moved
            // up by 8 bits first so that columns down to -5 have a place.
            let row = |r: u32| ((u64::from(r) << 8) >> (x + 3)) as u32 & 0x7FF;
            let on = ((u64::from(PointSet::full(self.size).row(0)) << 8) >> (x + 3)) as u32;
            return LineCells {
                own: row(own.row(y as usize)),
                opp: row(opp.row(y as usize)),
                off: !on & 0x7FF,
            };
        }
        let d = DIRS[i];
        // The steps k in -5..=5 (bits k + 5) that stay on the board along each coordinate.
        let steps = |lo: i32, hi: i32| -> u32 {
            let (lo, hi) = (lo.max(-5), hi.min(5));
            if lo > hi {
                0
            } else {
                ((1 << (hi + 6)) - 1) & !((1 << (lo + 5)) - 1)
            }
        };
        let xs = match d.0 {
            0 => 0x7FF,
            _ => steps(-x, n - 1 - x),
        };
        let ys = match d.1 {
            1 => steps(-y, n - 1 - y),
            _ => steps(y - n + 1, y),
        };
        let on = xs & ys;
        let (mut o, mut t) = (0u32, 0u32);
        for k in -5..=5i32 {
            // Bit x + d.0·k of the row y + d.1·k, through a 64-bit word so that columns
            // down to -5 (and past the last) read 0; a row off the board reads 0 too.
            let row = (y + d.1 * k) as usize;
            let shift = x + d.0 * k + 8;
            let bit = (k + 5) as u32;
            o |= ((u64::from(own.row(row)) << 8 >> shift) as u32 & 1) << bit;
            t |= ((u64::from(opp.row(row)) << 8 >> shift) as u32 & 1) << bit;
        }
        LineCells {
            own: o & on,
            opp: t & on,
            off: !on & 0x7FF,
        }
    }

    /// The directions of [`DIRS`] (bit `i` for `DIRS[i]`) along which the two cells on one
    /// side of `p`, one and two steps away, both hold a stone of `color`: a line of five or
    /// more through `p` needs that (four more stones, so two on one side).
    #[inline]
    pub(crate) fn pairs_near(&self, color: Color, p: Point) -> u32 {
        let set = &self.stones[color.index()];
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        // Bits 0..=4 of s(m): the cells (x - 2 ..= x + 2, y + m); off the board, negative
        // rows and columns included, is 0.
        let cut = |row: u32| (u64::from(row) << 8 >> (x + 6)) as u32 & 31;
        let [s2, s1, s0, t1, t2] = match set.rows().get((y - 2) as usize..(y + 3) as usize) {
            // All five rows within the bitboard: read them without a check each.
            Some(&[a, b, c, d, e]) => [cut(a), cut(b), cut(c), cut(d), cut(e)],
            // A negative row becomes a large index, for which `row` gives 0.
            _ => core::array::from_fn(|i| cut(set.row((y - 2 + i as i32) as usize))),
        };
        // Two cells on one side, in each direction: bit 0 (x - 2, x - 1 and their rows
        // below or above) or bit 4 (x + 1, x + 2), bit 2 for the column.
        let horizontal = s0 & s0 >> 1 & 0b1001;
        let vertical = (s1 & s2 | t1 & t2) & 0b100;
        let diagonal = (s1 >> 1 & s2 | t1 << 1 & t2) & 0b10001;
        let anti = (t1 >> 1 & t2 | s1 << 1 & s2) & 0b10001;
        u32::from(horizontal != 0)
            | u32::from(vertical != 0) << 1
            | u32::from(diagonal != 0) << 2
            | u32::from(anti != 0) << 3
    }

    /// Whether [`Board::pairs_near`] has any direction (`pairs_near(color, p) != 0`), read
    /// off the five rows around `p` with no bit moved per row: what a move that makes no
    /// five (most moves) costs to find that out. Inlined into the play path off wasm (a
    /// freestyle playout 24.3 k -> 22.9 k instructions); in wasm a call, for the size.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline)]
    pub(crate) fn has_pair_near(&self, color: Color, p: Point) -> bool {
        let set = &self.stones[color.index()];
        let (x, y) = (p.x(), i32::from(p.y()));
        // Bits 0..=4 of s(m): the cells (x - 2 ..= x + 2, y + m), every row moved by the
        // same amount (the row moved up by two bits first, so that the columns -2 and -1
        // read 0: off the board).
        let cut = |row: u32| (u64::from(row) << 2 >> x) as u32;
        let [s2, s1, s0, t1, t2] = match set.rows().get((y - 2) as usize..(y + 3) as usize) {
            // All five rows within the bitboard: read them without a check each.
            Some(&[a, b, c, d, e]) => [cut(a), cut(b), cut(c), cut(d), cut(e)],
            // A negative row becomes a large index, for which `row` gives 0.
            _ => core::array::from_fn(|i| cut(set.row((y - 2 + i as i32) as usize))),
        };
        // Along the row: x - 2 and x - 1 (bit 0), or x + 1 and x + 2 (bit 3).
        let horizontal = s0 & s0 >> 1 & 0b1001;
        // Along the column: the two rows below, or the two above (bit 2).
        let vertical = (s1 & s2 | t1 & t2) & 0b100;
        // The diagonals: x - 1 and x - 2 below or above (bit 1), x + 1 and x + 2 above or
        // below (bit 3).
        let left = (s1 & s2 << 1 | t1 & t2 << 1) & 0b10;
        let right = (t1 & t2 >> 1 | s1 & s2 >> 1) & 0b1000;
        horizontal | vertical | left | right != 0
    }

    /// The empty points of the board.
    #[inline]
    pub(crate) fn empties(&self) -> PointSet {
        PointSet::full(self.size).difference(&self.stones[0].union(&self.stones[1]))
    }

    /// The number of empty points of the board (`empties().len()`, without the set).
    #[inline]
    pub(crate) fn empty_count(&self) -> usize {
        // `count` is kept equal to the number of stones by `set` and `clear`.
        usize::from(self.size) * usize::from(self.size) - usize::from(self.count)
    }

    /// Whether no point of the board is empty.
    #[inline]
    pub(crate) fn is_full(&self) -> bool {
        // `count` is kept equal to the number of stones by `set` and `clear`.
        usize::from(self.count) == usize::from(self.size) * usize::from(self.size)
    }
}

/// The four lines of [`Board::around`] in the words it reads them into, from the rows
/// `y - 5 ..= y + 5` around the column `x` (`rows(i)`: the own and the opponent's bits of
/// row `y + i - 5`).
#[inline(always)]
fn lines_around(x: i32, rows: impl Fn(usize) -> (u32, u32)) -> [u64; 4] {
    let mut lines = [0u64; 4];
    let shift = x + 3;
    let bit = 0x1000_0001u64;
    for i in 0..11usize {
        // Bit j: the cell (x - 5 + j, y + i - 5).
        let (own, opp) = rows(i);
        let w = ((u64::from(own) << 8) | (u64::from(opp) << 36)) >> shift;
        if i == 5 {
            lines[0] = w;
        }
        // (x, y + m) is m steps along (0, 1), (x + m, y + m) m steps along (1, 1), and
        // (x - m, y + m) is -m steps along (1, -1): bit 5 - m, as in the word (m = i - 5).
        lines[1] |= (w >> 5 & bit) << i;
        lines[2] |= w & bit << i;
        lines[3] |= w & bit << (10 - i);
    }
    lines
}

/// The nine cells `p + k·d`, k = -4..=4, of each direction of [`DIRS`], as bit masks (bit
/// `k + 4`), from the bits of the rows (`row(y)`: bit `x` is the cell (x, y); 0 off the
/// board, negative `y` included).
#[inline(always)]
fn gather(p: Point, row: impl Fn(i32) -> u32) -> [u32; 4] {
    let (x, y) = (i32::from(p.x()), i32::from(p.y()));
    let mut horizontal = 0;
    // Three fields of one word, filled a row at a time by one multiplication (which
    // copies the row's nine cells into each field, none overlapping) and one mask: the
    // diagonal at bits 0..=8, the anti-diagonal at 16..=24, the column at 32..=40.
    let mut fields = 0u64;
    for i in 0..9u32 {
        let m = i as i32 - 4;
        // Bit j of t: the cell (x - 4 + j, y + m). The row (26 bits at most) is moved up by
        // 4 bits first so that columns down to -4 have a place (always 0).
        let t = (row(y + m) << 4) >> x & 0x1FF;
        if m == 0 {
            horizontal = t;
        }
        // (x + m, y + m) is m steps along (1, 1): bit i of t, kept at bit i; (x - m, y + m)
        // is -m steps along (1, -1): bit 8 - i, copied to 16 + 8 - i; (x, y + m) is m
        // steps along (0, 1): bit 4, copied to 32 + i.
        let copies = 1 | 1 << 16 | 1 << (28 + i);
        let keep = 1 << i | 1 << (24 - i) | 1 << (32 + i);
        fields |= (u64::from(t) * copies) & keep;
    }
    [
        horizontal,
        (fields >> 32) as u32 & 0x1FF,
        fields as u32 & 0x1FF,
        (fields >> 16) as u32 & 0x1FF,
    ]
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

/// Eleven cells of one line centred on a point (see [`Board::cells`]): bit `k + 5` is the
/// cell `k` steps away.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LineCells {
    /// The stones of the colour asked for.
    pub(crate) own: u32,
    /// The opponent's stones.
    pub(crate) opp: u32,
    /// The cells off the board.
    pub(crate) off: u32,
}

impl LineCells {
    /// The empty cells.
    #[inline]
    pub(crate) const fn empty(self) -> u32 {
        !(self.own | self.opp | self.off) & 0x7FF
    }

    /// The nine middle cells as a [`Window`] (see [`LineCells::window`]).
    #[inline]
    pub(crate) const fn window(self) -> Window {
        Window {
            own: self.own >> 1 & 0x1FF,
            block: (self.opp | self.off) >> 1 & 0x1FF,
        }
    }

    /// The same cells with an own stone `k` steps away.
    #[inline]
    pub(crate) const fn with_own(self, k: i32) -> LineCells {
        LineCells {
            own: self.own | 1 << (k + 5),
            ..self
        }
    }

    /// The run of own stones through the centre with `extra` (bits `k + 5`) added: how
    /// many stones lie before and after the centre, each counted up to 5 (5 meaning "5 or
    /// more": the run reaches the end of the eleven cells).
    #[inline]
    pub(crate) const fn run_with(self, extra: u32) -> (i32, i32) {
        let own = self.own | extra;
        // Cells 4, 3, … 0 moved to bits 31, 30, … 27: the leading ones count back.
        let back = (own << 27).leading_ones();
        let fwd = (own >> 6).trailing_ones();
        (back as i32, fwd as i32)
    }
}

/// Nine cells of one line centred on a point (see [`LineCells::window`]): bit `k + 4` is the
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Grid, Rng, SIZES, any_grid, draw, points};

    // Plain references: one cell at a time, through `Grid`, never through the bitboards.

    fn xy(p: Point) -> (i32, i32) {
        (i32::from(p.x()), i32::from(p.y()))
    }

    fn naive_run(g: &Grid, color: Color, p: Point, d: Dir) -> (i32, i32) {
        let (x, y) = xy(p);
        let count = |s: i32| {
            let mut k = 0;
            while g.at(x + s * d.0 * (k + 1), y + s * d.1 * (k + 1)) == Some(Some(color)) {
                k += 1;
            }
            k
        };
        (count(-1), count(1))
    }

    /// Bit `k + 4` for the cells `p + k·d`, k = -4..=4, that satisfy `f`.
    fn naive_mask(g: &Grid, p: Point, d: Dir, f: impl Fn(Option<Option<Color>>) -> bool) -> u32 {
        let (x, y) = xy(p);
        (-4..=4)
            .filter(|&k| f(g.at(x + k * d.0, y + k * d.1)))
            .fold(0, |m, k| m | 1 << (k + 4))
    }

    fn naive_lines(g: &Grid, color: Color, p: Point) -> [u32; 4] {
        DIRS.map(|d| naive_mask(g, p, d, |c| c == Some(Some(color))))
    }

    fn naive_blocks(g: &Grid, color: Color, p: Point) -> [u32; 4] {
        DIRS.map(|d| naive_mask(g, p, d, |c| c.is_none() || c == Some(Some(!color))))
    }

    fn naive_pairs_near(g: &Grid, color: Color, p: Point) -> u32 {
        let (x, y) = xy(p);
        let own = |k: i32, d: Dir| g.at(x + k * d.0, y + k * d.1) == Some(Some(color));
        DIRS.iter().enumerate().fold(0, |m, (i, &d)| {
            let pair = (own(1, d) && own(2, d)) || (own(-1, d) && own(-2, d));
            m | u32::from(pair) << i
        })
    }

    /// Own stones within `reach` steps on each side, stopping at the first block.
    fn naive_own_near(own: u32, block: u32, reach: i32) -> u32 {
        let mut n = 0;
        for side in [1, -1] {
            for k in 1..=reach {
                let bit = 4 + side * k;
                if block >> bit & 1 != 0 {
                    break;
                }
                n += own >> bit & 1;
            }
        }
        n
    }

    fn naive_capped_run(own: u32) -> u32 {
        let mut n = 1;
        for side in [1, -1] {
            for k in 1..=4 {
                if own >> (4 + side * k) & 1 == 0 {
                    break;
                }
                n += 1;
            }
        }
        n
    }

    #[test]
    fn eleven_cells_agree_with_plain_loops() {
        let mut rng = Rng::new(2);
        for size in SIZES {
            for _ in 0..24 {
                let g = any_grid(&mut rng, size);
                let board = g.board();
                for p in points(size) {
                    let (x, y) = xy(p);
                    for color in Color::ALL {
                        let around = board.around(color, p);
                        for (i, &d) in DIRS.iter().enumerate() {
                            let mask = |f: &dyn Fn(Option<Option<Color>>) -> bool| {
                                (-5..=5)
                                    .filter(|&k| f(g.at(x + k * d.0, y + k * d.1)))
                                    .fold(0u32, |m, k| m | 1 << (k + 5))
                            };
                            let want = (
                                mask(&|c| c == Some(Some(color))),
                                mask(&|c| c == Some(Some(!color))),
                                mask(&|c| c.is_none()),
                            );
                            let why = || std::format!("{color} at {p}, {d:?}\n{}", draw(&board));
                            let got = around[i];
                            assert_eq!((got.own, got.opp, got.off), want, "{}", why());
                            let one = board.cells(color, p, i);
                            assert_eq!((one.own, one.opp, one.off), want, "{}", why());
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn scans_agree_with_plain_loops_on_random_boards() {
        let mut rng = Rng::new(1);
        for size in SIZES {
            for _ in 0..24 {
                let g = any_grid(&mut rng, size);
                let board = g.board();
                for p in points(size) {
                    let (x, y) = xy(p);
                    assert_eq!(Some(board.get(p)), g.at(x, y), "{p}\n{}", draw(&board));
                    for color in Color::ALL {
                        let why = || std::format!("{color} at {p}\n{}", draw(&board));
                        for d in DIRS {
                            assert_eq!(
                                board.run(color, p, d),
                                naive_run(&g, color, p, d),
                                "{d:?} {}",
                                why()
                            );
                        }
                        let own = board.lines(color, p);
                        assert_eq!(own, naive_lines(&g, color, p), "{}", why());
                        let blocks = naive_blocks(&g, color, p);
                        let windows = board.around(color, p).map(LineCells::window);
                        for i in 0..4 {
                            let w = windows[i];
                            assert_eq!((w.own(), w.block), (own[i], blocks[i]), "{i} {}", why());
                            assert_eq!(w.capped_run(), naive_capped_run(own[i]), "{i} {}", why());
                            for reach in 1..=4 {
                                assert_eq!(
                                    w.own_near(reach as u32),
                                    naive_own_near(own[i], blocks[i], reach),
                                    "{i} reach {reach} {}",
                                    why()
                                );
                            }
                        }
                        assert_eq!(
                            board.pairs_near(color, p),
                            naive_pairs_near(&g, color, p),
                            "{}",
                            why()
                        );
                        assert_eq!(
                            board.has_pair_near(color, p),
                            naive_pairs_near(&g, color, p) != 0,
                            "{}",
                            why()
                        );
                        assert_eq!(
                            Some(board.is_empty_at(p)),
                            g.at(x, y).map(|c| c.is_none()),
                            "{}",
                            why()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn runs_reach_the_edges_of_the_largest_board() {
        let mut board = Board::empty(26);
        for k in 0..26 {
            board.set(Point::new(k, 0).unwrap(), Color::Black); // the bottom row
            board.set(Point::new(25, k).unwrap(), Color::Black); // the right column
            board.set(Point::new(k, k).unwrap(), Color::Black); // the long diagonal
        }
        let p = |x, y| Point::new(x, y).unwrap();
        assert_eq!(board.run(Color::Black, p(0, 0), (1, 0)), (0, 25));
        assert_eq!(board.run(Color::Black, p(25, 0), (1, 0)), (25, 0));
        assert_eq!(board.run(Color::Black, p(25, 13), (0, 1)), (13, 12));
        assert_eq!(board.run(Color::Black, p(25, 25), (1, 1)), (25, 0));
        assert_eq!(board.run(Color::Black, p(0, 0), (1, 1)), (0, 25));
        // The anti-diagonal through (25, 0) holds only that corner.
        assert_eq!(board.run(Color::Black, p(25, 0), (1, -1)), (0, 0));
        assert_eq!(board.run(Color::White, p(0, 0), (1, 0)), (0, 0));
        // At the corner every step off the board is an edge, and the edges block.
        let w = board.around(Color::Black, p(25, 0)).map(LineCells::window);
        assert_eq!(w[0].own(), 0b0_0001_1111); // (1, 0): b..e are on the row to the left
        assert_eq!(w[0].block, 0b1_1110_0000);
        assert_eq!(w[1].block, 0b0_0000_1111); // (0, 1): nothing below row 1
        assert_eq!(w[0].own_near(4), 4);
        assert_eq!(w[0].capped_run(), 5);
    }

    #[test]
    fn cells_and_steps_know_the_edge() {
        let mut rng = Rng::new(2);
        for size in SIZES {
            let g = any_grid(&mut rng, size);
            let board = g.board();
            let n = i32::from(size);
            for y in -3..n + 3 {
                for x in -3..n + 3 {
                    let expected = match g.at(x, y) {
                        None => Cell::Edge,
                        Some(None) => Cell::Empty,
                        Some(Some(c)) => Cell::Stone(c),
                    };
                    assert_eq!(board.cell(x, y), expected, "({x}, {y}) on {size}");
                }
            }
            for p in points(size) {
                let (x, y) = xy(p);
                for d in DIRS.into_iter().chain(DIRS.map(|(a, b)| (-a, -b))) {
                    for k in -6..=6 {
                        let (qx, qy) = (x + k * d.0, y + k * d.1);
                        let expected = g
                            .at(qx, qy)
                            .map(|_| Point::new(qx as u8, qy as u8).unwrap());
                        assert_eq!(board.step(p, d, k), expected, "{p} {d:?} {k} on {size}");
                    }
                }
            }
        }
    }

    #[test]
    fn counts_follow_set_and_clear() {
        let mut rng = Rng::new(3);
        for size in SIZES {
            let mut g = Grid::new(size);
            let mut board = Board::empty(size);
            let all: std::vec::Vec<Point> = points(size).collect();
            for step in 0..2000 {
                let p = all[rng.below(all.len() as u64) as usize];
                let (x, y) = xy(p);
                match (g.at(x, y).flatten(), rng.below(3)) {
                    // Setting the same colour again must not count twice.
                    (Some(c), 0) => board.set(p, c),
                    (Some(_), _) => {
                        board.clear(p);
                        g.set(p, None);
                    }
                    (None, 0) => board.clear(p), // clearing an empty point changes nothing
                    (None, _) => {
                        let c = Color::ALL[rng.below(2) as usize];
                        board.set(p, c);
                        g.set(p, Some(c));
                    }
                }
                let stones = |c: Color| {
                    all.iter()
                        .filter(|q| g.at(xy(**q).0, xy(**q).1) == Some(Some(c)))
                        .count()
                };
                let (b, w) = (stones(Color::Black), stones(Color::White));
                assert_eq!(board.stones(Color::Black).len(), b, "step {step}");
                assert_eq!(board.stones(Color::White).len(), w, "step {step}");
                assert_eq!(usize::from(board.count), b + w, "step {step}");
                assert_eq!(board.is_full(), b + w == all.len(), "step {step}");
                let empties: crate::PointSet = all
                    .iter()
                    .copied()
                    .filter(|q| board.get(*q).is_none())
                    .collect();
                assert_eq!(board.empties(), empties, "step {step}");
                assert!(board == g.board(), "step {step}");
            }
        }
    }

    #[test]
    fn a_board_of_every_size_fills_up() {
        for size in crate::MIN_SIZE..=crate::MAX_SIZE {
            let mut board = Board::empty(size);
            let all: std::vec::Vec<Point> = points(size).collect();
            for (i, &p) in all.iter().enumerate() {
                assert!(!board.is_full(), "{size} after {i}");
                board.set(p, Color::ALL[i % 2]);
            }
            assert!(board.is_full(), "{size}");
            assert!(board.empties().is_empty(), "{size}");
            board.clear(all[all.len() / 2]);
            assert!(!board.is_full(), "{size}");
            assert_eq!(board.empties().len(), 1, "{size}");
        }
    }

    #[test]
    fn capped_run_and_own_near_on_every_window() {
        for own in 0..512u32 {
            assert_eq!(capped_run(own), naive_capped_run(own), "{own:09b}");
            for block in 0..512u32 {
                let w = Window { own, block };
                for reach in 1..=4 {
                    assert_eq!(
                        w.own_near(reach as u32),
                        naive_own_near(own, block, reach),
                        "own {own:09b} block {block:09b} reach {reach}"
                    );
                }
            }
        }
    }
}
