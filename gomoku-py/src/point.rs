//! `Point`, and the argument type that accepts a `Point` or a string such as `"h8"`.

use gomoku_referee::{MAX_SIZE, Point};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyType};

use crate::errors::{invalid_point, parse_error};
use crate::ints::int_arg;

/// An intersection: column `x` from the left and row `y` from the bottom, both 0-based
/// and below 26. Text notation: `Point.parse("h8")`, `str(point) == "h8"`.
///
/// Frozen, hashable and ordered in reading order from the bottom-left (row, then
/// column). Whether a point lies on a given board is checked where it is used.
#[pyclass(
    module = "gomoku",
    name = "Point",
    frozen,
    eq,
    ord,
    hash,
    from_py_object
)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PyPoint(pub Point);

#[pymethods]
impl PyPoint {
    /// The point at column `x` and row `y` (each in `0..26`).
    ///
    /// Raises `InvalidPointError` for coordinates out of range (negative or huge ints)
    /// and `TypeError` for anything but ints.
    #[new]
    fn new(x: &Bound<'_, PyAny>, y: &Bound<'_, PyAny>) -> PyResult<PyPoint> {
        let (cx, cy) = (int_arg(x, "x")?.get::<i64>(), int_arg(y, "y")?.get::<i64>());
        cx.zip(cy)
            .and_then(|(cx, cy)| Point::from_coords(cx, cy))
            .map(PyPoint)
            .ok_or_else(|| {
                invalid_point(format!(
                    "invalid point: coordinates ({x}, {y}) are out of range 0..{MAX_SIZE}"
                ))
            })
    }

    /// Parses the text notation, case-insensitive: a column letter `a`–`z` and a row
    /// `1`–`26`, such as `"h8"`.
    ///
    /// Raises `InvalidPointError` otherwise, `TypeError` if `text` is not a `str`.
    #[staticmethod]
    fn parse(text: &Bound<'_, PyString>) -> PyResult<PyPoint> {
        text.to_string_lossy()
            .parse::<Point>()
            .map(PyPoint)
            .map_err(parse_error)
    }

    /// The column, 0 = `a`.
    #[getter]
    fn x(&self) -> u8 {
        self.0.x()
    }

    /// The row, 0 = the bottom row `1`.
    #[getter]
    fn y(&self) -> u8 {
        self.0.y()
    }

    /// Whether the point lies on a `size` × `size` board.
    fn is_on_board(&self, size: &Bound<'_, PyAny>) -> PyResult<bool> {
        let size = int_arg(size, "size")?.get::<u8>();
        Ok(size.is_some_and(|s| self.0.is_on_board(s)))
    }

    /// The text notation, such as `"h8"`.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// `Point.parse('h8')`, which evaluates back.
    fn __repr__(&self) -> String {
        format!("Point.parse('{}')", self.0)
    }

    /// `(Point, (x, y))`: how a point pickles (every protocol).
    fn __reduce__<'py>(&self, py: Python<'py>) -> (Bound<'py, PyType>, (u8, u8)) {
        (py.get_type::<PyPoint>(), (self.0.x(), self.0.y()))
    }

    /// Points are immutable: a copy is the point itself.
    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// Points are immutable: a deep copy is the point itself.
    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}

/// An argument that is a `Point` or its text, such as `"h8"`.
///
/// A malformed string raises `InvalidPointError`; any other type raises `TypeError`.
#[derive(Debug, Clone, Copy)]
pub struct PointArg(pub Point);

impl<'a, 'py> FromPyObject<'a, 'py> for PointArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<PointArg> {
        if let Ok(p) = obj.cast::<PyPoint>() {
            return Ok(PointArg(p.get().0));
        }
        if let Ok(s) = obj.cast::<PyString>() {
            return s.to_string_lossy().parse().map(PointArg).map_err(|e| {
                // A short prefix of the text only: the message stays short.
                let text = s.to_string_lossy();
                invalid_point(format!("{e}, not {}", gomoku_referee::Snippet::new(&text)))
            });
        }
        Err(PyTypeError::new_err(format!(
            "expected a Point or a str such as 'h8', not {}",
            obj.get_type().name()?
        )))
    }
}
