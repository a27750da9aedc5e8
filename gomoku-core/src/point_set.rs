//! A set of points as a bitboard: no allocation, `Copy`, iterated in a fixed order.

use core::fmt;

use crate::point::{MAX_SIZE, Point};

const ROWS: usize = MAX_SIZE as usize;

/// A set of points, stored as one bit per intersection (a bitboard of 26 rows).
///
/// Used for stones, legal moves and forbidden points, so that none of them allocates.
/// Iteration goes row by row from the bottom (`a1`, `b1`, …, `a2`, …).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Point, PointSet};
///
/// let mut set = PointSet::new();
/// let h8: Point = "h8".parse()?;
/// assert!(set.insert(h8));
/// assert!(!set.insert(h8));
/// assert!(set.contains(h8));
/// assert_eq!(set.len(), 1);
/// assert_eq!(set.iter().collect::<Vec<_>>(), [h8]);
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PointSet {
    rows: [u32; ROWS],
}

impl PointSet {
    /// The empty set.
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert!(PointSet::new().is_empty());
    /// ```
    #[inline]
    #[must_use]
    pub const fn new() -> PointSet {
        PointSet { rows: [0; ROWS] }
    }

    /// Every point of a `size` × `size` board (sizes above [`MAX_SIZE`] count as `MAX_SIZE`).
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert_eq!(PointSet::full(15).len(), 225);
    /// ```
    #[inline]
    #[must_use]
    pub const fn full(size: u8) -> PointSet {
        let size = if size > MAX_SIZE { MAX_SIZE } else { size };
        let mut rows = [0u32; ROWS];
        let mask = if size == 0 {
            0
        } else {
            u32::MAX >> (32 - size as u32)
        };
        let mut y = 0;
        while y < size as usize {
            rows[y] = mask;
            y += 1;
        }
        PointSet { rows }
    }

    /// The point at `index` in iteration order (row by row from `a1`), found by counting
    /// the bits of whole rows: `set.nth(i)` is `set.iter().nth(i)` without the walk.
    ///
    /// ```
    /// use gomoku_referee::{Point, PointSet};
    /// let set: PointSet = ["h8", "a1", "c9"].iter().map(|s| s.parse::<Point>().unwrap()).collect();
    /// assert_eq!(set.nth(0), Some("a1".parse()?));
    /// assert_eq!(set.nth(2), Some("c9".parse()?));
    /// assert_eq!(set.nth(3), None);
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    #[must_use]
    pub fn nth(&self, index: usize) -> Option<Point> {
        let mut left = index;
        for (y, &row) in self.rows.iter().enumerate() {
            let n = row.count_ones() as usize;
            if left < n {
                let mut bits = row;
                for _ in 0..left {
                    bits &= bits - 1; // drops the lowest set bit
                }
                return Point::new(bits.trailing_zeros() as u8, y as u8);
            }
            left -= n;
        }
        None
    }

    /// Whether `p` is in the set.
    ///
    /// ```
    /// use gomoku_referee::{Point, PointSet};
    /// assert!(!PointSet::new().contains(Point::new(0, 0).unwrap()));
    /// ```
    #[inline]
    #[must_use]
    pub const fn contains(&self, p: Point) -> bool {
        self.rows[p.y() as usize] >> p.x() & 1 != 0
    }

