//! The eight symmetries of the board (RULES.md §10).

use core::fmt;
use core::str::FromStr;

use crate::{MAX_SIZE, MIN_SIZE, ParseError, Point, PointSet};

/// One of the eight symmetries of the square board (the dihedral group of RULES.md §10),
/// in the coordinates of §2 (x to the right, y upwards).
///
/// The discriminants (0–7, the C and Python numbering) are also the documented order in
/// which ties are broken ([`Position::canonical`](crate::Position::canonical)) and the
/// order of [`Symmetry::ALL`].
///
/// | symmetry | name | (x, y) on an N×N board, n = N-1 |
/// |---|---|---|
/// | `Identity` | `identity` | (x, y) |
/// | `Rotate90` | `rotate-90` | (n-y, x) |
/// | `Rotate180` | `rotate-180` | (n-x, n-y) |
/// | `Rotate270` | `rotate-270` | (y, n-x) |
/// | `MirrorLeftRight` | `mirror-left-right` | (n-x, y) |
/// | `MirrorTopBottom` | `mirror-top-bottom` | (x, n-y) |
/// | `Diagonal` | `diagonal` | (y, x) |
/// | `AntiDiagonal` | `anti-diagonal` | (n-y, n-x) |
///
/// Rotations are counter-clockwise.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Point, Symmetry};
///
/// let a1: Point = "a1".parse()?;
/// assert_eq!(Symmetry::Rotate90.apply(a1, 15), "o1".parse().ok());
/// assert_eq!(Symmetry::Rotate90.then(Symmetry::Rotate90), Symmetry::Rotate180);
/// assert_eq!(Symmetry::Rotate90.inverse(), Symmetry::Rotate270);
/// assert_eq!("mirror-left-right".parse(), Ok(Symmetry::MirrorLeftRight));
/// assert_eq!(Symmetry::AntiDiagonal.to_string(), "anti-diagonal");
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Symmetry {
    /// Every point stays.
    Identity = 0,
    /// A quarter turn counter-clockwise: (x, y) → (n-y, x).
    Rotate90 = 1,
    /// A half turn: (x, y) → (n-x, n-y).
    Rotate180 = 2,
    /// Three quarter turns counter-clockwise (one clockwise): (x, y) → (y, n-x).
    Rotate270 = 3,
    /// The mirror left–right: (x, y) → (n-x, y).
    MirrorLeftRight = 4,
    /// The mirror top–bottom: (x, y) → (x, n-y).
    MirrorTopBottom = 5,
    /// The reflection in the diagonal through a1: (x, y) → (y, x).
    Diagonal = 6,
    /// The reflection in the other diagonal: (x, y) → (n-y, n-x).
    AntiDiagonal = 7,
}

/// Each symmetry as "swap x and y (bit 2), then mirror x (bit 0), then mirror y (bit 1)",
/// indexed by discriminant.
const BITS: [u8; 8] = [0b000, 0b101, 0b011, 0b110, 0b001, 0b010, 0b100, 0b111];

