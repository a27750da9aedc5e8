//! The errors of reading, replaying and writing records (RULES.md §11). None allocates.

use core::fmt;

use crate::{Color, Move, OpeningError, PlayError, SetupError};

/// A record format.
///
/// ```
/// use gomoku_referee::record::Format;
/// assert_eq!(Format::Sgf.name(), "sgf");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Move text: `h8 h9 i8` (RULES.md §2 coordinates, rows from the bottom).
    Moves,
    /// PSQ, the Piskvork / Gomocup format (1-based, rows from the top).
    Psq,
    /// SGF FF\[4\] GM\[4\] (letters, rows from the top by default).
    Sgf,
    /// The RenjuNet XML database export.
    RenjuNet,
    /// RenLib `.lib` opening libraries, version 3.x.
    RenLib,
}

impl Format {
    /// Every format, in the order of the C enum.
    pub const ALL: [Format; 5] = [
        Format::Moves,
        Format::Psq,
        Format::Sgf,
        Format::RenjuNet,
        Format::RenLib,
    ];

    /// The lower-case name.
    ///
    /// ```
    /// use gomoku_referee::record::Format;
    /// assert_eq!(Format::RenjuNet.name(), "renjunet");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Moves => "moves",
            Format::Psq => "psq",
            Format::Sgf => "sgf",
            Format::RenjuNet => "renjunet",
            Format::RenLib => "renlib",
        }
    }

    /// Whether the format is binary (errors then give a byte offset, not a line).
    ///
    /// ```
    /// use gomoku_referee::record::Format;
    /// assert!(Format::RenLib.is_binary());
    /// ```
    #[must_use]
    pub const fn is_binary(self) -> bool {
        matches!(self, Format::RenLib)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// Where in the input an error was found: the byte offset, and for text formats the line
/// and column (both 1-based; the column counts bytes). Binary formats give line 0.
///
/// ```
/// use gomoku_referee::record::Location;
/// let at = Location::in_text(b"ab\ncd", 4);
/// assert_eq!((at.line, at.column), (2, 2));
/// assert_eq!(at.to_string(), "line 2, column 2");
/// assert_eq!(Location::at_byte(7).to_string(), "byte 7");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Location {
    /// The 0-based byte offset.
    pub offset: usize,
    /// The 1-based line, or 0 in a binary format.
    pub line: usize,
    /// The 1-based column in bytes, or 0 in a binary format.
    pub column: usize,
}

impl Location {
    /// The location of byte `offset` of a text (an offset past the end is clamped).
    #[must_use]
    pub fn in_text(text: &[u8], offset: usize) -> Location {
        let offset = offset.min(text.len());
        let before = &text[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        Location {
            offset,
            line,
            column: offset - start + 1,
        }
    }

    /// The location of byte `offset` of a binary input.
    #[must_use]
    pub const fn at_byte(offset: usize) -> Location {
        Location {
            offset,
            line: 0,
            column: 0,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "byte {}", self.offset)
        } else {
            write!(f, "line {}, column {}", self.line, self.column)
        }
    }
}

/// What was wrong with the input.
///
/// ```
/// use gomoku_referee::record::RecordErrorKind;
/// assert_eq!(RecordErrorKind::UnexpectedEnd.to_string(), "unexpected end of input");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum RecordErrorKind {
    /// The input ends in the middle of something (a truncated file).
    #[error("unexpected end of input")]
    UnexpectedEnd,
    /// The input does not start the way the format does.
    #[error("wrong header: expected {expected}")]
    WrongHeader {
        /// What the format starts with.
        expected: &'static str,
    },
    /// A version of the format that the reader does not know.
    #[error("unknown version {major}.{minor}")]
    UnknownVersion {
        /// The major version found.
        major: u8,
        /// The minor version found.
        minor: u8,
    },
    /// Text that is not UTF-8.
    #[error("invalid utf-8")]
    InvalidUtf8,
    /// Something else was expected here.
    #[error("expected {expected}")]
    Expected {
        /// What the reader expected.
        expected: &'static str,
    },
    /// A number that does not parse or does not fit.
    #[error("invalid number")]
    InvalidNumber,
    /// A point that does not parse (move text, SGF letters).
    #[error("invalid point")]
    InvalidPoint,
    /// A point outside the board, in the format's own 0-based coordinates.
    #[error("point ({x}, {y}) is off the {size}x{size} board")]
    OffBoard {
        /// The column, 0-based, in the format's convention.
        x: i64,
        /// The row, 0-based, in the format's convention.
        y: i64,
        /// The board size.
        size: u8,
    },
    /// A board size out of 5..=26.
    #[error("board size {0} is out of range 5..=26")]
    SizeOutOfRange(u32),
    /// A rectangular board (the library plays on square boards).
    #[error("board {width}x{height} is not square")]
    NotSquare {
        /// The width.
        width: u32,
        /// The height.
        height: u32,
    },
    /// An SGF backslash with nothing after it.
    #[error("malformed escape: a backslash at the end of the input")]
    BadEscape,
    /// An SGF game that is not gomoku or renju (GM other than 4).
    #[error("not a gomoku record: GM[{0}]")]
    UnsupportedGame(u32),
    /// Malformed XML.
    #[error("malformed xml")]
    Xml,
    /// The input holds no game.
    #[error("no game in the input")]
    NoGame,
}

