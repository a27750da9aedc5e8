//! A game: a position with its history, and the ends that no move causes (RULES.md §8).

use alloc::vec::Vec;
use core::fmt;

use alloc::collections::TryReserveError;

use crate::{
    Color, Ending, Expecting, GameError, History, HistoryError, Move, MoveListError, OpeningAction,
    OpeningError, Outcome, PlayError, Point, PointSet, Position, Rules, Setup, SetupError, Step,
    Symmetry, parse_moves,
};

// The opening's half of `Game` (RULES.md §7), a child module so that it sees the fields.
#[path = "game_opening.rs"]
mod game_opening;
use game_opening::OpeningLog;

/// A position with its history: moves, undo, resignation, timeout and draw offers.
///
/// Two games are equal when they have the same history: equal start positions (by
/// content, RULES.md §10), the same moves, the same ending and the same pending draw
/// offer. Compare `a.position() == b.position()` for the current positions alone.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Game, Rules, Termination};
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
    ending: Option<Ending>,
    draw_offer: Option<Color>,
    /// The opening protocol and its steps, when the game has one (`game_opening.rs`).
    pub(crate) opening: Option<OpeningLog>,
}

impl Game {
    /// A new game on the empty board, without an opening rule (Black moves first, and the
    /// first player is Black); [`Game::with_opening`] starts one with an opening.
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules};
    /// assert!(Game::new(Rules::freestyle()).moves().is_empty());
    /// ```
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game that starts from `position` (its history before that is not known).
    ///
    /// ```
    /// use gomoku_referee::{Game, Position, Rules};
    /// let game = Game::from_position(Position::new(Rules::omok()));
    /// assert_eq!(game.rules(), &Rules::omok());
    /// ```
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        // No room reserved up front: a batch of short games should not pay for long ones
        // (`Game::try_reserve` reserves for a known number of moves).
        Game {
            positions: alloc::vec![position],
            moves: Vec::new(),
            ending: None,
            draw_offer: None,
            opening: None,
        }
    }

    /// A game that starts from a validated setup.
    ///
    /// # Errors
    ///
    /// As [`Position::from_setup`].
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules, Setup};
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
    /// [`MoveListError::Play`]: the first move that cannot be played, with its 0-based
    /// index.
    ///
    /// ```
    /// use gomoku_referee::{parse_moves, Game, Move, Rules};
    /// let moves: Vec<Move> = parse_moves("h8 h9 i8").collect::<Result<_, _>>()?;
    /// let game = Game::from_moves(Rules::renju(), moves)?;
    /// assert_eq!(game.moves().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_moves(
        rules: Rules,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, MoveListError> {
        let mut game = Game::new(rules);
        for (index, m) in moves.into_iter().enumerate() {
            game.play(m)
                .map_err(|error| MoveListError::Play { index, error })?;
        }
        Ok(game)
    }

    /// The game's record: rules, start, moves, ending by action, pending draw offer, and
    /// the opening with its actions, from which [`Game::from_history`] rebuilds an equal game. Exact for every game that
    /// starts from a setup ([`Game::new`], [`Game::from_setup`], [`Game::from_moves`],
    /// [`Game::with_opening`], [`Game::from_history`]); a game made by [`Game::from_position`] from a position
    /// reached by moves keeps only that position's [`Position::to_setup`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// game.offer_draw(Color::Black)?;
    /// let history = game.history();
    /// assert_eq!(history.draw_offer, Some(Color::Black));
    /// assert_eq!(Game::from_history(&history)?, game);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn history(&self) -> History {
        History {
            rules: *self.rules(),
            start: self.start().to_setup(),
            moves: self.moves.clone(),
            ending: self.ending,
            draw_offer: self.draw_offer,
            opening: self.opening(),
            opening_actions: self.opening_actions().to_vec(),
        }
    }

    /// The game a [`History`] records: the start set up (or the opening started), the
    /// opening's actions taken, the moves played, then the ending applied, then the draw
    /// offer made, each checked as the API checks it.
    ///
    /// # Errors
    ///
    /// [`HistoryError`] for the first step that fails: the setup, a move (with its index),
    /// an ending after the moves ended the game, a draw offer in a game that is over; for
    /// an opening, one that cannot start or starts from a non-empty start, an action
    /// refused (with its index), or a first move that is not the stone the opening placed.
    ///
    /// ```
    /// use gomoku_referee::{Color, Ending, Game, GameError, History, HistoryError, Rules, Termination};
    /// let history = History { ending: Some(Ending::Agreement), ..History::new(Rules::renju()) };
    /// let game = Game::from_history(&history)?;
    /// assert_eq!(game.outcome().unwrap().termination, Termination::Agreement);
    /// let both = History { draw_offer: Some(Color::White), ..history };
    /// assert_eq!(Game::from_history(&both), Err(HistoryError::DrawOffer(GameError::GameOver)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_history(history: &History) -> Result<Game, HistoryError> {
        let mut game = match history.opening {
            Some(_) if history.start != Setup::new() => return Err(HistoryError::OpeningStart),
            Some(opening) => {
                Game::with_opening(history.rules, opening).map_err(HistoryError::Opening)?
            }
            None if history.start == Setup::new() => Game::new(history.rules),
            None => Game::from_setup(history.rules, &history.start).map_err(HistoryError::Setup)?,
        };
        game.positions.reserve(history.moves.len());
        game.moves.reserve(history.moves.len());
        // The opening's actions first: they place its stones, the first moves.
        for (index, &action) in history.opening_actions.iter().enumerate() {
            game.act(action)
                .map_err(|error| HistoryError::OpeningAction { index, error })?;
            let placed = game.moves.len();
            if placed > 0 && history.moves.get(placed - 1) != game.moves.last() {
                return Err(HistoryError::OpeningStone { index: placed - 1 });
            }
        }
        let placed = game.moves.len();
        for (index, &m) in history.moves.iter().enumerate().skip(placed) {
            game.play(m)
                .map_err(|error| HistoryError::Move { index, error })?;
        }
        if let Some(ending) = history.ending {
            game.end(ending).map_err(HistoryError::Ending)?;
        }
        if let Some(color) = history.draw_offer {
            game.offer_draw(color).map_err(HistoryError::DrawOffer)?;
        }
        Ok(game)
    }

    /// Reserves room for `moves` more moves, so that playing them allocates nothing more,
    /// or fails without aborting: for callers that take the number of moves from outside
    /// (each move keeps a [`Position`] of about 300 bytes).
    ///
    /// # Errors
    ///
    /// The allocator's [`TryReserveError`] when the room cannot be had; the game is
    /// unchanged.
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.try_reserve(225)?;
    /// assert!(game.try_reserve(usize::MAX).is_err());
    /// # Ok::<(), std::collections::TryReserveError>(())
    /// ```
    pub fn try_reserve(&mut self, moves: usize) -> Result<(), TryReserveError> {
        self.positions.try_reserve(moves)?;
        self.moves.try_reserve(moves)
    }

    /// The end of the game by an action (resignation, timeout, agreement), if any; an end
    /// by a move is the position's ([`Position::outcome`]).
    ///
    /// ```
    /// use gomoku_referee::{Color, Ending, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.timeout(Color::Black)?;
    /// assert_eq!(game.ending(), Some(Ending::Timeout(Color::Black)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// A game from the empty board through a move list given as text, such as
    /// `"h8 h9 i8"` (see [`parse_moves`]): what C's `gomoku_game_play_text` and Python's
    /// `Game.from_moves(rules, "h8 h9")` do, in one call.
    ///
    /// # Errors
    ///
    /// [`MoveListError`]: the first move that does not parse or cannot be played.
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules};
    /// let game = Game::from_text(Rules::renju(), "h8 h9 i8")?;
    /// assert_eq!(game.moves().len(), 3);
    /// # Ok::<(), gomoku_referee::MoveListError>(())
    /// ```
    pub fn from_text(rules: Rules, text: &str) -> Result<Game, MoveListError> {
        let mut game = Game::new(rules);
        game.play_text(text)?;
        Ok(game)
    }

    /// Plays a move list given as text (`"h8 h9 i8"`, `"h8,h9"`, `pass`; only spaces and
    /// commas separate moves, so the packed `"h8h9"` is one bad move), all or nothing.
    ///
    /// # Errors
    ///
    /// [`MoveListError`]: the first move that does not parse or cannot be played, with
    /// its 0-based index in `text`; the game is then unchanged.
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules};
    /// let mut game = Game::new(Rules::freestyle());
    /// game.play_text("h8 h9")?;
    /// assert_eq!(game.play_text("i8 i8").unwrap_err().index(), 1);
    /// assert_eq!(game.moves().len(), 2);
    /// # Ok::<(), gomoku_referee::MoveListError>(())
    /// ```
    pub fn play_text(&mut self, text: &str) -> Result<(), MoveListError> {
        let mut next = self.clone();
        for (index, m) in parse_moves(text).enumerate() {
            next.play(m?)
                .map_err(|error| MoveListError::Play { index, error })?;
        }
        *self = next;
        Ok(())
    }

    /// The current position.
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules};
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
    /// use gomoku_referee::{Game, Rules};
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
    /// use gomoku_referee::{Game, Rules};
    /// assert_eq!(Game::new(Rules::pente()).rules().size(), 19);
    /// ```
    #[must_use]
    pub fn rules(&self) -> &Rules {
        self.position().rules()
    }

    /// The side to move.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
    /// assert_eq!(Game::new(Rules::renju()).turn(), Color::Black);
    /// ```
    #[must_use]
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The moves played since the start.
    ///
    /// ```
    /// use gomoku_referee::{Game, Move, Rules};
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
    /// use gomoku_referee::{Game, Rules};
    /// assert_eq!(Game::new(Rules::renju()).outcome(), None);
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending
            .map(Ending::outcome)
            .or(self.position().outcome())
    }

    /// Whether the game has ended.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.timeout(Color::Black)?;
    /// assert!(game.is_game_over());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// [`Position::vcf`] on the current position, refused once the game has ended in any
    /// way (a resignation, a timeout or an agreement too, which the position does not
    /// know of).
    ///
    /// # Errors
    ///
    /// As [`Position::vcf`]; [`VcfError::GameOver`](crate::VcfError::GameOver) for a game that
    /// has ended.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules, VcfError, VcfLimits};
    /// let mut game = Game::new(Rules::renju());
    /// game.resign(Color::White)?;
    /// assert_eq!(game.vcf(Color::Black, &VcfLimits::default()), Err(VcfError::GameOver));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn vcf(
        &self,
        attacker: Color,
        limits: &crate::VcfLimits,
    ) -> Result<crate::Vcf, crate::VcfError> {
        self.vcf_with(&mut crate::VcfSolver::new(), attacker, limits)
    }

    /// [`Game::vcf`] with a reusable [`VcfSolver`](crate::VcfSolver) (its table kept
    /// from one search to the next): the same answer.
    ///
    /// # Errors
    ///
    /// As [`Game::vcf`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules, VcfLimits, VcfSolver};
    /// let game = Game::new(Rules::renju());
    /// let mut solver = VcfSolver::new();
    /// let limits = VcfLimits::default();
    /// assert_eq!(game.vcf_with(&mut solver, Color::Black, &limits)?, game.vcf(Color::Black, &limits)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn vcf_with(
        &self,
        solver: &mut crate::VcfSolver,
        attacker: Color,
        limits: &crate::VcfLimits,
    ) -> Result<crate::Vcf, crate::VcfError> {
        if self.is_game_over() {
            return Err(crate::VcfError::GameOver);
        }
        solver.vcf(self.position(), attacker, limits)
    }

    /// The side with a pending draw offer, if any.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.offer_draw(Color::Black)?;
    /// assert_eq!(game.draw_offer(), Some(Color::Black));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The points where the side to move may play now: none once the game is over, by a
    /// move or by an action (resignation, timeout, agreement) that the position does not
    /// record. During an opening, the points where a move is the opening's stone
    /// ([`Game::play`]: the placement's or the pick's [allowed
    /// points](Game::allowed_points)), none at its other steps. No allocation.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::freestyle().with_size(9)?);
    /// assert_eq!(game.legal_moves().len(), 81);
    /// game.resign(Color::White)?;
    /// assert!(game.legal_moves().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn legal_moves(&self) -> PointSet {
        if self.ending.is_some() {
            return PointSet::new();
        }
        if self.opening_under_way() && !self.position().is_game_over() {
            return match self.expected().map(|e| e.what) {
                Some(
                    Expecting::Place { .. }
                    | Expecting::ChooseColorOrPlace { .. }
                    | Expecting::Pick,
                ) => self.allowed_points(),
                _ => PointSet::new(),
            };
        }
        self.position().legal_moves()
    }

    /// The number of points where the side to move may play now: `legal_moves().len()`,
    /// counted without listing the points where no forbidden point is judged (as
    /// [`Position::legal_move_count`]).
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::freestyle().with_size(9)?);
    /// game.play_text("e5 e6")?;
    /// assert_eq!(game.legal_move_count(), 79);
    /// game.resign(Color::White)?;
    /// assert_eq!(game.legal_move_count(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn legal_move_count(&self) -> usize {
        if self.ending.is_some() {
            return 0;
        }
        if self.opening_under_way() && !self.position().is_game_over() {
            return self.legal_moves().len();
        }
        self.position().legal_move_count()
    }

    /// Whether a stone on `p` would be accepted now.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
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
    /// The [`PlayError`] `play` would return (during an opening, see [`Game::play`]).
    ///
    /// ```
    /// use gomoku_referee::{Game, Move, PlayError, Rules};
    /// assert_eq!(Game::new(Rules::renju()).check(Move::Pass), Err(PlayError::PassNotAllowed));
    /// ```
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        if self.opening_under_way() && !self.position().is_game_over() {
            let action = self.opening_stone(mv)?;
            let state = self.opening_state().ok_or(PlayError::OpeningUnderWay)?;
            return match state.apply(self.position(), action) {
                Ok(_) => Ok(()),
                Err(e) => Err(opening_play_error(e)),
            };
        }
        self.position().check(mv)
    }

    /// The opening action a stone of normal play stands for now: the expected placement
    /// (Swap2's white stone among them) or the pick of an offered fifth move (RULES.md §7).
    fn opening_stone(&self, mv: Move) -> Result<OpeningAction, PlayError> {
        let Move::Place(p) = mv else {
            return Err(PlayError::OpeningUnderWay);
        };
        match self.expected().map(|e| e.what) {
            Some(Expecting::Place { .. } | Expecting::ChooseColorOrPlace { .. }) => {
                Ok(OpeningAction::Place(p))
            }
            Some(Expecting::Pick) => Ok(OpeningAction::Pick(p)),
            _ => Err(PlayError::OpeningUnderWay),
        }
    }

    /// Plays `mv` for the side to move. A draw offer made to the mover lapses.
    ///
    /// During an opening (RULES.md §7) a stone is the opening's stone when its step puts
    /// one on the board: the expected placement ([`Game::place`]; Swap2's white stone
    /// too) or the pick of an offered fifth move ([`Game::pick`]) — one verb for a stone,
    /// as a site or an agent sends it. Any other move is refused with
    /// [`PlayError::OpeningUnderWay`] (its actions come first: [`Game::expected`] says
    /// which), and so is a stone the step refuses for the opening's own reasons (outside
    /// its area, not offered: [`Game::place`] and [`Game::pick`] name them).
    ///
    /// # Errors
    ///
    /// As [`Position::play`], and [`PlayError::OpeningUnderWay`] as above; the game is
    /// then unchanged.
    ///
    /// ```
    /// use gomoku_referee::{Game, Move, Opening, PlayError, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play(Move::Place("h8".parse()?))?;
    /// // Under RIF the first stone goes on the centre: a move there is that placement.
    /// let mut rif = Game::with_opening(Rules::renju(), Opening::Rif)?;
    /// assert_eq!(rif.play(Move::Place("a1".parse()?)), Err(PlayError::OpeningUnderWay));
    /// rif.play(Move::Place("h8".parse()?))?;
    /// assert_eq!(rif.opening_actions().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        if self.opening_under_way() && !self.position().is_game_over() {
            let action = self.opening_stone(mv)?;
            return self.act(action).map_err(opening_play_error);
        }
        let mover = self.turn();
        // The next position is played in its place at the end of the history; a refused
        // move takes it off again. `Position::play` checks the move itself (the forbidden
        // judge runs once). `extend_from_within` copies the current position straight
        // into its new place: `push(*self.position())` copied it twice, through the
        // stack (8–20 % of a move: `cargo bench -p gomoku-bench -- game_replay`).
        self.positions
            .extend_from_within(self.positions.len().saturating_sub(1)..);
        let played = match self.positions.last_mut() {
            Some(next) => next.play(mv),
            None => unreachable!("a position was just pushed"),
        };
        if let Err(e) = played {
            self.positions.pop();
            return Err(e);
        }
        self.moves.push(mv);
        // An offer lapses when the side it was made to plays, and with the end of the game.
        if self.draw_offer == Some(!mover) || self.is_game_over() {
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
    /// use gomoku_referee::{Game, Rules};
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
    /// use gomoku_referee::{Game, Rules, Termination};
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
    /// Under an opening, a placed opening stone or the picked fifth move is taken back like
    /// a move, with its opening step; [`Game::undo_step`] also takes back the steps that
    /// place no stone.
    ///
    /// # Errors
    ///
    /// [`GameError::NothingToUndo`] at the start; [`GameError::EndedByAction`] after a
    /// resignation, timeout or draw by agreement, which are final;
    /// [`GameError::NotAMove`] when the last step is an opening action placing no stone.
    ///
    /// ```
    /// use gomoku_referee::{Game, Move, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// assert_eq!(game.undo()?, Move::Place("h8".parse()?));
    /// assert!(game.moves().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Result<Move, GameError> {
        if let Some(end) = self.ending {
            return Err(GameError::EndedByAction(end.outcome().termination));
        }
        if let Some(action) = self.last_opening_step() {
            return match action {
                crate::OpeningAction::Place(_) | crate::OpeningAction::Pick(_) => {
                    match self.undo_step()? {
                        Step::Opening(
                            crate::OpeningAction::Place(p) | crate::OpeningAction::Pick(p),
                        ) => Ok(Move::Place(p)),
                        _ => unreachable!("the last step placed a stone"),
                    }
                }
                other => Err(GameError::NotAMove(other.name())),
            };
        }
        let mv = self.moves.pop().ok_or(GameError::NothingToUndo)?;
        self.positions.pop();
        self.draw_offer = None;
        Ok(mv)
    }

    /// The Zobrist key of the current position ([`Position::key`]).
    ///
    /// ```
    /// use gomoku_referee::{Game, Position, Rules};
    /// let game = Game::new(Rules::renju());
    /// assert_eq!(game.key(), Position::new(Rules::renju()).key());
    /// ```
    #[must_use]
    pub fn key(&self) -> u64 {
        self.position().key()
    }

    /// The same game seen through a symmetry of the board, history and all: the start
    /// position and every position after it are transformed, and every move with them;
    /// the ending and a pending draw offer are kept.
    ///
    /// ```
    /// use gomoku_referee::{Game, Move, Rules, Symmetry};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("h8".parse()?)?;
    /// game.play_at("i9".parse()?)?;
    /// let turned = game.transform(Symmetry::MirrorLeftRight);
    /// assert_eq!(turned.moves()[1], Move::Place("g9".parse()?));
    /// assert_eq!(turned.position(), &game.position().transform(Symmetry::MirrorLeftRight));
    /// assert_eq!(turned.transform(Symmetry::MirrorLeftRight), game);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn transform(&self, symmetry: Symmetry) -> Game {
        let n = self.rules().size();
        let mut positions = Vec::with_capacity(self.positions.capacity());
        positions.extend(self.positions.iter().map(|p| p.transform(symmetry)));
        Game {
            positions,
            moves: self
                .moves
                .iter()
                .map(|&m| match m {
                    Move::Place(p) => Move::Place(symmetry.map_point(p, n)),
                    Move::Pass => Move::Pass,
                })
                .collect(),
            ending: self.ending,
            draw_offer: self.draw_offer,
            // The opening's record and offers, seen the same way (its areas are symmetric).
            opening: self.opening.as_ref().map(|o| o.transform(symmetry, n)),
        }
    }

    /// The game seen through the symmetry that makes its current position canonical
    /// ([`Position::canonical`]), with that symmetry.
    ///
    /// ```
    /// use gomoku_referee::{Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.play_at("c3".parse()?)?;
    /// let (canonical, s) = game.canonical();
    /// assert_eq!(canonical.position(), &game.position().canonical().0);
    /// assert_eq!(canonical, game.transform(s));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn canonical(&self) -> (Game, Symmetry) {
        let (_, s) = self.position().canonical();
        (self.transform(s), s)
    }

    fn end(&mut self, ending: Ending) -> Result<(), GameError> {
        if self.is_game_over() {
            return Err(GameError::GameOver);
        }
        self.ending = Some(ending);
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
    /// use gomoku_referee::{Color, Game, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.resign(Color::Black)?;
    /// assert_eq!(game.outcome().unwrap().winner, Some(Color::White));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.end(Ending::Resignation(color))
    }

    /// `color`'s time ran out, as the caller measured it: the other side wins.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules, Termination};
    /// let mut game = Game::new(Rules::renju());
    /// game.timeout(Color::White)?;
    /// assert_eq!(game.outcome().unwrap().termination, Termination::Timeout);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn timeout(&mut self, color: Color) -> Result<(), GameError> {
        self.end(Ending::Timeout(color))
    }

    /// `color` offers a draw. The offer stands until the other side answers it or plays a
    /// move.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::DrawOfferPending`] if an offer already stands.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, GameError, Rules};
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
    /// use gomoku_referee::{Color, Game, GameError, Rules};
    /// let mut game = Game::new(Rules::renju());
    /// game.offer_draw(Color::Black)?;
    /// assert_eq!(game.accept_draw(Color::Black), Err(GameError::NoDrawOffer(Color::Black)));
    /// game.accept_draw(Color::White)?;
    /// assert!(game.outcome().unwrap().is_draw());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn accept_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.answer_draw(color)?;
        self.end(Ending::Agreement)
    }

    /// `color` declines the other side's draw offer; the game goes on.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::NoDrawOffer`] unless the other side offered.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Rules};
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
            .field("opening", &self.opening)
            .finish()
    }
}