impl Symmetry {
    /// The eight symmetries, in the documented order (their discriminants).
    ///
    /// ```
    /// use gomoku_referee::Symmetry;
    /// assert_eq!(Symmetry::ALL.len(), 8);
    /// assert_eq!(Symmetry::ALL[0], Symmetry::Identity);
    /// ```
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorTopBottom,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
    ];

    /// The symmetry numbered `index` (its discriminant, 0–7), or `None`.
    ///
    /// ```
    /// use gomoku_referee::Symmetry;
    /// assert_eq!(Symmetry::from_index(2), Some(Symmetry::Rotate180));
    /// assert_eq!(Symmetry::from_index(8), None);
    /// ```
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Symmetry> {
        if index < 8 {
            Some(Symmetry::ALL[index])
        } else {
            None
        }
    }

    /// The number of this symmetry (its discriminant, 0–7).
    ///
    /// ```
    /// use gomoku_referee::Symmetry;
    /// assert_eq!(Symmetry::AntiDiagonal.index(), 7);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kebab-case name (what `Display` prints and `FromStr` parses).
    ///
    /// ```
    /// use gomoku_referee::Symmetry;
    /// assert_eq!(Symmetry::Rotate270.name(), "rotate-270");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::Identity => "identity",
            Symmetry::Rotate90 => "rotate-90",
            Symmetry::Rotate180 => "rotate-180",
            Symmetry::Rotate270 => "rotate-270",
            Symmetry::MirrorLeftRight => "mirror-left-right",
            Symmetry::MirrorTopBottom => "mirror-top-bottom",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
        }
    }

    const fn bits(self) -> u8 {
        BITS[self as usize]
    }

    const fn from_bits(bits: u8) -> Symmetry {
        let mut i = 0;
        while i < 8 {
            if BITS[i] == bits {
                return Symmetry::ALL[i];
            }
            i += 1;
        }
        // Every 3-bit value is in the table.
        Symmetry::Identity
    }

    /// The symmetry that undoes this one: `s.then(s.inverse())` is the identity.
    ///
    /// ```
    /// use gomoku_referee::Symmetry;
    /// for s in Symmetry::ALL {
    ///     assert_eq!(s.then(s.inverse()), Symmetry::Identity);
    /// }
    /// assert_eq!(Symmetry::Rotate270.inverse(), Symmetry::Rotate90);
    /// assert_eq!(Symmetry::Diagonal.inverse(), Symmetry::Diagonal);
    /// ```
    #[must_use]
    pub const fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other,
        }
    }

    /// The composition "`self` first, then `next`": for every point,
    /// `self.then(next).apply(p, n) == next.apply(self.apply(p, n)?, n)`.
    ///
    /// ```
    /// use gomoku_referee::{Point, Symmetry};
    /// let p: Point = "c2".parse()?;
    /// let (a, b) = (Symmetry::Rotate90, Symmetry::MirrorLeftRight);
    /// assert_eq!(a.then(b).apply(p, 15), b.apply(a.apply(p, 15).unwrap(), 15));
    /// assert_eq!(a.then(b), Symmetry::Diagonal);
    /// assert_eq!(b.then(a), Symmetry::AntiDiagonal); // the group is not commutative
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    #[must_use]
    pub const fn then(self, next: Symmetry) -> Symmetry {
        let (a, b) = (self.bits(), next.bits());
        // a's mirrors pass through b's swap (mirroring x before a swap is mirroring y
        // after it), then b's mirrors add on.
        let mut mirrors = a & 0b011;
        if b & 0b100 != 0 {
            mirrors = (mirrors & 1) << 1 | (mirrors >> 1);
        }
        Symmetry::from_bits(((a ^ b) & 0b100) | (mirrors ^ (b & 0b011)))
    }

    /// The image of (x, y) with n = size - 1; the caller has checked both.
    #[inline]
    pub(crate) const fn map(self, x: u8, y: u8, n: u8) -> (u8, u8) {
        let bits = self.bits();
        let (mut x, mut y) = if bits & 0b100 != 0 { (y, x) } else { (x, y) };
        if bits & 0b001 != 0 {
            x = n - x;
        }
        if bits & 0b010 != 0 {
            y = n - y;
        }
        (x, y)
    }

    /// The image of a point of a board of `size`; the point is known to lie on it.
    #[inline]
    pub(crate) fn map_point(self, p: Point, size: u8) -> Point {
        let (x, y) = self.map(p.x(), p.y(), size - 1);
        Point::new(x, y).unwrap_or_else(|| unreachable!("a symmetry keeps the board"))
    }

    /// The image of `p` on a board of `size`, or `None` when `size` is not a supported
    /// board size (5–26) or `p` does not lie on that board.
    ///
    /// ```
    /// use gomoku_referee::{Point, Symmetry};
    /// let b3: Point = "b3".parse()?;
    /// assert_eq!(Symmetry::Diagonal.apply(b3, 15), "c2".parse().ok());
    /// assert_eq!(Symmetry::MirrorTopBottom.apply(b3, 9), "b7".parse().ok());
    /// assert_eq!(Symmetry::Identity.apply("o15".parse()?, 9), None); // off the board
    /// assert_eq!(Symmetry::Identity.apply(b3, 0), None); // no such board
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    #[must_use]
    pub fn apply(self, p: Point, size: u8) -> Option<Point> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) || !p.is_on_board(size) {
            return None;
        }
        Some(self.map_point(p, size))
    }

    /// The image of every point of `set` that lies on a board of `size` (points off it
    /// are dropped); the empty set when `size` is not a supported board size.
    ///
    /// ```
    /// use gomoku_referee::{PointSet, Symmetry};
    /// let set: PointSet = ["a1".parse()?, "b1".parse()?].into_iter().collect();
    /// let turned = Symmetry::Rotate90.apply_set(&set, 15);
    /// assert!(turned.contains("o1".parse()?) && turned.contains("o2".parse()?));
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    #[must_use]
    pub fn apply_set(self, set: &PointSet, size: u8) -> PointSet {
        let mut out = PointSet::new();
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return out;
        }
        for p in set {
            if p.is_on_board(size) {
                out.insert(self.map_point(p, size));
            }
        }
        out
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Symmetry, ParseError> {
        Symmetry::ALL
            .into_iter()
            .find(|t| crate::name_matches(s, t.name()))
            .ok_or(ParseError::InvalidSymmetry)
    }
}

