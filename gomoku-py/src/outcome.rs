//! `Outcome`: who won (or a draw), how, and for a five the points of its line.

use gomoku_referee::{Line, Outcome};
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::enums::{PyColor, PyTermination};
use crate::errors::{GomokuError, outcome_error};
use crate::point::{PointArg, PyPoint};

/// The end of a game: `winner` (a `Color`, or `None` for a draw), `termination` and, for
/// a five, `line` (the points of the winning line, from one end to the other).
///
/// Frozen, hashable, compared by value; `repr()` evaluates back.
#[pyclass(module = "gomoku", name = "Outcome", frozen, eq, hash, from_py_object)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PyOutcome(pub Outcome);

#[pymethods]
impl PyOutcome {
    /// An outcome. `line`, if given, must be the points of one straight line in order.
    ///
    /// Raises `WinnerMismatchError` (an `OutcomeError`) when `winner` does not fit
    /// `termination` (a draw has no winner, every other end has one), `GomokuError` if
    /// `line` is not a straight line.
    #[new]
    #[pyo3(signature = (winner, termination, line = None))]
    fn new(
        py: Python<'_>,
        winner: Option<PyColor>,
        termination: PyTermination,
        line: Option<Vec<PointArg>>,
    ) -> PyResult<PyOutcome> {
        let mut outcome = Outcome::new(winner.map(Into::into), termination.into())
            .map_err(|e| outcome_error(py, e))?;
        if let Some(points) = line {
            let (Some(first), Some(last)) = (points.first(), points.last()) else {
                return Err(GomokuError::new_err("a line needs at least one point"));
            };
            let line = Line::new(first.0, last.0)
                .filter(|l| l.points().eq(points.iter().map(|p| p.0)))
                .ok_or_else(|| {
                    GomokuError::new_err("the points of a line must be adjacent and in one row")
                })?;
            outcome.line = Some(line);
        }
        Ok(PyOutcome(outcome))
    }

    /// The winner, or `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<PyColor> {
        self.0.winner.map(Into::into)
    }

    /// How the game ended.
    #[getter]
    fn termination(&self) -> PyTermination {
        self.0.termination.into()
    }

    /// The points of the winning line for a five, otherwise `None`.
    #[getter]
    fn line(&self) -> Option<Vec<PyPoint>> {
        self.0.line.map(|l| l.points().map(PyPoint).collect())
    }

    /// `"1-0"` (Black won), `"0-1"` (White won) or `"1/2-1/2"`.
    fn result(&self) -> &'static str {
        self.0.result()
    }

    /// Whether the game is drawn.
    fn is_draw(&self) -> bool {
        self.0.is_draw()
    }

    /// `"1-0 (five)"`, `"1/2-1/2 (agreement)"`.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// An expression that evaluates back.
    fn __repr__(&self) -> String {
        let winner = match self.0.winner {
            Some(gomoku_referee::Color::Black) => "Color.BLACK",
            Some(gomoku_referee::Color::White) => "Color.WHITE",
            None => "None",
        };
        let termination = format!(
            "Termination.{}",
            PyTermination::from(self.0.termination).member()
        );
        match self.line() {
            None => format!("Outcome({winner}, {termination})"),
            Some(points) => {
                let points: Vec<String> = points
                    .iter()
                    .map(|p| format!("Point.parse('{}')", p.0))
                    .collect();
                format!("Outcome({winner}, {termination}, [{}])", points.join(", "))
            }
        }
    }

    /// `(Outcome, (winner, termination, line))`: how an outcome pickles.
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> (
        Bound<'py, PyType>,
        (Option<PyColor>, PyTermination, Option<Vec<PyPoint>>),
    ) {
        (
            py.get_type::<PyOutcome>(),
            (self.winner(), self.termination(), self.line()),
        )
    }
}
