//! A game: a position with its history, and the ends that no move causes (RULES.md §8).

use alloc::vec::Vec;
use core::fmt;

use crate::error::{GameError, PlayError, SetupError};
use crate::{Color, Move, Outcome, Point, Position, Rules, Setup, Termination};

/// A position with its history: moves, undo, resignation, timeout and draw offers.
///
/// # Examples
///
/// ```
/// use gomoku_core::{Color, Game, Rules, Termination};
///
/// let mut game = Game::new(Rules::renju());
/// game.play_at("h8".parse()?)?;
/// game.play_at("h9".parse()?)?;
/// assert_eq!(game.moves().len(), 2);
/// game.undo()?;
/// assert_eq!(game.turn(), Color::White);
///
/// game.offer_draw(Color::White)?;
/// game.accept_draw(Color::Black)?;
/// assert_eq!(game.outcome().unwrap().termination, Termination::Agreement);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Game {
    /// The start position, then the position after each move.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// An end that no move caused: resignation, timeout, agreement.
    ending: Option<Outcome>,
    draw_offer: Option<Color>,
}

impl Game {
    /// A new game on the empty board.
    ///
    /// ```
    /// use gomoku_core::{Game, Rules};
    /// assert!(Game::new(Rules::freestyle()).moves().is_empty());
    /// ```
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game that starts from `position` (its history before that is not known).
    ///
    /// ```
    /// use gomoku_core::{Game, Position, Rules};
    /// let game = Game::from_position(Position::new(Rules::omok()));
    /// assert_eq!(game.rules(), &Rules::omok());
    /// ```
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        let mut positions = Vec::with_capacity(64);
        positions.push(position);
        Game {
            positions,
            moves: Vec::new(),
            ending: None,
            draw_offer: None,
        }
    }

    /// A game that starts from a validated setup.
    ///
    /// # Errors
    ///
    /// As [`Position::from_setup`].
    ///
    /// ```
    /// use gomoku_core::{Game, Rules, Setup};
    /// let game = Game::from_setup(Rules::renju(), &Setup::from_text("h8", "h9")?)?;
    /// assert_eq!(game.position().stones_played(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Game, SetupError> {
        Position::from_setup(rules, setup).map(Game::from_position)
    }

    /// A game from the empty board through `moves`.
    ///
    /// # Errors
    ///
    /// The first move that cannot be played, with its 0-based index.
    ///
    /// ```
    /// use gomoku_core::{parse_moves, Game, Move, Rules};
    /// let moves: Vec<Move> = parse_moves("h8 h9 i8").collect::<Result<_, _>>()?;
    /// let game = Game::from_moves(Rules::renju(), moves).map_err(|(_, e)| e)?;
    /// assert_eq!(game.moves().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_moves(
        rules: Rules,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, (usize, PlayError)> {
        let mut game = Game::new(rules);
        for (i, m) in moves.into_iter().enumerate() {
            game.play(m).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The current position.
    ///
    /// ```
    /// use gomoku_core::{Game, Rules};
    /// assert_eq!(Game::new(Rules::renju()).position().stones_played(), 0);
    /// ```
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .unwrap_or_else(|| unreachable!("a game has a position"))
    }

    /// The position the game started from.
    ///
    /// ```
    /// use gomoku_core::{Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// assert_eq!(game.start().stones_played(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The rules.
    ///
    /// ```
    /// use gomoku_core::{Game, Rules};
    /// assert_eq!(Game::new(Rules::pente()).rules().size(), 19);
    /// ```
    #[must_use]
    pub fn rules(&self) -> &Rules {
        self.position().rules()
    }

    /// The side to move.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, Rules};
    /// assert_eq!(Game::new(Rules::renju()).turn(), Color::Black);
    /// ```
    #[must_use]
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The moves played since the start.
    ///
    /// ```
    /// use gomoku_core::{Game, Move, Rules};
    /// let mut game = Game::new(Rules::freestyle().with_pass(true));
    /// game.pass()?;
    /// assert_eq!(game.moves(), &[Move::Pass]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The end of the game, whether by a move or by resignation, timeout or agreement.
    ///
    /// ```
    /// use gomoku_core::{Game, Rules};
    /// assert_eq!(Game::new(Rules::renju()).outcome(), None);
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending.or(self.position().outcome())
    }

    /// Whether the game has ended.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.timeout(Color::Black)?;
    /// assert!(game.is_game_over());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The side with a pending draw offer, if any.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.offer_draw(Color::Black)?;
    /// assert_eq!(game.draw_offer(), Some(Color::Black));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// Whether a stone on `p` would be accepted now.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// assert!(game.is_legal("h8".parse()?));
    /// game.resign(Color::Black)?;
    /// assert!(!game.is_legal("h8".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_legal(&self, p: Point) -> bool {
        self.check(Move::Place(p)).is_ok()
    }

    /// Whether [`Game::play`] accepts `mv`, and if not, why.
    ///
    /// # Errors
    ///
    /// The [`PlayError`] `play` would return.
    ///
    /// ```
    /// use gomoku_core::{Game, Move, PlayError, Rules};
    /// assert_eq!(Game::new(Rules::renju()).check(Move::Pass), Err(PlayError::PassNotAllowed));
    /// ```
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        self.position().check(mv)
    }

    /// Plays `mv` for the side to move. A draw offer made to the mover lapses.
    ///
    /// # Errors
    ///
    /// As [`Position::play`]; the game is then unchanged.
    ///
    /// ```
    /// use gomoku_core::{Game, Move, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play(Move::Place("h8".parse()?))?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        self.check(mv)?;
        let mover = self.turn();
        let mut next = *self.position();
        next.play(mv)?;
        self.positions.push(next);
        self.moves.push(mv);
        if self.draw_offer == Some(!mover) {
            self.draw_offer = None;
        }
        Ok(())
    }

    /// Plays a stone on `p`.
    ///
    /// # Errors
    ///
    /// As [`Game::play`].
    ///
    /// ```
    /// use gomoku_core::{Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_at(&mut self, p: Point) -> Result<(), PlayError> {
        self.play(Move::Place(p))
    }

    /// Passes.
    ///
    /// # Errors
    ///
    /// [`PlayError::PassNotAllowed`] unless the rules allow passing; as [`Game::play`].
    ///
    /// ```
    /// use gomoku_core::{Game, Rules, Termination};
    /// let mut game = Game::new(Rules::renju().with_pass(true));
    /// game.pass()?;
    /// game.pass()?;
    /// assert_eq!(game.outcome().unwrap().termination, Termination::BothPassed);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pass(&mut self) -> Result<(), PlayError> {
        self.play(Move::Pass)
    }

    /// Takes back the last move (and any capture it made), reopening a game that the move
    /// had ended. Returns the move taken back. Any draw offer lapses.
    ///
    /// # Errors
    ///
    /// [`GameError::NothingToUndo`] at the start; [`GameError::EndedByAction`] after a
    /// resignation, timeout or draw by agreement, which are final.
    ///
    /// ```
    /// use gomoku_core::{Game, Move, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// assert_eq!(game.undo()?, Move::Place("h8".parse()?));
    /// assert!(game.moves().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Result<Move, GameError> {
        if let Some(end) = self.ending {
            return Err(GameError::EndedByAction(end.termination));
        }
        let mv = self.moves.pop().ok_or(GameError::NothingToUndo)?;
        self.positions.pop();
        self.draw_offer = None;
        Ok(mv)
    }

    fn end(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if self.is_game_over() {
            return Err(GameError::GameOver);
        }
        self.ending = Some(outcome);
        self.draw_offer = None;
        Ok(())
    }

    /// `color` resigns (on either side's turn): the other side wins.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.resign(Color::Black)?;
    /// assert_eq!(game.outcome().unwrap().winner, Some(Color::White));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.end(Outcome::new(Some(!color), Termination::Resignation))
    }

    /// `color`'s time ran out, as the caller measured it: the other side wins.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, Rules, Termination};
    /// let mut game = Game::new(Rules::renju());
    /// game.timeout(Color::White)?;
    /// assert_eq!(game.outcome().unwrap().termination, Termination::Timeout);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn timeout(&mut self, color: Color) -> Result<(), GameError> {
        self.end(Outcome::new(Some(!color), Termination::Timeout))
    }

    /// `color` offers a draw. The offer stands until the other side answers it or plays a
    /// move.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::DrawOfferPending`] if an offer already stands.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, GameError, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.offer_draw(Color::Black)?;
    /// assert_eq!(game.offer_draw(Color::White), Err(GameError::DrawOfferPending(Color::Black)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn offer_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_game_over() {
            return Err(GameError::GameOver);
        }
        if let Some(by) = self.draw_offer {
            return Err(GameError::DrawOfferPending(by));
        }
        self.draw_offer = Some(color);
        Ok(())
    }

    fn answer_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_game_over() {
            return Err(GameError::GameOver);
        }
        if self.draw_offer != Some(!color) {
            return Err(GameError::NoDrawOffer(color));
        }
        self.draw_offer = None;
        Ok(())
    }

    /// `color` accepts the other side's draw offer: the game is drawn by agreement.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::NoDrawOffer`] unless the other side offered.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, GameError, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.offer_draw(Color::Black)?;
    /// assert_eq!(game.accept_draw(Color::Black), Err(GameError::NoDrawOffer(Color::Black)));
    /// game.accept_draw(Color::White)?;
    /// assert!(game.outcome().unwrap().is_draw());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn accept_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.answer_draw(color)?;
        self.end(Outcome::new(None, Termination::Agreement))
    }

    /// `color` declines the other side's draw offer; the game goes on.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::NoDrawOffer`] unless the other side offered.
    ///
    /// ```
    /// use gomoku_core::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.offer_draw(Color::White)?;
    /// game.decline_draw(Color::Black)?;
    /// assert_eq!(game.draw_offer(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decline_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.answer_draw(color)
    }
}

impl fmt::Display for Game {
    /// The current position's drawing (`{:#}` marks forbidden points).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.position(), f)
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("rules", self.rules())
            .field("moves", &self.moves)
            .field("outcome", &self.outcome())
            .field("draw_offer", &self.draw_offer)
            .finish()
    }
}