/// A set of symmetries, such as the ones that map a position onto itself
/// ([`Position::stabilizer`](crate::Position::stabilizer)). Bit `i` of [`bits`](Self::bits)
/// stands for the symmetry numbered `i`.
///
/// ```
/// use gomoku_referee::{Position, Rules, Symmetry};
/// let empty = Position::new(Rules::freestyle());
/// let all = empty.stabilizer();
/// assert_eq!(all.len(), 8);
/// assert!(all.contains(Symmetry::Diagonal));
/// assert_eq!(all.bits(), 0xFF);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SymmetrySet(u8);

impl SymmetrySet {
    /// The empty set.
    ///
    /// ```
    /// use gomoku_referee::SymmetrySet;
    /// assert!(SymmetrySet::new().is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> SymmetrySet {
        SymmetrySet(0)
    }

    /// The set whose bit `i` stands for the symmetry numbered `i`.
    ///
    /// ```
    /// use gomoku_referee::{Symmetry, SymmetrySet};
    /// assert!(SymmetrySet::from_bits(0b101).contains(Symmetry::Rotate180));
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u8) -> SymmetrySet {
        SymmetrySet(bits)
    }

    /// The bits of the set (bit `i` for the symmetry numbered `i`).
    ///
    /// ```
    /// use gomoku_referee::{Symmetry, SymmetrySet};
    /// let mut set = SymmetrySet::new();
    /// set.insert(Symmetry::Rotate90);
    /// assert_eq!(set.bits(), 0b10);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Adds `s`.
    ///
    /// ```
    /// use gomoku_referee::{Symmetry, SymmetrySet};
    /// let mut set = SymmetrySet::new();
    /// set.insert(Symmetry::Identity);
    /// assert_eq!(set.len(), 1);
    /// ```
    pub fn insert(&mut self, s: Symmetry) {
        self.0 |= 1 << s.index();
    }

    /// Whether `s` is in the set.
    ///
    /// ```
    /// use gomoku_referee::{Symmetry, SymmetrySet};
    /// assert!(!SymmetrySet::new().contains(Symmetry::Identity));
    /// ```
    #[must_use]
    pub const fn contains(self, s: Symmetry) -> bool {
        self.0 >> s.index() & 1 != 0
    }

    /// The number of symmetries in the set.
    ///
    /// ```
    /// use gomoku_referee::SymmetrySet;
    /// assert_eq!(SymmetrySet::from_bits(0xFF).len(), 8);
    /// ```
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// use gomoku_referee::SymmetrySet;
    /// assert!(SymmetrySet::default().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The symmetries of the set, in the documented order.
    ///
    /// ```
    /// use gomoku_referee::{Symmetry, SymmetrySet};
    /// let v: Vec<Symmetry> = SymmetrySet::from_bits(0b1001).iter().collect();
    /// assert_eq!(v, [Symmetry::Identity, Symmetry::Rotate270]);
    /// ```
    pub fn iter(self) -> impl Iterator<Item = Symmetry> {
        Symmetry::ALL.into_iter().filter(move |&s| self.contains(s))
    }
}

