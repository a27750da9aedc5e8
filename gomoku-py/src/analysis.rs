//! Analysis (RULES.md §12) for Python: `Game.threats`, `Game.threats_at`, `Game.explain`,
//! `Game.vcf`, `Game.threat_planes`, and the value classes they return. Every answer is
//! the core's; this file only builds Python objects from it.

use gomoku_referee::{
    Color, Explanation, PointSet, RowKind, Shape, ThreatMap, VcfBound, VcfEnd, VcfError, VcfLimits,
    VcfMode, VcfResult, VcfSolver, Verdict,
};
use numpy::ndarray::Array3;
use numpy::{IntoPyArray, PyArray3};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyFrozenSet, PyTuple};

use crate::arrays::{numpy_required, write_set};
use crate::enums::{PyColor, PyForbidden};
use crate::errors::{play_error, retell, vcf_error};
use crate::game::PyGame;
use crate::ints::Int;
use crate::point::{PointArg, PyPoint};

/// The names of the threat planes, in order (`gomoku.THREAT_PLANES`).
pub const THREAT_PLANE_NAMES: [&str; 7] = [
    "five",
    "four",
    "straight_four",
    "three",
    "four_three",
    "four_four",
    "three_three",
];

fn sets(m: &ThreatMap) -> [&PointSet; 7] {
    [
        &m.five,
        &m.four,
        &m.straight_four,
        &m.three,
        &m.four_three,
        &m.four_four,
        &m.three_three,
    ]
}

fn frozenset<'py>(py: Python<'py>, set: &PointSet) -> PyResult<Py<PyFrozenSet>> {
    Ok(PyFrozenSet::new(py, set.iter().map(PyPoint))?.unbind())
}

fn points(
    py: Python<'_>,
    ps: impl Iterator<Item = gomoku_referee::Point>,
) -> PyResult<Py<PyTuple>> {
    let v: Vec<PyPoint> = ps.map(PyPoint).collect();
    Ok(PyTuple::new(py, v)?.unbind())
}

/// The threat map of one colour: for each shape, the frozenset of empty points where a
/// stone of that colour makes it (RULES.md §12). Shapes, not legal moves: a restricted
/// colour's forbidden points are among them.
#[pyclass(module = "gomoku", name = "ThreatMap", frozen)]
pub struct PyThreatMap {
    /// The colour.
    #[pyo3(get)]
    color: PyColor,
    /// A five (or an overline that wins).
    five: Py<PyFrozenSet>,
    /// At least one four (straight fours included).
    four: Py<PyFrozenSet>,
    /// A straight four.
    straight_four: Py<PyFrozenSet>,
    /// At least one three.
    three: Py<PyFrozenSet>,
    /// A four and a three on another line.
    four_three: Py<PyFrozenSet>,
    /// Two or more fours.
    four_four: Py<PyFrozenSet>,
    /// Two or more threes.
    three_three: Py<PyFrozenSet>,
}

#[pymethods]
impl PyThreatMap {
    /// A five (or an overline that wins).
    #[getter]
    fn five(&self, py: Python<'_>) -> Py<PyFrozenSet> {
        self.five.clone_ref(py)
    }
    /// At least one four (straight fours included).
    #[getter]
    fn four(&self, py: Python<'_>) -> Py<PyFrozenSet> {
        self.four.clone_ref(py)
    }
    /// A straight four.
    #[getter]
    fn straight_four(&self, py: Python<'_>) -> Py<PyFrozenSet> {
        self.straight_four.clone_ref(py)
    }
    /// At least one three.
    #[getter]
    fn three(&self, py: Python<'_>) -> Py<PyFrozenSet> {
        self.three.clone_ref(py)
    }
    /// A four and a three on another line.
    #[getter]
    fn four_three(&self, py: Python<'_>) -> Py<PyFrozenSet> {
        self.four_three.clone_ref(py)
    }
    /// Two or more fours.
    #[getter]
    fn four_four(&self, py: Python<'_>) -> Py<PyFrozenSet> {
        self.four_four.clone_ref(py)
    }
    /// Two or more threes.
    #[getter]
    fn three_three(&self, py: Python<'_>) -> Py<PyFrozenSet> {
        self.three_three.clone_ref(py)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let n = |s: &Py<PyFrozenSet>| s.bind(py).len();
        format!(
            "<ThreatMap {}: {} five, {} four, {} straight_four, {} three, {} four_three, {} four_four, {} three_three>",
            Color::from(self.color).name(),
            n(&self.five),
            n(&self.four),
            n(&self.straight_four),
            n(&self.three),
            n(&self.four_three),
            n(&self.four_four),
            n(&self.three_three)
        )
    }
}

