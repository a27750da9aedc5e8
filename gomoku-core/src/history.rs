//! A game's record: what rebuilds it exactly (RULES.md §8), for saving a game, pickling it,
//! and for game-record formats built on top.

use alloc::vec::Vec;

use crate::{
    Color, GameError, Move, Opening, OpeningAction, OpeningError, Outcome, PlayError, Rules, Setup,
    SetupError, Termination,
};

/// An end of the game that no move caused (RULES.md §8), with the side who acted.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Ending, Termination};
///
/// let end = Ending::Resignation(Color::Black);
/// assert_eq!(end.outcome().winner, Some(Color::White));
/// assert_eq!(end.outcome().termination, Termination::Resignation);
/// assert!(Ending::Agreement.outcome().is_draw());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Ending {
    /// This side resigned: the other side wins.
    Resignation(Color),
    /// This side's time ran out: the other side wins.
    Timeout(Color),
    /// A draw offer was accepted.
    Agreement,
}

impl Ending {
    /// The ending whose outcome `outcome` is: `None` for an outcome that a move causes.
    ///
    /// ```
    /// use gomoku_referee::{Color, Ending, Outcome, Termination};
    /// let o = Outcome::new(Some(Color::Black), Termination::Resignation)?;
    /// assert_eq!(Ending::from_outcome(o), Some(Ending::Resignation(Color::White)));
    /// assert_eq!(Ending::from_outcome(Outcome::new(None, Termination::BoardFull)?), None);
    /// # Ok::<(), gomoku_referee::OutcomeError>(())
    /// ```
    #[must_use]
    pub fn from_outcome(outcome: Outcome) -> Option<Ending> {
        match (outcome.termination, outcome.winner) {
            (Termination::Resignation, Some(w)) => Some(Ending::Resignation(!w)),
            (Termination::Timeout, Some(w)) => Some(Ending::Timeout(!w)),
            (Termination::Agreement, None) => Some(Ending::Agreement),
            _ => None,
        }
    }

    /// The outcome of the game so ended.
    ///
    /// ```
    /// use gomoku_referee::{Color, Ending, Outcome, Termination};
    /// assert_eq!(Ending::Timeout(Color::White).outcome(),
    ///            Outcome::new(Some(Color::Black), Termination::Timeout)?);
    /// # Ok::<(), gomoku_referee::OutcomeError>(())
    /// ```
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            Ending::Resignation(c) => Outcome::decided(Some(!c), Termination::Resignation),
            Ending::Timeout(c) => Outcome::decided(Some(!c), Termination::Timeout),
            Ending::Agreement => Outcome::decided(None, Termination::Agreement),
        }
    }
}

/// Everything that rebuilds a [`Game`](crate::Game): the rules, the start position as a
/// [`Setup`], the moves, an ending by action, a pending draw offer, and the opening rule
/// with its actions (RULES.md §7) when the game has one.
/// [`Game::history`](crate::Game::history) gives it and
/// [`Game::from_history`](crate::Game::from_history) replays it, checking every step.
///
/// With the `serde` feature it serializes as an object of these fields (the start as
/// `{"black": ["h8"], "white": [], "turn": "black", "captures": [0, 0]}`); `opening` (its
/// name, `"soosorv-8"`) and `opening_actions` (their text, `"declare 3"`) are left out for
/// a game without an opening.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Ending, Game, History, Rules};
///
/// let mut game = Game::new(Rules::renju());
/// game.play_at("h8".parse()?)?;
/// game.resign(Color::White)?;
/// let history = game.history();
/// assert_eq!(history.moves.len(), 1);
/// assert_eq!(history.ending, Some(Ending::Resignation(Color::White)));
/// assert_eq!(Game::from_history(&history)?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct History {
    /// The rules.
    pub rules: Rules,
    /// The position the game started from (the empty board for a new game).
    pub start: Setup,
    /// The moves played from the start.
    pub moves: Vec<Move>,
    /// How the game ended by an action, if it did (an end by a move follows from the
    /// moves).
    pub ending: Option<Ending>,
    /// The side with a pending draw offer, if any.
    pub draw_offer: Option<Color>,
    /// The opening rule the game started with ([`Game::with_opening`](crate::Game::with_opening)),
    /// if any; such a game starts on the empty board.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub opening: Option<Opening>,
    /// The opening's actions in order ([`Game::opening_actions`](crate::Game::opening_actions)).
    /// The stones they placed are in `moves` too, first: they are replayed by these
    /// actions, and must agree with them.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub opening_actions: Vec<OpeningAction>,
}

