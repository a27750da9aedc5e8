//! The board as numpy arrays (`Game.to_numpy`, `stack_games`), built in Rust.
//!
//! numpy is an optional dependency: nothing here imports it until an array is asked
//! for, and then a missing numpy is a clear `ImportError`.
//!
//! Plane `k` of a position, `planes[k, y, x]` for the point `Point(x, y)` (row 0 is the
//! bottom row, `a1`), each `uint8` 0 or 1:
//!
//! | k | plane |
//! |---|---|
//! | 0 | Black stones |
//! | 1 | White stones |
//! | 2 | side to move: all 1 when Black is to move, all 0 when White is |
//! | 3 | legal points (`Game.is_legal`); all 0 once the game is over |
//! | 4 | double-three points of the side to move (`Game.forbidden`) |
//! | 5 | double-four points of the side to move |
//! | 6 | overline points of the side to move |

use std::sync::atomic::{AtomicBool, Ordering};

use gomoku_referee::{Color, Forbidden, Game, PointSet};
use numpy::ndarray::{Array3, Array4};
use numpy::{Element, IntoPyArray, PyArray1, PyArray3, PyArray4};
use pyo3::exceptions::{PyImportError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::game::PyGame;

/// The number of planes of a position.
pub const PLANES: usize = 7;

/// The names of the planes, in order (exported as `gomoku.PLANES`).
pub const PLANE_NAMES: [&str; PLANES] = [
    "black",
    "white",
    "black_to_move",
    "legal",
    "double_three",
    "double_four",
    "overline",
];

/// Set once numpy has been imported successfully.
static NUMPY_FOUND: AtomicBool = AtomicBool::new(false);

/// Checks that numpy can be imported, before the `numpy` crate touches its C API (which
/// would panic without it).
///
/// Raises `ImportError` naming the fix when numpy is missing.
pub fn numpy_required(py: Python<'_>) -> PyResult<()> {
    if NUMPY_FOUND.load(Ordering::Relaxed) {
        return Ok(());
    }
    match py.import("numpy") {
        Ok(_) => {
            NUMPY_FOUND.store(true, Ordering::Relaxed);
            Ok(())
        }
        Err(cause) => {
            let err = PyImportError::new_err(
                "gomoku's array functions need numpy: pip install numpy (or gomoku[numpy])",
            );
            err.set_cause(py, Some(cause));
            Err(err)
        }
    }
}

/// A 1-d numpy array that takes over `v` (no copy). Call [`numpy_required`] first.
pub fn vec_to_numpy<T: Element>(py: Python<'_>, v: Vec<T>) -> Bound<'_, PyArray1<T>> {
    v.into_pyarray(py)
}

/// Writes the bits of `set` on a `size` × `size` plane (row-major, row 0 first).
fn write_set(plane: &mut [u8], set: &PointSet, size: usize) {
    for (y, row) in plane.chunks_exact_mut(size).enumerate() {
        let bits = set.rows()[y];
        for (x, cell) in row.iter_mut().enumerate() {
            *cell = (bits >> x & 1) as u8;
        }
    }
}

/// Writes the [`PLANES`] planes of `game`'s position into `out` (`PLANES * size * size`
/// bytes, all zero on entry).
fn write_planes(out: &mut [u8], game: &Game) {
    let pos = game.position();
    let size = usize::from(pos.size());
    let area = size * size;
    write_set(&mut out[..area], pos.stones(Color::Black), size);
    write_set(&mut out[area..2 * area], pos.stones(Color::White), size);
    out[2 * area..3 * area].fill(u8::from(pos.turn() == Color::Black));
    write_set(&mut out[3 * area..4 * area], &game.legal_moves(), size);
    let forbidden = &mut out[4 * area..];
    for (p, kind) in pos.forbidden_points().iter() {
        let k = match kind {
            Forbidden::DoubleThree => 0,
            Forbidden::DoubleFour => 1,
            Forbidden::Overline => 2,
        };
        forbidden[k * area + usize::from(p.y()) * size + usize::from(p.x())] = 1;
    }
}

/// The planes of one game: a `uint8` array of shape `(PLANES, size, size)`.
pub fn game_to_numpy<'py>(py: Python<'py>, game: &PyGame) -> PyResult<Bound<'py, PyArray3<u8>>> {
    numpy_required(py)?;
    let game = &game.inner;
    let size = usize::from(game.rules().size());
    let buf = py.detach(|| {
        let mut buf = vec![0u8; PLANES * size * size];
        write_planes(&mut buf, game);
        buf
    });
    let array = Array3::from_shape_vec((PLANES, size, size), buf)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.into_pyarray(py))
}

/// Stacks the planes of many games (all on one board size) into one `uint8` array of
/// shape `(N, PLANES, size, size)`: `stack_games(games)[i]` is `games[i].to_numpy()`.
/// The planes are computed inside Rust with the GIL released.
///
/// Raises `ValueError` if `games` is empty or the games differ in board size, and
/// `ImportError` if numpy is not installed.
#[pyfunction]
pub fn stack_games<'py>(
    py: Python<'py>,
    games: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyArray4<u8>>> {
    numpy_required(py)?;
    if games.is_instance_of::<PyString>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "games must be an iterable of Game, not a str",
        ));
    }
    // The borrows are held until the planes are written (without the GIL, from `&Game`).
    let mut borrows = Vec::new();
    for item in games.try_iter()? {
        borrows.push(item?.cast::<PyGame>()?.borrow());
    }
    let games: Vec<&Game> = borrows.iter().map(|g| &g.inner).collect();
    let Some(size) = games.first().map(|g| usize::from(g.rules().size())) else {
        return Err(PyValueError::new_err("stack_games needs at least one game"));
    };
    if let Some(i) = games
        .iter()
        .position(|g| usize::from(g.rules().size()) != size)
    {
        return Err(PyValueError::new_err(format!(
            "game {i} is played on a {0}x{0} board, game 0 on a {size}x{size} board",
            games[i].rules().size()
        )));
    }
    let n = games.len();
    let buf = py.detach(|| {
        let stride = PLANES * size * size;
        let mut buf = vec![0u8; n * stride];
        for (out, game) in buf.chunks_exact_mut(stride).zip(&games) {
            write_planes(out, game);
        }
        buf
    });
    let array = Array4::from_shape_vec((n, PLANES, size, size), buf)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.into_pyarray(py))
}