/// What a stone makes on one line: `shape` (`"five"`, `"overline"`, `"blocked-five"`,
/// `"straight-four"`, `"four"`, `"three"` or `"none"`), whether an overline wins, the
/// stones of the row (the new stone included, in the order of the direction), and the
/// shape's points (completion points of fours, valid straight-four points of a three).
#[pyclass(module = "gomoku", name = "LineThreat", frozen)]
pub struct PyLineThreat {
    /// `"horizontal"`, `"vertical"`, `"diagonal"` or `"anti-diagonal"`.
    #[pyo3(get)]
    direction: &'static str,
    /// The shape's name.
    #[pyo3(get)]
    shape: &'static str,
    /// For an overline: whether it wins.
    #[pyo3(get)]
    overline_wins: bool,
    /// The stones of the row.
    stones: Py<PyTuple>,
    /// The shape's points.
    points: Py<PyTuple>,
}

#[pymethods]
impl PyLineThreat {
    /// The stones of the row.
    #[getter]
    fn stones(&self, py: Python<'_>) -> Py<PyTuple> {
        self.stones.clone_ref(py)
    }
    /// The shape's points.
    #[getter]
    fn points(&self, py: Python<'_>) -> Py<PyTuple> {
        self.points.clone_ref(py)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "<LineThreat {} {} stones={} points={}>",
            self.direction,
            self.shape,
            self.stones.bind(py).len(),
            self.points.bind(py).len()
        )
    }
}

/// The threats of a stone on an empty point (`Game.threats_at`): the four lines, the
/// counts, and the forbidden kind that the same judgement gives.
#[pyclass(module = "gomoku", name = "MoveThreats", frozen)]
pub struct PyMoveThreats {
    /// The point.
    #[pyo3(get)]
    point: PyPoint,
    /// The colour of the stone.
    #[pyo3(get)]
    color: PyColor,
    /// The lines: horizontal, vertical, diagonal, anti-diagonal.
    lines: Py<PyTuple>,
    /// The number of fours (a straight four counts one).
    #[pyo3(get)]
    fours: usize,
    /// The number of lines that are threes.
    #[pyo3(get)]
    threes: usize,
    /// Whether the stone wins at once.
    #[pyo3(get)]
    wins: bool,
    /// The forbidden kind for that colour, or `None`.
    #[pyo3(get)]
    forbidden: Option<PyForbidden>,
    /// The core's one-line text (`str()`).
    text: String,
}

#[pymethods]
impl PyMoveThreats {
    /// The lines: horizontal, vertical, diagonal, anti-diagonal.
    #[getter]
    fn lines(&self, py: Python<'_>) -> Py<PyTuple> {
        self.lines.clone_ref(py)
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("<MoveThreats {}>", self.text)
    }
}

/// One point of an explained row: `verdict` is `"valid"`, `"five"` (it makes a five at the
/// same time) or `"forbidden"`, then with `explanation` the point's own explanation one
/// level down.
#[pyclass(module = "gomoku", name = "ExplainedPoint", frozen)]
pub struct PyExplainedPoint {
    /// The point.
    #[pyo3(get)]
    point: PyPoint,
    /// The verdict's name.
    #[pyo3(get)]
    verdict: &'static str,
    /// For `"forbidden"`, why; else `None`.
    explanation: Option<Py<PyExplanation>>,
}

#[pymethods]
impl PyExplainedPoint {
    /// For `"forbidden"`, why; else `None`.
    #[getter]
    fn explanation(&self, py: Python<'_>) -> Option<Py<PyExplanation>> {
        self.explanation.as_ref().map(|v| v.clone_ref(py))
    }

    fn __repr__(&self) -> String {
        format!("<ExplainedPoint {} {}>", self.point.0, self.verdict)
    }
}

/// One row that counts: `kind` (`"overline"`, `"four"`, `"straight-four"`, `"three"`),
/// its direction, its stones, and its points.
#[pyclass(module = "gomoku", name = "ExplainedRow", frozen)]
pub struct PyExplainedRow {
    /// The row's kind.
    #[pyo3(get)]
    kind: &'static str,
    /// The direction's name.
    #[pyo3(get)]
    direction: &'static str,
    /// The stones, the judged point included.
    stones: Py<PyTuple>,
    /// Completion points (fours) or straight-four points with verdicts (threes).
    points: Py<PyTuple>,
}

