//! `Game` under an opening rule (RULES.md §7): the opening's state, its actions, undo
//! through them, and the record of what was done.
//!
//! A game made by [`Game::with_opening`] runs the opening before normal play: while it is
//! under way [`Game::play`] takes a stone as the opening's placement or pick when that is
//! what the step expects, and refuses anything else with
//! [`PlayError::OpeningUnderWay`](crate::PlayError::OpeningUnderWay); the players act
//! through [`Game::act`] (or [`Game::place`], [`Game::swap`], [`Game::keep`],
//! [`Game::choose`], [`Game::declare`], [`Game::offer`], [`Game::pick`]). Placed stones
//! and the picked fifth move go on the board and into [`Game::moves`] as moves; every
//! action goes into [`Game::opening_actions`]. A game made by [`Game::new`] has no opening
//! and behaves as before.

use alloc::vec::Vec;

use super::Game;
use crate::opening::check_offers;
use crate::{
    Color, Expected, Expecting, GameError, Move, Opening, OpeningAction, OpeningError,
    OpeningState, Player, Point, PointSet, Rules, Step,
};

/// The opening of a game: its state now, and the steps that led there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct OpeningLog {
    /// The state before the first action, then after each action.
    states: Vec<OpeningState>,
    actions: Vec<OpeningAction>,
    /// Stones placed by the opening actions (placements and the pick).
    stones: usize,
}

impl OpeningLog {
    fn state(&self) -> &OpeningState {
        self.states
            .last()
            .unwrap_or_else(|| unreachable!("an opening has a state"))
    }
}

impl OpeningLog {
    /// The log seen through `symmetry` on a board of side `n` ([`Game::transform`]).
    pub(crate) fn transform(&self, symmetry: crate::Symmetry, n: u8) -> OpeningLog {
        OpeningLog {
            states: self
                .states
                .iter()
                .map(|s| s.transform(symmetry, n))
                .collect(),
            actions: self
                .actions
                .iter()
                .map(|a| a.transform(symmetry, n))
                .collect(),
            stones: self.stones,
        }
    }
}

fn places_stone(action: &OpeningAction) -> bool {
    matches!(action, OpeningAction::Place(_) | OpeningAction::Pick(_))
}

