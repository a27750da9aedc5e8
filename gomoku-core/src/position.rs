//! A playable position: the board, the side to move, captured pairs and the outcome so far.

use core::fmt;
use core::ops::ControlFlow;

use crate::board::{Board, Cell, DIRS, capped_run};
use crate::capture::{self, Captures};
use crate::forbidden::{
    ForbiddenPoints, forbidden_kind_near, may_be_forbidden, may_be_forbidden_at,
    may_be_forbidden_on, may_be_forbidden_open,
};
use crate::{
    Color, Forbidden, ForbiddenPolicy, Line, Move, Outcome, PlayError, Point, PointSet, Rules,
    Setup, SetupError, Symmetry, SymmetrySet, Termination, zobrist,
};

/// A position: what is on the board, who is to move, captured pairs, and whether (and how)
/// the game has ended by a move. It never allocates and is cheap to copy, so a search can
/// clone it at every node.
///
/// [`Position::play`] checks the move and leaves the position unchanged when it refuses
/// it. Ends that no move causes (resignation, timeout, agreement) belong to
/// [`Game`](crate::Game).
///
/// Two positions are equal (and hash alike) when they have the same rules, the same stones,
/// the same side to move and the same captured pairs, however they were reached (RULES.md
/// §10): the move order, the last move and its captures, a five still waiting to be broken
/// and an outcome are not compared. [`Position::key`] identifies the same content in a
/// 64-bit number.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Position, Rules, Termination};
///
/// let mut pos = Position::new(Rules::freestyle());
/// for text in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"] {
///     pos.play_at(text.parse()?)?;
/// }
/// let outcome = pos.outcome().unwrap();
/// assert_eq!(outcome.winner, Some(Color::Black));
/// assert_eq!(outcome.termination, Termination::Five);
/// assert_eq!(outcome.line.unwrap().len(), 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct Position {
    rules: Rules,
    /// The Zobrist key of the stones, the side to move and the captured pairs, kept up to
    /// date wherever they change.
    key: u64,
    board: Board,
    turn: Color,
    captures: [u8; 2],
    stones_played: u16,
    passes: u8,
    last_move: Option<Move>,
    last_captures: Captures,
    /// A five that the opponent can still break by a capture (the perfect-five rule).
    pending_five: Option<(Color, Line)>,
    outcome: Option<Outcome>,
}

impl Position {
    /// The empty board of these rules, Black to move.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let pos = Position::new(Rules::renju());
    /// assert_eq!(pos.turn(), Color::Black);
    /// assert_eq!(pos.legal_moves().len(), 225);
    /// ```
    #[must_use]
    pub const fn new(rules: Rules) -> Position {
        Position {
            rules,
            key: zobrist::size(rules.size()),
            board: Board::empty(rules.size()),
            turn: Color::Black,
            captures: [0, 0],
            stones_played: 0,
            passes: 0,
            last_move: None,
            last_captures: Captures::NONE,
            pending_five: None,
            outcome: None,
        }
    }

    /// A position holding `board` as it is (winning lines and all), Black to move: for
    /// the unit tests that look at random boards.
    #[cfg(test)]
    pub(crate) fn from_board_unchecked(rules: Rules, board: Board) -> Position {
        let mut pos = Position::new(rules);
        pos.board = board;
        pos
    }

    /// A position from stone lists and the side to move, validated against `rules`.
    ///
    /// The stones already on the board count towards a move limit. A full board, or a
    /// side to move with no legal point, gives the position its drawn outcome at once.
    ///
    /// # Errors
    ///
    /// [`SetupError`]: a stone off the board, a point with stones of both colours, a line
    /// that already wins for either colour, or captured pairs the rules do not allow.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup, SetupError, Color};
    ///
    /// let five = Setup::from_text("a1 b1 c1 d1 e1", "")?;
    /// assert!(matches!(Position::from_setup(Rules::freestyle(), &five),
    ///                  Err(SetupError::AlreadyWon { color: Color::Black, .. })));
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Position, SetupError> {
        let size = rules.size();
        let mut pos = Position::new(rules);
        for color in Color::ALL {
            for p in setup.stones(color) {
                if !p.is_on_board(size) {
                    return Err(SetupError::OffBoard { point: p, size });
                }
                if pos.board.get(p).is_some() {
                    return Err(SetupError::Overlap { point: p });
                }
                pos.board.set(p, color);
            }
        }
        for color in Color::ALL {
            let pairs = setup.captures[color.index()];
            let allowed = match rules.capture() {
                Some(target) => pairs < u32::from(target),
                None => pairs == 0,
            };
            if !allowed {
                return Err(SetupError::Captures { color, pairs });
            }
            // Below a target of at most 100 pairs (or 0 without captures): fits a `u8`.
            pos.captures[color.index()] = pairs as u8;
            for p in setup.stones(color) {
                if DIRS
                    .iter()
                    .any(|&d| rules.line_wins(&pos.board, color, p, d))
                {
                    return Err(SetupError::AlreadyWon { color, point: p });
                }
            }
        }
        pos.turn = setup.turn;
        pos.key = pos.compute_key();
        pos.stones_played = (setup.black.len() + setup.white.len()) as u16;
        pos.outcome = pos.draw_after_move();
        Ok(pos)
    }

