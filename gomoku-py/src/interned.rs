//! One shared `Point` object per intersection, made on first use, so that listing many
//! points (the legal moves) hands out references instead of making a Python object per
//! point. `Point` is frozen, so sharing its objects cannot be observed (except by `is`).

use gomoku_referee::{MAX_SIZE, Point};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

use crate::point::PyPoint;

/// The `Point` objects, at `Point::index`.
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