impl FromIterator<Symmetry> for SymmetrySet {
    fn from_iter<I: IntoIterator<Item = Symmetry>>(iter: I) -> SymmetrySet {
        let mut set = SymmetrySet::new();
        for s in iter {
            set.insert(s);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::string::ToString;

    /// The table of RULES.md §10, written out point by point.
    fn by_formula(s: Symmetry, x: u8, y: u8, n: u8) -> (u8, u8) {
        match s {
            Symmetry::Identity => (x, y),
            Symmetry::Rotate90 => (n - y, x),
            Symmetry::Rotate180 => (n - x, n - y),
            Symmetry::Rotate270 => (y, n - x),
            Symmetry::MirrorLeftRight => (n - x, y),
            Symmetry::MirrorTopBottom => (x, n - y),
            Symmetry::Diagonal => (y, x),
            Symmetry::AntiDiagonal => (n - y, n - x),
        }
    }

    #[test]
    fn every_symmetry_follows_its_formula_on_every_size() {
        for size in MIN_SIZE..=MAX_SIZE {
            let n = size - 1;
            for s in Symmetry::ALL {
                let mut seen = BTreeSet::new();
                for y in 0..size {
                    for x in 0..size {
                        let p = Point::new(x, y).unwrap();
                        let q = s.apply(p, size).unwrap();
                        assert_eq!((q.x(), q.y()), by_formula(s, x, y, n), "{s} {size}");
                        assert!(seen.insert(q));
                    }
                }
            }
        }
    }

    #[test]
    fn composition_is_applying_one_after_the_other() {
        let size = 7;
        for a in Symmetry::ALL {
            for b in Symmetry::ALL {
                for y in 0..size {
                    for x in 0..size {
                        let p = Point::new(x, y).unwrap();
                        let step = b.apply(a.apply(p, size).unwrap(), size);
                        assert_eq!(a.then(b).apply(p, size), step, "{a} then {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_eight_are_distinct_and_a_group() {
        let p = Point::new(1, 3).unwrap();
        let images: BTreeSet<Point> = Symmetry::ALL
            .iter()
            .map(|s| s.apply(p, 15).unwrap())
            .collect();
        assert_eq!(images.len(), 8);
        for a in Symmetry::ALL {
            assert_eq!(a.then(a.inverse()), Symmetry::Identity);
            assert_eq!(a.inverse().then(a), Symmetry::Identity);
            assert_eq!(Symmetry::Identity.then(a), a);
            // Each row of the group table is a permutation.
            let row: BTreeSet<Symmetry> = Symmetry::ALL.iter().map(|&b| a.then(b)).collect();
            assert_eq!(row.len(), 8);
            for b in Symmetry::ALL {
                for c in Symmetry::ALL {
                    assert_eq!(a.then(b).then(c), a.then(b.then(c)));
                }
            }
        }
    }

    #[test]
    fn names_round_trip_and_numbers_are_the_order() {
        for (i, s) in Symmetry::ALL.into_iter().enumerate() {
            assert_eq!(s.index(), i);
            assert_eq!(Symmetry::from_index(i), Some(s));
            assert_eq!(s.to_string().parse(), Ok(s));
            assert_eq!(s.name().to_uppercase().replace('-', "_").parse(), Ok(s));
        }
        for bad in ["", "rotate", "rotate-45", "9", "identity ", "flip"] {
            assert_eq!(bad.parse::<Symmetry>(), Err(ParseError::InvalidSymmetry));
        }
    }

    #[test]
    fn off_board_points_and_bad_sizes_have_no_image() {
        let p = Point::new(9, 0).unwrap();
        for s in Symmetry::ALL {
            assert_eq!(s.apply(p, 9), None);
            assert_eq!(s.apply(p, 0), None);
            assert_eq!(s.apply(Point::new(0, 0).unwrap(), 27), None);
            assert!(s.apply(p, 10).is_some());
        }
        let set: PointSet = [p, Point::new(0, 0).unwrap()].into_iter().collect();
        assert_eq!(Symmetry::Identity.apply_set(&set, 9).len(), 1);
        assert!(Symmetry::Identity.apply_set(&set, 4).is_empty());
    }

    #[test]
    fn sets_of_symmetries() {
        let set: SymmetrySet = [Symmetry::Rotate180, Symmetry::Identity]
            .into_iter()
            .collect();
        assert_eq!(set.bits(), 0b101);
        assert_eq!(set.len(), 2);
        assert!(set.iter().eq([Symmetry::Identity, Symmetry::Rotate180]));
    }
}