    /// Adds `p`; returns whether it was new.
    ///
    /// ```
    /// use gomoku_referee::{Point, PointSet};
    /// let mut s = PointSet::new();
    /// assert!(s.insert(Point::new(3, 4).unwrap()));
    /// ```
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        let row = &mut self.rows[p.y() as usize];
        let bit = 1 << p.x();
        let new = *row & bit == 0;
        *row |= bit;
        new
    }

    /// Removes `p`; returns whether it was there.
    ///
    /// ```
    /// use gomoku_referee::{Point, PointSet};
    /// let p = Point::new(3, 4).unwrap();
    /// let mut s: PointSet = [p].into_iter().collect();
    /// assert!(s.remove(p));
    /// assert!(s.is_empty());
    /// ```
    #[inline]
    pub fn remove(&mut self, p: Point) -> bool {
        let row = &mut self.rows[p.y() as usize];
        let bit = 1 << p.x();
        let had = *row & bit != 0;
        *row &= !bit;
        had
    }

    /// The number of points in the set.
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert_eq!(PointSet::full(5).len(), 25);
    /// ```
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        let mut n = 0;
        let mut y = 0;
        while y < ROWS {
            n += self.rows[y].count_ones() as usize;
            y += 1;
        }
        n
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert!(!PointSet::full(5).is_empty());
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        let mut y = 0;
        while y < ROWS {
            if self.rows[y] != 0 {
                return false;
            }
            y += 1;
        }
        true
    }

    /// The points in the set, row by row from the bottom.
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// let first = PointSet::full(15).iter().next().unwrap();
    /// assert_eq!(first.to_string(), "a1");
    /// ```
    #[must_use]
    pub fn iter(&self) -> Iter {
        Iter {
            rows: self.rows,
            y: 0,
        }
    }

    /// The points in both sets.
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert_eq!(PointSet::full(5).intersection(&PointSet::full(6)), PointSet::full(5));
    /// ```
    #[inline]
    #[must_use]
    pub fn intersection(&self, other: &PointSet) -> PointSet {
        let mut rows = self.rows;
        for (r, o) in rows.iter_mut().zip(other.rows) {
            *r &= o;
        }
        PointSet { rows }
    }

    /// The points in either set.
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert_eq!(PointSet::full(5).union(&PointSet::full(6)), PointSet::full(6));
    /// ```
    #[inline]
    #[must_use]
    pub fn union(&self, other: &PointSet) -> PointSet {
        let mut rows = self.rows;
        for (r, o) in rows.iter_mut().zip(other.rows) {
            *r |= o;
        }
        PointSet { rows }
    }

    /// The points of `self` not in `other`.
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert_eq!(PointSet::full(6).difference(&PointSet::full(5)).len(), 11);
    /// ```
    #[inline]
    #[must_use]
    pub fn difference(&self, other: &PointSet) -> PointSet {
        let mut rows = self.rows;
        for (r, o) in rows.iter_mut().zip(other.rows) {
            *r &= !o;
        }
        PointSet { rows }
    }

    /// The raw row bits: bit `x` of `rows()[y]` is the point (x, y).
    ///
    /// ```
    /// use gomoku_referee::PointSet;
    /// assert_eq!(PointSet::full(5).rows()[0], 0b11111);
    /// ```
    #[inline]
    #[must_use]
    pub const fn rows(&self) -> &[u32; ROWS] {
        &self.rows
    }

    /// The set of these row bits: bit `x` of `rows[y]` is the point (x, y). Bits at
    /// `x >= MAX_SIZE` must be clear.
    #[inline]
    pub(crate) const fn from_rows(rows: [u32; ROWS]) -> PointSet {
        PointSet { rows }
    }

    /// The row bits of row `y` (0 for `y >= MAX_SIZE`).
    #[inline]
    pub(crate) const fn row(&self, y: usize) -> u32 {
        if y < ROWS { self.rows[y] } else { 0 }
    }
}

impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> PointSet {
        let mut set = PointSet::new();
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl Extend<Point> for PointSet {
    fn extend<I: IntoIterator<Item = Point>>(&mut self, iter: I) {
        for p in iter {
            self.insert(p);
        }
    }
}

impl IntoIterator for PointSet {
    type Item = Point;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl IntoIterator for &PointSet {
    type Item = Point;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

/// The iterator of [`PointSet::iter`].
#[derive(Debug, Clone)]
pub struct Iter {
    rows: [u32; ROWS],
    y: usize,
}

impl Iterator for Iter {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        while self.y < ROWS {
            let row = self.rows[self.y];
            if row != 0 {
                let x = row.trailing_zeros();
                self.rows[self.y] = row & (row - 1);
                // x < 26 and y < 26 by construction.
                return Point::new(x as u8, self.y as u8);
            }
            self.y += 1;
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.rows[self.y.min(ROWS)..]
            .iter()
            .map(|r| r.count_ones() as usize)
            .sum();
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}
impl core::iter::FusedIterator for Iter {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::p;
    use crate::testing::{Rng, points};
    use std::collections::BTreeSet;
    use std::string::ToString;
    use std::vec::Vec;

    /// A random set of the largest board and the same points in a `BTreeSet`, whose order
    /// (the derived order of `Point`: row, then column) is the order the set promises.
    fn random_set(rng: &mut Rng) -> (PointSet, BTreeSet<Point>) {
        let density = [0, 10, 100, 500, 990, 1000][rng.below(6) as usize];
        let model: BTreeSet<Point> = points(MAX_SIZE)
            .filter(|_| rng.below(1000) < density)
            .collect();
        (model.iter().copied().collect(), model)
    }

    fn check(set: &PointSet, model: &BTreeSet<Point>) {
        for (i, q) in model.iter().enumerate() {
            assert_eq!(set.nth(i), Some(*q), "{i}");
        }
        assert_eq!(set.nth(model.len()), None);
        assert_eq!(set.nth(usize::MAX), None);
        assert_eq!(set.len(), model.len());
        assert_eq!(set.is_empty(), model.is_empty());
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            model.iter().copied().collect::<Vec<_>>()
        );
        for q in points(MAX_SIZE) {
            assert_eq!(set.contains(q), model.contains(&q), "{q}");
        }
    }

    #[test]
    fn operations_agree_with_a_btree_set() {
        let mut rng = Rng::new(20);
        for _ in 0..100 {
            let (a, ma) = random_set(&mut rng);
            let (b, mb) = random_set(&mut rng);
            check(&a, &ma);
            check(&a.union(&b), &ma.union(&mb).copied().collect());
            check(
                &a.intersection(&b),
                &ma.intersection(&mb).copied().collect(),
            );
            check(&a.difference(&b), &ma.difference(&mb).copied().collect());
            assert_eq!(a.union(&b), b.union(&a));
            assert_eq!(a == b, ma == mb);
            // insert and remove report whether they changed the set.
            let (mut s, mut m) = (a, ma.clone());
            for _ in 0..50 {
                let q = Point::new(rng.below(26) as u8, rng.below(26) as u8).unwrap();
                if rng.below(2) == 0 {
                    assert_eq!(s.insert(q), m.insert(q), "insert {q}");
                } else {
                    assert_eq!(s.remove(q), m.remove(&q), "remove {q}");
                }
            }
            check(&s, &m);
            let mut e = a;
            e.extend(mb.iter().copied());
            assert_eq!(e, a.union(&b));
        }
    }

    #[test]
    fn iteration_goes_row_by_row_from_a1() {
        let set: PointSet = ["z26", "b2", "a2", "z1", "a1", "m13"]
            .map(p)
            .into_iter()
            .collect();
        let order: Vec<_> = set.into_iter().map(|q| q.to_string()).collect();
        assert_eq!(order, ["a1", "z1", "a2", "b2", "m13", "z26"]);
        assert_eq!(std::format!("{set:?}"), "{a1, z1, a2, b2, m13, z26}");
        // The iterator knows how many are left, at every step.
        let mut it = (&set).into_iter();
        for left in (0..=6).rev() {
            assert_eq!(it.len(), left);
            assert_eq!(it.size_hint(), (left, Some(left)));
            it.next();
        }
        assert_eq!(it.next(), None);
        assert_eq!(it.len(), 0);
    }

    #[test]
    fn rows_at_the_boundaries() {
        let mut rows = [0u32; ROWS];
        rows[0] = 1 | 1 << 25;
        rows[25] = 1 | 1 << 25;
        let set = PointSet::from_rows(rows);
        assert_eq!(
            set.iter().map(|q| q.to_string()).collect::<Vec<_>>(),
            ["a1", "z1", "a26", "z26"]
        );
        assert_eq!(set.rows(), &rows);
        assert_eq!(set.row(0), 1 | 1 << 25);
        assert_eq!(set.row(25), 1 | 1 << 25);
        assert_eq!(set.row(1), 0);
        // Rows past the board (a negative row cast to usize included) read as empty.
        for y in [26, 27, 100, usize::MAX] {
            assert_eq!(set.row(y), 0, "{y}");
        }
        let mut s = set;
        assert!(s.remove(p("z26")));
        assert_eq!(s.row(25), 1);
    }

    #[test]
    fn full_boards_of_every_size() {
        for size in 0..=30u8 {
            let full = PointSet::full(size);
            let n = size.min(MAX_SIZE);
            assert_eq!(full.len(), usize::from(n) * usize::from(n), "{size}");
            let model: BTreeSet<Point> = points(n).collect();
            check(&full, &model);
            if n > 0 {
                assert_eq!(full.iter().next(), Point::new(0, 0));
                assert_eq!(full.iter().last(), Point::new(n - 1, n - 1));
            }
        }
        assert!(PointSet::full(0).is_empty());
        assert_eq!(PointSet::full(27), PointSet::full(MAX_SIZE));
        assert_eq!(PointSet::default(), PointSet::new());
    }
}
