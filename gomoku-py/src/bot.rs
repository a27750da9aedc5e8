//! `ReferenceBot`: the core's reference bot (`gomoku_referee::bot`), a seeded player bounded
//! by VCF nodes and, optionally, seconds of the wall clock. The same seed and node budget
//! give the same move as in Rust, C and JavaScript.

use std::time::{Duration, Instant};

use gomoku_referee::Step;
use gomoku_referee::bot::{Decision, ReferenceBot};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::brain::PyBudget;
use crate::errors::{opening_error, play_error};
use crate::game::PyGame;
use crate::ints::Int;
use crate::point::PyPoint;

/// The reference bot: wins at once, blocks what wins at once, plays its VCF, refutes the
/// opponent's, otherwise plays by a small evaluation of windows and threat shapes; never a
/// forbidden point. Ties follow `seed`: the same seed and node budget give the same moves
/// in every face (Rust's `gomoku_referee::bot::ReferenceBot`, C's `gomoku_reference_bot`,
/// JavaScript's `ReferenceBot`).
///
/// >>> import gomoku
/// >>> game = gomoku.Game(gomoku.Rules.renju())
/// >>> gomoku.ReferenceBot(seed=7).choose(game, nodes=1000)
/// Point.parse('h8')
#[pyclass(module = "gomoku", name = "ReferenceBot", eq, from_py_object)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PyReferenceBot(pub ReferenceBot);

/// The reference bot's decision: the step (its kind, its text, its stone), why (`"win"`,
/// `"vcf"`, `"refute"`, `"delay"`, `"evaluate"`, `"opening"`) and the VCF nodes spent.
#[pyclass(module = "gomoku", name = "BotDecision", frozen, eq, from_py_object)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PyBotDecision(pub Decision);

#[pymethods]
impl PyBotDecision {
    /// The kinds of step `kind` names, in order (a tuple).
    #[classattr]
    #[allow(non_snake_case)]
    fn KINDS(py: Python<'_>) -> PyResult<Bound<'_, pyo3::types::PyTuple>> {
        pyo3::types::PyTuple::new(py, Decision::KINDS)
    }

    /// The stone the step puts on the board (a move, a placed opening stone, a pick), or
    /// `None` for the other opening actions.
    #[getter]
    fn point(&self) -> Option<PyPoint> {
        self.0.point().map(PyPoint)
    }

    /// The kind of step: `"move"` (normal play), or the opening action's — `"place"`,
    /// `"swap"`, `"keep"`, `"choose"`, `"declare"`, `"offer"`, `"pick"`.
    #[getter]
    fn kind(&self) -> &'static str {
        self.0.kind()
    }

    /// The step as text: a move (`"h8"`), or an opening action as `Game.opening_actions`
    /// writes it (`"swap"`, `"choose white"`, `"declare 3"`, `"offer g8 i9"`, `"pick g8"`).
    #[getter]
    fn step(&self) -> String {
        self.0.step.to_string()
    }

    /// Why: `"win"`, `"vcf"`, `"refute"`, `"delay"`, `"evaluate"` or `"opening"` (an
    /// opening choice that is not a stone of the search).
    #[getter]
    fn reason(&self) -> &'static str {
        self.0.reason.name()
    }

    /// The VCF nodes the decision visited (at most the budget).
    #[getter]
    fn nodes(&self) -> u64 {
        self.0.nodes
    }

    /// Takes the step in `game` (a move, or the opening action). Raises what
    /// `Game.play` or the opening's action raises when `game` refuses it (a game other
    /// than the one decided for), and changes nothing then.
    fn apply(&self, py: Python<'_>, mut game: PyRefMut<'_, PyGame>) -> PyResult<()> {
        match self.0.step {
            Step::Move(m) => game.inner.play(m).map_err(|e| play_error(py, e)),
            Step::Opening(a) => game.inner.act(a).map_err(|e| opening_error(py, e)),
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "BotDecision(kind='{}', step='{}', reason='{}', nodes={})",
            self.0.kind(),
            self.0.step,
            self.0.reason,
            self.0.nodes
        )
    }
}

/// The budget of nodes from Python: 0..=2**64-1.
fn nodes_arg(nodes: Option<Int<'_>>) -> PyResult<u64> {
    match nodes {
        Some(n) => n.in_range("nodes", 0, u64::MAX),
        None => Ok(ReferenceBot::MAX_NODES),
    }
}

