//! `Game`: a position with its history, and `LegalMoves`, its lazy view of legal points.

use gomoku_referee::{
    Color, Ending, Game, History, HistoryError, Move, Outcome, Point, PointSet, Position, Setup,
    ThreatMap, ThreatTracker, parse_moves,
};
use pyo3::exceptions::{PyIndexError, PyMemoryError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyString, PyTuple, PyType};
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::enums::{PyColor, PyForbidden, PyPlayer, PySymmetry, PyTermination};
use crate::errors::{
    captured_pairs_error_for_int, game_error, opening_error, parse_error, play_error, setup_error,
};
use crate::interned::{point_iter, point_object, sole_reference};
use crate::ints::{Int, int_arg};
use crate::opening::{PyExpected, PyOpening, opening_arg};
use crate::outcome::PyOutcome;
use crate::point::{PointArg, PyPoint};
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
    /// The view that `legal_moves` hands out, made on first use.
    view: KeptView,
    /// The threat maps kept from one `threats` call to the next, made on first use.
    threats: KeptThreats,
}

impl From<Game> for PyGame {
    fn from(inner: Game) -> PyGame {
        PyGame {
            inner,
            view: KeptView(OnceLock::new()),
            threats: KeptThreats(Mutex::new(None)),
        }
    }
}

/// The core's `ThreatTracker` (issue 28), kept by a game so that asking `threats` after
/// every move costs a fraction of a fresh map: the tracker follows the game's board
/// whatever happened to it (moves, undo, captures), and answers exactly as
/// `Position::threats`. No part of the game's value: a copy starts without one, equality
/// does not look at it. Locked while in use; a call that finds it in use (another thread)
/// computes the map afresh.
pub(crate) struct KeptThreats(Mutex<Option<Box<ThreatTracker>>>);

impl Clone for KeptThreats {
    fn clone(&self) -> KeptThreats {
        KeptThreats(Mutex::new(None))
    }
}

impl PartialEq for KeptThreats {
    fn eq(&self, _: &KeptThreats) -> bool {
        true
    }
}

impl std::fmt::Debug for KeptThreats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("KeptThreats")
    }
}

impl PyGame {
    /// The threat map of `c` in the game's position, through the kept tracker, without
    /// the GIL.
    pub(crate) fn kept_threats(&self, py: Python<'_>, c: Color) -> ThreatMap {
        let pos = *self.inner.position();
        match self.threats.0.try_lock() {
            Ok(mut kept) => {
                let tracker: &mut ThreatTracker =
                    kept.get_or_insert_with(|| Box::new(ThreatTracker::new()));
                py.detach(move || *tracker.threats(&pos, c))
            }
            Err(_) => py.detach(move || pos.threats(c)),
        }
    }
}

/// A game's `legal_moves` view, kept by the game so that a loop reading it once a move
/// does not make one each time. It is no part of the game's value: a copy of the game
/// starts with none of its own, and equality does not look at it.
///
/// The game holds its view, and the view only points back (see [`PyLegalMoves`]): no
/// reference cycle, so a game is freed as soon as nothing holds it.
///
/// Set through a shared borrow of the game, so that reading `legal_moves` borrows the
/// game as any other read does.
pub(crate) struct KeptView(OnceLock<Py<PyLegalMoves>>);

impl Clone for KeptView {
    fn clone(&self) -> KeptView {
        KeptView(OnceLock::new())
    }
}

impl PartialEq for KeptView {
    fn eq(&self, _: &KeptView) -> bool {
        true
    }
}

impl std::fmt::Debug for KeptView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.get().is_some() {
            "KeptView(made)"
        } else {
            "KeptView(none)"
        })
    }
}

impl Drop for PyGame {
    /// A view that outlives its game keeps the legal points of the game's last position
    /// (nothing can change them any more), and stops pointing at the game.
    fn drop(&mut self) {
        if let Some(view) = self.view.0.take() {
            // A game with a view is inside its Python object (only the getter makes a
            // view, and a copy has none), so this runs as that object is freed, attached
            // to the interpreter; nothing here lets it go (see `game_gone`).
            let held = !sole_reference(&view);
            view.get().game_gone(&self.inner, held);
        }
    }
}

/// A move as Python sees it: a `Point`, or `None` for a pass.
fn move_to_py(m: Move) -> Option<PyPoint> {
    m.point().map(PyPoint)
}

/// The points of a `PointSet` as Python objects, in board order.
fn point_list(set: &PointSet) -> Vec<PyPoint> {
    set.iter().map(PyPoint).collect()
}

/// Appends `item`, or raises `MemoryError` if there is no room: vectors whose length a
/// caller's input decides grow without risking an abort.
pub(crate) fn try_push<T>(v: &mut Vec<T>, item: T) -> PyResult<()> {
    v.try_reserve(1)
        .map_err(|_| PyMemoryError::new_err("out of memory"))?;
    v.push(item);
    Ok(())
}

/// Parses a move text, growing the list fallibly (`MemoryError` rather than an abort).
pub(crate) fn parse_move_text(text: &str) -> PyResult<Vec<Move>> {
    let mut out = Vec::new();
    for m in parse_moves(text) {
        try_push(&mut out, m.map_err(parse_error)?)?;
    }
    Ok(out)
}