#[pymethods]
impl PyExplainedRow {
    /// The stones, the judged point included.
    #[getter]
    fn stones(&self, py: Python<'_>) -> Py<PyTuple> {
        self.stones.clone_ref(py)
    }
    /// Completion points (fours) or straight-four points with verdicts (threes).
    #[getter]
    fn points(&self, py: Python<'_>) -> Py<PyTuple> {
        self.points.clone_ref(py)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "<ExplainedRow {} {} stones={}>",
            self.kind,
            self.direction,
            self.stones.bind(py).len()
        )
    }
}

/// Why a point is forbidden (`Game.explain`): `str()` gives one line, `tree()` an indented
/// tree; `rows` walks the same tree.
#[pyclass(module = "gomoku", name = "Explanation", frozen)]
pub struct PyExplanation {
    /// The forbidden point.
    #[pyo3(get)]
    point: PyPoint,
    /// The colour it is forbidden to.
    #[pyo3(get)]
    color: PyColor,
    /// The kind.
    #[pyo3(get)]
    kind: PyForbidden,
    /// The rows that count.
    rows: Py<PyTuple>,
    line: String,
    tree_text: String,
}

#[pymethods]
impl PyExplanation {
    /// The rows that count.
    #[getter]
    fn rows(&self, py: Python<'_>) -> Py<PyTuple> {
        self.rows.clone_ref(py)
    }

    /// The explanation as an indented tree, one row or point a line.
    fn tree(&self) -> String {
        self.tree_text.clone()
    }

    fn __str__(&self) -> String {
        self.line.clone()
    }

    fn __repr__(&self) -> String {
        format!("<Explanation {}>", self.line)
    }
}

fn row_kind(k: RowKind) -> &'static str {
    match k {
        RowKind::Overline => "overline",
        RowKind::Four => "four",
        RowKind::StraightFour => "straight-four",
        RowKind::Three => "three",
    }
}

fn explanation(py: Python<'_>, e: &Explanation) -> PyResult<Py<PyExplanation>> {
    let mut rows = Vec::new();
    for r in e.rows() {
        let mut pts = Vec::new();
        for q in r.points() {
            let (verdict, sub) = match q.verdict() {
                Verdict::Valid => ("valid", None),
                Verdict::Five => ("five", None),
                Verdict::Forbidden(sub) => ("forbidden", Some(explanation(py, sub)?)),
            };
            pts.push(Py::new(
                py,
                PyExplainedPoint {
                    point: PyPoint(q.point()),
                    verdict,
                    explanation: sub,
                },
            )?);
        }
        rows.push(Py::new(
            py,
            PyExplainedRow {
                kind: row_kind(r.kind()),
                direction: r.row().direction().name(),
                stones: points(py, r.row().stones())?,
                points: PyTuple::new(py, pts)?.unbind(),
            },
        )?);
    }
    Py::new(
        py,
        PyExplanation {
            point: PyPoint(e.point()),
            color: PyColor::from(e.color()),
            kind: PyForbidden::from(e.kind()),
            rows: PyTuple::new(py, rows)?.unbind(),
            line: e.to_string(),
            tree_text: format!("{e:#}"),
        },
    )
}

/// The answer of a VCF search (`Game.vcf`): `found`, the line's `moves` (the attacker's
/// first, then alternately; empty if none), `attacker_moves`, how it `end`s (`"five"` or
/// `"forbidden-defence"`, `None` without a line), what stopped a search that found nothing
/// (`stopped_by`: `None` = none exists at all, `"moves"` = none within the limit,
/// `"nodes"` = the budget ran out), and the `nodes` visited.
#[pyclass(module = "gomoku", name = "Vcf", frozen)]
pub struct PyVcf {
    /// Whether a VCF was found.
    #[pyo3(get)]
    found: bool,
    /// The line.
    #[pyo3(get)]
    moves: Vec<PyPoint>,
    /// The attacker's moves in the line.
    #[pyo3(get)]
    attacker_moves: u32,
    /// How the line ends.
    #[pyo3(get)]
    end: Option<&'static str>,
    /// What stopped a search that found nothing.
    #[pyo3(get)]
    stopped_by: Option<&'static str>,
    /// The positions visited.
    #[pyo3(get)]
    nodes: u64,
}

#[pymethods]
impl PyVcf {
    fn __bool__(&self) -> bool {
        self.found
    }

    fn __repr__(&self) -> String {
        if self.found {
            let line: Vec<String> = self.moves.iter().map(|p| p.0.to_string()).collect();
            format!(
                "<Vcf found: {} ({})>",
                line.join(" "),
                self.end.unwrap_or("")
            )
        } else {
            format!(
                "<Vcf not found, stopped by {}>",
                self.stopped_by.unwrap_or("nothing")
            )
        }
    }
}

