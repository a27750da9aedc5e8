//! `Game`: a position with its history, and `LegalMoves`, its lazy view of legal points.

use gomoku_referee::{
    Color, Game, Move, Outcome, Point, PointSet, Setup, Termination, parse_moves,
};
use pyo3::exceptions::{PyIndexError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyString, PyTuple, PyType};

use crate::enums::{PyColor, PyForbidden, PyTermination};
use crate::errors::{
    captured_pairs_error_for_int, game_error, parse_error, play_error, setup_error,
};
use crate::interned::{point_list as interned_list, point_object};
use crate::outcome::PyOutcome;
use crate::point::{PointArg, PyPoint, int_arg};
use crate::rules::PyRules;

/// A game: the rules, the position and its history (moves, undo, resignation, timeout,
/// draw offers), the way python-chess's `Board` feels.
///
/// Every method that takes a point accepts a `Point` or its text, such as `"h8"`. A
/// refused call raises a `GomokuError` subclass and leaves the game unchanged.
/// Games compare equal when their rules, start, moves and state are equal; they copy,
/// deep-copy and pickle (with their history).
#[pyclass(module = "gomoku", name = "Game", eq)]
#[derive(Debug, Clone, PartialEq)]
pub struct PyGame {
    /// The core game.
    pub inner: Game,
}

/// A move as Python sees it: a `Point`, or `None` for a pass.
fn move_to_py(m: Move) -> Option<PyPoint> {
    m.point().map(PyPoint)
}

/// The points of a `PointSet` as Python objects, in board order.
fn point_list(set: &PointSet) -> Vec<PyPoint> {
    set.iter().map(PyPoint).collect()
}

/// The point at `index` of `set` in board order (row by row from `a1`), found by
/// counting bits row by row rather than walking every point.
fn nth_point(set: &PointSet, index: usize) -> Option<Point> {
    let mut left = index;
    for (y, &row) in set.rows().iter().enumerate() {
        let n = row.count_ones() as usize;
        if left < n {
            let mut bits = row;
            for _ in 0..left {
                bits &= bits - 1; // drop the lowest set bit
            }
            return Point::new(bits.trailing_zeros() as u8, y as u8);
        }
        left -= n;
    }
    None
}

/// Reads an iterable of points (each a `Point` or a string).
fn points_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<Point>> {
    if obj.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must be an iterable of points, not a str"
        )));
    }
    obj.try_iter()?
        .map(|item| item?.extract::<PointArg>().map(|p| p.0))
        .collect()
}

/// Reads the moves of an iterable whose items are a `Point`, a move text (`"h8"` or
/// `"pass"`) or `None` (a pass).
pub(crate) fn moves_from_iterable(moves: &Bound<'_, PyAny>) -> PyResult<Vec<Move>> {
    moves
        .try_iter()?
        .map(|item| {
            let item = item?;
            if item.is_none() {
                Ok(Move::Pass)
            } else if let Ok(text) = item.cast::<PyString>() {
                text.to_string_lossy().parse::<Move>().map_err(parse_error)
            } else {
                item.extract::<PointArg>().map(|p| Move::Place(p.0))
            }
        })
        .collect()
}

/// The exception of move `index` of a move list that cannot be played: the move's own
/// `IllegalMoveError` subclass, with `.index` set.
pub(crate) fn move_list_error(py: Python<'_>, index: usize, e: gomoku_referee::PlayError) -> PyErr {
    let err = play_error(py, e);
    let value = err.value(py);
    let msg = format!("move {index} of the move list: {e}");
    if value.setattr("index", index).is_ok() && value.setattr("args", (msg,)).is_ok() {
        err
    } else {
        play_error(py, e)
    }
}

/// The exception of a move list the core refused: `InvalidMoveListError` for a move that
/// does not parse, the move's own `IllegalMoveError` subclass (with `.index`) for one that
/// cannot be played.
pub(crate) fn move_list_errors(py: Python<'_>, e: gomoku_referee::MoveListError) -> PyErr {
    match e {
        gomoku_referee::MoveListError::Parse(e) => parse_error(e),
        gomoku_referee::MoveListError::Play { index, error } => move_list_error(py, index, error),
    }
}