impl History {
    /// The history of a new game: the empty board, nothing played.
    ///
    /// ```
    /// use gomoku_referee::{Game, History, Rules};
    /// assert_eq!(Game::from_history(&History::new(Rules::omok())), Ok(Game::new(Rules::omok())));
    /// ```
    #[must_use]
    pub const fn new(rules: Rules) -> History {
        History {
            rules,
            start: Setup::new(),
            moves: Vec::new(),
            ending: None,
            draw_offer: None,
            opening: None,
            opening_actions: Vec::new(),
        }
    }
}

/// Why a [`History`] does not make a game: the first step that fails.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Game, History, HistoryError, Move, PlayError, Rules};
///
/// let h8 = "h8".parse()?;
/// let history = History { moves: vec![Move::Place(h8), Move::Place(h8)], ..History::new(Rules::renju()) };
/// let err = Game::from_history(&history).unwrap_err();
/// assert_eq!(err, HistoryError::Move { index: 1, error: PlayError::Occupied { point: h8 } });
/// assert_eq!(err.to_string(), "move 1 of the history cannot be played: h8 is occupied");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum HistoryError {
    /// The start position cannot be set up under the rules.
    #[error("the start position cannot be set up: {0}")]
    Setup(SetupError),
    /// A move cannot be played (its 0-based index in the moves).
    #[error("move {index} of the history cannot be played: {error}")]
    Move {
        /// Which move, from 0.
        index: usize,
        /// Why it was refused.
        error: PlayError,
    },
    /// The ending cannot be applied (the moves already ended the game).
    #[error("the ending cannot be applied: {0}")]
    Ending(GameError),
    /// The draw offer cannot stand (the game is over).
    #[error("the draw offer cannot stand: {0}")]
    DrawOffer(GameError),
    /// The opening cannot start under the rules (the board is too small).
    #[error("the opening cannot start: {0}")]
    Opening(OpeningError),
    /// An opening starts on the empty board, and the history's start is not empty.
    #[error("an opening starts on the empty board")]
    OpeningStart,
    /// An opening action cannot be taken (its 0-based index in the opening actions).
    #[error("opening action {index} of the history cannot be taken: {error}")]
    OpeningAction {
        /// Which action, from 0.
        index: usize,
        /// Why it was refused.
        error: OpeningError,
    },
    /// A move among the first ones is not the stone the opening actions placed there (or
    /// the moves are fewer than the stones the opening placed).
    #[error("move {index} of the history is not the stone the opening placed")]
    OpeningStone {
        /// Which move, from 0.
        index: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ending_and_its_outcome_are_one_to_one() {
        let endings = [
            Ending::Resignation(Color::Black),
            Ending::Resignation(Color::White),
            Ending::Timeout(Color::Black),
            Ending::Timeout(Color::White),
            Ending::Agreement,
        ];
        for e in endings {
            assert_eq!(Ending::from_outcome(e.outcome()), Some(e));
        }
        for t in Termination::ALL {
            for w in [None, Some(Color::Black), Some(Color::White)] {
                let Ok(o) = Outcome::new(w, t) else { continue };
                if let Some(e) = Ending::from_outcome(o) {
                    assert_eq!(e.outcome(), o);
                }
            }
        }
    }
}