fn shape_name(s: Shape) -> (&'static str, bool) {
    match s {
        Shape::Five => ("five", false),
        Shape::Overline { wins } => ("overline", wins),
        Shape::BlockedFive => ("blocked-five", false),
        Shape::StraightFour => ("straight-four", false),
        Shape::Four => ("four", false),
        Shape::Three => ("three", false),
        Shape::None => ("none", false),
    }
}

impl PyGame {
    /// `color`, or the side to move.
    fn color_or_turn(&self, color: Option<PyColor>) -> Color {
        color.map_or(self.inner.position().turn(), Color::from)
    }
}

/// The bodies of the analysis methods of `Game` (declared, with their docs, in `game.rs`).
impl PyGame {
    pub(crate) fn analysis_threats(
        &self,
        py: Python<'_>,
        color: Option<PyColor>,
    ) -> PyResult<PyThreatMap> {
        let c = self.color_or_turn(color);
        let m = self.kept_threats(py, c);
        Ok(PyThreatMap {
            color: PyColor::from(c),
            five: frozenset(py, &m.five)?,
            four: frozenset(py, &m.four)?,
            straight_four: frozenset(py, &m.straight_four)?,
            three: frozenset(py, &m.three)?,
            four_three: frozenset(py, &m.four_three)?,
            four_four: frozenset(py, &m.four_four)?,
            three_three: frozenset(py, &m.three_three)?,
        })
    }

    pub(crate) fn analysis_threats_at(
        &self,
        py: Python<'_>,
        point: PointArg,
        color: Option<PyColor>,
    ) -> PyResult<PyMoveThreats> {
        let c = self.color_or_turn(color);
        let pos = self.inner.position();
        let size = pos.size();
        let p = point.0;
        if !p.is_on_board(size) {
            return Err(play_error(
                py,
                gomoku_referee::PlayError::OffBoard { point: p, size },
            ));
        }
        let t = pos
            .threats_at(p, c)
            .ok_or_else(|| play_error(py, gomoku_referee::PlayError::Occupied { point: p }))?;
        let mut lines = Vec::new();
        for l in t.lines() {
            let (shape, overline_wins) = shape_name(l.shape());
            lines.push(Py::new(
                py,
                PyLineThreat {
                    direction: l.row().direction().name(),
                    shape,
                    overline_wins,
                    stones: points(py, l.row().stones())?,
                    points: points(py, l.points().iter())?,
                },
            )?);
        }
        Ok(PyMoveThreats {
            point: PyPoint(p),
            color: PyColor::from(c),
            lines: PyTuple::new(py, lines)?.unbind(),
            fours: t.fours(),
            threes: t.threes(),
            wins: t.wins(),
            forbidden: t.forbidden().map(PyForbidden::from),
            text: t.to_string(),
        })
    }

    pub(crate) fn analysis_explain(
        &self,
        py: Python<'_>,
        point: PointArg,
        color: Option<PyColor>,
    ) -> PyResult<Option<Py<PyExplanation>>> {
        let c = self.color_or_turn(color);
        let pos = *self.inner.position();
        let size = pos.size();
        let p = point.0;
        if !p.is_on_board(size) {
            return Err(play_error(
                py,
                gomoku_referee::PlayError::OffBoard { point: p, size },
            ));
        }
        let e = py.detach(move || pos.explain_for(c, p));
        e.map(|e| explanation(py, &e)).transpose()
    }