/// A record that could not be read: what, in which format, and where.
///
/// ```
/// use gomoku_referee::record::{read_sgf, Format, RecordErrorKind, SgfOptions};
/// let err = read_sgf("(;GM[4]SZ[15];B[hh]", SgfOptions::default()).unwrap_err();
/// assert_eq!(err.format, Format::Sgf);
/// assert_eq!(err.kind, RecordErrorKind::UnexpectedEnd);
/// assert_eq!(err.to_string(), "sgf: unexpected end of input at line 1, column 20");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{format}: {kind} at {location}")]
pub struct RecordError {
    /// The format being read.
    pub format: Format,
    /// What was wrong.
    pub kind: RecordErrorKind,
    /// Where.
    pub location: Location,
}

impl RecordError {
    /// An error at byte `offset` of `input` (line and column computed for text formats).
    #[must_use]
    pub fn new(format: Format, kind: RecordErrorKind, input: &[u8], offset: usize) -> RecordError {
        let location = if format.is_binary() {
            Location::at_byte(offset)
        } else {
            Location::in_text(input, offset)
        };
        RecordError {
            format,
            kind,
            location,
        }
    }
}

/// Why a record could not be replayed into a game under given rules.
///
/// ```
/// use gomoku_referee::record::{read_moves, ReplayError};
/// use gomoku_referee::{PlayError, Rules};
/// let record = read_moves("h8 h9 h8", 15)?;
/// let err = record.replay(Rules::renju()).unwrap_err();
/// assert!(matches!(err, ReplayError::Illegal { number: 3, .. }));
/// assert_eq!(err.to_string(), "move 3 (black h8): h8 is occupied");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ReplayError {
    /// The record's board size differs from the rules'.
    #[error("the record is on a {record}x{record} board, the rules on {rules}x{rules}")]
    SizeMismatch {
        /// The record's size.
        record: u8,
        /// The rules' size.
        rules: u8,
    },
    /// The record's start position is not a valid setup.
    #[error("the start position is invalid: {0}")]
    Setup(SetupError),
    /// A move of the wrong colour (two moves of one side in a row).
    #[error("move {number} ({color} {mv}) is out of turn: {expected} is to move")]
    WrongColor {
        /// The 1-based number of the move in the main line.
        number: usize,
        /// The move.
        mv: Move,
        /// The colour the record gives it.
        color: Color,
        /// The side to move.
        expected: Color,
    },
    /// A move the rules refuse.
    #[error("move {number} ({color} {mv}): {error}")]
    Illegal {
        /// The 1-based number of the move in the main line.
        number: usize,
        /// The move.
        mv: Move,
        /// Its colour.
        color: Color,
        /// Why it was refused.
        error: PlayError,
    },
    /// The recorded result contradicts the referee's outcome of the moves.
    #[error("the record says {}, the rules say {}", claim(*.recorded), claim(*.referee))]
    ResultContradicts {
        /// The recorded winner, `None` for a draw.
        recorded: Option<Color>,
        /// The referee's winner, `None` for a draw.
        referee: Option<Color>,
    },
    /// The record's opening cannot start under the rules (the board is too small).
    #[error("the record's opening cannot start: {0}")]
    Opening(OpeningError),
    /// An opening action of the record is refused (its 0-based index in the actions).
    #[error("opening action {index} of the record cannot be taken: {error}")]
    OpeningAction {
        /// Which action, from 0.
        index: usize,
        /// Why the opening refused it.
        error: OpeningError,
    },
    /// A stone the opening actions place is not the main line's move of that number (or
    /// the main line is shorter, or gives it the other colour).
    #[error("move {number} of the record is not the stone its opening placed")]
    OpeningStone {
        /// The 1-based number of the move in the main line.
        number: usize,
    },
    /// The record has opening actions and a start position other than the empty board
    /// (or a set-up among its moves): an opening starts on the empty board.
    #[error("an opening starts on the empty board")]
    OpeningStart,
}

fn claim(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::Black) => "black won",
        Some(Color::White) => "white won",
        None => "a draw",
    }
}

/// Why a record cannot be written in a format.
///
/// ```
/// use gomoku_referee::record::{read_sgf, SgfOptions, WriteError};
/// let record = read_sgf("(;GM[4]SZ[15]AB[hh];W[hi])", SgfOptions::default())?;
/// assert_eq!(record.to_psq(), Err(WriteError::Setup));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum WriteError {
    /// The format cannot hold a start position with stones, or White to move first.
    #[error("the format cannot hold a start position")]
    Setup,
    /// The format cannot hold a pass.
    #[error("the format cannot hold a pass")]
    Pass,
    /// The moves do not alternate from Black and the format gives no colours.
    #[error("the format cannot hold two moves of one colour in a row")]
    Colors,
    /// The format is read only.
    #[error("the format is read only")]
    ReadOnly,
}

/// Why a stream of records (the RenjuNet reader, [`super::SgfCollectionReader`]) could not
/// go on: the input is malformed or a game is bad ([`RecordError`], with its place in the
/// whole input), or the file could not be read (feature `std`). Its kinds are
/// `RenjuNetError::Record`'s (the record error's own) and `RenjuNetError::Io`, the name the
/// type had first.
///
/// ```
/// use gomoku_referee::record::{SgfCollectionReader, SgfOptions, StreamError};
/// let mut games = SgfCollectionReader::new(&b"(;GM[4];B[hh]"[..], SgfOptions::default());
/// assert!(matches!(games.next(), Some(Err(StreamError::Record(_)))));
/// ```
#[cfg(feature = "std")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum StreamError {
    /// Malformed input, or a bad game.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// The file could not be read.
    #[error("i/o error: {0}")]
    Io(std::io::ErrorKind),
}

/// The error of the RenjuNet stream: [`StreamError`] under its first name.
#[cfg(feature = "std")]
pub type RenjuNetError = StreamError;
