//! The errors, one enum per kind of failure. None of them allocates.

use core::fmt;

use crate::{Color, Forbidden, Point};

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

/// Why a move was refused. A refused move changes nothing.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{PlayError, Position, Rules};
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
    /// A move of normal play while the game's opening is under way: its actions come
    /// first ([`Game::expected`](crate::Game::expected) says which).
    #[error("the opening is under way: its actions come first")]
    OpeningUnderWay,
}

/// Why a game action other than a move (undo, resignation, draw offers) was refused.
/// A refused action changes nothing.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Game, GameError, Rules};
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
    #[error("the game ended by {0}, not by a move: it cannot be undone")]
    EndedByAction(crate::Termination),
    /// Accept or decline with no draw offered to that side.
    #[error("{0} has no draw offer to answer")]
    NoDrawOffer(Color),
    /// A side offered a draw while an offer is already pending.
    #[error("a draw offer by {0} is already pending")]
    DrawOfferPending(Color),
    /// [`Game::undo`](crate::Game::undo) when the last step is an opening action that
    /// placed no stone (named here); [`Game::undo_step`](crate::Game::undo_step) takes it
    /// back.
    #[error("the last step is the opening action {0}, not a move")]
    NotAMove(&'static str),
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
    /// A move list in which a move could not be read.
    #[error("move {index} of the move list is invalid: {token}")]
    InvalidMoveList {
        /// The 0-based index of the first bad move.
        index: usize,
        /// The text of the bad move, up to the next separator (at most a short prefix).
        token: Snippet,
    },
}

/// Why a move list could not be read or played: the first bad move, with its 0-based
/// index. A game given a bad move list is left as it was.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Game, MoveListError, PlayError, Rules};
///
/// let err = Game::from_text(Rules::freestyle(), "h8 h9 h8").unwrap_err();
/// assert_eq!(err.index(), 2);
/// assert!(matches!(err, MoveListError::Play { error: PlayError::Occupied { .. }, .. }));
/// assert_eq!(err.to_string(), "move 2 of the move list cannot be played: h8 is occupied");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MoveListError {
    /// A move does not parse: always [`ParseError::InvalidMoveList`], which holds the
    /// index and the move's text.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A move parses but cannot be played.
    #[error("move {index} of the move list cannot be played: {error}")]
    Play {
        /// The 0-based index of the move.
        index: usize,
        /// Why it was refused.
        error: PlayError,
    },
}

impl MoveListError {
    /// The 0-based index of the first bad move.
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules};
    /// assert_eq!(Game::from_text(Rules::renju(), "h8 ?").unwrap_err().index(), 1);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        match self {
            MoveListError::Parse(ParseError::InvalidMoveList { index, .. })
            | MoveListError::Play { index, .. } => *index,
            MoveListError::Parse(_) => 0,
        }
    }
}