    #[allow(clippy::too_many_arguments)] // the Python keywords, one by one
    pub(crate) fn analysis_vcf(
        &self,
        py: Python<'_>,
        solver: Option<&mut VcfSolver>,
        color: Option<PyColor>,
        max_moves: Option<Int<'_>>,
        max_nodes: Option<Int<'_>>,
        table_entries: Option<Int<'_>>,
        fast: bool,
    ) -> PyResult<PyVcf> {
        let c = self.color_or_turn(color);
        let defaults = VcfLimits::default();
        // A limit that fits no value of the core's type is given saturated, and the core's
        // refusal retold with the number given.
        let (moves_arg, entries_arg) = (max_moves, table_entries);
        let (max_moves, moves_fit) = moves_arg
            .as_ref()
            .map_or((defaults.max_moves, true), |n| n.saturating(u32::MAX));
        let max_nodes = match &max_nodes {
            Some(n) => n.in_range("max_nodes", 0, u64::MAX)?,
            None => defaults.max_nodes,
        };
        if let Some(n) = entries_arg.as_ref().filter(|n| n.is_negative()) {
            return Err(PyValueError::new_err(format!(
                "table_entries must not be negative, not {n}"
            )));
        }
        let (table_entries, entries_fit) = entries_arg
            .as_ref()
            .map_or((defaults.table_entries, true), |n| n.saturating(usize::MAX));
        let limits = VcfLimits {
            max_moves,
            max_nodes,
            table_entries,
            mode: if fast {
                VcfMode::Fast
            } else {
                VcfMode::Shortest
            },
        };
        let game = &self.inner;
        let v = py
            .detach(move || match solver {
                Some(solver) => game.vcf_with(solver, c, &limits),
                None => game.vcf(c, &limits),
            })
            .map_err(|e| match e {
                VcfError::MovesOutOfRange { moves } if !moves_fit => {
                    let given = moves_arg.as_ref().expect("a limit was given");
                    retell(py, vcf_error(py, e), moves, "moves", given)
                }
                VcfError::TableTooLarge { entries } if !entries_fit => {
                    let given = entries_arg.as_ref().expect("a table size was given");
                    retell(py, vcf_error(py, e), entries, "entries", given)
                }
                e => vcf_error(py, e),
            })?;
        Ok(match v.result {
            VcfResult::Found(line) => PyVcf {
                found: true,
                moves: line.moves().iter().copied().map(PyPoint).collect(),
                attacker_moves: line.attacker_moves(),
                end: Some(match line.end() {
                    VcfEnd::Five => "five",
                    VcfEnd::ForbiddenDefence => "forbidden-defence",
                }),
                stopped_by: None,
                nodes: v.nodes,
            },
            VcfResult::NotFound { stopped_by } => PyVcf {
                found: false,
                moves: Vec::new(),
                attacker_moves: 0,
                end: None,
                stopped_by: stopped_by.map(|b| match b {
                    VcfBound::Moves => "moves",
                    VcfBound::Nodes => "nodes",
                }),
                nodes: v.nodes,
            },
        })
    }

    pub(crate) fn analysis_threat_planes<'py>(
        &self,
        py: Python<'py>,
        color: Option<PyColor>,
    ) -> PyResult<Bound<'py, PyArray3<u8>>> {
        numpy_required(py)?;
        let c = self.color_or_turn(color);
        let size = usize::from(self.inner.position().size());
        let m = self.kept_threats(py, c);
        let buf = py.detach(move || {
            let area = size * size;
            let mut buf = vec![0u8; 7 * area];
            for (k, set) in sets(&m).into_iter().enumerate() {
                write_set(&mut buf[k * area..(k + 1) * area], set, size);
            }
            buf
        });
        let array = Array3::from_shape_vec((7, size, size), buf)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(array.into_pyarray(py))
    }
}

/// A reusable VCF solver: it owns its transposition table, cleared (not reallocated) at
/// each search, so that a program that searches often pays for the table once.
/// `solver.vcf(game, ...)` answers as `game.vcf(...)`.
#[pyclass(module = "gomoku", name = "VcfSolver")]
#[derive(Debug, Default)]
pub struct PyVcfSolver {
    inner: VcfSolver,
}

#[pymethods]
impl PyVcfSolver {
    #[new]
    fn new() -> PyVcfSolver {
        PyVcfSolver::default()
    }

    /// The entries of the table allocated so far (0 before the first search that stores
    /// one).
    #[getter]
    fn table_entries(&self) -> usize {
        self.inner.table_entries()
    }

    /// `game.vcf(...)` with this solver's table: the same answer, the same exceptions.
    #[pyo3(signature = (game, color = None, *, max_moves = None, max_nodes = None, table_entries = None, fast = false),
           text_signature = "($self, game, color=None, *, max_moves=40, max_nodes=1000000, table_entries=65536, fast=False)")]
    #[allow(clippy::too_many_arguments)]
    fn vcf(
        &mut self,
        py: Python<'_>,
        game: PyRef<'_, PyGame>,
        color: Option<PyColor>,
        max_moves: Option<Int<'_>>,
        max_nodes: Option<Int<'_>>,
        table_entries: Option<Int<'_>>,
        fast: bool,
    ) -> PyResult<PyVcf> {
        game.analysis_vcf(
            py,
            Some(&mut self.inner),
            color,
            max_moves,
            max_nodes,
            table_entries,
            fast,
        )
    }

    fn __repr__(&self) -> String {
        format!("VcfSolver(table_entries={})", self.inner.table_entries())
    }
}
