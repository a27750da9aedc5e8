//! Reading text: [`ParseError`], the error of every parser of the crate (points, colours,
//! moves, rules, openings, symmetries, terminations), and [`Snippet`], the short copy of a
//! bad input that an error names. It depends on no other module, so that the lowest ones
//! (`point.rs`, `color.rs`) can report their parse errors: it is first in the order of the
//! modules (docs/DESIGN.md). None of it allocates.

use core::fmt;

/// A short copy of a piece of text that an error names: at most [`Snippet::CAPACITY`]
/// bytes of it, cut at a character boundary, so that an error about a 100 kB input stays
/// short (and allocates nothing). It prints quoted, with `…` after it when it was cut.
///
/// # Examples
///
/// ```
/// use gomoku_referee::Snippet;
///
/// assert_eq!(Snippet::new("z99").to_string(), r#""z99""#);
/// let long = Snippet::new(&"x".repeat(1000));
/// assert!(long.is_cut());
/// assert_eq!(long.as_str().len(), Snippet::CAPACITY);
/// assert_eq!(long.to_string(), r#""xxxxxxxxxxxxxxxx"…"#);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Snippet {
    bytes: [u8; Snippet::CAPACITY],
    len: u8,
    cut: bool,
}

impl Snippet {
    /// The most bytes of text a snippet keeps.
    pub const CAPACITY: usize = 16;

    /// The first [`Snippet::CAPACITY`] bytes of `text` (fewer if that would split a
    /// character).
    ///
    /// ```
    /// use gomoku_referee::Snippet;
    /// assert_eq!(Snippet::new("h8").as_str(), "h8");
    /// assert!(!Snippet::new("h8").is_cut());
    /// ```
    #[must_use]
    pub fn new(text: &str) -> Snippet {
        let mut len = text.len().min(Snippet::CAPACITY);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0; Snippet::CAPACITY];
        bytes[..len].copy_from_slice(&text.as_bytes()[..len]);
        Snippet {
            bytes,
            len: len as u8,
            cut: len < text.len(),
        }
    }

    /// The text kept.
    ///
    /// ```
    /// use gomoku_referee::Snippet;
    /// assert_eq!(Snippet::new("pass!").as_str(), "pass!");
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Cut at a character boundary of a `str`: valid UTF-8.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }

    /// Whether the text was longer than what is kept.
    ///
    /// ```
    /// use gomoku_referee::Snippet;
    /// assert!(Snippet::new("a very long move list indeed").is_cut());
    /// ```
    #[must_use]
    pub const fn is_cut(&self) -> bool {
        self.cut
    }
}

impl fmt::Display for Snippet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())?;
        if self.cut {
            f.write_str("…")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Snippet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text could not be parsed.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{ParseError, Point};
///
/// assert_eq!("z99".parse::<Point>(), Err(ParseError::InvalidPoint));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ParseError {
    /// Not a point: expected a letter a–z and a row 1–26, like `h8`.
    #[error("invalid point: expected a column letter a-z and a row 1-26, like h8")]
    InvalidPoint,
    /// Not a colour: expected `black` or `white`.
    #[error("invalid color: expected black or white")]
    InvalidColor,
    /// Not a forbidden kind: expected `double-three`, `double-four` or `overline`.
    #[error("invalid forbidden kind: expected double-three, double-four or overline")]
    InvalidForbidden,
    /// Not a move: expected a point or `pass`.
    #[error("invalid move: expected a point like h8 or pass")]
    InvalidMove,
    /// Not the name of a rule set.
    #[error(
        "unknown rules: expected freestyle, standard, renju, caro, caro-overline, omok, ninuki-renju or pente, optionally followed by /size and +switch=value changes"
    )]
    UnknownRules,
    /// Not a termination name.
    #[error("invalid termination name")]
    InvalidTermination,
    /// Not an opening rule: expected `swap`, `swap2`, `pro`, `rif`, `yamaguchi`,
    /// `taraguchi-N` or `soosorv-N`.
    #[error("invalid opening: expected swap, swap2, pro, rif, yamaguchi, taraguchi-N or soosorv-N")]
    InvalidOpening,
    /// Not an opening action: expected a point, `swap`, `keep`, `choose <colour>`,
    /// `declare <n>`, `offer <points>` or `pick <point>`.
    #[error(
        "invalid opening action: expected a point, swap, keep, choose <colour>, declare <n>, offer <points> or pick <point>"
    )]
    InvalidOpeningAction,
    /// Not a player: expected `first` or `second`.
    #[error("invalid player: expected first or second")]
    InvalidPlayer,
    /// Not the name of a symmetry of the board.
    #[error(
        "invalid symmetry: expected identity, rotate-90, rotate-180, rotate-270, mirror-left-right, mirror-top-bottom, diagonal or anti-diagonal"
    )]
    InvalidSymmetry,
    /// Not the label of a text encoding (`gbk`, `windows-1252`, `utf-8`, `shift_jis`: the
    /// labels of the WHATWG Encoding Standard).
    #[error(
        "unknown text encoding: expected a label such as gbk, windows-1252, utf-8 or shift_jis"
    )]
    UnknownEncoding,
    /// A move list in which a move could not be read.
    #[error("move {index} of the move list is invalid: {token}")]
    InvalidMoveList {
        /// The 0-based index of the first bad move.
        index: usize,
        /// The text of the bad move, up to the next separator (at most a short prefix).
        token: Snippet,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::assert_messages;

    #[test]
    fn every_parse_message_is_exact() {
        assert_messages(&[
            (
                &ParseError::InvalidPoint,
                "invalid point: expected a column letter a-z and a row 1-26, like h8",
            ),
            (
                &ParseError::InvalidColor,
                "invalid color: expected black or white",
            ),
            (
                &ParseError::InvalidForbidden,
                "invalid forbidden kind: expected double-three, double-four or overline",
            ),
            (
                &ParseError::InvalidMove,
                "invalid move: expected a point like h8 or pass",
            ),
            (
                &ParseError::UnknownRules,
                "unknown rules: expected freestyle, standard, renju, caro, caro-overline, omok, \
                 ninuki-renju or pente, optionally followed by /size and +switch=value changes",
            ),
            (&ParseError::InvalidTermination, "invalid termination name"),
            (
                &ParseError::InvalidSymmetry,
                "invalid symmetry: expected identity, rotate-90, rotate-180, rotate-270, \
                 mirror-left-right, mirror-top-bottom, diagonal or anti-diagonal",
            ),
            (
                &ParseError::InvalidMoveList {
                    index: 3,
                    token: Snippet::new("z99"),
                },
                "move 3 of the move list is invalid: \"z99\"",
            ),
            (
                &ParseError::InvalidOpening,
                "invalid opening: expected swap, swap2, pro, rif, yamaguchi, taraguchi-N or soosorv-N",
            ),
            (
                &ParseError::InvalidOpeningAction,
                "invalid opening action: expected a point, swap, keep, choose <colour>, \
                 declare <n>, offer <points> or pick <point>",
            ),
            (
                &ParseError::InvalidPlayer,
                "invalid player: expected first or second",
            ),
        ]);
    }
}
