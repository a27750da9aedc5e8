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
    size: u8,
}

impl Board {
    pub(crate) const fn empty(size: u8) -> Board {
        Board {
            stones: [PointSet::new(), PointSet::new()],
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
        self.stones[color.index()].insert(p);
    }

    #[inline]
    pub(crate) fn clear(&mut self, p: Point) {
        self.stones[0].remove(p);
        self.stones[1].remove(p);
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
        let n = i32::from(self.size);
        let (px, py) = (i32::from(p.x()), i32::from(p.y()));
        let count = |sign: i32| {
            let mut k = 0;
            loop {
                let x = px + sign * d.0 * (k + 1);
                let y = py + sign * d.1 * (k + 1);
                if x < 0 || y < 0 || x >= n || y >= n || set.row(y as usize) >> x & 1 == 0 {
                    return k;
                }
                k += 1;
            }
        };
        (count(-1), count(1))
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