/// Why a text could not be read as rules (`"renju/19+pass=on"`, see [`Rules`](crate::Rules)'s
/// `FromStr`): a text that names no rules, or a value the builders refuse.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{ParseError, Rules, RulesError, RulesTextError};
///
/// assert_eq!("gomoku".parse::<Rules>(), Err(RulesTextError::Parse(ParseError::UnknownRules)));
/// assert_eq!(
///     "renju/27".parse::<Rules>(),
///     Err(RulesTextError::Rules(RulesError::SizeOutOfRange { size: 27 }))
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum RulesTextError {
    /// No rules by that name, or a switch or value that does not parse: always
    /// [`ParseError::UnknownRules`].
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A value the builders refuse: a size out of range, a capture target or move limit
    /// out of range, the perfect-five rule without captures.
    #[error(transparent)]
    Rules(#[from] RulesError),
}

/// Why an outcome could not be built: RULES.md §3 fixes, for each termination, whether the
/// game has a winner.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Outcome, OutcomeError, Termination};
///
/// assert_eq!(
///     Outcome::new(Some(Color::Black), Termination::BoardFull),
///     Err(OutcomeError::WinnerMismatch {
///         winner: Some(Color::Black),
///         termination: Termination::BoardFull,
///     })
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum OutcomeError {
    /// A winner for a termination that is a draw, or none for one that has a winner.
    #[error("a game ended by {termination} {}", if .termination.is_draw() { "is a draw: it has no winner" } else { "has a winner" })]
    WinnerMismatch {
        /// The winner given (`None` for a draw).
        winner: Option<Color>,
        /// The termination given.
        termination: crate::Termination,
    },
}

/// Why a set of rules could not be built.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Rules, RulesError};
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
/// use gomoku_referee::{Color, Position, Rules, Setup, SetupError};
///
/// let h8 = "h8".parse()?;
/// let setup = Setup::new().with_stone(h8, Color::Black).with_stone(h8, Color::White);
/// assert_eq!(Position::from_setup(Rules::renju(), &setup).unwrap_err(),
///            SetupError::Overlap { point: h8 });
/// # Ok::<(), gomoku_referee::ParseError>(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Termination;
    use crate::testing::p;
    use std::string::{String, ToString};
    use std::vec::Vec;

    /// Every variant with the message it must print.
    fn messages() -> Vec<(String, &'static str)> {
        let h8 = p("h8");
        let s = |e: &dyn core::error::Error| e.to_string();
        std::vec![
            (
                s(&PlayError::OffBoard {
                    point: p("p16"),
                    size: 15
                }),
                "p16 is off the 15x15 board"
            ),
            (s(&PlayError::Occupied { point: h8 }), "h8 is occupied"),
            (
                s(&PlayError::Forbidden {
                    point: h8,
                    color: Color::Black,
                    kind: Forbidden::DoubleFour
                }),
                "h8 is forbidden for black: double-four"
            ),
            (s(&PlayError::GameOver), "the game is over"),
            (
                s(&PlayError::PassNotAllowed),
                "passing is not allowed by these rules"
            ),
            (s(&GameError::GameOver), "the game is over"),
            (s(&GameError::NothingToUndo), "there is no move to undo"),
            (
                s(&GameError::EndedByAction(Termination::Resignation)),
                "the game ended by resignation, not by a move: it cannot be undone"
            ),
            (
                s(&GameError::EndedByAction(Termination::Agreement)),
                "the game ended by agreement, not by a move: it cannot be undone"
            ),
            (
                s(&GameError::NoDrawOffer(Color::White)),
                "white has no draw offer to answer"
            ),
            (
                s(&GameError::DrawOfferPending(Color::Black)),
                "a draw offer by black is already pending"
            ),
            (
                s(&ParseError::InvalidPoint),
                "invalid point: expected a column letter a-z and a row 1-26, like h8"
            ),
            (
                s(&ParseError::InvalidColor),
                "invalid color: expected black or white"
            ),
            (
                s(&ParseError::InvalidForbidden),
                "invalid forbidden kind: expected double-three, double-four or overline"
            ),
            (
                s(&ParseError::InvalidMove),
                "invalid move: expected a point like h8 or pass"
            ),
            (
                s(&ParseError::UnknownRules),
                "unknown rules: expected freestyle, standard, renju, caro, caro-overline, omok, \
                 ninuki-renju or pente, optionally followed by /size and +switch=value changes"
            ),
            (
                s(&ParseError::InvalidTermination),
                "invalid termination name"
            ),
            (
                s(&ParseError::InvalidSymmetry),
                "invalid symmetry: expected identity, rotate-90, rotate-180, rotate-270, \
                 mirror-left-right, mirror-top-bottom, diagonal or anti-diagonal"
            ),
            (
                s(&ParseError::InvalidMoveList {
                    index: 3,
                    token: crate::Snippet::new("z99")
                }),
                "move 3 of the move list is invalid: \"z99\""
            ),
            (
                s(&OutcomeError::WinnerMismatch {
                    winner: Some(Color::White),
                    termination: Termination::Agreement
                }),
                "a game ended by agreement is a draw: it has no winner"
            ),
            (
                s(&OutcomeError::WinnerMismatch {
                    winner: None,
                    termination: Termination::Capture
                }),
                "a game ended by capture has a winner"
            ),
            (
                s(&ParseError::InvalidOpening),
                "invalid opening: expected swap, swap2, pro, rif, yamaguchi, taraguchi-N or soosorv-N"
            ),
            (
                s(&ParseError::InvalidPlayer),
                "invalid player: expected first or second"
            ),
            (
                s(&PlayError::OpeningUnderWay),
                "the opening is under way: its actions come first"
            ),
            (
                s(&GameError::NotAMove("swap")),
                "the last step is the opening action swap, not a move"
            ),
            (
                s(&crate::OpeningError::SymmetricOffer {
                    point: p("i8"),
                    earlier: p("g8"),
                    symmetry: crate::Symmetry::MirrorLeftRight
                }),
                "i8 is symmetric to the offer g8 by the mirror-left-right symmetry, which keeps the position"
            ),
            (
                s(&crate::OpeningError::OfferCount {
                    given: 1,
                    expected: 2
                }),
                "2 fifth-move offers required, 1 given"
            ),
            (
                s(&crate::ClockError::TimeRanOut(crate::Player::First)),
                "the first player's time has run out"
            ),
            (
                s(&RulesError::SizeOutOfRange { size: 27 }),
                "board size 27 is out of range 5..=26"
            ),
            (
                s(&RulesError::UnsupportedGomocupCode { code: 6 }),
                "gomocup rule code 6 is not supported (supported: 0, 1, 2, 4, 5, 8, 9; 2 is read \
                 as renju, as Yixin-Board sends it)"
            ),
            (
                s(&RulesError::CaptureTargetOutOfRange { pairs: 0 }),
                "capture target of 0 pairs is out of range 1..=100"
            ),
            (
                s(&RulesError::MoveLimitOutOfRange { limit: 70000 }),
                "move limit 70000 is out of range 1..=65535"
            ),
            (
                s(&RulesError::PerfectFiveNeedsCapture),
                "the perfect-five rule needs the capture option"
            ),
            (
                s(&SetupError::OffBoard {
                    point: p("j10"),
                    size: 9
                }),
                "j10 is off the 9x9 board"
            ),
            (
                s(&SetupError::Overlap { point: h8 }),
                "h8 holds both a black and a white stone"
            ),
            (
                s(&SetupError::AlreadyWon {
                    color: Color::White,
                    point: h8
                }),
                "white already has a winning line at h8"
            ),
            (
                s(&SetupError::Captures {
                    color: Color::Black,
                    pairs: 5
                }),
                "black has 5 captured pairs, which these rules do not allow"
            ),
        ]
    }

    #[test]
    fn every_message_is_exact() {
        for (got, want) in messages() {
            assert_eq!(got, want);
        }
    }

    #[test]
    fn messages_are_lower_case_without_a_period() {
        for (got, _) in messages() {
            assert!(!got.starts_with(char::is_uppercase), "{got}");
            assert!(!got.ends_with('.'), "{got}");
            // Names of the library's values print as they parse: no Debug spelling.
            for word in [
                "Black",
                "White",
                "Resignation",
                "Agreement",
                "DoubleFour",
                "Point",
            ] {
                assert!(!got.contains(word), "{got}");
            }
        }
        // Every termination an action can cause prints by its name.
        for t in Termination::ALL {
            let msg = GameError::EndedByAction(t).to_string();
            assert!(msg.contains(&std::format!("by {},", t.name())), "{msg}");
        }
    }
}

/// Why a VCF search (RULES.md §12) could not start.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, VcfError, VcfLimits};
///
/// let pos = Position::new(Rules::pente());
/// assert_eq!(pos.vcf(Color::Black, &VcfLimits::default()).unwrap_err(), VcfError::Capture);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum VcfError {
    /// VCF is not defined under the capture option: a capture can undo a four.
    #[error("vcf is not defined under the capture option")]
    Capture,
    /// The game is over: nobody moves any more.
    #[error("the game is over")]
    GameOver,
    /// A limit of attacker moves outside 1..=127.
    #[error("a vcf move limit of {moves} is out of range 1..=127")]
    MovesOutOfRange {
        /// The limit given.
        moves: u32,
    },
    /// A transposition table larger than 2^24 entries.
    #[error("a transposition table of {entries} entries is larger than 16777216")]
    TableTooLarge {
        /// The number of entries asked for.
        entries: usize,
    },
}
