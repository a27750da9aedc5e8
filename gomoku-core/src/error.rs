//! The errors, one enum per kind of failure. None of them allocates.

use crate::{Color, Forbidden, Point};

/// Why a move was refused. A refused move changes nothing.
///
/// # Examples
///
/// ```
/// use gomoku_core::{PlayError, Position, Rules};
///
/// let mut pos = Position::new(Rules::freestyle());
/// let h8 = "h8".parse()?;
/// pos.play_at(h8)?;
/// assert_eq!(pos.play_at(h8), Err(PlayError::Occupied { point: h8 }));
/// assert_eq!(PlayError::Occupied { point: h8 }.to_string(), "h8 is occupied");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PlayError {
    /// The point lies outside the board.
    #[error("{point} is off the {size}x{size} board")]
    OffBoard {
        /// The point played.
        point: Point,
        /// The board size.
        size: u8,
    },
    /// The point already holds a stone.
    #[error("{point} is occupied")]
    Occupied {
        /// The point played.
        point: Point,
    },
    /// The point is forbidden for the side to move, and the rules reject such moves.
    #[error("{point} is forbidden for {color}: {kind}")]
    Forbidden {
        /// The point played.
        point: Point,
        /// The side that tried it.
        color: Color,
        /// Why it is forbidden.
        kind: Forbidden,
    },
    /// The game is over: nothing can be played.
    #[error("the game is over")]
    GameOver,
    /// A pass was played but the rules do not allow passing.
    #[error("passing is not allowed by these rules")]
    PassNotAllowed,
}

/// Why a game action other than a move (undo, resignation, draw offers) was refused.
/// A refused action changes nothing.
///
/// # Examples
///
/// ```
/// use gomoku_core::{Game, GameError, Rules};
///
/// let mut game = Game::new(Rules::renju());
/// assert_eq!(game.undo(), Err(GameError::NothingToUndo));
/// assert_eq!(GameError::NothingToUndo.to_string(), "there is no move to undo");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum GameError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Undo with no move played.
    #[error("there is no move to undo")]
    NothingToUndo,
    /// Undo after a resignation, a timeout or a draw by agreement, which no move caused.
    #[error("the game ended by {0:?}, not by a move: it cannot be undone")]
    EndedByAction(crate::Termination),
    /// Accept or decline with no draw offered to that side.
    #[error("{0} has no draw offer to answer")]
    NoDrawOffer(Color),
    /// A side offered a draw while an offer is already pending.
    #[error("a draw offer by {0} is already pending")]
    DrawOfferPending(Color),
}

/// Why a text could not be parsed.
///
/// # Examples
///
/// ```
/// use gomoku_core::{ParseError, Point};
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
        "unknown rules: expected freestyle, standard, renju, caro, caro-overline, omok, ninuki-renju or pente, optionally followed by /size"
    )]
    UnknownRules,
    /// Not a termination name.
    #[error("invalid termination name")]
    InvalidTermination,
    /// A move list in which a move could not be parsed or played.
    #[error("move {index} of the move list is invalid")]
    InvalidMoveList {
        /// The 0-based index of the first bad move.
        index: usize,
    },
}

/// Why a set of rules could not be built.
///
/// # Examples
///
/// ```
/// use gomoku_core::{Rules, RulesError};
///
/// assert_eq!(Rules::freestyle().with_size(4), Err(RulesError::SizeOutOfRange { size: 4 }));
/// assert_eq!(Rules::from_gomocup(3), Err(RulesError::UnsupportedGomocupCode { code: 3 }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum RulesError {
    /// The size is not in 5..=26.
    #[error("board size {size} is out of range 5..=26")]
    SizeOutOfRange {
        /// The size asked for.
        size: u32,
    },
    /// A Gomocup rule code that the library cannot honour.
    #[error(
        "gomocup rule code {code} is not supported (supported: 0, 1, 2, 4, 5, 8, 9; 2 is read as renju, as Yixin-Board sends it)"
    )]
    UnsupportedGomocupCode {
        /// The code given.
        code: u32,
    },
    /// A capture target of zero pairs (or more than the board could ever give).
    #[error("capture target of {pairs} pairs is out of range 1..=100")]
    CaptureTargetOutOfRange {
        /// The target given.
        pairs: u32,
    },
    /// A move limit outside 1..=65535.
    #[error("move limit {limit} is out of range 1..=65535")]
    MoveLimitOutOfRange {
        /// The limit given.
        limit: u32,
    },
    /// The perfect-five rule was asked for without captures, which it is defined by.
    #[error("the perfect-five rule needs the capture option")]
    PerfectFiveNeedsCapture,
}

/// Why a position could not be set up from stone lists.
///
/// # Examples
///
/// ```
/// use gomoku_core::{Color, Position, Rules, Setup, SetupError};
///
/// let h8 = "h8".parse()?;
/// let setup = Setup::new().with_stone(h8, Color::Black).with_stone(h8, Color::White);
/// assert_eq!(Position::from_setup(Rules::renju(), &setup).unwrap_err(),
///            SetupError::Overlap { point: h8 });
/// # Ok::<(), gomoku_core::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum SetupError {
    /// A stone lies outside the board.
    #[error("{point} is off the {size}x{size} board")]
    OffBoard {
        /// The stone's point.
        point: Point,
        /// The board size.
        size: u8,
    },
    /// Both colours have a stone on the same point.
    #[error("{point} holds both a black and a white stone")]
    Overlap {
        /// The point.
        point: Point,
    },
    /// The position already holds a line that wins.
    #[error("{color} already has a winning line at {point}")]
    AlreadyWon {
        /// Whose line.
        color: Color,
        /// A point of the line.
        point: Point,
    },
    /// Captured pairs given for rules without captures, or at or above the target.
    #[error("{color} has {pairs} captured pairs, which these rules do not allow")]
    Captures {
        /// Whose count.
        color: Color,
        /// The count given.
        pairs: u32,
    },
}
