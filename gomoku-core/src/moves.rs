//! A move: a stone on a point, or a pass; move lists ([`parse_moves`]); and why an action
//! of play is refused: a move ([`PlayError`]), a move list ([`MoveListError`]), an action
//! other than a move ([`GameError`]). The errors are here, below the position and the game
//! that return them, because they carry only values of lower modules and the no-`alloc`
//! build has them too.

use core::fmt;
use core::str::FromStr;

use crate::{Color, Forbidden, ParseError, Point, Snippet, Termination};

/// A move: put a stone on a point, or pass (only where the rules allow it).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Move, Point};
///
/// let m: Move = "h8".parse()?;
/// assert_eq!(m, Move::Place("h8".parse()?));
/// assert_eq!("PASS".parse(), Ok(Move::Pass));
/// assert_eq!(Move::Pass.to_string(), "pass");
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
// Serialize/Deserialize: in serde_impls.rs, as the text "h8" or "pass".
pub enum Move {
    /// A stone of the side to move on this point.
    Place(Point),
    /// No stone (RULES.md §4.1, the pass option).
    Pass,
}

impl Move {
    /// The point of a placement, `None` for a pass.
    ///
    /// ```
    /// use gomoku_referee::Move;
    /// assert_eq!(Move::Pass.point(), None);
    /// ```
    #[must_use]
    pub const fn point(self) -> Option<Point> {
        match self {
            Move::Place(p) => Some(p),
            Move::Pass => None,
        }
    }
}

impl From<Point> for Move {
    fn from(p: Point) -> Move {
        Move::Place(p)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(p) => fmt::Display::fmt(p, f),
            Move::Pass => f.pad("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Move, ParseError> {
        if s.eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            s.parse()
                .map(Move::Place)
                .map_err(|_| ParseError::InvalidMove)
        }
    }
}

