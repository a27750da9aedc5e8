//! `Opening`, `Expected`, `Match`, `MatchGame` and `Clock` (RULES.md §7, §8); the
//! opening's methods of `Game` are in `game.rs` and call the core's.

use core::time::Duration;

use gomoku_referee::{
    Clock, Expected, Expecting, Match, MatchError, MatchGame, Opening, OpeningError, TimeControl,
};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::enums::{PyColor, PyPlayer, PyTermination};
use crate::errors::{clock_error, match_error, opening_error, parse_error, retell};
use crate::game::PyGame;
use crate::ints::{Int, int_arg};

/// An opening rule of RULES.md §7: `Opening.swap()`, `Opening.swap2()`, `Opening.pro()`,
/// `Opening.rif()`, `Opening.yamaguchi()`, `Opening.taraguchi(10)`, `Opening.soosorv(8)`,
/// or `Opening.parse("soosorv-8")`. Frozen, hashable; `str()` is its name.
#[pyclass(module = "gomoku", name = "Opening", frozen, eq, hash, from_py_object)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyOpening(pub Opening);

/// Reads an N that the core checks; one outside the core's `u32` is its out-of-range
/// error, quoting the number given.
fn n_arg(
    py: Python<'_>,
    n: &Bound<'_, PyAny>,
    make: fn(u32) -> Result<Opening, gomoku_referee::OpeningError>,
) -> PyResult<PyOpening> {
    let n = int_arg(n, "n")?;
    let (value, fits) = n.saturating(u32::MAX);
    make(value).map(PyOpening).map_err(|e| match e {
        OpeningError::OffersOutOfRange { .. } if !fits => {
            retell(py, opening_error(py, e), value, "count", &n)
        }
        e => opening_error(py, e),
    })
}

/// An `Opening` argument: an `Opening` or its name.
pub(crate) fn opening_arg(obj: &Bound<'_, PyAny>) -> PyResult<Opening> {
    if let Ok(text) = obj.cast::<PyString>() {
        return text.to_string_lossy().parse().map_err(parse_error);
    }
    Ok(obj.extract::<PyOpening>()?.0)
}

#[pymethods]
impl PyOpening {
    /// Swap: two black stones and one white by the first player; the second chooses.
    #[staticmethod]
    fn swap() -> PyOpening {
        PyOpening(Opening::Swap)
    }

    /// Swap2: as swap, or the second player places two more and the first chooses.
    #[staticmethod]
    fn swap2() -> PyOpening {
        PyOpening(Opening::Swap2)
    }

    /// Pro: the first stone on the centre, Black's second 3 or more from it.
    #[staticmethod]
    fn pro() -> PyOpening {
        PyOpening(Opening::Pro)
    }

    /// RIF (1996): 26 patterns, a swap, two non-symmetric fifth-move offers.
    #[staticmethod]
    fn rif() -> PyOpening {
        PyOpening(Opening::Rif)
    }

    /// Yamaguchi: as RIF, the opener declaring the number of offers.
    #[staticmethod]
    fn yamaguchi() -> PyOpening {
        PyOpening(Opening::Yamaguchi)
    }

    /// Taraguchi-N (10 by default). Raises `OffersOutOfRangeError` for N out of 1..=32.
    #[staticmethod]
    #[pyo3(signature = (n = None))]
    fn taraguchi(py: Python<'_>, n: Option<&Bound<'_, PyAny>>) -> PyResult<PyOpening> {
        match n {
            None => Ok(PyOpening(Opening::Taraguchi(10))),
            Some(n) => n_arg(py, n, Opening::taraguchi),
        }
    }

    /// Soosõrv-N (8 by default). Raises `OffersOutOfRangeError` for N out of 1..=32.
    #[staticmethod]
    #[pyo3(signature = (n = None))]
    fn soosorv(py: Python<'_>, n: Option<&Bound<'_, PyAny>>) -> PyResult<PyOpening> {
        match n {
            None => Ok(PyOpening(Opening::Soosorv(8))),
            Some(n) => n_arg(py, n, Opening::soosorv),
        }
    }

