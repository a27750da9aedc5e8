//! The small enumerations: `Color`, `Forbidden`, `Termination`, `ForbiddenPolicy`,
//! `Symmetry`.
//!
//! Each is a pyo3 simple enum whose members are singletons, so `__reduce__` pickles them
//! by name and `copy` returns them unchanged.
//!
//! The contract is `enum.IntEnum`'s: a member is its int value for `==` and for `hash`
//! (`Color.BLACK == 0` and `hash(Color.BLACK) == hash(0)`), so a member and its int find
//! each other in dicts and sets. As with `IntEnum` (and python-chess, where
//! `chess.BLACK is False`), `Color.BLACK == False` and `Color.WHITE == True`. Members of two
//! different enums are not equal to each other; they are only equal to themselves and to
//! their int.

use gomoku_referee::{Color, Forbidden, ForbiddenPolicy, Symmetry, Termination};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple, PyType};

use crate::errors::parse_error;
use crate::point::{PointArg, PyPoint};

/// `(getattr, (cls, name))`: how a singleton member pickles.
fn reduce_member<'py>(
    cls: &Bound<'py, PyType>,
    name: &str,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
    let py = cls.py();
    let getattr = py.import("builtins")?.getattr("getattr")?;
    let args = PyTuple::new(
        py,
        [cls.clone().into_any(), name.into_pyobject(py)?.into_any()],
    )?;
    Ok((getattr, args))
}

/// The methods every enumeration shares, around its own (`$extra`): `__str__` (the core's
/// name), `__repr__` (`Class.MEMBER`, which evaluates back), pickling by member name, and
/// copies that are the member itself; and `member()`, the Python name of a member (the
/// core's name in upper case, `_` for `-`).
macro_rules! enum_methods {
    ($py:ident, $core:ident, $class:literal, { $($extra:tt)* }) => {
        impl $py {
            /// The member's Python name, such as `DOUBLE_THREE`.
            pub(crate) fn member(self) -> String {
                $core::from(self).name().to_ascii_uppercase().replace('-', "_")
            }
        }

        #[pymethods]
        impl $py {
            $($extra)*

            /// The hash of the member's int value, as `enum.IntEnum` does, so that
            /// `hash(a) == hash(b)` whenever `a == b`.
            fn __hash__(&self) -> isize {
                *self as isize
            }

            /// The name, as the core prints and parses it.
            fn __str__(&self) -> &'static str {
                $core::from(*self).name()
            }

            #[doc = concat!("`", $class, ".MEMBER`, which evaluates back.")]
            fn __repr__(&self) -> String {
                format!(concat!($class, ".{}"), self.member())
            }

            /// Pickles the member by name.
            fn __reduce__<'py>(
                &self,
                py: Python<'py>,
            ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
                reduce_member(&py.get_type::<$py>(), &self.member())
            }

            /// Members are immutable singletons: a copy is the member itself.
            fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
                slf
            }

            /// Members are immutable singletons: a deep copy is the member itself.
            fn __deepcopy__<'py>(
                slf: PyRef<'py, Self>,
                _memo: &Bound<'py, PyAny>,
            ) -> PyRef<'py, Self> {
                slf
            }
        }
    };
}

/// A side of the game. Black moves first.
///
/// `str(Color.BLACK) == "black"`; `Color.parse("white")` reads a name (or `b`, `w`, `x`,
/// `o`), case-insensitive.
#[pyclass(module = "gomoku", name = "Color", eq, eq_int, frozen, from_py_object)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyColor {
    /// The first player.
    #[pyo3(name = "BLACK")]
    Black,
    /// The second player.
    #[pyo3(name = "WHITE")]
    White,
}

impl From<Color> for PyColor {
    fn from(c: Color) -> PyColor {
        match c {
            Color::Black => PyColor::Black,
            Color::White => PyColor::White,
        }
    }
}

impl From<PyColor> for Color {
    fn from(c: PyColor) -> Color {
        match c {
            PyColor::Black => Color::Black,
            PyColor::White => Color::White,
        }
    }
}

enum_methods!(PyColor, Color, "Color", {
    /// Parses `"black"`/`"white"` (or `b`/`w`, `x`/`o`), case-insensitive.
    ///
    /// Raises `InvalidColorError` otherwise.
    #[staticmethod]
    fn parse(text: &Bound<'_, PyString>) -> PyResult<PyColor> {
        text.to_string_lossy()
            .parse::<Color>()
            .map(PyColor::from)
            .map_err(parse_error)
    }

    /// The other colour.
    fn other(&self) -> PyColor {
        Color::from(*self).other().into()
    }

    /// The other colour (`~Color.BLACK is Color.WHITE`).
    fn __invert__(&self) -> PyColor {
        self.other()
    }
});

/// Why a point is forbidden (RULES.md §6). `str(Forbidden.DOUBLE_THREE) == "double-three"`.
#[pyclass(
    module = "gomoku",
    name = "Forbidden",
    eq,
    eq_int,
    frozen,
    from_py_object
)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyForbidden {
    /// The move makes two or more threes at once.
    #[pyo3(name = "DOUBLE_THREE")]
    DoubleThree,
    /// The move makes two or more fours at once.
    #[pyo3(name = "DOUBLE_FOUR")]
    DoubleFour,
    /// The move makes a line of six or more.
    #[pyo3(name = "OVERLINE")]
    Overline,
}