/// Reads a move list such as `"h8 h9 i8"` or `"h8,h9,i8"`: moves separated by white space
/// or commas, `pass` spelled out. Nothing else separates moves (RULES.md §11): `"h8;h9"`
/// and the packed `"h8h9"` are each one bad move.
///
/// # Errors
///
/// [`ParseError::InvalidMoveList`] with the index of the first move that does not parse
/// and its text (up to the next separator, at most [`Snippet::CAPACITY`] bytes of it).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{parse_moves, Move, ParseError, Snippet};
///
/// let moves: Vec<Move> = parse_moves("h8 h9 i8, pass")
///     .collect::<Result<_, _>>()?;
/// assert_eq!(moves.len(), 4);
/// assert_eq!(moves[3], Move::Pass);
/// assert!(parse_moves("h8 z99").nth(1).unwrap().is_err());
/// assert_eq!(
///     parse_moves("h8h9").next(),
///     Some(Err(ParseError::InvalidMoveList { index: 0, token: Snippet::new("h8h9") }))
/// );
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
pub fn parse_moves(text: &str) -> impl Iterator<Item = Result<Move, ParseError>> + '_ {
    const fn is_separator(b: u8) -> bool {
        matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b',')
    }
    let bytes = text.as_bytes();
    let mut at = 0;
    let mut index = 0;
    let mut failed = false;
    core::iter::from_fn(move || {
        if failed {
            return None;
        }
        while at < bytes.len() && is_separator(bytes[at]) {
            at += 1;
        }
        if at == bytes.len() {
            return None;
        }
        let start = at;
        while at < bytes.len() && !is_separator(bytes[at]) {
            at += 1;
        }
        let i = index;
        index += 1;
        // Separators are ASCII, so `start..at` lies on character boundaries of `text`.
        let token = text.get(start..at).unwrap_or("");
        match token.parse::<Move>() {
            Ok(m) => Some(Ok(m)),
            Err(_) => {
                failed = true;
                let token = Snippet::new(token);
                Some(Err(ParseError::InvalidMoveList { index: i, token }))
            }
        }
    })
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
    /// A move of normal play while the game's opening is under way, at a step that puts
    /// no stone on the board, or a stone the step refuses for the opening's own reasons
    /// (outside its area, not offered): its actions come first
    /// ([`Game::expected`](crate::Game::expected) says which). At a placement or a pick,
    /// a move is that action ([`Game::play`](crate::Game::play)).
    #[error("the opening is under way: its actions come first")]
    OpeningUnderWay,
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
    EndedByAction(Termination),
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::{String, ToString};
    use std::vec::Vec;

    /// What `parse_moves` yields, the moves as text and an error as `!index`.
    fn read(text: &str) -> Vec<String> {
        parse_moves(text)
            .map(|m| match m {
                Ok(m) => m.to_string(),
                Err(ParseError::InvalidMoveList { index, .. }) => format!("!{index}"),
                Err(e) => std::panic!("unexpected error {e:?}"),
            })
            .collect()
    }

    #[test]
    fn separators() {
        for text in [
            "h8 h9 i8",
            "h8,h9,i8",
            "h8, h9 ,i8",
            "  h8\t\th9\r\ni8  ",
            ",h8,,h9,,i8,",
            "H8 h9 I8",
        ] {
            assert_eq!(read(text), ["h8", "h9", "i8"], "{text:?}");
        }
        assert_eq!(read("a1 z26,o15"), ["a1", "z26", "o15"]);
        // RULES.md §11: spaces or commas only; nothing else separates moves, so the bad
        // move is the whole run up to the next separator.
        assert_eq!(read("h8;h9;i8"), ["!0"]);
        assert_eq!(read("h8 ;h9"), ["h8", "!1"]);
        assert_eq!(read(";"), ["!0"]);
    }

    /// RULES.md §11: "Nothing else separates moves" — not even nothing. A packed list
    /// is one bad move, named whole.
    #[test]
    fn packed_moves_are_refused() {
        assert_eq!(read("h8h9"), ["!0"]);
        assert_eq!(read("h8h9i8"), ["!0"]);
        assert_eq!(read("a1z26o15"), ["!0"]);
        assert_eq!(read("h8 h9i8"), ["h8", "!1"]);
        assert_eq!(read("h8passh9"), ["!0"]);
        assert_eq!(read("passpass"), ["!0"]);
        assert_eq!(read("h8 passh9"), ["h8", "!1"]);
        assert_eq!(
            parse_moves("h8 h9i8 j8").find_map(Result::err),
            Some(ParseError::InvalidMoveList {
                index: 1,
                token: Snippet::new("h9i8")
            })
        );
    }

    /// The error names the offending token (up to the next separator), and quotes at
    /// most a short prefix of it, however long the input.
    #[test]
    fn the_error_names_the_token() {
        let err = |text: &str| parse_moves(text).find_map(Result::err).unwrap();
        let e = err("h8 z99 h9");
        assert_eq!(
            e,
            ParseError::InvalidMoveList {
                index: 1,
                token: Snippet::new("z99")
            }
        );
        assert_eq!(
            e.to_string(),
            r#"move 1 of the move list is invalid: "z99""#
        );
        assert_eq!(
            err("h8;h9").to_string(),
            r#"move 0 of the move list is invalid: "h8;h9""#
        );
        assert_eq!(
            err("h8-h9, i8").to_string(),
            r#"move 0 of the move list is invalid: "h8-h9""#
        );
        assert_eq!(
            err("é8").to_string(),
            r#"move 0 of the move list is invalid: "é8""#
        );
        let long = "x".repeat(100_000);
        let msg = err(&format!("h8 {long}")).to_string();
        assert!(msg.len() < 80, "{msg}");
        assert!(
            msg.ends_with(r#"move 1 of the move list is invalid: "xxxxxxxxxxxxxxxx"…"#),
            "{msg}"
        );
    }

    #[test]
    fn pass_is_spelled_out_in_any_case() {
        assert_eq!(read("h8 pass h9"), ["h8", "pass", "h9"]);
        assert_eq!(read("PASS,Pass pAsS"), ["pass", "pass", "pass"]);
        // Not quite "pass": `p` is no point.
        assert_eq!(read("pas"), ["!0"]);
        assert_eq!(read("h8 pas"), ["h8", "!1"]);
    }

    #[test]
    fn nothing_to_read() {
        for text in ["", " ", ",", " ,\t\r\n ,"] {
            assert_eq!(read(text), Vec::<String>::new(), "{text:?}");
        }
    }

    #[test]
    fn the_first_bad_move_ends_the_list() {
        assert_eq!(read("z99"), ["!0"]);
        assert_eq!(read("h"), ["!0"]);
        assert_eq!(read("h8 z99 h9 i9"), ["h8", "!1"]);
        assert_eq!(read("h8 h"), ["h8", "!1"]);
        assert_eq!(read("h8 h9!"), ["h8", "!1"]);
        assert_eq!(read("h8 h9 garbage"), ["h8", "h9", "!2"]);
        assert_eq!(read("pass h8 8"), ["pass", "h8", "!2"]);
        assert_eq!(read("h8-h9"), ["!0"]);
        assert_eq!(read("h08"), ["!0"]);
        assert_eq!(read("h0 h8"), ["!0"]);
        assert_eq!(read("h100"), ["!0"]);
        assert_eq!(read("h27"), ["!0"]);
        // Bytes of a multi-byte character are not letters.
        assert_eq!(read("h8 é8 h9"), ["h8", "!1"]);
        // After the error the iterator stays finished.
        let mut it = parse_moves("x h8");
        assert_eq!(
            it.next(),
            Some(Err(ParseError::InvalidMoveList {
                index: 0,
                token: Snippet::new("x")
            }))
        );
        assert_eq!(it.next(), None);
        assert_eq!(it.next(), None);
    }

    #[test]
    fn one_move() {
        let h8: Point = "h8".parse().unwrap();
        assert_eq!("h8".parse(), Ok(Move::Place(h8)));
        assert_eq!("H8".parse(), Ok(Move::Place(h8)));
        assert_eq!("pass".parse(), Ok(Move::Pass));
        assert_eq!("Pass".parse(), Ok(Move::Pass));
        for bad in ["", "z99", "h", "passs", " pass", "h8 h9"] {
            assert_eq!(bad.parse::<Move>(), Err(ParseError::InvalidMove), "{bad:?}");
        }
        assert_eq!(Move::from(h8), Move::Place(h8));
        assert_eq!(Move::Place(h8).point(), Some(h8));
        assert_eq!(Move::Pass.point(), None);
        assert_eq!(
            format!("{:>5}|{:<5}|", Move::Place(h8), Move::Pass),
            "   h8|pass |"
        );
    }

    #[test]
    fn every_play_and_game_error_message_is_exact() {
        let h8 = "h8".parse().unwrap();
        crate::testing::assert_messages(&[
            (
                &PlayError::OffBoard {
                    point: "p16".parse().unwrap(),
                    size: 15,
                },
                "p16 is off the 15x15 board",
            ),
            (&PlayError::Occupied { point: h8 }, "h8 is occupied"),
            (
                &PlayError::Forbidden {
                    point: h8,
                    color: Color::Black,
                    kind: Forbidden::DoubleFour,
                },
                "h8 is forbidden for black: double-four",
            ),
            (&PlayError::GameOver, "the game is over"),
            (
                &PlayError::PassNotAllowed,
                "passing is not allowed by these rules",
            ),
            (
                &PlayError::OpeningUnderWay,
                "the opening is under way: its actions come first",
            ),
            (
                &MoveListError::Play {
                    index: 2,
                    error: PlayError::Occupied { point: h8 },
                },
                "move 2 of the move list cannot be played: h8 is occupied",
            ),
            (&GameError::GameOver, "the game is over"),
            (&GameError::NothingToUndo, "there is no move to undo"),
            (
                &GameError::EndedByAction(Termination::Resignation),
                "the game ended by resignation, not by a move: it cannot be undone",
            ),
            (
                &GameError::EndedByAction(Termination::Agreement),
                "the game ended by agreement, not by a move: it cannot be undone",
            ),
            (
                &GameError::NoDrawOffer(Color::White),
                "white has no draw offer to answer",
            ),
            (
                &GameError::DrawOfferPending(Color::Black),
                "a draw offer by black is already pending",
            ),
            (
                &GameError::NotAMove("swap"),
                "the last step is the opening action swap, not a move",
            ),
        ]);
        // Every termination an action can cause prints by its name.
        for t in Termination::ALL {
            let msg = GameError::EndedByAction(t).to_string();
            assert!(msg.contains(&format!("by {},", t.name())), "{msg}");
        }
    }

    #[test]
    fn a_move_list_error_gives_the_index_of_the_bad_move() {
        let h8 = "h8".parse().unwrap();
        let parse = ParseError::InvalidMoveList {
            index: 4,
            token: Snippet::new("z99"),
        };
        assert_eq!(MoveListError::Parse(parse).index(), 4);
        assert_eq!(MoveListError::Parse(ParseError::InvalidMove).index(), 0);
        let play = PlayError::Occupied { point: h8 };
        assert_eq!(
            MoveListError::Play {
                index: 7,
                error: play
            }
            .index(),
            7
        );
    }
}