/// Reads a captured-pairs count for the core to judge; one outside the core's `u32`
/// (negative or huge) is the same `CapturedPairsError` the core gives for a count the
/// rules do not allow, naming the Python value.
fn pairs_arg(py: Python<'_>, obj: &Bound<'_, PyAny>, color: Color) -> PyResult<u32> {
    int_arg(obj, "captured pairs")?
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| captured_pairs_error_for_int(py, color, obj))
}

impl PyGame {
    /// `p` must lie on this game's board: otherwise `OffBoardError`.
    fn on_board(&self, py: Python<'_>, p: Point) -> PyResult<Point> {
        let size = self.inner.rules().size();
        if p.is_on_board(size) {
            Ok(p)
        } else {
            Err(play_error(
                py,
                gomoku_referee::PlayError::OffBoard { point: p, size },
            ))
        }
    }

    /// Plays `mv`, mapping a refusal to its exception.
    fn play(&mut self, py: Python<'_>, mv: Move) -> PyResult<()> {
        self.inner.play(mv).map_err(|e| play_error(py, e))
    }

    /// The legal points now (`Game::legal_moves`: none once the game is over). Computed
    /// without the GIL when the core will judge forbidden points for it (the *reject*
    /// policy, a restricted side to move); otherwise the answer is a bit mask, cheaper
    /// than releasing the GIL. (Only where to compute is chosen here, not what.)
    fn legal_set(&self, py: Python<'_>) -> PointSet {
        let game = &self.inner;
        let rules = game.rules();
        if rules.forbidden_policy() == gomoku_referee::ForbiddenPolicy::Reject
            && !rules.restrictions(game.turn()).is_empty()
        {
            py.detach(|| game.legal_moves())
        } else {
            game.legal_moves()
        }
    }

    /// The game's moves as text: `"h8 h9 pass"`.
    fn moves_text(&self) -> String {
        let moves: Vec<String> = self.inner.moves().iter().map(Move::to_string).collect();
        moves.join(" ")
    }

    /// Applies an ending that no move caused (resignation, timeout, agreement).
    fn apply_ending(&mut self, py: Python<'_>, ending: Outcome) -> PyResult<()> {
        let g = &mut self.inner;
        let result = match (ending.termination, ending.winner) {
            (Termination::Resignation, Some(w)) => g.resign(!w),
            (Termination::Timeout, Some(w)) => g.timeout(!w),
            (Termination::Agreement, None) => g
                .offer_draw(Color::Black)
                .and_then(|()| g.accept_draw(Color::White)),
            _ => {
                return Err(PyTypeError::new_err(
                    "only a resignation, a timeout or an agreement can end a game by action",
                ));
            }
        };
        result.map_err(|e| game_error(py, e))
    }
}

#[pymethods]
impl PyGame {
    /// A new game on the empty board (freestyle on 15×15 by default).
    #[new]
    #[pyo3(signature = (rules = PyRules(gomoku_referee::Rules::freestyle())))]
    fn new(rules: PyRules) -> PyGame {
        PyGame {
            inner: Game::new(rules.0),
        }
    }

    /// The game as a `Record` (rules, start, moves, outcome).
    fn to_record(&self) -> crate::record::PyRecord {
        crate::record::game_to_record(self)
    }

    /// The game as SGF FF[4] GM[4]; `rows="bottom"` for programs that count rows from
    /// the bottom.
    #[pyo3(signature = (*, rows = "top"))]
    fn to_sgf(&self, rows: &str) -> PyResult<String> {
        crate::record::game_to_sgf(self, rows)
    }

    /// The game as PSQ (Piskvork); `RecordWriteError` for a set-up start or a pass.
    fn to_psq(&self) -> PyResult<String> {
        crate::record::game_to_psq(self)
    }

    /// The game as move text, `"h8 h9 i8"`; `RecordWriteError` for a set-up start.
    fn to_moves(&self) -> PyResult<String> {
        crate::record::game_to_moves(self)
    }

