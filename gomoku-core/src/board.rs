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
        // Bits off the board are never set, so only negative coordinates need a check.
        let count = |sx: i32, sy: i32| {
            let (mut x, mut y) = (px as i32 + sx, py as i32 + sy);
            let mut k = 0;
            while x >= 0 && y >= 0 && x < 32 && set.row(y as usize) >> x & 1 != 0 {
                k += 1;
                x += sx;
                y += sy;
            }
            k
        };
        (count(-d.0, -d.1), count(d.0, d.1))
    }

    /// The empty points of the board.
    pub(crate) fn empties(&self) -> PointSet {
        PointSet::full(self.size).difference(&self.stones[0].union(&self.stones[1]))
    }

    /// Whether no point of the board is empty.
    pub(crate) fn is_full(&self) -> bool {
        self.stones[0].len() + self.stones[1].len()
            == usize::from(self.size) * usize::from(self.size)
    }
}