/// A deadline `seconds` from now, or none.
fn deadline(seconds: Option<f64>) -> PyResult<Option<Instant>> {
    seconds
        .map(|s| {
            let d = Duration::try_from_secs_f64(s).map_err(|_| {
                PyValueError::new_err(format!("seconds must be a finite number >= 0, not {s:?}"))
            })?;
            Ok(Instant::now().checked_add(d))
        })
        .transpose()
        .map(Option::flatten)
}

impl PyReferenceBot {
    /// Runs `think` on the bot with the GIL released, under the budget and deadline.
    fn run<T: Send>(
        &mut self,
        py: Python<'_>,
        game: &PyGame,
        nodes: Option<Int<'_>>,
        seconds: Option<f64>,
        think: impl FnOnce(
            &mut ReferenceBot,
            &gomoku_referee::Game,
            u64,
            &mut dyn FnMut() -> bool,
        ) -> Result<T, gomoku_referee::PlayError>
        + Send,
    ) -> PyResult<T> {
        let nodes = nodes_arg(nodes)?;
        let deadline = deadline(seconds)?;
        let game = &game.inner;
        let bot = &mut self.0;
        py.detach(|| {
            think(bot, game, nodes, &mut || {
                deadline.is_some_and(|d| Instant::now() >= d)
            })
        })
        .map_err(|e| play_error(py, e))
    }
}

#[pymethods]
impl PyReferenceBot {
    /// The node budget when none is given (about a tenth of a second of search).
    #[classattr]
    const MAX_NODES: u64 = ReferenceBot::MAX_NODES;

    /// The nodes `nodes_for` gives each millisecond of a move's time, before it keeps
    /// three quarters back.
    #[classattr]
    const NODES_PER_MS: u64 = ReferenceBot::NODES_PER_MS;

    #[new]
    #[pyo3(signature = (seed = None))]
    fn new(seed: Option<Int<'_>>) -> PyResult<PyReferenceBot> {
        let seed = match seed {
            Some(s) => s.in_range("seed", 0, u64::MAX)?,
            None => 0,
        };
        Ok(PyReferenceBot(ReferenceBot::new(seed)))
    }

    /// The move for the side to move in `game`, spending at most `nodes` VCF nodes
    /// (`MAX_NODES` by default) and, when `seconds` is given, stopping its searches once
    /// that much time has passed. The GIL is released while it thinks.
    ///
    /// Raises `GameOverError` when the game is over and `OpeningUnderWayError` when the
    /// opening waits for an action that puts no stone (`decide` makes those); the bot is
    /// unchanged then.
    #[pyo3(signature = (game, nodes = None, *, seconds = None))]
    fn choose(
        &mut self,
        py: Python<'_>,
        game: PyRef<'_, PyGame>,
        nodes: Option<Int<'_>>,
        seconds: Option<f64>,
    ) -> PyResult<PyPoint> {
        self.run(py, &game, nodes, seconds, ReferenceBot::choose_until)
            .map(PyPoint)
    }

    /// The bot's step in `game` with why and the nodes spent: a `BotDecision`. In normal
    /// play and for an opening's stones, `choose`'s stone; for an opening's other steps
    /// (swap or keep, a colour, the number of offers, the offers, the pick), the bot's
    /// choice, which `BotDecision.apply` takes. Raises `GameOverError` when the game is
    /// over.
    #[pyo3(signature = (game, nodes = None, *, seconds = None))]
    fn decide(
        &mut self,
        py: Python<'_>,
        game: PyRef<'_, PyGame>,
        nodes: Option<Int<'_>>,
        seconds: Option<f64>,
    ) -> PyResult<PyBotDecision> {
        self.run(py, &game, nodes, seconds, ReferenceBot::decide_until)
            .map(PyBotDecision)
    }

    /// The node budget for a move under a manager's `budget` (what the bot spends as a
    /// Gomocup brain): `NODES_PER_MS` a millisecond of `budget.time_for_move()`, a
    /// quarter of it, at most `MAX_NODES`.
    #[staticmethod]
    fn nodes_for(budget: PyBudget) -> u64 {
        ReferenceBot::nodes_for(budget.0)
    }

    fn __copy__(&self) -> PyReferenceBot {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyReferenceBot {
        self.clone()
    }

    fn __repr__(&self) -> &'static str {
        "ReferenceBot(...)"
    }
}