impl From<Forbidden> for PyForbidden {
    fn from(f: Forbidden) -> PyForbidden {
        match f {
            Forbidden::DoubleThree => PyForbidden::DoubleThree,
            Forbidden::DoubleFour => PyForbidden::DoubleFour,
            Forbidden::Overline => PyForbidden::Overline,
        }
    }
}

impl From<PyForbidden> for Forbidden {
    fn from(f: PyForbidden) -> Forbidden {
        match f {
            PyForbidden::DoubleThree => Forbidden::DoubleThree,
            PyForbidden::DoubleFour => Forbidden::DoubleFour,
            PyForbidden::Overline => Forbidden::Overline,
        }
    }
}

enum_methods!(PyForbidden, Forbidden, "Forbidden", {
    /// Parses `"double-three"`, `"double-four"` or `"overline"`.
    ///
    /// Raises `InvalidForbiddenError` otherwise.
    #[staticmethod]
    fn parse(text: &Bound<'_, PyString>) -> PyResult<PyForbidden> {
        text.to_string_lossy()
            .parse::<Forbidden>()
            .map(PyForbidden::from)
            .map_err(parse_error)
    }
});

/// How a game ended: one member per row of RULES.md §3.
/// `str(Termination.BOARD_FULL) == "board-full"`.
#[pyclass(
    module = "gomoku",
    name = "Termination",
    eq,
    eq_int,
    frozen,
    from_py_object
)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyTermination {
    /// The mover completed a winning line.
    #[pyo3(name = "FIVE")]
    Five,
    /// The mover's captured pairs reached the target.
    #[pyo3(name = "CAPTURE")]
    Capture,
    /// Black played a forbidden point under the *lose* policy.
    #[pyo3(name = "FORBIDDEN")]
    Forbidden,
    /// A side resigned.
    #[pyo3(name = "RESIGNATION")]
    Resignation,
    /// A side ran out of time (reported by the caller).
    #[pyo3(name = "TIMEOUT")]
    Timeout,
    /// No empty point is left: a draw.
    #[pyo3(name = "BOARD_FULL")]
    BoardFull,
    /// The side to move has no legal point (the *reject* policy): a draw.
    #[pyo3(name = "NO_LEGAL_MOVE")]
    NoLegalMove,
    /// Two passes in a row: a draw.
    #[pyo3(name = "BOTH_PASSED")]
    BothPassed,
    /// The move limit was reached without a win: a draw.
    #[pyo3(name = "MOVE_LIMIT")]
    MoveLimit,
    /// A draw offer was accepted.
    #[pyo3(name = "AGREEMENT")]
    Agreement,
    /// One capture met both sides' win conditions at once: a draw.
    #[pyo3(name = "BOTH_WON")]
    BothWon,
}

impl From<Termination> for PyTermination {
    fn from(t: Termination) -> PyTermination {
        match t {
            Termination::Five => PyTermination::Five,
            Termination::Capture => PyTermination::Capture,
            Termination::Forbidden => PyTermination::Forbidden,
            Termination::Resignation => PyTermination::Resignation,
            Termination::Timeout => PyTermination::Timeout,
            Termination::BoardFull => PyTermination::BoardFull,
            Termination::NoLegalMove => PyTermination::NoLegalMove,
            Termination::BothPassed => PyTermination::BothPassed,
            Termination::MoveLimit => PyTermination::MoveLimit,
            Termination::Agreement => PyTermination::Agreement,
            Termination::BothWon => PyTermination::BothWon,
        }
    }
}

impl From<PyTermination> for Termination {
    fn from(t: PyTermination) -> Termination {
        match t {
            PyTermination::Five => Termination::Five,
            PyTermination::Capture => Termination::Capture,
            PyTermination::Forbidden => Termination::Forbidden,
            PyTermination::Resignation => Termination::Resignation,
            PyTermination::Timeout => Termination::Timeout,
            PyTermination::BoardFull => Termination::BoardFull,
            PyTermination::NoLegalMove => Termination::NoLegalMove,
            PyTermination::BothPassed => Termination::BothPassed,
            PyTermination::MoveLimit => Termination::MoveLimit,
            PyTermination::Agreement => Termination::Agreement,
            PyTermination::BothWon => Termination::BothWon,
        }
    }
}

enum_methods!(PyTermination, Termination, "Termination", {
    /// Parses a termination name such as `"five"` or `"board-full"`.
    ///
    /// Raises `InvalidTerminationError` otherwise.
    #[staticmethod]
    fn parse(text: &Bound<'_, PyString>) -> PyResult<PyTermination> {
        text.to_string_lossy()
            .parse::<Termination>()
            .map(PyTermination::from)
            .map_err(parse_error)
    }

    /// Whether this way of ending is a draw.
    fn is_draw(&self) -> bool {
        Termination::from(*self).is_draw()
    }
});