    /// The stones, the side to move and the captured pairs: the inverse of
    /// [`Position::from_setup`] for the position's rules, so that
    /// `Position::from_setup(*pos.rules(), &pos.to_setup())` is `pos` for any position
    /// built from a setup. A setup has no history: for a position reached by moves, what
    /// only the moves tell is not in it (the last move and its captures, the passes in a
    /// row, a pending five, an outcome, and the stones played when captures took some).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let setup = Setup { captures: [2, 0], ..Setup::from_text("j10 k11", "l12")? };
    /// let pos = Position::from_setup(Rules::pente(), &setup.with_turn(Color::White))?;
    /// assert_eq!(pos.to_setup(), setup.with_turn(Color::White));
    /// assert_eq!(Position::from_setup(*pos.rules(), &pos.to_setup()), Ok(pos));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            black: *self.stones(Color::Black),
            white: *self.stones(Color::White),
            turn: self.turn,
            captures: self.captures.map(u32::from),
        }
    }

    /// The rules.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert_eq!(Position::new(Rules::omok()).rules(), &Rules::omok());
    /// ```
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board size.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert_eq!(Position::new(Rules::pente()).size(), 19);
    /// ```
    #[must_use]
    pub const fn size(&self) -> u8 {
        self.board.size()
    }

    /// The side to move.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let mut pos = Position::new(Rules::freestyle());
    /// pos.play_at("h8".parse()?)?;
    /// assert_eq!(pos.turn(), Color::White);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The stone on `p`, if any (`None` off the board too).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// let mut pos = Position::new(Rules::freestyle());
    /// let h8 = "h8".parse()?;
    /// pos.play_at(h8)?;
    /// assert_eq!(pos.stone_at(h8), Some(Color::Black));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn stone_at(&self, p: Point) -> Option<Color> {
        self.board.get(p)
    }

    /// The stone on `p`, if any, for a point that must be on the board.
    ///
    /// # Errors
    ///
    /// [`PlayError::OffBoard`] for a point off this board.
    ///
    /// ```
    /// use gomoku_referee::{Position, PlayError, Rules};
    /// let pos = Position::new(Rules::freestyle().with_size(9)?);
    /// assert_eq!(pos.try_stone_at("e5".parse()?), Ok(None));
    /// assert_eq!(pos.try_stone_at("j10".parse()?),
    ///            Err(PlayError::OffBoard { point: "j10".parse()?, size: 9 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_stone_at(&self, p: Point) -> Result<Option<Color>, PlayError> {
        self.on_board(p).map(|p| self.board.get(p))
    }

    /// `p` if it lies on this board, else [`PlayError::OffBoard`].
    const fn on_board(&self, p: Point) -> Result<Point, PlayError> {
        let size = self.size();
        if p.is_on_board(size) {
            Ok(p)
        } else {
            Err(PlayError::OffBoard { point: p, size })
        }
    }

    /// The stones of `color`.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// assert!(Position::new(Rules::freestyle()).stones(Color::White).is_empty());
    /// ```
    #[must_use]
    pub const fn stones(&self, color: Color) -> &PointSet {
        self.board.stones(color)
    }

    /// The empty points of the board.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert_eq!(Position::new(Rules::freestyle().with_size(5)?).empty_points().len(), 25);
    /// # Ok::<(), gomoku_referee::RulesError>(())
    /// ```
    #[must_use]
    pub fn empty_points(&self) -> PointSet {
        self.board.empties()
    }

    /// The pairs `color` has captured (always 0 without the capture option).
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// assert_eq!(Position::new(Rules::pente()).captured_pairs(Color::Black), 0);
    /// ```
    #[must_use]
    pub const fn captured_pairs(&self, color: Color) -> u8 {
        self.captures[color.index()]
    }

    /// The stones that the last move captured.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let mut pos = Position::new(Rules::pente());
    /// for m in ["j10", "k10", "a1", "l10", "m10"] {
    ///     pos.play_at(m.parse()?)?;
    /// }
    /// let taken: Vec<String> = pos.last_captures().iter().map(|p| p.to_string()).collect();
    /// assert_eq!(taken, ["l10", "k10"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn last_captures(&self) -> &Captures {
        &self.last_captures
    }

    /// The last move played, if any (a setup has none).
    ///
    /// ```
    /// use gomoku_referee::{Move, Position, Rules};
    /// let mut pos = Position::new(Rules::freestyle());
    /// pos.play_at("h8".parse()?)?;
    /// assert_eq!(pos.last_move(), Some(Move::Place("h8".parse()?)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// How many stones have been played (setup stones included; passes not).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert_eq!(Position::new(Rules::freestyle()).stones_played(), 0);
    /// ```
    #[must_use]
    pub const fn stones_played(&self) -> u16 {
        self.stones_played
    }

    /// How the game ended by a move, or `None` while it goes on.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert_eq!(Position::new(Rules::freestyle()).outcome(), None);
    /// ```
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert!(!Position::new(Rules::freestyle()).is_game_over());
    /// ```
    #[must_use]
    pub const fn is_game_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The five that will win unless the opponent breaks it by a capture on this move
    /// (ninuki-renju's perfect-five rule), with its owner.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert_eq!(Position::new(Rules::ninuki_renju()).pending_five(), None);
    /// ```
    #[must_use]
    pub const fn pending_five(&self) -> Option<(Color, Line)> {
        self.pending_five
    }

    /// Why `p` is forbidden for the side to move, or `None` if it is not (or is not an
    /// empty point of the board).
    ///
    /// ```
    /// use gomoku_referee::{Forbidden, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// assert_eq!(pos.forbidden("h8".parse()?), Some(Forbidden::DoubleThree));
    /// assert_eq!(pos.forbidden("a1".parse()?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn forbidden(&self, p: Point) -> Option<Forbidden> {
        self.forbidden_for(self.turn, p)
    }

    /// The stones on the board (for the analysis modules of the crate).
    #[inline]
    pub(crate) const fn board(&self) -> &Board {
        &self.board
    }

    /// Why `p` would be forbidden for `color`, whoever is to move.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("", "f8 g8 h6 h7")?)?;
    /// assert_eq!(pos.forbidden_for(Color::White, "h8".parse()?), None); // White is free
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn forbidden_for(&self, color: Color, p: Point) -> Option<Forbidden> {
        if self.rules.restrictions(color).is_empty()
            || !p.is_on_board(self.size())
            || self.board.get(p).is_some()
            || !may_be_forbidden_at(&self.board, color, p)
            || self.breaks_pending_five(color, p)
        {
            return None;
        }
        let mut board = self.board;
        forbidden_kind_near(&mut board, &self.rules, color, p)
    }

    /// [`Position::forbidden_for`] for a point that must be on the board.
    ///
    /// # Errors
    ///
    /// [`PlayError::OffBoard`] for a point off this board.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, PlayError, Rules};
    /// let pos = Position::new(Rules::renju());
    /// assert_eq!(pos.try_forbidden_for(Color::Black, "h8".parse()?), Ok(None));
    /// assert!(matches!(pos.try_forbidden_for(Color::Black, "p16".parse()?),
    ///                  Err(PlayError::OffBoard { size: 15, .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_forbidden_for(
        &self,
        color: Color,
        p: Point,
    ) -> Result<Option<Forbidden>, PlayError> {
        self.on_board(p).map(|p| self.forbidden_for(color, p))
    }

    /// [`Position::forbidden`] (for the side to move) for a point that must be on the board.
    ///
    /// # Errors
    ///
    /// [`PlayError::OffBoard`] for a point off this board.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert!(Position::new(Rules::renju()).try_forbidden("z26".parse()?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_forbidden(&self, p: Point) -> Result<Option<Forbidden>, PlayError> {
        self.try_forbidden_for(self.turn, p)
    }

    /// Whether a stone of `color` on the empty point `p` would capture a stone of the
    /// opponent's pending five. Such a reply is never forbidden (RULES.md §5: the defence
    /// of a five has the priority a five has in §6).
    pub(crate) fn breaks_pending_five(&self, color: Color, p: Point) -> bool {
        match self.pending_five {
            Some((owner, line)) if owner != color && color == self.turn => {
                capture::breaks_five(&self.board, color, p, &line)
            }
            _ => false,
        }
    }

    /// The forbidden points of the side to move, with their kinds.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// assert!(Position::new(Rules::renju()).forbidden_points().is_empty());
    /// ```
    #[must_use]
    pub fn forbidden_points(&self) -> ForbiddenPoints {
        self.forbidden_points_for(self.turn)
    }

    /// The forbidden points of `color`, with their kinds.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules};
    /// assert!(Position::new(Rules::omok()).forbidden_points_for(Color::White).is_empty());
    /// ```
    #[must_use]
    pub fn forbidden_points_for(&self, color: Color) -> ForbiddenPoints {
        let mut out = ForbiddenPoints::new();
        if self.rules.restrictions(color).is_empty() {
            return out;
        }
        // One scratch board for every point: the judge leaves it as it found it.
        let mut board = self.board;
        // Only the points that a cheap whole-board count does not rule out are judged.
        let near = if self.rules.capture().is_none() {
            may_be_forbidden_open(&self.board, color)
        } else {
            may_be_forbidden(&self.board, color)
        };
        let candidates = self.board.empties().intersection(&near);
        for p in candidates {
            if self.breaks_pending_five(color, p) {
                continue;
            }
            if let Some(kind) = forbidden_kind_near(&mut board, &self.rules, color, p) {
                out.insert(p, kind);
            }
        }
        out
    }

    /// Whether a stone on `p` is a move that [`Position::play`] accepts. Under the *lose*
    /// policy a forbidden point is legal — it is played, and loses.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let pos = Position::new(Rules::freestyle().with_size(9)?);
    /// assert!(pos.is_legal("e5".parse()?));
    /// assert!(!pos.is_legal("j10".parse()?)); // off the 9x9 board
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_legal(&self, p: Point) -> bool {
        self.check(Move::Place(p)).is_ok()
    }

    /// Whether [`Position::play`] accepts `mv`, and if not, why.
    ///
    /// # Errors
    ///
    /// The [`PlayError`] that `play` would return.
    ///
    /// ```
    /// use gomoku_referee::{Move, PlayError, Position, Rules};
    /// let pos = Position::new(Rules::freestyle());
    /// assert_eq!(pos.check(Move::Pass), Err(PlayError::PassNotAllowed));
    /// ```
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        match mv {
            Move::Pass if !self.rules.pass() => Err(PlayError::PassNotAllowed),
            Move::Pass => Ok(()),
            Move::Place(p) => {
                if self.try_stone_at(p)?.is_some() {
                    return Err(PlayError::Occupied { point: p });
                }
                if self.rules.rejects_forbidden(self.turn) {
                    if let Some(kind) = self.forbidden(p) {
                        return Err(PlayError::Forbidden {
                            point: p,
                            color: self.turn,
                            kind,
                        });
                    }
                }
                Ok(())
            }
        }
    }

    /// The points where the side to move may play (what [`Position::is_legal`] accepts);
    /// empty once the game is over. Passing is not listed: see [`Rules::pass`].
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let mut pos = Position::new(Rules::freestyle());
    /// pos.play_at("h8".parse()?)?;
    /// assert_eq!(pos.legal_moves().len(), 224);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn legal_moves(&self) -> PointSet {
        if self.outcome.is_some() {
            return PointSet::new();
        }
        let empties = self.board.empties();
        if self.rules.rejects_forbidden(self.turn) {
            empties.difference(&self.forbidden_points().points())
        } else {
            empties
        }
    }

    /// The legal moves and the forbidden points of the side to move, judged once:
    /// `(legal_moves(), forbidden_points())` for the price of the second (the planes of a
    /// learning position, `to_numpy`, need both).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let setup = Setup::from_text("f8 g8 h6 h7", "a1 a2 a3 a4")?;
    /// let pos = Position::from_setup(Rules::renju(), &setup)?;
    /// let (legal, forbidden) = pos.legal_moves_and_forbidden_points();
    /// assert_eq!((legal, forbidden), (pos.legal_moves(), pos.forbidden_points()));
    /// assert!(forbidden.points().contains("h8".parse()?)); // a double-three
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn legal_moves_and_forbidden_points(&self) -> (PointSet, ForbiddenPoints) {
        let forbidden = self.forbidden_points();
        let legal = if self.outcome.is_some() {
            PointSet::new()
        } else if self.rules.rejects_forbidden(self.turn) {
            self.board.empties().difference(&forbidden.points())
        } else {
            self.board.empties()
        };
        (legal, forbidden)
    }

    /// The number of points where the side to move may play: `legal_moves().len()`,
    /// counted without listing the points when no forbidden point is judged (then it is
    /// the number of empty points, known at once).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let mut pos = Position::new(Rules::renju());
    /// pos.play_at("h8".parse()?)?;
    /// pos.play_at("h9".parse()?)?;
    /// assert_eq!(pos.legal_move_count(), 223);
    /// assert_eq!(pos.legal_move_count(), pos.legal_moves().len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub fn legal_move_count(&self) -> usize {
        if self.outcome.is_some() {
            0
        } else if self.rules.rejects_forbidden(self.turn) {
            self.legal_moves().len()
        } else {
            self.board.empty_count()
        }
    }

    /// Plays a stone of the side to move on `p`: `play(Move::Place(p))`.
    ///
    /// # Errors
    ///
    /// As [`Position::play`].
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let mut pos = Position::new(Rules::freestyle());
    /// pos.play_at("h8".parse()?)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_at(&mut self, p: Point) -> Result<(), PlayError> {
        // The checks of `check`, in its order, made once: a refusal is explained out of
        // the way.
        if self.outcome.is_some() || !p.is_on_board(self.size()) || !self.board.is_empty_at(p) {
            return Err(self.refusal(p));
        }
        let color = self.turn;
        if !self.rules.restrictions(color).is_empty() || self.rules.capture().is_some() {
            return self.play_judged(color, p);
        }
        // The common move of a referee's playout, kept small: a side without forbidden
        // points, no captures to take.
        self.last_move = Some(Move::Place(p));
        self.place_stone(color, p);
        self.outcome = self.plain_end(color, p);
        Ok(())
    }

    /// Why [`Position::play_at`] refuses `p` before judging it: the game is over, `p` is
    /// off the board, or it is occupied.
    #[cold]
    #[inline(never)]
    fn refusal(&self, p: Point) -> PlayError {
        if self.outcome.is_some() {
            PlayError::GameOver
        } else if let Err(off) = self.on_board(p) {
            off
        } else {
            PlayError::Occupied { point: p }
        }
    }

    /// [`Position::play_at`] on an empty point of the board, for a side with forbidden
    /// points or under the capture rule: the point judged, then the move.
    #[inline(never)]
    fn play_judged(&mut self, color: Color, p: Point) -> Result<(), PlayError> {
        if self.rules.capture().is_none() {
            return self.play_restricted(color, p);
        }
        // The played point is judged once, under either policy: refused here under
        // *reject*, played and lost under *lose*.
        let loses = !self.rules.restrictions(color).is_empty() && self.judge_played(color, p)?;
        self.last_move = Some(Move::Place(p));
        if !self.last_captures.is_empty() {
            self.last_captures = Captures::NONE;
        }
        self.place_stone(color, p);
        if loses {
            self.outcome = Some(Outcome::decided(Some(!color), Termination::Forbidden));
            return Ok(());
        }
        if self.rules.capture().is_none() {
            self.outcome = self.plain_end(color, p);
            return Ok(());
        }
        let cut_five = match self.take_captures(color, p) {
            ControlFlow::Break(won) => {
                self.outcome = Some(won);
                return Ok(());
            }
            ControlFlow::Continue(cut_five) => cut_five,
        };
        let five = self.five_through(color, p);
        self.outcome = self.end_of_move(color, five, cut_five);
        Ok(())
    }

    /// [`Position::play_judged`] without captures (so for a side with forbidden points):
    /// the stones of `color` along the four lines through `p`, read once, tell both
    /// whether `p` may be forbidden and whether the stone may make a five. Without
    /// captures no five is pending, so none is broken.
    #[inline]
    fn play_restricted(&mut self, color: Color, p: Point) -> Result<(), PlayError> {
        let own = self.board.lines(color, p);
        // The count that may let `p` be forbidden also finds every five: a run of five
        // through p has four more own stones within four steps on its line, which that
        // count takes as enough (see `may_be_forbidden_on`). Most moves have neither, and
        // skip both.
        let near = may_be_forbidden_on(&own);
        let loses = near && self.judge_near(color, p)?;
        self.last_move = Some(Move::Place(p));
        self.place_stone(color, p);
        if loses {
            self.outcome = Some(Outcome::decided(Some(!color), Termination::Forbidden));
            return Ok(());
        }
        // The directions with a run of five or more through p (the stone counted whatever
        // the centre of the lines held).
        let runs = match near {
            false => 0,
            true => (0..DIRS.len()).fold(0, |m, i| m | u32::from(capped_run(own[i]) >= 5) << i),
        };
        self.outcome = match runs {
            0 => None,
            _ => self.five_along(color, p, runs),
        }
        .map(|line| Outcome {
            winner: Some(color),
            termination: Termination::Five,
            line: Some(line),
        })
        .or_else(|| self.draw_after_move());
        Ok(())
    }

    /// The end of `color`'s stone on `p` without captures: there is then no five to
    /// break and none pending (the perfect-five rule needs captures), so a five wins, or
    /// the draws are judged.
    #[inline(always)]
    fn plain_end(&self, color: Color, p: Point) -> Option<Outcome> {
        match self.five_through(color, p) {
            Some(line) => Some(Outcome {
                winner: Some(color),
                termination: Termination::Five,
                line: Some(line),
            }),
            None => self.draw_after_move(),
        }
    }

    /// Plays `mv` for the side to move: places the stone, takes captures, decides a win
    /// or a draw, and passes the turn.
    ///
    /// # Errors
    ///
    /// [`PlayError`] when the game is over, the point is off the board or occupied, the
    /// point is forbidden under the *reject* policy, or a pass is not allowed. The
    /// position is then unchanged.
    ///
    /// ```
    /// use gomoku_referee::{Forbidden, Move, PlayError, Position, Rules, Setup, Termination};
    ///
    /// // Under renju a forbidden move loses at once.
    /// let mut pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// pos.play(Move::Place("h8".parse()?))?;
    /// assert_eq!(pos.outcome().unwrap().termination, Termination::Forbidden);
    /// assert_eq!(pos.play_at("a1".parse()?), Err(PlayError::GameOver));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        match mv {
            Move::Place(p) => self.play_at(p),
            Move::Pass => self.play_pass(),
        }
    }

    /// [`Position::play`] of a pass.
    #[inline(never)]
    fn play_pass(&mut self) -> Result<(), PlayError> {
        self.check(Move::Pass)?;
        let color = self.turn;
        self.last_move = Some(Move::Pass);
        self.last_captures = Captures::NONE;
        self.outcome = self.pass(color);
        Ok(())
    }

    /// The judge of the point `p` that `color` (the side to move, with restrictions) is
    /// playing, on the empty point of the board: whether it is forbidden, and under the
    /// *reject* policy the refusal. [`Position::forbidden`] without its repeated checks
    /// and without a scratch board (the judge leaves the board as it found it).
    #[inline]
    fn judge_played(&mut self, color: Color, p: Point) -> Result<bool, PlayError> {
        if !may_be_forbidden_at(&self.board, color, p) || self.breaks_pending_five(color, p) {
            return Ok(false);
        }
        self.judge_near(color, p)
    }

    /// [`Position::judge_played`] past its cheap tests (the stones near `p`, the pending
    /// five): the judge itself.
    #[inline]
    fn judge_near(&mut self, color: Color, p: Point) -> Result<bool, PlayError> {
        match forbidden_kind_near(&mut self.board, &self.rules, color, p) {
            None => Ok(false),
            Some(kind) if self.rules.forbidden_policy() == ForbiddenPolicy::Reject => {
                Err(PlayError::Forbidden {
                    point: p,
                    color,
                    kind,
                })
            }
            Some(_) => Ok(true),
        }
    }

    /// The pass of `color`: the turn passes, a pending five of the opponent wins, two
    /// passes in a row end the game, and the draws are judged as after a stone.
    #[inline]
    fn pass(&mut self, color: Color) -> Option<Outcome> {
        self.key ^= zobrist::side();
        self.passes += 1;
        self.turn = !color;
        self.settle_pending_five(color)
            .or_else(|| (self.passes >= 2).then(|| Outcome::decided(None, Termination::BothPassed)))
            // The side now to move may have no point left (RULES.md §3): a pass is no
            // empty point, so this is judged as after a stone.
            .or_else(|| self.draw_after_move())
    }

    /// Puts `color`'s stone on the empty point `p`, counts it, and passes the turn.
    #[inline]
    fn place_stone(&mut self, color: Color, p: Point) {
        self.place(p, color);
        self.stones_played = self.stones_played.saturating_add(1);
        self.passes = 0;
        self.turn = !color;
    }

    /// Takes the captures of `color`'s stone at `p` (under the capture rule): the stones
    /// leave the board, the pairs are counted, and [`Position::last_captures`] holds them.
    /// Breaks with the outcome when the capture target is reached; otherwise continues with
    /// the opponent's five that a capture left by cutting his longer line, if any.
    #[inline]
    fn take_captures(&mut self, color: Color, p: Point) -> ControlFlow<Outcome, Option<Line>> {
        let Some(target) = self.rules.capture() else {
            return ControlFlow::Continue(None);
        };
        let taken = capture::captures_of(&self.board, color, p);
        for q in taken.iter() {
            self.key ^= zobrist::stone(!color, q);
            self.board.clear(q);
        }
        let before = self.captures[color.index()];
        self.captures[color.index()] = before.saturating_add(taken.len() as u8 / 2);
        self.key ^= zobrist::captures(color, before)
            ^ zobrist::captures(color, self.captures[color.index()]);
        self.last_captures = taken;
        // RULES.md §5: a capture that cuts the opponent's longer line to a five gives
        // him the win at once; with the capturer's target reached too, both won.
        let cut_five = capture::five_left_by(&self.board, &self.rules, !color, &taken);
        if self.captures[color.index()] >= target {
            self.pending_five = None;
            return ControlFlow::Break(match cut_five {
                Some(_) => Outcome::decided(None, Termination::BothWon),
                None => Outcome::decided(Some(color), Termination::Capture),
            });
        }
        ControlFlow::Continue(cut_five)
    }

    /// The five that `color`'s stone at `p` makes, if any: under the perfect-five rule, one
    /// the opponent cannot break when there is one (RULES.md §5: when the move makes
    /// several fives, one that cannot be broken wins at once, whichever direction it lies
    /// in).
    #[inline]
    fn five_through(&self, color: Color, p: Point) -> Option<Line> {
        // Only a line with two own stones next to p on one side can hold a five through p:
        // most moves have none, and are done here.
        if !self.board.has_pair_near(color, p) {
            return None;
        }
        self.five_along(color, p, self.board.pairs_near(color, p))
    }

    /// [`Position::five_through`] where `near` (of [`Board::pairs_near`]) has a direction.
    #[inline(never)]
    fn five_along(&self, color: Color, p: Point, near: u32) -> Option<Line> {
        let five = DIRS
            .iter()
            .enumerate()
            .find(|&(i, &d)| near >> i & 1 != 0 && self.rules.line_wins(&self.board, color, p, d))
            .map(|(_, d)| d)
            .map(|&d| capture::run_line(&self.board, color, p, d));
        match five {
            Some(first)
                if self.rules.perfect_five() && capture::can_break(&self.board, color, &first) =>
            {
                DIRS.iter()
                    .filter(|&&d| self.rules.line_wins(&self.board, color, p, d))
                    .map(|&d| capture::run_line(&self.board, color, p, d))
                    .find(|line| !capture::can_break(&self.board, color, line))
                    .or(Some(first))
            }
            other => other,
        }
    }

    /// The end of `color`'s move, given the five it made and the opponent's five a capture
    /// left: a five wins (or waits, when the opponent can break it), both fives make it
    /// both won, a pending five of the opponent wins if it still stands, and the draws.
    #[inline]
    fn end_of_move(
        &mut self,
        color: Color,
        five: Option<Line>,
        cut_five: Option<Line>,
    ) -> Option<Outcome> {
        if let Some(opponents) = cut_five {
            // The opponent's five has won at once; a five of the mover that wins at once
            // too (not one the opponent could still break) makes it both won.
            self.pending_five = None;
            return Some(match five {
                Some(line)
                    if !(self.rules.perfect_five()
                        && capture::can_break(&self.board, color, &line)) =>
                {
                    Outcome::decided(None, Termination::BothWon)
                }
                _ => Outcome {
                    winner: Some(!color),
                    termination: Termination::Five,
                    line: Some(opponents),
                },
            });
        }
        if let Some(line) = five {
            if self.rules.perfect_five() && capture::can_break(&self.board, color, &line) {
                let outcome = self.settle_pending_five(color);
                if outcome.is_none() {
                    self.pending_five = Some((color, line));
                }
                return outcome;
            }
            self.pending_five = None;
            return Some(Outcome {
                winner: Some(color),
                termination: Termination::Five,
                line: Some(line),
            });
        }
        self.settle_pending_five(color)
            .or_else(|| self.draw_after_move())
    }

    /// Puts the mover's stone (`color`) on the empty point `p`, and keeps the key: the
    /// stone and the change of turn that every played stone brings (one number).
    #[inline]
    fn place(&mut self, p: Point, color: Color) {
        self.board.put(p, color);
        self.key ^= zobrist::stone_and_side(color, p);
    }

    /// The key computed from scratch (what the incremental updates must agree with).
    fn compute_key(&self) -> u64 {
        let mut key = zobrist::size(self.size());
        for color in Color::ALL {
            for p in self.board.stones(color) {
                key ^= zobrist::stone(color, p);
            }
            key ^= zobrist::captures(color, self.captures[color.index()]);
        }
        if self.turn == Color::White {
            key ^= zobrist::side();
        }
        key
    }

    /// After `mover`'s move, an opponent's five that was waiting for this move wins if it
    /// still stands.
    fn settle_pending_five(&mut self, mover: Color) -> Option<Outcome> {
        let (owner, line) = self.pending_five?;
        if owner == mover {
            return None;
        }
        self.pending_five = None;
        let standing = capture::standing_five(&self.board, &self.rules, owner, line)?;
        Some(Outcome {
            winner: Some(owner),
            termination: Termination::Five,
            line: Some(standing),
        })
    }

    /// The draws that follow a move which did not win: move limit, full board, no legal
    /// move for the side now to move.
    #[inline(always)]
    fn draw_after_move(&self) -> Option<Outcome> {
        if self.rules.move_limit().is_none()
            && !self.board.is_full()
            && !self.rules.rejects_forbidden(self.turn)
        {
            return None;
        }
        self.draw_judged()
    }

    /// [`Position::draw_after_move`] where a draw may be due.
    #[inline(never)]
    fn draw_judged(&self) -> Option<Outcome> {
        if let Some(limit) = self.rules.move_limit() {
            if self.stones_played >= limit {
                return Some(Outcome::decided(None, Termination::MoveLimit));
            }
        }
        if self.board.is_full() {
            return Some(Outcome::decided(None, Termination::BoardFull));
        }
        if self.rules.rejects_forbidden(self.turn)
            && self
                .board
                .empties()
                .iter()
                .all(|p| self.forbidden(p).is_some())
        {
            return Some(Outcome::decided(None, Termination::NoLegalMove));
        }
        None
    }

    /// The Zobrist key of this position (RULES.md §10): a 64-bit hash of the board size,
    /// the stones, the side to move and the captured pairs, equal for equal positions
    /// however they were reached, and the same in every face, run and version (the fixed
    /// table is documented in the README, "Position identity"). The rules other than the
    /// size do not enter it. Kept up to date by [`Position::play`]: reading it costs
    /// nothing.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Setup};
    /// let mut a = Position::new(Rules::freestyle());
    /// let mut b = a;
    /// for m in ["h8", "h9", "i8"] {
    ///     a.play_at(m.parse()?)?;
    /// }
    /// for m in ["i8", "h9", "h8"] {
    ///     b.play_at(m.parse()?)?;
    /// }
    /// assert_eq!(a.key(), b.key());
    /// assert_eq!(a, b);
    /// let setup = Setup::from_text("h8 i8", "h9")?.with_turn(Color::White);
    /// assert_eq!(Position::from_setup(Rules::freestyle(), &setup)?.key(), a.key());
    /// // The empty 15x15 board: the size's number alone.
    /// assert_eq!(Position::new(Rules::freestyle()).key(), 0xf8d3_45ff_b467_2ed0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn key(&self) -> u64 {
        self.key
    }

    /// The same position seen through a symmetry of the board: stones, side to move,
    /// captured pairs, the last move and its captures, a pending five and the outcome with
    /// its line are all carried over.
    ///
    /// ```
    /// use gomoku_referee::{Color, Position, Rules, Symmetry};
    /// let mut pos = Position::new(Rules::freestyle());
    /// pos.play_at("a1".parse()?)?;
    /// let turned = pos.transform(Symmetry::Rotate90);
    /// assert_eq!(turned.stone_at("o1".parse()?), Some(Color::Black));
    /// assert_eq!(turned.transform(Symmetry::Rotate270), pos);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn transform(&self, symmetry: Symmetry) -> Position {
        let mut out = self.transform_board(symmetry);
        out.key = out.compute_key();
        out
    }

    /// [`Position::transform`] without the key.
    fn transform_board(&self, symmetry: Symmetry) -> Position {
        let n = self.size();
        let t = |p: Point| symmetry.map_point(p, n);
        let mut out = *self;
        out.board = Board::empty(n);
        for color in Color::ALL {
            for p in self.board.stones(color) {
                out.board.set(t(p), color);
            }
        }
        out.last_move = self.last_move.map(|m| match m {
            Move::Place(p) => Move::Place(t(p)),
            Move::Pass => Move::Pass,
        });
        out.last_captures = Captures::default();
        for p in self.last_captures.iter() {
            out.last_captures.push(t(p));
        }
        let tl = |l: Line| Line::new(t(l.start()), t(l.end())).unwrap_or(l);
        out.pending_five = self.pending_five.map(|(c, l)| (c, tl(l)));
        out.outcome = self.outcome.map(|o| Outcome {
            line: o.line.map(tl),
            ..o
        });
        out
    }

    /// The keys of the eight images of this position, in the order of
    /// [`Symmetry::ALL`]: `symmetric_keys()[s.index()] == transform(s).key()`, computed
    /// without building the images.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Symmetry};
    /// let mut pos = Position::new(Rules::renju());
    /// pos.play_at("a1".parse()?)?;
    /// let keys = pos.symmetric_keys();
    /// for s in Symmetry::ALL {
    ///     assert_eq!(keys[s.index()], pos.transform(s).key());
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn symmetric_keys(&self) -> [u64; 8] {
        // The stones' part of each image's key; the size, the side to move and the
        // captures are the same in every image: the identity's part taken from the key.
        let n = usize::from(self.size() - 1);
        let mut keys = [0; 8];
        const W: usize = crate::MAX_SIZE as usize;
        for color in Color::ALL {
            for p in self.board.stones(color) {
                let (x, y) = (usize::from(p.x()), usize::from(p.y()));
                let (rx, ry) = (n - x, n - y);
                // The eight images of (x, y), in the order of `Symmetry::ALL` (the table of
                // `Symmetry`), as indices y * 26 + x.
                let images = [
                    y * W + x,
                    x * W + ry,
                    ry * W + rx,
                    rx * W + y,
                    y * W + rx,
                    ry * W + x,
                    x * W + y,
                    rx * W + ry,
                ];
                for (key, i) in keys.iter_mut().zip(images) {
                    *key ^= zobrist::stone_at(color, i);
                }
            }
        }
        let base = self.key ^ keys[0];
        keys.map(|k| k ^ base)
    }

    /// The canonical form (RULES.md §10): the image with the smallest key, ties broken by
    /// the first symmetry in the order of [`Symmetry::ALL`], with the symmetry that maps
    /// this position onto it. Every image of a position has the same canonical form.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Symmetry};
    /// let mut pos = Position::new(Rules::freestyle());
    /// pos.play_at("c3".parse()?)?;
    /// let (canonical, s) = pos.canonical();
    /// assert_eq!(canonical, pos.transform(s));
    /// for t in Symmetry::ALL {
    ///     assert_eq!(pos.transform(t).canonical().0, canonical);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn canonical(&self) -> (Position, Symmetry) {
        let keys = self.symmetric_keys();
        let mut best = Symmetry::Identity;
        for s in Symmetry::ALL {
            if keys[s.index()] < keys[best.index()] {
                best = s;
            }
        }
        let mut out = self.transform_board(best);
        out.key = keys[best.index()];
        (out, best)
    }

    /// The symmetries that map this position onto itself (its stabiliser); the identity
    /// is always one. Decided on the stones themselves, not on keys.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Symmetry};
    /// let mut pos = Position::new(Rules::freestyle());
    /// pos.play_at("h8".parse()?)?; // the centre: all eight
    /// assert_eq!(pos.stabilizer().len(), 8);
    /// pos.play_at("h9".parse()?)?; // a line up from it: the identity and the left-right mirror
    /// let s: Vec<Symmetry> = pos.stabilizer().iter().collect();
    /// assert_eq!(s, [Symmetry::Identity, Symmetry::MirrorLeftRight]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn stabilizer(&self) -> SymmetrySet {
        let keys = self.symmetric_keys();
        let n = self.size();
        let mut out = SymmetrySet::new();
        for s in Symmetry::ALL {
            // A different key is a different image; an equal key is checked stone by stone.
            if keys[s.index()] == self.key
                && Color::ALL.iter().all(|&c| {
                    let stones = self.board.stones(c);
                    stones.iter().all(|p| stones.contains(s.map_point(p, n)))
                })
            {
                out.insert(s);
            }
        }
        out
    }

    /// Whether the moves `a` and `b` are symmetric in this position: some symmetry of the
    /// [stabiliser](Position::stabilizer) maps `a` onto `b`, so that playing either gives
    /// the same position up to symmetry. False if either point is off the board.
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules};
    /// let mut pos = Position::new(Rules::renju());
    /// pos.play_at("h8".parse()?)?;
    /// assert!(pos.moves_are_symmetric("h9".parse()?, "g8".parse()?));
    /// assert!(!pos.moves_are_symmetric("h9".parse()?, "i9".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn moves_are_symmetric(&self, a: Point, b: Point) -> bool {
        let n = self.size();
        if !a.is_on_board(n) || !b.is_on_board(n) {
            return false;
        }
        self.stabilizer().iter().any(|s| s.map_point(a, n) == b)
    }

    /// A drawing of the board that marks the forbidden points of the side to move with
    /// `3`, `4` or `6` (the same as the alternate form `{:#}`).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, Setup};
    /// let pos = Position::from_setup(Rules::renju(), &Setup::from_text("f8 g8 h6 h7", "")?)?;
    /// assert!(pos.diagram().to_string().contains("X X 3"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn diagram(&self) -> Diagram<'_> {
        Diagram {
            pos: self,
            forbidden: true,
        }
    }
}