    /// Parses a name such as `"soosorv-8"`, `"Soosõrv-8"`, `"taraguchi-10"`, `"swap2"`.
    ///
    /// Raises `InvalidOpeningError` otherwise.
    #[staticmethod]
    fn parse(text: &Bound<'_, PyString>) -> PyResult<PyOpening> {
        text.to_string_lossy()
            .parse::<Opening>()
            .map(PyOpening)
            .map_err(parse_error)
    }

    /// The rule's name without its N (`"soosorv"`).
    #[getter]
    fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The rule's N, or `None`.
    #[getter]
    fn n(&self) -> Option<u8> {
        self.0.n()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Opening.parse('{}')", self.0)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((
            py.get_type::<PyOpening>().getattr("parse")?,
            (self.0.to_string(),),
        ))
    }
}

/// What the opening expects next: `player` (a `Player`) who holds `color` now, and
/// `what`: `"place"`, `"swap"`, `"choose-color"`, `"choose-color-or-place"`, `"declare"`,
/// `"offer"`, `"swap-or-offer"` or `"pick"`; for a placement the `stone` colour and the
/// `area` (`"anywhere"`, `"centre"`, `"square"`, `"away-from-centre"`) with its
/// `area_size`; `count` offers; the `max` of a declaration. `str()` says it in words.
#[pyclass(module = "gomoku", name = "Expected", frozen, eq, hash)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyExpected(pub Expected);

impl PyExpected {
    fn area(&self) -> Option<gomoku_referee::Area> {
        match self.0.what {
            Expecting::Place { area, .. } | Expecting::ChooseColorOrPlace { area } => Some(area),
            _ => None,
        }
    }
}

#[pymethods]
impl PyExpected {
    /// Who acts.
    #[getter]
    fn player(&self) -> PyPlayer {
        self.0.player.into()
    }

    /// The colour that player holds now (tentatively while swaps may follow).
    #[getter]
    fn color(&self) -> PyColor {
        self.0.color.into()
    }

    /// The kind of action expected.
    #[getter]
    fn what(&self) -> &'static str {
        self.0.what.name()
    }

    /// For a placement, the stone's colour.
    #[getter]
    fn stone(&self) -> Option<PyColor> {
        match self.0.what {
            Expecting::Place { color, .. } => Some(color.into()),
            Expecting::ChooseColorOrPlace { .. } => Some(PyColor::White),
            _ => None,
        }
    }

    /// For a placement, where the stone may go.
    #[getter(area)]
    fn area_name(&self) -> Option<&'static str> {
        self.area().map(gomoku_referee::Area::name)
    }

    /// The square's side or the distance from the centre (0 for the other areas).
    #[getter]
    fn area_size(&self) -> Option<u8> {
        self.area().map(gomoku_referee::Area::size)
    }

    /// For offers, how many.
    #[getter]
    fn count(&self) -> Option<u8> {
        match self.0.what {
            Expecting::Offer { count } | Expecting::SwapOrOffer { count } => Some(count),
            _ => None,
        }
    }

    /// For a declaration, the largest number allowed.
    #[getter]
    fn max(&self) -> Option<u8> {
        match self.0.what {
            Expecting::Declare { max } => Some(max),
            _ => None,
        }
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<Expected {}>", self.0)
    }
}

/// One finished game of a match, players by index (0 or 1, the order of `Match(...)`):
/// `first` (the opener, or Black without an opening), `black` (who held Black), `winner`
/// (`None` for a draw) and `termination`.
#[pyclass(module = "gomoku", name = "MatchGame", frozen, eq, hash)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyMatchGame(pub MatchGame);

#[pymethods]
impl PyMatchGame {
    /// Who was the first player.
    #[getter]
    fn first(&self) -> usize {
        self.0.first
    }

    /// Who held Black.
    #[getter]
    fn black(&self) -> usize {
        self.0.black
    }

