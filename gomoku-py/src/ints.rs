//! One conversion for every integer argument of the Python face.
//!
//! An integer argument arrives as an [`Int`]: a Python `int` of any size (a `bool` too,
//! being an `int`) or an object with `__index__` (a numpy integer); anything else is a
//! `TypeError`. The method then reads it as the Rust type it needs with [`Int::get`]
//! (`None` when it does not fit), and a number that fits no value the core takes is the
//! method's own typed error quoting the number given — never a wrapped `4294967295` or
//! `0`, never a bare `OverflowError`:
//!
//! - a value the core checks (a size, a K factor, a number of offers, a VCF limit) is
//!   given to the core saturated ([`Int::saturating`]), and the core's out-of-range error
//!   is retold with the Python number ([`crate::errors::retell`]);
//! - a count or a duration the core does not check is a `ValueError` naming the argument
//!   and its range ([`Int::in_range`]);
//! - an index is an `IndexError`, as a list says.
//!
//! `tests/python/test_ints.py` calls every integer argument of the module with `-1`,
//! `2**63`, `2**64` and a 20-digit number.

use std::fmt;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyInt;

/// An integer argument, as Python gave it (see the module's documentation).
pub struct Int<'py>(Bound<'py, PyInt>);

impl<'a, 'py> FromPyObject<'a, 'py> for Int<'py> {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Int<'py>> {
        let obj = obj.to_owned();
        if let Ok(int) = obj.cast::<PyInt>() {
            return Ok(Int(int.clone()));
        }
        // `operator.index`: what a list takes as an index.
        let not_int = || {
            let name = obj
                .get_type()
                .name()
                .map_or_else(|_| "?".to_owned(), |n| n.to_string());
            PyTypeError::new_err(format!("expected an int, not {name}"))
        };
        let index = obj.call_method0("__index__").map_err(|_| not_int())?;
        index.cast_into::<PyInt>().map(Int).map_err(|_| not_int())
    }
}

impl<'py> Int<'py> {
    /// The number as `T`, `None` when it does not fit.
    pub fn get<T>(&self) -> Option<T>
    where
        T: for<'a> FromPyObject<'a, 'py>,
    {
        self.0.extract::<T>().ok()
    }

    /// The number as `T`, or `fallback` when it does not fit (then `fits` is false): the
    /// value to give the core, which refuses it with its out-of-range error, to be retold
    /// with this number.
    pub fn saturating<T>(&self, fallback: T) -> (T, bool)
    where
        T: for<'a> FromPyObject<'a, 'py>,
    {
        match self.get::<T>() {
            Some(v) => (v, true),
            None => (fallback, false),
        }
    }

    /// The number as `T` if it lies in `min..=max`, else `ValueError`: "`what` must be an
    /// int from `min` to `max`, not `n`".
    pub fn in_range<T>(&self, what: &str, min: T, max: T) -> PyResult<T>
    where
        T: for<'a> FromPyObject<'a, 'py> + PartialOrd + fmt::Display + Copy,
    {
        self.get::<T>()
            .filter(|v| (min..=max).contains(v))
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "{what} must be an int from {min} to {max}, not {self}"
                ))
            })
    }

    /// Whether the number is below zero.
    pub fn is_negative(&self) -> bool {
        self.0.lt(0).unwrap_or(false)
    }

    /// The Python int itself (for an exception attribute).
    pub fn as_any(&self) -> &Bound<'py, PyAny> {
        self.0.as_any()
    }
}

impl fmt::Display for Int<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// Reads `obj` as an integer argument named `what` (for an argument taken as any object,
/// such as an optional one): [`Int`], or `TypeError` naming it.
pub fn int_arg<'py>(obj: &Bound<'py, PyAny>, what: &str) -> PyResult<Int<'py>> {
    obj.extract::<Int<'py>>().map_err(|_| {
        let name = obj
            .get_type()
            .name()
            .map_or_else(|_| "?".to_owned(), |n| n.to_string());
        PyTypeError::new_err(format!("{what} must be an int, not {name}"))
    })
}
