//! Points of the board and their notation (RULES.md §2).

use core::fmt;
use core::str::FromStr;

use crate::ParseError;

/// The largest board size the library supports (26 columns, `a` to `z`).
pub const MAX_SIZE: u8 = 26;
/// The smallest board size the library supports.
pub const MIN_SIZE: u8 = 5;

/// An intersection: column `x` from the left and row `y` from the bottom, both 0-based.
///
/// A `Point` is valid on the largest board (`x`, `y` < [`MAX_SIZE`]); whether it lies on a
/// particular, smaller board is the business of the position, which refuses it with
/// [`PlayError::OffBoard`](crate::PlayError::OffBoard).
///
/// Text notation is the one of renju and gomoku literature: a column letter (`i` is used)
/// and a row number from 1 at the bottom, so `h8` is (7, 7), the centre of 15×15.
///
/// # Examples
///
/// ```
/// use gomoku_referee::Point;
///
/// let p: Point = "H8".parse()?;
/// assert_eq!((p.x(), p.y()), (7, 7));
/// assert_eq!(p.to_string(), "h8");
/// assert_eq!(Point::new(0, 0), Some("a1".parse()?));
/// // The Gomocup protocol counts rows from the top.
/// assert_eq!(p.to_gomocup(15), Some((7, 7)));
/// assert_eq!(Point::from_gomocup(0, 0, 15), "a15".parse().ok());
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    // Row first, so that the derived order is reading order from the bottom-left.
    y: u8,
    x: u8,
}

impl Point {
    /// `a1`, the point (0, 0): a filler for fixed-size arrays.
    #[cfg(feature = "alloc")]
    pub(crate) const MIN: Point = Point { x: 0, y: 0 };

    /// The point at column `x` and row `y`, or `None` if either is `>= MAX_SIZE`.
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert!(Point::new(25, 25).is_some());
    /// assert!(Point::new(26, 0).is_none());
    /// ```
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Option<Point> {
        if x < MAX_SIZE && y < MAX_SIZE {
            Some(Point { x, y })
        } else {
            None
        }
    }

    /// Like [`Point::new`], for coordinates of any integer width and sign (C and Python
    /// callers pass such integers).
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert_eq!(Point::from_coords(-1, 3), None);
    /// assert_eq!(Point::from_coords(7, 7), Point::new(7, 7));
    /// ```
    #[must_use]
    pub fn from_coords(x: i64, y: i64) -> Option<Point> {
        let x = u8::try_from(x).ok()?;
        let y = u8::try_from(y).ok()?;
        Point::new(x, y)
    }

    /// The column, 0 = `a`.
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert_eq!("c5".parse::<Point>().unwrap().x(), 2);
    /// ```
    #[must_use]
    pub const fn x(self) -> u8 {
        self.x
    }

    /// The row, 0 = the bottom row `1`.
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert_eq!("c5".parse::<Point>().unwrap().y(), 4);
    /// ```
    #[must_use]
    pub const fn y(self) -> u8 {
        self.y
    }

    /// Whether the point lies on a board of `size` × `size`.
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// let p: Point = "o15".parse().unwrap();
    /// assert!(p.is_on_board(15));
    /// assert!(!p.is_on_board(9));
    /// ```
    #[must_use]
    pub const fn is_on_board(self, size: u8) -> bool {
        self.x < size && self.y < size
    }

    /// Parses the text notation (`h8`, case-insensitive) from bytes.
    ///
    /// # Errors
    ///
    /// [`ParseError::InvalidPoint`] unless the text is one letter `a`–`z` followed by a
    /// row number 1–26 without sign or leading zero.
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert_eq!(Point::from_ascii(b"a1"), Ok(Point::new(0, 0).unwrap()));
    /// assert!(Point::from_ascii(b"a0").is_err());
    /// ```
    pub const fn from_ascii(s: &[u8]) -> Result<Point, ParseError> {
        let (col, digits) = match s {
            [c, rest @ ..] if !rest.is_empty() && rest.len() <= 2 => (*c, rest),
            _ => return Err(ParseError::InvalidPoint),
        };
        let x = match col {
            b'a'..=b'z' => col - b'a',
            b'A'..=b'Z' => col - b'A',
            _ => return Err(ParseError::InvalidPoint),
        };
        let mut row: u8 = 0;
        let mut i = 0;
        while i < digits.len() {
            let d = digits[i];
            if !d.is_ascii_digit() || (i == 0 && d == b'0') {
                return Err(ParseError::InvalidPoint);
            }
            row = row * 10 + (d - b'0');
            i += 1;
        }
        if row == 0 || row > MAX_SIZE {
            return Err(ParseError::InvalidPoint);
        }
        Ok(Point { x, y: row - 1 })
    }

