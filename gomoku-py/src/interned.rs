//! One shared `Point` object per intersection, made on first use, so that listing many
//! points (the legal moves) hands out references instead of making a Python object per
//! point. `Point` is frozen, so sharing its objects cannot be observed (except by `is`).

use gomoku_referee::{MAX_SIZE, Point, PointSet};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyList;

use crate::point::PyPoint;

/// The `Point` objects, at `Point::index`: one for every (x, y) below `MAX_SIZE`, so every
/// point of every board size has one.
static POINTS: PyOnceLock<Vec<Py<PyPoint>>> = PyOnceLock::new();

/// The shared `Point` objects of every intersection, at `Point::index`.
pub fn point_objects(py: Python<'_>) -> PyResult<&[Py<PyPoint>]> {
    POINTS
        .get_or_try_init(py, || {
            (0..MAX_SIZE)
                .flat_map(|y| (0..MAX_SIZE).filter_map(move |x| Point::new(x, y)))
                .map(|q| Py::new(py, PyPoint(q)))
                .collect::<PyResult<Vec<_>>>()
        })
        .map(Vec::as_slice)
}

/// The shared `Point` object of `p`.
pub fn point_object(py: Python<'_>, p: Point) -> PyResult<Bound<'_, PyPoint>> {
    match point_objects(py)?.get(p.index()) {
        Some(obj) => Ok(obj.bind(py).clone()),
        None => Bound::new(py, PyPoint(p)),
    }
}

/// The points of `set` as a new list of the shared `Point` objects, in board order.
///
/// The list is allocated once at its final length and filled with references (one
/// reference count each): no allocation per point. This is what `list(game.legal_moves)`
/// and `for p in game.legal_moves` cost per move, so it stays on this fast path: the
/// iterator handed to `PyList::new` knows its exact length (a `filter_map` would not,
/// and the list would grow by appending, about three times slower).
pub fn point_list<'py>(py: Python<'py>, set: &PointSet) -> PyResult<Bound<'py, PyList>> {
    let objects = point_objects(py)?;
    // `Point::index` is below MAX_SIZE × MAX_SIZE = `objects.len()` for every point.
    PyList::new(py, set.iter().map(|p| objects[p.index()].bind(py)))
}