/// Reads an iterable of points (each a `Point` or a string).
fn points_arg(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<Point>> {
    if obj.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must be an iterable of points, not a str"
        )));
    }
    let mut out = Vec::new();
    for item in obj.try_iter()? {
        try_push(&mut out, item?.extract::<PointArg>()?.0)?;
    }
    Ok(out)
}

/// Reads the moves of an iterable whose items are a `Point`, a move text (`"h8"` or
/// `"pass"`) or `None` (a pass).
pub(crate) fn moves_from_iterable(moves: &Bound<'_, PyAny>) -> PyResult<Vec<Move>> {
    let mut out = Vec::new();
    for item in moves.try_iter()? {
        let item = item?;
        let m = if item.is_none() {
            Move::Pass
        } else if let Ok(text) = item.cast::<PyString>() {
            text.to_string_lossy()
                .parse::<Move>()
                .map_err(parse_error)?
        } else {
            Move::Place(item.extract::<PointArg>()?.0)
        };
        try_push(&mut out, m)?;
    }
    Ok(out)
}

/// The moves of a `Game.from_moves`-style argument: a move string or an iterable.
pub(crate) fn moves_arg(moves: &Bound<'_, PyAny>) -> PyResult<Vec<Move>> {
    match moves.cast::<PyString>() {
        Ok(text) => parse_move_text(&text.to_string_lossy()),
        Err(_) => moves_from_iterable(moves),
    }
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
    let n = int_arg(obj, "captured pairs")?;
    if n.is_negative() {
        let err = captured_pairs_error_for_int(py, color, &n);
        let msg = format!("{color} has {n} captured pairs: a count of pairs cannot be negative");
        let _ = err.value(py).setattr("args", (msg,));
        return Err(err);
    }
    n.get::<u32>()
        .ok_or_else(|| captured_pairs_error_for_int(py, color, &n))
}

/// The Python exception of a history that does not make a game: the class of the step's
/// own error (a move's also carries `.index`).
fn history_error(py: Python<'_>, e: HistoryError) -> PyErr {
    match e {
        HistoryError::Setup(e) => setup_error(py, e),
        HistoryError::Move { index, error } => move_list_error(py, index, error),
        HistoryError::Ending(e) | HistoryError::DrawOffer(e) => game_error(py, e),
        HistoryError::Opening(e) => opening_error(py, e),
        HistoryError::OpeningAction { index, error } => {
            let err = opening_error(py, error);
            let value = err.value(py);
            let msg = format!("{e}");
            if value.setattr("index", index).is_ok() && value.setattr("args", (msg,)).is_ok() {
                err
            } else {
                opening_error(py, error)
            }
        }
        HistoryError::OpeningStart | HistoryError::OpeningStone { .. } => {
            crate::errors::OpeningError::new_err(e.to_string())
        }
    }
}

/// The legal points of `game` now (the core's `Game::legal_moves`). When the core must
/// judge forbidden points (the *reject* policy, a restricted side to move, the game going
/// on) that work is done without the GIL, on a copy of the position and with the game not
/// borrowed, so that another thread may play meanwhile; otherwise the answer is a bit
/// mask, cheaper than releasing the GIL. (Only where to compute is chosen here, not what.)
pub(crate) fn legal_set(py: Python<'_>, game: &Bound<'_, PyGame>) -> PointSet {
    let pos: Position = {
        let g = game.borrow();
        let g = &g.inner;
        // The cheapest test first: most rules judge no forbidden point.
        if !g.rules().rejects_forbidden(g.turn())
            || g.is_game_over()
            || g.opening_state().is_some_and(|s| !s.is_complete())
        {
            return g.legal_moves();
        }
        *g.position()
    };
    // The game goes on: its legal moves are the position's.
    py.detach(move || pos.legal_moves())
}

/// The number of legal points of `game` now (the core's `Game::legal_move_count`): as
/// [`legal_set`], the forbidden points are judged without the GIL when they must be;
/// otherwise the count is known at once.
pub(crate) fn legal_count(py: Python<'_>, game: &Bound<'_, PyGame>) -> usize {
    {
        let g = game.borrow();
        let g = &g.inner;
        if g.is_game_over() || !g.rules().rejects_forbidden(g.turn()) {
            return g.legal_move_count();
        }
    }
    legal_set(py, game).len()
}

/// A copy of `game`'s position, the borrow released at once (for work without the GIL).
fn position_of(game: &Bound<'_, PyGame>) -> Position {
    *game.borrow().inner.position()
}

impl PyGame {
    /// Plays `mv`, mapping a refusal to its exception.
    fn play(&mut self, py: Python<'_>, mv: Move) -> PyResult<()> {
        self.inner.play(mv).map_err(|e| play_error(py, e))
    }

    /// The game's moves as text: `"h8 h9 pass"`.
    fn moves_text(&self) -> String {
        let moves: Vec<String> = self.inner.moves().iter().map(Move::to_string).collect();
        moves.join(" ")
    }
}

#[pymethods]
impl PyGame {
    /// A new game on the empty board under `rules` (freestyle on 15×15 when `None`),
    /// starting with `opening` (an `Opening` or its name, such as `"soosorv-8"`) if one is
    /// given.
    ///
    /// Raises `BoardTooSmallError` when the board is too small for the opening.
    #[new]
    #[pyo3(signature = (rules = None, opening = None), text_signature = "(rules=None, opening=None)")]
    fn new(
        py: Python<'_>,
        rules: Option<PyRules>,
        opening: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let rules = rules.map_or_else(gomoku_referee::Rules::freestyle, |r| r.0);
        let inner = match opening {
            Some(o) if !o.is_none() => {
                Game::with_opening(rules, opening_arg(o)?).map_err(|e| opening_error(py, e))?
            }
            _ => Game::new(rules),
        };
        Ok(PyGame::from(inner))
    }