/// What happens when a restricted colour plays a forbidden point (RULES.md §6).
#[pyclass(
    module = "gomoku",
    name = "ForbiddenPolicy",
    eq,
    eq_int,
    frozen,
    from_py_object
)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyForbiddenPolicy {
    /// The move is refused; the same side is still to move.
    #[pyo3(name = "REJECT")]
    Reject,
    /// The move is played and its side loses at once.
    #[pyo3(name = "LOSE")]
    Lose,
}

impl From<ForbiddenPolicy> for PyForbiddenPolicy {
    fn from(p: ForbiddenPolicy) -> PyForbiddenPolicy {
        match p {
            ForbiddenPolicy::Reject => PyForbiddenPolicy::Reject,
            ForbiddenPolicy::Lose => PyForbiddenPolicy::Lose,
        }
    }
}

impl From<PyForbiddenPolicy> for ForbiddenPolicy {
    fn from(p: PyForbiddenPolicy) -> ForbiddenPolicy {
        match p {
            PyForbiddenPolicy::Reject => ForbiddenPolicy::Reject,
            PyForbiddenPolicy::Lose => ForbiddenPolicy::Lose,
        }
    }
}

enum_methods!(PyForbiddenPolicy, ForbiddenPolicy, "ForbiddenPolicy", {});

/// One of the eight symmetries of the board (RULES.md §10), numbered 0–7 in the order
/// that breaks ties of `Game.canonical()`. `str(Symmetry.ROTATE_90) == "rotate-90"`;
/// rotations are counter-clockwise, with row 1 at the bottom.
#[pyclass(
    module = "gomoku",
    name = "Symmetry",
    eq,
    eq_int,
    frozen,
    from_py_object
)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PySymmetry {
    /// (x, y) → (x, y).
    #[pyo3(name = "IDENTITY")]
    Identity,
    /// A quarter turn counter-clockwise: (x, y) → (n-y, x), n = size - 1.
    #[pyo3(name = "ROTATE_90")]
    Rotate90,
    /// A half turn: (x, y) → (n-x, n-y).
    #[pyo3(name = "ROTATE_180")]
    Rotate180,
    /// Three quarter turns counter-clockwise: (x, y) → (y, n-x).
    #[pyo3(name = "ROTATE_270")]
    Rotate270,
    /// The mirror left–right: (x, y) → (n-x, y).
    #[pyo3(name = "MIRROR_LEFT_RIGHT")]
    MirrorLeftRight,
    /// The mirror top–bottom: (x, y) → (x, n-y).
    #[pyo3(name = "MIRROR_TOP_BOTTOM")]
    MirrorTopBottom,
    /// The reflection in the diagonal through a1: (x, y) → (y, x).
    #[pyo3(name = "DIAGONAL")]
    Diagonal,
    /// The reflection in the other diagonal: (x, y) → (n-y, n-x).
    #[pyo3(name = "ANTI_DIAGONAL")]
    AntiDiagonal,
}

const PY_SYMMETRIES: [PySymmetry; 8] = [
    PySymmetry::Identity,
    PySymmetry::Rotate90,
    PySymmetry::Rotate180,
    PySymmetry::Rotate270,
    PySymmetry::MirrorLeftRight,
    PySymmetry::MirrorTopBottom,
    PySymmetry::Diagonal,
    PySymmetry::AntiDiagonal,
];

impl From<Symmetry> for PySymmetry {
    fn from(s: Symmetry) -> PySymmetry {
        PY_SYMMETRIES[s.index()]
    }
}

impl From<PySymmetry> for Symmetry {
    fn from(s: PySymmetry) -> Symmetry {
        Symmetry::ALL[s as usize]
    }
}

enum_methods!(PySymmetry, Symmetry, "Symmetry", {
    /// Parses a name such as `"rotate-90"` or `"anti-diagonal"`, case-insensitive.
    ///
    /// Raises `InvalidSymmetryError` otherwise.
    #[staticmethod]
    fn parse(text: &Bound<'_, PyString>) -> PyResult<PySymmetry> {
        text.to_string_lossy()
            .parse::<Symmetry>()
            .map(PySymmetry::from)
            .map_err(parse_error)
    }

    /// The eight symmetries, in their order (a tuple).
    #[classattr]
    #[pyo3(name = "ALL")]
    fn all(py: Python<'_>) -> PyResult<Py<PyTuple>> {
        Ok(PyTuple::new(py, PY_SYMMETRIES)?.unbind())
    }

    /// The symmetry that undoes this one: `s.then(s.inverse()) is Symmetry.IDENTITY`.
    fn inverse(&self) -> PySymmetry {
        Symmetry::from(*self).inverse().into()
    }

    /// The composition "this one first, then `next`".
    fn then(&self, next: PySymmetry) -> PySymmetry {
        Symmetry::from(*self).then(next.into()).into()
    }

    /// The image of `point` on a `size` × `size` board, or `None` when the size is not
    /// 5–26 or the point is not on that board.
    fn apply(&self, point: PointArg, size: &Bound<'_, PyAny>) -> Option<PyPoint> {
        let size = size.extract::<u8>().ok()?;
        Symmetry::from(*self).apply(point.0, size).map(PyPoint)
    }
});
