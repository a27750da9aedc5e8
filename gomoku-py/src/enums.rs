//! The small enumerations: `Color`, `Forbidden`, `Termination`, `ForbiddenPolicy`,
//! `Player`, `Symmetry`.
//!
//! The classes are real `enum.IntEnum`s, defined in Python (`gomoku/_enums.py`): a
//! member is an `int`, equal to and hashing as its value, ordered as it, and the class
//! iterates and looks members up by value (`list(Color)`, `Color(0)`). Each Rust enum
//! here converts to the very member of its value (kept once per process) and from it
//! (a member of that class, found by identity; anything else is a `TypeError`). The first
//! conversion imports the classes and checks that every member has the value and the name
//! the core gives it, so the Python file cannot drift from the core.
//!
//! The rules the classes' methods need (parsing the names, draws, the symmetries'
//! compositions and images) are the private functions at the end, which call the core's.

use gomoku_referee::{Color, Forbidden, ForbiddenPolicy, Player, Symmetry, Termination};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyString, PyType};

use crate::errors::parse_error;
use crate::point::{PointArg, PyPoint};

/// An enumeration's Python members, by value.
pub(crate) struct Members {
    members: Vec<Py<PyAny>>,
}

impl Members {
    /// Imports `gomoku._enums.<class>` and checks it against the core's members `names`
    /// (in value order).
    fn load(py: Python<'_>, class: &str, names: &[String]) -> PyResult<Members> {
        let cls = py
            .import("gomoku._enums")?
            .getattr(class)?
            .cast_into::<PyType>()?;
        let mut members = Vec::with_capacity(names.len());
        for (value, name) in names.iter().enumerate() {
            let member = cls.getattr(name.as_str())?;
            if member.extract::<usize>()? != value {
                return Err(PyRuntimeError::new_err(format!(
                    "gomoku.{class}.{name} is not {value}, its value in the core"
                )));
            }
            members.push(member.unbind());
        }
        if cls.len()? != names.len() {
            return Err(PyRuntimeError::new_err(format!(
                "gomoku.{class} has other members than the core's {names:?}"
            )));
        }
        Ok(Members { members })
    }
}

/// For each enumeration: `ALL` (the members in value order), `member()` (a member's
/// Python name: the core's name in upper case, `_` for `-`), and the conversions to and
/// from the Python members.
macro_rules! int_enum {
    ($py:ident, $core:ident, $class:literal, [$($variant:ident),+ $(,)?]) => {
        impl $py {
            /// The members in value order.
            pub(crate) const ALL: &[$py] = &[$($py::$variant),+];

            /// The member's Python name, such as `DOUBLE_THREE`.
            pub(crate) fn member(self) -> String {
                $core::from(self).name().to_ascii_uppercase().replace('-', "_")
            }

            /// The Python class and its members, loaded and checked once.
            pub(crate) fn members(py: Python<'_>) -> PyResult<&'static Members> {
                static MEMBERS: PyOnceLock<Members> = PyOnceLock::new();
                MEMBERS.get_or_try_init(py, || {
                    let names: Vec<String> = Self::ALL.iter().map(|m| m.member()).collect();
                    Members::load(py, $class, &names)
                })
            }
        }

        impl<'py> IntoPyObject<'py> for $py {
            type Target = PyAny;
            type Output = Bound<'py, PyAny>;
            type Error = PyErr;

            fn into_pyobject(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                Ok($py::members(py)?.members[self as usize].bind(py).clone())
            }
        }

        impl<'py> IntoPyObject<'py> for &$py {
            type Target = PyAny;
            type Output = Bound<'py, PyAny>;
            type Error = PyErr;

            fn into_pyobject(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                (*self).into_pyobject(py)
            }
        }

        impl<'a, 'py> FromPyObject<'a, 'py> for $py {
            type Error = PyErr;

            fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<$py> {
                let table = $py::members(obj.py())?;
                match table.members.iter().position(|m| m.as_ptr() == obj.as_ptr()) {
                    Some(i) => Ok($py::ALL[i]),
                    None => Err(PyTypeError::new_err(format!(
                        concat!("expected a ", $class, " member, not {}"),
                        obj.get_type().name()?
                    ))),
                }
            }
        }
    };
}

/// A side of the game. Black moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyColor {
    /// The first player.
    Black,
    /// The second player.
    White,
}