    /// The opening rule, or `None`.
    #[getter]
    fn opening(&self) -> Option<PyOpening> {
        self.inner.opening().map(PyOpening)
    }

    /// What the opening expects next (an `Expected`: who acts and what), or `None` when
    /// nothing is (no opening, complete, or the game is over).
    #[getter]
    fn expected(&self) -> Option<PyExpected> {
        self.inner.expected().map(PyExpected)
    }

    /// The fifth moves offered and not yet picked.
    #[getter]
    fn offers(&self) -> Vec<PyPoint> {
        self.inner
            .opening_state()
            .map(|s| point_list(s.offers()))
            .unwrap_or_default()
    }

    /// The opening's actions so far, as text (`"h8"`, `"swap"`, `"declare 3"`,
    /// `"offer g8 i9"`, `"pick g8"`, ...).
    #[getter]
    fn opening_actions(&self) -> Vec<String> {
        self.inner
            .opening_actions()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The points where the expected stone, offers or pick may go now (during normal
    /// play, the legal moves).
    fn allowed_points(&self) -> Vec<PyPoint> {
        point_list(&self.inner.allowed_points())
    }

    /// The `Player` who holds `color` now (tentatively during the opening).
    fn player(&self, color: PyColor) -> PyPlayer {
        self.inner.player(color.into()).into()
    }

    /// The `Color` that `player` holds now.
    fn color_of(&self, player: PyPlayer) -> PyColor {
        self.inner.color_of(player.into()).into()
    }

    /// Places the expected opening stone on `point`.
    ///
    /// Raises `OutsideAreaError`, `UnexpectedActionError`, or the move's
    /// `IllegalMoveError` subclass when the position refuses the point.
    fn place(&mut self, py: Python<'_>, point: PointArg) -> PyResult<()> {
        self.inner.place(point.0).map_err(|e| opening_error(py, e))
    }

    /// Swaps colours. Raises `UnexpectedActionError` where no swap is allowed.
    fn swap(&mut self, py: Python<'_>) -> PyResult<()> {
        self.inner.swap().map_err(|e| opening_error(py, e))
    }

    /// Declines to swap.
    fn keep(&mut self, py: Python<'_>) -> PyResult<()> {
        self.inner.keep().map_err(|e| opening_error(py, e))
    }

    /// The expected player takes `color`.
    fn choose(&mut self, py: Python<'_>, color: PyColor) -> PyResult<()> {
        self.inner
            .choose(color.into())
            .map_err(|e| opening_error(py, e))
    }

    /// Declares the number of fifth-move offers. Raises `OffersOutOfRangeError`.
    fn declare(&mut self, py: Python<'_>, count: Int<'_>) -> PyResult<()> {
        let (n, fits) = count.saturating(u8::MAX);
        self.inner.declare(n).map_err(|e| match e {
            gomoku_referee::OpeningError::OffersOutOfRange { .. } if !fits => {
                crate::errors::retell(py, opening_error(py, e), n, "count", &count)
            }
            e => opening_error(py, e),
        })
    }

    /// Offers the fifth moves `points` (checked in that order).
    ///
    /// Raises `SymmetricOfferError`, `DuplicateOfferError`, `OfferCountError`,
    /// `UnexpectedActionError`, or the move's `IllegalMoveError` subclass.
    fn offer(&mut self, py: Python<'_>, points: &Bound<'_, PyAny>) -> PyResult<()> {
        let pts = points_arg(points, "offers")?;
        self.inner.offer(&pts).map_err(|e| opening_error(py, e))
    }

    /// Picks the offered fifth move `point`. Raises `NotOfferedError`.
    fn pick(&mut self, py: Python<'_>, point: PointArg) -> PyResult<()> {
        self.inner.pick(point.0).map_err(|e| opening_error(py, e))
    }

    /// Takes back the last step — a move or an opening action of any kind — and returns
    /// it as text (`"h8"`, `"pass"`, `"swap"`, ...).
    ///
    /// Raises as `pop()` does.
    fn undo_step(&mut self, py: Python<'_>) -> PyResult<String> {
        self.inner
            .undo_step()
            .map(|s| s.to_string())
            .map_err(|e| game_error(py, e))
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
    /// `turn` to move (`None`: Black, who moves first), and captured pairs for the capture
    /// games.
    ///
    /// Raises `OffBoardSetupError`, `OverlapError`, `AlreadyWonError` or
    /// `CapturedPairsError` (all `SetupError`) when the position cannot be set up.
    #[classmethod]
    #[pyo3(signature = (rules, black = None, white = None, *, turn = None, black_pairs = None, white_pairs = None),
           text_signature = "($cls, rules, black=(), white=(), *, turn=None, black_pairs=0, white_pairs=0)")]
    #[allow(clippy::too_many_arguments)]
    fn from_stones(
        cls: &Bound<'_, PyType>,
        rules: PyRules,
        black: Option<&Bound<'_, PyAny>>,
        white: Option<&Bound<'_, PyAny>>,
        turn: Option<PyColor>,
        black_pairs: Option<&Bound<'_, PyAny>>,
        white_pairs: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let py = cls.py();
        let setup = setup_arg(py, turn, [black, white], [black_pairs, white_pairs])?;
        Game::from_setup(rules.0, &setup)
            .map(PyGame::from)
            .map_err(|e| setup_error(py, e))
    }

    /// A game from the empty board through `moves`: a string such as `"h8 h9 i8"` (or
    /// `"h8,h9,i8"`, with `pass` spelled out; nothing else separates moves) or an iterable whose items are a `Point`, a
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
        let moves = moves_arg(moves)?;
        Game::from_moves(rules.0, moves)
            .map(PyGame::from)
            .map_err(|e| move_list_errors(py, e))
    }