    /// Converts from the Gomocup/Piskvork protocol's coordinates (0-based, rows counted
    /// from the TOP) on a board of `size`. `None` if the point is not on that board.
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert_eq!(Point::from_gomocup(0, 14, 15), "a1".parse().ok());
    /// assert_eq!(Point::from_gomocup(0, 15, 15), None);
    /// ```
    #[must_use]
    pub fn from_gomocup(x: u32, y: u32, size: u8) -> Option<Point> {
        let size = u32::from(size);
        if x >= size || y >= size || size > u32::from(MAX_SIZE) {
            return None;
        }
        Point::new(u8::try_from(x).ok()?, u8::try_from(size - 1 - y).ok()?)
    }

    /// The Gomocup/Piskvork protocol's `(x, y)` of this point on a board of `size`
    /// (rows counted from the top), or `None` if the point is not on that board or the
    /// size is no board's (the inverse of [`Point::from_gomocup`]).
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert_eq!("a1".parse::<Point>().unwrap().to_gomocup(15), Some((0, 14)));
    /// assert_eq!("h8".parse::<Point>().unwrap().to_gomocup(3), None);
    /// ```
    #[must_use]
    pub const fn to_gomocup(self, size: u8) -> Option<(u8, u8)> {
        if self.is_on_board(size) && size <= MAX_SIZE {
            Some((self.x, size - 1 - self.y))
        } else {
            None
        }
    }

    /// A dense index `y * MAX_SIZE + x`, below `MAX_SIZE * MAX_SIZE`.
    ///
    /// ```
    /// use gomoku_referee::Point;
    /// assert_eq!(Point::new(1, 1).unwrap().index(), 27);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.y as usize * MAX_SIZE as usize + self.x as usize
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let col = (b'a' + self.x) as char;
        let mut buf = [0u8; 3];
        buf[0] = col as u8;
        let row = self.y + 1;
        let len = if row >= 10 {
            buf[1] = b'0' + row / 10;
            buf[2] = b'0' + row % 10;
            3
        } else {
            buf[1] = b'0' + row;
            2
        };
        // The buffer holds ASCII only.
        f.pad(core::str::from_utf8(&buf[..len]).unwrap_or("?"))
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Point {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Point, ParseError> {
        Point::from_ascii(s.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2024::*;

    #[test]
    fn every_point_round_trips_through_text() {
        for y in 0..MAX_SIZE {
            for x in 0..MAX_SIZE {
                let p = Point::new(x, y).unwrap();
                let text = p.to_string();
                assert_eq!(text.parse::<Point>(), Ok(p), "{text}");
                assert_eq!(text.to_uppercase().parse::<Point>(), Ok(p));
            }
        }
    }

    #[test]
    fn bad_text_is_refused() {
        for bad in [
            "", "h", "8", "h0", "h08", "z27", "h-1", "h+8", "hh", "h8 ", " h8", "1h", "h100", "é8",
        ] {
            assert_eq!(
                bad.parse::<Point>(),
                Err(ParseError::InvalidPoint),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn corners_of_15() {
        assert_eq!("h8".parse::<Point>().unwrap(), Point::new(7, 7).unwrap());
        assert_eq!("o15".parse::<Point>().unwrap(), Point::new(14, 14).unwrap());
        assert_eq!("i9".parse::<Point>().unwrap(), Point::new(8, 8).unwrap());
    }

    #[test]
    fn gomocup_round_trip() {
        for size in [5u8, 15, 20, 26] {
            for y in 0..size {
                for x in 0..size {
                    let p = Point::new(x, y).unwrap();
                    let (gx, gy) = p.to_gomocup(size).unwrap();
                    assert_eq!(Point::from_gomocup(gx.into(), gy.into(), size), Some(p));
                }
            }
        }
        // Off the board there is no Gomocup point (it was (7, 0) for h8 on 3×3).
        let h8: Point = "h8".parse().unwrap();
        for size in [0, 1, 3, 7, 27, 255] {
            assert_eq!(h8.to_gomocup(size), None, "{size}");
        }
        assert_eq!(Point::new(25, 0).unwrap().to_gomocup(26), Some((25, 25)));
        assert_eq!(Point::new(0, 25).unwrap().to_gomocup(26), Some((0, 0)));
    }

    #[test]
    fn coordinates_of_any_width() {
        assert_eq!(Point::from_coords(0, 0), Point::new(0, 0));
        assert_eq!(Point::from_coords(25, 25), Point::new(25, 25));
        for (x, y) in [
            (-1, 0),
            (0, -1),
            (26, 0),
            (0, 26),
            (256, 0),
            (i64::MIN, 0),
            (0, i64::MAX),
        ] {
            assert_eq!(Point::from_coords(x, y), None, "({x}, {y})");
        }
        assert_eq!(Point::from_gomocup(0, 0, 27), None);
        // The dense index is a bijection onto 0..26*26.
        let mut seen = [false; 26 * 26];
        for y in 0..MAX_SIZE {
            for x in 0..MAX_SIZE {
                let i = Point::new(x, y).unwrap().index();
                assert!(!seen[i]);
                seen[i] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }
}