int_enum!(PyColor, Color, "Color", [Black, White]);
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

/// Why a point is forbidden (RULES.md §6). `str(Forbidden.DOUBLE_THREE) == "double-three"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyForbidden {
    /// The move makes two or more threes at once.
    DoubleThree,
    /// The move makes two or more fours at once.
    DoubleFour,
    /// The move makes a line of six or more.
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

int_enum!(
    PyForbidden,
    Forbidden,
    "Forbidden",
    [DoubleThree, DoubleFour, Overline]
);

/// How a game ended: one member per row of RULES.md §3.
/// `str(Termination.BOARD_FULL) == "board-full"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyTermination {
    /// The mover completed a winning line.
    Five,
    /// The mover's captured pairs reached the target.
    Capture,
    /// Black played a forbidden point under the *lose* policy.
    Forbidden,
    /// A side resigned.
    Resignation,
    /// A side ran out of time (reported by the caller).
    Timeout,
    /// No empty point is left: a draw.
    BoardFull,
    /// The side to move has no legal point (the *reject* policy): a draw.
    NoLegalMove,
    /// Two passes in a row: a draw.
    BothPassed,
    /// The move limit was reached without a win: a draw.
    MoveLimit,
    /// A draw offer was accepted.
    Agreement,
    /// One capture met both sides' win conditions at once: a draw.
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

int_enum!(
    PyTermination,
    Termination,
    "Termination",
    [
        Five,
        Capture,
        Forbidden,
        Resignation,
        Timeout,
        BoardFull,
        NoLegalMove,
        BothPassed,
        MoveLimit,
        Agreement,
        BothWon
    ]
);

/// What happens when a restricted colour plays a forbidden point (RULES.md §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyForbiddenPolicy {
    /// The move is refused; the same side is still to move.
    Reject,
    /// The move is played and its side loses at once.
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

int_enum!(
    PyForbiddenPolicy,
    ForbiddenPolicy,
    "ForbiddenPolicy",
    [Reject, Lose]
);

/// One of the two players of a game, whatever colour he holds: `Player.FIRST` (the
/// opener, Black without an opening) and `Player.SECOND`. `str(Player.FIRST) == "first"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyPlayer {
    /// The first player.
    First,
    /// The second player.
    Second,
}

impl From<Player> for PyPlayer {
    fn from(p: Player) -> PyPlayer {
        match p {
            Player::First => PyPlayer::First,
            Player::Second => PyPlayer::Second,
        }
    }
}

impl From<PyPlayer> for Player {
    fn from(p: PyPlayer) -> Player {
        match p {
            PyPlayer::First => Player::First,
            PyPlayer::Second => Player::Second,
        }
    }
}

int_enum!(PyPlayer, Player, "Player", [First, Second]);

/// One of the eight symmetries of the board (RULES.md §10), numbered 0–7 in the order
/// that breaks ties of `Game.canonical()`. `str(Symmetry.ROTATE_90) == "rotate-90"`;
/// rotations are counter-clockwise, with row 1 at the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PySymmetry {
    /// (x, y) → (x, y).
    Identity,
    /// A quarter turn counter-clockwise: (x, y) → (n-y, x), n = size - 1.
    Rotate90,
    /// A half turn: (x, y) → (n-x, n-y).
    Rotate180,
    /// Three quarter turns counter-clockwise: (x, y) → (y, n-x).
    Rotate270,
    /// The mirror left–right: (x, y) → (n-x, y).
    MirrorLeftRight,
    /// The mirror top–bottom: (x, y) → (x, n-y).
    MirrorTopBottom,
    /// The reflection in the diagonal through a1: (x, y) → (y, x).
    Diagonal,
    /// The reflection in the other diagonal: (x, y) → (n-y, n-x).
    AntiDiagonal,
}

impl From<Symmetry> for PySymmetry {
    fn from(s: Symmetry) -> PySymmetry {
        PySymmetry::ALL[s.index()]
    }
}