    /// The game of a whole record: the start (as `from_stones` takes it: `black`,
    /// `white`, `turn`, `black_pairs`, `white_pairs`), the `moves` (as `from_moves` takes
    /// them), then an `ending` by action (an `Outcome` of `Termination.RESIGNATION`,
    /// `TIMEOUT` or `AGREEMENT`, such as `Outcome(Color.WHITE, Termination.RESIGNATION)`
    /// when Black resigned), a pending `draw_offer` (the `Color` who offered), and the
    /// `opening` the game started with (an `Opening` or its name) with its
    /// `opening_actions` as text (`"h8"`, `"swap"`, `"declare 3"`; the stones they place
    /// are the first `moves`). What
    /// `repr()` of a set-up or ended game uses; each step is checked as the methods check
    /// it (the core's `Game::from_history`).
    ///
    /// Raises the `SetupError` of a bad start, the move's `IllegalMoveError` (with
    /// `.index`), `GameOverError` for an ending or offer after the game ended, the
    /// `OpeningError` subclass of a refused opening action (with `.index`), `OpeningError`
    /// for an opening from a non-empty start or moves that disagree with the opening's
    /// stones, and `ValueError` for an `ending` that no action causes.
    #[classmethod]
    #[pyo3(signature = (rules, moves = None, *, black = None, white = None, turn = None, black_pairs = None, white_pairs = None, ending = None, draw_offer = None, opening = None, opening_actions = None),
           text_signature = "($cls, rules, moves=(), *, black=(), white=(), turn=None, black_pairs=0, white_pairs=0, ending=None, draw_offer=None, opening=None, opening_actions=())")]
    #[allow(clippy::too_many_arguments)]
    fn from_history(
        cls: &Bound<'_, PyType>,
        rules: PyRules,
        moves: Option<&Bound<'_, PyAny>>,
        black: Option<&Bound<'_, PyAny>>,
        white: Option<&Bound<'_, PyAny>>,
        turn: Option<PyColor>,
        black_pairs: Option<&Bound<'_, PyAny>>,
        white_pairs: Option<&Bound<'_, PyAny>>,
        ending: Option<PyOutcome>,
        draw_offer: Option<PyColor>,
        opening: Option<&Bound<'_, PyAny>>,
        opening_actions: Option<Vec<String>>,
    ) -> PyResult<PyGame> {
        let py = cls.py();
        let opening = match opening {
            Some(o) if !o.is_none() => Some(opening_arg(o)?),
            _ => None,
        };
        let opening_actions = opening_actions
            .unwrap_or_default()
            .iter()
            .map(|a| a.parse())
            .collect::<Result<Vec<_>, _>>()
            .map_err(parse_error)?;
        let start = setup_arg(py, turn, [black, white], [black_pairs, white_pairs])?;
        let moves = match moves {
            Some(m) => moves_arg(m)?,
            None => Vec::new(),
        };
        let ending = match ending {
            None => None,
            Some(o) => Some(Ending::from_outcome(o.0).ok_or_else(|| {
                PyValueError::new_err(format!(
                    "{} is not an ending by action: only a resignation, a timeout or an agreement",
                    o.0
                ))
            })?),
        };
        let history = History {
            rules: rules.0,
            start,
            moves,
            ending,
            draw_offer: draw_offer.map(Into::into),
            opening,
            opening_actions,
        };
        Game::from_history(&history)
            .map(PyGame::from)
            .map_err(|e| history_error(py, e))
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
    ///
    /// The view is made once and kept: `game.legal_moves is game.legal_moves`. It does not
    /// keep the game alive; one that outlives its game goes on giving the legal points
    /// of the game's last position.
    #[getter]
    fn legal_moves(slf: PyRef<'_, Self>) -> PyResult<Py<PyLegalMoves>> {
        let py = slf.py();
        if let Some(view) = slf.view.0.get() {
            return Ok(view.clone_ref(py));
        }
        let view = Py::new(
            py,
            PyLegalMoves {
                game: AtomicPtr::new(slf.as_ptr()),
                last: OnceLock::new(),
            },
        )?;
        // Making the view may have run other Python code (a collection's finalizers)
        // that asked for the view first: then that one is the game's.
        let kept = slf.view.0.get_or_init(|| view);
        Ok(kept.clone_ref(py))
    }

    /// Plays a stone of the side to move on `point`. A draw offer made to the mover
    /// lapses. During an opening it is the opening's stone when the step expects one: the
    /// placement or the pick (RULES.md §7).
    ///
    /// Raises `OffBoardError`, `OccupiedError`, `ForbiddenMoveError` (under the reject
    /// policy), `GameOverError` or `OpeningUnderWayError` (an opening step that takes no
    /// stone, or refuses this one: `place` and `pick` say why); the game is then
    /// unchanged.
    fn push(&mut self, py: Python<'_>, point: PointArg) -> PyResult<()> {
        self.play(py, Move::Place(point.0))
    }

    /// Plays a move list given as text (`"h8 h9 i8"`, `"h8,h9"`, `pass`; spaces or
    /// commas between moves, nothing else: the packed `"h8h9"` is one bad move), all or nothing: what C's `gomoku_game_play_text` and Rust's
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
        slf: &Bound<'_, Self>,
        point: PointArg,
        color: Option<PyColor>,
    ) -> PyResult<Option<PyForbidden>> {
        let py = slf.py();
        // Judged without the GIL on a copy: the game is not borrowed meanwhile.
        let pos = position_of(slf);
        let color = color.map_or(pos.turn(), Into::into);
        py.detach(move || pos.try_forbidden_for(color, point.0))
            .map(|k| k.map(PyForbidden::from))
            .map_err(|e| play_error(py, e))
    }

    /// The forbidden points of the side to move, each with its kind, in board order.
    fn forbidden_points<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        let py = slf.py();
        let pos = position_of(slf);
        let points = py.detach(move || pos.forbidden_points());
        let dict = PyDict::new(py);
        for (p, kind) in points.iter() {
            dict.set_item(PyPoint(p), PyForbidden::from(kind))?;
        }
        Ok(dict)
    }

    /// The threat map of `color` (the side to move by default; RULES.md §12): a
    /// `ThreatMap` whose attributes `five`, `four`, `straight_four`, `three`,
    /// `four_three`, `four_four` and `three_three` are frozensets of points. Computed
    /// without the GIL; the game keeps the maps from one call to the next and brings them
    /// up to date stone by stone (the core's `ThreatTracker`), so that asking after every
    /// move or undo costs a fraction of a fresh map.
    #[pyo3(signature = (color = None))]
    fn threats(
        &self,
        py: Python<'_>,
        color: Option<PyColor>,
    ) -> PyResult<crate::analysis::PyThreatMap> {
        self.analysis_threats(py, color)
    }

    /// The threats of a stone of `color` (the side to move by default) on `point`, line
    /// by line (`MoveThreats`).
    ///
    /// Raises `OffBoardError` off the board and `OccupiedError` on a stone.
    #[pyo3(signature = (point, color = None))]
    fn threats_at(
        &self,
        py: Python<'_>,
        point: PointArg,
        color: Option<PyColor>,
    ) -> PyResult<crate::analysis::PyMoveThreats> {
        self.analysis_threats_at(py, point, color)
    }

    /// Why `point` is forbidden for `color` (the side to move by default): an
    /// `Explanation` (`str()` one line, `.tree()` indented, `.rows` to walk), or `None` if
    /// the point is not forbidden.
    ///
    /// Raises `OffBoardError` off the board.
    #[pyo3(signature = (point, color = None))]
    fn explain(
        &self,
        py: Python<'_>,
        point: PointArg,
        color: Option<PyColor>,
    ) -> PyResult<Option<Py<crate::analysis::PyExplanation>>> {
        self.analysis_explain(py, point, color)
    }

    /// Searches a VCF of `color` (the side to move by default), who moves first (RULES.md
    /// §12): the shortest, or with `fast=True` the first found, within `max_moves`
    /// attacker moves and `max_nodes` positions, with a transposition table of
    /// `table_entries` entries. Runs without the GIL. Returns a `Vcf`.
    ///
    /// Raises `VcfCaptureError` under the capture option, `VcfGameOverError` on a
    /// finished game, `VcfMovesOutOfRangeError` or `VcfTableTooLargeError` for limits out
    /// of range, `ValueError` for a negative budget.
    #[pyo3(signature = (color = None, *, max_moves = None, max_nodes = None, table_entries = None, fast = false),
           text_signature = "($self, color=None, *, max_moves=40, max_nodes=1000000, table_entries=65536, fast=False)")]
    fn vcf(
        &self,
        py: Python<'_>,
        color: Option<PyColor>,
        max_moves: Option<Int<'_>>,
        max_nodes: Option<Int<'_>>,
        table_entries: Option<Int<'_>>,
        fast: bool,
    ) -> PyResult<crate::analysis::PyVcf> {
        self.analysis_vcf(py, None, color, max_moves, max_nodes, table_entries, fast)
    }

    /// The threat map of `color` (the side to move by default) as a `uint8` numpy array
    /// of shape `(7, size, size)`: plane `k` is the set named `THREAT_PLANES[k]`, indexed
    /// `[k, y, x]` as in `to_numpy`.
    #[pyo3(signature = (color = None))]
    fn threat_planes<'py>(
        &self,
        py: Python<'py>,
        color: Option<PyColor>,
    ) -> PyResult<Bound<'py, numpy::PyArray3<u8>>> {
        self.analysis_threat_planes(py, color)
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
        self.inner
            .position()
            .try_stone_at(point.0)
            .map(|c| c.map(Into::into))
            .map_err(|e| play_error(py, e))
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
    /// stones, white stones, Black to move (all 1) or not (all 0), the points the game
    /// allows now (`allowed_points()`: the legal points in normal play; during an opening,
    /// where the expected stone, offer or pick may go), then the double-three,
    /// double-four and overline points of the side to move. Built in
    /// Rust without the GIL; `gomoku.stack_games` does many games at once.
    ///
    /// Raises `ImportError` if numpy is not installed (it is an optional dependency).
    fn to_numpy<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, numpy::PyArray3<u8>>> {
        crate::arrays::game_to_numpy(slf)
    }

    /// The planes of the eight images of the position (`Game.transform(s).to_numpy()` for
    /// each `s` of `Symmetry.ALL`, in that order), in one `uint8` array of shape
    /// `(8, 7, size, size)`: data augmentation in one call, built in Rust without the GIL.
    ///
    /// Raises `ImportError` if numpy is not installed.
    fn to_numpy_symmetries<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<Bound<'py, numpy::PyArray4<u8>>> {
        crate::arrays::game_symmetries_to_numpy(slf)
    }

    /// The Zobrist key of the position (RULES.md §10): a 64-bit int, the same for the same
    /// board size, stones, side to move and captured pairs however they were reached, and
    /// the same in the Rust and C faces and in every version.
    fn key(&self) -> u64 {
        self.inner.key()
    }

    /// The keys of the eight images of the position, in the order of `Symmetry.ALL`.
    fn symmetric_keys(&self) -> Vec<u64> {
        self.inner.position().symmetric_keys().to_vec()
    }

    /// The same game seen through `symmetry`, history and all (a new `Game`).
    fn transform(&self, symmetry: PySymmetry) -> PyGame {
        PyGame::from(self.inner.transform(symmetry.into()))
    }

    /// The canonical form (RULES.md §10): `(game.transform(s), s)` for the symmetry `s`
    /// whose image of the position has the smallest key (ties to the first in
    /// `Symmetry.ALL`).
    fn canonical(&self) -> (PyGame, PySymmetry) {
        let (game, s) = self.inner.canonical();
        (PyGame::from(game), s.into())
    }

    /// The symmetries that map the position onto itself (its stabiliser), in order; the
    /// identity is always one.
    fn stabilizer(&self) -> Vec<PySymmetry> {
        self.inner
            .position()
            .stabilizer()
            .iter()
            .map(PySymmetry::from)
            .collect()
    }

    /// Whether the moves `a` and `b` are symmetric in this position: a symmetry of the
    /// stabiliser maps one onto the other (false when either is off the board).
    fn moves_are_symmetric(&self, a: PointArg, b: PointArg) -> bool {
        self.inner.position().moves_are_symmetric(a.0, b.0)
    }

    /// An independent copy of the game, with its history.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    /// An independent copy (`copy.copy`).
    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    /// An independent copy (`copy.deepcopy`): a game holds no Python object (but its
    /// `legal_moves` view, which a copy makes anew).
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    /// The board with coordinates: `X` Black, `O` White, `.` empty.
    fn __str__(&self) -> String {
        self.inner.to_string()
    }

    /// The board as `str()` draws it, with the side to move's forbidden points marked
    /// `3` (double-three), `4` (double-four) and `6` (overline).
    fn diagram(slf: &Bound<'_, Self>) -> String {
        let pos = position_of(slf);
        slf.py().detach(move || pos.diagram().to_string())
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

    /// An expression that evaluates back to an equal game: `Game.from_moves(Rules.renju(),
    /// 'h8 h9')` for a game from the empty board, else `Game.from_history(...)` with the
    /// start, the moves, the ending by action and the draw offer it has.
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let h = self.inner.history();
        let rules = Py::new(py, self.rules())?.bind(py).repr()?.to_string();
        let moves = self.moves_text();
        if h.start == Setup::new()
            && h.ending.is_none()
            && h.draw_offer.is_none()
            && h.opening.is_none()
        {
            return Ok(format!("Game.from_moves({rules}, '{moves}')"));
        }
        let mut text = format!("Game.from_history({rules}");
        if !moves.is_empty() {
            text.push_str(&format!(", '{moves}'"));
        }
        for (name, color) in [("black", Color::Black), ("white", Color::White)] {
            let stones = h.start.stones(color);
            if !stones.is_empty() {
                let list: Vec<String> = stones.iter().map(|p| format!("'{p}'")).collect();
                text.push_str(&format!(", {name}=[{}]", list.join(", ")));
            }
        }
        if h.start.turn != Color::Black {
            text.push_str(", turn=Color.WHITE");
        }
        for (name, pairs) in [
            ("black_pairs", h.start.captures[0]),
            ("white_pairs", h.start.captures[1]),
        ] {
            if pairs != 0 {
                text.push_str(&format!(", {name}={pairs}"));
            }
        }
        if let Some(ending) = h.ending {
            let o = Py::new(py, PyOutcome(ending.outcome()))?;
            text.push_str(&format!(", ending={}", o.bind(py).repr()?));
        }
        if let Some(by) = h.draw_offer {
            text.push_str(&format!(
                ", draw_offer={}",
                format_args!("Color.{}", PyColor::from(by).member())
            ));
        }
        if let Some(opening) = h.opening {
            text.push_str(&format!(", opening='{opening}'"));
        }
        if !h.opening_actions.is_empty() {
            let list: Vec<String> = h.opening_actions.iter().map(|a| format!("'{a}'")).collect();
            text.push_str(&format!(", opening_actions=[{}]", list.join(", ")));
        }
        text.push(')');
        Ok(text)
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

    /// The state that pickle saves: the core's `Game::history` as a tuple of rules, the
    /// start (Black's stones, White's stones, turn, Black's and White's captured pairs),
    /// the moves, the ending by action as `(winner, termination)`, the draw offer, the
    /// opening's name and its actions as text.
    fn __getstate__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let h = self.inner.history();
        let moves: Vec<Option<PyPoint>> = h.moves.iter().map(|m| move_to_py(*m)).collect();
        (
            PyRules(h.rules),
            point_list(&h.start.black),
            point_list(&h.start.white),
            PyColor::from(h.start.turn),
            h.start.captures[0],
            h.start.captures[1],
            moves,
            h.ending.map(|e| {
                let o = e.outcome();
                (
                    o.winner.map(PyColor::from),
                    PyTermination::from(o.termination),
                )
            }),
            h.draw_offer.map(PyColor::from),
            h.opening.map(|o| o.to_string()),
            h.opening_actions
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<String>>(),
        )
            .into_pyobject(py)
    }

    /// Restores the state `__getstate__` gave, through the core's `Game::from_history`
    /// (every step checked: a tampered state raises the error of its first bad step).
    ///
    /// A state of another shape raises `TypeError` naming the shape expected.
    #[allow(clippy::type_complexity)]
    fn __setstate__(&mut self, py: Python<'_>, state: &Bound<'_, PyAny>) -> PyResult<()> {
        let state: (
            PyRules,
            Vec<PyPoint>,
            Vec<PyPoint>,
            PyColor,
            Bound<'_, PyAny>,
            Bound<'_, PyAny>,
            Vec<Option<PyPoint>>,
            Option<(Option<PyColor>, PyTermination)>,
            Option<PyColor>,
            Option<String>,
            Vec<String>,
        ) = state.extract().map_err(|_| {
            PyTypeError::new_err(
                "not the pickled state of a Game: expected the tuple (rules, black stones, \
                 white stones, turn, black pairs, white pairs, moves, ending, draw offer, \
                 opening, opening actions) that Game.__getstate__ gives",
            )
        })?;
        let (rules, black, white, turn, bp, wp, moves, ending, offer, opening, actions) = state;
        let mut start = Setup::new().with_turn(turn.into());
        for p in black {
            start = start.with_stone(p.0, Color::Black);
        }
        for p in white {
            start = start.with_stone(p.0, Color::White);
        }
        start.captures = [
            pairs_arg(py, &bp, Color::Black)?,
            pairs_arg(py, &wp, Color::White)?,
        ];
        let ending = match ending {
            None => None,
            Some((winner, termination)) => {
                let o = Outcome::new(winner.map(Into::into), termination.into())
                    .map_err(|e| crate::errors::outcome_error(py, e))?;
                Some(Ending::from_outcome(o).ok_or_else(|| {
                    PyValueError::new_err(format!("{o} is not an ending by action"))
                })?)
            }
        };
        let history = History {
            rules: rules.0,
            start,
            moves: moves
                .into_iter()
                .map(|m| m.map_or(Move::Pass, |p| Move::Place(p.0)))
                .collect(),
            ending,
            draw_offer: offer.map(Into::into),
            opening: opening
                .map(|o| o.parse())
                .transpose()
                .map_err(parse_error)?,
            opening_actions: actions
                .iter()
                .map(|a| a.parse())
                .collect::<Result<_, _>>()
                .map_err(parse_error)?,
        };
        self.inner = Game::from_history(&history).map_err(|e| history_error(py, e))?;
        Ok(())
    }
}