    /// Who won, or `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<usize> {
        self.0.winner
    }

    /// How the game ended.
    #[getter]
    fn termination(&self) -> PyTermination {
        self.0.termination.into()
    }

    fn __repr__(&self) -> String {
        format!(
            "<MatchGame first={} black={} winner={:?} termination={}>",
            self.0.first, self.0.black, self.0.winner, self.0.termination
        )
    }
}

/// A series of games between two named players: who plays first in each game
/// (alternating unless `alternate=False`; under an opening the protocol decides the
/// colours and the match follows the players), the score (win 1, draw ½) and Elo ratings
/// (new players at 1200, factor `k`).
#[pyclass(module = "gomoku", name = "Match")]
#[derive(Debug, Clone)]
pub struct PyMatch(pub Match);

#[pymethods]
impl PyMatch {
    /// `Match("Ann", "Bob", k=32, alternate=True, ratings=(1200.0, 1200.0))`.
    ///
    /// Raises `KOutOfRangeError` for a K outside 1..=100.
    #[new]
    #[pyo3(signature = (first, second, *, k = None, alternate = true, ratings = None),
           text_signature = "(first, second, *, k=32, alternate=True, ratings=None)")]
    fn new(
        py: Python<'_>,
        first: &str,
        second: &str,
        k: Option<Int<'_>>,
        alternate: bool,
        ratings: Option<(f64, f64)>,
    ) -> PyResult<PyMatch> {
        let mut m = Match::new(first, second).with_alternate(alternate);
        if let Some((a, b)) = ratings {
            m = m.with_ratings([a, b]);
        }
        let Some(k) = k else {
            return Ok(PyMatch(m));
        };
        let (value, fits) = k.saturating(u32::MAX);
        m.with_k(value).map(PyMatch).map_err(|e| match e {
            MatchError::KOutOfRange { .. } if !fits => {
                retell(py, match_error(py, e), value, "k", &k)
            }
            e => match_error(py, e),
        })
    }

    /// The players' names.
    #[getter]
    fn names(&self) -> (String, String) {
        let [a, b] = self.0.names();
        (a.to_owned(), b.to_owned())
    }

    /// The Elo K factor.
    #[getter]
    fn k(&self) -> u32 {
        self.0.k()
    }

    /// Who (0 or 1) is the first player of the next game.
    #[getter]
    fn next_first(&self) -> usize {
        self.0.next_first()
    }

    /// The match player (0 or 1) who is `player` in the next game.
    fn next_player(&self, player: PyPlayer) -> usize {
        self.0.next_player(player.into())
    }

    /// The score `(first, second)`: a win 1, a draw ½.
    #[getter]
    fn score(&self) -> (f64, f64) {
        let [a, b] = self.0.score();
        (a, b)
    }

    /// The Elo ratings `(first, second)`.
    #[getter]
    fn ratings(&self) -> (f64, f64) {
        let [a, b] = self.0.ratings();
        (a, b)
    }

    /// The games recorded so far.
    #[getter]
    fn games(&self) -> Vec<PyMatchGame> {
        self.0.games().iter().copied().map(PyMatchGame).collect()
    }

    /// Records the finished `game` as the next game of the match.
    ///
    /// Raises `GameNotOverError` before the game's end.
    fn record(&mut self, py: Python<'_>, game: PyRef<'_, PyGame>) -> PyResult<PyMatchGame> {
        self.0
            .record(&game.inner)
            .map(PyMatchGame)
            .map_err(|e| match_error(py, e))
    }

    fn __repr__(&self) -> String {
        let [a, b] = self.0.names();
        let [sa, sb] = self.0.score();
        format!("<Match {a:?} {sa} - {sb} {b:?}>")
    }
}

/// A duration in milliseconds: an int from 0 to 2**64 - 1, else `ValueError` quoting it.
fn ms(v: Option<&Int<'_>>, what: &str) -> PyResult<Option<Duration>> {
    v.map(|v| v.in_range(what, 0, u64::MAX).map(Duration::from_millis))
        .transpose()
}