impl From<PySymmetry> for Symmetry {
    fn from(s: PySymmetry) -> Symmetry {
        Symmetry::ALL[s as usize]
    }
}

int_enum!(
    PySymmetry,
    Symmetry,
    "Symmetry",
    [
        Identity,
        Rotate90,
        Rotate180,
        Rotate270,
        MirrorLeftRight,
        MirrorTopBottom,
        Diagonal,
        AntiDiagonal
    ]
);

/// Parses `text` with the core's parser of `T` and converts it to the Python enum `P`:
/// the one body of the `_parse_*` functions below.
fn parse_with_core<T, P>(text: &Bound<'_, PyString>) -> PyResult<P>
where
    T: core::str::FromStr<Err = gomoku_referee::ParseError>,
    P: From<T>,
{
    text.to_string_lossy()
        .parse::<T>()
        .map(P::from)
        .map_err(parse_error)
}

/// Parses a colour name with the core's parser (`Color.parse`).
#[pyfunction]
fn _parse_color(text: &Bound<'_, PyString>) -> PyResult<PyColor> {
    parse_with_core::<Color, PyColor>(text)
}

/// Parses a player name with the core's parser (`Player.parse`).
#[pyfunction]
fn _parse_player(text: &Bound<'_, PyString>) -> PyResult<PyPlayer> {
    parse_with_core::<Player, PyPlayer>(text)
}

/// Parses a forbidden kind with the core's parser (`Forbidden.parse`).
#[pyfunction]
fn _parse_forbidden(text: &Bound<'_, PyString>) -> PyResult<PyForbidden> {
    parse_with_core::<Forbidden, PyForbidden>(text)
}

/// Parses a termination name with the core's parser (`Termination.parse`).
#[pyfunction]
fn _parse_termination(text: &Bound<'_, PyString>) -> PyResult<PyTermination> {
    parse_with_core::<Termination, PyTermination>(text)
}

/// Parses a symmetry name with the core's parser (`Symmetry.parse`).
#[pyfunction]
fn _parse_symmetry(text: &Bound<'_, PyString>) -> PyResult<PySymmetry> {
    parse_with_core::<Symmetry, PySymmetry>(text)
}

/// Whether a way of ending is a draw (`Termination.is_draw`).
#[pyfunction]
fn _termination_is_draw(t: PyTermination) -> bool {
    Termination::from(t).is_draw()
}

/// The symmetry that undoes `s` (`Symmetry.inverse`).
#[pyfunction]
fn _symmetry_inverse(s: PySymmetry) -> PySymmetry {
    Symmetry::from(s).inverse().into()
}

/// `s` first, then `next` (`Symmetry.then`).
#[pyfunction]
fn _symmetry_then(s: PySymmetry, next: PySymmetry) -> PySymmetry {
    Symmetry::from(s).then(next.into()).into()
}

/// The image of `point` by `s` on a `size` board, `None` for a size out of 5–26 or a
/// point off that board (`Symmetry.apply`).
#[pyfunction]
fn _symmetry_apply(s: PySymmetry, point: PointArg, size: crate::ints::Int<'_>) -> Option<PyPoint> {
    let size = size.get::<u8>()?;
    Symmetry::from(s).apply(point.0, size).map(PyPoint)
}

/// Adds the private functions behind the classes' methods to the native module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_parse_color, m)?)?;
    m.add_function(wrap_pyfunction!(_parse_player, m)?)?;
    m.add_function(wrap_pyfunction!(_parse_forbidden, m)?)?;
    m.add_function(wrap_pyfunction!(_parse_termination, m)?)?;
    m.add_function(wrap_pyfunction!(_parse_symmetry, m)?)?;
    m.add_function(wrap_pyfunction!(_termination_is_draw, m)?)?;
    m.add_function(wrap_pyfunction!(_symmetry_inverse, m)?)?;
    m.add_function(wrap_pyfunction!(_symmetry_then, m)?)?;
    m.add_function(wrap_pyfunction!(_symmetry_apply, m)?)?;
    Ok(())
}