/// A refused opening stone played as a move: the position's refusal as it is, the
/// opening's own as [`PlayError::OpeningUnderWay`].
fn opening_play_error(e: OpeningError) -> PlayError {
    match e {
        OpeningError::Illegal(e) => e,
        OpeningError::GameOver => PlayError::GameOver,
        _ => PlayError::OpeningUnderWay,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ParseError;
    use crate::Termination;
    use crate::testing::p;
    use std::string::ToString;

    #[test]
    fn a_transformed_game_keeps_its_opening_seen_the_same_way() {
        use crate::{Opening, OpeningAction};
        let mut game = Game::with_opening(Rules::renju(), Opening::Rif).unwrap();
        for s in ["h8", "h9", "j10"] {
            game.place(p(s)).unwrap();
        }
        game.keep().unwrap();
        game.place(p("g10")).unwrap();
        game.offer(&[p("g8"), p("i8")]).unwrap();
        for symmetry in Symmetry::ALL {
            let t = game.transform(symmetry);
            let n = game.rules().size();
            let offers: PointSet = [p("g8"), p("i8")]
                .into_iter()
                .map(|q| symmetry.map_point(q, n))
                .collect();
            assert_eq!(t.opening_state().unwrap().offers(), &offers);
            assert_eq!(
                t.opening_actions()[0],
                OpeningAction::Place(symmetry.map_point(p("h8"), n))
            );
            assert_eq!(t.expected(), game.expected());
            // Its record replays to the same game.
            assert_eq!(Game::from_history(&t.history()), Ok(t.clone()));
            let mut picked = t.clone();
            picked.pick(symmetry.map_point(p("i8"), n)).unwrap();
        }
    }

    #[test]
    fn an_offer_lapses_with_the_end_of_the_game() {
        // The offer is made to Black, but White's own pass ends the game (both passed).
        let mut g = Game::new(Rules::freestyle().with_size(7).unwrap().with_pass(true));
        g.pass().unwrap();
        g.offer_draw(Color::White).unwrap();
        g.pass().unwrap();
        assert_eq!(g.outcome().unwrap().termination, Termination::BothPassed);
        assert_eq!(g.draw_offer(), None);
        assert_eq!(g.decline_draw(Color::Black), Err(GameError::GameOver));
        // The mover offers, then wins with a five: nothing is left to answer.
        let mut g = game(&["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2"]);
        g.offer_draw(Color::Black).unwrap();
        g.play_at(p("e1")).unwrap();
        assert_eq!(g.outcome().unwrap().termination, Termination::Five);
        assert_eq!(g.draw_offer(), None);
        // Undo reopens the game without the offer.
        g.undo().unwrap();
        assert_eq!(g.draw_offer(), None);
    }

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new(Rules::freestyle());
        for m in moves {
            game.play_at(p(m)).unwrap();
        }
        game
    }

    #[test]
    fn a_draw_offer_lapses_when_the_side_offered_to_plays() {
        let mut g = game(&[]);
        g.offer_draw(Color::Black).unwrap();
        assert_eq!(g.draw_offer(), Some(Color::Black));
        // One offer at a time, whoever makes the second.
        for c in Color::ALL {
            assert_eq!(
                g.offer_draw(c),
                Err(GameError::DrawOfferPending(Color::Black))
            );
        }
        // The offerer cannot answer his own offer; refusals change nothing.
        let before = g.clone();
        assert_eq!(
            g.accept_draw(Color::Black),
            Err(GameError::NoDrawOffer(Color::Black))
        );
        assert_eq!(
            g.decline_draw(Color::Black),
            Err(GameError::NoDrawOffer(Color::Black))
        );
        assert_eq!(g, before);
        // The offerer's own move keeps the offer; the other side's move ends it.
        g.play_at(p("h8")).unwrap();
        assert_eq!(g.draw_offer(), Some(Color::Black));
        // A refused move is no move.
        assert!(g.play_at(p("h8")).is_err());
        assert_eq!(g.draw_offer(), Some(Color::Black));
        g.play_at(p("h9")).unwrap();
        assert_eq!(g.draw_offer(), None);
        assert_eq!(
            g.accept_draw(Color::White),
            Err(GameError::NoDrawOffer(Color::White))
        );

        // An offer made out of turn, declined: the game goes on.
        g.offer_draw(Color::White).unwrap();
        g.decline_draw(Color::Black).unwrap();
        assert_eq!(g.draw_offer(), None);
        assert_eq!(
            g.decline_draw(Color::Black),
            Err(GameError::NoDrawOffer(Color::Black))
        );
        assert!(!g.is_game_over());

        // Undo takes any offer with it.
        g.offer_draw(Color::White).unwrap();
        g.undo().unwrap();
        assert_eq!(g.draw_offer(), None);
    }

    #[test]
    fn a_draw_offer_is_a_players_across_the_swaps_of_an_opening() {
        use crate::{Opening, Player};
        let rif = || {
            let mut g = Game::with_opening(Rules::renju(), Opening::Rif).unwrap();
            for q in ["h8", "h9", "h10"] {
                g.place(p(q)).unwrap();
            }
            g
        };
        // Made by the first player (Black) to the second, who acts: it lapses, as with a
        // move, whether he swaps or keeps.
        for swap in [true, false] {
            let mut g = rif();
            g.offer_draw(Color::Black).unwrap();
            if swap { g.swap() } else { g.keep() }.unwrap();
            assert_eq!(g.draw_offer(), None, "swap: {swap}");
        }
        // Made by the second player, who then swaps: still his, now with Black. The first
        // player (now White) may answer it; its maker may not.
        let mut g = rif();
        g.offer_draw(Color::White).unwrap();
        g.swap().unwrap();
        assert_eq!(g.draw_offer(), Some(Color::Black));
        assert_eq!(g.player(Color::Black), Player::Second);
        assert_eq!(
            g.accept_draw(Color::Black),
            Err(GameError::NoDrawOffer(Color::Black))
        );
        g.accept_draw(Color::White).unwrap();
        assert_eq!(g.outcome().unwrap().termination, Termination::Agreement);
    }

    #[test]
    fn an_accepted_offer_ends_the_game() {
        let mut g = game(&["h8", "h9"]);
        // White offers on Black's turn; Black accepts.
        g.offer_draw(Color::White).unwrap();
        g.accept_draw(Color::Black).unwrap();
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome, Outcome::decided(None, Termination::Agreement));
        assert_eq!(outcome.to_string(), "1/2-1/2 (agreement)");
        assert_eq!(g.draw_offer(), None);
        // Nothing more: every action is refused and changes nothing.
        let before = g.clone();
        assert_eq!(g.offer_draw(Color::Black), Err(GameError::GameOver));
        assert_eq!(g.accept_draw(Color::White), Err(GameError::GameOver));
        assert_eq!(g.decline_draw(Color::White), Err(GameError::GameOver));
        assert_eq!(g.resign(Color::Black), Err(GameError::GameOver));
        assert_eq!(g.timeout(Color::White), Err(GameError::GameOver));
        assert_eq!(g.play_at(p("a1")), Err(PlayError::GameOver));
        assert_eq!(g.check(Move::Pass), Err(PlayError::GameOver));
        assert!(!g.is_legal(p("a1")));
        assert_eq!(g, before);
    }

    #[test]
    fn ends_by_action_cannot_be_undone() {
        type End = fn(&mut Game) -> Result<(), GameError>;
        let ends: [(End, Outcome); 5] = [
            (
                |g| g.resign(Color::Black),
                Outcome::decided(Some(Color::White), Termination::Resignation),
            ),
            (
                |g| g.resign(Color::White), // on Black's turn
                Outcome::decided(Some(Color::Black), Termination::Resignation),
            ),
            (
                |g| g.timeout(Color::Black),
                Outcome::decided(Some(Color::White), Termination::Timeout),
            ),
            (
                |g| g.timeout(Color::White),
                Outcome::decided(Some(Color::Black), Termination::Timeout),
            ),
            (
                |g| {
                    g.offer_draw(Color::Black)?;
                    g.accept_draw(Color::White)
                },
                Outcome::decided(None, Termination::Agreement),
            ),
        ];
        for (end, outcome) in ends {
            for moves in [&[][..], &["h8", "h9"][..]] {
                let mut g = game(moves);
                end(&mut g).unwrap();
                assert_eq!(g.outcome(), Some(outcome));
                // The position itself has not ended: only the game has.
                assert_eq!(g.position().outcome(), None);
                let before = g.clone();
                assert_eq!(g.undo(), Err(GameError::EndedByAction(outcome.termination)));
                assert_eq!(g, before);
                assert_eq!(g.moves().len(), moves.len());
            }
        }
    }

    #[test]
    fn undo_reopens_a_game_that_a_move_ended() {
        let mut g = game(&["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"]);
        let before = g.clone();
        g.play_at(p("l8")).unwrap();
        assert_eq!(g.outcome().unwrap().termination, Termination::Five);
        assert_eq!(g.offer_draw(Color::White), Err(GameError::GameOver));
        assert_eq!(g.undo(), Ok(Move::Place(p("l8"))));
        assert_eq!(g, before);
        assert_eq!(g.outcome(), None);
        assert_eq!(g.turn(), Color::Black);
        // Undo to the start, and no further.
        while g.undo().is_ok() {}
        assert_eq!(g.position(), g.start());
        assert!(g.moves().is_empty());
        assert_eq!(g.undo(), Err(GameError::NothingToUndo));
    }

    #[test]
    fn undo_of_a_pass() {
        let mut g = Game::new(Rules::freestyle().with_pass(true));
        g.pass().unwrap();
        assert_eq!((g.turn(), g.moves()), (Color::White, &[Move::Pass][..]));
        assert_eq!(g.undo(), Ok(Move::Pass));
        assert_eq!(g.turn(), Color::Black);
        assert_eq!(g.position(), g.start());

        // Two passes draw; taking the second back reopens the game with one pass standing,
        // so a pass again draws at once, while a stone starts the count again.
        g.pass().unwrap();
        g.pass().unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::decided(None, Termination::BothPassed))
        );
        assert_eq!(g.undo(), Ok(Move::Pass));
        assert_eq!((g.outcome(), g.turn()), (None, Color::White));
        let one_pass = g.clone();
        g.pass().unwrap();
        assert_eq!(g.outcome().unwrap().termination, Termination::BothPassed);
        g = one_pass;
        g.play_at(p("h8")).unwrap();
        g.pass().unwrap();
        assert!(!g.is_game_over());
        g.pass().unwrap();
        assert_eq!(g.outcome().unwrap().termination, Termination::BothPassed);
        assert_eq!(
            g.moves(),
            [Move::Pass, Move::Place(p("h8")), Move::Pass, Move::Pass]
        );
    }

    #[test]
    fn from_moves_names_the_first_bad_move() {
        let moves = [p("h8"), p("h9"), p("h8"), p("a1")].map(Move::Place);
        let occupied = MoveListError::Play {
            index: 2,
            error: PlayError::Occupied { point: p("h8") },
        };
        assert_eq!(Game::from_moves(Rules::freestyle(), moves), Err(occupied));
        assert_eq!(occupied.index(), 2);
        assert_eq!(
            occupied.to_string(),
            "move 2 of the move list cannot be played: h8 is occupied"
        );
        assert_eq!(
            Game::from_moves(Rules::freestyle(), [Move::Pass]),
            Err(MoveListError::Play {
                index: 0,
                error: PlayError::PassNotAllowed
            })
        );
        let g = Game::from_moves(Rules::freestyle(), moves[..2].iter().copied()).unwrap();
        assert_eq!(g.moves().len(), 2);
        assert_eq!(g.position().stones_played(), 2);
        assert_eq!(g.to_string(), g.position().to_string());
    }

    /// Issue 11, item 8: the move-list error is an `Error` (so `?` works), and one call
    /// makes a game from a move string, as C and Python do.
    #[test]
    fn a_game_from_move_text() -> Result<(), std::boxed::Box<dyn core::error::Error>> {
        let g = Game::from_text(Rules::freestyle(), "h8 h9,i8")?;
        assert_eq!(g.moves().len(), 3);
        let g2 = Game::from_moves(Rules::freestyle(), g.moves().iter().copied())?;
        assert_eq!(g2, g);
        // A move that does not parse, or cannot be played: its index, nothing played.
        let bad = Game::from_text(Rules::freestyle(), "h8 z99").unwrap_err();
        assert_eq!(bad.index(), 1);
        assert!(matches!(
            bad,
            MoveListError::Parse(ParseError::InvalidMoveList { index: 1, .. })
        ));
        assert_eq!(
            bad.to_string(),
            "move 1 of the move list is invalid: \"z99\""
        );
        let mut g = Game::new(Rules::freestyle());
        g.play_text("a1 a2")?;
        let before = g.clone();
        assert_eq!(
            g.play_text("a3 a3"),
            Err(MoveListError::Play {
                index: 1,
                error: PlayError::Occupied { point: p("a3") }
            })
        );
        assert_eq!(g.play_text("a3;a4").unwrap_err().index(), 0);
        assert_eq!(g.play_text("a3 a4a5").unwrap_err().index(), 1);
        assert_eq!(g, before, "all or nothing");
        g.play_text("")?;
        assert_eq!(g, before);
        Ok(())
    }
}