impl Game {
    /// A new game on the empty board that starts with `opening`.
    ///
    /// # Errors
    ///
    /// [`OpeningError::BoardTooSmall`] when the board is below [`Opening::min_size`];
    /// [`OpeningError::OffersOutOfRange`] for an N out of range.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Opening, Player, Rules};
    /// let mut game = Game::with_opening(Rules::renju(), Opening::soosorv(8)?)?;
    /// for p in ["h8", "h9", "j10"] {
    ///     game.place(p.parse()?)?; // the first player places the 26-pattern stones
    /// }
    /// game.swap()?; // the second player takes Black
    /// assert_eq!(game.player(Color::Black), Player::Second);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_opening(rules: Rules, opening: Opening) -> Result<Game, OpeningError> {
        let state = OpeningState::new(opening, rules.size())?;
        let mut game = Game::new(rules);
        game.opening = Some(OpeningLog {
            states: alloc::vec![state],
            actions: Vec::new(),
            stones: 0,
        });
        Ok(game)
    }

    /// The opening rule, if the game has one.
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, Rules};
    /// assert_eq!(Game::new(Rules::renju()).opening(), None);
    /// let game = Game::with_opening(Rules::renju(), Opening::Rif)?;
    /// assert_eq!(game.opening(), Some(Opening::Rif));
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub fn opening(&self) -> Option<Opening> {
        self.opening.as_ref().map(|o| o.state().opening())
    }

    /// The opening's state now (complete once normal play has begun).
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, Rules};
    /// let game = Game::with_opening(Rules::renju(), Opening::Rif)?;
    /// assert!(!game.opening_state().unwrap().is_complete());
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub fn opening_state(&self) -> Option<&OpeningState> {
        self.opening.as_ref().map(OpeningLog::state)
    }

    /// Whether an opening is under way: chosen, not complete, and the game not over.
    pub(crate) fn opening_under_way(&self) -> bool {
        self.opening_state().is_some_and(|s| !s.is_complete())
    }

    /// What the opening expects next — who acts and what — or `None` when there is no
    /// opening, it is complete, or the game is over.
    ///
    /// ```
    /// use gomoku_referee::{Expecting, Game, Opening, Player, Rules};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Swap)?;
    /// for p in ["h8", "h9", "i8"] {
    ///     game.place(p.parse()?)?;
    /// }
    /// let e = game.expected().unwrap();
    /// assert_eq!((e.player, e.what), (Player::Second, Expecting::ChooseColor));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn expected(&self) -> Option<Expected> {
        if self.is_game_over() {
            return None;
        }
        self.opening_state()?.expected(self.position())
    }

    /// The points where the expected stone, offers or pick may go now (see
    /// [`OpeningState::allowed_points`]); during normal play, [`Game::legal_moves`].
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, Rules};
    /// let mut game = Game::with_opening(Rules::renju(), Opening::Rif)?;
    /// game.place("h8".parse()?)?;
    /// assert_eq!(game.allowed_points().len(), 8); // next to the centre
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn allowed_points(&self) -> PointSet {
        if self.is_game_over() {
            return PointSet::new();
        }
        match self.opening_state() {
            Some(s) if !s.is_complete() => s.allowed_points(self.position()),
            _ => self.legal_moves(),
        }
    }

    /// The player who holds `color` now: after the opening, for the rest of the game;
    /// during it, tentatively. Without an opening the first player is Black.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Player, Rules};
    /// assert_eq!(Game::new(Rules::renju()).player(Color::White), Player::Second);
    /// ```
    #[must_use]
    pub fn player(&self, color: Color) -> Player {
        match self.opening_state() {
            Some(s) => s.player(color),
            None if color == Color::Black => Player::First,
            None => Player::Second,
        }
    }

    /// The colour `player` holds now (see [`Game::player`]).
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Player, Rules};
    /// assert_eq!(Game::new(Rules::renju()).color_of(Player::First), Color::Black);
    /// ```
    #[must_use]
    pub fn color_of(&self, player: Player) -> Color {
        if self.player(Color::Black) == player {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The opening's actions so far, in order (placed stones included): the record that
    /// game files keep (RenjuNet's `swap` and `alt`, SGF offers).
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, OpeningAction, Rules};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Swap)?;
    /// game.place("h8".parse()?)?;
    /// assert_eq!(game.opening_actions(), [OpeningAction::Place("h8".parse()?)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn opening_actions(&self) -> &[OpeningAction] {
        self.opening.as_ref().map_or(&[], |o| &o.actions)
    }

    /// The opening action that is the game's last step, if the last step is one.
    pub(crate) fn last_opening_step(&self) -> Option<OpeningAction> {
        let log = self.opening.as_ref()?;
        if self.moves.len() > log.stones {
            return None; // normal play has moved since
        }
        log.actions.last().copied()
    }

    /// Takes one opening action for the player [`Game::expected`] names. A draw offer made
    /// to that player lapses, as with a move; one he made stays his, with the colour he
    /// holds after the action (a swap exchanges the colours, not the offer).
    ///
    /// # Errors
    ///
    /// [`OpeningError::NoOpening`] without an opening under way; [`OpeningError::GameOver`]
    /// after the end; as [`OpeningState::apply`] otherwise. The game is then unchanged.
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, OpeningAction, OpeningError, Rules};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Pro)?;
    /// let e = game.act(OpeningAction::Swap).unwrap_err();
    /// assert_eq!(e.to_string(), "swap is not expected: the first player (black) places a black stone on the centre");
    /// # Ok::<(), OpeningError>(())
    /// ```
    pub fn act(&mut self, action: OpeningAction) -> Result<(), OpeningError> {
        if self.ending.is_some() || self.position().is_game_over() {
            return Err(if self.opening.is_some() {
                OpeningError::GameOver
            } else {
                OpeningError::NoOpening
            });
        }
        let expected = self.expected().ok_or(OpeningError::NoOpening)?;
        let position = *self.position();
        let log = self.opening.as_mut().ok_or(OpeningError::NoOpening)?;
        let (next, stone) = log.state().apply(&position, action)?;
        if let Some(p) = stone {
            let mut after = position;
            after.play(Move::Place(p)).map_err(OpeningError::Illegal)?;
            self.positions.push(after);
            self.moves.push(Move::Place(p));
            log.stones += 1;
        }
        log.states.push(next);
        log.actions.push(action);
        // An offer is a player's: one made to the actor lapses, as with a move; the
        // actor's own follows him to the colour he holds after the action (a swap).
        if let Some(by) = self.draw_offer {
            self.draw_offer = (by == expected.color).then(|| next.color_of(expected.player));
        }
        if self.is_game_over() {
            self.draw_offer = None;
        }
        Ok(())
    }

    /// Places the expected opening stone on `p` ([`OpeningAction::Place`]).
    ///
    /// # Errors
    ///
    /// As [`Game::act`]: [`OpeningError::OutsideArea`] outside the rule's area,
    /// [`OpeningError::Illegal`] when the position refuses the point.
    ///
    /// ```
    /// use gomoku_referee::{Area, Game, Opening, OpeningError, Rules};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Pro)?;
    /// game.place("h8".parse()?)?;
    /// game.place("a1".parse()?)?;
    /// let j9 = "j9".parse()?; // two from the centre: too close
    /// assert_eq!(game.place(j9), Err(OpeningError::OutsideArea { point: j9, area: Area::AwayFromCentre(3) }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn place(&mut self, p: Point) -> Result<(), OpeningError> {
        self.act(OpeningAction::Place(p))
    }

    /// Swaps colours ([`OpeningAction::Swap`]).
    ///
    /// # Errors
    ///
    /// As [`Game::act`]: [`OpeningError::Unexpected`] where no swap is allowed.
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, OpeningError, Rules};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Pro)?;
    /// assert!(matches!(game.swap(), Err(OpeningError::Unexpected { .. })));
    /// # Ok::<(), OpeningError>(())
    /// ```
    pub fn swap(&mut self) -> Result<(), OpeningError> {
        self.act(OpeningAction::Swap)
    }

    /// Declines to swap ([`OpeningAction::Keep`]).
    ///
    /// # Errors
    ///
    /// As [`Game::act`].
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, Rules};
    /// let mut game = Game::with_opening(Rules::renju(), Opening::Taraguchi(10))?;
    /// game.place("h8".parse()?)?;
    /// game.keep()?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn keep(&mut self) -> Result<(), OpeningError> {
        self.act(OpeningAction::Keep)
    }

    /// The expected player takes `color` ([`OpeningAction::Choose`]).
    ///
    /// # Errors
    ///
    /// As [`Game::act`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Opening, Player, Rules};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Swap2)?;
    /// for p in ["h8", "h9", "i8"] {
    ///     game.place(p.parse()?)?;
    /// }
    /// game.choose(Color::White)?; // the second player takes White and plays the 4th
    /// assert_eq!(game.player(Color::White), Player::Second);
    /// assert_eq!(game.expected(), None);
    /// game.play_at("g8".parse()?)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose(&mut self, color: Color) -> Result<(), OpeningError> {
        self.act(OpeningAction::Choose(color))
    }

    /// Declares the number of fifth-move offers ([`OpeningAction::Declare`]).
    ///
    /// # Errors
    ///
    /// As [`Game::act`]: [`OpeningError::OffersOutOfRange`] outside 1..=N.
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, OpeningError, Rules};
    /// let mut game = Game::with_opening(Rules::renju(), Opening::Soosorv(8))?;
    /// for p in ["h8", "h9", "j10"] {
    ///     game.place(p.parse()?)?;
    /// }
    /// game.keep()?;
    /// game.place("g10".parse()?)?;
    /// assert_eq!(game.declare(9), Err(OpeningError::OffersOutOfRange { count: 9, max: 8 }));
    /// game.declare(3)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn declare(&mut self, count: u8) -> Result<(), OpeningError> {
        self.act(OpeningAction::Declare(count))
    }

    /// Offers the fifth moves `points` ([`OpeningAction::Offer`]). They are checked in the
    /// order given, so a refusal names the later of two offending points.
    ///
    /// # Errors
    ///
    /// As [`Game::act`]: [`OpeningError::DuplicateOffer`],
    /// [`OpeningError::SymmetricOffer`] (naming the symmetry), [`OpeningError::Illegal`],
    /// [`OpeningError::OfferCount`].
    ///
    /// ```
    /// use gomoku_referee::{Game, Opening, OpeningError, Rules, Symmetry, SymmetryCentre};
    /// let mut game = Game::with_opening(Rules::renju(), Opening::Rif)?;
    /// for p in ["h8", "h9", "h10"] {
    ///     game.place(p.parse()?)?;
    /// }
    /// game.keep()?;
    /// game.place("h6".parse()?)?; // every stone on column h
    /// let (g8, i8) = ("g8".parse()?, "i8".parse()?);
    /// assert_eq!(
    ///     game.offer(&[g8, i8]),
    ///     Err(OpeningError::SymmetricOffer {
    ///         point: i8,
    ///         earlier: g8,
    ///         symmetry: Symmetry::MirrorLeftRight,
    ///         centre: SymmetryCentre::from_doubled(14, 14), // h8, on the axis
    ///     })
    /// );
    /// game.offer(&[g8, "i9".parse()?])?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn offer(&mut self, points: &[Point]) -> Result<(), OpeningError> {
        let expects_offers = matches!(
            self.expected().map(|e| e.what),
            Some(Expecting::Offer { .. } | Expecting::SwapOrOffer { .. })
        );
        let set = if expects_offers {
            let count = match self.expected().map(|e| e.what) {
                Some(Expecting::Offer { count } | Expecting::SwapOrOffer { count }) => count,
                _ => 0,
            };
            check_offers(self.position(), points.iter().copied(), count)?
        } else {
            points.iter().copied().collect()
        };
        self.act(OpeningAction::Offer(set))
    }

    /// Picks the offered fifth move `p` ([`OpeningAction::Pick`]): it is played as
    /// Black's fifth stone, and White moves next.
    ///
    /// # Errors
    ///
    /// As [`Game::act`]: [`OpeningError::NotOffered`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Opening, Rules};
    /// let mut game = Game::with_opening(Rules::renju(), Opening::Rif)?;
    /// for p in ["h8", "h9", "j10"] {
    ///     game.place(p.parse()?)?;
    /// }
    /// game.keep()?;
    /// game.place("g10".parse()?)?;
    /// game.offer(&["g8".parse()?, "i8".parse()?])?;
    /// game.pick("i8".parse()?)?;
    /// assert_eq!((game.expected(), game.turn()), (None, Color::White));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pick(&mut self, p: Point) -> Result<(), OpeningError> {
        self.act(OpeningAction::Pick(p))
    }

    /// Takes back the last step — a move, or an opening action of any kind — and returns
    /// it. Any draw offer lapses.
    ///
    /// # Errors
    ///
    /// As [`Game::undo`], except that opening steps placing no stone are taken back too.
    ///
    /// ```
    /// use gomoku_referee::{Game, GameError, Opening, OpeningAction, Rules, Step};
    /// let mut game = Game::with_opening(Rules::freestyle(), Opening::Taraguchi(10))?;
    /// game.place("h8".parse()?)?;
    /// game.swap()?;
    /// assert_eq!(game.undo(), Err(GameError::NotAMove("swap")));
    /// assert_eq!(game.undo_step()?, Step::Opening(OpeningAction::Swap));
    /// assert_eq!(game.undo_step()?, Step::Opening(OpeningAction::Place("h8".parse()?)));
    /// assert_eq!(game.undo_step(), Err(GameError::NothingToUndo));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo_step(&mut self) -> Result<Step, GameError> {
        if let Some(end) = self.ending {
            return Err(GameError::EndedByAction(end.outcome().termination));
        }
        let Some(action) = self.last_opening_step() else {
            return self.undo().map(Step::Move);
        };
        let log = self
            .opening
            .as_mut()
            .unwrap_or_else(|| unreachable!("an opening step has its log"));
        log.actions.pop();
        log.states.pop();
        if places_stone(&action) {
            log.stones -= 1;
            self.moves.pop();
            self.positions.pop();
        }
        self.draw_offer = None;
        Ok(Step::Opening(action))
    }
}