/// The start of a game from the arguments of `from_stones`.
fn setup_arg(
    py: Python<'_>,
    turn: Option<PyColor>,
    stones: [Option<&Bound<'_, PyAny>>; 2],
    pairs: [Option<&Bound<'_, PyAny>>; 2],
) -> PyResult<Setup> {
    let mut setup = Setup::new().with_turn(turn.map_or(Color::Black, Into::into));
    for (color, stones) in Color::ALL.into_iter().zip(stones) {
        if let Some(stones) = stones {
            for p in points_arg(stones, "stones")? {
                setup = setup.with_stone(p, color);
            }
        }
    }
    for (color, pairs) in Color::ALL.into_iter().zip(pairs) {
        if let Some(pairs) = pairs {
            setup.captures[color.index()] = pairs_arg(py, pairs, color)?;
        }
    }
    Ok(setup)
}

/// The legal points of a game, computed when asked: `len(game.legal_moves)`,
/// `for p in game.legal_moves`, `game.legal_moves[i]` (board order),
/// `"h8" in game.legal_moves`. It follows the game as moves are played.
///
/// Its game holds it (`Game.legal_moves` makes it once), so it points back at the game
/// without holding it: the two make no reference cycle, and a game is freed as soon as
/// nothing holds it. When that happens while the view is still held, the game leaves it
/// the legal points of its last position (which nothing can change any more).
#[pyclass(module = "gomoku", name = "LegalMoves", frozen)]
pub struct PyLegalMoves {
    /// The game viewed (a `Game` object, not a counted reference), or null once the game
    /// is gone.
    game: AtomicPtr<pyo3::ffi::PyObject>,
    /// The legal points of the game's last position and its board size, set as the
    /// game goes.
    last: OnceLock<(PointSet, u8)>,
}

/// What a view answers from: its game, or the legal points the game left it.
enum Viewed<'py> {
    Game(Bound<'py, PyGame>),
    /// The legal points the game left, and its board size.
    Gone(PointSet, u8),
}

impl PyLegalMoves {
    /// The game, while it lives; else the legal points it left.
    fn viewed<'py>(&self, py: Python<'py>) -> Viewed<'py> {
        let game = self.game.load(Ordering::Acquire);
        if game.is_null() {
            let (set, size) = self.last.get().copied().unwrap_or_default();
            return Viewed::Gone(set, size);
        }
        // SAFETY: a non-null pointer is to the game's live object: the game's `Drop`
        // nulls it before the object's memory is freed, and both that and this run
        // attached to the interpreter (`py`) under the GIL (the module declares that it
        // uses the GIL: `lib.rs`), so not at the same time. The object is a `Game` (the
        // getter stores its own object); the new reference keeps it alive for as long
        // as it is used here.
        let obj = unsafe { Bound::from_borrowed_ptr(py, game) };
        // SAFETY: the object is a `Game`, as said above.
        Viewed::Game(unsafe { obj.cast_into_unchecked::<PyGame>() })
    }

    /// The legal points now.
    fn set(&self, py: Python<'_>) -> PointSet {
        match self.viewed(py) {
            Viewed::Game(game) => legal_set(py, &game),
            Viewed::Gone(set, _) => set,
        }
    }

    /// The number of legal points now.
    fn count(&self, py: Python<'_>) -> usize {
        match self.viewed(py) {
            Viewed::Game(game) => legal_count(py, &game),
            Viewed::Gone(set, _) => set.len(),
        }
    }

    /// The game `game` is going: the view keeps its legal points (and board size) if
    /// someone else holds the view (`held`), then stops pointing at the game. Called by
    /// the game's `Drop`, attached to the interpreter, which is not let go meanwhile (the
    /// forbidden points, if they must be judged, are judged here and now): another
    /// thread that holds the view sees the game or the points it left, never a game half
    /// freed.
    fn game_gone(&self, game: &Game, held: bool) {
        if held {
            // Set once: a view belongs to one game, which goes once.
            let _ = self.last.set((game.legal_moves(), game.rules().size()));
        }
        self.game.store(std::ptr::null_mut(), Ordering::Release);
    }
}