fn to_ms(d: Option<Duration>) -> Option<u64> {
    d.map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// A clock for the two players of a game, in milliseconds: a limit per move and/or a
/// budget for the game with an increment. The library keeps no wall clock: report how
/// long each move took with `spend`. Keyed by `Player`, so it follows the players
/// through an opening's swaps.
#[pyclass(module = "gomoku", name = "Clock")]
#[derive(Debug, Clone)]
pub struct PyClock(pub Clock);

#[pymethods]
impl PyClock {
    /// `Clock(per_move_ms=30_000)`, `Clock(budget_ms=300_000, increment_ms=2_000)`, both,
    /// or neither (unlimited).
    ///
    /// Raises `ZeroLimitError` for a limit of 0, `ValueError` for a negative one.
    #[new]
    #[pyo3(signature = (*, per_move_ms = None, budget_ms = None, increment_ms = None),
           text_signature = "(*, per_move_ms=None, budget_ms=None, increment_ms=0)")]
    fn new(
        py: Python<'_>,
        per_move_ms: Option<Int<'_>>,
        budget_ms: Option<Int<'_>>,
        increment_ms: Option<Int<'_>>,
    ) -> PyResult<PyClock> {
        let control = TimeControl {
            per_move: ms(per_move_ms.as_ref(), "per_move_ms")?,
            budget: ms(budget_ms.as_ref(), "budget_ms")?,
            increment: ms(increment_ms.as_ref(), "increment_ms")?.unwrap_or_default(),
        };
        Clock::new(control)
            .map(PyClock)
            .map_err(|e| clock_error(py, e))
    }

    /// `player` made a move that took `elapsed_ms`; returns whether he was in time (if
    /// not, his time has run out and `flagged` names him).
    ///
    /// Raises `TimeRanOutError` once a player's time has run out.
    fn spend(&mut self, py: Python<'_>, player: PyPlayer, elapsed_ms: Int<'_>) -> PyResult<bool> {
        let elapsed = ms(Some(&elapsed_ms), "elapsed_ms")?.unwrap_or_default();
        self.0
            .spend(player.into(), elapsed)
            .map_err(|e| clock_error(py, e))
    }

    /// Whether `player` would still be in time after `elapsed_ms` (nothing changes).
    fn in_time(&self, player: PyPlayer, elapsed_ms: Int<'_>) -> PyResult<bool> {
        let elapsed = ms(Some(&elapsed_ms), "elapsed_ms")?.unwrap_or_default();
        Ok(self.0.in_time(player.into(), elapsed))
    }

    /// What is left of `player`'s budget in ms, or `None` without a budget.
    fn remaining(&self, player: PyPlayer) -> Option<u64> {
        to_ms(self.0.remaining(player.into()))
    }

    /// How long `player` may take over his next move in ms, or `None` when unlimited.
    fn time_left(&self, player: PyPlayer) -> Option<u64> {
        to_ms(self.0.time_left(player.into()))
    }

    /// The player whose time has run out, or `None`.
    #[getter]
    fn flagged(&self) -> Option<PyPlayer> {
        self.0.flagged().map(PyPlayer::from)
    }

    /// Ends `game` by a timeout of the player whose time ran out; returns whether it did.
    ///
    /// Raises `GameOverError` if the game had already ended.
    fn end_game(&self, py: Python<'_>, mut game: PyRefMut<'_, PyGame>) -> PyResult<bool> {
        self.0
            .end_game(&mut game.inner)
            .map_err(|e| crate::errors::game_error(py, e))
    }

    fn __repr__(&self) -> String {
        format!("<Clock {}>", self.0.control())
    }
}

/// The class objects, for `register`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyOpening>()?;
    m.add_class::<PyExpected>()?;
    m.add_class::<PyMatch>()?;
    m.add_class::<PyMatchGame>()?;
    m.add_class::<PyClock>()?;
    Ok(())
}