impl PartialEq for Position {
    /// Same rules, stones, side to move and captured pairs (RULES.md §10).
    fn eq(&self, other: &Position) -> bool {
        self.key == other.key
            && self.turn == other.turn
            && self.captures == other.captures
            && self.board == other.board
            && self.rules == other.rules
    }
}

impl Eq for Position {}

impl core::hash::Hash for Position {
    /// The key: equal positions have equal keys.
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.key);
    }
}

/// A board drawing: see [`Position::diagram`] and `Display` of [`Position`].
#[derive(Debug, Clone, Copy)]
pub struct Diagram<'a> {
    pos: &'a Position,
    forbidden: bool,
}

impl fmt::Display for Diagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pos = self.pos;
        let n = pos.size();
        let marks = if self.forbidden && !pos.is_game_over() {
            pos.forbidden_points()
        } else {
            ForbiddenPoints::new()
        };
        for y in (0..n).rev() {
            write!(f, "{:>2}", y + 1)?;
            for x in 0..n {
                let p = Point::new(x, y).unwrap_or_else(|| unreachable!());
                let c = match (pos.board.cell(x.into(), y.into()), marks.get(p)) {
                    (Cell::Stone(c), _) => c.char(),
                    (_, Some(kind)) => kind.char(),
                    _ => '.',
                };
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        f.write_str("  ")?;
        for x in 0..n {
            write!(f, " {}", (b'a' + x) as char)?;
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    /// The board with coordinates, `X` for Black and `O` for White. The alternate form
    /// (`{:#}`) also marks the side to move's forbidden points (`3`, `4`, `6`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(
            &Diagram {
                pos: self,
                forbidden: f.alternate(),
            },
            f,
        )
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("rules", &self.rules)
            .field("turn", &self.turn)
            .field("black", self.board.stones(Color::Black))
            .field("white", self.board.stones(Color::White))
            .field("captures", &self.captures)
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::p;
    use std::format;
    use std::string::{String, ToString};
    use std::vec::Vec;

    fn texts(points: impl Iterator<Item = Point>) -> Vec<String> {
        points.map(|q| q.to_string()).collect()
    }

    fn setup(rules: Rules, black: &str, white: &str) -> Position {
        Position::from_setup(rules, &Setup::from_text(black, white).unwrap()).unwrap()
    }

    #[test]
    fn one_move_captures_in_several_directions() {
        // j10 flanks three white pairs: to the right, upwards and down-left.
        let mut pos = setup(Rules::pente(), "m10 j13 g7", "k10 l10 j11 j12 i9 h8");
        let empties = pos.empty_points().len();
        pos.play_at(p("j10")).unwrap();
        assert_eq!(
            texts(pos.last_captures().iter()),
            ["k10", "l10", "j11", "j12", "i9", "h8"]
        );
        assert_eq!(
            format!("{:?}", pos.last_captures()),
            "[k10, l10, j11, j12, i9, h8]"
        );
        assert_eq!(pos.captured_pairs(Color::Black), 3);
        assert_eq!(pos.captured_pairs(Color::White), 0);
        for q in pos.last_captures().iter() {
            assert_eq!(pos.stone_at(q), None, "{q}");
        }
        // One stone in, six out: the empty points (and the board's count) follow.
        assert_eq!(pos.empty_points().len(), empties - 1 + 6);
        assert!(pos.stones(Color::White).is_empty());
        // The next move's captures replace them.
        pos.play_at(p("a1")).unwrap();
        assert!(pos.last_captures().is_empty());
        assert_eq!(pos.captured_pairs(Color::Black), 3);
    }

    #[test]
    fn only_two_flanked_stones_are_taken() {
        // j10 flanks three in a row (k10 l10 m10, n10) and one (k11, l12): no capture.
        let mut pos = setup(Rules::pente(), "n10 l12", "k10 l10 m10 k11");
        pos.play_at(p("j10")).unwrap();
        assert!(pos.last_captures().is_empty());
        assert_eq!(pos.stones(Color::White).len(), 4);
        assert_eq!(pos.captured_pairs(Color::Black), 0);
        // Moving into a flanked position is no capture (RULES.md §5).
        let s = Setup::from_text("j10 m10", "k10")
            .unwrap()
            .with_turn(Color::White);
        let mut pos = Position::from_setup(Rules::pente(), &s).unwrap();
        pos.play_at(p("l10")).unwrap();
        assert!(pos.last_captures().is_empty());
        assert_eq!(pos.stone_at(p("k10")), Some(Color::White));
        // At the edge: a pair against the edge is not flanked.
        let mut pos = setup(Rules::pente(), "d1", "b1 a1 c2 c3");
        pos.play_at(p("c1")).unwrap();
        assert!(pos.last_captures().is_empty());
        pos.play_at(p("s19")).unwrap();
        pos.play_at(p("c4")).unwrap(); // c4 c3 c2 c1: down to the stone on the edge row
        assert_eq!(texts(pos.last_captures().iter()), ["c3", "c2"]);
    }

    #[test]
    fn the_capture_target_wins() {
        let rules = Rules::pente().with_capture(Some(1)).unwrap();
        let mut pos = setup(rules, "j10", "k10 l10");
        pos.play_at(p("m10")).unwrap();
        assert_eq!(
            pos.outcome(),
            Some(Outcome::decided(Some(Color::Black), Termination::Capture))
        );
        assert_eq!(pos.turn(), Color::White);
        // Pairs given in a setup count towards the target.
        let mut s = Setup::from_text("j10", "k10 l10").unwrap();
        s.captures = [4, 0];
        let mut pos = Position::from_setup(Rules::pente(), &s).unwrap();
        assert_eq!(pos.captured_pairs(Color::Black), 4);
        pos.play_at(p("m10")).unwrap();
        assert_eq!(pos.captured_pairs(Color::Black), 5);
        assert_eq!(pos.outcome().unwrap().termination, Termination::Capture);
        // ... but not at or above it, nor without captures.
        s.captures = [0, 5];
        assert_eq!(
            Position::from_setup(Rules::pente(), &s),
            Err(SetupError::Captures {
                color: Color::White,
                pairs: 5
            })
        );
        s.captures = [1, 0];
        assert_eq!(
            Position::from_setup(Rules::freestyle(), &s),
            Err(SetupError::Captures {
                color: Color::Black,
                pairs: 1
            })
        );
    }

    #[test]
    fn stones_played_counts_stones_not_passes_nor_captures() {
        let rules = Rules::pente().with_pass(true);
        let mut pos = setup(rules, "j10", "k10 l10");
        assert_eq!(pos.stones_played(), 3);
        pos.play(Move::Pass).unwrap();
        assert_eq!(pos.stones_played(), 3);
        pos.play_at(p("a1")).unwrap();
        pos.play_at(p("m10")).unwrap(); // captures two
        assert_eq!(pos.stones_played(), 5);
        assert_eq!(
            pos.stones(Color::White).len() + pos.stones(Color::Black).len(),
            3
        );
        // A forbidden move that loses is a stone played.
        let mut pos = setup(Rules::renju(), "f8 g8 h6 h7", "a1 a3");
        pos.play_at(p("h8")).unwrap();
        assert_eq!(pos.outcome().unwrap().termination, Termination::Forbidden);
        assert_eq!(pos.stones_played(), 7);
        assert_eq!(pos.stone_at(p("h8")), Some(Color::Black));
    }

    #[test]
    fn the_move_limit_counts_setup_stones() {
        let rules = Rules::freestyle()
            .with_pass(true)
            .with_move_limit(Some(3))
            .unwrap();
        let mut pos = Position::new(rules);
        for m in [
            Move::Place(p("h8")),
            Move::Pass,
            Move::Place(p("a1")),
            Move::Pass,
        ] {
            pos.play(m).unwrap();
        }
        assert!(!pos.is_game_over());
        pos.play_at(p("i8")).unwrap();
        assert_eq!(
            pos.outcome(),
            Some(Outcome::decided(None, Termination::MoveLimit))
        );
        assert_eq!(
            setup(rules, "h8 i8", "a1").outcome().unwrap().termination,
            Termination::MoveLimit
        );
        assert_eq!(setup(rules, "h8", "a1").outcome(), None);
        // A five on the last stone allowed wins.
        let rules = Rules::freestyle().with_move_limit(Some(9)).unwrap();
        let mut pos = setup(rules, "h8 i8 j8 k8", "a1 a2 a3 a4");
        pos.play_at(p("l8")).unwrap();
        assert_eq!(pos.outcome().unwrap().termination, Termination::Five);
        // A breakable five on the last stone allowed (Ninuki-renju) is still answered, as
        // every pending five must be (RULES.md §5): the reply that breaks it ends the game
        // by the limit, any other lets the five win.
        let rules = Rules::ninuki_renju().with_move_limit(Some(15)).unwrap();
        let pending = || {
            let mut pos = setup(
                rules,
                "g10 h10 i10 j10 h11 a1 a3",
                "h9 f12 g12 i13 j14 o1 o3",
            );
            pos.play_at(p("k10")).unwrap();
            assert_eq!((pos.outcome(), pos.stones_played()), (None, 15));
            pos
        };
        let mut broken = pending();
        broken.play_at(p("h12")).unwrap();
        assert_eq!(
            broken.outcome().unwrap().termination,
            Termination::MoveLimit
        );
        let mut ignored = pending();
        ignored.play_at(p("o8")).unwrap();
        assert_eq!(ignored.outcome().unwrap().winner, Some(Color::Black));
    }

    #[test]
    fn a_full_board_is_a_draw() {
        // 5x5 with runs of two at most, in every direction.
        let rows = ["XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOO."];
        let mut s = Setup::new();
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                let q = Point::new(x as u8, y as u8).unwrap();
                if let Ok(color) = c.to_string().parse::<Color>() {
                    s = s.with_stone(q, color);
                }
            }
        }
        let rules = Rules::freestyle().with_size(5).unwrap();
        let mut pos = Position::from_setup(rules, &s).unwrap();
        assert_eq!(pos.outcome(), None);
        assert_eq!(pos.legal_moves().len(), 1);
        pos.play_at(p("e5")).unwrap();
        assert_eq!(
            pos.outcome(),
            Some(Outcome::decided(None, Termination::BoardFull))
        );
        let full = Position::from_setup(rules, &s.with_stone(p("e5"), Color::Black)).unwrap();
        assert_eq!(full.outcome().unwrap().termination, Termination::BoardFull);
        assert!(full.legal_moves().is_empty());
    }

    /// Black d8 e8 f8 g8 and g9, White g10: h8 makes a five that White can break by g7,
    /// capturing g8 g9.
    fn breakable_five() -> Position {
        let rules = Rules::ninuki_renju().with_pass(true);
        let mut pos = setup(rules, "d8 e8 f8 g8 g9", "g10 a1 a2 a3 a4");
        pos.play_at(p("h8")).unwrap();
        pos
    }

    #[test]
    fn a_breakable_five_waits_one_move() {
        let pos = breakable_five();
        let line = Line::new(p("d8"), p("h8")).unwrap();
        assert_eq!(pos.pending_five(), Some((Color::Black, line)));
        assert_eq!(pos.outcome(), None);
        assert_eq!(pos.turn(), Color::White);

        // White breaks it: the game goes on, the five is gone.
        let mut broken = pos;
        broken.play_at(p("g7")).unwrap();
        assert_eq!(texts(broken.last_captures().iter()), ["g8", "g9"]);
        assert_eq!(broken.captured_pairs(Color::White), 1);
        assert_eq!((broken.pending_five(), broken.outcome()), (None, None));
        assert_eq!(broken.stones_played(), 12);

        // White plays elsewhere, or passes: the five stands, and wins.
        for mv in [Move::Place(p("o15")), Move::Pass] {
            let mut stands = pos;
            stands.play(mv).unwrap();
            let outcome = stands.outcome().unwrap();
            assert_eq!(
                (outcome.winner, outcome.termination),
                (Some(Color::Black), Termination::Five)
            );
            assert_eq!(outcome.line, Some(line));
            assert_eq!(stands.pending_five(), None);
        }
    }

    #[test]
    fn an_unbreakable_five_wins_at_once() {
        // The same five without g9: nothing to capture.
        let mut pos = setup(Rules::ninuki_renju(), "d8 e8 f8 g8", "g10 a1 a2 a3");
        pos.play_at(p("h8")).unwrap();
        assert_eq!(pos.pending_five(), None);
        assert_eq!(pos.outcome().unwrap().line, Line::new(p("d8"), p("h8")));
        // Under pente (no perfect-five rule) the breakable five wins at once too.
        let mut pos = setup(Rules::pente(), "d8 e8 f8 g8 g9", "g10 a1 a2 a3 a4");
        pos.play_at(p("h8")).unwrap();
        assert_eq!(pos.pending_five(), None);
        assert_eq!(pos.outcome().unwrap().termination, Termination::Five);
    }

    #[test]
    fn symmetries_carry_captures_and_the_pending_five() {
        let pos = breakable_five();
        let mut broken = pos;
        broken.play_at(p("g7")).unwrap();
        for s in Symmetry::ALL {
            let t = |q: Point| s.apply(q, 15).unwrap();
            let turned = pos.transform(s);
            let (owner, line) = turned.pending_five().unwrap();
            assert_eq!(owner, Color::Black);
            let mut want: Vec<Point> = Line::new(p("d8"), p("h8"))
                .unwrap()
                .points()
                .map(t)
                .collect();
            let mut got: Vec<Point> = line.points().collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "symmetry {s}");
            let turned = broken.transform(s);
            assert_eq!(
                turned.last_captures().iter().collect::<Vec<_>>(),
                [t(p("g8")), t(p("g9"))],
                "symmetry {s}"
            );
            assert_eq!(turned.last_move(), Some(Move::Place(t(p("g7")))));
            assert_eq!(turned.captured_pairs(Color::White), 1);
        }
    }
}