    /// A game that starts from stones already on the board: any number of each colour,
    /// `turn` to move, and captured pairs for the capture games.
    ///
    /// Raises `OffBoardSetupError`, `OverlapError`, `AlreadyWonError` or
    /// `CapturedPairsError` (all `SetupError`) when the position cannot be set up.
    #[classmethod]
    #[pyo3(signature = (rules, black = None, white = None, *, turn = PyColor::Black, black_pairs = None, white_pairs = None),
           text_signature = "($cls, rules, black=(), white=(), *, turn=Color.BLACK, black_pairs=0, white_pairs=0)")]
    #[allow(clippy::too_many_arguments)]
    fn from_stones(
        cls: &Bound<'_, PyType>,
        rules: PyRules,
        black: Option<&Bound<'_, PyAny>>,
        white: Option<&Bound<'_, PyAny>>,
        turn: PyColor,
        black_pairs: Option<&Bound<'_, PyAny>>,
        white_pairs: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let py = cls.py();
        let mut setup = Setup::new().with_turn(turn.into());
        for (color, stones) in [(Color::Black, black), (Color::White, white)] {
            if let Some(stones) = stones {
                for p in points_arg(stones, "stones")? {
                    setup = setup.with_stone(p, color);
                }
            }
        }
        for (color, pairs) in [(Color::Black, black_pairs), (Color::White, white_pairs)] {
            if let Some(pairs) = pairs {
                setup.captures[color.index()] = pairs_arg(py, pairs, color)?;
            }
        }
        Game::from_setup(rules.0, &setup)
            .map(|inner| PyGame { inner })
            .map_err(|e| setup_error(py, e))
    }

    /// A game from the empty board through `moves`: a string such as `"h8 h9 i8"` (or
    /// `"h8h9i8"`, with `pass` spelled out) or an iterable whose items are a `Point`, a
    /// move text (`"h8"` or `"pass"`) or `None` (a pass).
    ///
    /// Raises `InvalidMoveListError` (with `.index`) for a move string that does not
    /// parse, `InvalidMoveError` for an item of an iterable that does not, and the
    /// move's own `IllegalMoveError` subclass, with `.index` set, for a move that cannot
    /// be played.
    #[classmethod]
    fn from_moves(
        cls: &Bound<'_, PyType>,
        rules: PyRules,
        moves: &Bound<'_, PyAny>,
    ) -> PyResult<PyGame> {
        let py = cls.py();
        let moves: Vec<Move> = if let Ok(text) = moves.cast::<PyString>() {
            parse_moves(&text.to_string_lossy())
                .collect::<Result<_, _>>()
                .map_err(parse_error)?
        } else {
            moves_from_iterable(moves)?
        };
        Game::from_moves(rules.0, moves)
            .map(|inner| PyGame { inner })
            .map_err(|e| move_list_errors(py, e))
    }

    /// The rules.
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules(*self.inner.rules())
    }

    /// The side to move.
    #[getter]
    fn turn(&self) -> PyColor {
        self.inner.turn().into()
    }

    /// The moves played since the start: a list of `Point`, with `None` for a pass.
    #[getter]
    fn moves(&self) -> Vec<Option<PyPoint>> {
        self.inner.moves().iter().map(|m| move_to_py(*m)).collect()
    }

    /// A live view of the legal points: supports `len()`, iteration (in board order,
    /// from `a1`), indexing in that order (so `random.choice` works) and `in`. Empty
    /// once the game is over.
    #[getter]
    fn legal_moves(slf: Bound<'_, Self>) -> PyLegalMoves {
        PyLegalMoves { game: slf.unbind() }
    }

    /// Plays a stone of the side to move on `point`. A draw offer made to the mover
    /// lapses.
    ///
    /// Raises `OffBoardError`, `OccupiedError`, `ForbiddenMoveError` (under the reject
    /// policy) or `GameOverError`; the game is then unchanged.
    fn push(&mut self, py: Python<'_>, point: PointArg) -> PyResult<()> {
        self.play(py, Move::Place(point.0))
    }

    /// Plays a move list given as text (`"h8 h9 i8"`, `"h8,h9"`, `"h8h9"`, `pass`; spaces or
    /// commas between moves), all or nothing: what C's `gomoku_game_play_text` and Rust's
    /// `Game::play_text` do.
    ///
    /// Raises `InvalidMoveListError` (with `.index` and `.token`) for a move that does not
    /// parse, the move's own `IllegalMoveError` subclass (with `.index`) for one that
    /// cannot be played; the game is then unchanged.
    fn play_text(&mut self, py: Python<'_>, text: &Bound<'_, PyString>) -> PyResult<()> {
        self.inner
            .play_text(&text.to_string_lossy())
            .map_err(|e| move_list_errors(py, e))
    }

    /// Passes (only where the rules allow it: `Rules.with_pass(True)`).
    ///
    /// Raises `PassNotAllowedError` or `GameOverError`.
    fn push_pass(&mut self, py: Python<'_>) -> PyResult<()> {
        self.play(py, Move::Pass)
    }

    /// Takes back the last move (and its captures) and returns it (`None` for a pass).
    /// Reopens a game that the move had ended; any draw offer lapses.
    ///
    /// Raises `NothingToUndoError` (an `IndexError`, as `list.pop` raises) when no move
    /// has been played, `EndedByActionError` after a resignation, timeout or agreement.
    fn pop(&mut self, py: Python<'_>) -> PyResult<Option<PyPoint>> {
        self.inner
            .undo()
            .map(move_to_py)
            .map_err(|e| game_error(py, e))
    }

    /// The last move (`None` for a pass).
    ///
    /// Raises `IndexError` when no move has been played.
    fn peek(&self) -> PyResult<Option<PyPoint>> {
        self.inner
            .moves()
            .last()
            .map(|m| move_to_py(*m))
            .ok_or_else(|| PyIndexError::new_err("no move has been played"))
    }

    /// Whether a stone on `point` would be accepted now (`False` off the board).
    fn is_legal(&self, point: PointArg) -> bool {
        self.inner.is_legal(point.0)
    }

    /// Why `point` is forbidden for `color` (by default the side to move), or `None`
    /// (also for an occupied point, or a colour the rules do not restrict).
    ///
    /// Raises `OffBoardError` for a point off the board.
    #[pyo3(signature = (point, color = None))]
    fn forbidden(
        &self,
        py: Python<'_>,
        point: PointArg,
        color: Option<PyColor>,
    ) -> PyResult<Option<PyForbidden>> {
        let p = self.on_board(py, point.0)?;
        let pos = *self.inner.position();
        let color = color.map_or(pos.turn(), Into::into);
        Ok(py
            .detach(move || pos.forbidden_for(color, p))
            .map(PyForbidden::from))
    }

    /// The forbidden points of the side to move, each with its kind, in board order.
    fn forbidden_points<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let pos = *self.inner.position();
        let points = py.detach(move || pos.forbidden_points());
        let dict = PyDict::new(py);
        for (p, kind) in points.iter() {
            dict.set_item(PyPoint(p), PyForbidden::from(kind))?;
        }
        Ok(dict)
    }

    /// The end of the game, or `None` while it goes on.
    fn outcome(&self) -> Option<PyOutcome> {
        self.inner.outcome().map(PyOutcome)
    }

    /// Whether the game has ended.
    fn is_game_over(&self) -> bool {
        self.inner.is_game_over()
    }

    /// `color` resigns (on either side's turn): the other side wins.
    ///
    /// Raises `GameOverError` if the game has ended.
    fn resign(&mut self, py: Python<'_>, color: PyColor) -> PyResult<()> {
        self.inner
            .resign(color.into())
            .map_err(|e| game_error(py, e))
    }

    /// `color`'s time ran out, as the caller measured it: the other side wins.
    ///
    /// Raises `GameOverError` if the game has ended.
    fn timeout(&mut self, py: Python<'_>, color: PyColor) -> PyResult<()> {
        self.inner
            .timeout(color.into())
            .map_err(|e| game_error(py, e))
    }

    /// `color` offers a draw; it stands until answered or until the other side moves.
    ///
    /// Raises `GameOverError`, or `DrawOfferPendingError` if an offer already stands.
    fn offer_draw(&mut self, py: Python<'_>, color: PyColor) -> PyResult<()> {
        self.inner
            .offer_draw(color.into())
            .map_err(|e| game_error(py, e))
    }

    /// `color` accepts the other side's offer: a draw by agreement.
    ///
    /// Raises `GameOverError`, or `NoDrawOfferError` unless the other side offered.
    fn accept_draw(&mut self, py: Python<'_>, color: PyColor) -> PyResult<()> {
        self.inner
            .accept_draw(color.into())
            .map_err(|e| game_error(py, e))
    }

    /// `color` declines the other side's offer; the game goes on.
    ///
    /// Raises `GameOverError`, or `NoDrawOfferError` unless the other side offered.
    fn decline_draw(&mut self, py: Python<'_>, color: PyColor) -> PyResult<()> {
        self.inner
            .decline_draw(color.into())
            .map_err(|e| game_error(py, e))
    }

    /// The side with a pending draw offer, or `None`.
    #[getter]
    fn draw_offer(&self) -> Option<PyColor> {
        self.inner.draw_offer().map(Into::into)
    }

    /// The colour of the stone on `point`, or `None` if it is empty.
    ///
    /// Raises `OffBoardError` for a point off the board.
    fn stone_at(&self, py: Python<'_>, point: PointArg) -> PyResult<Option<PyColor>> {
        let p = self.on_board(py, point.0)?;
        Ok(self.inner.position().stone_at(p).map(Into::into))
    }

    /// The stones of `color`, in board order.
    fn stones(&self, color: PyColor) -> Vec<PyPoint> {
        point_list(self.inner.position().stones(color.into()))
    }

    /// The number of pairs `color` has captured (capture games; else 0).
    fn captured_pairs(&self, color: PyColor) -> u8 {
        self.inner.position().captured_pairs(color.into())
    }

    /// The stones the last move captured.
    fn last_captures(&self) -> Vec<PyPoint> {
        self.inner
            .position()
            .last_captures()
            .iter()
            .map(PyPoint)
            .collect()
    }

    /// The position as a numpy `uint8` array of shape `(7, size, size)`, indexed
    /// `[plane, y, x]` (row 0 is the bottom row): planes `gomoku.PLANES` = black
    /// stones, white stones, Black to move (all 1) or not (all 0), legal points, then
    /// the double-three, double-four and overline points of the side to move. Built in
    /// Rust without the GIL; `gomoku.stack_games` does many games at once.
    ///
    /// Raises `ImportError` if numpy is not installed (it is an optional dependency).
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, numpy::PyArray3<u8>>> {
        crate::arrays::game_to_numpy(py, self)
    }

    /// An independent copy of the game, with its history.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    /// An independent copy (`copy.copy`).
    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    /// An independent copy (`copy.deepcopy`): a game holds no Python object.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    /// The board with coordinates: `X` Black, `O` White, `.` empty.
    fn __str__(&self) -> String {
        self.inner.to_string()
    }

    /// The board as `str()` draws it, with the side to move's forbidden points marked
    /// `3` (double-three), `4` (double-four) and `6` (overline).
    fn diagram(&self, py: Python<'_>) -> String {
        let pos = *self.inner.position();
        py.detach(move || pos.diagram().to_string())
    }

    /// The board as an SVG picture, `gomoku.svg.board(self)`: how Jupyter shows a game.
    #[pyo3(name = "_repr_svg_")]
    fn repr_svg(slf: &Bound<'_, Self>) -> PyResult<String> {
        let py = slf.py();
        py.import("gomoku.svg")?
            .getattr("board")?
            .call1((slf,))?
            .extract()
    }

    /// `Game.from_moves(Rules.renju(), 'h8 h9')` when that rebuilds the game, else a
    /// description in angle brackets.
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let rules = Py::new(py, self.rules())?.bind(py).repr()?.to_string();
        let start = self.inner.start();
        let fresh = start.stones_played() == 0
            && start.turn() == Color::Black
            && self.inner.outcome().is_none_or(|o| {
                !matches!(
                    o.termination,
                    Termination::Resignation | Termination::Timeout | Termination::Agreement
                )
            })
            && self.inner.draw_offer().is_none();
        if fresh {
            Ok(format!("Game.from_moves({rules}, '{}')", self.moves_text()))
        } else {
            Ok(format!(
                "<Game rules={rules} moves='{}' turn={} outcome={}>",
                self.moves_text(),
                self.inner.turn(),
                self.inner
                    .outcome()
                    .map_or_else(|| "None".to_owned(), |o| o.to_string())
            ))
        }
    }

    /// `(Game, (rules,), state)`: how a game pickles (every protocol), with its history.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyType>, (PyRules,), Bound<'py, PyTuple>)> {
        Ok((
            py.get_type::<PyGame>(),
            (self.rules(),),
            self.__getstate__(py)?,
        ))
    }

    /// The state that pickle saves: rules, the start (stones, turn, captured pairs),
    /// the moves, an ending by action and a pending draw offer.
    fn __getstate__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let start = self.inner.start();
        let ending = self.inner.outcome().filter(|o| {
            matches!(
                o.termination,
                Termination::Resignation | Termination::Timeout | Termination::Agreement
            )
        });
        (
            self.rules(),
            point_list(start.stones(Color::Black)),
            point_list(start.stones(Color::White)),
            PyColor::from(start.turn()),
            start.captured_pairs(Color::Black),
            start.captured_pairs(Color::White),
            self.moves(),
            ending.map(|o| {
                (
                    o.winner.map(PyColor::from),
                    PyTermination::from(o.termination),
                )
            }),
            self.draw_offer(),
        )
            .into_pyobject(py)
    }

    /// Restores the state `__getstate__` gave, replaying the moves.
    #[allow(clippy::type_complexity)]
    fn __setstate__(
        &mut self,
        py: Python<'_>,
        state: (
            PyRules,
            Vec<PyPoint>,
            Vec<PyPoint>,
            PyColor,
            u32,
            u32,
            Vec<Option<PyPoint>>,
            Option<(Option<PyColor>, PyTermination)>,
            Option<PyColor>,
        ),
    ) -> PyResult<()> {
        let (rules, black, white, turn, bp, wp, moves, ending, offer) = state;
        let mut setup = Setup::new().with_turn(turn.into());
        for p in black {
            setup = setup.with_stone(p.0, Color::Black);
        }
        for p in white {
            setup = setup.with_stone(p.0, Color::White);
        }
        setup.captures = [bp, wp];
        let mut game = if setup == Setup::new() {
            PyGame::new(rules)
        } else {
            PyGame {
                inner: Game::from_setup(rules.0, &setup).map_err(|e| setup_error(py, e))?,
            }
        };
        for m in moves {
            game.play(py, m.map_or(Move::Pass, |p| Move::Place(p.0)))?;
        }
        if let Some(offer) = offer {
            game.inner
                .offer_draw(offer.into())
                .map_err(|e| game_error(py, e))?;
        }
        if let Some((winner, termination)) = ending {
            let ending = Outcome::new(winner.map(Into::into), termination.into())
                .map_err(|e| crate::errors::outcome_error(py, e))?;
            game.apply_ending(py, ending)?;
        }
        *self = game;
        Ok(())
    }
}

