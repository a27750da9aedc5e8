//! The two colours (RULES.md §1).

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

use crate::ParseError;

/// A side of the game. Black moves first.
///
/// # Examples
///
/// ```
/// use gomoku_referee::Color;
///
/// assert_eq!(!Color::Black, Color::White);
/// assert_eq!("white".parse::<Color>(), Ok(Color::White));
/// assert_eq!(Color::Black.to_string(), "black");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// The first player.
    Black = 0,
    /// The second player.
    White = 1,
}

impl Color {
    /// Both colours, Black first.
    ///
    /// ```
    /// use gomoku_referee::Color;
    /// assert_eq!(Color::ALL, [Color::Black, Color::White]);
    /// ```
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The other colour.
    ///
    /// ```
    /// use gomoku_referee::Color;
    /// assert_eq!(Color::White.other(), Color::Black);
    /// ```
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    ///
    /// ```
    /// use gomoku_referee::Color;
    /// assert_eq!(Color::White.index(), 1);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case name, `"black"` or `"white"`.
    ///
    /// ```
    /// use gomoku_referee::Color;
    /// assert_eq!(Color::Black.name(), "black");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The character used in board drawings: `X` for Black, `O` for White.
    ///
    /// ```
    /// use gomoku_referee::Color;
    /// assert_eq!(Color::White.char(), 'O');
    /// ```
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Color {
    type Err = ParseError;

    /// Parses `black`/`white` (or `b`/`w`, `x`/`o`), case-insensitive.
    fn from_str(s: &str) -> Result<Color, ParseError> {
        let eq = |name: &str| s.eq_ignore_ascii_case(name);
        if eq("black") || eq("b") || eq("x") {
            Ok(Color::Black)
        } else if eq("white") || eq("w") || eq("o") {
            Ok(Color::White)
        } else {
            Err(ParseError::InvalidColor)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn the_other_colour() {
        assert_eq!(Color::Black.other(), Color::White);
        assert_eq!(Color::White.other(), Color::Black);
        for c in Color::ALL {
            assert_eq!(!c, c.other());
            assert_ne!(!c, c);
            assert_eq!(!!c, c);
            assert_eq!(Color::ALL[c.index()], c);
            assert_eq!(c.index() + (!c).index(), 1);
        }
        assert!(Color::Black < Color::White);
    }

    #[test]
    fn names_and_marks() {
        assert_eq!(Color::ALL.map(Color::name), ["black", "white"]);
        assert_eq!(Color::ALL.map(Color::char), ['X', 'O']);
        for c in Color::ALL {
            assert_eq!(c.to_string(), c.name());
        }
    }

    #[test]
    fn names_honour_width_and_alignment() {
        use crate::{Forbidden, Preset, Termination};
        assert_eq!(std::format!("[{:>6}]", Color::Black), "[ black]");
        assert_eq!(std::format!("[{:<7}]", Color::White), "[white  ]");
        assert_eq!(
            std::format!("[{:^14}]", Forbidden::Overline),
            "[   overline   ]"
        );
        assert_eq!(std::format!("[{:>6}]", Termination::Five), "[  five]");
        assert_eq!(std::format!("[{:8}]", Preset::Renju), "[renju   ]");
    }

    #[test]
    fn parsing() {
        for (text, c) in [
            ("black", Color::Black),
            ("BLACK", Color::Black),
            ("Black", Color::Black),
            ("b", Color::Black),
            ("B", Color::Black),
            ("x", Color::Black),
            ("X", Color::Black),
            ("white", Color::White),
            ("wHiTe", Color::White),
            ("w", Color::White),
            ("o", Color::White),
            ("O", Color::White),
        ] {
            assert_eq!(text.parse(), Ok(c), "{text:?}");
        }
        for bad in [
            "", "bl", "blackk", " black", "white ", "red", "0", "1", "none",
        ] {
            assert_eq!(
                bad.parse::<Color>(),
                Err(ParseError::InvalidColor),
                "{bad:?}"
            );
        }
    }
}