#[pymethods]
impl PyLegalMoves {
    /// The number of legal points.
    fn __len__(&self, py: Python<'_>) -> usize {
        self.count(py)
    }

    /// Whether there is any legal point.
    fn __bool__(&self, py: Python<'_>) -> bool {
        self.count(py) != 0
    }

    /// The legal points in board order (a snapshot taken when iteration starts).
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        match self.viewed(py) {
            Viewed::Game(game) => {
                let set = legal_set(py, &game);
                point_iter(py, &set, game.borrow().inner.rules().size())
            }
            Viewed::Gone(set, size) => point_iter(py, &set, size),
        }
    }

    /// The legal point at `index` in board order (negative counts from the end), so that
    /// `random.choice(game.legal_moves)` draws a legal point without building a list.
    ///
    /// Raises `IndexError` when `index` is out of range.
    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyPoint>> {
        let index = index_arg(index)?;
        let set = self.set(py);
        let len = set.len();
        let i = match index {
            Some(index) if index < 0 => len.checked_sub(index.unsigned_abs() as usize),
            Some(index) => usize::try_from(index).ok().filter(|&i| i < len),
            None => None, // beyond any i64: out of range, as a list says
        };
        let p = i
            .and_then(|i| set.nth(i))
            .ok_or_else(|| PyIndexError::new_err("legal move index out of range"))?;
        point_object(py, p)
    }

    /// Whether `point` (a `Point` or a string) is legal now; `False` for anything that
    /// is not a point on the board.
    fn __contains__(&self, py: Python<'_>, point: &Bound<'_, PyAny>) -> bool {
        point
            .extract::<PointArg>()
            .is_ok_and(|p| match self.viewed(py) {
                Viewed::Game(game) => game.borrow().inner.is_legal(p.0),
                Viewed::Gone(set, _) => set.contains(p.0),
            })
    }

    /// `<LegalMoves: h8, h9, ...>` (the first few points).
    fn __repr__(&self, py: Python<'_>) -> String {
        let set = self.set(py);
        let shown: Vec<String> = set.iter().take(8).map(|p| p.to_string()).collect();
        let more = if set.len() > 8 { ", ..." } else { "" };
        format!("<LegalMoves ({}): {}{more}>", set.len(), shown.join(", "))
    }
}

/// An index as a list takes it: any int (`None` for one beyond `i64`, out of range
/// whatever the length), or an object with `__index__`; else `TypeError`.
fn index_arg(index: &Bound<'_, PyAny>) -> PyResult<Option<i64>> {
    let index = index.extract::<Int<'_>>().map_err(|_| {
        PyTypeError::new_err(format!(
            "legal move indices must be integers, not {}",
            index
                .get_type()
                .name()
                .map_or_else(|_| "?".to_owned(), |n| n.to_string())
        ))
    })?;
    Ok(index.get::<i64>())
}