/// The legal points of a game, computed when asked: `len(game.legal_moves)`,
/// `for p in game.legal_moves`, `game.legal_moves[i]` (board order),
/// `"h8" in game.legal_moves`. It follows the game as moves are played.
#[pyclass(module = "gomoku", name = "LegalMoves", frozen)]
pub struct PyLegalMoves {
    /// The game viewed.
    game: Py<PyGame>,
}

#[pymethods]
impl PyLegalMoves {
    /// The number of legal points.
    fn __len__(&self, py: Python<'_>) -> usize {
        self.game.borrow(py).legal_set(py).len()
    }

    /// Whether there is any legal point.
    fn __bool__(&self, py: Python<'_>) -> bool {
        !self.game.borrow(py).legal_set(py).is_empty()
    }

    /// The legal points in board order (a snapshot taken when iteration starts).
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        let set = self.game.borrow(py).legal_set(py);
        interned_list(py, &set)?.try_iter()
    }

    /// The legal point at `index` in board order (negative counts from the end), so that
    /// `random.choice(game.legal_moves)` draws a legal point without building a list.
    ///
    /// Raises `IndexError` when `index` is out of range.
    fn __getitem__<'py>(&self, py: Python<'py>, index: isize) -> PyResult<Bound<'py, PyPoint>> {
        let set = self.game.borrow(py).legal_set(py);
        let len = set.len();
        let i = if index < 0 {
            len.checked_sub(index.unsigned_abs())
        } else {
            Some(index.unsigned_abs()).filter(|&i| i < len)
        };
        let p = i
            .and_then(|i| nth_point(&set, i))
            .ok_or_else(|| PyIndexError::new_err("legal move index out of range"))?;
        point_object(py, p)
    }

    /// Whether `point` (a `Point` or a string) is legal now; `False` for anything that
    /// is not a point on the board.
    fn __contains__(&self, py: Python<'_>, point: &Bound<'_, PyAny>) -> bool {
        point
            .extract::<PointArg>()
            .is_ok_and(|p| self.game.borrow(py).inner.is_legal(p.0))
    }

    /// `<LegalMoves: h8, h9, ...>` (the first few points).
    fn __repr__(&self, py: Python<'_>) -> String {
        let set = self.game.borrow(py).legal_set(py);
        let shown: Vec<String> = set.iter().take(8).map(|p| p.to_string()).collect();
        let more = if set.len() > 8 { ", ..." } else { "" };
        format!("<LegalMoves ({}): {}{more}>", set.len(), shown.join(", "))
    }
}
